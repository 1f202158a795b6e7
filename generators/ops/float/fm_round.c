/* IEEE round to nearest, ties to even, with subnormal results and overflow to
 * infinity (fm.h, hs_fm_round_pack). */
#include "fm.h"

/* Steps: a result below the normal range (be <= 0) is shifted right by 1 - be so
 * its exponent field is 0 (subnormal); the bits shifted out join the sticky bit.
 * Then the kept bits are {exponent field, fraction} as one integer, and adding the
 * rounding increment carries a full fraction into the exponent, a largest
 * subnormal into the smallest normal, and a largest finite into infinity. */
hw_ref hs_fm_round_pack(hw_module *m, const hs_fm_fmt *f, hw_ref sign, hw_ref be, hw_ref sig,
                        hw_ref sticky)
{
    uint32_t n = hw_ref_width(m, sig), ew = HS_FM_EW;
    int32_t mw = (int32_t)f->mw, top = (int32_t)n - 1;
    /* fmsub, fminc and fmsum are named for the self-test's injections (fm_selftest.sh) */
    hw_ref sub = hw_r(hw_tmp_reduced(m, HW_HINT("fmsub"), "", 0, 1));
    hw_cmp_op(m, sub, HW_CMP_SLE, be, hs_fm_k(m, ew, 0));
    hw_ref d = hs_fm_op(m, HW_OP_SUB, ew, hs_fm_k(m, ew, 1), be);
    hw_ref dz = hw_e_mux2(m, sub, d, hs_fm_k(m, ew, 0));
    hw_ref sh = hs_fm_op(m, HW_OP_SHRU, n, sig, dz);
    hw_ref back = hs_fm_op(m, HW_OP_SHL, n, sh, dz);
    hw_ref lost = hw_e_cmp(m, HW_CMP_NE, back, sig);
    hw_ref frac = hw_bits(sh, top - 1, top - mw);
    hw_ref lsb = hw_bit(sh, top - mw);
    hw_ref rnd = hw_bit(sh, top - mw - 1);
    hw_ref below = hw_bits(sh, top - mw - 2, 0);
    hw_ref st = hw_e_op_reduced(m, HW_HINT("st"), HW_OP_REDOR, 1, 1, &below);
    st = hs_fm_or(m, hs_fm_or(m, st, lost), sticky);
    hw_ref inc = hw_e_op_reduced(
        m, HW_HINT("fminc"), HW_OP_AND, 1, 2,
        (hw_ref[]){rnd,
                   hs_fm_or(m, st, hw_e_op_reduced(m, HW_HINT("lsb"), HW_OP_COPY, 1, 1, &lsb))});
    hw_ref efield = hw_e_mux2(m, sub, hs_fm_k(m, f->ew, 0), hw_bits(be, (int32_t)f->ew - 1, 0));
    hw_ref packed = hs_fm_cat(m, 2, (hw_ref[]){efield, frac});
    hw_ref incw = hs_fm_zext(m, inc, f->ew + f->mw);
    hw_ref sum =
        hw_e_op_reduced(m, HW_HINT("fmsum"), HW_OP_ADD, f->ew + f->mw, 2, (hw_ref[]){packed, incw});
    hw_ref big = hw_e_cmp(m, HW_CMP_SGE, be, hs_fm_k(m, ew, ((int64_t)1 << f->ew) - 1));
    hw_ref res = hs_fm_cat(m, 2, (hw_ref[]){sign, sum});
    return hw_e_mux2(m, big, hs_fm_inf(m, f, sign), res);
}
