/* Catalog look-up: one search over every family table (catalog_<family>.c), so
 * callers never need to know which family defines a unit. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "catalog_families.h"

static const hs_unit_info *const families[] = {
    hs_catalog_core,  hs_catalog_spec,  hs_catalog_mem, hs_catalog_ctrl,
    hs_catalog_float, hs_catalog_fmisc, hs_catalog_div, hs_catalog_lsq,
};
#define N_FAMILIES (sizeof families / sizeof families[0])

/* The i-th row over all families, or NULL past the end: rows are numbered in
 * family order so listings are stable. */
const hs_unit_info *hs_catalog_at(int i)
{
    if (i < 0)
        return NULL;
    for (size_t f = 0; f < N_FAMILIES; f++)
        for (const hs_unit_info *row = families[f]; row->name; row++)
            if (i-- == 0)
                return row;
    return NULL;
}

int hs_catalog_count(void)
{
    int n = 0;
    for (size_t f = 0; f < N_FAMILIES; f++)
        for (const hs_unit_info *row = families[f]; row->name; row++)
            n++;
    return n;
}

/* Every row by bare name (without "handshake."), sorted, built once: the look-up runs
 * on every request, and a walk over the families compared about a hundred names in
 * rows 2 KB apart. Equal names keep family order, so the first row wins as in a walk. */
#define INDEX_MAX 512
typedef struct {
    const char *bare;
    const hs_unit_info *row;
    int order;
} index_entry;

static index_entry by_name[INDEX_MAX];
static size_t n_by_name;
static pthread_once_t by_name_once = PTHREAD_ONCE_INIT;

static int cmp_entry(const void *a, const void *b)
{
    const index_entry *x = a, *y = b;
    int c = strcmp(x->bare, y->bare);
    return c ? c : (x->order > y->order) - (x->order < y->order);
}

static void build_index(void)
{
    size_t n = 0;
    for (size_t f = 0; f < N_FAMILIES; f++)
        for (const hs_unit_info *row = families[f]; row->name && n < INDEX_MAX; row++) {
            by_name[n] = (index_entry){.bare = row->name + 10, .row = row, .order = (int)n};
            n++;
        }
    qsort(by_name, n, sizeof(by_name[0]), cmp_entry);
    n_by_name = n;
}

/* Finds a unit by full name or by its name without the "handshake." prefix. */
const hs_unit_info *hs_catalog_find(const char *name)
{
    if (!name)
        return NULL;
    pthread_once(&by_name_once, build_index);
    const char *bare = strncmp(name, "handshake.", 10) == 0 ? name + 10 : name;
    size_t lo = 0, hi = n_by_name; /* the first entry not below bare */
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        const char *w = by_name[mid].bare;
        int c = (unsigned char)w[0] - (unsigned char)bare[0];
        if (c == 0)
            c = strcmp(w, bare);
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < n_by_name && strcmp(by_name[lo].bare, bare) == 0 ? by_name[lo].row : NULL;
}

/* The catalog unit whose name is closest to a misspelled one (bare name, without
 * "handshake."), or NULL when none is close. */
const char *hs_catalog_suggest(const char *name)
{
    const char *names[512]; /* on the stack: resolution runs on worker threads too */
    size_t n = 0;
    const char *bare = name && strncmp(name, "handshake.", 10) == 0 ? name + 10 : name;
    for (size_t f = 0; f < N_FAMILIES; f++)
        for (const hs_unit_info *row = families[f]; row->name && n < 512; row++)
            names[n++] = row->name + 10;
    return hs_suggest(bare, names, n);
}

/* Finds the request's row by name, then resolves (verify.c). */
int hs_unit_resolve(const hs_request *r, hs_hdl hdl, const hs_config *cfg, hs_unit *u, hs_diag *d)
{
    return hs_unit_resolve_known(r, hdl, cfg, NULL, u, d);
}

/* hs_unit_resolve with the signature known (k) or computed (k NULL). */
int hs_unit_resolve_known(const hs_request *r, hs_hdl hdl, const hs_config *cfg,
                          const hs_unit_known *k, hs_unit *u, hs_diag *d)
{
    hs_diag_clear(d);
    const hs_unit_info *info = hs_catalog_find(r->unit);
    if (!info) {
        /* the words fit both interfaces: no CLI command or RPC method named */
        hs_fail(d, HS_E_UNKNOWN_UNIT, "unknown unit '%s' (not among the %d catalog units)", r->unit,
                hs_catalog_count());
        hs_diag_suggest(d, hs_catalog_suggest(r->unit));
        hs_diag_where(d, "unit", NULL, NULL);
        return HS_E_UNKNOWN_UNIT;
    }
    return hs_unit_resolve_row_known(info, r, hdl, cfg, k, u, d);
}
