/* The method layer's work on worker threads touches no JSON value the loop thread
 * can still reach: no reference count of a value another thread holds is changed
 * off the loop (a request's params, a `ports` value), so whichever thread ends
 * first, the last reference is dropped on the loop thread.
 *
 * A daemon hands work to its pool during the loop iteration (a full batch leaves
 * at once: daemon/worker.c), and the loop thread may be preempted right after:
 * a worker can then finish before the loop drops the request's message
 * (rpc_dispatch.c: json_decref of the parsed message, whose params the call
 * holds). The test's submitter plays that order every time: each piece of work
 * runs on a thread of its own and the "loop" waits until it has finished, looking
 * at a relaxed flag (no ordering between the two threads, as the preempted loop
 * has none), then drops the message, and only then joins the thread and completes
 * the work, as libuv's completion queue would. A worker reading what the loop
 * changes meanwhile, or the loop reading what a worker wrote before the
 * completion, is reported too. Under ThreadSanitizer
 * (HSGEN_SANITIZE_THREAD, make test-tsan) a worker that dropped the last
 * reference but one, leaving the free to the loop, is a reported data race; in
 * every build the answers are the bytes an inline context gives. */
#include <check.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "json_dump.h"
#include "rpc_methods.h"
#include "unit_args.h"

/* One piece of work on a thread of its own. */
typedef struct {
    pthread_t t;
    hsd_gen *g;
    atomic_int finished; /* read relaxed: no ordering with the "loop" */
} job;

static job jobs[256];
static int n_jobs, n_completed;
static size_t last_len; /* of the last answer compared */

static void *job_main(void *arg)
{
    job *j = arg;
    hsd_gen_run(j->g);
    atomic_store_explicit(&j->finished, 1, memory_order_relaxed);
    return NULL;
}

/* ctx->submit: the work runs now on its own thread, and the loop waits for it to
 * end without synchronizing with it (a loop thread preempted after the hand-off). */
static int thread_submit(hsd_ctx *ctx, hsd_gen *g)
{
    job *j;
    (void)ctx;
    ck_assert_int_lt(n_jobs, 256);
    j = &jobs[n_jobs++];
    j->g = g;
    atomic_store_explicit(&j->finished, 0, memory_order_relaxed);
    ck_assert_int_eq(pthread_create(&j->t, NULL, job_main, j), 0);
    while (!atomic_load_explicit(&j->finished, memory_order_relaxed))
        sched_yield();
    return 0;
}

/* The loop's completions, in order, once each thread is joined (libuv's completion
 * queue orders them after the work); a completion may submit more work. */
static void drain(hsd_ctx *ctx)
{
    while (n_completed < n_jobs) {
        job *j = &jobs[n_completed++];
        ck_assert_int_eq(pthread_join(j->t, NULL), 0);
        hsd_gen_complete(ctx, j->g);
    }
}

typedef struct {
    json_t *result, *error;
    bool answered;
} answer;

static void on_done(void *owner, json_t *result, json_t *error)
{
    answer *a = owner;
    a->result = result;
    a->error = error;
    a->answered = true;
}

/* The answer as the daemon writes it (its raw results dumped), or the error. */
static char *answer_text(json_t *result, json_t *error)
{
    hsd_jbuf b = {0};
    char *s;
    ck_assert_int_eq(hsd_json_dump(&b, error ? error : result), 0);
    ck_assert(!b.failed);
    s = strndup(b.buf, b.len);
    hsd_jbuf_free(&b);
    json_decref(result);
    json_decref(error);
    return s;
}

static hsd_ctx threaded, inline_ctx;

static void init_ctx(hsd_ctx *ctx)
{
    hs_config cfg;
    ck_assert_int_eq(hs_config_default(&cfg, NULL), 0);
    ck_assert_int_eq(hsd_ctx_init(ctx, &cfg, true), 0);
    hs_config_free(&cfg);
    ctx->raw_results = true; /* as in the daemon */
}

static void setup(void)
{
    init_ctx(&threaded);
    init_ctx(&inline_ctx);
    threaded.submit = thread_submit;
    n_jobs = n_completed = 0;
}

static void teardown(void)
{
    drain(&threaded);
    hsd_ctx_free(&threaded);
    hsd_ctx_free(&inline_ctx);
}

/* One request through both contexts: through the threaded one as the daemon's
 * dispatcher makes it (the message parsed, the call started with its params, the
 * message dropped when the start returns), through the inline one at once; the
 * two answers must be the same bytes. Returns the number of pieces of work the
 * request gave the workers. */
static int same_answer(const char *method, const char *params_text)
{
    char *want, *got;
    json_t *root = json_object(), *params = json_loads(params_text, 0, NULL), *r = NULL, *e = NULL;
    answer a = {NULL, NULL, false};
    int before = n_jobs;
    ck_assert_ptr_nonnull(params);
    ck_assert_int_eq(json_object_set_new(root, "params", params), 0); /* the message holds it */
    hsd_rpc_call(&inline_ctx, method, json_object_get(root, "params"), &r, &e);
    want = answer_text(r, e);

    hsd_rpc_start(&threaded, method, params, on_done, &a);
    json_decref(root); /* the dispatcher drops the message (the call holds what it needs) */
    drain(&threaded);
    ck_assert(a.answered);
    got = answer_text(a.result, a.error);
    ck_assert_str_eq(got, want);
    last_len = strlen(got);
    free(want);
    free(got);
    return n_jobs - before;
}

/* A mux with extra signals: a preview answered on a worker, thousands of bytes. */
#define MUX                                                                                        \
    "{\"unit\": \"handshake.mux\", \"params\": {\"size\": 8, \"bitwidth\": 16, "                   \
    "\"index_bitwidth\": 3}, \"extra_signals\": [\"e0: i2\", \"e1: i4\"], \"name\": \"%s\"}"

START_TEST(previews_resolved_generated_and_answered_on_workers)
{
    char p[512];
    snprintf(p, sizeof(p), MUX, "wide_mux");
    /* resolution, generation and answer: three pieces of work */
    ck_assert_int_eq(same_answer("unit.preview", p), 3);
    /* answered from the cache, on a worker holding the entry; another name */
    snprintf(p, sizeof(p), MUX, "other_mux");
    ck_assert_int_eq(same_answer("unit.preview", p), 2);
    /* a unit.generate of the same unit, then its memo's answer */
    ck_assert_int_eq(same_answer("unit.generate", p), 0);
    ck_assert_int_eq(same_answer("unit.generate", p), 0);
}
END_TEST

/* A merge whose request is heavy (HSD_LARGE_WEIGHT): n inputs of 16 signals each,
 * one of them of width 0 when bad (refused by the verification). */
static char *heavy_merge(int n, bool bad)
{
    size_t cap = 64 + (size_t)(n + 1) * 640, len;
    char *p = malloc(cap), type[640];
    size_t tl = (size_t)snprintf(type, sizeof(type), "channel<i8, [");
    for (int k = 0; k < 16; k++) /* long names: the weight of text, less to generate */
        tl += (size_t)snprintf(type + tl, sizeof(type) - tl, "%ss%d_a_longer_name: i1",
                               k ? ", " : "", k);
    snprintf(type + tl, sizeof(type) - tl, "]>");
    len = (size_t)snprintf(p, cap, "{\"unit\": \"handshake.merge\", \"ports\": {");
    for (int i = 0; i < n; i++)
        len += (size_t)snprintf(p + len, cap - len, "\"ins[%d]\": \"%s\", ", i,
                                bad && i == n / 2 ? "channel<i0>" : type);
    snprintf(p + len, cap - len, "\"outs\": \"%s\"}}", type);
    return p;
}

/* A unit.generate whose answer is large: written whole on the generation's worker
 * for the call that started it (from the call's name and signature), the same bytes. */
START_TEST(large_generate_answered_from_its_worker)
{
    const char *p =
        "{\"unit\": \"handshake.mux\", \"params\": {\"size\": 256, \"bitwidth\": 64, "
        "\"index_bitwidth\": 8}, \"extra_signals\": [\"e0: i8\", \"e1: i8\", \"e2: i8\", "
        "\"e3: i8\", \"e4: i8\", \"e5: i8\", \"e6: i8\", \"e7: i8\"], \"name\": \"big_mux\"}";
    ck_assert_int_eq(same_answer("unit.generate", p), 1);
    ck_assert_uint_gt(last_len, 256u << 10); /* (HSD_ANSWER_OWN: written on the worker) */
    ck_assert_int_eq(same_answer("unit.generate", p), 0); /* its hit */
}
END_TEST

START_TEST(heavy_requests_resolved_and_verified_on_workers)
{
    char *p = heavy_merge(700, false), *bad = heavy_merge(700, true);
    json_t *j = json_loads(p, 0, NULL);
    ck_assert_uint_ge(hsd_json_weight(j), HSD_LARGE_WEIGHT); /* (else it stays on the loop) */
    json_decref(j);
    ck_assert_int_eq(same_answer("unit.generate", p), 2); /* resolution, generation */
    ck_assert_int_eq(same_answer("unit.verify", p), 1);   /* the whole call */
    ck_assert_int_eq(same_answer("unit.verify", bad), 1); /* its error, made there */
    ck_assert_int_eq(same_answer("unit.preview", bad), 1);
    free(p);
    free(bad);
}
END_TEST

START_TEST(circuits_decoded_on_workers)
{
    char path[1024], *text;
    FILE *f;
    long n;
    const char *src = getenv("HSGEN_SOURCE_DIR");
    snprintf(path, sizeof(path), "%s/tests/circuits/compose_addi.json", src ? src : ".");
    f = fopen(path, "rb");
    ck_assert_ptr_nonnull(f);
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    rewind(f);
    text = malloc((size_t)n + 64);
    n = snprintf(text, 16, "{\"netlist\": ");
    n += (long)fread(text + n, 1, 1 << 15, f);
    fclose(f);
    strcpy(text + n, "}");
    ck_assert_int_eq(same_answer("circuit.generate", text), 1); /* decoded there too */
    free(text);
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("rpc_threads");
    TCase *tc = tcase_create("threads");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, previews_resolved_generated_and_answered_on_workers);
    tcase_add_test(tc, large_generate_answered_from_its_worker);
    tcase_add_test(tc, heavy_requests_resolved_and_verified_on_workers);
    tcase_add_test(tc, circuits_decoded_on_workers);
    suite_add_tcase(s, tc);
    return s;
}
