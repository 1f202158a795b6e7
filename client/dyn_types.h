/* The Dynamatic front's view of unit types (dyn_types.c), shared by
 * `hsgen dynamatic` (cmd_dynamatic.c) and the RTL-configuration printer (dyn_rtl_config.c). */
#ifndef HS_DYN_TYPES_H
#define HS_DYN_TYPES_H

#include <stdbool.h>

#include "cli.h"

/* True when `hsgen dynamatic -t TYPE` generates TYPE: a catalog unit, one of
 * Dynamatic's other names for one, or a unit routed to an external generator. */
bool dyn_type_known(const char *type, const hs_config *cfg);
/* The catalog unit a Dynamatic type names differently ("oehb" -> handshake.buffer),
 * with the buffer type it implies in *buffer_type (NULL when none); NULL when the
 * type is no such alias. */
const char *dyn_alias(const char *type, const char **buffer_type);

/* The buffer type of the one-slot unit in front of dyn_alias's unit for TYPE
 * ("ofifo": ONE_SLOT_BREAK_R, Dynamatic's tehb), or NULL when the alias is one unit. */
const char *dyn_alias_front(const char *type);
/* Generates req (a unit.generate request for dyn_alias's unit, its HDL set) behind a
 * one-slot buffer of type `front`, as one file at output: the parts, then the entity
 * req.name with the unit's ports. Returns a CLI_ code, the error printed. */
int dyn_generate_with_front(cli_globals *g, json_t *req, const char *front, const char *output);

/* `hsgen dynamatic --rtl-config vhdl|verilog`. */
int dyn_print_rtl_config(cli_globals *g, const char *which);

#endif
