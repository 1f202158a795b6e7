/* The MLIR reader's tokenizer: tokens a few at a time from a position in the text, as
 * the parser asks for them (no array of the whole text's tokens), each with its line
 * and column, comments skipped. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir_impl.h"

/* Compares a slice with a C string. */
bool mlir_ms_eq(ms a, const char *lit)
{
    if (a.n > 0 && a.s[0] != lit[0]) /* most comparisons fail at once (the op table's scan) */
        return false;
    size_t n = strlen(lit);
    return (size_t)a.n == n && memcmp(a.s, lit, n) == 0;
}

/* The decimal number at the start of a slice, read within it (slices are not
 * NUL-terminated: atoi would run past the text); capped at 10^9. */
int mlir_ms_int(ms a)
{
    long long v = 0;
    for (int i = 0; i < a.n && a.s[i] >= '0' && a.s[i] <= '9' && v < 1000000000LL; i++)
        v = v * 10 + (a.s[i] - '0');
    return (int)(v > 1000000000LL ? 1000000000LL : v);
}

/* Growth of every pool of the reader: doubling, so appends stay linear. */
int mlir_grow(void **v, int *cap, int need, size_t elem)
{
    if (need <= *cap)
        return 0;
    int c = *cap ? *cap : 16;
    while (c < need)
        c *= 2;
    void *p = realloc(*v, (size_t)c * elem);
    if (!p)
        return -1;
    *v = p;
    *cap = c;
    return 0;
}

/* Errors name the file, line and column, as compilers do, so editors can jump to them. */
void mlir_error(mlir_ast *a, int line, int col, const char *fmt, ...)
{
    hs_diag d;
    hs_diag_clear(&d);
    d.code = HS_E_NETLIST;
    d.line = line;
    d.column = col;
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof(msg), fmt, ap);
    va_end(ap);
    snprintf(d.message, sizeof(d.message), "%s:%d:%d: %s", a->file, line, col, msg);
    hs_utf8_repair(d.message);
    hs_diag_where(&d, "mlir", NULL, "syntax");
    hs_diag_list_add(a->errs, &d);
    a->n_errors++;
}

/* Character classes, one table lookup per character (the program keeps the C locale,
 * so these are ASCII's isalnum and friends). */
enum {
    C_SPACE = 1,  /* blanks other than newline */
    C_SUFFIX = 2, /* in a suffix id after % @ ^: letters, digits, _ . $ - */
    C_WORD = 4,   /* in a bare identifier: letters, digits, _ . $ */
    C_START = 8,  /* starts a bare identifier: letters, _ ! */
    C_DIGIT = 16, /* 0-9 */
    C_PUNCT = 32, /* one-character tokens: ( ) [ ] { } < > , : = # ? * + | */
};

#define LET (C_SUFFIX | C_WORD | C_START)
#define DIG (C_SUFFIX | C_WORD | C_DIGIT)
/* clang-format off */
static const unsigned char cls[256] = {
    ['\t'] = C_SPACE, ['\r'] = C_SPACE, ['\v'] = C_SPACE, ['\f'] = C_SPACE, [' '] = C_SPACE,
    ['_'] = LET, ['!'] = C_START, ['.'] = C_SUFFIX | C_WORD, ['$'] = C_SUFFIX | C_WORD,
    ['-'] = C_SUFFIX,
    ['0'] = DIG, ['1'] = DIG, ['2'] = DIG, ['3'] = DIG, ['4'] = DIG,
    ['5'] = DIG, ['6'] = DIG, ['7'] = DIG, ['8'] = DIG, ['9'] = DIG,
    ['a'] = LET, ['b'] = LET, ['c'] = LET, ['d'] = LET, ['e'] = LET, ['f'] = LET, ['g'] = LET,
    ['h'] = LET, ['i'] = LET, ['j'] = LET, ['k'] = LET, ['l'] = LET, ['m'] = LET, ['n'] = LET,
    ['o'] = LET, ['p'] = LET, ['q'] = LET, ['r'] = LET, ['s'] = LET, ['t'] = LET, ['u'] = LET,
    ['v'] = LET, ['w'] = LET, ['x'] = LET, ['y'] = LET, ['z'] = LET,
    ['A'] = LET, ['B'] = LET, ['C'] = LET, ['D'] = LET, ['E'] = LET, ['F'] = LET, ['G'] = LET,
    ['H'] = LET, ['I'] = LET, ['J'] = LET, ['K'] = LET, ['L'] = LET, ['M'] = LET, ['N'] = LET,
    ['O'] = LET, ['P'] = LET, ['Q'] = LET, ['R'] = LET, ['S'] = LET, ['T'] = LET, ['U'] = LET,
    ['V'] = LET, ['W'] = LET, ['X'] = LET, ['Y'] = LET, ['Z'] = LET,
    ['('] = C_PUNCT, [')'] = C_PUNCT, ['['] = C_PUNCT, [']'] = C_PUNCT, ['{'] = C_PUNCT,
    ['}'] = C_PUNCT, ['<'] = C_PUNCT, ['>'] = C_PUNCT, [','] = C_PUNCT, [':'] = C_PUNCT,
    ['='] = C_PUNCT, ['#'] = C_PUNCT, ['?'] = C_PUNCT, ['*'] = C_PUNCT, ['+'] = C_PUNCT,
    ['|'] = C_PUNCT,
};
/* clang-format on */
#undef LET
#undef DIG

static inline bool is(char c, unsigned k)
{
    return (cls[(unsigned char)c] & k) != 0;
}

static bool ident_char(char c)
{
    return is(c, C_SUFFIX);
}

/* A suffix id after % or @: letters, digits, _ . $ - (MLIR's suffix-id). */
static size_t scan_id(const char *s, size_t i, size_t len)
{
    size_t j = i;
    while (j < len && ident_char(s[j]))
        j++;
    return j;
}

/* A number: decimal or hex integer, or a float with fraction or exponent. */
static size_t scan_number(const char *s, size_t i, size_t len, bool *is_float)
{
    size_t j = i;
    *is_float = false;
    if (j < len && s[j] == '-')
        j++;
    if (j + 1 < len && s[j] == '0' && (s[j + 1] == 'x' || s[j + 1] == 'X')) {
        j += 2;
        while (j < len && isxdigit((unsigned char)s[j]))
            j++;
        return j;
    }
    while (j < len && isdigit((unsigned char)s[j]))
        j++;
    if (j + 1 < len && s[j] == '.' && isdigit((unsigned char)s[j + 1])) {
        *is_float = true;
        j++;
        while (j < len && isdigit((unsigned char)s[j]))
            j++;
    }
    if (j < len && (s[j] == 'e' || s[j] == 'E') && *is_float) {
        size_t k = j + 1;
        if (k < len && (s[k] == '+' || s[k] == '-'))
            k++;
        if (k < len && isdigit((unsigned char)s[k])) {
            j = k;
            while (j < len && isdigit((unsigned char)s[j]))
                j++;
        }
    }
    return j;
}

/* The text searched for a NUL byte ahead of the tokens, this many bytes at a time. */
#define NUL_BLOCK 4096

/* Whether the text from *checked to a block past i holds a NUL byte; *checked moves
 * past the block. Searched at line starts as the tokens reach them, the block is read
 * once from memory for both (not in a pass of its own before the tokens). */
static bool nul_ahead(const char *s, size_t len, size_t i, size_t *checked)
{
    size_t end = len - i > NUL_BLOCK ? i + NUL_BLOCK : len;
    if (end <= *checked)
        return false;
    if (memchr(s + *checked, '\0', end - *checked))
        return true;
    *checked = end;
    return false;
}

/* Up to `want` tokens from lx's position into tok[(at + k) % MLIR_TOK_RING]: blanks,
 * newlines and comments skipped; a malformed character is reported and skipped, skipped
 * alone, or ends the tokens (lx->on_bad). The last token is MT_EOF (lx->done). Returns
 * how many were made. */
int mlir_lex_some(mlir_ast *a, mlir_lexer *lx, mlir_tok *tok, int at, int want)
{
    const char *s = a->src;
    size_t len = a->len, i = lx->i, line_start = lx->line_start, checked = lx->checked;
    int line = lx->line, made = 0;
    while (made < want) {
        if (i >= len) {
            if (checked < len && nul_ahead(s, len, i, &checked)) {
                a->nul = true;
                i = len; /* no more tokens: the text is refused whole */
            }
            break;
        }
        char c = s[i];
        int col = (int)(i - line_start) + 1;
        if (c == '\n') {
            line++;
            line_start = ++i;
            if (i >= checked && nul_ahead(s, len, i, &checked)) {
                a->nul = true;
                i = len; /* no more tokens: the text is refused whole */
                break;
            }
            continue;
        }
        if (is(c, C_SPACE)) { /* isspace */
            i++;
            while (i < len && is(s[i], C_SPACE))
                i++;
            continue;
        }
        if (c == '/' && i + 1 < len && s[i + 1] == '/') {
            while (i < len && s[i] != '\n')
                i++;
            continue;
        }
        size_t j, off = i, n;
        unsigned char kind;
        char pc = 0;
        bool fl;
        if (c == '%' || c == '@' || c == '^') {
            j = scan_id(s, i + 1, len);
            if (j == i + 1 && c == '@' && j < len && s[j] == '"') { /* @"quoted" */
                j++;
                while (j < len && s[j] != '"' && s[j] != '\n')
                    j++;
                if (j < len && s[j] == '"')
                    j++;
            }
            if (j == i + 1) {
                if (lx->on_bad == MLIR_LEX_STOP)
                    break;
                if (lx->on_bad == MLIR_LEX_REPORT)
                    mlir_error(a, line, col, "expected a name after '%c'", c);
                i++;
                continue;
            }
            kind = c == '@' ? MT_SYMBOL : MT_VALUE;
            off = i + 1;
            n = j - i - 1;
        } else if (c == '"') {
            j = i + 1;
            while (j < len && s[j] != '"' && s[j] != '\n')
                j += s[j] == '\\' && j + 1 < len ? 2 : 1;
            if (j >= len || s[j] != '"') {
                if (lx->on_bad == MLIR_LEX_STOP)
                    break;
                if (lx->on_bad == MLIR_LEX_REPORT)
                    mlir_error(a, line, col, "expected '\"' closing the string");
                i = j;
                continue;
            }
            kind = MT_STRING;
            off = i + 1;
            n = j - i - 1;
            j++;
        } else if (is(c, C_DIGIT) || (c == '-' && i + 1 < len && is(s[i + 1], C_DIGIT))) {
            j = scan_number(s, i, len, &fl);
            kind = fl ? MT_FLOAT : MT_INT;
            n = j - i;
        } else if (c == '-' && i + 1 < len && s[i + 1] == '>') {
            j = i + 2;
            kind = MT_ARROW;
            n = 2;
        } else if (c == '.' && i + 2 < len && s[i + 1] == '.' && s[i + 2] == '.') {
            j = i + 3;
            kind = MT_ELLIPSIS;
            n = 3;
        } else if (is(c, C_START)) {
            j = i + 1;
            while (j < len && is(s[j], C_WORD))
                j++;
            kind = MT_IDENT;
            n = j - i;
        } else if (is(c, C_PUNCT)) {
            j = i + 1;
            kind = MT_PUNCT;
            pc = c;
            n = 1;
        } else {
            if (lx->on_bad == MLIR_LEX_STOP)
                break;
            if (lx->on_bad == MLIR_LEX_REPORT)
                mlir_error(a, line, col, "unexpected character '%c'",
                           isprint((unsigned char)c) ? c : '?');
            i++;
            continue;
        }
        mlir_tok *t = &tok[(uint32_t)(at + made++) % MLIR_TOK_RING];
        t->off = (uint32_t)off;
        t->n = (uint32_t)n;
        t->line = line;
        t->col = col;
        t->kind = kind;
        t->c = pc;
        i = j;
    }
    if (made < want) { /* the end, or a malformed character that stops */
        lx->bad = i < len;
        lx->done = true;
        mlir_tok *t = &tok[(uint32_t)(at + made++) % MLIR_TOK_RING];
        *t = (mlir_tok){
            .off = (uint32_t)len, .line = line, .col = (int)(len - line_start) + 1, .kind = MT_EOF};
        i = len;
    }
    lx->i = i;
    lx->checked = checked;
    lx->line = line;
    lx->line_start = line_start;
    return made;
}
