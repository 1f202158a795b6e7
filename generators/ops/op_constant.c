/* constant: each ctrl token becomes a token carrying `value`, with ctrl's extra
 * signals forwarded. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_constant);

/* ctrl's handshake and extras, `value` as data. */
int hs_build_constant(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    const hs_chan *in = hs_gen_chan(&g, "ctrl", 0), *out = hs_gen_chan(&g, "outs", 0);
    hw_copy(g.m, out->valid, in->valid);
    hw_copy(g.m, in->ready, out->ready);
    hw_const(g.m, out->data, hs_gen_param(&g, "value"), true);
    hs_extras_forward(&g, in, out);
    return hs_gen_end(&g);
}
