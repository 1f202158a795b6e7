/* source: an endless stream of control tokens; downstream extra signals carry
 * their configured source value (else zero). */
#include "gen_channel.h"

HS_GENERATOR(hs_build_source);

/* Always valid; downstream signals from configuration. */
int hs_build_source(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    const hs_chan *out = hs_gen_chan(&g, "outs", 0);
    hw_const(g.m, out->valid, 1, false);
    hs_extras_source(&g, out);
    return hs_gen_end(&g);
}
