/* extsi / extui / trunci: one token in, one token out, data resized. */
#include <string.h>

#include "gen_channel.h"

HS_GENERATOR(hs_build_ext);

/* Handshake and extras pass through; the data is resized. */
int hs_build_ext(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    const hs_chan *in = hs_gen_chan(&g, "ins", 0), *out = hs_gen_chan(&g, "outs", 0);
    hw_copy(g.m, out->valid, in->valid);
    hw_copy(g.m, in->ready, out->ready);
    const char *name = u->info->name;
    hw_op op = strstr(name, "extsi") ? HW_OP_SEXT : HW_OP_ZEXT; /* trunci: ZEXT narrows */
    hw_assign_op(g.m, out->data, op, 1, &in->data);
    hs_extras_forward(&g, in, out);
    return hs_gen_end(&g);
}
