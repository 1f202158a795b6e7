/* sharing_wrapper: Dynamatic's credit-based sharing of one pipelined unit (outside the
 * wrapper: toSharedUnitIn<j> -> fromSharedUnitOut0) among G operation groups (one per
 * credits entry) of num_shared_operands operands each.
 *
 * Group i may issue when every op<i>in<j> has a token and it holds a credit (a counter
 * starting at credits[i]). Each cycle the lowest-numbered group that may issue is
 * granted: its operands go to toSharedUnitIn<j> (valid for one cycle: the shared unit
 * is always ready, its ready is not read), the credit is spent, and the group's number
 * enters an in-order FIFO of `latency` slots (a grant also needs room there, which a
 * unit of that latency always leaves). Each result on fromSharedUnitOut0 goes to the
 * group at the FIFO's head, into that group's output FIFO of credits[i] slots (a
 * bypassing FIFO, Dynamatic's FIFO_BREAK_NONE), which has room by construction; when
 * op<i>out0 takes it, the credit returns. So results reach the group that issued them,
 * in order, and a group that does not take its results stalls only itself. No port
 * carries extra signals. */
#include "gen_channel.h"
#include "gen_slots.h"

HS_GENERATOR(hs_build_sharing_wrapper);

/* Bits of a counter holding 0..n. */
static uint32_t count_bits(int64_t n)
{
    uint32_t b = 1;
    while (((int64_t)1 << b) <= n)
        b++;
    return b;
}

/* Builds the groups' joins and credits, the arbiter, the order FIFO and the output FIFOs. */
int hs_build_sharing_wrapper(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    int groups;
    const int64_t *credits = hs_unit_list(u, &groups);
    int ops = (int)hs_gen_param(&g, "num_shared_operands");
    uint32_t w = (uint32_t)hs_gen_param(&g, "bitwidth");
    uint32_t lat = (uint32_t)hs_gen_param(&g, "latency");
    hw_ref req[4] = {{0}}, grant[4] = {{0}}, has_credit[4] = {{0}}, back[4] = {{0}};
    hw_sig_id cnt[4];
    for (int i = 0; i < groups; i++) {
        hw_ref v[3];
        int n = 0;
        for (int j = 0; j < ops; j++)
            v[n++] = hs_gen_chan(&g, hw_strfmt(des, "op%din%d", i, j), 0)->valid;
        uint32_t cb = count_bits(credits[i]);
        cnt[i] = hw_reg_sig(m, hw_strfmt(des, "credit%d", i), cb);
        has_credit[i] = hw_e_cmp(m, HW_CMP_NE, hw_r(cnt[i]), hw_e_const(m, cb, 0));
        v[n++] = has_credit[i];
        req[i] = hw_e_op_reduced(m, HW_HINT("req"), HW_OP_AND, 1, (uint32_t)n, v);
    }
    /* the in-order FIFO of group numbers (one-hot), fed by the grants */
    hs_tok fin = hs_tok_wires(&g, (uint32_t)groups, "order_in");
    hs_tok fout = hs_tok_wires(&g, (uint32_t)groups, "order_out");
    hs_fifo(&g, lat, false, &fin, &fout);
    hw_ref taken = hw_e_const(m, 1, 0);
    for (int i = 0; i < groups; i++) {
        grant[i] = hw_e_and2(m, hw_e_and2(m, req[i], hw_e_not(m, taken)), fin.ready);
        taken = hw_e_or2(m, taken, req[i]);
        for (int j = 0; j < ops; j++)
            hw_copy(m, hs_gen_chan(&g, hw_strfmt(des, "op%din%d", i, j), 0)->ready, grant[i]);
    }
    hw_ref issue = grant[0];
    for (int i = 1; i < groups; i++)
        issue = hw_e_or2(m, issue, grant[i]);
    hw_copy(m, fin.valid, issue);
    hw_ref cat[4];
    for (int i = 0; i < groups; i++)
        cat[i] = grant[groups - 1 - i];
    if (groups == 1)
        hw_copy(m, fin.bus, grant[0]);
    else
        hw_assign_op(m, fin.bus, HW_OP_CONCAT, (uint32_t)groups, cat);
    for (int j = 0; j < ops; j++) {
        hs_chan *to = hs_gen_chan(&g, hw_strfmt(des, "toSharedUnitIn%d", j), 0);
        hw_ref v = hw_e_const(m, w, 0);
        for (int i = groups - 1; i >= 0; i--)
            v = hw_e_mux2(m, grant[i], hs_gen_chan(&g, hw_strfmt(des, "op%din%d", i, j), 0)->data,
                          v);
        hw_copy(m, to->data, v);
        hw_copy(m, to->valid, issue);
    }
    /* results: to the head group's output FIFO, which has room by its credits */
    hs_chan *from = hs_gen_chan(&g, "fromSharedUnitOut0", 0);
    hw_ref room = hw_e_const(m, 1, 0);
    hs_tok oin[4], oout[4];
    for (int i = 0; i < groups; i++) {
        hs_chan *out = hs_gen_chan(&g, hw_strfmt(des, "op%dout0", i), 0);
        oin[i] = hs_tok_wires(&g, w, hw_strfmt(des, "res%d_in", i));
        oout[i] = hs_tok_to_chan(&g, out, true);
        hs_fifo_bypass(&g, (uint32_t)credits[i], &oin[i], &oout[i]);
        hw_ref head = groups == 1 ? fout.bus : hw_bit(fout.bus, i);
        hw_ref sel = hw_e_and2(m, fout.valid, head);
        hw_copy(m, oin[i].valid, hw_e_and2(m, from->valid, sel));
        hw_copy(m, oin[i].bus, from->data);
        room = hw_e_or2(m, room, hw_e_and2(m, sel, oin[i].ready));
        back[i] = hw_e_and2(m, out->valid, out->ready);
        /* the credit: spent by a grant, returned when op<i>out0 takes a result */
        uint32_t cb = count_bits(credits[i]);
        hw_ref zero = hw_e_const(m, cb, 0);
        hw_ref dec[2] = {hw_r(cnt[i]), hw_e_mux2(m, grant[i], hw_e_const(m, cb, 1), zero)};
        hw_ref mid = hw_e_op_reduced(m, HW_HINT("credit_spent"), HW_OP_SUB, cb, 2, dec);
        hw_ref zero_back = hw_e_const(m, cb, 0);
        hw_ref inc[2] = {mid, hw_e_mux2(m, back[i], hw_e_const(m, cb, 1), zero_back)};
        hw_register(m, cnt[i], hw_e_op_reduced(m, HW_HINT("credit_next"), HW_OP_ADD, cb, 2, inc),
                    hw_r(HW_NO_SIG), credits[i]);
    }
    hw_copy(m, from->ready, room);
    hw_copy(m, fout.ready, hw_e_and2(m, from->valid, room));
    return hs_gen_end(&g); /* toSharedUnitIn<j>_ready is not read: the unit never stalls */
}
