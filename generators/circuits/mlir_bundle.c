/* Dynamatic's bundle and unbundle ops, whose operands and results follow from the
 * channel type written after them:
 *   %ctrl, %data, %down... = unbundle %ch [%up...] : <T> to _
 *   %valid, %down...       = unbundle %ctrl [%ready, %up...] : <> to _
 *   %ch, %up...            = bundle %ctrl, %data, %down... : _ to <T>
 *   %ctrl, %ready, %up...  = bundle %valid, %down... : _ to <>
 * (%down: the type's downstream extra signals, %up: its upstream ones, each in
 * written order). The unit is hsgen's unbundle/bundle: a control unbundled or
 * bundled is its wires form (raw valid and ready), the extra signals its raw
 * part ports named by the signal. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir_impl.h"

#define MAX_ITEMS (HS_MAX_EXTRAS + 3)

typedef struct {
    char port[HS_NAME_MAX];
    hs_type type;
} item;

/* The extra signals of the type text in written order (canonical types may sort
 * them): names and whether each is upstream. */
static int written_extras(ms text, char names[][HS_NAME_MAX], bool *up)
{
    const char *s = memchr(text.s, '[', (size_t)text.n), *end = text.s + text.n;
    int n = 0;
    while (s && s < end && *s != ']' && n < HS_MAX_EXTRAS) {
        s++;
        while (s < end && (*s == ' ' || *s == ','))
            s++;
        const char *colon = memchr(s, ':', (size_t)(end - s));
        if (!colon)
            break;
        snprintf(names[n], HS_NAME_MAX, "%.*s", (int)(colon - s), s);
        const char *stop = colon;
        while (stop < end && *stop != ',' && *stop != ']')
            stop++;
        up[n] = false;
        for (const char *c = colon; c + 3 <= stop && !up[n]; c++)
            up[n] = memcmp(c, "(U)", 3) == 0;
        n++;
        s = stop;
    }
    return n;
}

/* Matches the op's values with the items: operands used, results defined. */
static void wire(mlir_ast *a, mlir_values *vals, const mlir_op *op, int u, const item *ins,
                 int n_in, const item *outs, int n_out, const char *what)
{
    if (op->n_opd != n_in || op->n_values != n_out) {
        char want[1024];
        size_t o = 0;
        want[0] = '\0';
        for (int i = 0; i < n_in && o + 1 < sizeof(want); i++)
            o += (size_t)snprintf(want + o, sizeof(want) - o, "%s%s", i ? ", " : "", ins[i].port);
        o += (size_t)snprintf(want + o, sizeof(want) - o, " -> ");
        for (int i = 0; i < n_out && o + 1 < sizeof(want); i++)
            o += (size_t)snprintf(want + o, sizeof(want) - o, "%s%s", i ? ", " : "", outs[i].port);
        mlir_error(a, op->line, op->col,
                   "%s takes %d operand%s and gives %d result%s (%s), found %d and %d", what, n_in,
                   n_in == 1 ? "" : "s", n_out, n_out == 1 ? "" : "s", want, op->n_opd,
                   op->n_values);
        return;
    }
    for (int i = 0; i < n_in; i++) {
        const mlir_use *x = &a->uses.v[op->opd + i];
        mlir_values_use(vals, x->name, x->index, mlir_ep_unit(u, ins[i].port, -1), x->line, x->col);
    }
    for (int r = 0, k = 0; r < op->n_res; r++) {
        const mlir_res *res = &a->res.v[op->res + r];
        for (int j = 0; j < res->count; j++, k++)
            mlir_values_def(vals, res->name, res->count > 1 ? j : -1,
                            mlir_ep_unit(u, outs[k].port, -1), &outs[k].type, false, op->line,
                            op->col);
    }
}

/* Appends one port and its type to an operand or result list. */
static void add(item *list, int *n, const char *port, const hs_type *t)
{
    snprintf(list[*n].port, sizeof(list[*n].port), "%s", port);
    list[*n].type = *t;
    (*n)++;
}

/* Lists the op's operand and result ports by its type, then wires them. */
void mlir_read_bundle(mlir_ast *a, mlir_values *vals, hs_netlist *nl, const mlir_op *op, int u)
{
    bool unbundle = mlir_ms_eq(op->name, "unbundle");
    const mlir_ty *ty = NULL;
    for (int i = 0; i < op->n_ty && !ty; i++)
        if (!mlir_ms_eq(a->tys.v[op->ty + i].text, "_"))
            ty = &a->tys.v[op->ty + i];
    hs_type t;
    hs_diag d;
    hs_diag_clear(&d);
    if (!ty) {
        mlir_error(a, op->line, op->col, "%s: expected the channel type (%s), found none",
                   unbundle ? "unbundle" : "bundle",
                   unbundle ? "': <i32> to _'" : "': _ to <i32>'");
        return;
    }
    if (mlir_type(ty->text, &t, &d) || t.kind == HS_T_RAW) {
        mlir_error(a, ty->line, ty->col, "%s: %s", unbundle ? "unbundle" : "bundle",
                   d.message[0] ? d.message : "expected a channel or control type");
        return;
    }
    item *ins = malloc(sizeof(item) * 2 * MAX_ITEMS), *outs = ins ? ins + MAX_ITEMS : NULL;
    int n_in = 0, n_out = 0;
    if (!ins) {
        mlir_error(a, op->line, op->col, "out of memory");
        return;
    }
    char names[HS_MAX_EXTRAS][HS_NAME_MAX];
    bool up[HS_MAX_EXTRAS];
    int n_x = written_extras(ty->text, names, up);
    bool ctrl = t.kind == HS_T_CONTROL;
    hs_type bit, plain, data;
    hs_type_raw(&bit, 1);
    hs_type_control(&plain);
    hs_type_raw(&data, t.width ? t.width : 1);
    data.dtype = t.dtype; /* a float channel's data part: raw float words */
    if (ctrl)
        mlir_net_add_param(nl, u, "handshake", "wires");
    item *chan_side = unbundle ? ins : outs, *part_in = unbundle ? outs : ins;
    int *n_chan = unbundle ? &n_in : &n_out, *n_part_in = unbundle ? &n_out : &n_in;
    /* the channel, then the control part (ctrl, or valid with ready the other way) */
    add(chan_side, n_chan, unbundle ? "ins" : "outs", &t);
    if (ctrl) {
        add(part_in, n_part_in, "valid", &bit);
        add(chan_side, n_chan, "ready", &bit);
    } else {
        add(part_in, n_part_in, "ctrl", &plain);
        add(part_in, n_part_in, "data", &data);
    }
    /* downstream signals flow with the parts, upstream ones with the channel */
    for (int k = 0; k < n_x; k++) {
        const hs_extra *e = hs_type_find_extra(&t, names[k]);
        hs_type w;
        hs_type_raw(&w, e ? e->width : 1);
        if (!up[k])
            add(part_in, n_part_in, names[k], &w);
    }
    for (int k = 0; k < n_x; k++) {
        const hs_extra *e = hs_type_find_extra(&t, names[k]);
        hs_type w;
        hs_type_raw(&w, e ? e->width : 1);
        if (up[k])
            add(chan_side, n_chan, names[k], &w);
    }
    wire(a, vals, op, u, ins, n_in, outs, n_out, unbundle ? "unbundle" : "bundle");
    free(ins);
}
