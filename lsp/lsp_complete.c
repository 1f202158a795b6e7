/* Completion from where the cursor is on its line: op names at the start of an op
 * (after `=`), parameters inside an op's `{...}`, buffer kinds in a buffer_type
 * value, extra-signal names inside a type's `[...]`. The lists come from the reader's
 * op table, the catalog and the configuration. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "lsp.h"

/* LSP CompletionItemKind values. */
enum { K_FUNCTION = 3, K_FIELD = 5, K_VARIABLE = 6, K_ENUM_MEMBER = 20, K_KEYWORD = 14 };

/* One CompletionItem. */
static void item(json_t *items, const char *label, int kind, const char *detail)
{
    json_t *j = json_pack("{s:s, s:i}", "label", label, "kind", kind);
    if (detail)
        json_object_set_new(j, "detail", json_string(detail));
    json_array_append_new(items, j);
}

/* Every op mnemonic the reader accepts, with its unit's summary. */
static void ops(json_t *items)
{
    char list[4096];
    hs_mlir_ops(list, sizeof(list));
    for (char *p = list; *p;) {
        size_t n = strcspn(p, ",");
        char name[64];
        snprintf(name, sizeof(name), "%.*s", (int)n, p);
        const char *unit = hs_mlir_op_unit(name);
        const hs_unit_info *info = unit ? hs_catalog_find(unit) : NULL;
        char detail[256];
        snprintf(detail, sizeof(detail), "%s%s%s", unit ? unit : "", info ? ": " : "",
                 info ? info->summary : "");
        item(items, name, K_FUNCTION, detail);
        p += n;
        while (*p == ',' || *p == ' ')
            p++;
    }
}

/* The parameters of the op named at the start of the line (after `=`). */
static void params(json_t *items, const char *line, size_t n)
{
    const char *eq = memchr(line, '=', n);
    const char *p = eq && eq < line + n ? eq + 1 : line;
    while (p < line + n && (*p == ' ' || *p == '\t'))
        p++;
    char op[64];
    size_t k = 0;
    while (p + k < line + n && k + 1 < sizeof(op) &&
           (p[k] == '_' || p[k] == '.' || (p[k] >= 'a' && p[k] <= 'z')))
        k++;
    snprintf(op, sizeof(op), "%.*s", (int)k, p);
    const char *unit = hs_mlir_op_unit(op);
    const hs_unit_info *info = unit ? hs_catalog_find(unit) : NULL;
    for (int i = 0; info && i < info->n_params; i++)
        item(items, info->params[i].name, K_FIELD, info->params[i].doc);
    item(items, "handshake.name", K_FIELD, "the unit's instance name");
    item(items, "handshake.bb", K_FIELD, "the basic block");
}

/* The kinds of a buffer (the buffer_type values of the row that has that parameter). */
static void buffer_kinds(json_t *items)
{
    for (int i = 0; i < hs_catalog_count(); i++) {
        const hs_unit_info *info = hs_catalog_at(i);
        int k = hs_param_index(info, "buffer_type");
        if (k < 0)
            continue;
        for (const char *const *v = info->params[k].enum_values; v && *v; v++)
            item(items, *v, K_ENUM_MEMBER, "buffer_type");
        return;
    }
}

/* Extra-signal names: those the configuration gives a merge policy. */
static void signals(json_t *items, const lsp_server *s)
{
    for (int i = 0; i < s->cfg.n_signals; i++) {
        char detail[96];
        snprintf(detail, sizeof(detail), "extra signal, merge policy %s",
                 hs_merge_name(s->cfg.signals[i].merge));
        item(items, s->cfg.signals[i].name, K_VARIABLE, detail);
    }
}

/* Whether line[0..end) ends with word, as a whole word. */
static bool ends_with(const char *line, size_t end, const char *word)
{
    size_t n = strlen(word);
    return end >= n && memcmp(line + end - n, word, n) == 0 &&
           (end == n || !(isalnum((unsigned char)line[end - n - 1]) || line[end - n - 1] == '_'));
}

/* What fits where the cursor is: the brackets and strings open on its line
 * before it say which list. */
json_t *lsp_completion(lsp_server *s, lsp_doc *doc, size_t offset)
{
    const lsp_text *t = &doc->text;
    if (offset > t->len)
        offset = t->len;
    size_t ls = t->line_at[lsp_text_line_of(t, offset)];
    const char *line = t->text + ls;
    size_t n = offset - ls;
    int angle = 0, square = 0, curly = 0;
    bool str = false;
    size_t str_at = 0;
    for (size_t i = 0; i < n; i++) {
        char c = line[i];
        if (str) {
            str = c != '"';
            continue;
        }
        angle += (c == '<') - (c == '>');
        square += (c == '[') - (c == ']');
        curly += (c == '{') - (c == '}');
        if (c == '"') {
            str = true;
            str_at = i;
        }
    }
    json_t *items = json_array();
    /* the word being typed, and the key of a `key = ` (or `key = "`) before it */
    size_t w = n;
    while (w > 0 && (line[w - 1] == '_' || isalnum((unsigned char)line[w - 1])))
        w--;
    size_t k = str ? str_at : w;
    while (k > 0 && (line[k - 1] == ' ' || line[k - 1] == '\t'))
        k--;
    bool after_eq = k > 0 && line[k - 1] == '=';
    while (after_eq && k > 1 && line[k - 2] == ' ')
        k--;
    if (after_eq && k > 1 &&
        (ends_with(line, k - 1, "buffer_type") || ends_with(line, k - 1, "bufferType") ||
         ends_with(line, k - 1, "BUFFER_TYPE"))) {
        /* buffer_type = "ONE_SLOT_...", or bufferType = ONE_SLOT_... in the newer syntax */
        buffer_kinds(items);
    } else if (str) {
        /* another string: nothing to offer */
    } else if (angle > 0 && square > 0) {
        signals(items, s);
    } else if (curly > 0) {
        params(items, line, n);
    } else if (angle == 0 && square == 0) {
        /* an op name: nothing but blanks, or results and '=', before the word */
        size_t b = w;
        while (b > 0 && (line[b - 1] == ' ' || line[b - 1] == '\t'))
            b--;
        if (b == 0 || line[b - 1] == '=')
            ops(items);
    }
    return json_pack("{s:b, s:o}", "isIncomplete", 0, "items", items);
}
