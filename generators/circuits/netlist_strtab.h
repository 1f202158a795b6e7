/* The readers' table of names: an open-addressing set of strings its caller owns
 * (the netlist's interned port names, unit kinds and entities; the MLIR reader's
 * names taken). A slot is 8 bytes, a 32-bit hash and the entry's number, so a probe
 * reads the slots alone and a string only when the hashes match, and growing places
 * the entries from their hashes without reading a string. Sized ahead
 * (hs_strtab_reserve) when the caller knows how many names come. */
#ifndef NETLIST_STRTAB_H
#define NETLIST_STRTAB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint32_t h;  /* the entry's hash */
    uint32_t id; /* the entry's number + 1; 0: an empty slot */
} hs_strtab_slot;

typedef struct {
    hs_strtab_slot *slot;
    uint32_t mask;    /* slots - 1 (a power of two); 0 before the first reserve */
    uint32_t n, cap;  /* entries, and room for them in str */
    const char **str; /* entry i's string (the caller's) */
} hs_strtab;

/* Room for `more` entries beyond the present ones, the slots at most half full;
 * 0, or -1 when out of memory. */
int hs_strtab_reserve(hs_strtab *t, size_t more);
void hs_strtab_free(hs_strtab *t);

/* The entry with hash h for which same(entry, key) holds: its string, or NULL with
 * *at the empty slot where it goes (hs_strtab_put), after hs_strtab_reserve(t, 1). */
static inline const char *hs_strtab_find(const hs_strtab *t, uint32_t h,
                                         bool (*same)(const char *, const void *), const void *key,
                                         uint32_t *at)
{
    uint32_t i = h & t->mask;
    for (; t->slot[i].id; i = (i + 1) & t->mask)
        if (t->slot[i].h == h && same(t->str[t->slot[i].id - 1], key))
            return t->str[t->slot[i].id - 1];
    *at = i;
    return NULL;
}

/* Adds s with hash h at the empty slot hs_strtab_find gave. */
static inline void hs_strtab_put(hs_strtab *t, uint32_t at, uint32_t h, const char *s)
{
    t->str[t->n] = s;
    t->slot[at] = (hs_strtab_slot){h, ++t->n};
}

#endif
