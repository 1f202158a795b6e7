/* Growable text buffer for the printers: amortised appends, one malloc'd result. */
#ifndef HW_TEXT_H
#define HW_TEXT_H

#include <stdarg.h>
#include <stddef.h>

/* Byte offsets at which a printer wrote the design's entity name, in increasing
 * order; `at` is malloc'd and belongs to whoever holds the struct. */
typedef struct {
    size_t *at;
    size_t n;
} hw_marks;

typedef struct {
    char *p;
    size_t len, cap;
    hw_marks marks; /* where hw_text_put_entity wrote */
    size_t cap_marks;
} hw_text;

void hw_text_init(hw_text *t, size_t cap);
void hw_text_puts(hw_text *t, const char *s);
void hw_text_putn(hw_text *t, const char *s, size_t n);
void hw_text_putc(hw_text *t, char c);
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
