/* Reference models: speculation v2's units (passer, spec_v2_resolver,
 * spec_v2_repeating_init; docs/speculation.md). All three are token-level: what they
 * output follows from their input tokens alone. */
#include <stdio.h>
#include <string.h>

#include "model.h"

/* passer: token j of data and of ctrl joined; it leaves on result when ctrl is 1 (extras
 * merged by policy over data and ctrl), and is consumed without output when 0. */
static int predict_passer(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                          char *why, size_t cap)
{
    (void)f;
    int d = sim_chan_of(u, "data", -1), c = sim_chan_of(u, "ctrl", -1);
    int o = sim_chan_of(u, "result", -1);
    int n = s->ch[d].n_tok < s->ch[c].n_tok ? s->ch[d].n_tok : s->ch[c].n_tok;
    for (int j = 0; j < n; j++) {
        const sim_tok *dt = &s->ch[d].tok[j], *ct = &s->ch[c].tok[j];
        if (!(ct->data & 1))
            continue;
        sim_tok t = {0};
        t.data = dt->data;
        int ins[2] = {d, c};
        const sim_tok *toks[2] = {dt, ct};
        if (sim_join_extras(u, o, ins, toks, 2, &t, why, cap))
            return -1;
        sim_expect_push(e, o, &t);
    }
    e->consumed[d] = e->consumed[c] = n;
    return 0;
}

/* spec_v2_resolver: token j of actualCondition and generatedCondition joined into one
 * confirmSpec token whose data is the state before it (1 after reset): a generated 1
 * meeting an actual 0 in state 1 turns it 0, a generated 0 in state 0 turns it 1. */
static int predict_resolver(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                            char *why, size_t cap)
{
    (void)f;
    int a = sim_chan_of(u, "actualCondition", -1), g = sim_chan_of(u, "generatedCondition", -1);
    int o = sim_chan_of(u, "confirmSpec", -1);
    int n = s->ch[a].n_tok < s->ch[g].n_tok ? s->ch[a].n_tok : s->ch[g].n_tok;
    bool idle = true;
    for (int j = 0; j < n; j++) {
        const sim_tok *at = &s->ch[a].tok[j], *gt = &s->ch[g].tok[j];
        bool actual = at->data & 1, gen = gt->data & 1;
        sim_tok t = {0};
        t.data = idle;
        int ins[2] = {a, g};
        const sim_tok *toks[2] = {at, gt};
        if (sim_join_extras(u, o, ins, toks, 2, &t, why, cap))
            return -1;
        sim_expect_push(e, o, &t);
        if (idle && !actual && gen)
            idle = false;
        else if (!idle && !gen)
            idle = true;
    }
    e->consumed[a] = e->consumed[g] = n;
    return 0;
}

/* spec_v2_repeating_init: the generated token (init_token, extras at their source values,
 * else zero) first and after every 0 that left; ins's tokens otherwise, unchanged. With
 * init_token 0 it generates forever and never takes ins: one token in every cycle outs is
 * ready, as a source. */
static int predict_repeating_init(const sim_unit *u, const sim_stim *s, const sim_fires *f,
                                  sim_expect *e, char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    int i = sim_chan_of(u, "ins", -1), o = sim_chan_of(u, "outs", -1);
    const sim_port *op = sim_chan_port(u, o);
    sim_tok gen = {0};
    gen.data = (uint64_t)sim_param_get(u, "init_token", 1) & 1;
    for (int k = 0; k < op->n_sig; k++)
        if (!op->sig[k].up && op->sig[k].has_source)
            gen.x[k] = op->sig[k].source & sim_mask(op->sig[k].width);
    if (!gen.data) {
        for (int c = 0; c < s->ncyc; c++)
            if (s->ch[o].pat[c])
                sim_expect_push(e, o, &gen);
        return 0;
    }
    sim_expect_push(e, o, &gen);
    for (int j = 0; j < s->ch[i].n_tok; j++) {
        sim_tok t = {0};
        t.data = s->ch[i].tok[j].data & 1;
        sim_copy_extras(u, i, &s->ch[i].tok[j], o, &t);
        sim_expect_push(e, o, &t);
        if (!t.data)
            sim_expect_push(e, o, &gen);
    }
    e->consumed[i] = s->ch[i].n_tok;
    return 0;
}

const sim_model sim_models_spec_v2[] = {
    {"passer", NULL, predict_passer, 0, NULL},
    {"spec_v2_resolver", NULL, predict_resolver, 0, NULL},
    {"spec_v2_repeating_init", NULL, predict_repeating_init, 0, NULL},
    {NULL, NULL, NULL, 0, NULL}};
