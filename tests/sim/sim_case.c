/* Preparing and checking one case: generation, stimulus, testbenches, verdict. */
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

static const char *const hdl_label[HS_HDL_COUNT] = {"VHDL", "Verilog"};

/* What some units require of their environment (model flags): outputs always ready,
 * the rhs side moving exactly as the lhs side, or (memory pairs) every ctrl token
 * delivered at once, ctrlEnd only in the drain phase (after the circuit's blocks, as a
 * real circuit sends it) and the mem_writes observer always ready. */
static void shape_patterns(const sim_unit *u, sim_stim *s, unsigned flags, int random_cycles)
{
    for (int ch = 0; ch < u->n_chans; ch++) {
        const sim_port *p = sim_chan_port(u, ch);
        if ((flags & SIM_MODEL_SHARED_UNIT) && !strncmp(p->name, "toSharedUnitIn", 14))
            memset(s->ch[ch].pat, 1, (size_t)s->ncyc);
        if (flags & SIM_MODEL_MEM_PAIR) {
            if (!strcmp(p->name, "ctrl") || !strcmp(p->name, "mem_writes"))
                memset(s->ch[ch].pat, 1, (size_t)s->ncyc);
            if (!strcmp(p->name, "ctrlEnd") && random_cycles < s->ncyc)
                memset(s->ch[ch].pat, 0, (size_t)random_cycles);
        }
        if ((flags & SIM_MODEL_ALWAYS_READY) && p->out)
            memset(s->ch[ch].pat, 1, (size_t)s->ncyc);
        if ((flags & SIM_MODEL_TWIN) && strncmp(p->name, "rhs_", 4) == 0) {
            char twin[40];
            snprintf(twin, sizeof twin, "lhs_%s", p->name + 4);
            int t = sim_chan_of(u, twin, -1);
            if (t >= 0)
                memcpy(s->ch[ch].pat, s->ch[t].pat, (size_t)s->ncyc);
        }
    }
}

/* Draws the stimulus: the model shapes the tokens, then the patterns follow. */
static void draw_stimulus(sim_case *c, const sim_model *m, uint64_t seed)
{
    sim_rng r;
    sim_rng_seed(&r, seed, c->hc.name);
    c->n_tokens = 30 + (int)sim_rng_below(&r, 21);
    sim_stim_init(&c->st);
    (m->stim ? m->stim : sim_stim_default)(&c->su, &c->st, &r, c->n_tokens);
    int n_tok[SIM_MAX_CHANS] = {0};
    for (int ch = 0; ch < c->su.n_chans; ch++)
        n_tok[ch] = c->st.ch[ch].n_tok;
    int extra =
        (int)sim_param_get(&c->su, "latency", 0) + (int)sim_param_get(&c->su, "num_slots", 0);
    /* a counter buffer passes one token every dv_latency cycles at most */
    extra += (int)sim_param_get(&c->su, "dv_latency", 0) * c->n_tokens;
    int random_cycles;
    int ncyc = sim_stim_cycles(&c->su, n_tok, extra, &random_cycles);
    sim_stim_alloc_patterns(&c->st, &c->su, ncyc);
    sim_stim_patterns(&c->su, &c->st, &r, random_cycles);
    shape_patterns(&c->su, &c->st, m->flags, random_cycles);
}

/* Writes both testbenches of a prepared case. */
static int write_testbenches(sim_case *c, const char *dir)
{
    for (int h = 0; h < HS_HDL_COUNT; h++) {
        sim_buf b = {0};
        char tb[256], trace[256], name[96];
        sim_case_tb_path(c, (hs_hdl)h, tb, sizeof tb);
        sim_case_trace_path(c, (hs_hdl)h, trace, sizeof trace);
        snprintf(name, sizeof name, "tb_%s", c->hc.name);
        if (h == HS_HDL_VHDL)
            sim_tb_vhdl(&b, &c->su, &c->st, name, trace);
        else
            sim_tb_verilog(&b, &c->su, &c->st, name, trace);
        int rc = sim_case_write(dir, tb, b.s, b.len);
        sim_buf_free(&b);
        char old[4096];
        snprintf(old, sizeof old, "%s/%s", dir, trace);
        remove(old); /* with --keep-units, never read a previous run's trace */
        if (rc) {
            sim_buf_printf(&c->report, "    cannot write %s/%s\n", dir, tb);
            c->state = CASE_FAIL;
            return -1;
        }
    }
    return 0;
}

/* A single unit: generated in both HDLs and adapted to c->su; 0, or -1 with the
 * case failed or skipped. */
static int prepare_unit(sim_case *c, const hs_config *cfg, const char *dir, bool keep_units)
{
    hs_unit *u = hs_unit_new();
    if (!u) {
        c->state = CASE_FAIL;
        sim_buf_printf(&c->report, "    out of memory\n");
        return -1;
    }
    char why[256];
    int rc = sim_case_generate(c, &c->hc, cfg, HS_HDL_VERILOG, dir, u, keep_units) ||
             sim_case_generate(c, &c->hc, cfg, HS_HDL_VHDL, dir, u, keep_units);
    if (!rc && !strcmp(u->info->name, "handshake.mem_controller")) {
        rc = sim_mem_pair_prepare(c, cfg, dir, keep_units, u); /* a ram behind it */
    } else if (!rc && sim_adapt(u, cfg, &c->su, why, sizeof why)) {
        sim_buf_printf(&c->report, "    skipped: %s\n", why);
        c->state = CASE_SKIP;
        rc = -1;
    }
    hs_unit_free(u);
    return rc ? -1 : 0;
}

/* Everything a case needs before simulation; a unit without a generator is skipped,
 * a unit with one that cannot be generated or has no model fails. A round trip has
 * two units and a wrapper (sim_round_trip.c). */
void sim_case_prepare(sim_case *c, const hs_config *cfg, uint64_t seed, const char *dir,
                      bool keep_units)
{
    c->state = CASE_READY;
    if (c->round_trip ? sim_round_trip_prepare(c, cfg, dir, keep_units)
                      : prepare_unit(c, cfg, dir, keep_units))
        return;
    const sim_model *m = sim_model_find(c->su.unit);
    if (!m) {
        sim_buf_printf(&c->report,
                       "    no reference model for %s (the unit has a generator: "
                       "write tests/sim/model_*.c)\n",
                       c->su.unit);
        c->state = CASE_FAIL;
        return;
    }
    draw_stimulus(c, m, seed);
    write_testbenches(c, dir);
}

/* The verdict: both traces present, identical, and each passing every check. */
void sim_case_check(sim_case *c, const char *dir)
{
    if (c->state != CASE_READY)
        return;
    sim_trace t[HS_HDL_COUNT];
    memset(t, 0, sizeof t);
    int bad = 0;
    for (int h = 0; h < HS_HDL_COUNT; h++) {
        if (!c->ran[h]) {
            bad++;
            continue;
        }
        char rel[256], path[4096], why[512];
        sim_case_trace_path(c, (hs_hdl)h, rel, sizeof rel);
        snprintf(path, sizeof path, "%s/%s", dir, rel);
        if (sim_trace_read(path, &c->su, c->st.ncyc, &t[h], why, sizeof why)) {
            sim_buf_printf(&c->report, "    %s: %s\n", hdl_label[h], why);
            c->ran[h] = false;
            bad++;
        }
    }
    if (c->ran[HS_HDL_VHDL] && c->ran[HS_HDL_VERILOG])
        bad += sim_check_same(&c->su, &t[HS_HDL_VHDL], &t[HS_HDL_VERILOG], &c->report);
    for (int h = 0; h < HS_HDL_COUNT; h++)
        if (c->ran[h])
            bad += sim_check_trace(&c->su, &c->st, &t[h], hdl_label[h], &c->report);
    for (int h = 0; h < HS_HDL_COUNT; h++)
        sim_trace_free(&t[h]);
    c->state = bad ? CASE_FAIL : CASE_PASS;
}

/* Releases what preparation allocated. */
void sim_case_free(sim_case *c)
{
    sim_stim_free(&c->st);
    sim_buf_free(&c->report);
    for (int h = 0; h < HS_HDL_COUNT; h++)
        for (int k = 0; k < c->n_files[h]; k++)
            free(c->files[h][k]);
}
