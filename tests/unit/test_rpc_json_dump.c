/* The daemon's fast JSON writer must print exactly what json_dumps(JSON_COMPACT)
 * prints: responses do not change bytes depending on who serialized them. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "json_dump.h"
#include "rpc_codes.h"

/* Dumps j both ways and compares. */
static void same_as_jansson(json_t *j)
{
    char *want = json_dumps(j, JSON_COMPACT | JSON_ENCODE_ANY);
    for (int level = HSD_ESCAPE_BYTES; level <= HSD_ESCAPE_AVX2; level++) {
        hsd_jbuf b = {0};
        hsd_json_escape_limit(level); /* each escaping loop the build and the processor have */
        ck_assert_int_eq(hsd_json_dump(&b, j), 0);
        ck_assert_uint_eq(b.len, strlen(want));
        ck_assert(memcmp(b.buf, want, b.len) == 0);
        hsd_jbuf_free(&b);
    }
    free(want);
    json_decref(j);
}

START_TEST(scalars_and_escapes)
{
    same_as_jansson(json_string("plain"));
    same_as_jansson(json_string("quote \" backslash \\ slash / tab \t nl \n cr \r bs \b ff \f"));
    same_as_jansson(json_stringn("nul \0 and \x01\x1f", 13));
    same_as_jansson(json_string("utf-8: \xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80"));
    same_as_jansson(json_integer(-9223372036854775807LL));
    same_as_jansson(json_integer(-9223372036854775807LL - 1)); /* no positive twin */
    same_as_jansson(json_integer(9223372036854775807LL));
    for (json_int_t v = 1, k = 0; k < 18; v *= 10, k++) { /* 1 to 18 digits, both signs */
        same_as_jansson(json_integer(v));
        same_as_jansson(json_integer(v - 1));
        same_as_jansson(json_integer(-v));
        same_as_jansson(json_integer(-(v + 1)));
    }
    same_as_jansson(json_integer(0));
    same_as_jansson(json_real(1.5));
    same_as_jansson(json_true());
    same_as_jansson(json_false());
    same_as_jansson(json_null());
}
END_TEST

START_TEST(nested_in_insertion_order)
{
    same_as_jansson(json_pack("{s:s, s:i, s:[i, s, {}, []], s:{s:b, s:n}, s:s}", "zeta", "1",
                              "alpha", 2, "list", 3, "x\ny", "obj", "b", 1, "a", "key \"q\"", "v"));
    same_as_jansson(json_object());
    same_as_jansson(json_array());
}
END_TEST

START_TEST(random_documents)
{
    srand(7);
    for (int n = 0; n < 200; n++) {
        json_t *o = json_object(), *a = json_array();
        for (int i = 0; i < 20; i++) {
            char key[16], val[64];
            int len = rand() % 63;
            for (int k = 0; k < len; k++)
                val[k] = (char)(1 + rand() % 127);
            val[len] = 0;
            snprintf(key, sizeof(key), "k%d", rand() % 1000);
            json_object_set_new(o, key, json_string(val));
            json_array_append_new(a, json_integer(rand() - RAND_MAX / 2));
        }
        json_object_set_new(o, "array", a);
        same_as_jansson(o);
    }
}
END_TEST

/* Long strings go 16 or 32 bytes at a time: each special byte (and UTF-8 around
 * it) at every offset of a block, in strings of every length around two blocks. */
START_TEST(special_bytes_at_every_offset)
{
    static const char specials[] = {'"', '\\', '\n', '\t', 0x01, 0x1f, 0x00};
    char text[80];
    for (size_t len = 1; len < sizeof(text); len++)
        for (size_t at = 0; at < len; at++)
            for (size_t k = 0; k < sizeof(specials); k++) {
                for (size_t i = 0; i < len; i++) /* plain bytes, one below and one above 0x20 */
                    text[i] = (char)(i % 3 == 0 ? ' ' : i % 3 == 1 ? '!' : '~');
                text[at] = specials[k];
                if (at + 3 <= len && at >= 2) { /* "é" before, "€" split over the next bytes */
                    memcpy(text + at - 2, "\xc3\xa9", 2);
                    if (at + 3 < len)
                        memcpy(text + at + 1, "\xe2\x82\xac", 3);
                }
                same_as_jansson(json_stringn(text, len));
            }
}
END_TEST

/* Every byte, alone and at every place of a 40-byte text (the byte loop, and the 16-
 * and 32-byte blocks), with each escaping loop: '"', '\\' and the controls below 0x20
 * are escaped (JSON's rule; the short forms where JSON has one), every other byte is
 * copied as it is: DEL and the bytes of 0x80 and more too (hsgen's texts are UTF-8,
 * which json_dumps writes unescaped). The request reader's set of plain bytes is
 * narrower on purpose (unit_plain.c; test_rpc_plain.c checks it over all 256). */
START_TEST(every_byte_escaped_or_copied)
{
    static const char shorts[] = {['\b'] = 'b', ['\t'] = 't', ['\n'] = 'n', ['\f'] = 'f',
                                  ['\r'] = 'r', ['"'] = '"',  ['\\'] = '\\'};
    for (int c = 0; c < 256; c++) {
        char want[8];
        size_t want_len;
        if (c >= 0x20 && c != '"' && c != '\\')
            want[0] = (char)c, want_len = 1;
        else if (c < (int)sizeof(shorts) && shorts[c])
            want[0] = '\\', want[1] = shorts[c], want_len = 2;
        else
            want_len = (size_t)snprintf(want, sizeof(want), "\\u%04X", c);
        for (int level = HSD_ESCAPE_BYTES; level <= HSD_ESCAPE_AVX2; level++) {
            hsd_json_escape_limit(level);
            for (size_t at = 0; at < 40; at++) {
                char text[40];
                hsd_jbuf b = {0};
                memset(text, 'x', sizeof(text));
                text[at] = (char)c;
                ck_assert_int_eq(hsd_jbuf_add_escaped(&b, text, sizeof(text)), 0);
                ck_assert_uint_eq(b.len, sizeof(text) - 1 + want_len);
                ck_assert_msg(memcmp(b.buf + at, want, want_len) == 0, "byte 0x%02x at %zu", c, at);
                hsd_jbuf_free(&b);
            }
        }
    }
    hsd_json_escape_limit(HSD_ESCAPE_AVX2);
}
END_TEST

/* Texts dense in special bytes (up to every byte a \u00XX, six bytes out for one
 * in), long and short, written after prefixes of every length: the output grows
 * at every place in a block and keeps what was before it. */
START_TEST(dense_escapes_grow_the_output)
{
    static const size_t lens[] = {1, 15, 16, 17, 100, 1000, 4099, 70001};
    static const int every[] = {1, 2, 3, 4, 7, 8, 9, 29};
    char *text = malloc(70001);
    ck_assert_ptr_nonnull(text);
    for (size_t l = 0; l < sizeof(lens) / sizeof(lens[0]); l++)
        for (size_t e = 0; e < sizeof(every) / sizeof(every[0]); e++) {
            size_t len = lens[l], step = len > 1000 ? 13 : 1;
            json_t *j;
            char *want;
            for (size_t i = 0; i < len; i++)
                text[i] = i % (size_t)every[e] == 0 ? (char)(i % 5 == 0 ? '"' : 1 + i % 31)
                                                    : (char)('a' + i % 26);
            j = json_stringn(text, len);
            want = json_dumps(j, JSON_COMPACT | JSON_ENCODE_ANY);
            for (size_t pre = 0; pre < 40; pre += step)
                for (int level = HSD_ESCAPE_BYTES; level <= HSD_ESCAPE_AVX2; level++) {
                    hsd_jbuf b = {0};
                    hsd_json_escape_limit(level);
                    for (size_t k = 0; k < pre; k++)
                        ck_assert_int_eq(hsd_jbuf_add(&b, "x", 1), 0);
                    ck_assert_int_eq(hsd_json_dump(&b, j), 0);
                    ck_assert_uint_eq(b.len, pre + strlen(want));
                    ck_assert(memcmp(b.buf + pre, want, b.len - pre) == 0);
                    hsd_jbuf_free(&b);
                }
            free(want);
            json_decref(j);
        }
    free(text);
}
END_TEST

/* The escape of one byte, written byte by byte from JSON's rule (the reference the
 * block loops are compared with): '"' and '\\' after a backslash, the controls
 * below 0x20 in their short form where JSON has one, else as \u00XX with capital
 * hex digits (json_dumps' form); every other byte as it is. */
static size_t ref_escape_byte(char *o, unsigned char c)
{
    static const char hex[] = "0123456789ABCDEF";
    const char *shorts = "\b\t\n\f\r", *letters = "btnfr";
    if (c == '"' || c == '\\') {
        o[0] = '\\', o[1] = (char)c;
        return 2;
    }
    if (c >= 0x20) {
        o[0] = (char)c;
        return 1;
    }
    for (int i = 0; i < 5; i++)
        if (c == (unsigned char)shorts[i]) {
            o[0] = '\\', o[1] = letters[i];
            return 2;
        }
    o[0] = '\\', o[1] = 'u', o[2] = '0', o[3] = '0', o[4] = hex[c >> 4], o[5] = hex[c & 15];
    return 6;
}

/* A text escaped byte by byte into o (room for six bytes a byte); returns the length. */
static size_t ref_escape(char *o, const unsigned char *s, size_t n)
{
    size_t len = 0;
    for (size_t i = 0; i < n; i++)
        len += ref_escape_byte(o + len, s[i]);
    return len;
}

/* s (n bytes, in an allocation of exactly n so the sanitizers see any read past
 * it) escaped by every loop, whole and with marks at[] of `span` bytes, compared
 * with the reference; the marks' offsets point at their spans' bytes. (Called
 * hundreds of thousands of times: failures are reported with ck_abort_msg, as
 * each passing ck_assert writes to Check's log.) */
static void escaped_like_reference(const unsigned char *text, size_t n, const size_t *at,
                                   size_t n_at, size_t span)
{
    char *s = malloc(n ? n : 1), *want = malloc(6 * n + 1);
    size_t want_len, out_at[16];
    if (!s || !want || n_at > 16)
        ck_abort_msg("test setup");
    memcpy(s, text, n);
    want_len = ref_escape(want, text, n);
    for (int level = HSD_ESCAPE_BYTES; level <= HSD_ESCAPE_AVX2; level++) {
        hsd_jbuf b = {0};
        hsd_json_escape_limit(level);
        if (hsd_jbuf_add(&b, "x", 1) != 0 || hsd_jbuf_add_escaped(&b, s, n) != 0 ||
            b.len != 1 + want_len || memcmp(b.buf + 1, want, want_len) != 0)
            ck_abort_msg("whole text of %zu bytes, level %d: not the reference", n, level);
        b.len = 1; /* after a byte already there */
        if (hsd_jbuf_add_escaped_marked(&b, s, n, at, n_at, span, out_at) != 0 ||
            b.len != 1 + want_len || memcmp(b.buf + 1, want, want_len) != 0)
            ck_abort_msg("marked text of %zu bytes, level %d: not the reference", n, level);
        for (size_t i = 0; i < n_at; i++) { /* each span where the reference puts it */
            size_t before = ref_escape(want, text, at[i]);
            if (out_at[i] != 1 + before || memcmp(b.buf + out_at[i], s + at[i], span) != 0)
                ck_abort_msg("mark %zu of a text of %zu bytes, level %d: at %zu, not %zu", i, n,
                             level, out_at[i], 1 + before);
        }
        hsd_jbuf_free(&b);
    }
    hsd_json_escape_limit(HSD_ESCAPE_AVX2);
    free(s);
    free(want);
}

/* Every byte value 0-255 at every place of texts of every length around the
 * blocks (32 bytes, and the 64 a run may read on past its end), alone and
 * beside a second special byte at every distance, with a mark before it, on it
 * and after it: each loop writes what the byte-by-byte reference writes. */
START_TEST(every_byte_at_block_edges_like_reference)
{
    static const size_t lens[] = {1, 2, 31, 32, 33, 63, 64, 65, 95, 96, 97, 130};
    unsigned char text[130];
    for (size_t l = 0; l < sizeof(lens) / sizeof(lens[0]); l++) {
        size_t n = lens[l];
        for (int c = 0; c < 256; c++)
            for (size_t at = 0; at<n; at += n> 40 ? 3 : 1) {
                size_t mark[2] = {0, 0}, n_marks = 0;
                for (size_t i = 0; i < n; i++)
                    text[i] = (unsigned char)('a' + i % 26);
                text[at] = (unsigned char)c;
                if (at >= 4) /* a 3-byte name ending just before the byte */
                    mark[n_marks++] = at - 3;
                if (at + 4 <= n) /* and one right after it */
                    mark[n_marks++] = at + 1;
                escaped_like_reference(text, n, mark, n_marks, 3);
            }
    }
}
END_TEST

/* Two special bytes at every pair of places of 100-byte texts (several in one
 * block, one escape right after another, across block edges), each kind of
 * escape (two bytes, six bytes); marks of 5 bytes between them. */
START_TEST(special_pairs_like_reference)
{
    static const unsigned char kinds[] = {'\n', '"', '\\', 0x01, 0x1f, 0x00};
    unsigned char text[100];
    for (size_t a = 0; a < sizeof(text); a++)
        for (size_t d = 1; a + d < sizeof(text); d++) {
            unsigned char x = kinds[(a + d) % sizeof(kinds)],
                          y = kinds[(a * 7 + d) % sizeof(kinds)];
            size_t mark[1], n_marks = 0;
            for (size_t i = 0; i < sizeof(text); i++)
                text[i] = (unsigned char)(i % 5 == 4 ? 0xc3 : 'A' + i % 26); /* UTF-8 lead bytes */
            text[a] = x;
            text[a + d] = y;
            if (d > 6) /* a name between them */
                mark[n_marks++] = a + 1;
            escaped_like_reference(text, sizeof(text), mark, n_marks, 5);
        }
}
END_TEST

/* Long texts of random bytes, dense in specials or like generated HDL (a newline
 * every 20 to 40 bytes, a quote now and then), with marks spread over them. */
START_TEST(random_texts_like_reference)
{
    unsigned char *text = malloc(5000);
    ck_assert_ptr_nonnull(text);
    srand(11);
    for (int round = 0; round < 300; round++) {
        size_t n = (size_t)(rand() % 5000), at[16], n_at = 0, span = 1 + (size_t)(rand() % 12);
        int dense = round % 3 == 0;
        for (size_t i = 0; i < n; i++)
            text[i] = dense               ? (unsigned char)rand()
                      : rand() % 30 == 0  ? '\n'
                      : rand() % 200 == 0 ? '"'
                                          : (unsigned char)(' ' + rand() % 95);
        for (size_t from = 0; n_at < 16 && n >= span && from + span <= n;) {
            size_t a = from + (size_t)rand() % (n / 8 + 1);
            if (a + span > n)
                break;
            memset(text + a, 'n', span); /* the name: plain bytes */
            at[n_at++] = a;
            from = a + span + (size_t)(rand() % 3);
        }
        escaped_like_reference(text, n, at, n_at, span);
    }
    free(text);
}
END_TEST

/* Marks that the printers cannot have made are refused, the output left as it
 * was: out of order, overlapping, past the end, or over a byte to escape. */
START_TEST(bad_marks_are_refused)
{
    static const char text[] = "entity abc is\nend abc;\n";
    size_t n = sizeof(text) - 1, out[4];
    static const size_t order[] = {18, 7}, overlap[] = {7, 8}, past[] = {21}, over_nl[] = {11},
                        good[] = {7, 18};
    for (int level = HSD_ESCAPE_BYTES; level <= HSD_ESCAPE_AVX2; level++) {
        hsd_jbuf b = {0};
        hsd_json_escape_limit(level);
        ck_assert_int_eq(hsd_jbuf_add(&b, "[", 1), 0);
        ck_assert_int_eq(hsd_jbuf_add_escaped_marked(&b, text, n, order, 2, 3, out),
                         HSD_E_BAD_MARKS);
        ck_assert_int_eq(hsd_jbuf_add_escaped_marked(&b, text, n, overlap, 2, 3, out),
                         HSD_E_BAD_MARKS);
        ck_assert_int_eq(hsd_jbuf_add_escaped_marked(&b, text, n, past, 1, 3, out),
                         HSD_E_BAD_MARKS);
        ck_assert_int_eq(hsd_jbuf_add_escaped_marked(&b, text, n, over_nl, 1, 3, out),
                         HSD_E_BAD_MARKS);
        ck_assert_uint_eq(b.len, 1);
        ck_assert_int_eq(hsd_jbuf_add_escaped_marked(&b, text, n, good, 2, 3, out), 0);
        ck_assert_uint_eq(b.len, 1 + n + 2);
        ck_assert_uint_eq(out[0], 8);
        ck_assert_uint_eq(out[1], 20); /* after the first newline's escape */
        ck_assert(memcmp(b.buf + out[1], "abc", 3) == 0);
        hsd_jbuf_free(&b);
    }
    hsd_json_escape_limit(HSD_ESCAPE_AVX2);
}
END_TEST

START_TEST(appends_after_existing_bytes)
{
    hsd_jbuf b = {0};
    json_t *j = json_pack("{s:s}", "a", "b");
    ck_assert_int_eq(hsd_jbuf_add(&b, "Content-Length: 9\r\n\r\n", 21), 0);
    ck_assert_int_eq(hsd_json_dump(&b, j), 0);
    ck_assert_uint_eq(b.len, 30);
    ck_assert(memcmp(b.buf + 21, "{\"a\":\"b\"}", 9) == 0);
    hsd_jbuf_free(&b);
    json_decref(j);
}
END_TEST

START_TEST(raw_values_are_copied_verbatim)
{
    hsd_jbuf b = {0};
    json_t *o = json_pack("{s:s, s:o}", "a", "x", "files", hsd_json_raw(strdup("[{\"n\":1}]"), 9));
    ck_assert_int_eq(hsd_json_dump(&b, o), 0);
    ck_assert_uint_eq(b.len, strlen("{\"a\":\"x\",\"files\":[{\"n\":1}]}"));
    ck_assert(memcmp(b.buf, "{\"a\":\"x\",\"files\":[{\"n\":1}]}", b.len) == 0);
    hsd_jbuf_free(&b);
    json_decref(o);
}
END_TEST

/* A client object whose only key looks like the old raw marker is
 * an ordinary object (escaped), and the marker itself cannot be parsed. */
START_TEST(client_keys_never_become_raw)
{
    json_error_t e;
    const char *forged = "{\"\\u0001hsd-raw\":\"0}]}}}\\n{\\\"id\\\":99}\"}";
    json_t *j = json_loads(forged, 0, &e);
    ck_assert_ptr_nonnull(j);
    same_as_jansson(j);
    ck_assert_ptr_null(json_loads("{\"\\u0000hsd-raw\":\"x\"}", JSON_ALLOW_NUL, &e));
    ck_assert_ptr_null(json_loads("{\"\\u0000hsd-raw\":\"x\"}", 0, &e));
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("rpc_json_dump");
    TCase *tc = tcase_create("dump");
    /* the every-offset sweeps take one to two seconds under the sanitizers on an idle machine,
     * close to Check's default of four on a loaded one */
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, scalars_and_escapes);
    tcase_add_test(tc, special_bytes_at_every_offset);
    tcase_add_test(tc, every_byte_escaped_or_copied);
    tcase_add_test(tc, dense_escapes_grow_the_output);
    tcase_add_test(tc, every_byte_at_block_edges_like_reference);
    tcase_add_test(tc, special_pairs_like_reference);
    tcase_add_test(tc, random_texts_like_reference);
    tcase_add_test(tc, bad_marks_are_refused);
    tcase_add_test(tc, nested_in_insertion_order);
    tcase_add_test(tc, random_documents);
    tcase_add_test(tc, appends_after_existing_bytes);
    tcase_add_test(tc, raw_values_are_copied_verbatim);
    tcase_add_test(tc, client_keys_never_become_raw);
    suite_add_tcase(s, tc);
    return s;
}
