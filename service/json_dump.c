/* Compact JSON output, byte-compatible with json_dumps(JSON_COMPACT). */
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
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
/* Each byte's escape as one 8-byte word (x86-64 is little-endian): the escape's
 * bytes from the low byte up, its length (2 or 6) in the top byte; 0 for the
 * bytes copied as they are. The block loop stores the word whole: what lies past
 * the escape is overwritten by the bytes that follow it. */
#define ESC_HEX(v) ((uint64_t)((v) < 10 ? '0' + (v) : 'A' + (v)-10))
#define ESC_U(c)                                                                                   \
    ((uint64_t)'\\' | (uint64_t)'u' << 8 | (uint64_t)'0' << 16 | (uint64_t)'0' << 24 |             \
     ESC_HEX((c) >> 4) << 32 | ESC_HEX((c)&15) << 40 | (uint64_t)6 << 56)
#define ESC_2(l) ((uint64_t)'\\' | (uint64_t)(l) << 8 | (uint64_t)2 << 56)
/* clang-format off */
static const uint64_t escape_word[256] = {
    ESC_U(0),   ESC_U(1),   ESC_U(2),   ESC_U(3),  ESC_U(4),   ESC_U(5),   ESC_U(6),   ESC_U(7),
    ESC_2('b'), ESC_2('t'), ESC_2('n'), ESC_U(11), ESC_2('f'), ESC_2('r'), ESC_U(14),  ESC_U(15),
    ESC_U(16),  ESC_U(17),  ESC_U(18),  ESC_U(19), ESC_U(20),  ESC_U(21),  ESC_U(22),  ESC_U(23),
    ESC_U(24),  ESC_U(25),  ESC_U(26),  ESC_U(27), ESC_U(28),  ESC_U(29),  ESC_U(30),  ESC_U(31),
    ['"'] = ESC_2('"'), ['\\'] = ESC_2('\\')};
/* clang-format on */

/* Which of 32 text bytes are special (a bit each), as special_mask. */
__attribute__((target("avx2"))) static inline unsigned special_mask32(__m256i x)
{
    /* the byte itself where the table has it ('"' at 2, '\\' at 12, by the low four
     * bits), 0x80 elsewhere (equal to no byte below 0x80) and 0 for bytes of 0x80 or
     * more (which are not 0): equal to the byte only for '"' and '\\' */
    const __m256i qb =
        _mm256_setr_epi8(-128, -128, '"', -128, -128, -128, -128, -128, -128, -128, -128, -128,
                         '\\', -128, -128, -128, -128, -128, '"', -128, -128, -128, -128, -128,
                         -128, -128, -128, -128, '\\', -128, -128, -128);
    __m256i q = _mm256_cmpeq_epi8(_mm256_shuffle_epi8(qb, x), x);
    /* the top bit set for every byte of 0x20 or more (0x60 added, saturating) */
    __m256i high = _mm256_adds_epu8(x, _mm256_set1_epi8(0x60));
    return ~(unsigned)_mm256_movemask_epi8(_mm256_andnot_si256(q, high));
}

/* One block of 32 bytes at s written at o, `keep` of them counted (the rest
 * belong to what follows): the block is stored whole, then for each special byte
 * among the kept ones, in order, its escape word is stored where the byte goes
 * and the bytes after it are stored again from s past it, one escape further on.
 * No mask is computed again and the loop does not restart at a special byte
 * (generated text has a newline every 30 bytes or so). The loads after a special
 * byte read up to 64 bytes from s; the stores reach up to 64 bytes past the
 * block's output, which the caller has room for; whatever lies past the kept
 * bytes' output is written over by what follows. Returns the output's end. */
__attribute__((target("avx2,bmi"))) static inline char *block_out(char *o, const char *s,
                                                                  unsigned keep)
{
    __m256i x = _mm256_loadu_si256((const __m256i *)(const void *)s);
    unsigned m = special_mask32(x);
    if (keep < 32)
        m &= (1u << keep) - 1;
    _mm256_storeu_si256((__m256i *)(void *)o, x);
    while (m) {
        size_t k = _tzcnt_u32(m);
        uint64_t w = escape_word[(unsigned char)s[k]];
        memcpy(o + k, &w, 8);
        o += (w >> 56) - 1;
        _mm256_storeu_si256((__m256i *)(void *)(o + k + 1),
                            _mm256_loadu_si256((const __m256i *)(const void *)(s + k + 1)));
        m = _blsr_u32(m);
    }
    return o + keep;
}

/* A text's last bytes (fewer than 64, nothing readable past them) escaped from a
 * padded copy, one or two blocks (escape_bytes_avx2). Returns the output's end. */
__attribute__((target("avx2,bmi"), noinline)) static char *last_bytes_avx2(char *o, const char *s,
                                                                           size_t left)
{
    char pad[96] = {0};
    memcpy(pad, s, left);
    if (left > 32) {
        o = block_out(o, pad, 32);
        return block_out(o, pad + 32, (unsigned)(left - 32));
    }
    return block_out(o, pad, (unsigned)left);
}

/* escape_bytes 32 bytes at a time (block_out), for n bytes at s of which
 * `readable` (at least n) may be read: a run that ends at an entity name reads
 * on into the text after it, so its last bytes are one block too. The bytes
 * closer than 64 to the end of what may be read (a text's last ones) are copied
 * into a padded block first. The output needs room for six bytes a byte and 64
 * more (ESCAPE_ROOM). */
__attribute__((target("avx2,bmi"))) static char *escape_bytes_avx2(char *o, const char *s, size_t n,
                                                                   size_t readable)
{
    const char *end = s + n,
               *stop = readable < 64 ? s : s + (readable - 32 < n ? readable - 32 : n);
    for (size_t blocks = (size_t)(stop - s) / 32; blocks; blocks--, s += 32)
        o = block_out(o, s, 32); /* whole blocks, each with 32 more bytes readable */
    if (s < end && (size_t)(end - s) + (readable - n) >= 64) /* the run's last bytes */
        return block_out(o, s, (unsigned)(end - s));
    return s < end ? last_bytes_avx2(o, s, (size_t)(end - s)) : o;
}
#endif

#ifdef ESCAPE_AVX2
/* Whether the processor has AVX2 and BMI1 (tzcnt, blsr), asked once. */
static bool has_avx2_bmi(void)
{
    static _Atomic int known; /* 0: not asked yet, 1: no, 2: yes (threads write the same) */
    int k = atomic_load_explicit(&known, memory_order_relaxed);
    if (!k) {
        k = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") ? 2 : 1;
        atomic_store_explicit(&known, k, memory_order_relaxed);
    }
    return k == 2;
}
#endif

/* n bytes at s escaped at o, of which `readable` may be read (see
 * escape_bytes_avx2): with AVX2 when the processor has it, else with SSE2 where
 * the compiler targets it. Returns the output's end. */
static char *escape_run(char *o, const char *s, size_t n, size_t readable)
{
#ifdef ESCAPE_AVX2
    if (escape_limit >= HSD_ESCAPE_AVX2 && has_avx2_bmi())
        return escape_bytes_avx2(o, s, n, readable);
#else
    (void)readable;
#endif
    return escape_bytes(o, s, n);
}

#ifdef ESCAPE_AVX2
/* Whether the first n (at most 32) of 32 readable bytes at s need no escape. */
__attribute__((target("avx2"))) static bool plain_span_avx2(const char *s, size_t n)
{
    unsigned m = special_mask32(_mm256_loadu_si256((const __m256i *)(const void *)s));
    return n < 32 ? (m & ((1u << n) - 1)) == 0 : m == 0;
}
#endif

/* Whether n bytes at s, of which `readable` may be read, need no escape (an entity
 * name's span: escaped, it stays itself). */
static bool plain_span(const char *s, size_t n, size_t readable)
{
#ifdef ESCAPE_AVX2
    if (n <= 32 && readable >= 32 && escape_limit >= HSD_ESCAPE_AVX2 && has_avx2_bmi())
        return plain_span_avx2(s, n);
#else
    (void)readable;
#endif
    for (size_t k = 0; k < n; k++)
        if (escape_letter[(unsigned char)s[k]])
            return false;
    return true;
}

/* The room an escaping of n bytes may write: six bytes a byte (its worst case)
 * and the stores past the end of escape_bytes_avx2's blocks. */
#define ESCAPE_ROOM(n) ((n)*6 + 64)

/* Reserves the worst case once, then escapes. */
static void add_escaped(hsd_jbuf *b, const char *s, size_t n, bool quoted)
{
    char *o;
    if (grow(b, ESCAPE_ROOM(n) + 2))
        return;
    o = b->buf + b->len;
    if (quoted)
        *o++ = '"';
    /* a short string (a key, a name) a byte at a time: no block to set up, no padded copy */
    o = n < 32 ? escape_bytes(o, s, n) : escape_run(o, s, n, n);
    if (quoted)
        *o++ = '"';
    b->len = (size_t)(o - b->buf);
}

/* A text escaped whole, its marked spans' places in the output noted on the way:
 * the runs between marks read on into the text after them (escape_run), so only
 * the text's end is escaped a byte at a time. A mark's span must lie after the
 * one before it and hold no byte to escape (the entity name, an identifier). */
int hsd_jbuf_add_escaped_marked(hsd_jbuf *b, const char *s, size_t n, const size_t *at, size_t n_at,
                                size_t span, size_t *out_at)
{
    size_t from = 0, after = 0; /* after: where the last span ended */
    char *o;
    if (grow(b, ESCAPE_ROOM(n)))
        return HSD_E_NOMEM;
    o = b->buf + b->len;
    for (size_t i = 0; i < n_at; i++) {
        if (at[i] < after || at[i] > n || n - at[i] < span)
            return HSD_E_BAD_MARKS;
        after = at[i] + span;
        if (!plain_span(s + at[i], span, n - at[i]))
            return HSD_E_BAD_MARKS;
        o = escape_run(o, s + from, at[i] - from, n - from);
        out_at[i] = (size_t)(o - b->buf);
        from = at[i]; /* the span is plain: the next run copies it */
    }
    o = escape_run(o, s + from, n - from, n - from);
    b->len = (size_t)(o - b->buf);
    return 0;
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
