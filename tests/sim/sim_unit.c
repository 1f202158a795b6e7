/* Helpers over sim_unit: parameter look-up and the port/channel flattening. */
#include <stdio.h>
#include <string.h>

#include "sim.h"

/* Models read parameters by name; a missing one takes the model's default. */
int64_t sim_param_get(const sim_unit *u, const char *name, int64_t def)
{
    for (int i = 0; i < u->n_params; i++)
        if (strcmp(u->param[i].name, name) == 0)
            return u->param[i].value;
    return def;
}

/* Enum parameters (cmpi predicate, buffer type) are compared as text. */
const char *sim_param_text(const sim_unit *u, const char *name)
{
    for (int i = 0; i < u->n_params; i++)
        if (strcmp(u->param[i].name, name) == 0)
            return u->param[i].text;
    return "";
}

/* Models address ports by their Dynamatic names. */
int sim_port_index(const sim_unit *u, const char *name)
{
    for (int i = 0; i < u->n_ports; i++)
        if (strcmp(u->port[i].name, name) == 0)
            return i;
    return -1;
}

/* The channel of port `port` element `elem` (elem ignored for plain ports). */
int sim_chan_of(const sim_unit *u, const char *port, int elem)
{
    int p = sim_port_index(u, port);
    if (p < 0)
        return -1;
    if (!u->port[p].array)
        return u->port[p].first_chan;
    if (elem < 0 || (unsigned)elem >= u->port[p].count)
        return -1;
    return u->port[p].first_chan + elem;
}

/* The port a channel belongs to (its width and extra signals). */
const sim_port *sim_chan_port(const sim_unit *u, int ch)
{
    return &u->port[u->chan[ch].port];
}

/* The adapter records the parameters the models and the matrix need. */
void sim_unit_add_param(sim_unit *u, const char *name, int64_t value, const char *text)
{
    if (u->n_params >= SIM_MAX_PARAMS)
        return;
    sim_param *p = &u->param[u->n_params++];
    snprintf(p->name, sizeof p->name, "%s", name);
    p->value = value;
    snprintf(p->text, sizeof p->text, "%s", text ? text : "");
}

/* Ports are flattened into channels once, here, so every later stage iterates channels. */
int sim_unit_add_port(sim_unit *u, const sim_port *p)
{
    unsigned n = p->array ? p->count : 1;
    if (u->n_ports >= SIM_MAX_PORTS || u->n_chans + (int)n > SIM_MAX_CHANS)
        return -1;
    int idx = u->n_ports++;
    u->port[idx] = *p;
    u->port[idx].first_chan = u->n_chans;
    for (unsigned e = 0; e < n; e++) {
        u->chan[u->n_chans].port = idx;
        u->chan[u->n_chans].elem = p->array ? (int)e : -1;
        u->n_chans++;
    }
    return idx;
}
