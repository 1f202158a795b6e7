/* What a generation of each kind of unit costs, measured: so the daemon runs a
 * small generation on its loop thread, where handing it to a worker and back
 * would cost more than the generation itself, and keeps every other one off
 * the loop. Loop thread only. */
#ifndef HSD_GEN_COST_H
#define HSD_GEN_COST_H

#include <stdbool.h>
#include <stdint.h>

/* Generations of a kind measured at most this long on average run inline. */
#define HSD_INLINE_GEN_NS 50000u
/* Requests at least this heavy (hsd_call.weight) are always handed off. */
#define HSD_INLINE_MAX_WEIGHT 256u

typedef struct hsd_gen_costs hsd_gen_costs;

/* Whether generations of `kind` (a catalog row) have been measured cheap enough
 * to run inline: a few measurements, an average under HSD_INLINE_GEN_NS. */
bool hsd_gen_cost_small(const hsd_gen_costs *t, const void *kind);
/* Adds one measurement of a generation of `kind` (creates the table). */
void hsd_gen_cost_add(hsd_gen_costs **t, const void *kind, uint64_t ns);
void hsd_gen_costs_free(hsd_gen_costs *t);
/* Whether to measure this generation run inline (one in 32: the clock costs a
 * system call, and the averages need only follow drifts). */
bool hsd_gen_cost_sample(hsd_gen_costs *t);
/* The calling thread's CPU time in nanoseconds, for the measurements (a
 * generation preempted on a loaded machine is not counted as slow). */
uint64_t hsd_gen_cost_now(void);

#endif
