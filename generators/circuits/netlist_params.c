/* Unit parameters of a netlist and the string pool that holds their text. A
 * parameter used to be a request item (4 KB of room for the longest value) per
 * key: a 10,000-op function's parameters took 26 MB, most of the reader's memory.
 * Keys and values are now copied once into chunks the netlist owns. */
#include <stdlib.h>
#include <string.h>

#include "hs_netlist.h"
#include "hs_type.h"

#define CHUNK_BYTES 16384

struct hs_net_strs {
    struct hs_net_strs *next; /* the chunk filled before this one */
    size_t used, cap;
    char data[];
};

const char *hs_netlist_str(hs_netlist *nl, const char *s, size_t n)
{
    struct hs_net_strs *c = nl->strs;
    if (!c || c->cap - c->used < n + 1) {
        size_t cap = n + 1 > CHUNK_BYTES ? n + 1 : CHUNK_BYTES;
        struct hs_net_strs *nc = malloc(sizeof(*nc) + cap);
        if (!nc)
            return NULL;
        nc->next = c;
        nc->used = 0;
        nc->cap = cap;
        nl->strs = c = nc;
    }
    char *out = c->data + c->used;
    memcpy(out, s, n);
    out[n] = '\0';
    c->used += n + 1;
    return out;
}

void hs_netlist_strs_free(hs_netlist *nl)
{
    for (struct hs_net_strs *c = nl->strs, *next; c; c = next) {
        next = c->next;
        free(c);
    }
    nl->strs = NULL;
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
    const char *k = hs_netlist_str(nl, key, strnlen(key, HS_NET_NAME_MAX - 1));
    hs_net_param *p = realloc(u->params, sizeof(hs_net_param) * (size_t)(u->n_params + 1));
    if (!k || !p)
        return -1;
    u->params = p;
    p[u->n_params].key = k;
    p[u->n_params].value = v;
    u->n_params++;
    return 0;
}
