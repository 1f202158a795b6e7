/* `hsgen verify` and `hsgen generate`, in-process: resolve the request against
 * the catalog's rules, then (generate) build and print the unit. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "hs_gen.h"
#include "rpc_client.h"

static void print_ports(const hs_unit *u, FILE *out)
{
    char t[HS_TYPE_TEXT_CAP];
    for (int p = 0; p < u->info->n_ports; p++) {
        const hs_port_info *pi = &u->info->ports[p];
        if (!u->port[p].present)
            continue;
        hs_type_print(&u->port[p].type, t, sizeof(t));
        if (pi->array)
            fprintf(out, "  %-4s %s[%u] : %s\n", pi->dir == HS_IN ? "in" : "out", pi->name,
                    u->port[p].count, t);
        else
            fprintf(out, "  %-4s %s : %s\n", pi->dir == HS_IN ? "in" : "out", pi->name, t);
    }
}

/* Resolves the parsed arguments; prints the error line and returns CLI_REJECTED on failure. */
static int resolve(cli_globals *g, cli_unit_args *a, hs_hdl hdl, hs_unit *u)
{
    hs_diag d;
    if (hs_unit_resolve(&a->req, hdl, &g->cfg, u, &d) != 0) {
        cli_diag(&d);
        return CLI_REJECTED;
    }
    return CLI_OK;
}

int cmd_verify(cli_globals *g, int argc, char **argv)
{
    cli_unit_args a;
    int rc = cli_parse_unit_args(argc, argv, &a, false);
    hs_unit *u = rc == CLI_OK ? hs_unit_new() : NULL;
    if (rc == CLI_OK && !u)
        rc = CLI_REJECTED;
    if (rc == CLI_OK)
        rc = resolve(g, &a, g->cfg.default_hdl, u);
    if (rc == CLI_OK) {
        printf("ok: %s verifies (signature %s)\n", u->info->name, u->signature);
        print_ports(u, stdout);
    }
    hs_unit_free(u);
    hs_request_free(&a.req);
    return rc;
}

static int write_file(const char *path, const char *content, size_t len)
{
    char tmp[4096];
    if (snprintf(tmp, sizeof(tmp), "%s.tmp%ld", path, (long)getpid()) >= (int)sizeof(tmp)) {
        cli_error("output path too long: %s", path);
        return CLI_REJECTED;
    }
    FILE *f = fopen(tmp, "wb");
    if (!f || fwrite(content, 1, len, f) != len || fclose(f) != 0) {
        cli_error("cannot write %s: %s", path, strerror(errno));
        if (f)
            remove(tmp);
        return CLI_REJECTED;
    }
    if (rename(tmp, path) != 0) {
        cli_error("cannot write %s: %s", path, strerror(errno));
        remove(tmp);
        return CLI_REJECTED;
    }
    return CLI_OK;
}

/* -o DIR (an existing directory or a path ending in '/') receives every file;
 * -o FILE receives the unit, and support files go beside it. */
static int write_outputs(const char *output, const hs_gen_result *res)
{
    struct stat st;
    size_t n = strlen(output);
    bool is_dir = (stat(output, &st) == 0 && S_ISDIR(st.st_mode)) || output[n - 1] == '/';
    char dir[4096];
    if (is_dir) {
        snprintf(dir, sizeof(dir), "%s", output);
        mkdir(dir, 0777);
    } else {
        const char *slash = strrchr(output, '/');
        snprintf(dir, sizeof(dir), "%.*s", slash ? (int)(slash - output) : 1,
                 slash ? output : ".");
    }
    for (int i = 0; i < res->n_files; i++) {
        char path[8192];
        if (i == 0 && !is_dir)
            snprintf(path, sizeof(path), "%s", output);
        else
            snprintf(path, sizeof(path), "%s/%s", dir, res->files[i].name);
        int rc = write_file(path, res->files[i].content, res->files[i].len);
        if (rc)
            return rc;
    }
    return CLI_OK;
}

/* The request as unit.generate params, so the daemon sees what we would resolve. */
static json_t *request_json(const cli_unit_args *a, hs_hdl hdl)
{
    const hs_request *r = &a->req;
    json_t *p = json_pack("{s:s,s:s}", "unit", r->unit, "hdl", hs_hdl_name(hdl));
    if (r->name[0])
        json_object_set_new(p, "name", json_string(r->name));
    if (r->n_ports) {
        json_t *ports = json_object();
        for (int i = 0; i < r->n_ports; i++)
            json_object_set_new(ports, r->ports[i].key, json_string(r->ports[i].value));
        json_object_set_new(p, "ports", ports);
    }
    json_t *params = json_object();
    for (int i = 0; i < r->n_params; i++)
        json_object_set_new(params, r->params[i].key, json_string(r->params[i].value));
    json_object_set_new(p, "params", params);
    json_t *extras = json_array();
    for (int i = 0; i < r->n_extras; i++) {
        char one[64];
        hs_extra_print(&r->extras[i], one, sizeof(one));
        json_array_append_new(extras, json_string(one));
    }
    if (r->n_extras)
        json_object_set_new(p, "extra_signals", extras);
    else
        json_decref(extras);
    return p;
}

/* Generation through a running daemon. Returns 1 when no daemon answers (the
 * caller generates in-process), CLI_OK with res filled, or CLI_REJECTED. */
static int generate_via_daemon(cli_globals *g, const cli_unit_args *a, hs_hdl hdl,
                               hs_gen_result *res)
{
    char path[4096], err[512];
    if (g->local || g->cfg_given || rpc_client_socket_path(g, path, sizeof(path)) != 0)
        return 1;
    int fd = rpc_client_connect(path);
    if (fd < 0)
        return 1;
    json_t *params = request_json(a, hdl);
    json_t *resp = rpc_client_call(fd, "unit.generate", params, err, sizeof(err));
    close(fd);
    json_decref(params);
    if (!resp) {
        cli_error("%s", err);
        return CLI_REJECTED;
    }
    json_t *error = json_object_get(resp, "error"), *files;
    int rc = CLI_OK;
    if (error) {
        cli_error("%s", json_string_value(json_object_get(error, "message")));
        rc = CLI_REJECTED;
    } else if (!json_is_array(files = json_object_get(json_object_get(resp, "result"), "files")) ||
               json_array_size(files) == 0 || json_array_size(files) > 4) {
        cli_error("the daemon's answer has no files");
        rc = CLI_REJECTED;
    } else {
        snprintf(res->module, sizeof(res->module), "%s",
                 json_string_value(json_object_get(json_object_get(resp, "result"), "module")));
        for (size_t i = 0; i < json_array_size(files); i++) {
            const char *name = json_string_value(json_object_get(json_array_get(files, i), "name"));
            const char *content =
                json_string_value(json_object_get(json_array_get(files, i), "content"));
            if (!name || !content || strchr(name, '/')) {
                cli_error("the daemon's answer has a malformed file entry");
                rc = CLI_REJECTED;
                break;
            }
            res->files[i].name = strdup(name);
            res->files[i].content = strdup(content);
            res->files[i].len = strlen(content);
            res->n_files = (int)i + 1;
        }
    }
    json_decref(resp);
    if (rc == CLI_OK && g->verbose)
        fprintf(stderr, "hsgen: generated %s by the daemon at %s\n", res->module, path);
    return rc;
}

int cmd_generate(cli_globals *g, int argc, char **argv)
{
    cli_unit_args a;
    int rc = cli_parse_unit_args(argc, argv, &a, true);
    hs_hdl hdl = g->cfg.default_hdl;
    if (rc == CLI_OK && a.hdl && hs_hdl_parse(a.hdl, &hdl) != 0) {
        cli_error("--hdl must be vhdl or verilog, got '%s'", a.hdl);
        rc = CLI_USAGE;
    }
    if (rc == CLI_OK && !g->cfg.hdl_enabled[hdl]) {
        cli_error("backend %s is disabled by the configuration (backends.%s.enabled)",
                  hs_hdl_name(hdl), hs_hdl_name(hdl));
        rc = CLI_REJECTED;
    }
    hs_gen_result res;
    memset(&res, 0, sizeof(res));
    int via = rc == CLI_OK ? generate_via_daemon(g, &a, hdl, &res) : rc;
    if (via != 1) {
        if (via == CLI_OK && a.output)
            via = write_outputs(a.output, &res);
        else if (via == CLI_OK)
            fwrite(res.files[0].content, 1, res.files[0].len, stdout);
        hs_gen_result_free(&res);
        hs_request_free(&a.req);
        return via;
    }
    hs_unit *u = rc == CLI_OK ? hs_unit_new() : NULL;
    if (rc == CLI_OK)
        rc = u ? resolve(g, &a, hdl, u) : CLI_REJECTED;
    if (rc == CLI_OK) {
        hs_diag d;
        hs_diag_clear(&d);
        if (hs_generate(u, hdl, &res, &d) != 0) {
            cli_diag(&d);
            rc = CLI_REJECTED;
        }
    }
    if (rc == CLI_OK) {
        if (a.output)
            rc = write_outputs(a.output, &res);
        else
            fwrite(res.files[0].content, 1, res.files[0].len, stdout);
        if (g->verbose)
            fprintf(stderr, "hsgen: generated %s in-process (signature %s)\n", res.module,
                    u->signature);
    }
    hs_gen_result_free(&res);
    hs_unit_free(u);
    hs_request_free(&a.req);
    return rc;
}
