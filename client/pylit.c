/* A small recursive-descent reader of Python literals (the subset Dynamatic's
 * RTL configurations write: 32, -1, 'slt', "x", {'spec': 1}, [1, 2], True). */
#include <ctype.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pylit.h"

typedef struct {
    const char *s, *p;
    char *err;
    size_t cap;
    int depth;
} rd;

static json_t *value(rd *r);

/* Errors name the column, as type errors do. */
static json_t *fail(rd *r, const char *what)
{
    if (!r->err[0])
        snprintf(r->err, r->cap, "%s at column %d", what, (int)(r->p - r->s) + 1);
    return NULL;
}

/* Python allows spaces between tokens: {'spec': 1}. */
static void skip_ws(rd *r)
{
    while (*r->p == ' ' || *r->p == '\t')
        r->p++;
}

/* 'text' or "text" with the common backslash escapes. */
static json_t *string(rd *r)
{
    char q = *r->p++, buf[4096];
    size_t n = 0;
    while (*r->p && *r->p != q) {
        char c = *r->p++;
        if (c == '\\' && *r->p) {
            c = *r->p++;
            c = c == 'n' ? '\n' : c == 't' ? '\t' : c;
        }
        if (n + 1 >= sizeof(buf))
            return fail(r, "string too long");
        buf[n++] = c;
    }
    if (*r->p != q)
        return fail(r, "unterminated string");
    r->p++;
    return json_stringn(buf, n);
}

/* Decimal, 0x, 0o and 0b integers (Python's int literal forms), with a sign. */
static json_t *number(rd *r)
{
    const char *start = r->p;
    char *end;
    bool neg = *r->p == '-';
    if (*r->p == '-' || *r->p == '+')
        r->p++;
    int base = 10;
    if (r->p[0] == '0' && (r->p[1] == 'x' || r->p[1] == 'X'))
        base = 16;
    else if (r->p[0] == '0' && (r->p[1] == 'o' || r->p[1] == 'O'))
        base = 8;
    else if (r->p[0] == '0' && (r->p[1] == 'b' || r->p[1] == 'B'))
        base = 2;
    const char *digits = base == 10 ? r->p : r->p + 2;
    errno = 0;
    long long v = strtoll(digits, &end, base);
    if (end == digits || errno == ERANGE) {
        r->p = start;
        return fail(r, errno == ERANGE ? "integer out of range" : "expected a number");
    }
    r->p = end;
    return json_integer(neg ? -v : v);
}

/* {key: value, ...} with string (or integer) keys. */
static json_t *dict(rd *r)
{
    json_t *o = json_object();
    r->p++;
    skip_ws(r);
    while (*r->p != '}') {
        json_t *k = value(r);
        if (!k || !(json_is_string(k) || json_is_integer(k))) {
            json_decref(k);
            json_decref(o);
            return fail(r, "expected a string key");
        }
        char kb[64];
        if (json_is_integer(k))
            snprintf(kb, sizeof(kb), "%lld", (long long)json_integer_value(k));
        else
            snprintf(kb, sizeof(kb), "%s", json_string_value(k));
        json_decref(k);
        skip_ws(r);
        if (*r->p != ':') {
            json_decref(o);
            return fail(r, "expected ':' in dict");
        }
        r->p++;
        json_t *v = value(r);
        if (!v) {
            json_decref(o);
            return NULL;
        }
        json_object_set_new(o, kb, v);
        skip_ws(r);
        if (*r->p == ',')
            r->p++;
        else if (*r->p != '}') {
            json_decref(o);
            return fail(r, "expected ',' or '}'");
        }
        skip_ws(r);
    }
    r->p++;
    return o;
}

/* [a, b] and (a, b). */
static json_t *list(rd *r)
{
    char close = *r->p == '[' ? ']' : ')';
    json_t *a = json_array();
    r->p++;
    skip_ws(r);
    while (*r->p != close) {
        json_t *v = value(r);
        if (!v) {
            json_decref(a);
            return NULL;
        }
        json_array_append_new(a, v);
        skip_ws(r);
        if (*r->p == ',')
            r->p++;
        else if (*r->p != close) {
            json_decref(a);
            return fail(r, "expected ',' or a closing bracket");
        }
        skip_ws(r);
    }
    r->p++;
    return a;
}

/* One literal of any kind. */
static json_t *value(rd *r)
{
    json_t *v;
    skip_ws(r);
    if (++r->depth > 32)
        return fail(r, "nested too deeply");
    if (*r->p == '\'' || *r->p == '"')
        v = string(r);
    else if (*r->p == '{')
        v = dict(r);
    else if (*r->p == '[' || *r->p == '(')
        v = list(r);
    else if (isdigit((unsigned char)*r->p) || *r->p == '-' || *r->p == '+')
        v = number(r);
    else if (strncmp(r->p, "True", 4) == 0 && (r->p += 4))
        v = json_true();
    else if (strncmp(r->p, "False", 5) == 0 && (r->p += 5))
        v = json_false();
    else if (strncmp(r->p, "None", 4) == 0 && (r->p += 4))
        v = json_null();
    else
        v = fail(r, "expected a Python literal (number, 'string', {dict} or [list])");
    r->depth--;
    return v;
}

/* The whole text must be one literal, as ast.literal_eval requires. */
json_t *pylit_parse(const char *text, char *err, size_t cap)
{
    rd r = {text, text, err, cap, 0};
    err[0] = '\0';
    json_t *v = value(&r);
    skip_ws(&r);
    if (v && *r.p) {
        json_decref(v);
        return fail(&r, "unexpected text after the value");
    }
    return v;
}
