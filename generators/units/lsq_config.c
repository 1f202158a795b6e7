/* The load-store queue's configuration, read from a resolved lsq unit (the row is in
 * catalog_lsq.c), and the entity ports it gives. Apart from the row so that the row's
 * generator (op_lsq.c) and its rule clause both use it without using each other. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "hs_lsq.h"

static int bad(hs_diag *d, const char *param, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Every failure names the parameter (field params.<name>) and says why. */
static int bad(hs_diag *d, const char *param, const char *fmt, ...)
{
    char what[320], field[64];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof(what), fmt, ap);
    va_end(ap);
    hs_fail(d, HS_E_PARAM, "handshake.lsq: %s", what);
    snprintf(field, sizeof(field), "params.%s", param);
    hs_diag_where(d, field, NULL, "lsq_config");
    return HS_E_PARAM;
}

/* A per-group list of lists (ldOrder, ...), or its older padded spelling when the newer
 * one is absent: one row per group, each row at least `need[g]` long (exactly, for the
 * newer spelling), values in [0, limit) (limit 0: [0, need]... see callers). */
static int group_rows(const hs_unit *u, const char *name, const char *old, const uint32_t *need,
                      uint32_t groups, const int64_t **rows, hs_diag *d)
{
    const char *use = hs_unit_param_given(u, name) ? name : old;
    if (!hs_unit_param_given(u, use))
        return bad(d, name, "parameter %s is required (or its older spelling %s)", name, old);
    int64_t n = hs_unit_param(u, use);
    if (n != (int64_t)groups)
        return bad(d, use, "%s has %lld inner lists but numBBs = %u (one per group)", use,
                   (long long)n, groups);
    for (uint32_t g = 0; g < groups; g++) {
        int len;
        rows[g] = hs_unit_lists_row(u, use, (int)g, &len);
        bool exact = use == name;
        if ((exact && (uint32_t)len != need[g]) || (!exact && (uint32_t)len < need[g]))
            return bad(d, use, "%s[%u] has %d values but group %u has %u %s", use, g, len, g,
                       need[g],
                       strstr(name, "st") == name ? "stores (numStores)" : "loads (numLoads)");
    }
    return 0;
}

/* Checks that every value of rows (need[g] per group) lies in [0, hi[g]]. */
static int row_range(const char *name, const int64_t **rows, const uint32_t *need,
                     const uint32_t *hi, uint32_t groups, const char *what, hs_diag *d)
{
    for (uint32_t g = 0; g < groups; g++)
        for (uint32_t k = 0; k < need[g]; k++)
            if (rows[g][k] < 0 || rows[g][k] > (int64_t)hi[g])
                return bad(d, name, "%s[%u][%u] = %lld is out of range: %s (at most %u)", name, g,
                           k, (long long)rows[g][k], what, hi[g]);
    return 0;
}

/* A flat per-group count list (numLoads, numStores): one value per group, each at most
 * the queue's depth. */
static int group_counts(const hs_unit *u, const char *name, uint32_t groups, uint32_t depth,
                        const char *depth_name, uint32_t *out, hs_diag *d)
{
    int n;
    const int64_t *v = hs_unit_list_param(u, name, &n);
    if ((uint32_t)n != groups)
        return bad(d, name, "%s has %d values but numBBs = %u (one per group)", name, n, groups);
    for (uint32_t g = 0; g < groups; g++) {
        if (v[g] > (int64_t)depth)
            return bad(d, name,
                       "%s[%u] = %lld: a group cannot hold more entries than the queue has "
                       "(%s = %u)",
                       name, g, (long long)v[g], depth_name, depth);
        out[g] = (uint32_t)v[g];
    }
    return 0;
}

int hs_lsq_config(const hs_unit *u, hs_lsq_cfg *c, hs_diag *d)
{
    memset(c, 0, sizeof(*c));
    c->data_w = (uint32_t)hs_unit_param(u, "dataWidth");
    c->addr_w = (uint32_t)hs_unit_param(u, "addrWidth");
    c->depth_l = (uint32_t)hs_unit_param(u, "fifoDepth_L");
    c->depth_s = (uint32_t)hs_unit_param(u, "fifoDepth_S");
    c->n_ldp = (uint32_t)hs_unit_param(u, "numLoadPorts");
    c->n_stp = (uint32_t)hs_unit_param(u, "numStorePorts");
    c->n_groups = (uint32_t)hs_unit_param(u, "numBBs");
    c->master = hs_unit_param(u, "master") != 0;
    c->bypass = hs_unit_param(u, "bypassEn") != 0;
    c->group_multi = hs_unit_param(u, "groupMulti") != 0;
    c->pipe0 = hs_unit_param(u, "pipe0En") != 0;
    c->pipe1 = hs_unit_param(u, "pipe1En") != 0;
    c->pipe_comp = hs_unit_param(u, "pipeCompEn") != 0;
    c->head_lag = hs_unit_param(u, "headLagEn") != 0;
    if (hs_unit_param(u, "stResp"))
        return bad(d, "stResp",
                   "stResp = true (a store response channel per store port) is not supported: "
                   "Dynamatic's LSQ wrapper has no such port either");
    int rc;
    uint32_t G = c->n_groups, lports[HS_LSQ_MAX_GROUPS], sports[HS_LSQ_MAX_GROUPS];
    if ((rc = group_counts(u, "numLoads", G, c->depth_l, "fifoDepth_L", c->n_loads, d)) ||
        (rc = group_counts(u, "numStores", G, c->depth_s, "fifoDepth_S", c->n_stores, d)))
        return rc;
    uint32_t tl = 0, ts = 0;
    for (uint32_t g = 0; g < G; g++) {
        tl += c->n_loads[g];
        ts += c->n_stores[g];
        lports[g] = c->n_ldp ? c->n_ldp - 1 : 0;
        sports[g] = c->n_stp ? c->n_stp - 1 : 0;
    }
    if (tl > 0 && c->n_ldp == 0)
        return bad(d, "numLoadPorts", "numLoads counts %u loads but numLoadPorts = 0", tl);
    if (ts > 0 && c->n_stp == 0)
        return bad(d, "numStorePorts", "numStores counts %u stores but numStorePorts = 0", ts);
    if ((rc = group_rows(u, "ldOrder", "loadOffsets", c->n_loads, G, c->ld_order, d)) ||
        (rc = row_range(hs_unit_param_given(u, "ldOrder") ? "ldOrder" : "loadOffsets", c->ld_order,
                        c->n_loads, c->n_stores, G, "the stores of a group before one of its loads",
                        d)) ||
        (rc = group_rows(u, "ldPortIdx", "loadPorts", c->n_loads, G, c->ld_port, d)) ||
        (rc = row_range(hs_unit_param_given(u, "ldPortIdx") ? "ldPortIdx" : "loadPorts", c->ld_port,
                        c->n_loads, lports, G, "a load port (numLoadPorts - 1)", d)) ||
        (rc = group_rows(u, "stPortIdx", "storePorts", c->n_stores, G, c->st_port, d)) ||
        (rc = row_range(hs_unit_param_given(u, "stPortIdx") ? "stPortIdx" : "storePorts",
                        c->st_port, c->n_stores, sports, G, "a store port (numStorePorts - 1)", d)))
        return rc;
    if (hs_unit_param_given(u, "storeOffsets") && hs_unit_param(u, "storeOffsets") != G)
        return bad(d, "storeOffsets", "storeOffsets has %lld inner lists but numBBs = %u",
                   (long long)hs_unit_param(u, "storeOffsets"), G);
    return 0;
}

typedef struct {
    const hs_lsq_cfg *c;
    hs_lsq_port *out;
    int cap, n;
} port_list;

/* Appends one entity port; past cap it is only counted. */
static void add(port_list *l, const char *port, int elem, const char *suffix, uint8_t role,
                bool out, uint32_t width, bool vec)
{
    if (l->n < l->cap) {
        hs_lsq_port *p = &l->out[l->n];
        if (role == HS_LSQ_CLOCK || role == HS_LSQ_RESET)
            snprintf(p->name, sizeof(p->name), "%s", port);
        else if (elem >= 0)
            snprintf(p->name, sizeof(p->name), "io_%s_%d_%s", port, elem, suffix);
        else
            snprintf(p->name, sizeof(p->name), "io_%s%s%s", port, *suffix ? "_" : "", suffix);
        p->out = out;
        p->width = width;
        p->vec = vec;
        p->role = role;
        p->port = port;
        p->elem = elem;
    }
    l->n++;
}

/* An array of n channels (or controls: width 0) as the wrapper declares it: every ready,
 * then every valid, then every bits bus. `in`: the channel flows into the LSQ. */
static void chan_array(port_list *l, const char *port, uint32_t n, bool in, uint32_t width)
{
    for (uint32_t i = 0; i < n; i++)
        add(l, port, (int)i, "ready", HS_LSQ_READY, in, 1, false);
    for (uint32_t i = 0; i < n; i++)
        add(l, port, (int)i, "valid", HS_LSQ_VALID, !in, 1, false);
    for (uint32_t i = 0; width && i < n; i++)
        add(l, port, (int)i, "bits", HS_LSQ_DATA, !in, width, true);
}

int hs_lsq_entity_ports(const hs_lsq_cfg *c, hs_lsq_port *out, int cap)
{
    port_list l = {c, out, cap, 0};
    add(&l, "reset", -1, "", HS_LSQ_RESET, false, 1, false);
    add(&l, "clock", -1, "", HS_LSQ_CLOCK, false, 1, false);
    if (c->master) {
        add(&l, "storeData", -1, "", HS_LSQ_DATA, true, c->data_w, true);
        add(&l, "storeAddr", -1, "", HS_LSQ_DATA, true, c->addr_w, true);
        add(&l, "storeEn", -1, "", HS_LSQ_DATA, true, 1, false);
        add(&l, "loadData", -1, "", HS_LSQ_DATA, false, c->data_w, true);
        add(&l, "loadAddr", -1, "", HS_LSQ_DATA, true, c->addr_w, true);
        add(&l, "loadEn", -1, "", HS_LSQ_DATA, true, 1, false);
    } else {
        add(&l, "stDataToMC", -1, "bits", HS_LSQ_DATA, true, c->data_w, true);
        add(&l, "stAddrToMC", -1, "bits", HS_LSQ_DATA, true, c->addr_w, true);
        add(&l, "ldDataFromMC", -1, "bits", HS_LSQ_DATA, false, c->data_w, true);
        add(&l, "ldAddrToMC", -1, "bits", HS_LSQ_DATA, true, c->addr_w, true);
    }
    chan_array(&l, "ctrl", c->n_groups, true, 0);
    chan_array(&l, "ldAddr", c->n_ldp, true, c->addr_w);
    chan_array(&l, "ldData", c->n_ldp, false, c->data_w);
    chan_array(&l, "stAddr", c->n_stp, true, c->addr_w);
    chan_array(&l, "stData", c->n_stp, true, c->data_w);
    static const struct {
        const char *port;
        bool in;
    } master_run[] = {{"memStart", true}, {"ctrlEnd", true}, {"memEnd", false}},
      slave_mem[] = {{"ldAddrToMC", false},
                     {"ldDataFromMC", true},
                     {"stAddrToMC", false},
                     {"stDataToMC", false}};
    const size_t n = c->master ? 3 : 4;
    for (size_t i = 0; i < n; i++) {
        const char *port = c->master ? master_run[i].port : slave_mem[i].port;
        bool in = c->master ? master_run[i].in : slave_mem[i].in;
        add(&l, port, -1, "ready", HS_LSQ_READY, in, 1, false);
        add(&l, port, -1, "valid", HS_LSQ_VALID, !in, 1, false);
    }
    return l.n;
}

/* The LSQ row's flat_ports: what a port listing and a circuit's instance read, with no
 * name check of their own. */
int hs_lsq_unit_ports(const hs_unit *u, hs_flat_port *out, int cap)
{
    hs_lsq_cfg c;
    if (hs_lsq_config(u, &c, NULL) != 0)
        return HS_E_INTERNAL;
    return hs_lsq_entity_ports(&c, out, cap);
}
