/* Token storage shared by the units that hold tokens (buffer, load's side FIFO):
 * the one-slot structures and the FIFO, built once and reused.
 *
 * Storage moves a packed token (hs_pack layout: data, then the downstream extras)
 * between two hs_tok ends. A storage function drives in->ready, out->valid and
 * out->bus; the caller provides in->valid, in->bus and out->ready. A token of width
 * 0 (a control channel without downstream extras) moves as a handshake only. */
#ifndef GEN_SLOTS_H
#define GEN_SLOTS_H

#include <stdbool.h>
#include <stdint.h>

#include "gen_channel.h"

typedef struct {
    hw_ref valid, ready;
    hw_ref bus; /* packed token; .sig == HW_NO_SIG when w == 0 */
    uint32_t w; /* bits of bus */
} hs_tok;

/* The input end of storage fed by channel c: c's valid and ready, and c's token packed
 * (its data only when with_data). The storage will drive c->ready. */
hs_tok hs_tok_from_chan(hs_gen *g, const hs_chan *c, bool with_data);
/* The output end of storage feeding channel c: c's valid and ready, and a fresh bus
 * unpacked into c's data (when with_data) and downstream extras. */
hs_tok hs_tok_to_chan(hs_gen *g, const hs_chan *c, bool with_data);
/* An internal end (wires), for storage feeding storage. */
hs_tok hs_tok_wires(hs_gen *g, uint32_t w, const char *hint);

/* Dynamatic's TEHB (ONE_SLOT_BREAK_R): ready is registered (in->ready = slot empty);
 * the output is the slot when full, else the input, combinationally. One slot. */
void hs_slot_break_r(hs_gen *g, const hs_tok *in, const hs_tok *out);
/* Dynamatic's ONE_SLOT_BREAK_DVR: one slot whose valid, data and ready are all
 * registered (in->ready = !full, out->valid = full). Capacity 1, a token every
 * second cycle at most. */
void hs_slot_break_dvr(hs_gen *g, const hs_tok *in, const hs_tok *out);
/* A FIFO of `slots` tokens (1..HS_MAX_SLOTS) in an hw memory, out->valid and out->bus
 * read from storage only (no combinational path in -> out). ready_through: in->ready =
 * !full | out->ready (Dynamatic's FIFO_BREAK_DV), else !full (no path out -> in). */
void hs_fifo(hs_gen *g, uint32_t slots, bool ready_through, const hs_tok *in, const hs_tok *out);
/* hs_fifo(ready_through) with a bypass: an empty FIFO hands the input token straight
 * to a ready output (Dynamatic's FIFO_BREAK_NONE, the transparent FIFO). */
void hs_fifo_bypass(hs_gen *g, uint32_t slots, const hs_tok *in, const hs_tok *out);
/* Dynamatic's SHIFT_REG_BREAK_DV: `stages` registers shifting together when the last is
 * empty or taken (in->ready = that enable); latency and capacity `stages`. */
void hs_shift_reg(hs_gen *g, uint32_t stages, const hs_tok *in, const hs_tok *out);
/* Dynamatic's COUNTER_BUFFER: one slot whose token leaves `latency` (>= 1) cycles after
 * it came at the earliest; the next token enters as the current one leaves. */
void hs_counter_slot(hs_gen *g, uint32_t latency, const hs_tok *in, const hs_tok *out);

#endif
