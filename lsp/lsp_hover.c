/* Hover: on an op, the unit it becomes (ports with their types and extra signals,
 * latency, the merge policy of each extra signal, an area estimate); on a type, its
 * canonical form and bit layout. Markdown, from the verified unit. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lsp.h"

/* A growing markdown text. */
typedef struct {
    char *s;
    size_t n, cap;
} md;

/* Appends formatted text; the hover is built piece by piece. */
static void put(md *m, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(md *m, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (k < 0)
        return;
    if (m->n + (size_t)k + 1 > m->cap) {
        size_t cap = (m->n + (size_t)k + 1) * 2;
        char *x = realloc(m->s, cap);
        if (!x)
            return;
        m->s = x;
        m->cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(m->s + m->n, m->cap - m->n, fmt, ap);
    va_end(ap);
    m->n += (size_t)k;
}

/* The hover answer over bytes [from, to), taking the text over. */
static json_t *answer(const lsp_server *s, const lsp_doc *doc, md *m, size_t from, size_t to)
{
    json_t *j = json_pack("{s:{s:s, s:s}, s:o}", "contents", "kind", "markdown", "value",
                          m->s ? m->s : "", "range", lsp_text_range(&doc->text, from, to, s->utf8));
    free(m->s);
    return j;
}

/* An MLIR type as written ("<i32>", "<>", "!handshake.channel<...>", "i32") parsed. */
static int parse_written(const char *text, size_t n, hs_type *t, hs_diag *d)
{
    char buf[HS_MAX_TYPE_TEXT + 16];
    if (n > HS_MAX_TYPE_TEXT)
        return hs_fail(d, HS_E_LIMIT, "type longer than %d characters", HS_MAX_TYPE_TEXT);
    size_t i = 1;
    while (n && text[0] == '<' && i < n && (text[i] == ' ' || text[i] == '\t'))
        i++;
    if (n && text[0] == '<')
        snprintf(buf, sizeof(buf), "%s%.*s",
                 i < n && (text[i] == '>' || text[i] == '[') ? "control" : "channel", (int)n, text);
    else
        snprintf(buf, sizeof(buf), "%.*s", (int)n, text);
    return hs_type_parse(buf, t, d);
}

/* The bit layout of a type: data, then each extra signal, then the handshake. */
static void layout(md *m, const hs_type *t)
{
    put(m, "\n| signal | bits | direction |\n|---|---|---|\n");
    if (t->kind != HS_T_CONTROL)
        put(m, "| data | %u (`[%u:0]`, %s) | down |\n", t->width, t->width ? t->width - 1 : 0,
            t->dtype == 'f' ? "float" : "integer");
    for (int i = 0; i < t->n_extra; i++)
        put(m, "| %s | %u (`[%u:0]`) | %s |\n", t->extra[i].name, t->extra[i].width,
            t->extra[i].width - 1, t->extra[i].up ? "up (with ready)" : "down (with valid)");
    if (t->kind != HS_T_RAW)
        put(m, "| valid | 1 | down |\n| ready | 1 | up |\n");
    unsigned down = (t->kind != HS_T_CONTROL ? t->width : 0) + hs_type_extra_bits(t, false) +
                    (t->kind != HS_T_RAW);
    unsigned up = hs_type_extra_bits(t, true) + (t->kind != HS_T_RAW);
    put(m, "\n%u bit%s travel%s with valid, %u with ready.\n", down, down == 1 ? "" : "s",
        down == 1 ? "s" : "", up);
}

/* Hover on a written type: canonical form and layout, or why it does not parse. */
static json_t *type_hover(lsp_server *s, lsp_doc *doc, const hs_mlir_place *p)
{
    hs_type t;
    hs_diag d;
    hs_diag_clear(&d);
    md m = {0};
    if (parse_written(doc->text.text + p->offset, (size_t)p->len, &t, &d) != 0) {
        put(&m, "**type** `%.*s`: %s", p->len, doc->text.text + p->offset, d.message);
    } else {
        char canon[HS_TYPE_TEXT_CAP];
        hs_type_print(&t, canon, sizeof(canon));
        put(&m, "**type** `%s`\n", canon);
        layout(&m, &t);
    }
    return answer(s, doc, &m, p->offset, p->offset + (size_t)p->len);
}

/* Latency in words: the `latency` parameter, or what a buffer registers. */
static void latency(md *m, const hs_unit *u)
{
    int li = hs_param_index(u->info, "latency");
    if (li >= 0) {
        put(m, "**latency**: %lld cycle%s\n\n", (long long)u->param[li],
            u->param[li] == 1 ? "" : "s");
        return;
    }
    if (hs_param_index(u->info, "buffer_type") >= 0) { /* a buffer: its kind says */
        const char *bt = hs_unit_param_text(u, "buffer_type");
        bool dv = strstr(bt, "DV") != NULL;
        put(m, "**latency**: %s (%s, %lld slot%s)\n\n",
            dv ? "1 cycle (valid and data registered)" : "0 cycles (data path combinational)", bt,
            (long long)hs_unit_param(u, "num_slots"),
            hs_unit_param(u, "num_slots") == 1 ? "" : "s");
        return;
    }
    put(m, "**latency**: 0 cycles (combinational)\n\n");
}

/* Each extra signal the unit carries, with the policy that merges it. */
static void policies(md *m, const lsp_server *s, const hs_unit *u)
{
    char seen[HS_MAX_EXTRAS * 2][HS_NAME_MAX];
    int n = 0;
    for (int k = 0; k < u->info->n_ports; k++) {
        const hs_type *t = &u->port[k].type;
        for (int i = 0; u->port[k].present && i < t->n_extra; i++) {
            bool dup = false;
            for (int j = 0; j < n; j++)
                dup = dup || strcmp(seen[j], t->extra[i].name) == 0;
            if (!dup && n < HS_MAX_EXTRAS * 2)
                snprintf(seen[n++], HS_NAME_MAX, "%s", t->extra[i].name);
        }
    }
    if (n == 0) {
        put(m, "**extra signals**: none\n\n");
        return;
    }
    const char *how = u->info->merge_down == HS_MERGE_DOWN_NONE
                          ? "passed through (no tokens joined)"
                          : "joined tokens merged";
    put(m, "**merge policies** (%s):", how);
    for (int j = 0; j < n; j++) {
        hs_merge p = hs_config_merge(&s->cfg, seen[j]);
        put(m, "%s `%s`: %s", j ? "," : "", seen[j],
            p == HS_MERGE_UNSET ? "none set" : hs_merge_name(p));
    }
    put(m, "\n\n");
}

/* The ports table of a resolved unit. */
static void ports(md *m, const hs_unit *u)
{
    put(m, "| port | dir | type | extra signals |\n|---|---|---|---|\n");
    for (int k = 0; k < u->info->n_ports; k++) {
        const hs_port_info *pi = &u->info->ports[k];
        const hs_unit_port *up = &u->port[k];
        if (!up->present)
            continue;
        char t[HS_TYPE_TEXT_CAP], x[512] = "";
        hs_type_print(&up->type, t, sizeof(t));
        size_t o = 0;
        for (int i = 0; i < up->type.n_extra && o + 1 < sizeof(x); i++) {
            char e[96];
            hs_extra_print(&up->type.extra[i], e, sizeof(e));
            o += (size_t)snprintf(x + o, sizeof(x) - o, "%s%s", i ? ", " : "", e);
        }
        char name[96];
        if (pi->array)
            snprintf(name, sizeof(name), "%s[%u]", pi->name, up->count);
        else
            snprintf(name, sizeof(name), "%s", pi->name);
        put(m, "| %s | %s | `%s` | %s |\n", name, pi->dir == HS_IN ? "in" : "out", t,
            o ? x : "none");
    }
    put(m, "\n");
}

/* The ports of a unit that does not verify, as its channels give them. */
static void connected(md *m, const hs_netlist *nl, int u)
{
    put(m, "| port | dir | type |\n|---|---|---|\n");
    for (int i = 0; i < nl->n_chans; i++) {
        const hs_net_chan *c = &nl->chans[i];
        for (int k = 0; k < 2; k++) {
            const hs_endpoint *ep = k ? &c->to : &c->from;
            if (ep->unit != u)
                continue;
            char t[HS_TYPE_TEXT_CAP], el[16] = "";
            hs_type_print(c->type, t, sizeof(t));
            if (ep->elem >= 0)
                snprintf(el, sizeof(el), "[%d]", ep->elem);
            put(m, "| %s%s | %s | `%s` |\n", ep->port, el, k ? "in" : "out", t);
        }
    }
}

/* Hover on an op: what its unit is, verified under the configuration. */
static json_t *op_hover(lsp_server *s, lsp_doc *doc, int u, size_t offset)
{
    const hs_net_unit *nu = &doc->nl.units[u];
    int pi = lsp_unit_place(doc, u);
    md m = {0};
    put(&m, "**%s**: `%s`", nu->name, nu->unit);
    if (nu->info)
        put(&m, ": %s", nu->info->summary);
    put(&m, "\n\n");
    hs_unit *unit = hs_unit_new();
    hs_diag d;
    hs_diag_clear(&d);
    if (!unit || lsp_unit_resolve(s, doc, u, s->cfg.default_hdl, unit, &d) != 0) {
        put(&m, "**not verified**: %s\n\n", unit ? d.message : "out of memory");
        connected(&m, &doc->nl, u);
    } else {
        ports(&m, unit);
        latency(&m, unit);
        policies(&m, s, unit);
        char area[200];
        lsp_unit_area(unit, area, sizeof(area));
        put(&m, "**area**: %s\n\n", area);
        put(&m, "rule `%s`: %s\n", unit->info->rule_id, unit->info->rule_text);
    }
    hs_unit_free(unit);
    const hs_mlir_place *p = pi >= 0 ? &doc->info.places[pi] : NULL;
    return answer(s, doc, &m, p ? p->offset : offset, p ? p->offset + (size_t)p->len : offset);
}

/* A function argument or result: the circuit port and its type. */
static json_t *port_hover(lsp_server *s, lsp_doc *doc, const hs_mlir_place *p)
{
    for (int i = 0; i < doc->nl.n_inputs + doc->nl.n_outputs; i++) {
        const hs_net_port *cp =
            i < doc->nl.n_inputs ? &doc->nl.inputs[i] : &doc->nl.outputs[i - doc->nl.n_inputs];
        if (strcmp(cp->name, p->port) != 0)
            continue;
        char t[HS_TYPE_TEXT_CAP];
        hs_type_print(&cp->type, t, sizeof(t));
        md m = {0};
        put(&m, "**%s** circuit %s `%s`\n", cp->name, i < doc->nl.n_inputs ? "input" : "output", t);
        layout(&m, &cp->type);
        return answer(s, doc, &m, p->offset, p->offset + (size_t)p->len);
    }
    return json_null();
}

/* textDocument/hover: a type under the cursor first, then the op of its line, then
 * a function argument. */
json_t *lsp_hover(lsp_server *s, lsp_doc *doc, size_t offset)
{
    lsp_analyze(s, doc);
    int i = lsp_place_at(doc, offset, HS_MLIR_PLACE_TYPE);
    if (i >= 0)
        return type_hover(s, doc, &doc->info.places[i]);
    int u = doc->read_ok ? lsp_unit_at(doc, offset) : -1;
    if (u >= 0)
        return op_hover(s, doc, u, offset);
    i = lsp_place_at(doc, offset, HS_MLIR_PLACE_DEF);
    if (i < 0)
        i = lsp_place_at(doc, offset, HS_MLIR_PLACE_USE);
    if (i >= 0 && doc->info.places[i].unit < 0 && doc->read_ok)
        return port_hover(s, doc, &doc->info.places[i]);
    return json_null();
}
