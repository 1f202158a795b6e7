/* The names of a netlist's endpoints and units, held once by the netlist. An endpoint
 * used to hold its port name inline (64 bytes, two to a channel) and a unit its name,
 * kind and entity (232 bytes a unit): a 10,000-op circuit's channels, units, values
 * and uses then took several megabytes that every pass over them read. They now
 * point at the netlist's copies: one per distinct port name, unit kind or entity,
 * and one per unit name. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hs_netlist.h"

#include "netlist_strtab.h"

#define RECENT 64

/* A name asked for lately (its address as given) and the copy handed out. */
typedef struct {
    const char *in, *out;
} port_recent;

struct hs_net_names {
    hs_strtab tab; /* the copies (in the netlist's pool) */
    /* most names are asked for again from the same address (a literal, a catalog
     * name, the copy itself passed on): found without hashing, once the text at
     * that address is seen to still equal the copy */
    port_recent recent[RECENT];
};

static size_t recent_slot(const char *s)
{
    return ((uintptr_t)s >> 2) & (RECENT - 1);
}

/* FNV-1a over the name's bytes. */
static uint32_t name_hash(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (uint8_t)s[i]) * 16777619u;
    return h;
}

/* The name looked up: its bytes and length. */
typedef struct {
    const char *s;
    size_t n;
} name_key;

static bool same_name(const char *copy, const void *key)
{
    const name_key *k = key;
    return strncmp(copy, k->s, k->n) == 0 && copy[k->n] == '\0'; /* stops at copy's end */
}

const char *hs_netlist_name_n(hs_netlist *nl, const char *s, size_t n)
{
    struct hs_net_names *p = nl->names;
    if (!p && !(p = nl->names = calloc(1, sizeof(*p))))
        return NULL;
    if (hs_strtab_reserve(&p->tab, 1))
        return NULL;
    uint32_t h = name_hash(s, n), at;
    name_key key = {s, n};
    const char *found = hs_strtab_find(&p->tab, h, same_name, &key, &at);
    if (found)
        return found;
    const char *copy = hs_netlist_str(nl, s, n);
    if (copy)
        hs_strtab_put(&p->tab, at, h, copy);
    return copy;
}

const char *hs_netlist_name(hs_netlist *nl, const char *s)
{
    port_recent *r = nl->names ? &nl->names->recent[recent_slot(s)] : NULL;
    if (r && r->in == s) {
        if (s == r->out) /* a copy itself */
            return s;
        const char *a = s, *b = r->out;
        while (*a && *a == *b)
            a++, b++;
        if (*a == *b)
            return r->out;
    }
    const char *out = hs_netlist_name_n(nl, s, strnlen(s, HS_NET_NAME_MAX - 1));
    if (out) {
        nl->names->recent[recent_slot(s)] = (port_recent){s, out};
        nl->names->recent[recent_slot(out)] = (port_recent){out, out};
    }
    return out;
}

void hs_netlist_names_free(hs_netlist *nl)
{
    if (!nl->names)
        return;
    hs_strtab_free(&nl->names->tab);
    free(nl->names);
    nl->names = NULL;
}

int hs_netlist_unit_set(hs_netlist *nl, int u, const char *name, const char *unit,
                        const char *entity)
{
    hs_net_unit *nu = &nl->units[u];
    if (name && !(nu->name = hs_netlist_str(nl, name, strnlen(name, HS_NET_NAME_MAX - 1))))
        return -1;
    if (unit && !(nu->unit = hs_netlist_name(nl, unit)))
        return -1;
    if (entity && !(nu->entity = entity[0] ? hs_netlist_name(nl, entity) : ""))
        return -1;
    return 0;
}
