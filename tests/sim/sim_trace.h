/* Reading traces (sim_trace.c) and checking them (sim_check.c). */
#ifndef SIM_TRACE_H
#define SIM_TRACE_H

#include "sim.h"
#include "sim_buf.h"

/* Reads a trace file written by either testbench. Returns 0, or -1 with a reason. */
int sim_trace_read(const char *path, const sim_unit *u, int ncyc, sim_trace *t, char *why,
                   size_t cap);
/* The handshakes of every channel (fires[u->n_chans]); free with sim_fires_free. */
void sim_trace_fires(const sim_trace *t, const sim_unit *u, sim_fires *fires);

/* Compares the two traces cycle by cycle; appends the first differences to report.
 * Returns the number of differing cycles. */
int sim_check_same(const sim_unit *u, const sim_trace *vhdl, const sim_trace *verilog,
                   sim_buf *report);
/* Checks one trace against the stimulus and the model: handshakes known, stability
 * under back-pressure, every output token in order, consumption, upstream values.
 * Appends findings (prefixed with hdl) to report; returns the number of findings. */
int sim_check_trace(const sim_unit *u, const sim_stim *s, const sim_trace *t, const char *hdl,
                    sim_buf *report);

#endif
