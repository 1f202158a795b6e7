/* Shared floating-point building blocks of the compare/sign/conversion units
 * (op_fsign.c ... op_fptoi.c): formats, unpacking, the canonical NaN, leading-zero
 * normalization and IEEE round-to-nearest-even packing, as hw expressions.
 *
 * They were written alongside fp.h (addf ... divf), which has the same kinds of pieces
 * tied to its cut-point pipeline; these take a significand of any width (integers up to
 * 64 bits, wider formats) and leave register placement to gen_stages.h. The canonical
 * NaN is the same bit pattern in both. Merging the two sets is open work. */
#ifndef HS_FM_H
#define HS_FM_H

#include "hw.h"

/* An IEEE-754 binary format. */
typedef struct {
    uint32_t w, ew, mw; /* total, exponent and fraction bits */
    int32_t bias;
} hs_fm_fmt;

/* f16, f32 or f64 by total width. */
hs_fm_fmt hs_fm_format(uint32_t width);

/* Width of the signed exponent arithmetic (wide enough for every conversion). */
#define HS_FM_EW 16

/* Expression shorthands: each returns a fresh wire. */
hw_ref hs_fm_op(hw_module *m, hw_op op, uint32_t w, hw_ref a, hw_ref b);
hw_ref hs_fm_k(hw_module *m, uint32_t w, int64_t v);
hw_ref hs_fm_cat(hw_module *m, size_t n, const hw_ref *parts); /* MSB first */
hw_ref hs_fm_zext(hw_module *m, hw_ref a, uint32_t w);
hw_ref hs_fm_not(hw_module *m, hw_ref a);
hw_ref hs_fm_and(hw_module *m, hw_ref a, hw_ref b);
hw_ref hs_fm_or(hw_module *m, hw_ref a, hw_ref b);
hw_ref hs_fm_is_zero(hw_module *m, hw_ref a); /* 1 bit: a == 0 */

/* The fields and classes of a float value. */
typedef struct {
    hw_ref sign, exp, frac;
    hw_ref exp_zero, exp_ones, frac_zero;
    hw_ref is_nan, is_inf, is_zero;
} hs_fm_parts;

void hs_fm_unpack(hw_module *m, const hs_fm_fmt *f, hw_ref x, hs_fm_parts *p);

/* The one canonical quiet NaN (docs/floating-point.md): sign 0, exponent all ones,
 * only the top fraction bit set (0x7e00, 0x7fc00000, 0x7ff8000000000000). */
hw_ref hs_fm_qnan(hw_module *m, const hs_fm_fmt *f);
/* Signed infinity and signed zero. */
hw_ref hs_fm_inf(hw_module *m, const hs_fm_fmt *f, hw_ref sign);
hw_ref hs_fm_zero(hw_module *m, const hs_fm_fmt *f, hw_ref sign);

/* A key whose unsigned order is the float order of x (w bits, not NaN), with
 * -0 just below +0: sign set, every bit inverted; else the sign bit set. */
hw_ref hs_fm_order_key(hw_module *m, hw_ref x, uint32_t w);

/* Shifts x (non-zero) left until its top bit is 1; *count is the shift, on
 * max(1, clog2(width)) bits. A zero x gives an unspecified count. */
void hs_fm_normalize(hw_module *m, hw_ref x, hw_ref *norm, hw_ref *count);

/* Rounds to nearest, ties to even, and packs: the value is sig * 2^(be - bias -
 * (n - 1)) with sig's top bit set (n = width of sig, at least mw + 3), plus
 * `sticky` for non-zero bits below sig; be (HS_FM_EW bits, signed) is the biased
 * exponent of that top bit. Results below the normal range become subnormal (or
 * zero) with correct rounding; results past it become infinity. */
hw_ref hs_fm_round_pack(hw_module *m, const hs_fm_fmt *f, hw_ref sign, hw_ref be, hw_ref sig,
                        hw_ref sticky);

#endif
