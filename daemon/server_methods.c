/* server.info, server.stats, server.reload, server.shutdown: the methods that
 * need the daemon itself rather than the library. */
#include <string.h>

#include "hs_version.h"
#include "log.h"
#include "request_json.h"
#include "rpc_codes.h"
#include "server.h"

/* What an operator or a client checks first: version, backends, limits, where the
 * configuration came from. */
static json_t *server_info(hsd_server *srv)
{
    const hs_config *cfg = &srv->ctx.cfg->cfg;
    json_t *backends = json_array(), *listen = json_array();
    for (int h = 0; h < HS_HDL_COUNT; h++)
        if (cfg->hdl_enabled[h])
            json_array_append_new(backends, json_string(hs_hdl_name((hs_hdl)h)));
    for (hsd_listener *l = srv->listeners; l; l = l->next)
        json_array_append_new(listen, json_string(l->where));
    return json_pack("{s:s, s:o, s:s, s:{s:I, s:i, s:i}, s:{s:I}, s:s, s:o, s:b}", "version",
                     hs_version(), "backends", backends, "default_hdl",
                     hs_hdl_name(cfg->default_hdl), "limits", "max_message_bytes",
                     (json_int_t)cfg->max_message_bytes, "max_connections",
                     (int)cfg->max_connections, "idle_timeout_s", (int)cfg->idle_timeout_s, "cache",
                     "max_bytes", (json_int_t)cfg->cache_max_bytes, "config", cfg->source, "listen",
                     listen, "admin_allow_tcp", cfg->admin_allow_tcp);
}

/* The metrics an operator reads: connections, requests and errors by method, latency, work
 * in progress. */
static json_t *server_stats(hsd_server *srv)
{
    json_t *o = hsd_stats_json(&srv->stats);
    json_object_set_new(o, "generations_running", json_integer(srv->gens_running));
    return o;
}

/* server.reload is SIGHUP over RPC, with the failure returned instead of only logged. */
static json_t *server_reload(hsd_server *srv, json_t **error)
{
    hs_diag d;
    if (hsd_server_reload(srv, &d) != 0) {
        *error = hsd_rpc_error_from_diag(&d);
        return NULL;
    }
    return json_pack("{s:b, s:s}", "reloaded", 1, "config", srv->ctx.cfg->cfg.source);
}

/* Routes the four server.* methods, which need the daemon rather than the library. */
bool hsd_server_method(hsd_server *srv, hsd_conn *c, const char *method, json_t *params,
                       json_t **result, json_t **error)
{
    static const char *const none[] = {NULL};
    hs_diag d;
    (void)c;
    if (strncmp(method, "server.", 7) != 0)
        return false;
    if (strcmp(method, "server.info") && strcmp(method, "server.stats") &&
        strcmp(method, "server.reload") && strcmp(method, "server.shutdown"))
        return false; /* unknown: rpc_methods answers "method not found" */
    hs_diag_clear(&d);
    if (hs_json_check_members(params, none, &d)) {
        *error = hsd_rpc_error_from_diag(&d);
        return true;
    }
    if (strcmp(method, "server.info") == 0)
        *result = server_info(srv);
    else if (strcmp(method, "server.stats") == 0)
        *result = server_stats(srv);
    else if (strcmp(method, "server.reload") == 0)
        *result = server_reload(srv, error);
    else {
        *result = json_pack("{s:b}", "stopping", 1);
        hsd_server_stop(srv, "server.shutdown");
    }
    return true;
}
