/* select: condition, trueValue and falseValue joined into one token (all three
 * consumed together, extra signals merged over the three), result picked by
 * condition. */
#include "gen_channel.h"
#include "gen_ops.h"

/* A three-input join and a 2:1 multiplexer. */
int hs_build_select(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    const hs_chan *in[3] = {hs_gen_chan(&g, "condition", 0), hs_gen_chan(&g, "trueValue", 0),
                            hs_gen_chan(&g, "falseValue", 0)};
    const hs_chan *out = hs_gen_chan(&g, "result", 0);
    hs_join_token(&g, 3, in, out);
    hw_ref args[3] = {in[0]->data, in[1]->data, in[2]->data};
    hw_assign_op(g.m, out->data, HW_OP_MUX2, 3, args);
    hs_extras_up(&g, 3, in, 1, &out);
    return hs_gen_end(&g);
}
