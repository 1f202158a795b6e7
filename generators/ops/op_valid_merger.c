/* valid_merger: Dynamatic's valid merger, two wires side by side: lhs_ins -> lhs_outs
 * and rhs_ins -> rhs_outs carry data and ready as wires, but both outputs take
 * lhs_ins_valid (rhs_ins_valid is ignored: the two sides are known to move together).
 * Each side's extra signals pass straight through on that side, downstream and
 * upstream, as Dynamatic's signal manager does. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_valid_merger);

/* Data, ready and extras of one side; valid from lhs_ins on both. */
static void side(hs_gen *g, const hs_chan *in, const hs_chan *out, hw_ref valid)
{
    hw_copy(g->m, out->valid, valid);
    hw_copy(g->m, in->ready, out->ready);
    if (in->has_data)
        hw_copy(g->m, out->data, in->data);
    hs_extras_forward(g, in, out);
}

/* Two sides; rhs_ins_valid is left unread. */
int hs_build_valid_merger(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    const hs_chan *li = hs_gen_chan(&g, "lhs_ins", 0), *lo = hs_gen_chan(&g, "lhs_outs", 0);
    const hs_chan *ri = hs_gen_chan(&g, "rhs_ins", 0), *ro = hs_gen_chan(&g, "rhs_outs", 0);
    side(&g, li, lo, li->valid);
    side(&g, ri, ro, li->valid);
    return hs_gen_end(&g);
}
