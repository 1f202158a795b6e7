/* A plain unit.generate decoded from its text (unit_plain.h). */
#define _GNU_SOURCE /* memmem */
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "hs_str.h"
#include "request_json.h"
#include "unit_plain.h"

/* ------------------------------------------------------------------ the text */

enum { PV_STR, PV_INT, PV_OBJ, PV_ARR };

/* One value; an object's members and an array's elements are chained by next. */
typedef struct {
    int type;
    const char *key; /* an object member's key (characters, no quotes) */
    size_t key_len;
    const char *s; /* PV_STR: the characters */
    size_t n;      /* PV_STR: their number; PV_OBJ, PV_ARR: the children's */
    int64_t num;   /* PV_INT */
    int child;     /* PV_OBJ, PV_ARR: the first child, -1 when none */
    int next;      /* the next member or element, -1 after the last */
    size_t weight; /* as hsd_json_weight counts the value (unit_args.c), summed as it is read */
} pnode;

/* More values or deeper nesting than a plain request has: the ordinary path. */
#define PLAIN_MAX_NODES 128
#define PLAIN_MAX_DEPTH 5

typedef struct {
    const char *p, *end;
    pnode node[PLAIN_MAX_NODES];
    int n;
} parser;

/* Skips JSON whitespace; a printable byte (what follows nearly every token of a
 * compact message) ends it at the first comparison. */
static inline void skip_ws(parser *ps)
{
    while (ps->p < ps->end && (unsigned char)*ps->p <= ' ' &&
           (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r'))
        ps->p++;
}

#ifdef __SSE2__
/* The first byte of 16 that ends or spoils a plain string: '"', '\\', a control,
 * DEL or a byte of UTF-8 (signed: below 0x20 as bytes of 0x80 and more are).
 * Not the same set as the JSON writer's (json_dump.c, escape_letter), on purpose: this
 * reads a client's text and takes only what needs none of jansson's checks (an escape
 * to decode, UTF-8 to validate: an invalid sequence is jansson's error to report), so
 * it stops at every byte of 0x80 and more, and at DEL (printable ASCII is all a plain
 * request needs; the ordinary path takes the rest); the writer copies those bytes. Every
 * byte taken here, the writer copies (tests test_rpc_plain.c and test_rpc_json_dump.c
 * go over all 256 bytes). */
static inline unsigned string_stops(__m128i x)
{
    __m128i low = _mm_cmplt_epi8(x, _mm_set1_epi8(0x20));
    __m128i del = _mm_cmpeq_epi8(x, _mm_set1_epi8(0x7f));
    __m128i q = _mm_cmpeq_epi8(x, _mm_set1_epi8('"'));
    __m128i bs = _mm_cmpeq_epi8(x, _mm_set1_epi8('\\'));
    return (unsigned)_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(low, del), _mm_or_si128(q, bs)));
}
#endif

/* A string of printable ASCII without escapes, from its opening quote (the bytes
 * string_stops lets through, and why they differ from the JSON writer's). */
static bool parse_string(parser *ps, const char **s, size_t *n)
{
    const char *start = ++ps->p;
#ifdef __SSE2__
    while (ps->end - ps->p >= 16) { /* 16 bytes at a time while the text lasts */
        unsigned m = string_stops(_mm_loadu_si128((const __m128i *)(const void *)ps->p));
        if (m) {
            ps->p += __builtin_ctz(m);
            break;
        }
        ps->p += 16;
    }
#endif
    while (ps->p < ps->end && *ps->p != '"') {
        if (*ps->p < 0x20 || *ps->p > 0x7e || *ps->p == '\\')
            return false;
        ps->p++;
    }
    if (ps->p >= ps->end)
        return false;
    *s = start;
    *n = (size_t)(ps->p - start);
    ps->p++;
    return true;
}

/* An integer as jansson reads one into the same value: no leading zeros, no
 * "-0", at most 18 digits, followed by a delimiter (a fraction or an exponent
 * makes a real: refused). */
static bool parse_int(parser *ps, int64_t *out)
{
    bool neg = *ps->p == '-';
    const char *d = ps->p + neg, *e = d;
    uint64_t v = 0; /* at most 19 digits are read: below 2^64, no overflow */
    while (e < ps->end && *e >= '0' && *e <= '9' && e - d < 19)
        v = v * 10 + (uint64_t)(*e++ - '0');
    if (e == d || e - d > 18 || (*d == '0' && (e - d > 1 || neg)))
        return false;
    if (e < ps->end && *e != ',' && *e != '}' && *e != ']' && *e != ' ' && *e != '\t' &&
        *e != '\r' && *e != '\n')
        return false;
    ps->p = e;
    *out = neg ? -(int64_t)v : (int64_t)v;
    return true;
}

static int parse_value(parser *ps, int depth);

/* The members of an object or the elements of an array, from its bracket; a
 * duplicate key is refused (jansson's JSON_REJECT_DUPLICATES). */
static bool parse_children(parser *ps, pnode *self, int depth, bool object)
{
    char close = object ? '}' : ']';
    int last = -1;
    ps->p++;
    skip_ws(ps);
    if (ps->p < ps->end && *ps->p == close) {
        ps->p++;
        return true;
    }
    for (;;) {
        const char *key = NULL;
        size_t klen = 0;
        int v;
        skip_ws(ps);
        if (object) {
            if (ps->p >= ps->end || *ps->p != '"' || !parse_string(ps, &key, &klen))
                return false;
            for (int k = self->child; k >= 0; k = ps->node[k].next)
                if (ps->node[k].key_len == klen && memcmp(ps->node[k].key, key, klen) == 0)
                    return false;
            skip_ws(ps);
            if (ps->p >= ps->end || *ps->p++ != ':')
                return false;
            skip_ws(ps);
        }
        if ((v = parse_value(ps, depth + 1)) < 0)
            return false;
        ps->node[v].key = key;
        ps->node[v].key_len = klen;
        self->weight += klen / 64 + ps->node[v].weight;
        if (last < 0)
            self->child = v;
        else
            ps->node[last].next = v;
        last = v;
        self->n++;
        skip_ws(ps);
        if (ps->p >= ps->end)
            return false;
        if (*ps->p == close) {
            ps->p++;
            return true;
        }
        if (*ps->p++ != ',')
            return false;
    }
}

/* One value at ps->p; returns its node, or -1 when it is not plain. */
static int parse_value(parser *ps, int depth)
{
    pnode *v;
    int i;
    if (ps->p >= ps->end || ps->n == PLAIN_MAX_NODES || depth > PLAIN_MAX_DEPTH)
        return -1;
    i = ps->n++;
    v = &ps->node[i];
    v->key = v->s = NULL; /* (the key: set by the parent) */
    v->key_len = v->n = 0;
    v->num = 0;
    v->child = v->next = -1;
    v->weight = 1;
    switch (*ps->p) {
    case '"':
        v->type = PV_STR;
        if (!parse_string(ps, &v->s, &v->n))
            return -1;
        v->weight += v->n / 64;
        return i;
    case '{':
    case '[':
        v->type = *ps->p == '{' ? PV_OBJ : PV_ARR;
        return parse_children(ps, v, depth, v->type == PV_OBJ) ? i : -1;
    default:
        v->type = PV_INT;
        return (*ps->p == '-' || (*ps->p >= '0' && *ps->p <= '9')) && parse_int(ps, &v->num) ? i
                                                                                             : -1;
    }
}

/* ------------------------------------------------------------------ reading it */

/* Whether span (s, n) is the C string lit. */
static bool span_is(const char *s, size_t n, const char *lit)
{
    return strlen(lit) == n && memcmp(s, lit, n) == 0;
}

/* A member's key or string value as a C string; false when it does not fit. */
static bool span_text(const char *s, size_t n, char *out, size_t cap)
{
    if (n >= cap)
        return false;
    memcpy(out, s, n);
    out[n] = '\0';
    return true;
}

/* The members a plain request may have, each found once (layout.m[]: its node, or -1). */
enum {
    M_JSONRPC,
    M_ID,
    M_METHOD,
    M_PARAMS,
    M_UNIT,
    M_NAME,
    M_HDL,
    M_PORTS,
    M_UPARAMS,
    M_EXTRAS,
    M_N
};
/* Each member's key and its length (a key is compared only where the lengths agree). */
#define MEMBER(lit)                                                                                \
    {                                                                                              \
        lit, sizeof(lit) - 1                                                                       \
    }
static const struct {
    const char *name;
    size_t len;
} member[M_N] = {MEMBER("jsonrpc"), MEMBER("id"),           MEMBER("method"), MEMBER("params"),
                 MEMBER("unit"),    MEMBER("name"),         MEMBER("hdl"),    MEMBER("ports"),
                 MEMBER("params"),  MEMBER("extra_signals")};
static const int member_type[M_N] = {PV_STR, -1,     PV_STR, PV_OBJ, PV_STR,
                                     PV_STR, PV_STR, PV_OBJ, PV_OBJ, PV_ARR}; /* -1: id, below */

typedef struct {
    int m[M_N];
} layout;

/* Finds the members of object o among member_name[from..to): false for any
 * other member or one of another type (keys are unique: the parser refused
 * duplicates). */
static bool read_members(const parser *ps, int o, int from, int to, layout *lay)
{
    for (int k = ps->node[o].child; k >= 0; k = ps->node[k].next) {
        const pnode *x = &ps->node[k];
        int i = from;
        while (i < to &&
               (x->key_len != member[i].len || memcmp(x->key, member[i].name, x->key_len)))
            i++;
        if (i == to || (member_type[i] >= 0 && x->type != member_type[i]))
            return false;
        lay->m[i] = k;
    }
    return true;
}

/* Every child of o has type t. */
static bool children_are(const parser *ps, int o, int t)
{
    for (int k = ps->node[o].child; k >= 0; k = ps->node[k].next)
        if (ps->node[k].type != t)
            return false;
    return true;
}

/* ------------------------------------------------------------------ the memo key */

/* Key order as strcmp sorts the NUL-terminated keys. */
static int key_cmp(const pnode *a, const pnode *b)
{
    size_t n = a->key_len < b->key_len ? a->key_len : b->key_len;
    int c = memcmp(a->key, b->key, n);
    return c ? c : (a->key_len > b->key_len) - (a->key_len < b->key_len);
}

static void digest_value(const parser *ps, int v, hsd_digest_buf *st);

/* An object's members in key order (all, or without the top level's name, hdl
 * and signals), as unit_args.c digests them. */
static void digest_object(const parser *ps, int o, hsd_digest_buf *st, bool top)
{
    int m[PLAIN_MAX_NODES];
    size_t k = 0;
    for (int c = ps->node[o].child; c >= 0; c = ps->node[c].next) {
        const pnode *x = &ps->node[c];
        if (top && (span_is(x->key, x->key_len, "name") || span_is(x->key, x->key_len, "hdl") ||
                    span_is(x->key, x->key_len, "signals")))
            continue;
        size_t j = k++; /* insertion sort: a handful of members */
        while (j > 0 && key_cmp(&ps->node[m[j - 1]], x) > 0) {
            m[j] = m[j - 1];
            j--;
        }
        m[j] = c;
    }
    hsd_digest_buf_add(st, "{", 1);
    hsd_digest_buf_add(st, &k, sizeof(k));
    for (size_t i = 0; i < k; i++) {
        hsd_digest_buf_bytes(st, 'k', ps->node[m[i]].key, ps->node[m[i]].key_len);
        digest_value(ps, m[i], st);
    }
}

static void digest_value(const parser *ps, int v, hsd_digest_buf *st)
{
    const pnode *x = &ps->node[v];
    if (x->type == PV_STR) {
        hsd_digest_buf_bytes(st, 's', x->s, x->n);
    } else if (x->type == PV_INT) {
        long long n = x->num; /* json_int_t */
        hsd_digest_buf_bytes(st, 'i', (const char *)&n, sizeof(n));
    } else if (x->type == PV_ARR) {
        size_t n = x->n;
        hsd_digest_buf_bytes(st, '[', (const char *)&n, sizeof(n));
        for (int k = x->child; k >= 0; k = ps->node[k].next)
            digest_value(ps, k, st);
    } else {
        digest_object(ps, v, st, false);
    }
}

/* ------------------------------------------------------------------ the request */

/* The unit's request in hs_request_from_json's order: unit, name, ports, params,
 * extra_signals, each in the text's order. False on anything it would refuse. */
static bool read_request(const parser *ps, const layout *lay, hs_request *r)
{
    char key[128], text[HS_MAX_TYPE_TEXT + 1];
    hs_diag d;
    int v;
    hs_diag_clear(&d);
    if ((v = lay->m[M_NAME]) >= 0 &&
        !span_text(ps->node[v].s, ps->node[v].n, r->name, sizeof(r->name)))
        return false;
    if ((v = lay->m[M_PORTS]) >= 0)
        for (int k = ps->node[v].child; k >= 0; k = ps->node[k].next)
            if (!span_text(ps->node[k].key, ps->node[k].key_len, key, sizeof(key)) ||
                !span_text(ps->node[k].s, ps->node[k].n, text, sizeof(text)) ||
                hs_request_add_port(r, key, text, &d) != 0)
                return false;
    if ((v = lay->m[M_UPARAMS]) >= 0)
        for (int k = ps->node[v].child; k >= 0; k = ps->node[k].next) {
            const pnode *x = &ps->node[k];
            if (!span_text(x->key, x->key_len, key, sizeof(key)))
                return false;
            if (x->type == PV_INT ? hs_request_add_param_int(r, key, x->num, &d) != 0
                                  : !span_text(x->s, x->n, text, sizeof(text)) ||
                                        hs_request_add_param(r, key, text, &d) != 0)
                return false;
        }
    if ((v = lay->m[M_EXTRAS]) >= 0)
        for (int k = ps->node[v].child; k >= 0; k = ps->node[k].next)
            if (!span_text(ps->node[k].s, ps->node[k].n, text, sizeof(text)) ||
                hs_request_add_extra_text(r, text, &d) != 0)
                return false;
    return true;
}

/* The envelope and the params' members and their types, into lay; false when
 * the message is not a plain unit.generate request. */
static bool plain_layout(const parser *ps, int top, layout *lay)
{
    int k;
    for (int i = 0; i < M_N; i++)
        lay->m[i] = -1;
    if (ps->node[top].type != PV_OBJ || !read_members(ps, top, M_JSONRPC, M_UNIT, lay))
        return false;
    for (int i = M_JSONRPC; i < M_UNIT; i++) /* all four: a notification is not plain */
        if (lay->m[i] < 0)
            return false;
    k = lay->m[M_ID];
    if (ps->node[k].type != PV_STR && ps->node[k].type != PV_INT)
        return false;
    if (!span_is(ps->node[lay->m[M_JSONRPC]].s, ps->node[lay->m[M_JSONRPC]].n, "2.0") ||
        !span_is(ps->node[lay->m[M_METHOD]].s, ps->node[lay->m[M_METHOD]].n, "unit.generate") ||
        !read_members(ps, lay->m[M_PARAMS], M_UNIT, M_N, lay) || lay->m[M_UNIT] < 0)
        return false;
    if ((k = lay->m[M_PORTS]) >= 0 && !children_are(ps, k, PV_STR))
        return false;
    if ((k = lay->m[M_EXTRAS]) >= 0 && !children_are(ps, k, PV_STR))
        return false;
    if ((k = lay->m[M_UPARAMS]) >= 0)
        for (k = ps->node[k].child; k >= 0; k = ps->node[k].next)
            if (ps->node[k].type != PV_INT && ps->node[k].type != PV_STR)
                return false;
    return true;
}

/* The typed call's arguments as hsd_unit_args_decode gives them (no `signals`). */
static bool read_args(const parser *ps, const layout *lay, const hs_config *cfg,
                      unsigned generation, bool with_memo, hsd_plain *out)
{
    hsd_unit_args *a = &out->args;
    char hdl[16];
    int v;
    memset(a, 0, sizeof(*a));
    a->name_usable = true;
    a->hdl = cfg->default_hdl;
    int p = lay->m[M_PARAMS];
    if ((v = lay->m[M_HDL]) >= 0 &&
        (!span_text(ps->node[v].s, ps->node[v].n, hdl, sizeof(hdl)) || hs_hdl_parse(hdl, &a->hdl)))
        return false;
    if (!cfg->hdl_enabled[a->hdl])
        return false;
    if ((v = lay->m[M_NAME]) >= 0) {
        if (!span_text(ps->node[v].s, ps->node[v].n, out->name, sizeof(out->name)) || !out->name[0])
            return false; /* (the ordinary path: not usable or empty, then refused) */
        a->name = out->name;
    }
    a->weight = ps->node[p].weight;
    if (with_memo) { /* (a value and its key add at most 26 bytes to their text) */
        char buf[HSD_PLAIN_MAX_TEXT + 32 * PLAIN_MAX_NODES];
        hsd_digest_buf st = {buf, 0, sizeof(buf), false};
        digest_object(ps, p, &st, true);
        if (st.over)
            return false;
        hsd_memo_key_buf(a->memo, a->hdl, generation, &st);
    }
    return a->weight < HSD_LARGE_WEIGHT; /* a heavy one goes to a worker, from its JSON */
}

/* Whether the message holds the text "unit.generate" (quotes included), as memmem
 * would find it: with SSE2, 16 places at a time are tested for the needle's '.'
 * and its closing quote (9 bytes apart), and only where both are does a compare
 * run; an ordinary message has two or three such places. The rest by memmem. */
static bool has_generate(const char *msg, size_t len)
{
    static const char needle[] = "\"unit.generate\"";
    enum { N = sizeof(needle) - 1, DOT = 5, LAST = N - 1 };
    size_t i = 0;
#ifdef __SSE2__
    const __m128i dot = _mm_set1_epi8('.'), quote = _mm_set1_epi8('"');
    for (; i + LAST + 16 <= len; i += 16) { /* needle starts at i .. i + 15 */
        __m128i a = _mm_loadu_si128((const __m128i *)(const void *)(msg + i + DOT));
        __m128i b = _mm_loadu_si128((const __m128i *)(const void *)(msg + i + LAST));
        unsigned m = (unsigned)_mm_movemask_epi8(
            _mm_and_si128(_mm_cmpeq_epi8(a, dot), _mm_cmpeq_epi8(b, quote)));
        for (; m; m &= m - 1)
            if (memcmp(msg + i + (unsigned)__builtin_ctz(m), needle, N) == 0)
                return true;
    }
#endif
    /* lint.rename: the message's last bytes (a request, not a generated text) */
    return len - i >= N && memmem(msg + i, len - i, needle, N) != NULL;
}

bool hsd_plain_decode(const char *msg, size_t len, const hs_config *cfg, unsigned generation,
                      bool with_memo, hsd_plain *out)
{
    parser ps;
    layout lay;
    int top, v;
    /* lint.rename: searches the request message (not a generated text) for its
     * method, so other methods leave at once without a parse */
    if (len > HSD_PLAIN_MAX_TEXT || !has_generate(msg, len))
        return false;
    ps.p = msg;
    ps.end = msg + len;
    ps.n = 0;
    skip_ws(&ps);
    if ((top = parse_value(&ps, 0)) < 0)
        return false;
    skip_ws(&ps);
    if (ps.p != ps.end || !plain_layout(&ps, top, &lay))
        return false;
    v = lay.m[M_ID];
    out->id_is_string = ps.node[v].type == PV_STR;
    out->id_text = ps.node[v].s;
    out->id_len = ps.node[v].n;
    out->id_num = ps.node[v].num;
    out->name[0] = '\0';
    if (!read_args(&ps, &lay, cfg, generation, with_memo, out))
        return false;
    hs_request_init(&out->req, "");
    v = lay.m[M_UNIT];
    if (!span_text(ps.node[v].s, ps.node[v].n, out->req.unit, sizeof(out->req.unit)) ||
        hs_config_external(cfg, out->req.unit) || !read_request(&ps, &lay, &out->req)) {
        hs_request_free(&out->req);
        return false;
    }
    return true;
}
