/* The formal harness of one unit (fv_harness.c): a Verilog module `fv_top` that
 * instantiates the generated unit, drives its reset, assumes the handshake protocol
 * on every input channel and asserts, each under its own define:
 *   FV_PERSIST   outputs hold valid, data and downstream signals while valid && !ready
 *   FV_CONSERVE  token counts: out <= in, in - out <= capacity, joined inputs together
 *   FV_EXTRAS    a tracked token leaves with the data and signals its inputs give it
 *   FV_LIVE      with inputs offered and outputs ready, it leaves within the bound
 *   FV_UP        each input's upstream signals equal what the outputs are given
 * Read by Yosys with `read_verilog -formal`. */
#ifndef FV_HARNESS_H
#define FV_HARNESS_H

#include <stdbool.h>
#include <stdio.h>

#include "fv_sem.h"
#include "hw.h"
#include "sim.h"

/* What the printed harness can prove for this unit, and its figures. */
typedef struct {
    bool conserve, extras, live; /* the property groups the harness defines */
    bool up;                     /* some input carries an upstream signal */
    bool persist_fails;          /* lazy_fork: valid may fall without a handshake */
    int cap;   /* tokens the unit may hold (latency + num_slots + fifo_depth + extra) */
    int bound; /* cycles from entry to exit under fairness */
} fv_plan;

/* Cycles a token may take beyond the unit's capacity under fairness (docs/hardware.md). */
#define FV_LIVE_SLACK 2

/* Prints the harness of the unit whose top module is m (su: its channels, sem: its
 * row or NULL). Returns 0, or -1 with the reason in why. */
int fv_harness_print(FILE *f, const hw_module *m, const sim_unit *su, const fv_sem *sem,
                     fv_plan *plan, char *why, size_t cap);

#endif
