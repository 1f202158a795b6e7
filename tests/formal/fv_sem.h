/* What the formal harness knows about a unit's token semantics (fv_sem.c): how a
 * token enters, which outputs it leaves on, what it carries there, and how many
 * tokens the unit may hold. A unit without a row is proven for persistence only
 * (fv_gen reports it); add a row here to give it the other properties. */
#ifndef FV_SEM_H
#define FV_SEM_H

#include <stdbool.h>

typedef enum {
    FV_K_NONE = 0, /* no token model: persistence only */
    FV_K_JOIN,     /* the joined inputs enter one token; each tracked output emits it once */
    FV_K_ROUTE,    /* the joined inputs enter one token; exactly one output emits it */
    FV_K_MERGE,    /* one input per token (at most one per cycle); every output emits it */
    FV_K_MUX       /* index and the input it selects enter one token; the output emits it */
} fv_kind;

/* The environment a unit's inputs come from, beyond the handshake protocol. */
typedef enum {
    FV_ENV_FREE = 0,   /* any value on any input channel */
    FV_ENV_SPECULATOR, /* ctrl_issue / ctrl_history carry what a speculator sends */
} fv_env;

typedef struct {
    const char *unit; /* bare catalog name */
    fv_kind kind;
    /* JOIN/ROUTE: input port whose handshake enters a token (NULL: the first input) */
    const char *pick;
    /* JOIN/ROUTE: space-separated input ports joined with `pick`, in the order their
     * signals are merged (NULL: every input, in port order) */
    const char *joined;
    /* space-separated output ports that carry the token (NULL: every output) */
    const char *outs;
    /* expected data, "port=EXPR;port=EXPR" or "*=EXPR", EXPR over the recorded inputs
     * r_<port> (r_<port>_<elem> for array elements); NULL: data not checked */
    const char *data;
    bool extras; /* downstream signals: the merge policy over the recorded inputs */
    /* ROUTE: expression that is 1 when the token leaves on the first output */
    const char *sel;
    /* "IN<OUT": the environment answers on input IN only tokens that left on OUT (load) */
    const char *feed;
    /* tokens the unit may hold beyond its latency and num_slots parameters */
    int cap_extra;
    /* tokens the unit emits after reset before any input (init) */
    int initial;
    /* the environment the unit's definition requires (Verilog over its ports, always
     * assumed; not where the unit lacks one of them), e.g. ready_remover's consumer
     * never stalls; NULL: none */
    const char *contract;
    /* "EXPR A B": inputs A and B are alternatives, EXPR chooses A; only the chosen
     * one's signals enter the merge (select); NULL: every joined input's do */
    const char *alt;
    /* "IN: RAW...": raw ports that travel with input channel IN and are assumed held
     * with it (bundle's parts, which an unbundle drives in a circuit); NULL: none */
    const char *hold;
    fv_env env;
    /* the unit's definition lets its outputs change without a handshake (the
     * speculator's lazy forks): persistence is expected to fail (xfail) */
    bool volatile_outs;
    /* Verilog over the unit's ports, true in the cycle a token enters when the unit
     * discards it (spec_commit's kill): it is not counted and never leaves; NULL: none */
    const char *kill;
    /* downstream signals given by an expression instead of the merge policy,
     * "NAME=EXPR;..." (non_spec: spec=1'b0); NULL: none */
    const char *sigs;
    /* a further conservation law, Verilog over the unit's ports, asserted every cycle
     * out of reset (spec_commit takes ctrl exactly with spec tokens); NULL: none */
    const char *law;
    /* output channels whose port name starts with this are assumed always ready (the
     * sharing wrapper's shared unit never stalls: its ready is not read); NULL: none */
    const char *always_ready;
    /* "OUT: EXPR": while output OUT is offered (and in the cycle after it was offered
     * and not taken) EXPR, Verilog over the ports, is assumed false (mem_controller:
     * no request follows its memEnd); NULL: none */
    const char *offered;
    /* "VALID READY: RAW...": raw valid/ready wires forming an input channel with raw
     * parts, assumed to follow the protocol (bundle's wires form, driven by an
     * unbundle); NULL: none */
    const char *raw_chan;
    /* upstream signals do not follow the generic rule (by name from the outputs):
     * valid_merger's sides, compose's slices, bundle's raw ports; the `up` property is
     * left out (tests/sim checks them) */
    bool no_up;
} fv_sem;

/* The row of a unit (bare name), NULL when there is none. */
const fv_sem *fv_sem_find(const char *unit);

#endif
