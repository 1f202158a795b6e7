/* Growable text buffer (hw_text.h): the printers' only output primitive. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hw_text.h"

/* Aborts like the arena does: printers have no error path for OOM. */
static void reserve(hw_text *t, size_t extra)
{
    if (t->len + extra + 1 <= t->cap)
        return;
    size_t cap = t->cap ? t->cap : 256;
    while (cap < t->len + extra + 1)
        cap *= 2;
    char *p = realloc(t->p, cap);
    if (!p) {
        fprintf(stderr, "hsgen: out of memory printing HDL\n");
        abort();
    }
    t->p = p;
    t->cap = cap;
}

/* Starts with room for a typical unit so most prints never reallocate. */
void hw_text_init(hw_text *t, size_t cap)
{
    t->p = NULL;
    t->len = t->cap = 0;
    reserve(t, cap);
    t->p[0] = '\0';
}

void hw_text_putn(hw_text *t, const char *s, size_t n)
{
    reserve(t, n);
    memcpy(t->p + t->len, s, n);
    t->len += n;
    t->p[t->len] = '\0';
}

void hw_text_puts(hw_text *t, const char *s)
{
    hw_text_putn(t, s, strlen(s));
}

void hw_text_putc(hw_text *t, char c)
{
    reserve(t, 1);
    t->p[t->len++] = c;
    t->p[t->len] = '\0';
}

void hw_text_printf(hw_text *t, const char *fmt, ...)
{
    va_list ap;
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
    vsnprintf(t->p + t->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    t->len += (size_t)n;
}

char *hw_text_take(hw_text *t, size_t *len)
{
    char *p = t->p;
    if (len)
        *len = t->len;
    t->p = NULL;
    t->len = t->cap = 0;
    return p;
}
