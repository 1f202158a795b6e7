/* Reference models: IEEE-754 floating-point units. addf, subf, mulf, divf compute with the
 * host's C arithmetic (fp_ref.c: _Float16, float, double, round to nearest even, canonical
 * NaN); pipelining (latency > 0) does not change the token-level behaviour. */
#include <string.h>

#include "fp_ref.h"
#include "model.h"

/* Twice the suggested tokens: every third a directed edge case (fp_ref_directed, a run
 * of the list from a random start), the others edge-biased random pairs: specials,
 * subnormals, ties, cancellation, results around the subnormal range and overflow. */
static void stim_farith(const sim_unit *u, sim_stim *s, sim_rng *r, int ntok)
{
    ntok *= 2;
    sim_stim_default(u, s, r, ntok);
    int l = sim_chan_of(u, "lhs", -1), rr = sim_chan_of(u, "rhs", -1);
    unsigned w = sim_chan_port(u, l)->width;
    fp_ref_op op = (fp_ref_op)fp_ref_op_of(u->unit);
    int first = (int)sim_rng_below(r, FP_REF_N_DIRECTED); /* a third directed, from here on */
    for (int i = 0; i < ntok; i++) {
        if (i % 3 == 0)
            fp_ref_directed(w, first + i / 3, &s->ch[l].tok[i].data, &s->ch[rr].tok[i].data);
        else
            fp_ref_pair(r, op, w, &s->ch[l].tok[i].data, &s->ch[rr].tok[i].data);
    }
}

/* lhs OP rhs for each token pair, extras by the merge policy over (lhs, rhs). */
static int predict_farith(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                          char *why, size_t cap)
{
    (void)f;
    int l = sim_chan_of(u, "lhs", -1), rr = sim_chan_of(u, "rhs", -1);
    int o = sim_chan_of(u, "result", -1);
    unsigned w = sim_chan_port(u, l)->width;
    fp_ref_op op = (fp_ref_op)fp_ref_op_of(u->unit);
    int n = s->ch[l].n_tok < s->ch[rr].n_tok ? s->ch[l].n_tok : s->ch[rr].n_tok;
    for (int i = 0; i < n; i++) {
        const sim_tok *a = &s->ch[l].tok[i], *b = &s->ch[rr].tok[i];
        sim_tok t = {0};
        t.data = fp_ref(op, w, a->data, b->data);
        int ins[2] = {l, rr};
        const sim_tok *toks[2] = {a, b};
        if (sim_join_extras(u, o, ins, toks, 2, &t, why, cap))
            return -1;
        sim_expect_push(e, o, &t);
    }
    e->consumed[l] = e->consumed[rr] = n;
    return 0;
}

const sim_model sim_models_float[] = {
    {"addf", stim_farith, predict_farith, 0, NULL},
    {"subf", stim_farith, predict_farith, 0, NULL},
    {"mulf", stim_farith, predict_farith, 0, NULL},
    {"divf", stim_farith, predict_farith, 0, NULL},
    {NULL, NULL, NULL, 0, NULL},
};
