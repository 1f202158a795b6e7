/* Framing: detection by first byte, NDJSON lines, Content-Length messages,
 * split and coalesced input, and the message-size limit. */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "check_main.h"
#include "rpc_codes.h"
#include "rpc_framing.h"

/* Feeds text and expects the next message to be `want`. */
static void next_is(hsd_framer *f, const char *want)
{
    const char *m;
    size_t n;
    ck_assert_int_eq(hsd_framer_next(f, &m, &n), 1);
    ck_assert_uint_eq(n, strlen(want));
    ck_assert(memcmp(m, want, n) == 0);
}

static void feed(hsd_framer *f, const char *s)
{
    ck_assert_int_eq(hsd_framer_feed(f, s, strlen(s)), 0);
}

START_TEST(ndjson_lines)
{
    hsd_framer f;
    const char *m;
    size_t n;
    hsd_framer_init(&f, 1000);
    feed(&f, "\n  {\"a\":1}\r\n\n[1,2]\n{\"b\"");
    next_is(&f, "{\"a\":1}");
    ck_assert_int_eq(f.mode, HSD_FRAMING_NDJSON);
    next_is(&f, "[1,2]");
    ck_assert_int_eq(hsd_framer_next(&f, &m, &n), 0);
    feed(&f, ":2}\n");
    next_is(&f, "{\"b\":2}");
    ck_assert_int_eq(hsd_framer_next(&f, &m, &n), 0);
    ck_assert_uint_eq(hsd_framer_pending(&f), 0);
    hsd_framer_free(&f);
}
END_TEST

START_TEST(lsp_messages)
{
    hsd_framer f;
    const char *m;
    size_t n;
    hsd_framer_init(&f, 1000);
    feed(&f, "Content-Length: 7\r\nContent-Type: application/json\r\n\r\n{\"a\":1}content-length:  "
             "2\r\n\r\n[]");
    next_is(&f, "{\"a\":1}");
    ck_assert_int_eq(f.mode, HSD_FRAMING_LSP);
    next_is(&f, "[]");
    feed(&f, "Content-Len");
    ck_assert_int_eq(hsd_framer_next(&f, &m, &n), 0);
    feed(&f, "gth: 3\r\n\r\n{}");
    ck_assert_int_eq(hsd_framer_next(&f, &m, &n), 0);
    feed(&f, " ");
    next_is(&f, "{} ");
    hsd_framer_free(&f);
}
END_TEST

START_TEST(bad_first_byte_and_headers)
{
    hsd_framer f;
    const char *m;
    size_t n;
    hsd_framer_init(&f, 1000);
    feed(&f, "GET / HTTP/1.1\r\n");
    ck_assert_int_eq(hsd_framer_next(&f, &m, &n), HSD_E_FRAMING);
    ck_assert(strlen(f.error) > 0);
    hsd_framer_free(&f);
    hsd_framer_init(&f, 1000);
    feed(&f, "Content-Type: x\r\n\r\n{}");
    ck_assert_int_eq(hsd_framer_next(&f, &m, &n), HSD_E_FRAMING);
    hsd_framer_free(&f);
    hsd_framer_init(&f, 1000);
    feed(&f, "Content-Length: abc\r\n\r\n{}");
    ck_assert_int_eq(hsd_framer_next(&f, &m, &n), HSD_E_FRAMING);
    hsd_framer_free(&f);
}
END_TEST

START_TEST(size_limit)
{
    hsd_framer f;
    const char *m;
    size_t n;
    char big[200];
    memset(big, 'x', sizeof(big));
    big[0] = '{';
    hsd_framer_init(&f, 100);
    ck_assert_int_eq(hsd_framer_feed(&f, big, 50), 0);
    ck_assert_int_eq(hsd_framer_next(&f, &m, &n), 0);
    ck_assert_int_eq(hsd_framer_feed(&f, big, sizeof(big)), 0);
    ck_assert_int_eq(hsd_framer_next(&f, &m, &n), HSD_E_TOO_LARGE);
    hsd_framer_free(&f);
    hsd_framer_init(&f, 100);
    feed(&f, "Content-Length: 101\r\n\r\n");
    ck_assert_int_eq(hsd_framer_next(&f, &m, &n), HSD_E_TOO_LARGE);
    hsd_framer_free(&f);
    hsd_framer_init(&f, 100);
    feed(&f, "Content-Length: 100\r\n\r\n");
    ck_assert_int_eq(hsd_framer_next(&f, &m, &n), 0);
    hsd_framer_free(&f);
}
END_TEST

START_TEST(headers_for_responses)
{
    char buf[64];
    ck_assert_uint_eq(hsd_frame_header(HSD_FRAMING_NDJSON, 10, buf, sizeof(buf)), 0);
    ck_assert_uint_eq(hsd_frame_header(HSD_FRAMING_LSP, 10, buf, sizeof(buf)), 22);
    ck_assert_str_eq(buf, "Content-Length: 10\r\n\r\n");
}
END_TEST

START_TEST(many_messages_one_feed)
{
    hsd_framer f;
    char text[20000];
    size_t o = 0;
    hsd_framer_init(&f, 1000);
    for (int i = 0; i < 1000; i++)
        o += (size_t)snprintf(text + o, sizeof(text) - o, "{\"i\":%d}\n", i);
    ck_assert_int_eq(hsd_framer_feed(&f, text, o), 0);
    for (int i = 0; i < 1000; i++) {
        char want[32];
        snprintf(want, sizeof(want), "{\"i\":%d}", i);
        next_is(&f, want);
    }
    hsd_framer_free(&f);
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("rpc_framing");
    TCase *tc = tcase_create("framing");
    tcase_add_test(tc, ndjson_lines);
    tcase_add_test(tc, lsp_messages);
    tcase_add_test(tc, bad_first_byte_and_headers);
    tcase_add_test(tc, size_limit);
    tcase_add_test(tc, headers_for_responses);
    tcase_add_test(tc, many_messages_one_feed);
    suite_add_tcase(s, tc);
    return s;
}
