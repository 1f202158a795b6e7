/* The design `hsgen simulate` runs, generated through the client's backend
 * (sim_design.c): a daemon when one answers, else in process; either way the
 * method layer's circuit.generate, so configured external generators run. */
#ifndef HSGEN_SIM_DESIGN_H
#define HSGEN_SIM_DESIGN_H

#include <jansson.h>
#include <stdbool.h>

#include "cli.h"
#include "hs_netlist.h"

typedef struct {
    json_t *answer; /* circuit.generate's result: owns the file names and texts */
    char **files;   /* names in compile order (the VHDL support package first) */
    int n_files;
} sim_design;

/* Generates the netlist (as prepared for simulation) in hdl. Errors are printed,
 * and so is a unit left as a black box: its stub ties every output to 0, so there
 * would be nothing to simulate. Returns 0 or -1. */
int sim_design_generate(cli_globals *g, const hs_netlist *nl, hs_hdl hdl, sim_design *out);
/* Writes the files into dir (replace: over files of the same names). Returns 0 or
 * -1, printed. */
int sim_design_write(const sim_design *d, const char *dir, bool replace);
void sim_design_free(sim_design *d);

#endif
