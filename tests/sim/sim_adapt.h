/* hs_unit -> sim_unit (sim_adapt.c). */
#ifndef SIM_ADAPT_H
#define SIM_ADAPT_H

#include <stddef.h>

#include "hs_unit.h"
#include "sim.h"

int sim_adapt(const hs_unit *u, const hs_config *cfg, sim_unit *su, char *why, size_t cap);

#endif
