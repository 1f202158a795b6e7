/* The floating-point adder (addf, subf): swap so |x| >= |y|, align y with a sticky bit,
 * add or subtract the significands with guard, round and sticky bits, normalize, round. */
#include "fp.h"

#define NORM_CUT_EVERY 2

/* unpack, align, add, inside the normalization, after it, and rounding's own. */
uint32_t fp_add_cands(const fp_fmt *f)
{
    return 4 + fp_norm_cuts(f->p + 4, NORM_CUT_EVERY) + FP_ROUND_CUTS;
}

hw_ref fp_add_build(hw_module *m, const fp_fmt *f, hw_ref a, hw_ref b, bool subtract, fp_pipe *p)
{
    uint32_t p3 = f->p + 3, p4 = f->p + 4;
    fp_val va, vb;
    fp_unpack(m, f, a, &va);
    fp_unpack(m, f, b, &vb);
    hw_ref sb = subtract ? hw_e_not(m, vb.sign) : vb.sign;
    /* specials: NaN in, or inf - inf; else an infinite operand wins */
    hw_ref opp = hw_e_op_reduced(m, HW_HINT("opp"), HW_OP_XOR, 1, 2, (hw_ref[]){va.sign, sb});
    hw_ref both_inf = hw_e_and2(m, va.inf, vb.inf);
    hw_ref inf_nan = hw_e_and2(m, both_inf, opp);
    hw_ref nan = hw_e_or2(m, hw_e_or2(m, va.nan, vb.nan), inf_nan);
    hw_ref inf = hw_e_or2(m, va.inf, vb.inf);
    hw_ref inf_sign = hw_e_mux2(m, va.inf, va.sign, sb);
    /* x: the operand of larger magnitude */
    hw_ref swap = hw_e_cmp(m, HW_CMP_UGT, vb.mag, va.mag);
    hw_ref sx = hw_e_mux2(m, swap, sb, va.sign);
    hw_ref ex = hw_e_mux2(m, swap, vb.exp, va.exp);
    hw_ref mx = hw_e_mux2(m, swap, vb.mant, va.mant);
    hw_ref my = hw_e_mux2(m, swap, va.mant, vb.mant);
    hw_ref d = fp_esub(m, ex, hw_e_mux2(m, swap, va.exp, vb.exp));
    hw_ref *c1[] = {&sx, &opp, &ex, &mx, &my, &d, &nan, &inf, &inf_sign};
    fp_pipe_cut(p, sizeof(c1) / sizeof(c1[0]), c1);
    /* align: three extra bits (guard, round, sticky), y shifted right by d */
    hw_ref ax[2] = {mx, hw_e_const(m, 3, 0)};
    hw_ref A = hw_e_op_reduced(m, HW_HINT("A"), HW_OP_CONCAT, p3, 2, ax);
    hw_ref ay[2] = {my, hw_e_const(m, 3, 0)};
    hw_ref B = fp_shr_sticky(m, hw_e_op_reduced(m, HW_HINT("B0"), HW_OP_CONCAT, p3, 2, ay), d);
    hw_ref *c2[] = {&sx, &opp, &ex, &A, &B, &nan, &inf, &inf_sign};
    fp_pipe_cut(p, sizeof(c2) / sizeof(c2[0]), c2);
    /* |x| >= |y|, so x - y never goes negative */
    hw_ref args[2] = {fp_zext(m, A, p4), fp_zext(m, B, p4)};
    hw_ref sum = hw_e_op_reduced(m, HW_HINT("sum"), HW_OP_ADD, p4, 2, args);
    hw_ref dif = hw_e_op_reduced(m, HW_HINT("dif"), HW_OP_SUB, p4, 2, args);
    hw_ref S = hw_e_mux2(m, opp, dif, sum);
    /* an exact zero is +0, except -0 + -0 */
    hw_ref snz = hw_e_op_reduced(m, HW_HINT("snz"), HW_OP_REDOR, 1, 1, &S);
    hw_ref sign = hw_e_mux2(m, snz, sx, hw_e_and2(m, sx, hw_e_not(m, opp)));
    hw_ref *c3[] = {&sign, &ex, &S, &nan, &inf, &inf_sign};
    fp_pipe_cut(p, sizeof(c3) / sizeof(c3[0]), c3);
    /* normalize so the top of S (bit p+3, weight 2^(ex+1)) is the leading one */
    hw_ref cnt;
    hw_ref *live[] = {&sign, &ex, &nan, &inf, &inf_sign};
    hw_ref N = fp_lead_norm(m, S, &cnt, p, NORM_CUT_EVERY, sizeof(live) / sizeof(live[0]), live);
    hw_ref e1 = fp_eadd(m, ex, fp_econst(m, f, 1));
    hw_ref E = fp_esub(m, e1, fp_zext(m, cnt, f->ewi));
    hw_ref low = hw_bits(N, 2, 0);
    hw_ref mp[2] = {hw_bits(N, (int32_t)p3, 3),
                    hw_e_op_reduced(m, HW_HINT("st"), HW_OP_REDOR, 1, 1, &low)};
    hw_ref M = hw_e_op_reduced(m, HW_HINT("M"), HW_OP_CONCAT, f->p + 2, 2, mp);
    hw_ref *c4[] = {&sign, &E, &M, &nan, &inf, &inf_sign};
    fp_pipe_cut(p, sizeof(c4) / sizeof(c4[0]), c4);
    fp_raw r = {sign, E, M};
    hw_ref *c5[] = {&nan, &inf, &inf_sign};
    hw_ref v = fp_round_pack(m, f, r, p, sizeof(c5) / sizeof(c5[0]), c5);
    return fp_special(m, f, nan, inf, inf_sign, v);
}
