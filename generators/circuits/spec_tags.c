/* Spec-tag insertion (docs/speculation.md).
 *
 * A depth-first traversal from the speculator's data output adds `spec: i1` to
 * every channel it crosses and enters no unit twice; the table of section 5 says
 * where it continues at each kind of unit. Afterwards, where an untagged channel
 * from outside the region enters a merge-like unit whose other inputs are tagged,
 * an add_signal fed by source -> constant 0 is inserted. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_netlist.h"

typedef enum { DIR_DOWN = 0, DIR_UP = 1 } tdir;

/* What the traversal does at a unit, by its kind. */
typedef enum {
    K_GENERAL = 0,
    K_COMMIT,
    K_SAVE_COMMIT,
    K_SPEC_BRANCH,
    K_LOAD,
    K_STORE,
    K_CMERGE,
    K_MUX
} kind;

typedef struct {
    int chan;
    bool out; /* the unit drives it */
} adj;

typedef struct {
    hs_netlist *nl;
    hs_diag_list *errs;
    int *start, *count; /* adjacency per unit, into list */
    adj *list;
    bool *visited;
    bool *tagged; /* per channel: crossed by the traversal */
    int *stack_unit, *stack_via;
    tdir *stack_dir;
    int sp;
} trav;

static const char *bare(const char *unit)
{
    return strncmp(unit, "handshake.", 10) == 0 ? unit + 10 : unit;
}

static kind kind_of(const hs_net_unit *u)
{
    static const struct {
        const char *name;
        kind k;
    } table[] = {{"spec_commit", K_COMMIT},
                 {"spec_save_commit", K_SAVE_COMMIT},
                 {"speculating_branch", K_SPEC_BRANCH},
                 {"load", K_LOAD},
                 {"store", K_STORE},
                 {"control_merge", K_CMERGE},
                 {"mux", K_MUX}};
    for (size_t i = 0; i < sizeof(table) / sizeof(table[0]); i++)
        if (strcmp(bare(u->unit), table[i].name) == 0)
            return table[i].k;
    return K_GENERAL;
}

/* Traversal errors name the unit and the rule of the speculative region. */
#define terr(t, unit, ...) hs_diag_list_addf((t)->errs, "units", (unit), "spec_region", __VA_ARGS__)

static int build_adjacency(trav *t)
{
    hs_netlist *nl = t->nl;
    int nu = nl->n_units;
    t->start = calloc((size_t)nu + 1, sizeof(int));
    t->count = calloc((size_t)nu + 1, sizeof(int));
    t->list = calloc((size_t)nl->n_chans * 2 + 1, sizeof(adj));
    t->visited = calloc((size_t)nu + 1, sizeof(bool));
    t->tagged = calloc((size_t)nl->n_chans + 1, sizeof(bool));
    t->stack_unit = calloc((size_t)nu + 1, sizeof(int));
    t->stack_via = calloc((size_t)nu + 1, sizeof(int));
    t->stack_dir = calloc((size_t)nu + 1, sizeof(tdir));
    if (!t->start || !t->count || !t->list || !t->visited || !t->tagged || !t->stack_unit ||
        !t->stack_via || !t->stack_dir)
        return -1;
    for (int i = 0; i < nl->n_chans; i++) {
        if (nl->chans[i].from.unit >= 0)
            t->count[nl->chans[i].from.unit]++;
        if (nl->chans[i].to.unit >= 0)
            t->count[nl->chans[i].to.unit]++;
    }
    for (int u = 1; u <= nu; u++)
        t->start[u] = t->start[u - 1] + t->count[u - 1];
    memset(t->count, 0, sizeof(int) * (size_t)(nu + 1));
    for (int i = 0; i < nl->n_chans; i++) {
        int f = nl->chans[i].from.unit, to = nl->chans[i].to.unit;
        if (f >= 0)
            t->list[t->start[f] + t->count[f]++] = (adj){i, true};
        if (to >= 0)
            t->list[t->start[to] + t->count[to]++] = (adj){i, false};
    }
    return 0;
}

static void trav_free(trav *t)
{
    free(t->start);
    free(t->count);
    free(t->list);
    free(t->visited);
    free(t->tagged);
    free(t->stack_unit);
    free(t->stack_via);
    free(t->stack_dir);
}

static void add_spec(hs_type *ty)
{
    if (hs_type_find_extra(ty, "spec"))
        return;
    hs_extra spec = {.name = "spec", .width = 1, .up = 0, .named = 1};
    hs_type_add_extra(ty, &spec, NULL);
}

/* Tags a channel and, when the unit at its far end was not entered yet, schedules
 * entering it. A circuit port at the far end takes the new type too. */
static void cross(trav *t, int chan, tdir dir)
{
    hs_net_chan *c = &t->nl->chans[chan];
    hs_type tagged = *c->type;
    add_spec(&tagged);
    const hs_type *shared = hs_netlist_type(t->nl, &tagged);
    if (!shared) {
        terr(t, "", "out of memory");
        return;
    }
    c->type = shared;
    t->tagged[chan] = true;
    const hs_endpoint *far = dir == DIR_DOWN ? &c->to : &c->from;
    if (far->unit < 0) {
        hs_net_port *p = dir == DIR_DOWN ? &t->nl->outputs[far->cport] : &t->nl->inputs[far->cport];
        add_spec(&p->type);
        return;
    }
    if (t->visited[far->unit])
        return;
    t->visited[far->unit] = true;
    t->stack_unit[t->sp] = far->unit;
    t->stack_via[t->sp] = chan;
    t->stack_dir[t->sp] = dir;
    t->sp++;
}

static const char *port_of(const trav *t, const adj *a)
{
    const hs_net_chan *c = &t->nl->chans[a->chan];
    return a->out ? c->from.port : c->to.port;
}

/* Crosses the unit's channels that match: outputs downstream, inputs upstream;
 * `only` restricts to one port name (NULL: all but the one arrived through). */
static void spread(trav *t, int u, int via, bool outs, bool ins, const char *only)
{
    for (int k = 0; k < t->count[u]; k++) {
        const adj *a = &t->list[t->start[u] + k];
        if (a->chan == via || (a->out ? !outs : !ins))
            continue;
        if (only && strcmp(port_of(t, a), only) != 0)
            continue;
        cross(t, a->chan, a->out ? DIR_DOWN : DIR_UP);
    }
}

/* Applies the row of section 5's table for the unit entered through `via`. */
static void enter(trav *t, int u, int via, tdir dir)
{
    const hs_net_unit *nu = &t->nl->units[u];
    switch (kind_of(nu)) {
    case K_COMMIT:
        if (dir == DIR_UP)
            terr(t, nu->name,
                 "unit %s: the speculative region leaks past a commit (reached "
                 "going upstream)",
                 nu->name);
        return;
    case K_SPEC_BRANCH:
        if (dir == DIR_UP)
            terr(t, nu->name, "unit %s: a speculating_branch reached going upstream", nu->name);
        return;
    case K_STORE:
        terr(t, nu->name, "unit %s: a store must not sit inside a speculative region", nu->name);
        return;
    case K_SAVE_COMMIT:
        if (dir == DIR_DOWN)
            spread(t, u, via, true, false, "outs");
        else
            spread(t, u, via, false, true, "ins");
        return;
    case K_LOAD:
        if (dir == DIR_DOWN)
            spread(t, u, via, true, false, "dataOut");
        else
            spread(t, u, via, false, true, "addrIn");
        return;
    case K_CMERGE:
        spread(t, u, via, true, false, NULL);
        return;
    case K_MUX:
        spread(t, u, via, true, false, NULL);
        spread(t, u, via, false, true, "index");
        return;
    default:
        spread(t, u, via, true, true, NULL);
    }
}

static int find_speculator(trav *t, const char *name)
{
    hs_netlist *nl = t->nl;
    int found = -1, n = 0;
    for (int u = 0; u < nl->n_units; u++) {
        if (name && name[0] && strcmp(nl->units[u].name, name) != 0)
            continue;
        if (name && name[0])
            return strcmp(bare(nl->units[u].unit), "speculator") == 0 ? u : -2;
        if (strcmp(bare(nl->units[u].unit), "speculator") == 0) {
            found = u;
            n++;
        }
    }
    return n == 1 ? found : (n == 0 ? -1 : -3);
}

/* ---- add_signal insertion at merge-like units ---- */

static bool merge_like(const hs_net_unit *u)
{
    const char *b = bare(u->unit);
    return strcmp(b, "merge") == 0 || strcmp(b, "control_merge") == 0 || strcmp(b, "mux") == 0;
}

static void unique_name(const hs_netlist *nl, const char *base, char *out)
{
    snprintf(out, HS_NET_NAME_MAX, "%s", base);
    for (int i = 1; hs_netlist_find_unit(nl, out) >= 0; i++)
        snprintf(out, HS_NET_NAME_MAX, "%s_%d", base, i);
}

static int new_unit(hs_netlist *nl, const char *base, const char *unit)
{
    hs_net_unit *u = &nl->units[nl->n_units];
    memset(u, 0, sizeof(*u));
    char name[HS_NET_NAME_MAX];
    unique_name(nl, base, name);
    if (hs_netlist_unit_set(nl, nl->n_units, name, unit, ""))
        return -1;
    u->info = hs_catalog_find(unit);
    u->added = true;
    return nl->n_units++;
}

static int new_chan(hs_netlist *nl, int from_unit, const char *from_port, int to_unit,
                    const char *to_port, int to_elem, const hs_type *type)
{
    hs_net_chan *c = &nl->chans[nl->n_chans];
    memset(c, 0, sizeof(*c));
    c->from = (hs_endpoint){.unit = from_unit, .elem = -1, .port = hs_netlist_name(nl, from_port)};
    c->to = (hs_endpoint){.unit = to_unit, .elem = to_elem, .port = hs_netlist_name(nl, to_port)};
    if (!c->from.port || !c->to.port || !(c->type = hs_netlist_type(nl, type)))
        return -1;
    return nl->n_chans++;
}

static int grow(hs_netlist *nl, int units, int chans)
{
    if (nl->n_units + units > nl->cap_units) {
        int cap = (nl->n_units + units) * 2;
        hs_net_unit *p = realloc(nl->units, sizeof(hs_net_unit) * (size_t)cap);
        if (!p)
            return -1;
        nl->units = p;
        nl->cap_units = cap;
    }
    if (nl->n_chans + chans > nl->cap_chans) {
        int cap = (nl->n_chans + chans) * 2;
        hs_net_chan *p = realloc(nl->chans, sizeof(hs_net_chan) * (size_t)cap);
        if (!p)
            return -1;
        nl->chans = p;
        nl->cap_chans = cap;
    }
    return 0;
}

/* source -> constant 0 -> add_signal.value; the old channel now ends at add_signal.ins
 * and a new tagged channel leaves add_signal.outs for the merge input. */
static int insert_add_signal(hs_netlist *nl, int chan)
{
    if (grow(nl, 3, 3) != 0)
        return -1;
    hs_net_chan old = nl->chans[chan];
    char base[HS_NET_NAME_MAX];
    const char *mname = nl->units[old.to.unit].name;
    snprintf(base, sizeof(base), "%.40s_spec_src", mname);
    int src = new_unit(nl, base, "handshake.source");
    snprintf(base, sizeof(base), "%.40s_spec_zero", mname);
    int cst = new_unit(nl, base, "handshake.constant");
    if (hs_netlist_param_set(nl, cst, "value", "0"))
        return -1;
    snprintf(base, sizeof(base), "%.40s_spec_add", mname);
    int add = new_unit(nl, base, "handshake.add_signal");
    hs_type ctrl, bit, tagged = *old.type;
    hs_type_control(&ctrl);
    hs_type_channel(&bit, 1);
    add_spec(&tagged);
    if (new_chan(nl, src, "outs", cst, "ctrl", -1, &ctrl) < 0 ||
        new_chan(nl, cst, "outs", add, "value", -1, &bit) < 0 ||
        new_chan(nl, add, "outs", old.to.unit, old.to.port, old.to.elem, &tagged) < 0)
        return -1;
    hs_net_chan *c = &nl->chans[chan];
    c->to = (hs_endpoint){.unit = add, .elem = -1, .port = "ins"};
    return 0;
}

static int fix_merges(trav *t)
{
    hs_netlist *nl = t->nl;
    int n_units = nl->n_units;
    for (int u = 0; u < n_units; u++) {
        if (!t->visited[u] || !merge_like(&nl->units[u]))
            continue;
        bool any_tagged = false;
        for (int k = 0; k < t->count[u]; k++) {
            const adj *a = &t->list[t->start[u] + k];
            if (!a->out && strcmp(port_of(t, a), "ins") == 0 && t->tagged[a->chan])
                any_tagged = true;
        }
        if (!any_tagged)
            continue;
        for (int k = 0; k < t->count[u]; k++) {
            const adj *a = &t->list[t->start[u] + k];
            if (a->out || strcmp(port_of(t, a), "ins") != 0 || t->tagged[a->chan] ||
                hs_type_find_extra(nl->chans[a->chan].type, "spec"))
                continue;
            if (insert_add_signal(nl, a->chan) != 0)
                return -1;
        }
    }
    return 0;
}

int hs_netlist_add_spec_tags(hs_netlist *nl, const char *speculator, hs_diag_list *errs)
{
    trav t = {.nl = nl, .errs = errs};
    int rc = 0;
    if (build_adjacency(&t) != 0) {
        terr(&t, "", "out of memory");
        trav_free(&t);
        return HS_E_NETLIST;
    }
    int s = find_speculator(&t, speculator);
    if (s < 0) {
        if (s == -3)
            terr(&t, "", "the netlist has several handshake.speculator units: name one");
        else if (s == -2)
            terr(&t, speculator, "unit %s is not a handshake.speculator", speculator);
        else
            terr(&t, speculator ? speculator : "", "no handshake.speculator%s%s in the netlist",
                 speculator && speculator[0] ? " named " : "", speculator ? speculator : "");
        trav_free(&t);
        return HS_E_NETLIST;
    }
    t.visited[s] = true;
    bool has_data = false;
    for (int k = 0; k < t.count[s]; k++) {
        const adj *a = &t.list[t.start[s] + k];
        if (a->out && strcmp(port_of(&t, a), "outs") == 0) {
            cross(&t, a->chan, DIR_DOWN);
            has_data = true;
        }
    }
    if (!has_data)
        terr(&t, nl->units[s].name, "speculator %s has no connected data output outs",
             nl->units[s].name);
    while (t.sp > 0) {
        t.sp--;
        enter(&t, t.stack_unit[t.sp], t.stack_via[t.sp], t.stack_dir[t.sp]);
    }
    if (errs->n == 0 && fix_merges(&t) != 0)
        terr(&t, "", "out of memory");
    rc = errs->n ? HS_E_NETLIST : 0;
    trav_free(&t);
    return rc;
}
