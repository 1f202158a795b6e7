/* One case's unit generated and written: its files, testbench and trace paths. Apart
 * from the rest of a case (sim_case.c) so the units simulated in pairs or round trips
 * (sim_mem_pair.c, sim_round_trip.c), which a case prepares, do not depend on it. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hs_gen.h"
#include "model.h"
#include "sim_adapt.h"
#include "sim_case.h"
#include "sim_stim.h"
#include "sim_trace.h"
#include "tb.h"

static const char *const hdl_dir[HS_HDL_COUNT] = {"vhdl", "verilog"};
static const char *const hdl_label[HS_HDL_COUNT] = {"VHDL", "Verilog"};

/* Writes text to dir/rel; a write failure fails the case rather than the run. */
int sim_case_write(const char *dir, const char *rel, const char *text, size_t len)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, rel);
    FILE *f = fopen(path, "w");
    if (!f)
        return -1;
    size_t w = fwrite(text, 1, len, f);
    return (fclose(f) == 0 && w == len) ? 0 : -1;
}

/* The testbench file of a case: vhdl/tb_<entity>.vhd, verilog/tb_<entity>.v. */
void sim_case_tb_path(const sim_case *c, hs_hdl h, char *buf, size_t cap)
{
    snprintf(buf, cap, "%s/tb_%s.%s", hdl_dir[h], c->hc.name, h == HS_HDL_VHDL ? "vhd" : "v");
}

/* The trace a testbench writes, relative to the simulator's working directory. */
void sim_case_trace_path(const sim_case *c, hs_hdl h, char *buf, size_t cap)
{
    snprintf(buf, cap, "traces/%s.%s.txt", c->hc.name, h == HS_HDL_VHDL ? "vhdl" : "v");
}

/* The matrix's resolution for its cases (hc: the case's own, or one unit of a round
 * trip); ad-hoc cases with port types build their request here (ports form, plus any
 * parameters given). */
static int resolve(const sim_case *c, const hdl_case *hc, hs_hdl h, const hs_config *cfg,
                   hs_unit *u, hs_diag *d)
{
    if (c->n_port_types == 0)
        return hdl_matrix_resolve(hc, h, cfg, u, d);
    hs_request r;
    hs_request_init(&r, c->hc.unit);
    snprintf(r.name, sizeof r.name, "%s", c->hc.name);
    int rc = 0;
    for (int k = 0; !rc && k < c->n_port_types; k++) {
        const char *eq = strchr(c->port_types[k], '=');
        char port[64];
        if (!eq)
            return hs_fail(d, HS_E_PORT, "port type '%s' is not NAME=TYPE", c->port_types[k]);
        snprintf(port, sizeof port, "%.*s", (int)(eq - c->port_types[k]), c->port_types[k]);
        rc = hs_request_add_port(&r, port, eq + 1, d);
    }
    for (int k = 0; !rc && k < c->hc.n_params; k++)
        rc = hs_request_add_param(&r, c->hc.param_key[k], c->hc.param_val[k], d);
    if (!rc)
        rc = hs_unit_resolve(&r, h, cfg, u, d);
    hs_request_free(&r);
    return rc;
}

/* A unit without a generator is skipped, unless --keep-units finds a hand-written
 * <entity>.vhd / <entity>.v in the work dir: that is how the harness and the models
 * of units not generated yet are developed. */
static int hand_written(sim_case *c, const hdl_case *hc, hs_hdl h, const char *dir, bool keep)
{
    char rel[512], path[4096];
    snprintf(rel, sizeof rel, "%s/%s.%s", hdl_dir[h], hc->name, h == HS_HDL_VHDL ? "vhd" : "v");
    snprintf(path, sizeof path, "%s/%s", dir, rel);
    if (!keep || access(path, F_OK) != 0) {
        sim_buf_printf(&c->report, "    skipped: no generator\n");
        c->state = CASE_SKIP;
        return -1;
    }
    c->files[h][c->n_files[h]++] = strdup(rel);
    return 0;
}

/* Resolves and generates the unit hc (the case's own or one of its round trip) in
 * one HDL and writes its files (the VHDL types package is written once per group by
 * the batch, so it is not recorded here). */
int sim_case_generate(sim_case *c, const hdl_case *hc, const hs_config *cfg, hs_hdl h,
                      const char *dir, hs_unit *u, bool keep)
{
    hs_diag d;
    hs_diag_clear(&d);
    if (resolve(c, hc, h, cfg, u, &d)) {
        sim_buf_printf(&c->report, "    request does not resolve (%s): %s\n", hdl_label[h],
                       d.message);
        c->state = CASE_FAIL;
        return -1;
    }
    if (!u->info->build)
        return hand_written(c, hc, h, dir, keep);
    hs_gen_result r;
    if (hs_generate(u, h, &r, &d)) {
        sim_buf_printf(&c->report, "    generation failed (%s): %s\n", hdl_label[h], d.message);
        c->state = CASE_FAIL;
        return -1;
    }
    int rc = 0;
    for (int k = 0; k < r.n_files && !rc; k++) {
        if (!strcmp(r.files[k].name, "types.vhd"))
            continue;
        char rel[512];
        snprintf(rel, sizeof rel, "%s/%s", hdl_dir[h], r.files[k].name);
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, rel);
        bool kept = keep && access(path, F_OK) == 0;
        if ((!kept && sim_case_write(dir, rel, r.files[k].content, r.files[k].len)) ||
            c->n_files[h] >= SIM_CASE_FILES) {
            sim_buf_printf(&c->report, "    cannot write %s/%s: %s\n", dir, rel, strerror(errno));
            c->state = CASE_FAIL;
            rc = -1;
        } else {
            c->files[h][c->n_files[h]++] = strdup(rel);
        }
    }
    hs_gen_result_free(&r);
    return rc;
}
