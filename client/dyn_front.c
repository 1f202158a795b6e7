/* `hsgen dynamatic -t ofifo`: Dynamatic's ofifo is not one of its buffer types but a
 * tehb (ONE_SLOT_BREAK_R) in front of elastic_fifo_inner (FIFO_BREAK_DV): its ins_ready
 * comes from a register and it holds num_slots + 1 tokens. The unit request is checked
 * as it stands (the FIFO, so every parameter error reads as for any other type), then
 * generated as a two-unit circuit (circuit.generate: both units and the top level are
 * built in the hw IR and printed to either HDL), the MLIR reader's ofifo
 * (generators/circuits/mlir_buffer.c) as a file of its own: the parts NAME_tehb and
 * NAME_fifo, then the entity NAME with Dynamatic's ports, in one file, dependencies first,
 * as Dynamatic's generator wrote it. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "backend.h"
#include "cli.h"
#include "dyn_types.h"
#include "hs_type.h"
#include "outfiles.h"

/* The type of the unit's channels: the ports form's `ins`, else bitwidth (0: a control)
 * with the request's extra signals, built and printed by the type system. Written to out;
 * -1 when the request gives neither (unit.verify has already accepted it, so this does
 * not happen). */
static int channel_type(const json_t *req, char *out, size_t cap)
{
    const char *given = json_string_value(json_object_get(json_object_get(req, "ports"), "ins"));
    if (given)
        return snprintf(out, cap, "%s", given) < (int)cap ? 0 : -1;
    json_t *w = json_object_get(json_object_get(req, "params"), "bitwidth"), *v;
    if (!json_is_integer(w))
        return -1;
    hs_type t;
    hs_extra e;
    hs_diag d;
    size_t i;
    hs_diag_clear(&d);
    if (json_integer_value(w))
        hs_type_channel(&t, (unsigned)json_integer_value(w));
    else
        hs_type_control(&t);
    json_array_foreach(json_object_get(req, "extra_signals"), i, v)
    {
        if (!json_is_string(v) || hs_extra_parse(json_string_value(v), &e, &d) != 0 ||
            hs_type_add_extra(&t, &e, &d) != 0)
            return -1;
    }
    return hs_type_print(&t, out, cap) < cap ? 0 : -1;
}

/* The entity name of a part, NAME followed by suffix ("_tehb"), written to out (at least
 * HS_IDENT_MAX bytes). A NAME too long for that keeps its head, ends in a hash of the whole
 * name (parts of different units stay apart) and then the suffix, so every name the unit
 * accepts its parts accept too. */
static void part_name(const char *name, const char *suffix, char *out)
{
    size_t n = strlen(name), k = strlen(suffix);
    if (n + k < HS_IDENT_MAX) {
        snprintf(out, HS_IDENT_MAX, "%s%s", name, suffix);
        return;
    }
    uint32_t h = (uint32_t)XXH3_64bits(name, n); /* the hash the client uses elsewhere */
    size_t head = HS_IDENT_MAX - 1 - k - 9;
    while (head > 1 && name[head - 1] == '_') /* no double underscore */
        head--;
    snprintf(out, HS_IDENT_MAX, "%.*s_%08x%s", (int)head, name, (unsigned)h, suffix);
}

/* The netlist NAME (the names: NAME, NAME_tehb, NAME_fifo): circuit input ins -> NAME_tehb
 * (front, one slot) -> NAME_fifo (the request's own unit and parameters) -> circuit output
 * outs. */
static json_t *netlist(const json_t *req, const char *front, const char *type,
                       char names[3][HS_IDENT_MAX])
{
    const char *name = names[0], *tehb = names[1], *fifo = names[2];
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

/* The name (0, 1, 2) of names a file of the answer is named after (NAME.vhd,
 * NAME_tehb.v...), or -1. */
static int file_of(const char *fname, char names[3][HS_IDENT_MAX])
{
    const char *dot = strrchr(fname, '.');
    for (int k = 0; dot && k < 3; k++)
        if (strlen(names[k]) == (size_t)(dot - fname) && !strncmp(fname, names[k], dot - fname))
            return k;
    return -1;
}

/* One file for the unit: every HDL file of the circuit answer named after one of the
 * circuit's own modules (names: NAME, NAME_tehb, NAME_fifo), in the answer's order
 * (dependencies first), concatenated under the name of the top's file; any other file (a
 * support package) follows as a file of its own, written beside. NULL when the answer
 * lacks the top. */
static json_t *one_file(const json_t *res, char names[3][HS_IDENT_MAX])
{
    json_t *files = json_object_get(res, "files"), *f, *out = json_array();
    size_t i;
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
        int k = file_of(fname, names);
        if (k < 0) {
            json_array_append(out, f);
            continue;
        }
        if (k == 0)
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
    char names[3][HS_IDENT_MAX];
    snprintf(names[0], sizeof(names[0]), "%s", name);
    part_name(name, "_tehb", names[1]);
    part_name(name, "_fifo", names[2]);
    if (channel_type(req, type, sizeof(type)) != 0) {
        cli_error("dynamatic: cannot tell the channel type of %s", name);
        return CLI_REJECTED;
    }
    json_t *net = netlist(req, front, type, names), *res = NULL, *err = NULL;
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
        json_t *files = one_file(res, names);
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
