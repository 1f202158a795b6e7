/* Writing a netlist back to its JSON form (after spec-tag insertion, say), with
 * canonical type text everywhere. */
#include <stdio.h>
#include <stdlib.h>

#include "hs_netlist.h"

static json_t *type_json(const hs_type *t)
{
    char buf[HS_TYPE_TEXT_CAP];
    hs_type_print(t, buf, sizeof(buf));
    return json_string(buf);
}

static json_t *endpoint_json(const hs_netlist *nl, const hs_endpoint *ep)
{
    char buf[HS_NET_NAME_MAX * 2 + 16];
    if (ep->unit < 0)
        snprintf(buf, sizeof(buf), "%s", ep->port);
    else if (ep->elem >= 0)
        snprintf(buf, sizeof(buf), "%s.%s[%d]", nl->units[ep->unit].name, ep->port, ep->elem);
    else
        snprintf(buf, sizeof(buf), "%s.%s", nl->units[ep->unit].name, ep->port);
    return json_string(buf);
}

/* Parameters that read as integers are written as numbers, the rest as strings. */
static json_t *param_json(const char *text)
{
    char *end;
    long long v = strtoll(text, &end, 10);
    if (*text && *end == '\0')
        return json_integer(v);
    return json_string(text);
}

static json_t *ports_json(const hs_net_port *ports, int n)
{
    json_t *arr = json_array();
    for (int i = 0; i < n; i++)
        json_array_append_new(
            arr, json_pack("{s:s,s:o}", "name", ports[i].name, "type", type_json(&ports[i].type)));
    return arr;
}

json_t *hs_netlist_to_json(const hs_netlist *nl)
{
    json_t *units = json_array(), *chans = json_array();
    for (int i = 0; i < nl->n_units; i++) {
        const hs_net_unit *u = &nl->units[i];
        json_t *ju = json_pack("{s:s,s:s}", "name", u->name, "unit", u->unit);
        if (u->entity[0])
            json_object_set_new(ju, "entity", json_string(u->entity));
        if (u->black_box)
            json_object_set_new(ju, "black_box", json_true());
        if (u->has_bb)
            json_object_set_new(ju, "bb", json_integer(u->bb));
        if (u->float_bits)
            json_object_set_new(ju, "float_bits", json_integer(u->float_bits));
        if (u->n_params) {
            json_t *params = json_object();
            for (int k = 0; k < u->n_params; k++)
                json_object_set_new(params, u->params[k].key, param_json(u->params[k].value));
            json_object_set_new(ju, "params", params);
        }
        json_array_append_new(units, ju);
    }
    for (int i = 0; i < nl->n_chans; i++) {
        const hs_net_chan *c = &nl->chans[i];
        json_array_append_new(chans,
                              json_pack("{s:o,s:o,s:o}", "from", endpoint_json(nl, &c->from), "to",
                                        endpoint_json(nl, &c->to), "type", type_json(c->type)));
    }
    json_t *out = json_pack(
        "{s:s,s:o,s:o,s:o,s:o}", "name", nl->name, "inputs", ports_json(nl->inputs, nl->n_inputs),
        "outputs", ports_json(nl->outputs, nl->n_outputs), "units", units, "channels", chans);
    if (out && nl->n_signals > 0) { /* the design's own merge policies travel with it */
        json_t *sig = json_object();
        for (int i = 0; i < nl->n_signals; i++)
            json_object_set_new(
                sig, nl->signals[i].name,
                json_pack("{s:s}", "merge", hs_merge_name((hs_merge)nl->signals[i].merge)));
        json_object_set_new(out, "signals", sig);
    }
    return out;
}
