/* Token-level reference models, one family per model_*.c file.
 *
 * A model may shape the stimulus (a mux needs index tokens in range and exactly as
 * many data tokens as the indices select) and predicts, from the stimulus and what
 * the inputs accepted (only merges need that: their arbitration is free), every
 * output token in order and how many tokens each input consumes. */
#ifndef SIM_MODEL_H
#define SIM_MODEL_H

#include <stddef.h>

#include "sim.h"
#include "sim_rng.h"

/* Fills the token lists of the input channels (n_tok, tok). `ntok` is the suggested
 * number of tokens per input. Leaves patterns to the caller. */
typedef void (*sim_stim_fn)(const sim_unit *u, sim_stim *s, sim_rng *r, int ntok);

/* Predicts. `in_fires` are the handshakes seen on each channel (inputs and outputs,
 * indexed by channel). Returns 0, or -1 with a reason in why (a stimulus the model
 * cannot judge, e.g. `equal` inputs disagreeing). */
typedef int (*sim_predict_fn)(const sim_unit *u, const sim_stim *s, const sim_fires *fires,
                              sim_expect *e, char *why, size_t cap);

/* Timing properties a model adds to the token-level prediction. */
enum {
    /* An output's valid may fall without a handshake (lazy_fork: an output is valid
     * only while every other output is ready, by the unit's definition). Data and
     * extras must still hold while valid stays high. */
    SIM_MODEL_RETRACTS_VALID = 1,
    /* Every output hands over token k in the same cycle as the input (lazy_fork). */
    SIM_MODEL_LOCKSTEP = 2,
    /* Every output is ready in every cycle (ready_remover: its consumer must never
     * stall, by the unit's definition). */
    SIM_MODEL_ALWAYS_READY = 4,
    /* The channels of every rhs_X port take the offer and ready patterns of lhs_X
     * (valid_merger: its two sides move together, by the unit's definition). */
    SIM_MODEL_TWIN = 8,
    /* A memory pair (sim_mem_pair.c): ctrl always offered, ctrlEnd offered only in the
     * drain phase, mem_writes always ready. */
    SIM_MODEL_MEM_PAIR = 16,
    /* Outputs are volatile: valid may fall and data may change without a handshake
     * (the speculator, whose decision changes when a misprediction shows up; Dynamatic
     * puts a buffer after it). Every handshake must still move a predicted token. */
    SIM_MODEL_VOLATILE = 32,
    /* sharing_wrapper: the toSharedUnitIn<j> outputs are always ready (the shared unit
     * never stalls, by the unit's definition); fromSharedUnitOut0 is the testbench's
     * answer to toSharedUnitIn0 (x * 3 + 1, as the load's memory). */
    SIM_MODEL_SHARED_UNIT = 64
};

/* The upstream value input channel in_ch's signal k must show in cycle cy, for units
 * whose upstream signals are not matched by name (compose/decompose in signals mode).
 * Returns false to fall back to the generic rule (sim_check.c). */
typedef bool (*sim_upstream_fn)(const sim_unit *u, const sim_stim *s, int in_ch, int k, int cy,
                                uint64_t *value);

typedef struct {
    const char *unit; /* bare catalog name */
    sim_stim_fn stim; /* NULL: sim_stim_default */
    sim_predict_fn predict;
    unsigned flags;           /* SIM_MODEL_* */
    sim_upstream_fn upstream; /* NULL: the generic rule */
} sim_model;

/* The non-speculative view of a speculation unit for the circuit interpreter (NULL for
 * any other unit); skip[c] marks the command inputs that view never reads. */
const sim_model *sim_model_nonspec(const sim_unit *u, bool *skip);

/* The model of a unit, NULL when there is none. */
const sim_model *sim_model_find(const char *unit);

/* Model tables of the families (each model_*.c exports one). */
extern const sim_model sim_models_arith[];
extern const sim_model sim_models_misc[];
extern const sim_model sim_models_route[];
extern const sim_model sim_models_mem[];
extern const sim_model sim_models_signal[];
extern const sim_model sim_models_spec[];    /* model_spec.c: speculation units */
extern const sim_model sim_models_spec_v2[]; /* model_spec_v2.c: speculation v2 units */
extern const sim_model sim_models_memory[];  /* model_memory.c: memory controller, RAM */
extern const sim_model sim_models_ctrl[];    /* model_ctrl.c: the remaining control units */
extern const sim_model sim_models_float[];   /* model_float.c: floating point */
extern const sim_model sim_models_fmisc[];   /* model_fmisc.c: float compare, sign, conversions */
extern const sim_model sim_models_div[];     /* model_div.c: integer division, absi */

/* ---- Shared helpers (model_common.c) ---- */

/* A random data value of width w, biased towards the corner cases (0, 1, all ones,
 * the sign bit and its neighbours). */
uint64_t sim_rand_value(sim_rng *r, unsigned w);
/* A random token for channel ch: data and every downstream extra signal. */
void sim_rand_tok(const sim_unit *u, int ch, sim_rng *r, sim_tok *t);
/* Makes the signals under policy `equal` agree on token j of every input. */
void sim_stim_equalize(const sim_unit *u, sim_stim *s);
/* Gives every input channel n random tokens (agreeing on `equal` signals). */
void sim_stim_default(const sim_unit *u, sim_stim *s, sim_rng *r, int ntok);
/* Sets channel ch's token count (allocating) without filling the tokens. */
void sim_stim_set_tokens(sim_stim *s, int ch, int n);

/* Merge policy `m` over n values of width w (first: vals[0]). *disagree is set when
 * the policy is `equal` and the values differ. */
uint64_t sim_merge_values(hs_merge m, const uint64_t *vals, int n, unsigned w, bool *disagree);

/* The downstream extra signals of an output token joined from several input tokens:
 * for each downstream signal of output channel `out_ch`, the merge policy over the
 * inputs (in port order) that carry a signal of that name. */
int sim_join_extras(const sim_unit *u, int out_ch, const int *in_ch, const sim_tok *const *in_tok,
                    int n_in, sim_tok *out, char *why, size_t cap);
/* Copies the downstream extra signals a token has on channel `from` to the matching
 * signals (by name) of channel `to`. */
void sim_copy_extras(const sim_unit *u, int from, const sim_tok *src, int to, sim_tok *dst);

/* The testbench memory's answer to an address (model_mem.c). */
uint64_t sim_mem_answer(uint64_t addr, unsigned data_width);

/* The float and division families' shared stimulus and predictions (model_fmisc.c). */
void fm_stim(const sim_unit *u, sim_stim *s, sim_rng *r, int ntok);
int fm_predict_unary(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                     char *why, size_t cap);
int fm_predict_binary(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                      char *why, size_t cap);

/* Appends a token to the expected output of channel ch. */
void sim_expect_push(sim_expect *e, int ch, const sim_tok *t);

#endif
