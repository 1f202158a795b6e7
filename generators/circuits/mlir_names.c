/* Names from MLIR (argNames, resNames, handshake.name, function and instance
 * names) become HDL names. Real IR uses names no HDL accepts (a port `bool`, a
 * unit `const`, dots, leading digits); instead of rejecting the design each is
 * mapped deterministically to a legal, unused name, and the mapping is kept for
 * manifest.json. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hs_str.h"
#include "mlir_impl.h"
#include "netlist_strtab.h"

#define NAME_CAP 48 /* leaves room for the suffixes the top level adds to wires */

/* The names' text, in chunks the set owns: one allocation for many names. */
typedef struct name_chunk {
    struct name_chunk *next;
    size_t used, cap;
    char data[];
} name_chunk;

typedef struct {
    hs_strtab tab; /* the names taken (their text in the chunks) */
    name_chunk *text;
} name_set;

/* Legal names are ASCII: lower-cased without the locale's tolower. */
static uint32_t hash(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        h = (h ^ (c >= 'A' && c <= 'Z' ? c + 32u : c)) * 16777619u;
    }
    return h;
}

/* A copy of name in the set's chunks; NULL when out of memory. */
static char *set_copy(name_set *s, const char *name)
{
    size_t n = strlen(name) + 1;
    name_chunk *c = s->text;
    if (!c || c->cap - c->used < n) {
        size_t cap = n > 8192 ? n : 8192;
        if (!(c = malloc(sizeof(*c) + cap)))
            return NULL;
        c->next = s->text;
        c->used = 0;
        c->cap = cap;
        s->text = c;
    }
    char *p = c->data + c->used;
    memcpy(p, name, n);
    c->used += n;
    return p;
}

/* Names compare case-insensitively: VHDL does. */
static bool same_name(const char *taken, const void *name)
{
    return strcasecmp(taken, name) == 0;
}

/* Whether name (hash h) is taken; else *at is the slot it goes to. Out of memory,
 * nothing is taken and nothing is recorded. */
static bool set_has(name_set *s, const char *name, uint32_t h, uint32_t *at)
{
    if (hs_strtab_reserve(&s->tab, 1))
        return false;
    return hs_strtab_find(&s->tab, h, same_name, name, at) != NULL;
}

void mlir_names_init(mlir_names *n)
{
    memset(n, 0, sizeof(*n));
    n->tab = calloc(1, sizeof(name_set));
}

int mlir_names_reserve(mlir_names *n, int count)
{
    name_set *s = n->tab;
    return s && count > 0 ? hs_strtab_reserve(&s->tab, (size_t)count) : 0;
}

void mlir_names_free(mlir_names *n)
{
    name_set *s = n->tab;
    if (s) {
        for (name_chunk *c = s->text, *next; c; c = next) {
            next = c->next;
            free(c);
        }
        hs_strtab_free(&s->tab);
        free(s);
    }
    free(n->list.v);
    memset(n, 0, sizeof(*n));
}

/* The legal spelling: letters, digits and single underscores, a letter first,
 * no trailing underscore, not a reserved word, not clk or rst. */
static void legalize(ms want, char *out, size_t cap)
{
    size_t o = 0;
    if (cap > NAME_CAP + 1)
        cap = NAME_CAP + 1;
    for (int i = 0; i < want.n && o + 1 < cap; i++) {
        char c = want.s[i];
        if (!isalnum((unsigned char)c))
            c = '_';
        if (o == 0 && !isalpha((unsigned char)c)) {
            if (c == '_')
                continue;
            out[o++] = 'n';
            if (o + 1 >= cap)
                break;
        }
        if (c == '_' && o > 0 && out[o - 1] == '_')
            continue;
        out[o++] = c;
    }
    while (o > 0 && out[o - 1] == '_')
        o--;
    out[o] = '\0';
    if (o == 0)
        snprintf(out, cap, "n");
    if (hs_is_hdl_keyword(out) || strcasecmp(out, "clk") == 0 || strcasecmp(out, "rst") == 0) {
        size_t l = strlen(out);
        if (l + 3 > cap - 1)
            l = cap - 4;
        snprintf(out + l, cap - l, "_r");
    }
}

void mlir_names_take(mlir_names *n, ms want, const char *what, char *out, size_t cap)
{
    name_set *s = n->tab;
    char base[NAME_CAP + 1];
    legalize(want, base, sizeof(base));
    hs_str_copy(out, cap, base);
    uint32_t h = hash(out), at = UINT32_MAX;
    for (int k = 2; s && set_has(s, out, h, &at); k++) {
        char suffix[16];
        int sl = snprintf(suffix, sizeof(suffix), "_%d", k);
        size_t bl = strlen(base);
        if (bl + (size_t)sl > NAME_CAP)
            bl = NAME_CAP - (size_t)sl;
        snprintf(out, cap, "%.*s%s", (int)bl, base, suffix);
        h = hash(out);
    }
    const char *copy = s && at != UINT32_MAX ? set_copy(s, out) : NULL;
    if (copy)
        hs_strtab_put(&s->tab, at, h, copy);
    if (!mlir_ms_eq(want, out)) {
        hs_mlir_rename r;
        memset(&r, 0, sizeof(r));
        hs_str_copy(r.what, sizeof(r.what), what);
        snprintf(r.from, sizeof(r.from), "%.*s", want.n > 127 ? 127 : want.n, want.s);
        hs_str_copy(r.to, sizeof(r.to), out);
        MVEC_PUSH(n->list, r);
    }
}
