/* maximumf, minimumf (MLIR arith.maximumf/minimumf): a NaN operand gives the
 * canonical NaN; otherwise the larger (smaller) by the float order with -0 < +0,
 * which is the unsigned order of the keys (sign set: bits inverted; else the sign
 * bit set). Two steps: keys and NaN test, then the choice. */
#include <string.h>

#include "float/fm.h"
#include "gen_channel.h"
#include "gen_stages.h"

HS_GENERATOR(hs_build_fminmax);

int hs_build_fminmax(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    bool max = strstr(u->info->name, "maximumf") != NULL;
    const hs_chan *in[2] = {hs_gen_chan(&g, "lhs", 0), hs_gen_chan(&g, "rhs", 0)};
    const hs_chan *out = hs_gen_chan(&g, "result", 0);
    uint32_t w = out->type->width;
    hs_fm_fmt f = hs_fm_format(w);
    hs_chan tok = hs_chan_wires(&g, out->type, "tok");
    hs_join_token(&g, 2, in, &tok);
    hs_stages st;
    hs_stages_begin(&st, &g, &tok, (uint32_t)hs_gen_param(&g, "latency"), 2);
    hs_fm_parts a, b;
    hs_fm_unpack(m, &f, in[0]->data, &a);
    hs_fm_unpack(m, &f, in[1]->data, &b);
    hw_ref live[5] = {in[0]->data, in[1]->data, hs_fm_order_key(m, in[0]->data, w),
                      hs_fm_order_key(m, in[1]->data, w), hs_fm_or(m, a.is_nan, b.is_nan)};
    hs_stages_step(&st, 5, live);
    hw_ref a_wins = hw_e_cmp(m, max ? HW_CMP_UGT : HW_CMP_ULT, live[2], live[3]);
    hw_ref pick = hw_e_mux2(m, a_wins, live[0], live[1]);
    hs_stages_end(&st, hw_e_mux2(m, live[4], hs_fm_qnan(m, &f), pick), out);
    hs_extras_up(&g, 2, in, 1, &out);
    return hs_gen_end(&g);
}
