/* Catalog family: IEEE-754 floating-point units. One row per unit; see catalog_rows.h for the
 * shorthands. */
#include <stdio.h>
#include <string.h>

#include "catalog_families.h"
#include "catalog_rows.h"

/* The generators of this family's rows (generators/ops/op_*.c). */
HS_GENERATOR(hs_build_float_arith);

/* The deepest pipeline of each arithmetic unit per format (f16, f32, f64). Up to the number
 * of the datapath's cut points the registers split its logic (docs/floating-point.md);
 * the rest, up to Dynamatic's own default latencies (addf/subf 12, mulf 4, divf 36), are
 * output stages. */
static const struct {
    const char *unit;
    int max[3];
} max_latency[] = {
    {"addf", {12, 12, 12}},
    {"subf", {12, 12, 12}},
    {"mulf", {8, 8, 8}},
    {"divf", {36, 36, 59}},
};

/* f16, f32 and f64: the binary interchange formats the units implement. */
bool hs_float_width_ok(int64_t width)
{
    return width == 16 || width == 32 || width == 64;
}

/* Looked up by bare or prefixed name, so generators and the catalog agree on one table. */
int hs_float_max_latency(const char *unit, int64_t width)
{
    const char *bare = strncmp(unit, "handshake.", 10) == 0 ? unit + 10 : unit;
    int f = width == 16 ? 0 : width == 32 ? 1 : width == 64 ? 2 : -1;
    for (size_t i = 0; f >= 0 && i < sizeof(max_latency) / sizeof(max_latency[0]); i++)
        if (strcmp(max_latency[i].unit, bare) == 0)
            return max_latency[i].max[f];
    return -1;
}

/* latency past the unit's maximum for its format: the error names both. */
static int check_float_latency(const hs_unit *u, const hs_config *cfg, hs_diag *d)
{
    (void)cfg;
    int64_t w = hs_unit_param(u, "bitwidth");
    int64_t lat = hs_unit_param(u, "latency");
    int max = hs_float_max_latency(u->info->name, w);
    if (lat <= max)
        return 0;
    hs_fail(d, HS_E_LIMIT, "%s: latency = %lld is past the maximum for f%lld (accepted: 0 to %d)",
            u->info->name, (long long)lat, (long long)w, max);
    hs_diag_where(d, "params.latency", NULL, NULL);
    return HS_E_LIMIT;
}

#define FARITH(op, what)                                                                           \
    {                                                                                              \
        .build = hs_build_float_arith, .name = "handshake." op,                                    \
        .summary = what " (IEEE-754, round to nearest even; latency 0: combinational)",            \
        .rule_id = "same_float_type",                                                              \
        .rule_text = "lhs, rhs and result all have the same type, with data f16, f32 or f64",      \
        .n_params = 2,                                                                             \
        .params = {P_INT("bitwidth", true, 32, 16, 64, "format: 16 (f16), 32 (f32) or 64 (f64)"),  \
                   P_INT("latency", false, 0, 0, HS_MAX_LATENCY,                                   \
                         "pipeline stages (0: combinational; maximum per format)")},               \
        .n_ports = 3,                                                                              \
        .ports = {FCH("lhs", HS_IN, "bitwidth", HS_X_E), FCH("rhs", HS_IN, "bitwidth", HS_X_E),    \
                  FCH("result", HS_OUT, "bitwidth", HS_X_E)},                                      \
        .merge_down = HS_MERGE_DOWN_JOIN, .check = check_float_latency,                            \
        .valid_rule = HS_VALID_FROM_VALIDS                                                         \
    }

const hs_unit_info hs_catalog_float[] = {
    FARITH("addf", "floating-point addition"),
    FARITH("subf", "floating-point subtraction lhs - rhs"),
    FARITH("mulf", "floating-point multiplication"),
    FARITH("divf", "floating-point division lhs / rhs"),
    {.name = NULL},
};
