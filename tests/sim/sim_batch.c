/* Simulating a group of cases in one HDL. One compile and one run for the whole
 * group keeps the suite fast; when that fails (a generated unit that does not
 * compile), each case is compiled and run alone so only the culprits fail. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "sim_case.h"
#include "sim_tool.h"

/* Time limits: a batch normally takes well under a minute; a unit with a zero-delay
 * loop can hang a simulator, so limits are tight enough that a hanging case costs a
 * few minutes at most (the batch, then that case alone). */
#define BATCH_TIMEOUT_S(n) env_timeout(120 + (n) / 2)
#define CASE_TIMEOUT_S env_timeout(60)

/* HSGEN_SIM_TIMEOUT (seconds) overrides both limits (the self-test uses a short one). */
static int env_timeout(int def)
{
    const char *e = getenv("HSGEN_SIM_TIMEOUT");
    int v = e ? atoi(e) : 0;
    return v > 0 ? v : def;
}

/* Writes the top level that instantiates every testbench of the list. */
static int write_top(sim_case **list, int n, hs_hdl h, const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return -1;
    if (h == HS_HDL_VHDL) {
        fprintf(f, "entity sim_top is\nend entity;\n\narchitecture sim of sim_top is\nbegin\n");
        for (int i = 0; i < n; i++)
            fprintf(f, "  t%d : entity work.tb_%s;\n", i, list[i]->hc.name);
        fprintf(f, "end architecture;\n");
    } else {
        fprintf(f, "module sim_top;\n");
        for (int i = 0; i < n; i++)
            fprintf(f, "  tb_%s t%d ();\n", list[i]->hc.name, i);
        fprintf(f, "endmodule\n");
    }
    return fclose(f);
}

/* Whether file f is among the n files already listed: round trips share units
 * (sim_round_trip.c), and a module given twice is an error for Icarus. */
static bool listed(const char **files, int n, const char *f)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(files[i], f))
            return true;
    return false;
}

/* Compiles and runs `top` over the files of the listed cases. GHDL: analyse all into
 * one work library, then elaborate and run; Icarus: compile all, then vvp. */
static int compile_and_run(sim_case **list, int n, hs_hdl h, const char *dir, const char *sub,
                           const char *top, const char *top_file, const char *log, int timeout_s)
{
    char tb[256];
    int cap = 16 + n * (SIM_CASE_FILES + 1);
    const char **argv = calloc((size_t)cap, sizeof *argv);
    char **owned = calloc((size_t)n + 1, sizeof *owned);
    int a = 0, rc;
    char workdir[512], out[512];
    if (h == HS_HDL_VHDL) {
        snprintf(workdir, sizeof workdir, "--workdir=%s", sub);
        argv[a++] = "ghdl";
        argv[a++] = "-a";
        argv[a++] = "--std=08";
        argv[a++] = workdir;
        argv[a++] = "vhdl/types.vhd";
    } else {
        snprintf(out, sizeof out, "%s/sim.vvp", sub);
        argv[a++] = "iverilog";
        argv[a++] = "-g2005";
        argv[a++] = "-o";
        argv[a++] = out;
        argv[a++] = "-s";
        argv[a++] = top;
    }
    int first_file = a;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < list[i]->n_files[h]; k++)
            if (!listed(argv + first_file, a - first_file, list[i]->files[h][k]))
                argv[a++] = list[i]->files[h][k];
    for (int i = 0; i < n; i++) {
        sim_case_tb_path(list[i], h, tb, sizeof tb);
        owned[i] = strdup(tb);
        argv[a++] = owned[i];
    }
    if (top_file)
        argv[a++] = top_file;
    argv[a] = NULL;
    rc = sim_tool_run(argv, dir, log, timeout_s);
    if (rc == 0) {
        if (h == HS_HDL_VHDL) {
            const char *run[] = {"ghdl",
                                 "--elab-run",
                                 "--std=08",
                                 workdir,
                                 top,
                                 "--ieee-asserts=disable",
                                 sim_vcd_arg(true),
                                 NULL};
            rc = sim_tool_run(run, dir, log, timeout_s);
        } else {
            const char *run[] = {"vvp", "-n", out, sim_vcd_arg(false), NULL};
            rc = sim_tool_run(run, dir, log, timeout_s);
        }
    }
    for (int i = 0; i < n; i++)
        free(owned[i]);
    free(owned);
    free(argv);
    return rc;
}

/* Creates dir/sub (and its parents' last level); existing directories are fine. */
static void make_sub(const char *dir, const char *sub)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, sub);
    mkdir(path, 0777);
}

/* One HDL, the ready cases of one batch: all together first, then each case alone
 * when the batch fails, so only the culprits are marked as not run. */
static void run_batch(sim_case *cases, int n, hs_hdl h, const char *dir)
{
    const char *tag = h == HS_HDL_VHDL ? "vhdl" : "verilog";
    sim_case **list = calloc((size_t)n + 1, sizeof *list);
    int m = 0;
    for (int i = 0; i < n; i++)
        if (cases[i].state == CASE_READY)
            list[m++] = &cases[i];
    if (m == 0) {
        free(list);
        return;
    }
    char sub[64], log[4096], top_rel[128], top_path[4096];
    snprintf(sub, sizeof sub, "work_%s", tag);
    make_sub(dir, sub);
    make_sub(dir, "traces");
    snprintf(log, sizeof log, "%s/%s.log", dir, tag);
    snprintf(top_rel, sizeof top_rel, "%s/sim_top.%s", tag, h == HS_HDL_VHDL ? "vhd" : "v");
    snprintf(top_path, sizeof top_path, "%s/%s", dir, top_rel);
    int rc = write_top(list, m, h, top_path);
    if (rc == 0)
        rc = compile_and_run(list, m, h, dir, sub, "sim_top", top_rel, log, BATCH_TIMEOUT_S(m));
    if (rc == 0) {
        for (int i = 0; i < m; i++)
            list[i]->ran[h] = true;
        free(list);
        return;
    }
    /* The batch failed: find which cases fail on their own. */
    fprintf(stderr, "hs_sim: %s batch failed (see %s); running the %d cases one by one\n", tag, log,
            m);
    for (int i = 0; i < m; i++) {
        char isub[256], ilog[4096], top[96];
        snprintf(isub, sizeof isub, "work_%s_%s", tag, list[i]->hc.name);
        make_sub(dir, isub);
        snprintf(ilog, sizeof ilog, "%s/%s.log", dir, isub);
        remove(ilog);
        snprintf(top, sizeof top, "tb_%s", list[i]->hc.name);
        if (compile_and_run(&list[i], 1, h, dir, isub, top, NULL, ilog, CASE_TIMEOUT_S) == 0) {
            list[i]->ran[h] = true;
        } else {
            sim_buf_printf(&list[i]->report, "    %s does not compile or run (log %s):\n%s\n",
                           h == HS_HDL_VHDL ? "VHDL" : "Verilog", ilog, sim_log_tail(ilog, 1500));
        }
    }
    free(list);
}

/* Icarus keeps at most 1024 files open and every testbench keeps its trace open, so
 * a selection larger than that (hs_sim --all) is simulated in several batches. */
#define BATCH_MAX_CASES 500

void sim_batch_run(sim_case *cases, int n, hs_hdl h, const char *dir)
{
    for (int i = 0; i < n; i += BATCH_MAX_CASES)
        run_batch(cases + i, n - i < BATCH_MAX_CASES ? n - i : BATCH_MAX_CASES, h, dir);
}
