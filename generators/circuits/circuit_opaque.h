/* Units a circuit declares but hsgen does not generate (black boxes and units the
 * configuration routes to an external generator): their interface from their
 * connections. Internal to the circuits layer. */
#ifndef CIRCUIT_OPAQUE_H
#define CIRCUIT_OPAQUE_H

#include "gen_channel.h"
#include "hs_netlist.h"

/* The formal port a connection uses: "P", or "P_i" for element i. */
void hs_opaque_formal(const hs_endpoint *ep, char *out, size_t cap);
/* The entity name of opaque unit u: its given entity, else "<kind>_<instance>". */
void hs_opaque_entity(const hs_netlist *nl, int u, char *out, size_t cap);
/* {"unit", "ports": {formal: type}, "params": {...}} of unit u from its sorted
 * connections cs[lo..hi); NULL when out of memory. */
json_t *hs_opaque_request(const hs_netlist *nl, int u, const hs_net_conn *cs, int lo, int hi);
/* Declares the module `entity` in des with clk, rst and one channel port per
 * connection; with `stub`, every output is tied to 0. */
hw_module *hs_opaque_module(hw_design *des, const hs_netlist *nl, const char *entity,
                            const hs_net_conn *cs, int lo, int hi, bool stub);

#endif
