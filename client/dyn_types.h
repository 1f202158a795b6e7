/* The Dynamatic front's view of unit types (cmd_dynamatic.c), shared with the
 * RTL-configuration printer (dyn_rtl_config.c). */
#ifndef HS_DYN_TYPES_H
#define HS_DYN_TYPES_H

#include <stdbool.h>

#include "cli.h"

/* True when `hsgen dynamatic -t TYPE` generates TYPE: a catalog unit, one of
 * Dynamatic's other names for one, or a unit routed to an external generator. */
bool dyn_type_known(const char *type, const hs_config *cfg);

/* `hsgen dynamatic --rtl-config vhdl|verilog`. */
int dyn_print_rtl_config(cli_globals *g, const char *which);

#endif
