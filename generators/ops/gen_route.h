/* Handshake building blocks shared by the units that route tokens (fork,
 * lazy_fork, merge, control_merge, mux; their TEHB slot is gen_slots.h's
 * hs_slot_break_r). They work on valid/ready bits, so the channel and extra-signal
 * semantics stay in gen_channel.h and each unit's file.
 *
 * Vectors: an n-bit ref whose bit i belongs to output (or input) i, like the
 * X_valid / X_ready ports of an array channel. Each helper emits a constant number
 * of statements whatever n is, so 1024-element arrays stay small. */
#ifndef GEN_ROUTE_H
#define GEN_ROUTE_H

#include "gen_channel.h"

/* The n-bit valid (or ready) vector of an array port: a ref to the whole X_valid
 * (X_ready) port. Fails (and returns element 0's bit) if the port is not laid out
 * as one vector. */
hw_ref hs_route_vec(hs_gen *g, const hs_chan_port *p, bool ready);

/* Dynamatic's eager fork over n outputs: output i shows the input's token until it
 * takes it (a `done` bit per output remembers that), the input is ready when no
 * output stalls, and the done bits clear when the token leaves. out_ready is the
 * n-bit ready vector; returns the n-bit valid vector and sets *in_ready. */
hw_ref hs_route_fork(hs_gen *g, const char *hint, hw_ref in_valid, hw_ref out_ready, uint32_t n,
                     hw_ref *in_ready);

/* Bit i = AND of every bit of the n-bit vector v except bit i (1 for n == 1):
 * the lazy fork's "all other outputs ready". */
hw_ref hs_route_all_others(hs_gen *g, hw_ref v, uint32_t n);

/* Lowest-index priority over an n-bit request vector: returns the one-hot grant
 * (zero when no request) and sets *index to its binary number (ibits bits, at least
 * clog2(n)). */
hw_ref hs_route_priority(hs_gen *g, hw_ref req, uint32_t n, uint32_t ibits, hw_ref *index);

/* Bits needed to number n inputs (at least 1). */
uint32_t hs_route_index_bits(uint32_t n);

/* n copies of a one-bit ref as an n-bit vector. */
hw_ref hs_route_repeat(hs_gen *g, hw_ref bit, uint32_t n);

#endif
