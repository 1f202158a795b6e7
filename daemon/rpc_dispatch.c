/* JSON-RPC 2.0 envelope: parse, validate, batches, notifications, routing,
 * and one response (or batch array) per message. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "log.h"
#include "rpc_codes.h"
#include "server.h"

typedef struct {
    hsd_conn *conn;
    json_t *responses; /* array being filled */
    size_t remaining;
} dispatch_batch;

typedef struct {
    hsd_conn *conn;
    dispatch_batch *batch; /* NULL for a single request */
    json_t *id;            /* NULL for a notification */
    int method;            /* stats slot */
    uint64_t t0;
} dispatch_req;

/* The JSON-RPC 2.0 response envelope; a missing id answers as null. */
static json_t *response(json_t *id, json_t *result, json_t *error)
{
    json_t *r = json_pack("{s:s, s:O}", "jsonrpc", "2.0", "id", id ? id : json_null());
    if (error)
        json_object_set_new(r, "error", error);
    else
        json_object_set_new(r, "result", result ? result : json_null());
    return r;
}

/* Sends a finished batch, or nothing when it held only notifications. */
static void batch_finish(dispatch_batch *b)
{
    if (json_array_size(b->responses))
        hsd_conn_send(b->conn, b->responses);
    else
        json_decref(b->responses);
    hsd_conn_message_done(b->conn);
    free(b);
}

/* Completion of one request: stats, then its place in the batch or on the wire. */
static void req_done(void *owner, json_t *result, json_t *error)
{
    dispatch_req *q = owner;
    hsd_server *srv = q->conn->srv;
    hsd_stats_request(&srv->stats, q->method, error != NULL, uv_hrtime() - q->t0);
    if (error && hsd_log_level() >= HSD_LOG_DEBUG) {
        char *s = json_dumps(error, JSON_COMPACT);
        hsd_log(HSD_LOG_DEBUG, "connection %llu: error %s", (unsigned long long)q->conn->id, s);
        free(s);
    }
    if (!q->id) {
        json_decref(result);
        json_decref(error);
    } else if (q->batch) {
        json_array_append_new(q->batch->responses, response(q->id, result, error));
    } else {
        hsd_conn_send(q->conn, response(q->id, result, error));
    }
    if (q->batch) {
        if (--q->batch->remaining == 0)
            batch_finish(q->batch);
    } else {
        hsd_conn_message_done(q->conn);
    }
    json_decref(q->id);
    free(q);
}

/* The -32600 error naming the envelope member that is wrong. */
static json_t *invalid(const char *why, const char *field)
{
    return hsd_rpc_error(HSD_RPC_INVALID_REQUEST, why,
                         json_pack("{s:s, s:s}", "kind", "invalid_request", "field", field));
}

/* Checks the envelope; returns an error object when it is not a valid request. */
static json_t *check_envelope(json_t *req, json_t **id)
{
    json_t *v = json_object_get(req, "jsonrpc"), *m, *p;
    *id = NULL;
    if (!json_is_object(req))
        return invalid("a request must be a JSON object", "request");
    if ((*id = json_object_get(req, "id")) &&
        !(json_is_string(*id) || json_is_integer(*id) || json_is_real(*id) || json_is_null(*id))) {
        *id = NULL;
        return invalid("id must be a string, a number or null", "id");
    }
    if (!json_is_string(v) || strcmp(json_string_value(v), "2.0") != 0)
        return invalid("jsonrpc must be \"2.0\"", "jsonrpc");
    if (!json_is_string(m = json_object_get(req, "method")))
        return invalid("method must be a string", "method");
    p = json_object_get(req, "params");
    if (p && !json_is_object(p) && !json_is_array(p))
        return invalid("params must be an object or an array", "params");
    return NULL;
}

/* Methods that change the server's state, refused on TCP unless admin.allow_tcp. */
static bool admin_method(const char *m)
{
    return strcmp(m, "server.reload") == 0 || strcmp(m, "server.shutdown") == 0;
}

/* Routes a valid request: server.* here, everything else to rpc_methods.c. */
static void route(dispatch_req *q, const char *m, json_t *params)
{
    hsd_server *srv = q->conn->srv;
    json_t *result = NULL, *error = NULL;
    if (json_is_array(params)) {
        req_done(
            q, NULL,
            hsd_rpc_error(HSD_RPC_INVALID_PARAMS, "params must be an object (named parameters)",
                          json_pack("{s:s, s:s}", "kind", "invalid_params", "field", "params")));
        return;
    }
    if (admin_method(m) && q->conn->tcp && !srv->ctx.cfg->cfg.admin_allow_tcp) {
        req_done(q, NULL,
                 hsd_rpc_error(HSD_APP_FORBIDDEN,
                               "administrative methods are refused on TCP listeners "
                               "(admin.allow_tcp)",
                               json_pack("{s:s, s:s}", "kind", "forbidden", "field", "method")));
        return;
    }
    if (hsd_server_method(srv, q->conn, m, params, &result, &error)) {
        req_done(q, result, error);
        return;
    }
    hsd_rpc_start(&srv->ctx, m, params, req_done, q);
}

/* One element of a message (or the whole of a single request). */
static void dispatch_one(hsd_conn *c, dispatch_batch *b, json_t *req)
{
    dispatch_req *q = calloc(1, sizeof(*q));
    json_t *id, *err;
    if (!q)
        return; /* the message stays counted: better a stuck connection than a crash */
    q->conn = c;
    q->batch = b;
    q->t0 = uv_hrtime();
    err = check_envelope(req, &id);
    q->method = hsd_stats_method(err ? NULL : json_string_value(json_object_get(req, "method")));
    if (err) {
        q->id = json_incref(id ? id : json_null());
        req_done(q, NULL, err);
        return;
    }
    q->id = json_incref(id); /* NULL (absent): a notification */
    route(q, json_string_value(json_object_get(req, "method")), json_object_get(req, "params"));
}

/* A batch: every element dispatched, one array answered when the last completes. */
static void dispatch_batch_msg(hsd_conn *c, json_t *arr)
{
    dispatch_batch *b;
    size_t i, n = json_array_size(arr);
    json_t *el;
    if (n == 0 || n > HSD_MAX_BATCH) {
        char why[96];
        snprintf(why, sizeof(why), n ? "batch of %zu requests exceeds %d" : "empty batch", n,
                 HSD_MAX_BATCH);
        hsd_conn_send(c, response(NULL, NULL, invalid(why, "request")));
        return hsd_conn_message_done(c);
    }
    if (!(b = calloc(1, sizeof(*b))))
        return hsd_conn_message_done(c);
    b->conn = c;
    b->responses = json_array();
    b->remaining = n + 1; /* held until every element is dispatched */
    json_array_foreach(arr, i, el) dispatch_one(c, b, el);
    if (--b->remaining == 0)
        batch_finish(b);
}

/* Entry point for one framed message: parse, then a single request or a batch. */
void hsd_dispatch_message(hsd_conn *c, const char *msg, size_t len)
{
    json_error_t jerr;
    json_t *j = json_loadb(msg, len, JSON_DECODE_ANY, &jerr);
    if (!j) {
        char text[256];
        snprintf(text, sizeof(text), "JSON parse error: %s", jerr.text);
        hsd_stats_request(&c->srv->stats, hsd_stats_method(NULL), 1, 0);
        hsd_conn_send(c,
                      response(NULL, NULL,
                               hsd_rpc_error(HSD_RPC_PARSE_ERROR, text,
                                             json_pack("{s:s, s:i, s:i, s:i}", "kind", "parse_json",
                                                       "line", jerr.line, "column", jerr.column,
                                                       "position", jerr.position))));
        return hsd_conn_message_done(c);
    }
    if (json_is_array(j))
        dispatch_batch_msg(c, j);
    else
        dispatch_one(c, NULL, j);
    json_decref(j);
}
