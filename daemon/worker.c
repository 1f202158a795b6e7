/* Generations on the libuv thread pool, so the loop keeps answering small requests.
 *
 * Work submitted during one loop iteration is handed over in batches of up to
 * HSD_WORKER_BATCH (one thread wake-up and one completion for the batch, not
 * for each), at the end of the iteration (hsd_worker_flush) or as soon as a
 * batch is full; an external generator (long, waiting on a process) always
 * goes alone. */
#include <stdlib.h>

#include "server.h"

struct hsd_worker_job {
    uv_work_t req;
    hsd_server *srv;
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
    if (uv_queue_work(srv->loop, &j->req, on_work, on_after_work) == 0)
        return;
    on_work(&j->req);
    on_after_work(&j->req, 0);
}

/* Hands the batch gathered so far to the pool. */
void hsd_worker_flush(hsd_server *srv)
{
    worker_job *j = srv->batch_job;
    if (!j)
        return;
    srv->batch_job = NULL;
    queue(srv, j);
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
