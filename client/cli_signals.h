/* --merge SIGNAL=POLICY: merge policies that travel with the command's requests
 * (their `signals` member) instead of changing a configuration, so the daemon
 * answers them and in-process answers the same. */
#ifndef HS_CLI_SIGNALS_H
#define HS_CLI_SIGNALS_H

#include <jansson.h>

#include "cli.h"
#include "hs_netlist.h"

/* Records one --merge SIGNAL=POLICY in g->signals; CLI_USAGE after printing what
 * is wrong (the policy, the signal name's rule). */
int cli_signals_add(cli_globals *g, const char *arg);

/* Sets g->signals over params' `signals` member for the methods that take one
 * (their rows in the method table carry HSD_METHOD_SIGNALS): the command line
 * wins on a signal both name. */
void cli_signals_apply(const cli_globals *g, const char *method, json_t *params);

/* The same for a netlist the client checks or generates itself (simulate, and
 * the fallbacks for a daemon without circuit.*): g->signals over its own
 * block. CLI_REJECTED after printing the error when the block cannot hold them. */
int cli_signals_into_netlist(const cli_globals *g, hs_netlist *nl);

#endif
