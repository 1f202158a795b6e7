/* What signals and the server.* methods do to a running daemon: reload its
 * configuration, stop it gracefully. Apart from server.c so the methods that
 * call them do not depend on the daemon's start-up, which starts the dispatch
 * that calls the methods. */
#include <stdlib.h>
#include <string.h>

#include "log.h"
#include "server.h"

/* SIGHUP and server.reload: the new configuration replaces the old one only if it loads. */
int hsd_server_reload(hsd_server *srv, hs_diag *d)
{
    hs_config *cfg = calloc(1, sizeof(*cfg));
    int rc;
    hs_diag_clear(d);
    if (!cfg)
        return hs_fail(d, HS_E_NOMEM, "out of memory");
    hsd_notify("RELOADING=1");
    rc = srv->config_path ? hs_config_load_file(cfg, srv->config_path, d)
                          : hs_config_default(cfg, d);
    if (rc == 0 && (rc = hsd_ctx_set_config(&srv->ctx, cfg)) != 0)
        hs_fail(d, HS_E_NOMEM, "out of memory");
    if (rc != 0) {
        hsd_log(HSD_LOG_ERROR, "reload failed, keeping the old configuration: %s", d->message);
    } else {
        hsd_log_set_level(cfg->log_level);
        hsd_log(HSD_LOG_INFO, "configuration reloaded from %s (listeners unchanged)", cfg->source);
    }
    hs_config_free(cfg);
    free(cfg);
    hsd_notify("READY=1");
    return rc;
}

/* Past the grace period, connections still waiting are closed. */
static void on_grace(uv_timer_t *t)
{
    hsd_server *srv = t->data;
    hsd_log(HSD_LOG_WARN, "shutdown grace period over, closing remaining connections");
    while (srv->conns)
        hsd_conn_close(srv->conns);
}

/* Graceful stop: no new connections or reads, answers for what was received, then the loop
 * ends by itself. */
void hsd_server_stop(hsd_server *srv, const char *why)
{
    hsd_conn *c, *next;
    if (srv->stopping)
        return;
    srv->stopping = true;
    hsd_log(HSD_LOG_INFO, "stopping (%s): answering requests in flight", why);
    hsd_notify("STOPPING=1");
    hsd_listeners_close(srv);
    /* Signal handlers stay (a second SIGTERM must not kill a clean stop) but no
     * longer keep the loop alive: it ends when the last connection closes. */
    uv_unref((uv_handle_t *)&srv->sig_hup);
    uv_unref((uv_handle_t *)&srv->sig_term);
    uv_unref((uv_handle_t *)&srv->sig_int);
    uv_timer_start(&srv->grace, on_grace, HSD_SHUTDOWN_GRACE_MS, 0);
    uv_unref((uv_handle_t *)&srv->grace);
    for (c = srv->conns; c; c = next) {
        next = c->next;
        hsd_conn_kick(c);
    }
}
