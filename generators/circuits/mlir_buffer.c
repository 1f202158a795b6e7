/* Dynamatic's buffers as both readers find them: the kind and slot count of a
 * handshake.buffer settled from what the op or its extern wrote, in every
 * syntax Dynamatic has printed.
 *
 *   BUFFER_TYPE / bufferType written (2025 on)   taken as written (TIMING ignored)
 *   TIMING = #handshake<timing {D: d, V: v, R: r}> without a type (Aug. 2024 to
 *   Apr. 2025), latencies absent read as 0, NUM_SLOTS = n:
 *     d or v > 0, r > 0, n = 1   ONE_SLOT_BREAK_DVR
 *     d or v > 0, n = 1          ONE_SLOT_BREAK_DV   (Dynamatic's oehb)
 *     r > 0 only, n = 1          ONE_SLOT_BREAK_R    (tehb)
 *     none, n = 1                FIFO_BREAK_NONE     (one transparent slot)
 *     d or v > 0, n > 1          ONE_SLOT_BREAK_R then FIFO_BREAK_DV of n slots
 *                                (Dynamatic's ofifo: a tehb before elastic_fifo_inner)
 *     otherwise, n > 1           FIFO_BREAK_NONE of n slots (tfifo)
 *   oehb [n] / tehb [n] (early 2024): the timing of oehb or tehb, as above. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir_impl.h"

/* Skips blanks. */
static const char *blank(const char *s, const char *end)
{
    while (s < end && isspace((unsigned char)*s))
        s++;
    return s;
}

/* Reads `#handshake<timing {D: 1, V: 1, R: 0}>` (or the bare braces) into
 * lat[D, V, R]; absent latencies are 0. False with what is wrong in why. */
static bool parse_timing(ms text, int lat[3], char *why, size_t cap)
{
    const char *s = text.s, *end = text.s + text.n;
    lat[0] = lat[1] = lat[2] = 0;
    s = blank(s, end);
    if (s < end && *s == '#') {
        static const char head[] = "handshake<timing";
        s = blank(s + 1, end);
        if (end - s < (long)sizeof(head) - 1 || memcmp(s, head, sizeof(head) - 1) != 0) {
            snprintf(why, cap, "expected #handshake<timing {...}>");
            return false;
        }
        s = blank(s + sizeof(head) - 1, end);
        while (end > s && isspace((unsigned char)end[-1]))
            end--;
        if (end == s || end[-1] != '>') {
            snprintf(why, cap, "expected '>' closing #handshake<timing ...>");
            return false;
        }
        end--;
    }
    s = blank(s, end);
    while (end > s && isspace((unsigned char)end[-1]))
        end--;
    if (s >= end || *s != '{' || end[-1] != '}') {
        snprintf(why, cap, "expected the latencies in braces, {D: 1, V: 1, R: 0}");
        return false;
    }
    s = blank(s + 1, end - 1);
    end--;
    bool seen[3] = {false, false, false};
    while (s < end) {
        const char *k = s;
        while (s < end && (isalnum((unsigned char)*s) || *s == '_'))
            s++;
        int key = s - k == 1 ? (*k == 'D' ? 0 : *k == 'V' ? 1 : *k == 'R' ? 2 : -1) : -1;
        if (key < 0) {
            snprintf(why, cap, "'%.*s' is not a timing latency (D, V or R)", (int)(s - k), k);
            return false;
        }
        if (seen[key]) {
            snprintf(why, cap, "'%c' is given twice", *k);
            return false;
        }
        seen[key] = true;
        s = blank(s, end);
        if (s >= end || *s != ':') {
            snprintf(why, cap, "expected ':' after '%c'", *k);
            return false;
        }
        s = blank(s + 1, end);
        long v = 0;
        const char *d = s;
        while (s < end && isdigit((unsigned char)*s) && v < 1000000)
            v = v * 10 + (*s++ - '0');
        if (s == d || v >= 1000000) {
            snprintf(why, cap, "expected a latency (a number of cycles) after '%c:'", *k);
            return false;
        }
        lat[key] = (int)v;
        s = blank(s, end);
        if (s < end && *s != ',') {
            snprintf(why, cap, "expected ',' between latencies");
            return false;
        }
        if (s < end)
            s = blank(s + 1, end);
    }
    return true;
}

/* The text of unit u's parameter `key`, or NULL. */
static const char *param(const hs_netlist *nl, int u, const char *key)
{
    for (int i = 0; i < nl->units[u].n_params; i++)
        if (strcmp(nl->units[u].params[i].key, key) == 0)
            return nl->units[u].params[i].value;
    return NULL;
}

int mlir_buffer_settle(mlir_ast *a, const mlir_attr *timing, mlir_buffer_how how, hs_netlist *nl,
                       int u, bool *front)
{
    *front = false;
    if (how == MB_EXPLICIT || (how == MB_TIMING && !timing))
        return 0;
    const char *ns = param(nl, u, "num_slots");
    long slots = ns ? strtol(ns, NULL, 10) : 1;
    bool dv, r;
    if (how == MB_TIMING) {
        int lat[3];
        char why[160];
        if (!parse_timing(timing->val, lat, why, sizeof(why))) {
            mlir_error(a, timing->line, timing->col, "buffer %s: TIMING = %.*s: %s",
                       nl->units[u].name, timing->val.n, timing->val.s, why);
            return -1;
        }
        dv = lat[0] > 0 || lat[1] > 0;
        r = lat[2] > 0;
    } else { /* oehb [n], tehb [n]: the mnemonic's one-slot type says the timing */
        const char *bt = param(nl, u, "buffer_type");
        if (!bt || strncmp(bt, "ONE_SLOT_", 9) != 0 || slots <= 1)
            return 0;
        dv = strcmp(bt, "ONE_SLOT_BREAK_R") != 0;
        r = !dv;
    }
    const char *type;
    if (slots <= 1)
        type = dv && r ? "ONE_SLOT_BREAK_DVR"
               : dv    ? "ONE_SLOT_BREAK_DV"
               : r     ? "ONE_SLOT_BREAK_R"
                       : "FIFO_BREAK_NONE";
    else
        type = dv ? "FIFO_BREAK_DV" : "FIFO_BREAK_NONE";
    *front = slots > 1 && dv;
    return mlir_net_add_param(nl, u, "buffer_type", type);
}

int mlir_buffer_fronts(mlir_ast *a, mlir_names *names, hs_netlist *nl, hs_mlir_info *info,
                       const int *units, int n)
{
    for (int i = 0; i < n; i++) {
        int u = units[i], c = 0;
        while (c < nl->n_chans && !(nl->chans[c].to.unit == u && nl->chans[c].to.cport < 0 &&
                                    strcmp(nl->chans[c].to.port, "ins") == 0))
            c++;
        if (c == nl->n_chans)
            continue; /* an unconnected buffer is reported by the netlist check */
        char want[HS_NET_NAME_MAX + 8], name[HS_NET_NAME_MAX];
        int len = snprintf(want, sizeof(want), "%s_tehb", nl->units[u].name);
        mlir_names_take(names, (ms){want, len}, "unit", name, sizeof(name));
        int t = mlir_net_add_unit(nl, name, "handshake.buffer");
        if (t < 0 || mlir_unit_at(info, t, info->unit_line[u], info->unit_col[u]) ||
            mlir_net_add_param(nl, t, "buffer_type", "ONE_SLOT_BREAK_R") ||
            mlir_net_add_param(nl, t, "num_slots", "1")) {
            mlir_error(a, info->unit_line[u], info->unit_col[u], "the circuit exceeds %d units",
                       HS_NET_MAX_UNITS);
            return HS_E_NETLIST;
        }
        const hs_type *ty = nl->chans[c].type;
        nl->chans[c].to = mlir_ep_unit(t, "ins", -1);
        if (mlir_net_add_chan(nl, mlir_ep_unit(t, "outs", -1), mlir_ep_unit(u, "ins", -1), ty))
            return HS_E_NOMEM;
    }
    return 0;
}
