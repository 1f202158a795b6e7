/* Diagnostics: the document is read (hs_mlir_read, with places) and checked
 * (hs_mlir_check) as `hsgen circuit` would; each error becomes an LSP diagnostic
 * over the exact operand, result or op it concerns, with the unit's rule in words
 * and the rule's other ports (or a cycle's units) as related locations. */
#define _GNU_SOURCE /* asprintf */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lsp.h"

/* The range of place i. */
static json_t *place_range(const lsp_server *s, const lsp_doc *doc, int i)
{
    const hs_mlir_place *p = &doc->info.places[i];
    return lsp_text_range(&doc->text, p->offset, p->offset + (size_t)p->len, s->utf8);
}

/* A related location: place i of this document. */
static json_t *location(const lsp_server *s, const lsp_doc *doc, int i)
{
    return json_pack("{s:s, s:o}", "uri", doc->uri, "range", place_range(s, doc, i));
}

/* The place where unit u's port (element elem, -1: any) is written: the operand
 * feeding it or the result it defines; -1 when the reader wrote none. */
static int port_place(const lsp_doc *doc, int u, const char *port, int elem)
{
    for (int i = 0; i < doc->info.n_places; i++) {
        const hs_mlir_place *p = &doc->info.places[i];
        if ((p->kind == HS_MLIR_PLACE_USE || p->kind == HS_MLIR_PLACE_DEF) && p->unit == u &&
            strcmp(p->port, port) == 0 && (elem < 0 || p->elem == elem))
            return i;
    }
    return -1;
}

/* "unit.port[3]" (or "port") split: the unit's index (-1 when the first part names
 * none), the port and the element (-1 when none). */
static int split_port(const lsp_doc *doc, const char *text, char *port, size_t cap, int *elem)
{
    char name[HS_NET_NAME_MAX];
    const char *dot = strchr(text, '.');
    int u = -1;
    if (dot) {
        snprintf(name, sizeof(name), "%.*s", (int)(dot - text), text);
        u = hs_netlist_find_unit(&doc->nl, name);
    }
    const char *p = u >= 0 ? dot + 1 : text;
    size_t n = strcspn(p, "[");
    snprintf(port, cap, "%.*s", (int)n, p);
    *elem = p[n] == '[' ? atoi(p + n + 1) : -1;
    return u;
}

/* The message without the reader's "FILE:LINE:COL: " prefix. */
static const char *bare(const lsp_doc *doc, const char *msg)
{
    size_t n = strlen(doc->path);
    if (strncmp(msg, doc->path, n) != 0 || msg[n] != ':')
        return msg;
    const char *p = msg + n + 1;
    for (int k = 0; k < 2; k++) {
        if (!isdigit((unsigned char)*p))
            return msg;
        while (isdigit((unsigned char)*p))
            p++;
        if (*p++ != ':')
            return msg;
    }
    return *p == ' ' ? p + 1 : msg;
}

/* The token at a reader position: a word, a value or a symbol, at least one byte
 * when the line has one there. */
static json_t *token_range(const lsp_server *s, const lsp_doc *doc, int line, int col)
{
    const lsp_text *t = &doc->text;
    size_t a = lsp_text_at(t, line, col), b = a;
    while (b < t->len && (isalnum((unsigned char)t->text[b]) || strchr("_.%@$#-", t->text[b])))
        b++;
    if (b == a && b < t->len && t->text[b] != '\n')
        b++;
    return lsp_text_range(t, a, b, s->utf8);
}

/* Whether `word` occurs in text as a whole word (not part of an identifier). */
static const char *find_word(const char *text, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = strstr(text, word); p; p = strstr(p + 1, word)) {
        bool left = p == text || !(isalnum((unsigned char)p[-1]) || p[-1] == '_');
        bool right = !(isalnum((unsigned char)p[n]) || p[n] == '_');
        if (left && right)
            return p;
    }
    return NULL;
}

/* The rule's other ports: each port of unit u the message names besides the one
 * at fault, as related locations. */
static void related_ports(const lsp_server *s, const lsp_doc *doc, int u, const char *bad_port,
                          int bad_elem, const char *msg, json_t *rel)
{
    const hs_unit_info *info = doc->nl.units[u].info;
    if (!info)
        return;
    for (int k = 0; k < info->n_ports; k++) {
        const char *name = info->ports[k].name;
        size_t n = strlen(name);
        /* every mention: "ins[0] ... (as ins[1])" names two elements of one port */
        for (const char *at = find_word(msg, name); at; at = find_word(at + n, name)) {
            int elem = at[n] == '[' ? atoi(at + n + 1) : -1;
            if (strcmp(name, bad_port) == 0 && (elem == bad_elem || elem < 0 || bad_elem < 0))
                continue;
            int i = port_place(doc, u, name, elem);
            if (i < 0)
                continue;
            char why[160];
            if (elem >= 0)
                snprintf(why, sizeof(why), "%s.%s[%d]: the other port of the rule",
                         doc->nl.units[u].name, name, elem);
            else
                snprintf(why, sizeof(why), "%s.%s: the other port of the rule",
                         doc->nl.units[u].name, name);
            json_array_append_new(
                rel, json_pack("{s:o, s:s}", "location", location(s, doc, i), "message", why));
            break;
        }
    }
}

/* Each unit of "unbuffered cycle a -> b -> a" that is written in the text (the last
 * name repeats the first). */
static void related_cycle(const lsp_server *s, const lsp_doc *doc, const char *msg, json_t *rel)
{
    const char *p = strstr(msg, "unbuffered cycle ");
    if (!p)
        return;
    p += strlen("unbuffered cycle ");
    const char *end = strchr(p, ':');
    while (p && end && p < end) {
        size_t n = strcspn(p, " :");
        char name[HS_NET_NAME_MAX];
        snprintf(name, sizeof(name), "%.*s", (int)n, p);
        p = strstr(p + n, " -> ");
        p = p && p < end ? p + 4 : NULL;
        if (!p && json_array_size(rel))
            break; /* the first unit again */
        int u = hs_netlist_find_unit(&doc->nl, name);
        int i = u >= 0 ? lsp_unit_place(doc, u) : -1;
        if (i < 0)
            continue; /* a fork or sink the reader made */
        char why[128];
        snprintf(why, sizeof(why), "%s: a unit of the cycle", name);
        json_array_append_new(
            rel, json_pack("{s:o, s:s}", "location", location(s, doc, i), "message", why));
    }
}

/* One error of the reader or the check as an LSP diagnostic. */
static json_t *diagnostic(const lsp_server *s, const lsp_doc *doc, const hs_diag *d)
{
    const char *msg = bare(doc, d->message);
    json_t *range = NULL, *rel = json_array();
    char text[1024];
    snprintf(text, sizeof(text), "%s", msg);
    char port[HS_NET_NAME_MAX];
    int elem = -1;
    int u = d->port[0] && doc->have_nl ? split_port(doc, d->port, port, sizeof(port), &elem) : -1;
    if (u < 0 && strncmp(d->field, "units.", 6) == 0 && doc->have_nl)
        u = hs_netlist_find_unit(&doc->nl, d->field + 6);
    if (strcmp(d->rule, "unbuffered_cycle") == 0 && d->port[0]) {
        u = hs_netlist_find_unit(&doc->nl, d->port);
        related_cycle(s, doc, msg, rel);
        int i = u >= 0 ? lsp_unit_place(doc, u) : -1;
        if (i >= 0)
            range = place_range(s, doc, i);
    } else if (u >= 0) {
        int i =
            port[0] && strcmp(port, doc->nl.units[u].name) ? port_place(doc, u, port, elem) : -1;
        if (i < 0)
            i = lsp_unit_place(doc, u);
        if (i >= 0)
            range = place_range(s, doc, i);
        const hs_unit_info *info = doc->nl.units[u].info;
        if (info && info->rule_text && strcmp(d->rule, info->rule_id) == 0 &&
            !strstr(msg, info->rule_text))
            snprintf(text, sizeof(text), "%s (rule %s: %s)", msg, info->rule_id, info->rule_text);
        /* the ports the message names, not those of the rule's text it quotes */
        char own[sizeof(d->message)];
        snprintf(own, sizeof(own), "%s", msg);
        char *cut = strstr(own, "; rule ");
        if (cut)
            *cut = '\0';
        related_ports(s, doc, u, port, elem, own, rel);
    } else if (d->port[0] && doc->have_nl) { /* a circuit port */
        int i = port_place(doc, -1, d->port, -1);
        if (i >= 0)
            range = place_range(s, doc, i);
    }
    if (!range)
        range = d->line > 0 ? token_range(s, doc, d->line, d->column > 0 ? d->column : 1)
                            : lsp_text_range(&doc->text, 0, 0, s->utf8);
    hs_utf8_repair(text);
    json_t *j =
        json_pack("{s:o, s:i, s:s, s:s, s:s}", "range", range, "severity", 1, "source", "hsgen",
                  "code", d->rule[0] ? d->rule : hs_err_name(d->code), "message", text);
    if (json_array_size(rel))
        json_object_set(j, "relatedInformation", rel);
    json_decref(rel);
    return j;
}

/* One function (top; NULL: the only one) read and checked, its diagnostics appended;
 * doc->nl and doc->info hold the read after. */
static void read_one(lsp_server *s, lsp_doc *doc, const char *top, hs_diag_list *errs,
                     json_t *diags)
{
    lsp_doc_forget(doc);
    hs_mlir_options o = {.file = doc->path, .places = true, .top = top};
    int rc = hs_mlir_read(doc->text.text, doc->text.len, &o, &doc->nl, &doc->info, errs);
    doc->have_nl = true;
    if (rc == 0) {
        doc->read_ok = true;
        hs_mlir_check(&doc->nl, &s->cfg, &doc->info, doc->path, errs);
    }
    for (int i = 0; i < errs->n; i++) {
        const hs_diag *d = &errs->items[i], *prev = i ? &errs->items[i - 1] : NULL;
        json_t *last = json_array_get(diags, json_array_size(diags) - 1);
        if (prev && last && d->line > 0 && d->line == prev->line && d->column == prev->column &&
            strcmp(d->rule, prev->rule) == 0) {
            /* a message the reader continues over several errors at one place (the list
             * of operations it reads): one diagnostic */
            char *m = NULL;
            if (asprintf(&m, "%s\n%s", json_string_value(json_object_get(last, "message")),
                         bare(doc, d->message)) > 0) {
                hs_utf8_repair(m);
                json_object_set_new(last, "message", json_string(m));
            }
            free(m);
            continue;
        }
        json_array_append_new(diags, diagnostic(s, doc, d));
    }
    if (errs->dropped) {
        char m[128];
        snprintf(m, sizeof(m), "%d more errors not shown", errs->dropped);
        json_array_append_new(diags, json_pack("{s:o, s:i, s:s, s:s}", "range",
                                               lsp_text_range(&doc->text, 0, 0, s->utf8),
                                               "severity", 2, "source", "hsgen", "message", m));
    }
    for (int i = 0; i < doc->info.n_warnings; i++) {
        char m[300];
        snprintf(m, sizeof(m), "%s", doc->info.warnings[i]);
        hs_utf8_repair(m);
        json_array_append_new(diags, json_pack("{s:o, s:i, s:s, s:s}", "range",
                                               lsp_text_range(&doc->text, 0, 0, s->utf8),
                                               "severity", 2, "source", "hsgen", "message", m));
    }
}

#define LSP_MAX_FUNCS 64

/* Reads and checks; fills diags. A file of several functions is read once per
 * function (the reader reads one), keeping the netlist of the one holding doc->focus. */
static void read_and_check(lsp_server *s, lsp_doc *doc, json_t *diags)
{
    hs_diag_list *errs = malloc(sizeof(*errs));
    if (!errs)
        return;
    json_t *first = json_array();
    read_one(s, doc, NULL, errs, first);
    doc->several = false;
    doc->fn_from = 0;
    doc->fn_to = doc->text.len + 1;
    char names[LSP_MAX_FUNCS][HS_NET_NAME_MAX];
    size_t at[LSP_MAX_FUNCS + 1];
    int n = 0;
    bool choose = !doc->read_ok && errs->n == 1 && strstr(errs->items[0].message, "--top");
    for (int i = 0; choose && i < doc->info.n_places && n < LSP_MAX_FUNCS; i++) {
        const hs_mlir_place *p = &doc->info.places[i];
        if (p->kind == HS_MLIR_PLACE_FUNC && p->elem == 1) {
            snprintf(names[n], sizeof(names[n]), "%s", p->name);
            at[n++] = p->offset;
        }
    }
    if (n < 2) {
        json_array_extend(diags, first);
        json_decref(first);
        free(errs);
        return;
    }
    json_decref(first);
    at[n] = doc->text.len + 1;
    int keep = 0;
    for (int k = 0; k < n; k++)
        if (doc->focus >= at[k])
            keep = k;
    for (int j = 0; j < n; j++) {
        int k = j == n - 1 ? keep : (j >= keep ? j + 1 : j); /* the kept one last */
        read_one(s, doc, names[k], errs, diags);
    }
    doc->several = true;
    doc->fn_from = keep ? at[keep] : 0;
    doc->fn_to = at[keep + 1];
    free(errs);
}

/* Publishes the diagnostics of a changed document (a file too large gets one
 * saying so instead of being read). */
void lsp_analyze(lsp_server *s, lsp_doc *doc)
{
    if (!doc->dirty)
        return;
    doc->dirty = false;
    lsp_doc_forget(doc);
    json_t *diags = json_array();
    doc->too_large = doc->text.len > s->max_file;
    if (doc->too_large) {
        char m[200];
        snprintf(m, sizeof(m),
                 "file too large: %zu bytes; the language server reads at most %zu (hsgen lsp "
                 "--max-file-size BYTES)",
                 doc->text.len, s->max_file);
        json_array_append_new(diags,
                              json_pack("{s:o, s:i, s:s, s:s, s:s}", "range",
                                        lsp_text_range(&doc->text, 0, 0, s->utf8), "severity", 1,
                                        "source", "hsgen", "code", "too_large", "message", m));
    } else {
        read_and_check(s, doc, diags);
    }
    s->n_analyses++;
    json_t *params = json_pack("{s:s, s:o}", "uri", doc->uri, "diagnostics", diags);
    if (doc->version >= 0)
        json_object_set_new(params, "version", json_integer(doc->version));
    lsp_notify(s, "textDocument/publishDiagnostics", params);
}
