/* The port names of a netlist's endpoints, one copy per distinct name. An endpoint
 * used to hold its port name inline (64 bytes, two to a channel): a 10,000-op
 * circuit's channels, values and uses then took several megabytes that every pass
 * over them read. Endpoints now point at the netlist's copy of the name. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hs_netlist.h"

#define RECENT 64

typedef struct {
    const char *s; /* the pool's copy, NULL = empty */
    uint32_t n, h;
} port_slot;

/* A name asked for lately (its address as given) and the copy handed out. */
typedef struct {
    const char *in, *out;
} port_recent;

struct hs_net_ports {
    port_slot *slot; /* open addressing */
    size_t n, n_slot;
    /* most names are asked for again from the same address (a literal, a catalog
     * name, the copy itself passed on): found without hashing, once the text at
     * that address is seen to still equal the copy */
    port_recent recent[RECENT];
};

/* FNV-1a over the name's bytes. */
static uint32_t name_hash(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (uint8_t)s[i]) * 16777619u;
    return h;
}

/* Rebuilds the slots at n_slot (a power of two). */
static int rehash(struct hs_net_ports *p, size_t n_slot)
{
    port_slot *slot = calloc(n_slot, sizeof(*slot));
    if (!slot)
        return -1;
    for (size_t i = 0; i < p->n_slot; i++) {
        if (!p->slot[i].s)
            continue;
        size_t k = p->slot[i].h & (n_slot - 1);
        while (slot[k].s)
            k = (k + 1) & (n_slot - 1);
        slot[k] = p->slot[i];
    }
    free(p->slot);
    p->slot = slot;
    p->n_slot = n_slot;
    return 0;
}

const char *hs_netlist_port_n(hs_netlist *nl, const char *s, size_t n)
{
    struct hs_net_ports *p = nl->ports;
    if (!p && !(p = nl->ports = calloc(1, sizeof(*p))))
        return NULL;
    if ((p->n + 1) * 2 > p->n_slot && rehash(p, p->n_slot ? p->n_slot * 2 : 64))
        return NULL;
    uint32_t h = name_hash(s, n);
    size_t k = h & (p->n_slot - 1);
    for (; p->slot[k].s; k = (k + 1) & (p->n_slot - 1)) {
        const port_slot *t = &p->slot[k];
        if (t->h == h && t->n == n && memcmp(t->s, s, n) == 0)
            return t->s;
    }
    const char *copy = hs_netlist_str(nl, s, n);
    if (!copy)
        return NULL;
    p->slot[k] = (port_slot){copy, (uint32_t)n, h};
    p->n++;
    return copy;
}

const char *hs_netlist_port(hs_netlist *nl, const char *s)
{
    port_recent *r = nl->ports ? &nl->ports->recent[((uintptr_t)s >> 2) & (RECENT - 1)] : NULL;
    if (r && r->in == s) {
        const char *a = s, *b = r->out;
        while (*a && *a == *b)
            a++, b++;
        if (*a == *b)
            return r->out;
    }
    const char *out = hs_netlist_port_n(nl, s, strnlen(s, HS_NET_NAME_MAX - 1));
    if (out) {
        r = &nl->ports->recent[((uintptr_t)s >> 2) & (RECENT - 1)];
        r->in = s;
        r->out = out;
    }
    return out;
}

void hs_netlist_ports_free(hs_netlist *nl)
{
    if (!nl->ports)
        return;
    free(nl->ports->slot);
    free(nl->ports);
    nl->ports = NULL;
}
