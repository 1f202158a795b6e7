/* `hsgen circuit` (whole circuits: each distinct unit once plus the top level) and
 * `hsgen spec-tags` (the netlist after spec-tag insertion, alone). circuit asks
 * circuit.generate of the daemon; while no side implements it, the library
 * answers in-process in the method's result shape, so the files are written from
 * the same JSON either way. */
#include <errno.h>
#include <stdlib.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "cli_opts.h"
#include "cli_signals.h"
#include "backend.h"
#include "hs_mlir.h"
#include "hs_netlist.h"
#include "outfiles.h"
#include "rpc_codes.h"

/* Netlist problems are listed all at once, one line each. */
static void print_errors(const hs_diag_list *errs)
{
    for (int i = 0; i < errs->n; i++)
        cli_diag(&errs->items[i]);
    if (errs->dropped)
        cli_error("... and %d more", errs->dropped);
}

typedef struct {
    const char *netlist, *hdl, *out, *speculator, *top;
    bool spec_tags, buffer_cycles, print_netlist, quiet;
} circuit_args;

/* Options shared by `circuit` and `spec-tags`. */
static int parse(int argc, char **argv, circuit_args *a, bool want_out)
{
    struct option opts[CLI_OPTS_MAX + 1];
    char shorts[3 * CLI_OPTS_MAX + 2];
    cli_getopt_table(argv[0], opts, shorts); /* circuit's rows, or spec-tags' */
    memset(a, 0, sizeof(*a));
    optind = 0; /* 0: GNU getopt re-initialises after the global options' scan */
    opterr = 0;
    int c;
    while ((c = getopt_long(argc, argv, shorts, opts, NULL)) != -1) {
        switch (c) {
        case 'H':
            a->hdl = optarg;
            break;
        case 's':
            a->spec_tags = true;
            break;
        case 'S':
            a->speculator = optarg;
            break;
        case 'o':
            a->out = optarg;
            break;
        case 'T':
            a->top = optarg;
            break;
        case 'B':
            a->buffer_cycles = true;
            break;
        case 'N':
            a->print_netlist = true;
            break;
        case 'q':
            a->quiet = true;
            break;
        default:
            cli_error("%s: bad option '%s'", argv[0], argv[optind - 1]);
            return CLI_USAGE;
        }
    }
    if (optind + 1 != argc) {
        cli_error(
            "usage: hsgen %s NETLIST.json|FILE.mlir [--top NAME] [--buffer-cycles]%s", argv[0],
            want_out ? " [--hdl vhdl|verilog] [--spec-tags] (-o DIR | --netlist)" : " [-o FILE]");
        return CLI_USAGE;
    }
    a->netlist = argv[optind];
    if (want_out && !a->out && !a->print_netlist) {
        cli_error("circuit: -o DIR (or --netlist) is required");
        return CLI_USAGE;
    }
    return CLI_OK;
}

/* The whole of a text file, NUL-terminated; NULL (and a message) when unreadable. */
static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    size_t n = 0, cap = 0;
    if (!f) {
        cli_error("cannot read %s: %s", path, strerror(errno));
        return NULL;
    }
    for (;;) {
        if (n + 4096 + 1 > cap) {
            cap = cap ? 2 * cap : 65536;
            char *b = realloc(buf, cap);
            if (!b) {
                free(buf);
                fclose(f);
                cli_error("%s: out of memory", path);
                return NULL;
            }
            buf = b;
        }
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0)
            break;
    }
    fclose(f);
    buf[n] = '\0';
    *len = n;
    return buf;
}

/* The params that carry a design to circuit.*: the netlist object, or the MLIR
 * text with its file name and reading options. NULL after a message. */
static json_t *design_params(const circuit_args *a)
{
    if (hs_mlir_is_path(a->netlist)) {
        size_t n;
        char *text = slurp(a->netlist, &n);
        if (!text)
            return NULL;
        json_t *p = json_pack("{s:s%,s:s,s:b}", "mlir", text, n, "file", a->netlist,
                              "buffer_cycles", a->buffer_cycles);
        free(text);
        if (!p)
            cli_error("%s: the text is not UTF-8", a->netlist);
        else if (a->top)
            json_object_set_new(p, "top", json_string(a->top));
        return p;
    }
    json_error_t je;
    json_t *netlist = json_load_file(a->netlist, JSON_REJECT_DUPLICATES, &je);
    if (!netlist)
        return NULL;
    return json_pack("{s:o}", "netlist", netlist);
}

/* Reads the design (netlist or MLIR) and, when asked, inserts spec tags (every
 * error listed). */
/* --merge is set over the netlist's own signals block for the checks; with
 * keep_block the block is put back as it came (the netlist is printed). */
static int load(const circuit_args *a, const cli_globals *g, hs_netlist *nl, bool keep_block)
{
    const hs_config *cfg = &g->cfg;
    hs_diag_list errs;
    hs_net_signal block[HS_NET_MAX_SIGNALS];
    int n_block = 0;
    if (hs_mlir_is_path(a->netlist)) {
        size_t n;
        char *text = slurp(a->netlist, &n);
        memset(nl, 0, sizeof(*nl));
        if (!text)
            return CLI_REJECTED;
        hs_mlir_options o = {.file = a->netlist, .top = a->top, .buffer_cycles = a->buffer_cycles};
        hs_mlir_info info;
        int rc = hs_mlir_read(text, n, &o, nl, &info, &errs);
        free(text);
        if (rc == 0 && cli_signals_into_netlist(g, nl) != CLI_OK) {
            hs_mlir_info_free(&info);
            return CLI_REJECTED;
        }
        if (rc == 0)
            rc = hs_mlir_check(nl, cfg, &info, a->netlist, &errs);
        if (keep_block)
            nl->n_signals = 0; /* an MLIR design has no block of its own */
        for (int i = 0; rc == 0 && i < info.n_warnings; i++)
            fprintf(stderr, "hsgen: warning: %s\n", info.warnings[i]);
        hs_mlir_info_free(&info);
        if (rc) {
            print_errors(&errs);
            return CLI_REJECTED;
        }
    } else if (hs_netlist_load_file(a->netlist, nl, &errs) != 0) {
        print_errors(&errs);
        return CLI_REJECTED;
    } else {
        n_block = nl->n_signals;
        memcpy(block, nl->signals, sizeof(block));
        if (cli_signals_into_netlist(g, nl) != CLI_OK)
            return CLI_REJECTED;
    }
    if (a->spec_tags && hs_netlist_add_spec_tags(nl, a->speculator ? a->speculator : "", &errs)) {
        print_errors(&errs);
        return CLI_REJECTED;
    }
    if (keep_block && !hs_mlir_is_path(a->netlist)) {
        nl->n_signals = n_block;
        memcpy(nl->signals, block, sizeof(block));
    }
    return CLI_OK;
}

/* The files in compile order (the manifest's order: support package, units, top),
 * one name a line, as compile_order.txt and files.f: `ghdl -a $(cat
 * compile_order.txt)` in the folder, or a command file for Verilator (-F), Icarus
 * (-c) and ModelSim (-F). */
static int write_compile_order(const char *dir, const json_t *listing)
{
    size_t cap = 1, n = 0, i;
    json_t *e;
    json_array_foreach(listing, i, e) cap +=
        strlen(json_string_value(json_object_get(e, "file"))) + 1;
    char *text = malloc(cap), err[8600];
    if (!text) {
        cli_error("out of memory");
        return -1;
    }
    json_array_foreach(listing, i, e) n +=
        (size_t)sprintf(text + n, "%s\n", json_string_value(json_object_get(e, "file")));
    int rc = cli_write_atomic(dir, "compile_order.txt", text, n, err, sizeof(err));
    if (rc == 0)
        rc = cli_write_atomic(dir, "files.f", text, n, err, sizeof(err));
    if (rc != 0)
        cli_error("%s", err);
    free(text);
    return rc;
}

/* Writes every file of a circuit.generate result, then manifest.json and the
 * compile order. */
static int write_circuit(const char *dir, const json_t *res)
{
    char err[8600];
    json_t *f, *files = json_object_get(res, "files");
    size_t i;
    if (cli_mkdirs(dir) != 0) {
        cli_error("cannot create %s: %s", dir, strerror(errno));
        return CLI_REJECTED;
    }
    json_array_foreach(files, i, f)
    {
        const char *name = json_string_value(json_object_get(f, "name"));
        json_t *c = json_object_get(f, "content");
        if (!cli_safe_file_name(name) || !json_is_string(c)) {
            cli_error("the answer has a malformed file entry");
            return CLI_REJECTED;
        }
        if (cli_write_atomic(dir, name, json_string_value(c), json_string_length(c), err,
                             sizeof(err)) != 0) {
            cli_error("%s", err);
            return CLI_REJECTED;
        }
    }
    json_t *listing = json_incref(json_object_get(res, "manifest"));
    if (!listing) { /* an answer without one: the file names, in order */
        listing = json_array();
        json_array_foreach(files, i, f)
            json_array_append_new(listing, json_pack("{s:O}", "file", json_object_get(f, "name")));
    }
    json_t *m = json_pack("{s:O?,s:O?,s:o}", "circuit", json_object_get(res, "circuit"), "hdl",
                          json_object_get(res, "hdl"), "files", listing);
    if (json_object_get(res, "renames")) /* MLIR names mapped to legal HDL names */
        json_object_set(m, "renames", json_object_get(res, "renames"));
    char *text = json_dumps(m, JSON_INDENT(2));
    int rc = cli_write_atomic(dir, "manifest.json", text, strlen(text), err, sizeof(err));
    if (rc != 0)
        cli_error("%s", err);
    free(text);
    if (rc == 0)
        rc = write_compile_order(dir, listing);
    json_decref(m);
    return rc ? CLI_REJECTED : CLI_OK;
}

static int print_netlist(cli_globals *g, const circuit_args *ap);
static void say_top(const cli_globals *g, const circuit_args *a, const json_t *res);

/* circuit.generate on the daemon, or the library in-process when no side has it. */
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
    if (a.print_netlist)
        return print_netlist(g, &a);
    json_t *params = design_params(&a);
    if (!params && hs_mlir_is_path(a.netlist))
        return CLI_REJECTED;
    if (!params) { /* the library's loader words it with the line */
        hs_netlist nl;
        rc = load(&a, g, &nl, false);
        hs_netlist_free(&nl);
        return rc ? rc : CLI_REJECTED;
    }
    json_object_set_new(params, "spec_tags", json_boolean(a.spec_tags));
    if (a.hdl)
        json_object_set_new(params, "hdl", json_string(hs_hdl_name(hdl)));
    if (a.speculator)
        json_object_set_new(params, "speculator", json_string(a.speculator));
    cli_backend b;
    json_t *res = NULL, *err = NULL;
    cli_backend_open(&b, g);
    int code = cli_backend_call(&b, "circuit.generate", params, &res, &err);
    if (code != 0) /* a daemon without the method was answered in-process already */
        rc = cli_print_rpc_error(err);
    json_t *w;
    size_t wi;
    if (code == 0) /* the daemon's warnings (in-process, load printed them) */
        json_array_foreach(json_object_get(res, "warnings"), wi, w)
            fprintf(stderr, "hsgen: warning: %s\n", json_string_value(w));
    if (rc == CLI_OK)
        say_top(g, &a, res);
    if (rc == CLI_OK)
        rc = write_circuit(a.out, res);
    if (rc == CLI_OK && !a.quiet) /* what was written, one line (--quiet: nothing) */
        printf("wrote %s to %s: %zu HDL files (%lld units, %lld distinct), manifest.json, "
               "compile_order.txt, files.f\n",
               json_string_value(json_object_get(res, "circuit")), a.out,
               json_array_size(json_object_get(res, "files")),
               (long long)json_integer_value(json_object_get(res, "units")),
               (long long)json_integer_value(json_object_get(res, "distinct")));
    json_decref(res);
    json_decref(err);
    json_decref(params);
    cli_backend_close(&b);
    return rc;
}

/* With -v, which module of an MLIR file was read when --top did not say (the
 * answer's default_top: the only module no other instantiates). */
static void say_top(const cli_globals *g, const circuit_args *a, const json_t *res)
{
    const char *top = json_string_value(json_object_get(res, "default_top"));
    if (g->verbose && top)
        fprintf(stderr,
                "hsgen: %s: top @%s, the only module no other instantiates (--top picks "
                "another)\n",
                a->netlist, top);
}

/* The netlist after spec-tag insertion, for inspection or another tool:
 * circuit.add_spec_tags on the daemon, else the library in-process. */
int cmd_spec_tags(cli_globals *g, int argc, char **argv)
{
    circuit_args a;
    int rc = parse(argc, argv, &a, false);
    if (rc)
        return rc;
    a.spec_tags = true;
    return print_netlist(g, &a);
}

/* The netlist, after spec-tag insertion when asked, printed as JSON (to stdout
 * or -o FILE): circuit.add_spec_tags on the daemon, else the library. */
static int print_netlist(cli_globals *g, const circuit_args *ap)
{
    circuit_args a = *ap;
    int rc = CLI_OK;
    json_t *params = design_params(&a);
    if (!params && hs_mlir_is_path(a.netlist))
        return CLI_REJECTED;
    if (!params) { /* the library's loader words it with the line */
        hs_netlist nl;
        rc = load(&a, g, &nl, true);
        hs_netlist_free(&nl);
        return rc ? rc : CLI_REJECTED;
    }
    json_object_set_new(params, "speculator", json_string(a.speculator ? a.speculator : ""));
    if (!a.spec_tags)
        json_object_set_new(params, "spec_tags", json_false());
    cli_backend b;
    json_t *res = NULL, *err = NULL;
    cli_backend_open(&b, g);
    int code = cli_backend_call(&b, "circuit.add_spec_tags", params, &res, &err);
    if (code != 0) /* a daemon without the method was answered in-process already */
        rc = cli_print_rpc_error(err);
    if (rc == CLI_OK)
        say_top(g, &a, res);
    if (rc == CLI_OK) {
        char *text = json_dumps(json_object_get(res, "netlist"), JSON_INDENT(1));
        size_t n = text ? strlen(text) : 0;
        char err_text[8600];
        if (!text) {
            cli_error("the answer has no netlist");
            rc = CLI_REJECTED;
        } else if (!a.out || a.print_netlist) {
            printf("%s\n", text);
        } else {
            text[n] = '\n'; /* the file ends with a newline too; n + 1 bytes written */
            if (cli_write_atomic(NULL, a.out, text, n + 1, err_text, sizeof(err_text)) != 0) {
                cli_error("%s", err_text);
                rc = CLI_REJECTED;
            }
        }
        free(text);
    }
    json_decref(res);
    json_decref(err);
    json_decref(params);
    cli_backend_close(&b);
    return rc;
}
