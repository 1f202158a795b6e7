/* What the circuits' cycle check (generators/circuits/mlir_cycles.c) is told of each
 * catalog unit, next to the unit's generated Verilog, for check_valid_rules.py to
 * compare with what the hardware does:
 *   hdl_valid_rules OUTDIR -> OUTDIR/<entity>.v (the unit and its support modules) and
 *                             OUTDIR/units.txt, a line per catalog unit:
 *                             "<unit> <entity>|- <valid_rule> <why not checked>|-"
 * A unit is generated from its line of the HDL matrix (matrix.h) at width 8 with the
 * `spec` extra signal where it has one, its smallest latency (0: combinational; a
 * pipelined unit's valid comes from a register whatever the row says). A unit whose row makes the
 * check look no further (registered, registered_data) or that the matrix lacks is listed with why
 * it is not checked. Exit status 1 when a case fails to generate. */
#include <stdio.h>
#include <string.h>

#include "matrix.h"

/* The hs_valid_rule values as check_valid_rules.py reads them. */
static const char *rule_name(int r)
{
    static const char *const names[] = {"from_data", "from_valids", "any_input", "always",
                                        "of_input"};
    return r >= 0 && r < (int)(sizeof(names) / sizeof(names[0])) ? names[r] : "unknown";
}

/* The matrix case of unit `name` to check: width 8 and spec preferred. False when
 * the matrix has none. */
static bool pick_case(const char *name, hdl_case *out)
{
    int best = -1;
    for (size_t i = 0; i < hdl_matrix_count(); i++) {
        hdl_case c;
        hdl_matrix_case(i, &c);
        if (strcmp(c.unit, name) != 0)
            continue;
        int score = (c.width == 8) + 2 * (strcmp(c.extras_id, "spec") == 0);
        if (score > best) {
            best = score;
            *out = c;
        }
    }
    return best >= 0;
}

/* Writes every file of a generation, one after the other, to path. */
static int write_design(const char *path, const hs_gen_result *r)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return -1;
    for (int i = 0; i < r->n_files; i++)
        fwrite(r->files[i].content, 1, r->files[i].len, f);
    return fclose(f);
}

/* One unit: its design written, its line in the list. Returns 0 or 1 (failed). */
static int one_unit(const char *dir, FILE *list, const hs_unit_info *info, const hs_config *cfg,
                    hs_unit *u)
{
    hdl_case c;
    const char *skip = info->registered             ? "registered"
                       : info->registered_data      ? "registered_data"
                       : !pick_case(info->name, &c) ? "not_in_the_matrix"
                                                    : NULL;
    if (skip) {
        fprintf(list, "%s - %s %s\n", info->name, rule_name(info->valid_rule), skip);
        return 0;
    }
    int lat = hs_param_index(info, "latency");
    for (int p = 0; lat >= 0 && p < c.n_params; p++)
        if (strcmp(c.param_key[p], "latency") == 0)
            snprintf(c.param_val[p], sizeof(c.param_val[p]), "%lld",
                     (long long)info->params[lat].min);
    hs_diag d;
    hs_gen_result r;
    if (hdl_matrix_resolve(&c, HS_HDL_VERILOG, cfg, u, &d) ||
        hs_generate(u, HS_HDL_VERILOG, &r, &d)) {
        fprintf(stderr, "hdl_valid_rules: %s: %s\n", c.name, d.message);
        return 1;
    }
    char path[4200];
    snprintf(path, sizeof(path), "%s/%s.v", dir, r.module);
    int rc = write_design(path, &r);
    if (rc)
        fprintf(stderr, "hdl_valid_rules: cannot write %s\n", path);
    else
        fprintf(list, "%s %s %s -\n", info->name, r.module, rule_name(info->valid_rule));
    hs_gen_result_free(&r);
    return rc ? 1 : 0;
}

int main(int argc, char **argv)
{
    static hs_config cfg;
    hs_diag d;
    if (argc != 2) {
        fprintf(stderr, "usage: hdl_valid_rules OUTDIR\n");
        return 2;
    }
    if (hdl_matrix_config(&cfg, &d)) {
        fprintf(stderr, "hdl_valid_rules: %s\n", d.message);
        return 1;
    }
    char path[4200];
    snprintf(path, sizeof(path), "%s/units.txt", argv[1]);
    FILE *list = fopen(path, "w");
    hs_unit *u = hs_unit_new();
    int failed = !list || !u;
    for (int i = 0; !failed && i < hs_catalog_count(); i++)
        failed |= one_unit(argv[1], list, hs_catalog_at(i), &cfg, u);
    hs_unit_free(u);
    hs_config_free(&cfg);
    if (list && fclose(list))
        failed = 1;
    return failed;
}
