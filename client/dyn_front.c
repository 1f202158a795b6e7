/* `hsgen dynamatic -t ofifo`: Dynamatic's ofifo is not one of its buffer types but a
 * tehb (ONE_SLOT_BREAK_R) in front of elastic_fifo_inner (FIFO_BREAK_DV): its ins_ready
 * comes from a register and it holds num_slots + 1 tokens. The unit request is checked
 * as it stands (the FIFO, so every parameter error reads as for any other type), then
 * generated as a two-unit circuit (circuit.generate: both units and the top level are
 * built in the hw IR and printed to either HDL), the MLIR reader's ofifo
 * (generators/circuits/mlir_buffer.c) as a file of its own: the parts NAME_tehb and
 * NAME_fifo, then the entity NAME with Dynamatic's ports, in one file, dependencies first,
 * as Dynamatic's generator wrote it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "cli.h"
#include "dyn_types.h"
#include "outfiles.h"

/* The type of the unit's channels: the ports form's `ins`, else bitwidth (0: a control)
 * with the request's extra signals. Written to out; -1 when the request gives neither
 * (unit.verify has already accepted it, so this does not happen). */
static int channel_type(const json_t *req, char *out, size_t cap)
{
    const char *given = json_string_value(json_object_get(json_object_get(req, "ports"), "ins"));
    if (given)
        return snprintf(out, cap, "%s", given) < (int)cap ? 0 : -1;
    json_t *w = json_object_get(json_object_get(req, "params"), "bitwidth");
    if (!json_is_integer(w))
        return -1;
    size_t n = json_integer_value(w) ? (size_t)snprintf(out, cap, "!handshake.channel<i%lld",
                                                        (long long)json_integer_value(w))
                                     : (size_t)snprintf(out, cap, "!handshake.control<");
    json_t *x = json_object_get(req, "extra_signals"), *v;
    size_t i;
    json_array_foreach(x, i, v)
    {
        if (n < cap)
            n += (size_t)snprintf(out + n, cap - n, "%s%s%s",
                                  i                       ? ", "
                                  : json_integer_value(w) ? ", ["
                                                          : "[",
                                  json_string_value(v), i + 1 == json_array_size(x) ? "]" : "");
    }
    if (n < cap)
        n += (size_t)snprintf(out + n, cap - n, ">");
    return n < cap ? 0 : -1;
}

/* The netlist: circuit input ins -> NAME_tehb (front, one slot) -> NAME_fifo (the request's
 * own unit and parameters) -> circuit output outs. */
static json_t *netlist(const json_t *req, const char *front, const char *type)
{
    const char *name = json_string_value(json_object_get(req, "name"));
    char tehb[160], fifo[160];
    snprintf(tehb, sizeof(tehb), "%s_tehb", name);
    snprintf(fifo, sizeof(fifo), "%s_fifo", name);
    json_t *params = json_deep_copy(json_object_get(req, "params"));
    if (!params)
        params = json_object();
    json_object_del(params, "bitwidth"); /* the channel types say it */
    return json_pack(
        "{s:s,s:[{s:s,s:s}],s:[{s:s,s:s}],s:[{s:s,s:s,s:{s:s,s:i},s:s},{s:s,s:O,s:o,s:s}],"
        "s:[{s:s,s:s,s:s},{s:s,s:s,s:s},{s:s,s:s,s:s}]}",
        "name", name, "inputs", "name", "ins", "type", type, "outputs", "name", "outs", "type",
        type, "units", "name", "tehb", "unit", "handshake.buffer", "params", "buffer_type", front,
        "num_slots", 1, "entity", tehb, "name", "fifo", "unit", json_object_get(req, "unit"),
        "params", params, "entity", fifo, "channels", "from", "ins", "to", "tehb.ins", "type", type,
        "from", "tehb.outs", "to", "fifo.ins", "type", type, "from", "fifo.outs", "to", "outs",
        "type", type);
}

/* One file for the unit: every HDL file of the circuit answer whose module is one of the
 * circuit's own (NAME_tehb, NAME_fifo, NAME), in the answer's order (dependencies first),
 * concatenated under the name of the top's file; any other file (a support package)
 * follows as a file of its own, written beside. NULL when the answer lacks the top. */
static json_t *one_file(const json_t *res, const char *name)
{
    json_t *files = json_object_get(res, "files"), *f, *out = json_array();
    size_t i, len = strlen(name);
    char *text = NULL;
    size_t n = 0;
    FILE *m = open_memstream(&text, &n);
    const char *top = NULL;
    json_array_foreach(files, i, f)
    {
        const char *fname = json_string_value(json_object_get(f, "name"));
        const char *content = json_string_value(json_object_get(f, "content"));
        if (!fname || !content)
            continue;
        const char *dot = strrchr(fname, '.');
        bool own = !strncmp(fname, name, len) &&
                   (fname + len == dot || !strncmp(fname + len, "_tehb.", 6) ||
                    !strncmp(fname + len, "_fifo.", 6));
        if (!own) {
            json_array_append(out, f);
            continue;
        }
        if (fname + len == dot)
            top = fname;
        if (m)
            fputs(content, m);
    }
    if (!m || fclose(m) != 0 || !top) {
        free(text);
        json_decref(out);
        return NULL;
    }
    json_array_insert_new(out, 0, json_pack("{s:s,s:s}", "name", top, "content", text));
    free(text);
    return out;
}

/* The checked request as a circuit on backend b, written to output. */
static int generate(cli_backend *b, const json_t *req, const char *front, const char *output)
{
    char type[HS_TYPE_TEXT_CAP + 32];
    const char *name = json_string_value(json_object_get(req, "name"));
    if (channel_type(req, type, sizeof(type)) != 0) {
        cli_error("dynamatic: cannot tell the channel type of %s", name);
        return CLI_REJECTED;
    }
    json_t *net = netlist(req, front, type), *res = NULL, *err = NULL;
    json_t *params =
        net ? json_pack("{s:o,s:O?}", "netlist", net, "hdl", json_object_get(req, "hdl")) : NULL;
    if (!params) {
        cli_error("dynamatic: out of memory");
        return CLI_REJECTED;
    }
    int rc = CLI_OK;
    if (cli_backend_call(b, "circuit.generate", params, &res, &err) != 0) {
        rc = cli_print_rpc_error(err);
    } else {
        json_t *files = one_file(res, name);
        if (!files) {
            cli_error("dynamatic: the circuit answer lacks the top level %s", name);
            rc = CLI_REJECTED;
        } else { /* as for every unit: support files a flow already put there are kept */
            rc = cli_write_result_files(output, files, true, false);
        }
        json_decref(files);
    }
    json_decref(params);
    json_decref(res);
    json_decref(err);
    return rc;
}

int dyn_generate_with_front(cli_globals *g, json_t *req, const char *front, const char *output)
{
    cli_backend b;
    json_t *res = NULL, *err = NULL;
    int rc;
    cli_backend_open(&b, g);
    if (cli_backend_call(&b, "unit.verify", req, &res, &err) != 0)
        rc = cli_print_rpc_error(err);
    else
        rc = generate(&b, req, front, output);
    json_decref(res);
    json_decref(err);
    cli_backend_close(&b);
    return rc;
}
