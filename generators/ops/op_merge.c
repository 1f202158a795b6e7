/* merge and control_merge: forward a token from any valid input, the lowest-numbered
 * one first, through a TEHB slot so the outputs stay stable while they wait
 * (Dynamatic's merge_notehb + tehb). control_merge also stores the chosen input's
 * number with the token and hands the pair to an eager fork of two, so outs and
 * index may be taken independently; index carries the chosen input's extra signals
 * when it has any. Upstream signals: the output's (merge), the merge policy over
 * outs and index (control_merge). */
#include <string.h>

#include "gen_channel.h"
#include "gen_route.h"
#include "gen_slots.h"

HS_GENERATOR(hs_build_merge);

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

    /* The chosen token, packed (hs_pack layout), the index above it: the slot's input. */
    hw_ref sel;
    hw_ref grant = hs_route_priority(&g, req, n, ibits, &sel);
    uint32_t pw = hs_pack_width(out->type, true);
    hs_tok chosen = hs_tok_wires(&g, pw + (index ? ibits : 0), "chosen");
    hw_assign_op(m, chosen.valid, n == 1 ? HW_OP_COPY : HW_OP_REDOR, 1, &req);
    hw_ref *args = hw_alloc(des, (n + 1) * sizeof(hw_ref));
    args[0] = sel;
    for (uint32_t i = 0; pw && i < n; i++)
        args[i + 1] = hs_pack(&g, &ip->el[i], true);
    hw_ref data =
        pw && n > 1 ? hw_e_op_reduced(m, HW_HINT("select"), HW_OP_MUXN, pw, n + 1, args) : args[1];
    if (index && pw) {
        hw_ref parts[2] = {sel, data};
        hw_assign_op(m, chosen.bus, HW_OP_CONCAT, 2, parts);
    } else if (chosen.w) {
        hw_copy(m, chosen.bus, index ? sel : data);
    }
    hw_ref rargs[2] = {grant, hs_route_repeat(&g, chosen.ready, n)};
    hw_assign_op(m, rdy, HW_OP_AND, 2, rargs);

    /* The slot, then the output (merge) or the fork of two (control_merge). */
    if (!index) {
        hs_tok o = hs_tok_to_chan(&g, out, true);
        hs_slot_break_r(&g, &chosen, &o);
    } else {
        hs_tok slot = hs_tok_wires(&g, chosen.w, "slot");
        hs_slot_break_r(&g, &chosen, &slot);
        hw_ref fr[2] = {index->ready, out->ready}; /* bit 0: outs, bit 1: index */
        hw_ref fork_ready;
        hw_ref fv = hs_route_fork(&g, "fork", slot.valid,
                                  hw_e_op_reduced(m, HW_HINT("fork_ready"), HW_OP_CONCAT, 2, 2, fr),
                                  2, &fork_ready);
        hw_copy(m, slot.ready, fork_ready);
        hw_copy(m, out->valid, hw_bit(fv, 0));
        hw_copy(m, index->valid, hw_bit(fv, 1));
        hw_ref num = hw_bits(slot.bus, (int32_t)(pw + ibits) - 1, (int32_t)pw);
        hw_assign_op(m, index->data, HW_OP_ZEXT, 1, &num);
        if (pw)
            hs_unpack(&g, hw_bits(slot.bus, (int32_t)pw - 1, 0), out, true);
        /* index's extras are outs's (same list, same layout above the data). */
        uint32_t dw = out->has_data ? out->type->width : 0;
        if (hs_pack_width(index->type, false))
            hs_unpack(&g, hw_bits(slot.bus, (int32_t)pw - 1, (int32_t)dw), index, false);
    }

    const hs_chan **ins = hw_alloc(des, n * sizeof(*ins));
    for (uint32_t i = 0; i < n; i++)
        ins[i] = &ip->el[i];
    const hs_chan *outs[2] = {out, index};
    hs_extras_up(&g, n, ins, index ? 2 : 1, outs);
    return hs_gen_end(&g);
}
