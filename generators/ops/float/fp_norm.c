/* Normalization shifts and exponent arithmetic of the floating-point datapaths (fp.h). */
#include "fp.h"

/* ceil(log2 w): the steps of a leading-zero normalization, and the count's bits. */
uint32_t fp_norm_count_bits(uint32_t w)
{
    uint32_t k = 0;
    while (((uint32_t)1 << k) < w)
        k++;
    return k;
}

/* Cut points inside fp_lead_norm: after every cut_every steps, never after the last. */
uint32_t fp_norm_cuts(uint32_t w, unsigned cut_every)
{
    uint32_t k = fp_norm_count_bits(w);
    return cut_every && k ? (k - 1) / cut_every : 0;
}

/* Binary search for the leading one: step s (16, 8, 4, 2, 1...) shifts by s when the top
 * s bits are zero, and that step's decision is bit log2(s) of the count. */
hw_ref fp_lead_norm(hw_module *m, hw_ref x, hw_ref *count, fp_pipe *p, unsigned cut_every,
                    size_t n_live, hw_ref *const *live)
{
    uint32_t w = hw_ref_width(m, x), k = fp_norm_count_bits(w);
    if (k == 0) {
        *count = hw_r(HW_NO_SIG);
        return x;
    }
    hw_ref dec[32]; /* decisions, MSB (largest step) first */
    for (uint32_t j = 0; j < k; j++) {
        uint32_t s = (uint32_t)1 << (k - 1 - j);
        hw_ref top = hw_bits(x, (int32_t)w - 1, (int32_t)(w - s));
        hw_ref z = hw_e_not(m, hw_e_op_reduced(m, HW_HINT("nz"), HW_OP_REDOR, 1, 1, &top));
        hw_ref sh[2] = {hw_bits(x, (int32_t)(w - s - 1), 0), hw_e_const(m, s, 0)};
        hw_ref shifted = hw_e_op_reduced(m, HW_HINT("nsh"), HW_OP_CONCAT, w, 2, sh);
        x = hw_e_mux2(m, z, shifted, x);
        dec[j] = z;
        if (p && cut_every && (j + 1) % cut_every == 0 && j + 1 < k) {
            hw_ref *refs[34];
            size_t n = 0;
            refs[n++] = &x;
            for (uint32_t i = 0; i <= j; i++)
                refs[n++] = &dec[i];
            hw_ref **all = hw_alloc(p->g->des, (n + n_live) * sizeof(hw_ref *));
            for (size_t i = 0; i < n; i++)
                all[i] = refs[i];
            for (size_t i = 0; i < n_live; i++)
                all[n + i] = live[i];
            fp_pipe_cut(p, n + n_live, (hw_ref *const *)all);
        }
    }
    *count = k == 1 ? dec[0] : hw_e_op_reduced(m, HW_HINT("ncount"), HW_OP_CONCAT, k, k, dec);
    return x;
}

/* The shifted-out bits are those under the mask ~(all ones << amt). */
hw_ref fp_shr_sticky(hw_module *m, hw_ref x, hw_ref amt)
{
    uint32_t w = hw_ref_width(m, x);
    hw_ref sa[2] = {x, amt};
    hw_ref shifted = hw_e_op_reduced(m, HW_HINT("shr"), HW_OP_SHRU, w, 2, sa);
    hw_ref ones[2] = {hw_r(HW_NO_SIG), amt};
    ones[0] = hw_r(hw_tmp_reduced(m, HW_HINT("ones"), "", 0, w));
    hw_const(m, ones[0], -1, true);
    hw_ref keep = hw_e_op_reduced(m, HW_HINT("keep"), HW_OP_SHL, w, 2, ones);
    hw_ref lost = hw_e_and2(m, x, hw_e_not(m, keep));
    hw_ref any = hw_e_op_reduced(m, HW_HINT("lost"), HW_OP_REDOR, 1, 1, &lost);
    if (w == 1)
        return hw_e_or2(m, shifted, any);
    hw_ref lo = hw_e_or2(m, hw_bit(shifted, 0), any);
    hw_ref parts[2] = {hw_bits(shifted, (int32_t)w - 1, 1), lo};
    return hw_e_op_reduced(m, HW_HINT("shrs"), HW_OP_CONCAT, w, 2, parts);
}

/* Width adaptation without sign. */
hw_ref fp_zext(hw_module *m, hw_ref x, uint32_t w)
{
    if (hw_ref_width(m, x) == w)
        return x;
    return hw_e_op_reduced(m, HW_HINT("zx"), HW_OP_ZEXT, w, 1, &x);
}

/* Exponent difference (signed, wraps like the hardware). */
hw_ref fp_esub(hw_module *m, hw_ref a, hw_ref b)
{
    hw_ref args[2] = {a, b};
    return hw_e_op_reduced(m, HW_HINT("ediff"), HW_OP_SUB, hw_ref_width(m, a), 2, args);
}

/* Exponent sum. */
hw_ref fp_eadd(hw_module *m, hw_ref a, hw_ref b)
{
    hw_ref args[2] = {a, b};
    return hw_e_op_reduced(m, HW_HINT("esum"), HW_OP_ADD, hw_ref_width(m, a), 2, args);
}

/* A signed constant of the internal exponent width. */
hw_ref fp_econst(hw_module *m, const fp_fmt *f, int64_t v)
{
    hw_ref t = hw_r(hw_tmp_reduced(m, HW_HINT("econst"), "", 0, f->ewi));
    hw_const(m, t, v, true);
    return t;
}
