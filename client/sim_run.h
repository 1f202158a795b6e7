/* Running a simulator for `hsgen simulate` (sim_run.c). */
#ifndef HSGEN_SIM_RUN_H
#define HSGEN_SIM_RUN_H

#include <stddef.h>

#include "sim_interp.h"

/* Compiles files (in dependency order) plus the testbench in dir with the
 * simulator of `kind` and runs it (a waveform into vcd when given); everything
 * it prints goes to log. Returns 0, or -1 with a reason. */
int sim_run(const char *dir, sim_kind kind, char **files, int n_files, const char *vcd,
            const char *log, char *why, size_t cap);

#endif
