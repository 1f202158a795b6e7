/* SSA values of a function: where each is defined (a circuit input or a unit's
 * output port element), its type, and every place it is used. Once the whole
 * body is read (handshake regions use values before they are defined), each
 * value becomes channels: one to its single user, a fork when it has several,
 * a sink when it has none, as Dynamatic's materialization pass does. A source,
 * or a constant fed by one, used several times is copied per use instead (its
 * tokens are endless: a fork would only couple the users). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_str.h"
#include "mlir_impl.h"

static size_t key_hash(ms name, int idx)
{
    size_t h = 1469598103934665603ULL;
    for (int i = 0; i < name.n; i++)
        h = (h ^ (unsigned char)name.s[i]) * 1099511628211ULL;
    return (h ^ (size_t)(idx + 1)) * 1099511628211ULL;
}

static size_t type_hash(const hs_type *t)
{
    size_t h = (size_t)t->kind * 31 + (size_t)t->width * 131 + (size_t)t->n_extra * 7 + 1;
    for (int i = 0; i < t->n_extra; i++) {
        const hs_extra *e = &t->extra[i];
        h = h * 1099511628211ULL + e->width + 3u * e->up;
        for (const char *c = e->name; *c; c++)
            h = (h ^ (unsigned char)*c) * 1099511628211ULL;
    }
    return h;
}

void mlir_values_init(mlir_values *v, mlir_ast *a, hs_netlist *nl, mlir_names *names,
                      hs_mlir_info *info)
{
    memset(v, 0, sizeof(*v));
    v->a = a;
    v->nl = nl;
    v->names = names;
    v->info = info;
}

void mlir_values_free(mlir_values *v)
{
    free(v->defs.v);
    free(v->keys.v);
    free(v->uses.v);
    free(v->use_at.v);
    free(v->pending.v);
    free(v->srcs.v);
    free(v->types.v);
    free(v->tab);
    free(v->ttab);
}

/* The index of an interned type equal to t (types repeat: a few per function). */
int mlir_values_type(mlir_values *v, const hs_type *t)
{
    if (2 * (v->types.n + 1) > v->ttab_cap) {
        int cap = v->ttab_cap ? 2 * v->ttab_cap : 64;
        int *tab = malloc(sizeof(int) * (size_t)cap);
        if (!tab)
            return -1;
        for (int i = 0; i < cap; i++)
            tab[i] = -1;
        for (int k = 0; k < v->types.n; k++) {
            size_t j = type_hash(&v->types.v[k]) & (size_t)(cap - 1);
            while (tab[j] >= 0)
                j = (j + 1) & (size_t)(cap - 1);
            tab[j] = k;
        }
        free(v->ttab);
        v->ttab = tab;
        v->ttab_cap = cap;
    }
    size_t j = type_hash(t) & (size_t)(v->ttab_cap - 1);
    for (; v->ttab[j] >= 0; j = (j + 1) & (size_t)(v->ttab_cap - 1))
        if (hs_type_equal(&v->types.v[v->ttab[j]], t) && v->types.v[v->ttab[j]].dtype == t->dtype)
            return v->ttab[j];
    if (MVEC_PUSH(v->types, *t))
        return -1;
    v->ttab[j] = v->types.n - 1;
    return v->types.n - 1;
}

static int find(const mlir_values *v, ms name, int idx)
{
    if (!v->tab_cap)
        return -1;
    size_t h = key_hash(name, idx);
    for (size_t j = h & (size_t)(v->tab_cap - 1); v->tab[j].def >= 0;
         j = (j + 1) & (size_t)(v->tab_cap - 1)) {
        if (v->tab[j].h != (uint32_t)h)
            continue;
        const mlir_vkey *d = &v->keys.v[v->tab[j].def];
        if (d->idx == idx && d->name.n == name.n && memcmp(d->name.s, name.s, (size_t)name.n) == 0)
            return v->tab[j].def;
    }
    return -1;
}

/* The MLIR_UNIT_* of unit u (-1: a circuit port). A unit's kind is the netlist's one
 * copy of its name (hs_netlist_unit_set), so a kind met before is known by its
 * address: the two that matter, and the last few others. */
static unsigned char unit_kind(mlir_values *v, int u)
{
    static const char *const kinds[3] = {NULL, "handshake.source", "handshake.constant"};
    if (u < 0 || u >= v->nl->n_units)
        return MLIR_UNIT_OTHER;
    const char *k = v->nl->units[u].unit;
    if (k == v->kind_name[MLIR_UNIT_SOURCE])
        return MLIR_UNIT_SOURCE;
    if (k == v->kind_name[MLIR_UNIT_CONSTANT])
        return MLIR_UNIT_CONSTANT;
    for (int i = 0; i < MLIR_OTHER_KINDS; i++)
        if (k == v->other_kind[i])
            return MLIR_UNIT_OTHER;
    for (int i = MLIR_UNIT_SOURCE; i <= MLIR_UNIT_CONSTANT; i++)
        if (strcmp(k, kinds[i]) == 0) {
            v->kind_name[i] = k;
            return (unsigned char)i;
        }
    v->other_kind[v->n_other++ % MLIR_OTHER_KINDS] = k;
    return MLIR_UNIT_OTHER;
}

/* Puts definition k with hash h into the table (which has room). */
static void place(mlir_vslot *tab, int cap, int k, size_t h)
{
    size_t j = h & (size_t)(cap - 1);
    while (tab[j].def >= 0)
        j = (j + 1) & (size_t)(cap - 1);
    tab[j] = (mlir_vslot){.def = k, .h = (uint32_t)h};
}

/* Grows the table to cap slots (twice the present ones when 0); the slots' hashes
 * place the definitions without reading them. */
static int rehash(mlir_values *v, int cap)
{
    if (!cap)
        cap = v->tab_cap ? 2 * v->tab_cap : 1024;
    mlir_vslot *tab = malloc(sizeof(*tab) * (size_t)cap);
    if (!tab)
        return -1;
    for (int i = 0; i < cap; i++)
        tab[i].def = -1;
    for (int i = 0; i < v->tab_cap; i++) /* cap < 2^32: the low half gives the slot */
        if (v->tab[i].def >= 0)
            place(tab, cap, v->tab[i].def, v->tab[i].h);
    free(v->tab);
    v->tab = tab;
    v->tab_cap = cap;
    return 0;
}

int mlir_values_reserve(mlir_values *v, int count)
{
    int cap = v->tab_cap ? v->tab_cap : 1024;
    while (cap < (1 << 29) && cap < 2 * (v->defs.n + count + 1))
        cap *= 2;
    return cap > v->tab_cap ? rehash(v, cap) : 0;
}

/* The definition an alias stands for (d itself when it is none); -1 when the
 * chain ends at an undefined name or loops. */
static int resolve(const mlir_values *v, int d)
{
    for (int hops = 0; d >= 0 && v->defs.v[d].alias; hops++)
        d = hops > 64 ? -1 : find(v, v->keys.v[d].alias_name, v->keys.v[d].alias_idx);
    return d;
}

int mlir_values_def(mlir_values *v, ms name, int idx, hs_endpoint ep, const hs_type *t, bool memref,
                    int line, int col)
{
    if (2 * (v->defs.n + 1) > v->tab_cap && rehash(v, 0))
        return HS_E_NOMEM;
    /* one probe: a definition of the same key, else the empty slot the new one takes */
    size_t h = key_hash(name, idx), j = h & (size_t)(v->tab_cap - 1);
    for (; v->tab[j].def >= 0; j = (j + 1) & (size_t)(v->tab_cap - 1)) {
        if (v->tab[j].h != (uint32_t)h)
            continue;
        const mlir_vkey *prev = &v->keys.v[v->tab[j].def];
        if (prev->idx == idx && prev->name.n == name.n &&
            memcmp(prev->name.s, name.s, (size_t)name.n) == 0) {
            mlir_error(v->a, line, col, "value '%%%.*s%s' is defined twice (first at line %d)",
                       name.n, name.s, idx >= 0 ? "#N" : "", prev->line);
            return -1;
        }
    }
    if (!(ep.port = hs_netlist_name(v->nl, ep.port)))
        return HS_E_NOMEM;
    mlir_vdef d = {.ep = ep,
                   .memref = memref,
                   .unit_kind = unit_kind(v, ep.unit),
                   .first_use = -1,
                   .last_use = -1,
                   .placed = -1};
    mlir_vkey key = {.name = name, .idx = idx, .line = line, .col = col};
    d.ty = memref ? -1 : mlir_values_type(v, t);
    if (!memref && d.ty < 0)
        return HS_E_NOMEM;
    if (MVEC_PUSH(v->keys, key))
        return HS_E_NOMEM;
    if (MVEC_PUSH(v->defs, d)) {
        v->keys.n--;
        return HS_E_NOMEM;
    }
    v->tab[j] = (mlir_vslot){.def = v->defs.n - 1, .h = (uint32_t)h};
    return 0;
}

int mlir_values_alias(mlir_values *v, ms name, int idx, ms target, int tidx, int line, int col)
{
    hs_type none;
    hs_type_control(&none);
    int rc = mlir_values_def(v, name, idx, mlir_ep_cport(-1, ""), &none, true, line, col);
    if (rc == 0) {
        mlir_vdef *d = &v->defs.v[v->defs.n - 1];
        d->alias = true;
        d->memref = false;
        v->keys.v[v->defs.n - 1].alias_name = target;
        v->keys.v[v->defs.n - 1].alias_idx = tidx;
    }
    return rc;
}

void mlir_values_prefetch(const mlir_values *v, ms name, int idx)
{
    if (v->tab_cap)
        __builtin_prefetch(&v->tab[key_hash(name, idx) & (size_t)(v->tab_cap - 1)]);
}

int mlir_values_find(const mlir_values *v, ms name, int idx)
{
    return find(v, name, idx);
}

bool mlir_values_def_is_memref(const mlir_values *v, int def)
{
    int d = resolve(v, def);
    return d >= 0 && v->defs.v[d].memref;
}

bool mlir_values_is_memref(const mlir_values *v, ms name, int idx)
{
    return mlir_values_def_is_memref(v, find(v, name, idx));
}

const hs_type *mlir_values_type_of(const mlir_values *v, ms name, int idx)
{
    int d = resolve(v, find(v, name, idx));
    return d >= 0 && !v->defs.v[d].memref ? &v->types.v[v->defs.v[d].ty] : NULL;
}

const hs_endpoint *mlir_values_def_ep(const mlir_values *v, ms name, int idx)
{
    int d = resolve(v, find(v, name, idx));
    return d >= 0 ? &v->defs.v[d].ep : NULL;
}

int mlir_values_use(mlir_values *v, ms name, int idx, hs_endpoint ep, int line, int col)
{
    /* a value is mostly used soon after its definition, while the definition and its
     * name are still in the cache: looked up now, not among all the uses at the end
     * (a definition is never replaced, so the later lookup would find the same one) */
    return mlir_values_use_def(v, find(v, name, idx), name, idx, ep, line, col);
}

int mlir_values_use_def(mlir_values *v, int def, ms name, int idx, hs_endpoint ep, int line,
                        int col)
{
    if (!(ep.port = hs_netlist_name(v->nl, ep.port)))
        return HS_E_NOMEM;
    mlir_vuse u = {.def = def, .ep = ep, .next = -1};
    mlir_vuse_at at = {.name = name,
                       .idx = idx,
                       .line = line,
                       .col = col,
                       .to_constant = unit_kind(v, ep.unit) == MLIR_UNIT_CONSTANT};
    if (MVEC_PUSH(v->use_at, at))
        return HS_E_NOMEM;
    if (MVEC_PUSH(v->uses, u)) {
        v->use_at.n--;
        return HS_E_NOMEM;
    }
    int k = v->uses.n - 1;
    mlir_vdef *d = def >= 0 ? &v->defs.v[def] : NULL;
    if (d && at.to_constant && d->unit_kind == MLIR_UNIT_SOURCE &&
        MVEC_PUSH(v->srcs, ((mlir_src_use){k, ep.unit, d->ty})))
        return HS_E_NOMEM;
    if (!d || d->alias || d->memref) /* wired, or reported, once every value is defined */
        return MVEC_PUSH(v->pending, k) ? HS_E_NOMEM : 0;
    /* its definition is known and in the cache: the use joins its list now, not in a
     * pass over every use and definition at the end */
    if (d->last_use >= 0)
        v->uses.v[d->last_use].next = k;
    else
        d->first_use = k;
    d->last_use = k;
    d->n_use++;
    return 0;
}

/* Puts use k in df's list of uses in the order they were read: the pending uses come
 * in that order, so each is placed after the one placed before (a use read before its
 * definition goes before every use read after it). */
static void place_use(mlir_values *v, mlir_vdef *df, int k)
{
    mlir_vuse *u = &v->uses.v[k];
    int prev = df->placed;
    if (prev < 0 && (df->first_use < 0 || df->first_use > k)) {
        u->next = df->first_use;
        df->first_use = k;
    } else {
        if (prev < 0)
            prev = df->first_use;
        while (v->uses.v[prev].next >= 0 && v->uses.v[prev].next < k)
            prev = v->uses.v[prev].next;
        u->next = v->uses.v[prev].next;
        v->uses.v[prev].next = k;
    }
    if (u->next < 0)
        df->last_use = k;
    df->placed = k;
    df->n_use++;
}

/* A reader-made unit (fork, sink) named after the value it serves. */
static int helper_unit(mlir_values *v, const char *kind, const char *unit)
{
    char name[HS_NET_NAME_MAX];
    char want[32];
    hs_line l; /* "%s%d" without stdio: a fork or sink for many values */
    hs_line_init(&l, want, sizeof(want));
    hs_line_puts(&l, kind);
    hs_line_put_d(&l, strcmp(kind, "fork") == 0 ? v->info->forks_added : v->info->sinks_added);
    int n = (int)(l.len < sizeof(want) ? l.len : sizeof(want) - 1);
    mlir_names_take(v->names, (ms){want, n}, "unit", name, sizeof(name));
    if (!v->helper_info[kind[0] == 'f'])
        v->helper_info[kind[0] == 'f'] = hs_catalog_find(unit);
    int u = mlir_net_add_unit_info(v->nl, name, unit, v->helper_info[kind[0] == 'f']);
    if (u >= 0)
        mlir_unit_at(v->info, u, 0, 0);
    return u;
}

/* A copy of unit `orig` (same kind and parameters, named after it) for another
 * use of its value; -1 when out of room. */
static int copy_unit(mlir_values *v, int orig, int n)
{
    char want[HS_NET_NAME_MAX + 16], name[HS_NET_NAME_MAX];
    int len = snprintf(want, sizeof(want), "%s_copy%d", v->nl->units[orig].name, n);
    mlir_names_take(v->names, (ms){want, len < (int)sizeof(want) ? len : (int)sizeof(want) - 1},
                    "unit", name, sizeof(name));
    int u = mlir_net_add_unit_info(v->nl, name, v->nl->units[orig].unit, v->nl->units[orig].info);
    for (int i = 0; u >= 0 && i < v->nl->units[orig].n_params; i++)
        if (mlir_net_add_param(v->nl, u, v->nl->units[orig].params[i].key,
                               v->nl->units[orig].params[i].value))
            return -1;
    if (u >= 0 && orig < v->info->n_lines)
        mlir_unit_at(v->info, u, v->info->unit_line[orig], v->info->unit_col[orig]);
    return u;
}

/* The value def d has several uses and is endless: a source, or a constant whose
 * ctrl comes from a source (src_of_const[unit] >= 0). Every use after the first
 * gets its own copy (a constant with its own source) instead of a fork: a fork
 * would make independent consumers wait for one another, coupling loops that
 * Dynamatic's circuits keep apart (a constant in an inner loop and one in the
 * outer loop's latch deadlock behind one forked source). */
static int replicate(mlir_values *v, const mlir_vdef *df, const hs_type *t, const int *src_type)
{
    int orig = df->ep.unit, n = 0, rc = 0;
    bool is_const = df->unit_kind == MLIR_UNIT_CONSTANT;
    for (int u = df->first_use; rc == 0 && u >= 0; u = v->uses.v[u].next) {
        if (u == df->first_use) {
            rc = mlir_net_add_chan(v->nl, df->ep, v->uses.v[u].ep, t);
            continue;
        }
        int c = copy_unit(v, orig, ++n);
        if (c < 0)
            return -1;
        rc =
            mlir_net_add_chan(v->nl, mlir_ep_unit(c, df->ep.port, df->ep.elem), v->uses.v[u].ep, t);
        if (rc == 0 && is_const) { /* the copy's own source, of the original source's type */
            int s = mlir_net_add_unit(v->nl, "", "handshake.source");
            if (s < 0)
                return -1;
            char want[HS_NET_NAME_MAX + 16], name[HS_NET_NAME_MAX];
            int len = snprintf(want, sizeof(want), "%s_source", v->nl->units[c].name);
            mlir_names_take(v->names,
                            (ms){want, len < (int)sizeof(want) ? len : (int)sizeof(want) - 1},
                            "unit", name, sizeof(name));
            if (hs_netlist_unit_set(v->nl, s, name, NULL, NULL))
                return -1;
            mlir_unit_at(v->info, s, v->info->unit_line[c], v->info->unit_col[c]);
            rc = mlir_net_add_chan(v->nl, mlir_ep_unit(s, "outs", -1), mlir_ep_unit(c, "ctrl", -1),
                                   &v->types.v[src_type[orig]]);
        }
    }
    return rc;
}

int mlir_values_connect(mlir_values *v)
{
    /* constants fed by a source: the source's type per constant, -1 for others (the
     * uses read after their definition noted them; the pending ones below) */
    int *src_type = malloc(sizeof(int) * (size_t)(v->nl->n_units + 1));
    if (!src_type)
        return HS_E_NOMEM;
    for (int u = 0; u < v->nl->n_units; u++)
        src_type[u] = -1;
    int n_src = v->srcs.n, si = 0; /* the noted ones, merged in use order with the rest */
    for (int p = 0; p < v->pending.n; p++) {
        int k = v->pending.v[p];
        mlir_vuse *u = &v->uses.v[k];
        const mlir_vuse_at *at = &v->use_at.v[k];
        int d = u->def >= 0 ? u->def : find(v, at->name, at->idx);
        u->def = d;
        for (; si < n_src && v->srcs.v[si].k < k; si++)
            src_type[v->srcs.v[si].unit] = v->srcs.v[si].ty;
        if (d >= 0 && at->to_constant && v->defs.v[d].unit_kind == MLIR_UNIT_SOURCE)
            src_type[u->ep.unit] = v->defs.v[d].ty;
        if (d >= 0 && v->defs.v[d].alias && resolve(v, d) < 0) {
            const mlir_vkey *al = &v->keys.v[d];
            mlir_error(v->a, al->line, al->col, "use of undefined value '%%%.*s'", al->alias_name.n,
                       al->alias_name.s);
            continue;
        }
        d = resolve(v, d);
        if (d < 0) {
            mlir_error(v->a, at->line, at->col, "use of undefined value '%%%.*s'", at->name.n,
                       at->name.s);
            continue;
        }
        if (v->defs.v[d].memref) {
            mlir_error(v->a, at->line, at->col,
                       "memref '%%%.*s' used where a channel is expected (only memory "
                       "interfaces take a memref)",
                       at->name.n, at->name.s);
            continue;
        }
        place_use(v, &v->defs.v[d], k);
    }
    for (; si < n_src; si++)
        src_type[v->srcs.v[si].unit] = v->srcs.v[si].ty;
    /* one channel per use plus a fork input or sink per value, reserved at once
     * (channels are large: growing by copies costs more than the reading) */
    int need = v->nl->n_chans + v->uses.n + v->defs.n + 16;
    if (v->a->n_errors ||
        (need < HS_NET_MAX_CHANNELS &&
         mlir_grow((void **)&v->nl->chans, &v->nl->cap_chans, need, sizeof(hs_net_chan)))) {
        free(src_type);
        return v->a->n_errors ? HS_E_NETLIST : HS_E_NOMEM;
    }
    int n_read = v->nl->n_units;
    for (int k = 0; k < v->defs.n; k++) {
        mlir_vdef *df = &v->defs.v[k];
        if (df->memref || df->alias)
            continue;
        const hs_type *t = &v->types.v[df->ty];
        int rc = 0;
        int du = df->ep.unit;
        bool endless = du >= 0 && du < n_read &&
                       (df->unit_kind == MLIR_UNIT_SOURCE ||
                        (df->unit_kind == MLIR_UNIT_CONSTANT && src_type[du] >= 0));
        if (df->n_use > 1 && endless) {
            rc = replicate(v, df, t, src_type);
        } else if (df->n_use == 0 && t->kind == HS_T_RAW) {
            /* an unused raw bus (unbundle's data) is left open: a sink takes tokens */
        } else if (df->n_use == 0) {
            int s = helper_unit(v, "sink", "handshake.sink");
            v->info->sinks_added++;
            rc = s < 0 ? -1 : mlir_net_add_chan(v->nl, df->ep, mlir_ep_unit(s, "ins", -1), t);
        } else if (df->n_use == 1) {
            rc = mlir_net_add_chan(v->nl, df->ep, v->uses.v[df->first_use].ep, t);
        } else {
            int f = helper_unit(v, "fork", "handshake.fork");
            v->info->forks_added++;
            rc = f < 0 ? -1 : mlir_net_add_chan(v->nl, df->ep, mlir_ep_unit(f, "ins", -1), t);
            int e = 0;
            for (int u = df->first_use; rc == 0 && u >= 0; u = v->uses.v[u].next)
                rc = mlir_net_add_chan(v->nl, mlir_ep_unit(f, "outs", e++), v->uses.v[u].ep, t);
        }
        if (rc) {
            mlir_error(v->a, v->keys.v[k].line, v->keys.v[k].col,
                       "the circuit exceeds %d units or %d channels", HS_NET_MAX_UNITS,
                       HS_NET_MAX_CHANNELS);
            free(src_type);
            return HS_E_NETLIST;
        }
    }
    free(src_type);
    return 0;
}

/* Room for cap units' lines (the new ones 0: no line). */
static int grow_lines(hs_mlir_info *info, int cap)
{
    int *l = realloc(info->unit_line, sizeof(int) * (size_t)cap);
    if (l)
        info->unit_line = l;
    int *c = l ? realloc(info->unit_col, sizeof(int) * (size_t)cap) : NULL;
    if (!c)
        return -1;
    info->unit_col = c;
    for (int i = info->n_lines; i < cap; i++)
        info->unit_line[i] = info->unit_col[i] = 0;
    info->n_lines = cap;
    return 0;
}

int mlir_unit_lines_reserve(hs_mlir_info *info, int count)
{
    return count > info->n_lines ? grow_lines(info, count) : 0;
}

int mlir_unit_at(hs_mlir_info *info, int unit, int line, int col)
{
    if (unit >= info->n_lines) {
        int cap = info->n_lines ? info->n_lines : 64;
        while (cap <= unit)
            cap *= 2;
        if (grow_lines(info, cap))
            return -1;
    }
    info->unit_line[unit] = line;
    info->unit_col[unit] = col;
    return 0;
}
