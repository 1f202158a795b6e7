/* The daemon's lifetime: start listening, signals, reload, graceful stop. */
#include <malloc.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "hs_version.h"
#include "log.h"
#include "server.h"

/* SIGHUP reloads; SIGTERM/SIGINT start the graceful stop (a repeated one is ignored). */
static void on_signal(uv_signal_t *s, int signum)
{
    hsd_server *srv = s->data;
    hs_diag d;
    if (signum != SIGHUP && srv->stopping) {
        hsd_log(HSD_LOG_INFO, "already stopping; %s ignored",
                signum == SIGTERM ? "SIGTERM" : "SIGINT");
        return;
    }
    if (signum == SIGHUP) {
        hsd_server_reload(srv, &d);
        return;
    }
    hsd_server_stop(srv, signum == SIGTERM ? "SIGTERM" : "SIGINT");
}

/* systemd sockets win; else --listen; else the configuration's listen list. */
static int open_listeners(hsd_server *srv, const hs_config *cfg, hs_diag *d)
{
    int n = hsd_listen_fds(), rc = 0;
    for (int i = 0; i < n && rc == 0; i++)
        rc = hsd_listener_adopt(srv, 3 + i, d);
    if (n > 0)
        return rc;
    for (int i = 0; i < srv->n_cli_listen && rc == 0; i++)
        rc = hsd_listener_open(srv, srv->cli_listen[i], d);
    if (srv->n_cli_listen > 0)
        return rc;
    for (int i = 0; i < cfg->n_listen && rc == 0; i++)
        rc = hsd_listener_open(srv, cfg->listen[i], d);
    if (rc == 0 && !srv->listeners)
        rc = hs_fail(d, HS_E_CONFIG, "nothing to listen on (listen is empty)");
    return rc;
}

/* Signals are libuv handles so their work runs on the loop thread, not in a handler. */
static void init_signal(hsd_server *srv, uv_signal_t *s, int signum)
{
    uv_signal_init(srv->loop, s);
    s->data = srv;
    uv_signal_start(s, on_signal, signum);
}

/* A daemon idle for HSD_IDLE_RELEASE_S seconds (no request answered, no generation
 * running) frees what it keeps for the next requests: the resolved units (82 KB each,
 * up to 5.2 MB), generation and call records, written output buffers (up to
 * 4 MiB), and what the loop thread and the pool's threads keep for their next
 * generations (up to 3.5 MiB each), and gives the free memory back to the system.
 * A busy daemon keeps them. */
static void release_when_idle(hsd_server *srv)
{
    int units, outs = srv->n_out_pool;
    size_t out_bytes = 0, mine;
    if (srv->gens_running || srv->stats.lat_n != srv->idle_requests) {
        srv->idle_requests = srv->stats.lat_n;
        srv->idle_s = 0;
        return;
    }
    if (++srv->idle_s != HSD_IDLE_RELEASE_S) /* once per idle spell */
        return;
    units = hsd_ctx_release_spares(&srv->ctx);
    while (srv->n_out_pool > 0) {
        out_bytes += srv->out_pool_cap[--srv->n_out_pool];
        free(srv->out_pool[srv->n_out_pool]);
    }
    mine = hsd_thread_release_spares(); /* (the loop runs small generations too) */
    hsd_worker_release_spares(srv);
    if (units == 0 && outs == 0 && mine == 0)
        return;
    malloc_trim(0);
    hsd_log(HSD_LOG_INFO,
            "idle for %us: released %d kept units (%zu KiB) and %d output buffers (%zu KiB); "
            "the loop thread released %zu KiB kept for its next generations",
            HSD_IDLE_RELEASE_S, units, (size_t)units * sizeof(hs_unit) / 1024, outs,
            out_bytes / 1024, mine / 1024);
}

/* Once a second: late messages (conn.c), then what an idle daemon keeps. */
static void on_sweep(uv_timer_t *t)
{
    hsd_conn_sweep(t);
    release_when_idle(t->data);
}

/* Everything before the loop runs: context and cache, listeners, signals; then READY=1. */
int hsd_server_init(hsd_server *srv, uv_loop_t *loop, const hs_config *cfg, const char *config_path,
                    const char *const *cli_listen, int n_cli_listen)
{
    hs_diag d;
    int rc;
    memset(srv, 0, sizeof(*srv));
    hs_diag_clear(&d);
    srv->loop = loop;
    srv->dispatch = (hsd_dispatch_ops){hsd_dispatch_message, hsd_dispatch_batch_continue,
                                       hsd_dispatch_batch_abandon};
    srv->config_path = config_path;
    srv->cli_listen = cli_listen;
    srv->n_cli_listen = n_cli_listen;
    hsd_stats_init(&srv->stats);
    hsd_log_set_level(cfg->log_level);
    if (hsd_ctx_init(&srv->ctx, cfg, true) != 0)
        return HS_E_NOMEM;
    srv->ctx.submit = hsd_worker_submit;
    srv->ctx.raw_results = true; /* everything it answers goes through hsd_json_dump */
    srv->ctx.data = srv;
    hsd_dispatch_init_ctx(&srv->ctx); /* unit.generate answers written as text */
    if ((rc = open_listeners(srv, cfg, &d)) != 0) {
        hsd_log(HSD_LOG_ERROR, "%s", d.message);
        hsd_listeners_close(srv);
        uv_run(loop, UV_RUN_NOWAIT);
        hsd_ctx_free(&srv->ctx);
        return rc;
    }
    init_signal(srv, &srv->sig_hup, SIGHUP);
    init_signal(srv, &srv->sig_term, SIGTERM);
    init_signal(srv, &srv->sig_int, SIGINT);
    uv_timer_init(loop, &srv->grace);
    srv->grace.data = srv;
    uv_timer_init(loop, &srv->sweep);
    srv->sweep.data = srv;
    uv_timer_start(&srv->sweep, on_sweep, 1000, 1000);
    uv_unref((uv_handle_t *)&srv->sweep);
    uv_check_init(loop, &srv->batch);
    srv->batch.data = srv;
    uv_check_start(&srv->batch, hsd_worker_flush_check);
    uv_unref((uv_handle_t *)&srv->batch);
    uv_prepare_init(loop, &srv->batch_early);
    srv->batch_early.data = srv;
    uv_prepare_start(&srv->batch_early, hsd_worker_flush_prepare);
    uv_unref((uv_handle_t *)&srv->batch_early);
    uv_check_init(loop, &srv->flush);
    srv->flush.data = srv;
    uv_check_start(&srv->flush, hsd_conn_flush_all);
    uv_unref((uv_handle_t *)&srv->flush);
    hsd_log(HSD_LOG_NOTICE, "hsgend %s ready (configuration: %s)", hs_version(), cfg->source);
    hsd_notify("READY=1");
    return 0;
}

/* Closing twice is an error in libuv; shutdown paths may meet a handle twice. */
static void close_if_open(uv_handle_t *h)
{
    if (!uv_is_closing(h))
        uv_close(h, NULL);
}

/* Runs the loop to its natural end, then closes the handles that never keep it alive. */
int hsd_server_run(hsd_server *srv)
{
    uv_run(srv->loop, UV_RUN_DEFAULT);
    close_if_open((uv_handle_t *)&srv->grace);
    close_if_open((uv_handle_t *)&srv->sweep);
    close_if_open((uv_handle_t *)&srv->flush);
    close_if_open((uv_handle_t *)&srv->batch);
    close_if_open((uv_handle_t *)&srv->batch_early);
    close_if_open((uv_handle_t *)&srv->sig_hup);
    close_if_open((uv_handle_t *)&srv->sig_term);
    close_if_open((uv_handle_t *)&srv->sig_int);
    signal(SIGTERM, SIG_IGN); /* stopped cleanly: a late SIGTERM must not change that */
    signal(SIGINT, SIG_IGN);
    uv_run(srv->loop, UV_RUN_DEFAULT);
    hsd_log(HSD_LOG_INFO, "stopped");
    return 0;
}

/* Releases what outlives the loop: the method context, the scratch buffer and the
 * kept output buffers. */
void hsd_server_free(hsd_server *srv)
{
    hsd_ctx_free(&srv->ctx);
    hsd_jbuf_free(&srv->scratch);
    while (srv->n_out_pool > 0)
        free(srv->out_pool[--srv->n_out_pool]);
}
