/* Round to nearest even and pack, and the special-case result mux (fp.h). */
#include "fp.h"

/* Subnormal shift, then {exponent field, fraction} + increment: a carry out of the
 * fraction moves into the exponent, which is what makes 1.11..1 round up to 10.0, the
 * largest subnormal round up to the smallest normal and the largest finite value round
 * up to infinity. */
hw_ref fp_round_pack(hw_module *m, const fp_fmt *f, fp_raw r, fp_pipe *p, size_t n_live,
                     hw_ref *const *live)
{
    uint32_t n = f->p + 2;
    /* tiny: the exponent is below the normal range; shift right by 1 - exp */
    hw_ref tiny = hw_e_cmp(m, HW_CMP_SLT, r.exp, fp_econst(m, f, 1));
    hw_ref amt = fp_esub(m, fp_econst(m, f, 1), r.exp);
    hw_ref tm = hw_r(hw_wire(m, "round_tiny_m", n));
    hw_copy(m, tm, fp_shr_sticky(m, r.m, amt));
    hw_ref mm = hw_e_mux2(m, tiny, tm, r.m);
    hw_ref mzero = hw_e_not(m, hw_e_op_reduced(m, HW_HINT("mnz"), HW_OP_REDOR, 1, 1, &r.m));
    /* overflow before rounding: exponent >= all ones of the field */
    hw_ref ovf = hw_e_cmp(m, HW_CMP_SGE, r.exp, fp_econst(m, f, ((int64_t)1 << f->ew) - 1));
    hw_ref field_zero = hw_e_or2(m, tiny, mzero);
    hw_ref ef =
        hw_e_mux2(m, field_zero, hw_e_const(m, f->ew, 0), hw_bits(r.exp, (int32_t)f->ew - 1, 0));
    hw_ref sign = r.sign;
    hw_ref *refs[4 + 16];
    size_t k = 0;
    refs[k++] = &mm;
    refs[k++] = &ef;
    refs[k++] = &ovf;
    refs[k++] = &sign;
    for (size_t i = 0; i < n_live && k < sizeof(refs) / sizeof(refs[0]); i++)
        refs[k++] = live[i];
    fp_pipe_cut(p, k, refs);
    /* round bit mm[1], sticky mm[0], lsb mm[2] */
    hw_ref inc = hw_r(hw_wire(m, "round_inc", 1));
    hw_ref st = hw_e_or2(m, hw_bit(mm, 0), hw_bit(mm, 2));
    hw_copy(m, inc, hw_e_and2(m, hw_bit(mm, 1), st));
    hw_ref body[2] = {ef, hw_bits(mm, (int32_t)n - 2, 2)};
    hw_ref packed = hw_e_op_reduced(m, HW_HINT("packed"), HW_OP_CONCAT, f->w - 1, 2, body);
    hw_ref sum[2] = {packed, fp_zext(m, inc, f->w - 1)};
    hw_ref rounded = hw_e_op_reduced(m, HW_HINT("rounded"), HW_OP_ADD, f->w - 1, 2, sum);
    hw_ref infb[2] = {hw_e_const(m, f->ew, -1), hw_e_const(m, f->p - 1, 0)};
    hw_ref inf = hw_e_op_reduced(m, HW_HINT("infmag"), HW_OP_CONCAT, f->w - 1, 2, infb);
    hw_ref mag = hw_e_mux2(m, ovf, inf, rounded);
    hw_ref out[2] = {sign, mag};
    return hw_e_op_reduced(m, HW_HINT("rpacked"), HW_OP_CONCAT, f->w, 2, out);
}

/* NaN first, then infinity, then the rounded value. */
hw_ref fp_special(hw_module *m, const fp_fmt *f, hw_ref nan, hw_ref inf, hw_ref inf_sign,
                  hw_ref value)
{
    hw_ref qnan = hw_r(hw_tmp_reduced(m, HW_HINT("qnan"), "", 0, f->w));
    hw_ref qb[3] = {hw_r(hw_tmp_reduced(m, HW_HINT("qnan_hi"), "", 0, f->ew + 1)),
                    hw_e_const(m, 1, 1), hw_e_const(m, f->p - 2, 0)};
    hw_const(m, qb[0], ((int64_t)1 << f->ew) - 1, false); /* sign 0, exponent all ones */
    hw_assign_op(m, qnan, HW_OP_CONCAT, 3, qb);
    hw_ref infb[3] = {inf_sign, hw_e_const(m, f->ew, -1), hw_e_const(m, f->p - 1, 0)};
    hw_ref infv = hw_e_op_reduced(m, HW_HINT("infv"), HW_OP_CONCAT, f->w, 3, infb);
    return hw_e_mux2(m, nan, qnan, hw_e_mux2(m, inf, infv, value));
}
