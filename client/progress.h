/* Progress of long batches on stderr: a redrawn bar on a terminal, a plain line
 * every tenth of the way otherwise (logs, CI). */
#ifndef HS_CLI_PROGRESS_H
#define HS_CLI_PROGRESS_H

#include <stdbool.h>

typedef struct {
    int total;
    bool enabled, tty;
    int last_step;    /* tenths reported (plain lines) */
    double last_draw; /* seconds, monotonic (bar) */
} progress;

/* Enabled for at least 20 requests unless quiet. */
void progress_init(progress *p, int total, bool quiet);
void progress_update(progress *p, int done, int failed);
/* Draws the final state and ends the bar's line. */
void progress_end(progress *p, int done, int failed);

#endif
