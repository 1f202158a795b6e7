/* select: condition, trueValue and falseValue joined into one token (all three
 * consumed together), result picked by condition. The result's downstream extra
 * signals are merged over the condition and the CHOSEN value only: the discarded
 * value's token is consumed, but its signals (its speculation, say) never reach the
 * result, as in Dynamatic's select. Upstream signals go back to all three inputs. */
#include "gen_channel.h"
#include "gen_ops.h"

/* A three-input join, a 2:1 multiplexer for the data and one per extra signal. */
int hs_build_select(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    const hs_chan *in[3] = {hs_gen_chan(&g, "condition", 0), hs_gen_chan(&g, "trueValue", 0),
                            hs_gen_chan(&g, "falseValue", 0)};
    const hs_chan *out = hs_gen_chan(&g, "result", 0);
    hw_copy(g.m, out->valid, hs_join(&g, 3, in, out->ready));
    hw_ref args[3] = {in[0]->data, in[1]->data, in[2]->data};
    hw_assign_op(g.m, out->data, HW_OP_MUX2, 3, args);
    /* the chosen value's extras: trueValue and falseValue carry the same list */
    hs_chan chosen = *in[1];
    chosen.extra = hw_alloc(des, (in[1]->n_extra + 1u) * sizeof(hw_ref));
    for (unsigned k = 0; k < in[1]->n_extra; k++)
        chosen.extra[k] = in[1]->type->extra[k].up
                              ? in[1]->extra[k]
                              : hw_e_mux2(g.m, in[0]->data, in[1]->extra[k], in[2]->extra[k]);
    const hs_chan *joined[2] = {in[0], &chosen};
    hs_extras_down(&g, out, 2, joined);
    hs_extras_up(&g, 3, in, 1, &out);
    return hs_gen_end(&g);
}
