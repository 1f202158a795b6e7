/* Parameters that Dynamatic's IR leaves out and its RTL export fills in. An
 * extern (or a handshake op) without LATENCY is, in Dynamatic's flow, the
 * pipelined unit of its timing model: muli is a 4-stage multiplier, integer
 * division 35 stages, the int/float conversions 5 (data/components.json of
 * Dynamatic). hsgen's own default for these is 0 (combinational), which would
 * both change the circuit's cycle count and break the clock period that
 * Dynamatic's buffer placement assumed; so the readers take Dynamatic's. */
#include <string.h>

#include "mlir_impl.h"

static const struct {
    const char *unit, *key, *value;
} dynamatic_defaults[] = {
    {"handshake.muli", "latency", "4"},   {"handshake.divsi", "latency", "35"},
    {"handshake.divui", "latency", "35"}, {"handshake.remsi", "latency", "35"},
    {"handshake.sitofp", "latency", "5"}, {"handshake.uitofp", "latency", "5"},
    {"handshake.fptosi", "latency", "5"},
};

void mlir_dynamatic_defaults(hs_netlist *nl, int u)
{
    hs_net_unit *nu = &nl->units[u];
    for (size_t i = 0; i < sizeof(dynamatic_defaults) / sizeof(dynamatic_defaults[0]); i++) {
        if (strcmp(nu->unit, dynamatic_defaults[i].unit) != 0)
            continue;
        bool given = false;
        for (int p = 0; p < nu->n_params && !given; p++)
            given = strcmp(nu->params[p].key, dynamatic_defaults[i].key) == 0;
        if (!given)
            mlir_net_add_param(nl, u, dynamatic_defaults[i].key, dynamatic_defaults[i].value);
    }
}
