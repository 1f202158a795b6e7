/* Growable text buffer (hw_text.h): the printers' only output primitive. */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hw_text.h"

/* Aborts like the arena does: printers have no error path for OOM. */
void hw_text_grow(hw_text *t, size_t extra)
{
    size_t len = hw_text_len(t), cap = t->p ? (size_t)(t->lim - t->p) + 1 : 256;
    while (cap < len + extra + 1)
        cap *= 2;
    char *p = realloc(t->p, cap);
    if (!p) {
        fprintf(stderr, "hsgen: out of memory printing HDL\n");
        abort();
    }
    t->p = p;
    t->w = p + len;
    t->lim = p + cap - 1;
}

/* The common case, that the bytes fit, costs one comparison. */
static inline void reserve(hw_text *t, size_t extra)
{
    if (!hw_text_fits(t, extra))
        hw_text_grow(t, extra);
}

/* Starts with room for a typical unit so most prints never reallocate. */
void hw_text_init(hw_text *t, size_t cap)
{
    t->p = t->w = t->lim = NULL;
#ifndef NDEBUG
    t->room_end = NULL;
#endif
    t->marks.at = NULL;
    t->marks.n = t->cap_marks = 0;
    /* the room asked for, not the power of two above it: a top level's estimate is 13 MB
     * at 10,000 ops, which doubling from 256 bytes made 16 MB */
    size_t n = cap + 1 > 256 ? cap + 1 : 256;
    t->p = malloc(n);
    if (!t->p) {
        fprintf(stderr, "hsgen: out of memory printing HDL\n");
        abort();
    }
    t->w = t->p;
    t->lim = t->p + n - 1;
    t->p[0] = '\0';
}

/* Decimal digits of v, written backwards from `end`; returns where they start. */
static char *digits_back(char *end, uint64_t v)
{
    do {
        *--end = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    return end;
}

/* Numbers of three digits or more at a cursor (hw_at_u). */
char *hw_at_u_any(char *w, uint64_t v)
{
    char buf[24];
    char *s = digits_back(buf + sizeof(buf), v);
    size_t n = (size_t)(buf + sizeof(buf) - s);
    memcpy(w, s, n);
    return w + n;
}

/* The same with a sign (hw_at_d). */
char *hw_at_d_any(char *w, int64_t v)
{
    if (v < 0)
        *w++ = '-';
    return hw_at_u_any(w, v < 0 ? 0ull - (uint64_t)v : (uint64_t)v);
}

/* Widths, indices and counts of three digits or more (hw_text_put_u). */
void hw_text_put_u_any(hw_text *t, uint64_t v)
{
    char buf[24];
    char *s = digits_back(buf + sizeof(buf), v);
    hw_text_putn(t, s, (size_t)(buf + sizeof(buf) - s));
}

/* The same with a sign (hw_text_put_d). */
void hw_text_put_d_any(hw_text *t, int64_t v)
{
    char buf[24];
    char *s = digits_back(buf + sizeof(buf), v < 0 ? 0ull - (uint64_t)v : (uint64_t)v);
    if (v < 0)
        *--s = '-';
    hw_text_putn(t, s, (size_t)(buf + sizeof(buf) - s));
}

/* Decimal digits of v (with a minus sign) at buf[n], counting what does not fit. */
static size_t put_num(char *buf, size_t cap, size_t n, unsigned long long v, bool neg)
{
    char tmp[24];
    size_t k = 0;
    do {
        tmp[k++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    if (neg)
        tmp[k++] = '-';
    while (k--) {
        if (n + 1 < cap)
            buf[n] = tmp[k];
        n++;
    }
    return n;
}

/* k bytes of s at buf[n], counting what does not fit (the last byte is the NUL's). */
static inline size_t put_run(char *buf, size_t cap, size_t n, const char *s, size_t k)
{
    if (n + k < cap)
        memcpy(buf + n, s, k);
    else if (n + 1 < cap)
        memcpy(buf + n, s, cap - 1 - n);
    return n + k;
}

/* The printf subset of hw_text.h: names and ranges without stdio's cost. One
 * pass: a conversion outside the subset stops it with (size_t)-1, and the caller
 * then formats the whole text again with vsnprintf (nothing it wrote counts). */
size_t hw_fmt(char *buf, size_t cap, const char *fmt, va_list ap)
{
    size_t n = 0;
    for (const char *f = fmt; *f; f++) {
        if (*f != '%') { /* a run of plain text, copied at once */
            const char *e = f + 1;
            while (*e && *e != '%')
                e++;
            n = put_run(buf, cap, n, f, (size_t)(e - f));
            f = e - 1;
            continue;
        }
        f++;
        int len = 0; /* 0: int, 1: long, 2: long long, 3: size_t */
        if (*f == 'l') {
            len = f[1] == 'l' ? 2 : 1;
            f += len;
        } else if (*f == 'z') {
            len = 3;
            f++;
        }
        if (*f != 's' && *f != 'd' && *f != 'u' && *f != 'c' && *f != '%')
            return (size_t)-1;
        if (*f == 's') {
            const char *s = va_arg(ap, const char *);
            n = put_run(buf, cap, n, s, strlen(s));
        } else if (*f == 'c' || *f == '%') {
            char c = *f == 'c' ? (char)va_arg(ap, int) : '%';
            if (n + 1 < cap)
                buf[n] = c;
            n++;
        } else if (*f == 'd') {
            long long v = len == 0   ? va_arg(ap, int)
                          : len == 1 ? va_arg(ap, long)
                          : len == 2 ? va_arg(ap, long long)
                                     : (long long)va_arg(ap, size_t);
            unsigned long long m = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
            n = put_num(buf, cap, n, m, v < 0);
        } else {
            unsigned long long v = len == 0   ? va_arg(ap, unsigned)
                                   : len == 1 ? va_arg(ap, unsigned long)
                                   : len == 2 ? va_arg(ap, unsigned long long)
                                              : va_arg(ap, size_t);
            n = put_num(buf, cap, n, v, false);
        }
    }
    if (cap)
        buf[n < cap ? n : cap - 1] = '\0';
    return n;
}

/* Formatted append: hw_fmt straight into the buffer (again after growing it when
 * the text did not fit), printf as the fallback. */
void hw_text_printf(hw_text *t, const char *fmt, ...)
{
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    reserve(t, 256);
    size_t fn = hw_fmt(t->w, (size_t)(t->lim - t->w) + 1, fmt, ap);
    va_end(ap);
    if (fn != (size_t)-1) {
        if (!hw_text_fits(t, fn)) {
            reserve(t, fn);
            hw_fmt(t->w, (size_t)(t->lim - t->w) + 1, fmt, again);
        }
        va_end(again);
        t->w += fn;
        return;
    }
    va_end(again);
    va_start(ap, fmt);
    char buf[256];
    int n = vsnprintf(buf, sizeof(buf), fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof(buf)) {
        hw_text_putn(t, buf, (size_t)n);
        return;
    }
    reserve(t, (size_t)n);
    va_start(ap, fmt);
    vsnprintf(t->w, (size_t)n + 1, fmt, ap);
    va_end(ap);
    t->w += (size_t)n;
}

/* The one name a cached text is rebuilt with: its offsets are kept so a caller
 * can put another name there without searching the text for it. */
void hw_text_put_entity(hw_text *t, const char *name, size_t n)
{
    if (t->marks.n == t->cap_marks) {
        size_t cap = t->cap_marks ? t->cap_marks * 2 : 8;
        size_t *at = realloc(t->marks.at, cap * sizeof(*at));
        if (!at) {
            fprintf(stderr, "hsgen: out of memory printing HDL\n");
            abort();
        }
        t->marks.at = at;
        t->cap_marks = cap;
    }
    t->marks.at[t->marks.n++] = hw_text_len(t);
    hw_text_putn(t, name, n);
}

/* Printers hand the offsets over with the text they describe. */
void hw_text_take_marks(hw_text *t, hw_marks *out)
{
    *out = t->marks;
    t->marks.at = NULL;
    t->marks.n = t->cap_marks = 0;
}

/* The printers return the buffer itself as the file's text. */
char *hw_text_take(hw_text *t, size_t *len)
{
    char *p = t->p;
    if (p)
        *t->w = '\0';
    if (len)
        *len = hw_text_len(t);
    free(t->marks.at);
    t->marks.at = NULL;
    t->marks.n = t->cap_marks = 0;
    t->p = t->w = t->lim = NULL;
    return p;
}
