/* Accessors of a resolved unit, used by the rule clauses in the catalog tables,
 * by verify.c and by every generator; kept apart so the catalog does not
 * depend on the verifier. */
#include <string.h>

#include "hs_unit.h"

int64_t hs_unit_param(const hs_unit *u, const char *name)
{
    int i = hs_param_index(u->info, name);
    return i >= 0 ? u->param[i] : 0;
}

const char *hs_unit_param_text(const hs_unit *u, const char *name)
{
    int i = hs_param_index(u->info, name);
    if (i < 0 || u->info->params[i].kind != HS_P_ENUM)
        return "";
    return u->info->params[i].enum_values[u->param[i]];
}

const hs_unit_port *hs_unit_find_port(const hs_unit *u, const char *name)
{
    for (int p = 0; p < u->info->n_ports; p++)
        if (strcmp(u->info->ports[p].name, name) == 0)
            return &u->port[p];
    return NULL;
}

/* Generators and rule clauses read ram values and sharing credits through this. */
const int64_t *hs_unit_list(const hs_unit *u, int *n)
{
    *n = u->n_list;
    return u->list;
}

/* The load-store queue has several list parameters: each is read by name. */
const int64_t *hs_unit_list_param(const hs_unit *u, const char *name, int *n)
{
    int i = hs_param_index(u->info, name);
    *n = 0;
    if (i < 0 || !u->given[i] || u->info->params[i].kind != HS_P_LIST)
        return NULL;
    *n = u->list_len[i];
    return u->list + u->list_at[i];
}

/* A list of lists is stored as (length, values...) per inner list: walk to `row`. */
const int64_t *hs_unit_lists_row(const hs_unit *u, const char *name, int row, int *n)
{
    int i = hs_param_index(u->info, name);
    *n = 0;
    if (i < 0 || !u->given[i] || u->info->params[i].kind != HS_P_LISTS || row < 0 ||
        row >= u->param[i])
        return NULL;
    const int64_t *p = u->list + u->list_at[i];
    for (int r = 0; r < row; r++)
        p += 1 + p[0];
    *n = (int)p[0];
    return p + 1;
}

bool hs_unit_param_given(const hs_unit *u, const char *name)
{
    int i = hs_param_index(u->info, name);
    return i >= 0 && u->given[i];
}

/* A parameter's index in the row, or -1: here, beside the accessors, because every
 * layer that reads a unit needs it and none of them needs the catalog's tables. The
 * same pointer (a row's literal, merged by the compiler) and the first letters are
 * compared first: resolution asks several times per request. */
int hs_param_index(const hs_unit_info *info, const char *name)
{
    for (int i = 0; i < info->n_params; i++) {
        const char *p = info->params[i].name;
        if (p == name || (p[0] == name[0] && strcmp(p, name) == 0))
            return i;
    }
    return -1;
}

/* Searches one family table, never the whole catalog: a composite generator names the
 * family of its parts, so the rows it reaches do not lead back to its own row. */
const hs_unit_info *hs_catalog_family_find(const hs_unit_info *family, const char *name)
{
    const char *bare = strncmp(name, "handshake.", 10) == 0 ? name + 10 : name;
    for (const hs_unit_info *row = family; row->name; row++)
        if (strcmp(row->name + 10, bare) == 0)
            return row;
    return NULL;
}
