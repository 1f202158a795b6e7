/* gate: the data token of ins passes on to outs once every ctrl[i] holds a token too,
 * and all of them are taken together (Dynamatic's gate: a join over the data and the
 * controls whose output carries the data). Downstream extra signals are merged by
 * policy over every input, the output's upstream signals returned to each. No
 * registers: valid and ready are combinational, as the join's. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_gate);

/* The join over ins and every ctrl[i] (hs_join_token), the data from ins. */
int hs_build_gate(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hs_chan_port *cp = hs_gen_port(&g, "ctrl");
    const hs_chan *out = hs_gen_chan(&g, "outs", 0);
    size_t n = 1 + cp->count;
    const hs_chan **ins = hw_alloc(des, n * sizeof(*ins));
    ins[0] = hs_gen_chan(&g, "ins", 0);
    for (unsigned i = 0; i < cp->count; i++)
        ins[1 + i] = &cp->el[i];
    hs_join_token(&g, n, ins, out);
    if (out->has_data)
        hw_copy(g.m, out->data, ins[0]->data);
    hs_extras_up(&g, n, ins, 1, &out);
    return hs_gen_end(&g);
}
