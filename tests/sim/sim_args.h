/* hs_sim's command line (sim_args.c). */
#ifndef SIM_ARGS_H
#define SIM_ARGS_H

#include <stdbool.h>
#include <stdint.h>

#include "matrix.h"
#include "sim_case.h"

/* What to simulate and how. */
typedef struct {
    const char *group, *case_name, *dir;
    bool all, list, keep_units;
    uint64_t seed;
    hdl_case adhoc; /* --unit: a configuration given on the command line */
    const char *adhoc_extras[HS_MAX_EXTRAS + 1];
    int n_adhoc_extras;
    const char *merges[HS_CFG_MAX_SIGNALS];
    int n_merges;
    const char *port_types[SIM_CASE_MAX_PORTS];
    int n_port_types;
    const char *config;
} sim_options;

/* Parses the command line; prints usage and returns -1 on an error. */
int sim_parse_args(int argc, char **argv, sim_options *o);

#endif
