/* Finding a row of a constant table by its name: the method tables (the method layer's,
 * the daemon's server.* and session rows, the language server's) and the language
 * server's commands share this one scan. */
#ifndef HS_NAMED_H
#define HS_NAMED_H

#include <stddef.h>
#include <string.h>

/* The index of the row named `name` among n rows `size` bytes apart, first_name
 * pointing at the first row's name; -1 when none. The tables are a few rows long,
 * so a scan is as fast as anything. */
static inline int hs_named_index(const char *const *first_name, size_t n, size_t size,
                                 const char *name)
{
    const char *p = (const char *)first_name;
    for (size_t i = 0; i < n; i++, p += size)
        if (strcmp(*(const char *const *)(const void *)p, name) == 0)
            return (int)i;
    return -1;
}

/* hs_named_index over an array of rows whose `name` member is a string. */
#define HS_NAMED_INDEX(rows, key)                                                                  \
    hs_named_index(&(rows)[0].name, sizeof(rows) / sizeof((rows)[0]), sizeof((rows)[0]), (key))

#endif
