/* Each request is decoded once: the method layer's decode counters
 * (service/decode_count.h) against the calls made. N requests give N decodes of
 * their params; a unit's own request is read into an hs_request once, and never for
 * a request the memo answers (a repeat, under any entity name); a heavy request
 * handed to a worker, and a circuit decoded on one, are not decoded twice; a
 * response over the size limit is refused from the typed call; a repeated
 * message answered from its shape (rpc_fast.h) counts as one decode of its
 * params and none of its unit's request, and one decoded from its text
 * (unit_plain.h) as one decode of each kind. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "decode_count.h"
#include "json_dump.h"
#include "rpc_fast.h"
#include "rpc_methods.h"
#include "unit_plain.h"

static hsd_ctx ctx;

/* Work the test's submitter was given: run as a worker would, completed as the loop
 * would, after hsd_rpc_start returned. */
static hsd_gen *queue[64];
static int n_queued, n_submitted;

static int submit(hsd_ctx *c, hsd_gen *g)
{
    (void)c;
    ck_assert_int_lt(n_queued, 64);
    queue[n_queued++] = g;
    n_submitted++;
    return 0;
}

static void drain(void)
{
    while (n_queued > 0) {
        hsd_gen *g = queue[0];
        memmove(queue, queue + 1, sizeof(queue[0]) * (size_t)--n_queued);
        hsd_gen_run(g);
        hsd_gen_complete(&ctx, g);
    }
}

static void setup_with(uint64_t max_response)
{
    hs_config *cfg = calloc(1, sizeof(*cfg));
    ck_assert_int_eq(hs_config_default(cfg, NULL), 0);
    if (max_response)
        cfg->max_response_bytes = max_response;
    ck_assert_int_eq(hsd_ctx_init(&ctx, cfg, true), 0);
    hs_config_free(cfg);
    free(cfg);
    n_queued = n_submitted = 0;
}

static void setup(void)
{
    setup_with(0);
}

static void teardown(void)
{
    drain();
    hsd_ctx_free(&ctx);
}

typedef struct {
    json_t *result, *error;
    int answers;
} answer;

static void done(void *owner, json_t *result, json_t *error)
{
    answer *a = owner;
    a->result = result;
    a->error = error;
    a->answers++;
}

/* One call through the loop's entry point (the daemon's), its work drained; returns
 * the error code or 0. */
static int start(const char *method, const char *params)
{
    json_t *p = json_loads(params, 0, NULL);
    answer a = {0};
    ck_assert_ptr_nonnull(p);
    hsd_rpc_start(&ctx, method, p, done, &a);
    drain();
    json_decref(p);
    ck_assert_int_eq(a.answers, 1);
    ck_assert((a.result == NULL) != (a.error == NULL));
    int code = a.error ? (int)json_integer_value(json_object_get(a.error, "code")) : 0;
    json_decref(a.result);
    json_decref(a.error);
    return code;
}

/* The counts since `before`. */
static hsd_decode_counts since(const hsd_decode_counts *before)
{
    hsd_decode_counts now;
    hsd_decode_counts_get(&now);
    return (hsd_decode_counts){now.params - before->params, now.requests - before->requests,
                               now.built - before->built};
}

static void addi(char *buf, size_t cap, int width, const char *name)
{
    snprintf(buf, cap,
             "{\"unit\": \"handshake.addi\", \"params\": {\"bitwidth\": %d}, \"name\": \"%s\"}",
             width, name);
}

START_TEST(n_requests_n_decodes_and_memo_hits_decode_nothing_twice)
{
    enum { N = 8 };
    char p[256], name[32];
    hsd_decode_counts t0, d;
    ctx.submit = submit; /* generations on "workers", as in the daemon */
    hsd_decode_counts_get(&t0);
    for (int i = 0; i < N; i++) {
        addi(p, sizeof(p), i + 1, "first");
        ck_assert_int_eq(start("unit.generate", p), 0);
    }
    d = since(&t0);
    ck_assert_uint_eq(d.params, N);   /* one decode per request */
    ck_assert_uint_eq(d.requests, N); /* and its unit's request read once */

    /* the same requests again, under the same and then other entity names: the memo
     * (keyed by the typed call) answers each; the unit's request is never read again */
    hsd_decode_counts_get(&t0);
    for (int round = 0; round < 2; round++)
        for (int i = 0; i < N; i++) {
            snprintf(name, sizeof(name), round ? "renamed_%d" : "first", i);
            addi(p, sizeof(p), i + 1, name);
            ck_assert_int_eq(start("unit.generate", p), 0);
        }
    d = since(&t0);
    ck_assert_uint_eq(d.params, 2 * N);
    ck_assert_uint_eq(d.requests, 0);
    ck_assert_int_eq(n_submitted, N); /* a generation only for the first round's */
}
END_TEST

/* No limit on the fast path's answers in this test. */
static bool fits_all(void *arg, size_t len)
{
    (void)arg;
    (void)len;
    return true;
}

/* One whole message as the daemon takes it (daemon/rpc_dispatch.c): answered from
 * its shape when it can be (*fast set), else decoded from its text when it is plain
 * (*plain set), else parsed; started with its shape recorded by the decode. Returns
 * the error code or 0. */
static int message(const char *text, bool *fast, bool *plain)
{
    hsd_shape s;
    hsd_jbuf out = {0};
    answer a = {0};
    hsd_plain p;
    json_t *msg = NULL;
    *plain = false;
    hsd_shape_scan(text, strlen(text), &s);
    *fast = s.ok && hsd_rpc_fast_answer(&ctx, &s, &out, NULL, fits_all, NULL);
    if (*fast) {
        ck_assert_ptr_nonnull(strstr(out.buf, "\"result\":{\"module\""));
        hsd_jbuf_free(&out);
        return 0;
    }
    ctx.shape = s.ok ? &s : NULL;
    *plain =
        hsd_plain_decode(text, strlen(text), &ctx.cfg->cfg, ctx.generation, ctx.cache != NULL, &p);
    if (*plain) {
        hsd_rpc_start_plain(&ctx, &p, done, &a);
    } else {
        msg = json_loads(text, 0, NULL);
        ck_assert_ptr_nonnull(msg);
        hsd_rpc_start(&ctx, json_string_value(json_object_get(msg, "method")),
                      json_object_get(msg, "params"), done, &a);
    }
    ctx.shape = NULL;
    drain();
    json_decref(msg);
    ck_assert_int_eq(a.answers, 1);
    int code = a.error ? (int)json_integer_value(json_object_get(a.error, "code")) : 0;
    json_decref(a.result);
    json_decref(a.error);
    return code;
}

/* Whole messages as the daemon reads them: the first of each unit decoded, the
 * repeats (other ids, other entity names) answered from their shape; every
 * message counts one decode of its params, and only the first ones a decode of
 * their unit's request. */
START_TEST(shape_answers_count_one_decode_each)
{
    enum { N = 8 };
    char text[320];
    hsd_decode_counts t0, d;
    bool fast, plain = false;
    int n_fast = 0, n_plain = 0;
    ctx.submit = submit;
    ctx.raw_results = true; /* as in the daemon: answers from prepared text */
    hsd_decode_counts_get(&t0);
    for (int round = 0; round < 3; round++)
        for (int i = 0; i < N; i++) {
            snprintf(text, sizeof(text),
                     "{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"unit.generate\",\"params\":"
                     "{\"unit\":\"handshake.addi\",\"name\":\"add_%d_%d\",\"params\":"
                     "{\"bitwidth\":%d}}}",
                     round * N + i, round, i, i + 1);
            ck_assert_int_eq(message(text, &fast, &plain), 0);
            ck_assert(fast == (round > 0)); /* the first of a shape records it */
            n_fast += fast;
            n_plain += !fast && plain;
        }
    d = since(&t0);
    ck_assert_int_eq(n_fast, 2 * N);
    ck_assert_int_eq(n_plain, N);       /* the first round: decoded from the text (unit_plain.h) */
    ck_assert_uint_eq(d.params, 3 * N); /* every message, whichever way it was answered */
    ck_assert_uint_eq(d.requests, N);   /* the units' requests: the first round's only */
    ck_assert_int_eq(n_submitted, N);
}
END_TEST

/* A unit.generate message of a 128-input mux with 16 extra signals (a `ports` list
 * of some 160 KB of JSON, more than the memo keeps beside a resolution), its extra
 * signals as strings or (objects) as {name, width} objects: the same unit. */
static void long_ports_message(char *buf, size_t cap, int id, const char *name, bool objects)
{
    int n = snprintf(buf, cap,
                     "{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"unit.generate\",\"params\":"
                     "{\"unit\":\"handshake.mux\",\"name\":\"%s\",\"params\":{\"size\":128,"
                     "\"bitwidth\":8,\"index_bitwidth\":7},\"extra_signals\":[",
                     id, name);
    for (int i = 0; i < 16; i++)
        n += snprintf(buf + n, cap - (size_t)n,
                      objects ? "%s{\"name\":\"e%d\",\"width\":8}" : "%s\"e%d: i8\"", i ? "," : "",
                      i);
    snprintf(buf + n, cap - (size_t)n, "]}}");
}

/* A cached hit of a unit whose `ports` list is long is answered from stored text
 * like a small one's: the repeats (other ids and names) from their message's shape
 * and the memo, without reading the unit's request again; the same unit spelled
 * otherwise (resolved again) from the cache's stored text; and no hit builds any
 * part of its answer (the list printed or made as JSON values, the result encoded
 * as JSON values): only the first request built its list, once. */
START_TEST(long_ports_list_hits_build_nothing)
{
    enum { N = 6 };
    char text[2048], name[32];
    hsd_decode_counts t0, d;
    bool fast, plain;
    int n_fast = 0;
    ctx.submit = submit;
    ctx.raw_results = true; /* as in the daemon: answers from prepared text */
    long_ports_message(text, sizeof(text), 1, "first", false);
    hsd_decode_counts_get(&t0);
    ck_assert_int_eq(message(text, &fast, &plain), 0);
    d = since(&t0);
    ck_assert_uint_eq(d.built, 1); /* its `ports` text, printed once for the generation */
    ck_assert_int_eq(n_submitted, 1);

    hsd_decode_counts_get(&t0);
    for (int i = 0; i < N; i++) {
        snprintf(name, sizeof(name), "again_%d", i);
        long_ports_message(text, sizeof(text), 2 + i, name, false);
        ck_assert_int_eq(message(text, &fast, &plain), 0);
        n_fast += fast;
    }
    d = since(&t0);
    ck_assert_int_eq(n_fast, N);      /* from their shape */
    ck_assert_uint_eq(d.requests, 0); /* never resolved again */
    ck_assert_uint_eq(d.built, 0);    /* nothing built */
    ck_assert_int_eq(n_submitted, 1); /* nothing generated */

    /* spelled otherwise: decoded and resolved, then answered from the cache's text;
     * its repeats from the memo, which now knows this spelling too */
    hsd_decode_counts_get(&t0);
    for (int i = 0; i < 3; i++) {
        long_ports_message(text, sizeof(text), 20 + i, i ? "objects_again" : "objects", true);
        ck_assert_int_eq(message(text, &fast, &plain), 0);
    }
    d = since(&t0);
    ck_assert_uint_eq(d.requests, 1); /* the first of this spelling only */
    ck_assert_uint_eq(d.built, 0);
    ck_assert_int_eq(n_submitted, 1);
}
END_TEST

/* One call's answer as the daemon writes it (hsd_json_dump), and what it built. */
static char *answer_text(const char *method, const char *params, uint64_t *built)
{
    json_t *p = json_loads(params, 0, NULL);
    answer a = {0};
    hsd_jbuf b = {0};
    hsd_decode_counts t0, d;
    ck_assert_ptr_nonnull(p);
    hsd_decode_counts_get(&t0);
    hsd_rpc_start(&ctx, method, p, done, &a);
    drain();
    d = since(&t0);
    *built = d.built;
    json_decref(p);
    ck_assert_int_eq(a.answers, 1);
    ck_assert_ptr_nonnull(a.result);
    ck_assert_int_eq(hsd_json_dump(&b, a.result), 0);
    json_decref(a.result);
    ck_assert_int_eq(hsd_jbuf_add(&b, "", 1), 0);
    return b.buf;
}

/* unit.preview of a unit with a long `ports` list, answered as the daemon writes it:
 * its list written as text and its file escaped once straight into the answer,
 * building the answer once (not its list as JSON values first), and the very bytes
 * of the answer built from JSON values (raw_results off), in both HDLs, with a name
 * of its own, first time (generated) and cached. */
START_TEST(preview_builds_its_answer_once)
{
    char params[1024];
    uint64_t built;
    ctx.submit = submit;
    for (int h = 0; h < 2; h++) {
        int n = snprintf(params, sizeof(params),
                         "{\"unit\":\"handshake.mux\",\"name\":\"prev_%d\",\"hdl\":\"%s\","
                         "\"params\":{\"size\":128,\"bitwidth\":8,\"index_bitwidth\":7},"
                         "\"extra_signals\":[",
                         h, h ? "verilog" : "vhdl");
        for (int i = 0; i < 16; i++)
            n += snprintf(params + n, sizeof(params) - (size_t)n, "%s\"e%d: i8\"", i ? "," : "", i);
        snprintf(params + n, sizeof(params) - (size_t)n, "]}");
        ctx.raw_results = true; /* as in the daemon: generated, then cached */
        char *raw[2];
        for (int i = 0; i < 2; i++) {
            raw[i] = answer_text("unit.preview", params, &built);
            /* the answer itself; no `ports` values before it; the first time also the
             * generation's `ports` text, which the cache keeps and the answer copies */
            ck_assert_uint_eq(built, 1 + (i == 0));
        }
        ctx.raw_results = false; /* in-process callers: the answer as JSON values */
        char *values = answer_text("unit.preview", params, &built);
        ck_assert_ptr_nonnull(strstr(values, h ? "module prev_1" : "entity prev_0 is"));
        ck_assert_str_eq(raw[0], values);
        ck_assert_str_eq(raw[1], values);
        free(raw[0]);
        free(raw[1]);
        free(values);
    }
}
END_TEST

/* A request heavy enough for a worker (its weight, from the one decode: 600 ports of
 * a 480-character type) is handed off whole and resolved there from the typed call:
 * still one decode of each kind. */
START_TEST(hand_off_to_a_worker_decodes_once)
{
    char t[800], k[16];
    int n = snprintf(t, sizeof(t), "channel<i8, [");
    for (int i = 0; i < 60; i++)
        n += snprintf(t + n, sizeof(t) - (size_t)n, "%ss%d: i8", i ? ", " : "", i);
    snprintf(t + n, sizeof(t) - (size_t)n, "]>");
    json_t *ports = json_pack("{s:s}", "ins", t);
    for (int i = 0; i < 600; i++) {
        snprintf(k, sizeof(k), "outs[%d]", i);
        json_object_set_new(ports, k, json_string(t));
    }
    json_t *p = json_pack("{s:s, s:o}", "unit", "handshake.fork", "ports", ports);
    char *text = json_dumps(p, JSON_COMPACT);
    hsd_decode_counts t0, d;
    ctx.submit = submit;
    hsd_decode_counts_get(&t0);
    ck_assert_int_eq(start("unit.verify", text), 0);
    d = since(&t0);
    ck_assert_int_eq(n_submitted, 1); /* the call left the loop */
    ck_assert_uint_eq(d.params, 1);
    ck_assert_uint_eq(d.requests, 1);
    free(text);
    json_decref(p);
}
END_TEST

/* circuit.generate decodes on the worker (no text read on the loop): once. */
START_TEST(circuit_decoded_once_on_the_worker)
{
    const char *p = "{\"netlist\": {\"name\": \"pass\", \"units\": [{\"name\": \"b\", \"unit\": "
                    "\"handshake.buffer\", \"params\": {\"bitwidth\": 8}}], \"channels\": []}}";
    hsd_decode_counts t0, d;
    ctx.submit = submit;
    hsd_decode_counts_get(&t0);
    start("circuit.generate", p); /* answered, whatever the netlist's verdict */
    d = since(&t0);
    ck_assert_int_eq(n_submitted, 1);
    ck_assert_uint_eq(d.params, 1);
}
END_TEST

static void setup_small(void)
{
    setup_with(256);
}

/* A text over limits.max_response_bytes is refused (1024) by the size check, which
 * reads the generation of the typed call: one decode of each kind. */
START_TEST(size_limit_reads_the_typed_call)
{
    char p[256];
    hsd_decode_counts t0, d;
    addi(p, sizeof(p), 32, "big");
    hsd_decode_counts_get(&t0);
    ck_assert_int_eq(start("unit.generate", p), 1024);
    d = since(&t0);
    ck_assert_uint_eq(d.params, 1);
    ck_assert_uint_eq(d.requests, 1);
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("rpc_decode_once");
    TCase *tc = tcase_create("decode_once");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, n_requests_n_decodes_and_memo_hits_decode_nothing_twice);
    tcase_add_test(tc, shape_answers_count_one_decode_each);
    tcase_add_test(tc, long_ports_list_hits_build_nothing);
    tcase_add_test(tc, preview_builds_its_answer_once);
    tcase_add_test(tc, hand_off_to_a_worker_decodes_once);
    tcase_add_test(tc, circuit_decoded_once_on_the_worker);
    suite_add_tcase(s, tc);
    TCase *small = tcase_create("size_limit");
    tcase_add_checked_fixture(small, setup_small, teardown);
    tcase_add_test(small, size_limit_reads_the_typed_call);
    suite_add_tcase(s, small);
    return s;
}
