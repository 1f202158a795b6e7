/* Growable text buffer for the printers: amortised appends, one malloc'd result.
 * The appends are inline: a printer writes a few hundred pieces per unit, most of
 * them string literals whose length the compiler knows. */
#ifndef HW_TEXT_H
#define HW_TEXT_H

#include <assert.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* Byte offsets at which a printer wrote the design's entity name, in increasing
 * order; `at` is malloc'd and belongs to whoever holds the struct. */
typedef struct {
    size_t *at;
    size_t n;
} hw_marks;

/* The text is NUL-terminated only once taken (hw_text_take); there is always room
 * for the NUL. The buffer is held as pointers: `w`, where the next byte goes, and
 * `lim`, the last byte before the NUL's, so an append compares the room left with
 * one subtraction and writes at `w` (no base-plus-length address per piece). */
typedef struct {
#ifndef NDEBUG
    char *room_end; /* the end of the room hw_text_room promised (checked by hw_text_done) */
#endif
    char *p;        /* the buffer */
    char *w;        /* the end of the text so far */
    char *lim;      /* p + capacity - 1: the NUL's byte */
    hw_marks marks; /* where hw_text_put_entity wrote */
    size_t cap_marks;
} hw_text;

/* The length of the text so far. */
static inline size_t hw_text_len(const hw_text *t)
{
    return (size_t)(t->w - t->p);
}

/* Whether n more bytes (and the NUL) fit without growing. */
static inline int hw_text_fits(const hw_text *t, size_t n)
{
    return n <= (size_t)(t->lim - t->w);
}

void hw_text_init(hw_text *t, size_t cap);
/* Grows the buffer for `extra` more bytes and the NUL (the appends' slow path). */
void hw_text_grow(hw_text *t, size_t extra);

/* Appends n bytes; the primitive the other appends use. */
static inline void hw_text_putn(hw_text *t, const char *s, size_t n)
{
    if (!hw_text_fits(t, n))
        hw_text_grow(t, n);
    memcpy(t->w, s, n);
    t->w += n;
}

/* Appends a signal's name (n bytes): names live in a design's arena, which lets
 * them be read in whole 16-byte blocks up to the one holding their NUL (hw.h), so
 * they are copied by fixed-size blocks instead of a call; the bytes written past
 * the name lie in the buffer's room and are overwritten by the next append. */
static inline void hw_text_put_name(hw_text *t, const char *s, size_t n)
{
    if (!hw_text_fits(t, n + 16))
        hw_text_grow(t, n + 16);
    char *d = t->w;
    for (size_t i = 0; i < n; i += 16)
        memcpy(d + i, s + i, 16);
    t->w = d + n;
}

/* Appends the first n (at most 8) bytes of an 8-byte block, copied whole: a short
 * piece whose length is known only at run time (an operator separator) without a
 * byte loop; the bytes past n land in the buffer's room. */
static inline void hw_text_put8(hw_text *t, const char *block8, size_t n)
{
    if (!hw_text_fits(t, 8))
        hw_text_grow(t, 8);
    memcpy(t->w, block8, 8);
    t->w += n;
}

/* Appends a NUL-terminated string (a literal's length is known at compile time). */
static inline void hw_text_puts(hw_text *t, const char *s)
{
    hw_text_putn(t, s, strlen(s));
}

/* Appends one character. */
static inline void hw_text_putc(hw_text *t, char c)
{
    if (!hw_text_fits(t, 1))
        hw_text_grow(t, 1);
    *t->w++ = c;
}

/* Any number in decimal (the appends below take the small ones inline). */
void hw_text_put_u_any(hw_text *t, uint64_t v);
void hw_text_put_d_any(hw_text *t, int64_t v);

/* Appends a number in decimal (what "%u" would write): the bit indices and widths
 * printers write most are below 100, so one or two digits are stored at once. */
static inline void hw_text_put_u(hw_text *t, uint64_t v)
{
    if (v >= 100) {
        hw_text_put_u_any(t, v);
        return;
    }
    if (!hw_text_fits(t, 2))
        hw_text_grow(t, 2);
    char *w = t->w;
    if (v >= 10)
        *w++ = (char)('0' + v / 10);
    *w++ = (char)('0' + v % 10);
    t->w = w;
}

/* The same with a sign ("%d"). */
static inline void hw_text_put_d(hw_text *t, int64_t v)
{
    if (v >= 0 && v < 100)
        hw_text_put_u(t, (uint64_t)v);
    else
        hw_text_put_d_any(t, v);
}

/* ---- Writing at a cursor ----
 * A printer asks once for the room a whole statement or declaration can take, with a
 * bound it can show (hw_text_room), writes the pieces at a cursor that stays in a
 * register (the hw_at_* writers return where the next byte goes) and hands the end
 * back (hw_text_done): no room check and no store of the position per piece. */
enum { HW_TEXT_SLACK = 16 }; /* past any bound: the 16-byte blocks of a name's copy */

/* Room for at most n bytes from the end of the text; returns the cursor. */
static inline char *hw_text_room(hw_text *t, size_t n)
{
    if (!hw_text_fits(t, n + HW_TEXT_SLACK))
        hw_text_grow(t, n + HW_TEXT_SLACK);
#ifndef NDEBUG
    t->room_end = t->w + n;
#endif
    return t->w;
}

/* The text now ends at the cursor w, which stayed within the room asked for. */
static inline void hw_text_done(hw_text *t, char *w)
{
#ifndef NDEBUG
    assert(w >= t->w && w <= t->room_end);
#endif
    t->w = w;
}

/* n bytes at the cursor (a literal's n is a constant: a few moves). */
static inline char *hw_at_mem(char *w, const char *s, size_t n)
{
    memcpy(w, s, n);
    return w + n;
}

/* A string literal at the cursor. */
#define HW_AT_LIT(w, s) hw_at_mem((w), (s), sizeof(s) - 1)

/* A name of the design's arena (n bytes) by 16-byte blocks, as hw_text_put_name. */
static inline char *hw_at_name(char *w, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i += 16)
        memcpy(w + i, s + i, 16);
    return w + n;
}

/* The first n (at most 8) bytes of an 8-byte block, as hw_text_put8. */
static inline char *hw_at8(char *w, const char *block8, size_t n)
{
    memcpy(w, block8, 8);
    return w + n;
}

/* Any number in decimal at the cursor (at most 20 digits and a sign). */
char *hw_at_u_any(char *w, uint64_t v);
char *hw_at_d_any(char *w, int64_t v);

/* A number in decimal: below 100 inline, as hw_text_put_u. */
static inline char *hw_at_u(char *w, uint64_t v)
{
    if (v >= 100)
        return hw_at_u_any(w, v);
    if (v >= 10)
        *w++ = (char)('0' + v / 10);
    *w++ = (char)('0' + v % 10);
    return w;
}

/* The same with a sign. */
static inline char *hw_at_d(char *w, int64_t v)
{
    if (v >= 0 && v < 100)
        return hw_at_u(w, (uint64_t)v);
    return hw_at_d_any(w, v);
}

void hw_text_printf(hw_text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* printf subset used by the printers and name builders (%s %c %d %u %ld %lu %lld %llu
 * %zu %%, no flags or widths), without the cost of stdio. Writes at most cap-1 chars
 * and a NUL; returns the full length, or (size_t)-1 when fmt needs real printf. */
size_t hw_fmt(char *buf, size_t cap, const char *fmt, va_list ap);

/* Appends the entity name (n bytes) and records the offset it starts at. */
void hw_text_put_entity(hw_text *t, const char *name, size_t n);
/* Hands the recorded offsets to the caller (free() out->at); none are kept. */
void hw_text_take_marks(hw_text *t, hw_marks *out);

/* Hands the NUL-terminated text to the caller (free() it); the buffer is reset
 * and offsets not taken are dropped. */
char *hw_text_take(hw_text *t, size_t *len);

#endif
