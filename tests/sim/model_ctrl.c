/* Reference models: the remaining control units (blocker, init, ndwire, ready_remover,
 * valid_merger, top_join). */
#include <string.h>

#include "model.h"

/* blocker and top_join: token j of outs joins token j of every ins[i]: data from ins[0]
 * (blocker), extras merged by policy over all inputs. */
static int predict_blocker(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                           char *why, size_t cap)
{
    (void)f;
    const sim_port *ip = &u->port[sim_port_index(u, "ins")];
    int o = sim_chan_of(u, "outs", -1), n = (int)ip->count, ins[SIM_MAX_CHANS];
    int ntok = s->ch[ip->first_chan].n_tok;
    for (int k = 0; k < n; k++) {
        ins[k] = ip->first_chan + k;
        if (s->ch[ins[k]].n_tok < ntok)
            ntok = s->ch[ins[k]].n_tok;
    }
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

const sim_model sim_models_ctrl[] = {
    {"blocker", NULL, predict_blocker, 0, NULL},
    {"top_join", NULL, predict_blocker, 0, NULL},
    {"init", NULL, predict_init, 0, NULL},
    {"ndwire", NULL, predict_wire, 0, NULL},
    {"ready_remover", NULL, predict_wire, SIM_MODEL_ALWAYS_READY, NULL},
    {"valid_merger", NULL, predict_valid_merger, SIM_MODEL_TWIN, upstream_side},
    {NULL, NULL, NULL, 0, NULL}};
