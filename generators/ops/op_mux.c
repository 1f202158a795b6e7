/* mux: the index token selects ins[index]; the two are joined and consumed together
 * (other inputs untouched), then the result waits in a TEHB slot so the output stays
 * stable under back-pressure. Downstream extra signals: the merge policy over
 * (index, chosen input) for the signals index carries, else the chosen input's
 * value, computed at selection and stored with the token. Upstream signals: the
 * output's, to index and every input. */
#include "gen_channel.h"
#include "gen_route.h"
#include "gen_slots.h"

HS_GENERATOR(hs_build_mux);

/* Selection builds a virtual "chosen input" channel, so the join and the extra
 * signals go through the shared token join like any other joined unit. */
int hs_build_mux(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    const hs_chan *x = hs_gen_chan(&g, "index", 0);
    hs_chan_port *ip = hs_gen_port(&g, "ins");
    const hs_chan *out = hs_gen_chan(&g, "outs", 0);
    uint32_t n = ip->count;
    hw_ref valid = hs_route_vec(&g, ip, false), ready = hs_route_vec(&g, ip, true);
    if (g.err)
        return g.err;

    /* The chosen input: one-hot decode of index (zero when out of range). */
    hw_ref sh[2] = {hw_e_const(m, n, 1), x->data};
    hw_ref dec = hw_e_op_reduced(m, HW_HINT("decode"), HW_OP_SHL, n, 2, sh);
    hs_chan sel = hs_chan_wires(&g, ip->el[0].type, "chosen");
    hw_ref hit = hw_e_and2(m, dec, valid);
    hw_assign_op(m, sel.valid, HW_OP_REDOR, 1, &hit);
    hw_ref rargs[2] = {dec, hs_route_repeat(&g, sel.ready, n)};
    hw_assign_op(m, ready, HW_OP_AND, 2, rargs);
    uint32_t pw = hs_pack_width(sel.type, true);
    if (pw) {
        hw_ref *args = hw_alloc(des, (n + 1) * sizeof(hw_ref));
        args[0] = x->data;
        for (uint32_t i = 0; i < n; i++)
            args[i + 1] = hs_pack(&g, &ip->el[i], true);
        hs_unpack(&g, hw_e_op_reduced(m, HW_HINT("chosen"), HW_OP_MUXN, pw, n + 1, args), &sel,
                  true);
    }

    /* index + chosen input joined into one token, then the slot. */
    hs_chan tok = hs_chan_wires(&g, out->type, "token");
    const hs_chan *join[2] = {x, &sel};
    hs_join_token(&g, 2, join, &tok);
    if (tok.has_data)
        hw_copy(m, tok.data, sel.data);
    hs_tok in = hs_tok_from_chan(&g, &tok, true), o = hs_tok_to_chan(&g, out, true);
    hs_slot_break_r(&g, &in, &o);

    const hs_chan **ins = hw_alloc(des, (n + 1) * sizeof(*ins));
    ins[0] = x;
    for (uint32_t i = 0; i < n; i++)
        ins[i + 1] = &ip->el[i];
    hs_extras_up(&g, n + 1, ins, 1, &out);
    return hs_gen_end(&g);
}
