/* Registers distributed over a datapath's steps (gen_stages.h). */
#include "gen_stages.h"

/* Starts the pipeline: the token's extras are packed once and ride along. */
void hs_stages_begin(hs_stages *st, hs_gen *g, const hs_chan *tok, uint32_t latency, uint32_t steps)
{
    st->g = g;
    st->latency = latency;
    st->steps = steps ? steps : 1;
    st->done = 0;
    st->placed = 0;
    st->valid = tok->valid;
    st->xw = hs_pack_width(tok->type, false);
    st->xbus = st->xw ? hs_pack(g, tok, false) : hw_r(HW_NO_SIG);
    st->in_ready = tok->ready;
    st->last_ready = hw_r(HW_NO_SIG);
    st->last_valid = HW_NO_SIG;
}

/* The step after which register k (1-based) sits. */
static uint32_t boundary_of(const hs_stages *st, uint32_t k)
{
    uint32_t b = (uint32_t)(((uint64_t)k * st->steps + st->latency / 2) / st->latency);
    return b < 1 ? 1 : b;
}

/* The ready of the previous register (or the input's) once the next one is known:
 * a stage loads when it is empty or the next one moves. */
static void chain_ready(hs_stages *st, hw_ref next_ready)
{
    hw_module *m = st->g->m;
    if (st->last_valid == HW_NO_SIG) {
        hw_copy(m, st->in_ready, next_ready);
        return;
    }
    hw_ref args[2] = {hw_e_not(m, hw_r(st->last_valid)), next_ready};
    hw_assign_op(m, st->last_ready, HW_OP_OR, 2, args);
}

/* One register stage on the valid, the extras and the n live values. */
static void place(hs_stages *st, size_t n, hw_ref *live)
{
    hs_gen *g = st->g;
    hw_module *m = g->m;
    uint32_t k = st->placed++;
    char name[64];
    size_t nl = hs_gen_stage_name_n(name, sizeof(name), "st", k, "_valid", -1);
    hw_sig_id vq = hw_reg_sig_n(m, name, nl, 1);
    nl = hs_gen_stage_name_n(name, sizeof(name), "st", k, "_ready", -1);
    hw_ref rdy = hw_r(hw_wire_n(m, name, nl, 1));
    chain_ready(st, rdy);
    hw_register(m, vq, st->valid, rdy, 0);
    st->valid = hw_r(vq);
    if (st->xw) {
        nl = hs_gen_stage_name_n(name, sizeof(name), "st", k, "_extras", -1);
        hw_sig_id xq = hw_reg_sig_n(m, name, nl, st->xw);
        hw_register(m, xq, st->xbus, rdy, 0);
        st->xbus = hw_r(xq);
    }
    for (size_t i = 0; i < n; i++) {
        uint32_t w = hw_ref_width(m, live[i]);
        nl = hs_gen_stage_name_n(name, sizeof(name), "st", k, "_v", (long long)i);
        hw_sig_id q = hw_reg_sig_n(m, name, nl, w);
        hw_register(m, q, live[i], rdy, 0);
        live[i] = hw_r(q);
    }
    st->last_ready = rdy;
    st->last_valid = vq;
}

/* Places every register whose boundary is the step just completed. */
void hs_stages_step(hs_stages *st, size_t n, hw_ref *live)
{
    st->done++;
    while (st->placed < st->latency && boundary_of(st, st->placed + 1) <= st->done)
        place(st, n, live);
}

/* The rest of the registers go on the result; then the output channel. */
void hs_stages_end(hs_stages *st, hw_ref data, const hs_chan *out)
{
    hw_module *m = st->g->m;
    while (st->placed < st->latency)
        place(st, 1, &data);
    chain_ready(st, out->ready);
    hw_copy(m, out->valid, st->valid);
    hw_copy(m, out->data, data);
    if (st->xw)
        hs_unpack(st->g, st->xbus, out, false);
}
