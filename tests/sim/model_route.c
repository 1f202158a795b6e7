/* Reference models of the units that route tokens without computing on them:
 * fork, lazy_fork, join, merge, control_merge, mux, br, cond_br and buffer. */
#include <stdlib.h>
#include <string.h>

#include "model.h"

/* Every token of `ins` appears on every element of `outs`, in order (fork, lazy_fork),
 * or on the single `outs` (br, buffer). Order is all a buffer may not change. */
static int predict_copy(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                        char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    int i = sim_chan_of(u, "ins", -1);
    const sim_port *op = &u->port[sim_port_index(u, "outs")];
    for (unsigned k = 0; k < op->count; k++) {
        int o = op->first_chan + (int)k;
        for (int j = 0; j < s->ch[i].n_tok; j++) {
            sim_tok t = {0};
            t.data = s->ch[i].tok[j].data;
            sim_copy_extras(u, i, &s->ch[i].tok[j], o, &t);
            sim_expect_push(e, o, &t);
        }
    }
    e->consumed[i] = s->ch[i].n_tok;
    return 0;
}

/* join: one control token per set of input tokens, extras merged over ins[0..n-1]. */
static int predict_join(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                        char *why, size_t cap)
{
    (void)f;
    const sim_port *ip = &u->port[sim_port_index(u, "ins")];
    int o = sim_chan_of(u, "outs", -1), n = (int)ip->count;
    int ins[SIM_MAX_CHANS];
    for (int k = 0; k < n; k++)
        ins[k] = ip->first_chan + k;
    for (int j = 0; j < s->ch[ins[0]].n_tok; j++) {
        const sim_tok *toks[SIM_MAX_CHANS];
        for (int k = 0; k < n; k++)
            toks[k] = &s->ch[ins[k]].tok[j];
        sim_tok t = {0};
        if (sim_join_extras(u, o, ins, toks, n, &t, why, cap))
            return -1;
        sim_expect_push(e, o, &t);
    }
    for (int k = 0; k < n; k++)
        e->consumed[ins[k]] = s->ch[ins[0]].n_tok;
    return 0;
}

/* Merges choose freely: each input gets its own token count, so the arbitration
 * sees all combinations of pending inputs. */
static void stim_merge(const sim_unit *u, sim_stim *s, sim_rng *r, int ntok)
{
    for (int c = 0; c < u->n_chans; c++) {
        if (sim_chan_port(u, c)->out)
            continue;
        int n = 5 + (int)sim_rng_below(r, (uint64_t)(ntok / 2 + 1));
        sim_stim_set_tokens(s, c, n);
        for (int i = 0; i < n; i++)
            sim_rand_tok(u, c, r, &s->ch[c].tok[i]);
    }
}

typedef struct {
    int cycle, elem, idx;
} accept_ev;

/* Orders acceptances by cycle, then by input number (same-cycle acceptances of
 * two inputs would be a merge bug that the output comparison then shows). */
static int cmp_accept(const void *a, const void *b)
{
    const accept_ev *x = a, *y = b;
    if (x->cycle != y->cycle)
        return x->cycle < y->cycle ? -1 : 1;
    return x->elem - y->elem;
}

/* Whether event e, forwarded by the merge, gives the token observed as output #j
 * (control_merge: the index names the input; merge: data and extras match). */
static bool event_matches(const sim_unit *u, const sim_stim *s, const sim_fires *f,
                          const accept_ev *e, int j)
{
    const sim_port *ip = &u->port[sim_port_index(u, "ins")];
    int o = sim_chan_of(u, "outs", -1), x = sim_chan_of(u, "index", -1);
    if (x >= 0)
        return j < f[x].n && f[x].f[j].tok.data == (uint64_t)e->elem;
    if (j >= f[o].n)
        return false;
    int c = ip->first_chan + e->elem;
    sim_tok t = {0};
    t.data = s->ch[c].tok[e->idx].data;
    sim_copy_extras(u, c, &s->ch[c].tok[e->idx], o, &t);
    const sim_port *op = sim_chan_port(u, o);
    if ((t.data ^ f[o].f[j].tok.data) & sim_mask(op->width))
        return false;
    for (int k = 0; k < op->n_sig; k++)
        if (!op->sig[k].up && ((t.x[k] ^ f[o].f[j].tok.x[k]) & sim_mask(op->sig[k].width)))
            return false;
    return true;
}

/* Tokens accepted in the same cycle (a merge with storage may take several) have
 * no order of their own: take the one the output shows next, when there is one. */
static void order_simultaneous(const sim_unit *u, const sim_stim *s, const sim_fires *f,
                               accept_ev *ev, int n)
{
    for (int a = 0; a < n;) {
        int b = a + 1;
        while (b < n && ev[b].cycle == ev[a].cycle)
            b++;
        for (int j = a; b - a > 1 && j < b; j++)
            for (int k = j; k < b; k++)
                if (event_matches(u, s, f, &ev[k], j)) {
                    accept_ev t = ev[j];
                    ev[j] = ev[k];
                    ev[k] = t;
                    break;
                }
        a = b;
    }
}

/* merge and control_merge: the outputs follow the order in which the trace shows the
 * inputs accepted; outs carries the token, control_merge's index the input number
 * (and, when index carries the extras, the chosen token's values). */
static int predict_merge(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                         char *why, size_t cap)
{
    (void)why, (void)cap;
    const sim_port *ip = &u->port[sim_port_index(u, "ins")];
    int o = sim_chan_of(u, "outs", -1), x = sim_chan_of(u, "index", -1);
    int total = 0;
    for (unsigned k = 0; k < ip->count; k++)
        total += f[ip->first_chan + (int)k].n;
    accept_ev *ev = calloc((size_t)total + 1, sizeof *ev);
    int n = 0;
    for (unsigned k = 0; k < ip->count; k++) {
        int c = ip->first_chan + (int)k;
        for (int j = 0; j < f[c].n && j < s->ch[c].n_tok; j++)
            ev[n++] = (accept_ev){f[c].f[j].cycle, (int)k, j};
        e->consumed[c] = s->ch[c].n_tok;
    }
    qsort(ev, (size_t)n, sizeof *ev, cmp_accept);
    order_simultaneous(u, s, f, ev, n);
    for (int j = 0; j < n; j++) {
        int c = ip->first_chan + ev[j].elem;
        const sim_tok *src = &s->ch[c].tok[ev[j].idx];
        sim_tok t = {0};
        t.data = src->data;
        sim_copy_extras(u, c, src, o, &t);
        sim_expect_push(e, o, &t);
        if (x >= 0) {
            sim_tok it = {0};
            it.data = (uint64_t)ev[j].elem;
            sim_copy_extras(u, c, src, x, &it);
            sim_expect_push(e, x, &it);
        }
    }
    free(ev);
    return 0;
}

/* mux: index tokens in range, and exactly as many tokens on each data input as
 * the indices select, so every token is consumed. */
static void stim_mux(const sim_unit *u, sim_stim *s, sim_rng *r, int ntok)
{
    int x = sim_chan_of(u, "index", -1);
    const sim_port *ip = &u->port[sim_port_index(u, "ins")];
    sim_stim_set_tokens(s, x, ntok);
    int count[SIM_MAX_CHANS] = {0};
    for (int i = 0; i < ntok; i++) {
        sim_rand_tok(u, x, r, &s->ch[x].tok[i]);
        s->ch[x].tok[i].data = sim_rng_below(r, ip->count);
        count[s->ch[x].tok[i].data]++;
    }
    for (unsigned k = 0; k < ip->count; k++) {
        int c = ip->first_chan + (int)k;
        sim_stim_set_tokens(s, c, count[k]);
        for (int i = 0; i < count[k]; i++)
            sim_rand_tok(u, c, r, &s->ch[c].tok[i]);
    }
    /* `equal` signals the index carries: the data token it selects agrees with it */
    const sim_port *xp = sim_chan_port(u, x);
    int next[SIM_MAX_CHANS] = {0};
    for (int i = 0; i < ntok; i++) {
        int c = ip->first_chan + (int)s->ch[x].tok[i].data;
        sim_tok *dt = &s->ch[c].tok[next[s->ch[x].tok[i].data]++];
        for (int k = 0; k < xp->n_sig; k++)
            if (!xp->sig[k].up && xp->sig[k].merge == HS_MERGE_EQUAL)
                for (int j = 0; j < ip->n_sig; j++)
                    if (!strcmp(ip->sig[j].name, xp->sig[k].name))
                        dt->x[j] = s->ch[x].tok[i].x[k];
    }
}

/* mux: the k-th index token selects the next token of ins[index]. A signal that the
 * index carries is merged over (index, chosen data) in port order (index first, so
 * `first` takes the index's value); otherwise the chosen data's value is forwarded. */
static int predict_mux(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                       char *why, size_t cap)
{
    (void)f;
    int x = sim_chan_of(u, "index", -1), o = sim_chan_of(u, "outs", -1);
    const sim_port *ip = &u->port[sim_port_index(u, "ins")];
    bool idx_has = sim_chan_port(u, x)->n_sig > 0;
    int next[SIM_MAX_CHANS] = {0};
    for (int i = 0; i < s->ch[x].n_tok; i++) {
        const sim_tok *it = &s->ch[x].tok[i];
        int c = ip->first_chan + (int)it->data;
        const sim_tok *dt = &s->ch[c].tok[next[it->data]++];
        sim_tok t = {0};
        t.data = dt->data;
        if (idx_has) {
            int ins[2] = {x, c};
            const sim_tok *toks[2] = {it, dt};
            if (sim_join_extras(u, o, ins, toks, 2, &t, why, cap))
                return -1;
        } else {
            sim_copy_extras(u, c, dt, o, &t);
        }
        sim_expect_push(e, o, &t);
    }
    e->consumed[x] = s->ch[x].n_tok;
    for (unsigned k = 0; k < ip->count; k++)
        e->consumed[ip->first_chan + (int)k] = next[k];
    return 0;
}

/* cond_br: (condition, data) joined; the token goes to trueOut when condition is 1,
 * else falseOut, extras merged over (condition, data). */
static int predict_cond_br(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                           char *why, size_t cap)
{
    (void)f;
    int c = sim_chan_of(u, "condition", -1), d = sim_chan_of(u, "data", -1);
    int to = sim_chan_of(u, "trueOut", -1), fo = sim_chan_of(u, "falseOut", -1);
    int n = s->ch[c].n_tok;
    for (int i = 0; i < n; i++) {
        const sim_tok *ct = &s->ch[c].tok[i], *dt = &s->ch[d].tok[i];
        int o = (ct->data & 1) ? to : fo;
        sim_tok t = {0};
        t.data = dt->data;
        int ins[2] = {c, d};
        const sim_tok *toks[2] = {ct, dt};
        if (sim_join_extras(u, o, ins, toks, 2, &t, why, cap))
            return -1;
        sim_expect_push(e, o, &t);
    }
    e->consumed[c] = e->consumed[d] = n;
    return 0;
}

const sim_model sim_models_route[] = {
    {"fork", NULL, predict_copy, 0, NULL},
    {"lazy_fork", NULL, predict_copy, SIM_MODEL_RETRACTS_VALID | SIM_MODEL_LOCKSTEP, NULL},
    {"br", NULL, predict_copy, 0, NULL},
    {"buffer", NULL, predict_copy, 0, NULL},
    {"join", NULL, predict_join, 0, NULL},
    {"merge", stim_merge, predict_merge, 0, NULL},
    {"control_merge", stim_merge, predict_merge, 0, NULL},
    {"mux", stim_mux, predict_mux, 0, NULL},
    {"cond_br", NULL, predict_cond_br, 0, NULL},
    {NULL, NULL, NULL, 0, NULL}};
