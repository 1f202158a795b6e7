/* Handshake building blocks of the routing units (gen_route.h): the eager fork, "all others" and
 * lowest-index priority, all on bit vectors. */
#include "gen_route.h"

/* The array port's X_valid / X_ready vector, checked against the layout
 * gen_ports.c documents (element i is bit i of one vector port). */
hw_ref hs_route_vec(hs_gen *g, const hs_chan_port *p, bool ready)
{
    hw_ref b0 = ready ? p->el[0].ready : p->el[0].valid;
    for (unsigned i = 0; i < p->count; i++) {
        hw_ref b = ready ? p->el[i].ready : p->el[i].valid;
        if (!p->array || b.sig != b0.sig || b.lo != (int32_t)i || b.hi != (int32_t)i) {
            hs_gen_fail(g, HS_E_INTERNAL, "port %s: %s is not one vector", p->info->name,
                        ready ? "ready" : "valid");
            return b0;
        }
    }
    return hw_r(b0.sig);
}

/* Vector rules gate every element by one bit: sign extension repeats it. */
hw_ref hs_route_repeat(hs_gen *g, hw_ref bit, uint32_t n)
{
    if (n == 1)
        return bit;
    return hw_e_op_reduced(g->m, HW_HINT("rep"), HW_OP_SEXT, n, 1, &bit);
}

/* done (reset 0): valid = in_valid & !done; stall = valid & !ready; the input is
 * ready when nothing stalls; done' = !stall & (in_valid & some stall), i.e. an output
 * is done while the token waits for others, and everything clears when it leaves. */
hw_ref hs_route_fork(hs_gen *g, const char *hint, hw_ref in_valid, hw_ref out_ready, uint32_t n,
                     hw_ref *in_ready)
{
    hw_module *m = g->m;
    hw_sig_id done = hw_reg_sig(m, hw_strcat(g->des, hint, "_done", ""), n);
    hw_ref not_done = hw_e_not(m, hw_r(done));
    hw_ref valid = hw_e_and2(m, hs_route_repeat(g, in_valid, n), not_done);
    hw_ref stall = hw_e_and2(m, valid, hw_e_not(m, out_ready));
    hw_ref any = hw_e_op_reduced(m, HW_HINT("any_stall"), HW_OP_REDOR, 1, 1, &stall);
    *in_ready = hw_e_not(m, any);
    hw_ref hold = hw_e_and2(m, in_valid, any);
    hw_ref holds = hs_route_repeat(g, hold, n);
    hw_register(m, done, hw_e_and2(m, hw_e_not(m, stall), holds), hw_r(HW_NO_SIG), 0);
    return valid;
}

/* With z = !v: all others are set iff z == 0, or z is the single bit i. So the result
 * is all ones when z == 0, z itself when z has one bit (z & (z - 1) == 0), else 0. */
hw_ref hs_route_all_others(hs_gen *g, hw_ref v, uint32_t n)
{
    hw_module *m = g->m;
    if (n == 1)
        return hw_e_const(m, 1, 1);
    hw_ref z = hw_e_not(m, v);
    hw_ref zero = hw_e_const(m, n, 0);
    hw_ref none = hw_e_cmp(m, HW_CMP_EQ, z, zero);
    hw_ref sub[2] = {z, hw_e_const(m, n, 1)};
    hw_ref zm1 = hw_e_op_reduced(m, HW_HINT("dec"), HW_OP_SUB, n, 2, sub);
    hw_ref single = hw_e_cmp(m, HW_CMP_EQ, hw_e_and2(m, z, zm1), zero);
    hw_ref keep = hw_e_or2(m, hs_route_repeat(g, none, n), z);
    return hw_e_and2(m, hs_route_repeat(g, single, n), keep);
}

/* The same width as the catalog's index rule (clog2, at least 1), so a priority
 * index fits any legal index port. */
uint32_t hs_route_index_bits(uint32_t n)
{
    uint32_t b = 1;
    while (b < 32 && ((uint32_t)1 << b) < n)
        b++;
    return b;
}

/* grant = req & (~req + 1) keeps the lowest set bit; index bit b is the OR of the
 * grants of the inputs whose number has bit b set. */
hw_ref hs_route_priority(hs_gen *g, hw_ref req, uint32_t n, uint32_t ibits, hw_ref *index)
{
    hw_module *m = g->m;
    hw_ref idx = hw_r(hw_tmp_reduced(m, HW_HINT("index"), "", 0, ibits));
    *index = idx;
    if (n == 1) {
        hw_const(m, idx, 0, false);
        return req;
    }
    hw_ref add[2] = {hw_e_not(m, req), hw_e_const(m, n, 1)};
    hw_ref grant = hw_e_and2(m, req, hw_e_op_reduced(m, HW_HINT("neg"), HW_OP_ADD, n, 2, add));
    uint32_t need = hs_route_index_bits(n);
    hw_ref *args = hw_alloc(g->des, n * sizeof(hw_ref));
    for (uint32_t b = 0; b < need && b < ibits; b++) {
        uint32_t k = 0;
        for (uint32_t i = 0; i < n; i++)
            if (i >> b & 1)
                args[k++] = hw_bit(grant, (int32_t)i);
        hw_assign_op(m, hw_bit(idx, (int32_t)b), k == 1 ? HW_OP_COPY : HW_OP_OR, k, args);
    }
    if (ibits > need)
        hw_const(m, hw_bits(idx, (int32_t)ibits - 1, (int32_t)need), 0, false);
    return grant;
}
