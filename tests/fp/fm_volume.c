/* hs_fmvol: the high-volume proof of the float compare/sign/conversion units and the
 * integer division units, after hs_fpvol (fp_volume.c). For every unit, format (and
 * predicate, integer width) it generates the Verilog in-process, writes a testbench
 * that draws token k's operands and the host's C result through DPI (fm_dpi.c,
 * ../sim/fm_ref.c), offers tokens under random valid/ready stalls whose density
 * changes every 128 cycles, checks every result in order (with --extras also the
 * extra signals: tag = token index, spec = as the unit merges it) and that a stalled
 * output holds its token. All units are compiled into one Verilator model.
 *
 *   hs_fmvol --dpi LIB --dir DIR [--n N] [--seed S] [--units negf,divsi]
 *            [--latency LIST] [--extras] [--only SUBSTRING] [--inject stall|round|flush|nan|div0]
 *
 * --only keeps the configurations whose name (fmv_<unit>_<in width>_<out width>_l<L>)
 * contains one of the comma-separated SUBSTRINGs; --inject takes one KIND for every unit
 * or a list KIND@SUBSTRING,... (see inject_kind).
 *
 * --inject edits the generated Verilog so the self-test (fm_selftest.sh) shows a lost
 * token under a stall (st0_ready forced to 1), a wrong rounding bit, flushed
 * subnormal results, a wrong
 * canonical NaN and a wrong division by zero are caught. Exit status 0 when every unit passes. */
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "hs_gen.h"
#include "hs_unit.h"

/* The codes fm_dpi.c knows, in its order. */
static const char *const unit_names[] = {
    "negf",   "absf",   "cmpf",   "maximumf", "minimumf", "extf",  "truncf", "sitofp",
    "uitofp", "fptosi", "fptoui", "divsi",    "divui",    "remsi", "remui",  "absi"};
static const char *const preds[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                    "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};

typedef struct {
    const char *dir, *dpi, *units, *latency, *inject, *only;
    long long n, seed;
    int extras;
} opts;

typedef struct {
    char name[64];
    int code, pred;
    unsigned win, wout, latency;
    bool binary;
} vunit;

static void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
/* Usage and setup errors end the run with status 2 (a failing proof is 1). */
static void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("hs_fmvol: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(2);
}

/* Reads a whole file (for --inject and the log). */
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

/* Units an injection changed: one at least, or the self-test would pass for the
 * wrong reason (a format without the injected constant is left alone). */
static int n_injected;

/* Replaces the text `from` (first occurrence) by `to`. */
static char *replace(char *text, const char *from, const char *to)
{
    char *at = strstr(text, from);
    if (!at)
        return text;
    n_injected++;
    size_t head = (size_t)(at - text), fl = strlen(from), tl = strlen(to);
    char *out = malloc(strlen(text) - fl + tl + 1);
    memcpy(out, text, head);
    memcpy(out + head, to, tl);
    strcpy(out + head + tl, at + fl);
    free(text);
    return out;
}

static bool is_float_unit(int code)
{
    return code <= 10;
}

/* One request parameter as text. */
static int param(hs_request *r, const char *k, unsigned v, hs_diag *d)
{
    char b[16];
    snprintf(b, sizeof(b), "%u", v);
    return hs_request_add_param(r, k, b, d);
}

/* The bug to inject into configuration `name`: --inject is "none", one KIND for every
 * configuration, or a list KIND@SUBSTRING,... (the first whose SUBSTRING is in the
 * name), so one Verilator build can hold several injected units and clean ones. */
static const char *inject_kind(const char *spec, const char *name)
{
    static char kind[32];
    if (!strcmp(spec, "none"))
        return NULL;
    if (!strchr(spec, '@'))
        return spec;
    for (const char *p = spec; *p;) {
        size_t n = strcspn(p, ","), k = strcspn(p, "@");
        if (k < n) {
            char sub[64];
            snprintf(sub, sizeof(sub), "%.*s", (int)(n - k - 1), p + k + 1);
            if (strstr(name, sub)) {
                snprintf(kind, sizeof(kind), "%.*s", (int)(k < 31 ? k : 31), p);
                return kind;
            }
        }
        p += n + (p[n] == ',');
    }
    return NULL;
}

/* Generates one unit's Verilog into DIR/<name>.v, injecting a bug when asked. */
static void gen_unit(const opts *o, const hs_config *cfg, vunit *v)
{
    const char *un = unit_names[v->code];
    hs_request r;
    hs_diag d;
    hs_request_init(&r, un);
    snprintf(r.name, sizeof(r.name), "%s", v->name);
    int rc = param(&r, "latency", v->latency, &d);
    if (!rc && (v->code == 5 || v->code == 6))
        rc = param(&r, "input_bitwidth", v->win, &d) || param(&r, "output_bitwidth", v->wout, &d);
    else if (!rc && (v->code == 7 || v->code == 8))
        rc = param(&r, "bitwidth", v->wout, &d) || param(&r, "input_bitwidth", v->win, &d);
    else if (!rc && (v->code == 9 || v->code == 10))
        rc = param(&r, "bitwidth", v->win, &d) || param(&r, "output_bitwidth", v->wout, &d);
    else if (!rc)
        rc = param(&r, "bitwidth", v->win, &d);
    if (!rc && v->code == 2)
        rc = hs_request_add_param(&r, "predicate", preds[v->pred], &d);
    if (!rc && o->extras)
        rc = hs_request_add_extra_text(&r, "spec: i1", &d) ||
             hs_request_add_extra_text(&r, "tag: i8", &d);
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
    const char *kind = inject_kind(o->inject, v->name);
    if (!kind)
        return;
    char *t = slurp(path);
    if (!strcmp(kind, "stall"))
        t = replace(t, "assign st0_ready = ", "assign st0_ready = 1'b1; wire unused_inj = ");
    else if (!strcmp(kind, "round")) /* the rounding increment forced to 0 */
        t = replace(t, "_fminc = ", "_fminc = 1'b0; wire unused_inj = ");
    else if (!strcmp(kind, "flush")) { /* subnormal results forced to zero */
        char *at = strstr(t, "_fmsub;"), to[96];
        while (at && at > t && at[-1] != ' ')
            at--;
        if (at) {
            snprintf(to, sizeof(to), "_fmsum = %.*s ? 0 : ", (int)(strstr(at, ";") - at), at);
            t = replace(t, "_fmsum = ", to);
        }
    } else if (!strcmp(kind, "nan")) /* maximumf's canonical NaN loses its quiet bit */
        t = replace(t, "32'h7fc00000", "32'h7fa00000");
    else if (!strcmp(kind, "div0")) /* divsi's x / 0 forced to 0 instead of all ones */
        t = replace(t, "32'hffffffff", "32'h00000000");
    else
        die("--inject takes stall, round, flush, nan or div0, not '%s'", kind);
    f = fopen(path, "wb");
    fputs(t, f);
    fclose(f);
    free(t);
}

/* One testbench module per unit (see the file comment). */
static void put_tb(FILE *f, const opts *o, const vunit *v, int id)
{
    unsigned A = v->win, R = v->wout;
    const char *p0 = v->binary ? "lhs" : "ins", *po = v->binary ? "result" : "outs";
    fprintf(f,
            "module tb_%s (input wire clk, input wire rst, output reg done, output reg fail,\n"
            "  output reg [63:0] count);\n"
            "  localparam longint N = %lld;\n"
            "  longint ia, ib, io, cyc;\n"
            "  reg lv, rv, rr, hold;\n"
            "  reg [%u:0] la, rb;\n"
            "  reg [%u:0] held;\n"
            "  reg [31:0] s;\n"
            "  integer errs;\n"
            "  wire lr, rbr, ov;\n"
            "  wire [%u:0] res;\n",
            v->name, o->n, A - 1, R - 1, R - 1);
    if (o->extras)
        fprintf(f, "  wire res_spec; wire [7:0] res_tag; reg [8:0] heldx;\n");
    fprintf(f, "  %s dut (.clk(clk), .rst(rst), .%s(la), .%s_valid(lv), .%s_ready(lr),\n", v->name,
            p0, p0, p0);
    if (v->binary)
        fprintf(f, "    .rhs(rb), .rhs_valid(rv), .rhs_ready(rbr),\n");
    fprintf(f, "    .%s(res), .%s_valid(ov), .%s_ready(rr)", po, po, po);
    if (o->extras) {
        fprintf(f, ",\n    .%s_spec(ia[0] ^ ia[3]), .%s_tag(ia[7:0])", p0, p0);
        if (v->binary)
            fprintf(f, ", .rhs_spec(ib[1] & ib[2]), .rhs_tag(ib[7:0] ^ 8'h5a)");
        fprintf(f, ",\n    .%s_spec(res_spec), .%s_tag(res_tag)", po, po);
    }
    fprintf(f, ");\n");
    if (!v->binary)
        fprintf(f, "  assign rbr = 1'b1;\n  initial rv = 0;\n");
    fprintf(f,
            "  function automatic reg go(input reg [31:0] r, input longint c, input integer k);\n"
            "    reg [1:0] ph;\n"
            "    ph = 2'(c >> 7) + 2'(k);\n"
            "    go = ph == 0 ? 1'b1 : ph == 1 ? r[0] : ph == 2 ? (r[2:0] == 0) : (r[2:0] != 0);\n"
            "  endfunction\n"
            "  initial fmv_setup(%d, %d, %d, %u, %u, %lld);\n"
            "  always @(posedge clk) begin\n"
            "    s = s ^ (s << 13); s = s ^ (s >> 17); s = s ^ (s << 5);\n"
            "    if (rst) begin\n"
            "      ia <= 0; ib <= 0; io <= 0; cyc <= 0; lv <= 0; rr <= 0; hold <= 0;\n"
            "      done <= 0; fail <= 0; errs = 0; count <= 0; s = 32'h%08x;\n"
            "      la <= %u'(fmv_vec(%d, 0, 0)); rb <= %u'(fmv_vec(%d, 0, 1));\n"
            "    end else begin\n"
            "      cyc <= cyc + 1;\n"
            "      if (lv && lr) begin\n"
            "        ia <= ia + 1; la <= %u'(fmv_vec(%d, ia + 1, 0));\n"
            "        lv <= ia + 1 < N && go(s, cyc, 0);\n"
            "      end else if (!lv) lv <= ia < N && go(s, cyc, 0);\n",
            id, v->code, v->pred, A, R, o->seed, 0x9e3779b9u ^ (unsigned)(id * 7919 + 1), A, id, A,
            id, A, id);
    if (v->binary)
        fprintf(f,
                "      if (rv && rbr) begin\n"
                "        ib <= ib + 1; rb <= %u'(fmv_vec(%d, ib + 1, 1));\n"
                "        rv <= ib + 1 < N && go(s >> 3, cyc, 1);\n"
                "      end else if (!rv) rv <= ib < N && go(s >> 3, cyc, 1);\n",
                A, id);
    fprintf(f,
            "      if (hold && (!ov || res != held%s)) begin\n"
            "        errs = errs + 1; fail <= 1;\n"
            "        if (errs <= 5) $display(\"FMV ERROR %s: output changed while stalled at "
            "token %%0d\", io);\n"
            "      end\n",
            o->extras ? " || {res_spec, res_tag} != heldx" : "", v->name);
    const char *spec = v->binary ? "((io[0] ^ io[3]) | (io[1] & io[2]))" : "(io[0] ^ io[3])";
    char xcheck[160] = "";
    if (o->extras)
        snprintf(xcheck, sizeof(xcheck), " || res_tag != io[7:0] || res_spec != %s", spec);
    fprintf(f,
            "      hold <= ov && !rr; held <= res;%s\n"
            "      if (ov && rr) begin\n"
            "        if (io >= N || res != %u'(fmv_vec(%d, io, 2))%s) begin\n"
            "          errs = errs + 1; fail <= 1;\n"
            "          if (errs <= 5) $display(\"FMV ERROR %s: token %%0d: %%h, %%h -> %%h, "
            "expected %%h\",\n"
            "            io, %u'(fmv_vec(%d, io, 0)), %u'(fmv_vec(%d, io, 1)), res, "
            "%u'(fmv_vec(%d, io, 2)));\n"
            "        end\n"
            "        io <= io + 1; count <= count + 1;\n"
            "        if (io + 1 == N) done <= 1;\n"
            "      end\n"
            "      rr <= go(s >> 6, cyc, 2);\n"
            "    end\n"
            "  end\n"
            "endmodule\n\n",
            o->extras ? " heldx <= {res_spec, res_tag};" : "", R, id, xcheck, v->name, A, id, A, id,
            R, id);
}

/* The top: clock, reset, the units' testbenches, and the verdict per unit. */
static void put_top(FILE *f, const opts *o, const vunit *v, int n)
{
    fprintf(f, "module fmv_top;\n  reg clk = 0;\n  always #5 clk = ~clk;\n  reg rst = 1;\n"
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
                "      $display(\"FMV %%s %s: %%0d of %lld tokens in %%0d cycles\", "
                "(f%d || !d%d) ? \"FAIL\" : \"PASS\", c%d, cyc);\n",
                v[i].name, o->n, i, i, i);
    fprintf(f, "      $finish;\n    end\n  end\nendmodule\n");
}

/* Whether `name` is in the comma list (NULL or "all": every unit). */
static bool listed(const char *list, const char *name)
{
    if (!list || !strcmp(list, "all"))
        return true;
    size_t n = strlen(name);
    for (const char *p = list; (p = strstr(p, name)); p += n)
        if ((p == list || p[-1] == ',') && (p[n] == ',' || p[n] == '\0'))
            return true;
    return false;
}

/* Whether name contains one of the comma-separated substrings of list. */
static bool any_of(const char *list, const char *name)
{
    for (const char *p = list; *p;) {
        size_t n = strcspn(p, ",");
        char sub[64];
        snprintf(sub, sizeof(sub), "%.*s", (int)(n < 63 ? n : 63), p);
        if (sub[0] && strstr(name, sub))
            return true;
        p += n + (p[n] == ',');
    }
    return false;
}

/* Every configuration of the run: each unit in every format (floats), integer width
 * (division, absi), format pair (extf, truncf), integer width and format
 * (conversions), and every predicate (cmpf), at each latency. */
static int plan(const opts *o, vunit *v, int max)
{
    static const unsigned fmts[] = {16, 32, 64}, iw[] = {8, 32, 64};
    static const unsigned fpair[][2] = {{16, 32}, {16, 64}, {32, 64}};
    static const unsigned itof[][2] = {{8, 16},  {32, 16}, {16, 32}, {32, 32},
                                       {64, 32}, {32, 64}, {64, 64}};
    static const unsigned ftoi[][2] = {{16, 8}, {16, 32}, {32, 32}, {32, 64}, {64, 32}, {64, 64}};
    char lat[16][16];
    int nl = 0;
    for (const char *s = o->latency; *s && nl < 16;) {
        size_t k = strcspn(s, ",");
        snprintf(lat[nl++], 16, "%.*s", (int)(k < 15 ? k : 15), s);
        s += k + (s[k] == ',');
    }
    int n = 0;
#define ADD(c, p, a, b)                                                                            \
    do {                                                                                           \
        for (int l = 0; l < nl; l++) {                                                             \
            if (n == max)                                                                          \
                die("at most %d units per run", max);                                              \
            vunit *x = &v[n++];                                                                    \
            x->code = (c), x->pred = (p), x->win = (a), x->wout = (b);                             \
            x->latency = (unsigned)atoi(lat[l]);                                                   \
            x->binary = (c) == 2 || (c) == 3 || (c) == 4 || ((c) >= 11 && (c) <= 14);              \
            snprintf(x->name, sizeof(x->name), "fmv_%s%s%s_%u_%u_l%u", unit_names[c],              \
                     (c) == 2 ? "_" : "", (c) == 2 ? preds[p] : "", (a), (b), x->latency);         \
            if (o->only && !any_of(o->only, x->name))                                              \
                n--;                                                                               \
        }                                                                                          \
    } while (0)
    for (int c = 0; c < 16; c++) {
        if (!listed(o->units, unit_names[c]))
            continue;
        if (c == 2)
            for (int p = 0; p < 16; p++)
                for (int f = 0; f < 3; f++)
                    ADD(c, p, fmts[f], 1);
        else if (c == 0 || c == 1 || c == 3 || c == 4)
            for (int f = 0; f < 3; f++)
                ADD(c, 0, fmts[f], fmts[f]);
        else if (c == 5 || c == 6)
            for (int f = 0; f < 3; f++)
                ADD(c, 0, fpair[f][c == 6], fpair[f][c == 5]);
        else if (c == 7 || c == 8)
            for (size_t k = 0; k < sizeof itof / sizeof itof[0]; k++)
                ADD(c, 0, itof[k][0], itof[k][1]);
        else if (c == 9 || c == 10)
            for (size_t k = 0; k < sizeof ftoi / sizeof ftoi[0]; k++)
                ADD(c, 0, ftoi[k][0], ftoi[k][1]);
        else
            for (int k = 0; k < 3; k++)
                ADD(c, 0, iw[k], iw[k]);
    }
#undef ADD
    (void)is_float_unit;
    return n;
}

/* Options, the units of the run, the testbench, Verilator, and the verdict. */
int main(int argc, char **argv)
{
    opts o = {.units = "all", .latency = "2", .inject = "none", .n = 5000, .seed = 1};
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
        else if (!strcmp(a, "--latency"))
            o.latency = val;
        else if (!strcmp(a, "--inject"))
            o.inject = val;
        else if (!strcmp(a, "--only"))
            o.only = val;
        else if (!strcmp(a, "--n"))
            o.n = atoll(val);
        else if (!strcmp(a, "--seed"))
            o.seed = atoll(val);
        else
            die("unknown option %s", a);
    }
    if (!o.dir || !o.dpi || o.n < 1)
        die("usage: hs_fmvol --dpi LIB --dir DIR [--n N] [--seed S] [--units LIST] "
            "[--latency LIST] [--extras] [--inject stall|round|flush|nan|div0]");
    char mk[4096];
    snprintf(mk, sizeof(mk), "mkdir -p '%s'", o.dir);
    if (system(mk) != 0)
        die("cannot create %s", o.dir);
    char dpi_abs[4096];
    if (!realpath(o.dpi, dpi_abs))
        die("--dpi %s: %s", o.dpi, strerror(errno));
    o.dpi = dpi_abs;
    hs_config cfg;
    hs_diag d;
    if (hs_config_default(&cfg, &d) || hs_config_set_merge(&cfg, "tag", HS_MERGE_FIRST, &d))
        die("configuration: %s", d.message);
    static vunit v[512];
    int n = plan(&o, v, 512);
    if (n == 0)
        die("no unit selected by --units %s", o.units);
    for (int i = 0; i < n; i++)
        gen_unit(&o, &cfg, &v[i]);
    if (strcmp(o.inject, "none") != 0 && n_injected == 0)
        die("--inject %s: no generated unit has the place to inject", o.inject);
    char path[600];
    static char cmd[1 << 17];
    snprintf(path, sizeof(path), "%s/fmv_tb.sv", o.dir);
    FILE *f = fopen(path, "wb");
    if (!f)
        die("cannot write %s", path);
    fprintf(f, "// hs_fmvol testbench: %d units, %lld tokens each, seed %lld\n", n, o.n, o.seed);
    fprintf(f, "import \"DPI-C\" function longint fmv_vec(input int u, input longint k, input "
               "int which);\n"
               "import \"DPI-C\" function void fmv_setup(input int u, input int unit, input int "
               "pred, input int win, input int wout, input longint seed);\n\n");
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
                      "--top-module fmv_top -Mdir obj -o fmv_sim %s fmv_tb.sv",
                      o.dir, opt);
    for (int i = 0; i < n; i++)
        at += snprintf(cmd + at, sizeof(cmd) - (size_t)at, " %s.v", v[i].name);
    snprintf(cmd + at, sizeof(cmd) - (size_t)at, " '%s' > verilator.log 2>&1", o.dpi);
    time_t t0 = time(NULL);
    if (system(cmd) != 0)
        die("verilator failed: see %s/verilator.log", o.dir);
    time_t t1 = time(NULL);
    snprintf(cmd, sizeof(cmd), "cd '%s' && ./obj/fmv_sim > sim.log 2>&1", o.dir);
    int src = system(cmd);
    time_t t2 = time(NULL);
    snprintf(path, sizeof(path), "%s/sim.log", o.dir);
    char *log = slurp(path);
    int pass = 0, fail = 0;
    for (char *line = strtok(log, "\n"); line; line = strtok(NULL, "\n")) {
        if (!strncmp(line, "FMV ", 4))
            puts(line);
        pass += !strncmp(line, "FMV PASS", 8);
        fail += !strncmp(line, "FMV FAIL", 8);
    }
    free(log);
    printf("hs_fmvol: %d of %d units passed, %lld tokens each (verilator %lds, simulation %lds)\n",
           pass, n, o.n, (long)(t1 - t0), (long)(t2 - t1));
    hs_config_free(&cfg);
    return src == 0 && pass == n && fail == 0 ? 0 : 1;
}
