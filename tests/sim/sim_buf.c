/* Growable text buffer: testbenches are a few kilobytes to a few hundred. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "sim_buf.h"

/* Testbench printers append piece by piece; growth is geometric. */
void sim_buf_printf(sim_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if (b->len + (size_t)n + 1 > b->cap) {
        size_t nc = b->cap ? b->cap : 4096;
        while (nc < b->len + (size_t)n + 1)
            nc *= 2;
        char *ns = realloc(b->s, nc);
        if (!ns) {
            fprintf(stderr, "hs_sim: out of memory\n");
            exit(2);
        }
        b->s = ns;
        b->cap = nc;
    }
    va_start(ap, fmt);
    vsnprintf(b->s + b->len, b->cap - b->len, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

/* Releases the text. */
void sim_buf_free(sim_buf *b)
{
    free(b->s);
    b->s = NULL;
    b->len = b->cap = 0;
}
