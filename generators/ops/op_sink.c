/* sink: always ready, consumes every token; its upstream extra signals carry the
 * configured sink value (else zero). */
#include "gen_channel.h"

HS_GENERATOR(hs_build_sink);

/* Always ready; upstream signals from configuration. */
int hs_build_sink(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    const hs_chan *in = hs_gen_chan(&g, "ins", 0);
    hw_const(g.m, in->ready, 1, false);
    hs_extras_up(&g, 1, &in, 0, NULL);
    return hs_gen_end(&g);
}
