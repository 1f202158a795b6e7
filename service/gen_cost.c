/* Generation costs by kind of unit (gen_cost.h). */
#include <stdlib.h>
#include <time.h>
#include <uthash.h>

#include "gen_cost.h"

typedef struct cost {
    const void *kind;
    uint64_t avg_ns; /* moving average: each measurement weighs 1/8 */
    unsigned n;
    UT_hash_handle hh;
} cost;

struct hsd_gen_costs {
    cost *table;
    unsigned tick; /* inline generations seen, for sampling */
};

/* The row of a kind, NULL when never measured. */
static cost *find(const hsd_gen_costs *t, const void *kind)
{
    cost *c = NULL;
    if (t)
        HASH_FIND_PTR(t->table, &kind, c);
    return c;
}

bool hsd_gen_cost_small(const hsd_gen_costs *t, const void *kind)
{
    const cost *c = find(t, kind);
    return c && c->n >= 4 && c->avg_ns <= HSD_INLINE_GEN_NS;
}

void hsd_gen_cost_add(hsd_gen_costs **t, const void *kind, uint64_t ns)
{
    cost *c;
    if (!*t && !(*t = calloc(1, sizeof(**t))))
        return; /* out of memory: nothing measured, everything handed off */
    if (!(c = find(*t, kind))) {
        if (!(c = calloc(1, sizeof(*c))))
            return;
        c->kind = kind;
        c->avg_ns = ns;
        HASH_ADD_PTR((*t)->table, kind, c);
    }
    c->avg_ns = c->n ? c->avg_ns - c->avg_ns / 8 + ns / 8 : ns;
    c->n += c->n < 1000u;
}

bool hsd_gen_cost_sample(hsd_gen_costs *t)
{
    return !t || (t->tick++ & 31u) == 0;
}

void hsd_gen_costs_free(hsd_gen_costs *t)
{
    cost *c, *tmp;
    if (!t)
        return;
    HASH_ITER(hh, t->table, c, tmp)
    {
        HASH_DEL(t->table, c);
        free(c);
    }
    free(t);
}

uint64_t hsd_gen_cost_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}
