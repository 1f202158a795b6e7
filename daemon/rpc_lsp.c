/* The Language Server Protocol's session methods, per connection, so a generic LSP
 * client can start, end and cancel within a session: initialize, initialized,
 * shutdown and exit ($/cancelRequest: rpc_dispatch.c). Everything else stays hsgen's
 * own methods. */
#include <string.h>

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

/* The -32600 answer to a request after shutdown (LSP: only exit is accepted). */
static json_t *after_shutdown(const char *m)
{
    char why[160];
    snprintf(why, sizeof(why), "%.60s after shutdown: only exit is accepted on this connection", m);
    return hsd_rpc_error(HSD_RPC_INVALID_REQUEST, why,
                         json_pack("{s:s, s:s}", "kind", "invalid_request", "field", "method"));
}

/* Answers an LSP session method; false for any other method (which, after shutdown,
 * is answered with an error here too). */
bool hsd_lsp_method(hsd_conn *c, const char *m, json_t *params, json_t **result, json_t **error)
{
    (void)params; /* none of the session methods reads any */
    if (strcmp(m, "exit") == 0) {
        c->close_after_write = true; /* this connection only; answered work is flushed */
        return true;
    }
    if (c->lsp_shutdown) {
        *error = after_shutdown(m);
        return true;
    }
    if (strcmp(m, "initialize") == 0) {
        *result = json_pack("{s:o, s:{s:s, s:s}}", "capabilities", capabilities(), "serverInfo",
                            "name", "hsgend", "version", hs_version());
        return true;
    }
    if (strcmp(m, "initialized") == 0)
        return true;
    if (strcmp(m, "shutdown") == 0) {
        c->lsp_shutdown = true;
        return true; /* result null */
    }
    return false;
}
