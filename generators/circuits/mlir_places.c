/* Places for editors (hs_mlir_options.places): where each function, op, type and
 * value is written, and which netlist unit and port each op and operand became, so
 * a language server can underline the operand a rule names and jump to a
 * definition. Recorded only when info->places was allocated by hs_mlir_read. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir_impl.h"

/* Appends one place; silently stops recording when memory runs out (the places
 * only help an editor: reading goes on). */
static hs_mlir_place *add(hs_mlir_info *info, unsigned char kind, const mlir_ast *a, const char *at,
                          int len)
{
    if (!info->places || at < a->src || at > a->src + a->len)
        return NULL;
    if (info->n_places == info->cap_places) {
        int cap = info->cap_places * 2;
        hs_mlir_place *p = realloc(info->places, sizeof(*p) * (size_t)cap);
        if (!p)
            return NULL;
        info->places = p;
        info->cap_places = cap;
    }
    hs_mlir_place *p = &info->places[info->n_places++];
    memset(p, 0, sizeof(*p));
    p->kind = kind;
    p->offset = (size_t)(at - a->src);
    p->len = len;
    p->op = -1;
    p->unit = -1;
    p->elem = -1;
    return p;
}

/* "x" or "x#1": the name a value is written under. */
static void value_name(ms name, int idx, char *out, size_t cap)
{
    if (idx >= 0)
        snprintf(out, cap, "%.*s#%d", name.n, name.s, idx);
    else
        snprintf(out, cap, "%.*s", name.n, name.s);
}

/* The endpoint of a def or use: unit and port (a circuit port by its name). */
static void endpoint(hs_mlir_place *p, const hs_endpoint *ep)
{
    p->unit = ep->unit;
    p->elem = ep->elem;
    snprintf(p->port, sizeof(p->port), "%s", ep->port);
}

/* After lowering: each definition and use with the endpoint it became. */
void mlir_places_values(const mlir_values *v)
{
    if (!v->info->places)
        return;
    for (int k = 0; k < v->defs.n; k++) {
        const mlir_vkey *d = &v->keys.v[k];
        hs_mlir_place *p = add(v->info, HS_MLIR_PLACE_DEF, v->a, d->name.s - 1, d->name.n + 1);
        if (!p)
            return;
        endpoint(p, &v->defs.v[k].ep);
        value_name(d->name, d->idx, p->name, sizeof(p->name));
    }
    for (int k = 0; k < v->uses.n; k++) {
        const mlir_vuse_at *u = &v->use_at.v[k];
        hs_mlir_place *p = add(v->info, HS_MLIR_PLACE_USE, v->a, u->name.s - 1, u->name.n + 1);
        if (!p)
            return;
        endpoint(p, &v->uses.v[k].ep);
        value_name(u->name, u->idx, p->name, sizeof(p->name));
    }
}

/* After reading: functions, ops (matched to their units by position) and types. */
void mlir_places_ast(const mlir_ast *a, hs_mlir_info *info)
{
    if (!info->places)
        return;
    /* units made from ops are numbered in op order; their (line, col) is the op's */
    int u = 0;
    int n_op = 0;
    for (int fi = 0; fi < a->funcs.n; fi++) {
        const mlir_func *f = &a->funcs.v[fi];
        hs_mlir_place *p = add(info, HS_MLIR_PLACE_FUNC, a, f->name.s - 1, f->name.n + 1);
        if (p) {
            snprintf(p->name, sizeof(p->name), "%.*s", f->name.n, f->name.s);
            p->elem = f->kind != MF_HW_EXTERN && f->has_body;
        }
        /* the types of the arguments and results (hw ports included) */
        for (int k = 0; k < f->n_arg + f->n_resty; k++) {
            const mlir_arg *g = &a->args.v[k < f->n_arg ? f->arg + k : f->resty + k - f->n_arg];
            hs_mlir_place *q =
                g->type.n ? add(info, HS_MLIR_PLACE_TYPE, a, g->type.s, g->type.n) : NULL;
            if (q)
                q->elem = k;
        }
        for (int i = 0; i < f->n_op; i++, n_op++) {
            const mlir_op *op = &a->ops.v[f->op + i];
            p = add(info, HS_MLIR_PLACE_OP, a, op->name.s, op->name.n);
            if (!p)
                return;
            p->op = n_op;
            snprintf(p->name, sizeof(p->name), "%.*s", op->name.n, op->name.s);
            while (u < info->n_lines &&
                   (info->unit_line[u] == 0 || info->unit_line[u] < op->line ||
                    (info->unit_line[u] == op->line && info->unit_col[u] < op->col)))
                u++;
            int unit = -1;
            if (u < info->n_lines && info->unit_line[u] == op->line && info->unit_col[u] == op->col)
                unit = p->unit = u++;
            /* p is not used past here: adding places may move them */
            for (int k = 0; k < op->n_ty; k++) {
                const mlir_ty *t = &a->tys.v[op->ty + k];
                hs_mlir_place *q = add(info, HS_MLIR_PLACE_TYPE, a, t->text.s, t->text.n);
                if (!q)
                    return;
                q->op = n_op;
                q->unit = unit;
                q->elem = k;
            }
        }
    }
}

/* The reader's op list, for completion. */
void hs_mlir_ops(char *buf, size_t cap)
{
    mlir_op_supported(buf, cap);
}

/* A mnemonic's catalog unit, for completion and hover. */
const char *hs_mlir_op_unit(const char *mnemonic)
{
    const mlir_op_row *row = mlir_op_find((ms){mnemonic, (int)strlen(mnemonic)});
    return row ? row->unit : NULL;
}
