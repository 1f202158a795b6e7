/* Latency and capacity checks (sim_timing.c). */
#ifndef SIM_TIMING_H
#define SIM_TIMING_H

#include "sim.h"
#include "sim_buf.h"

/* Appends findings to r; returns their number. */
int sim_check_timing(const sim_unit *u, const sim_fires *f, const char *hdl, sim_buf *r);

#endif
