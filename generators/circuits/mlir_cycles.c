/* Unbuffered cycles. Every cycle of a dataflow circuit needs a unit that
 * registers its valid and data (a DV-breaking buffer, an init, a pipelined
 * unit); Dynamatic always places buffers before export, but IR taken earlier has
 * none. The search runs on signals, not units: node 2u is unit u's output valids,
 * 2u + 1 its output data, and an edge follows a channel only where the unit it enters
 * passes that kind of signal on combinationally (a registered unit passes none; a
 * speculation v2 resolver's data is its state register; a merge with an endless input,
 * a source's constant, is always valid; each unit's catalog row says which: registered,
 * registered_data, valid_rule, a port's mem_role). So a loop whose valid is cut in one place and
 * whose data in another (speculation v2's generated condition) is no cycle. A
 * depth-first search from the units in written order finds one back edge per cycle
 * (the edge into the loop header): with --buffer-cycles a ONE_SLOT_BREAK_DV buffer
 * goes on it, otherwise the cycle is reported with its units: each loop of units once,
 * however many signal cycles and back edges run along it, and a walk that passes a unit
 * twice not when a loop it goes round is reported by itself (a buffer there breaks it). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir_impl.h"

enum { SIG_V = 0, SIG_D = 1 };

static const char *param(const hs_net_unit *u, const char *key)
{
    for (int i = 0; i < u->n_params; i++)
        if (strcmp(u->params[i].key, key) == 0)
            return u->params[i].value;
    return NULL;
}

/* Whether the unit registers valid and data, so a cycle through it is broken. */
static bool breaks_cycle(const hs_net_unit *u);

/* The row's input that takes a memory's load data (mem_role HS_MEM_LD_DATA: a load's
 * dataFromMem), or NULL. */
static const char *mem_data_in(const hs_unit_info *info)
{
    for (int p = 0; info && p < info->n_ports; p++)
        if (info->ports[p].dir == HS_IN && info->ports[p].mem_role == HS_MEM_LD_DATA)
            return info->ports[p].name;
    return NULL;
}

/* A load's word does not follow its address inside the unit: it comes back through the
 * memory interface (addrOut -> mem_controller or lsq -> the input taking a memory's load
 * data). When that interface registers it, a cycle the unit-level graph sees through the
 * load (addrIn -> dataOut) is broken there; a load fed by an unknown unit (a black box)
 * is not trusted. */
static bool load_breaks_cycle(const hs_netlist *nl, int u)
{
    const char *port = mem_data_in(nl->units[u].info);
    for (int k = 0; port && k < nl->n_chans; k++)
        if (nl->chans[k].to.unit == u && strcmp(nl->chans[k].to.port, port) == 0)
            return nl->chans[k].from.unit >= 0 && nl->chans[k].from.unit != u &&
                   breaks_cycle(&nl->units[nl->chans[k].from.unit]);
    return false;
}

static bool breaks_cycle(const hs_net_unit *u)
{
    if (u->info && u->info->registered)
        return true; /* the row says so: init, memory (a synchronous read), the LSQ (a
                      * black box too: Dynamatic's is sequential as well) */
    const char *lat = param(u, "latency");
    if (lat && atoi(lat) > 0)
        return true;
    if (!u->info || hs_param_index(u->info, "buffer_type") < 0)
        return false; /* no buffer kind (buffer_type): nothing else it would register */
    const char *t = param(u, "buffer_type");
    return !t || strcmp(t, "ONE_SLOT_BREAK_DV") == 0 || strcmp(t, "ONE_SLOT_BREAK_DVR") == 0 ||
           strcmp(t, "FIFO_BREAK_DV") == 0;
}

/* The row's hs_valid_rule (a unit without a row: the default, valids from data). */
static int valid_rule(const hs_net_unit *u)
{
    return u->info ? u->info->valid_rule : HS_VALID_FROM_DATA;
}

/* Whether unit u's tokens are endless: always valid (a source), or valid with its one
 * input (a constant) fed by such a unit. */
static bool endless(const hs_netlist *nl, int u, int depth)
{
    if (u < 0 || depth > 8)
        return false;
    if (valid_rule(&nl->units[u]) == HS_VALID_ALWAYS)
        return true;
    if (valid_rule(&nl->units[u]) != HS_VALID_OF_INPUT)
        return false;
    for (int k = 0; k < nl->n_chans; k++)
        if (nl->chans[k].to.unit == u)
            return endless(nl, nl->chans[k].from.unit, depth + 1);
    return false;
}

/* What the search asks of a unit, found once per unit instead of on every edge it
 * follows (a test may scan every channel). */
enum {
    U_BREAKS = 1,      /* registers valid and data (a load: behind a registered interface) */
    U_RESOLVER = 2,    /* its data is a register (registered_data: speculation v2's resolver) */
    U_ENDLESS_IN = 4,  /* valid with any input (a merge), one of them endless: always valid */
    U_VALID_VALID = 8, /* its valids follow its input valids alone (any rule but the default) */
    U_ANY_INPUT = 16,  /* valid with any input (HS_VALID_ANY_INPUT): for U_ENDLESS_IN */
};

/* The flags unit v's own row and parameters give (unit_flags). */
static unsigned char own_flags(const hs_netlist *nl, int v)
{
    const hs_net_unit *u = &nl->units[v];
    unsigned char f = 0;
    if (breaks_cycle(u) || load_breaks_cycle(nl, v))
        f |= U_BREAKS;
    if (u->info && u->info->registered_data)
        f |= U_RESOLVER;
    if (valid_rule(u) != HS_VALID_FROM_DATA)
        f |= U_VALID_VALID;
    if (valid_rule(u) == HS_VALID_ANY_INPUT)
        f |= U_ANY_INPUT;
    return f;
}

/* U_ENDLESS_IN on the unit channel c enters (flags: every unit's own_flags). */
static void endless_in(const hs_netlist *nl, const hs_net_chan *c, int n, unsigned char *flags)
{
    int v = c->to.unit; /* the unit a channel enters: its flags, not its row */
    if (v >= 0 && v < n && (flags[v] & U_ANY_INPUT) && endless(nl, c->from.unit, 0))
        flags[v] |= U_ENDLESS_IN;
}

/* The flags of every unit before n (flags[] has n entries), again after a buffer went
 * in, as a new channel may change what a unit sees on its inputs. The first time they
 * are made with the search's edges (mlir_buffer_cycles): one pass over the channels. */
static void unit_flags(const hs_netlist *nl, int n, unsigned char *flags)
{
    for (int v = 0; v < n; v++)
        flags[v] = own_flags(nl, v);
    for (int j = 0; j < nl->n_chans; j++)
        endless_in(nl, &nl->chans[j], n, flags);
}

/* Whether signal kind `from` of a channel passes combinationally to the output signals
 * of kind `to` of unit v, which it enters (flags: unit_flags). */
static bool passes(const unsigned char *flags, int v, int from, int to)
{
    unsigned char f = flags[v];
    if (f & U_BREAKS)
        return false;
    if (f & U_RESOLVER) /* its data is its state register */
        return from == SIG_V && to == SIG_V;
    if (to == SIG_V && (f & U_ENDLESS_IN))
        return false; /* an input always valid: so is the output */
    if (from == SIG_D && to == SIG_V)
        return !(f & U_VALID_VALID);
    return true;
}

/* Puts a buffer on channel k: from -> buffer.ins, buffer.outs -> the old to. */
static int insert_buffer(hs_netlist *nl, int k, hs_mlir_info *info)
{
    char name[HS_NET_NAME_MAX];
    for (int n = info->buffers_added;; n++) {
        snprintf(name, sizeof(name), "cycle_buffer%d", n);
        if (hs_netlist_find_unit(nl, name) < 0)
            break;
    }
    int b = mlir_net_add_unit(nl, name, "handshake.buffer");
    if (b < 0 || mlir_net_add_param(nl, b, "buffer_type", "ONE_SLOT_BREAK_DV") ||
        mlir_net_add_param(nl, b, "num_slots", "1") || mlir_unit_at(info, b, 0, 0))
        return HS_E_NOMEM;
    hs_endpoint to = nl->chans[k].to;
    const hs_type *t = nl->chans[k].type;
    nl->chans[k].to = mlir_ep_unit(b, "ins", -1);
    if (mlir_net_add_chan(nl, mlir_ep_unit(b, "outs", -1), to, t))
        return HS_E_NOMEM;
    info->buffers_added++;
    return 0;
}

/* The loops of units the search found, each once (a loop is found again through its
 * other signal kind, or back into another of its units), in the order found: each as
 * its length, then its units from the one the search came back to (its header). */
typedef struct {
    int *units;
    size_t n, cap;
} loop_list;

/* Whether loops a and b (n units each) are one: b is a rotation of a. */
static bool same_loop(const int *a, const int *b, int n)
{
    for (int r = 0; r < n; r++) {
        int i = 0;
        while (i < n && b[(r + i) % n] == a[i])
            i++;
        if (i == n)
            return true;
    }
    return false;
}

/* The loop s (n units) in list l, or NULL. */
static const int *find_loop(const loop_list *l, const int *s, int n)
{
    for (size_t at = 0; at < l->n; at += 1 + (size_t)l->units[at])
        if (l->units[at] == n && same_loop(s, l->units + at + 1, n))
            return l->units + at + 1;
    return NULL;
}

/* Records the cycle v -> ... -> v on the DFS stack as its loop of units, unless the
 * list holds it already. The signals' cycle may walk the loop more than once (its data,
 * then its valids): the loop is kept once. s: room for the stack's units. */
static int add_loop(loop_list *l, const int *stack, int depth, int v, int *s)
{
    int start = depth - 1, n = 0;
    while (start > 0 && stack[start] != v)
        start--;
    for (int i = start; i < depth; i++) /* nodes are a unit's valids or data: units */
        if (i == start || stack[i] / 2 != stack[i - 1] / 2)
            s[n++] = stack[i] / 2;
    for (int p = 1; p < n; p++) /* walked n / p times: once */
        if (n % p == 0 && memcmp(s, s + p, sizeof(int) * (size_t)(n - p)) == 0) {
            n = p;
            break;
        }
    if (find_loop(l, s, n))
        return 0;
    if (l->n + 1 + (size_t)n > l->cap) {
        size_t cap = 2 * l->cap + 1 + (size_t)n;
        int *u = realloc(l->units, cap * sizeof(int));
        if (!u)
            return HS_E_NOMEM;
        l->units = u;
        l->cap = cap;
    }
    l->units[l->n++] = n;
    memcpy(l->units + l->n, s, sizeof(int) * (size_t)n);
    l->n += (size_t)n;
    return 0;
}

/* Whether loop s (n units) passes a unit twice and one of the loops it is made of
 * (split where a unit comes back, the rest included) was found by itself. Such a walk
 * takes every step of that loop, so the buffer that breaks the loop breaks the walk
 * too: it says nothing more (the search reaches a walk like it when it goes round one
 * loop on a unit's valid and comes back on its data). tmp: room for n units. */
static bool has_found_piece(const loop_list *l, const int *s, int n, int *tmp)
{
    int top = 0;
    bool cut = false;
    for (int i = 0; i <= n; i++) {
        int u = s[i % n], j = top - 1;
        while (j >= 0 && tmp[j] != u)
            j--;
        if (j < 0) {
            tmp[top++] = u;
            continue;
        }
        if (i == n && !cut)
            return false;                   /* the loop itself, a unit once each */
        if (find_loop(l, tmp + j, top - j)) /* the piece u -> ... -> u */
            return true;
        top = j + 1;
        cut = true;
    }
    return false;
}

/* The loop s (n units, from its header) as an error. */
static void report(const hs_netlist *nl, const int *s, int n, const char *file,
                   const hs_mlir_info *info, hs_diag_list *errs)
{
    char path[400];
    size_t o = 0;
    int v = s[0];
    for (int i = 0; i < n && o + 1 < sizeof(path); i++)
        o += (size_t)snprintf(path + o, sizeof(path) - o, "%s -> ", nl->units[s[i]].name);
    if (o + 1 < sizeof(path))
        snprintf(path + o, sizeof(path) - o, "%s", nl->units[v].name);
    int line = v < info->n_lines ? info->unit_line[v] : 0;
    int col = v < info->n_lines ? info->unit_col[v] : 0;
    char where[300] = "";
    if (line)
        snprintf(where, sizeof(where), "%s:%d:%d: ", file, line, col);
    hs_diag_list_addf(errs, "units", nl->units[v].name, "unbuffered_cycle",
                      "%sunbuffered cycle %s: no buffer registers its valid and data (add one, "
                      "or read with --buffer-cycles)",
                      where, path);
}

/* Each loop found, once, in the order found; a walk through a loop reported by itself
 * is left out. */
static void report_loops(const hs_netlist *nl, const loop_list *l, const char *file,
                         const hs_mlir_info *info, hs_diag_list *errs, int *tmp)
{
    for (size_t at = 0; at < l->n; at += 1 + (size_t)l->units[at]) {
        const int *s = l->units + at + 1;
        if (!has_found_piece(l, s, l->units[at], tmp))
            report(nl, s, l->units[at], file, info, errs);
    }
}

int mlir_buffer_cycles(hs_netlist *nl, bool fix, const char *file, hs_diag_list *errs,
                       hs_mlir_info *info)
{
    int n = nl->n_units, m = nl->n_chans;
    int *head = malloc(sizeof(int) * ((size_t)n + 1)); /* per unit: its first channel out */
    int *nxt = malloc(sizeof(int) * ((size_t)m + 1));  /* per channel: the unit's next one */
    /* per channel: the unit it enters, -1 when the search does not follow it (a circuit
     * output, a raw bus): the search reads these, not the 56-byte channels */
    int *tgt = malloc(sizeof(int) * ((size_t)m + 1));
    unsigned char *state = calloc(2 * (size_t)n + 1, 1);
    int *stack = malloc(sizeof(int) * (2 * (size_t)n + 1));
    /* per level the next (channel, signal kind) as 2 * channel + kind, -1 when done */
    int *pos = malloc(sizeof(int) * (2 * (size_t)n + 1));
    unsigned char *flags = malloc((size_t)n + 1);
    int *loop = malloc(sizeof(int) * (2 * (size_t)n + 1)); /* a reported loop's units */
    loop_list loops = {NULL, 0, 0};
    int rc = head && nxt && tgt && state && stack && pos && flags && loop ? 0 : HS_E_NOMEM;
    for (int v = 0; rc == 0 && v < n; v++) {
        flags[v] = own_flags(nl, v);
        head[v] = -1;
    }
    /* unit_flags' pass, and each unit's channels out listed in channel order (the list
     * built from the last channel back): one pass over the channels */
    for (int k = m - 1; rc == 0 && k >= 0; k--) {
        const hs_net_chan *c = &nl->chans[k];
        endless_in(nl, c, n, flags);
        int u = c->from.unit, v = c->to.unit;
        if (u < 0)
            continue;
        nxt[k] = head[u];
        head[u] = k;
        tgt[k] = v < 0 || v >= n || c->type->kind == HS_T_RAW ? -1 : v;
    }
    int n_cycles = 0;
    for (int root = 0; rc == 0 && root < 2 * n; root++) {
        if (state[root])
            continue;
        int depth = 0;
        stack[depth] = root;
        pos[depth++] = head[root / 2] >= 0 ? 2 * head[root / 2] : -1;
        state[root] = 1;
        while (depth > 0 && rc == 0) {
            int x = stack[depth - 1], e = pos[depth - 1];
            if (e < 0) {
                state[x] = 2;
                depth--;
                continue;
            }
            int kind = e % 2, k = e / 2, v = tgt[k];
            pos[depth - 1] = kind == 0 ? e + 1 : nxt[k] >= 0 ? 2 * nxt[k] : -1;
            if (v < 0 || !passes(flags, v, x % 2, kind))
                continue;
            int y = 2 * v + kind;
            if (state[y] == 2)
                continue;
            if (state[y] == 1) { /* a back edge: an unbroken cycle */
                n_cycles++;
                if (fix && (rc = insert_buffer(nl, k, info)) == 0) {
                    tgt[k] = -1; /* the channel now enters the buffer */
                    unit_flags(nl, n, flags);
                } else if (!fix)
                    rc = add_loop(&loops, stack, depth, y, loop);
                continue;
            }
            state[y] = 1;
            stack[depth] = y;
            pos[depth++] = head[v] >= 0 ? 2 * head[v] : -1;
        }
    }
    free(head);
    free(nxt);
    free(tgt);
    free(state);
    free(stack);
    free(pos);
    free(flags);
    if (rc == 0)
        report_loops(nl, &loops, file, info, errs, loop);
    free(loop);
    free(loops.units);
    if (rc)
        return rc;
    return !fix && n_cycles ? HS_E_NETLIST : 0;
}
