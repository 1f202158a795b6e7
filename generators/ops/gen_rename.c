/* Giving a generated text another entity name by position (hs_gen.h): the
 * printers recorded where they wrote the name, so the text is never searched. */
#include <string.h>

#include "hs_gen.h"

/* Sizes the output before any copy, so callers allocate once. */
size_t hs_gen_renamed_len(size_t len, const hw_marks *marks, size_t old_len, size_t name_len)
{
    if (marks->n * old_len > len) /* bad marks: hs_gen_rename refuses them */
        return len;
    return len - marks->n * old_len + marks->n * name_len;
}

/* Copies the runs between marks and writes the name at each one. */
int hs_gen_rename(const char *text, size_t len, const hw_marks *marks, size_t old_len,
                  const char *name, size_t name_len, char *out)
{
    size_t from = 0;
    for (size_t i = 0; i < marks->n; i++) {
        size_t at = marks->at[i];
        if (at < from || at > len || len - at < old_len)
            return HS_E_INTERNAL;
        memcpy(out, text + from, at - from);
        out += at - from;
        memcpy(out, name, name_len);
        out += name_len;
        from = at + old_len;
    }
    memcpy(out, text + from, len - from);
    return 0;
}
