/* The identifiers a generated text declares, and the entity names they forbid
 * (hs_gen.h): an entity named like one of its own signals hides it, which
 * Verilator refuses for ports and -Wall and GHDL warn about for the rest. The
 * list travels with the result, so a cached text generated under a placeholder
 * still answers whether the requested name would clash. */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hs_gen.h"
#include "hw_print.h"

/* ASCII lower case, whatever the locale: both sides of a comparison use it. */
static inline unsigned char ascii_lower(unsigned char ch)
{
    return ch >= 'A' && ch <= 'Z' ? (unsigned char)(ch + ('a' - 'A')) : ch;
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

/* Collected once per generation, on whichever thread generates: the design writes
 * the entries (hs_gen.h; hw_print_declared_list) into room sized from its counts,
 * and again into the room they need when its names are longer than usual. Lowering
 * and hashing wait for hs_gen_index_declared: most results are never checked, or
 * checked once. */
int hs_gen_collect_declared(const hw_design *des, hs_gen_result *r)
{
    hw_declared_out o = {.max_len = HS_IDENT_MAX, .cap = 24 * hw_print_declared_count(des) + 64};
    if (!(o.out = malloc(o.cap)))
        return HS_E_NOMEM;
    hw_print_declared_list(des, &o);
    if (o.len + HW_DECLARED_SLACK > o.cap) {
        char *more = realloc(o.out, o.len + HW_DECLARED_SLACK);
        if (!more) {
            free(o.out);
            return HS_E_NOMEM;
        }
        o.out = more;
        o.cap = o.len + HW_DECLARED_SLACK;
        hw_print_declared_list(des, &o);
    }
    r->declared = o.out;
    r->declared_len = o.len;
    r->n_declared = o.count;
    return 0;
}

/* The table over the entries: each name lowered and hashed (name_hash), slots twice
 * the names (linear probing). Made for results checked many times. */
int hs_gen_index_declared(hs_gen_result *r)
{
    size_t slots = 16;
    while (slots < 2 * r->n_declared)
        slots *= 2;
    hs_declared_at *t = malloc(slots * sizeof(*t));
    if (!t)
        return HS_E_NOMEM;
    for (size_t i = 0; i < slots; i++)
        t[i].at = SIZE_MAX;
    size_t at = 0, e = 0, n;
    for (const char *name; (name = hs_gen_declared_next(r, &at, &n)); e = at) {
        char low[HS_IDENT_MAX];
        for (size_t i = 0; i < n; i++)
            low[i] = (char)ascii_lower((unsigned char)name[i]);
        uint64_t h = name_hash(low, n);
        size_t k = (size_t)h & (slots - 1);
        while (t[k].at != SIZE_MAX) /* linear probing */
            k = (k + 1) & (slots - 1);
        t[k] = (hs_declared_at){.hash = h, .at = e};
    }
    free(r->declared_at);
    r->declared_at = t;
    r->declared_slots = slots;
    return 0;
}

/* Whether the n bytes at name, lowered, are low's. */
static bool same_lower(const char *name, const char *low, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if ((char)ascii_lower((unsigned char)name[i]) != low[i])
            return false;
    return true;
}

/* The refusal of an entity name (low: the name lowered). */
static int refuse(const char *name, const char *low, hs_diag *d)
{
    hs_fail(d, HS_E_NAME,
            "entity name '%s' is also the name of a signal or instance the generated "
            "text declares (%s): the entity would hide it; choose another name",
            name, low);
    hs_diag_where(d, "name", NULL, "entity_name");
    return HS_E_NAME;
}

/* A lookup by hash when the result has its index (names compared only where hashes
 * are equal), else one pass over the entries comparing lengths first. */
int hs_gen_check_entity(const hs_gen_result *r, const char *name, hs_diag *d)
{
    char low[HS_IDENT_MAX];
    size_t n = strlen(name);
    if (n >= sizeof(low) || r->n_declared == 0)
        return 0;
    for (size_t i = 0; i <= n; i++)
        low[i] = (char)ascii_lower((unsigned char)name[i]);
    if (!r->declared_at) {
        size_t at = 0, len;
        for (const char *e; (e = hs_gen_declared_next(r, &at, &len));)
            if (len == n && same_lower(e, low, n))
                return refuse(name, low, d);
        return 0;
    }
    uint64_t h = name_hash(low, n);
    size_t mask = r->declared_slots - 1;
    for (size_t k = (size_t)h & mask; r->declared_at[k].at != SIZE_MAX; k = (k + 1) & mask) {
        const char *e = r->declared + r->declared_at[k].at;
        if (r->declared_at[k].hash == h && (unsigned char)e[0] == n && same_lower(e + 1, low, n))
            return refuse(name, low, d);
    }
    return 0;
}

int hs_gen_refuse_entity(const char *name, hs_diag *d)
{
    char low[HS_IDENT_MAX];
    size_t n = strlen(name);
    if (n >= sizeof(low))
        n = sizeof(low) - 1; /* (never: a checked name is shorter) */
    for (size_t i = 0; i < n; i++)
        low[i] = (char)ascii_lower((unsigned char)name[i]);
    low[n] = '\0';
    return refuse(name, low, d);
}

/* Each name lowered as hs_gen_check_entity lowers it, then looked for in the design
 * (hw_print_declares: the names the list would hold). */
void hs_gen_check_names(const hw_design *des, hs_gen_names *chk)
{
    for (int k = 0; k < chk->n; k++) {
        char low[HS_IDENT_MAX];
        size_t n = strlen(chk->name[k]);
        chk->clash[k] = false;
        if (n >= sizeof(low))
            continue; /* (as hs_gen_check_entity: no declared name is that long) */
        for (size_t i = 0; i < n; i++)
            low[i] = (char)ascii_lower((unsigned char)chk->name[k][i]);
        chk->clash[k] = hw_print_declares(des, low, n);
    }
}
