/* The floating-point reference: the host's C arithmetic (_Float16, float, double, default
 * rounding: to nearest, ties to even; no flush to zero) on bit patterns, with every NaN
 * result replaced by the units' canonical quiet NaN; and operand pairs biased towards
 * the cases that break floating-point hardware. Shared by the token-level model
 * (model_float.c) and the high-volume Verilator proof (fp_volume.c). */
#ifndef FP_REF_H
#define FP_REF_H

#include <stdint.h>

#include "sim_rng.h"

typedef enum { FP_REF_ADD = 0, FP_REF_SUB, FP_REF_MUL, FP_REF_DIV } fp_ref_op;

/* The operation of a bare unit name ("addf"), -1 when it is not one. */
int fp_ref_op_of(const char *unit);
/* Sign 0, exponent all ones, fraction MSB 1, the rest 0 (docs/floating-point.md). */
uint64_t fp_ref_qnan(unsigned w);
/* a OP b in format w (16, 32, 64). */
uint64_t fp_ref(fp_ref_op op, unsigned w, uint64_t a, uint64_t b);
/* One operand pair: uniform bit patterns, specials (signed zeros, infinities, NaNs with
 * payloads), subnormals, format boundaries, sparse significands (ties), and pairs
 * related so the result cancels, lands in or near the subnormal range, or overflows. */
void fp_ref_pair(sim_rng *r, fp_ref_op op, unsigned w, uint64_t *a, uint64_t *b);

/* The directed edge cases: every pair (i, j) of a fixed list of values of the format
 * (signed zeros, infinities, the canonical NaN, NaNs with payloads (quiet with its sign
 * set, signalling), the smallest and largest subnormals, the smallest normal, the
 * largest finite, 1, 1 + ulp, half an ulp of 1 (ties), 0.5, 1.5, 2, 3, half an ulp of
 * the largest finite (a tie to infinity), the smallest normal + ulp). Pair k < FP_REF_N_DIRECTED
 * is (list[k / n], list[k % n]). */
#define FP_REF_N_VALUES 24
#define FP_REF_N_DIRECTED (FP_REF_N_VALUES * FP_REF_N_VALUES)
void fp_ref_directed(unsigned w, int k, uint64_t *a, uint64_t *b);

#endif
