/* The simulation proof: shared data structures.
 *
 * One configuration of the matrix (sim_matrix.c) becomes a sim_case: the unit as the
 * testbench sees it (sim_unit: ports flattened into channels), the stimulus (sim_stim:
 * per input channel a token list and a per-cycle offer pattern, per output channel a
 * per-cycle ready pattern and upstream values), and after simulation the two traces
 * (sim_trace, one per HDL). The checks (sim_check.c) compare the traces with each
 * other and with the token-level reference model (model_*.c). */
#ifndef SIM_H
#define SIM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hs_config.h"

#define SIM_MAX_SIGS 4   /* extra signals on one port */
#define SIM_MAX_PORTS 12 /* ports of a unit */
#define SIM_MAX_CHANS 16 /* channels after flattening arrays */
#define SIM_MAX_PARAMS 8
#define SIM_RESET_CYCLES 4 /* rising edges with rst high before cycle 0 */

/* One extra signal of a port, with what the configuration says about it. */
typedef struct {
    char name[32];
    unsigned width;
    bool up;         /* travels upstream (an input of the unit on an output port) */
    hs_merge merge;  /* policy over joined tokens / several outputs */
    bool has_source; /* value a source gives it */
    uint64_t source;
    bool has_sink; /* upstream value a sink gives it */
    uint64_t sink;
} sim_sig;

/* One port of the unit (an array port stands for `count` channels). */
typedef struct {
    char name[32];
    bool out; /* an output of the unit */
    bool array;
    unsigned count; /* elements; 1 for a plain port */
    unsigned width; /* data bits; 0 for a control port */
    int n_sig;
    sim_sig sig[SIM_MAX_SIGS]; /* canonical order */
    int first_chan;            /* index of element 0 in sim_unit.chan */
} sim_port;

/* One channel: a plain port or one element of an array port. */
typedef struct {
    int port;
    int elem; /* -1 for a plain port */
} sim_chan;

typedef struct {
    char name[32];
    int64_t value;
    char text[32]; /* enum parameters as text ("slt"), else empty */
} sim_param;

/* The unit as the testbench drives it. */
typedef struct {
    char unit[32];   /* bare catalog name: "addi" */
    char entity[64]; /* generated entity / module name */
    int n_params;
    sim_param param[SIM_MAX_PARAMS];
    int n_ports;
    sim_port port[SIM_MAX_PORTS];
    int n_chans;
    sim_chan chan[SIM_MAX_CHANS];
} sim_unit;

/* One token: data and the values of the port's downstream extra signals
 * (indexed like sim_port.sig; upstream entries unused). */
typedef struct {
    uint64_t data;
    uint64_t x[SIM_MAX_SIGS];
} sim_tok;

/* Stimulus of one channel. Input channels: tokens and offers; output channels:
 * readiness and upstream values. */
typedef struct {
    int n_tok;
    sim_tok *tok; /* input: the tokens offered, in order */
    int feed;     /* input fed by the testbench memory from output channel `feed` (load), else -1 */
    uint8_t *pat; /* [ncyc] input: offer, output: ready */
    uint64_t *up[SIM_MAX_SIGS]; /* output, upstream signals: [ncyc] values driven */
    int gate;   /* input: offered only as output channel `gate` allows (below), else -1 */
    int *after; /* [n_tok] with gate >= 0: token j is offered once `gate` handed over
                 * after[j] tokens (a closed-loop environment: whole circuits) */
} sim_chan_stim;

typedef struct {
    int ncyc;
    sim_chan_stim ch[SIM_MAX_CHANS];
} sim_stim;

/* One channel in one cycle, as a trace line shows it. Text fields are normalised:
 * lower-case hex, any unknown digit 'x', "-" when the value is not shown. */
typedef struct {
    char v, r; /* '0', '1' or 'x' */
    char data[20];
    char x[SIM_MAX_SIGS][20];
} sim_obs;

typedef struct {
    int ncyc; /* cycles recorded */
    int n_chans;
    sim_obs *obs; /* [ncyc * n_chans] */
} sim_trace;

/* A handshake seen in a trace: the cycle and the token that moved. */
typedef struct {
    int cycle;
    sim_tok tok;
    bool known; /* every shown bit was 0 or 1 */
} sim_fire;

typedef struct {
    int n;
    sim_fire *f;
} sim_fires;

/* What the reference model predicts: per output channel the tokens in order, per
 * input channel how many tokens are consumed. */
typedef struct {
    int n_out[SIM_MAX_CHANS];
    int cap_out[SIM_MAX_CHANS];
    sim_tok *out[SIM_MAX_CHANS];
    int consumed[SIM_MAX_CHANS];
} sim_expect;

/* The w low bits set: every value is compared at its port's width. */
static inline uint64_t sim_mask(unsigned w)
{
    return w >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << w) - 1);
}

/* Channel ch in cycle cyc of a trace (stored cycle-major). */
static inline sim_obs *sim_trace_at(const sim_trace *t, int cyc, int ch)
{
    return &t->obs[(size_t)cyc * (size_t)t->n_chans + (size_t)ch];
}

/* Unit helpers (sim_unit.c). */
int64_t sim_param_get(const sim_unit *u, const char *name, int64_t def);
const char *sim_param_text(const sim_unit *u, const char *name);
int sim_port_index(const sim_unit *u, const char *name);
int sim_chan_of(const sim_unit *u, const char *port, int elem); /* -1 when absent */
const sim_port *sim_chan_port(const sim_unit *u, int ch);
void sim_unit_add_param(sim_unit *u, const char *name, int64_t value, const char *text);
/* Appends a port and its channels; returns the port index or -1 when full. */
int sim_unit_add_port(sim_unit *u, const sim_port *p);

/* Stimulus memory (sim_stim.c). */
void sim_stim_init(sim_stim *s);
void sim_stim_alloc_patterns(sim_stim *s, const sim_unit *u, int ncyc);
void sim_stim_free(sim_stim *s);
void sim_expect_free(sim_expect *e);
void sim_trace_free(sim_trace *t);
void sim_fires_free(sim_fires *f, int n);

#endif
