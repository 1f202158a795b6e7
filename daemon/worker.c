/* Generations on the libuv thread pool, so the loop keeps answering small requests.
 *
 * Work submitted during one loop iteration is handed over in batches of up to
 * HSD_WORKER_BATCH (one thread wake-up and one completion for the batch, not
 * for each), at the end of the iteration (hsd_worker_flush) or as soon as a
 * batch is full; an external generator (long, waiting on a process) always
 * goes alone.
 *
 * The loop thread shares light work (hsd_gen_is_light: generations the memo saw
 * produce little text) with the pool as a batch leaves: while the pool is busy,
 * or for a batch of one, it runs the batch's light generations itself; else the
 * pool takes half of them and the loop runs the other half meanwhile. Waking a
 * pool thread and being woken by its completion, and reading on the loop what a
 * worker wrote, cost more than such a generation: on a 2-core virtual machine a
 * cold request cost the daemon about a fifth less CPU, at the same rate
 * (docs/performance.md). Work that is not light always goes to the pool. */
#include <malloc.h>
#include <stdlib.h>

#include "log.h"
#include "server.h"

struct hsd_worker_job {
    uv_work_t req;
    hsd_server *srv;
    bool pooled; /* on the pool (counted in srv->pool_jobs), not run by the loop */
    int n;
    hsd_gen *gen[HSD_WORKER_BATCH];
};
typedef hsd_worker_job worker_job;

/* Runs on a thread-pool thread: the generations themselves, one after the other. */
static void on_work(uv_work_t *req)
{
    worker_job *j = (worker_job *)req;
    for (int i = 0; i < j->n; i++)
        hsd_gen_run(j->gen[i]);
}

/* Back on the loop thread: cache and answer. */
static void on_after_work(uv_work_t *req, int status)
{
    worker_job *j = (worker_job *)req;
    (void)status; /* never cancelled: every job completes */
    if (j->pooled)
        j->srv->pool_jobs--;
    for (int i = 0; i < j->n; i++) {
        j->srv->gens_running--;
        hsd_gen_complete(&j->srv->ctx, j->gen[i]);
    }
    free(j);
}

/* Queues a job on the pool; when that fails, its work runs here (already
 * promised to run). */
static void queue(hsd_server *srv, worker_job *j)
{
    hsd_worker_wake(srv);
    srv->pool_used = true;
    j->pooled = true;
    srv->pool_jobs++;
    if (uv_queue_work(srv->loop, &j->req, on_work, on_after_work) == 0)
        return;
    j->pooled = false;
    srv->pool_jobs--;
    on_work(&j->req);
    on_after_work(&j->req, 0);
}

/* Runs light generations on the loop thread and answers them, then writes the
 * answers (the loop may wait next). Answers let connections dispatch more
 * messages: generations those start while this runs go to the pool whole. */
static void run_here(hsd_server *srv, worker_job *mine)
{
    mine->pooled = false;
    srv->running_here = true;
    on_work(&mine->req);
    on_after_work(&mine->req, 0); /* (frees mine) */
    hsd_worker_flush(srv);        /* (to the pool: nothing waits while the loop sleeps) */
    srv->running_here = false;
    hsd_conn_flush_all(&srv->flush);
}

/* Hands the batch gathered so far to the pool, the loop keeping its share of the
 * light generations (see above). */
void hsd_worker_flush(hsd_server *srv)
{
    worker_job *j = srv->batch_job, *mine;
    int n_light = 0, keep, n = 0;
    if (!j)
        return;
    srv->batch_job = NULL;
    for (int i = 0; !srv->running_here && i < j->n; i++)
        n_light += hsd_gen_is_light(j->gen[i]);
    if (n_light == 0 || !(mine = malloc(sizeof(*mine))))
        return queue(srv, j);
    /* while the pool is busy, or for one: all of them here; else half */
    keep = srv->pool_jobs > 0 || j->n == 1 ? n_light : n_light / 2;
    mine->srv = srv;
    mine->n = 0;
    for (int i = j->n - 1; i >= 0 && mine->n < keep; i--) /* the last ones: the first leave */
        if (hsd_gen_is_light(j->gen[i])) {
            mine->gen[mine->n++] = j->gen[i];
            hsd_gen_mark_here(j->gen[i]); /* (run here, then completed: run_here) */
            j->gen[i] = NULL;
        }
    for (int i = 0; i < j->n; i++) /* the pool's, in their order */
        if (j->gen[i])
            j->gen[n++] = j->gen[i];
    j->n = n;
    if (n)
        queue(srv, j);
    else
        free(j);
    if (mine->n)
        run_here(srv, mine);
    else
        free(mine);
}

/* uv_check callback: the batch gathered during this iteration leaves now. */
void hsd_worker_flush_check(uv_check_t *h)
{
    hsd_worker_flush(h->data);
}

/* uv_prepare callback: nothing waits in a batch while the loop sleeps (work
 * submitted after the check, in a timer or close callback). */
void hsd_worker_flush_prepare(uv_prepare_t *h)
{
    hsd_worker_flush(h->data);
}

/* ctx->submit for the daemon: generations leave the loop thread. */
int hsd_worker_submit(hsd_ctx *ctx, hsd_gen *gen)
{
    hsd_server *srv = ctx->data;
    bool alone = hsd_gen_is_external(gen);
    worker_job *j = alone ? NULL : srv->batch_job;
    if (!j) {
        if (!(j = malloc(sizeof(*j))))
            return -1;
        j->srv = srv;
        j->n = 0;
        if (!alone)
            srv->batch_job = j;
    }
    j->gen[j->n++] = gen;
    srv->gens_running++;
    if (alone) {
        queue(srv, j);
    } else if (j->n == HSD_WORKER_BATCH) {
        hsd_worker_flush(srv);
    }
    return 0;
}

/* An idle pool's threads each free what they keep for their next generations
 * (hsd_thread_release_spares): one job per thread, each holding its thread until
 * every job has reached one (so no thread takes two and another none), for at
 * most RELEASE_WAIT_MS when a thread is busy, and no longer once other work is
 * queued (hsd_worker_wake): a request that comes as the release starts does not
 * wait for it. A thread frees only its own spares, between two of its jobs: no
 * job is using them. */
#define RELEASE_WAIT_MS 100

typedef struct hsd_release_set {
    uv_mutex_t mu;
    uv_cond_t arrived_cv;
    int n;       /* jobs: one per pool thread */
    int arrived; /* jobs that reached a thread */
    int done;    /* jobs back on the loop */
    hsd_server *srv;
    bool woken;      /* work was queued after them: nobody waits any more */
    size_t bytes;    /* freed by the threads */
    uv_work_t req[]; /* n of them */
} release_set;

/* Work is queued (server.h): the release under way, if any, holds no thread longer. */
void hsd_worker_wake(hsd_server *srv)
{
    release_set *r = srv->release;
    if (!r) /* (none under way: the usual case, no lock) */
        return;
    uv_mutex_lock(&r->mu);
    r->woken = true;
    uv_cond_broadcast(&r->arrived_cv);
    uv_mutex_unlock(&r->mu);
    srv->release = NULL; /* (woken once; its jobs still complete and free it) */
}

/* The pool's size as libuv reads it (UV_THREADPOOL_SIZE, default 4, at most 1024;
 * hsgend sets 8 unless the environment says otherwise). */
static int pool_threads(void)
{
    const char *v = getenv("UV_THREADPOOL_SIZE");
    long n = v ? strtol(v, NULL, 10) : 4;
    return n == 0 ? 1 : n < 0 || n > 1024 ? 1024 : (int)n;
}

/* On a pool thread: this thread's spares, then the wait for the other jobs. */
static void on_release(uv_work_t *req)
{
    release_set *r = req->data;
    size_t bytes = hsd_thread_release_spares();
    uint64_t until = uv_hrtime() + (uint64_t)RELEASE_WAIT_MS * 1000000u;
    uv_mutex_lock(&r->mu);
    r->bytes += bytes;
    if (++r->arrived == r->n)
        uv_cond_broadcast(&r->arrived_cv);
    while (r->arrived < r->n && !r->woken) {
        uint64_t now = uv_hrtime();
        if (now >= until || uv_cond_timedwait(&r->arrived_cv, &r->mu, until - now) != 0)
            break; /* a thread busy with other work: it frees its own when it comes */
    }
    uv_mutex_unlock(&r->mu);
}

/* Back on the loop: once every job is back, the freed memory goes back to the system. */
static void on_released(uv_work_t *req, int status)
{
    release_set *r = req->data;
    hsd_server *srv = r->srv;
    (void)status;
    if (++r->done < r->n)
        return;
    if (srv->release == r)
        srv->release = NULL;
    if (r->bytes) {
        if (!r->woken) /* (busy again: the memory is about to be used) */
            malloc_trim(0);
        hsd_log(HSD_LOG_INFO,
                "idle: the %d worker threads released %zu KiB kept for their next "
                "generations",
                r->n, r->bytes / 1024);
    }
    uv_cond_destroy(&r->arrived_cv);
    uv_mutex_destroy(&r->mu);
    free(r);
}

void hsd_worker_release_spares(hsd_server *srv)
{
    int n = pool_threads();
    release_set *r;
    if (!srv->pool_used)
        return; /* (no generation ran on the pool since the last time) */
    if (!(r = calloc(1, sizeof(*r) + (size_t)n * sizeof(uv_work_t))))
        return;
    if (uv_mutex_init(&r->mu) != 0) {
        free(r);
        return;
    }
    if (uv_cond_init(&r->arrived_cv) != 0) {
        uv_mutex_destroy(&r->mu);
        free(r);
        return;
    }
    srv->pool_used = false;
    r->n = n;
    r->srv = srv;
    srv->release = r;
    for (int i = 0; i < n; i++) {
        r->req[i].data = r;
        /* (fails only without a work callback) */
        (void)uv_queue_work(srv->loop, &r->req[i], on_release, on_released);
    }
}
