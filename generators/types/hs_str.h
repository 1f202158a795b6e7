/* Bounded string copies for the fixed-size name fields of the library's structures. */
#ifndef HS_STR_H
#define HS_STR_H

#include <stddef.h>
#include <string.h>

/* Copies src into dst of cap bytes, cut to cap - 1 bytes and NUL-terminated: what
 * snprintf(dst, cap, "%s", src) gives, without formatting (readers copy a name per
 * port and unit). */
static inline void hs_str_copy(char *dst, size_t cap, const char *src)
{
    size_t n;
    if (!cap)
        return;
    n = strnlen(src, cap - 1);
    memcpy(dst, src, n);
    dst[n] = '\0';
}

/* A line built piece by piece into a fixed buffer, cut like snprintf (at most
 * cap - 1 bytes and a NUL; cap > 0): header and signature lines without the cost
 * of formatting. `len` counts what was written, cut or not. */
typedef struct {
    char *p;
    size_t len, cap;
} hs_line;

/* Starts an empty line in buf. */
static inline void hs_line_init(hs_line *l, char *buf, size_t cap)
{
    l->p = buf;
    l->len = 0;
    l->cap = cap;
    buf[0] = '\0';
}

/* Appends n bytes (what fits). */
static inline void hs_line_putn(hs_line *l, const char *s, size_t n)
{
    if (l->len + n < l->cap && l->len + 1 < l->cap) { /* whole: a literal's copy is a few moves */
        memcpy(l->p + l->len, s, n);
        l->p[l->len + n] = '\0';
    } else if (l->len + 1 < l->cap) {
        size_t room = l->cap - 1 - l->len;
        memcpy(l->p + l->len, s, room);
        l->p[l->len + room] = '\0';
    }
    l->len += n;
}

/* Appends a NUL-terminated string. */
static inline void hs_line_puts(hs_line *l, const char *s)
{
    hs_line_putn(l, s, strlen(s));
}

/* Appends a signed number in decimal ("%lld"); one or two digits that fit are stored
 * at once (the stage numbers and widths of names and header lines). */
static inline void hs_line_put_d(hs_line *l, long long v)
{
    if (v >= 0 && v < 100 && l->len + 3 < l->cap) {
        char *p = l->p + l->len;
        if (v >= 10)
            *p++ = (char)('0' + v / 10);
        *p++ = (char)('0' + v % 10);
        *p = '\0';
        l->len = (size_t)(p - l->p);
        return;
    }
    char buf[24], *e = buf + sizeof(buf), *s = e;
    unsigned long long m = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    do {
        *--s = (char)('0' + m % 10);
        m /= 10;
    } while (m);
    if (v < 0)
        *--s = '-';
    hs_line_putn(l, s, (size_t)(e - s));
}

#endif
