/* hs_sim's circuit mode: a whole netlist generated with hs_circuit_generate in both
 * HDLs, its top level driven as one unit under test (its channel ports), simulated
 * in GHDL and Icarus, and checked against the netlist interpreter (model_circuit.h).
 *
 *   hs_sim --circuit NETLIST.json --dir DIR [--merge SIG=POLICY]...
 *          [--seed N] [--tokens N] [--around V] [--first-below V]
 *          [--gate IN=OUT:W]... [--schedules N]
 *
 * The netlist's own "signals" block gives the merge policies it needs; --merge adds
 *   more over them.
 * --around V: data tokens mostly within 20 of V (a loop bound), plus corner values.
 * --first-below V: token 0 of each data input below V, every later one at least V.
 * --gate IN=OUT:W: a closed-loop environment: token j of input IN is offered once
 *   output OUT has handed over j - W + 1 tokens (at most W runs in flight).
 * --schedules N: interpret under N schedules; their output multisets must agree.
 * --probe UNIT.PORT: observe an internal channel as an extra output (sim_circuit_probe.c).
 * --values IN=V,V,...: the data of input IN's tokens (their number sets every input's).
 * --interpret-only: print what the interpreter predicts for the stimulus, simulate nothing.
 * --keep-units: files already in DIR are simulated as they are (hand-edited units:
 *   circuit_selftest.sh injects bugs that must be caught).
 * --eager IN: IN offers each token as soon as it may (no random withholding): a
 *   speculator's trigger there before the condition it predicts.
 * --slow IN=P: IN offers only in every P-th cycle, for the whole run (a condition
 *   computed slowly, so a speculator predicts it before it comes). */
#ifndef SIM_CIRCUIT_H
#define SIM_CIRCUIT_H

#include <stdbool.h>
#include <stdint.h>

#include "hs_netlist.h"
#include "model_circuit.h"
#include "sim.h"
#include "sim_buf.h"

#define SC_MAX_MERGES 16
#define SC_MAX_FILES 128

typedef struct {
    const char *in, *out;
    int window;
} sc_gate;

typedef struct {
    const char *netlist, *dir;
    uint64_t seed;
    int n_tokens; /* per input; 0: drawn (20..35) */
    bool has_around, has_first_below;
    uint64_t around, first_below;
    int n_gates;
    sc_gate gate[SIM_MAX_CHANS];
    int schedules;
    bool keep_units;     /* unit files already in dir are used as they are */
    const char *values;  /* --values IN=V,V,...: IN's data (and the token count) */
    bool interpret_only; /* print the interpreter's outputs and stop */
    int n_probes;
    const char *probes[SIM_MAX_PORTS]; /* internal channels to observe: "UNIT.PORT" */
    int n_merges;
    char merges[SC_MAX_MERGES][96];
    int n_eager;
    const char *eager[SIM_MAX_CHANS]; /* inputs offered without random withholding */
    int n_slow;
    sc_gate slow[SIM_MAX_CHANS]; /* in: the input, window: its period */
} sc_options;

typedef struct {
    sc_options o;
    hs_config cfg;
    hs_netlist nl;
    ci_circuit ci;
    sim_unit top; /* the top level: inputs, then outputs, one channel each */
    sim_stim st;
    int n_files[HS_HDL_COUNT];
    char *files[HS_HDL_COUNT][SC_MAX_FILES]; /* relative to dir, compile order */
    bool ran[HS_HDL_COUNT];
    sim_buf report;
    ci_stats stats;
} sim_circuit;

/* hs_sim --circuit ...: argv[0] is "--circuit". Returns the exit status. */
int sim_circuit_main(int argc, char **argv);

/* Generation and tools (sim_circuit_files.c). */
int sc_generate(sim_circuit *sc);
int sc_write_testbenches(sim_circuit *sc);
void sc_simulate(sim_circuit *sc, hs_hdl h);
/* Stimulus (sim_circuit_stim.c): tokens, gates and patterns, sized by the interpreter. */
int sc_stimulus(sim_circuit *sc);
/* Checks (sim_circuit_check.c): returns the number of findings, written to the report. */
int sc_check(sim_circuit *sc);
/* Probes of internal channels (sim_circuit_probe.c). */
json_t *sc_tapped_netlist(const sc_options *o);
void sc_probes_ready(sim_circuit *sc);
/* Notes on which input token each output signal value came from (sim_circuit_notes.c). */
void sc_provenance(const sim_circuit *sc, const sim_fires *f, sim_buf *r);
/* --interpret-only: the interpreter's outputs (schedule 0), one token a line. */
int sc_print_prediction(sim_circuit *sc);

#endif
