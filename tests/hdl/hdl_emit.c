/* Writes every case of the HDL test matrix (matrix.h) to disk for the HDL tools:
 *   hdl_emit OUTDIR        -> OUTDIR/vhdl/<entity>.vhd (+ types.vhd),
 *                             OUTDIR/verilog/<entity>.v, OUTDIR/entities.txt
 * Exit status 1 (with the diagnostic) when any case fails to resolve or generate. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "matrix.h"

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

static int make_dir(const char *path)
{
    if (mkdir(path, 0777) && errno != EEXIST) {
        fprintf(stderr, "hdl_emit: cannot create %s: %s\n", path, strerror(errno));
        return -1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: hdl_emit OUTDIR\n");
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
        }
        fprintf(lf, "%s\n", c.name);
    }
    fclose(lf);
    hs_unit_free(u);
    hs_config_free(&cfg);
    return failed;
}
