/* The checks of one trace (the VHDL/Verilog comparison is sim_compare.c): known
 * handshakes; outputs stable while valid and not ready;
 * every output token equal to the model's, in order, none lost or duplicated; every
 * input consumed as predicted; upstream signals equal to their combinational rule. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "sim_report.h"
#include "sim_timing.h"
#include "sim_trace.h"

#define MAX_REPORTS_PER_CHECK 3

/* Token equality on the channel's data width and downstream signals. */
static bool tok_equal(const sim_unit *u, int c, const sim_tok *a, const sim_tok *b)
{
    const sim_port *p = sim_chan_port(u, c);
    if (p->width && ((a->data ^ b->data) & sim_mask(p->width)))
        return false;
    for (int k = 0; k < p->n_sig; k++)
        if (!p->sig[k].up && ((a->x[k] ^ b->x[k]) & sim_mask(p->sig[k].width)))
            return false;
    return true;
}

/* After reset every valid and ready must be 0 or 1. */
static int check_known(const sim_unit *u, const sim_trace *t, const char *hdl, sim_buf *r)
{
    int bad = 0;
    for (int c = 0; c < u->n_chans; c++)
        for (int cy = 0; cy < t->ncyc; cy++) {
            const sim_obs *o = sim_trace_at(t, cy, c);
            if (o->v != 'x' && o->r != 'x')
                continue;
            char l[48];
            sim_buf_printf(r, "    %s: %s valid/ready unknown at cycle %d (%c%c)\n", hdl,
                           sim_chan_label(u, c, l, sizeof l), cy, o->v, o->r);
            bad++;
            break;
        }
    return bad;
}

/* An output with valid high and ready low must keep valid, data and downstream
 * signals unchanged into the next cycle (a unit whose model allows it may drop
 * valid, but never change data or extras while valid stays high). */
static int check_stable(const sim_unit *u, const sim_trace *t, bool may_retract, const char *hdl,
                        sim_buf *r)
{
    int bad = 0;
    for (int c = 0; c < u->n_chans; c++) {
        const sim_port *p = sim_chan_port(u, c);
        if (!p->out)
            continue;
        for (int cy = 0; cy + 1 < t->ncyc; cy++) {
            const sim_obs *o = sim_trace_at(t, cy, c), *n = sim_trace_at(t, cy + 1, c);
            if (o->v != '1' || o->r != '0')
                continue;
            if (n->v != '1' && may_retract)
                continue;
            bool same = n->v == '1' && !strcmp(o->data, n->data);
            for (int k = 0; k < p->n_sig; k++)
                same = same && (p->sig[k].up || !strcmp(o->x[k], n->x[k]));
            if (same)
                continue;
            char l[48], a[160], b[160];
            sim_obs_text(u, c, o, a, sizeof a);
            sim_obs_text(u, c, n, b, sizeof b);
            sim_buf_printf(r,
                           "    %s: %s not stable under back-pressure: cycle %d [%s] (valid, "
                           "not ready), cycle %d [%s]\n",
                           hdl, sim_chan_label(u, c, l, sizeof l), cy, a, cy + 1, b);
            bad++;
            break;
        }
    }
    return bad;
}

/* Lockstep units (lazy_fork) hand token k over on every channel in one cycle. */
static int check_lockstep(const sim_unit *u, const sim_fires *f, const char *hdl, sim_buf *r)
{
    for (int c = 1; c < u->n_chans; c++) {
        int n = f[c].n < f[0].n ? f[c].n : f[0].n;
        for (int j = 0; j < n; j++) {
            if (f[c].f[j].cycle == f[0].f[j].cycle)
                continue;
            char a[48], b[48];
            sim_buf_printf(r,
                           "    %s: token #%d moved on %s at cycle %d but on %s at cycle %d: "
                           "all channels must hand it over together\n",
                           hdl, j, sim_chan_label(u, 0, a, sizeof a), f[0].f[j].cycle,
                           sim_chan_label(u, c, b, sizeof b), f[c].f[j].cycle);
            return 1;
        }
    }
    return 0;
}

/* Inputs: the testbench's own tokens (a sanity check of the harness) and the count
 * the model says each input consumes. */
static int check_inputs(const sim_unit *u, const sim_stim *s, const sim_fires *f,
                        const sim_expect *e, const char *hdl, sim_buf *r)
{
    int bad = 0;
    for (int c = 0; c < u->n_chans; c++) {
        if (sim_chan_port(u, c)->out)
            continue;
        char l[48], a[160], b[160];
        sim_chan_label(u, c, l, sizeof l);
        for (int j = 0; j < f[c].n && j < s->ch[c].n_tok && s->ch[c].feed < 0; j++)
            if (!f[c].f[j].known || !tok_equal(u, c, &f[c].f[j].tok, &s->ch[c].tok[j])) {
                sim_buf_printf(r,
                               "    %s: harness error: %s accepted token #%d at cycle %d as "
                               "[%s], the testbench offered [%s]\n",
                               hdl, l, j, f[c].f[j].cycle,
                               sim_tok_text(u, c, &f[c].f[j].tok, a, sizeof a),
                               sim_tok_text(u, c, &s->ch[c].tok[j], b, sizeof b));
                bad++;
                break;
            }
        if (f[c].n != e->consumed[c]) {
            sim_buf_printf(r, "    %s: %s consumed %d tokens, expected %d%s\n", hdl, l, f[c].n,
                           e->consumed[c],
                           f[c].n < e->consumed[c] ? " (the unit stalled or lost a handshake)"
                                                   : " (tokens taken that do not exist)");
            bad++;
        }
    }
    return bad;
}

/* Outputs: every token equal to the model's, in order; none missing, none extra. */
static int check_outputs(const sim_unit *u, const sim_fires *f, const sim_expect *e,
                         const char *hdl, sim_buf *r)
{
    int bad = 0;
    for (int c = 0; c < u->n_chans; c++) {
        if (!sim_chan_port(u, c)->out)
            continue;
        char l[48], a[160], b[160];
        sim_chan_label(u, c, l, sizeof l);
        int n = f[c].n < e->n_out[c] ? f[c].n : e->n_out[c];
        int shown = 0;
        for (int j = 0; j < n; j++) {
            if (f[c].f[j].known && tok_equal(u, c, &f[c].f[j].tok, &e->out[c][j]))
                continue;
            if (shown++ < MAX_REPORTS_PER_CHECK)
                sim_buf_printf(r, "    %s: %s token #%d (cycle %d): expected [%s], got [%s]%s\n",
                               hdl, l, j, f[c].f[j].cycle,
                               sim_tok_text(u, c, &e->out[c][j], a, sizeof a),
                               sim_tok_text(u, c, &f[c].f[j].tok, b, sizeof b),
                               f[c].f[j].known ? "" : " with unknown bits");
        }
        if (shown > MAX_REPORTS_PER_CHECK)
            sim_buf_printf(r, "    %s: %s: %d of %d tokens differ\n", hdl, l, shown, n);
        bad += shown;
        if (f[c].n < e->n_out[c]) {
            sim_buf_printf(r,
                           "    %s: %s lost tokens: %d expected, %d seen; first missing #%d "
                           "[%s]\n",
                           hdl, l, e->n_out[c], f[c].n, f[c].n,
                           sim_tok_text(u, c, &e->out[c][f[c].n], a, sizeof a));
            bad++;
        } else if (f[c].n > e->n_out[c]) {
            const sim_fire *x = &f[c].f[e->n_out[c]];
            sim_buf_printf(r,
                           "    %s: %s produced extra tokens: %d expected, %d seen; first extra "
                           "at cycle %d [%s]\n",
                           hdl, l, e->n_out[c], f[c].n, x->cycle,
                           sim_tok_text(u, c, &x->tok, a, sizeof a));
            bad++;
        }
    }
    return bad;
}

/* The value an input's upstream signal must show in cycle cy: the value the
 * testbench drives on the one output carrying the signal, the merge policy over
 * several, or the sink value (zero unless configured) when no output carries it. */
static uint64_t upstream_expected(const sim_unit *u, const sim_stim *s, const sim_sig *sg, int cy)
{
    uint64_t vals[SIM_MAX_CHANS];
    int n = 0;
    for (int c = 0; c < u->n_chans; c++) {
        const sim_port *p = sim_chan_port(u, c);
        if (!p->out)
            continue;
        for (int k = 0; k < p->n_sig; k++)
            if (p->sig[k].up && !strcmp(p->sig[k].name, sg->name))
                vals[n++] = s->ch[c].up[k][cy];
    }
    if (n == 0)
        return sg->has_sink ? sg->sink & sim_mask(sg->width) : 0;
    bool dis;
    return sim_merge_values(n == 1 ? HS_MERGE_FIRST : sg->merge, vals, n, sg->width, &dis);
}

/* Upstream signals at the inputs, every cycle (they are combinational). */
static int check_upstream(const sim_unit *u, const sim_model *m, const sim_stim *s,
                          const sim_trace *t, const char *hdl, sim_buf *r)
{
    int bad = 0;
    for (int c = 0; c < u->n_chans; c++) {
        const sim_port *p = sim_chan_port(u, c);
        if (p->out)
            continue;
        for (int k = 0; k < p->n_sig; k++) {
            if (!p->sig[k].up)
                continue;
            for (int cy = 0; cy < t->ncyc; cy++) {
                uint64_t want = 0, got = 0;
                if (!m->upstream || !m->upstream(u, s, c, k, cy, &want))
                    want = upstream_expected(u, s, &p->sig[k], cy);
                const char *txt = sim_trace_at(t, cy, c)->x[k];
                char *end;
                got = strtoull(txt, &end, 16);
                if (*end == 0 && *txt && got == want)
                    continue;
                char l[48];
                sim_buf_printf(r, "    %s: upstream %s_%s at cycle %d: expected 0x%llx, got %s\n",
                               hdl, sim_chan_label(u, c, l, sizeof l), p->sig[k].name, cy,
                               (unsigned long long)want, txt);
                bad++;
                break;
            }
        }
    }
    return bad;
}

/* All checks of one trace against the stimulus and the unit's model. */
int sim_check_trace(const sim_unit *u, const sim_stim *s, const sim_trace *t, const char *hdl,
                    sim_buf *report)
{
    const sim_model *m = sim_model_find(u->unit);
    if (!m) {
        sim_buf_printf(report, "    no reference model for %s\n", u->unit);
        return 1;
    }
    int bad = check_known(u, t, hdl, report);
    if (!(m->flags & SIM_MODEL_VOLATILE))
        bad += check_stable(u, t, (m->flags & SIM_MODEL_RETRACTS_VALID) != 0, hdl, report);
    sim_fires fires[SIM_MAX_CHANS];
    sim_trace_fires(t, u, fires);
    if (m->flags & SIM_MODEL_LOCKSTEP)
        bad += check_lockstep(u, fires, hdl, report);
    sim_expect e;
    memset(&e, 0, sizeof e);
    char why[256] = "";
    if (m->predict(u, s, fires, &e, why, sizeof why)) {
        sim_buf_printf(report, "    %s: the model cannot judge this run: %s\n", hdl, why);
        bad++;
    } else {
        bad += check_inputs(u, s, fires, &e, hdl, report);
        bad += check_outputs(u, fires, &e, hdl, report);
        bad += sim_check_timing(u, fires, hdl, report);
    }
    bad += check_upstream(u, m, s, t, hdl, report);
    sim_expect_free(&e);
    sim_fires_free(fires, u->n_chans);
    return bad;
}
