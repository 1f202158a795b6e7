/* Float fields, special values and normalization (fm.h). */
#include "fm.h"

/* Splits x into sign, exponent and fraction and classifies it. */
void hs_fm_unpack(hw_module *m, const hs_fm_fmt *f, hw_ref x, hs_fm_parts *p)
{
    int32_t w = (int32_t)f->w, mw = (int32_t)f->mw;
    p->sign = hw_e_op_reduced(m, HW_HINT("sgn"), HW_OP_COPY, 1, 1, (hw_ref[]){hw_bit(x, w - 1)});
    p->exp =
        hw_e_op_reduced(m, HW_HINT("exp"), HW_OP_COPY, f->ew, 1, (hw_ref[]){hw_bits(x, w - 2, mw)});
    p->frac = hw_e_op_reduced(m, HW_HINT("frac"), HW_OP_COPY, f->mw, 1,
                              (hw_ref[]){hw_bits(x, mw - 1, 0)});
    p->exp_zero = hs_fm_is_zero(m, p->exp);
    p->exp_ones = hw_e_op_reduced(m, HW_HINT("eones"), HW_OP_REDAND, 1, 1, &p->exp);
    p->frac_zero = hs_fm_is_zero(m, p->frac);
    p->is_nan = hs_fm_and(m, p->exp_ones, hs_fm_not(m, p->frac_zero));
    p->is_inf = hs_fm_and(m, p->exp_ones, p->frac_zero);
    p->is_zero = hs_fm_and(m, p->exp_zero, p->frac_zero);
}

/* The canonical quiet NaN: exponent all ones, top fraction bit. */
hw_ref hs_fm_qnan(hw_module *m, const hs_fm_fmt *f)
{
    uint64_t v = ((((uint64_t)1 << f->ew) - 1) << f->mw) | ((uint64_t)1 << (f->mw - 1));
    return hs_fm_k(m, f->w, (int64_t)v);
}

/* sign, exponent all ones, fraction 0. */
hw_ref hs_fm_inf(hw_module *m, const hs_fm_fmt *f, hw_ref sign)
{
    hw_ref parts[3] = {sign, hs_fm_k(m, f->ew, -1), hs_fm_k(m, f->mw, 0)};
    return hs_fm_cat(m, 3, parts);
}

/* sign, then zeros. */
hw_ref hs_fm_zero(hw_module *m, const hs_fm_fmt *f, hw_ref sign)
{
    hw_ref parts[2] = {sign, hs_fm_k(m, f->w - 1, 0)};
    return hs_fm_cat(m, 2, parts);
}

/* Log-depth normalization: for s = 2^(K-1) .. 1, shift by s when the top s bits
 * are zero; the shifts taken are the bits of the count. */
void hs_fm_normalize(hw_module *m, hw_ref x, hw_ref *norm, hw_ref *count)
{
    uint32_t w = hw_ref_width(m, x), k = 0;
    while (((uint32_t)1 << k) < w)
        k++;
    if (k == 0) {
        *norm = x;
        *count = hs_fm_k(m, 1, 0);
        return;
    }
    hw_ref cur = x;
    hw_ref cbits[32];
    for (uint32_t i = k; i-- > 0;) {
        uint32_t s = (uint32_t)1 << i;
        hw_ref top = hw_bits(cur, (int32_t)w - 1, (int32_t)(w - s));
        hw_ref z = hs_fm_is_zero(m, top);
        hw_ref sh = hs_fm_op(m, HW_OP_SHL, w, cur, hs_fm_k(m, k, (int64_t)s));
        cur = hw_e_mux2(m, z, sh, cur);
        cbits[k - 1 - i] = z;
    }
    *norm = cur;
    *count = hs_fm_cat(m, k, cbits);
}

/* Sign-magnitude to an unsigned order (fm.h). */
hw_ref hs_fm_order_key(hw_module *m, hw_ref x, uint32_t w)
{
    hw_ref flipped = hs_fm_op(m, HW_OP_XOR, w, x, hs_fm_k(m, w, (int64_t)((uint64_t)1 << (w - 1))));
    return hw_e_mux2(m, hw_bit(x, (int32_t)w - 1), hs_fm_not(m, x), flipped);
}
