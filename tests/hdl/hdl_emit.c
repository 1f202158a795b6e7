/* Writes every case of the HDL test matrix (matrix.h) to disk for the HDL tools:
 *   hdl_emit OUTDIR        -> OUTDIR/vhdl/<entity>.vhd (+ types.vhd),
 *                             OUTDIR/verilog/<entity>.v, OUTDIR/entities.txt,
 *                             OUTDIR/vhdl/elab_all_<k>.vhd + OUTDIR/elab.txt
 * The elab_all_<k> entities instantiate up to ELAB_BATCH units each (inputs tied to
 * zero, outputs open), so GHDL elaborates the whole matrix in a few calls.
 *   hdl_emit --check       -> generates every case in memory and checks what needs no
 *                             tool: header, entity/module name, determinism,
 *                             balanced lint pragmas (a `unit` test, run under ASan)
 * Exit status 1 (with the diagnostic) when any case fails to resolve or generate. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "matrix.h"

/* Writes one generated file into dir. */
static int write_file(const char *dir, const hs_file *f)
{
    char path[4096];
    snprintf(path, sizeof(path), "%s/%s", dir, f->name);
    FILE *fp = fopen(path, "w");
    if (!fp || fwrite(f->content, 1, f->len, fp) != f->len) {
        fprintf(stderr, "hdl_emit: cannot write %s: %s\n", path, strerror(errno));
        if (fp)
            fclose(fp);
        return -1;
    }
    return fclose(fp);
}

#define ELAB_BATCH 64

/* One instance line of the elaboration wrapper: ports from the unit's design. */
static int wrap_instance(FILE *f, const hs_unit *u, size_t n, hs_diag *d)
{
    const hs_generator *gen = hs_generator_find(u->info->name);
    if (!gen)
        return -1;
    hw_design *des = hw_design_new();
    int rc = gen->build(des, u, d);
    if (rc) {
        hw_design_free(des);
        return rc;
    }
    const hw_module *m = hw_design_module(des, hw_design_n_modules(des) - 1);
    fprintf(f, "  u%zu : entity work.%s port map (", n, hw_module_name(m));
    bool first = true;
    for (size_t i = 0; i < hw_module_n_signals(m); i++) {
        const hw_signal *s = hw_module_signal(m, (hw_sig_id)i);
        if (s->kind != HW_SIG_IN && s->kind != HW_SIG_OUT)
            continue;
        const char *actual = s->kind == HW_SIG_OUT     ? "open"
                             : s->ptype == HW_PT_BIT   ? "'0'"
                             : s->ptype == HW_PT_ARRAY ? "(others => (others => '0'))"
                                                       : "(others => '0')";
        fprintf(f, "%s%s => %s", first ? "" : ", ", s->name, actual);
        first = false;
    }
    fprintf(f, ");\n");
    hw_design_free(des);
    return 0;
}

/* Starts or ends elab_all_<k>.vhd. */
static FILE *wrap_open(const char *dir, size_t k, FILE *list)
{
    char path[4200];
    snprintf(path, sizeof(path), "%s/elab_all_%zu.vhd", dir, k);
    FILE *f = fopen(path, "w");
    if (!f)
        return NULL;
    fprintf(f,
            "library ieee;\nuse ieee.std_logic_1164.all;\nuse work.types.all;\n\n"
            "entity elab_all_%zu is\nend entity;\n\narchitecture arch of elab_all_%zu is\n"
            "begin\n",
            k, k);
    fprintf(list, "elab_all_%zu\n", k);
    return f;
}

/* Ends the current wrapper file. */
static void wrap_close(FILE *f)
{
    if (f) {
        fprintf(f, "end architecture;\n");
        fclose(f);
    }
}

/* mkdir that accepts an existing directory. */
static int make_dir(const char *path)
{
    if (mkdir(path, 0777) && errno != EEXIST) {
        fprintf(stderr, "hdl_emit: cannot create %s: %s\n", path, strerror(errno));
        return -1;
    }
    return 0;
}

/* Occurrences of s in text (lint pragma balance). */
static size_t count(const char *text, const char *s)
{
    size_t n = 0;
    for (const char *p = strstr(text, s); p; p = strstr(p + 1, s))
        n++;
    return n;
}

/* The tool-free checks of one generated file; prints what is wrong. */
static int check_file(const hdl_case *c, const hs_unit *u, hs_hdl hdl, const hs_gen_result *r,
                      const hs_gen_result *again)
{
    const char *t = r->files[0].content;
    char want[256];
    int bad = 0;
    snprintf(want, sizeof(want), hdl == HS_HDL_VHDL ? "entity %s is\n" : "module %s (\n", c->name);
    bad |= strstr(t, want) == NULL;
    snprintf(want, sizeof(want), "%s signature: %s\n", hdl == HS_HDL_VHDL ? "--" : "//",
             u->signature);
    bad |= strstr(t, want) == NULL;
    bad |= strncmp(t, hdl == HS_HDL_VHDL ? "-- " : "// ", 3) != 0;
    bad |= count(t, "lint_off") != count(t, "lint_on");
    bad |= again->n_files != r->n_files;
    for (int k = 0; !bad && k < r->n_files; k++)
        bad |= strcmp(again->files[k].content, r->files[k].content) != 0;
    if (bad)
        fprintf(stderr, "hdl_emit --check: %s (%s): header, name, pragmas or determinism\n",
                c->name, hs_hdl_name(hdl));
    return bad;
}

/* hdl_emit --check */
static int check_all(void)
{
    static hs_config cfg;
    hs_diag d;
    if (hdl_matrix_config(&cfg, &d))
        return 1;
    hs_unit *u = hs_unit_new();
    int failed = 0;
    size_t n = hdl_matrix_count();
    for (size_t i = 0; i < n; i++) {
        hdl_case c;
        hdl_matrix_case(i, &c);
        for (int h = 0; h < 2; h++) {
            hs_hdl hdl = h ? HS_HDL_VERILOG : HS_HDL_VHDL;
            hs_gen_result r, again;
            if (hdl_matrix_resolve(&c, hdl, &cfg, u, &d) || hs_generate(u, hdl, &r, &d)) {
                fprintf(stderr, "hdl_emit --check: %s (%s): %s\n", c.name, hs_hdl_name(hdl),
                        d.message);
                failed = 1;
                continue;
            }
            if (hs_generate(u, hdl, &again, &d)) {
                failed = 1;
            } else {
                failed |= check_file(&c, u, hdl, &r, &again);
                hs_gen_result_free(&again);
            }
            hs_gen_result_free(&r);
        }
    }
    hs_unit_free(u);
    hs_config_free(&cfg);
    if (!failed)
        printf("hdl_emit --check: %zu cases in both HDLs\n", n);
    return failed;
}

/* hdl_emit OUTDIR | hdl_emit --check */
int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--check") == 0)
        return check_all();
    if (argc != 2) {
        fprintf(stderr, "usage: hdl_emit OUTDIR | hdl_emit --check\n");
        return 2;
    }
    char dirs[2][4096];
    snprintf(dirs[0], sizeof(dirs[0]), "%s/vhdl", argv[1]);
    snprintf(dirs[1], sizeof(dirs[1]), "%s/verilog", argv[1]);
    if (make_dir(argv[1]) || make_dir(dirs[0]) || make_dir(dirs[1]))
        return 1;
    char list[4096];
    snprintf(list, sizeof(list), "%s/entities.txt", argv[1]);
    FILE *lf = fopen(list, "w");
    if (!lf)
        return 1;
    static hs_config cfg;
    hs_diag d;
    if (hdl_matrix_config(&cfg, &d)) {
        fprintf(stderr, "hdl_emit: configuration: %s\n", d.message);
        return 1;
    }
    /* the support package, always: the compile scripts analyse it first */
    const char *pkg = hs_vhdl_types_package();
    hs_file types = {.name = "types.vhd", .content = (char *)pkg, .len = strlen(pkg)};
    if (write_file(dirs[0], &types))
        return 1;
    snprintf(list, sizeof(list), "%s/elab.txt", argv[1]);
    FILE *ef = fopen(list, "w");
    if (!ef)
        return 1;
    FILE *wf = NULL;
    size_t n_wrapped = 0;
    hs_unit *u = hs_unit_new();
    int failed = 0;
    for (size_t i = 0; i < hdl_matrix_count(); i++) {
        hdl_case c;
        hdl_matrix_case(i, &c);
        for (int h = 0; h < 2; h++) {
            hs_gen_result r;
            hs_hdl hdl = h ? HS_HDL_VERILOG : HS_HDL_VHDL;
            if (hdl_matrix_resolve(&c, hdl, &cfg, u, &d) || hs_generate(u, hdl, &r, &d)) {
                fprintf(stderr, "hdl_emit: %s (%s): %s\n", c.name, hs_hdl_name(hdl), d.message);
                failed = 1;
                continue;
            }
            for (int k = 0; k < r.n_files; k++)
                if (write_file(dirs[h], &r.files[k]))
                    failed = 1;
            hs_gen_result_free(&r);
            if (hdl != HS_HDL_VHDL)
                continue;
            if (n_wrapped % ELAB_BATCH == 0) {
                wrap_close(wf);
                wf = wrap_open(dirs[0], n_wrapped / ELAB_BATCH, ef);
            }
            if (!wf || wrap_instance(wf, u, n_wrapped++, &d)) {
                fprintf(stderr, "hdl_emit: %s: elaboration wrapper failed\n", c.name);
                failed = 1;
            }
        }
        fprintf(lf, "%s\n", c.name);
    }
    fclose(lf);
    wrap_close(wf);
    fclose(ef);
    hs_unit_free(u);
    hs_config_free(&cfg);
    return failed;
}
