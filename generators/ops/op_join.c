/* join: one control token out when every ins[i] has one; the inputs are consumed
 * together, downstream extra signals merged by policy over the inputs, the output's
 * upstream signals returned to every input. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_join);

/* The join proper is the shared hs_join_token; this wires the array to it. */
int hs_build_join(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hs_chan_port *ip = hs_gen_port(&g, "ins");
    const hs_chan *out = hs_gen_chan(&g, "outs", 0);
    const hs_chan **ins = hw_alloc(des, ip->count * sizeof(*ins));
    for (unsigned i = 0; i < ip->count; i++)
        ins[i] = &ip->el[i];
    hs_join_token(&g, ip->count, ins, out);
    hs_extras_up(&g, ip->count, ins, 1, &out);
    return hs_gen_end(&g);
}
