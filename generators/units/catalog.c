/* Catalog look-up: one search over every family table (catalog_<family>.c), so
 * callers never need to know which family defines a unit. */
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

/* Finds a unit by full name or by its name without the "handshake." prefix. */
const hs_unit_info *hs_catalog_find(const char *name)
{
    if (!name)
        return NULL;
    const char *bare = strncmp(name, "handshake.", 10) == 0 ? name + 10 : name;
    for (size_t f = 0; f < N_FAMILIES; f++)
        for (const hs_unit_info *row = families[f]; row->name; row++)
            if (row->name[10] == bare[0] && strcmp(row->name + 10, bare) == 0)
                return row;
    return NULL;
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
    return hs_unit_resolve_row(info, r, hdl, cfg, u, d);
}
