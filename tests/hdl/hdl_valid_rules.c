/* What the circuits' cycle check (generators/circuits/mlir_cycles.c) is told of each
 * catalog unit, next to the unit's generated Verilog, for check_valid_rules.py to
 * compare with what the hardware does:
 *   hdl_valid_rules OUTDIR -> OUTDIR/<entity>.v (the unit and its support modules) and
 *                             OUTDIR/units.txt, a line per design:
 *                             "<unit> <entity>|- <valid_rule> <why not checked>|-"
 * Every line of the HDL matrix (matrix.h: each configuration of parameters a unit is
 * tested in) gives one design, at width 8 with the `spec` extra signal where the line
 * has one, at the unit's smallest latency (0: combinational; a pipelined unit's valid
 * comes from a register whatever the row says). A unit whose row makes the check look
 * no further (registered, registered_data) or that the matrix lacks has one line saying
 * why it is not checked. Exit status 1 when a case fails to generate. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "matrix.h"

/* The hs_valid_rule values as check_valid_rules.py reads them. */
static const char *rule_name(int r)
{
    static const char *const names[] = {"from_data", "from_valids", "any_input", "always",
                                        "of_input"};
    return r >= 0 && r < (int)(sizeof(names) / sizeof(names[0])) ? names[r] : "unknown";
}

/* The line of the matrix a case comes from (its name without the width and the extra
 * signals: "buffer_dv" of "buffer_dv_w8_spec"), into key. */
static void line_of(const hdl_case *c, char *key, size_t cap)
{
    snprintf(key, cap, "%s", c->name);
    size_t n = strlen(key), x = strlen(c->extras_id);
    if (n > x + 1 && key[n - x - 1] == '_' && strcmp(key + n - x, c->extras_id) == 0)
        key[n -= x + 1] = '\0';
    char w[16];
    int k = snprintf(w, sizeof(w), "_w%u", c->width);
    if (n > (size_t)k && strcmp(key + n - (size_t)k, w) == 0)
        key[n - (size_t)k] = '\0';
}

/* The case of each line of the matrix (width 8 and spec preferred), by index into
 * picked[]; returns how many. */
static size_t pick_cases(size_t *picked, int *score)
{
    size_t n = 0;
    for (size_t i = 0; i < hdl_matrix_count(); i++) {
        hdl_case c, o;
        char key[HS_IDENT_MAX], other[HS_IDENT_MAX];
        hdl_matrix_case(i, &c);
        line_of(&c, key, sizeof(key));
        int s = (c.width == 8) + 2 * (strcmp(c.extras_id, "spec") == 0);
        size_t j = 0;
        for (; j < n; j++) {
            hdl_matrix_case(picked[j], &o);
            line_of(&o, other, sizeof(other));
            if (strcmp(o.unit, c.unit) == 0 && strcmp(key, other) == 0)
                break;
        }
        if (j == n || s > score[j]) {
            picked[j] = i;
            score[j] = s;
            n += j == n;
        }
    }
    return n;
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

/* One case of a unit: its design written, its line in the list. Returns 0 or 1. */
static int one_case(const char *dir, FILE *list, const hs_unit_info *info, hdl_case c,
                    const hs_config *cfg, hs_unit *u)
{
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

/* One unit: a line per case of each of its matrix lines, or one saying why none. */
static int one_unit(const char *dir, FILE *list, const hs_unit_info *info, const size_t *picked,
                    size_t n_picked, const hs_config *cfg, hs_unit *u)
{
    const char *skip = info->registered        ? "registered"
                       : info->registered_data ? "registered_data"
                                               : NULL;
    int failed = 0, cases = 0;
    for (size_t j = 0; !skip && j < n_picked; j++) {
        hdl_case c;
        hdl_matrix_case(picked[j], &c);
        if (strcmp(c.unit, info->name) == 0) {
            failed |= one_case(dir, list, info, c, cfg, u);
            cases++;
        }
    }
    if (skip || !cases)
        fprintf(list, "%s - %s %s\n", info->name, rule_name(info->valid_rule),
                skip ? skip : "not_in_the_matrix");
    return failed;
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
    size_t *picked = malloc(sizeof(*picked) * (hdl_matrix_count() + 1));
    int *score = malloc(sizeof(*score) * (hdl_matrix_count() + 1));
    int failed = !list || !u || !picked || !score;
    size_t n_picked = failed ? 0 : pick_cases(picked, score);
    for (int i = 0; !failed && i < hs_catalog_count(); i++)
        failed |= one_unit(argv[1], list, hs_catalog_at(i), picked, n_picked, &cfg, u);
    free(picked);
    free(score);
    hs_unit_free(u);
    hs_config_free(&cfg);
    if (list && fclose(list))
        failed = 1;
    return failed;
}
