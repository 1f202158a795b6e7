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
    _Alignas(16) char data[];
};

/* n bytes of the pool at an offset that is a multiple of `align` (a power of two up
 * to 16; chunks start at such an offset); NULL when out of memory. */
static char *pool_take(hs_netlist *nl, size_t n, size_t align)
{
    struct hs_net_strs *c = nl->strs;
    size_t at = c ? (c->used + align - 1) & ~(align - 1) : 0;
    if (!c || at > c->cap || c->cap - at < n) {
        size_t cap = n > CHUNK_BYTES ? n : CHUNK_BYTES;
        struct hs_net_strs *nc = malloc(sizeof(*nc) + cap);
        if (!nc)
            return NULL;
        nc->next = c;
        nc->used = 0;
        nc->cap = cap;
        nl->strs = c = nc;
        at = 0;
    }
    c->used = at + n;
    return c->data + at;
}

const char *hs_netlist_str(hs_netlist *nl, const char *s, size_t n)
{
    char *out = pool_take(nl, n + 1, 1);
    if (!out)
        return NULL;
    memcpy(out, s, n);
    out[n] = '\0';
    return out;
}

void *hs_netlist_pool_alloc(hs_netlist *nl, size_t n)
{
    return pool_take(nl, n, 16);
}

void hs_netlist_strs_free(hs_netlist *nl)
{
    for (struct hs_net_strs *c = nl->strs, *next; c; c = next) {
        next = c->next;
        free(c);
    }
    nl->strs = NULL;
}
