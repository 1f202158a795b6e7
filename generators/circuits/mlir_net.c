/* Building a netlist piece by piece, for the MLIR reader: units, parameters,
 * channels and circuit ports appended with growth, and the MLIR type forms
 * turned into hsgen types. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_str.h"
#include "mlir_impl.h"

int mlir_net_add_unit(hs_netlist *nl, const char *name, const char *unit)
{
    return mlir_net_add_unit_info(nl, name, unit, hs_catalog_find(unit));
}

/* As mlir_net_add_unit, with the catalog row already looked up. */
int mlir_net_add_unit_info(hs_netlist *nl, const char *name, const char *unit,
                           const hs_unit_info *info)
{
    if (nl->n_units >= HS_NET_MAX_UNITS)
        return -1;
    if (mlir_grow((void **)&nl->units, &nl->cap_units, nl->n_units + 1, sizeof(hs_net_unit)))
        return -1;
    hs_net_unit *u = &nl->units[nl->n_units];
    memset(u, 0, sizeof(*u));
    u->info = info;
    if (hs_netlist_unit_set(nl, nl->n_units, name, unit, ""))
        return -1;
    return nl->n_units++;
}

int mlir_net_reserve(hs_net_port **list, int n, int more)
{
    if (more <= 0)
        return 0;
    hs_net_port *p = realloc(*list, sizeof(hs_net_port) * ((size_t)n + (size_t)more));
    if (!p)
        return -1;
    *list = p;
    return 0;
}

int mlir_net_add_param(hs_netlist *nl, int unit, const char *key, const char *value)
{
    return hs_netlist_param_set(nl, unit, key, value);
}

int mlir_net_add_chan(hs_netlist *nl, hs_endpoint from, hs_endpoint to, const hs_type *t)
{
    if (nl->n_chans >= HS_NET_MAX_CHANNELS)
        return -1;
    if (mlir_grow((void **)&nl->chans, &nl->cap_chans, nl->n_chans + 1, sizeof(hs_net_chan)))
        return -1;
    const hs_type *shared = hs_netlist_type(nl, t);
    from.port = hs_netlist_name(nl, from.port);
    to.port = hs_netlist_name(nl, to.port);
    if (!shared || !from.port || !to.port)
        return -1;
    hs_net_chan *c = &nl->chans[nl->n_chans++];
    c->from = from;
    c->to = to;
    c->type = shared;
    return 0;
}

/* The port name is borrowed: what keeps the endpoint (mlir_net_add_chan,
 * mlir_values_def, mlir_values_use) takes the netlist's copy of it. */
hs_endpoint mlir_ep_unit(int unit, const char *port, int elem)
{
    return (hs_endpoint){.unit = unit, .cport = -1, .elem = elem, .port = port};
}

hs_endpoint mlir_ep_cport(int cport, const char *name)
{
    return (hs_endpoint){.unit = -1, .cport = cport, .elem = -1, .port = name};
}

/* Dynamatic prints channel types in a short form after an op's ':' ("<i32>",
 * "<>", "<[spec: i1]>"); the long forms and raw iN are hsgen's own syntax. */
int mlir_type(ms text, hs_type *t, hs_diag *d)
{
    char buf[HS_MAX_TYPE_TEXT + 16];
    if (text.n > HS_MAX_TYPE_TEXT)
        return hs_fail(d, HS_E_LIMIT, "type longer than %d characters", HS_MAX_TYPE_TEXT);
    if (text.n > 0 && text.s[0] == '<') {
        int i = 1;
        while (i < text.n && (text.s[i] == ' ' || text.s[i] == '\t'))
            i++;
        bool ctrl = i < text.n && (text.s[i] == '>' || text.s[i] == '[');
        snprintf(buf, sizeof(buf), "%s%.*s", ctrl ? "control" : "channel", text.n, text.s);
    } else {
        snprintf(buf, sizeof(buf), "%.*s", text.n, text.s);
    }
    return hs_type_parse(buf, t, d);
}
