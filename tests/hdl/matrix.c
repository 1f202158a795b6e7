/* The HDL test matrix (matrix.h): units x extra-signal sets x widths. */
#include <jansson.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "matrix.h"

/* How a unit's parameters derive from the matrix width w. */
typedef enum {
    P_BW,
    P_BW_LAT,
    P_CMP,
    P_EXT,
    P_TRUNC,
    P_CONST,
    P_NONE,
    P_BUF,
    P_BUF0,
    P_MEM,
    P_MEMD, /* store with its done controls (done = 1) */
    P_SZ,
    P_SZ0,
    P_SZI,
    P_SZI0,
    P_SZIX,
    P_JOIN,
    P_BW0,
    P_MODE,
    P_MODE0,
    P_FORM,  /* bundle/unbundle: bitwidth = w, handshake = arg */
    P_FORM0, /* likewise with bitwidth 0 */
    P_SPECB,
    P_SPECB0,
    P_INIT,
    P_ND,
    P_LR,
    P_LR0,
    P_FLAT,   /* float units: format f16/f32/f64 for widths 1/8/32, latency arg */
    P_FCMP,   /* cmpf: format as P_FLAT, arg "predicate/latency" */
    P_FEXT,   /* extf: f16->f32, f16->f64, f32->f64 for widths 1/8/32, latency arg */
    P_FTRUNC, /* truncf: the reverse of P_FEXT */
    P_ITOF,   /* sitofp/uitofp: i<w> to the width's format, latency arg */
    P_FTOI,   /* fptosi/fptoui: the width's format to i<w>, latency arg */
    P_MC,
    P_RAM,
    P_SW,
    P_DEPTH,  /* fifo_depth = arg, bitwidth = w */
    P_DEPTH0, /* fifo_depth = arg, bitwidth = 0 */
    P_FLT,
    P_FLTS,
    P_TOKEN /* spec_v2_repeating_init: init_token = arg (its channels are i1) */
} pshape;

typedef struct {
    const char *unit;
    pshape shape;
    const char *arg; /* latency, predicate, constant value, buffer "TYPE/slots", or mode */
    const char *tag; /* distinguishes several lines of the same unit in the name */
} unit_line;

/* How the signal units derive their extra signals and `signal` from the matrix set
 * (case_signal() below); every other unit takes the set as it is (X_SAME). */
typedef enum { X_SAME = 0, X_ADD, X_ADD_UP, X_DROP, X_PROMOTE, X_SPEC, X_NOSPEC } xform;

/* The unit decides: add_signal's line tagged "up" adds an upstream signal. */
static xform xform_of(const unit_line *ul)
{
    const char *u = ul->unit + strlen("handshake.");
    if (!strcmp(u, "add_signal"))
        return !strcmp(ul->tag, "up") ? X_ADD_UP : X_ADD;
    if (!strcmp(u, "speculator") || !strcmp(u, "spec_save_commit") || !strcmp(u, "spec_commit"))
        return X_SPEC; /* their data input carries spec, like speculating_branch's */
    if (!strcmp(u, "non_spec"))
        return X_NOSPEC; /* it adds spec: its input has none */
    return !strcmp(u, "drop_signal")          ? X_DROP
           : !strcmp(u, "promote_signal")     ? X_PROMOTE
           : !strcmp(u, "speculating_branch") ? X_SPEC
                                              : X_SAME;
}

static const unit_line units[] = {
    {"handshake.addi", P_BW_LAT, "0", ""},
    {"handshake.addi", P_BW_LAT, "2", "l2"},
    {"handshake.subi", P_BW_LAT, "0", ""},
    {"handshake.muli", P_BW_LAT, "0", ""},
    {"handshake.muli", P_BW_LAT, "3", "l3"},
    {"handshake.andi", P_BW_LAT, "0", ""},
    {"handshake.ori", P_BW_LAT, "0", ""},
    {"handshake.xori", P_BW_LAT, "0", ""},
    {"handshake.shli", P_BW_LAT, "0", ""},
    {"handshake.shrsi", P_BW_LAT, "0", ""},
    {"handshake.shrui", P_BW_LAT, "1", "l1"},
    {"handshake.shrui", P_BW_LAT, "0", ""},
    {"handshake.maxsi", P_BW_LAT, "0", ""},
    {"handshake.maxui", P_BW_LAT, "0", ""},
    {"handshake.minsi", P_BW_LAT, "0", ""},
    {"handshake.minui", P_BW_LAT, "0", ""},
    {"handshake.cmpi", P_CMP, "eq", "eq"},
    {"handshake.cmpi", P_CMP, "ne", "ne"},
    {"handshake.cmpi", P_CMP, "slt", "slt"},
    {"handshake.cmpi", P_CMP, "sle", "sle"},
    {"handshake.cmpi", P_CMP, "sgt", "sgt"},
    {"handshake.cmpi", P_CMP, "sge", "sge"},
    {"handshake.cmpi", P_CMP, "ult", "ult"},
    {"handshake.cmpi", P_CMP, "ule", "ule"},
    {"handshake.cmpi", P_CMP, "ugt", "ugt"},
    {"handshake.cmpi", P_CMP, "uge", "uge"},
    {"handshake.extsi", P_EXT, NULL, ""},
    {"handshake.extui", P_EXT, NULL, ""},
    {"handshake.trunci", P_TRUNC, NULL, ""},
    {"handshake.noti", P_BW, NULL, ""},
    {"handshake.select", P_BW, NULL, ""},
    {"handshake.constant", P_CONST, "-3", ""},
    {"handshake.source", P_NONE, NULL, ""},
    {"handshake.sink", P_BW, NULL, ""},
    /* buffers: P_BUF at the matrix widths, P_BUF0 the control variant (bitwidth 0) */
    {"handshake.buffer", P_BUF, "ONE_SLOT_BREAK_DV/1", "dv"},
    {"handshake.buffer", P_BUF, "ONE_SLOT_BREAK_R/1", "r"},
    {"handshake.buffer", P_BUF, "ONE_SLOT_BREAK_DVR/1", "dvr"},
    {"handshake.buffer", P_BUF, "FIFO_BREAK_DV/1", "fdv1"},
    {"handshake.buffer", P_BUF, "FIFO_BREAK_DV/2", "fdv2"},
    {"handshake.buffer", P_BUF, "FIFO_BREAK_DV/5", "fdv5"},
    {"handshake.buffer", P_BUF, "FIFO_BREAK_DV/1000", "fdv1000"},
    {"handshake.buffer", P_BUF, "FIFO_BREAK_NONE/1", "fn1"},
    {"handshake.buffer", P_BUF, "FIFO_BREAK_NONE/2", "fn2"},
    {"handshake.buffer", P_BUF, "FIFO_BREAK_NONE/5", "fn5"},
    {"handshake.buffer", P_BUF, "SHIFT_REG_BREAK_DV/1", "sr1"},
    {"handshake.buffer", P_BUF, "SHIFT_REG_BREAK_DV/3/3", "sr3"},
    {"handshake.buffer", P_BUF, "COUNTER_BUFFER/1/1", "cnt1"},
    {"handshake.buffer", P_BUF, "COUNTER_BUFFER/1/3", "cnt3"},
    {"handshake.buffer", P_BUF0, "SHIFT_REG_BREAK_DV/2", "sr2"},
    {"handshake.buffer", P_BUF0, "COUNTER_BUFFER/1/4", "cnt4"},
    {"handshake.buffer", P_BUF, "ONE_SLOT_BREAK_DV/1/1", "dvl1"},
    {"handshake.buffer", P_BUF0, "ONE_SLOT_BREAK_DV/1", "dv"},
    {"handshake.buffer", P_BUF0, "ONE_SLOT_BREAK_R/1", "r"},
    {"handshake.buffer", P_BUF0, "ONE_SLOT_BREAK_DVR/1", "dvr"},
    {"handshake.buffer", P_BUF0, "FIFO_BREAK_DV/1", "fdv1"},
    {"handshake.buffer", P_BUF0, "FIFO_BREAK_DV/2", "fdv2"},
    {"handshake.buffer", P_BUF0, "FIFO_BREAK_DV/5", "fdv5"},
    {"handshake.buffer", P_BUF0, "FIFO_BREAK_NONE/1", "fn1"},
    {"handshake.buffer", P_BUF0, "FIFO_BREAK_NONE/2", "fn2"},
    {"handshake.buffer", P_BUF0, "FIFO_BREAK_NONE/5", "fn5"},
    {"handshake.load", P_MEM, NULL, ""},
    {"handshake.store", P_MEM, NULL, ""},
    {"handshake.store", P_MEMD, NULL, "done"},
/* routing units at array sizes 2, 3, 5 (arg); the *0 shapes are the control variants */
#define SIZES(u, s)                                                                                \
    {u, s, "2", "s2"}, {u, s, "3", "s3"},                                                          \
    {                                                                                              \
        u, s, "5", "s5"                                                                            \
    }
    SIZES("handshake.fork", P_SZ),
    SIZES("handshake.fork", P_SZ0),
    SIZES("handshake.lazy_fork", P_SZ),
    SIZES("handshake.lazy_fork", P_SZ0),
    SIZES("handshake.join", P_JOIN),
    SIZES("handshake.merge", P_SZ),
    SIZES("handshake.merge", P_SZ0),
    SIZES("handshake.control_merge", P_SZI),
    SIZES("handshake.control_merge", P_SZI0),
    SIZES("handshake.mux", P_SZI),
    SIZES("handshake.mux", P_SZI0),
    {"handshake.br", P_BW, NULL, ""},
    {"handshake.br", P_BW0, NULL, ""},
    {"handshake.cond_br", P_BW, NULL, ""},
    {"handshake.cond_br", P_BW0, NULL, ""},
    /* P_SZIX: index carries the data's extra signals (speculative selectors) */
    {"handshake.mux", P_SZIX, "3", "s3x"},
    {"handshake.mux", P_SZIX, "5", "s5x"},
    {"handshake.control_merge", P_SZIX, "3", "s3x"},
    {"handshake.control_merge", P_SZIX, "5", "s5x"},
    /* size 1: the degenerate arrays */
    {"handshake.fork", P_SZ, "1", "s1"},
    {"handshake.lazy_fork", P_SZ, "1", "s1"},
    {"handshake.join", P_JOIN, "1", "s1"},
    /* gate: the data (bitwidth w, or a control) and size controls */
    SIZES("handshake.gate", P_SZ),
    {"handshake.gate", P_SZ, "1", "s1"},
    {"handshake.gate", P_SZ0, "2", "s2"},
    {"handshake.merge", P_SZ, "1", "s1"},
    {"handshake.control_merge", P_SZI, "1", "s1"},
    {"handshake.mux", P_SZI, "1", "s1"},
    /* the signal units, each at the widths and as a control */
    {"handshake.add_signal", P_BW, NULL, ""},
    {"handshake.add_signal", P_BW0, NULL, ""},
    {"handshake.add_signal", P_BW0, NULL, "up"},
    {"handshake.drop_signal", P_BW, NULL, ""},
    {"handshake.drop_signal", P_BW0, NULL, ""},
    {"handshake.promote_signal", P_BW, NULL, ""},
    {"handshake.promote_signal", P_BW0, NULL, ""},
    {"handshake.compose", P_MODE, "data", "data"},
    {"handshake.compose", P_MODE0, "data", "data"},
    {"handshake.compose", P_MODE, "signals", "signals"},
    {"handshake.compose", P_MODE0, "signals", "signals"},
    {"handshake.decompose", P_MODE, "data", "data"},
    {"handshake.decompose", P_MODE0, "data", "data"},
    {"handshake.decompose", P_MODE, "signals", "signals"},
    {"handshake.decompose", P_MODE0, "signals", "signals"},
    {"handshake.unbundle", P_BW, NULL, ""},
    {"handshake.unbundle", P_BW0, NULL, ""},
    {"handshake.bundle", P_BW, NULL, ""},
    {"handshake.bundle", P_BW0, NULL, ""},
    /* the control part as raw valid/ready wires (Dynamatic's unbundle of a control) */
    {"handshake.unbundle", P_FORM, "wires", "w"},
    {"handshake.unbundle", P_FORM0, "wires", "w"},
    {"handshake.bundle", P_FORM, "wires", "w"},
    {"handshake.bundle", P_FORM0, "wires", "w"},
    /* spec_tag_data as wide as data (arg NULL) or a control (arg "0"); both controls */
    {"handshake.speculating_branch", P_SPECB, NULL, ""},
    {"handshake.speculating_branch", P_SPECB, "0", "ct"},
    {"handshake.speculating_branch", P_SPECB0, NULL, ""},

    /* speculation units (catalog_spec.c): history depths 1, 2 and 5 */
    {"handshake.speculator", P_DEPTH, "1", "d1"},
    {"handshake.speculator", P_DEPTH, "3", "d3"},
    {"handshake.speculator", P_DEPTH0, "2", "d2"},
    {"handshake.spec_save_commit", P_DEPTH, "1", "d1"},
    {"handshake.spec_save_commit", P_DEPTH, "2", "d2"},
    {"handshake.spec_save_commit", P_DEPTH, "5", "d5"},
    {"handshake.spec_save_commit", P_DEPTH0, "3", "d3"},
    {"handshake.spec_commit", P_BW, NULL, ""},
    {"handshake.spec_commit", P_BW0, NULL, ""},
    {"handshake.non_spec", P_BW, NULL, ""},
    {"handshake.non_spec", P_BW0, NULL, ""},
    /* speculation v2 (catalog_spec.c) */
    {"handshake.passer", P_BW, NULL, ""},
    {"handshake.passer", P_BW0, NULL, ""},
    {"handshake.spec_v2_resolver", P_NONE, NULL, ""},
    {"handshake.spec_v2_repeating_init", P_TOKEN, "1", "t1"},
    {"handshake.spec_v2_repeating_init", P_TOKEN, "0", "t0"},

    /* memory units (catalog_mem.c): memory side, no extra signals (set "none" only);
     * mem_controller "controls/loads/stores" */
    {"handshake.mem_controller", P_MC, "1/2/1", "c1l2s1"},
    {"handshake.mem_controller", P_MC, "0/1/0", "l1"},
    {"handshake.mem_controller", P_MC, "2/0/3", "c2s3"},
    /* "/d": store_done = 1, a stDone control per store port */
    {"handshake.mem_controller", P_MC, "1/2/1/d", "c1l2s1d"},
    {"handshake.mem_controller", P_MC, "2/0/3/d", "c2s3d"},
    {"handshake.mem_to_bram", P_MEM, NULL, ""},
    {"handshake.ram", P_RAM, "10", "z10"},
    {"handshake.ram", P_RAM, "16", "z16"},

    /* control units (catalog_ctrl.c) */
    {"handshake.blocker", P_SZ, "3", "s3"},
    {"handshake.blocker", P_SZ0, "2", "s2"},
    {"handshake.top_join", P_JOIN, "2", "s2"},
    {"handshake.top_join", P_JOIN, "3", "s3"},
    {"handshake.init", P_INIT, "1", ""},
    {"handshake.init", P_BW0, NULL, ""},
    {"handshake.ndwire", P_BW, NULL, ""},
    {"handshake.ndwire", P_ND, "5", "sd5"},
    {"handshake.ndwire", P_BW0, NULL, ""},
    {"handshake.ready_remover", P_BW, NULL, ""},
    {"handshake.ready_remover", P_BW0, NULL, ""},
    {"handshake.rigidifier", P_BW, NULL, ""},
    {"handshake.rigidifier", P_BW0, NULL, ""},
    {"handshake.valid_merger", P_LR, NULL, ""},
    {"handshake.valid_merger", P_LR0, NULL, ""},
    /* sharing_wrapper "credits/operands/latency" (data only: set "none") */
    {"handshake.sharing_wrapper", P_SW, "2 2/2/3", "g2"},
    {"handshake.sharing_wrapper", P_SW, "1/1/1", "g1"},
    {"handshake.sharing_wrapper", P_SW, "3 1 2 1/1/4", "g4"},
    {"handshake.sharing_wrapper", P_SW, "1 2 3/2/2", "g3"},

    /* floating point (catalog_float.c): widths 1, 8, 32 stand for f16, f32, f64; arg is the
     * latency or "max" (the format's maximum); P_FLTS: f16 and f32 only */
    {"handshake.addf", P_FLT, "0", ""},
    {"handshake.subf", P_FLT, "3", "l3"},
    {"handshake.mulf", P_FLTS, "0", ""},
    {"handshake.mulf", P_FLT, "max", "lmax"},
    {"handshake.divf", P_FLTS, "0", ""},
    {"handshake.divf", P_FLT, "max", "lmax"},

    /* floating point: compare, sign, conversions (catalog_fmisc.c) */
    {"handshake.negf", P_FLAT, "0", ""},
    {"handshake.absf", P_FLAT, "1", "l1"},
    {"handshake.cmpf", P_FCMP, "oeq/0", "oeq"},
    {"handshake.cmpf", P_FCMP, "ult/2", "ult_l2"},
    {"handshake.cmpf", P_FCMP, "une/1", "une_l1"},
    {"handshake.cmpf", P_FCMP, "ogt/0", "ogt"},
    {"handshake.cmpf", P_FCMP, "uge/0", "uge"},
    {"handshake.cmpf", P_FCMP, "uno/3", "uno_l3"},
    {"handshake.maximumf", P_FLAT, "0", ""},
    {"handshake.minimumf", P_FLAT, "2", "l2"},
    {"handshake.extf", P_FEXT, "0", ""},
    {"handshake.truncf", P_FTRUNC, "1", "l1"},
    {"handshake.sitofp", P_ITOF, "2", "l2"},
    {"handshake.uitofp", P_ITOF, "0", ""},
    {"handshake.fptosi", P_FTOI, "1", "l1"},
    {"handshake.fptoui", P_FTOI, "3", "l3"},

    /* integer division (catalog_div.c) */
    /* deep combinational dividers settle slowly in GHDL: latency 0 at 32 bits once */
    {"handshake.divsi", P_BW_LAT, "8", "l8"},
    {"handshake.divsi", P_BW_LAT, "34", "l34"}, /* 32 bits: one restoring step per stage */
    {"handshake.divui", P_BW_LAT, "16", "l16"},
    {"handshake.remsi", P_BW_LAT, "34", "l34"},
    {"handshake.remui", P_BW_LAT, "0", ""},
    {"handshake.absi", P_BW_LAT, "1", "l1"},
};

static const char *const x_none[] = {NULL};
static const char *const x_spec[] = {"spec: i1", NULL};
static const char *const x_spec_tag[] = {"spec: i1", "tag: i8", NULL};
static const char *const x_up[] = {"credit: (U) i2", NULL};
/* sets the signal units need beyond the four (case_signal) */
static const char *const x_flag[] = {"flag: i2", NULL};
static const char *const x_up_flag[] = {"credit: (U) i2", "flag: i2", NULL};
static const char *const x_up_spec[] = {"credit: (U) i2", "spec: i1", NULL};
static const char *const x_tag[] = {"tag: i8", NULL};

static const struct {
    const char *id;
    const char *const *list;
} extra_sets[] = {{"none", x_none}, {"spec", x_spec}, {"spec_tag", x_spec_tag}, {"up", x_up}};

static const unsigned widths[] = {1, 8, 32};

#define N_UNITS (sizeof(units) / sizeof(units[0]))
#define N_X (sizeof(extra_sets) / sizeof(extra_sets[0]))
#define N_W (sizeof(widths) / sizeof(widths[0]))

/* tag has no embedded policy: the matrix merges it with `first`. */
int hdl_matrix_config(hs_config *cfg, hs_diag *d)
{
    int rc = hs_config_default(cfg, d);
    if (rc)
        return rc;
    if ((rc = hs_config_set_merge(cfg, "tag", HS_MERGE_FIRST, d)))
        return rc;
    /* credit is merged over the outputs of fork, lazy_fork, cond_br, control_merge */
    return hs_config_set_merge(cfg, "credit", HS_MERGE_AND, d);
}

/* Shapes that do not vary with the matrix width. */
static int no_width(pshape s)
{
    return s == P_NONE || s == P_BUF0 || s == P_SZ0 || s == P_SZI0 || s == P_JOIN || s == P_BW0 ||
           s == P_MODE0 || s == P_FORM0 || s == P_SPECB0 || s == P_LR0 || s == P_DEPTH0 ||
           s == P_TOKEN;
}

/* Matrix widths a shape takes: P_FLTS stops before the last (f64), whose combinational
 * datapaths settle too slowly in GHDL for the matrix (Verilator covers them, tests/fp). */
static size_t n_widths(pshape s)
{
    return s == P_FLTS ? N_W - 1 : N_W;
}

/* speculating_branch and the speculation units need spec: the set without any signal
 * does not apply; non_spec adds spec, so the set of spec alone does not apply to it
 * (spec_tag becomes tag alone). */
static bool set_applies(const unit_line *ul, size_t xi)
{
    if (ul->shape == P_MC || ul->shape == P_RAM || ul->shape == P_SW ||
        !strcmp(ul->unit, "handshake.mem_to_bram"))
        return extra_sets[xi].list[0] == NULL; /* memory side: no extra signals */
    /* non_spec adds spec; for the float units spec alone is within spec_tag */
    if (xform_of(ul) == X_NOSPEC || ul->shape == P_FLT || ul->shape == P_FLTS)
        return strcmp(extra_sets[xi].id, "spec") != 0;
    return !(xform_of(ul) == X_SPEC && extra_sets[xi].list[0] == NULL);
}

/* Cases per unit line: applicable extra sets x widths (a unit without width: sets). */
static size_t line_cases(const unit_line *ul)
{
    size_t n = 0;
    for (size_t xi = 0; xi < N_X; xi++)
        n += set_applies(ul, xi);
    return no_width(ul->shape) ? n : n * n_widths(ul->shape);
}

/* Each unit line's case count, computed once: finding case i walks the lines, and
 * line_cases compares unit names (a whole enumeration of the matrix would otherwise
 * compare names once per line for every case). */
static size_t line_count[N_UNITS];
static pthread_once_t line_count_once = PTHREAD_ONCE_INIT;

static void line_count_fill(void)
{
    for (size_t i = 0; i < N_UNITS; i++)
        line_count[i] = line_cases(&units[i]);
}

/* The case count of unit line i (line_count, filled on first use). */
static size_t line_n(size_t i)
{
    pthread_once(&line_count_once, line_count_fill);
    return line_count[i];
}

/* Cases of every unit line. */
size_t hdl_matrix_count(void)
{
    size_t n = 0;
    for (size_t i = 0; i < N_UNITS; i++)
        n += line_n(i);
    return n;
}

/* Appends one parameter to a case (formatted, or the text s). */
static void param(hdl_case *c, const char *key, const char *fmt, unsigned long long v,
                  const char *s)
{
    c->param_key[c->n_params] = key;
    if (s)
        snprintf(c->param_val[c->n_params], sizeof(c->param_val[0]), "%s", s);
    else
        snprintf(c->param_val[c->n_params], sizeof(c->param_val[0]), fmt ? fmt : "%llu", v);
    c->n_params++;
}

/* The signal units: add_signal adds spec (flag: i2 where the set has spec) or, as
 * X_ADD_UP, an upstream flag; drop_signal drops spec, tag or credit (flag from a set
 * that had none); promote_signal promotes spec, tag or flag (a downstream signal is
 * added to sets without one); speculating_branch adds spec to the upstream set. The
 * case's extras_id names the set it ends up with. */
static void case_signal(xform x, hdl_case *c)
{
    const char *id = c->extras_id, *sig = NULL;
    bool none = !strcmp(id, "none"), up = !strcmp(id, "up");
    if (x == X_ADD)
        sig = none || up ? "spec: i1" : "flag: i2";
    else if (x == X_ADD_UP)
        sig = "flag: (U) i2";
    else if (x == X_DROP || x == X_PROMOTE)
        sig = none                      ? "flag: i2"
              : !strcmp(id, "spec")     ? "spec: i1"
              : !strcmp(id, "spec_tag") ? "tag: i8"
              : x == X_DROP             ? "credit: (U) i2"
                                        : "flag: i2";
    if ((x == X_DROP || x == X_PROMOTE) && (none || (up && x == X_PROMOTE))) {
        c->extras_id = none ? "flag" : "up_flag";
        c->extras = none ? x_flag : x_up_flag;
    }
    if (x == X_SPEC && up) {
        c->extras_id = "up_spec";
        c->extras = x_up_spec;
    }
    if (x == X_NOSPEC && !strcmp(id, "spec_tag")) {
        c->extras_id = "tag";
        c->extras = x_tag;
    }
    if (sig)
        param(c, "signal", NULL, 0, sig);
}

/* The float format a matrix width stands for: 1 -> f16, 8 -> f32, 32 -> f64. */
static unsigned fmt_of(unsigned w)
{
    return w == 1 ? 16 : w == 8 ? 32 : 64;
}

/* Case i: its unit line, extra set and width, and its entity name. */
void hdl_matrix_case(size_t i, hdl_case *c)
{
    memset(c, 0, sizeof(*c));
    size_t u_i = 0;
    while (u_i + 1 < N_UNITS && i >= line_n(u_i))
        i -= line_n(u_i++);
    const unit_line *ul = &units[u_i];
    size_t per = no_width(ul->shape) ? 1 : n_widths(ul->shape), k = i / per, wi = i % per, xi = 0;
    while (!set_applies(ul, xi) || k-- > 0) /* the k-th applicable set */
        xi++;
    c->unit = ul->unit;
    c->width = no_width(ul->shape) ? 0 : widths[wi];
    c->extras_id = extra_sets[xi].id;
    c->extras = extra_sets[xi].list;
    unsigned w = c->width;
    switch (ul->shape) {
    case P_MODE:
    case P_MODE0:
        param(c, "bitwidth", "%llu", w, NULL);
        param(c, "mode", NULL, 0, ul->arg);
        break;
    case P_FORM:
    case P_FORM0:
        param(c, "bitwidth", "%llu", ul->shape == P_FORM ? w : 0, NULL);
        param(c, "handshake", NULL, 0, ul->arg);
        break;
    case P_SPECB:
    case P_SPECB0:
        param(c, "bitwidth", "%llu", w, NULL);
        param(c, "spec_tag_bitwidth", NULL, w, ul->arg ? ul->arg : c->param_val[0]);
        break;
    case P_BW:
        param(c, "bitwidth", "%llu", w, NULL);
        break;
    case P_DEPTH:
    case P_DEPTH0:
        param(c, "fifo_depth", NULL, 0, ul->arg);
        param(c, "bitwidth", "%llu", w, NULL);
        break;
    case P_BW_LAT:
        param(c, "bitwidth", "%llu", w, NULL);
        param(c, "latency", NULL, 0, ul->arg);
        break;
    case P_CMP:
        param(c, "bitwidth", "%llu", w, NULL);
        param(c, "predicate", NULL, 0, ul->arg);
        break;
    case P_EXT:
        param(c, "input_bitwidth", "%llu", w, NULL);
        param(c, "output_bitwidth", "%llu", w == 1 ? 8 : 2ull * w, NULL);
        break;
    case P_TRUNC:
        param(c, "input_bitwidth", "%llu", w == 1 ? 8 : 2ull * w, NULL);
        param(c, "output_bitwidth", "%llu", w, NULL);
        break;
    case P_CONST:
        param(c, "bitwidth", "%llu", w, NULL);
        param(c, "value", NULL, 0, w == 1 ? "1" : ul->arg);
        break;
    case P_BUF:
    case P_BUF0: { /* "TYPE/slots" or "TYPE/slots/dv_latency" */
        const char *slash = strchr(ul->arg, '/'), *dv = strchr(slash + 1, '/');
        param(c, "bitwidth", "%llu", w, NULL);
        param(c, "num_slots", NULL, 0, "");
        snprintf(c->param_val[c->n_params - 1], sizeof(c->param_val[0]), "%.*s",
                 (int)(dv ? dv - slash - 1 : (long)strlen(slash + 1)), slash + 1);
        param(c, "buffer_type", NULL, 0, ""); /* the text before the slash */
        snprintf(c->param_val[c->n_params - 1], sizeof(c->param_val[0]), "%.*s",
                 (int)(slash - ul->arg), ul->arg);
        if (dv)
            param(c, "dv_latency", NULL, 0, dv + 1);
        break;
    }
    case P_MEM:
    case P_MEMD:
        param(c, "addr_bitwidth", "%llu", w, NULL);
        param(c, "data_bitwidth", "%llu", w == 1 ? 8 : w, NULL);
        if (ul->shape == P_MEMD)
            param(c, "done", NULL, 0, "1");
        break;
    case P_SZ:
    case P_SZ0:
    case P_SZI:
    case P_SZI0:
    case P_SZIX: {
        unsigned n = (unsigned)atoi(ul->arg), ib = 1;
        while ((1u << ib) < n)
            ib++;
        param(c, "size", NULL, 0, ul->arg);
        param(c, "bitwidth", "%llu", w, NULL);
        c->index_extras = ul->shape == P_SZIX;
        if (ul->shape == P_SZI || ul->shape == P_SZI0 || ul->shape == P_SZIX)
            param(c, "index_bitwidth", "%llu", ib, NULL);
        break;
    }
    case P_JOIN:
        param(c, "size", NULL, 0, ul->arg);
        break;
    case P_BW0:
        param(c, "bitwidth", "%llu", 0, NULL);
        break;
    case P_TOKEN:
        param(c, "init_token", NULL, 0, ul->arg);
        break;
    case P_INIT: /* the initial token's data: arg, or 1 at width 1 */
        param(c, "bitwidth", "%llu", w, NULL);
        param(c, "initial_value", NULL, 0, w == 1 ? "1" : ul->arg);
        break;
    case P_ND: /* a non-deterministic wire stalling with seed arg */
        param(c, "bitwidth", "%llu", w, NULL);
        param(c, "stall_seed", NULL, 0, ul->arg);
        break;
    case P_LR: /* valid_merger: lhs at the width, rhs a control */
        param(c, "left_bitwidth", "%llu", w, NULL);
        param(c, "right_bitwidth", "%llu", 0, NULL);
        break;
    case P_LR0: /* valid_merger: lhs a control, rhs 8 bits */
        param(c, "left_bitwidth", "%llu", 0, NULL);
        param(c, "right_bitwidth", "%llu", 8, NULL);
        break;
    case P_MC: { /* "controls/loads/stores" */
        unsigned nc = 0, nl = 0, ns = 0;
        char done = 0;
        sscanf(ul->arg, "%u/%u/%u/%c", &nc, &nl, &ns, &done);
        param(c, "num_controls", "%llu", nc, NULL);
        param(c, "num_loads", "%llu", nl, NULL);
        param(c, "num_stores", "%llu", ns, NULL);
        if (done == 'd')
            param(c, "store_done", NULL, 0, "1");
        param(c, "addr_bitwidth", "%llu", w, NULL);
        param(c, "data_bitwidth", "%llu", w == 1 ? 8 : w, NULL);
        break;
    }
    case P_SW: { /* "credits/operands/latency" */
        char cr[24] = "";
        unsigned ops = 1, lat = 1;
        sscanf(ul->arg, "%23[^/]/%u/%u", cr, &ops, &lat);
        param(c, "bitwidth", "%llu", w, NULL);
        param(c, "num_shared_operands", "%llu", ops, NULL);
        param(c, "latency", "%llu", lat, NULL);
        param(c, "credits", NULL, 0, cr);
        break;
    }
    case P_RAM: /* size arg words of the width, 4 address bits, three initial values */
        param(c, "data_width", "%llu", w, NULL);
        param(c, "addr_width", "%llu", 4, NULL);
        param(c, "size", NULL, 0, ul->arg);
        param(c, "values", NULL, 0, w == 1 ? "1 0 1" : "5 -3 7");
        break;
    case P_NONE:
        break;
    case P_FLAT:
        param(c, "bitwidth", "%llu", fmt_of(w), NULL);
        param(c, "latency", NULL, 0, ul->arg);
        break;
    case P_FCMP: {
        const char *slash = strchr(ul->arg, '/');
        param(c, "bitwidth", "%llu", fmt_of(w), NULL);
        param(c, "latency", NULL, 0, slash + 1);
        param(c, "predicate", NULL, 0, "");
        snprintf(c->param_val[c->n_params - 1], sizeof(c->param_val[0]), "%.*s",
                 (int)(slash - ul->arg), ul->arg);
        break;
    }
    case P_FEXT:
    case P_FTRUNC: {
        unsigned lo = w == 32 ? 32 : 16, hi = w == 1 ? 32 : 64;
        param(c, "input_bitwidth", "%llu", ul->shape == P_FEXT ? lo : hi, NULL);
        param(c, "output_bitwidth", "%llu", ul->shape == P_FEXT ? hi : lo, NULL);
        param(c, "latency", NULL, 0, ul->arg);
        break;
    }
    case P_ITOF:
    case P_FTOI:
        param(c, "bitwidth", "%llu", fmt_of(w), NULL);
        param(c, ul->shape == P_ITOF ? "input_bitwidth" : "output_bitwidth", "%llu", w, NULL);
        param(c, "latency", NULL, 0, ul->arg);
        break;
    case P_FLT:
    case P_FLTS: {
        unsigned fw = w == 1 ? 16 : w == 8 ? 32 : 64;
        c->width = w = fw;
        param(c, "bitwidth", "%llu", fw, NULL);
        if (strcmp(ul->arg, "max") == 0)
            param(c, "latency", "%llu", (unsigned long long)hs_float_max_latency(ul->unit, fw),
                  NULL);
        else
            param(c, "latency", NULL, 0, ul->arg);
        break;
    }
    }
    case_signal(xform_of(ul), c);
    const char *bare = ul->unit + strlen("handshake.");
    if (no_width(ul->shape))
        snprintf(c->name, sizeof(c->name), "%s%s%s_%s%s", bare, ul->tag[0] ? "_" : "", ul->tag,
                 no_width(ul->shape) && ul->shape != P_NONE ? "ctrl_" : "", c->extras_id);
    else
        snprintf(c->name, sizeof(c->name), "%s%s%s_w%u_%s", bare, ul->tag[0] ? "_" : "", ul->tag, w,
                 c->extras_id);
}

/* The ports form of a P_SZIX case (the parameters form gives index no extras):
 * index, ins[i] and outs all carry the case's extra signals. */
static int add_index_ports(const hdl_case *c, hs_request *r, hs_diag *d)
{
    char x[256] = "", t[320], port[32];
    for (int k = 0; c->extras[k]; k++)
        snprintf(x + strlen(x), sizeof x - strlen(x), "%s%s", k ? ", " : ", [", c->extras[k]);
    if (x[0])
        strcat(x, "]");
    unsigned n = (unsigned)atoi(c->param_val[0]), ib = (unsigned)atoi(c->param_val[2]);
    snprintf(t, sizeof t, "channel<i%u%s>", ib, x);
    int rc = hs_request_add_port(r, "index", t, d);
    snprintf(t, sizeof t, "channel<i%u%s>", c->width, x);
    for (unsigned i = 0; !rc && i < n; i++) {
        snprintf(port, sizeof port, "ins[%u]", i);
        rc = hs_request_add_port(r, port, t, d);
    }
    return rc ? rc : hs_request_add_port(r, "outs", t, d);
}

/* The parameters-form request of a case, resolved like any request. */
int hdl_matrix_resolve(const hdl_case *c, hs_hdl hdl, const hs_config *cfg, hs_unit *u, hs_diag *d)
{
    hs_request r;
    hs_request_init(&r, c->unit);
    snprintf(r.name, sizeof(r.name), "%s", c->name);
    int rc = 0;
    if (c->index_extras)
        rc = add_index_ports(c, &r, d);
    for (int k = 0; !rc && !c->index_extras && k < c->n_params; k++)
        rc = hs_request_add_param(&r, c->param_key[k], c->param_val[k], d);
    for (int k = 0; !rc && !c->index_extras && c->extras[k]; k++)
        rc = hs_request_add_extra_text(&r, c->extras[k], d);
    if (!rc)
        rc = hs_unit_resolve(&r, hdl, cfg, u, d);
    hs_request_free(&r);
    return rc;
}

/* The same request as unit.generate params (JSON-RPC form), for tests that go
 * through the method layer or a daemon. */
json_t *hdl_matrix_request_json(const hdl_case *c, hs_hdl hdl)
{
    json_t *o =
        json_pack("{s:s, s:s, s:s}", "unit", c->unit, "name", c->name, "hdl", hs_hdl_name(hdl));
    if (c->index_extras) {
        char x[256] = "", t[320];
        json_t *ports = json_object(), *ins = json_array();
        for (int k = 0; c->extras[k]; k++)
            snprintf(x + strlen(x), sizeof x - strlen(x), "%s%s", k ? ", " : ", [", c->extras[k]);
        if (x[0])
            strcat(x, "]");
        unsigned n = (unsigned)atoi(c->param_val[0]), ib = (unsigned)atoi(c->param_val[2]);
        snprintf(t, sizeof t, "channel<i%u%s>", ib, x);
        json_object_set_new(ports, "index", json_string(t));
        snprintf(t, sizeof t, "channel<i%u%s>", c->width, x);
        for (unsigned i = 0; i < n; i++)
            json_array_append_new(ins, json_string(t));
        json_object_set_new(ports, "ins", ins);
        json_object_set_new(ports, "outs", json_string(t));
        json_object_set_new(o, "ports", ports);
        return o;
    }
    json_t *params = json_object(), *extras = json_array();
    for (int k = 0; k < c->n_params; k++)
        json_object_set_new(params, c->param_key[k], json_string(c->param_val[k]));
    for (int k = 0; c->extras[k]; k++)
        json_array_append_new(extras, json_string(c->extras[k]));
    json_object_set_new(o, "params", params);
    json_object_set_new(o, "extra_signals", extras);
    return o;
}
