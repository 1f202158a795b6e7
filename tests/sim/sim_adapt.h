/* hs_unit -> sim_unit (sim_adapt.c). */
#ifndef SIM_ADAPT_H
#define SIM_ADAPT_H

#include <stddef.h>

#include "hs_unit.h"
#include "sim.h"

/* One port (index i of u->info->ports); the part ports of bundle/unbundle refuse. */
int sim_adapt_port(const hs_unit *u, int i, const hs_config *cfg, sim_port *p, char *why,
                   size_t cap);
/* The whole unit; -1 with the reason when a port cannot be driven as a channel. */
int sim_adapt(const hs_unit *u, const hs_config *cfg, sim_unit *su, char *why, size_t cap);

#endif
