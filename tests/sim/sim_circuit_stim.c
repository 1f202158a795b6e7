/* Circuit mode: the stimulus. Tokens per input (data shaped by the options, every
 * non-spec extra signal distinct per token so each output token names the run it
 * belongs to), closed-loop gates, then random offers and back-pressure for a run
 * long enough for what the interpreter says the circuit will do. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "sim_circuit.h"
#include "sim_stim.h"

/* A value in [lo, hi] (hi >= lo). */
static uint64_t in_range(sim_rng *r, uint64_t lo, uint64_t hi)
{
    return lo + (hi - lo == ~(uint64_t)0 ? sim_rng_next(r) : sim_rng_below(r, hi - lo + 1));
}

/* Data of token j on a w-bit input: near a loop bound (--around: short loops, both
 * sides of the exit, the wrap-around corners), or one long run first and then only
 * runs that exit at once (--first-below: later tokens overtake the first). */
static uint64_t data_value(const sc_options *o, sim_rng *r, unsigned w, int j)
{
    uint64_t m = sim_mask(w);
    if (w <= 1)
        return sim_rng_next(r) & m;
    if (o->has_first_below && o->first_below > 0 && o->first_below <= m)
        return j == 0 ? in_range(r, 0, o->first_below - 1) : in_range(r, o->first_below, m);
    if (o->has_around) {
        uint64_t v = o->around & m, lo = v > 20 ? v - 20 : 0, hi = m - v > 20 ? v + 20 : m;
        unsigned pct = (unsigned)sim_rng_below(r, 100);
        if (pct < 55)
            return in_range(r, lo, hi);
        if (pct < 75)
            return v ? in_range(r, 0, v - 1) : 0;
    }
    return sim_rand_value(r, w);
}

/* Tokens of every input: spec bits random, every other signal distinct over all the
 * tokens of all inputs (one odd step modulo 2^w visits every value once, while there
 * are at most 2^w tokens), so an output token's value names the input token it came
 * from; data by data_value. */
static void draw_tokens(sim_circuit *sc, sim_rng *r, int ntok)
{
    uint64_t base = sim_rng_next(r), step = sim_rng_next(r) | 1, g = 0;
    for (int c = 0; c < sc->top.n_chans; c++) {
        const sim_port *p = sim_chan_port(&sc->top, c);
        if (p->out)
            continue;
        sim_stim_set_tokens(&sc->st, c, ntok);
        for (int j = 0; j < ntok; j++, g++) {
            sim_tok *t = &sc->st.ch[c].tok[j];
            t->data = p->width ? data_value(&sc->o, r, p->width, j) : 0;
            for (int k = 0; k < p->n_sig; k++) {
                uint64_t m = sim_mask(p->sig[k].width);
                t->x[k] =
                    !strcmp(p->sig[k].name, "spec") ? sim_rng_next(r) & m : (base + g * step) & m;
            }
        }
    }
}

/* The channel of the top level's port `name`, or -1. */
static int top_chan(const sim_circuit *sc, const char *name, bool out)
{
    int c = sim_chan_of(&sc->top, name, -1);
    return c >= 0 && sim_chan_port(&sc->top, c)->out == out ? c : -1;
}

/* --eager IN: IN offers each token as soon as it may; --slow IN=P: only every P-th
 * cycle. */
static int set_eager_slow(sim_circuit *sc)
{
    for (int k = 0; k < sc->o.n_eager + sc->o.n_slow; k++) {
        bool eager = k < sc->o.n_eager;
        const char *name = eager ? sc->o.eager[k] : sc->o.slow[k - sc->o.n_eager].in;
        int c = top_chan(sc, name, false),
            period = eager ? 1 : sc->o.slow[k - sc->o.n_eager].window;
        if (c < 0) {
            sim_buf_printf(&sc->report, "    --%s %s: no such circuit input\n",
                           eager ? "eager" : "slow", name);
            return -1;
        }
        for (int t = 0; t < sc->st.ncyc; t++)
            sc->st.ch[c].pat[t] = t % period == 0;
    }
    return 0;
}

/* --values IN=V,V,...: chosen data (e.g. a loop's boundary cases) instead of drawn. */
static int set_values(sim_circuit *sc)
{
    char name[64];
    const char *eq = strchr(sc->o.values, '=');
    snprintf(name, sizeof name, "%.*s", eq ? (int)(eq - sc->o.values) : 0, sc->o.values);
    int c = eq ? top_chan(sc, name, false) : -1;
    if (c < 0) {
        sim_buf_printf(&sc->report, "    --values %s: expected IN=V,V,... for a circuit input\n",
                       sc->o.values);
        return -1;
    }
    char *end = (char *)eq;
    for (int j = 0; j < sc->st.ch[c].n_tok && *end; j++)
        sc->st.ch[c].tok[j].data = strtoull(end + 1, &end, 0);
    return 0;
}

/* --gate IN=OUT:W: token j of IN waits for j - W + 1 handshakes on OUT. */
static int set_gates(sim_circuit *sc)
{
    for (int g = 0; g < sc->o.n_gates; g++) {
        const sc_gate *gt = &sc->o.gate[g];
        int in = top_chan(sc, gt->in, false), out = top_chan(sc, gt->out, true);
        if (in < 0 || out < 0) {
            sim_buf_printf(&sc->report, "    --gate %s=%s: no such input / output\n", gt->in,
                           gt->out);
            return -1;
        }
        sim_chan_stim *cs = &sc->st.ch[in];
        cs->gate = out;
        cs->after = calloc((size_t)cs->n_tok + 1, sizeof *cs->after);
        for (int j = 0; j < cs->n_tok; j++)
            cs->after[j] = j - gt->window + 1 > 0 ? j - gt->window + 1 : 0;
    }
    return 0;
}

/* Tokens, gates, then patterns for as many cycles as the interpreted run needs: a
 * random phase, then a drain phase (every input offering, every output ready) with
 * room for each token and each trip around a loop. */
int sc_stimulus(sim_circuit *sc)
{
    sim_rng r;
    sim_rng_seed(&r, sc->o.seed, sc->nl.name);
    int ntok = sc->o.n_tokens > 0 ? sc->o.n_tokens : 20 + (int)sim_rng_below(&r, 16);
    const char *vals = sc->o.values ? strchr(sc->o.values, '=') : NULL;
    if (vals) { /* --values IN=V,V,...: as many tokens as values */
        ntok = 1;
        for (const char *p = vals; (p = strchr(p + 1, ',')) != NULL;)
            ntok++;
    }
    sim_stim_init(&sc->st);
    draw_tokens(sc, &r, ntok);
    if (sc->o.values && set_values(sc))
        return -1;
    if (set_gates(sc))
        return -1;
    sim_expect e;
    memset(&e, 0, sizeof e);
    char why[512] = "";
    int rc = ci_run(&sc->ci, &sc->st, 0, &e, &sc->stats, why, sizeof why);
    sim_expect_free(&e);
    if (rc) {
        sim_buf_printf(&sc->report, "    the interpreter cannot run the stimulus: %s\n", why);
        return -1;
    }
    int sum_in = 0, max_in = 0;
    for (int c = 0; c < sc->nl.n_inputs; c++) {
        sum_in += sc->st.ch[c].n_tok;
        max_in = sc->st.ch[c].n_tok > max_in ? sc->st.ch[c].n_tok : max_in;
    }
    int random_cycles = 3 * max_in;
    long slow = 1; /* --slow inputs stretch the drain phase */
    for (int k = 0; k < sc->o.n_slow; k++)
        slow = sc->o.slow[k].window > slow ? sc->o.slow[k].window : slow;
    long ncyc = random_cycles + 4L * slow * (sum_in + sc->stats.merge_other) + 100;
    sim_stim_alloc_patterns(&sc->st, &sc->top, (int)ncyc);
    sim_stim_patterns(&sc->top, &sc->st, &r, random_cycles);
    sc_probes_ready(sc);
    return set_eager_slow(sc);
}
