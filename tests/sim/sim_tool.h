/* Running the HDL tools (sim_tool.c). */
#ifndef SIM_TOOL_H
#define SIM_TOOL_H

#include <stdbool.h>

/* Runs argv (argv[0] looked up in PATH) in directory cwd with stdout and stderr
 * appended to log_path, killing it after timeout_s seconds. Returns the exit status,
 * or -1 when it could not start, was killed or timed out (a line in the log says which). */
int sim_tool_run(const char *const *argv, const char *cwd, const char *log_path, int timeout_s);

/* --vcd PREFIX (unit and circuit simulations): waveforms go to PREFIX.ghdl.vcd and
 * PREFIX.icarus.vcd. sim_set_vcd makes PREFIX absolute (simulators run elsewhere);
 * sim_vcd_arg gives the run option for one simulator ("--vcd=...", "+vcd=..."), or
 * NULL when no waveform was asked for. */
void sim_set_vcd(const char *prefix);
const char *sim_vcd_arg(bool ghdl);

/* The last max_bytes of a log, for reports (static buffer). */
const char *sim_log_tail(const char *log_path, long max_bytes);

#endif
