/* Formats and unpacking of the floating-point datapaths (fp.h). */
#include "fp.h"

/* The three interchange formats the units implement. */
bool fp_fmt_of(uint32_t width, fp_fmt *f)
{
    static const uint32_t ew[3] = {5, 8, 11};
    int i = width == 16 ? 0 : width == 32 ? 1 : width == 64 ? 2 : -1;
    if (i < 0)
        return false;
    f->w = width;
    f->ew = ew[i];
    f->p = width - ew[i];
    f->ewi = ew[i] + 3;
    f->bias = ((int64_t)1 << (ew[i] - 1)) - 1;
    return true;
}

/* Fields and classes, with the subnormal exponent fixed to 1 so every significand
 * weighs the same against its exponent. */
void fp_unpack(hw_module *m, const fp_fmt *f, hw_ref bits, fp_val *v)
{
    int32_t w = (int32_t)f->w, mw = (int32_t)f->p - 1;
    hw_ref ef = hw_bits(bits, w - 2, mw);
    hw_ref frac = hw_bits(bits, mw - 1, 0);
    v->sign = hw_bit(bits, w - 1);
    v->mag = hw_bits(bits, w - 2, 0);
    hw_ref e_any = hw_e_op_reduced(m, HW_HINT("e_any"), HW_OP_REDOR, 1, 1, &ef);
    hw_ref e_all = hw_e_op_reduced(m, HW_HINT("e_all"), HW_OP_REDAND, 1, 1, &ef);
    hw_ref f_any = hw_e_op_reduced(m, HW_HINT("f_any"), HW_OP_REDOR, 1, 1, &frac);
    v->zero = hw_e_not(m, hw_e_or2(m, e_any, f_any));
    v->sub = hw_e_and2(m, hw_e_not(m, e_any), f_any);
    v->inf = hw_e_and2(m, e_all, hw_e_not(m, f_any));
    v->nan = hw_e_and2(m, e_all, f_any);
    hw_ref mp[2] = {e_any, frac};
    v->mant = hw_e_op_reduced(m, HW_HINT("mant"), HW_OP_CONCAT, f->p, 2, mp);
    hw_ref e1 = hw_e_mux2(m, e_any, ef, hw_e_const(m, f->ew, 1));
    v->exp = fp_zext(m, e1, f->ewi);
}
