/* Reference models: floating-point comparison, sign, min/max and conversions, and
 * (model_div.c) integer division; the arithmetic is fm_ref.c's host C. Latency does
 * not change the token-level behaviour, so one model serves every latency. */
#include <string.h>

#include "fm_ref.h"
#include "model.h"

/* The unit's data operands, edge-case biased (fm_ref.c), in place of the default
 * random data; extras stay as drawn. */
void fm_stim(const sim_unit *u, sim_stim *s, sim_rng *r, int ntok)
{
    sim_stim_default(u, s, r, ntok);
    bool unary = sim_chan_of(u, "ins", -1) >= 0;
    int in[2] = {sim_chan_of(u, unary ? "ins" : "lhs", -1), unary ? -1 : sim_chan_of(u, "rhs", -1)};
    int o = sim_chan_of(u, unary ? "outs" : "result", -1);
    unsigned ow = sim_chan_port(u, o)->width;
    for (int k = 0; k < 2 && in[k] >= 0; k++) {
        unsigned w = sim_chan_port(u, in[k])->width;
        for (int i = 0; i < s->ch[in[k]].n_tok; i++) {
            uint64_t v = fmref_operand(r, u->unit, w, ow, k);
            if (k == 1 && sim_rng_pct(r, 15)) /* equal operands */
                v = s->ch[in[0]].tok[i].data;
            s->ch[in[k]].tok[i].data = v;
        }
    }
}

/* ins -> outs, extras passed through. */
int fm_predict_unary(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                     char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    int i = sim_chan_of(u, "ins", -1), o = sim_chan_of(u, "outs", -1);
    unsigned wi = sim_chan_port(u, i)->width, wo = sim_chan_port(u, o)->width;
    for (int k = 0; k < s->ch[i].n_tok; k++) {
        const sim_tok *a = &s->ch[i].tok[k];
        sim_tok t = {0};
        t.data = fmref_unary(u->unit, wi, wo, a->data);
        sim_copy_extras(u, i, a, o, &t);
        sim_expect_push(e, o, &t);
    }
    e->consumed[i] = s->ch[i].n_tok;
    return 0;
}

/* lhs OP rhs per token pair, extras by the merge policy. */
int fm_predict_binary(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                      char *why, size_t cap)
{
    (void)f;
    int l = sim_chan_of(u, "lhs", -1), rr = sim_chan_of(u, "rhs", -1);
    int o = sim_chan_of(u, "result", -1);
    unsigned w = sim_chan_port(u, l)->width;
    const char *pred = !strcmp(u->unit, "cmpf") ? sim_param_text(u, "predicate") : NULL;
    int n = s->ch[l].n_tok < s->ch[rr].n_tok ? s->ch[l].n_tok : s->ch[rr].n_tok;
    for (int i = 0; i < n; i++) {
        const sim_tok *a = &s->ch[l].tok[i], *b = &s->ch[rr].tok[i];
        sim_tok t = {0};
        t.data = fmref_binary(u->unit, pred, w, a->data, b->data);
        int ins[2] = {l, rr};
        const sim_tok *toks[2] = {a, b};
        if (sim_join_extras(u, o, ins, toks, 2, &t, why, cap))
            return -1;
        sim_expect_push(e, o, &t);
    }
    e->consumed[l] = e->consumed[rr] = n;
    return 0;
}

const sim_model sim_models_fmisc[] = {{"negf", fm_stim, fm_predict_unary, 0, NULL},
                                      {"absf", fm_stim, fm_predict_unary, 0, NULL},
                                      {"cmpf", fm_stim, fm_predict_binary, 0, NULL},
                                      {"maximumf", fm_stim, fm_predict_binary, 0, NULL},
                                      {"minimumf", fm_stim, fm_predict_binary, 0, NULL},
                                      {"extf", fm_stim, fm_predict_unary, 0, NULL},
                                      {"truncf", fm_stim, fm_predict_unary, 0, NULL},
                                      {"sitofp", fm_stim, fm_predict_unary, 0, NULL},
                                      {"uitofp", fm_stim, fm_predict_unary, 0, NULL},
                                      {"fptosi", fm_stim, fm_predict_unary, 0, NULL},
                                      {"fptoui", fm_stim, fm_predict_unary, 0, NULL},
                                      {NULL, NULL, NULL, 0, NULL}};
