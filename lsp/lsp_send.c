/* The server's output: each message framed with its Content-Length header and
 * written through the server's callback. Apart from the server's dispatch, which
 * sends answers, so the analysis can publish diagnostics without depending on it. */
#include <stdlib.h>
#include <string.h>

#include "lsp.h"
#include "rpc_framing.h"

/* Frames and writes one message (the only writer of the output). */
void lsp_send(lsp_server *s, json_t *msg)
{
    json_object_set_new(msg, "jsonrpc", json_string("2.0"));
    char *body = json_dumps(msg, JSON_COMPACT | JSON_ENSURE_ASCII);
    json_decref(msg);
    if (!body)
        return;
    size_t n = strlen(body);
    char head[64];
    size_t h = hsd_frame_header(HSD_FRAMING_LSP, n, head, sizeof(head));
    s->write(s->write_ctx, head, h);
    s->write(s->write_ctx, body, n);
    free(body);
}

/* A notification to the client. */
void lsp_notify(lsp_server *s, const char *method, json_t *params)
{
    lsp_send(s, json_pack("{s:s, s:o}", "method", method, "params", params));
}
