/* Circuit mode: the generated files, the testbenches and the tool runs. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sim_case.h"
#include "sim_circuit.h"
#include "sim_tool.h"
#include "tb.h"

static const char *const hdl_dir[HS_HDL_COUNT] = {"vhdl", "verilog"};
static const char *const hdl_label[HS_HDL_COUNT] = {"VHDL", "Verilog"};

/* A fresh work directory: an old trace must never be read as a new one. With
 * --keep-units the unit files stay (hand-edited units are simulated as they are). */
static int fresh_dir(const char *dir, bool keep)
{
    const char *rm[] = {"rm", "-rf", dir, NULL};
    const char *mk[] = {"mkdir", "-p", dir, NULL};
    const char *rmt[] = {"rm", "-rf", "traces", "work_vhdl", "work_verilog", NULL};
    if ((!keep && sim_tool_run(rm, NULL, "/dev/null", 60)) ||
        sim_tool_run(mk, NULL, "/dev/null", 60) ||
        (keep && sim_tool_run(rmt, dir, "/dev/null", 60)))
        return -1;
    const char *subs[] = {"vhdl", "verilog", "traces", "work_vhdl", "work_verilog"};
    for (size_t i = 0; i < sizeof subs / sizeof *subs; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, subs[i]);
        if (mkdir(path, 0777) && errno != EEXIST)
            return -1;
    }
    return 0;
}

/* Records a file for compilation; VHDL's support package goes first, since units
 * that use it are analysed after it whatever the manifest order. */
static void add_file(sim_circuit *sc, hs_hdl h, const char *rel, bool first)
{
    int n = sc->n_files[h]++;
    if (first) {
        memmove(&sc->files[h][1], &sc->files[h][0], (size_t)n * sizeof(char *));
        n = 0;
    }
    sc->files[h][n] = strdup(rel);
}

/* hs_circuit_generate in each HDL, every file written under DIR/<hdl>/, the top
 * level last (manifest order). */
int sc_generate(sim_circuit *sc)
{
    if (fresh_dir(sc->o.dir, sc->o.keep_units)) {
        sim_buf_printf(&sc->report, "    cannot prepare %s\n", sc->o.dir);
        return -1;
    }
    for (int h = 0; h < HS_HDL_COUNT; h++) {
        hs_circuit_result r;
        hs_diag_list errs;
        memset(&r, 0, sizeof r);
        hs_diag_list_init(&errs);
        if (hs_circuit_generate(&sc->nl, &sc->cfg, (hs_hdl)h, &r, &errs)) {
            sim_buf_printf(&sc->report, "    %s generation failed: %s\n", hdl_label[h],
                           errs.n ? errs.items[0].message : "?");
            hs_circuit_result_free(&r);
            return -1;
        }
        int rc = r.n_files > SC_MAX_FILES - 2 ? -1 : 0;
        for (int k = 0; k < r.n_files && !rc; k++) {
            char rel[512];
            snprintf(rel, sizeof rel, "%s/%s", hdl_dir[h], r.names[k]);
            char path[4096];
            snprintf(path, sizeof path, "%s/%s", sc->o.dir, rel);
            if (!sc->o.keep_units || access(path, F_OK) != 0)
                rc = sim_case_write(sc->o.dir, rel, r.contents[k], r.lens[k]);
            add_file(sc, (hs_hdl)h, rel, !strcmp(r.names[k], "types.vhd"));
        }
        hs_circuit_result_free(&r);
        if (rc) {
            sim_buf_printf(&sc->report, "    cannot write the %s files under %s\n", hdl_label[h],
                           sc->o.dir);
            return -1;
        }
    }
    return 0;
}

/* The testbench of hdl h (tb.h's conventions) and the trace it writes. */
static void tb_paths(const sim_circuit *sc, hs_hdl h, char *tb, char *trace, size_t cap)
{
    snprintf(tb, cap, "%s/tb_%s.%s", hdl_dir[h], sc->nl.name, h == HS_HDL_VHDL ? "vhd" : "v");
    snprintf(trace, cap, "traces/%s.%s.txt", sc->nl.name, h == HS_HDL_VHDL ? "vhdl" : "v");
}

/* The shared testbench printers drive the top level like any unit. */
int sc_write_testbenches(sim_circuit *sc)
{
    for (int h = 0; h < HS_HDL_COUNT; h++) {
        sim_buf b = {0};
        char tb[512], trace[512], name[96];
        tb_paths(sc, (hs_hdl)h, tb, trace, sizeof tb);
        snprintf(name, sizeof name, "tb_%s", sc->nl.name);
        if (h == HS_HDL_VHDL)
            sim_tb_vhdl(&b, &sc->top, &sc->st, name, trace);
        else
            sim_tb_verilog(&b, &sc->top, &sc->st, name, trace);
        int rc = sim_case_write(sc->o.dir, tb, b.s, b.len);
        sim_buf_free(&b);
        if (rc) {
            sim_buf_printf(&sc->report, "    cannot write %s/%s\n", sc->o.dir, tb);
            return -1;
        }
    }
    return 0;
}

/* Compiles every file of the circuit and the testbench, then runs it: GHDL analyses
 * into one work library and elaborates the testbench; Icarus compiles all, vvp runs. */
void sc_simulate(sim_circuit *sc, hs_hdl h)
{
    const char *argv[SC_MAX_FILES + 16];
    char tb[512], trace[512], top[96], log[4096], workdir[128], vvp[128];
    int a = 0;
    tb_paths(sc, h, tb, trace, sizeof tb);
    snprintf(top, sizeof top, "tb_%s", sc->nl.name);
    snprintf(log, sizeof log, "%s/%s.log", sc->o.dir, hdl_dir[h]);
    snprintf(workdir, sizeof workdir, "--workdir=work_vhdl");
    snprintf(vvp, sizeof vvp, "work_verilog/sim.vvp");
    if (h == HS_HDL_VHDL) {
        argv[a++] = "ghdl", argv[a++] = "-a", argv[a++] = "--std=08", argv[a++] = workdir;
    } else {
        argv[a++] = "iverilog", argv[a++] = "-g2005", argv[a++] = "-o", argv[a++] = vvp;
        argv[a++] = "-s", argv[a++] = top;
    }
    for (int k = 0; k < sc->n_files[h]; k++)
        argv[a++] = sc->files[h][k];
    argv[a++] = tb;
    argv[a] = NULL;
    int rc = sim_tool_run(argv, sc->o.dir, log, 120);
    if (rc == 0 && h == HS_HDL_VHDL) {
        const char *run[] = {"ghdl",
                             "--elab-run",
                             "--std=08",
                             workdir,
                             top,
                             "--ieee-asserts=disable",
                             sim_vcd_arg(true),
                             NULL};
        rc = sim_tool_run(run, sc->o.dir, log, 300);
    } else if (rc == 0) {
        const char *run[] = {"vvp", "-n", vvp, sim_vcd_arg(false), NULL};
        rc = sim_tool_run(run, sc->o.dir, log, 300);
    }
    sc->ran[h] = rc == 0;
    if (rc)
        sim_buf_printf(&sc->report, "    %s does not compile or run (log %s):\n%s\n", hdl_label[h],
                       log, sim_log_tail(log, 1500));
}
