/* The types of a netlist's channels, one copy per distinct type. A type is
 * 2.3 KB (room for 64 extra signals); a circuit of 30,000 channels mostly
 * repeats a few types, so channels point into this pool instead of each
 * holding a copy, which kept the whole pipeline busy with page faults. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hs_netlist.h"

struct hs_net_types {
    hs_type **list; /* owned copies, in first-use order */
    int n, cap;
    int *slot; /* open addressing: index into list + 1, 0 = empty */
    size_t n_slot;
};

/* FNV-1a over the fields that make a type (bytes past a name's NUL and past
 * n_extra are not part of it). */
static uint64_t type_hash(const hs_type *t)
{
    uint64_t h = 1469598103934665603ULL;
#define MIX(b) (h = (h ^ (uint8_t)(b)) * 1099511628211ULL)
    MIX(t->kind);
    MIX(t->dtype);
    MIX(t->width);
    MIX(t->width >> 8);
    MIX(t->n_extra);
    for (unsigned k = 0; k < t->n_extra; k++) {
        for (const char *c = t->extra[k].name; *c; c++)
            MIX(*c);
        MIX(0);
        MIX(t->extra[k].width);
        MIX(t->extra[k].width >> 8);
        MIX(t->extra[k].up);
        MIX(t->extra[k].named);
    }
#undef MIX
    return h;
}

/* Equality over the same fields as type_hash. */
static bool type_same(const hs_type *a, const hs_type *b)
{
    if (a->kind != b->kind || a->dtype != b->dtype || a->width != b->width ||
        a->n_extra != b->n_extra)
        return false;
    for (unsigned k = 0; k < a->n_extra; k++)
        if (strcmp(a->extra[k].name, b->extra[k].name) != 0 ||
            a->extra[k].width != b->extra[k].width || a->extra[k].up != b->extra[k].up ||
            a->extra[k].named != b->extra[k].named)
            return false;
    return true;
}

/* Rebuilds the hash slots at twice the entries' count, at least 64. */
static int rehash(struct hs_net_types *p, size_t n_slot)
{
    int *slot = calloc(n_slot, sizeof(int));
    if (!slot)
        return -1;
    for (int i = 0; i < p->n; i++) {
        size_t s = (size_t)type_hash(p->list[i]) & (n_slot - 1);
        while (slot[s])
            s = (s + 1) & (n_slot - 1);
        slot[s] = i + 1;
    }
    free(p->slot);
    p->slot = slot;
    p->n_slot = n_slot;
    return 0;
}

/* Interns t: the pool's copy of an equal type, or a new copy of its used part. */
const hs_type *hs_netlist_type(hs_netlist *nl, const hs_type *t)
{
    struct hs_net_types *p = nl->types;
    if (!p && !(p = nl->types = calloc(1, sizeof(*p))))
        return NULL;
    if ((size_t)(p->n + 1) * 2 > p->n_slot && rehash(p, p->n_slot ? p->n_slot * 2 : 64))
        return NULL;
    uint64_t h = type_hash(t);
    size_t s = (size_t)h & (p->n_slot - 1);
    for (; p->slot[s]; s = (s + 1) & (p->n_slot - 1))
        if (type_same(p->list[p->slot[s] - 1], t))
            return p->list[p->slot[s] - 1];
    if (p->n == p->cap) {
        int cap = p->cap ? p->cap * 2 : 16;
        hs_type **l = realloc(p->list, sizeof(hs_type *) * (size_t)cap);
        if (!l)
            return NULL;
        p->list = l;
        p->cap = cap;
    }
    /* the used part only: the extras past n_extra are never read */
    size_t used = offsetof(hs_type, extra) + sizeof(hs_extra) * t->n_extra;
    hs_type *copy = calloc(1, sizeof(hs_type));
    if (!copy)
        return NULL;
    memcpy(copy, t, used);
    p->list[p->n++] = copy;
    p->slot[s] = p->n;
    return copy;
}

/* Frees the pool with the netlist (hs_netlist_free). */
void hs_netlist_types_free(hs_netlist *nl)
{
    struct hs_net_types *p = nl->types;
    if (!p)
        return;
    for (int i = 0; i < p->n; i++)
        free(p->list[i]);
    free(p->list);
    free(p->slot);
    free(p);
    nl->types = NULL;
}

/* Whether some type of the pool has extra signals (true when there is no pool: a
 * netlist whose channels were typed elsewhere), so a pass that counts channels'
 * extra signals can be skipped when none has any. */
bool hs_netlist_types_have_extras(const hs_netlist *nl)
{
    const struct hs_net_types *p = nl->types;
    if (!p)
        return true;
    for (int i = 0; i < p->n; i++)
        if (p->list[i]->n_extra)
            return true;
    return false;
}
