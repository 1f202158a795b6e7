/* The floating-point multiplier (mulf): normalize subnormal significands, multiply in
 * chunks of the rhs significand (one cut point each), one-bit normalization, round. */
#include "fp.h"

/* rhs significand chunks per format: more for wider formats. */
static uint32_t chunks(const fp_fmt *f)
{
    return f->p <= 11 ? 2 : f->p <= 24 ? 3 : 4;
}

/* unpack, input normalization, one per chunk, product normalization, rounding's own. */
uint32_t fp_mul_cands(const fp_fmt *f)
{
    return 3 + chunks(f) + FP_ROUND_CUTS;
}

/* Significand normalized to a leading one, exponent lowered by the shift. */
static void norm_in(hw_module *m, const fp_fmt *f, fp_val *v)
{
    hw_ref cnt;
    v->mant = fp_lead_norm(m, v->mant, &cnt, NULL, 0, 0, NULL);
    v->exp = fp_esub(m, v->exp, fp_zext(m, cnt, f->ewi));
}

hw_ref fp_mul_build(hw_module *m, const fp_fmt *f, hw_ref a, hw_ref b, fp_pipe *p)
{
    uint32_t pp = 2 * f->p;
    fp_val va, vb;
    fp_unpack(m, f, a, &va);
    fp_unpack(m, f, b, &vb);
    hw_ref sign =
        hw_e_op_reduced(m, HW_HINT("sign"), HW_OP_XOR, 1, 2, (hw_ref[]){va.sign, vb.sign});
    hw_ref zero = hw_e_or2(m, va.zero, vb.zero);
    hw_ref inf = hw_e_or2(m, va.inf, vb.inf);
    hw_ref inf_zero = hw_e_and2(m, inf, zero);
    hw_ref nan = hw_e_or2(m, hw_e_or2(m, va.nan, vb.nan), inf_zero);
    hw_ref *c1[] = {&sign, &zero, &inf, &nan, &va.mant, &va.exp, &vb.mant, &vb.exp};
    fp_pipe_cut(p, sizeof(c1) / sizeof(c1[0]), c1);
    norm_in(m, f, &va);
    norm_in(m, f, &vb);
    /* the product's top bit (2p-1) weighs 2^(ea + eb - bias + 1) */
    hw_ref bias = fp_econst(m, f, f->bias - 1);
    hw_ref E = fp_esub(m, fp_eadd(m, va.exp, vb.exp), bias);
    hw_ref *c2[] = {&sign, &zero, &inf, &nan, &va.mant, &vb.mant, &E};
    fp_pipe_cut(p, sizeof(c2) / sizeof(c2[0]), c2);
    uint32_t n = chunks(f), lo = 0;
    hw_ref acc = hw_e_const(m, pp, 0);
    for (uint32_t i = 0; i < n; i++) {
        uint32_t cw = (f->p - lo + (n - i) - 1) / (n - i);
        hw_ref ch = hw_bits(vb.mant, (int32_t)(lo + cw - 1), (int32_t)lo);
        uint32_t pw = f->p + cw;
        hw_ref margs[2] = {fp_zext(m, va.mant, pw), fp_zext(m, ch, pw)};
        hw_ref prod = hw_e_op_reduced(m, HW_HINT("pprod"), HW_OP_MUL, pw, 2, margs);
        hw_ref placed = prod;
        if (lo) {
            hw_ref pl[2] = {prod, hw_e_const(m, lo, 0)};
            placed = hw_e_op_reduced(m, HW_HINT("pplace"), HW_OP_CONCAT, pw + lo, 2, pl);
        }
        hw_ref sargs[2] = {acc, fp_zext(m, placed, pp)};
        acc = hw_e_op_reduced(m, HW_HINT("pacc"), HW_OP_ADD, pp, 2, sargs);
        lo += cw;
        hw_ref *ci[] = {&sign, &zero, &inf, &nan, &va.mant, &vb.mant, &E, &acc};
        fp_pipe_cut(p, sizeof(ci) / sizeof(ci[0]), ci);
    }
    /* a product of two significands in [1, 2) is in [1, 4): shift by one at most */
    hw_ref top = hw_bit(acc, (int32_t)pp - 1);
    hw_ref sh[2] = {hw_bits(acc, (int32_t)pp - 2, 0), hw_e_const(m, 1, 0)};
    hw_ref P = hw_e_mux2(m, top, acc, hw_e_op_reduced(m, HW_HINT("pn"), HW_OP_CONCAT, pp, 2, sh));
    E = hw_e_mux2(m, top, E, fp_esub(m, E, fp_econst(m, f, 1)));
    hw_ref low = hw_bits(P, (int32_t)f->p - 2, 0);
    hw_ref mp[2] = {hw_bits(P, (int32_t)pp - 1, (int32_t)f->p - 1),
                    hw_e_op_reduced(m, HW_HINT("st"), HW_OP_REDOR, 1, 1, &low)};
    hw_ref M = hw_e_op_reduced(m, HW_HINT("M"), HW_OP_CONCAT, f->p + 2, 2, mp);
    M = hw_e_mux2(m, zero, hw_e_const(m, f->p + 2, 0), M);
    hw_ref *c3[] = {&sign, &inf, &nan, &E, &M};
    fp_pipe_cut(p, sizeof(c3) / sizeof(c3[0]), c3);
    fp_raw r = {sign, E, M};
    hw_ref *c4[] = {&nan, &inf, &sign};
    hw_ref v = fp_round_pack(m, f, r, p, sizeof(c4) / sizeof(c4[0]), c4);
    return fp_special(m, f, nan, inf, sign, v);
}
