/* The identifiers a generated text declares, and the entity names they forbid
 * (hs_gen.h): an entity named like one of its own signals hides it, which
 * Verilator refuses for ports and -Wall and GHDL warn about for the rest. The
 * list travels with the result, so a cached text generated under a placeholder
 * still answers whether the requested name would clash. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hs_gen.h"
#include "hw_print.h"

typedef struct {
    char *text; /* room for every name, its NUL and a word past the last */
    size_t len;
    hs_declared_at *table; /* slots (a power of two) entries, at == SIZE_MAX: empty */
    size_t mask;           /* slots - 1 */
} names_acc;

/* ASCII lower case, whatever the locale: both sides of a comparison use it. */
static inline unsigned char ascii_lower(unsigned char ch)
{
    return ch >= 'A' && ch <= 'Z' ? (unsigned char)(ch + ('a' - 'A')) : ch;
}

/* The ASCII capitals among eight bytes made lower case (bytes past 0x7f kept). */
static inline uint64_t lower8(uint64_t w)
{
    const uint64_t hi = 0x8080808080808080ull, ones = 0x0101010101010101ull;
    uint64_t x = w & ~hi;                        /* each byte's low seven bits */
    uint64_t ge_a = x + ones * (0x80 - 'A');     /* top bit: at least 'A' */
    uint64_t gt_z = x + ones * (0x80 - 'Z' - 1); /* top bit: past 'Z' */
    uint64_t upper = ge_a & ~gt_z & ~w & hi;     /* top bit: an ASCII capital */
    return w | (upper >> 2);                     /* 0x80 >> 2 = 0x20 */
}

/* A hash of the lower-case name (n bytes), eight bytes at a time, mixed at the end:
 * the key names are ordered and found by (a unit declares hundreds of names). */
static uint64_t name_hash(const char *low, size_t n)
{
    uint64_t h = 0x9e3779b97f4a7c15ull ^ n;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, low + i, 8);
        h = (h ^ w) * 0xff51afd7ed558ccdull;
        h ^= h >> 29;
    }
    uint64_t w = 0;
    memcpy(&w, low + i, n - i);
    h = (h ^ w) * 0xc4ceb9fe1a85ec53ull;
    return h ^ (h >> 32);
}

/* The last n % 8 bytes of a name (at p) as name_hash reads them, zeros above.
 * hw_print_declared's names are readable in whole words up to the one holding
 * their NUL, so on a little-endian host one load and a mask do it. */
static inline uint64_t tail_word(const char *p, size_t k)
{
    uint64_t w = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(&w, p, 8);
    w &= k ? ~0ull >> (64 - 8 * k) : 0;
#else
    memcpy(&w, p, k);
#endif
    return w;
}

/* Appends one name in lower case (VHDL compares names case-insensitively) with its
 * hash: word by word, lowered, stored and hashed in one pass (name_hash's words);
 * a unit declares hundreds of names. */
static void add_name(void *arg, const char *name, size_t n)
{
    names_acc *a = arg;
    if (n >= HS_IDENT_MAX) /* longer than any entity name: no clash */
        return;
    char *low = a->text + a->len;
    uint64_t h = 0x9e3779b97f4a7c15ull ^ n, w;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        memcpy(&w, name + i, 8);
        w = lower8(w);
        memcpy(low + i, &w, 8);
        h = (h ^ w) * 0xff51afd7ed558ccdull;
        h ^= h >> 29;
    }
    w = lower8(tail_word(name + i, n - i));
    memcpy(low + i, &w, 8); /* the tail, then zeros: the NUL among them */
    h = (h ^ w) * 0xc4ceb9fe1a85ec53ull;
    h ^= h >> 32;
    size_t k = (size_t)h & a->mask;
    while (a->table[k].at != SIZE_MAX) /* linear probing */
        k = (k + 1) & a->mask;
    a->table[k] = (hs_declared_at){.hash = h, .at = a->len};
    a->len += n + 1;
}

/* Collected once per generation, on whichever thread generates: the names'
 * room and a table twice their number (linear probing) are allocated once from
 * the design's counts, and each name goes straight into both. */
int hs_gen_collect_declared(const hw_design *des, hs_gen_result *r)
{
    size_t n_max, bytes, slots = 16;
    hw_print_declared_size(des, &n_max, &bytes);
    while (slots < 2 * n_max)
        slots *= 2;
    names_acc a = {.text = malloc(bytes + n_max + 8),
                   .table = malloc(slots * sizeof(hs_declared_at)),
                   .mask = slots - 1};
    if (!a.text || !a.table) {
        free(a.text);
        free(a.table);
        return HS_E_NOMEM;
    }
    for (size_t i = 0; i < slots; i++)
        a.table[i].at = SIZE_MAX;
    hw_print_declared(des, add_name, &a);
    r->declared = a.text;
    r->declared_len = a.len;
    r->declared_at = a.table;
    r->n_declared = slots;
    return 0;
}

/* A lookup by hash; names are compared only where hashes are equal, and the
 * text itself is never searched. */
int hs_gen_check_entity(const hs_gen_result *r, const char *name, hs_diag *d)
{
    char low[HS_IDENT_MAX];
    size_t n = strlen(name);
    if (n >= sizeof(low) || r->n_declared == 0)
        return 0;
    for (size_t i = 0; i <= n; i++)
        low[i] = (char)ascii_lower((unsigned char)name[i]);
    uint64_t h = name_hash(low, n);
    for (size_t k = (size_t)h & (r->n_declared - 1); r->declared_at[k].at != SIZE_MAX;
         k = (k + 1) & (r->n_declared - 1))
        if (r->declared_at[k].hash == h && strcmp(r->declared + r->declared_at[k].at, low) == 0) {
            hs_fail(d, HS_E_NAME,
                    "entity name '%s' is also the name of a signal or instance the generated "
                    "text declares (%s): the entity would hide it; choose another name",
                    name, low);
            hs_diag_where(d, "name", NULL, "entity_name");
            return HS_E_NAME;
        }
    return 0;
}
