/* Catalog family: integer division and absolute value. One row per unit; see catalog_rows.h for the
 * shorthands. Division by zero and INT_MIN / -1 follow RISC-V (docs/floating-point.md). */
#include "catalog_families.h"
#include "catalog_rows.h"

/* The generators of this family's rows (generators/ops/op_*.c). */
HS_GENERATOR(hs_build_absi);
HS_GENERATOR(hs_build_div);

#define P_DWIDTH P_INT("bitwidth", true, 0, 1, 64, "data width in bits (1 to 64)")
#define P_DLAT P_INT("latency", false, 0, 0, HS_MAX_LATENCY, "pipeline stages (0: combinational)")

#define DIV(op, what)                                                                              \
    {                                                                                              \
        .build = hs_build_div, .name = "handshake." op, .summary = what, .rule_id = "same_type",   \
        .rule_text = "lhs, rhs and result all have the same integer type", .n_params = 2,          \
        .params = {P_DWIDTH, P_DLAT}, .n_ports = 3,                                                \
        .ports = {ICH("lhs", HS_IN, "bitwidth", HS_X_E), ICH("rhs", HS_IN, "bitwidth", HS_X_E),    \
                  ICH("result", HS_OUT, "bitwidth", HS_X_E)},                                      \
        .merge_down = HS_MERGE_DOWN_JOIN, .valid_rule = HS_VALID_FROM_VALIDS                       \
    }

const hs_unit_info hs_catalog_div[] = {
    DIV("divsi", "signed division toward zero (x / 0 = -1; INT_MIN / -1 = INT_MIN)"),
    DIV("divui", "unsigned division (x / 0 = all ones)"),
    DIV("remsi", "signed remainder, sign of the dividend (x % 0 = x; INT_MIN % -1 = 0)"),
    DIV("remui", "unsigned remainder (x % 0 = x)"),
    {.name = "handshake.absi",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_absi,
     .summary = "integer absolute value (abs(INT_MIN) = INT_MIN)",
     .rule_id = "same_type",
     .rule_text = "ins and outs have the same integer type",
     .n_params = 2,
     .params = {P_DWIDTH, P_DLAT},
     .n_ports = 2,
     .ports = {ICH("ins", HS_IN, "bitwidth", HS_X_E), ICH("outs", HS_OUT, "bitwidth", HS_X_E)}},
    {.name = NULL},
};
