/* Text for reports (sim_report.c). */
#ifndef SIM_REPORT_H
#define SIM_REPORT_H

#include <stddef.h>

#include "sim.h"

/* "lhs", "outs[1]". */
const char *sim_chan_label(const sim_unit *u, int c, char *buf, size_t cap);
/* "data=0x2a spec=0x1". */
const char *sim_tok_text(const sim_unit *u, int c, const sim_tok *t, char *buf, size_t cap);
/* "10 2a spec=1": valid, ready, data and signals of one channel in one cycle. */
void sim_obs_text(const sim_unit *u, int c, const sim_obs *o, char *buf, size_t cap);

#endif
