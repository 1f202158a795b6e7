/* The floating-point divider (divf): normalize both significands, then p + 2 steps of
 * restoring radix-2 division (one quotient bit each, a cut point after each), the
 * remainder as the sticky bit, a one-bit normalization, round. Fully unrolled, so every
 * latency takes one token per cycle. */
#include "fp.h"

/* unpack, input normalization, one per quotient bit, quotient normalization, rounding. */
uint32_t fp_div_cands(const fp_fmt *f)
{
    return 3 + (f->p + 2) + FP_ROUND_CUTS;
}

hw_ref fp_div_build(hw_module *m, const fp_fmt *f, hw_ref a, hw_ref b, fp_pipe *p)
{
    uint32_t q_bits = f->p + 2, rw = f->p + 1;
    fp_val va, vb;
    fp_unpack(m, f, a, &va);
    fp_unpack(m, f, b, &vb);
    hw_ref sign =
        hw_e_op_reduced(m, HW_HINT("sign"), HW_OP_XOR, 1, 2, (hw_ref[]){va.sign, vb.sign});
    hw_ref inf_inf = hw_e_and2(m, va.inf, vb.inf);
    hw_ref indeterminate = hw_e_or2(m, hw_e_and2(m, va.zero, vb.zero), inf_inf);
    hw_ref nan = hw_e_or2(m, hw_e_or2(m, va.nan, vb.nan), indeterminate);
    hw_ref inf = hw_e_or2(m, va.inf, vb.zero);
    hw_ref zero = hw_e_or2(m, va.zero, vb.inf);
    hw_ref *c1[] = {&sign, &nan, &inf, &zero, &va.mant, &va.exp, &vb.mant, &vb.exp};
    fp_pipe_cut(p, sizeof(c1) / sizeof(c1[0]), c1);
    hw_ref ca, cb;
    hw_ref ma = fp_lead_norm(m, va.mant, &ca, NULL, 0, 0, NULL);
    hw_ref mb = fp_lead_norm(m, vb.mant, &cb, NULL, 0, 0, NULL);
    /* quotient bit q_bits-1 weighs 2^(ea - eb + bias) */
    hw_ref ea = fp_esub(m, va.exp, fp_zext(m, ca, f->ewi));
    hw_ref eb = fp_esub(m, vb.exp, fp_zext(m, cb, f->ewi));
    hw_ref bias = fp_econst(m, f, f->bias);
    hw_ref E = fp_eadd(m, fp_esub(m, ea, eb), bias);
    hw_ref r = fp_zext(m, ma, rw);
    hw_ref d = fp_zext(m, mb, rw);
    hw_ref *c2[] = {&sign, &nan, &inf, &zero, &E, &r, &d};
    fp_pipe_cut(p, sizeof(c2) / sizeof(c2[0]), c2);
    /* r < 2d always; each step: q = r >= d, r = 2 (q ? r - d : r); the quotient grows
     * by one bit per step, one vector (one register per stage) */
    hw_ref q = hw_r(HW_NO_SIG);
    for (uint32_t i = 0; i < q_bits; i++) {
        hw_ref sargs[2] = {r, d};
        hw_ref diff = hw_e_op_reduced(m, HW_HINT("rdiff"), HW_OP_SUB, rw, 2, sargs);
        hw_ref qi = hw_e_cmp(m, HW_CMP_UGE, r, d);
        hw_ref keep = hw_e_mux2(m, qi, diff, r);
        if (i + 1 < q_bits) {
            hw_ref sh[2] = {hw_bits(keep, (int32_t)rw - 2, 0), hw_e_const(m, 1, 0)};
            r = hw_e_op_reduced(m, HW_HINT("rnext"), HW_OP_CONCAT, rw, 2, sh);
        } else {
            r = keep;
        }
        if (i == 0) {
            q = qi;
        } else {
            hw_ref qa[2] = {q, qi};
            q = hw_e_op_reduced(m, HW_HINT("quot"), HW_OP_CONCAT, i + 1, 2, qa);
        }
        hw_ref *live[] = {&sign, &nan, &inf, &zero, &E, &r, &d, &q};
        fp_pipe_cut(p, sizeof(live) / sizeof(live[0]), live);
    }
    hw_ref st = hw_e_op_reduced(m, HW_HINT("rem_nz"), HW_OP_REDOR, 1, 1, &r);
    hw_ref top = hw_bit(q, (int32_t)q_bits - 1);
    hw_ref hi[2] = {hw_bits(q, (int32_t)q_bits - 1, 1), hw_e_or2(m, hw_bit(q, 0), st)};
    hw_ref lo[2] = {hw_bits(q, (int32_t)q_bits - 2, 0), st};
    hw_ref m_lo = hw_e_op_reduced(m, HW_HINT("Mlo"), HW_OP_CONCAT, f->p + 2, 2, lo);
    hw_ref m_hi = hw_e_op_reduced(m, HW_HINT("Mhi"), HW_OP_CONCAT, f->p + 2, 2, hi);
    hw_ref M = hw_e_mux2(m, top, m_hi, m_lo);
    M = hw_e_mux2(m, zero, hw_e_const(m, f->p + 2, 0), M);
    E = hw_e_mux2(m, top, E, fp_esub(m, E, fp_econst(m, f, 1)));
    hw_ref *c3[] = {&sign, &nan, &inf, &E, &M};
    fp_pipe_cut(p, sizeof(c3) / sizeof(c3[0]), c3);
    fp_raw rr = {sign, E, M};
    hw_ref *c4[] = {&nan, &inf, &sign};
    hw_ref v = fp_round_pack(m, f, rr, p, sizeof(c4) / sizeof(c4[0]), c4);
    return fp_special(m, f, nan, inf, sign, v);
}
