/* Shared building blocks of the speculation generators (op_speculator.c,
 * op_spec_save_commit.c, op_spec_commit.c, op_non_spec.c): the token layout that
 * leaves out `spec` (each unit sets spec itself), small expression helpers and a
 * wrapping counter. */
#ifndef SPEC_GEN_H
#define SPEC_GEN_H

#include <stdbool.h>
#include <stdint.h>

#include "gen_channel.h"

/* Command codes on ctrl_issue / ctrl_history (Dynamatic's spec_types.vhd) and ctrl_commit. */
enum { SPEC_CMD_DO_SPEC = 0, SPEC_CMD_RESEND = 1, SPEC_CMD_NO_CMP = 2 };
enum { SPEC_HIST_RESOLVE = 0, SPEC_HIST_RESEND = 1, SPEC_HIST_NO_CMP = 2 };
enum { SPEC_COMMIT_PASS = 0, SPEC_COMMIT_KILL = 1 };

/* Bits of a token without spec: data, then every downstream extra but spec in canonical
 * order above it. 0 for a control whose only downstream signal is spec. */
uint32_t spec_pack_width(const hs_type *t);
/* c's token without spec on a fresh wire (HW_NO_SIG ref when the width is 0). */
hw_ref spec_pack(hs_gen *g, const hs_chan *c);
/* Drives c's data and downstream extras but spec from a bus packed by spec_pack. */
void spec_unpack(hs_gen *g, hw_ref bus, const hs_chan *c);
/* c's spec signal (the catalog guarantees it is there). */
hw_ref spec_bit(const hs_chan *c);

/* Bits to count 0..n (n >= 1). */
uint32_t spec_count_bits(uint32_t n);
/* Bits of an index into n slots: max(1, clog2(n)), as hw memories want. */
uint32_t spec_index_bits(uint32_t n);
/* 1 when r == value. */
hw_ref spec_eq(hw_module *m, hw_ref r, int64_t value);
/* AND of n one-bit refs. */
hw_ref spec_and(hw_module *m, uint32_t n, const hw_ref *a);
/* OR of n one-bit refs. */
hw_ref spec_or(hw_module *m, uint32_t n, const hw_ref *a);

/* A register `name` of `bits` bits stepping through 0..slots-1 (wrapping) when `step`,
 * back to 0 when `clear` (which wins). Returns its current value. */
hw_ref spec_ring_ptr(hs_gen *g, const char *name, uint32_t bits, uint32_t slots, hw_ref step,
                     hw_ref clear);
/* A register `name` counting up on `up`, down on `down` (both: unchanged), to 0 on
 * `clear` (which wins). Returns its current value. */
hw_ref spec_up_down(hs_gen *g, const char *name, uint32_t bits, hw_ref up, hw_ref down,
                    hw_ref clear);

#endif
