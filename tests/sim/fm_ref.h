/* Reference results of the float compare/sign/conversion units and the integer
 * division units, computed with the host's C arithmetic (_Float16, float, double
 * and integer division in the default rounding mode), plus the operand generator
 * both the simulation models and the Verilator volume proof (tests/fpnum) use.
 * NaN results are the canonical quiet NaN (docs/floating-point.md); negf and absf
 * keep NaN payloads, as C's -x and fabs do. */
#ifndef FM_REF_H
#define FM_REF_H

#include <stdbool.h>
#include <stdint.h>

#include "sim_rng.h"

/* The canonical quiet NaN of a format (16, 32, 64). */
uint64_t fmref_qnan(unsigned fmt);

/* One input: negf absf (fmt = win = wout), extf truncf (formats), sitofp uitofp
 * (win: integer width, wout: format), fptosi fptoui (win: format, wout: integer
 * width), absi (win = wout). `unit` is the bare name. */
uint64_t fmref_unary(const char *unit, unsigned win, unsigned wout, uint64_t a);
/* Two inputs: cmpf (pred: its predicate name; result 0/1), maximumf, minimumf
 * (w: the format), divsi divui remsi remui (w: the integer width). */
uint64_t fmref_binary(const char *unit, const char *pred, unsigned w, uint64_t a, uint64_t b);

/* An operand for input `which` (0: lhs/ins, 1: rhs) of `unit` on w bits (a format
 * for float inputs, an integer width otherwise), biased towards edge cases: signed
 * zeros, infinities, NaNs with payloads, subnormals and the normal range's ends,
 * halfway cases of the narrower formats, integer extremes and values near the
 * integer conversion limits. */
uint64_t fmref_operand(sim_rng *r, const char *unit, unsigned w, unsigned other_w, int which);

/* Whether the unit's input `which` is a float (else an integer). */
bool fmref_float_input(const char *unit, int which);

#endif
