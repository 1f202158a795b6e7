/* Catalog family: floating-point comparison, sign, min/max and conversions. One row per
 * unit; see catalog_rows.h for the shorthands. Formats are f16, f32 and f64, named by a
 * width parameter (16, 32, 64) or, where Dynamatic does so, by is_double. */
#include <string.h>

#include "catalog_families.h"
#include "catalog_rows.h"

/* The generators of this family's rows (generators/ops/op_*.c). */
HS_GENERATOR(hs_build_cmpf);
HS_GENERATOR(hs_build_extf);
HS_GENERATOR(hs_build_fminmax);
HS_GENERATOR(hs_build_fptoi);
HS_GENERATOR(hs_build_fsign);
HS_GENERATOR(hs_build_itofp);
HS_GENERATOR(hs_build_truncf);

/* MLIR arith.cmpf's predicates, in its order (docs/floating-point.md). */
static const char *const cmpf_predicates[] = {"false", "oeq", "ogt", "oge",  "olt", "ole",
                                              "one",   "ord", "ueq", "ugt",  "uge", "ult",
                                              "ule",   "une", "uno", "true", NULL};
/* Dynamatic's FPU choices: accepted, the generated core is the same. */
static const char *const fpu_impls[] = {"flopoco", "vivado", NULL};

/* extf must widen the format and truncf narrow it. */
static int check_widen(const hs_unit *u, const hs_config *cfg, hs_diag *d)
{
    (void)cfg;
    int64_t wi = hs_unit_param(u, "input_bitwidth"), wo = hs_unit_param(u, "output_bitwidth");
    bool ext = strstr(u->info->name, "extf") != NULL;
    if (ext ? wo > wi : wo < wi)
        return 0;
    return hs_fail(d, HS_E_RULE, "%s: outs (f%lld) must be %s than ins (f%lld)", u->info->name,
                   (long long)wo, ext ? "wider" : "narrower", (long long)wi);
}

#define P_FMT(n, def, doc) P_INT(n, false, def, 1, MAXW, doc)
#define P_FBITWIDTH P_FMT("bitwidth", 32, "float format: 16 (f16), 32 (f32) or 64 (f64)")
#define P_FLAT P_INT("latency", false, 0, 0, HS_MAX_LATENCY, "pipeline stages (0: combinational)")
#define P_IS_DOUBLE P_INT("is_double", false, 0, 0, 1, "Dynamatic's format: 1 = f64, 0 = f32")
#define P_FPU                                                                                      \
    {                                                                                              \
        "fpu_impl", HS_P_ENUM, false, 0, 0, 0, fpu_impls,                                          \
            "Dynamatic's FPU choice (accepted; one native core)"                                   \
    }
#define P_IWIDTH(n) P_INT(n, false, 32, 1, 64, "integer width in bits")

/* One float in, the same format out: negf, absf. */
#define FUNARY(op, what)                                                                           \
    {                                                                                              \
        .build = hs_build_fsign, .name = "handshake." op, .summary = what, .rule_id = "same_type", \
        .rule_text = "ins and outs have the same float type (f16, f32 or f64)", .n_params = 2,     \
        .params = {P_FBITWIDTH, P_FLAT}, .n_ports = 2,                                             \
        .ports = {FCH("ins", HS_IN, "bitwidth", HS_X_E), FCH("outs", HS_OUT, "bitwidth", HS_X_E)}, \
        .valid_rule = HS_VALID_FROM_VALIDS                                                         \
    }

/* Two floats joined: maximumf, minimumf. */
#define FBINARY(op, what)                                                                          \
    {                                                                                              \
        .build = hs_build_fminmax, .name = "handshake." op, .summary = what,                       \
        .rule_id = "same_type",                                                                    \
        .rule_text = "lhs, rhs and result have the same float type (f16, f32 or f64)",             \
        .n_params = 4, .params = {P_FBITWIDTH, P_IS_DOUBLE, P_FLAT, P_FPU}, .n_ports = 3,          \
        .ports = {FCH("lhs", HS_IN, "bitwidth", HS_X_E), FCH("rhs", HS_IN, "bitwidth", HS_X_E),    \
                  FCH("result", HS_OUT, "bitwidth", HS_X_E)},                                      \
        .merge_down = HS_MERGE_DOWN_JOIN, .valid_rule = HS_VALID_FROM_VALIDS                       \
    }

/* Float to float of another format: extf, truncf. */
#define FCONV(op, what, din, dout, fn)                                                             \
    {                                                                                              \
        .build = fn, .name = "handshake." op, .summary = what, .rule_id = "float_convert",         \
        .rule_text = "ins and outs are float formats and carry the same extra signals",            \
        .n_params = 3,                                                                             \
        .params = {P_FMT("input_bitwidth", din, "format of ins: 16, 32 or 64"),                    \
                   P_FMT("output_bitwidth", dout, "format of outs: 16, 32 or 64"), P_FLAT},        \
        .n_ports = 2,                                                                              \
        .ports = {FCH("ins", HS_IN, "input_bitwidth", HS_X_E),                                     \
                  FCH("outs", HS_OUT, "output_bitwidth", HS_X_E)},                                 \
        .check = check_widen, .valid_rule = HS_VALID_FROM_VALIDS                                   \
    }

/* Integer to float: sitofp, uitofp (bitwidth: the float format, as Dynamatic's). */
#define ITOF(op, what)                                                                             \
    {                                                                                              \
        .build = hs_build_itofp, .name = "handshake." op, .summary = what,                         \
        .rule_id = "int_to_float",                                                                 \
        .rule_text = "ins is an integer, outs a float format; both carry the same extra signals",  \
        .n_params = 3, .params = {P_FBITWIDTH, P_IWIDTH("input_bitwidth"), P_FLAT}, .n_ports = 2,  \
        .ports = {ICH("ins", HS_IN, "input_bitwidth", HS_X_E),                                     \
                  FCH("outs", HS_OUT, "bitwidth", HS_X_E)},                                        \
        .valid_rule = HS_VALID_FROM_VALIDS                                                         \
    }

/* Float to integer: fptosi, fptoui. */
#define FTOI(op, what)                                                                             \
    {                                                                                              \
        .build = hs_build_fptoi, .name = "handshake." op, .summary = what,                         \
        .rule_id = "float_to_int",                                                                 \
        .rule_text = "ins is a float format, outs an integer; both carry the same extra signals",  \
        .n_params = 3, .params = {P_FBITWIDTH, P_IWIDTH("output_bitwidth"), P_FLAT}, .n_ports = 2, \
        .ports = {FCH("ins", HS_IN, "bitwidth", HS_X_E),                                           \
                  ICH("outs", HS_OUT, "output_bitwidth", HS_X_E)},                                 \
        .valid_rule = HS_VALID_FROM_VALIDS                                                         \
    }

const hs_unit_info hs_catalog_fmisc[] = {
    FUNARY("negf", "float negation (sign bit flipped, NaN payload kept, as IEEE negate)"),
    FUNARY("absf", "float absolute value (sign bit cleared, NaN payload kept, as IEEE abs)"),
    {.name = "handshake.cmpf",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_cmpf,
     .summary = "float comparison, i1 result (every arith.cmpf predicate)",
     .rule_id = "cmpf_types",
     .rule_text = "lhs and rhs have the same float type; result is i1; all three carry the same "
                  "extra signals",
     .n_params = 5,
     .params = {P_FBITWIDTH,
                P_IS_DOUBLE,
                {"predicate", HS_P_ENUM, true, 0, 0, 0, cmpf_predicates, "comparison predicate"},
                P_FLAT,
                P_FPU},
     .n_ports = 3,
     .ports = {FCH("lhs", HS_IN, "bitwidth", HS_X_E), FCH("rhs", HS_IN, "bitwidth", HS_X_E),
               BIT("result", HS_OUT, HS_X_E)},
     .merge_down = HS_MERGE_DOWN_JOIN},
    FBINARY("maximumf", "float maximum (NaN propagates as the canonical NaN; -0 < +0)"),
    FBINARY("minimumf", "float minimum (NaN propagates as the canonical NaN; -0 < +0)"),
    FCONV("extf", "float widening (exact)", 32, 64, hs_build_extf),
    FCONV("truncf", "float narrowing (round to nearest even; subnormals; overflow to inf)", 64, 32,
          hs_build_truncf),
    ITOF("sitofp", "signed integer to float (round to nearest even)"),
    ITOF("uitofp", "unsigned integer to float (round to nearest even)"),
    FTOI("fptosi", "float to signed integer (toward zero, saturating; NaN gives 0)"),
    FTOI("fptoui", "float to unsigned integer (toward zero, saturating; NaN gives 0)"),
    {.name = NULL},
};
