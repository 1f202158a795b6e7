/* A load-store queue in a handshake.func: `lsq [%m : memref<64xi32>] (%memStart,
 * %ctrl0, %ldAddr, %ctrl1, %stAddr, %stData, %ctrlEnd) {groupSizes = [1, 1]}` (it
 * talks to memory: master) or `lsq [MC] (%ctrl0, ..., %ldDataFromMC)` (behind a
 * mem_controller). Like Dynamatic's own port identification, each operand's role
 * follows from what drives it (seen through extsi, extui, trunci and forks): a
 * load's address, a store's address and data, the mem_controller's load data, or
 * else a control; a control starts the next group and groupSizes says how many
 * accesses each group has. The earlier syntax (before memStart and ctrlEnd) has
 * only the group controls; its LSQ starts at once.
 *
 * The unit's configuration is derived as Dynamatic's export derives the LSQ
 * generator's JSON: per group its loads and stores, for each load the stores of
 * its group before it (ldOrder) and the port indices in operand order, queues of
 * 16 entries (or handshake.lsqDepth) grown to hold the largest group, widths from
 * the ports. A load or store marked handshake.mem_interface<LSQ: k> must sit in
 * the groups in the order of k; handshake.deps naming an access this LSQ does not
 * see is reported (the LSQ cannot order the two). */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir_impl.h"

/* Operand roles. */
enum { R_CTRL = 0, R_LD, R_STA, R_STD, R_MC };

/* More groups or accesses than any LSQ can have: an error, not an allocation. */
#define LSQ_MAX_GROUPS 1024
#define LSQ_DEFAULT_DEPTH 16

typedef struct {
    const mlir_use *x;
    int role;
    int access; /* the load or store unit (R_LD, R_STA, R_STD), else -1 */
    int group;
} operand;

/* Appends a warning to the reader's list (kept up to its capacity). */
static void warn(hs_mlir_info *info, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void warn(hs_mlir_info *info, const char *fmt, ...)
{
    if (info->n_warnings >= HS_MLIR_MAX_WARNINGS)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(info->warnings[info->n_warnings++], sizeof(info->warnings[0]), fmt, ap);
    va_end(ap);
}

/* The unit feeding unit u's single input (a cast's or fork's), through the uses. */
static const hs_endpoint *input_of(const mlir_values *v, int u)
{
    for (int i = 0; i < v->uses.n; i++)
        if (v->uses.v[i].ep.unit == u)
            return mlir_values_def_ep(v, v->use_at.v[i].name, v->use_at.v[i].idx);
    return NULL;
}

/* The memory role (hs_mem_role) of the port of unit info that ep names. */
static int mem_role_of(const hs_unit_info *info, const hs_endpoint *ep)
{
    for (int p = 0; info && p < info->n_ports; p++)
        if (strcmp(info->ports[p].name, ep->port) == 0)
            return info->ports[p].mem_role;
    return HS_MEM_NONE;
}

/* The role of an operand driven from ep: through the units that pass their input's value
 * on (width casts and forks, as Dynamatic backtracks), a load's or store's port to memory,
 * the mem_controller's load data, or a control; all by the driver's catalog row. */
static int role_of(const mlir_values *v, const hs_netlist *nl, const hs_endpoint *ep, int *access)
{
    *access = -1;
    for (int hops = 0; ep && ep->unit >= 0 && hops < 64; hops++) {
        const hs_unit_info *info = nl->units[ep->unit].info;
        if (info && info->passes_value) {
            ep = input_of(v, ep->unit);
            continue;
        }
        *access = ep->unit;
        switch (mem_role_of(info, ep)) {
        case HS_MEM_LD_ADDR:
            return R_LD;
        case HS_MEM_ST_ADDR:
            return R_STA;
        case HS_MEM_ST_DATA:
            return R_STD;
        case HS_MEM_LD_DATA:
            *access = -1;
            return R_MC;
        default:
            *access = -1;
            return R_CTRL;
        }
    }
    return R_CTRL;
}

/* Reads the integers of an array attribute ([1 : i32, 2 : i32]); types after ':'
 * skipped. Returns the count (up to cap kept), -1 when it is not such a list. */
static int int_list(const mlir_attr *at, long *out, int cap)
{
    const char *s = at && at->kind == MA_RAW ? memchr(at->val.s, '[', (size_t)at->val.n) : NULL;
    if (!s)
        return -1; /* [1, 2] or #handshake<lsqDepth[16, 16]> */
    int n = 0;
    const char *end = at->val.s + at->val.n;
    s++;
    while (s < end) {
        while (s < end && (*s == ' ' || *s == ','))
            s++;
        if (s >= end || *s == ']')
            break;
        char *e;
        char num[24];
        int len = 0;
        while (s + len < end && len < 23 && (isdigit((unsigned char)s[len]) || s[len] == '-'))
            len++;
        if (len == 0)
            return -1;
        memcpy(num, s, (size_t)len);
        num[len] = '\0';
        long val = strtol(num, &e, 10);
        if (*e)
            return -1;
        if (n < cap)
            out[n] = val;
        n++;
        s += len;
        while (s < end && *s == ' ')
            s++;
        if (s < end && *s == ':') /* ": i32" */
            while (s < end && *s != ',' && *s != ']')
                s++;
    }
    return n;
}

/* What the op of unit u said (noted when it was read), or NULL for a unit no op made
 * or one without a port to memory. */
static const mlir_access *access_of(const mlir_access *accs, int n, int u)
{
    int lo = 0, hi = n; /* by increasing unit */
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (accs[mid].unit < u)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < n && accs[lo].unit == u ? &accs[lo] : NULL;
}

/* An access's group by its handshake.mem_interface attribute: k for <LSQ: k>, -2 for
 * <MC>, -1 when unmarked. */
static int marked_group(const mlir_access *x)
{
    if (!x || !x->has_mark)
        return -1;
    ms val = x->mark;
    for (int i = 0; i + 2 < val.n; i++) {
        if (!memcmp(val.s + i, "MC", 2))
            return -2;
        if (i + 3 < val.n && !memcmp(val.s + i, "LSQ", 3)) {
            int j = i + 3;
            while (j < val.n && !isdigit((unsigned char)val.s[j]))
                j++;
            return j < val.n ? atoi(val.s + j) : -1;
        }
    }
    return -1;
}

/* A parameter from a number. */
static int param_int(hs_netlist *nl, int u, const char *key, long v)
{
    char num[24];
    snprintf(num, sizeof(num), "%ld", v);
    return mlir_net_add_param(nl, u, key, num);
}

/* Growable text for list parameters. */
typedef struct {
    char *s;
    size_t n, cap;
} text;

static void put(text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(text *t, const char *fmt, ...)
{
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int k = vsnprintf(t->s ? t->s + t->n : NULL, t->s ? t->cap - t->n : 0, fmt, ap);
        va_end(ap);
        if (k < 0)
            return;
        if (t->s && t->n + (size_t)k < t->cap) {
            t->n += (size_t)k;
            return;
        }
        size_t cap = (t->cap + (size_t)k + 64) * 2;
        char *s = realloc(t->s, cap);
        if (!s)
            return;
        t->s = s;
        t->cap = cap;
    }
}

/* Per group, per access of a kind, a value: [[...], [...]] (Dynamatic's list of
 * lists, in the catalog's JSON form). kind R_LD: ldOrder (stores before each load)
 * when order, else the load port; R_STA: the store port. */
static void group_lists(text *t, const operand *ops, int n, int groups, int kind, bool order)
{
    t->n = 0;
    put(t, "[");
    for (int g = 0, port = 0; g < groups; g++) {
        put(t, "%s[", g ? "," : "");
        int stores = 0, k = 0;
        for (int i = 0; i < n; i++) {
            if (ops[i].group != g)
                continue;
            if (ops[i].role == R_STA)
                stores++;
            if (ops[i].role == kind)
                put(t, "%s%d", k++ ? "," : "", order ? stores : port++);
        }
        put(t, "]");
    }
    put(t, "]");
}

/* Wires one LSQ; false on an error (reported). */
static bool wire_one(mlir_ast *a, const mlir_access *accs, int n_accs, mlir_values *v,
                     mlir_names *names, hs_netlist *nl, hs_mlir_info *info,
                     const hs_mlir_options *o, const mlir_lsq *q, int *rc)
{
    const mlir_op *op = q->op;
    int u = q->unit;
    const char *me = nl->units[u].name;
    bool master = q->memref.n > 0;
    long sizes[LSQ_MAX_GROUPS];
    const mlir_attr *gs = mlir_attr_find(a, op->attr, op->n_attr, "groupSizes");
    int groups = int_list(gs, sizes, LSQ_MAX_GROUPS);
    if (groups < 1 || groups > LSQ_MAX_GROUPS) {
        mlir_error(a, op->line, op->col,
                   "lsq %s: groupSizes must list the accesses of each group, 1 to %d groups "
                   "([2 : i32, 1 : i32]), found %s",
                   me, LSQ_MAX_GROUPS,
                   groups > LSQ_MAX_GROUPS ? "more"
                   : gs                    ? "another form"
                                           : "none");
        return false;
    }
    for (int g = 0; g < groups; g++)
        if (sizes[g] < 1 || sizes[g] > op->n_opd) {
            mlir_error(a, op->line, op->col,
                       "lsq %s: groupSizes[%d] = %ld: a group has 1 to %d accesses (the "
                       "operands there are)",
                       me, g, sizes[g], op->n_opd);
            return false;
        }
    operand *ops = calloc((size_t)op->n_opd + 1, sizeof(*ops));
    if (!ops) {
        *rc = HS_E_NOMEM;
        return false;
    }
    int n = 0, n_ctrl = 0, n_mc = 0;
    for (int i = 0; i < op->n_opd; i++) {
        const mlir_use *x = &a->uses.v[op->opd + i];
        if (mlir_values_is_memref(v, x->name, x->index))
            continue;
        ops[n].x = x;
        ops[n].group = -1;
        ops[n].role = role_of(v, nl, mlir_values_def_ep(v, x->name, x->index), &ops[n].access);
        n_ctrl += ops[n].role == R_CTRL;
        n_mc += ops[n].role == R_MC;
        n++;
    }
    bool ok = false;
    /* master: %memStart first and %ctrlEnd last (the earlier syntax has neither);
     * behind a mem_controller: its load data last */
    int lo = 0, hi = n, start = -1, end = -1;
    bool early = false;
    if (master && n_mc) {
        mlir_error(a, op->line, op->col,
                   "lsq %s: talks to memory (%.*s) but takes a mem_controller's data: write "
                   "lsq [MC] for an LSQ behind a mem_controller",
                   me, q->memref.n, q->memref.s);
        goto out;
    }
    if (!master && (n_mc != 1 || ops[n - 1].role != R_MC)) {
        mlir_error(a, op->line, op->col,
                   "lsq %s: behind a mem_controller (lsq [MC]) its last operand is the "
                   "mem_controller's load data; found %d operands from a mem_controller",
                   me, n_mc);
        goto out;
    }
    if (!master)
        hi = n - 1;
    else if (n_ctrl == groups + 2 && ops[0].role == R_CTRL && ops[n - 1].role == R_CTRL) {
        start = 0;
        end = n - 1;
        lo = 1;
        hi = n - 1;
    } else if (n_ctrl == groups) {
        early = true;
    } else {
        mlir_error(a, op->line, op->col,
                   "lsq %s: groupSizes lists %d groups, so %d group controls are expected%s; "
                   "found %d control operands",
                   me, groups, groups, master ? " (and %memStart first and %ctrlEnd last)" : "",
                   n_ctrl);
        goto out;
    }
    int g = -1, left = 0, loads = 0, stores = 0, last_mark = -1;
    for (int i = lo; i < hi; i++) {
        operand *p = &ops[i];
        if (p->role == R_CTRL) {
            if (g >= 0 && left) {
                mlir_error(a, p->x->line, p->x->col,
                           "lsq %s: group %d has %ld accesses by groupSizes but only %ld come "
                           "before the next group's control",
                           me, g, sizes[g], sizes[g] - left);
                goto out;
            }
            if (++g >= groups) {
                mlir_error(a, p->x->line, p->x->col,
                           "lsq %s: more group controls than the %d groups groupSizes lists", me,
                           groups);
                goto out;
            }
            left = (int)sizes[g];
            p->group = g;
            continue;
        }
        const char *what = p->role == R_LD ? "a load address" : "a store address or data";
        if (g < 0 || p->role == R_MC) {
            mlir_error(a, p->x->line, p->x->col,
                       "lsq %s: %s comes before the first group's control", me,
                       p->role == R_MC ? "the mem_controller's data" : what);
            goto out;
        }
        if (p->role == R_STD) {
            mlir_error(a, p->x->line, p->x->col,
                       "lsq %s: a store's data must follow its address (the store's addrOut, "
                       "then its dataToMem)",
                       me);
            goto out;
        }
        if (left == 0) {
            mlir_error(a, p->x->line, p->x->col,
                       "lsq %s: group %d has more accesses than groupSizes[%d] = %ld", me, g, g,
                       sizes[g]);
            goto out;
        }
        left--;
        p->group = g;
        if (p->role == R_STA) {
            if (i + 1 >= hi || ops[i + 1].role != R_STD || ops[i + 1].access != p->access) {
                mlir_error(a, p->x->line, p->x->col,
                           "lsq %s: a store's address must be followed by the same store's data",
                           me);
                goto out;
            }
            ops[++i].group = g;
            stores++;
        } else {
            loads++;
        }
        int mark = marked_group(access_of(accs, n_accs, p->access));
        if (mark == -2 || (mark >= 0 && mark < last_mark)) {
            mlir_error(a, p->x->line, p->x->col,
                       "lsq %s: %s is marked handshake.mem_interface<%s> but feeds group %d "
                       "after an access of group %d",
                       me, nl->units[p->access].name, mark == -2 ? "MC" : "LSQ: k", g, last_mark);
            goto out;
        }
        last_mark = mark >= 0 ? mark : last_mark;
    }
    if (g == groups - 1 && left) {
        mlir_error(a, op->line, op->col,
                   "lsq %s: groupSizes[%d] = %ld but group %d has %ld accesses", me, g, sizes[g], g,
                   sizes[g] - left);
        goto out;
    }
    if (g != groups - 1) {
        mlir_error(a, op->line, op->col,
                   "lsq %s: groupSizes lists %d groups but the operands give %d group controls", me,
                   groups, g + 1);
        goto out;
    }
    int want = loads + (master ? 1 : 3);
    if (op->n_values != want || op->n_ty < want) {
        mlir_error(a, op->line, op->col,
                   "lsq %s: %d loads give %d results (their data, then %s), found %d", me, loads,
                   want, master ? "memEnd" : "ldAddrToMC, stAddrToMC, stDataToMC", op->n_values);
        goto out;
    }
    /* widths: every address alike, every datum alike, as Dynamatic checks them */
    unsigned aw = 0, dw = 0;
    for (int i = lo; i < hi + (!master); i++) {
        const hs_type *t = mlir_values_type_of(v, ops[i].x->name, ops[i].x->index);
        unsigned *w = ops[i].role == R_LD || ops[i].role == R_STA   ? &aw
                      : ops[i].role == R_STD || ops[i].role == R_MC ? &dw
                                                                    : NULL;
        if (!w || !t)
            continue;
        if (*w && t->width != *w) {
            mlir_error(a, ops[i].x->line, ops[i].x->col,
                       "lsq %s: %s is %u bits wide, an earlier one %u: every %s of an LSQ has "
                       "one width",
                       me, w == &aw ? "an address" : "a datum", t->width, *w,
                       w == &aw ? "address" : "datum");
            goto out;
        }
        *w = t->width;
    }
    int ty0 = op->n_ty - op->n_values;
    for (int r = 0, k = 0; r < op->n_res; r++) {
        const mlir_res *res = &a->res.v[op->res + r];
        for (int j = 0; j < res->count; j++, k++) {
            const mlir_ty *ty = &a->tys.v[op->ty + ty0 + k];
            hs_type t;
            hs_diag d;
            hs_diag_clear(&d);
            if (mlir_type(ty->text, &t, &d)) {
                mlir_error(a, ty->line, ty->col, "%s", d.message);
                goto out;
            }
            static const char *const to_mc[] = {"ldAddrToMC", "stAddrToMC", "stDataToMC"};
            hs_endpoint ep = k < loads ? mlir_ep_unit(u, "ldData", k)
                             : master  ? mlir_ep_unit(u, "memEnd", -1)
                                       : mlir_ep_unit(u, to_mc[k - loads], -1);
            if (k < loads && !dw)
                dw = t.width;
            mlir_values_def(v, res->name, res->count > 1 ? j : -1, ep, &t, false, op->line,
                            op->col);
        }
    }
    if (!dw && master) { /* no load and no store data seen: the memref's element */
        ms mt = q->memref_type;
        for (int i = mt.n - 1; i > 0; i--)
            if (mt.s[i] == 'x') {
                dw = (unsigned)atoi(mt.s + i + 2);
                break;
            }
    }
    if (!aw || !dw || (master && mlir_memref_words(q->memref_type) < 1)) {
        mlir_error(a, op->line, op->col,
                   "lsq %s: the address and data widths%s must be known (a load or store on "
                   "it%s)",
                   me, master ? " and the memref's size" : "", master ? ", memref<Nxi..>" : "");
        goto out;
    }
    /* operands to ports */
    for (int i = 0, ctrl = 0, ld = 0, st = 0; i < n; i++) {
        const operand *p = &ops[i];
        hs_endpoint ep;
        if (i == start)
            ep = mlir_ep_unit(u, "memStart", -1);
        else if (i == end)
            ep = mlir_ep_unit(u, "ctrlEnd", -1);
        else if (p->role == R_CTRL)
            ep = mlir_ep_unit(u, "ctrl", ctrl++);
        else if (p->role == R_LD)
            ep = mlir_ep_unit(u, "ldAddr", ld++);
        else if (p->role == R_STA)
            ep = mlir_ep_unit(u, "stAddr", st);
        else if (p->role == R_STD)
            ep = mlir_ep_unit(u, "stData", st++);
        else
            ep = mlir_ep_unit(u, "ldDataFromMC", -1);
        mlir_values_use(v, p->x->name, p->x->index, ep, p->x->line, p->x->col);
    }
    if (early) { /* the earlier syntax: the LSQ starts at once and its end is not awaited */
        hs_type c;
        hs_type_control(&c);
        char sname[HS_NET_NAME_MAX];
        static const char *const ports[] = {"memStart", "ctrlEnd"};
        for (int k = 0; k < 2; k++) {
            char want_name[HS_NET_NAME_MAX + 16];
            snprintf(want_name, sizeof(want_name), "%s_%s", me, ports[k]);
            mlir_names_take(names, (ms){want_name, (int)strlen(want_name)}, "unit", sname,
                            sizeof(sname));
            int s = mlir_net_add_unit(nl, sname, "handshake.source");
            if (s < 0 || mlir_unit_at(info, s, 0, 0) ||
                mlir_net_add_chan(nl, mlir_ep_unit(s, "outs", -1), mlir_ep_unit(u, ports[k], -1),
                                  &c)) {
                *rc = HS_E_NOMEM;
                goto out;
            }
        }
        warn(info,
             "%s:%d:%d: lsq %s has no %%memStart and %%ctrlEnd (the earlier syntax): it starts "
             "at once and its memEnd says only that no store is pending",
             a->file, op->line, op->col, me);
    }
    /* Dynamatic's configuration */
    long depth_l = LSQ_DEFAULT_DEPTH, depth_s = LSQ_DEFAULT_DEPTH, qd[2];
    const mlir_attr *da = mlir_attr_find(a, op->attr, op->n_attr, "handshake.lsqDepth");
    if (da) { /* #handshake<lsqDepth[load, store]>: the catalog judges the sizes */
        if (int_list(da, qd, 2) != 2 || qd[0] < 1 || qd[1] < 1) {
            mlir_error(a, da->line, da->col,
                       "lsq %s: handshake.lsqDepth must give the load and the store queue's "
                       "entries, each 1 or more (#handshake<lsqDepth[16, 16]>)",
                       me);
            goto out;
        }
        depth_l = qd[0];
        depth_s = qd[1];
    }
    text nl_loads = {0}, nl_stores = {0}, t = {0};
    for (int gi = 0; gi < groups; gi++) {
        int gl = 0, gst = 0;
        for (int i = lo; i < hi; i++)
            if (ops[i].group == gi) {
                gl += ops[i].role == R_LD;
                gst += ops[i].role == R_STA;
            }
        depth_l = gl >= depth_l ? gl + 1 : depth_l;
        depth_s = gst >= depth_s ? gst + 1 : depth_s;
        put(&nl_loads, "%s%d", gi ? " " : "", gl);
        put(&nl_stores, "%s%d", gi ? " " : "", gst);
    }
    int index_w = 0;
    while ((1L << index_w) < depth_l)
        index_w++;
    *rc = param_int(nl, u, "dataWidth", dw) || param_int(nl, u, "addrWidth", aw) ||
          param_int(nl, u, "indexWidth", index_w) || param_int(nl, u, "fifoDepth_L", depth_l) ||
          param_int(nl, u, "fifoDepth_S", depth_s) || param_int(nl, u, "numLoadPorts", loads) ||
          param_int(nl, u, "numStorePorts", stores) || param_int(nl, u, "numBBs", groups) ||
          param_int(nl, u, "numLdChannels", 1) || param_int(nl, u, "numStChannels", 1) ||
          param_int(nl, u, "master", master) || param_int(nl, u, "stResp", 0) ||
          param_int(nl, u, "groupMulti", 0) || param_int(nl, u, "bypassEn", 1) ||
          param_int(nl, u, "pipe0En", 0) || param_int(nl, u, "pipe1En", 0) ||
          param_int(nl, u, "pipeCompEn", 0) || param_int(nl, u, "headLagEn", 0);
    if (!*rc && nl_loads.s && nl_stores.s)
        *rc = mlir_net_add_param(nl, u, "numLoads", nl_loads.s) ||
              mlir_net_add_param(nl, u, "numStores", nl_stores.s);
    group_lists(&t, ops + lo, hi - lo, groups, R_LD, true);
    if (t.s && t.n > HS_MAX_TYPE_TEXT) { /* the longest of the three lists */
        mlir_error(a, op->line, op->col,
                   "lsq %s: ldOrder takes %zu characters, more than a parameter holds (%d): "
                   "split the LSQ's groups",
                   me, t.n, HS_MAX_TYPE_TEXT);
        *rc = 0;
        free(nl_loads.s);
        free(nl_stores.s);
        free(t.s);
        goto out;
    }
    if (!*rc && t.s)
        *rc = mlir_net_add_param(nl, u, "ldOrder", t.s);
    group_lists(&t, ops + lo, hi - lo, groups, R_LD, false);
    if (!*rc && t.s)
        *rc = mlir_net_add_param(nl, u, "ldPortIdx", t.s);
    group_lists(&t, ops + lo, hi - lo, groups, R_STA, false);
    if (!*rc && t.s)
        *rc = mlir_net_add_param(nl, u, "stPortIdx", t.s);
    if (!*rc && (!t.s || !nl_loads.s || !nl_stores.s))
        *rc = HS_E_NOMEM;
    free(nl_loads.s);
    free(nl_stores.s);
    free(t.s);
    if (*rc)
        goto out;
    if (master &&
        mlir_memory_ram(names, nl, info, o, op, u, q->memref_name, q->memref_type, aw, dw)) {
        *rc = HS_E_NOMEM;
        goto out;
    }
    /* handshake.deps naming an access that does not go through this LSQ */
    for (int i = lo; i < hi; i++) {
        const mlir_access *acc = ops[i].role == R_LD || ops[i].role == R_STA
                                     ? access_of(accs, n_accs, ops[i].access)
                                     : NULL;
        const ms *deps = acc && acc->has_deps ? &acc->deps : NULL;
        for (int k = 0; deps && k < deps->n; k++) {
            if (deps->s[k] != '"')
                continue;
            int e = k + 1;
            while (e < deps->n && deps->s[e] != '"')
                e++;
            ms dst = {deps->s + k + 1, e - k - 1};
            bool seen = false;
            for (int j = lo; j < hi && !seen; j++) {
                const mlir_access *other = ops[j].role == R_LD || ops[j].role == R_STA
                                               ? access_of(accs, n_accs, ops[j].access)
                                               : NULL;
                const ms *hn = other && other->has_name ? &other->name : NULL;
                seen = hn && hn->n == dst.n && !memcmp(hn->s, dst.s, (size_t)dst.n);
            }
            if (!seen)
                warn(info,
                     "%s:%d:%d: %s depends on %.*s (handshake.deps), which does not reach "
                     "memory through lsq %s: the LSQ cannot order the two",
                     a->file, acc->line, acc->col, nl->units[ops[i].access].name,
                     dst.n > 64 ? 64 : dst.n, dst.s, me);
            k = e;
        }
    }
    ok = true;
out:
    free(ops);
    return ok;
}

int mlir_lsq_wire(mlir_ast *a, const mlir_access *accs, int n_accs, mlir_values *v,
                  mlir_names *names, hs_netlist *nl, hs_mlir_info *info, const hs_mlir_options *o,
                  const mlir_lsq *qs, int n)
{
    int rc = 0;
    for (int i = 0; i < n && rc == 0; i++)
        wire_one(a, accs, n_accs, v, names, nl, info, o, &qs[i], &rc);
    return rc;
}
