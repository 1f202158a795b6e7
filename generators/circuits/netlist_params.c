/* Unit parameters of a netlist. A unit's parameter array lives in the netlist's pool
 * (hs_netlist_pool_alloc), so the netlist is freed without a pass over its units. A parameter used
 * to be a request item (4 KB of room for the longest value) per key: a 10,000-op function's
 * parameters took 26 MB, most of the reader's memory. Values are copied once into the netlist's
 * string pool (netlist_strs.c); keys are the netlist's names (hs_netlist_name: one copy per
 * distinct key). */
#include <stdlib.h>
#include <string.h>

#include "hs_netlist.h"
#include "hs_type.h"

/* The room of a unit's parameter array holding n: 0, 2, 4, 8 ... (a unit has a few). */
static size_t param_room(int n)
{
    size_t r = n ? 2 : 0;
    while (r < (size_t)n)
        r *= 2;
    return r;
}

/* Keys keep to a request's key room and values to the longest type text, as when
 * parameters were request items. */
int hs_netlist_param_set(hs_netlist *nl, int unit, const char *key, const char *value)
{
    hs_net_unit *u = &nl->units[unit];
    size_t vn = strnlen(value, HS_MAX_TYPE_TEXT);
    const char *v = hs_netlist_str(nl, value, vn);
    if (!v)
        return -1;
    for (int i = 0; i < u->n_params; i++)
        if (strcmp(u->params[i].key, key) == 0) { /* the later spelling wins */
            u->params[i].value = v;
            return 0;
        }
    /* one copy per distinct key (a few per netlist), read by every pass that looks a
     * parameter up, instead of a copy per unit */
    const char *k = hs_netlist_name(nl, key);
    if (!k)
        return -1;
    if ((size_t)u->n_params == param_room(u->n_params)) { /* full: a room twice as big */
        hs_net_param *p =
            hs_netlist_pool_alloc(nl, sizeof(hs_net_param) * param_room(u->n_params + 1));
        if (!p)
            return -1;
        if (u->n_params)
            memcpy(p, u->params, sizeof(hs_net_param) * (size_t)u->n_params);
        u->params = p;
    }
    hs_net_param *p = u->params;
    p[u->n_params].key = k;
    p[u->n_params].value = v;
    u->n_params++;
    return 0;
}
