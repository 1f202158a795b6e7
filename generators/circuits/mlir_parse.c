/* The MLIR reader's parser: functions (handshake.func, hw.module,
 * hw.module.extern) and their ops, in the custom assembly Dynamatic prints. Ops
 * are read generically (results, mnemonic, operands in written order, words,
 * attribute dictionaries, the type list after ':'), so the op table
 * (mlir_ops.c) alone says what an op means. After an error the parser resumes at
 * the next line, so one pass reports every error it can. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir_impl.h"

/* How deeply attribute dictionaries may nest ({k = {k = ...}}): Dynamatic
 * writes a few levels; the limit keeps the recursion below off the stack's end. */
#define MLIR_MAX_DICT_DEPTH 64

/* A token's text and column, in functions given the parser p. */
#define TOK_TEXT(t) mlir_tok_text(p->a, (t))
#define TOK_COL(t) mlir_tok_col(p->a, (t))

typedef struct {
    mlir_ast *a;
    int i; /* next token */
    bool failed;
    int dict_depth;               /* attribute dictionaries open around the current token */
    int lexed;                    /* tokens made so far */
    mlir_lexer lx;                /* where the next one starts */
    mlir_tok ring[MLIR_TOK_RING]; /* token j at j % MLIR_TOK_RING */
} parser;

/* Tokens the parser may still read behind the current one: it steps one back, and a
 * token it holds is at most a few behind (none across a type, value or dictionary). */
#define MLIR_TOK_BEHIND 8

/* Makes tokens up to j and more while the ring has room past the MLIR_TOK_BEHIND
 * before the current one; past the end, j becomes the MT_EOF token. */
static int refill(parser *p, int j)
{
    while (j >= p->lexed && !p->lx.done) {
        int room = p->i - MLIR_TOK_BEHIND + MLIR_TOK_RING - p->lexed;
        p->lexed += mlir_lex_some(p->a, &p->lx, p->ring, p->lexed, room);
    }
    return j < p->lexed ? j : p->lexed - 1;
}

/* Token j, made when the parser first asks for it (refill). */
static inline const mlir_tok *tok_at(parser *p, int j)
{
    if (__builtin_expect(j >= p->lexed, 0))
        j = refill(p, j);
    return &p->ring[(uint32_t)j % MLIR_TOK_RING];
}

static const mlir_tok *peek(parser *p)
{
    return tok_at(p, p->i);
}

static const mlir_tok *peek_at(parser *p, int k)
{
    return tok_at(p, p->i + k);
}

static const mlir_tok *next(parser *p)
{
    const mlir_tok *t = peek(p);
    if (t->kind != MT_EOF)
        p->i++;
    return t;
}

static bool is_punct(const mlir_tok *t, char c)
{
    return t->kind == MT_PUNCT && t->c == c;
}

static bool is_word(const mlir_ast *a, const mlir_tok *t, const char *w)
{
    return t->kind == MT_IDENT && mlir_ms_eq(mlir_tok_text(a, t), w);
}

static bool accept(parser *p, char c)
{
    if (!is_punct(peek(p), c))
        return false;
    p->i++;
    return true;
}

/* Describes a token for "found ..." in messages. */
static void describe(const mlir_ast *a, const mlir_tok *t, char *buf, size_t cap)
{
    ms text = mlir_tok_text(a, t);
    if (t->kind == MT_EOF)
        snprintf(buf, cap, "end of file");
    else if (t->kind == MT_STRING)
        snprintf(buf, cap, "\"%.*s\"", text.n > 40 ? 40 : text.n, text.s);
    else if (t->kind == MT_VALUE)
        snprintf(buf, cap, "'%%%.*s'", text.n > 40 ? 40 : text.n, text.s);
    else if (t->kind == MT_SYMBOL)
        snprintf(buf, cap, "'@%.*s'", text.n > 40 ? 40 : text.n, text.s);
    else
        snprintf(buf, cap, "'%.*s'", text.n > 40 ? 40 : text.n, text.s);
}

/* "expected X, found Y" at the current token; the statement is abandoned. */
static void expected(parser *p, const char *what)
{
    if (p->failed)
        return;
    const mlir_tok *t = peek(p);
    char found[64];
    describe(p->a, t, found, sizeof(found));
    mlir_error(p->a, t->line, TOK_COL(t), "expected %s, found %s", what, found);
    p->failed = true;
}

static bool expect(parser *p, char c, const char *what)
{
    if (accept(p, c))
        return true;
    expected(p, what);
    return false;
}

/* After an error: skip to the first token of a later line (or a closing brace on
 * the same line that ends the body). */
static void recover(parser *p, int line)
{
    while (peek(p)->kind != MT_EOF && peek(p)->line <= line)
        p->i++;
    p->failed = false;
}

/* Where a span starting at the current token starts (span). */
static const char *span_start(parser *p)
{
    const mlir_tok *a = peek(p);
    return TOK_TEXT(a).s - (a->kind == MT_STRING || a->kind == MT_VALUE ? 1 : 0);
}

/* The slice from start (span_start) to the end of the token before the current one. */
static ms span(parser *p, const char *start)
{
    const mlir_tok *b = tok_at(p, p->i - 1);
    const char *end = TOK_TEXT(b).s + TOK_TEXT(b).n + (b->kind == MT_STRING ? 1 : 0);
    return (ms){start, (int)(end - start)};
}

/* Consumes a bracketed group starting at the current opening token, nesting
 * (), [], {} and <>. */
static bool skip_group(parser *p)
{
    char stack[256];
    int depth = 0;
    do {
        const mlir_tok *t = next(p);
        if (t->kind == MT_EOF) {
            expected(p, "a closing bracket");
            return false;
        }
        if (t->kind != MT_PUNCT)
            continue;
        if (strchr("([{<", t->c)) {
            if (depth == (int)sizeof(stack)) {
                mlir_error(p->a, t->line, TOK_COL(t), "brackets nested too deeply");
                p->failed = true;
                return false;
            }
            stack[depth++] = t->c == '(' ? ')' : t->c == '[' ? ']' : t->c == '{' ? '}' : '>';
        } else if (strchr(")]}>", t->c)) {
            if (depth == 0 || stack[depth - 1] != t->c) {
                char w[32];
                snprintf(w, sizeof(w), "'%c'", depth ? stack[depth - 1] : ';');
                p->i--;
                expected(p, w);
                return false;
            }
            depth--;
        }
    } while (depth > 0);
    return true;
}

/* type := '!' dialect.name ['<' ... '>'] | '<' ... '>' | ident ['<' ... '>'] | '_' */
static bool parse_type(parser *p, ms *out)
{
    const char *first = span_start(p);
    const mlir_tok *t = peek(p);
    if (is_punct(t, '<')) {
        if (!skip_group(p))
            return false;
    } else if (t->kind == MT_IDENT) {
        p->i++;
        if (is_punct(peek(p), '<') && !skip_group(p))
            return false;
    } else {
        expected(p, "a type");
        return false;
    }
    *out = span(p, first);
    return true;
}

static int push_ty(parser *p, ms text, int line, int col)
{
    mlir_ty ty = {text, line, col};
    return MVEC_PUSH(p->a->tys, ty);
}

static int parse_dict(parser *p, int *first, int *n);

/* One attribute value: a nested dictionary, a number or word with an optional
 * ': type' (in a dictionary; inline 'key = value' pairs end at ':'), a string,
 * or anything else kept raw up to ',' or '}'. */
static bool parse_attr_value(parser *p, mlir_attr *at, bool typed)
{
    const mlir_tok *t = peek(p);
    if (is_punct(t, '{')) {
        at->kind = MA_DICT;
        return parse_dict(p, &at->child, &at->n_child) == 0;
    }
    int first = p->i;
    const char *start = span_start(p);
    if (t->kind == MT_INT || t->kind == MT_FLOAT || t->kind == MT_IDENT || t->kind == MT_STRING) {
        const mlir_tok *after = peek_at(p, 1);
        /* inline pairs end at their one token (an attribute dictionary may follow) */
        if (is_punct(after, ',') || is_punct(after, '}') || is_punct(after, ':') ||
            is_punct(after, '>') || (!typed && !is_punct(after, '<'))) {
            at->kind = t->kind == MT_INT     ? MA_INT
                       : t->kind == MT_FLOAT ? MA_FLOAT
                       : t->kind == MT_IDENT ? MA_WORD
                                             : MA_STRING;
            at->val = TOK_TEXT(t);
            p->i++;
            if (typed && accept(p, ':') && !parse_type(p, &at->vtype))
                return false;
            return true;
        }
    }
    at->kind = MA_RAW;
    while (!is_punct(peek(p), ',') && !is_punct(peek(p), '}') &&
           (typed || !is_punct(peek(p), ':'))) {
        const mlir_tok *u = peek(p);
        if (u->kind == MT_EOF) {
            expected(p, "'}' closing the attributes");
            return false;
        }
        if (u->kind == MT_PUNCT && strchr("([{<", u->c)) {
            if (!skip_group(p))
                return false;
        } else if (u->kind == MT_PUNCT && strchr(")]>", u->c)) {
            expected(p, "',' or '}'");
            return false;
        } else {
            p->i++;
        }
    }
    if (p->i == first) {
        expected(p, "an attribute value");
        return false;
    }
    at->val = span(p, start);
    return true;
}

/* dict := '{' [entry (',' entry)*] '}'; entry := (ident | string) ['=' value].
 * The entries of one dictionary are contiguous in the pool. */
static int parse_dict(parser *p, int *first, int *n)
{
    /* the entries gather here first (a nested dictionary adds its own to the pool while
     * this one is read): on the stack up to 8 of them, an op's usual few */
    mlir_attr room[8];
    MVEC(mlir_attr) local = {room, 0, 8};
    *first = 0;
    *n = 0;
    int open_line = peek(p)->line, open_col = TOK_COL(peek(p));
    if (!expect(p, '{', "'{'"))
        return -1;
    if (p->dict_depth >= MLIR_MAX_DICT_DEPTH) { /* checked before the recursion goes deeper */
        if (!p->failed)
            mlir_error(p->a, open_line, open_col,
                       "attribute dictionaries nested more than %d deep ('{' inside '{')",
                       MLIR_MAX_DICT_DEPTH);
        p->failed = true;
        return -1;
    }
    p->dict_depth++;
    int rc = 0;
    if (!accept(p, '}')) {
        for (;;) {
            const mlir_tok *k = peek(p);
            if (k->kind != MT_IDENT && k->kind != MT_STRING) {
                expected(p, "an attribute name");
                rc = -1;
                break;
            }
            mlir_attr at = {
                .key = TOK_TEXT(k), .line = k->line, .col = TOK_COL(k), .kind = MA_WORD};
            p->i++;
            if (accept(p, '=') && !parse_attr_value(p, &at, true)) {
                rc = -1;
                break;
            }
            if (local.n == local.cap && local.v == room) { /* past the stack's room */
                mlir_attr *heap = malloc(sizeof(room) * 2);
                if (!heap) {
                    rc = -1;
                    break;
                }
                memcpy(heap, room, sizeof(room));
                local.v = heap;
                local.cap *= 2;
            }
            if (MVEC_PUSH(local, at)) {
                rc = -1;
                break;
            }
            if (accept(p, ','))
                continue;
            if (!expect(p, '}', "',' or '}' in the attributes"))
                rc = -1;
            break;
        }
    }
    if (rc == 0) {
        *first = p->a->attrs.n;
        *n = local.n;
        for (int i = 0; i < local.n && rc == 0; i++)
            rc = MVEC_PUSH(p->a->attrs, local.v[i]);
    }
    if (local.v != room)
        free(local.v);
    p->dict_depth--;
    return rc;
}

const mlir_attr *mlir_attr_find(const mlir_ast *a, int first, int n, const char *key)
{
    for (int i = first; i < first + n; i++)
        if (mlir_ms_eq(a->attrs.v[i].key, key))
            return &a->attrs.v[i];
    return NULL;
}

/* The type list after ':': types separated by ',' or 'to', bracketed lists
 * flattened, a functional type '(ins) -> outs' read as ins 'to' outs. */
static bool parse_types(parser *p, mlir_op *op)
{
    op->ty = p->a->tys.n;
    op->to_index = -1;
    bool arrow = false; /* after '->': a parenthesized list is the results */
    for (;;) {
        const mlir_tok *t = peek(p);
        if (is_punct(t, '[') || is_punct(t, '(')) {
            bool fn = t->c == '(' && !arrow;
            char close = t->c == '(' ? ')' : ']';
            p->i++;
            if (!accept(p, close)) {
                for (;;) {
                    int line = peek(p)->line, col = TOK_COL(peek(p));
                    ms ty;
                    if (!parse_type(p, &ty) || push_ty(p, ty, line, col))
                        return false;
                    if (accept(p, ','))
                        continue;
                    if (!expect(p, close, close == ')' ? "',' or ')'" : "',' or ']'"))
                        return false;
                    break;
                }
            }
            if (fn) {
                if (peek(p)->kind != MT_ARROW) {
                    expected(p, "'->' after the operand types");
                    return false;
                }
                p->i++;
                op->to_index = p->a->tys.n - op->ty;
                arrow = true;
                continue;
            }
        } else {
            int line = t->line, col = TOK_COL(t); /* t is not kept past the type */
            ms ty;
            if (!parse_type(p, &ty) || push_ty(p, ty, line, col))
                return false;
        }
        if (is_word(p->a, peek(p), "to")) {
            p->i++;
            op->to_index = p->a->tys.n - op->ty;
            continue;
        }
        if (!accept(p, ','))
            break;
    }
    op->n_ty = p->a->tys.n - op->ty;
    return true;
}

/* Whether the token starts a new statement: the generic op body stops there. */
static bool starts_statement(parser *p, int line)
{
    const mlir_tok *t = peek(p);
    if (t->line == line)
        return false;
    if (t->kind == MT_IDENT)
        return true;
    const mlir_tok *n = peek_at(p, 1);
    return t->kind == MT_VALUE && (is_punct(n, '=') || is_punct(n, ',') || is_punct(n, ':'));
}

/* %x or %x#N */
static bool parse_use(parser *p, mlir_use *u)
{
    const mlir_tok *t = next(p);
    memset(u, 0, sizeof(*u));
    u->name = TOK_TEXT(t);
    u->index = -1;
    u->line = t->line;
    u->col = TOK_COL(t);
    if (accept(p, '#')) {
        const mlir_tok *n = next(p);
        if (n->kind != MT_INT || TOK_TEXT(n).s[0] == '-' || TOK_TEXT(n).n > 6) {
            p->i--;
            expected(p, "a result number after '#'");
            return false;
        }
        u->index = mlir_ms_int(TOK_TEXT(n));
    }
    return true;
}

/* The generic op body: operands, words, key = value pairs and attribute
 * dictionaries in written order, up to ':' at bracket depth 0. */
static bool parse_generic(parser *p, mlir_op *op)
{
    mlir_ast *a = p->a;
    op->opd = a->uses.n;
    op->word = a->words.n;
    op->attr = a->attrs.n;
    int depth = 0, line = op->line;
    MVEC(mlir_attr) kv = {0};
    bool ok = true;
    for (;;) {
        const mlir_tok *t = peek(p);
        if (t->kind == MT_EOF || (depth == 0 && (is_punct(t, ':') || is_punct(t, '}'))) ||
            (depth == 0 && starts_statement(p, line)))
            break;
        if (depth > 0 && starts_statement(p, line)) {
            expected(p, "']' or ')' closing the operands");
            ok = false;
            break;
        }
        line = t->line;
        if (t->kind == MT_VALUE) {
            mlir_use u;
            if (!parse_use(p, &u) || MVEC_PUSH(a->uses, u)) {
                ok = false;
                break;
            }
            if (depth > 0 && accept(p, ':')) { /* [%mem : memref<...>] */
                ms ty;
                if (!parse_type(p, &ty)) {
                    ok = false;
                    break;
                }
            }
        } else if (is_punct(t, '{') && depth == 0) {
            int first, n;
            if (parse_dict(p, &first, &n)) {
                ok = false;
                break;
            }
            for (int i = first; i < first + n; i++)
                MVEC_PUSH(kv, a->attrs.v[i]);
        } else if (t->kind == MT_IDENT && is_punct(peek_at(p, 1), '=')) {
            mlir_attr at = {.key = TOK_TEXT(t), .line = t->line, .col = TOK_COL(t)};
            p->i += 2;
            if (!parse_attr_value(p, &at, false) || MVEC_PUSH(kv, at)) {
                ok = false;
                break;
            }
        } else if (t->kind == MT_IDENT || t->kind == MT_STRING || t->kind == MT_INT) {
            p->i++;
            if (MVEC_PUSH(a->words, TOK_TEXT(t))) {
                ok = false;
                break;
            }
        } else if (is_punct(t, '[') || is_punct(t, '(')) {
            depth++;
            p->i++;
        } else if (is_punct(t, ']') || is_punct(t, ')')) {
            if (depth == 0) {
                expected(p, "an operand");
                ok = false;
                break;
            }
            depth--;
            p->i++;
        } else if (is_punct(t, ',')) {
            p->i++;
        } else {
            expected(p, "an operand, an attribute or ':'");
            ok = false;
            break;
        }
    }
    if (ok && depth != 0) {
        expected(p, "a closing bracket");
        ok = false;
    }
    op->n_opd = a->uses.n - op->opd;
    op->n_word = a->words.n - op->word;
    op->attr = a->attrs.n;
    for (int i = 0; ok && i < kv.n; i++)
        ok = MVEC_PUSH(a->attrs, kv.v[i]) == 0;
    op->n_attr = a->attrs.n - op->attr;
    free(kv.v);
    if (!ok)
        return false;
    op->ty = a->tys.n;
    op->to_index = -1;
    if (accept(p, ':'))
        return parse_types(p, op);
    return true;
}

/* hw.instance "name" @callee(port: %v: type, ...) -> (port: type, ...) [attrs] */
static bool parse_instance(parser *p, mlir_op *op)
{
    mlir_ast *a = p->a;
    const mlir_tok *t = next(p);
    if (t->kind != MT_STRING) {
        p->i--;
        expected(p, "the instance name as a string");
        return false;
    }
    op->inst_name = TOK_TEXT(t);
    t = next(p);
    if (t->kind != MT_SYMBOL) {
        p->i--;
        expected(p, "the instantiated module as @name");
        return false;
    }
    op->callee = TOK_TEXT(t);
    op->opd = a->uses.n;
    op->ty = a->tys.n;
    op->to_index = -1;
    if (!expect(p, '(', "'('"))
        return false;
    while (!accept(p, ')')) {
        const mlir_tok *port = next(p);
        if (port->kind != MT_IDENT && port->kind != MT_STRING) {
            p->i--;
            expected(p, "a port name");
            return false;
        }
        ms port_name = TOK_TEXT(port); /* port is not kept past the value */
        if (!expect(p, ':', "':' after the port name"))
            return false;
        if (peek(p)->kind != MT_VALUE) {
            expected(p, "a value");
            return false;
        }
        mlir_use u;
        if (!parse_use(p, &u))
            return false;
        u.port = port_name;
        int line = peek(p)->line, col = TOK_COL(peek(p));
        ms ty;
        if (!expect(p, ':', "':' before the port type") || !parse_type(p, &ty) ||
            MVEC_PUSH(a->uses, u) || push_ty(p, ty, line, col))
            return false;
        if (!accept(p, ',') && !is_punct(peek(p), ')')) {
            expected(p, "',' or ')'");
            return false;
        }
    }
    op->n_opd = a->uses.n - op->opd;
    op->n_ty = a->tys.n - op->ty;
    op->res_ty = a->tys.n;
    op->word = a->words.n;
    if (peek(p)->kind == MT_ARROW) {
        p->i++;
        if (!expect(p, '(', "'(' starting the results"))
            return false;
        int k = 0;
        while (!accept(p, ')')) {
            const mlir_tok *port = next(p);
            if (port->kind != MT_IDENT && port->kind != MT_STRING) {
                p->i--;
                expected(p, "a result port name");
                return false;
            }
            ms name = TOK_TEXT(port);
            int line = peek_at(p, 1)->line, col = TOK_COL(peek_at(p, 1));
            ms ty;
            if (!expect(p, ':', "':' after the port name") || !parse_type(p, &ty) ||
                push_ty(p, ty, line, col))
                return false;
            if (MVEC_PUSH(a->words, name)) /* the result ports, in order */
                return false;
            k++;
            if (!accept(p, ',') && !is_punct(peek(p), ')')) {
                expected(p, "',' or ')'");
                return false;
            }
        }
        if (k != op->n_values) {
            mlir_error(a, op->line, op->col, "hw.instance %.*s names %d results but lists %d",
                       op->inst_name.n, op->inst_name.s, op->n_values, k);
            p->failed = true;
            return false;
        }
    }
    op->n_res_ty = a->tys.n - op->res_ty;
    op->n_word = a->words.n - op->word;
    op->attr = a->attrs.n;
    if (is_punct(peek(p), '{') && parse_dict(p, &op->attr, &op->n_attr))
        return false;
    return true;
}

/* One op: [results '='] mnemonic body. */
static bool parse_op(parser *p, mlir_op *op)
{
    mlir_ast *a = p->a;
    memset(op, 0, sizeof(*op));
    op->res = a->res.n;
    const mlir_tok *t = peek(p);
    if (t->kind == MT_VALUE) {
        for (;;) {
            const mlir_tok *r = next(p);
            if (r->kind != MT_VALUE) {
                p->i--;
                expected(p, "a result name");
                return false;
            }
            mlir_res res = {.name = TOK_TEXT(r), .count = 1};
            if (accept(p, ':')) {
                const mlir_tok *n = next(p);
                if (n->kind != MT_INT || TOK_TEXT(n).s[0] == '-' || TOK_TEXT(n).n > 5 ||
                    mlir_ms_int(TOK_TEXT(n)) < 1) {
                    p->i--;
                    expected(p, "a result count after ':'");
                    return false;
                }
                res.count = mlir_ms_int(TOK_TEXT(n));
            }
            if (MVEC_PUSH(a->res, res))
                return false;
            op->n_values += res.count;
            if (accept(p, ','))
                continue;
            if (!expect(p, '=', "'=' after the results"))
                return false;
            break;
        }
    }
    op->n_res = a->res.n - op->res;
    t = next(p);
    if (t->kind != MT_IDENT && t->kind != MT_STRING) {
        p->i--;
        expected(p, "an operation name");
        return false;
    }
    op->name = TOK_TEXT(t);
    op->line = t->line;
    op->col = TOK_COL(t);
    if (mlir_ms_eq(op->name, "hw.instance"))
        return parse_instance(p, op);
    return parse_generic(p, op);
}

/* Room in the pools for the ops of `rest` bytes of text at once (some 18 bytes, 6
 * tokens, for each operand, attribute or type of an op): doubling copies cost more than
 * untouched room. 0 or -1. */
static int reserve(mlir_ast *a, size_t rest)
{
    size_t room = rest / 18 + 16;
    int guess = room > 1 << 22 ? 1 << 22 : (int)room;
    return mlir_grow((void **)&a->ops.v, &a->ops.cap, a->ops.n + guess / 2, sizeof(mlir_op)) ||
                   mlir_grow((void **)&a->attrs.v, &a->attrs.cap, a->attrs.n + guess,
                             sizeof(mlir_attr)) ||
                   mlir_grow((void **)&a->uses.v, &a->uses.cap, a->uses.n + guess,
                             sizeof(mlir_use)) ||
                   mlir_grow((void **)&a->tys.v, &a->tys.cap, a->tys.n + guess, sizeof(mlir_ty)) ||
                   mlir_grow((void **)&a->res.v, &a->res.cap, a->res.n + guess / 2,
                             sizeof(mlir_res))
               ? -1
               : 0;
}

/* '{' op* '}' */
static void parse_body(parser *p, mlir_func *f)
{
    mlir_ast *a = p->a;
    f->op = a->ops.n;
    f->has_body = true;
    p->i++; /* '{' */
    mlir_op_sink *sink = a->sink;
    size_t rest = a->len - peek(p)->off;
    if (sink && (sink->func >= 0 || !sink->begin(sink->ctx, a, f, rest))) {
        sink = NULL;
        (void)reserve(a, rest); /* the body is kept: room for it (else it grows as it comes) */
    }
    if (sink)
        sink->func = a->funcs.n; /* f is pushed next (parse_file) */
    while (!is_punct(peek(p), '}')) {
        if (peek(p)->kind == MT_EOF) {
            expected(p, "'}' closing the body");
            break;
        }
        int start = p->i;
        int n_attr = a->attrs.n, n_use = a->uses.n, n_res = a->res.n, n_ty = a->tys.n;
        int n_word = a->words.n;
        mlir_op op;
        bool ok = parse_op(p, &op);
        if (ok && MVEC_PUSH(a->ops, op))
            break;
        if (ok && sink && sink->op(sink->ctx, a, a->ops.n - 1)) { /* done with: room reused */
            a->ops.n--;
            a->attrs.n = n_attr;
            a->uses.n = n_use;
            a->res.n = n_res;
            a->tys.n = n_ty;
            a->words.n = n_word;
        }
        if (!ok) {
            if (!p->failed)
                expected(p, "an operation");
            recover(p, tok_at(p, p->i > start ? p->i - 1 : start)->line);
        }
    }
    accept(p, '}');
    f->n_op = a->ops.n - f->op;
}

/* handshake.func arguments: '%name : type [dict]' or '...'. */
static bool parse_hs_args(parser *p, mlir_func *f)
{
    mlir_ast *a = p->a;
    f->arg = a->args.n;
    if (!expect(p, '(', "'(' starting the arguments"))
        return false;
    while (!accept(p, ')')) {
        const mlir_tok *t = peek(p);
        if (t->kind == MT_ELLIPSIS) {
            p->i++;
            continue;
        }
        if (t->kind != MT_VALUE) {
            expected(p, "an argument '%name: type'");
            return false;
        }
        p->i++;
        mlir_arg arg = {.name = TOK_TEXT(t), .line = t->line, .col = TOK_COL(t)};
        if (!expect(p, ':', "':' after the argument name") || !parse_type(p, &arg.type))
            return false;
        int d0, dn;
        if (is_punct(peek(p), '{') && parse_dict(p, &d0, &dn))
            return false;
        if (MVEC_PUSH(a->args, arg))
            return false;
        if (!accept(p, ',') && !is_punct(peek(p), ')')) {
            expected(p, "',' or ')' in the arguments");
            return false;
        }
    }
    f->n_arg = a->args.n - f->arg;
    f->resty = a->args.n;
    if (peek(p)->kind == MT_ARROW) {
        p->i++;
        bool paren = accept(p, '(');
        while (!paren || !accept(p, ')')) {
            const mlir_tok *t = peek(p);
            mlir_arg r = {.line = t->line, .col = TOK_COL(t)};
            int d0, dn;
            if (!parse_type(p, &r.type) || MVEC_PUSH(a->args, r))
                return false;
            if (paren && is_punct(peek(p), '{') && parse_dict(p, &d0, &dn))
                return false;
            if (!paren)
                break;
            if (!accept(p, ',') && !is_punct(peek(p), ')')) {
                expected(p, "',' or ')' in the results");
                return false;
            }
        }
    }
    f->n_resty = a->args.n - f->resty;
    return true;
}

/* hw.module ports: ('in' %name | 'out' name) ':' type [dict]. */
static bool parse_hw_ports(parser *p, mlir_func *f)
{
    mlir_ast *a = p->a;
    f->arg = a->args.n;
    if (is_punct(peek(p), '<') && !skip_group(p)) /* module parameters */
        return false;
    if (!expect(p, '(', "'(' starting the ports"))
        return false;
    while (!accept(p, ')')) {
        const mlir_tok *dir = next(p);
        bool out = is_word(p->a, dir, "out");
        if (!out && !is_word(p->a, dir, "in")) {
            p->i--;
            expected(p, "'in' or 'out'");
            return false;
        }
        const mlir_tok *n = next(p);
        if (n->kind != MT_VALUE && n->kind != MT_IDENT && n->kind != MT_STRING) {
            p->i--;
            expected(p, "a port name");
            return false;
        }
        mlir_arg arg = {.name = TOK_TEXT(n), .out = out, .line = n->line, .col = TOK_COL(n)};
        int d0, dn;
        if (!expect(p, ':', "':' after the port name") || !parse_type(p, &arg.type))
            return false;
        if (is_punct(peek(p), '{') && parse_dict(p, &d0, &dn))
            return false;
        if (MVEC_PUSH(a->args, arg))
            return false;
        if (!accept(p, ',') && !is_punct(peek(p), ')')) {
            expected(p, "',' or ')' in the ports");
            return false;
        }
    }
    f->n_arg = a->args.n - f->arg;
    f->resty = a->args.n;
    return true;
}

/* One top-level function; false after an error (the caller recovers). */
static bool parse_func(parser *p, mlir_func *f, unsigned char kind)
{
    const mlir_tok *kw = next(p);
    memset(f, 0, sizeof(*f));
    f->kind = kind;
    f->line = kw->line;
    f->col = TOK_COL(kw);
    const mlir_tok *name = next(p);
    if (name->kind != MT_SYMBOL) {
        p->i--;
        expected(p, "the function name as @name");
        return false;
    }
    f->name = TOK_TEXT(name);
    bool ok = kind == MF_HANDSHAKE ? parse_hs_args(p, f) : parse_hw_ports(p, f);
    if (!ok)
        return false;
    f->attr = p->a->attrs.n;
    if (is_word(p->a, peek(p), "attributes")) {
        p->i++;
        if (parse_dict(p, &f->attr, &f->n_attr))
            return false;
    }
    if (is_punct(peek(p), '{')) {
        if (kind == MF_HW_EXTERN) {
            expected(p, "no body after hw.module.extern");
            return false;
        }
        parse_body(p, f);
    }
    return true;
}

/* The file's functions, from the parser's tokens. */
static int parse_file(parser *p)
{
    mlir_ast *a = p->a;
    int module_depth = 0;
    if (!a->sink && reserve(a, a->len)) /* with a sink, at the first body it does not take */
        return HS_E_NOMEM;
    while (peek(p)->kind != MT_EOF) {
        const mlir_tok *t = peek(p);
        int line = t->line;
        mlir_func f;
        bool ok = true;
        if (is_word(a, t, "module") || is_word(a, t, "builtin.module")) {
            p->i++;
            if (peek(p)->kind == MT_SYMBOL)
                p->i++;
            int d0, dn;
            if (is_word(a, peek(p), "attributes")) {
                p->i++;
                ok = parse_dict(p, &d0, &dn) == 0;
            }
            ok = ok && expect(p, '{', "'{' opening the module");
            module_depth += ok;
        } else if (is_punct(t, '}') && module_depth > 0) {
            p->i++;
            module_depth--;
        } else if (is_word(a, t, "handshake.func") || is_word(a, t, "hw.module") ||
                   is_word(a, t, "hw.module.extern")) {
            unsigned char kind = is_word(a, t, "handshake.func") ? MF_HANDSHAKE
                                 : is_word(a, t, "hw.module")    ? MF_HW_MODULE
                                                                 : MF_HW_EXTERN;
            ok = parse_func(p, &f, kind) && MVEC_PUSH(a->funcs, f) == 0;
        } else {
            expected(p, "'handshake.func', 'hw.module' or 'hw.module.extern'");
            ok = false;
        }
        if (!ok) {
            if (a->n_errors == 0)
                return HS_E_NOMEM;
            recover(p, line > peek(p)->line ? line : peek(p)->line);
        }
        if (a->errs->dropped)
            break;
    }
    if (module_depth > 0 && !a->n_errors) {
        const mlir_tok *t = peek(p);
        mlir_error(a, t->line, mlir_tok_col(a, t),
                   "expected '}' closing the module, found end of file");
    }
    return a->n_errors ? HS_E_NETLIST : 0;
}

/* A parser at the text's start. */
static void parser_init(parser *p, mlir_ast *a, unsigned char on_bad)
{
    p->a = a;
    p->i = p->lexed = p->dict_depth = 0;
    p->failed = false;
    p->lx = (mlir_lexer){.line = 1, .on_bad = on_bad};
}

int mlir_read_syntax(mlir_ast *a)
{
    int n_errors = a->n_errors, listed = a->errs->n, dropped = a->errs->dropped;
    parser p;
    parser_init(&p, a, MLIR_LEX_STOP);
    int rc = parse_file(&p);
    while (!p.lx.done) /* the parser stopped early: a malformed character further on? */
        mlir_lex_some(a, &p.lx, p.ring, 0, MLIR_TOK_RING);
    if (!p.lx.bad || a->nul)
        return rc;
    /* A malformed character: the text's characters are reported first, then it is read
     * again with them skipped, so the messages come in the order they always have; the
     * sink is told (what it was handed is not the whole story). */
    if (a->sink) {
        a->sink->spoiled = true;
        a->sink = NULL;
    }
    a->n_errors = n_errors;
    a->errs->n = listed;
    a->errs->dropped = dropped;
    a->attrs.n = a->uses.n = a->res.n = a->tys.n = a->words.n = 0;
    a->ops.n = a->args.n = a->funcs.n = 0;
    parser_init(&p, a, MLIR_LEX_REPORT);
    while (!p.lx.done)
        mlir_lex_some(a, &p.lx, p.ring, 0, MLIR_TOK_RING);
    if (a->nul)
        return HS_E_NETLIST;
    parser_init(&p, a, MLIR_LEX_SKIP);
    return parse_file(&p);
}

void mlir_ast_free(mlir_ast *a)
{
    free(a->attrs.v);
    free(a->uses.v);
    free(a->res.v);
    free(a->tys.v);
    free(a->words.v);
    free(a->ops.v);
    free(a->args.v);
    free(a->funcs.v);
    memset(a, 0, sizeof(*a));
}
