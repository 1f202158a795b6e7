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
    char *text;
    size_t len, cap;
    hs_declared_at *at;
    size_t n, cap_at;
    int failed;
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

/* Makes room for one more name of n bytes and the whole word its NUL ends (the
 * appends store words); 0, or -1 (a->failed) when memory runs out. */
static int reserve_name(names_acc *a, size_t n)
{
    if (a->len + n + 8 > a->cap) {
        size_t cap = a->cap ? a->cap * 2 : 2048;
        while (cap < a->len + n + 8)
            cap *= 2;
        char *t = realloc(a->text, cap);
        if (!t)
            return a->failed = -1;
        a->text = t;
        a->cap = cap;
    }
    if (a->n == a->cap_at) {
        size_t cap = a->cap_at ? a->cap_at * 2 : 128;
        hs_declared_at *at = realloc(a->at, cap * sizeof(*at));
        if (!at)
            return a->failed = -1;
        a->at = at;
        a->cap_at = cap;
    }
    return 0;
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
    if (a->failed || n >= HS_IDENT_MAX) /* longer than any entity name: no clash */
        return;
    if (reserve_name(a, n) != 0)
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
    a->at[a->n].hash = h ^ (h >> 32);
    a->at[a->n++].at = a->len;
    a->len += n + 1;
}

/* Collected once per generation, on whichever thread generates: the names,
 * then a table twice their number (linear probing) to find them by hash. */
int hs_gen_collect_declared(const hw_design *des, hs_gen_result *r)
{
    names_acc a = {0};
    size_t slots = 16;
    hs_declared_at *table;
    hw_print_declared(des, add_name, &a);
    while (slots < 2 * a.n)
        slots *= 2;
    if (a.failed || !(table = malloc(slots * sizeof(*table)))) {
        free(a.text);
        free(a.at);
        return HS_E_NOMEM;
    }
    for (size_t i = 0; i < slots; i++)
        table[i].at = SIZE_MAX;
    for (size_t i = 0; i < a.n; i++) {
        size_t k = (size_t)a.at[i].hash & (slots - 1);
        while (table[k].at != SIZE_MAX)
            k = (k + 1) & (slots - 1);
        table[k] = a.at[i];
    }
    free(a.at);
    r->declared = a.text;
    r->declared_len = a.len;
    r->declared_at = table;
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
