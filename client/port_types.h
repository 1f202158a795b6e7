/* Turns the entity-level `ports` list of a unit.verify / unit.generate answer
 * back into one line per channel with its type, for `hsgen verify`. */
#ifndef HS_CLI_PORT_TYPES_H
#define HS_CLI_PORT_TYPES_H

#include <jansson.h>
#include <stdio.h>

/* Prints "  in   lhs : !handshake.channel<i32, [spec: i1]>" per channel (arrays
 * as "ins[2]"), skipping clk and rst. Data prints as iN: an entity does not
 * say whether its bits were a float. */
void cli_print_port_types(FILE *out, const json_t *ports);

#endif
