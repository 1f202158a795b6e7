/* extf and truncf: conversions between f16, f32 and f64.
 *
 * extf is exact: normal values rebias the exponent and pad the fraction; subnormal
 * inputs (normal in the wider format) are normalized first. truncf rounds to nearest
 * even through hs_fm_round_pack, which gives subnormal results, zero and infinity
 * where due. NaN inputs give the canonical NaN of the output format. */
#include "float/fm.h"
#include "gen_channel.h"
#include "gen_stages.h"

HS_GENERATOR(hs_build_extf);
HS_GENERATOR(hs_build_truncf);

/* Infinity, NaN and zero override the computed value. */
static hw_ref specials(hw_module *m, const hs_fm_fmt *fo, const hs_fm_parts *p, hw_ref v)
{
    v = hw_e_mux2(m, p->is_zero, hs_fm_zero(m, fo, p->sign), v);
    v = hw_e_mux2(m, p->is_inf, hs_fm_inf(m, fo, p->sign), v);
    return hw_e_mux2(m, p->is_nan, hs_fm_qnan(m, fo), v);
}

/* Two steps: unpack and normalize the fraction, then rebias and pack. */
int hs_build_extf(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    const hs_chan *in = hs_gen_chan(&g, "ins", 0);
    const hs_chan *out = hs_gen_chan(&g, "outs", 0);
    hs_fm_fmt fi = hs_fm_format(in->type->width), fo = hs_fm_format(out->type->width);
    hs_stages st;
    hs_stages_begin(&st, &g, in, (uint32_t)hs_gen_param(&g, "latency"), 2);
    hs_fm_parts p;
    hs_fm_unpack(m, &fi, in->data, &p);
    hw_ref norm, lz;
    hs_fm_normalize(m, p.frac, &norm, &lz);
    hw_ref live[3] = {in->data, norm, hs_fm_zext(m, lz, HS_FM_EW)};
    hs_stages_step(&st, 3, live);
    hs_fm_unpack(m, &fi, live[0], &p);
    uint32_t ew = HS_FM_EW, pad = fo.mw - fi.mw;
    hw_ref e16 = hs_fm_zext(m, p.exp, ew);
    hw_ref en = hs_fm_op(m, HW_OP_ADD, ew, e16, hs_fm_k(m, ew, fo.bias - fi.bias));
    hw_ref es = hs_fm_op(m, HW_OP_SUB, ew, hs_fm_k(m, ew, fo.bias - fi.bias), live[2]);
    hw_ref fn = hs_fm_cat(m, 2, (hw_ref[]){p.frac, hs_fm_k(m, pad, 0)});
    hw_ref fs = hs_fm_cat(
        m, 2, (hw_ref[]){hw_bits(live[1], (int32_t)fi.mw - 2, 0), hs_fm_k(m, pad + 1, 0)});
    hw_ref e = hw_e_mux2(m, p.exp_zero, es, en);
    hw_ref fr = hw_e_mux2(m, p.exp_zero, fs, fn);
    hw_ref v = hs_fm_cat(m, 3, (hw_ref[]){p.sign, hw_bits(e, (int32_t)fo.ew - 1, 0), fr});
    hs_stages_end(&st, specials(m, &fo, &p, v), out);
    hs_extras_up(&g, 1, &in, 1, &out);
    return hs_gen_end(&g);
}

/* Two steps: the significand and rebiased exponent, then round and pack. */
int hs_build_truncf(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    const hs_chan *in = hs_gen_chan(&g, "ins", 0);
    const hs_chan *out = hs_gen_chan(&g, "outs", 0);
    hs_fm_fmt fi = hs_fm_format(in->type->width), fo = hs_fm_format(out->type->width);
    hs_stages st;
    hs_stages_begin(&st, &g, in, (uint32_t)hs_gen_param(&g, "latency"), 2);
    hs_fm_parts p;
    hs_fm_unpack(m, &fi, in->data, &p);
    uint32_t ew = HS_FM_EW;
    /* a subnormal's exponent is that of the field value 1 */
    hw_ref exp = hs_fm_zext(m, p.exp, ew);
    hw_ref e16 = hw_e_mux2(m, p.exp_zero, hs_fm_k(m, ew, 1), exp);
    hw_ref be = hs_fm_op(m, HW_OP_ADD, ew, e16, hs_fm_k(m, ew, fo.bias - fi.bias));
    hw_ref sig = hs_fm_cat(m, 2, (hw_ref[]){hs_fm_not(m, p.exp_zero), p.frac});
    hw_ref live[3] = {in->data, be, sig};
    hs_stages_step(&st, 3, live);
    hs_fm_unpack(m, &fi, live[0], &p);
    hw_ref v = hs_fm_round_pack(m, &fo, p.sign, live[1], live[2], hs_fm_k(m, 1, 0));
    hs_stages_end(&st, specials(m, &fo, &p, v), out);
    hs_extras_up(&g, 1, &in, 1, &out);
    return hs_gen_end(&g);
}
