/* hs_sim --circuit: options, configuration, the netlist and its top level as a unit,
 * then generation, stimulus, simulation and checks (sim_circuit.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sim_circuit.h"
#include "sim_tool.h"

/* --gate IN=OUT:W */
static int parse_gate(sc_options *o, char *text)
{
    char *eq = strchr(text, '='), *colon = eq ? strchr(eq, ':') : NULL;
    if (!eq || !colon || o->n_gates >= SIM_MAX_CHANS)
        return -1;
    *eq = *colon = 0;
    o->gate[o->n_gates++] = (sc_gate){text, eq + 1, atoi(colon + 1)};
    return o->gate[o->n_gates - 1].window > 0 ? 0 : -1;
}

/* --slow IN=P (P >= 1) */
static int parse_slow(sc_options *o, char *text)
{
    char *eq = strchr(text, '=');
    if (!eq || o->n_slow >= SIM_MAX_CHANS)
        return -1;
    *eq = 0;
    o->slow[o->n_slow++] = (sc_gate){text, NULL, atoi(eq + 1)};
    return o->slow[o->n_slow - 1].window > 0 ? 0 : -1;
}

/* The command line after --circuit; unknown arguments are an error. */
static int parse(int argc, char **argv, sc_options *o)
{
    memset(o, 0, sizeof *o);
    o->seed = 1;
    o->schedules = 4;
    const char *env = getenv("HSGEN_SIM_SEED");
    if (env && *env)
        o->seed = strtoull(env, NULL, 0);
    o->netlist = argc > 1 ? argv[1] : NULL;
    for (int i = 2; i < argc; i++) {
        bool more = i + 1 < argc;
        if (!strcmp(argv[i], "--dir") && more)
            o->dir = argv[++i];
        else if (!strcmp(argv[i], "--seed") && more)
            o->seed = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--tokens") && more)
            o->n_tokens = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--schedules") && more)
            o->schedules = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--around") && more)
            o->has_around = true, o->around = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--first-below") && more)
            o->has_first_below = true, o->first_below = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--probe") && more && o->n_probes < SIM_MAX_PORTS)
            o->probes[o->n_probes++] = argv[++i];
        else if (!strcmp(argv[i], "--values") && more)
            o->values = argv[++i];
        else if (!strcmp(argv[i], "--interpret-only"))
            o->interpret_only = true;
        else if (!strcmp(argv[i], "--keep-units"))
            o->keep_units = true;
        else if (!strcmp(argv[i], "--vcd") && more)
            sim_set_vcd(argv[++i]); /* waveforms: PREFIX.ghdl.vcd, PREFIX.icarus.vcd */
        else if (!strcmp(argv[i], "--gate") && more && !parse_gate(o, argv[i + 1]))
            i++;
        else if (!strcmp(argv[i], "--eager") && more && o->n_eager < SIM_MAX_CHANS)
            o->eager[o->n_eager++] = argv[++i];
        else if (!strcmp(argv[i], "--slow") && more && !parse_slow(o, argv[i + 1]))
            i++;
        else if (!strcmp(argv[i], "--merge") && more && o->n_merges < SC_MAX_MERGES)
            snprintf(o->merges[o->n_merges++], sizeof o->merges[0], "%s", argv[++i]);
        else {
            fprintf(stderr, "hs_sim: --circuit: unexpected '%s'\n", argv[i]);
            return -1;
        }
    }
    if (!o->netlist || !o->dir || o->schedules < 1) {
        fprintf(stderr, "usage: hs_sim --circuit NETLIST.json --dir DIR "
                        "[--merge SIG=POLICY] [--seed N] [--tokens N] [--around V] "
                        "[--first-below V] [--gate IN=OUT:W] [--schedules N] [--probe UNIT.PORT] "
                        "[--eager IN] [--slow IN=P] [--keep-units]\n");
        return -1;
    }
    return 0;
}

/* The embedded default configuration plus the merge policies, as hsgen would use. */
static int configure(sim_circuit *sc)
{
    hs_diag d;
    hs_diag_clear(&d);
    if (hs_config_default(&sc->cfg, &d)) {
        fprintf(stderr, "hs_sim: configuration: %s\n", d.message);
        return -1;
    }
    for (int i = 0; i < sc->o.n_merges; i++) {
        char sig[HS_NAME_MAX];
        const char *m = sc->o.merges[i], *eq = strchr(m, '=');
        hs_merge pol;
        if (!eq || hs_merge_parse(eq + 1, &pol)) {
            fprintf(stderr, "hs_sim: --merge %s: expected SIGNAL=or|and|first|equal\n", m);
            return -1;
        }
        snprintf(sig, sizeof sig, "%.*s", (int)(eq - m), m);
        if (hs_config_set_merge(&sc->cfg, sig, pol, &d)) {
            fprintf(stderr, "hs_sim: --merge %s: %s\n", m, d.message);
            return -1;
        }
    }
    return 0;
}

/* One port of the top level as the testbench sees it: a plain channel with the
 * signals (and their policies) of its type. */
static int add_top_port(sim_circuit *sc, const hs_net_port *np, bool out)
{
    sim_port p;
    memset(&p, 0, sizeof p);
    snprintf(p.name, sizeof p.name, "%s", np->name);
    p.out = out;
    p.count = 1;
    p.width = np->type.kind == HS_T_CONTROL ? 0 : np->type.width;
    p.n_sig = np->type.n_extra;
    if (np->type.kind == HS_T_RAW || p.width > 64 || p.n_sig > SIM_MAX_SIGS)
        return -1;
    for (int k = 0; k < p.n_sig; k++) {
        const hs_extra *x = &np->type.extra[k];
        sim_sig *s = &p.sig[k];
        snprintf(s->name, sizeof s->name, "%s", x->name);
        s->width = x->width;
        s->up = x->up != 0;
        s->merge = hs_config_merge(&sc->cfg, x->name);
        const hs_signal_cfg *c = hs_config_signal(&sc->cfg, x->name);
        if (c) {
            s->has_source = c->has_source, s->source = c->source;
            s->has_sink = c->has_sink, s->sink = c->sink;
        }
        if (s->width > 64)
            return -1;
    }
    return sim_unit_add_port(&sc->top, &p) < 0 ? -1 : 0;
}

/* Loads and checks the netlist, builds the top level and the interpreter. */
static int load(sim_circuit *sc)
{
    hs_diag_list errs;
    hs_diag_list_init(&errs);
    json_t *tapped = sc->o.n_probes ? sc_tapped_netlist(&sc->o) : NULL;
    if (sc->o.n_probes && !tapped)
        return -1;
    int rc = tapped ? hs_netlist_from_json(tapped, &sc->nl, &errs)
                    : hs_netlist_load_file(sc->o.netlist, &sc->nl, &errs);
    json_decref(tapped);
    if (rc == 0 && sc->nl.n_signals > 0) { /* the netlist's own policies, as hsgen applies */
        hs_config eff;
        hs_diag d;
        hs_diag_clear(&d);
        if (hs_netlist_config(&sc->nl, &sc->cfg, &eff, &d) != 0) {
            fprintf(stderr, "hs_sim: %s: %s\n", sc->o.netlist, d.message);
            return -1;
        }
        hs_config_free(&sc->cfg);
        sc->cfg = eff;
    }
    if (rc || hs_netlist_check(&sc->nl, &sc->cfg, &errs)) {
        for (int i = 0; i < errs.n; i++)
            fprintf(stderr, "hs_sim: %s: %s\n", sc->o.netlist, errs.items[i].message);
        return -1;
    }
    snprintf(sc->top.unit, sizeof sc->top.unit, "circuit");
    snprintf(sc->top.entity, sizeof sc->top.entity, "%s", sc->nl.name);
    for (int i = 0; i < sc->nl.n_inputs; i++)
        if (add_top_port(sc, &sc->nl.inputs[i], false))
            goto limits;
    for (int i = 0; i < sc->nl.n_outputs; i++)
        if (add_top_port(sc, &sc->nl.outputs[i], true))
            goto limits;
    char why[512];
    if (ci_build(&sc->nl, &sc->cfg, &sc->ci, why, sizeof why)) {
        fprintf(stderr, "hs_sim: %s: the interpreter cannot follow it: %s\n", sc->nl.name, why);
        return -1;
    }
    return 0;
limits:
    fprintf(stderr,
            "hs_sim: %s: the top level is beyond the harness's limits (%d channels, 64 "
            "bits, %d signals, no raw ports)\n",
            sc->nl.name, SIM_MAX_CHANS, SIM_MAX_SIGS);
    return -1;
}

/* Releases everything a run allocated. */
static void release(sim_circuit *sc)
{
    ci_free(&sc->ci);
    hs_netlist_free(&sc->nl);
    hs_config_free(&sc->cfg);
    sim_stim_free(&sc->st);
    sim_buf_free(&sc->report);
    for (int h = 0; h < HS_HDL_COUNT; h++)
        for (int k = 0; k < sc->n_files[h]; k++)
            free(sc->files[h][k]);
}

/* The whole circuit mode: generate, draw, simulate in both HDLs, check, report. */
int sim_circuit_main(int argc, char **argv)
{
    static sim_circuit sc;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    if (parse(argc, argv, &sc.o) || configure(&sc))
        return 2;
    if (sc.o.interpret_only) {
        int rc = load(&sc) || sc_stimulus(&sc) ? 2 : sc_print_prediction(&sc);
        release(&sc);
        return rc;
    }
    if (load(&sc) || sc_generate(&sc) || sc_stimulus(&sc) || sc_write_testbenches(&sc)) {
        if (sc.report.s)
            fputs(sc.report.s, stdout);
        release(&sc);
        return 2;
    }
    sc_simulate(&sc, HS_HDL_VHDL);
    sc_simulate(&sc, HS_HDL_VERILOG);
    int bad = sc_check(&sc);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    int in = 0;
    for (int c = 0; c < sc.nl.n_inputs; c++)
        in += sc.st.ch[c].n_tok;
    printf("%s%s circuit %s: %d cycles, %d input tokens, %ld unit firings (%ld through loop "
           "back edges) in the interpreter, %.1f s (seed %llu)\n",
           sc.report.s ? sc.report.s : "", bad ? "FAIL" : "PASS", sc.nl.name, sc.st.ncyc, in,
           sc.stats.firings, sc.stats.merge_other, secs, (unsigned long long)sc.o.seed);
    if (bad)
        printf("    reproduce: hs_sim --circuit %s ... --seed %llu (files and traces in %s)\n",
               sc.o.netlist, (unsigned long long)sc.o.seed, sc.o.dir);
    release(&sc);
    return bad ? 1 : 0;
}
