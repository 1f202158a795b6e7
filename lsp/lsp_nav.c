/* Navigation: document symbols (functions, and in them ops by unit name), the
 * definition of an SSA value, and the code lenses that offer the generated HDL of
 * each op and function. All from the reader's places. */
#include <stdio.h>
#include <string.h>

#include "lsp.h"

/* LSP SymbolKind values. */
enum { S_FUNCTION = 12, S_OBJECT = 19 };

/* The range of a place. */
static json_t *range_of(const lsp_server *s, const lsp_doc *doc, const hs_mlir_place *p)
{
    return lsp_text_range(&doc->text, p->offset, p->offset + (size_t)p->len, s->utf8);
}

/* The whole line of a place, the symbol's full range. */
static json_t *line_range(const lsp_server *s, const lsp_doc *doc, const hs_mlir_place *p)
{
    const lsp_text *t = &doc->text;
    int l = lsp_text_line_of(t, p->offset);
    size_t e = l + 1 < t->n_lines ? t->line_at[l + 1] - 1 : t->len;
    return lsp_text_range(t, t->line_at[l],
                          e < p->offset + (size_t)p->len ? p->offset + (size_t)p->len : e, s->utf8);
}

/* textDocument/documentSymbol: functions with their ops as children. */
json_t *lsp_symbols(lsp_server *s, lsp_doc *doc)
{
    lsp_analyze(s, doc);
    json_t *out = json_array();
    json_t *children = NULL;
    for (int i = 0; doc->have_nl && i < doc->info.n_places; i++) {
        const hs_mlir_place *p = &doc->info.places[i];
        if (p->kind == HS_MLIR_PLACE_FUNC && p->elem == 0) {
            children = NULL; /* an extern or a declaration: nothing to navigate to */
        } else if (p->kind == HS_MLIR_PLACE_FUNC) {
            children = json_array();
            json_array_append_new(out, json_pack("{s:s, s:i, s:o, s:o, s:o}", "name", p->name,
                                                 "kind", S_FUNCTION, "range", line_range(s, doc, p),
                                                 "selectionRange", range_of(s, doc, p), "children",
                                                 children));
        } else if (p->kind == HS_MLIR_PLACE_OP && children) {
            const char *name = p->unit >= 0 ? doc->nl.units[p->unit].name : p->name;
            const char *detail = p->unit >= 0 ? doc->nl.units[p->unit].unit : p->name;
            json_array_append_new(children, json_pack("{s:s, s:s, s:i, s:o, s:o}", "name", name,
                                                      "detail", detail, "kind", S_OBJECT, "range",
                                                      line_range(s, doc, p), "selectionRange",
                                                      range_of(s, doc, p)));
        }
    }
    return out;
}

/* textDocument/definition: from a use (or a definition) to the definition of its
 * value. */
json_t *lsp_definition(lsp_server *s, lsp_doc *doc, size_t offset)
{
    lsp_analyze(s, doc);
    int i = lsp_place_at(doc, offset, HS_MLIR_PLACE_USE);
    if (i < 0)
        i = lsp_place_at(doc, offset, HS_MLIR_PLACE_DEF);
    if (i < 0)
        return json_null();
    const char *name = doc->info.places[i].name;
    for (int k = 0; k < doc->info.n_places; k++) {
        const hs_mlir_place *p = &doc->info.places[k];
        if (p->kind == HS_MLIR_PLACE_DEF && strcmp(p->name, name) == 0)
            return json_pack("{s:s, s:o}", "uri", doc->uri, "range", range_of(s, doc, p));
    }
    return json_null();
}

/* A lens running one of the show commands. */
static json_t *lens(const lsp_server *s, const lsp_doc *doc, const hs_mlir_place *p,
                    const char *title, const char *cmd, const char *unit)
{
    json_t *args = json_pack("[s]", doc->uri);
    if (unit)
        json_array_append_new(args, json_string(unit));
    return json_pack("{s:o, s:{s:s, s:s, s:o}}", "range", range_of(s, doc, p), "command", "title",
                     title, "command", cmd, "arguments", args);
}

/* textDocument/codeLens: Show VHDL and Show Verilog on every function and on every
 * op whose unit is in the catalog, once the document reads. */
json_t *lsp_code_lens(lsp_server *s, lsp_doc *doc)
{
    lsp_analyze(s, doc);
    json_t *out = json_array();
    for (int i = 0; doc->read_ok && i < doc->info.n_places; i++) {
        const hs_mlir_place *p = &doc->info.places[i];
        const char *unit = NULL;
        if (p->kind == HS_MLIR_PLACE_OP && p->unit >= 0 && doc->nl.units[p->unit].info)
            unit = doc->nl.units[p->unit].name;
        else if (p->kind != HS_MLIR_PLACE_FUNC || p->elem == 0)
            continue; /* lenses on definitions and ops only */
        json_array_append_new(out, lens(s, doc, p, "Show VHDL", "hsgen.showVhdl", unit));
        json_array_append_new(out, lens(s, doc, p, "Show Verilog", "hsgen.showVerilog", unit));
    }
    return out;
}
