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
    int state;                   /* sim_case_state */
    bool ran[HS_HDL_COUNT];      /* compiled and simulated in that HDL */
    int n_files[HS_HDL_COUNT];
    char *files[HS_HDL_COUNT][SIM_CASE_FILES]; /* unit files, relative to the work dir */
    sim_buf report;              /* why it failed or was skipped */
    int n_tokens;                /* tokens per input the stimulus was asked for */
} sim_case;

/* Generates the unit in both HDLs, draws the stimulus and writes the testbenches
 * under dir. Sets state to SKIP (no generator) or FAIL (with report) when it cannot.
 * keep_units: unit files already in dir are used as they are (hand-edited units). */
void sim_case_prepare(sim_case *c, const hs_config *cfg, uint64_t seed, const char *dir,
                      bool keep_units);
/* Reads the traces and runs every check; sets PASS or FAIL. */
void sim_case_check(sim_case *c, const char *dir);
void sim_case_free(sim_case *c);

/* Names of the testbench and of its trace, relative to the work dir. */
void sim_case_tb_path(const sim_case *c, hs_hdl h, char *buf, size_t cap);
void sim_case_trace_path(const sim_case *c, hs_hdl h, char *buf, size_t cap);

/* Simulates the ready cases of a group in one HDL: one batch (all testbenches under
 * one top), and when the batch fails, each case alone to find the culprits. */
void sim_batch_run(sim_case *cases, int n, hs_hdl h, const char *dir);

#endif
