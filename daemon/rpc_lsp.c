/* The Language Server Protocol's session methods, per connection, so a generic LSP
 * client can start, end and cancel within a session: initialize, initialized,
 * shutdown, exit and $/cancelRequest, one table of rows {name, flags, run} looked up
 * once per request with the other tables (server_methods.c). Everything else stays
 * hsgen's own methods. */
#include <string.h>

#include "hs_named.h"
#include "hs_version.h"
#include "rpc_codes.h"
#include "server.h"

/* The methods an editor calls, named in the capabilities so a client can tell
 * which of them this server answers. */
static json_t *capabilities(void)
{
    return json_pack("{s:{s:[s,s,s,s,s]}, s:i}", "experimental", "methods", "unit.preview",
                     "unit.generate", "unit.verify", "unit.list", "unit.describe",
                     "textDocumentSync", 0);
}

/* initialize: what this server is and which methods it answers. */
static void run_initialize(hsd_conn *c, json_t *params, hsd_lsp_answer *a)
{
    (void)c;
    (void)params;
    a->result = json_pack("{s:o, s:{s:s, s:s}}", "capabilities", capabilities(), "serverInfo",
                          "name", "hsgend", "version", hs_version());
}

/* initialized: the client's acknowledgement; nothing to do (null when asked). */
static void run_initialized(hsd_conn *c, json_t *params, hsd_lsp_answer *a)
{
    (void)c;
    (void)params;
    (void)a;
}

/* shutdown: from now on only exit (and cancellations) are accepted; result null. */
static void run_shutdown(hsd_conn *c, json_t *params, hsd_lsp_answer *a)
{
    (void)params;
    (void)a;
    c->lsp_shutdown = true;
}

/* exit: this connection only is closed, after the work already answered is flushed. */
static void run_exit(hsd_conn *c, json_t *params, hsd_lsp_answer *a)
{
    (void)params;
    (void)a;
    c->close_after_write = true;
}

/* $/cancelRequest {"id": N}: the id the dispatcher cancels among what it dispatched
 * (an id of another type, or none, cancels nothing). */
static void run_cancel(hsd_conn *c, json_t *params, hsd_lsp_answer *a)
{
    json_t *id = json_is_object(params) ? json_object_get(params, "id") : NULL;
    (void)c;
    if (json_is_integer(id) || json_is_string(id))
        a->cancel = id;
}

/* The session's methods: exit and $/cancelRequest are accepted after shutdown too. */
static const hsd_lsp_row lsp_methods[] = {
    {"initialize", 0, run_initialize},
    {"initialized", 0, run_initialized},
    {"shutdown", 0, run_shutdown},
    {"exit", HSD_LSP_AFTER_SHUTDOWN, run_exit},
    {"$/cancelRequest", HSD_LSP_AFTER_SHUTDOWN, run_cancel},
};

_Static_assert(sizeof(lsp_methods) / sizeof(lsp_methods[0]) == HSD_LSP_METHOD_COUNT,
               "HSD_LSP_METHOD_COUNT counts the session's rows");

/* The session method named m, NULL when none. */
const hsd_lsp_row *hsd_lsp_find(const char *m)
{
    int i = HS_NAMED_INDEX(lsp_methods, m);
    return i < 0 ? NULL : &lsp_methods[i];
}

/* Row i, for server.stats to name the session's slots. */
const hsd_lsp_row *hsd_lsp_method_at(int i)
{
    return &lsp_methods[i];
}

/* The row's number: its statistics slot after the other tables' (server_methods.c). */
int hsd_lsp_method_index(const hsd_lsp_row *row)
{
    return (int)(row - lsp_methods);
}

/* The -32600 answer to a request after shutdown (LSP: only exit is accepted). */
json_t *hsd_lsp_after_shutdown(const char *m)
{
    char why[160];
    snprintf(why, sizeof(why), "%.60s after shutdown: only exit is accepted on this connection", m);
    return hsd_rpc_error(HSD_RPC_INVALID_REQUEST, why,
                         json_pack("{s:s, s:s}", "kind", "invalid_request", "field", "method"));
}
