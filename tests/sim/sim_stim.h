/* Stimulus patterns (sim_stim.c). */
#ifndef SIM_STIM_H
#define SIM_STIM_H

#include "sim.h"
#include "sim_rng.h"

/* Cycles a case runs, from the token counts of its inputs (indexed by channel);
 * *random_cycles receives the length of the random phase. */
int sim_stim_cycles(const sim_unit *u, const int *n_tok, int extra_latency, int *random_cycles);
/* Random offers/readies/upstream values for the first random_cycles, then all ones. */
void sim_stim_patterns(const sim_unit *u, sim_stim *s, sim_rng *r, int random_cycles);

#endif
