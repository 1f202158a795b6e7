/* Generations on the libuv thread pool, so the loop keeps answering small requests. */
#include <stdlib.h>

#include "server.h"

typedef struct {
    uv_work_t req;
    hsd_server *srv;
    hsd_gen *gen;
} worker_job;

/* Runs on a thread-pool thread: the generation itself. */
static void on_work(uv_work_t *req)
{
    hsd_gen_run(((worker_job *)req)->gen);
}

/* Back on the loop thread: cache and answer. */
static void on_after_work(uv_work_t *req, int status)
{
    worker_job *j = (worker_job *)req;
    (void)status; /* never cancelled: every job completes */
    j->srv->gens_running--;
    hsd_gen_complete(&j->srv->ctx, j->gen);
    free(j);
}

/* ctx->submit for the daemon: generations leave the loop thread. */
int hsd_worker_submit(hsd_ctx *ctx, hsd_gen *gen)
{
    hsd_server *srv = ctx->data;
    worker_job *j = malloc(sizeof(*j));
    if (!j)
        return -1;
    j->srv = srv;
    j->gen = gen;
    if (uv_queue_work(srv->loop, &j->req, on_work, on_after_work) != 0) {
        free(j);
        return -1;
    }
    srv->gens_running++;
    return 0;
}
