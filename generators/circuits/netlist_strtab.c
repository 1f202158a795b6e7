/* The readers' table of names (netlist_strtab.h): growth and release. */
#include <stdlib.h>

#include "netlist_strtab.h"

int hs_strtab_reserve(hs_strtab *t, size_t more)
{
    size_t need = (size_t)t->n + more;
    if (need > UINT32_MAX / 4)
        return -1;
    if (need > t->cap) {
        size_t cap = t->cap ? t->cap : 32;
        while (cap < need)
            cap *= 2;
        const char **str = realloc(t->str, cap * sizeof(*str));
        if (!str)
            return -1;
        t->str = str;
        t->cap = (uint32_t)cap;
    }
    size_t n_slot = t->slot ? (size_t)t->mask + 1 : 0;
    if (2 * need <= n_slot)
        return 0;
    size_t cap = n_slot ? n_slot : 64;
    while (cap < 2 * need)
        cap *= 2;
    hs_strtab_slot *slot = calloc(cap, sizeof(*slot));
    if (!slot)
        return -1;
    for (size_t i = 0; i < n_slot; i++) {
        if (!t->slot[i].id)
            continue;
        size_t j = t->slot[i].h & (cap - 1);
        while (slot[j].id)
            j = (j + 1) & (cap - 1);
        slot[j] = t->slot[i];
    }
    free(t->slot);
    t->slot = slot;
    t->mask = (uint32_t)(cap - 1);
    return 0;
}

void hs_strtab_free(hs_strtab *t)
{
    free(t->slot);
    free(t->str);
    *t = (hs_strtab){0};
}
