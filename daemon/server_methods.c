/* server.info, server.stats, server.reload, server.shutdown: the methods that
 * need the daemon itself rather than the library, in one table; the one lookup
 * of a request's method (this table's row or the method layer's) and its
 * statistics slot. */
#include <string.h>

#include "decode_count.h"
#include "hs_named.h"
#include "hs_version.h"
#include "log.h"
#include "request_json.h"
#include "rpc_codes.h"
#include "server.h"

/* What an operator or a client checks first: version, backends, limits, where the
 * configuration came from. */
static json_t *server_info(hsd_server *srv, json_t **error)
{
    const hs_config *cfg = &srv->ctx.cfg->cfg;
    json_t *backends = json_array(), *listen = json_array();
    (void)error;
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

/* Names statistics slot i (stats.h) for server.stats. */
static const char *slot_name(int i);

/* The metrics an operator reads: connections, requests and errors by method, latency, work
 * in progress, answers built instead of copied. */
static json_t *server_stats(hsd_server *srv, json_t **error)
{
    json_t *o = hsd_stats_json(&srv->stats, slot_name);
    hsd_decode_counts n;
    (void)error;
    hsd_decode_counts_get(&n);
    json_object_set_new(o, "generations_running", json_integer(srv->gens_running));
    /* a cached hit copies its stored answer: a count that grows with hits says it did not */
    json_object_set_new(o, "answers_built", json_integer((json_int_t)n.built));
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

/* server.shutdown answers, then the daemon stops (after flushing what it answered). */
static json_t *server_shutdown(hsd_server *srv, json_t **error)
{
    json_t *result = json_pack("{s:b}", "stopping", 1);
    (void)error;
    hsd_server_stop(srv, "server.shutdown");
    return result;
}

/* The daemon's own methods: looked up by name once per request, the rest read
 * from the row (as the method layer's table). */
static const hsd_server_row server_methods[] = {
    {"server.info", 0, server_info},
    {"server.stats", 0, server_stats},
    {"server.reload", HSD_METHOD_ADMIN, server_reload},
    {"server.shutdown", HSD_METHOD_ADMIN, server_shutdown},
};
_Static_assert(sizeof(server_methods) / sizeof(server_methods[0]) == HSD_SERVER_METHOD_COUNT,
               "HSD_SERVER_METHOD_COUNT counts the server.* rows");
_Static_assert(HSD_STATS_METHODS ==
                   HSD_RPC_METHOD_COUNT + HSD_SERVER_METHOD_COUNT + HSD_LSP_METHOD_COUNT + 2,
               "a statistics slot for every row of the three tables, invalid requests and others");
#define LSP_SLOT0 (HSD_RPC_METHOD_COUNT + HSD_SERVER_METHOD_COUNT) /* the session's first */

static const char *slot_name(int i)
{
    if (i < HSD_RPC_METHOD_COUNT)
        return hsd_rpc_method_at(i)->name;
    if (i < LSP_SLOT0)
        return server_methods[i - HSD_RPC_METHOD_COUNT].name;
    if (i < LSP_SLOT0 + HSD_LSP_METHOD_COUNT)
        return hsd_lsp_method_at(i - LSP_SLOT0)->name;
    return i == HSD_STATS_INVALID ? "(invalid)" : "(other)";
}

/* The one lookup of a request's method: the method layer's table, then (for a
 * server.* name) the daemon's, then the LSP session's; the statistics slot follows
 * from the row. */
void hsd_server_find_method(const char *method, hsd_method_ref *ref)
{
    ref->row = NULL;
    ref->server = NULL;
    ref->lsp = NULL;
    ref->slot = HSD_STATS_INVALID;
    if (!method)
        return;
    ref->slot = HSD_STATS_OTHER;
    if ((ref->row = hsd_rpc_method(method))) {
        ref->slot = hsd_rpc_method_index(ref->row);
        return;
    }
    if (strncmp(method, "server.", 7) != 0) {
        if ((ref->lsp = hsd_lsp_find(method)))
            ref->slot = LSP_SLOT0 + hsd_lsp_method_index(ref->lsp);
        return;
    }
    int i = HS_NAMED_INDEX(server_methods, method);
    if (i >= 0) {
        ref->server = &server_methods[i];
        ref->slot = HSD_RPC_METHOD_COUNT + i;
    }
}

/* The admin flag of whichever row the method has (none: not administrative). */
bool hsd_server_admin_method(const hsd_method_ref *ref)
{
    unsigned flags = ref->row ? ref->row->flags : ref->server ? ref->server->flags : 0;
    return (flags & HSD_METHOD_ADMIN) != 0;
}

/* A server.* request: none takes params. */
void hsd_server_run_method(hsd_server *srv, const hsd_server_row *r, json_t *params,
                           json_t **result, json_t **error)
{
    static const char *const none[] = {NULL};
    hs_diag d;
    hs_diag_clear(&d);
    if (hs_json_check_members(params, none, &d)) {
        *error = hsd_rpc_error_from_diag(&d);
        return;
    }
    *result = r->run(srv, error);
}
