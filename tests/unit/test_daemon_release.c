/* The pool's idle release (daemon/worker.c): each pool thread frees what it keeps
 * for its next generations in a job of its own, and those jobs wait for each other
 * (so that each thread takes one) for at most 100 ms. Work queued as the release
 * starts must not wait for that: the waiting jobs are woken and let their threads
 * go (hsd_worker_wake).
 *
 * Two pool threads (UV_THREADPOOL_SIZE=2). A blocker generation holds the first
 * thread; the release's two jobs are queued, the second thread takes one and waits
 * for the other, which the held thread cannot take; then a probe generation is
 * queued behind them. A daemon whose release jobs were not woken ran the probe only
 * when the waiting job gave up, 100 ms later, every time; a woken one runs it at
 * once. Asserted on the best of five rounds against half of that wait (an order of
 * magnitude above what it takes: a loaded machine that stalls one round does not
 * stall five). Each generation is a real one (the threads' arenas and rendering
 * rooms are used, then freed by the release between two jobs of the same thread),
 * so ThreadSanitizer (make test-tsan) sees the release beside the work. */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include <uv.h>

#include "check_main.h"
#include "result_files.h"
#include "rpc_call.h"
#include "server.h"

/* A generation the test drives: a real unit generated and rendered, then, for the
 * blocker, a wait until the test lets it go. */
typedef struct {
    hsd_gen base;
    uv_sem_t started, go, ran;
    bool hold;
    uint64_t ran_at; /* uv_hrtime when it had generated */
    int rc;
} test_gen;

/* An adder generated and its files rendered: the arena and the rendering room of
 * the thread that runs it. */
static int generate_adder(void)
{
    hs_config cfg;
    hs_request q;
    hs_gen_result r;
    hsd_rendered rd;
    hs_diag d;
    hs_unit *u = hs_unit_new();
    int rc;
    if (!u || hs_config_default(&cfg, &d) != 0)
        return -1;
    hs_request_init(&q, "addi");
    strcpy(q.name, "adder");
    rc = hs_request_add_param(&q, "bitwidth", "32", &d);
    if (rc == 0)
        rc = hs_unit_resolve(&q, HS_HDL_VHDL, &cfg, u, &d);
    if (rc == 0 && (rc = hs_generate(u, HS_HDL_VHDL, &r, &d)) == 0) {
        if ((rc = hsd_files_render(&r, &rd)) == 0)
            hsd_rendered_free(&rd);
        hs_gen_result_free(&r);
    }
    hs_request_free(&q);
    hs_unit_free(u);
    hs_config_free(&cfg);
    return rc;
}

static void test_run(hsd_gen *g)
{
    test_gen *t = (test_gen *)g;
    t->rc = generate_adder();
    t->ran_at = uv_hrtime();
    uv_sem_post(&t->ran);
    if (t->hold) {
        uv_sem_post(&t->started);
        uv_sem_wait(&t->go);
    }
}

static void test_complete(hsd_ctx *ctx, hsd_gen *g)
{
    (void)ctx;
    (void)g;
}

static void gen_init(test_gen *t, bool hold)
{
    memset(t, 0, sizeof(*t));
    t->base.run = test_run;
    t->base.complete = test_complete;
    t->hold = hold;
    ck_assert_int_eq(uv_sem_init(&t->started, 0), 0);
    ck_assert_int_eq(uv_sem_init(&t->go, 0), 0);
    ck_assert_int_eq(uv_sem_init(&t->ran, 0), 0);
}

static void gen_destroy(test_gen *t)
{
    uv_sem_destroy(&t->started);
    uv_sem_destroy(&t->go);
    uv_sem_destroy(&t->ran);
}

START_TEST(work_queued_as_the_release_starts_does_not_wait_for_it)
{
    uv_loop_t loop;
    hsd_server *srv = calloc(1, sizeof(*srv));
    uint64_t best = UINT64_MAX;
    ck_assert_ptr_nonnull(srv);
    ck_assert_int_eq(setenv("UV_THREADPOOL_SIZE", "2", 1), 0); /* (before the pool starts) */
    ck_assert_int_eq(uv_loop_init(&loop), 0);
    srv->loop = &loop;
    srv->ctx.data = srv; /* (hsd_worker_submit's server) */
    for (int round = 0; round < 5; round++) {
        test_gen blocker, probe;
        uint64_t t0;
        gen_init(&blocker, true);
        gen_init(&probe, false);
        ck_assert_int_eq(hsd_worker_submit(&srv->ctx, &blocker.base), 0);
        hsd_worker_flush(srv);
        uv_sem_wait(&blocker.started); /* one thread held */
        ck_assert(srv->pool_used);
        hsd_worker_release_spares(srv); /* two jobs: the other thread takes one and waits */
        t0 = uv_hrtime();
        ck_assert_int_eq(hsd_worker_submit(&srv->ctx, &probe.base), 0);
        hsd_worker_flush(srv);
        uv_sem_wait(&probe.ran); /* while the blocker still holds its thread */
        if (probe.ran_at - t0 < best)
            best = probe.ran_at - t0;
        uv_sem_post(&blocker.go);
        ck_assert_int_eq(uv_run(&loop, UV_RUN_DEFAULT),
                         0); /* every completion, the release's too */
        ck_assert_int_eq(blocker.rc, 0);
        ck_assert_int_eq(probe.rc, 0);
        ck_assert_ptr_null(srv->release);
        ck_assert_uint_eq(srv->gens_running, 0);
        gen_destroy(&blocker);
        gen_destroy(&probe);
    }
    ck_assert_msg(best < 50u * 1000000u,
                  "work queued behind the idle release waited %.1f ms at best: for the release "
                  "jobs' wait (100 ms)",
                  (double)best / 1e6);
    ck_assert_int_eq(uv_loop_close(&loop), 0);
    free(srv);
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("daemon_release");
    TCase *tc = tcase_create("release");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, work_queued_as_the_release_starts_does_not_wait_for_it);
    suite_add_tcase(s, tc);
    return s;
}
