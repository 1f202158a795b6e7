/* Pipelines whose registers sit between the internal steps of a datapath, so the
 * logic between two registers shrinks as the latency grows (division, floating
 * point). A unit describes its datapath as `steps` combinational steps; after each
 * step but the last it calls hs_stages_step with the values still needed, and the
 * placement decides whether registers go there. Register k (1..latency) sits after
 * step max(1, round(k * steps / latency)): the output is always registered when
 * latency > 0, and a latency past the step count stacks registers at the output.
 *
 * Each register stage holds a valid bit, the live values and the token's
 * downstream extra signals; it loads when it is empty or the next stage moves
 * (as hs_chan_pipe), so one token enters per cycle and back-pressure loses nothing. */
#ifndef GEN_STAGES_H
#define GEN_STAGES_H

#include "gen_channel.h"

typedef struct {
    hs_gen *g;
    uint32_t latency, steps;
    uint32_t done;     /* steps completed so far */
    uint32_t placed;   /* registers placed so far */
    hw_ref valid;      /* valid of the token at the current point */
    hw_ref xbus;       /* its packed downstream extras (sig HW_NO_SIG: none) */
    uint32_t xw;       /* their width */
    hw_ref in_ready;   /* the joined token's ready, driven by the first stage */
    hw_ref last_ready; /* the ready wire of the last register, assigned at the next one */
    hw_sig_id last_valid;
} hs_stages;

/* Starts at the joined input token `tok` (valid, ready, downstream extras). */
void hs_stages_begin(hs_stages *st, hs_gen *g, const hs_chan *tok, uint32_t latency,
                     uint32_t steps);
/* One more step is done: places the registers due here, replacing live[i] by its
 * registered value. */
void hs_stages_step(hs_stages *st, size_t n, hw_ref *live);
/* The last step is done: places the remaining registers on `data` and drives out's
 * data, valid, downstream extras and the input's ready. */
void hs_stages_end(hs_stages *st, hw_ref data, const hs_chan *out);

#endif
