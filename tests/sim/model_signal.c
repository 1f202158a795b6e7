/* Reference models of the signal units: add_signal,
 * drop_signal, promote_signal, speculating_branch, compose and decompose, and the
 * round trips (unbundle -> bundle, compose -> decompose: the identity). */
#include <string.h>

#include "model.h"

/* Index of the extra signal named `name` on channel ch, -1 when absent. */
static int sig_index(const sim_unit *u, int ch, const char *name)
{
    const sim_port *p = sim_chan_port(u, ch);
    for (int k = 0; k < p->n_sig; k++)
        if (!strcmp(p->sig[k].name, name))
            return k;
    return -1;
}

/* add_signal: ins and value joined; outs = ins's token plus the new signal, whose
 * value is value's data (an upstream new signal has no downstream value). */
static int predict_add(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                       char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    int i = sim_chan_of(u, "ins", -1), v = sim_chan_of(u, "value", -1);
    int o = sim_chan_of(u, "outs", -1);
    int k = sig_index(u, o, sim_param_text(u, "signal"));
    int n = s->ch[i].n_tok;
    for (int j = 0; j < n; j++) {
        sim_tok t = {0};
        t.data = s->ch[i].tok[j].data;
        sim_copy_extras(u, i, &s->ch[i].tok[j], o, &t);
        if (k >= 0 && !sim_chan_port(u, o)->sig[k].up)
            t.x[k] = s->ch[v].tok[j].data;
        sim_expect_push(e, o, &t);
    }
    e->consumed[i] = e->consumed[v] = n;
    return 0;
}

/* drop_signal: the token without the signal; promote_signal: the signal's value
 * becomes the data, the other signals pass. */
static int predict_drop_promote(const sim_unit *u, const sim_stim *s, const sim_fires *f,
                                sim_expect *e, char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    int i = sim_chan_of(u, "ins", -1), o = sim_chan_of(u, "outs", -1);
    int k = sig_index(u, i, sim_param_text(u, "signal"));
    bool promote = !strcmp(u->unit, "promote_signal");
    for (int j = 0; j < s->ch[i].n_tok; j++) {
        const sim_tok *a = &s->ch[i].tok[j];
        sim_tok t = {0};
        t.data = promote && k >= 0 ? a->x[k] : a->data;
        sim_copy_extras(u, i, a, o, &t);
        sim_expect_push(e, o, &t);
    }
    e->consumed[i] = s->ch[i].n_tok;
    return 0;
}

/* speculating_branch = cond_br(condition: promote_signal(spec) of spec_tag_data,
 * data: drop_signal(spec) of data): spec = 1 goes to trueOut; the remaining signals
 * merge over (spec_tag_data, data), the cond_br's port order. */
static int predict_spec_branch(const sim_unit *u, const sim_stim *s, const sim_fires *f,
                               sim_expect *e, char *why, size_t cap)
{
    (void)f;
    int d = sim_chan_of(u, "data", -1), st = sim_chan_of(u, "spec_tag_data", -1);
    int to = sim_chan_of(u, "trueOut", -1), fo = sim_chan_of(u, "falseOut", -1);
    int ks = sig_index(u, st, "spec");
    int n = s->ch[d].n_tok;
    for (int j = 0; j < n; j++) {
        const sim_tok *dt = &s->ch[d].tok[j], *tt = &s->ch[st].tok[j];
        int o = ks >= 0 && (tt->x[ks] & 1) ? to : fo;
        sim_tok t = {0};
        t.data = dt->data;
        int ins[2] = {st, d};
        const sim_tok *toks[2] = {tt, dt};
        if (sim_join_extras(u, o, ins, toks, 2, &t, why, cap))
            return -1;
        sim_expect_push(e, o, &t);
    }
    e->consumed[d] = e->consumed[st] = n;
    return 0;
}

/* Concatenates the signals of one direction of token t on channel ch, first
 * canonical signal lowest, starting at bit `base` of acc. */
static uint64_t pack(const sim_unit *u, int ch, const sim_tok *t, unsigned base, uint64_t acc)
{
    const sim_port *p = sim_chan_port(u, ch);
    unsigned off = base;
    for (int k = 0; k < p->n_sig; k++)
        if (!p->sig[k].up) {
            acc |= (t->x[k] & sim_mask(p->sig[k].width)) << off;
            off += p->sig[k].width;
        }
    return acc;
}

/* Splits `bus` (from bit base) into channel ch's downstream signals of token t. */
static void unpack(const sim_unit *u, int ch, uint64_t bus, unsigned base, sim_tok *t)
{
    const sim_port *p = sim_chan_port(u, ch);
    unsigned off = base;
    for (int k = 0; k < p->n_sig; k++)
        if (!p->sig[k].up) {
            t->x[k] = (bus >> off) & sim_mask(p->sig[k].width);
            off += p->sig[k].width;
        }
}

/* The single signal of one direction on a signals-mode composed channel. */
static int composed_sig(const sim_unit *u, int ch, bool up)
{
    const sim_port *p = sim_chan_port(u, ch);
    for (int k = 0; k < p->n_sig; k++)
        if (p->sig[k].up == up)
            return k;
    return -1;
}

/* compose / decompose (layout in generators/op_compose.c): data mode puts the
 * downstream signals above the data bits, first lowest; signals mode concatenates
 * them into one signal. decompose is the inverse. */
static int predict_compose(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                           char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    int i = sim_chan_of(u, "ins", -1), o = sim_chan_of(u, "outs", -1);
    bool composing = !strcmp(u->unit, "compose");
    bool data_mode = !strcmp(sim_param_text(u, "mode"), "data");
    int plain = composing ? i : o, comp = composing ? o : i;
    unsigned w = sim_chan_port(u, plain)->width;
    for (int j = 0; j < s->ch[i].n_tok; j++) {
        const sim_tok *a = &s->ch[i].tok[j];
        sim_tok t = {0};
        int kc = composed_sig(u, comp, false);
        if (composing) {
            t.data = data_mode ? pack(u, i, a, w, a->data & sim_mask(w)) : a->data;
            if (!data_mode && kc >= 0)
                t.x[kc] = pack(u, i, a, 0, 0);
        } else {
            t.data = a->data & sim_mask(w);
            if (data_mode)
                unpack(u, o, a->data, w, &t);
            else if (kc >= 0)
                unpack(u, o, a->x[kc], 0, &t);
        }
        sim_expect_push(e, o, &t);
    }
    e->consumed[i] = s->ch[i].n_tok;
    return 0;
}

/* Data mode: upstream signals pass unchanged in canonical order. Named ones keep
 * their names, but an unnamed one is renumbered (ins [i2, (U) i3] composes to outs
 * [(U) i3]: ins's extra1 is outs's extra0), so signals are matched by position among
 * the upstream ones, not by name. */
static bool upstream_by_position(const sim_unit *u, const sim_stim *s, int in_ch, int k, int cy,
                                 uint64_t *value)
{
    int o = sim_chan_of(u, "outs", -1), pos = 0;
    const sim_port *ip = sim_chan_port(u, in_ch), *op = sim_chan_port(u, o);
    for (int j = 0; j < k; j++)
        pos += ip->sig[j].up;
    for (int j = 0; j < op->n_sig; j++)
        if (op->sig[j].up && pos-- == 0) {
            *value = s->ch[o].up[j][cy] & sim_mask(ip->sig[k].width);
            return true;
        }
    return false;
}

/* Signals mode: the plain side's upstream signals are slices of the composed side's
 * single upstream signal (compose), or that signal is their concatenation
 * (decompose). Data mode: upstream_by_position. */
static bool upstream_compose(const sim_unit *u, const sim_stim *s, int in_ch, int k, int cy,
                             uint64_t *value)
{
    if (strcmp(sim_param_text(u, "mode"), "signals"))
        return upstream_by_position(u, s, in_ch, k, cy, value);
    int o = sim_chan_of(u, "outs", -1);
    const sim_port *ip = sim_chan_port(u, in_ch), *op = sim_chan_port(u, o);
    if (!strcmp(u->unit, "compose")) {
        int ko = composed_sig(u, o, true);
        if (ko < 0)
            return false;
        unsigned off = 0;
        for (int j = 0; j < k; j++)
            if (ip->sig[j].up)
                off += ip->sig[j].width;
        *value = (s->ch[o].up[ko][cy] >> off) & sim_mask(ip->sig[k].width);
        return true;
    }
    uint64_t acc = 0;
    unsigned off = 0;
    for (int j = 0; j < op->n_sig; j++)
        if (op->sig[j].up) {
            acc |= (s->ch[o].up[j][cy] & sim_mask(op->sig[j].width)) << off;
            off += op->sig[j].width;
        }
    *value = acc & sim_mask(ip->sig[k].width);
    return true;
}

/* A round trip (sim_round_trip.c: unbundle -> bundle, compose -> decompose): the
 * identity. Every token of ins leaves outs with its data and downstream signals
 * unchanged; upstream signals follow the generic rule (by name, from outs). */
static int predict_identity(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                            char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    int i = sim_chan_of(u, "ins", -1), o = sim_chan_of(u, "outs", -1);
    for (int j = 0; j < s->ch[i].n_tok; j++) {
        sim_tok t = {0};
        t.data = s->ch[i].tok[j].data;
        sim_copy_extras(u, i, &s->ch[i].tok[j], o, &t);
        sim_expect_push(e, o, &t);
    }
    e->consumed[i] = s->ch[i].n_tok;
    return 0;
}

const sim_model sim_models_signal[] = {{"add_signal", NULL, predict_add, 0, NULL},
                                       {"drop_signal", NULL, predict_drop_promote, 0, NULL},
                                       {"promote_signal", NULL, predict_drop_promote, 0, NULL},
                                       {"speculating_branch", NULL, predict_spec_branch, 0, NULL},
                                       {"compose", NULL, predict_compose, 0, upstream_compose},
                                       {"decompose", NULL, predict_compose, 0, upstream_compose},
                                       {"round_trip", NULL, predict_identity, 0, NULL},
                                       {NULL, NULL, NULL, 0, NULL}};
