/* The netlist's string pool: parameter values, interned names, unit names and kinds
 * are copied into chunks the netlist owns, one allocation for many strings, freed
 * together with the netlist. */
#include <stdlib.h>
#include <string.h>

#include "hs_netlist.h"

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
