/* Compact JSON output, byte-compatible with json_dumps(JSON_COMPACT). */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "json_dump.h"
#include "rpc_codes.h"

/* Amortised growth; remembers an allocation failure so callers check once at the end. */
static int grow_slow(hsd_jbuf *b, size_t need)
{
    size_t cap = b->cap ? b->cap : 4096;
    char *nb;
    if (b->failed)
        return HSD_E_NOMEM;
    while (cap < b->len + need)
        cap *= 2;
    if (b->len == 0) { /* nothing to keep: realloc would copy the old bytes for nothing */
        free(b->buf);
        b->buf = NULL;
        b->cap = 0;
    }
    if (!(nb = realloc(b->buf, cap))) {
        b->failed = 1;
        return HSD_E_NOMEM;
    }
    b->buf = nb;
    b->cap = cap;
    return 0;
}

/* The common case, that the bytes fit, costs one comparison. */
static inline int grow(hsd_jbuf *b, size_t need)
{
    return b->len + need <= b->cap ? 0 : grow_slow(b, need);
}

/* Room for n more bytes at buf + len, for callers that write in place. */
int hsd_jbuf_reserve(hsd_jbuf *b, size_t n)
{
    return grow(b, n);
}

/* Appends raw bytes (headers, newlines, punctuation). */
int hsd_jbuf_add(hsd_jbuf *b, const char *s, size_t n)
{
    if (n == 0) /* nothing to copy: an empty buffer has no storage yet (memcpy's NULL) */
        return 0;
    if (grow(b, n))
        return HSD_E_NOMEM;
    memcpy(b->buf + b->len, s, n);
    b->len += n;
    return 0;
}

/* Releases a buffer that was not handed over to a write. */
void hsd_jbuf_free(hsd_jbuf *b)
{
    free(b->buf);
    memset(b, 0, sizeof(*b));
}

/* The bytes a JSON string escapes: '"', '\\' and the controls; the letter of
 * the short escapes json_dumps writes, 'u' for the others (\u00XX).
 * Not the same set as the request reader's (unit_plain.c, string_stops), on purpose:
 * this one writes text hsgen made, valid UTF-8 that json_dumps writes as it is, so DEL
 * and the bytes of 0x80 and more are copied; the reader takes only bytes it can pass
 * on without jansson's checks. Every byte the reader takes, this copies (tests
 * test_rpc_json_dump.c and test_rpc_plain.c go over all 256 bytes). */
static const char escape_letter[256] = {
    'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'b',         't',          'n', 'u',
    'f', 'r', 'u', 'u', 'u', 'u', 'u', 'u', 'u',         'u',          'u', 'u',
    'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', ['"'] = '"', ['\\'] = '\\'};

/* The escape json_dumps writes for one special character; returns its length. */
static size_t write_escape(char *o, unsigned char ch)
{
    static const char hex[] = "0123456789ABCDEF";
    o[0] = '\\';
    if ((o[1] = escape_letter[ch]) != 'u')
        return 2;
    memcpy(o + 2, "00", 2);
    o[4] = hex[ch >> 4];
    o[5] = hex[ch & 15];
    return 6;
}

#ifdef __SSE2__
/* Which of 16 text bytes are special (a bit each): controls (unsigned, so UTF-8's
 * high bytes are not), '"' and '\\'. */
static inline unsigned special_mask(__m128i x)
{
    __m128i ctl = _mm_cmpeq_epi8(_mm_min_epu8(x, _mm_set1_epi8(0x1f)), x);
    __m128i q = _mm_cmpeq_epi8(x, _mm_set1_epi8('"'));
    __m128i bs = _mm_cmpeq_epi8(x, _mm_set1_epi8('\\'));
    return (unsigned)_mm_movemask_epi8(_mm_or_si128(ctl, _mm_or_si128(q, bs)));
}
#endif

/* x86-64 with GCC or clang: an AVX2 loop too, taken when the processor has AVX2. */
#if defined(__SSE2__) && defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define ESCAPE_AVX2 1
#endif

/* The widest loop add_escaped may take (tests lower it to check each one). */
static int escape_limit = HSD_ESCAPE_AVX2;

/* Lowers (or restores) the widest loop, so tests check each one (json_dump.h). */
void hsd_json_escape_limit(int level)
{
    escape_limit = level;
}

/* Plain characters (everything but '"', '\\' and controls; UTF-8 included)
 * copied a byte at a time, up to the next special one or the end. */
static inline size_t plain_bytes(char **o, const char *s, size_t i, size_t n)
{
    char *p = *o;
    while (i < n && !escape_letter[(unsigned char)s[i]])
        *p++ = s[i++];
    *o = p;
    return i;
}

/* What follows a block loop, shared by the SSE2 and AVX2 loops: when the loop stopped at a
 * block with special bytes (mask m), the block's plain bytes are already out and the output
 * only advances past them; when it ran out of whole blocks (m == 0), the plain bytes are
 * copied one at a time. Then the special byte is escaped. Returns false at the end. */
static inline bool escape_next(char **o, const char *s, size_t *i, size_t n, unsigned m)
{
    if (m) {
        unsigned k = (unsigned)__builtin_ctz(m);
        *o += k;
        *i += k;
    } else {
        *i = plain_bytes(o, s, *i, n);
    }
    if (*i == n)
        return false;
    *o += write_escape(*o, (unsigned char)s[*i]);
    (*i)++;
    return true;
}

/* The escaping loop, one block at a time: a block without a special byte is
 * stored whole; one with some is stored whole too, the output advanced past its
 * plain bytes only (the caller reserved six bytes a byte, which leaves room for
 * it), and the first special byte escaped. Returns the output's end. */
static char *escape_bytes(char *o, const char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        unsigned m = 0;
#ifdef __SSE2__
        if (escape_limit >= HSD_ESCAPE_SSE2)
            for (; i + 16 <= n; i += 16, o += 16) {
                __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(s + i));
                _mm_storeu_si128((__m128i *)(void *)o, x);
                if ((m = special_mask(x)) != 0)
                    break;
            }
#endif
        if (!escape_next(&o, s, &i, n, m))
            break;
    }
    return o;
}

#ifdef ESCAPE_AVX2
/* escape_bytes with 32-byte blocks: a generated line (about 30 bytes) is one
 * block instead of two. A block is stored whole; when it holds a special byte,
 * the output advances past the plain bytes before it, the byte is escaped (a
 * newline, nearly every special byte of generated text, by a fixed two-byte
 * store) and the next block starts right after it. escape_bytes does the last
 * 31 bytes or fewer. */
__attribute__((target("avx2"))) static char *escape_bytes_avx2(char *o, const char *s, size_t n)
{
    const __m256i ctl_max = _mm256_set1_epi8(0x1f), quote = _mm256_set1_epi8('"');
    const __m256i backslash = _mm256_set1_epi8('\\');
    const char *end = s + n;
    while (end - s >= 32) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(const void *)s);
        __m256i ctl = _mm256_cmpeq_epi8(_mm256_min_epu8(x, ctl_max), x);
        __m256i sp = _mm256_or_si256(
            ctl, _mm256_or_si256(_mm256_cmpeq_epi8(x, quote), _mm256_cmpeq_epi8(x, backslash)));
        unsigned m = (unsigned)_mm256_movemask_epi8(sp);
        _mm256_storeu_si256((__m256i *)(void *)o, x);
        if (m == 0) {
            s += 32;
            o += 32;
            continue;
        }
        unsigned k = (unsigned)__builtin_ctz(m);
        unsigned char ch = (unsigned char)s[k];
        o += k;
        s += k + 1;
        if (ch == '\n') {
            memcpy(o, "\\n", 2);
            o += 2;
        } else {
            o += write_escape(o, ch);
        }
    }
    return escape_bytes(o, s, (size_t)(end - s));
}
#endif

/* Reserves the worst case once (six bytes a byte), then escapes: with AVX2
 * when the processor has it, else with SSE2 where the compiler targets it. */
static void add_escaped(hsd_jbuf *b, const char *s, size_t n, bool quoted)
{
    char *o;
    if (grow(b, n * 6 + 2))
        return;
    o = b->buf + b->len;
    if (quoted)
        *o++ = '"';
#ifdef ESCAPE_AVX2
    if (escape_limit >= HSD_ESCAPE_AVX2 && __builtin_cpu_supports("avx2"))
        o = escape_bytes_avx2(o, s, n);
    else
#endif
        o = escape_bytes(o, s, n);
    if (quoted)
        *o++ = '"';
    b->len = (size_t)(o - b->buf);
}

/* A whole string value with its quotes. */
static void add_string(hsd_jbuf *b, const char *s, size_t n)
{
    add_escaped(b, s, n, true);
}

/* Part of a string value: escaping is per byte, so parts escape as the whole does. */
int hsd_jbuf_add_escaped(hsd_jbuf *b, const char *s, size_t n)
{
    add_escaped(b, s, n, false);
    return b->failed ? HSD_E_NOMEM : 0;
}

/* Reals are rare in responses: jansson formats them, so the bytes stay equal. */
static void add_other(hsd_jbuf *b, const json_t *j)
{
    char *s = json_dumps(j, JSON_COMPACT | JSON_ENCODE_ANY);
    if (!s) {
        b->failed = 1;
        return;
    }
    hsd_jbuf_add(b, s, strlen(s));
    free(s);
}

static void dump_value(hsd_jbuf *b, const json_t *j);

/* The one member of a raw wrapper. It starts with a NUL byte: jansson refuses
 * NUL in object keys it parses ("NUL byte in object key not supported"), and
 * every other key is set through a C string, so no client key can equal it. */
static const char RAW_KEY[] = "\0hsd-raw";
#define RAW_KEY_LEN (sizeof(RAW_KEY) - 1)

/* Wraps already-serialized JSON so the writer can copy it instead of re-escaping it. */
json_t *hsd_json_raw(char *text, size_t len)
{
    json_t *o = json_object(), *s = text ? json_stringn_nocheck(text, len) : NULL;
    free(text);
    if (!o || !s) {
        json_decref(o);
        json_decref(s);
        return NULL;
    }
    if (json_object_setn_new_nocheck(o, RAW_KEY, RAW_KEY_LEN, s) != 0) { /* s released either way */
        json_decref(o);
        return NULL;
    }
    return o;
}

/* Objects in insertion order, as jansson keeps and prints them; raw wrappers verbatim. */
static void dump_object(hsd_jbuf *b, const json_t *j)
{
    const char *key;
    json_t *v;
    int first = 1;
    if (json_object_size(j) == 1 && (v = json_object_getn(j, RAW_KEY, RAW_KEY_LEN))) {
        hsd_jbuf_add(b, json_string_value(v), json_string_length(v));
        return;
    }
    hsd_jbuf_add(b, "{", 1);
    json_object_foreach((json_t *)j, key, v)
    {
        if (!first)
            hsd_jbuf_add(b, ",", 1);
        first = 0;
        add_string(b, key, json_object_iter_key_len(json_object_key_to_iter(key)));
        hsd_jbuf_add(b, ":", 1);
        dump_value(b, v);
    }
    hsd_jbuf_add(b, "}", 1);
}

/* Arrays element by element. */
static void dump_array(hsd_jbuf *b, const json_t *j)
{
    size_t n = json_array_size(j);
    hsd_jbuf_add(b, "[", 1);
    for (size_t i = 0; i < n; i++) {
        if (i)
            hsd_jbuf_add(b, ",", 1);
        dump_value(b, json_array_get(j, i));
    }
    hsd_jbuf_add(b, "]", 1);
}

/* An integer in decimal as "%" JSON_INTEGER_FORMAT prints it, written backwards
 * to end at buf + 32 (every answer's id goes through here: no stdio); returns
 * its length. */
static int int_text(char buf[32], json_int_t v)
{
    char *p = buf + 32;
    /* the magnitude as unsigned: the most negative value has no positive twin */
    unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    do
        *--p = (char)('0' + u % 10);
    while ((u /= 10) != 0);
    if (v < 0)
        *--p = '-';
    return (int)(buf + 32 - p);
}

/* One value of any type. */
static void dump_value(hsd_jbuf *b, const json_t *j)
{
    char tmp[32];
    int n;
    switch (json_typeof(j)) {
    case JSON_OBJECT:
        dump_object(b, j);
        break;
    case JSON_ARRAY:
        dump_array(b, j);
        break;
    case JSON_STRING:
        add_string(b, json_string_value(j), json_string_length(j));
        break;
    case JSON_INTEGER:
        n = int_text(tmp, json_integer_value(j));
        hsd_jbuf_add(b, tmp + sizeof(tmp) - n, (size_t)n);
        break;
    case JSON_TRUE:
        hsd_jbuf_add(b, "true", 4);
        break;
    case JSON_FALSE:
        hsd_jbuf_add(b, "false", 5);
        break;
    case JSON_NULL:
        hsd_jbuf_add(b, "null", 4);
        break;
    default:
        add_other(b, j);
        break;
    }
}

/* Entry point: the compact text of a whole response. */
int hsd_json_dump(hsd_jbuf *b, const json_t *j)
{
    if (!j)
        return HSD_E_NOMEM;
    dump_value(b, j);
    return b->failed ? HSD_E_NOMEM : 0;
}
