/* Running the HDL tools (sim_run.c). */
#ifndef SIM_RUN_H
#define SIM_RUN_H

/* Runs argv (argv[0] looked up in PATH) in directory cwd with stdout and stderr
 * appended to log_path, killing it after timeout_s seconds. Returns the exit status,
 * or -1 when it could not start, was killed or timed out (a line in the log says which). */
int sim_run(const char *const *argv, const char *cwd, const char *log_path, int timeout_s);

/* The last max_bytes of a log, for reports (static buffer). */
const char *sim_log_tail(const char *log_path, long max_bytes);

#endif
