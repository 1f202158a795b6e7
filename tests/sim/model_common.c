/* Helpers every reference model shares: random tokens, merge policies, expected lists. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"

/* Corner values find more bugs than uniform ones (carries, sign bits, shifts by 0). */
uint64_t sim_rand_value(sim_rng *r, unsigned w)
{
    uint64_t m = sim_mask(w), sign = w ? (uint64_t)1 << (w - 1) : 0;
    switch (sim_rng_below(r, 10)) {
    case 0:
        return 0;
    case 1:
        return 1 & m;
    case 2:
        return m;
    case 3:
        return sign;
    case 4:
        return (sign - 1) & m;
    default:
        return sim_rng_next(r) & m;
    }
}

/* Downstream extras are uniformly random: policies are only visible on mixed values. */
void sim_rand_tok(const sim_unit *u, int ch, sim_rng *r, sim_tok *t)
{
    const sim_port *p = sim_chan_port(u, ch);
    memset(t, 0, sizeof *t);
    t->data = p->width ? sim_rand_value(r, p->width) : 0;
    for (int k = 0; k < p->n_sig; k++)
        if (!p->sig[k].up)
            t->x[k] = sim_rng_next(r) & sim_mask(p->sig[k].width);
}

/* Allocates a channel's token list. */
void sim_stim_set_tokens(sim_stim *s, int ch, int n)
{
    free(s->ch[ch].tok);
    s->ch[ch].n_tok = n;
    s->ch[ch].tok = calloc(n > 0 ? (size_t)n : 1, sizeof(sim_tok));
}

/* Signals under policy `equal` must agree on the tokens a unit joins: token j of
 * every input channel takes the value of token j of the first input that carries
 * the signal (units that join token j of each input). */
void sim_stim_equalize(const sim_unit *u, sim_stim *s)
{
    for (int c = 0; c < u->n_chans; c++) {
        const sim_port *p = sim_chan_port(u, c);
        if (p->out)
            continue;
        for (int k = 0; k < p->n_sig; k++) {
            if (p->sig[k].up || p->sig[k].merge != HS_MERGE_EQUAL)
                continue;
            for (int c2 = c + 1; c2 < u->n_chans; c2++) {
                const sim_port *p2 = sim_chan_port(u, c2);
                if (p2->out)
                    continue;
                for (int k2 = 0; k2 < p2->n_sig; k2++)
                    if (!p2->sig[k2].up && !strcmp(p2->sig[k2].name, p->sig[k].name))
                        for (int j = 0; j < s->ch[c2].n_tok && j < s->ch[c].n_tok; j++)
                            s->ch[c2].tok[j].x[k2] = s->ch[c].tok[j].x[k];
            }
        }
    }
}

/* The stimulus of units whose inputs are all alike (one token per input per firing). */
void sim_stim_default(const sim_unit *u, sim_stim *s, sim_rng *r, int ntok)
{
    for (int c = 0; c < u->n_chans; c++) {
        if (sim_chan_port(u, c)->out)
            continue;
        sim_stim_set_tokens(s, c, ntok);
        for (int i = 0; i < ntok; i++)
            sim_rand_tok(u, c, r, &s->ch[c].tok[i]);
    }
    sim_stim_equalize(u, s);
}

/* Section 3's policies: or, and, first (first in port order), equal (must agree). */
uint64_t sim_merge_values(hs_merge m, const uint64_t *vals, int n, unsigned w, bool *disagree)
{
    uint64_t acc;
    *disagree = false;
    if (n == 0)
        return 0;
    switch (m) {
    case HS_MERGE_OR:
        acc = 0;
        for (int i = 0; i < n; i++)
            acc |= vals[i];
        return acc & sim_mask(w);
    case HS_MERGE_AND:
        acc = sim_mask(w);
        for (int i = 0; i < n; i++)
            acc &= vals[i];
        return acc;
    case HS_MERGE_EQUAL:
        for (int i = 1; i < n; i++)
            if (vals[i] != vals[0])
                *disagree = true;
        return vals[0];
    case HS_MERGE_FIRST:
    default:
        return vals[0];
    }
}

/* Joined inputs: each downstream signal of the output is the policy over the inputs
 * that carry it, taken in port order. */
int sim_join_extras(const sim_unit *u, int out_ch, const int *in_ch, const sim_tok *const *in_tok,
                    int n_in, sim_tok *out, char *why, size_t cap)
{
    const sim_port *op = sim_chan_port(u, out_ch);
    for (int k = 0; k < op->n_sig; k++) {
        const sim_sig *sg = &op->sig[k];
        if (sg->up)
            continue;
        uint64_t vals[SIM_MAX_CHANS];
        int n = 0;
        for (int i = 0; i < n_in; i++) {
            const sim_port *ip = sim_chan_port(u, in_ch[i]);
            for (int j = 0; j < ip->n_sig; j++)
                if (!ip->sig[j].up && strcmp(ip->sig[j].name, sg->name) == 0)
                    vals[n++] = in_tok[i]->x[j];
        }
        bool dis;
        if (sg->merge == HS_MERGE_UNSET && n > 1) {
            snprintf(why, cap, "signal '%s' is joined but has no merge policy", sg->name);
            return -1;
        }
        out->x[k] = sim_merge_values(sg->merge, vals, n, sg->width, &dis);
        if (dis) {
            snprintf(why, cap, "inputs disagree on '%s' under policy equal", sg->name);
            return -1;
        }
    }
    return 0;
}

/* One token in, one token out: the output's signals are the input's, matched by name. */
void sim_copy_extras(const sim_unit *u, int from, const sim_tok *src, int to, sim_tok *dst)
{
    const sim_port *fp = sim_chan_port(u, from), *tp = sim_chan_port(u, to);
    for (int k = 0; k < tp->n_sig; k++) {
        if (tp->sig[k].up)
            continue;
        dst->x[k] = 0;
        for (int j = 0; j < fp->n_sig; j++)
            if (!fp->sig[j].up && strcmp(fp->sig[j].name, tp->sig[k].name) == 0)
                dst->x[k] = src->x[j];
    }
}

/* Growable list of predicted tokens per output channel. */
void sim_expect_push(sim_expect *e, int ch, const sim_tok *t)
{
    if (e->n_out[ch] == e->cap_out[ch]) {
        int nc = e->cap_out[ch] ? 2 * e->cap_out[ch] : 64;
        sim_tok *nt = realloc(e->out[ch], (size_t)nc * sizeof *nt);
        if (!nt) {
            fprintf(stderr, "hs_sim: out of memory\n");
            exit(2);
        }
        e->out[ch] = nt;
        e->cap_out[ch] = nc;
    }
    e->out[ch][e->n_out[ch]++] = *t;
}
