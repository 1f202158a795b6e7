/* br: a branch without condition, one token in and one out on plain wires; extra
 * signals forwarded both ways. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_br);

/* Dynamatic keeps br as a unit of its own (a placeholder the buffer pass can cut),
 * so it is generated even though it is only wires. */
int hs_build_br(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    const hs_chan *in = hs_gen_chan(&g, "ins", 0);
    const hs_chan *out = hs_gen_chan(&g, "outs", 0);
    hw_copy(g.m, out->valid, in->valid);
    hw_copy(g.m, in->ready, out->ready);
    if (in->has_data)
        hw_copy(g.m, out->data, in->data);
    hs_extras_forward(&g, in, out);
    return hs_gen_end(&g);
}
