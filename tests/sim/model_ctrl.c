/* Reference models: the remaining control units (blocker, init, ndwire, ready_remover and
 * its older name rigidifier, valid_merger, top_join, gate). */
#include <stdio.h>
#include <string.h>

#include "model.h"

/* Token j of channel o joins token j of every channel ins[0..n-1]: data from ins[0],
 * extras merged by policy over all of them. The join shared by blocker, top_join and gate,
 * which differ only in which channels they join. */
static int predict_join_chans(const sim_unit *u, const sim_stim *s, sim_expect *e, int o,
                              const int *ins, int n, char *why, size_t cap)
{
    int ntok = s->ch[ins[0]].n_tok;
    for (int k = 1; k < n; k++)
        if (s->ch[ins[k]].n_tok < ntok)
            ntok = s->ch[ins[k]].n_tok;
    for (int j = 0; j < ntok; j++) {
        const sim_tok *toks[SIM_MAX_CHANS];
        for (int k = 0; k < n; k++)
            toks[k] = &s->ch[ins[k]].tok[j];
        sim_tok t = {0};
        t.data = toks[0]->data;
        if (sim_join_extras(u, o, ins, toks, n, &t, why, cap))
            return -1;
        sim_expect_push(e, o, &t);
    }
    for (int k = 0; k < n; k++)
        e->consumed[ins[k]] = ntok;
    return 0;
}

/* blocker and top_join: outs joins every ins[i] (data from ins[0]). */
static int predict_blocker(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                           char *why, size_t cap)
{
    (void)f;
    const sim_port *ip = &u->port[sim_port_index(u, "ins")];
    int n = (int)ip->count, ins[SIM_MAX_CHANS];
    for (int k = 0; k < n; k++)
        ins[k] = ip->first_chan + k;
    return predict_join_chans(u, s, e, sim_chan_of(u, "outs", -1), ins, n, why, cap);
}

/* gate: outs joins ins and every ctrl[i] (data from ins). */
static int predict_gate(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                        char *why, size_t cap)
{
    (void)f;
    const sim_port *cp = &u->port[sim_port_index(u, "ctrl")];
    int n = 1 + (int)cp->count, ins[SIM_MAX_CHANS];
    ins[0] = sim_chan_of(u, "ins", -1);
    for (int k = 1; k < n; k++)
        ins[k] = cp->first_chan + k - 1;
    return predict_join_chans(u, s, e, sim_chan_of(u, "outs", -1), ins, n, why, cap);
}

/* init: first the initial token (initial_value, extras at their source values), then
 * every ins token unchanged. */
static int predict_init(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                        char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    int i = sim_chan_of(u, "ins", -1), o = sim_chan_of(u, "outs", -1);
    const sim_port *op = sim_chan_port(u, o);
    sim_tok t0 = {0};
    t0.data = (uint64_t)sim_param_get(u, "initial_value", 0) & sim_mask(op->width);
    for (int k = 0; k < op->n_sig; k++)
        if (!op->sig[k].up && op->sig[k].has_source)
            t0.x[k] = op->sig[k].source & sim_mask(op->sig[k].width);
    sim_expect_push(e, o, &t0);
    for (int j = 0; j < s->ch[i].n_tok; j++) {
        sim_tok t = {0};
        t.data = s->ch[i].tok[j].data;
        sim_copy_extras(u, i, &s->ch[i].tok[j], o, &t);
        sim_expect_push(e, o, &t);
    }
    e->consumed[i] = s->ch[i].n_tok;
    return 0;
}

/* One-in one-out wires (ndwire, ready_remover) and each side of valid_merger: every
 * token of `in` leaves on `out` unchanged. */
static void copy_side(const sim_unit *u, const sim_stim *s, sim_expect *e, int in, int out)
{
    for (int j = 0; j < s->ch[in].n_tok; j++) {
        sim_tok t = {0};
        t.data = s->ch[in].tok[j].data;
        sim_copy_extras(u, in, &s->ch[in].tok[j], out, &t);
        sim_expect_push(e, out, &t);
    }
    e->consumed[in] = s->ch[in].n_tok;
}

/* ndwire, ready_remover: a wire, whatever its stalls. */
static int predict_wire(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                        char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    copy_side(u, s, e, sim_chan_of(u, "ins", -1), sim_chan_of(u, "outs", -1));
    return 0;
}

/* valid_merger: each side a wire (the testbench moves both sides together, as the unit
 * requires: SIM_MODEL_TWIN). */
static int predict_valid_merger(const sim_unit *u, const sim_stim *s, const sim_fires *f,
                                sim_expect *e, char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    copy_side(u, s, e, sim_chan_of(u, "lhs_ins", -1), sim_chan_of(u, "lhs_outs", -1));
    copy_side(u, s, e, sim_chan_of(u, "rhs_ins", -1), sim_chan_of(u, "rhs_outs", -1));
    return 0;
}

/* valid_merger: an input's upstream signals come from its own side's output only. */
static bool upstream_side(const sim_unit *u, const sim_stim *s, int in_ch, int k, int cy,
                          uint64_t *value)
{
    const char *n = sim_chan_port(u, in_ch)->name;
    int out = sim_chan_of(u, strncmp(n, "lhs", 3) == 0 ? "lhs_outs" : "rhs_outs", -1);
    if (out < 0 || !s->ch[out].up[k])
        return false;
    *value = s->ch[out].up[k][cy];
    return true;
}

/* sharing_wrapper: every op<i>in<j> gets the default tokens; fromSharedUnitOut0 is fed
 * by the testbench from toSharedUnitIn0, one answer per issued operation. */
static void stim_sharing(const sim_unit *u, sim_stim *s, sim_rng *r, int ntok)
{
    sim_stim_default(u, s, r, ntok);
    int from = sim_chan_of(u, "fromSharedUnitOut0", -1), total = 0;
    for (int ch = 0; ch < u->n_chans; ch++) {
        const char *n = sim_chan_port(u, ch)->name;
        if (!strncmp(n, "op", 2) && !strcmp(n + strlen(n) - 3, "in0"))
            total += s->ch[ch].n_tok;
    }
    sim_stim_set_tokens(s, from, total);
    s->ch[from].feed = sim_chan_of(u, "toSharedUnitIn0", -1);
}

typedef struct {
    int cycle, group, k;
} sw_issue;

/* Results return to their group in order: op<i>out0 token k answers op<i>in0 token k
 * (x * 3 + 1); the shared unit sees the groups' operands in the order they were
 * granted (their op<i>in0 handshakes, one a cycle). */
static int predict_sharing(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                           char *why, size_t cap)
{
    (void)why, (void)cap;
    char name[40];
    int ops = (int)sim_param_get(u, "num_shared_operands", 1), n_is = 0;
    static sw_issue is[4 * 4096];
    for (int i = 0; i < 4; i++) {
        snprintf(name, sizeof name, "op%din0", i);
        int in0 = sim_chan_of(u, name, -1);
        if (in0 < 0)
            break;
        snprintf(name, sizeof name, "op%dout0", i);
        int o = sim_chan_of(u, name, -1);
        unsigned w = sim_chan_port(u, o)->width;
        for (int k = 0; k < s->ch[in0].n_tok; k++) {
            sim_tok t = {0};
            t.data = sim_mem_answer(s->ch[in0].tok[k].data, w);
            sim_expect_push(e, o, &t);
        }
        for (int k = 0; k < f[in0].n && k < s->ch[in0].n_tok && n_is < 4 * 4096; k++)
            is[n_is++] = (sw_issue){f[in0].f[k].cycle, i, k};
    }
    for (int a = 1; a < n_is; a++) /* by cycle, then group: insertion sort */
        for (int b = a;
             b > 0 && (is[b].cycle < is[b - 1].cycle ||
                       (is[b].cycle == is[b - 1].cycle && is[b].group < is[b - 1].group));
             b--) {
            sw_issue x = is[b];
            is[b] = is[b - 1];
            is[b - 1] = x;
        }
    for (int j = 0; j < ops; j++) {
        snprintf(name, sizeof name, "toSharedUnitIn%d", j);
        int to = sim_chan_of(u, name, -1);
        for (int n = 0; n < n_is; n++) {
            snprintf(name, sizeof name, "op%din%d", is[n].group, j);
            sim_tok t = {0};
            t.data = s->ch[sim_chan_of(u, name, -1)].tok[is[n].k].data;
            sim_expect_push(e, to, &t);
        }
    }
    for (int ch = 0; ch < u->n_chans; ch++)
        if (!sim_chan_port(u, ch)->out)
            e->consumed[ch] = s->ch[ch].n_tok;
    return 0;
}

const sim_model sim_models_ctrl[] = {
    {"sharing_wrapper", stim_sharing, predict_sharing, SIM_MODEL_SHARED_UNIT, NULL},
    {"blocker", NULL, predict_blocker, 0, NULL},
    {"top_join", NULL, predict_blocker, 0, NULL},
    {"gate", NULL, predict_gate, 0, NULL},
    {"init", NULL, predict_init, 0, NULL},
    {"ndwire", NULL, predict_wire, 0, NULL},
    {"ready_remover", NULL, predict_wire, SIM_MODEL_ALWAYS_READY, NULL},
    {"rigidifier", NULL, predict_wire, SIM_MODEL_ALWAYS_READY, NULL},
    {"valid_merger", NULL, predict_valid_merger, SIM_MODEL_TWIN, upstream_side},
    {NULL, NULL, NULL, 0, NULL}};
