/* Equal requests, resolved once: in a circuit most units repeat a few shapes
 * (every 32-bit adder alike), and building, printing and resolving a request
 * is most of a check's cost. A unit's key says everything its request is made
 * of without printing types: channel types are interned in the netlist, so
 * equal types are the same pointer. The keys are computed once per netlist and
 * grouped here; the check and the generation share the groups. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "hs_netlist.h"

typedef struct {
    char *s;
    size_t n, cap;
} kbuf;

/* Appends n bytes, growing the buffer. */
static int put(kbuf *b, const void *p, size_t n)
{
    if (b->n + n > b->cap) {
        size_t cap = (b->n + n) * 2;
        if (cap < 4096)
            cap = 4096;
        char *s = realloc(b->s, cap);
        if (!s)
            return -1;
        b->s = s;
        b->cap = cap;
    }
    memcpy(b->s + b->n, p, n);
    b->n += n;
    return 0;
}

/* Text with its NUL as a separator. */
static int put_str(kbuf *b, const char *s)
{
    return put(b, s, strlen(s) + 1);
}

static int put_num(kbuf *b, uintptr_t v)
{
    return put(b, &v, sizeof(v));
}

/* Appends the key of unit u's request (its connections are cs[lo..hi)). */
static int put_key(kbuf *b, const hs_netlist *nl, int u, const hs_net_conn *cs, int lo, int hi)
{
    const hs_net_unit *nu = &nl->units[u];
    int rc = put_str(b, nu->unit) || put_str(b, nu->entity) ||
             put_num(b, (uintptr_t)nu->black_box) || put_num(b, (uintptr_t)nu->float_bits) ||
             put_num(b, (uintptr_t)(hi - lo));
    for (int k = lo; rc == 0 && k < hi; k++) {
        /* the port by its length and first 8 bytes (the rest only when longer),
         * the element and direction, the channel's interned type */
        uint64_t w[3] = {cs[k].pre,
                         (uint64_t)cs[k].plen << 40 |
                             ((uint64_t)(cs[k].elem + 1) << 1 | (uint64_t)cs[k].out),
                         (uint64_t)(uintptr_t)cs[k].type};
        rc = put(b, w, sizeof(w)) || (cs[k].plen > 8 && put(b, cs[k].port + 8, cs[k].plen - 8u));
    }
    rc = rc || put_num(b, (uintptr_t)nu->n_params);
    for (int i = 0; rc == 0 && i < nu->n_params; i++)
        rc = put_str(b, nu->params[i].key) || put_str(b, nu->params[i].value);
    return rc;
}

/* The groups (hs_netlist.h), one unit at a time: each unit's key is appended to one
 * buffer and dropped again when an earlier unit has the same; an open-addressing table
 * of the kept keys finds it. */
int hs_unit_groups_init(hs_unit_groups *g, int n_units)
{
    memset(g, 0, sizeof(*g));
    g->n_slot = 64;
    while (g->n_slot < (size_t)n_units * 2)
        g->n_slot *= 2;
    g->like = malloc(sizeof(int) * ((size_t)n_units + 1));
    g->slot = calloc(g->n_slot, sizeof(int)); /* a group's first unit + 1, 0 = empty */
    g->off = malloc(sizeof(size_t) * ((size_t)n_units + 1));
    g->len = malloc(sizeof(size_t) * ((size_t)n_units + 1));
    if (g->like && g->slot && g->off && g->len)
        return 0;
    hs_unit_groups_finish(g, false);
    return -1;
}

int hs_unit_groups_add(hs_unit_groups *g, const hs_netlist *nl, int u, const hs_net_conn *cs,
                       int lo, int hi)
{
    kbuf b = {g->keys, g->n_keys, g->cap_keys};
    size_t at = b.n;
    int rc = put_key(&b, nl, u, cs, lo, hi);
    g->keys = b.s;
    g->cap_keys = b.cap;
    if (rc)
        return -1;
    size_t kl = b.n - at;
    uint64_t h = XXH3_64bits(b.s + at, kl);
    size_t s = (size_t)h & (g->n_slot - 1);
    for (; g->slot[s]; s = (s + 1) & (g->n_slot - 1)) {
        int f = g->slot[s] - 1;
        if (g->len[f] == kl && memcmp(b.s + g->off[f], b.s + at, kl) == 0)
            return g->like[u] = f; /* an earlier unit has this key: drop it (n_keys stays) */
    }
    g->n_keys = b.n;
    g->off[u] = at;
    g->len[u] = kl;
    g->slot[s] = u + 1;
    return g->like[u] = u;
}

int *hs_unit_groups_finish(hs_unit_groups *g, bool keep)
{
    int *like = keep ? g->like : NULL;
    if (!keep)
        free(g->like);
    free(g->keys);
    free(g->slot);
    free(g->off);
    free(g->len);
    memset(g, 0, sizeof(*g));
    return like;
}

/* The groups of every unit at once, for callers that hold the connections whole. */
int *hs_netlist_unit_classes(const hs_netlist *nl, const hs_net_conn *cs, int n_cs)
{
    hs_unit_groups g;
    if (hs_unit_groups_init(&g, nl->n_units))
        return NULL;
    int rc = 0;
    for (int u = 0, k = 0; rc == 0 && u < nl->n_units; u++) {
        int lo = k;
        while (k < n_cs && cs[k].unit < u)
            lo = ++k;
        while (k < n_cs && cs[k].unit == u)
            k++;
        rc = hs_unit_groups_add(&g, nl, u, cs, lo, k) < 0;
    }
    return hs_unit_groups_finish(&g, rc == 0);
}
