/* One simulation case (a matrix configuration) through its life: prepared (unit
 * generated in both HDLs, stimulus drawn, testbenches written), simulated in each
 * HDL (batched with the rest of its group), checked. */
#ifndef SIM_CASE_H
#define SIM_CASE_H

#include <stdint.h>

#include "matrix.h"
#include "sim.h"
#include "sim_buf.h"

typedef enum { CASE_READY = 0, CASE_SKIP, CASE_FAIL, CASE_PASS } sim_case_state;

/* Round trip kinds: not one; both units generated; the second (bundle) or the first
 * (unbundle) replaced by a reference half the wrapper writes from the spec. */
enum { SIM_RT_NONE = 0, SIM_RT_PAIR, SIM_RT_REF_SECOND, SIM_RT_REF_FIRST };

#define SIM_CASE_FILES 4

#define SIM_CASE_MAX_PORTS 16

typedef struct {
    hdl_case hc;
    /* Ports form (ad-hoc cases only): "index=!handshake.channel<i2, [spec: i1]>". The
     * matrix speaks the parameters form; selectors that carry the data's extras (mux,
     * control_merge) can only be asked for with port types. */
    int n_port_types;
    const char *port_types[SIM_CASE_MAX_PORTS];
    sim_unit su;
    sim_stim st;
    int state;              /* sim_case_state */
    bool ran[HS_HDL_COUNT]; /* compiled and simulated in that HDL */
    int n_files[HS_HDL_COUNT];
    char *files[HS_HDL_COUNT][SIM_CASE_FILES]; /* unit files, relative to the work dir */
    sim_buf report;                            /* why it failed or was skipped */
    int n_tokens;                              /* tokens per input the stimulus was asked for */
    /* A round trip (sim_round_trip.c, SIM_RT_*): inner[0] (unbundle, compose)
     * followed by its inverse inner[1] (bundle, decompose) in a test-only wrapper
     * named hc.name. */
    int round_trip;
    hdl_case inner[2];
} sim_case;

/* Generates the unit in both HDLs, draws the stimulus and writes the testbenches
 * under dir. Sets state to SKIP (no generator) or FAIL (with report) when it cannot.
 * keep_units: unit files already in dir are used as they are (hand-edited units). */
void sim_case_prepare(sim_case *c, const hs_config *cfg, uint64_t seed, const char *dir,
                      bool keep_units);
/* Reads the traces and runs every check; sets PASS or FAIL. */
void sim_case_check(sim_case *c, const char *dir);
void sim_case_free(sim_case *c);

/* Resolves and generates hc (the case's own unit or one of a round trip) in one HDL
 * into dir and records its files; 0, or -1 with the case failed or skipped. */
int sim_case_generate(sim_case *c, const hdl_case *hc, const hs_config *cfg, hs_hdl h,
                      const char *dir, hs_unit *u, bool keep);
/* Writes text to dir/rel; 0 or -1. */
int sim_case_write(const char *dir, const char *rel, const char *text, size_t len);

/* Round trips (sim_round_trip.c). The inverse of a unit that starts one
 * ("handshake.bundle" for unbundle, "handshake.decompose" for compose), else NULL. */
const char *sim_round_trip_partner(const char *unit);
/* The round trips that start with matrix case a (the pair; for unbundle also each
 * unit against a reference half), those named `only` when it is not NULL: written to
 * out (when not NULL), counted in the result. */
int sim_round_trip_cases(const hdl_case *a, const char *only, sim_case *out);
/* Generates both units, prints the wrapper in both HDLs and fills c->su; 0, or -1
 * with the case failed. */
int sim_round_trip_prepare(sim_case *c, const hs_config *cfg, const char *dir, bool keep);

/* Memory pairs (sim_mem_pair.c): a mem_controller case with a ram behind it in a
 * test-only wrapper; fills c->su (unit "mem_pair"); 0, or -1 with the case failed. */
int sim_mem_pair_prepare(sim_case *c, const hs_config *cfg, const char *dir, bool keep,
                         const hs_unit *mc);
/* The pair's RAM: words for an address width, and the initial value of word i. */
unsigned sim_mem_pair_words(unsigned aw);
unsigned sim_mem_pair_init(unsigned i);

/* Names of the testbench and of its trace, relative to the work dir. */
void sim_case_tb_path(const sim_case *c, hs_hdl h, char *buf, size_t cap);
void sim_case_trace_path(const sim_case *c, hs_hdl h, char *buf, size_t cap);

/* Simulates the ready cases of a group in one HDL: one batch (all testbenches under
 * one top), and when the batch fails, each case alone to find the culprits. */
void sim_batch_run(sim_case *cases, int n, hs_hdl h, const char *dir);

#endif
