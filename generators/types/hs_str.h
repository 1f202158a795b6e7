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

#endif
