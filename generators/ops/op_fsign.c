/* negf and absf: IEEE negate and abs act on the sign bit alone (IEEE 754-2008
 * 5.5.1), NaN payloads included, as C's -x and fabs(x) do. Optionally pipelined. */
#include <string.h>

#include "float/fm.h"
#include "gen_channel.h"
#include "gen_stages.h"

HS_GENERATOR(hs_build_fsign);

/* outs = {~sign or 0, the other bits of ins}. */
int hs_build_fsign(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    const hs_chan *in = hs_gen_chan(&g, "ins", 0);
    const hs_chan *out = hs_gen_chan(&g, "outs", 0);
    int32_t w = (int32_t)out->type->width;
    bool neg = strstr(u->info->name, "negf") != NULL;
    hs_stages st;
    hs_stages_begin(&st, &g, in, (uint32_t)hs_gen_param(&g, "latency"), 1);
    hw_ref sign = neg ? hs_fm_not(m, hw_e_op_reduced(m, HW_HINT("s"), HW_OP_COPY, 1, 1,
                                                     (hw_ref[]){hw_bit(in->data, w - 1)}))
                      : hs_fm_k(m, 1, 0);
    hw_ref res = hs_fm_cat(m, 2, (hw_ref[]){sign, hw_bits(in->data, w - 2, 0)});
    hs_stages_end(&st, res, out);
    hs_extras_up(&g, 1, &in, 1, &out);
    return hs_gen_end(&g);
}
