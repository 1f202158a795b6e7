/* fptosi, fptoui: f16, f32 or f64 to an N-bit integer (1..64), rounded toward zero
 * as C converts, saturating: values past the range (infinities included) give the
 * largest or smallest integer, negative values give 0 for fptoui, NaN gives 0
 * (docs/floating-point.md). Three steps: unpack, shift the significand by the
 * exponent, then sign and saturation. */
#include <string.h>

#include "float/fm.h"
#include "gen_channel.h"
#include "gen_stages.h"

HS_GENERATOR(hs_build_fptoi);

int hs_build_fptoi(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    bool is_signed = strstr(u->info->name, "fptosi") != NULL;
    const hs_chan *in = hs_gen_chan(&g, "ins", 0);
    const hs_chan *out = hs_gen_chan(&g, "outs", 0);
    uint32_t n = out->type->width, ew = HS_FM_EW;
    hs_fm_fmt fi = hs_fm_format(in->type->width);
    hs_stages st;
    hs_stages_begin(&st, &g, in, (uint32_t)hs_gen_param(&g, "latency"), 3);
    hs_fm_parts p;
    hs_fm_unpack(m, &fi, in->data, &p);
    hw_ref bias = hs_fm_k(m, ew, fi.bias);
    hw_ref k = hs_fm_op(m, HW_OP_SUB, ew, hs_fm_zext(m, p.exp, ew), bias);
    hw_ref small = hw_e_cmp(m, HW_CMP_SLT, k, hs_fm_k(m, ew, 0));
    hw_ref big = hw_e_cmp(m, HW_CMP_SGE, k, hs_fm_k(m, ew, is_signed ? (int64_t)n - 1 : n));
    big = hs_fm_or(m, big, p.is_inf);
    hw_ref sig = hs_fm_cat(m, 2, (hw_ref[]){hs_fm_not(m, p.exp_zero), p.frac});
    hw_ref live[6] = {p.sign, k, sig, small, big, p.is_nan};
    hs_stages_step(&st, 6, live);
    uint32_t ww = fi.mw + 1 + n;
    hw_ref wide = hs_fm_op(m, HW_OP_SHL, ww, hs_fm_zext(m, live[2], ww), live[1]);
    live[2] = hw_e_op_reduced(m, HW_HINT("mag"), HW_OP_COPY, n, 1,
                              (hw_ref[]){hw_bits(wide, (int32_t)(fi.mw + n) - 1, (int32_t)fi.mw)});
    hw_ref live2[5] = {live[0], live[2], live[3], live[4], live[5]};
    hs_stages_step(&st, 5, live2);
    hw_ref sign = live2[0], mag = live2[1];
    hw_ref zero = hs_fm_or(m, live2[2], live2[4]);
    hw_ref v, sat;
    if (is_signed) {
        hw_ref neg = hs_fm_op(m, HW_OP_SUB, n, hs_fm_k(m, n, 0), mag);
        v = hw_e_mux2(m, sign, neg, mag);
        uint64_t minv = (uint64_t)1 << (n - 1);
        hw_ref lo = hs_fm_k(m, n, (int64_t)minv), hi = hs_fm_k(m, n, (int64_t)(minv - 1));
        sat = hw_e_mux2(m, sign, lo, hi);
    } else {
        zero = hs_fm_or(m, zero, sign);
        v = mag;
        sat = hs_fm_k(m, n, -1);
    }
    v = hw_e_mux2(m, live2[3], sat, v);
    v = hw_e_mux2(m, zero, hs_fm_k(m, n, 0), v);
    hs_stages_end(&st, v, out);
    hs_extras_up(&g, 1, &in, 1, &out);
    return hs_gen_end(&g);
}
