/* The token-level netlist interpreter of `hsgen simulate`: an independent
 * reading of what a circuit computes, to hold the simulated HDL against. Each
 * channel is an unbounded queue; a unit fires when its inputs allow (all of
 * them for a join-like unit, any one for a merge, the index and the chosen
 * input for a mux). Sources, and units fed only by sources (constants), are
 * endless: their channels always hold the same token. Extra signals are not
 * modelled: the interpreter follows data (integers, f32 and f64). A memory controller and the ram
 * on its raw block-RAM buses are one memory: each load reads it as the stores taken so far left it,
 * each store writes it, and memEnd comes once memStart and ctrlEnd came and the stores the ctrl
 * tokens announced are done; load and store units pass their address and data on independently; raw
 * buses carry no tokens. Each unit's behaviour is its model (sim_interp_models.c), found
 * from the unit's catalog row when the netlist is wired; this file wires and runs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim_interp.h"
#include "sim_interp_unit.h"

#define MAX_FIRINGS 20000000L

/* The ports of each unit in port order (catalog order, elements ascending). */
/* bundle/unbundle: the raw part ports (one per extra signal, outside the port
 * table), after the table's ports. */
static int wire_parts(const hs_netlist *nl, int u, sim_iunit *x, char *why, size_t cap)
{
    const hs_unit_info *info = x->nu->info;
    for (int k = 0; k < nl->n_chans; k++)
        for (int side = 0; side < 2; side++) {
            const hs_endpoint *ep = side ? &nl->chans[k].from : &nl->chans[k].to;
            bool table = false;
            for (int p = 0; p < info->n_ports && !table; p++)
                table = strcmp(info->ports[p].name, ep->port) == 0;
            if (ep->unit != u || table)
                continue;
            if (x->n_in == SIM_MAX_ELEMS || x->n_out == SIM_MAX_ELEMS) {
                snprintf(why, cap, "unit %s: more than %d port elements are not modelled",
                         x->nu->name, SIM_MAX_ELEMS);
                return -1;
            }
            if (side)
                x->out[x->n_out++] = k;
            else
                x->in[x->n_in++] = k;
        }
    return 0;
}

static int wire_units(const hs_netlist *nl, sim_iunit *us, char *why, size_t cap)
{
    for (int u = 0; u < nl->n_units; u++) {
        sim_iunit *x = &us[u];
        x->nu = &nl->units[u];
        const hs_unit_info *info = x->nu->info;
        x->data_in = x->data_out = -1;
        if (!info) {
            snprintf(why, cap, "unit %s (%s) is not modelled", x->nu->name, x->nu->unit);
            return -1;
        }
        for (int p = 0; p < info->n_ports; p++) {
            const hs_port_info *pi = &info->ports[p];
            for (int e = 0;; e++) {
                int found = -1;
                for (int k = 0; k < nl->n_chans && found < 0; k++) {
                    const hs_endpoint *ep =
                        pi->dir == HS_IN ? &nl->chans[k].to : &nl->chans[k].from;
                    if (ep->unit == u && strcmp(ep->port, pi->name) == 0 &&
                        ep->elem == (pi->array ? e : -1))
                        found = k;
                }
                if (found < 0)
                    break;
                if (x->n_in == SIM_MAX_ELEMS || x->n_out == SIM_MAX_ELEMS) {
                    snprintf(why, cap, "unit %s: more than %d port elements are not modelled",
                             x->nu->name, SIM_MAX_ELEMS);
                    return -1;
                }
                if (strcmp(pi->name, "data") == 0)
                    *(pi->dir == HS_IN ? &x->data_in : &x->data_out) =
                        pi->dir == HS_IN ? x->n_in : x->n_out;
                if (pi->dir == HS_IN)
                    x->in[x->n_in++] = found;
                else
                    x->out[x->n_out++] = found;
                if (!pi->array)
                    break;
            }
        }
        if (info->part_ports && wire_parts(nl, u, x, why, cap))
            return -1;
    }
    return 0;
}

/* Units fed by endless channels only become endless themselves (a constant
 * after a source): their one token is computed once. */
static void mark_endless(sim_iunit *us, int n, sim_queue *q)
{
    bool changed = true;
    while (changed) {
        changed = false;
        for (int u = 0; u < n; u++) {
            sim_iunit *x = &us[u];
            if (x->lazy || x->model->never_endless || x->n_out == 0)
                continue;
            bool all = true;
            for (int i = 0; i < x->n_in && all; i++)
                all = q[x->in[i]].endless;
            if (!all)
                continue;
            x->model->fire(x, q);
            for (int o = 0; o < x->n_out; o++) {
                sim_queue *oq = &q[x->out[o]];
                oq->endless = true;
                oq->value = oq->n ? oq->v[oq->n - 1] : 0;
                oq->n = oq->head = 0;
            }
            x->lazy = true;
            changed = true;
        }
    }
}

/* A merge (a row valid when any input is, HS_VALID_ANY_INPUT: merge, control_merge)
 * with an input that is always valid (a source's constant; speculation v2's generated
 * condition) takes that input whenever the other has no token yet: what it outputs
 * depends on timing, which the interpreter does not model (it would take the endless
 * input forever). 0, or -1 with the reason. */
static int check_merge(const sim_iunit *x, const sim_queue *q, char *why, size_t cap)
{
    if (x->lazy || !x->nu->info || x->nu->info->valid_rule != HS_VALID_ANY_INPUT)
        return 0;
    for (int i = 0; i < x->n_in; i++)
        if (q[x->in[i]].endless) {
            snprintf(why, cap,
                     "%s %s has an input that is always valid (a source's constant): which "
                     "input it takes depends on timing, which the interpreter does not model",
                     x->model->unit, x->nu->name);
            return -1;
        }
    return 0;
}

int sim_interpret(const hs_netlist *nl, const sim_tokens *in, int runs, sim_tokens *out,
                  long *firings, char *why, size_t cap)
{
    sim_iunit *us = calloc((size_t)nl->n_units + 1, sizeof(sim_iunit));
    sim_queue *q = calloc((size_t)nl->n_chans + 1, sizeof(sim_queue));
    int rc = us && q ? wire_units(nl, us, why, cap) : -1;
    for (int u = 0; rc == 0 && u < nl->n_units; u++)
        if (!(us[u].model = sim_imodel_find(us[u].nu->info))) {
            snprintf(why, cap, "unit %s (%s) is not modelled", us[u].nu->name, us[u].nu->unit);
            rc = -1;
        } else if (us[u].model->setup) {
            rc = us[u].model->setup(nl, u, &us[u], why, cap);
        }
    for (int k = 0; rc == 0 && k < nl->n_chans; k++) {
        const hs_type *t = nl->chans[k].type;
        if (t->width > 64 || (t->dtype == 'f' && t->width != 32 && t->width != 64)) {
            snprintf(why, cap,
                     "channel of %s: only integers up to 64 bits, f32 and f64 are "
                     "modelled",
                     nl->chans[k].to.port);
            rc = -1;
        }
        q[k].fl = t->dtype == 'f';
        q[k].width = t->kind == HS_T_CONTROL ? 0 : t->width;
    }
    long fired = 0;
    if (rc == 0)
        mark_endless(us, nl->n_units, q);
    for (int u = 0; rc == 0 && u < nl->n_units; u++)
        rc = check_merge(&us[u], q, why, cap);
    for (int r = 0; rc == 0 && r < runs && fired < MAX_FIRINGS; r++) {
        for (int k = 0; k < nl->n_chans; k++) /* run r's tokens, once run r - 1 is done */
            if (nl->chans[k].from.unit < 0 && r < in[nl->chans[k].from.cport].n)
                sim_push(&q[k], in[nl->chans[k].from.cport].v[r]);
        bool any = true;
        while (any && fired < MAX_FIRINGS) {
            any = false;
            for (int u = 0; u < nl->n_units; u++)
                if (!us[u].lazy && us[u].model->fire(&us[u], q)) {
                    any = true;
                    fired++;
                }
        }
    }
    if (rc == 0) {
        if (fired >= MAX_FIRINGS) {
            snprintf(why, cap, "no end after %ld firings", fired);
            rc = -1;
        }
    }
    for (int i = 0; i < nl->n_outputs; i++)
        out[i].n = 0;
    for (int k = 0; rc == 0 && k < nl->n_chans; k++) {
        if (nl->chans[k].to.unit >= 0)
            continue;
        sim_tokens *o = &out[nl->chans[k].to.cport];
        if (nl->chans[k].from.unit < 0) { /* a pass-through */
            for (int j = 0; j < in[nl->chans[k].from.cport].n && o->n < SIM_MAX_TOKENS; j++)
                o->v[o->n++] = in[nl->chans[k].from.cport].v[j];
            continue;
        }
        for (int j = q[k].head; j < q[k].n && o->n < SIM_MAX_TOKENS; j++)
            o->v[o->n++] = q[k].v[j];
    }
    for (int k = 0; q && k < nl->n_chans; k++)
        free(q[k].v);
    for (int u = 0; us && u < nl->n_units; u++) {
        free(us[u].mem);
        free(us[u].order.v);
        sim_lsq_free(us[u].lsq);
    }
    free(q);
    free(us);
    if (firings)
        *firings = fired;
    return rc;
}
