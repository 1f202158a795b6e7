/* Unbuffered cycles. Every cycle of a dataflow circuit needs a unit that
 * registers its valid and data (a DV-breaking buffer, an init, a pipelined
 * unit); Dynamatic always places buffers before export, but IR taken earlier has
 * none. A depth-first search from the units in written order finds one back
 * edge per such cycle (the edge into the loop header): with --buffer-cycles a
 * ONE_SLOT_BREAK_DV buffer goes on it, otherwise the cycle is reported with its
 * units. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir_impl.h"

static const char *param(const hs_net_unit *u, const char *key)
{
    for (int i = 0; i < u->n_params; i++)
        if (strcmp(u->params[i].key, key) == 0)
            return u->params[i].value;
    return NULL;
}

/* Whether the unit registers valid and data, so a cycle through it is broken. */
static bool breaks_cycle(const hs_net_unit *u);

/* A load's word does not follow its address inside the unit: it comes back through the
 * memory interface (addrOut -> mem_controller or lsq -> dataFromMem). When that interface
 * registers it, a cycle the unit-level graph sees through the load (addrIn -> dataOut) is
 * broken there; a load fed by an unknown unit (a black box) is not trusted. */
static bool load_breaks_cycle(const hs_netlist *nl, int u)
{
    for (int k = 0; k < nl->n_chans; k++)
        if (nl->chans[k].to.unit == u && strcmp(nl->chans[k].to.port, "dataFromMem") == 0)
            return nl->chans[k].from.unit >= 0 && nl->chans[k].from.unit != u &&
                   breaks_cycle(&nl->units[nl->chans[k].from.unit]);
    return false;
}

static bool breaks_cycle(const hs_net_unit *u)
{
    if (strcmp(u->unit, "handshake.init") == 0 ||
        strcmp(u->unit, "handshake.mem_controller") == 0 || strcmp(u->unit, "handshake.ram") == 0)
        return true; /* memory answers a cycle after the address (a synchronous read) */
    if (strcmp(u->unit, "handshake.lsq") == 0)
        return true; /* a load-store queue registers every request in its queues (generated
                      * here or supplied as a black box: Dynamatic's is sequential too) */
    const char *lat = param(u, "latency");
    if (lat && atoi(lat) > 0)
        return true;
    if (strcmp(u->unit, "handshake.buffer") != 0)
        return false;
    const char *t = param(u, "buffer_type");
    return !t || strcmp(t, "ONE_SLOT_BREAK_DV") == 0 || strcmp(t, "ONE_SLOT_BREAK_DVR") == 0 ||
           strcmp(t, "FIFO_BREAK_DV") == 0;
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

/* The cycle v -> ... -> u -> v as text, from the DFS stack. */
static void report(const hs_netlist *nl, const int *stack, int depth, int v, const char *file,
                   const hs_mlir_info *info, hs_diag_list *errs)
{
    char path[400];
    size_t o = 0;
    int start = depth - 1;
    while (start > 0 && stack[start] != v)
        start--;
    for (int i = start; i < depth && o + 1 < sizeof(path); i++)
        o += (size_t)snprintf(path + o, sizeof(path) - o, "%s -> ", nl->units[stack[i]].name);
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

int mlir_buffer_cycles(hs_netlist *nl, bool fix, const char *file, hs_diag_list *errs,
                       hs_mlir_info *info)
{
    int n = nl->n_units, m = nl->n_chans;
    int *start = calloc((size_t)n + 2, sizeof(int));
    int *edge = malloc(sizeof(int) * ((size_t)m + 1)); /* channel index, grouped by from.unit */
    unsigned char *state = calloc((size_t)n + 1, 1);
    int *stack = malloc(sizeof(int) * ((size_t)n + 1));
    int *pos = calloc((size_t)n + 1, sizeof(int)); /* fill counts, then the next edge per level */
    int rc = start && edge && state && stack && pos ? 0 : HS_E_NOMEM;
    for (int k = 0; rc == 0 && k < m; k++)
        if (nl->chans[k].from.unit >= 0)
            start[nl->chans[k].from.unit + 1]++;
    for (int u = 0; rc == 0 && u < n; u++)
        start[u + 1] += start[u];
    for (int k = 0; rc == 0 && k < m; k++) {
        int u = nl->chans[k].from.unit;
        if (u >= 0)
            edge[start[u] + pos[u]++] = k;
    }
    int n_cycles = 0;
    for (int root = 0; rc == 0 && root < n; root++) {
        if (state[root])
            continue;
        int depth = 0;
        stack[depth] = root;
        pos[depth++] = start[root];
        state[root] = 1;
        while (depth > 0 && rc == 0) {
            int u = stack[depth - 1];
            bool cut =
                breaks_cycle(&nl->units[u]) ||
                (strcmp(nl->units[u].unit, "handshake.load") == 0 && load_breaks_cycle(nl, u));
            if (cut || pos[depth - 1] >= start[u + 1]) {
                state[u] = 2;
                depth--;
                continue;
            }
            int k = edge[pos[depth - 1]++];
            int v = nl->chans[k].to.unit;
            if (v < 0 || state[v] == 2 || nl->chans[k].type->kind == HS_T_RAW)
                continue;
            if (state[v] == 1) { /* a back edge: an unbroken cycle */
                n_cycles++;
                if (fix)
                    rc = insert_buffer(nl, k, info);
                else
                    report(nl, stack, depth, v, file, info, errs);
                continue;
            }
            state[v] = 1;
            stack[depth] = v;
            pos[depth++] = start[v];
        }
    }
    free(start);
    free(edge);
    free(state);
    free(stack);
    free(pos);
    if (rc)
        return rc;
    return !fix && n_cycles ? HS_E_NETLIST : 0;
}
