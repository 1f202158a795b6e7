/* The circuit interpreter's view of a netlist (model_circuit.h): each unit resolved
 * as the generator resolves it, adapted as the unit tests adapt it, and paired with
 * its reference model; which channel each of its ports is; which units fire on demand. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_unit.h"
#include "model_circuit.h"
#include "sim_adapt.h"

/* The unit's own view (sim_unit) comes from the same resolution the generator uses,
 * so widths, parameters and policies in the model are exactly those of the HDL. */
static int adapt_unit(const hs_netlist *nl, int i, const hs_config *cfg, ci_unit *cu, char *why,
                      size_t cap)
{
    hs_request req;
    hs_diag d;
    hs_diag_clear(&d);
    hs_unit *u = hs_unit_new();
    int rc = u ? hs_netlist_unit_request(nl, i, &req, &d) : -1;
    if (u && rc == 0)
        rc = hs_unit_resolve(&req, cfg->default_hdl, cfg, u, &d);
    if (u)
        hs_request_free(&req);
    if (rc) {
        snprintf(why, cap, "unit %s does not resolve: %s", nl->units[i].name, d.message);
    } else if (sim_adapt(u, cfg, &cu->su, why, cap)) {
        rc = -1;
    } else if (!(cu->model = sim_model_nonspec(&cu->su, cu->skip)) &&
               !(cu->model = sim_model_find(cu->su.unit))) {
        snprintf(why, cap, "unit %s: no reference model for %s", nl->units[i].name, cu->su.unit);
        rc = -1;
    }
    hs_unit_free(u);
    snprintf(cu->name, sizeof cu->name, "%s", nl->units[i].name);
    cu->merge = !strcmp(cu->su.unit, "merge") || !strcmp(cu->su.unit, "control_merge");
    cu->mux = !strcmp(cu->su.unit, "mux");
    cu->split = !strcmp(cu->su.unit, "store");
    return rc;
}

/* Pairs each of the unit's channels with the netlist channel on that port element. */
static int map_channels(const hs_netlist *nl, int i, ci_unit *cu, char *why, size_t cap)
{
    for (int c = 0; c < cu->su.n_chans; c++)
        cu->chan[c] = -1;
    for (int k = 0; k < nl->n_chans; k++) {
        const hs_endpoint *ends[2] = {&nl->chans[k].from, &nl->chans[k].to};
        for (int s = 0; s < 2; s++) {
            if (ends[s]->unit != i)
                continue;
            int c = sim_chan_of(&cu->su, ends[s]->port, ends[s]->elem);
            if (c < 0) {
                snprintf(why, cap, "unit %s has no port %s", cu->name, ends[s]->port);
                return -1;
            }
            cu->chan[c] = k;
        }
    }
    for (int c = 0; c < cu->su.n_chans; c++)
        if (cu->chan[c] < 0) {
            snprintf(why, cap, "unit %s: a port is not connected", cu->name);
            return -1;
        }
    return 0;
}

/* A unit fires on demand when nothing but sources feed it (a source, a constant
 * triggered by a source): otherwise it would produce tokens without end. */
static void mark_lazy(ci_circuit *c)
{
    bool changed = true;
    while (changed) {
        changed = false;
        for (int i = 0; i < c->n_units; i++) {
            ci_unit *cu = &c->units[i];
            if (cu->lazy || cu->merge)
                continue;
            bool all = true;
            for (int k = 0; k < cu->su.n_chans && all; k++) {
                if (sim_chan_port(&cu->su, k)->out)
                    continue;
                int p = c->producer[cu->chan[k]];
                all = p >= 0 && c->units[p].lazy;
            }
            if (all) { /* no inputs at all: a source */
                cu->lazy = true;
                changed = true;
            }
        }
    }
}

/* Everything the interpreter needs, built once and shared by every schedule. */
int ci_build(const hs_netlist *nl, const hs_config *cfg, ci_circuit *c, char *why, size_t cap)
{
    memset(c, 0, sizeof *c);
    c->nl = nl;
    c->n_units = nl->n_units;
    c->units = calloc((size_t)nl->n_units + 1, sizeof *c->units);
    c->producer = calloc((size_t)nl->n_chans + 1, sizeof *c->producer);
    if (!c->units || !c->producer) {
        snprintf(why, cap, "out of memory");
        return -1;
    }
    for (int i = 0; i < nl->n_units; i++)
        if (adapt_unit(nl, i, cfg, &c->units[i], why, cap) ||
            map_channels(nl, i, &c->units[i], why, cap))
            return -1;
    for (int k = 0; k < nl->n_chans; k++)
        c->producer[k] = nl->chans[k].from.unit;
    mark_lazy(c);
    return 0;
}

/* Releases what ci_build allocated. */
void ci_free(ci_circuit *c)
{
    free(c->units);
    free(c->producer);
    memset(c, 0, sizeof *c);
}
