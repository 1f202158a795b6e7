/* Circuit mode: the checks. Both traces identical cycle for cycle; handshakes known;
 * outputs stable under back-pressure; every input token consumed as offered; every
 * output token predicted by the netlist interpreter. A circuit with a merge may order
 * its outputs in more than one way (the merge chooses), so its outputs are compared
 * as a multiset, each token whole (data and every signal), after checking that every
 * interpreted schedule gives the same multiset; pairings that hold in every schedule
 * (token j of two outputs carrying the same signal value) must hold in the trace. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim_circuit.h"
#include "sim_report.h"
#include "sim_trace.h"

#define MAX_SHOWN 3

/* Equality on the channel's data width and downstream signals. */
static bool same_tok(const sim_unit *u, int c, const sim_tok *a, const sim_tok *b)
{
    const sim_port *p = sim_chan_port(u, c);
    if (p->width && ((a->data ^ b->data) & sim_mask(p->width)))
        return false;
    for (int k = 0; k < p->n_sig; k++)
        if (!p->sig[k].up && ((a->x[k] ^ b->x[k]) & sim_mask(p->sig[k].width)))
            return false;
    return true;
}

/* Valid/ready must be 0 or 1, and an output with valid and not ready must hold its
 * token (data and signals) into the next cycle. */
static int check_handshakes(const sim_circuit *sc, const sim_trace *t, const char *hdl, sim_buf *r)
{
    const sim_unit *u = &sc->top;
    int bad = 0;
    for (int c = 0; c < u->n_chans; c++) {
        const sim_port *p = sim_chan_port(u, c);
        char l[48], a[160], b[160];
        sim_chan_label(u, c, l, sizeof l);
        for (int cy = 0; cy < t->ncyc; cy++) {
            const sim_obs *o = sim_trace_at(t, cy, c);
            if (o->v == 'x' || o->r == 'x') {
                sim_buf_printf(r, "    %s: %s valid/ready unknown at cycle %d\n", hdl, l, cy);
                bad++;
                break;
            }
            if (!p->out || cy + 1 == t->ncyc || o->v != '1' || o->r != '0')
                continue;
            const sim_obs *n = sim_trace_at(t, cy + 1, c);
            bool same = n->v == '1' && !strcmp(o->data, n->data);
            for (int k = 0; k < p->n_sig; k++)
                same = same && (p->sig[k].up || !strcmp(o->x[k], n->x[k]));
            if (!same) {
                sim_obs_text(u, c, o, a, sizeof a);
                sim_obs_text(u, c, n, b, sizeof b);
                sim_buf_printf(r,
                               "    %s: %s not stable under back-pressure: cycle %d [%s], "
                               "cycle %d [%s]\n",
                               hdl, l, cy, a, cy + 1, b);
                bad++;
                break;
            }
        }
    }
    return bad;
}

/* Every input token is taken, as offered (the interpreter uses them all). */
static int check_inputs(const sim_circuit *sc, const sim_fires *f, const sim_expect *e,
                        const char *hdl, sim_buf *r)
{
    int bad = 0;
    for (int c = 0; c < sc->nl.n_inputs; c++) {
        const sim_chan_stim *cs = &sc->st.ch[c];
        char l[48];
        sim_chan_label(&sc->top, c, l, sizeof l);
        for (int j = 0; j < f[c].n && j < cs->n_tok; j++)
            if (!same_tok(&sc->top, c, &f[c].f[j].tok, &cs->tok[j])) {
                sim_buf_printf(r, "    %s: harness error: %s took token #%d not as offered\n", hdl,
                               l, j);
                bad++;
                break;
            }
        if (f[c].n != e->consumed[c]) {
            sim_buf_printf(r, "    %s: %s consumed %d tokens, the interpreter %d%s\n", hdl, l,
                           f[c].n, e->consumed[c],
                           f[c].n < e->consumed[c] ? " (the circuit stalled)" : "");
            bad++;
        }
    }
    return bad;
}

/* Output channel c: in order (no merge: one order only) or as a multiset. */
static int check_output(const sim_circuit *sc, int c, const sim_fires *f, const sim_expect *e,
                        bool in_order, const char *hdl, sim_buf *r)
{
    const sim_unit *u = &sc->top;
    int n = e->n_out[c], bad = 0, moved = 0;
    char l[48], a[160];
    sim_chan_label(u, c, l, sizeof l);
    bool *used = calloc((size_t)n + 1, sizeof *used);
    for (int j = 0; j < f[c].n; j++) {
        int hit = -1;
        if (in_order)
            hit =
                j < n && f[c].f[j].known && same_tok(u, c, &f[c].f[j].tok, &e->out[c][j]) ? j : -1;
        for (int k = 0; !in_order && k < n && hit < 0; k++)
            if (!used[k] && f[c].f[j].known && same_tok(u, c, &f[c].f[j].tok, &e->out[c][k]))
                hit = k;
        if (hit >= 0) {
            used[hit] = true;
            moved += hit != j;
            continue;
        }
        if (bad++ < MAX_SHOWN)
            sim_buf_printf(r,
                           "    %s: %s token #%d (cycle %d) [%s] is not one the interpreter "
                           "predicts%s\n",
                           hdl, l, j, f[c].f[j].cycle,
                           sim_tok_text(u, c, &f[c].f[j].tok, a, sizeof a),
                           in_order && j < n ? " at this position" : "");
    }
    for (int k = 0; k < n; k++)
        if (!used[k] && bad++ < 2 * MAX_SHOWN)
            sim_buf_printf(r, "    %s: %s never produced the predicted [%s]\n", hdl, l,
                           sim_tok_text(u, c, &e->out[c][k], a, sizeof a));
    if (!bad && moved && !strcmp(hdl, "VHDL"))
        sim_buf_printf(r,
                       "    note: %s: %d of %d tokens left in another order than in "
                       "interpreted schedule 0\n",
                       l, moved, n);
    free(used);
    return bad;
}

/* Sorting tokens to compare multisets between schedules. */
static int cmp_tok(const void *a, const void *b)
{
    return memcmp(a, b, sizeof(sim_tok));
}

/* Whether two schedules produced the same multiset on output channel c. */
static bool same_multiset(const sim_expect *x, const sim_expect *y, int c)
{
    if (x->n_out[c] != y->n_out[c])
        return false;
    size_t n = (size_t)x->n_out[c], sz = n * sizeof(sim_tok);
    sim_tok *a = malloc(sz + 1), *b = malloc(sz + 1);
    memcpy(a, x->out[c], sz);
    memcpy(b, y->out[c], sz);
    qsort(a, n, sizeof *a, cmp_tok);
    qsort(b, n, sizeof *b, cmp_tok);
    bool same = memcmp(a, b, sz) == 0;
    free(a);
    free(b);
    return same;
}

/* Signal index of `name` on top channel c, or -1. */
static int sig_of(const sim_unit *u, int c, const char *name)
{
    const sim_port *p = sim_chan_port(u, c);
    for (int k = 0; k < p->n_sig; k++)
        if (!p->sig[k].up && !strcmp(p->sig[k].name, name))
            return k;
    return -1;
}

/* Pairings: whether token j of two outputs agrees on a shared signal for every j
 * (and the counts match) in one schedule's prediction. */
static bool paired(const sim_tok *ta, int na, const sim_tok *tb, int nb, int ka, int kb)
{
    if (na != nb)
        return false;
    for (int j = 0; j < na; j++)
        if (ta[j].x[ka] != tb[j].x[kb])
            return false;
    return true;
}

/* Whether two schedules produced the same sequence on output channel c. */
static bool same_order(const sim_expect *x, const sim_expect *y, int c)
{
    return x->n_out[c] == y->n_out[c] &&
           !memcmp(x->out[c], y->out[c], (size_t)x->n_out[c] * sizeof(sim_tok));
}

/* Runs the interpreter under every schedule; e gets schedule 0; the others must give
 * the same multisets. pair[a][b] says which (a, b, signal of a) pairings always hold;
 * *one_order whether every schedule gave the same sequences (then order is checked). */
static int interpret(sim_circuit *sc, sim_expect *e, int pair[SIM_MAX_CHANS][SIM_MAX_CHANS],
                     bool *one_order)
{
    *one_order = true;
    const sim_unit *u = &sc->top;
    char why[512] = "";
    for (int a = 0; a < u->n_chans; a++)
        for (int b = 0; b < u->n_chans; b++)
            pair[a][b] = -1;
    for (int s = 0; s < sc->o.schedules; s++) {
        sim_expect x, *cur = s ? &x : e;
        ci_stats st;
        memset(&x, 0, sizeof x);
        if (ci_run(&sc->ci, &sc->st, (uint64_t)s, cur, &st, why, sizeof why)) {
            sim_buf_printf(&sc->report, "    interpreter, schedule %d: %s\n", s, why);
            return 1;
        }
        int bad = 0;
        for (int c = sc->nl.n_inputs; c < u->n_chans && s; c++)
            *one_order = *one_order && same_order(e, &x, c);
        for (int c = sc->nl.n_inputs; c < u->n_chans && s; c++)
            if (!same_multiset(e, &x, c)) {
                char l[48];
                sim_buf_printf(&sc->report,
                               "    interpreter: schedule %d gives another multiset "
                               "on %s than schedule 0\n",
                               s, sim_chan_label(u, c, l, sizeof l));
                bad++;
            }
        for (int a = sc->nl.n_inputs; a < u->n_chans; a++)
            for (int b = a + 1; b < u->n_chans; b++)
                for (int k = 0; k < sim_chan_port(u, a)->n_sig; k++) {
                    int kb = sig_of(u, b, sim_chan_port(u, a)->sig[k].name);
                    bool ok = kb >= 0 && !sim_chan_port(u, a)->sig[k].up &&
                              paired(cur->out[a], cur->n_out[a], cur->out[b], cur->n_out[b], k, kb);
                    if (s == 0 && ok)
                        pair[a][b] = k;
                    else if (!ok && pair[a][b] == k)
                        pair[a][b] = -1;
                }
        if (s)
            sim_expect_free(&x);
        if (bad)
            return bad;
    }
    return 0;
}

/* The pairings every schedule shows must show in the trace too. */
static int check_pairs(const sim_circuit *sc, const sim_fires *f,
                       int pair[SIM_MAX_CHANS][SIM_MAX_CHANS], const char *hdl, sim_buf *r)
{
    const sim_unit *u = &sc->top;
    int bad = 0;
    for (int a = 0; a < u->n_chans; a++)
        for (int b = 0; b < u->n_chans; b++) {
            int k = pair[a][b];
            if (k < 0)
                continue;
            const char *name = sim_chan_port(u, a)->sig[k].name;
            int kb = sig_of(u, b, name), n = f[a].n < f[b].n ? f[a].n : f[b].n;
            for (int j = 0; j < n; j++)
                if (f[a].f[j].tok.x[k] != f[b].f[j].tok.x[kb]) {
                    char la[48], lb[48];
                    sim_buf_printf(r,
                                   "    %s: token #%d of %s and of %s differ on %s (0x%llx, "
                                   "0x%llx); every interpreted schedule pairs them\n",
                                   hdl, j, sim_chan_label(u, a, la, sizeof la),
                                   sim_chan_label(u, b, lb, sizeof lb), name,
                                   (unsigned long long)f[a].f[j].tok.x[k],
                                   (unsigned long long)f[b].f[j].tok.x[kb]);
                    bad++;
                    break;
                }
            if (!bad && !strcmp(hdl, "VHDL"))
                sim_buf_printf(r,
                               "    note: token j of %s and %s always carry the same %s "
                               "(checked)\n",
                               sim_chan_port(u, a)->name, sim_chan_port(u, b)->name, name);
        }
    return bad;
}

/* Every check of the circuit's run; the number of findings. */
int sc_check(sim_circuit *sc)
{
    static const char *const label[HS_HDL_COUNT] = {"VHDL", "Verilog"};
    sim_trace t[HS_HDL_COUNT];
    memset(t, 0, sizeof t);
    sim_expect e;
    memset(&e, 0, sizeof e);
    int pair[SIM_MAX_CHANS][SIM_MAX_CHANS];
    bool one_order;
    int bad = interpret(sc, &e, pair, &one_order);
    sim_buf_printf(&sc->report, "    outputs compared %s\n",
                   one_order ? "in order (every interpreted schedule gives the same order)"
                             : "as multisets (schedules order them differently; every one gives "
                               "the same multiset)");
    for (int h = 0; h < HS_HDL_COUNT; h++) {
        char path[4096], why[512];
        snprintf(path, sizeof path, "%s/traces/%s.%s.txt", sc->o.dir, sc->nl.name,
                 h == HS_HDL_VHDL ? "vhdl" : "v");
        if (!sc->ran[h] || sim_trace_read(path, &sc->top, sc->st.ncyc, &t[h], why, sizeof why)) {
            if (sc->ran[h])
                sim_buf_printf(&sc->report, "    %s: %s\n", label[h], why);
            sc->ran[h] = false;
            bad++;
        }
    }
    if (sc->ran[HS_HDL_VHDL] && sc->ran[HS_HDL_VERILOG])
        bad += sim_check_same(&sc->top, &t[HS_HDL_VHDL], &t[HS_HDL_VERILOG], &sc->report);
    for (int h = 0; h < HS_HDL_COUNT; h++) {
        if (!sc->ran[h])
            continue;
        sim_fires f[SIM_MAX_CHANS];
        sim_trace_fires(&t[h], &sc->top, f);
        bad += check_handshakes(sc, &t[h], label[h], &sc->report);
        bad += check_inputs(sc, f, &e, label[h], &sc->report);
        for (int c = sc->nl.n_inputs; c < sc->top.n_chans; c++)
            bad += check_output(sc, c, f, &e, one_order, label[h], &sc->report);
        bad += check_pairs(sc, f, pair, label[h], &sc->report);
        if (h == HS_HDL_VHDL)
            sc_provenance(sc, f, &sc->report);
        sim_fires_free(f, sc->top.n_chans);
    }
    for (int h = 0; h < HS_HDL_COUNT; h++)
        sim_trace_free(&t[h]);
    sim_expect_free(&e);
    return bad;
}
