/* Reference models of select, constant, source and sink. */
#include <string.h>

#include "model.h"

/* result = condition ? trueValue : falseValue; one token of each input is consumed
 * per result (the unchosen value's may be taken after the result left), and the extras follow the
 * merge policy over the condition and the chosen value only: the discarded value's signals are
 * dropped. */
static int predict_select(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                          char *why, size_t cap)
{
    (void)f;
    int c = sim_chan_of(u, "condition", -1), tv = sim_chan_of(u, "trueValue", -1);
    int fv = sim_chan_of(u, "falseValue", -1), o = sim_chan_of(u, "result", -1);
    int n = s->ch[c].n_tok;
    for (int i = 0; i < n; i++) {
        const sim_tok *ct = &s->ch[c].tok[i], *tt = &s->ch[tv].tok[i], *ft = &s->ch[fv].tok[i];
        sim_tok t = {0};
        t.data = (ct->data & 1) ? tt->data : ft->data;
        int ins[2] = {c, (ct->data & 1) ? tv : fv};
        const sim_tok *toks[2] = {ct, (ct->data & 1) ? tt : ft};
        if (sim_join_extras(u, o, ins, toks, 2, &t, why, cap))
            return -1;
        sim_expect_push(e, o, &t);
    }
    e->consumed[c] = e->consumed[tv] = e->consumed[fv] = n;
    return 0;
}

/* One `value` token per ctrl token, carrying ctrl's extra signals. */
static int predict_constant(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                            char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    int c = sim_chan_of(u, "ctrl", -1), o = sim_chan_of(u, "outs", -1);
    uint64_t v = (uint64_t)sim_param_get(u, "value", 0) & sim_mask(sim_chan_port(u, o)->width);
    for (int i = 0; i < s->ch[c].n_tok; i++) {
        sim_tok t = {0};
        t.data = v;
        sim_copy_extras(u, c, &s->ch[c].tok[i], o, &t);
        sim_expect_push(e, o, &t);
    }
    e->consumed[c] = s->ch[c].n_tok;
    return 0;
}

/* A source is always valid, so it hands over a token in every cycle its output is
 * ready; each carries the configured source value of each signal, or zero. */
static int predict_source(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                          char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    int o = sim_chan_of(u, "outs", -1);
    const sim_port *p = sim_chan_port(u, o);
    sim_tok t = {0};
    for (int k = 0; k < p->n_sig; k++)
        if (!p->sig[k].up)
            t.x[k] = p->sig[k].has_source ? p->sig[k].source & sim_mask(p->sig[k].width) : 0;
    for (int c = 0; c < s->ncyc; c++)
        if (s->ch[o].pat[c])
            sim_expect_push(e, o, &t);
    return 0;
}

/* A sink consumes every token it is offered and produces nothing. */
static int predict_sink(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                        char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    int i = sim_chan_of(u, "ins", -1);
    e->consumed[i] = s->ch[i].n_tok;
    return 0;
}

const sim_model sim_models_misc[] = {{"select", NULL, predict_select, 0, NULL},
                                     {"constant", NULL, predict_constant, 0, NULL},
                                     {"source", NULL, predict_source, 0, NULL},
                                     {"sink", NULL, predict_sink, 0, NULL},
                                     {NULL, NULL, NULL, 0, NULL}};
