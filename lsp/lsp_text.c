/* A document's text and the translation between LSP positions (line, UTF-16 code
 * unit or byte) and byte offsets: the client counts one way, the reader another. */
#include <stdlib.h>
#include <string.h>

#include "hs_diag.h"
#include "lsp.h"

/* Frees the text and its line index. */
void lsp_text_free(lsp_text *t)
{
    free(t->text);
    free(t->line_at);
    memset(t, 0, sizeof(*t));
}

/* Rebuilds the line index after a change. */
static int index_lines(lsp_text *t)
{
    int n = 1;
    for (size_t i = 0; i < t->len; i++)
        n += t->text[i] == '\n';
    if (n > t->cap_lines) {
        size_t *l = realloc(t->line_at, sizeof(size_t) * (size_t)n);
        if (!l)
            return HS_E_NOMEM;
        t->line_at = l;
        t->cap_lines = n;
    }
    t->n_lines = 0;
    t->line_at[t->n_lines++] = 0;
    const char *p = t->text, *end = t->text + t->len;
    while ((p = memchr(p, '\n', (size_t)(end - p))) != NULL)
        t->line_at[t->n_lines++] = (size_t)(++p - t->text);
    return 0;
}

/* A full-text change (didOpen, or a change without a range). */
int lsp_text_set(lsp_text *t, const char *s, size_t len)
{
    return lsp_text_splice(t, 0, t->len, s, len);
}

/* An incremental change; the line index is rebuilt. */
int lsp_text_splice(lsp_text *t, size_t from, size_t to, const char *s, size_t len)
{
    if (from > to || to > t->len)
        return HS_E_INTERNAL;
    size_t n = t->len - (to - from) + len;
    if (n + 1 > t->cap || !t->text) {
        size_t cap = n + n / 2 + 64;
        char *x = realloc(t->text, cap);
        if (!x)
            return HS_E_NOMEM;
        t->text = x;
        t->cap = cap;
    }
    memmove(t->text + from + len, t->text + to, t->len - to);
    memcpy(t->text + from, s, len);
    t->len = n;
    t->text[n] = '\0';
    return index_lines(t);
}

/* End of line i's text (before its '\n'). */
static size_t line_end(const lsp_text *t, int i)
{
    size_t e = i + 1 < t->n_lines ? t->line_at[i + 1] - 1 : t->len;
    if (e > t->line_at[i] && t->text[e - 1] == '\r')
        e--;
    return e;
}

/* UTF-16 code units of the UTF-8 sequence starting with byte c (1 or 2). */
static int units_of(unsigned char c)
{
    return c >= 0xF0 ? 2 : 1;
}

/* Length of the UTF-8 sequence starting with byte c (a stray byte counts 1). */
static size_t seq_len(unsigned char c)
{
    return c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
}

/* An LSP position to a byte offset, counting UTF-16 code units or bytes. */
size_t lsp_text_offset(const lsp_text *t, long line, long character, bool utf8)
{
    if (line < 0 || t->n_lines == 0)
        return 0;
    if (line >= t->n_lines)
        return t->len;
    size_t p = t->line_at[line], e = line_end(t, (int)line);
    if (character <= 0)
        return p;
    if (utf8)
        return (size_t)character < e - p ? p + (size_t)character : e;
    long u = 0;
    while (p < e && u < character) {
        unsigned char c = (unsigned char)t->text[p];
        size_t k = seq_len(c);
        u += units_of(c);
        p = p + k > e ? e : p + k;
    }
    return p;
}

/* Binary search in the line index. */
int lsp_text_line_of(const lsp_text *t, size_t offset)
{
    int lo = 0, hi = t->n_lines - 1;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (t->line_at[mid] <= offset)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

/* A byte offset to an LSP position. */
json_t *lsp_text_position(const lsp_text *t, size_t offset, bool utf8)
{
    if (offset > t->len)
        offset = t->len;
    int line = t->n_lines ? lsp_text_line_of(t, offset) : 0;
    size_t p = t->n_lines ? t->line_at[line] : 0;
    long ch = 0;
    if (utf8)
        ch = (long)(offset - p);
    else
        while (p < offset) {
            unsigned char c = (unsigned char)t->text[p];
            ch += units_of(c);
            p += seq_len(c);
        }
    return json_pack("{s:i, s:I}", "line", line, "character", (json_int_t)ch);
}

/* A byte range to an LSP range. */
json_t *lsp_text_range(const lsp_text *t, size_t from, size_t to, bool utf8)
{
    return json_pack("{s:o, s:o}", "start", lsp_text_position(t, from, utf8), "end",
                     lsp_text_position(t, to, utf8));
}

/* The reader's 1-based line and byte column to an offset. */
size_t lsp_text_at(const lsp_text *t, int line, int col)
{
    if (line < 1 || t->n_lines == 0)
        return 0;
    if (line > t->n_lines)
        return t->len;
    size_t p = t->line_at[line - 1], e = line_end(t, line - 1);
    size_t at = p + (size_t)(col > 1 ? col - 1 : 0);
    return at > e ? e : at;
}
