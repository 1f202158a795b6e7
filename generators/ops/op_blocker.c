/* blocker: Dynamatic's join that keeps data. One token leaves on outs once every ins[i]
 * has one; its data is ins[0]'s, its downstream extra signals the merge policy over
 * all inputs (Dynamatic's default signal manager joins them too); the output's upstream
 * signals go back to every input. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_blocker);

/* The join of the whole array, plus the data of its first element. */
int hs_build_blocker(hw_design *des, const hs_unit *u, hs_diag *d)
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
    if (out->has_data)
        hw_copy(g.m, out->data, ins[0]->data);
    hs_extras_up(&g, ip->count, ins, 1, &out);
    return hs_gen_end(&g);
}
