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

#define NAME_CAP 48 /* leaves room for the suffixes the top level adds to wires */

/* The names' text, in chunks the set owns: one allocation for many names. */
typedef struct name_chunk {
    struct name_chunk *next;
    size_t used, cap;
    char data[];
} name_chunk;

/* A name taken and its hash: a probe compares hashes before it reads the name (a
 * cache miss in a big body), and growing the table reads no name. */
typedef struct {
    const char *s;
    size_t h;
} name_slot;

typedef struct {
    name_slot *slot;
    size_t cap, n;
    name_chunk *text;
} name_set;

/* Legal names are ASCII: lower-cased without the locale's tolower. */
static size_t hash(const char *s)
{
    size_t h = 1469598103934665603ULL;
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        h = (h ^ (c >= 'A' && c <= 'Z' ? c + 32u : c)) * 1099511628211ULL;
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

/* Names compare case-insensitively: VHDL does. h is hash(name). */
static bool set_has(const name_set *s, const char *name, size_t h)
{
    if (!s->cap)
        return false;
    for (size_t i = h & (s->cap - 1);; i = (i + 1) & (s->cap - 1)) {
        if (!s->slot[i].s)
            return false;
        if (s->slot[i].h == h && strcasecmp(s->slot[i].s, name) == 0)
            return true;
    }
}

static int set_add(name_set *s, const char *name, size_t h)
{
    if (2 * (s->n + 1) > s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 256;
        name_slot *slot = calloc(cap, sizeof(*slot));
        if (!slot)
            return -1;
        for (size_t i = 0; i < s->cap; i++) {
            if (!s->slot[i].s)
                continue;
            size_t j = s->slot[i].h & (cap - 1);
            while (slot[j].s)
                j = (j + 1) & (cap - 1);
            slot[j] = s->slot[i];
        }
        free(s->slot);
        s->slot = slot;
        s->cap = cap;
    }
    size_t i = h & (s->cap - 1);
    while (s->slot[i].s)
        i = (i + 1) & (s->cap - 1);
    if (!(s->slot[i].s = set_copy(s, name)))
        return -1;
    s->slot[i].h = h;
    s->n++;
    return 0;
}

void mlir_names_init(mlir_names *n)
{
    memset(n, 0, sizeof(*n));
    n->tab = calloc(1, sizeof(name_set));
}

void mlir_names_free(mlir_names *n)
{
    name_set *s = n->tab;
    if (s) {
        for (name_chunk *c = s->text, *next; c; c = next) {
            next = c->next;
            free(c);
        }
        free(s->slot);
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
    size_t h = hash(out);
    for (int k = 2; s && set_has(s, out, h); k++) {
        char suffix[16];
        int sl = snprintf(suffix, sizeof(suffix), "_%d", k);
        size_t bl = strlen(base);
        if (bl + (size_t)sl > NAME_CAP)
            bl = NAME_CAP - (size_t)sl;
        snprintf(out, cap, "%.*s%s", (int)bl, base, suffix);
        h = hash(out);
    }
    if (s)
        set_add(s, out, h);
    if (!mlir_ms_eq(want, out)) {
        hs_mlir_rename r;
        memset(&r, 0, sizeof(r));
        hs_str_copy(r.what, sizeof(r.what), what);
        snprintf(r.from, sizeof(r.from), "%.*s", want.n > 127 ? 127 : want.n, want.s);
        hs_str_copy(r.to, sizeof(r.to), out);
        MVEC_PUSH(n->list, r);
    }
}
