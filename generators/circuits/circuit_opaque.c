/* Black boxes and externally generated units in a circuit: hsgen knows only
 * their connections, so their interface is made from those, one channel port
 * per connected port element, named as hsgen names a unit's ports (P, P_valid,
 * P_ready, P_SIGNAL; element i of an array as P_i, as Dynamatic flattens them in
 * hw.module.extern declarations). */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "circuit_opaque.h"

/* The port name on the opaque module: the hw.module.extern's flattened naming. */
void hs_opaque_formal(const hs_endpoint *ep, char *out, size_t cap)
{
    if (ep->elem >= 0)
        snprintf(out, cap, "%s_%d", ep->port, ep->elem);
    else
        snprintf(out, cap, "%s", ep->port);
}

/* The module name: the one the design gives (an extern's), else one made from the
 * unit's kind and instance so it cannot clash with hsgen's signature names. */
void hs_opaque_entity(const hs_netlist *nl, int u, char *out, size_t cap)
{
    const hs_net_unit *nu = &nl->units[u];
    if (nu->entity[0]) {
        snprintf(out, cap, "%s", nu->entity);
        return;
    }
    const char *kind = strrchr(nu->unit, '.');
    kind = kind ? kind + 1 : nu->unit;
    char clean[HS_NET_NAME_MAX];
    size_t n = 0;
    for (; kind[n] && n + 1 < sizeof(clean); n++)
        clean[n] = isalnum((unsigned char)kind[n]) ? kind[n] : '_';
    clean[n] = '\0';
    snprintf(out, cap, "%.24s_%s", isalpha((unsigned char)clean[0]) ? clean : "ext", nu->name);
}

/* What an external generator needs to write the unit, as its {params}. */
json_t *hs_opaque_request(const hs_netlist *nl, int u, const hs_net_conn *cs, int lo, int hi)
{
    const hs_net_unit *nu = &nl->units[u];
    json_t *ports = json_object(), *params = json_object();
    for (int k = lo; k < hi; k++) {
        const hs_net_chan *c = &nl->chans[cs[k].chan];
        char formal[2 * HS_NET_NAME_MAX], type[HS_TYPE_TEXT_CAP];
        hs_opaque_formal(cs[k].out ? &c->from : &c->to, formal, sizeof(formal));
        hs_type_print(c->type, type, sizeof(type));
        json_object_set_new(
            ports, formal,
            json_pack("{s:s,s:s}", "direction", cs[k].out ? "out" : "in", "type", type));
    }
    for (int i = 0; i < nu->n_params; i++)
        json_object_set_new(params, nu->params[i].key, json_string(nu->params[i].value));
    return json_pack("{s:s,s:o,s:o}", "unit", nu->unit, "ports", ports, "params", params);
}

/* Ties what a stub drives to 0: downstream signals of an output, ready and
 * upstream signals of an input. */
static void tie_off(hw_module *m, const hs_chan *ch, bool out)
{
    if (out && ch->has_data)
        hw_const(m, ch->data, 0, false);
    if (!ch->has_hs)
        return;
    hw_const(m, out ? ch->valid : ch->ready, 0, false);
    for (unsigned k = 0; k < ch->n_extra; k++)
        if ((ch->type->extra[k].up != 0) != out)
            hw_const(m, ch->extra[k], 0, false);
}

/* The module the top instantiates: a declaration for the printers, or the stub. */
hw_module *hs_opaque_module(hw_design *des, const hs_netlist *nl, const char *entity,
                            const hs_net_conn *cs, int lo, int hi, bool stub)
{
    hw_module *m = hw_module_new(des, entity);
    hw_sig_id clk, rst;
    hw_add_clock_reset(m, &clk, &rst);
    for (int k = lo; k < hi; k++) {
        const hs_net_chan *c = &nl->chans[cs[k].chan];
        char formal[2 * HS_NET_NAME_MAX];
        hs_opaque_formal(cs[k].out ? &c->from : &c->to, formal, sizeof(formal));
        hs_chan ch = hs_chan_port_decl(des, m, hw_strfmt(des, "%s", formal), c->type, cs[k].out);
        if (stub)
            tie_off(m, &ch, cs[k].out);
    }
    return m;
}
