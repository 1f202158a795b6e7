/* hs_sim: the simulation proof of the generated units.
 *
 *   hs_sim --group NAME --dir DIR [--seed N]   simulate one group of the matrix
 *   hs_sim --case NAME --dir DIR [--seed N]    one case (entity name), for debugging;
 *                                              rt_NAME (rt_NAME_refbundle, ...): a round
 *                                              trip starting at NAME (sim_round_trip.c)
 *   hs_sim --all --dir DIR                     every case
 *   hs_sim --list                              cases per group
 *   hs_sim --check-groups G1 G2 ...            the groups ctest registers are exactly ours
 *   hs_sim --circuit NETLIST.json --dir DIR ... a whole circuit (sim_circuit.h)
 *   hs_sim --unit U [--param K=V]... [--extra "spec: i1"]... --name N --dir DIR
 *                                              one configuration outside the matrix
 *   --port NAME=TYPE (repeatable): an ad-hoc case in the ports form
 *   --merge SIGNAL=POLICY: add a merge policy to the matrix configuration
 *   --config FILE: resolve against this configuration instead of the matrix's
 *   --keep-units: keep DIR and the unit files already in it (edit a generated unit
 *   by hand, e.g. to check that the harness catches a bug, and simulate it again)
 *
 * For each case of the shared HDL matrix (tests/hdl/matrix.c): generate the unit in
 * VHDL and Verilog, draw seeded random stimulus, write a testbench in each HDL, run
 * GHDL and Icarus (batched per group), and check both traces against each other and
 * against the token-level reference model. Exit status: 0 when every case passed or
 * was skipped (no generator yet), 1 when any failed, 77 when all were skipped. The
 * seed is HSGEN_SIM_SEED or --seed, default 1; failures print it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "hs_gen.h"
#include "matrix.h"
#include "sim_args.h"
#include "sim_case.h"
#include "sim_circuit.h"
#include "sim_groups.h"
#include "sim_tool.h"

#define EXIT_ALL_SKIPPED 77

/* How matrix case c takes part in group g: bit 1 as itself, bit 2 as the round trips
 * that start with it (sim_round_trip.c). Group round_trip holds the round trips
 * only: unbundle and bundle alone have raw ports no testbench drives. */
static int group_cases(const char *g, const hdl_case *c)
{
    if (!strcmp(g, "round_trip"))
        return sim_round_trip_partner(c->unit) ? 2 : 0;
    return !strcmp(g, sim_group_of(c->unit));
}

/* How case c is selected by the options (bits as group_cases); --all is every group,
 * --case rt_... a round trip (sim_round_trip_cases matches the name). */
static int selected(const sim_options *o, const hdl_case *c)
{
    if (o->all)
        return group_cases(sim_group_of(c->unit), c) | group_cases("round_trip", c);
    if (o->case_name)
        return (!strcmp(o->case_name, c->name) ? 1 : 0) |
               (sim_round_trip_cases(c, o->case_name, NULL) ? 2 : 0);
    return group_cases(o->group, c);
}

/* --list: how many cases each group has, so a reader sees the coverage. */
static void list_groups(void)
{
    for (int g = 0; g < sim_group_count(); g++) {
        int n = 0;
        for (size_t i = 0; i < hdl_matrix_count(); i++) {
            hdl_case c;
            hdl_matrix_case(i, &c);
            int how = group_cases(sim_group_name(g), &c);
            n += (how & 1) + (how & 2 ? sim_round_trip_cases(&c, NULL, NULL) : 0);
        }
        printf("%-14s %d cases\n", sim_group_name(g), n);
    }
}

/* ctest registers one test per group from a list in CMakeLists.txt; a group missing
 * there would silently never run, so this compares the two lists. */
static int check_groups(int n, char **names)
{
    int bad = n != sim_group_count();
    for (int g = 0; g < sim_group_count(); g++) {
        bool found = false;
        for (int i = 0; i < n; i++)
            found = found || !strcmp(names[i], sim_group_name(g));
        if (!found) {
            printf("hs_sim: group %s is not registered with ctest (tests/sim/CMakeLists.txt)\n",
                   sim_group_name(g));
            bad = 1;
        }
    }
    if (bad) {
        printf("hs_sim: CMakeLists.txt registers %d groups, sim_groups.c has %d\n", n,
               sim_group_count());
        return 1;
    }
    printf("hs_sim: the %d groups match\n", n);
    return 0;
}

/* A fresh work directory: old traces must never be mistaken for new ones. */
static int fresh_dir(const char *dir, bool keep)
{
    const char *rm[] = {"rm", "-rf", dir, NULL};
    if (!keep && sim_tool_run(rm, NULL, "/dev/null", 60) != 0)
        return -1;
    const char *mk[] = {"mkdir", "-p", dir, NULL};
    if (sim_tool_run(mk, NULL, "/dev/null", 60) != 0)
        return -1;
    char path[4096];
    snprintf(path, sizeof path, "%s/vhdl", dir);
    mkdir(path, 0777);
    snprintf(path, sizeof path, "%s/verilog", dir);
    mkdir(path, 0777);
    snprintf(path, sizeof path, "%s/vhdl/types.vhd", dir);
    FILE *f = fopen(path, "w");
    if (!f)
        return -1;
    fputs(hs_vhdl_types_package(), f);
    return fclose(f);
}

/* Prints each case's verdict and the summary; returns the exit status. */
static int report(sim_case *cases, int n, const sim_options *o, double secs)
{
    uint64_t seed = o->seed;
    int count[4] = {0};
    for (int i = 0; i < n; i++) {
        sim_case *c = &cases[i];
        count[c->state]++;
        static const char *const word[] = {"????", "SKIP", "FAIL", "PASS"};
        if (c->state == CASE_PASS) {
            int in = 0;
            for (int ch = 0; ch < c->su.n_chans; ch++)
                in += c->st.ch[ch].n_tok;
            printf("PASS %-28s %4d cycles, %4d input tokens\n", c->hc.name, c->st.ncyc, in);
        } else
            printf("%s %s (%s, width %u, extras %s)\n%s", word[c->state], c->hc.name, c->hc.unit,
                   c->hc.width, c->hc.extras_id, c->report.s ? c->report.s : "");
        if (c->state == CASE_FAIL && !o->adhoc.unit)
            printf("    reproduce: hs_sim --case %s --dir DIR --seed %llu (files and traces in "
                   "%s)\n",
                   c->hc.name, (unsigned long long)seed, o->dir);
        else if (c->state == CASE_FAIL)
            printf("    reproduce: the same command with --seed %llu (files and traces in %s)\n",
                   (unsigned long long)seed, o->dir);
    }
    printf("hs_sim: %d passed, %d failed, %d skipped of %d cases in %.1f s (seed %llu)\n",
           count[CASE_PASS], count[CASE_FAIL], count[CASE_SKIP], n, secs, (unsigned long long)seed);
    if (count[CASE_FAIL])
        return 1;
    if (count[CASE_SKIP] == n)
        return EXIT_ALL_SKIPPED;
    return 0;
}

/* Selects, prepares, simulates (VHDL then Verilog) and checks the cases. */
int main(int argc, char **argv)
{
    sim_options o;
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (argc > 1 && !strcmp(argv[1], "--check-groups"))
        return check_groups(argc - 2, argv + 2);
    if (argc > 1 && !strcmp(argv[1], "--circuit")) /* whole circuits (sim_circuit.h) */
        return sim_circuit_main(argc - 1, argv + 1);
    if (sim_parse_args(argc, argv, &o))
        return 2;
    if (o.list) {
        list_groups();
        return 0;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    static hs_config cfg;
    hs_diag d;
    if (o.config ? hs_config_load_file(&cfg, o.config, &d) : hdl_matrix_config(&cfg, &d)) {
        fprintf(stderr, "hs_sim: configuration: %s\n", d.message);
        return 2;
    }
    for (int i = 0; i < o.n_merges; i++) {
        char sig[HS_NAME_MAX];
        const char *eq = strchr(o.merges[i], '=');
        hs_merge m;
        if (!eq || hs_merge_parse(eq + 1, &m)) {
            fprintf(stderr, "hs_sim: --merge %s: expected SIGNAL=or|and|first|equal\n",
                    o.merges[i]);
            return 2;
        }
        snprintf(sig, sizeof sig, "%.*s", (int)(eq - o.merges[i]), o.merges[i]);
        if (hs_config_set_merge(&cfg, sig, m, &d)) {
            fprintf(stderr, "hs_sim: --merge %s: %s\n", o.merges[i], d.message);
            return 2;
        }
    }
    if (fresh_dir(o.dir, o.keep_units)) {
        fprintf(stderr, "hs_sim: cannot prepare %s\n", o.dir);
        return 2;
    }
    size_t total = hdl_matrix_count();
    sim_case *cases = calloc(4 * total + 1, sizeof *cases); /* a case and 3 round trips */
    int n = 0;
    for (size_t i = 0; i < total && !o.adhoc.unit; i++) {
        hdl_case hc;
        hdl_matrix_case(i, &hc);
        int how = selected(&o, &hc);
        if (how & 1)
            cases[n++].hc = hc;
        if (how & 2)
            n += sim_round_trip_cases(&hc, o.case_name, &cases[n]);
    }
    if (o.adhoc.unit) {
        cases[n].hc = o.adhoc;
        cases[n].n_port_types = o.n_port_types;
        for (int k = 0; k < o.n_port_types; k++)
            cases[n].port_types[k] = o.port_types[k];
        n++;
    }
    if (o.group) {
        bool known = false;
        for (int g = 0; g < sim_group_count(); g++)
            known = known || !strcmp(o.group, sim_group_name(g));
        if (!known) {
            fprintf(stderr, "hs_sim: no group %s (see hs_sim --list)\n", o.group);
            free(cases);
            return 2;
        }
    }
    if (n == 0) {
        /* A group whose units the matrix does not list yet is skipped, not failed. */
        printf("hs_sim: no case of %s in the matrix (tests/hdl/matrix.c) yet: skipped\n",
               o.group       ? o.group
               : o.case_name ? o.case_name
                             : "the selection");
        free(cases);
        return o.group ? EXIT_ALL_SKIPPED : 2;
    }
    for (int i = 0; i < n; i++)
        sim_case_prepare(&cases[i], &cfg, o.seed, o.dir, o.keep_units);
    sim_batch_run(cases, n, HS_HDL_VHDL, o.dir);
    sim_batch_run(cases, n, HS_HDL_VERILOG, o.dir);
    for (int i = 0; i < n; i++)
        sim_case_check(&cases[i], o.dir);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    int rc = report(cases, n, &o,
                    (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9);
    for (int i = 0; i < n; i++)
        sim_case_free(&cases[i]);
    free(cases);
    hs_config_free(&cfg);
    return rc;
}
