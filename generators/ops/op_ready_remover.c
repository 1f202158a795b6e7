/* ready_remover: Dynamatic's ready remover. valid, data and downstream extras pass
 * from ins to outs; ins_ready is always 1, so outs_ready is ignored: the unit is only
 * correct where the consumer never stalls (Dynamatic places it so). Upstream extras
 * pass from outs to ins. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_ready_remover);

/* Wires, with the ready path cut and tied high. */
int hs_build_ready_remover(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    const hs_chan *in = hs_gen_chan(&g, "ins", 0), *out = hs_gen_chan(&g, "outs", 0);
    hw_copy(g.m, out->valid, in->valid);
    hw_const(g.m, in->ready, 1, false);
    if (in->has_data)
        hw_copy(g.m, out->data, in->data);
    hs_extras_forward(&g, in, out);
    return hs_gen_end(&g);
}
