/* noti: one token in, one token out, data inverted bit by bit. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_noti);

/* Handshake and extras pass through; the data is inverted. */
int hs_build_noti(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    const hs_chan *in = hs_gen_chan(&g, "ins", 0), *out = hs_gen_chan(&g, "outs", 0);
    hw_copy(g.m, out->valid, in->valid);
    hw_copy(g.m, in->ready, out->ready);
    hw_assign_op(g.m, out->data, HW_OP_NOT, 1, &in->data);
    hs_extras_forward(&g, in, out);
    return hs_gen_end(&g);
}
