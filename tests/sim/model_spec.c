/* Reference models: speculation units (docs/speculation.md).
 *
 * non_spec and spec_commit are token-level. spec_save_commit is token-level too: its
 * stimulus is a speculator's command script for a loop (each output comes back as
 * the next input, gated so, with the spec bit of the output that made it), so what it
 * outputs follows from the script alone. The speculator decides by timing (whether
 * ins arrives before a prediction is made), so its model is cycle-level: it replays
 * the testbench's offers and readies and applies the documented rules cycle by cycle. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"

/* Index of the signal `name` on channel ch, or -1. */
static int sig_of(const sim_unit *u, int ch, const char *name)
{
    const sim_port *p = sim_chan_port(u, ch);
    for (int k = 0; k < p->n_sig; k++)
        if (!strcmp(p->sig[k].name, name))
            return k;
    return -1;
}

static bool tok_spec(const sim_unit *u, int ch, const sim_tok *t)
{
    int k = sig_of(u, ch, "spec");
    return k >= 0 && (t->x[k] & 1);
}

static void set_spec(const sim_unit *u, int ch, sim_tok *t, bool v)
{
    int k = sig_of(u, ch, "spec");
    if (k >= 0)
        t->x[k] = v;
}

/* ---- non_spec ---- */

/* Every token passes with its signals and spec = 0. */
static int predict_non_spec(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                            char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    int i = sim_chan_of(u, "dataIn", -1), o = sim_chan_of(u, "dataOut", -1);
    for (int j = 0; j < s->ch[i].n_tok; j++) {
        sim_tok t = {0};
        t.data = s->ch[i].tok[j].data;
        sim_copy_extras(u, i, &s->ch[i].tok[j], o, &t);
        set_spec(u, o, &t, false);
        sim_expect_push(e, o, &t);
    }
    e->consumed[i] = s->ch[i].n_tok;
    return 0;
}

/* ---- spec_commit ---- */

/* One ctrl token per spec token on ins, half of them kills. */
static void stim_commit(const sim_unit *u, sim_stim *s, sim_rng *r, int ntok)
{
    int i = sim_chan_of(u, "ins", -1), c = sim_chan_of(u, "ctrl", -1), n_spec = 0;
    sim_stim_set_tokens(s, i, ntok);
    for (int j = 0; j < ntok; j++) {
        sim_rand_tok(u, i, r, &s->ch[i].tok[j]);
        n_spec += tok_spec(u, i, &s->ch[i].tok[j]);
    }
    sim_stim_set_tokens(s, c, n_spec);
    for (int j = 0; j < n_spec; j++)
        s->ch[c].tok[j].data = sim_rng_below(r, 2);
}

/* Non-spec tokens pass; spec ones take the next ctrl: 0 passes, 1 discards. */
static int predict_commit(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                          char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    int i = sim_chan_of(u, "ins", -1), c = sim_chan_of(u, "ctrl", -1);
    int o = sim_chan_of(u, "outs", -1), k = 0;
    for (int j = 0; j < s->ch[i].n_tok; j++) {
        const sim_tok *in = &s->ch[i].tok[j];
        if (tok_spec(u, i, in) && (s->ch[c].tok[k++].data & 1))
            continue;
        sim_tok t = {0};
        t.data = in->data;
        sim_copy_extras(u, i, in, o, &t);
        sim_expect_push(e, o, &t);
    }
    e->consumed[i] = s->ch[i].n_tok;
    e->consumed[c] = k;
    return 0;
}

/* ---- spec_save_commit ---- */

enum { DO_SPEC = 0, RESEND = 1, NO_CMP = 2, RESOLVE = 0 };

/* A speculator's script for a save-commit in a loop: commands on ctrl_issue and
 * ctrl_history, and the inputs: ins[0] is the loop's first (non-spec) value, ins[k+1]
 * is what output k becomes, offered once output k has left and spec when output k
 * was. A RESOLVE is offered once the output of the prediction it resolves has left.
 * At most fifo_depth predictions are in flight, as the speculator guarantees. The result
 * of the prediction just before a resend is sometimes offered only after the resend
 * (a long path back), which the save-commit must drop. */
static void stim_save_commit(const sim_unit *u, sim_stim *s, sim_rng *r, int ntok)
{
    int i = sim_chan_of(u, "ins", -1), ci = sim_chan_of(u, "ctrl_issue", -1);
    int ch = sim_chan_of(u, "ctrl_history", -1), o = sim_chan_of(u, "outs", -1);
    int depth = (int)sim_param_get(u, "fifo_depth", 1);
    int n_out = ntok, cap = 3 * ntok + 8;
    int *iss = calloc((size_t)cap, sizeof *iss), *his = calloc((size_t)cap, sizeof *his);
    int *his_after = calloc((size_t)cap, sizeof *his_after),
        *out_spec = calloc((size_t)cap, sizeof(int));
    int *inflight = calloc((size_t)cap, sizeof *inflight);
    int *resend = calloc((size_t)cap, sizeof *resend);
    int ni = 0, nh = 0, k = 0, nf = 0, ff = 0; /* inflight[ff..nf) */
    while (k < n_out || ff < nf) {
        int pick = (int)sim_rng_below(r, 100);
        bool any = ff < nf;
        if (k >= n_out)
            pick = 60; /* only resolutions are left */
        if (!any && k < n_out) {
            bool nc = pick < 30;
            iss[ni++] = nc ? NO_CMP : DO_SPEC;
            if (nc)
                his_after[nh] = 0, his[nh++] = NO_CMP;
            else
                inflight[nf++] = k;
            out_spec[k++] = !nc;
        } else if (pick < 45 && nf - ff < depth && k < n_out) {
            iss[ni++] = DO_SPEC;
            inflight[nf++] = k;
            out_spec[k++] = 1;
        } else if (pick < 85 || k >= n_out) {
            his_after[nh] = inflight[ff++] + 1;
            his[nh++] = RESOLVE;
        } else {
            iss[ni++] = RESEND;
            his_after[nh] = 0, his[nh++] = RESEND;
            ff = nf;
            out_spec[k] = 0;
            resend[k++] = 1;
        }
    }
    sim_stim_set_tokens(s, ci, ni);
    for (int j = 0; j < ni; j++)
        s->ch[ci].tok[j].data = (uint64_t)iss[j];
    sim_stim_set_tokens(s, ch, nh);
    s->ch[ch].gate = o;
    s->ch[ch].after = calloc((size_t)nh + 1, sizeof(int));
    for (int j = 0; j < nh; j++)
        s->ch[ch].tok[j].data = (uint64_t)his[j], s->ch[ch].after[j] = his_after[j];
    sim_stim_set_tokens(s, i, k + 1);
    s->ch[i].gate = o;
    s->ch[i].after = calloc((size_t)k + 2, sizeof(int));
    for (int j = 0; j <= k; j++) {
        sim_rand_tok(u, i, r, &s->ch[i].tok[j]);
        set_spec(u, i, &s->ch[i].tok[j], j > 0 && out_spec[j - 1]);
        s->ch[i].after[j] = j;
        /* the result of the last prediction before a resend may come late, after the
         * resend: the save-commit must then drop it (recovery) */
        if (j > 0 && j < k && out_spec[j - 1] && resend[j] && sim_rng_pct(r, 50))
            s->ch[i].after[j] = j + 1;
    }
    free(iss), free(his), free(his_after), free(out_spec), free(inflight), free(resend);
}

/* Replays the script: DO_SPEC issues the oldest unissued token (spec 1), NO_CMP the
 * oldest kept one (spec 0) and discards it, RESOLVE discards the oldest, RESEND
 * issues the oldest (spec 0) and empties the history, after which spec inputs are
 * dropped until a non-spec one arrives. */
static int predict_save_commit(const sim_unit *u, const sim_stim *s, const sim_fires *f,
                               sim_expect *e, char *why, size_t cap)
{
    (void)f;
    int i = sim_chan_of(u, "ins", -1), ci = sim_chan_of(u, "ctrl_issue", -1);
    int ch = sim_chan_of(u, "ctrl_history", -1), o = sim_chan_of(u, "outs", -1);
    int n_in = s->ch[i].n_tok;
    const sim_tok **kept = calloc((size_t)n_in + 1, sizeof *kept);
    int n_kept = 0, head = 0, curr = 0, p = 0, hp = 0;
    bool recovery = false;
    for (int j = 0; j < s->ch[ci].n_tok; j++) {
        int cmd = (int)s->ch[ci].tok[j].data;
        if (cmd != DO_SPEC) /* RESOLVEs before the matching NO_CMP / RESEND */
            while (hp < s->ch[ch].n_tok && (int)s->ch[ch].tok[hp].data == RESOLVE)
                head++, hp++;
        int want = cmd == DO_SPEC ? curr : head;
        while (n_kept <= want && p < n_in) {
            if (recovery && tok_spec(u, i, &s->ch[i].tok[p])) {
                p++;
                continue;
            }
            recovery = false;
            kept[n_kept++] = &s->ch[i].tok[p++];
        }
        if (want >= n_kept) {
            snprintf(why, cap, "command %d of ctrl_issue has no token to issue", j);
            free(kept);
            return -1;
        }
        sim_tok t = {0};
        t.data = kept[want]->data;
        sim_copy_extras(u, i, kept[want], o, &t);
        set_spec(u, o, &t, cmd == DO_SPEC);
        sim_expect_push(e, o, &t);
        if (cmd == DO_SPEC) {
            curr++;
        } else if (cmd == NO_CMP) {
            head++, curr++, hp++;
        } else {
            hp++;
            n_kept = head = curr = 0;
            recovery = true;
        }
    }
    free(kept);
    e->consumed[i] = n_in;
    e->consumed[ci] = s->ch[ci].n_tok;
    e->consumed[ch] = s->ch[ch].n_tok;
    return 0;
}

/* ---- speculator ---- */

/* ins values from a small set, often repeating (so predictions are often right), a
 * fifth of them spec; triggers, a fifth spec. */
static void stim_speculator(const sim_unit *u, sim_stim *s, sim_rng *r, int ntok)
{
    int i = sim_chan_of(u, "ins", -1), t = sim_chan_of(u, "trigger", -1);
    unsigned w = sim_chan_port(u, i)->width;
    int ks = sig_of(u, i, "spec"), kt = sig_of(u, t, "spec");
    sim_stim_set_tokens(s, i, ntok);
    sim_stim_set_tokens(s, t, ntok);
    for (int j = 0; j < ntok; j++) {
        sim_tok *a = &s->ch[i].tok[j];
        sim_rand_tok(u, i, r, a);
        if (j > 0 && sim_rng_pct(r, 60)) {
            *a = s->ch[i].tok[j - 1];
        } else {
            a->data = sim_rng_below(r, 3) & sim_mask(w);
            for (int k = 0; k < sim_chan_port(u, i)->n_sig; k++)
                a->x[k] &= 1; /* extras from {0, 1} too */
        }
        a->x[ks] = sim_rng_pct(r, 20);
        sim_rand_tok(u, t, r, &s->ch[t].tok[j]);
        s->ch[t].tok[j].x[kt] = sim_rng_pct(r, 20);
    }
    /* as in a loop, the real value comes after the prediction: ins j waits for j + 1
     * outputs (half the time; else it may come first, and go out unpredicted) */
    bool loop = sim_rng_pct(r, 50);
    s->ch[i].gate = sim_chan_of(u, "outs", -1);
    s->ch[i].after = calloc((size_t)ntok + 1, sizeof(int));
    for (int j = 0; j < ntok; j++)
        s->ch[i].after[j] = loop ? j + 1 : 0;
}

/* One input as the testbench drives it: the token it holds, if valid. */
typedef struct {
    int ch, idx;
    bool valid;
} tb_in;

/* Rising edge: a fired input moves on; an idle one offers when its pattern (and its
 * gate: `seen` tokens out of the gating output so far) allows. */
static void tb_in_step(tb_in *in, const sim_stim *s, int cy, bool fired, int seen)
{
    const sim_chan_stim *cs = &s->ch[in->ch];
    if (fired)
        in->idx++;
    if (!in->valid || fired)
        in->valid =
            cs->pat[cy] && in->idx < cs->n_tok && (cs->gate < 0 || seen >= cs->after[in->idx]);
}

/* Tokens equal in data and every downstream signal but spec. */
static bool same_token(const sim_unit *u, int ch, const sim_tok *a, const sim_tok *b)
{
    const sim_port *p = sim_chan_port(u, ch);
    if (a->data != b->data)
        return false;
    for (int k = 0; k < p->n_sig; k++)
        if (!p->sig[k].up && strcmp(p->sig[k].name, "spec") && a->x[k] != b->x[k])
            return false;
    return true;
}

enum { ST_IDLE, ST_KILL, ST_KOD };

/* The speculator, cycle by cycle, with its outputs' readiness from the stimulus. */
static int predict_speculator(const sim_unit *u, const sim_stim *s, const sim_fires *f,
                              sim_expect *e, char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    int ic = sim_chan_of(u, "ins", -1), tc = sim_chan_of(u, "trigger", -1);
    int oc[4] = {sim_chan_of(u, "outs", -1), sim_chan_of(u, "ctrl_issue", -1),
                 sim_chan_of(u, "ctrl_history", -1), sim_chan_of(u, "ctrl_commit", -1)};
    int depth = (int)sim_param_get(u, "fifo_depth", 1), ks = sig_of(u, oc[0], "spec");
    sim_tok *hist = calloc((size_t)depth, sizeof *hist);
    int hh = 0, hn = 0, state = ST_IDLE;
    sim_tok pred = {0}, resend = {0};
    bool resend_done = false, fi = false, ft = false;
    tb_in in = {ic, 0, false}, tr = {tc, 0, false};
    for (int cy = 0; cy < s->ncyc; cy++) {
        tb_in_step(&in, s, cy, fi, e->n_out[oc[0]]);
        tb_in_step(&tr, s, cy, ft, 0);
        const sim_tok *it = in.valid ? &s->ch[ic].tok[in.idx] : NULL;
        const sim_tok *tt = tr.valid ? &s->ch[tc].tok[tr.idx] : NULL;
        bool rdy[4];
        for (int c = 0; c < 4; c++)
            rdy[c] = s->ch[oc[c]].pat[cy];
        bool hv = hn > 0, room = hn < depth, idle = state == ST_IDLE, kill = state == ST_KILL;
        bool same = it && hv && same_token(u, ic, it, &hist[hh]);
        bool misspec = idle && it && hv && !same;
        bool early = tt && it && !hv, can = tt && room;
        bool ds = (idle && !misspec && !early && can) || (state == ST_KOD && can);
        bool nc = idle && early, rs = idle && same, kl = kill && hv, re = kill && !resend_done;
        bool ds_go = ds && rdy[0] && rdy[1], nc_go = nc && rdy[0] && rdy[1] && rdy[2];
        bool rs_go = rs && rdy[2] && rdy[3], kl_go = kl && rdy[3];
        bool re_rdy = rdy[0] && rdy[1] && rdy[2], re_go = re && re_rdy;
        bool ispec = it && tok_spec(u, ic, it), tspec = tt && tok_spec(u, tc, tt);
        fi = it && (idle ? (misspec || rs_go || nc_go) : ispec);
        /* a trigger offered as a misprediction shows up is taken only if spec (it would
         * be killed): a non-spec one is kept for the re-speculation (docs/speculation.md) */
        ft = tt && (idle ? ((misspec && tspec) || nc_go || ds_go) : kill ? tspec : ds_go);
        if (ds_go || nc_go || re_go) {
            sim_tok o = {0};
            const sim_tok *src = ds_go ? &pred : re_go ? &resend : it;
            o.data = src->data;
            sim_copy_extras(u, ic, src, oc[0], &o);
            if (ks >= 0)
                o.x[ks] = ds_go;
            sim_expect_push(e, oc[0], &o);
            sim_tok c1 = {0};
            c1.data = ds_go ? DO_SPEC : re_go ? RESEND : NO_CMP;
            sim_expect_push(e, oc[1], &c1);
        }
        if (rs_go || nc_go || re_go) {
            sim_tok c2 = {0};
            c2.data = rs_go ? RESOLVE : re_go ? RESEND : NO_CMP;
            sim_expect_push(e, oc[2], &c2);
        }
        if (rs_go || kl_go) {
            sim_tok c3 = {0};
            c3.data = kl_go;
            sim_expect_push(e, oc[3], &c3);
        }
        /* clock edge */
        if (rs_go || kl_go)
            hh = (hh + 1) % depth, hn--;
        if (ds_go)
            hist[(hh + hn++) % depth] = pred;
        if (misspec)
            resend = *it;
        if (it)
            pred = *it;
        bool resent = resend_done || re_go;
        resend_done = misspec ? false : (resend_done || (kill && re_rdy));
        bool nonspec_in = it && !ispec;
        if (idle)
            state = misspec ? ST_KILL : ST_IDLE;
        else if (kill && !hv && tt && !tspec && resent) /* and the resend went out */
            state = nonspec_in ? ST_IDLE : ST_KOD;
        else if (state == ST_KOD && nonspec_in)
            state = ST_IDLE;
        e->consumed[ic] = in.idx + fi;
        e->consumed[tc] = tr.idx + ft;
    }
    free(hist);
    return 0;
}

/* ---- the non-speculative view, for the circuit interpreter ---- */

/* A speculative circuit must commit exactly what the same circuit without speculation
 * computes. In that view the speculator is a join of ins and trigger whose token goes
 * out unpredicted (spec 0), the save-commit and the commit pass their token on, and the
 * command channels carry nothing: model_circuit.c takes no token from them. */
static int nonspec_pass(const sim_unit *u, const sim_stim *s, sim_expect *e, const char *in,
                        const char *out, const char *with)
{
    int i = sim_chan_of(u, in, -1), o = sim_chan_of(u, out, -1);
    sim_tok t = {0};
    t.data = s->ch[i].tok[0].data;
    sim_copy_extras(u, i, &s->ch[i].tok[0], o, &t);
    set_spec(u, o, &t, false);
    sim_expect_push(e, o, &t);
    e->consumed[i] = 1;
    if (with)
        e->consumed[sim_chan_of(u, with, -1)] = 1;
    return 0;
}

static int nonspec_speculator(const sim_unit *u, const sim_stim *s, const sim_fires *f,
                              sim_expect *e, char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    return nonspec_pass(u, s, e, "ins", "outs", "trigger");
}

static int nonspec_save_commit(const sim_unit *u, const sim_stim *s, const sim_fires *f,
                               sim_expect *e, char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    return nonspec_pass(u, s, e, "ins", "outs", NULL);
}

static const sim_model nonspec_models[] = {{"speculator", NULL, nonspec_speculator, 0, NULL},
                                           {"spec_save_commit", NULL, nonspec_save_commit, 0, NULL},
                                           {"spec_commit", NULL, nonspec_save_commit, 0, NULL},
                                           {NULL, NULL, NULL, 0, NULL}};

/* The non-speculative model of a speculation unit (NULL for any other unit) and, in
 * skip, its command inputs, which that view never reads. */
const sim_model *sim_model_nonspec(const sim_unit *u, bool *skip)
{
    for (int k = 0; nonspec_models[k].unit; k++) {
        if (strcmp(nonspec_models[k].unit, u->unit))
            continue;
        for (int c = 0; c < u->n_chans; c++) {
            const char *n = sim_chan_port(u, c)->name;
            skip[c] = !sim_chan_port(u, c)->out && strncmp(n, "ctrl", 4) == 0;
        }
        return &nonspec_models[k];
    }
    return NULL;
}

const sim_model sim_models_spec[] = {
    {"non_spec", NULL, predict_non_spec, 0, NULL},
    {"spec_commit", stim_commit, predict_commit, 0, NULL},
    {"spec_save_commit", stim_save_commit, predict_save_commit, 0, NULL},
    {"speculator", stim_speculator, predict_speculator, SIM_MODEL_VOLATILE, NULL},
    {NULL, NULL, NULL, 0, NULL}};
