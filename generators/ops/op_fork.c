/* fork and lazy_fork: one token copied to every element of outs. They differ only
 * in when the copies are offered: the eager fork offers each copy at once and
 * remembers which outputs took theirs (a done bit each), the lazy fork offers a
 * copy only when every other output is ready, so all copies leave together. Data
 * and downstream extra signals are the input's on every copy; the input's upstream
 * signals are the merge policy over the outputs'. */
#include <string.h>

#include "gen_channel.h"
#include "gen_route.h"

HS_GENERATOR(hs_build_fork);

/* One builder for both units: only the valid/ready rule differs. */
int hs_build_fork(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    bool lazy = strstr(u->info->name, "lazy_fork") != NULL;
    const hs_chan *in = hs_gen_chan(&g, "ins", 0);
    hs_chan_port *op = hs_gen_port(&g, "outs");
    uint32_t n = op->count;
    hw_ref ready = hs_route_vec(&g, op, true), valid = hs_route_vec(&g, op, false);
    if (g.err)
        return g.err;
    if (lazy) {
        hw_ref args[2] = {hs_route_repeat(&g, in->valid, n), hs_route_all_others(&g, ready, n)};
        hw_assign_op(g.m, valid, HW_OP_AND, 2, args);
        hw_assign_op(g.m, in->ready, HW_OP_REDAND, 1, &ready);
    } else {
        hw_ref in_ready;
        hw_copy(g.m, valid, hs_route_fork(&g, "fork", in->valid, ready, n, &in_ready));
        hw_copy(g.m, in->ready, in_ready);
    }
    const hs_chan **outs = hw_alloc(des, n * sizeof(*outs));
    for (uint32_t i = 0; i < n; i++) {
        outs[i] = &op->el[i];
        if (in->has_data)
            hw_copy(g.m, outs[i]->data, in->data);
        hs_extras_down(&g, outs[i], 1, &in);
    }
    hs_extras_up(&g, 1, &in, n, outs);
    return hs_gen_end(&g);
}
