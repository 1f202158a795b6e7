/* The DOT text of a netlist for `hsgen draw` (draw_dot.h). Names are quoted and
 * escaped, so any unit or port name draws. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "draw_dot.h"

/* Text inside a DOT string: quotes and backslashes escaped. */
static void esc(FILE *f, const char *s)
{
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fputc('\\', f);
        fputc(*s, f);
    }
}

/* A DOT string. */
static void q(FILE *f, const char *s)
{
    fputc('"', f);
    esc(f, s);
    fputc('"', f);
}

/* A channel's label: "i32 [spec: i1, tag: (U) i8]", "f32", "control", "i8 (raw)". */
static void type_label(const hs_type *t, char *buf, size_t cap)
{
    size_t n;
    if (t->kind == HS_T_CONTROL)
        n = (size_t)snprintf(buf, cap, "control");
    else
        n = (size_t)snprintf(buf, cap, "%c%u%s", t->dtype ? t->dtype : 'i', t->width,
                             t->kind == HS_T_RAW ? " (raw)" : "");
    for (unsigned k = 0; k < t->n_extra && n + 2 < cap; k++) {
        n += (size_t)snprintf(buf + n, cap - n, "%s", k ? ", " : " [");
        if (n < cap)
            n += hs_extra_print(&t->extra[k], buf + n, cap - n);
    }
    if (t->n_extra && n + 1 < cap)
        snprintf(buf + n, cap - n, "]");
}

/* The value of parameter key of unit u, or NULL. */
static const char *param(const hs_net_unit *u, const char *key)
{
    for (int i = 0; i < u->n_params; i++)
        if (strcmp(u->params[i].key, key) == 0)
            return u->params[i].value;
    return NULL;
}

/* One unit's node: its name, its kind, and what marks it (a buffer, a row with a
 * `buffer_type` parameter, is drawn as a box with its kind). */
static void unit_node(FILE *f, const hs_net_unit *u, const char *indent)
{
    const char *kind = strncmp(u->unit, "handshake.", 10) == 0 ? u->unit + 10 : u->unit;
    const char *bt = param(u, "buffer_type");
    bool buffer = u->info && hs_param_index(u->info, "buffer_type") >= 0;
    fprintf(f, "%s", indent);
    q(f, u->name);
    fputs(" [label=\"", f);
    esc(f, u->name);
    fputs("\\n", f); /* DOT's line break */
    esc(f, kind);
    if (buffer && bt) {
        fputc(' ', f);
        esc(f, bt);
    }
    fprintf(f, "%s\"", u->black_box ? " (black box)" : "");
    if (buffer)
        fputs(", shape=box3d, fillcolor=\"#d9d9d9\"", f);
    else if (u->info && u->info->speculation)
        fputs(", fillcolor=\"#ffc680\"", f);
    else if (u->added)
        fputs(", fillcolor=\"#fff2b3\"", f);
    else if (u->black_box)
        fputs(", style=\"filled,dashed\", fillcolor=\"#eeeeee\"", f);
    fputs("];\n", f);
}

/* An endpoint's node and port label ("port[i]"). */
static const char *end_node(const hs_netlist *nl, const hs_endpoint *e, bool from, char *port,
                            size_t cap)
{
    if (e->unit < 0) {
        port[0] = '\0';
        return from ? nl->inputs[e->cport].name : nl->outputs[e->cport].name;
    }
    if (e->elem >= 0)
        snprintf(port, cap, "%s[%d]", e->port, e->elem);
    else
        snprintf(port, cap, "%s", e->port);
    return nl->units[e->unit].name;
}

/* The block each unit is drawn in: its own, else (a fork, sink or buffer the reader
 * added) the block of the unit that feeds it; -1 when neither says. */
static int *blocks_of(const hs_netlist *nl)
{
    int *bb = malloc(sizeof(int) * (size_t)(nl->n_units + 1));
    if (!bb)
        return NULL;
    for (int u = 0; u < nl->n_units; u++)
        bb[u] = nl->units[u].has_bb ? nl->units[u].bb : -1;
    for (int pass = 0; pass < 4; pass++) /* a fork of a fork of a fork... */
        for (int k = 0; k < nl->n_chans; k++) {
            const hs_net_chan *c = &nl->chans[k];
            if (c->from.unit >= 0 && c->to.unit >= 0 && bb[c->to.unit] < 0)
                bb[c->to.unit] = bb[c->from.unit];
        }
    return bb;
}

int draw_dot(FILE *f, const hs_netlist *nl)
{
    int *bb = blocks_of(nl);
    if (!bb)
        return -1;
    fputs("digraph ", f);
    q(f, nl->name);
    fputs(" {\n  rankdir=TB;\n  fontname=\"Helvetica\";\n"
          "  node [shape=box, style=\"rounded,filled\", fillcolor=white, fontname=\"Helvetica\", "
          "fontsize=11];\n  edge [fontname=\"Helvetica\", fontsize=9, labelfontsize=7];\n",
          f);
    for (int i = 0; i < nl->n_inputs; i++) {
        fputs("  ", f);
        q(f, nl->inputs[i].name);
        fputs(" [shape=oval, fillcolor=\"#cfe2f3\"];\n", f);
    }
    for (int i = 0; i < nl->n_outputs; i++) {
        fputs("  ", f);
        q(f, nl->outputs[i].name);
        fputs(" [shape=oval, fillcolor=\"#d9ead3\"];\n", f);
    }
    /* one cluster per basic block, in the order blocks first appear */
    for (int u = 0; u < nl->n_units; u++) {
        bool first = bb[u] >= 0;
        for (int v = 0; first && v < u; v++)
            first = bb[v] != bb[u];
        if (!first)
            continue;
        fprintf(f, "  subgraph cluster_bb%d {\n    label=\"bb %d\";\n    style=dashed;\n", bb[u],
                bb[u]);
        for (int v = u; v < nl->n_units; v++)
            if (bb[v] == bb[u])
                unit_node(f, &nl->units[v], "    ");
        fputs("  }\n", f);
    }
    for (int u = 0; u < nl->n_units; u++)
        if (bb[u] < 0)
            unit_node(f, &nl->units[u], "  ");
    free(bb);
    for (int k = 0; k < nl->n_chans; k++) {
        const hs_net_chan *c = &nl->chans[k];
        char fp[HS_NET_NAME_MAX + 16], tp[HS_NET_NAME_MAX + 16], label[1024];
        const char *a = end_node(nl, &c->from, true, fp, sizeof(fp));
        const char *b = end_node(nl, &c->to, false, tp, sizeof(tp));
        type_label(c->type, label, sizeof(label));
        fputs("  ", f);
        q(f, a);
        fputs(" -> ", f);
        q(f, b);
        fputs(" [label=", f);
        q(f, label);
        if (fp[0]) {
            fputs(", taillabel=", f);
            q(f, fp);
        }
        if (tp[0]) {
            fputs(", headlabel=", f);
            q(f, tp);
        }
        if (hs_type_find_extra(c->type, "spec"))
            fputs(", color=\"#cc0000\", fontcolor=\"#cc0000\", penwidth=2", f);
        if (c->type->kind == HS_T_CONTROL)
            fputs(", style=dashed", f);
        fputs("];\n", f);
    }
    fputs("}\n", f);
    return ferror(f) ? -1 : 0;
}
