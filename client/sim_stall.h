/* Why a simulation of `hsgen simulate` timed out: a deadlock or a circuit still
 * at work, read from the run's waveform (sim_stall.c). */
#ifndef HSGEN_SIM_STALL_H
#define HSGEN_SIM_STALL_H

#include <stdbool.h>

#include "hs_netlist.h"
#include "sim_interp.h"

#define SIM_STALL_MAX 32

typedef struct {
    bool found;             /* the waveform has the design under test (scope hsgen_tb.dut) */
    long last_change_cycle; /* the last cycle any signal of the design changed */
    long end_cycle;         /* the cycle the run ended */
    int n_stalled, more_stalled;
    char stalled[SIM_STALL_MAX][96]; /* top-level channels with valid and not ready at the end */
} sim_stall_report;

/* Reads the VCD file `vcd` of a run whose clock period is period_ns; signals named
 * in `ignore` (NULL-terminated: clock, reset, the outputs' ready driven by the
 * testbench) do not count as activity. Returns 0, or -1 when the file cannot be
 * read. */
int sim_stall_analyse(const char *vcd, const char *const *ignore, double period_ns,
                      sim_stall_report *r);

/* Prints why a run that timed out stopped: "DEADLOCK: ... stalled channels ..."
 * when nothing in the design moved for its last 100 cycles, else that it was still
 * active. Reads user_vcd when given, else reruns the simulation with a waveform in
 * dir. */
void sim_stall_explain(const char *dir, sim_kind kind, char **files, int n_files,
                       const char *user_vcd, const hs_netlist *nl, long max_cycles);

#endif
