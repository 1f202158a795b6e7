/* `hsgen simulate DESIGN --arg NAME=VALUE... [--sim ghdl|icarus|verilator]
 * [--vcd FILE] [--dir DIR]`: reads a netlist or MLIR design, computes what it
 * should produce with the token-level interpreter, generates it, writes a
 * self-checking testbench that feeds the arguments, runs the simulator, and
 * prints every output token, the cycle count and any difference between the
 * simulation and the interpreter. Exit status 0 only when the simulation ended,
 * matched the interpreter and no check failed. */
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "cli_signals.h"
#include "hs_mlir.h"
#include "hs_netlist.h"
#include "sim_files.h"
#include "sim_capture.h"
#include "sim_design.h"
#include "sim_interp.h"
#include "sim_kernel.h"
#include "sim_mem.h"
#include "sim_opts.h"
#include "sim_run.h"
#include "sim_stall.h"

static int usage(void)
{
    cli_error("usage: hsgen simulate DESIGN.mlir|NETLIST.json [--arg NAME=VALUE[,VALUE...]]... "
              "[--sim ghdl|icarus|verilator] [--vcd FILE] [--dir DIR [--force]] [--top NAME] "
              "[--buffer-cycles] [--max-cycles N] [--mem MEMREF=FILE] [--stall SEED] "
              "[--c KERNEL.c]");
    return CLI_USAGE;
}

/* The options, errors printed; CLI_USAGE (exit 2) on any. */
static int parse(int argc, char **argv, sim_opts *o)
{
    char err[400];
    if (sim_opts_parse(argc, argv, o, err, sizeof(err)) == 0)
        return CLI_OK;
    if (!err[0])
        return usage();
    cli_error("%s", err);
    return CLI_USAGE;
}

static void print_errors(const hs_diag_list *errs)
{
    for (int i = 0; i < errs->n; i++)
        cli_diag(&errs->items[i]);
    if (errs->dropped)
        cli_error("... and %d more", errs->dropped);
}

/* --mem NAME=FILE: the file's integers (white space or commas) as "NAME=w0 w1 ...". */
static int read_mem_files(sim_opts *o)
{
    char err[500];
    for (int i = 0; i < o->n_mem; i++)
        if (sim_mem_read(o->mem[i], &o->mem_words[i], err, sizeof(err)) != 0) {
            cli_error("--mem %s: %s", o->mem[i], err);
            return CLI_REJECTED;
        }
    return CLI_OK;
}

/* Reads and checks the design; renames (MLIR) let --arg use the original names. */
static int load(const sim_opts *o, const cli_globals *g, hs_netlist *nl, hs_mlir_info *info)
{
    const hs_config *cfg = &g->cfg;
    hs_diag_list errs;
    memset(info, 0, sizeof(*info));
    int rc;
    if (hs_mlir_is_path(o->design)) {
        FILE *f = fopen(o->design, "rb");
        if (!f) {
            memset(nl, 0, sizeof(*nl));
            cli_error("cannot read %s: %s", o->design, strerror(errno));
            return CLI_REJECTED;
        }
        size_t cap = 1 << 16, n = 0;
        char *text = malloc(cap);
        for (size_t got; text && (got = fread(text + n, 1, cap - n, f)) > 0;) {
            n += got;
            if (n == cap) {
                char *t = realloc(text, cap *= 2);
                if (!t)
                    free(text);
                text = t;
            }
        }
        fclose(f);
        if (!text) {
            memset(nl, 0, sizeof(*nl));
            cli_error("%s: out of memory", o->design);
            return CLI_REJECTED;
        }
        hs_mlir_options mo = {.file = o->design,
                              .top = o->top,
                              .buffer_cycles = o->buffer_cycles,
                              .n_mem = o->n_mem,
                              .mem = (const char *const *)o->mem_words};
        rc = hs_mlir_read(text, n, &mo, nl, info, &errs);
        free(text);
        if (g->verbose && info->default_top[0])
            fprintf(stderr,
                    "hsgen: %s: top @%s, the only module no other instantiates (--top picks "
                    "another)\n",
                    o->design, info->default_top);
        if (rc == 0 && cli_signals_into_netlist(g, nl) != CLI_OK) /* --merge over its block */
            return CLI_REJECTED;
        if (rc == 0)
            rc = hs_mlir_check(nl, cfg, info, o->design, &errs);
    } else {
        rc = hs_netlist_load_file(o->design, nl, &errs);
        if (rc == 0 && cli_signals_into_netlist(g, nl) != CLI_OK)
            return CLI_REJECTED;
        if (rc == 0)
            rc = hs_netlist_check(nl, cfg, &errs);
    }
    if (rc) {
        print_errors(&errs);
        return CLI_REJECTED;
    }
    return CLI_OK; /* raw wires are checked once memories are grouped (sim_mem_groups) */
}

/* The circuit input an --arg names: its netlist name or its name in the MLIR. */
static int find_input(const hs_netlist *nl, const hs_mlir_info *info, const char *name)
{
    for (int i = 0; i < nl->n_inputs; i++)
        if (strcmp(nl->inputs[i].name, name) == 0)
            return i;
    for (int r = 0; r < info->n_renames; r++)
        if (strcmp(info->renames[r].what, "input") == 0 && strcmp(info->renames[r].from, name) == 0)
            return find_input(nl, info, info->renames[r].to);
    return -1;
}

/* --arg NAME=V1,V2 (decimal, negative or 0x hex: one run per value) or --arg NAME
 * (one control token); controls not named get one token per run; a data input
 * not named is an error. */
static int read_args(const sim_opts *o, const hs_netlist *nl, const hs_mlir_info *info,
                     sim_tokens *in)
{
    bool *given = calloc((size_t)nl->n_inputs + 1, sizeof(bool));
    int rc = given ? CLI_OK : CLI_REJECTED;
    for (int i = 0; given && i < nl->n_inputs; i++) /* given by the C program (--c) */
        given[i] = in[i].n > 0;
    for (int a = 0; rc == CLI_OK && a < o->n_args; a++) {
        char name[128];
        const char *eq = strchr(o->args[a], '=');
        snprintf(name, sizeof(name), "%.*s", eq ? (int)(eq - o->args[a]) : 127, o->args[a]);
        int i = find_input(nl, info, name);
        if (i < 0) {
            char list[1024];
            size_t n = 0;
            list[0] = '\0';
            for (int k = 0; k < nl->n_inputs && n + 1 < sizeof(list); k++)
                n += (size_t)snprintf(list + n, sizeof(list) - n, "%s%s", k ? ", " : "",
                                      nl->inputs[k].name);
            cli_error("--arg %s: the circuit has no input '%s' (inputs: %s)", o->args[a], name,
                      list);
            rc = CLI_USAGE;
            break;
        }
        given[i] = true;
        const hs_type *t = &nl->inputs[i].type;
        if (!eq) {
            if (t->kind != HS_T_CONTROL) {
                cli_error("--arg %s: input %s carries data: write %s=VALUE", o->args[a], name,
                          name);
                rc = CLI_USAGE;
                break;
            }
            in[i].v[in[i].n++] = 0;
            continue;
        }
        for (const char *p = eq + 1; *p && rc == CLI_OK;) {
            char *end;
            uint64_t v;
            if (sim_parse_value(p, &end, t, &v) != 0 || (*end && *end != ',') ||
                in[i].n == SIM_MAX_TOKENS) {
                cli_error("--arg %s: expected %s separated by commas (at most %d)", o->args[a],
                          t->dtype == 'f' ? "numbers (decimal floats or 0x bits)" : "integers",
                          SIM_MAX_TOKENS);
                rc = CLI_USAGE;
                break;
            }
            in[i].v[in[i].n++] = v;
            p = *end ? end + 1 : end;
        }
    }
    int runs = 1;
    for (int i = 0; i < nl->n_inputs; i++)
        runs = given && given[i] && in[i].n > runs ? in[i].n : runs;
    for (int i = 0; rc == CLI_OK && i < nl->n_inputs; i++) {
        if (given[i] || nl->inputs[i].type.kind == HS_T_RAW) /* a memory's bus */
            continue;
        if (nl->inputs[i].type.kind == HS_T_CONTROL) {
            while (in[i].n < runs) /* one per run */
                in[i].v[in[i].n++] = 0;
        } else {
            cli_error("input %s needs a value: --arg %s=VALUE", nl->inputs[i].name,
                      nl->inputs[i].name);
            rc = CLI_USAGE;
        }
    }
    free(given);
    return rc;
}

/* A token value as the user reads it: signed decimal for integers, %g for f32/f64. */
static void print_value(uint64_t v, const hs_type *t)
{
    unsigned w = t->width;
    if (t->dtype == 'f' && (w == 32 || w == 64)) {
        double d;
        if (w == 64) {
            memcpy(&d, &v, sizeof(d));
        } else {
            uint32_t b = (uint32_t)v;
            float f;
            memcpy(&f, &b, sizeof(f));
            d = f;
        }
        printf("%.9g", d);
        return;
    }
    int64_t s = w && w < 64 && (v >> (w - 1)) & 1 ? (int64_t)(v | ~((1ULL << w) - 1)) : (int64_t)v;
    printf("%" PRId64, w == 1 ? (int64_t)v : s);
}

/* Reads the simulator log: tokens per output, the cycle count, mismatches. */
static int read_log(const char *log, const hs_netlist *nl, sim_tokens *got, long *cycles,
                    int *mismatches, bool *timeout, sim_mems *mems)
{
    FILE *f = fopen(log, "r");
    if (!f)
        return -1;
    char line[8192];
    *cycles = -1;
    while (fgets(line, sizeof(line), f)) {
        char port[128], val[128] = "0";
        int k;
        if (sscanf(line, "TOKEN %127s %d %127s", port, &k, val) >= 2) {
            for (int i = 0; i < nl->n_outputs; i++)
                if (strcmp(nl->outputs[i].name, port) == 0 && got[i].n < SIM_MAX_TOKENS)
                    got[i].v[got[i].n++] = strtoull(val, NULL, 16);
        } else if (strncmp(line, "MISMATCH", 8) == 0) {
            (*mismatches)++;
            fputs(line, stdout);
        } else if (strncmp(line, "MEM ", 4) == 0) { /* MEM name index word */
            char mname[HS_NET_NAME_MAX + 1];
            long idx;
            if (sscanf(line, "MEM %64s %ld %127s", mname, &idx, val) != 3)
                continue;
            sim_mem *m = sim_mem_find(mems, mname);
            if (!m || idx < 0 || idx >= m->size)
                continue;
            if (!m->final && !(m->final = calloc((size_t)m->size, sizeof(uint64_t)))) {
                fclose(f);
                return -1;
            }
            m->final[idx] = strtoull(val, NULL, 16);
            m->n_final = idx + 1 > m->n_final ? idx + 1 : m->n_final;
        } else if (sscanf(line, "CYCLES %ld", cycles) == 1) {
        } else if (strncmp(line, "TIMEOUT", 7) == 0) {
            *timeout = true;
        }
    }
    fclose(f);
    return 0;
}

/* Removes the generated files of a temporary work directory, then the directory. */
static void remove_dir(const char *dir)
{
    char cmd[4300];
    if (strncmp(dir, "/tmp/hsgen-sim-", 15) != 0 || strchr(dir, '\''))
        return;
    snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        cli_error("cannot remove %s", dir);
}

/* The work directory: --dir (sim_prepare_dir: empty, or --force) or a new
 * temporary one. */
static int make_dir(const sim_opts *o, char *dir, size_t cap)
{
    char why[600];
    if (o->dir) {
        if (sim_prepare_dir(o->dir, o->force, why, sizeof(why)) != 0) {
            cli_error("%s", why);
            return CLI_REJECTED;
        }
        snprintf(dir, cap, "%s", o->dir); /* fits: checked against PATH_MAX */
        return CLI_OK;
    }
    snprintf(dir, cap, "/tmp/hsgen-sim-XXXXXX");
    if (!mkdtemp(dir)) {
        cli_error("cannot create a work directory: %s", strerror(errno));
        dir[0] = '\0';
        return CLI_REJECTED;
    }
    return CLI_OK;
}

/* --mem NAME=FILE: NAME must be a memory of the design (the name the IR gives its
 * array argument, or a ram unit's); its words become the memory's initial contents. */
static int mem_inits(const sim_opts *o, sim_mems *mems)
{
    for (int i = 0; i < o->n_mem; i++) {
        const char *w = o->mem_words[i], *eq = strchr(w, '=');
        char name[HS_NET_NAME_MAX + 1];
        snprintf(name, sizeof(name), "%.*s", (int)(eq - w), w);
        sim_mem *m = sim_mem_find(mems, name);
        if (!m || !m->dw) {
            char list[1024] = "";
            size_t n = 0;
            for (int k = 0; k < mems->n && n + 1 < sizeof(list); k++)
                n += (size_t)snprintf(list + n, sizeof(list) - n, "%s%s", k ? ", " : "",
                                      mems->m[k].name);
            cli_error("--mem %s: the design has no memory '%s' (memories: %s)", o->mem[i], name,
                      mems->n ? list : "none");
            return CLI_USAGE;
        }
        long cap = 1024, n = 0;
        uint64_t *v = malloc(sizeof(uint64_t) * (size_t)cap);
        for (const char *p = eq + 1; v && *p;) {
            char *end;
            long long x = strtoll(p, &end, 0);
            if (end == p) {
                p++;
                continue;
            }
            if (n == cap) {
                uint64_t *t = realloc(v, sizeof(uint64_t) * (size_t)(cap *= 2));
                if (!t)
                    free(v);
                v = t;
                if (!v)
                    break;
            }
            v[n++] = (uint64_t)x;
            p = end;
        }
        if (!v || n > SIM_MEM_MAX_WORDS || sim_mem_set_init(m, v, n)) {
            free(v);
            cli_error("--mem %s: more words than a memory holds (%d)", o->mem[i],
                      SIM_MEM_MAX_WORDS);
            return CLI_REJECTED;
        }
        free(v);
    }
    return CLI_OK;
}

/* Grows a per-port token array from n0 + 1 to n + 1 entries, the new ones empty. */
static int grow_tokens(sim_tokens **t, int n0, int n)
{
    if (n <= n0)
        return 0;
    sim_tokens *g = realloc(*t, sizeof(sim_tokens) * (size_t)(n + 1));
    if (!g)
        return -1;
    memset(g + n0 + 1, 0, sizeof(sim_tokens) * (size_t)(n - n0));
    *t = g;
    return 0;
}

/* --c: runs the C program, gives its arguments to the inputs and memories. */
static int c_inputs(const sim_opts *o, const hs_netlist *nl, const char *dir, sim_capture *cap,
                    sim_tokens *in, sim_mems *mems)
{
    bool want_ret = false;
    for (int i = 0; i < nl->n_outputs; i++)
        want_ret |= nl->outputs[i].type.kind == HS_T_CHANNEL;
    char why[700] = "", kernel[HS_NET_NAME_MAX];
    /* Dynamatic's hw.mlir wraps KERNEL in KERNEL_wrapper (the default top) */
    size_t l = strlen(nl->name);
    snprintf(kernel, sizeof(kernel), "%.*s",
             (int)(l > 8 && strcmp(nl->name + l - 8, "_wrapper") == 0 ? l - 8 : l), nl->name);
    bool *given = calloc((size_t)nl->n_inputs + 1, sizeof(bool));
    int rc = given ? 0 : -1;
    if (rc == 0 &&
        (rc = sim_capture_run(o->csrc, kernel, want_ret, dir, cap, why, sizeof(why))) == 0)
        rc = sim_kernel_inputs(cap, nl, in, given, mems, why, sizeof(why));
    free(given);
    if (rc) {
        cli_error("--c %s: %s", o->csrc, why[0] ? why : "out of memory");
        return CLI_REJECTED;
    }
    if (cap->calls > 1)
        printf("C: the program calls the kernel %d times; the first call is simulated\n",
               cap->calls);
    return CLI_OK;
}

int cmd_simulate(cli_globals *g, int argc, char **argv)
{
    sim_opts o;
    int rc = parse(argc, argv, &o);
    if (rc)
        return rc;
    hs_netlist nl;
    hs_mlir_info info;
    memset(&nl, 0, sizeof(nl));
    memset(&info, 0, sizeof(info));
    static sim_mems mems; /* large: not on the stack */
    static sim_capture cap;
    memset(&mems, 0, sizeof(mems));
    memset(&cap, 0, sizeof(cap));
    char dir[4096] = "";
    rc = read_mem_files(&o);
    if (rc == CLI_OK)
        rc = load(&o, g, &nl, &info);
    sim_tokens *in = NULL, *expect = NULL, *got = NULL;
    int want = 0;
    if (rc == CLI_OK) {
        in = calloc((size_t)nl.n_inputs + 1, sizeof(sim_tokens));
        expect = calloc((size_t)nl.n_outputs + 1, sizeof(sim_tokens));
        got = calloc((size_t)nl.n_outputs + 1, sizeof(sim_tokens));
        rc = in && expect && got ? CLI_OK : CLI_REJECTED;
    }
    int n_in0 = nl.n_inputs, n_out0 = nl.n_outputs;
    if (rc == CLI_OK && !o.csrc)
        rc = read_args(&o, &nl, &info, in);
    for (int i = 0; rc == CLI_OK && i < nl.n_inputs; i++)
        want = in[i].n > want ? in[i].n : want;
    /* the interpreter's answer, to compare and to check in the testbench; with --c the
     * C program is the reference */
    char why[600];
    long firings = 0;
    bool interpreted = false;
    if (rc == CLI_OK && !o.csrc) {
        interpreted = sim_interpret(&nl, in, want, expect, &firings, why, sizeof(why)) == 0;
        if (!interpreted)
            printf("interpreter: not run: %s; the outputs are not checked against it\n", why);
    }
    /* memories: ram units and raw port groups become the testbench's block RAMs */
    if (rc == CLI_OK && (sim_mem_expose_rams(&nl, &mems, why, sizeof(why)) ||
                         sim_mem_groups(&nl, &mems, why, sizeof(why)))) {
        cli_error("simulate: %s", why);
        rc = CLI_REJECTED;
    }
    /* the memories' buses became circuit ports: the token arrays grow to match */
    if (rc == CLI_OK &&
        (grow_tokens(&in, n_in0, nl.n_inputs) || grow_tokens(&expect, n_out0, nl.n_outputs) ||
         grow_tokens(&got, n_out0, nl.n_outputs))) {
        cli_error("simulate: out of memory");
        rc = CLI_REJECTED;
    }
    if (rc == CLI_OK)
        rc = mem_inits(&o, &mems);
    if (rc == CLI_OK)
        rc = make_dir(&o, dir, sizeof(dir));
    if (rc == CLI_OK && o.csrc) {
        rc = c_inputs(&o, &nl, dir, &cap, in, &mems);
        if (rc == CLI_OK)
            rc = read_args(&o, &nl, &info, in);
        for (int i = 0; rc == CLI_OK && i < nl.n_inputs; i++)
            want = in[i].n > want ? in[i].n : want;
    }
    sim_kind kind = !strcmp(o.sim, "ghdl")     ? SIM_GHDL
                    : !strcmp(o.sim, "icarus") ? SIM_ICARUS
                                               : SIM_VERILATOR;
    sim_design design; /* through the backend: a daemon, or in process */
    memset(&design, 0, sizeof(design));
    if (rc == CLI_OK &&
        sim_design_generate(g, &nl, kind == SIM_GHDL ? HS_HDL_VHDL : HS_HDL_VERILOG, &design) != 0)
        rc = CLI_REJECTED;
    if (rc == CLI_OK && sim_design_write(&design, dir, o.force) != 0)
        rc = CLI_REJECTED;
    if (rc == CLI_OK && sim_write_tb(dir, o.force, &nl, kind, in, interpreted ? expect : NULL, want,
                                     o.max_cycles, o.stall, &mems, why, sizeof(why))) {
        cli_error("%s", why);
        rc = CLI_REJECTED;
    }
    char log[4200], vcd[4200];
    snprintf(log, sizeof(log), "%s/sim.log", dir);
    if (o.vcd && o.vcd[0] != '/') { /* the simulator runs in dir */
        char cwd[4096];
        snprintf(vcd, sizeof(vcd), "%s/%s", getcwd(cwd, sizeof(cwd)) ? cwd : ".", o.vcd);
    } else {
        snprintf(vcd, sizeof(vcd), "%s", o.vcd ? o.vcd : "");
    }
    if (rc == CLI_OK && sim_run(dir, kind, design.files, design.n_files, o.vcd ? vcd : NULL, log,
                                why, sizeof(why))) {
        cli_error("%s: %s", o.sim, why);
        o.dir = dir; /* keep it for the log */
        rc = CLI_REJECTED;
    }
    long cycles = -1;
    int mismatches = 0;
    bool timeout = false;
    if (rc == CLI_OK && read_log(log, &nl, got, &cycles, &mismatches, &timeout, &mems) != 0) {
        cli_error("cannot read %s", log);
        rc = CLI_REJECTED;
    }
    if (rc == CLI_OK) {
        for (int i = 0; i < nl.n_outputs; i++) {
            if (nl.outputs[i].type.kind == HS_T_RAW) /* a memory's bus */
                continue;
            unsigned w = nl.outputs[i].type.kind == HS_T_CONTROL ? 0 : nl.outputs[i].type.width;
            printf("%s =", nl.outputs[i].name);
            for (int k = 0; k < got[i].n; k++) {
                printf("%s", k ? ", " : " ");
                if (w)
                    print_value(got[i].v[k], &nl.outputs[i].type);
                else
                    printf("(token)");
            }
            printf("%s\n", got[i].n ? "" : " (no token)");
        }
        if (timeout) {
            sim_stall_explain(dir, kind, design.files, design.n_files, o.vcd ? vcd : NULL, &nl,
                              o.max_cycles);
        } else {
            sim_mems_print(&mems);
            printf("cycles: %ld (%s)\n", cycles, o.sim);
        }
        int diffs = 0;
        for (int i = 0; interpreted && !timeout && i < nl.n_outputs; i++) {
            if (nl.outputs[i].type.kind == HS_T_RAW)
                continue;
            unsigned w = nl.outputs[i].type.kind == HS_T_CONTROL ? 0 : nl.outputs[i].type.width;
            int n = got[i].n > expect[i].n ? got[i].n : expect[i].n;
            for (int k = 0; k < n; k++) {
                bool have = k < got[i].n, exp = k < expect[i].n;
                if (have && exp && (!w || got[i].v[k] == expect[i].v[k]))
                    continue;
                diffs++;
                printf("difference: %s token %d: simulation ", nl.outputs[i].name, k);
                have ? (w ? print_value(got[i].v[k], &nl.outputs[i].type) : (void)printf("(token)"))
                     : (void)printf("none");
                printf(", interpreter ");
                exp ? (w ? print_value(expect[i].v[k], &nl.outputs[i].type)
                         : (void)printf("(token)"))
                    : (void)printf("none");
                printf("\n");
            }
        }
        if (interpreted && timeout)
            printf("interpreter: not compared: the simulation did not finish\n");
        else if (interpreted)
            printf("interpreter: %s (%ld firings)\n", diffs ? "differs" : "agrees", firings);
        if (o.csrc && timeout) {
            printf("C program: not compared: the simulation did not finish\n");
        } else if (o.csrc) {
            int cd = sim_kernel_compare(&cap, &nl, got, &mems);
            printf("C program: %s\n", cd ? "differs" : "equal");
            diffs += cd;
        }
        if (timeout || mismatches || diffs)
            rc = CLI_REJECTED;
    }
    if (dir[0] && !o.dir)
        remove_dir(dir);
    else if (dir[0] && g->verbose)
        fprintf(stderr, "hsgen: simulation files in %s\n", dir);
    sim_design_free(&design);
    free(in);
    free(expect);
    free(got);
    sim_mems_free(&mems);
    sim_capture_free(&cap);
    hs_mlir_info_free(&info);
    hs_netlist_free(&nl);
    sim_opts_free(&o);
    return rc;
}
