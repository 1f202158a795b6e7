/* Checking a netlist: every endpoint connected once, array indices in range,
 * circuit port types matched, and every catalog unit verified with parameters
 * inferred from its channels. All violations are reported together. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_str.h"
#include "hs_netlist.h"

typedef hs_net_conn conn;

static int conn_cmp(const void *a, const void *b)
{
    const conn *x = a, *y = b;
    if (x->unit != y->unit)
        return x->unit < y->unit ? -1 : 1;
    if (x->pre != y->pre) /* strcmp's order over the first 8 bytes */
        return x->pre < y->pre ? -1 : 1;
    if (x->plen > 8 || y->plen > 8) {
        int c = strcmp(x->port + 8, y->port + 8);
        if (c)
            return c;
    }
    if (x->elem != y->elem)
        return x->elem < y->elem ? -1 : 1;
    if (x->out != y->out)
        return x->out ? 1 : -1;
    return x->chan - y->chan;
}

static void ep_text(const hs_netlist *nl, const hs_endpoint *ep, char *buf, size_t cap)
{
    if (ep->unit < 0)
        hs_str_copy(buf, cap, ep->port);
    else if (ep->elem >= 0)
        snprintf(buf, cap, "%s.%s[%d]", nl->units[ep->unit].name, ep->port, ep->elem);
    else
        snprintf(buf, cap, "%s.%s", nl->units[ep->unit].name, ep->port);
}

/* A connection with its port name's length and first 8 bytes (hs_net_conn,
 * zero-padded): made while the channel's endpoint is read anyway. The name may be
 * shorter than 8 bytes with nothing after it (a literal), so only its own bytes
 * are read. */
static conn conn_make(int unit, int elem, int chan, bool out, const char *port, const hs_type *type)
{
    size_t n = strlen(port);
    unsigned char b[8] = {0};
    memcpy(b, port, n < sizeof(b) ? n : sizeof(b));
    uint64_t pre;
    memcpy(&pre, b, sizeof(pre));
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    pre = __builtin_bswap64(pre); /* the first byte high: strcmp's order */
#endif
    return (conn){unit, elem, chan, out, (uint8_t)n, port, pre, type};
}

/* Sorts a unit's few connections in place (conn_cmp; qsort past a handful). */
static void sort_unit_conns(conn *cs, int n)
{
    if (n > 16) {
        qsort(cs, (size_t)n, sizeof(conn), conn_cmp);
        return;
    }
    for (int i = 1; i < n; i++) {
        conn x = cs[i];
        int j = i;
        for (; j > 0 && conn_cmp(&cs[j - 1], &x) > 0; j--)
            cs[j] = cs[j - 1];
        cs[j] = x;
    }
}

/* Appends channel i to the channels with a circuit port (*list, *n, *cap); 0, or -1
 * when out of memory. */
static int push_port_chan(int **list, int *n, int *cap, int i)
{
    if (*n == *cap) {
        int c = *cap ? 2 * *cap : 16;
        int *l = realloc(*list, sizeof(int) * (size_t)c);
        if (!l)
            return -1;
        *list = l;
        *cap = c;
    }
    (*list)[(*n)++] = i;
    return 0;
}

/* All connections sorted by (unit, port, element): duplicates and gaps are adjacent.
 * conn_cmp orders units first, so connections are placed by unit (a counting sort
 * over the unit numbers) and only each unit's few connections are compared: a
 * circuit of 10,000 units has some 30,000 connections. Unit u's connections are
 * cs[start[u] .. start[u + 1]) (start: n_units + 1 entries, malloc'd, when start_out
 * is not NULL). The channels with a circuit port's endpoint go to *ports (malloc'd, in
 * channel order; NULL when there are none) when ports is not NULL: the check's circuit
 * ports need no pass of their own over the channels. When sorted is not NULL, each unit's
 * connections may be left unsorted for the caller to sort unit by unit (*sorted false):
 * the check sorts, groups and checks a unit's connections in one pass while they are
 * in the cache, instead of a pass over all 60,000 (2.4 MB at 10,000 ops) each. */
static hs_net_conn *connections(const hs_netlist *nl, int *n_out, int **start_out, int **ports,
                                int *n_ports, bool *sorted)
{
    conn *cs = malloc(sizeof(conn) * (size_t)(2 * nl->n_chans + 1));
    int *at = calloc((size_t)nl->n_units + 2, sizeof(int));
    int n = 0, cap_ports = 0;
    if (ports) {
        *ports = NULL;
        *n_ports = 0;
    }
    if (!cs || !at) {
        free(cs);
        free(at);
        return NULL;
    }
    bool outside = false; /* an endpoint naming no unit of the netlist: sort them all */
    for (int i = 0; i < nl->n_chans; i++) { /* connections per unit */
        const hs_net_chan *c = &nl->chans[i];
        if (ports && (c->from.unit < 0 || c->to.unit < 0) &&
            push_port_chan(ports, n_ports, &cap_ports, i)) {
            free(cs);
            free(at);
            free(*ports);
            *ports = NULL;
            return NULL;
        }
        if (c->from.unit >= nl->n_units || c->to.unit >= nl->n_units)
            outside = true;
        else {
            if (c->from.unit >= 0)
                at[c->from.unit + 2]++;
            if (c->to.unit >= 0)
                at[c->to.unit + 2]++;
        }
    }
    if (outside) {
        for (int i = 0; i < nl->n_chans; i++) {
            const hs_net_chan *c = &nl->chans[i];
            if (c->from.unit >= 0)
                cs[n++] = conn_make(c->from.unit, c->from.elem, i, true, c->from.port, c->type);
            if (c->to.unit >= 0)
                cs[n++] = conn_make(c->to.unit, c->to.elem, i, false, c->to.port, c->type);
        }
        qsort(cs, (size_t)n, sizeof(conn), conn_cmp);
        if (sorted)
            *sorted = true; /* all at once: an endpoint may name no unit */
        for (int u = 0, k = 0; u < nl->n_units; u++) { /* at[u + 1]: where unit u's end */
            while (k < n && cs[k].unit <= u)
                k++;
            at[u + 1] = k;
        }
    } else {
        for (int u = 0; u < nl->n_units; u++) /* at[u + 1]: where unit u's connections start */
            at[u + 2] += at[u + 1];
        for (int i = 0; i < nl->n_chans; i++) {
            const hs_net_chan *c = &nl->chans[i];
            if (c->from.unit >= 0)
                cs[at[c->from.unit + 1]++] =
                    conn_make(c->from.unit, c->from.elem, i, true, c->from.port, c->type);
            if (c->to.unit >= 0)
                cs[at[c->to.unit + 1]++] =
                    conn_make(c->to.unit, c->to.elem, i, false, c->to.port, c->type);
        }
        n = nl->n_units ? at[nl->n_units] : 0;
        if (!sorted) /* else the caller sorts each unit's as it comes to it (sort_unit_conns) */
            for (int u = 0, start = 0; u < nl->n_units; start = at[u + 1], u++) /* its end */
                sort_unit_conns(cs + start, at[u + 1] - start);
        else
            *sorted = false;
    }
    *n_out = n;
    if (start_out) /* at[u + 1] is unit u's end: at[0] = 0, the starts */
        *start_out = at;
    else
        free(at);
    return cs;
}

hs_net_conn *hs_netlist_connections(const hs_netlist *nl, int *n_out)
{
    return connections(nl, n_out, NULL, NULL, NULL, NULL);
}

/* Circuit ports used once each, with their channels' types; ports: the channels with a
 * circuit port's endpoint, in channel order (connections). */
static void check_circuit_ports(const hs_netlist *nl, const int *ports, int n_ports,
                                hs_diag_list *errs)
{
    int *in_use = calloc((size_t)nl->n_inputs + 1, sizeof(int));
    int *out_use = calloc((size_t)nl->n_outputs + 1, sizeof(int));
    if (!in_use || !out_use)
        goto done;
    char t1[HS_TYPE_TEXT_CAP], t2[HS_TYPE_TEXT_CAP];
    for (int j = 0; j < n_ports; j++) {
        const hs_net_chan *c = &nl->chans[ports[j]];
        const hs_endpoint *eps[2] = {&c->from, &c->to};
        for (int k = 0; k < 2; k++) {
            if (eps[k]->unit >= 0)
                continue;
            const hs_net_port *p =
                k == 0 ? &nl->inputs[eps[k]->cport] : &nl->outputs[eps[k]->cport];
            (k == 0 ? in_use : out_use)[eps[k]->cport]++;
            if (!hs_type_equal(&p->type, c->type)) {
                hs_type_print(c->type, t1, sizeof(t1));
                hs_type_print(&p->type, t2, sizeof(t2));
                hs_diag_list_addf(errs, "channels", p->name, "port_type",
                                  "channel %s of type %s does not match circuit %s %s of type %s",
                                  p->name, t1, k == 0 ? "input" : "output", p->name, t2);
            }
        }
    }
    for (int i = 0; i < nl->n_inputs; i++)
        if (in_use[i] != 1)
            hs_diag_list_addf(
                errs, "inputs", nl->inputs[i].name, "connect_once",
                "circuit input %s is consumed %d times (exactly once: use a fork for copies)",
                nl->inputs[i].name, in_use[i]);
    for (int i = 0; i < nl->n_outputs; i++)
        if (out_use[i] != 1)
            hs_diag_list_addf(errs, "outputs", nl->outputs[i].name, "connect_once",
                              "circuit output %s is driven %d times (exactly once)",
                              nl->outputs[i].name, out_use[i]);
done:
    free(in_use);
    free(out_use);
}

/* Direction, array-ness, duplicates and gaps of one unit's connections cs[lo..hi). */
static void check_unit_ports(const hs_netlist *nl, int u, const conn *cs, int lo, int hi,
                             hs_diag_list *errs)
{
    const hs_net_unit *nu = &nl->units[u];
    char where[160];
    for (int k = lo; k < hi; k++) {
        const conn *c = &cs[k];
        const hs_net_chan *ch = &nl->chans[c->chan];
        const hs_port_info *pi = NULL;
        bool dup = k > lo && cs[k - 1].elem == c->elem && cs[k - 1].pre == c->pre &&
                   cs[k - 1].plen == c->plen &&
                   (c->plen <= 8 || strcmp(cs[k - 1].port, c->port) == 0);
        if (!dup &&
            (!nu->info || nu->black_box)) /* a black box has the ports its declaration gives */
            continue;
        for (int p = 0; !dup && p < nu->info->n_ports; p++)
            if (strcmp(nu->info->ports[p].name, c->port) == 0)
                pi = &nu->info->ports[p];
        if (!dup && pi && (pi->dir == HS_OUT) == c->out && pi->array == (c->elem >= 0))
            continue; /* the common case: nothing to report, no text to build */
        if (!dup && !pi && nu->info->part_ports)
            continue; /* bundle/unbundle parts: judged by verification */
        ep_text(nl, c->out ? &ch->from : &ch->to, where, sizeof(where));
        if (dup) {
            if (cs[k - 1].out == c->out)
                hs_diag_list_addf(
                    errs, "channels", where, "connect_once",
                    "%s is %s twice (each input driven once, each output consumed once)", where,
                    c->out ? "consumed" : "driven");
            else
                hs_diag_list_addf(errs, "channels", where, "direction",
                                  "%s is used both as an input and as an output", where);
            continue;
        }
        if (!pi) {
            hs_diag_list_addf(errs, "channels", where, "endpoint", "%s: %s has no port %s", where,
                              nu->info->name, c->port);
            continue;
        }
        if ((pi->dir == HS_OUT) != c->out)
            hs_diag_list_addf(errs, "channels", where, "direction", "%s is an %s of %s, not an %s",
                              where, pi->dir == HS_OUT ? "output" : "input", nu->info->name,
                              c->out ? "output" : "input");
        else if (pi->array != (c->elem >= 0))
            hs_diag_list_addf(
                errs, "channels", where, "endpoint", "%s: port %s %s", where, pi->name,
                pi->array ? "is an array: give an index, e.g. ins[0]" : "is not an array");
    }
}

/* Every catalog port element must be connected: a missing one is dangling. */
static void check_dangling(const hs_netlist *nl, int u, const conn *cs, int lo, int hi,
                           hs_diag_list *errs)
{
    const hs_net_unit *nu = &nl->units[u];
    if (!nu->info)
        return;
    for (int p = 0; p < nu->info->n_ports; p++) {
        const hs_port_info *pi = &nu->info->ports[p];
        int maxe = -1;
        bool seen = false;
        for (int k = lo; k < hi; k++)
            if (strcmp(cs[k].port, pi->name) == 0) {
                seen = true;
                if (cs[k].elem > maxe)
                    maxe = cs[k].elem;
            }
        if (!seen) {
            if (pi->shape == HS_SHAPE_RAW)
                continue; /* absent for control bundles; verification judges */
            int si =
                pi->array ? hs_param_index(nu->info, pi->size_param ? pi->size_param : "size") : -1;
            if ((si >= 0 && nu->info->params[si].min == 0) || nu->info->port_present)
                continue; /* a port that may be absent; verification judges */
            hs_diag_list_addf(errs, "units", nu->name, "dangling", "%s.%s%s is not connected",
                              nu->name, pi->name, pi->array ? "[0]" : "");
            continue;
        }
        for (int e = 0; pi->array && e <= maxe; e++) {
            bool found = false;
            for (int k = lo; k < hi && !found; k++)
                found = strcmp(cs[k].port, pi->name) == 0 && cs[k].elem == e;
            if (!found)
                hs_diag_list_addf(errs, "units", nu->name, "dangling",
                                  "%s.%s[%d] is not connected (array elements run from 0 to %d)",
                                  nu->name, pi->name, e, maxe);
        }
    }
}

static int add_port(hs_request *req, const hs_endpoint *ep, const hs_type *type, hs_diag *d)
{
    char key[96], t[HS_TYPE_TEXT_CAP];
    if (ep->elem >= 0)
        snprintf(key, sizeof(key), "%s[%d]", ep->port, ep->elem);
    else
        hs_str_copy(key, sizeof(key), ep->port);
    hs_type_print(type, t, sizeof(t));
    return hs_request_add_port(req, key, t, d);
}

static int add_params(const hs_net_unit *nu, hs_request *req, hs_diag *d)
{
    for (int i = 0; i < nu->n_params; i++) {
        int rc = hs_request_add_param(req, nu->params[i].key, nu->params[i].value, d);
        if (rc)
            return rc;
    }
    return 0;
}

/* The type a unit's port sees on channel type t: t, except for a unit read from
 * Dynamatic's hw.mlir (float_bits) whose catalog port takes float data and whose
 * channel carries integers of that width: the same bits as floats. */
static const hs_type *port_type(const hs_net_unit *nu, const char *port, const hs_type *t,
                                hs_type *tmp)
{
    if (!nu->float_bits || !nu->info || t->kind != HS_T_CHANNEL || t->dtype != 'i' ||
        t->width != nu->float_bits)
        return t;
    for (int p = 0; p < nu->info->n_ports; p++)
        if (strcmp(nu->info->ports[p].name, port) == 0 && nu->info->ports[p].dtype == 'f') {
            *tmp = *t;
            tmp->dtype = 'f';
            return tmp;
        }
    return t;
}

/* The request of one unit from its sorted connections (linear in its degree). */
int hs_netlist_request_from_conns(const hs_netlist *nl, int unit, const hs_net_conn *cs, int lo,
                                  int hi, hs_request *req, hs_diag *d)
{
    hs_request_init(req, nl->units[unit].unit);
    for (int k = lo; k < hi; k++) {
        const hs_net_chan *c = &nl->chans[cs[k].chan];
        const hs_endpoint *ep = cs[k].out ? &c->from : &c->to;
        hs_type tmp;
        int rc = add_port(req, ep, port_type(&nl->units[unit], ep->port, c->type, &tmp), d);
        if (rc)
            return rc;
    }
    return add_params(&nl->units[unit], req, d);
}

int hs_netlist_unit_request(const hs_netlist *nl, int unit, hs_request *req, hs_diag *d)
{
    const hs_net_unit *nu = &nl->units[unit];
    hs_request_init(req, nu->unit);
    for (int i = 0; i < nl->n_chans; i++) {
        const hs_net_chan *c = &nl->chans[i];
        int rc = 0;
        hs_type tmp;
        if (c->from.unit == unit)
            rc = add_port(req, &c->from, port_type(nu, c->from.port, c->type, &tmp), d);
        if (rc == 0 && c->to.unit == unit)
            rc = add_port(req, &c->to, port_type(nu, c->to.port, c->type, &tmp), d);
        if (rc)
            return rc;
    }
    return add_params(nu, req, d);
}

/* Verifies one catalog unit; a failure is reported naming the unit. */
static bool verify_unit(const hs_netlist *nl, int u, const conn *cs, int lo, int hi,
                        const hs_config *cfg, hs_unit *scratch, hs_diag_list *errs)
{
    const hs_net_unit *nu = &nl->units[u];
    hs_request req;
    hs_diag d;
    hs_diag_clear(&d);
    int rc = hs_netlist_request_from_conns(nl, u, cs, lo, hi, &req, &d);
    if (rc == 0)
        rc = hs_unit_resolve(&req, cfg->default_hdl, cfg, scratch, &d);
    hs_request_free(&req);
    if (rc == 0)
        return true;
    char port[128];
    if (d.port[0])
        snprintf(port, sizeof(port), "%s.%s", nu->name, d.port);
    else
        hs_str_copy(port, sizeof(port), nu->name);
    hs_diag e = d;
    snprintf(e.message, sizeof(e.message), "unit %s: %s", nu->name, d.message);
    snprintf(e.field, sizeof(e.field), "units.%s", nu->name);
    hs_str_copy(e.port, sizeof(e.port), port);
    e.code = HS_E_NETLIST;
    if (!e.rule[0])
        snprintf(e.rule, sizeof(e.rule), "%s", hs_err_name(d.code));
    hs_diag_list_add(errs, &e);
    return false;
}

/* Verifies unit u unless a unit of its group (hs_netlist_unit_classes) passed
 * already; passed[] is indexed by a group's first unit. Without the groups (out of
 * memory) every unit is verified. */
static void verify_once(const int *like, bool *passed, const hs_netlist *nl, int u, const conn *cs,
                        int lo, int hi, const hs_config *cfg, hs_unit *scratch, hs_diag_list *errs)
{
    if (like && passed[like[u]])
        return;
    if (verify_unit(nl, u, cs, lo, hi, cfg, scratch, errs) && like)
        passed[like[u]] = true;
}

static int check_with(const hs_netlist *nl, const hs_config *cfg, hs_diag_list *errs,
                      hs_net_checked *keep);

/* For callers that already built the effective configuration (circuit generation). */
int hs_netlist_check_under(const hs_netlist *nl, const hs_config *eff, hs_diag_list *errs)
{
    return check_with(nl, eff, errs, NULL);
}

int hs_netlist_check_keep(const hs_netlist *nl, const hs_config *eff, hs_diag_list *errs,
                          hs_net_checked *keep)
{
    return check_with(nl, eff, errs, keep);
}

void hs_net_checked_free(hs_net_checked *k)
{
    free(k->cs);
    free(k->start);
    free(k->like);
    free(k->opaque);
    memset(k, 0, sizeof(*k));
}

/* The netlist's own signal policies apply over the configuration's. */
int hs_netlist_check(const hs_netlist *nl, const hs_config *cfg, hs_diag_list *errs)
{
    if (nl->n_signals == 0)
        return check_with(nl, cfg, errs, NULL);
    hs_config eff;
    hs_diag d;
    hs_diag_clear(&d);
    if (hs_netlist_config(nl, cfg, &eff, &d) != 0) {
        hs_diag_where(&d, "signals", NULL, NULL);
        hs_diag_list_add(errs, &d);
        return HS_E_NETLIST;
    }
    int rc = check_with(nl, &eff, errs, NULL);
    hs_config_free(&eff);
    return rc;
}

/* Opaque: not in the catalog, marked black_box, or routed to an external generator. */
bool hs_netlist_unit_opaque(const hs_netlist *nl, const hs_config *cfg, int u)
{
    const hs_net_unit *nu = &nl->units[u];
    return !nu->info || nu->black_box || hs_config_external(cfg, nu->unit);
}

/* Connectivity and every unit's rule under one configuration; the sorted
 * connections, their per-unit starts, the unit groups and which units are opaque go to
 * *keep when asked for (and the check passed), else they are freed. */
static int check_with(const hs_netlist *nl, const hs_config *cfg, hs_diag_list *errs,
                      hs_net_checked *keep)
{
    if (keep)
        memset(keep, 0, sizeof(*keep));
    int n = 0, *start = NULL, *ports = NULL, n_ports = 0;
    bool sorted = false;
    conn *cs = connections(nl, &n, &start, &ports, &n_ports, &sorted);
    hs_unit *scratch = hs_unit_new();
    unsigned char *opaque = malloc((size_t)nl->n_units + 1);
    if (!cs || !scratch || !opaque) {
        free(cs);
        free(start);
        free(ports);
        free(opaque);
        hs_unit_free(scratch);
        hs_diag_list_addf(errs, "netlist", NULL, "memory", "out of memory");
        return HS_E_NETLIST;
    }
    check_circuit_ports(nl, ports, n_ports, errs);
    free(ports);
    /* the groups are made unit by unit below */
    hs_unit_groups g;
    bool grouped = hs_unit_groups_init(&g, nl->n_units) == 0;
    /* by a group's first unit: verified (passed), its ports checked without a finding (clean) */
    bool *passed = grouped ? calloc(2 * ((size_t)nl->n_units + 1), sizeof(bool)) : NULL;
    bool *clean = passed ? passed + nl->n_units + 1 : NULL;
    if (grouped && !passed) { /* every unit checked and verified */
        hs_unit_groups_finish(&g, false);
        grouped = false;
    }
    const int *like = grouped ? g.like : NULL;
    for (int u = 0; u < nl->n_units; u++) {
        int lo = start[u], k = start[u + 1];
        const hs_net_unit *nu = &nl->units[u];
        if (!sorted)
            sort_unit_conns(cs + lo, k - lo);
        if (like && hs_unit_groups_add(&g, nl, u, cs, lo, k) < 0) {
            like = NULL; /* out of memory: this unit and the rest checked and verified each */
            grouped = false;
        }
        /* a unit the configuration routes to an external generator is opaque, even one
         * the catalog knows: its generator, not hsgen's rules, decides its ports */
        opaque[u] = hs_netlist_unit_opaque(nl, cfg, u);
        if (!nu->info && !hs_config_external(cfg, nu->unit) && !nu->black_box) {
            hs_diag_list_addf(
                errs, "units", nu->name, "unknown_unit",
                "unit %s: unknown unit '%s' (not in the catalog, not routed to an external "
                "generator and not marked \"black_box\": true)",
                nu->name, nu->unit);
            continue;
        }
        int before = errs->n + errs->dropped;
        if (!like || !clean[like[u]]) { /* a unit like a clean one is clean: same ports */
            check_unit_ports(nl, u, cs, lo, k, errs);
            check_dangling(nl, u, cs, lo, k, errs);
            if (like && errs->n + errs->dropped == before)
                clean[like[u]] = true;
        }
        if (!opaque[u] && errs->n + errs->dropped == before)
            verify_once(like, passed, nl, u, cs, lo, k, cfg, scratch, errs);
    }
    free(passed);
    hs_unit_free(scratch);
    int *groups = passed || grouped ? hs_unit_groups_finish(&g, grouped) : NULL;
    int rc = errs->n || errs->dropped ? HS_E_NETLIST : 0;
    if (keep && rc == 0) {
        *keep = (hs_net_checked){cs, n, start, groups, opaque};
        return 0;
    }
    free(cs);
    free(start);
    free(groups);
    free(opaque);
    return rc;
}
