/* sitofp, uitofp: an N-bit integer (1..64) to f16, f32 or f64, rounded to nearest
 * even (an integer past the format's range becomes infinity, e.g. i32 -> f16).
 * Three steps: magnitude and sign, normalization (leading-zero shift), then the
 * exponent and hs_fm_round_pack. Zero gives +0. */
#include <string.h>

#include "float/fm.h"
#include "gen_channel.h"
#include "gen_stages.h"

HS_GENERATOR(hs_build_itofp);

int hs_build_itofp(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    bool is_signed = strstr(u->info->name, "sitofp") != NULL;
    const hs_chan *in = hs_gen_chan(&g, "ins", 0);
    const hs_chan *out = hs_gen_chan(&g, "outs", 0);
    uint32_t n = in->type->width;
    hs_fm_fmt fo = hs_fm_format(out->type->width);
    hs_stages st;
    hs_stages_begin(&st, &g, in, (uint32_t)hs_gen_param(&g, "latency"), 3);
    hw_ref x = in->data;
    hw_ref sign = is_signed ? hw_e_op_reduced(m, HW_HINT("s"), HW_OP_COPY, 1, 1,
                                              (hw_ref[]){hw_bit(x, (int32_t)n - 1)})
                            : hs_fm_k(m, 1, 0);
    hw_ref neg = hs_fm_op(m, HW_OP_SUB, n, hs_fm_k(m, n, 0), x);
    hw_ref live[3] = {sign, hw_e_mux2(m, sign, neg, x), hs_fm_k(m, 1, 0)};
    hs_stages_step(&st, 2, live);
    hw_ref norm, lz;
    hs_fm_normalize(m, live[1], &norm, &lz);
    live[2] = hs_fm_is_zero(m, live[1]);
    live[1] = norm;
    hw_ref lz16 = hs_fm_zext(m, lz, HS_FM_EW);
    hw_ref live2[4] = {live[0], live[1], live[2], lz16};
    hs_stages_step(&st, 4, live2);
    uint32_t ew = HS_FM_EW, sw = n < fo.mw + 3 ? fo.mw + 3 : n;
    hw_ref be = hs_fm_op(m, HW_OP_SUB, ew, hs_fm_k(m, ew, fo.bias + (int32_t)n - 1), live2[3]);
    hw_ref sig = live2[1];
    if (sw > n)
        sig = hs_fm_cat(m, 2, (hw_ref[]){sig, hs_fm_k(m, sw - n, 0)});
    hw_ref v = hs_fm_round_pack(m, &fo, live2[0], be, sig, hs_fm_k(m, 1, 0));
    v = hw_e_mux2(m, live2[2], hs_fm_k(m, fo.w, 0), v);
    hs_stages_end(&st, v, out);
    hs_extras_up(&g, 1, &in, 1, &out);
    return hs_gen_end(&g);
}
