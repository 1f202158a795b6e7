/* The reference model of a whole circuit: a token-level interpreter that follows the
 * netlist. Each channel is an unbounded queue; a unit fires when its inputs allow
 * (all of them for a join, index and the chosen data input for a mux, any one for a
 * merge, any one or more for a store, whose address and data pass independently), and what it
 * produces is asked of that unit's own reference model (model_*.c) with a one-token stimulus, so
 * policies and arithmetic are modelled once. Sources, and units fed only by sources (constants),
 * fire on demand. Speculation units are interpreted without speculation (model_spec.c,
 * sim_model_nonspec): the speculator joins its real input and trigger, save-commits and commits
 * pass tokens, commands carry none, so a speculative circuit must commit what this run outputs.
 *
 * The order in which units fire is a schedule: merges choose freely, so a circuit
 * with a merge can order its outputs in several ways. ci_run takes a schedule number
 * (0: sweep units in netlist order, merges take their lowest ready input, as the
 * generated control_merge does; 1: the same, but merges take their highest ready
 * input, loop back edges first; 2 and up: random sweeps and random merge choices). */
#ifndef MODEL_CIRCUIT_H
#define MODEL_CIRCUIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hs_netlist.h"
#include "model.h"

typedef struct {
    char name[HS_NET_NAME_MAX];
    sim_unit su; /* the unit as its model sees it */
    const sim_model *model;
    int chan[SIM_MAX_CHANS]; /* netlist channel of each of su's channels */
    bool lazy;               /* fires on demand: a source, or fed by sources only */
    bool merge;              /* merge or control_merge: fires on any one input */
    bool mux;
    bool split;               /* each input goes to its own output alone (store) */
    bool skip[SIM_MAX_CHANS]; /* inputs the interpreter never reads (speculation commands) */
} ci_unit;

typedef struct {
    const hs_netlist *nl;
    int n_units;
    ci_unit *units;
    int *producer; /* [n_chans] unit driving each netlist channel, -1: circuit input */
} ci_circuit;

/* What a run did besides the outputs. */
typedef struct {
    long firings;
    long merge_other; /* merge firings that took an input other than ins[0] (loop back edges) */
    bool has_merge;   /* the outputs' order depends on the schedule */
    long stuck;       /* tokens left in internal channels at the end */
} ci_stats;

/* Resolves every unit of nl against cfg and pairs it with its model. The top unit's
 * channels are the circuit's inputs in order, then its outputs. */
int ci_build(const hs_netlist *nl, const hs_config *cfg, ci_circuit *c, char *why, size_t cap);
void ci_free(ci_circuit *c);

/* Runs the stimulus's input tokens through the circuit under schedule `sched`; fills
 * e (per top output channel the tokens in the order this schedule produced them, per
 * top input channel the tokens consumed). Returns 0, or -1 with a reason. */
int ci_run(const ci_circuit *c, const sim_stim *s, uint64_t sched, sim_expect *e, ci_stats *st,
           char *why, size_t cap);

#endif
