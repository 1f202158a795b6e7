/* `hsgen circuit` (whole circuits: each distinct unit once plus the top level) and
 * `hsgen spec-tags` (the netlist after spec-tag insertion, alone), in-process. */
#include <errno.h>
#include <stdlib.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "hs_netlist.h"

static void print_errors(const hs_diag_list *errs)
{
    for (int i = 0; i < errs->n; i++)
        cli_diag(&errs->items[i]);
    if (errs->dropped)
        cli_error("... and %d more", errs->dropped);
}

/* Writes through a temporary name so an interrupted run leaves no half file. */
static int write_atomic(const char *dir, const char *name, const char *text, size_t len)
{
    char path[8192], tmp[8300];
    snprintf(path, sizeof(path), "%s/%s", dir, name);
    snprintf(tmp, sizeof(tmp), "%s.tmp%ld", path, (long)getpid());
    FILE *f = fopen(tmp, "wb");
    if (!f || fwrite(text, 1, len, f) != len || fclose(f) != 0 || rename(tmp, path) != 0) {
        cli_error("cannot write %s: %s", path, strerror(errno));
        remove(tmp);
        return CLI_REJECTED;
    }
    return CLI_OK;
}

typedef struct {
    const char *netlist, *hdl, *out, *speculator;
    bool spec_tags;
} circuit_args;

static int parse(int argc, char **argv, circuit_args *a, bool want_out)
{
    static const struct option opts[] = {{"hdl", required_argument, NULL, 'H'},
                                         {"spec-tags", no_argument, NULL, 's'},
                                         {"speculator", required_argument, NULL, 'S'},
                                         {"output", required_argument, NULL, 'o'},
                                         {NULL, 0, NULL, 0}};
    memset(a, 0, sizeof(*a));
    optind = 0; /* 0: GNU getopt re-initialises after the global options' scan */
    opterr = 0;
    int c;
    while ((c = getopt_long(argc, argv, ":o:", opts, NULL)) != -1) {
        switch (c) {
        case 'H': a->hdl = optarg; break;
        case 's': a->spec_tags = true; break;
        case 'S': a->speculator = optarg; break;
        case 'o': a->out = optarg; break;
        default:
            cli_error("%s: bad option '%s'", argv[0], argv[optind - 1]);
            return CLI_USAGE;
        }
    }
    if (optind + 1 != argc) {
        cli_error("usage: hsgen %s NETLIST.json%s", argv[0],
                  want_out ? " [--hdl vhdl|verilog] [--spec-tags] -o DIR" : " [-o FILE]");
        return CLI_USAGE;
    }
    a->netlist = argv[optind];
    if (want_out && !a->out) {
        cli_error("circuit: -o DIR is required");
        return CLI_USAGE;
    }
    return CLI_OK;
}

static int load(const circuit_args *a, hs_netlist *nl)
{
    hs_diag_list errs;
    if (hs_netlist_load_file(a->netlist, nl, &errs) != 0) {
        print_errors(&errs);
        return CLI_REJECTED;
    }
    if (a->spec_tags && hs_netlist_add_spec_tags(nl, a->speculator ? a->speculator : "", &errs)) {
        print_errors(&errs);
        return CLI_REJECTED;
    }
    return CLI_OK;
}

int cmd_circuit(cli_globals *g, int argc, char **argv)
{
    circuit_args a;
    int rc = parse(argc, argv, &a, true);
    if (rc)
        return rc;
    hs_hdl hdl = g->cfg.default_hdl;
    if (a.hdl && hs_hdl_parse(a.hdl, &hdl) != 0) {
        cli_error("--hdl must be vhdl or verilog, got '%s'", a.hdl);
        return CLI_USAGE;
    }
    hs_netlist nl;
    rc = load(&a, &nl);
    hs_circuit_result res;
    memset(&res, 0, sizeof(res));
    if (rc == CLI_OK) {
        hs_diag_list errs;
        if (hs_circuit_generate(&nl, &g->cfg, hdl, &res, &errs) != 0) {
            print_errors(&errs);
            rc = CLI_REJECTED;
        }
    }
    if (rc == CLI_OK && mkdir(a.out, 0777) != 0 && errno != EEXIST) {
        cli_error("cannot create %s: %s", a.out, strerror(errno));
        rc = CLI_REJECTED;
    }
    for (int i = 0; rc == CLI_OK && i < res.n_files; i++)
        rc = write_atomic(a.out, res.names[i], res.contents[i], res.lens[i]);
    if (rc == CLI_OK) {
        json_t *m = json_pack("{s:s,s:s,s:o}", "circuit", nl.name, "hdl", hs_hdl_name(hdl),
                              "files", hs_circuit_manifest_json(&res));
        char *text = json_dumps(m, JSON_INDENT(2));
        rc = write_atomic(a.out, "manifest.json", text, strlen(text));
        free(text);
        json_decref(m);
        if (g->verbose && rc == CLI_OK)
            fprintf(stderr, "hsgen: %s: %d units, %d distinct, %d files in %s\n", nl.name,
                    res.n_units, res.n_distinct, res.n_files + 1, a.out);
    }
    hs_circuit_result_free(&res);
    hs_netlist_free(&nl);
    return rc;
}

int cmd_spec_tags(cli_globals *g, int argc, char **argv)
{
    (void)g;
    circuit_args a;
    int rc = parse(argc, argv, &a, false);
    if (rc)
        return rc;
    a.spec_tags = true;
    hs_netlist nl;
    rc = load(&a, &nl);
    if (rc == CLI_OK) {
        json_t *j = hs_netlist_to_json(&nl);
        char *text = json_dumps(j, JSON_INDENT(1));
        size_t n = strlen(text);
        text[n] = '\n';
        if (a.out)
            rc = write_atomic(".", a.out, text, n + 1);
        else
            fwrite(text, 1, n + 1, stdout);
        free(text);
        json_decref(j);
    }
    hs_netlist_free(&nl);
    return rc;
}
