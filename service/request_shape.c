/* The shape of a request message (request_shape.h). */
#include <string.h>
#include <xxhash.h>

#include "request_shape.h"

typedef struct {
    const char *p, *end;
    bool bad;
} scan;

/* JSON's white space between tokens. */
static void skip_ws(scan *s)
{
    while (s->p < s->end && (*s->p == ' ' || *s->p == '\t' || *s->p == '\n' || *s->p == '\r'))
        s->p++;
}

/* A string from its opening quote; returns its characters (s->p after the closing
 * quote). A backslash ends the scan: escapes are left to jansson. */
static const char *skip_string(scan *s, size_t *n)
{
    const char *start = ++s->p;
    while (s->p < s->end && *s->p != '"') {
        if (*s->p == '\\') {
            s->bad = true;
            return start;
        }
        s->p++;
    }
    if (s->p >= s->end) {
        s->bad = true;
        return start;
    }
    *n = (size_t)(s->p - start);
    s->p++;
    return start;
}

/* Any value: strings, nested objects and arrays (brackets counted outside
 * strings), and literals up to the next delimiter. Structure only: the text was
 * (or will be) checked by jansson. */
static void skip_value(scan *s)
{
    size_t n, depth = 0;
    do {
        if (s->p >= s->end) {
            s->bad = true;
            return;
        }
        char ch = *s->p;
        if (ch == '"') {
            skip_string(s, &n);
        } else if (ch == '{' || ch == '[') {
            depth++;
            s->p++;
        } else if (ch == '}' || ch == ']') {
            if (depth == 0) { /* a literal cannot end here: not JSON */
                s->bad = true;
                return;
            }
            depth--;
            s->p++;
        } else if (depth > 0) {
            s->p++; /* commas, colons, white space, literals inside the value */
        } else {
            while (s->p < s->end && !strchr(",}] \t\r\n", *s->p))
                s->p++;
        }
    } while (depth > 0 && !s->bad);
}

/* A printable ASCII string without quotes or backslashes: echoed as written. */
static bool plain_text(const char *t, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (t[i] < 0x20 || t[i] > 0x7e || t[i] == '"' || t[i] == '\\')
            return false;
    return true;
}

/* An id the answer can echo as written: a string as above, or an integer
 * without sign tricks or leading zeros that fits json_int_t. */
static bool plain_id(const char *t, size_t n)
{
    size_t i = t[0] == '-';
    if (t[0] == '"')
        return n >= 2 && plain_text(t + 1, n - 2);
    if (n == i || n - i > 18 || (t[i] == '0' && n - i > 1) || (i && t[i] == '0'))
        return false;
    for (; i < n; i++)
        if (t[i] < '0' || t[i] > '9')
            return false;
    return true;
}

/* Calls member(key, klen, ctx) for each member of the object at s->p, which
 * reads the member's value; false when it is not an object of plain keys. */
static bool each_member(scan *s, bool (*member)(scan *, const char *, size_t, void *), void *ctx)
{
    size_t klen = 0;
    if (s->p >= s->end || *s->p != '{')
        return false;
    s->p++;
    skip_ws(s);
    if (s->p < s->end && *s->p == '}') {
        s->p++;
        return true;
    }
    for (;;) {
        skip_ws(s);
        if (s->p >= s->end || *s->p != '"')
            return false;
        const char *key = skip_string(s, &klen);
        skip_ws(s);
        if (s->bad || s->p >= s->end || *s->p != ':')
            return false;
        s->p++;
        skip_ws(s);
        if (!member(s, key, klen, ctx) || s->bad)
            return false;
        skip_ws(s);
        if (s->p >= s->end)
            return false;
        if (*s->p == '}') {
            s->p++;
            return true;
        }
        if (*s->p++ != ',')
            return false;
    }
}

/* The two cuts, as offsets into the message. */
typedef struct {
    hsd_shape *out;
    const char *base;
    size_t cut[2][2]; /* [begin, end) of the id and of the name's characters */
    int n_cut;
    bool have_id, have_params;
} shape_read;

/* params: its `name` is cut out when it is a plain string. */
static bool params_member(scan *s, const char *key, size_t klen, void *ctx)
{
    shape_read *r = ctx;
    size_t n = 0;
    if (klen == 4 && memcmp(key, "name", 4) == 0) {
        const char *name;
        if (s->p >= s->end || *s->p != '"') /* not a string: the ordinary path says so */
            return false;
        name = skip_string(s, &n);
        if (s->bad || r->out->name || !plain_text(name, n))
            return false;
        r->out->name = name;
        r->out->name_len = n;
        r->cut[r->n_cut][0] = (size_t)(name - r->base);
        r->cut[r->n_cut][1] = (size_t)(name - r->base) + n;
        r->n_cut++;
        return true;
    }
    skip_value(s);
    return true;
}

/* The envelope: its id is cut out, its params looked into. */
static bool envelope_member(scan *s, const char *key, size_t klen, void *ctx)
{
    shape_read *r = ctx;
    if (klen == 2 && memcmp(key, "id", 2) == 0) {
        const char *v = s->p;
        skip_value(s);
        if (s->bad || r->have_id || !plain_id(v, (size_t)(s->p - v)))
            return false;
        r->have_id = true;
        r->out->id = v;
        r->out->id_len = (size_t)(s->p - v);
        r->cut[r->n_cut][0] = (size_t)(v - r->base);
        r->cut[r->n_cut][1] = (size_t)(s->p - r->base);
        r->n_cut++;
        return true;
    }
    if (klen == 6 && memcmp(key, "params", 6) == 0 && s->p < s->end && *s->p == '{') {
        if (r->have_params)
            return false;
        r->have_params = true;
        return each_member(s, params_member, r);
    }
    skip_value(s);
    return true;
}

void hsd_shape_scan(const char *msg, size_t len, hsd_shape *out)
{
    scan s = {msg, msg + len, false};
    shape_read r;
    char text[HSD_SHAPE_MAX_TEXT + 2]; /* a cut empty name becomes one byte */
    size_t n = 0, at = 0;
    XXH128_hash_t h;
    memset(out, 0, sizeof(*out));
    if (len > HSD_SHAPE_MAX_TEXT || memchr(msg, '\\', len))
        return;
    memset(&r, 0, sizeof(r));
    r.out = out;
    r.base = msg;
    skip_ws(&s);
    if (!each_member(&s, envelope_member, &r) || !r.have_id)
        return;
    skip_ws(&s);
    if (s.p != s.end)
        return;
    /* the text with each cut value as one NUL byte (which JSON text never holds) */
    if (r.n_cut == 2 && r.cut[1][0] < r.cut[0][0]) { /* params before id: in text order */
        size_t t0 = r.cut[0][0], t1 = r.cut[0][1];
        r.cut[0][0] = r.cut[1][0];
        r.cut[0][1] = r.cut[1][1];
        r.cut[1][0] = t0;
        r.cut[1][1] = t1;
    }
    for (int i = 0; i < r.n_cut; i++) {
        memcpy(text + n, msg + at, r.cut[i][0] - at);
        n += r.cut[i][0] - at;
        text[n++] = '\0';
        at = r.cut[i][1];
    }
    memcpy(text + n, msg + at, len - at);
    n += len - at;
    h = XXH3_128bits(text, n);
    out->hi = h.high64;
    out->lo = h.low64;
    out->ok = true;
}
