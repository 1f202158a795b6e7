/* Generates the formal proof jobs of the HDL test matrix (tests/hdl/matrix.c):
 *   fv_gen OUTDIR [--quick] [--width W] [--case NAME]...
 * For every selected case it writes OUTDIR/<case>/unit.v (the generated Verilog),
 * OUTDIR/<case>/fv_top.sv (the harness, fv_harness.c) and one line per property to
 * OUTDIR/jobs.txt: case, unit, property, expected result (pass, or fail where the
 * unit's definition breaks it), BMC depth, induction depth, capacity, bound.
 * Selection: every unit line and extra-signal set of the matrix, each at its
 * smallest width (--width W: at W where the line has it); --quick keeps a few units at
 * small depths (the ctest); --case names cases. Cases the harness cannot drive are listed in
 * OUTDIR/skipped.txt with the reason. Exit status 1 when a case fails to generate. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fv_harness.h"
#include "hs_gen.h"
#include "matrix.h"
#include "sim_adapt.h"

/* The fast subset `make test` proves (formal.quick). */
static const char *const quick_cases[] = {"addi_l2_w8_spec_tag", "buffer_fdv2_w8_spec",
                                          "lazy_fork_s2_w8_none", "mux_s3_w8_spec", NULL};

/* The matrix name without its width part: cases that differ only in width. */
static void width_key(const hdl_case *c, char *key, size_t cap)
{
    char w[16];
    snprintf(w, sizeof w, "_w%u_", c->width);
    const char *p = c->width ? strstr(c->name, w) : NULL;
    if (!p)
        snprintf(key, cap, "%s", c->name);
    else
        snprintf(key, cap, "%.*s_%s", (int)(p - c->name), c->name, p + strlen(w));
}

/* The width each unit line is proven at (--width; 0: the matrix's smallest). */
static unsigned pref_width;

/* Whether case i is the representative of its width group: the preferred width, else
 * the smallest the line has. */
static bool representative(size_t i, const hdl_case *c)
{
    unsigned pref = pref_width;
    char key[HS_IDENT_MAX + 8], other[HS_IDENT_MAX + 8];
    width_key(c, key, sizeof key);
    for (size_t j = 0; j < hdl_matrix_count(); j++) {
        hdl_case d;
        if (j == i)
            continue;
        hdl_matrix_case(j, &d);
        width_key(&d, other, sizeof other);
        if (strcmp(key, other))
            continue;
        if ((pref && d.width == pref) || (c->width != pref && d.width < c->width))
            return false;
    }
    return true;
}

/* Whether the case was asked for. */
static bool selected(size_t i, const hdl_case *c, bool quick, char **only, int n_only)
{
    if (n_only) {
        for (int k = 0; k < n_only; k++)
            if (!strcmp(only[k], c->name))
                return true;
        return false;
    }
    if (quick) {
        for (int k = 0; quick_cases[k]; k++)
            if (!strcmp(quick_cases[k], c->name))
                return true;
        return false;
    }
    return representative(i, c);
}

/* The channels of a unit: sim_adapt's, with raw ports (part ports, memory buses)
 * left out: they carry no handshake and stay free inputs of the harness. */
static int adapt(const hs_unit *u, const hs_config *cfg, sim_unit *su, char *why, size_t cap)
{
    memset(su, 0, sizeof *su);
    const char *bare = u->info->name + (strncmp(u->info->name, "handshake.", 10) ? 0 : 10);
    snprintf(su->unit, sizeof su->unit, "%s", bare);
    snprintf(su->entity, sizeof su->entity, "%s", u->name);
    for (int i = 0; i < u->info->n_params; i++) {
        const hs_param_info *pi = &u->info->params[i];
        if (pi->kind == HS_P_SIGNAL)
            sim_unit_add_param(su, pi->name, u->signal.width, u->signal.name);
        else
            sim_unit_add_param(su, pi->name, u->param[i],
                               pi->kind == HS_P_ENUM ? hs_unit_param_text(u, pi->name) : NULL);
    }
    for (int i = 0; i < u->info->n_ports; i++) {
        sim_port p;
        if (!u->port[i].present || u->port[i].type.kind == HS_T_RAW)
            continue;
        if (sim_adapt_port(u, i, cfg, &p, why, cap))
            return -1;
        if (sim_unit_add_port(su, &p) < 0) {
            snprintf(why, cap, "more than %d channels", SIM_MAX_CHANS);
            return -1;
        }
    }
    return 0;
}

/* mkdir that accepts an existing directory. */
static int make_dir(const char *path)
{
    if (mkdir(path, 0777) && errno != EEXIST) {
        fprintf(stderr, "fv_gen: cannot create %s: %s\n", path, strerror(errno));
        return -1;
    }
    return 0;
}

/* Writes the generated files of a unit, concatenated, to dir/unit.v. */
static int write_unit(const char *dir, const hs_gen_result *r)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/unit.v", dir);
    FILE *f = fopen(path, "w");
    if (!f)
        return -1;
    for (int k = 0; k < r->n_files; k++)
        fwrite(r->files[k].content, 1, r->files[k].len, f);
    return fclose(f);
}

/* One job line per property the harness defines. Induction runs for persistence, and
 * for conservation of units without storage (with storage it needs invariants the
 * harness does not have: it never closes). */
static void write_jobs(FILE *jf, const hdl_case *c, const fv_plan *p, bool quick)
{
    int d = 2 * p->cap + 6;
    d = d < 8 ? 8 : d > 16 ? 16 : d;
    int ind = d;
    if (quick)
        d = ind = 8;
    const char *props[] = {"persist", "conserve", "extras", "live", "up"};
    bool has[] = {true, p->conserve, p->extras, p->live, p->up};
    for (int k = 0; k < 5; k++)
        if (has[k])
            fprintf(jf, "%s %s %s %s %d %d %d %d\n", c->name, c->unit + strlen("handshake."),
                    props[k], k == 0 && p->persist_fails ? "fail" : "pass",
                    k == 3 ? p->bound + 6 : d,
                    k == 0 || k == 4 || (k == 1 && p->cap == 0) ? ind : 0, p->cap, p->bound);
}

/* Prepares one case: unit, harness, jobs. Returns 0, 1 (skipped) or -1. */
static int prepare(const hdl_case *c, const hs_config *cfg, const char *out, FILE *jf, FILE *sf,
                   bool quick)
{
    hs_diag d;
    hs_unit *u = hs_unit_new();
    hs_gen_result r;
    int rc = -1;
    if (hdl_matrix_resolve(c, HS_HDL_VERILOG, cfg, u, &d) ||
        hs_generate(u, HS_HDL_VERILOG, &r, &d)) {
        if (strstr(d.message, "no generator")) {
            fprintf(sf, "%s: %s\n", c->name, d.message);
            rc = 1;
        } else {
            fprintf(stderr, "fv_gen: %s: %s\n", c->name, d.message);
        }
        hs_unit_free(u);
        return rc;
    }
    char dir[4200], path[4300], why[256] = "";
    snprintf(dir, sizeof dir, "%s/%s", out, c->name);
    sim_unit *su = calloc(1, sizeof *su);
    hs_unit_build_fn build = u->info->build;
    hw_design *des = hw_design_new();
    FILE *f = NULL;
    if (!su || !build || build(des, u, &d)) {
        fprintf(stderr, "fv_gen: %s: cannot build the design\n", c->name);
    } else if (adapt(u, cfg, su, why, sizeof why)) {
        fprintf(sf, "%s: %s\n", c->name, why);
        rc = 1;
    } else if (make_dir(dir) == 0 && write_unit(dir, &r) == 0) {
        snprintf(path, sizeof path, "%s/fv_top.sv", dir);
        f = fopen(path, "w");
        fv_plan plan;
        const hw_module *m = hw_design_module(des, hw_design_n_modules(des) - 1);
        if (f && fv_harness_print(f, m, su, fv_sem_find(su->unit), &plan, why, sizeof why) == 0) {
            write_jobs(jf, c, &plan, quick);
            if (!fv_sem_find(su->unit))
                fprintf(sf, "%s: no token model (tests/formal/fv_sem.c): persistence only\n",
                        c->name);
            rc = 0;
        } else {
            fprintf(stderr, "fv_gen: %s: harness: %s\n", c->name, why);
        }
    }
    if (f)
        fclose(f);
    hw_design_free(des);
    free(su);
    hs_gen_result_free(&r);
    hs_unit_free(u);
    return rc;
}

/* fv_gen OUTDIR [--quick] [--case NAME]... */
int main(int argc, char **argv)
{
    bool quick = false;
    char *only[64];
    int n_only = 0;
    const char *out = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--quick"))
            quick = true;
        else if (!strcmp(argv[i], "--width") && i + 1 < argc)
            pref_width = (unsigned)atoi(argv[++i]);
        else if (!strcmp(argv[i], "--case") && i + 1 < argc && n_only < 64)
            only[n_only++] = argv[++i];
        else if (argv[i][0] != '-' && !out)
            out = argv[i];
        else {
            fprintf(stderr, "usage: fv_gen OUTDIR [--quick] [--width W] [--case NAME]...\n");
            return 2;
        }
    }
    if (!out) {
        fprintf(stderr, "usage: fv_gen OUTDIR [--quick] [--width W] [--case NAME]...\n");
        return 2;
    }
    static hs_config cfg;
    hs_diag d;
    if (make_dir(out) || hdl_matrix_config(&cfg, &d))
        return 1;
    char path[4200];
    snprintf(path, sizeof path, "%s/jobs.txt", out);
    FILE *jf = fopen(path, "w");
    snprintf(path, sizeof path, "%s/skipped.txt", out);
    FILE *sf = fopen(path, "w");
    if (!jf || !sf)
        return 1;
    int failed = 0, n = 0, skipped = 0;
    for (size_t i = 0; i < hdl_matrix_count(); i++) {
        hdl_case c;
        hdl_matrix_case(i, &c);
        if (!selected(i, &c, quick, only, n_only))
            continue;
        int rc = prepare(&c, &cfg, out, jf, sf, quick);
        failed |= rc < 0;
        n += rc == 0;
        skipped += rc == 1;
    }
    fclose(jf);
    fclose(sf);
    hs_config_free(&cfg);
    printf("fv_gen: %d cases prepared, %d skipped (%s/skipped.txt)\n", n, skipped, out);
    return failed;
}
