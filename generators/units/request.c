/* Unit requests: a growable, owned copy of what the command line or JSON said,
 * before any interpretation. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_str.h"
#include "hs_unit.h"

void hs_request_init(hs_request *r, const char *unit)
{
    memset(r, 0, sizeof(*r));
    hs_str_copy(r->unit, sizeof(r->unit), unit ? unit : "");
}

void hs_request_free(hs_request *r)
{
    free(r->ports);
    free(r->params);
    free(r->extras);
    free(r->text);
    memset(r, 0, sizeof(*r));
}

/* Grows an array by doubling; bounded by HS_REQ_MAX_ITEMS so a hostile request
 * cannot make us allocate without limit. */
static int grow(void **arr, int *cap, int n, size_t elem, hs_diag *d, const char *what)
{
    if (n < *cap)
        return 0;
    if (n >= HS_REQ_MAX_ITEMS)
        return hs_fail(d, HS_E_LIMIT, "a request may give at most %d %s", HS_REQ_MAX_ITEMS, what);
    int nc = *cap ? *cap * 2 : 8;
    if (nc > HS_REQ_MAX_ITEMS)
        nc = HS_REQ_MAX_ITEMS;
    void *p = realloc(*arr, (size_t)nc * elem);
    if (!p)
        return hs_fail(d, HS_E_NOMEM, "out of memory");
    *arr = p;
    *cap = nc;
    return 0;
}

/* The items of one list whose value lay in the text room at old (len bytes; the
 * address as a number: that room is gone) point into it at its new place. */
static void rebase(hs_req_item *it, int n, uintptr_t old, size_t len, char *now)
{
    for (int i = 0; i < n; i++) {
        uintptr_t v = (uintptr_t)it[i].value;
        if (v >= old && v - old < len)
            it[i].value = now + (v - old);
    }
}

/* A copy of value (n characters) in the request's text room, which grows by
 * doubling (the items pointing into it follow); "" is not stored. NULL when out
 * of memory. */
static const char *keep_text(hs_request *r, const char *value, size_t n)
{
    if (n == 0)
        return "";
    if (r->text_cap - r->text_len <= n) {
        size_t cap = r->text_cap ? r->text_cap * 2 : 256;
        while (cap - r->text_len <= n)
            cap *= 2;
        uintptr_t old = (uintptr_t)r->text;
        char *t = realloc(r->text, cap);
        if (!t)
            return NULL;
        if ((uintptr_t)t != old) {
            rebase(r->ports, r->n_ports, old, r->text_len, t);
            rebase(r->params, r->n_params, old, r->text_len, t);
        }
        r->text = t;
        r->text_cap = cap;
    }
    char *at = r->text + r->text_len;
    memcpy(at, value, n + 1);
    r->text_len += n + 1;
    return at;
}

static int add_item(hs_request *r, bool param, const char *key, const char *value, hs_diag *d,
                    const char *what)
{
    hs_req_item **arr = param ? &r->params : &r->ports;
    int *n = param ? &r->n_params : &r->n_ports, *cap = param ? &r->cap_params : &r->cap_ports;
    size_t nk = strlen(key), nv = strlen(value);
    if (nk >= sizeof((*arr)->key))
        return hs_fail(d, HS_E_LIMIT, "%s name '%.40s...' is too long", what, key);
    if (nv > HS_MAX_TYPE_TEXT)
        return hs_fail(d, HS_E_LIMIT, "value of %s '%s' is longer than %d characters", what, key,
                       HS_MAX_TYPE_TEXT);
    int rc = grow((void **)arr, cap, *n, sizeof(hs_req_item), d, what);
    if (rc)
        return rc;
    const char *v = keep_text(r, value, nv); /* (before the item counts: not rebased) */
    if (!v)
        return hs_fail(d, HS_E_NOMEM, "out of memory");
    hs_req_item *it = &(*arr)[(*n)++];
    memcpy(it->key, key, nk + 1);
    it->value = v;
    it->is_int = false;
    it->num = 0;
    it->is_signal = false;
    return 0;
}

int hs_request_add_port(hs_request *r, const char *port, const char *type_text, hs_diag *d)
{
    return add_item(r, false, port, type_text, d, "port");
}

int hs_request_add_param(hs_request *r, const char *key, const char *value, hs_diag *d)
{
    return add_item(r, true, key, value, d, "parameter");
}

int hs_request_add_param_int(hs_request *r, const char *key, int64_t value, hs_diag *d)
{
    int rc = add_item(r, true, key, "", d, "parameter");
    if (rc)
        return rc;
    r->params[r->n_params - 1].is_int = true;
    r->params[r->n_params - 1].num = value;
    return 0;
}

int hs_request_add_param_signal(hs_request *r, const char *key, const hs_extra *sig, hs_diag *d)
{
    if (!sig->named)
        return hs_fail(d, HS_E_PARAM, "parameter %s needs a named signal", key);
    int rc = add_item(r, true, key, "", d, "parameter");
    if (rc)
        return rc;
    r->params[r->n_params - 1].is_signal = true;
    r->params[r->n_params - 1].sig = *sig;
    return 0;
}

int hs_request_add_extra(hs_request *r, const hs_extra *e, hs_diag *d)
{
    if (r->n_extras >= HS_MAX_EXTRAS)
        return hs_fail(d, HS_E_LIMIT, "number of extra signals exceeds the limit of %d",
                       HS_MAX_EXTRAS);
    int rc = grow((void **)&r->extras, &r->cap_extras, r->n_extras, sizeof(hs_extra), d,
                  "extra signals");
    if (rc)
        return rc;
    r->extras[r->n_extras++] = *e;
    return 0;
}

int hs_request_add_extra_text(hs_request *r, const char *text, hs_diag *d)
{
    hs_extra e;
    int rc = hs_extra_parse(text, &e, d);
    if (rc) {
        hs_diag_where(d, "extra_signals", NULL, NULL);
        return rc;
    }
    if (!e.named)
        snprintf(e.name, sizeof(e.name), "extra%d", r->n_extras);
    return hs_request_add_extra(r, &e, d);
}
