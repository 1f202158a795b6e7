/* merge and control_merge: forward a token from any valid input, the lowest-numbered
 * one first, through a TEHB slot so the outputs stay stable while they wait
 * (Dynamatic's merge_notehb + tehb). control_merge also stores the chosen input's
 * number with the token and hands the pair to an eager fork of two, so outs and
 * index may be taken independently; index carries the chosen input's extra signals
 * when it has any. Upstream signals: the output's (merge), the merge policy over
 * outs and index (control_merge). */
#include <string.h>

#include "gen_channel.h"
#include "gen_ops.h"
#include "gen_route.h"

/* One builder for both: control_merge is merge plus the index output. */
int hs_build_merge(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    hs_chan_port *ip = hs_gen_port(&g, "ins");
    const hs_chan *out = hs_gen_chan(&g, "outs", 0);
    const hs_chan *index = hs_gen_chan(&g, "index", 0); /* NULL for merge */
    uint32_t n = ip->count, ibits = hs_route_index_bits(n);
    hw_ref req = hs_route_vec(&g, ip, false), rdy = hs_route_vec(&g, ip, true);
    if (g.err)
        return g.err;

    /* The chosen token, packed: data and downstream extras, the index above them. */
    hw_ref sel;
    hw_ref grant = hs_route_priority(&g, req, n, ibits, &sel);
    hw_ref any = n == 1 ? req : hw_e_op(m, "any_valid", HW_OP_REDOR, 1, 1, &req);
    uint32_t pw = hs_pack_width(out->type, true);
    hw_ref bus = hw_r(HW_NO_SIG);
    if (pw) {
        hw_ref *args = hw_alloc(des, (n + 1) * sizeof(hw_ref));
        args[0] = sel;
        for (uint32_t i = 0; i < n; i++)
            args[i + 1] = hs_pack(&g, &ip->el[i], true);
        bus = n == 1 ? args[1] : hw_e_op(m, "chosen", HW_OP_MUXN, pw, n + 1, args);
    }
    if (index) {
        hw_ref parts[2] = {sel, bus};
        bus = pw ? hw_e_op(m, "chosen_index", HW_OP_CONCAT, pw + ibits, 2, parts) : sel;
    }

    /* The slot, then the output (merge) or the fork of two (control_merge). */
    hw_ref slot_ready = hw_r(hw_tmp(m, "slot_ready", 1)), sv, sbus;
    hw_ref in_ready = hs_route_tehb(&g, "slot", any, bus, slot_ready, &sv, &sbus);
    hw_ref rargs[2] = {grant, hs_route_repeat(&g, in_ready, n)};
    hw_assign_op(m, rdy, HW_OP_AND, 2, rargs);
    if (!index) {
        hw_copy(m, out->valid, sv);
        hw_copy(m, slot_ready, out->ready);
    } else {
        hw_ref fr[2] = {index->ready, out->ready}; /* bit 0: outs, bit 1: index */
        hw_ref fork_ready, fv;
        fv = hs_route_fork(&g, "fork", sv, hw_e_op(m, "fork_ready", HW_OP_CONCAT, 2, 2, fr), 2,
                           &fork_ready);
        hw_copy(m, slot_ready, fork_ready);
        hw_copy(m, out->valid, hw_bit(fv, 0));
        hw_copy(m, index->valid, hw_bit(fv, 1));
        hw_ref num = hw_bits(sbus, (int32_t)(pw + ibits) - 1, (int32_t)pw);
        hw_assign_op(m, index->data, HW_OP_ZEXT, 1, &num);
        /* index's extras are outs's (same list, same layout above the data). */
        uint32_t dw = out->has_data ? out->type->width : 0;
        if (hs_pack_width(index->type, false))
            hs_unpack(&g, hw_bits(sbus, (int32_t)pw - 1, (int32_t)dw), index, false);
    }
    if (pw)
        hs_unpack(&g, index ? hw_bits(sbus, (int32_t)pw - 1, 0) : sbus, out, true);

    const hs_chan **ins = hw_alloc(des, n * sizeof(*ins));
    for (uint32_t i = 0; i < n; i++)
        ins[i] = &ip->el[i];
    const hs_chan *outs[2] = {out, index};
    hs_extras_up(&g, n, ins, index ? 2 : 1, outs);
    return hs_gen_end(&g);
}
