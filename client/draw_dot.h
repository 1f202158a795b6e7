/* `hsgen draw`'s picture of a circuit: its netlist as Graphviz DOT (draw_dot.c). */
#ifndef HSGEN_DRAW_DOT_H
#define HSGEN_DRAW_DOT_H

#include <stdio.h>

#include "hs_netlist.h"

/* Writes nl as a DOT digraph: circuit ports as ovals, units as boxes grouped in one
 * cluster per basic block, buffers as grey 3-D boxes, speculation units (speculator,
 * commits, save-commits, non_spec, speculating_branch) filled orange, channels
 * labelled with their type and extra signals, channels carrying `spec` (the
 * speculative region) drawn red and bold. Returns 0, or -1 when f fails. */
int draw_dot(FILE *f, const hs_netlist *nl);

#endif
