/* From a resolved hs_unit (and the configuration it was verified against) to the
 * sim_unit the testbench and the models work on. */
#include <stdio.h>
#include <string.h>

#include "sim_adapt.h"

/* Copies one extra signal with the policy and source/sink values the configuration
 * gives its name: the models need exactly what the generator was told. */
static void adapt_sig(const hs_extra *x, const hs_config *cfg, sim_sig *s)
{
    memset(s, 0, sizeof *s);
    snprintf(s->name, sizeof s->name, "%s", x->name);
    s->width = x->width;
    s->up = x->up != 0;
    s->merge = hs_config_merge(cfg, x->name);
    const hs_signal_cfg *sc = hs_config_signal(cfg, x->name);
    if (sc) {
        s->has_source = sc->has_source;
        s->source = sc->source;
        s->has_sink = sc->has_sink;
        s->sink = sc->sink;
    }
}

/* Port i of u as the testbench drives it; shared by sim_adapt and the round trips
 * (sim_round_trip.c), whose two channels are ports of two different units. Returns
 * 0, or -1 with the reason when the port is a raw bus or beyond the harness's limits. */
int sim_adapt_port(const hs_unit *u, int i, const hs_config *cfg, sim_port *p, char *why,
                   size_t cap)
{
    const hs_port_info *pi = &u->info->ports[i];
    const hs_unit_port *up = &u->port[i];
    if (up->type.kind == HS_T_RAW) {
        snprintf(why, cap, "port %s is a raw bus (no handshake to simulate)", pi->name);
        return -1;
    }
    if (up->type.n_extra > SIM_MAX_SIGS || up->type.width > 64) {
        snprintf(why, cap, "port %s is beyond the harness's limits (64 data bits, %d signals)",
                 pi->name, SIM_MAX_SIGS);
        return -1;
    }
    memset(p, 0, sizeof *p);
    snprintf(p->name, sizeof p->name, "%s", pi->name);
    p->out = pi->dir == HS_OUT;
    p->array = pi->array;
    p->count = pi->array ? up->count : 1;
    p->width = up->type.kind == HS_T_CONTROL ? 0 : up->type.width;
    p->n_sig = up->type.n_extra;
    for (int k = 0; k < p->n_sig; k++) {
        adapt_sig(&up->type.extra[k], cfg, &p->sig[k]);
        if (p->sig[k].width > 64) {
            snprintf(why, cap, "signal %s is wider than 64 bits", p->sig[k].name);
            return -1;
        }
    }
    return 0;
}

/* Fills su; returns 0, or -1 with the reason when the unit has ports a handshake
 * testbench cannot drive (raw buses) or exceeds the harness's limits. */
int sim_adapt(const hs_unit *u, const hs_config *cfg, sim_unit *su, char *why, size_t cap)
{
    memset(su, 0, sizeof *su);
    const char *bare = u->info->name;
    if (strncmp(bare, "handshake.", 10) == 0)
        bare += 10;
    snprintf(su->unit, sizeof su->unit, "%s", bare);
    snprintf(su->entity, sizeof su->entity, "%s", u->name);
    for (int i = 0; i < u->info->n_params; i++) {
        const hs_param_info *pi = &u->info->params[i];
        if (pi->kind == HS_P_SIGNAL) { /* the signal's name as text, its width as value */
            sim_unit_add_param(su, pi->name, u->signal.width, u->signal.name);
            continue;
        }
        sim_unit_add_param(su, pi->name, u->param[i],
                           pi->kind == HS_P_ENUM ? hs_unit_param_text(u, pi->name) : NULL);
    }
    if (u->info->part_ports) { /* raw part ports, one per extra signal, beyond the table */
        snprintf(why, cap, "%s has raw part ports (simulated as round trips: --group round_trip)",
                 bare);
        return -1;
    }
    for (int i = 0; i < u->info->n_ports; i++) {
        sim_port p;
        if (!u->port[i].present)
            continue;
        if (sim_adapt_port(u, i, cfg, &p, why, cap))
            return -1;
        if (sim_unit_add_port(su, &p) < 0) {
            snprintf(why, cap, "more than %d channels", SIM_MAX_CHANS);
            return -1;
        }
    }
    return 0;
}
