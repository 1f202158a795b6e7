/* Canonical printing, set operations and naming rules of Handshake types. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "hs_type.h"

static void header_init(hs_type *t, hs_kind kind, char dtype, unsigned width)
{
    t->kind = (uint8_t)kind;
    t->dtype = dtype;
    t->width = (uint16_t)width;
    t->n_extra = 0;
}

void hs_type_control(hs_type *t)
{
    header_init(t, HS_T_CONTROL, 0, 0);
}

void hs_type_channel(hs_type *t, unsigned width)
{
    header_init(t, HS_T_CHANNEL, 'i', width);
}

void hs_type_raw(hs_type *t, unsigned width)
{
    header_init(t, HS_T_RAW, 'i', width);
}

/* Printing is on the hot path of every request (signatures, headers), so it appends
 * by hand instead of going through printf. Like snprintf, it counts the full length
 * needed even when the buffer is too small. */
typedef struct {
    char *buf;
    size_t cap, at;
} tbuf;

static void tb_mem(tbuf *b, const char *s, size_t n)
{
    if (b->at < b->cap) {
        size_t room = b->cap - 1 - b->at, k = n < room ? n : room;
        memcpy(b->buf + b->at, s, k);
        b->buf[b->at + k] = '\0';
    }
    b->at += n;
}

static void tb_str(tbuf *b, const char *s)
{
    tb_mem(b, s, strlen(s));
}

static char *put_uint(char *o, unsigned v);

/* A width in decimal, through the fast path's digits (one way to write a number). */
static void tb_uint(tbuf *b, unsigned v)
{
    char tmp[12];
    tb_mem(b, tmp, (size_t)(put_uint(tmp, v) - tmp));
}

static void tb_extra(tbuf *b, const hs_extra *e)
{
    if (e->named) {
        tb_str(b, e->name);
        tb_mem(b, ": ", 2);
    }
    if (e->up)
        tb_mem(b, "(U) ", 4);
    tb_mem(b, "i", 1);
    tb_uint(b, e->width);
}

size_t hs_extra_print(const hs_extra *e, char *buf, size_t cap)
{
    tbuf b = {buf, cap, 0};
    if (cap)
        buf[0] = '\0';
    tb_extra(&b, e);
    return b.at;
}

/* The fast path's pieces: they write without bounds, so only into a buffer of at
 * least HS_TYPE_TEXT_CAP bytes, which holds the longest type text (64 extras of 44
 * characters) with more than a name's block to spare. */
static char *put_lit(char *o, const char *s, size_t n)
{
    memcpy(o, s, n);
    return o + n;
}

static char *put_uint(char *o, unsigned v)
{
    if (v < 10) {
        *o++ = (char)('0' + v);
        return o;
    }
    if (v < 100) {
        o[0] = (char)('0' + v / 10);
        o[1] = (char)('0' + v % 10);
        return o + 2;
    }
    char tmp[12];
    int n = 0;
    do {
        tmp[sizeof(tmp) - 1 - n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    return put_lit(o, tmp + sizeof(tmp) - n, (size_t)n);
}

/* An extra signal: the name copied as its whole block (NUL included, so the
 * compiler copies a fixed size), then the end moved back to the name's length. */
static char *put_extra(char *o, const hs_extra *e)
{
    if (e->named) {
        memcpy(o, e->name, HS_NAME_MAX);
        o += strnlen(e->name, HS_NAME_MAX - 1);
        o = put_lit(o, ": ", 2);
    }
    if (e->up)
        o = put_lit(o, "(U) ", 4);
    *o++ = 'i';
    return put_uint(o, e->width);
}

/* hs_type_print into a buffer that holds any type text (the signature's and the
 * header's, once per port of every request): no length checks per piece. */
static size_t print_fast(const hs_type *t, char *buf)
{
    char *o = buf;
    char dt = t->dtype ? t->dtype : 'i';
    if (t->kind == HS_T_RAW) {
        *o++ = dt;
        o = put_uint(o, t->width);
        *o = '\0';
        return (size_t)(o - buf);
    }
    if (t->kind == HS_T_CONTROL) {
        o = put_lit(o, "!handshake.control", 18);
        if (t->n_extra == 0) {
            *o = '\0';
            return (size_t)(o - buf);
        }
        o = put_lit(o, "<[", 2);
    } else {
        o = put_lit(o, "!handshake.channel<", 19);
        *o++ = dt;
        o = put_uint(o, t->width);
        if (t->n_extra == 0) {
            *o++ = '>';
            *o = '\0';
            return (size_t)(o - buf);
        }
        o = put_lit(o, ", [", 3);
    }
    for (unsigned i = 0; i < t->n_extra; i++) {
        if (i)
            o = put_lit(o, ", ", 2);
        o = put_extra(o, &t->extra[i]);
    }
    o = put_lit(o, "]>", 2);
    *o = '\0';
    return (size_t)(o - buf);
}

/* Canonical text: always prefixed, extras in stored (canonical) order, single spaces. */
size_t hs_type_print(const hs_type *t, char *buf, size_t cap)
{
    if (cap >= HS_TYPE_TEXT_CAP)
        return print_fast(t, buf);
    tbuf b = {buf, cap, 0};
    if (cap)
        buf[0] = '\0';
    char dt[2] = {t->dtype ? t->dtype : 'i', '\0'};
    if (t->kind == HS_T_RAW) {
        tb_str(&b, dt);
        tb_uint(&b, t->width);
        return b.at;
    }
    if (t->kind == HS_T_CONTROL) {
        tb_str(&b, "!handshake.control");
        if (t->n_extra == 0)
            return b.at;
        tb_mem(&b, "<[", 2);
    } else {
        tb_str(&b, "!handshake.channel<");
        tb_str(&b, dt);
        tb_uint(&b, t->width);
        if (t->n_extra == 0) {
            tb_mem(&b, ">", 1);
            return b.at;
        }
        tb_mem(&b, ", [", 3);
    }
    for (unsigned i = 0; i < t->n_extra; i++) {
        if (i)
            tb_mem(&b, ", ", 2);
        tb_extra(&b, &t->extra[i]);
    }
    tb_mem(&b, "]>", 2);
    return b.at;
}

const hs_extra *hs_type_find_extra(const hs_type *t, const char *name)
{
    for (unsigned i = 0; i < t->n_extra; i++)
        if (strcmp(t->extra[i].name, name) == 0)
            return &t->extra[i];
    return NULL;
}

/* Inserts keeping the canonical order: named ones sorted, unnamed ones after in
 * arrival order. Names must be unique ignoring case (they become HDL port names). */
int hs_type_add_extra(hs_type *t, const hs_extra *e, hs_diag *d)
{
    for (unsigned i = 0; i < t->n_extra; i++)
        if (strcasecmp(t->extra[i].name, e->name) == 0)
            return hs_fail(d, HS_E_NAME,
                           "duplicate extra signal name '%s' (names must be unique ignoring case)",
                           e->name);
    if (t->n_extra >= HS_MAX_EXTRAS)
        return hs_fail(d, HS_E_LIMIT, "number of extra signals exceeds the limit of %d",
                       HS_MAX_EXTRAS);
    unsigned pos = t->n_extra;
    if (e->named) {
        pos = 0;
        while (pos < t->n_extra && t->extra[pos].named && strcmp(t->extra[pos].name, e->name) < 0)
            pos++;
    }
    memmove(&t->extra[pos + 1], &t->extra[pos], (t->n_extra - pos) * sizeof(hs_extra));
    t->extra[pos] = *e;
    t->n_extra++;
    return 0;
}

bool hs_type_remove_extra(hs_type *t, const char *name)
{
    for (unsigned i = 0; i < t->n_extra; i++) {
        if (strcmp(t->extra[i].name, name) == 0) {
            memmove(&t->extra[i], &t->extra[i + 1], (t->n_extra - i - 1) * sizeof(hs_extra));
            t->n_extra--;
            return true;
        }
    }
    return false;
}

void hs_type_copy_extras(hs_type *dst, const hs_type *src)
{
    dst->n_extra = src->n_extra;
    memcpy(dst->extra, src->extra, src->n_extra * sizeof(hs_extra));
}

/* Extras are a set; both sides are stored canonically, so a pairwise walk suffices. */
bool hs_extras_equal(const hs_type *a, const hs_type *b)
{
    if (a->n_extra != b->n_extra)
        return false;
    for (unsigned i = 0; i < a->n_extra; i++) {
        const hs_extra *x = &a->extra[i];
        const hs_extra *y = hs_type_find_extra(b, x->name);
        if (!y || y->width != x->width || y->up != x->up)
            return false;
    }
    return true;
}

bool hs_type_equal(const hs_type *a, const hs_type *b)
{
    if (a->kind != b->kind)
        return false;
    if (a->kind != HS_T_CONTROL && (a->width != b->width || a->dtype != b->dtype))
        return false;
    return hs_extras_equal(a, b);
}

unsigned hs_type_extra_bits(const hs_type *t, bool up)
{
    unsigned bits = 0;
    for (unsigned i = 0; i < t->n_extra; i++)
        if (!!t->extra[i].up == up)
            bits += t->extra[i].width;
    return bits;
}

static const char *kind_word(const hs_type *t)
{
    return t->kind == HS_T_CONTROL ? "control" : t->kind == HS_T_CHANNEL ? "channel" : "raw";
}

/* Names the first difference a reader cares about: kind, data, then each signal. */
bool hs_type_explain_diff(const hs_type *want, const hs_type *got, char *buf, size_t cap)
{
    char one[HS_NAME_MAX + 32];
    if (want->kind != got->kind) {
        snprintf(buf, cap, "is a %s, expected a %s", kind_word(got), kind_word(want));
        return true;
    }
    if (want->kind != HS_T_CONTROL && (want->width != got->width || want->dtype != got->dtype)) {
        snprintf(buf, cap, "has data %c%u, expected %c%u", got->dtype, got->width, want->dtype,
                 want->width);
        return true;
    }
    for (unsigned i = 0; i < want->n_extra; i++) {
        const hs_extra *x = &want->extra[i];
        const hs_extra *y = hs_type_find_extra(got, x->name);
        hs_extra_print(x, one, sizeof(one));
        if (!y) {
            snprintf(buf, cap, "lacks extra signal '%s'", one);
            return true;
        }
        if (y->width != x->width || y->up != x->up) {
            char other[HS_NAME_MAX + 32];
            hs_extra_print(y, other, sizeof(other));
            snprintf(buf, cap, "has extra signal '%s', expected '%s'", other, one);
            return true;
        }
    }
    for (unsigned i = 0; i < got->n_extra; i++) {
        if (!hs_type_find_extra(want, got->extra[i].name)) {
            hs_extra_print(&got->extra[i], one, sizeof(one));
            snprintf(buf, cap, "carries extra signal '%s' that it must not", one);
            return true;
        }
    }
    if (cap)
        buf[0] = '\0';
    return false;
}

/* Signal names become suffixes of HDL port names (lhs_spec), so they must be
 * legal, case-insensitively distinct identifiers in both VHDL and Verilog. */
int hs_check_signal_name(const char *name, hs_diag *d)
{
    size_t n = strlen(name);
    if (n == 0)
        return hs_fail(d, HS_E_NAME, "empty extra signal name");
    if (n >= HS_NAME_MAX)
        return hs_fail(d, HS_E_LIMIT, "extra signal name '%.40s...' is longer than %d characters",
                       name, HS_NAME_MAX - 1);
    if (!isalpha((unsigned char)name[0]))
        return hs_fail(d, HS_E_NAME, "extra signal name '%s' must start with a letter", name);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)name[i];
        if (!(isalnum(c) || c == '_'))
            return hs_fail(d, HS_E_NAME,
                           "extra signal name '%s' may only hold letters, digits and underscores",
                           name);
        if (c == '_' && name[i + 1] == '_')
            return hs_fail(d, HS_E_NAME, "extra signal name '%s' has a double underscore", name);
    }
    if (name[n - 1] == '_')
        return hs_fail(d, HS_E_NAME, "extra signal name '%s' ends with an underscore", name);
    if (n == 5 && (strcasecmp(name, "valid") == 0 || strcasecmp(name, "ready") == 0))
        return hs_fail(d, HS_E_NAME,
                       "extra signal name '%s' would clash with the handshake's own %s port", name,
                       name);
    return 0;
}
