/* Shared pieces of the IEEE-754 floating-point generators (docs/floating-point.md):
 * formats, the staged pipeline the datapaths are cut into, unpacking, normalization
 * and round-and-pack. Everything builds hw IR on the unit's module; nothing prints.
 *
 * Conventions: a significand `mant` has p bits (hidden bit on top); an exponent is a
 * signed EWI-bit value (fp_fmt.ewi), biased like the format's field, and is the
 * exponent of the significand's top bit. Results are bit patterns of the format. */
#ifndef FP_H
#define FP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "gen_channel.h"

/* A binary interchange format: w bits = sign + ew exponent bits + (p - 1) fraction bits. */
typedef struct {
    uint32_t w, ew, p; /* width, exponent bits, precision (hidden bit included) */
    uint32_t ewi;      /* bits of the signed internal exponent (ew + 3) */
    int64_t bias;
} fp_fmt;

/* f16, f32 or f64 by width; false for any other width. */
bool fp_fmt_of(uint32_t width, fp_fmt *f);

/* ---- The staged pipeline (fp_pipe.c) ---- */

/* A datapath declares its cut points (candidates) in order; for latency L the pipeline
 * registers L of its N candidates, evenly spaced (L > N: every candidate, and the surplus
 * as output stages). Each stage has a valid register and loads when it is empty or the
 * next stage moves (ready_k = !valid_k | ready_k+1), so every latency takes one token per
 * cycle and a stall loses or duplicates nothing. The token's downstream extra signals
 * (`side`) travel in the same stage registers. */
typedef struct {
    hs_gen *g;
    uint32_t latency, n_cand, cand, stage;
    hw_ref valid, side;
    hw_ref *rdy; /* rdy[k]: stage k may load; rdy[latency]: the output's ready */
} fp_pipe;

/* Starts a pipeline of `latency` stages over `n_cand` candidates. */
void fp_pipe_begin(fp_pipe *p, hs_gen *g, uint32_t latency, uint32_t n_cand, hw_ref in_valid,
                   hw_ref side, hw_ref out_ready);
/* A cut point: when chosen, registers every live value (refs) and the token's valid and
 * side bus, and points the refs at the registers. */
void fp_pipe_cut(fp_pipe *p, size_t n, hw_ref *const *refs);
/* After the last candidate: the surplus stages, then drives in_ready. Returns 0, or -1
 * when the datapath declared a different number of candidates than it cut. */
int fp_pipe_end(fp_pipe *p, size_t n, hw_ref *const *refs, hw_ref in_ready);

/* ---- Unpacking (fp_unpack.c) ---- */

typedef struct {
    hw_ref sign;                /* 1 bit */
    hw_ref mag;                 /* w - 1 bits: exponent field and fraction (the magnitude order) */
    hw_ref mant;                /* p bits: hidden bit (exponent field != 0) and fraction */
    hw_ref exp;                 /* ewi bits: max(exponent field, 1) */
    hw_ref zero, inf, nan, sub; /* classes, 1 bit each */
} fp_val;

/* Splits a value of format f (`bits`, w bits wide) into fields and classes. */
void fp_unpack(hw_module *m, const fp_fmt *f, hw_ref bits, fp_val *v);

/* ---- Normalization (fp_norm.c) ---- */

/* Bits of the shift count fp_lead_norm returns for an x of `w` bits (ceil(log2 w)). */
uint32_t fp_norm_count_bits(uint32_t w);
/* Shifts x left until its top bit is 1 (x nonzero) in log2 steps; *count gets the
 * shift (fp_norm_count_bits(w) bits). With a pipeline, a cut point follows every
 * `cut_every` steps (not the last): fp_norm_cuts(w, cut_every) of them, and `live`
 * are the other values live across them. */
hw_ref fp_lead_norm(hw_module *m, hw_ref x, hw_ref *count, fp_pipe *p, unsigned cut_every,
                    size_t n_live, hw_ref *const *live);
uint32_t fp_norm_cuts(uint32_t w, unsigned cut_every);
/* x >> amt with the bits shifted out ORed into bit 0 (sticky); amt of any width. */
hw_ref fp_shr_sticky(hw_module *m, hw_ref x, hw_ref amt);
/* Zero-extends (or truncates) x to `w` bits. */
hw_ref fp_zext(hw_module *m, hw_ref x, uint32_t w);
/* The signed internal exponent a - b, a + b (ewi bits each). */
hw_ref fp_esub(hw_module *m, hw_ref a, hw_ref b);
hw_ref fp_eadd(hw_module *m, hw_ref a, hw_ref b);
/* A constant of the internal exponent width. */
hw_ref fp_econst(hw_module *m, const fp_fmt *f, int64_t v);

/* ---- Rounding (fp_round.c) ---- */

/* A finite result before rounding: sign, exponent (of m's top bit) and a significand of
 * p + 2 bits: p significant bits (top bit 1, unless the value is zero), a round bit and
 * a sticky bit. m == 0 is a signed zero. */
typedef struct {
    hw_ref sign, exp, m;
} fp_raw;

/* Round to nearest, ties to even, and pack: subnormal results are shifted into place
 * (wire round_tiny_m), the increment (wire round_inc) carries into the exponent, and
 * overflow gives infinity. A cut point sits between the subnormal shift and the
 * increment; `live` are the other values live across it. */
hw_ref fp_round_pack(hw_module *m, const fp_fmt *f, fp_raw r, fp_pipe *p, size_t n_live,
                     hw_ref *const *live);
/* Candidates fp_round_pack declares. */
#define FP_ROUND_CUTS 1u

/* The result with the special cases on top: nan -> the canonical quiet NaN (sign 0,
 * exponent all ones, fraction MSB 1, the rest 0); else inf -> infinity of inf_sign;
 * else the rounded value. */
hw_ref fp_special(hw_module *m, const fp_fmt *f, hw_ref nan, hw_ref inf, hw_ref inf_sign,
                  hw_ref value);

/* ---- The datapaths (fp_add.c, fp_mul.c, fp_div.c) ---- */

/* Each builds result = lhs OP rhs through p and returns the result bits; *n_cand
 * functions give the datapath's number of cut candidates for a format. */
hw_ref fp_add_build(hw_module *m, const fp_fmt *f, hw_ref a, hw_ref b, bool subtract, fp_pipe *p);
uint32_t fp_add_cands(const fp_fmt *f);
hw_ref fp_mul_build(hw_module *m, const fp_fmt *f, hw_ref a, hw_ref b, fp_pipe *p);
uint32_t fp_mul_cands(const fp_fmt *f);
hw_ref fp_div_build(hw_module *m, const fp_fmt *f, hw_ref a, hw_ref b, fp_pipe *p);
uint32_t fp_div_cands(const fp_fmt *f);

#endif
