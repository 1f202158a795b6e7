/* The circuit interpreter's run (model_circuit.h): channels are queues, units fire
 * as their inputs allow, and each firing asks the unit's own model what it produces. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model_circuit.h"

#define CI_MAX_FIRINGS 5000000L

typedef struct {
    sim_tok *t;
    int head, n, cap;
} ci_queue;

typedef struct {
    const ci_circuit *c;
    ci_queue *q; /* per netlist channel */
    int *gate;   /* per netlist channel from a circuit input: the output channel it waits on */
    const int *const *after; /* and its thresholds (sim_chan_stim.after), NULL: none */
    sim_rng rng;
    bool random; /* random sweeps and merge choices */
    bool last;   /* merges take their highest ready input (loop back edges first) */
    ci_stats *st;
    char *why;
    size_t cap;
} ci_state;

/* Queues grow as tokens arrive; a channel never loses one. */
static void q_push(ci_queue *q, const sim_tok *t)
{
    if (q->n == q->cap) {
        q->cap = q->cap ? 2 * q->cap : 16;
        q->t = realloc(q->t, (size_t)q->cap * sizeof *q->t);
        if (!q->t) {
            fprintf(stderr, "hs_sim: out of memory\n");
            exit(2);
        }
    }
    q->t[q->n++] = *t;
}

static int fire(ci_state *s, int u, int chosen);

/* A token is there, or the producer fires on demand (sources and what they feed).
 * A circuit input the testbench gates (a closed-loop environment) releases token j
 * only once the output it waits on has produced after[j] tokens, as in the testbench. */
static bool avail(ci_state *s, int ch)
{
    int p = s->c->producer[ch];
    if (p < 0 && s->after[ch] && s->q[ch].head < s->q[ch].n)
        return s->q[s->gate[ch]].n >= s->after[ch][s->q[ch].head];
    return s->q[ch].head < s->q[ch].n || (p >= 0 && s->c->units[p].lazy);
}

/* The next token of a channel, firing an on-demand producer first when it is empty. */
static int take(ci_state *s, int ch, sim_tok *t)
{
    if (s->q[ch].head == s->q[ch].n) {
        int p = s->c->producer[ch];
        if (p < 0 || !s->c->units[p].lazy || fire(s, p, -1))
            return -1;
    }
    if (s->q[ch].head == s->q[ch].n) {
        snprintf(s->why, s->cap, "on-demand unit produced nothing on channel %d", ch);
        return -1;
    }
    *t = s->q[ch].t[s->q[ch].head++];
    return 0;
}

/* Whether unit u can fire now; for a merge, *chosen gets the input element it takes
 * (lowest ready, or a random ready one under a random schedule). */
static bool enabled(ci_state *s, int u, int *chosen)
{
    const ci_unit *cu = &s->c->units[u];
    const sim_unit *su = &cu->su;
    *chosen = -1;
    if (cu->merge) {
        const sim_port *ip = &su->port[sim_port_index(su, "ins")];
        int ready[SIM_MAX_CHANS], n = 0;
        for (unsigned k = 0; k < ip->count; k++)
            if (avail(s, cu->chan[ip->first_chan + (int)k]))
                ready[n++] = (int)k;
        if (n)
            *chosen = s->random ? ready[sim_rng_below(&s->rng, (uint64_t)n)]
                      : s->last ? ready[n - 1]
                                : ready[0];
        return n > 0;
    }
    if (cu->mux) {
        int x = cu->chan[sim_chan_of(su, "index", -1)];
        if (s->q[x].head == s->q[x].n) /* an on-demand index would be odd: not modelled */
            return false;
        int c = sim_chan_of(su, "ins", (int)s->q[x].t[s->q[x].head].data);
        return c >= 0 && avail(s, cu->chan[c]);
    }
    bool any = false;
    for (int k = 0; k < su->n_chans; k++) {
        if (sim_chan_port(su, k)->out || cu->skip[k])
            continue;
        bool a = avail(s, cu->chan[k]);
        if (!a && !cu->split)
            return false;
        any = any || a;
    }
    return any || !cu->split;
}

/* Whether unit channel k is one this firing takes a token from (a split unit takes
 * each input that has one). */
static bool takes(ci_state *s, const ci_unit *cu, int k, int chosen, uint64_t index)
{
    const sim_unit *su = &cu->su;
    const sim_port *p = sim_chan_port(su, k);
    if (p->out || cu->skip[k])
        return false;
    if (cu->split)
        return avail(s, cu->chan[k]);
    if (cu->merge)
        return su->chan[k].elem == chosen;
    if (cu->mux && !strcmp(p->name, "ins"))
        return su->chan[k].elem == (int)index;
    return true;
}

/* One firing of unit u: its inputs' tokens as a one-token stimulus, its model's
 * prediction appended to its output channels. */
static int fire(ci_state *s, int u, int chosen)
{
    const ci_unit *cu = &s->c->units[u];
    const sim_unit *su = &cu->su;
    sim_stim st;
    sim_stim_init(&st);
    st.ncyc = 1;
    sim_fires f[SIM_MAX_CHANS];
    sim_fire one = {0, {0, {0}}, true};
    memset(f, 0, sizeof f);
    uint64_t index = 0;
    if (cu->mux) {
        int x = cu->chan[sim_chan_of(su, "index", -1)];
        index = s->q[x].t[s->q[x].head].data;
    }
    int rc = 0;
    for (int k = 0; k < su->n_chans && !rc; k++) {
        st.ch[k].pat = calloc(1, 1);
        st.ch[k].pat[0] = 1;
        if (!takes(s, cu, k, chosen, index)) {
            sim_stim_set_tokens(&st, k, 0);
            continue;
        }
        sim_stim_set_tokens(&st, k, 1);
        rc = take(s, cu->chan[k], &st.ch[k].tok[0]);
        f[k].n = 1;
        f[k].f = &one;
    }
    sim_expect e;
    memset(&e, 0, sizeof e);
    char why[256] = "";
    if (!rc && cu->model->predict(su, &st, f, &e, why, sizeof why)) {
        snprintf(s->why, s->cap, "unit %s: %s", cu->name, why);
        rc = -1;
    }
    for (int k = 0; k < su->n_chans && !rc; k++) {
        if (!sim_chan_port(su, k)->out && e.consumed[k] != st.ch[k].n_tok) {
            snprintf(s->why, s->cap, "unit %s: its model consumed %d tokens of %d on channel %d",
                     cu->name, e.consumed[k], st.ch[k].n_tok, k);
            rc = -1;
        }
        for (int j = 0; j < e.n_out[k]; j++)
            q_push(&s->q[cu->chan[k]], &e.out[k][j]);
    }
    sim_expect_free(&e);
    sim_stim_free(&st);
    s->st->firings++;
    s->st->merge_other += cu->merge && chosen > 0;
    return rc;
}

/* Sweeps the units (in netlist order, or a random order per sweep) firing each that
 * can, until none can: every token has gone as far as the circuit takes it. */
static int run_sweeps(ci_state *s)
{
    int n = s->c->n_units, *order = calloc((size_t)n + 1, sizeof *order);
    bool progress = true;
    int rc = 0;
    while (progress && !rc) {
        progress = false;
        for (int i = 0; i < n; i++)
            order[i] = i;
        for (int i = n - 1; s->random && i > 0; i--) {
            int j = (int)sim_rng_below(&s->rng, (uint64_t)i + 1), t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        for (int i = 0; i < n && !rc; i++) {
            int u = order[i], chosen;
            if (s->c->units[u].lazy || !enabled(s, u, &chosen))
                continue;
            rc = fire(s, u, chosen);
            progress = true;
        }
        if (s->st->firings > CI_MAX_FIRINGS) {
            snprintf(s->why, s->cap, "no end after %ld firings (a loop that never exits?)",
                     s->st->firings);
            rc = -1;
        }
    }
    free(order);
    return rc;
}

/* One interpretation of the stimulus under one schedule (model_circuit.h). */
int ci_run(const ci_circuit *c, const sim_stim *s, uint64_t sched, sim_expect *e, ci_stats *st,
           char *why, size_t cap)
{
    const hs_netlist *nl = c->nl;
    size_t nc = (size_t)nl->n_chans + 1;
    int *gate = calloc(nc, sizeof *gate);
    const int **after = calloc(nc, sizeof *after);
    ci_state cs = {
        c, calloc(nc, sizeof(ci_queue)), gate, after, {0}, sched > 1, sched == 1, st, why, cap};
    memset(st, 0, sizeof *st);
    for (int k = 0; k < nl->n_chans; k++) /* gates name top output channels */
        for (int g = 0; nl->chans[k].from.unit < 0 && g < nl->n_chans; g++) {
            const sim_chan_stim *in = &s->ch[nl->chans[k].from.cport];
            if (in->gate >= 0 && nl->chans[g].to.unit < 0 &&
                nl->n_inputs + nl->chans[g].to.cport == in->gate)
                gate[k] = g, after[k] = in->after;
        }
    sim_rng_seed(&cs.rng, sched, "schedule");
    for (int i = 0; i < c->n_units; i++)
        st->has_merge = st->has_merge || c->units[i].merge;
    for (int k = 0; k < nl->n_chans; k++)
        if (nl->chans[k].from.unit < 0) { /* a circuit input: top channel cport */
            const sim_chan_stim *in = &s->ch[nl->chans[k].from.cport];
            for (int j = 0; j < in->n_tok; j++)
                q_push(&cs.q[k], &in->tok[j]);
        }
    int rc = run_sweeps(&cs);
    for (int k = 0; k < nl->n_chans && !rc; k++) {
        if (nl->chans[k].from.unit < 0)
            e->consumed[nl->chans[k].from.cport] = cs.q[k].head;
        if (nl->chans[k].to.unit < 0) { /* a circuit output: top channel after the inputs */
            int o = nl->n_inputs + nl->chans[k].to.cport;
            for (int j = cs.q[k].head; j < cs.q[k].n; j++)
                sim_expect_push(e, o, &cs.q[k].t[j]);
        }
    }
    for (int k = 0; k < nl->n_chans; k++) /* tokens no unit ever took */
        if (c->producer[k] < 0 || !c->units[c->producer[k]].lazy)
            st->stuck += nl->chans[k].to.unit >= 0 ? cs.q[k].n - cs.q[k].head : 0;
    for (int k = 0; k < nl->n_chans; k++)
        free(cs.q[k].t);
    free(cs.q);
    free(gate);
    free(after);
    return rc;
}
