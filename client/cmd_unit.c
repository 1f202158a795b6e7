/* `hsgen verify` and `hsgen generate`: the request goes to unit.verify /
 * unit.generate on the daemon or in-process, and the output is printed from the
 * JSON answer, the same bytes either way. */
#include <stdio.h>
#include <string.h>

#include "backend.h"
#include "cli.h"
#include "outfiles.h"
#include "port_types.h"

/* The request as unit.generate params, so the daemon sees what the user wrote. */
json_t *cli_unit_request_json(const cli_unit_args *a, const char *hdl)
{
    const hs_request *r = &a->req;
    json_t *p = json_pack("{s:s}", "unit", r->unit);
    if (hdl)
        json_object_set_new(p, "hdl", json_string(hdl));
    if (r->name[0])
        json_object_set_new(p, "name", json_string(r->name));
    if (r->n_ports) {
        json_t *ports = json_object();
        for (int i = 0; i < r->n_ports; i++)
            json_object_set_new(ports, r->ports[i].key, json_string(r->ports[i].value));
        json_object_set_new(p, "ports", ports);
    }
    if (r->n_params) {
        json_t *params = json_object();
        for (int i = 0; i < r->n_params; i++)
            json_object_set_new(params, r->params[i].key, json_string(r->params[i].value));
        json_object_set_new(p, "params", params);
    }
    if (r->n_extras) {
        json_t *extras = json_array();
        for (int i = 0; i < r->n_extras; i++) {
            char one[128];
            hs_extra_print(&r->extras[i], one, sizeof(one));
            json_array_append_new(extras, json_string(one));
        }
        json_object_set_new(p, "extra_signals", extras);
    }
    return p;
}

/* "addi" and "handshake.addi" name the same unit; messages use the full name. */
static void full_unit_name(const char *unit, char *buf, size_t cap)
{
    snprintf(buf, cap, "%s%s", strchr(unit, '.') ? "" : "handshake.", unit);
}

/* unit.verify: "ok" and the port types, or the failing rule in one line. */
int cmd_verify(cli_globals *g, int argc, char **argv)
{
    cli_unit_args a;
    int rc = cli_parse_unit_args(argc, argv, &a, false);
    if (rc != CLI_OK) {
        hs_request_free(&a.req);
        return rc;
    }
    cli_backend b;
    json_t *params = cli_unit_request_json(&a, NULL), *res, *err;
    char unit[HS_IDENT_MAX + 16];
    full_unit_name(a.req.unit, unit, sizeof(unit));
    cli_backend_open(&b, g);
    if (cli_backend_call(&b, "unit.verify", params, &res, &err) != 0) {
        rc = cli_print_rpc_error(err);
    } else {
        printf("ok: %s verifies (signature %s)\n", unit,
               json_string_value(json_object_get(res, "signature")));
        cli_print_port_types(stdout, json_object_get(res, "ports"));
    }
    json_decref(res);
    json_decref(err);
    json_decref(params);
    cli_backend_close(&b);
    hs_request_free(&a.req);
    return rc;
}

/* Checks --hdl before anything is sent (a wrong value is a usage error). */
static int check_hdl(const char *hdl)
{
    hs_hdl h;
    if (hdl && hs_hdl_parse(hdl, &h) != 0) {
        cli_error("--hdl must be vhdl or verilog, got '%s'", hdl);
        return CLI_USAGE;
    }
    return CLI_OK;
}

/* Sends a unit.generate request and writes or prints what comes back. */
int cli_generate_and_write(cli_globals *g, json_t *params, const char *output,
                           bool keep_existing_support)
{
    cli_backend b;
    json_t *res, *err;
    int rc = CLI_OK;
    cli_backend_open(&b, g);
    if (cli_backend_call(&b, "unit.generate", params, &res, &err) != 0) {
        rc = cli_print_rpc_error(err);
    } else {
        json_t *files = json_object_get(res, "files");
        const char *text = json_string_value(json_object_get(json_array_get(files, 0), "content"));
        if (!text) {
            cli_error("the answer has no files");
            rc = CLI_REJECTED;
        } else if (output) {
            /* generate names what it wrote; the Dynamatic front stays quiet, as the
             * generator a flow runs hundreds of times */
            rc = cli_write_result_files(output, files, keep_existing_support,
                                        !keep_existing_support);
        } else {
            /* standard output is complete: the support files the unit needs (the VHDL
             * types package...) come first in the same stream, so the redirected file
             * analyses on its own (several design units per file are legal in both HDLs) */
            for (size_t i = 1; i < json_array_size(files); i++) {
                const char *support =
                    json_string_value(json_object_get(json_array_get(files, i), "content"));
                if (support)
                    fputs(support, stdout);
            }
            fputs(text, stdout);
        }
        if (rc == CLI_OK && g->verbose)
            fprintf(stderr, "hsgen: generated %s %s (signature %s)\n",
                    json_string_value(json_object_get(res, "module")),
                    cli_backend_remote(&b) ? "by the daemon" : "in-process",
                    json_string_value(json_object_get(res, "signature")));
    }
    json_decref(res);
    json_decref(err);
    cli_backend_close(&b);
    return rc;
}

/* unit.generate: the unit on stdout, or its files under -o. */
int cmd_generate(cli_globals *g, int argc, char **argv)
{
    cli_unit_args a;
    int rc = cli_parse_unit_args(argc, argv, &a, true);
    if (rc == CLI_OK)
        rc = check_hdl(a.hdl);
    if (rc == CLI_OK) {
        /* no --hdl: the answering side's configured default */
        json_t *params = cli_unit_request_json(&a, a.hdl);
        rc = cli_generate_and_write(g, params, a.output, false);
        json_decref(params);
    }
    hs_request_free(&a.req);
    return rc;
}
