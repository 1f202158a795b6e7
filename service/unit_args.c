/* unit.* params decoded in one pass (unit_args.h). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "hs_str.h"
#include "request_json.h"
#include "unit_args.h"

/* Members a unit request may have; anything else is a typo to report. */
static const char *const unit_members[] = {"unit",   "name",          "hdl",     "ports",
                                           "params", "extra_signals", "signals", NULL};

/* One object member, for sorting by key. */
typedef struct {
    const char *key;
    const json_t *v;
} member;

static int member_cmp(const void *a, const void *b)
{
    return strcmp(((const member *)a)->key, ((const member *)b)->key);
}

static void digest_value(XXH3_state_t *st, const json_t *j, size_t *w);

/* Adds a tagged, length-prefixed byte string: no two sequences of them hash the same text. */
void hsd_digest_bytes(XXH3_state_t *st, char tag, const char *s, size_t n)
{
    XXH3_128bits_update(st, &tag, 1);
    XXH3_128bits_update(st, &n, sizeof(n));
    XXH3_128bits_update(st, s, n);
}

/* An object's members in key order, so the order a client wrote them in does not matter. */
static void digest_object(XXH3_state_t *st, const json_t *o, size_t *w, bool top)
{
    size_t n = json_object_size(o), k = 0;
    member small[16], *m = !st ? NULL : n <= 16 ? small : malloc(n * sizeof(*m));
    const char *key;
    json_t *v;
    json_object_foreach((json_t *)o, key, v)
    {
        *w += strlen(key) / 64;
        if (!st ||
            (top && (!strcmp(key, "name") || !strcmp(key, "hdl") || !strcmp(key, "signals")))) {
            digest_value(NULL, v, w); /* weighed only: no digest, or not part of the memo key */
            continue;
        }
        if (m)
            m[k] = (member){key, v};
        k++;
    }
    if (!st)
        return;
    if (!m) { /* out of memory: a key no other request has, so the memo only misses */
        hsd_digest_bytes(st, 'X', (const char *)&o, sizeof(o));
        return;
    }
    qsort(m, k, sizeof(*m), member_cmp);
    XXH3_128bits_update(st, "{", 1);
    XXH3_128bits_update(st, &k, sizeof(k));
    for (size_t i = 0; i < k; i++) {
        hsd_digest_bytes(st, 'k', m[i].key, strlen(m[i].key));
        digest_value(st, m[i].v, w);
    }
    if (m != small)
        free(m);
}

/* Weighs a value and, when st is given, adds it to the digest. */
static void digest_value(XXH3_state_t *st, const json_t *j, size_t *w)
{
    size_t i;
    json_t *e;
    (*w)++;
    switch (json_typeof(j)) {
    case JSON_STRING:
        *w += json_string_length(j) / 64;
        if (st)
            hsd_digest_bytes(st, 's', json_string_value(j), json_string_length(j));
        break;
    case JSON_INTEGER:
        if (st) {
            json_int_t v = json_integer_value(j);
            hsd_digest_bytes(st, 'i', (const char *)&v, sizeof(v));
        }
        break;
    case JSON_REAL:
        if (st) {
            double v = json_real_value(j);
            hsd_digest_bytes(st, 'r', (const char *)&v, sizeof(v));
        }
        break;
    case JSON_ARRAY:
        if (st) {
            size_t n = json_array_size(j);
            hsd_digest_bytes(st, '[', (const char *)&n, sizeof(n));
        }
        json_array_foreach(j, i, e) digest_value(st, e, w);
        break;
    case JSON_OBJECT:
        digest_object(st, j, w, false);
        break;
    default: /* true, false, null */
        if (st) {
            char t = (char)('0' + json_typeof(j));
            XXH3_128bits_update(st, &t, 1);
        }
    }
}

size_t hsd_json_weight(const json_t *j)
{
    size_t w = 0;
    if (j)
        digest_value(NULL, j, &w);
    return w;
}

/* The request's `signals` (checked even where a unit has no policy to take). */
static int read_signals(const json_t *params, hsd_unit_args *a, hs_diag *d)
{
    json_t *v = json_object_get(params, "signals");
    int rc;
    if (!v)
        return 0;
    if (!(a->pol = calloc(1, sizeof(*a->pol))))
        return hs_fail(d, HS_E_NOMEM, "out of memory");
    if ((rc = hs_policies_from_json(v, "signals", a->pol, d)) != 0)
        return rc;
    a->has_pol = a->pol->n > 0;
    return 0;
}

void hsd_unit_args_free(hsd_unit_args *a)
{
    free(a->pol);
    a->pol = NULL;
}

/* "HDL|generation|" and the digest's 32 hex digits into out (HSD_MEMO_KEY_MAX
 * bytes), as "%s|%u|%016llx%016llx" would print them, without stdio: one per
 * request. */
static void memo_key(char *out, const char *hdl, unsigned generation, uint64_t hi, uint64_t lo)
{
    static const char hex[] = "0123456789abcdef";
    char digest[32];
    for (int i = 0; i < 16; i++) {
        digest[i] = hex[(hi >> (60 - 4 * i)) & 15];
        digest[16 + i] = hex[(lo >> (60 - 4 * i)) & 15];
    }
    hs_line l;
    hs_line_init(&l, out, HSD_MEMO_KEY_MAX);
    hs_line_puts(&l, hdl);
    hs_line_putn(&l, "|", 1);
    hs_line_put_d(&l, generation);
    hs_line_putn(&l, "|", 1);
    hs_line_putn(&l, digest, sizeof(digest));
}

int hsd_unit_args_decode(const json_t *params, const hs_config *cfg, unsigned generation,
                         bool with_memo, hsd_unit_args *a, hs_diag *d)
{
    int rc;
    memset(a, 0, sizeof(*a));
    a->name_usable = true;
    if ((rc = hs_json_check_members(params, unit_members, d)) ||
        (rc = hs_hdl_from_json(params, cfg, &a->hdl, d)) || (rc = read_signals(params, a, d)))
        return rc;
    if (!json_is_object(params)) { /* null or absent: resolution says what is missing */
        a->weight = params ? 1 : 0;
        return 0;
    }
    json_t *name = json_object_get(params, "name");
    if (name) {
        a->name = json_is_string(name) ? json_string_value(name) : NULL;
        a->name_usable = a->name && json_string_length(name) < HS_IDENT_MAX;
    }
    XXH3_state_t *st = with_memo ? XXH3_createState() : NULL;
    if (st)
        XXH3_128bits_reset(st);
    a->weight = 1;
    digest_object(st, params, &a->weight, true);
    if (!st)
        return 0;
    if (a->has_pol) { /* canonical: every spelling of the same policies shares the memo */
        json_t *pol = hs_policies_to_json(a->pol);
        XXH3_128bits_update(st, "p", 1);
        if (pol)
            digest_value(st, pol, &(size_t){0});
        json_decref(pol);
    }
    hsd_memo_key_digest(a->memo, a->hdl, generation, st);
    XXH3_freeState(st);
    return 0;
}

void hsd_digest_buf_add(hsd_digest_buf *b, const void *s, size_t n)
{
    if (b->over || n > b->cap - b->len) {
        b->over = true;
        return;
    }
    memcpy(b->buf + b->len, s, n);
    b->len += n;
}

/* hsd_digest_bytes's layout: the tag, the length as a size_t, the bytes. */
void hsd_digest_buf_bytes(hsd_digest_buf *b, char tag, const char *s, size_t n)
{
    char *w;
    if (b->over || n > b->cap - b->len || 1 + sizeof(n) > b->cap - b->len - n) {
        b->over = true; /* (the digest is not used then) */
        return;
    }
    w = b->buf + b->len; /* one check, then the three parts in place */
    w[0] = tag;
    memcpy(w + 1, &n, sizeof(n));
    memcpy(w + 1 + sizeof(n), s, n);
    b->len += 1 + sizeof(n) + n;
}

void hsd_memo_key_buf(char *out, hs_hdl hdl, unsigned generation, const hsd_digest_buf *b)
{
    XXH128_hash_t h = XXH3_128bits(b->buf, b->len);
    memo_key(out, hs_hdl_name(hdl), generation, h.high64, h.low64);
}

/* The memo key of a finished digest: HDL, configuration number and the digest. */
void hsd_memo_key_digest(char *out, hs_hdl hdl, unsigned generation, XXH3_state_t *st)
{
    XXH128_hash_t h = XXH3_128bits_digest(st);
    memo_key(out, hs_hdl_name(hdl), generation, h.high64, h.low64);
}

/* unit.list and unit.describe take `signals` like every unit.* method: it is checked. */
int hsd_signals_check(const json_t *params, hs_diag *d)
{
    hsd_unit_args a;
    int rc;
    a.pol = NULL;
    rc = read_signals(params, &a, d);
    hsd_unit_args_free(&a);
    return rc;
}
