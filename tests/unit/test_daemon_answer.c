/* The answer helpers of the daemon (daemon/answer.c): a result written as text
 * gets the bytes its JSON response would get, alone or in a batch's array, with
 * the same refusal past the same limit; and an answer whose refusal cannot be
 * made (out of memory) leaves the array as it was instead of a hole in it. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "rpc_codes.h"
#include "server.h"

static hsd_server *srv;
static hsd_conn *conn;

/* A server and a connection with just what the helpers read: the limits. */
static void setup(void)
{
    hs_config cfg;
    hs_diag d;
    ck_assert_int_eq(hs_config_default(&cfg, &d), 0);
    srv = calloc(1, sizeof(*srv));
    conn = calloc(1, sizeof(*conn));
    ck_assert_ptr_nonnull(srv);
    ck_assert_ptr_nonnull(conn);
    srv->ctx.cfg = hsd_cfgref_new(&cfg);
    ck_assert_ptr_nonnull(srv->ctx.cfg);
    hs_config_free(&cfg);
    conn->srv = srv;
}

static void teardown(void)
{
    json_set_alloc_funcs(malloc, free);
    hsd_jbuf_free(&srv->scratch);
    hsd_cfgref_release(srv->ctx.cfg);
    free(conn);
    free(srv);
}

/* No runs of cached entries: every answer here is copied. */
static hsd_splices nosp;

/* A text answer whose bytes are a->call (a string). */
static int text_append(const hsd_text_answer *a, hsd_jbuf *out)
{
    return hsd_jbuf_add(out, a->call, a->len);
}

/* A text answer promising more bytes than it writes. */
static int short_append(const hsd_text_answer *a, hsd_jbuf *out)
{
    return hsd_jbuf_add(out, a->call, a->len - 1);
}

static hsd_text_answer text_of(const char *text)
{
    hsd_text_answer a = {strlen(text), text_append, text, NULL, 0, NULL};
    return a;
}

/* The JSON response to id whose result is the value `text` reads as. */
static json_t *json_response(json_t *id, const char *text)
{
    json_t *result = json_loads(text, JSON_DECODE_ANY, NULL);
    ck_assert_ptr_nonnull(result);
    return json_pack("{s:s, s:O, s:o}", "jsonrpc", "2.0", "id", id, "result", result);
}

/* Results printed as JSON prints them, with ids of each kind. */
static const char *const results[] = {
    "{\"module\":\"add_1\",\"files\":[{\"name\":\"a.vhd\",\"content\":\"x \\\"q\\\" \\n\"}]}",
    "[1,2.5,null,true,\"\\u0001\"]",
    "\"plain\"",
};

static json_t *id_of(int i)
{
    return i == 0 ? json_integer(7) : i == 1 ? json_string("id \"with\" quotes") : json_null();
}

START_TEST(text_response_is_the_json_response)
{
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++) {
            json_t *id = id_of(i), *resp = json_response(id, results[k]);
            hsd_text_answer a = text_of(results[k]);
            hsd_text_response r;
            hsd_jbuf want = {0}, got = {0};
            ck_assert_int_eq(hsd_json_dump(&want, resp), 0);
            ck_assert_int_eq(hsd_text_response_check(conn, id, &a, 0, &r), 0);
            ck_assert_ptr_null(r.refusal);
            ck_assert_uint_eq(r.size, want.len);
            ck_assert_int_eq(hsd_text_response_write(conn, &r, &got, NULL), 0);
            ck_assert_uint_eq(got.len, want.len);
            ck_assert(memcmp(got.buf, want.buf, want.len) == 0);
            hsd_jbuf_free(&want);
            hsd_jbuf_free(&got);
            json_decref(resp);
            json_decref(id);
        }
}
END_TEST

/* Builds the same batch both ways and compares the arrays byte for byte. */
static void same_batch(void)
{
    hsd_jbuf by_json = {0}, by_text = {0};
    for (int n = 0; n < 9; n++) {
        json_t *id = id_of(n % 3), *resp = json_response(id, results[n % 3]);
        hsd_text_answer a = text_of(results[n % 3]);
        ck_assert_int_eq(hsd_batch_append(conn, &by_json, &nosp, n == 0, resp), 0);
        ck_assert_int_eq(hsd_batch_append_text(conn, &by_text, &nosp, n == 0, id, &a), 0);
        ck_assert_uint_eq(by_json.len, by_text.len);
        ck_assert(memcmp(by_json.buf, by_text.buf, by_json.len) == 0);
        json_decref(resp);
        json_decref(id);
    }
    hsd_jbuf_free(&by_json);
    hsd_jbuf_free(&by_text);
}

START_TEST(batch_elements_are_the_json_ones)
{
    same_batch();
}
END_TEST

/* Past limits.max_response_bytes (the array so far counted), an element is
 * refused with 1024 the same way whichever way it was built. */
START_TEST(batch_refusals_are_the_json_ones)
{
    hsd_jbuf b = {0};
    json_t *id = json_integer(3);
    hsd_text_answer a = text_of(results[0]);
    srv->ctx.cfg->cfg.max_response_bytes = 700;
    same_batch();
    ck_assert_int_eq(hsd_batch_append_text(conn, &b, &nosp, true, id, &a), 0);
    ck_assert(strstr(b.buf, "\"result\"") != NULL); /* the first fits */
    for (int n = 0; n < 8; n++)
        ck_assert_int_eq(hsd_batch_append_text(conn, &b, &nosp, false, id, &a), 0);
    ck_assert_int_eq(hsd_jbuf_add(&b, "", 1), 0); /* (a terminating NUL for strstr) */
    ck_assert(strstr(b.buf, "\"code\":1024") != NULL);
    ck_assert(strstr(b.buf, "limits.max_response_bytes") != NULL);
    hsd_jbuf_free(&b);
    json_decref(id);
}
END_TEST

/* Past the connection's budget of unread answers: 1025, for a single answer
 * and a batch's element alike. */
START_TEST(unread_budget_refusal)
{
    char big[6000];
    hsd_text_answer a;
    hsd_text_response r;
    json_t *id = json_integer(1);
    memset(big, 'x', sizeof(big));
    big[0] = big[sizeof(big) - 2] = '"';
    big[sizeof(big) - 1] = '\0';
    a = text_of(big);
    srv->ctx.cfg->cfg.max_unread_bytes = 8000;
    hsd_conn_unread_add(conn, false, 4000);
    ck_assert(!hsd_answer_fits(conn, 0, 6100));
    ck_assert_int_eq(hsd_text_response_check(conn, id, &a, 0, &r), 0);
    ck_assert_ptr_nonnull(r.refusal);
    ck_assert_int_eq(
        json_integer_value(json_object_get(json_object_get(r.refusal, "error"), "code")),
        HSD_APP_UNREAD_BUDGET);
    json_decref(r.refusal);
    hsd_conn_unread_add(conn, false, -4000);
    ck_assert(hsd_answer_fits(conn, 0, 6100));
    json_decref(id);
}
END_TEST

/* jansson's allocations fail while armed. */
static bool fail_json;
static void *json_malloc(size_t n)
{
    return fail_json ? NULL : malloc(n);
}

/* A refusal that cannot be made (out of memory) is an error, and the batch's
 * array stays as it was: no element without its response. An answer that
 * fits needs none of jansson's memory. */
START_TEST(refusal_out_of_memory)
{
    hsd_jbuf b = {0};
    json_t *id = json_integer(9), *resp = json_response(id, results[0]);
    hsd_text_answer a = text_of(results[0]), bad = {a.len, short_append, results[0], NULL, 0, NULL};
    hsd_text_response r;
    size_t len;
    ck_assert_int_eq(hsd_batch_append_text(conn, &b, &nosp, true, id, &a), 0);
    len = b.len;
    json_set_alloc_funcs(json_malloc, free);
    fail_json = true;
    ck_assert_int_eq(hsd_batch_append_text(conn, &b, &nosp, false, id, &a), 0); /* fits */
    len = b.len;
    srv->ctx.cfg->cfg.max_response_bytes = len + 10;                   /* the next is refused */
    ck_assert_int_eq(hsd_text_response_check(conn, id, &a, 0, &r), 0); /* (alone it fits) */
    ck_assert_int_eq(hsd_text_response_check(conn, id, &a, len + 1, &r), HSD_E_NOMEM);
    ck_assert_int_eq(hsd_batch_append_text(conn, &b, &nosp, false, id, &a), HSD_E_NOMEM);
    ck_assert_uint_eq(b.len, len);
    ck_assert_int_eq(hsd_batch_append(conn, &b, &nosp, false, resp), HSD_E_NOMEM);
    ck_assert_uint_eq(b.len, len);
    ck_assert_int_eq(hsd_batch_append(conn, &b, &nosp, false, NULL), HSD_E_NOMEM);
    ck_assert_uint_eq(b.len, len);
    fail_json = false;
    srv->ctx.cfg->cfg.max_response_bytes = 1u << 20;
    ck_assert_int_eq(hsd_batch_append_text(conn, &b, &nosp, false, id, &bad), HSD_E_NOMEM);
    ck_assert_uint_eq(b.len, len); /* a text shorter than promised is not written either */
    ck_assert_int_eq(b.failed, 0);
    hsd_jbuf_free(&b);
    json_decref(resp);
    json_decref(id);
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("daemon_answer");
    TCase *tc = tcase_create("answer");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, text_response_is_the_json_response);
    tcase_add_test(tc, batch_elements_are_the_json_ones);
    tcase_add_test(tc, batch_refusals_are_the_json_ones);
    tcase_add_test(tc, unread_budget_refusal);
    tcase_add_test(tc, refusal_out_of_memory);
    suite_add_tcase(s, tc);
    return s;
}
