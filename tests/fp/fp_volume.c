/* hs_fpvol: the high-volume proof of the floating-point arithmetic units. For every unit
 * and format it generates the Verilog in-process, writes a testbench that draws token k's
 * operands and the host's C result through DPI (fp_dpi.c, fp_ref.c), offers the tokens
 * under random valid/ready stalls that change density every 128 cycles, checks every
 * result in order (and the extra signals, with --extras: tag = token index, spec = the OR
 * of the inputs'), checks that a stalled output holds its token, and, in a full-rate
 * prologue, that the first result comes exactly `latency` cycles after the first input
 * and then one result every cycle. All units of a run
 * are compiled into one Verilator model (--binary), so the compile is paid once.
 *
 *   hs_fpvol --dpi LIB --dir DIR [--n N] [--seed S] [--units addf,mulf] [--widths 16,64]
 *            [--latency LIST of mid|max|N] [--extras] [--inject round|flush|stall]
 *
 * --inject edits the generated Verilog to prove the testbench catches a wrong rounding
 * bit (round_inc forced to 0), flushed subnormal results (round_tiny_m forced to 0) and a
 * pipeline that ignores back-pressure (stage0_ready forced to 1); with a list, every unit
 * is generated once per entry (named ..._KIND; `none` is the clean one). Exit status 0 when every
 * unit passes. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "fp_ref.h"
#include "hs_gen.h"
#include "hs_unit.h"

typedef struct {
    const char *dir, *dpi, *units, *widths, *latency, *inject;
    long long n, seed;
    int extras;
} opts;

typedef struct {
    char name[64];
    int op;
    unsigned w, latency;
    char inject[16]; /* "none" or the bug injected into this unit */
} vunit;

static void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
/* Usage and setup errors end the run with status 2 (a failing proof is 1). */
static void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("hs_fpvol: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(2);
}

/* Creates dir and its missing parents (a fresh build tree has no work/ yet). */
static void mkdir_p(const char *dir)
{
    char buf[4096];
    snprintf(buf, sizeof(buf), "%s", dir);
    for (char *p = buf + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        mkdir(buf, 0777);
        *p = '/';
    }
    if (mkdir(buf, 0777) != 0 && errno != EEXIST)
        die("cannot create %s: %s", dir, strerror(errno));
}

/* Reads a whole file (for --inject edits). */
static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        die("cannot read %s: %s", path, strerror(errno));
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    if (!s || fread(s, 1, (size_t)n, f) != (size_t)n)
        die("cannot read %s", path);
    s[n] = '\0';
    fclose(f);
    return s;
}

/* Replaces the right-hand side of `assign <wire> = ...;` with `value`; the injection
 * must find its wire, or the self-test would pass for the wrong reason. */
static char *inject(char *text, const char *wire, const char *value)
{
    char pat[96];
    snprintf(pat, sizeof(pat), "assign %s = ", wire);
    char *at = strstr(text, pat);
    if (!at)
        die("--inject: no 'assign %s' in the generated Verilog", wire);
    char *rhs = at + strlen(pat), *end = strchr(rhs, ';');
    size_t head = (size_t)(rhs - text), vl = strlen(value);
    char *out = malloc(strlen(text) + vl + 1);
    memcpy(out, text, head);
    memcpy(out + head, value, vl);
    strcpy(out + head + vl, end);
    free(text);
    return out;
}

/* Generates one unit's Verilog into DIR/<name>.v, injecting a bug when asked. */
static void gen_unit(const opts *o, const hs_config *cfg, vunit *v)
{
    static const char *const ops[] = {"addf", "subf", "mulf", "divf"};
    hs_request r;
    hs_diag d;
    hs_request_init(&r, ops[v->op]);
    snprintf(r.name, sizeof(r.name), "%s", v->name);
    char bw[16], lat[16];
    snprintf(bw, sizeof(bw), "%u", v->w);
    snprintf(lat, sizeof(lat), "%u", v->latency);
    int rc = hs_request_add_param(&r, "bitwidth", bw, &d);
    if (!rc)
        rc = hs_request_add_param(&r, "latency", lat, &d);
    if (!rc && o->extras)
        rc = hs_request_add_extra_text(&r, "spec: i1", &d);
    if (!rc && o->extras)
        rc = hs_request_add_extra_text(&r, "tag: i8", &d);
    hs_unit *u = hs_unit_new();
    if (!rc)
        rc = hs_unit_resolve(&r, HS_HDL_VERILOG, cfg, u, &d);
    hs_gen_result res;
    if (!rc)
        rc = hs_generate(u, HS_HDL_VERILOG, &res, &d);
    if (rc)
        die("%s: %s", v->name, d.message);
    char path[512];
    snprintf(path, sizeof(path), "%s/%s.v", o->dir, v->name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(res.files[0].content, 1, res.files[0].len, f) != res.files[0].len)
        die("cannot write %s", path);
    fclose(f);
    hs_gen_result_free(&res);
    hs_unit_free(u);
    hs_request_free(&r);
    if (!strcmp(v->inject, "none"))
        return;
    char *t = slurp(path);
    if (!strcmp(v->inject, "round"))
        t = inject(t, "round_inc", "1'b0");
    else if (!strcmp(v->inject, "flush"))
        t = inject(t, "round_tiny_m", "0");
    else if (!strcmp(v->inject, "stall"))
        t = inject(t, "stage0_ready", "1'b1");
    else
        die("--inject takes none, round, flush or stall, not '%s'", v->inject);
    f = fopen(path, "wb");
    fputs(t, f);
    fclose(f);
    free(t);
}

/* One testbench module per unit (see the file comment). */
static void put_tb(FILE *f, const opts *o, const vunit *v, int id)
{
    unsigned W = v->w;
    fprintf(f,
            "module tb_%s (input wire clk, input wire rst, output reg done, output reg fail,\n"
            "  output reg [63:0] count);\n"
            "  localparam longint N = %lld;\n"
            "  longint ia, ib, io, cyc;\n"
            "  reg lv, rv, rr, hold, seen;\n"
            "  longint fi, fo;\n"
            "  reg [%u:0] la, rb, held;\n"
            "  reg [31:0] s;\n"
            "  integer errs;\n"
            "  wire lr, rbr, ov;\n"
            "  wire [%u:0] res;\n",
            v->name, o->n, W - 1, W - 1);
    if (o->extras)
        fprintf(f, "  wire res_spec; wire [7:0] res_tag; reg [8:0] heldx;\n");
    fprintf(f,
            "  %s dut (.clk(clk), .rst(rst), .lhs(la), .lhs_valid(lv), .lhs_ready(lr),\n"
            "    .rhs(rb), .rhs_valid(rv), .rhs_ready(rbr), .result(res), .result_valid(ov),\n"
            "    .result_ready(rr)",
            v->name);
    if (o->extras)
        fprintf(f, ",\n    .lhs_spec(ia[0] ^ ia[3]), .lhs_tag(ia[7:0]), .rhs_spec(ib[1] & ib[2]),\n"
                   "    .rhs_tag(ib[7:0] ^ 8'h5a), .result_spec(res_spec), .result_tag(res_tag)");
    fprintf(f, ");\n");
    /* density of offers and readiness: everything at full rate for the first 192 cycles
     * (where latency and throughput are checked), then full, 1/2, 1/8, 7/8, changing every
     * 128 cycles */
    fprintf(f,
            "  function automatic reg go(input reg [31:0] r, input longint c, input integer k);\n"
            "    reg [1:0] ph;\n"
            "    ph = 2'(c >> 7) + 2'(k);\n"
            "    go = c < 192 || ph == 0 ? 1'b1 : ph == 1 ? r[0] : ph == 2 ? (r[2:0] == 0) : "
            "(r[2:0] != 0);\n"
            "  endfunction\n"
            "  initial fpv_setup(%d, %d, %u, %lld);\n"
            "  always @(posedge clk) begin\n"
            "    s = s ^ (s << 13); s = s ^ (s >> 17); s = s ^ (s << 5);\n"
            "    if (rst) begin\n"
            "      ia <= 0; ib <= 0; io <= 0; cyc <= 0; lv <= 0; rv <= 0; rr <= 0; hold <= 0;\n"
            "      seen <= 0; fi = 0; fo <= 0;\n"
            "      done <= 0; fail <= 0; errs = 0; count <= 0; s = 32'h%08x;\n"
            "      la <= %u'(fpv_vec(%d, 0, 0)); rb <= %u'(fpv_vec(%d, 0, 1));\n"
            "    end else begin\n"
            "      cyc <= cyc + 1;\n"
            "      if (lv && lr) begin\n"
            "        ia <= ia + 1; la <= %u'(fpv_vec(%d, ia + 1, 0));\n"
            "        lv <= ia + 1 < N && go(s, cyc, 0);\n"
            "      end else if (!lv) lv <= ia < N && go(s, cyc, 0);\n"
            "      if (rv && rbr) begin\n"
            "        ib <= ib + 1; rb <= %u'(fpv_vec(%d, ib + 1, 1));\n"
            "        rv <= ib + 1 < N && go(s >> 3, cyc, 1);\n"
            "      end else if (!rv) rv <= ib < N && go(s >> 3, cyc, 1);\n",
            id, v->op, W, o->seed, 0x9e3779b9u ^ (unsigned)(id * 7919 + 1), W, id, W, id, W, id, W,
            id);
    /* the first token takes exactly `latency` cycles; then one result every cycle while
     * everything runs at full rate */
    fprintf(
        f,
        "      if (lv && lr && ia == 0) fi = cyc;\n"
        "      if (ov && rr && io == 0) begin\n"
        "        fo <= cyc; seen <= 1;\n"
        "        if (cyc - fi != %u) begin\n"
        "          errs = errs + 1; fail <= 1;\n"
        "          $display(\"FPV ERROR %s: first result after %%0d cycles, not %u\", cyc - fi);\n"
        "        end\n"
        "      end\n"
        "      if (seen && cyc < 150 && io < N && !(ov && rr)) begin\n"
        "        errs = errs + 1; fail <= 1;\n"
        "        if (errs <= 5) $display(\"FPV ERROR %s: no result in cycle %%0d at full "
        "rate\", cyc);\n"
        "      end\n",
        v->latency, v->name, v->latency, v->name);
    /* a stalled output keeps its token */
    fprintf(f,
            "      if (hold && (!ov || res != held%s)) begin\n"
            "        errs = errs + 1; fail <= 1;\n"
            "        if (errs <= 5) $display(\"FPV ERROR %s: output changed while stalled at "
            "token %%0d\", io);\n"
            "      end\n",
            o->extras ? " || {res_spec, res_tag} != heldx" : "", v->name);
    fprintf(f,
            "      hold <= ov && !rr; held <= res;%s\n"
            "      if (ov && rr) begin\n"
            "        if (io >= N || res != %u'(fpv_vec(%d, io, 2))%s) begin\n"
            "          errs = errs + 1; fail <= 1;\n"
            "          if (errs <= 5) $display(\"FPV ERROR %s: token %%0d: %%h, %%h -> %%h, "
            "expected %%h\",\n"
            "            io, %u'(fpv_vec(%d, io, 0)), %u'(fpv_vec(%d, io, 1)), res, "
            "%u'(fpv_vec(%d, io, 2)));\n"
            "        end\n"
            "        io <= io + 1; count <= count + 1;\n"
            "        if (io + 1 == N) done <= 1;\n"
            "      end\n"
            "      rr <= go(s >> 6, cyc, 2);\n"
            "    end\n"
            "  end\n"
            "endmodule\n\n",
            o->extras ? " heldx <= {res_spec, res_tag};" : "", W, id,
            o->extras ? " || res_tag != io[7:0] || res_spec != ((io[0] ^ io[3]) | (io[1] & io[2]))"
                      : "",
            v->name, W, id, W, id, W, id);
}

/* The top: clock, reset, the units' testbenches, and the verdict per unit. */
static void put_top(FILE *f, const opts *o, const vunit *v, int n)
{
    fprintf(f, "module fpv_top;\n  reg clk = 0;\n  always #5 clk = ~clk;\n  reg rst = 1;\n"
               "  longint cyc = 0;\n");
    for (int i = 0; i < n; i++)
        fprintf(f,
                "  wire d%d, f%d; wire [63:0] c%d;\n"
                "  tb_%s u%d (.clk(clk), .rst(rst), .done(d%d), .fail(f%d), .count(c%d));\n",
                i, i, i, v[i].name, i, i, i, i);
    fprintf(f, "  always @(posedge clk) begin\n    cyc <= cyc + 1;\n    if (cyc == 5) rst <= 0;\n"
               "    if ((1'b1");
    for (int i = 0; i < n; i++)
        fprintf(f, " && d%d", i);
    fprintf(f, ") || cyc > %lld) begin\n", o->n * 24 + 2000);
    for (int i = 0; i < n; i++)
        fprintf(f,
                "      $display(\"FPV %%s %s: %%0d of %lld tokens in %%0d cycles\", "
                "(f%d || !d%d) ? \"FAIL\" : \"PASS\", c%d, cyc);\n",
                v[i].name, o->n, i, i, i);
    fprintf(f, "      $finish;\n    end\n  end\nendmodule\n");
}

/* Splits a comma list into the out array. */
static int split(const char *s, char out[][16], int max)
{
    int n = 0;
    while (*s && n < max) {
        size_t k = strcspn(s, ",");
        snprintf(out[n++], 16, "%.*s", (int)(k < 15 ? k : 15), s);
        s += k + (s[k] == ',');
    }
    return n;
}

/* Options, the units of the run, the testbench, Verilator, and the verdict. */
int main(int argc, char **argv)
{
    opts o = {.units = "addf,subf,mulf,divf",
              .widths = "16,32,64",
              .latency = "mid",
              .inject = "none",
              .n = 5000,
              .seed = 1};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--extras")) {
            o.extras = 1;
            continue;
        }
        if (!val)
            die("option %s needs a value", a);
        i++;
        if (!strcmp(a, "--dir"))
            o.dir = val;
        else if (!strcmp(a, "--dpi"))
            o.dpi = val;
        else if (!strcmp(a, "--units"))
            o.units = val;
        else if (!strcmp(a, "--widths"))
            o.widths = val;
        else if (!strcmp(a, "--latency"))
            o.latency = val;
        else if (!strcmp(a, "--inject"))
            o.inject = val;
        else if (!strcmp(a, "--n"))
            o.n = atoll(val);
        else if (!strcmp(a, "--seed"))
            o.seed = atoll(val);
        else
            die("unknown option %s", a);
    }
    if (!o.dir || !o.dpi || o.n < 1)
        die("usage: hs_fpvol --dpi LIB --dir DIR [--n N] [--seed S] [--units LIST] [--widths "
            "LIST] [--latency LIST of mid|max|N] [--extras] [--inject LIST of "
            "none|round|flush|stall]");
    mkdir_p(o.dir);
    char dpi_abs[4096];
    if (!realpath(o.dpi, dpi_abs))
        die("--dpi %s: %s", o.dpi, strerror(errno));
    o.dpi = dpi_abs;
    hs_config cfg;
    hs_diag d;
    if (hs_config_default(&cfg, &d) || hs_config_set_merge(&cfg, "tag", HS_MERGE_FIRST, &d))
        die("configuration: %s", d.message);
    char un[8][16], wn[8][16], ln[64][16], in[8][16];
    int nu = split(o.units, un, 8), nw = split(o.widths, wn, 8), nl = split(o.latency, ln, 64);
    int ni = split(o.inject, in, 8);
    int n = 0;
    static vunit v[256];
    for (int i = 0; i < nu; i++) {
        for (int j = 0; j < nw; j++) {
            for (int k = 0; k < nl * ni; k++) {
                if (n == 256)
                    die("at most 256 units per run");
                vunit *x = &v[n++];
                x->op = fp_ref_op_of(un[i]);
                x->w = (unsigned)atoi(wn[j]);
                int max = hs_float_max_latency(un[i], x->w);
                if (x->op < 0 || max < 0)
                    die("not a floating-point arithmetic unit and format: %s f%s", un[i], wn[j]);
                const char *l = ln[k / ni];
                x->latency = !strcmp(l, "mid")   ? (unsigned)max / 2
                             : !strcmp(l, "max") ? (unsigned)max
                                                 : (unsigned)atoi(l);
                snprintf(x->inject, sizeof(x->inject), "%s", in[k % ni]);
                snprintf(x->name, sizeof(x->name), "fpv_%s_f%u_l%u%s%s", un[i], x->w, x->latency,
                         strcmp(x->inject, "none") ? "_" : "",
                         strcmp(x->inject, "none") ? x->inject : "");
                gen_unit(&o, &cfg, x);
            }
        }
    }
    char path[600];
    static char cmd[65536];
    snprintf(path, sizeof(path), "%s/fpv_tb.sv", o.dir);
    FILE *f = fopen(path, "wb");
    if (!f)
        die("cannot write %s", path);
    fprintf(f, "// hs_fpvol testbench: %d units, %lld tokens each, seed %lld\n", n, o.n, o.seed);
    fprintf(f, "import \"DPI-C\" function longint fpv_vec(input int u, input longint k, input "
               "int which);\n"
               "import \"DPI-C\" function void fpv_setup(input int u, input int op, input int w, "
               "input longint seed);\n\n");
    for (int i = 0; i < n; i++)
        put_tb(f, &o, &v[i], i);
    put_top(f, &o, v, n);
    fclose(f);
    /* a short run is mostly the C++ compile of the model: without optimization it
     * compiles in half the time and runs a few seconds longer (make proof-float's
     * million tokens keep Verilator's optimized build) */
    const char *opt =
        o.n > 100000 ? "-CFLAGS -O1" : "-MAKEFLAGS 'OPT_FAST=-O0 OPT_SLOW=-O0 OPT_GLOBAL=-O0'";
    int at = snprintf(cmd, sizeof(cmd),
                      "cd '%s' && verilator --binary --timing -Wno-fatal -Wno-lint -Wno-style "
                      "--top-module fpv_top -Mdir obj -o fpv_sim %s fpv_tb.sv",
                      o.dir, opt);
    for (int i = 0; i < n; i++)
        at += snprintf(cmd + at, sizeof(cmd) - (size_t)at, " %s.v", v[i].name);
    snprintf(cmd + at, sizeof(cmd) - (size_t)at, " '%s' > verilator.log 2>&1", o.dpi);
    time_t t0 = time(NULL);
    if (system(cmd) != 0)
        die("verilator failed: see %s/verilator.log", o.dir);
    time_t t1 = time(NULL);
    snprintf(cmd, sizeof(cmd), "cd '%s' && ./obj/fpv_sim > sim.log 2>&1", o.dir);
    int src = system(cmd);
    time_t t2 = time(NULL);
    snprintf(path, sizeof(path), "%s/sim.log", o.dir);
    char *log = slurp(path);
    int pass = 0, fail = 0;
    for (char *line = strtok(log, "\n"); line; line = strtok(NULL, "\n")) {
        if (!strncmp(line, "FPV ", 4))
            puts(line);
        pass += !strncmp(line, "FPV PASS", 8);
        fail += !strncmp(line, "FPV FAIL", 8);
    }
    free(log);
    printf("hs_fpvol: %d of %d units passed, %lld tokens each (verilator %lds, simulation %lds)\n",
           pass, n, o.n, (long)(t1 - t0), (long)(t2 - t1));
    hs_config_free(&cfg);
    return src == 0 && pass == n && fail == 0 ? 0 : 1;
}
