/* The identifiers a generated text declares, and the entity names they forbid
 * (hs_gen.h): an entity named like one of its own signals hides it, which
 * Verilator refuses for ports and -Wall and GHDL warn about for the rest. The
 * list travels with the result, so a cached text generated under a placeholder
 * still answers whether the requested name would clash. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "hs_gen.h"
#include "hw_print.h"

typedef struct {
    char *text;
    size_t len, cap;
    size_t *at;
    size_t n, cap_at;
    int failed;
} names_acc;

/* Appends one name in lower case (VHDL compares names case-insensitively). */
static void add_name(void *arg, const char *name)
{
    names_acc *a = arg;
    size_t n = strlen(name);
    if (a->failed || n >= HS_IDENT_MAX) /* longer than any entity name: no clash */
        return;
    if (a->len + n + 1 > a->cap) {
        size_t cap = a->cap ? a->cap * 2 : 1024;
        while (cap < a->len + n + 1)
            cap *= 2;
        char *t = realloc(a->text, cap);
        if (!t) {
            a->failed = 1;
            return;
        }
        a->text = t;
        a->cap = cap;
    }
    if (a->n == a->cap_at) {
        size_t cap = a->cap_at ? a->cap_at * 2 : 64;
        size_t *at = realloc(a->at, cap * sizeof(*at));
        if (!at) {
            a->failed = 1;
            return;
        }
        a->at = at;
        a->cap_at = cap;
    }
    a->at[a->n++] = a->len;
    for (size_t i = 0; i <= n; i++)
        a->text[a->len + i] = (char)tolower((unsigned char)name[i]);
    a->len += n + 1;
}

/* Orders names through pointers to them (qsort has no context argument). */
static int cmp_name(const void *x, const void *y)
{
    return strcmp(*(const char *const *)x, *(const char *const *)y);
}

/* Collected once per generation, on whichever thread generates. */
int hs_gen_collect_declared(const hw_design *des, hs_gen_result *r)
{
    names_acc a = {0};
    size_t k = 0;
    hw_print_declared(des, add_name, &a);
    if (a.failed) {
        free(a.text);
        free(a.at);
        return HS_E_NOMEM;
    }
    const char **p = a.n ? malloc(a.n * sizeof(*p)) : NULL;
    if (a.n && !p) {
        free(a.text);
        free(a.at);
        return HS_E_NOMEM;
    }
    for (size_t i = 0; i < a.n; i++)
        p[i] = a.text + a.at[i];
    qsort(p, a.n, sizeof(*p), cmp_name);
    for (size_t i = 0; i < a.n; i++)
        a.at[i] = (size_t)(p[i] - a.text);
    free(p);
    for (size_t i = 0; i < a.n; i++) /* unique */
        if (k == 0 || strcmp(a.text + a.at[k - 1], a.text + a.at[i]) != 0)
            a.at[k++] = a.at[i];
    r->declared = a.text;
    r->declared_len = a.len;
    r->declared_at = a.at;
    r->n_declared = k;
    return 0;
}

/* A binary search over the sorted names; the text itself is never searched. */
int hs_gen_check_entity(const hs_gen_result *r, const char *name, hs_diag *d)
{
    char low[HS_IDENT_MAX];
    size_t n = strlen(name), lo = 0, hi = r->n_declared;
    if (n >= sizeof(low))
        return 0;
    for (size_t i = 0; i <= n; i++)
        low[i] = (char)tolower((unsigned char)name[i]);
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(r->declared + r->declared_at[mid], low);
        if (c == 0) {
            hs_fail(d, HS_E_NAME,
                    "entity name '%s' is also the name of a signal or instance the generated "
                    "text declares (%s): the entity would hide it; choose another name",
                    name, r->declared + r->declared_at[mid]);
            hs_diag_where(d, "name", NULL, "entity_name");
            return HS_E_NAME;
        }
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return 0;
}
