/* JSON-RPC 2.0 envelope: parse, validate, batches, notifications, routing,
 * and one response (or batch array) per message. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "log.h"
#include "rpc_codes.h"
#include "rpc_fast.h"
#include "server.h"
#include "unit_plain.h"

/* A batch: its elements are dispatched as the connection's bounds allow, and
 * their responses serialized at once into one array of at most
 * limits.max_response_bytes. */
struct hsd_batch {
    hsd_conn *conn;
    json_t *arr;      /* the parsed message */
    size_t next;      /* first element not dispatched yet */
    hsd_jbuf body;    /* "[" and the responses so far */
    hsd_splices sp;   /* runs of cached entries between body's bytes (held) */
    size_t answered;  /* responses in body */
    size_t remaining; /* elements not answered, plus one while dispatching */
    bool lost;        /* an answer could not be written: the connection closes */
};
typedef hsd_batch dispatch_batch;

typedef struct hsd_pending {
    hsd_conn *conn;
    dispatch_batch *batch;           /* NULL for a single request */
    struct hsd_pending *prev, *next; /* in conn->pending while async */
    bool cancelled;                  /* $/cancelRequest: the result is discarded */
    json_t *id;                      /* NULL for a notification */
    int method;                      /* stats slot */
    bool async;                      /* answered later: counted in conn->async */
    uint64_t t0;
} dispatch_req;

/* A request's record, cleared (NULL when out of memory). Taken with malloc, which
 * glibc serves from its per-thread cache of small blocks, and cleared here: its
 * calloc skips that cache (about 260 instructions a request against some 30). */
static dispatch_req *req_new(void)
{
    dispatch_req *q = malloc(sizeof(*q));
    if (q)
        *q = (dispatch_req){0};
    return q;
}

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

/* Sends a finished batch, or nothing when it held only notifications. A batch
 * one of whose answers could not be written (out of memory) is not sent: the
 * connection closes, as after a single answer that could not be built. */
static void batch_finish(dispatch_batch *b)
{
    hsd_conn *c = b->conn;
    int runs = c->sp.n;
    /* now counted as output (with the runs its answers left in cached entries) */
    hsd_conn_unread_add(c, true, -(long long)(b->body.len + b->sp.bytes));
    if (b->lost || (b->answered && hsd_jbuf_add(&b->body, "]", 1) != 0) ||
        (b->answered && !c->closing && !hsd_splices_move(&c->sp, &b->sp, 0))) {
        hsd_log(HSD_LOG_WARN,
                "connection %llu: out of memory building a batch's answer; closing it",
                (unsigned long long)c->id);
        hsd_conn_close(c);
    } else if (b->answered) {
        hsd_conn_send_text_runs(c, b->body.buf, b->body.len, runs);
    }
    hsd_splices_free(&b->sp); /* (moved, or never sent: released) */
    hsd_jbuf_free(&b->body);
    json_decref(b->arr);
    hsd_conn_message_done(c);
    free(b);
}

/* Adds one response to a batch's array (hsd_batch_append: past
 * limits.max_response_bytes the element is answered with error 1024 instead, so
 * the array stays bounded, past the budgets of unread answers with error 1025);
 * an answer that could not be written loses the batch (batch_finish). */
static void batch_add(dispatch_batch *b, json_t *resp)
{
    size_t before = b->body.len;
    if (hsd_batch_append(b->conn, &b->body, &b->sp, b->answered == 0, resp) != 0) {
        b->lost = true;
    } else {
        hsd_conn_unread_add(b->conn, true, (long long)(b->body.len - before));
        b->answered++;
    }
    json_decref(resp);
}

/* The -32800 error of a cancelled request. */
static json_t *cancelled_error(void)
{
    return hsd_rpc_error(HSD_RPC_REQUEST_CANCELLED, "request cancelled",
                         json_pack("{s:s}", "kind", "cancelled"));
}

/* A request is answered: counted, and off the cancellable list. */
static void req_unlink(dispatch_req *q)
{
    hsd_conn *c = q->conn;
    c->answered++;
    if (q->async) { /* off the cancellable list */
        if (q->prev)
            q->prev->next = q->next;
        else
            c->pending = q->next;
        if (q->next)
            q->next->prev = q->prev;
    }
}

/* After its answer: the connection (or its batch) may go on; the request is freed. */
static void req_release(dispatch_req *q)
{
    hsd_conn *c = q->conn;
    if (q->async)
        c->async--;
    if (q->batch) {
        if (--q->batch->remaining == 0)
            batch_finish(q->batch);
        else if (q->async && !c->closing)
            hsd_conn_kick(c); /* room for the batch's next elements */
    } else {
        hsd_conn_message_done(c);
    }
    json_decref(q->id);
    free(q);
}

/* Completion of one request: stats, then its place in the batch or on the wire. */
static void req_done(void *owner, json_t *result, json_t *error)
{
    dispatch_req *q = owner;
    hsd_conn *c = q->conn;
    hsd_server *srv = c->srv;
    req_unlink(q);
    if (q->cancelled) { /* answered -32800 already, or gets it in its batch */
        json_decref(result);
        json_decref(error);
        result = NULL;
        error = q->batch ? cancelled_error() : NULL;
        if (!q->batch) {
            json_decref(q->id);
            q->id = NULL; /* nothing more on the wire */
        }
    }
    hsd_stats_request(&srv->stats, q->method, error != NULL || q->cancelled, uv_hrtime() - q->t0);
    if (error && hsd_log_level() >= HSD_LOG_DEBUG) {
        char *s = json_dumps(error, JSON_COMPACT);
        hsd_log(HSD_LOG_DEBUG, "connection %llu: error %s", (unsigned long long)q->conn->id, s);
        free(s);
    }
    if (!q->id) {
        json_decref(result);
        json_decref(error);
    } else if (q->batch) {
        batch_add(q->batch, response(q->id, result, error));
    } else {
        hsd_conn_send(c, response(q->id, result, error));
    }
    req_release(q);
}

/* batch_add for a result that is JSON text (hsd_text_answer): the response
 * written into the batch's array around it, the bytes batch_add would add; an
 * answer over a limit is refused from its known size, never built. False, with
 * the array as it was, when it could not be written (batch_add answers then). */
static bool batch_add_text(dispatch_batch *b, json_t *id, const hsd_text_answer *a)
{
    size_t before = b->body.len, runs = b->sp.bytes;
    if (hsd_batch_append_text(b->conn, &b->body, &b->sp, b->answered == 0, id, a) != 0)
        return false;
    hsd_conn_unread_add(b->conn, true, (long long)(b->body.len - before + b->sp.bytes - runs));
    b->answered++;
    return true;
}

/* A result as text (a unit.generate answer): written around its envelope
 * straight into the connection's output or the batch's array, the bytes
 * req_done would write; false (req_done answers) after a cancellation, or when
 * it could not be written. */
static bool req_text_done(void *owner, const hsd_text_answer *a)
{
    dispatch_req *q = owner;
    hsd_conn *c = q->conn;
    if (q->cancelled || !q->id)
        return false;
    if (q->batch ? !batch_add_text(q->batch, q->id, a) : !hsd_conn_send_text_result(c, q->id, a))
        return false;
    req_unlink(q);
    hsd_stats_request(&c->srv->stats, q->method, false, uv_hrtime() - q->t0);
    req_release(q);
    return true;
}

/* The service answers this dispatcher's unit.generate calls as text. */
void hsd_dispatch_init_ctx(hsd_ctx *ctx)
{
    ctx->text_done = req_text_done;
    ctx->text_done_for = req_done;
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

static void dispatch_cancel(hsd_conn *c, json_t *id);

/* An LSP session method (its row's run), then the cancellation it asks for, if
 * any (an unknown or already answered id is ignored); a notification's result is
 * dropped. */
static void run_session(dispatch_req *q, const hsd_lsp_row *row, json_t *params)
{
    hsd_lsp_answer a = {NULL, NULL, NULL};
    row->run(q->conn, params, &a);
    if (a.cancel)
        dispatch_cancel(q->conn, a.cancel);
    req_done(q, a.result, a.error);
}

/* Routes a valid request: the LSP session (after its shutdown only exit and
 * cancellations), server.*, then everything else to the method layer (service/). */
static void route(dispatch_req *q, const char *m, const hsd_method_ref *ref, json_t *params)
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
    if (hsd_server_admin_method(ref) && q->conn->tcp && !srv->ctx.cfg->cfg.admin_allow_tcp) {
        req_done(q, NULL,
                 hsd_rpc_error(HSD_APP_FORBIDDEN,
                               "administrative methods are refused on TCP listeners "
                               "(admin.allow_tcp)",
                               json_pack("{s:s, s:s}", "kind", "forbidden", "field", "method")));
        return;
    }
    if (q->conn->lsp_shutdown && !(ref->lsp && (ref->lsp->flags & HSD_LSP_AFTER_SHUTDOWN)))
        return req_done(q, NULL, hsd_lsp_after_shutdown(m));
    if (ref->lsp)
        return run_session(q, ref->lsp, params);
    if (ref->server) {
        hsd_server_run_method(srv, ref->server, params, &result, &error);
        req_done(q, result, error);
        return;
    }
    if (ref->row)
        return hsd_rpc_start_row(&srv->ctx, ref->row, params, req_done, q);
    hsd_rpc_start(&srv->ctx, m, params, req_done, q); /* answers "method not found" */
}

/* A request not answered by the time its dispatch returns (`before`: the
 * connection's answers then) waits for a generation: it counts as async and
 * can be cancelled. */
static void track_async(hsd_conn *c, dispatch_req *q, uint64_t before)
{
    if (c->answered == before) { /* q is still alive: its answer comes later */
        q->async = true;
        c->async++;
        q->next = c->pending;
        if (c->pending)
            c->pending->prev = q;
        c->pending = q;
    }
}

/* One element of a message (or the whole of a single request); a request not
 * answered by the time it returns waits for a generation and counts as async. */
static void dispatch_one(hsd_conn *c, dispatch_batch *b, json_t *req)
{
    dispatch_req *q = req_new();
    json_t *id, *err;
    const char *m;
    hsd_method_ref ref;
    uint64_t before = c->answered;
    if (!q)
        return; /* the message stays counted: better a stuck connection than a crash */
    q->conn = c;
    q->batch = b;
    q->t0 = uv_hrtime();
    err = check_envelope(req, &id);
    m = err ? NULL : json_string_value(json_object_get(req, "method"));
    hsd_server_find_method(m, &ref);
    q->method = ref.slot;
    if (err) {
        q->id = json_incref(id ? id : json_null());
        req_done(q, NULL, err);
        return;
    }
    q->id = json_incref(id); /* NULL (absent): a notification */
    route(q, m, &ref, json_object_get(req, "params"));
    track_async(c, q, before);
}

/* A plain unit.generate (unit_plain.h), decoded from its text: the request
 * dispatch_one would make of its JSON (a valid envelope, a method route() hands
 * to the method layer), started without the JSON. False when it could not be
 * (out of memory): the ordinary path takes the message. */
static bool dispatch_plain(hsd_conn *c, hsd_plain *p, const hsd_shape *shape)
{
    hsd_server *srv = c->srv;
    dispatch_req *q = req_new();
    const hsd_shape *saved = srv->ctx.shape;
    uint64_t before = c->answered;
    if (q)
        q->id = p->id_is_string ? json_stringn(p->id_text, p->id_len) : json_integer(p->id_num);
    if (!q || !q->id) {
        free(q);
        hs_request_free(&p->req);
        return false;
    }
    q->conn = c;
    q->t0 = uv_hrtime();
    q->method = HSD_RPC_UNIT_GENERATE; /* its row's statistics slot */
    srv->ctx.shape = shape;            /* as dispatch_parsed: the decode records its shape */
    hsd_rpc_start_plain(&srv->ctx, p, req_done, q);
    srv->ctx.shape = saved;
    track_async(c, q, before);
    return true;
}

/* Cancels this connection's request `id` if it waits for a generation: answered
 * -32800 at once (in a batch: in its array), its result discarded when it ends. */
static void dispatch_cancel(hsd_conn *c, json_t *id)
{
    for (dispatch_req *q = c->pending; q; q = q->next) {
        if (q->cancelled || !q->id || !json_equal(q->id, id))
            continue;
        q->cancelled = true;
        if (!q->batch)
            hsd_conn_send(c, response(q->id, NULL, cancelled_error()));
        return;
    }
}

/* Dispatches a batch's elements while the connection's bounds allow. */
void hsd_dispatch_batch_continue(hsd_conn *c)
{
    dispatch_batch *b = c->batch;
    size_t n = json_array_size(b->arr);
    while (b->next < n && !c->closing && !hsd_conn_busy(c))
        dispatch_one(c, b, json_array_get(b->arr, b->next++));
    if (c->batch != b || b->next < n)
        return; /* abandoned by a close (which took the dispatch hold), or busy */
    c->batch = NULL;
    if (--b->remaining == 0)
        batch_finish(b);
}

/* The connection closed: the elements not dispatched yet are never answered. */
void hsd_dispatch_batch_abandon(hsd_conn *c)
{
    dispatch_batch *b = c->batch;
    if (!b)
        return;
    c->batch = NULL;
    b->remaining -= json_array_size(b->arr) - b->next + 1;
    b->next = json_array_size(b->arr);
    if (b->remaining == 0)
        batch_finish(b);
}

/* A batch: elements dispatched as bounds allow, one array answered when the last completes. */
static void dispatch_batch_msg(hsd_conn *c, json_t *arr)
{
    dispatch_batch *b;
    size_t n = json_array_size(arr);
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
    b->arr = json_incref(arr);
    b->remaining = n + 1; /* held until every element is dispatched */
    c->batch = b;
    hsd_dispatch_batch_continue(c);
}

/* Messages from this size on are parsed on a worker thread: parsing megabytes
 * would hold up every other connection. */
#define PARSE_OFF_LOOP (512u << 10)

typedef struct {
    uv_work_t req;
    hsd_conn *conn;
    char *text;
    size_t len;
    json_t *j;
    json_error_t jerr;
} parse_job;

/* The parsed message (or the parse error) of one framed message, on the loop;
 * shape: the message's, when it has one (recorded by a unit.generate decode). */
static void dispatch_parsed(hsd_conn *c, json_t *j, const json_error_t *jerr,
                            const hsd_shape *shape);

static void on_parse(uv_work_t *req)
{
    parse_job *p = (parse_job *)req;
    p->j = json_loadb(p->text, p->len, JSON_DECODE_ANY | JSON_REJECT_DUPLICATES, &p->jerr);
}

static void on_parsed(uv_work_t *req, int status)
{
    parse_job *p = (parse_job *)req;
    (void)status;
    free(p->text);
    if (p->conn->closing) {
        json_decref(p->j);
        hsd_conn_message_done(p->conn);
    } else {
        dispatch_parsed(p->conn, p->j, &p->jerr, NULL);
        hsd_conn_kick(p->conn);
    }
    free(p);
}

/* Whether a response of len bytes may go out on this connection now (the checks
 * conn_append makes; the ordinary path answers the error when not). */
static bool fast_fits(void *arg, size_t len)
{
    return hsd_answer_fits(arg, 0, len);
}

/* A repeated unit.generate of a known shape answered from its text (rpc_fast.h):
 * no parse, no typed call; the statistics as for any request. The answer is
 * written straight into the connection's output when its framing allows
 * (hsd_conn_out_open; a large one's long runs sent from the cached entry:
 * hsd_conn.sp), else into the scratch buffer and copied with its header. */
static bool dispatch_fast(hsd_conn *c, const hsd_shape *shape)
{
    hsd_server *srv = c->srv;
    hsd_jbuf *out = hsd_conn_out_open(c), *b = out ? out : &srv->scratch;
    size_t start = out ? out->len : 0;
    uint64_t t0 = uv_hrtime();
    int runs = c->sp.n;
    b->len = start;
    b->failed = 0;
    if (!hsd_rpc_fast_answer(&srv->ctx, shape, b, c->closing ? NULL : &c->sp, fast_fits, c))
        return false;
    c->answered++;
    hsd_stats_request(&srv->stats, HSD_RPC_UNIT_GENERATE, 0, uv_hrtime() - t0);
    if (out)
        hsd_conn_out_close(c, start);
    else
        hsd_conn_send_text_runs(c, b->buf, b->len, runs);
    hsd_conn_message_done(c);
    return true;
}

/* Entry point for one framed message: a repeated request of a known shape at
 * once; else parse (large ones on a worker), then a single request or a batch.
 * Duplicate keys at any depth are a parse error. */
void hsd_dispatch_message(hsd_conn *c, const char *msg, size_t len)
{
    json_error_t jerr;
    json_t *j;
    hsd_shape shape;
    hsd_plain plain;
    hsd_ctx *ctx = &c->srv->ctx;
    shape.ok = false;
    /* (a cache that stores nothing has no text to answer from) */
    if (len <= HSD_SHAPE_MAX_TEXT && ctx->cache && hsd_cache_stores(ctx->cache) &&
        ctx->raw_results && !c->lsp_shutdown) {
        hsd_shape_scan(msg, len, &shape);
        if (shape.ok && dispatch_fast(c, &shape))
            return;
    }
    /* (after an LSP shutdown every request is refused: route() answers it) */
    if (!c->lsp_shutdown &&
        hsd_plain_decode(msg, len, &ctx->cfg->cfg, ctx->generation, ctx->cache != NULL, &plain) &&
        dispatch_plain(c, &plain, shape.ok ? &shape : NULL))
        return;
    if (len >= PARSE_OFF_LOOP) {
        parse_job *p = calloc(1, sizeof(*p));
        if (p && (p->text = malloc(len))) {
            memcpy(p->text, msg, len);
            p->len = len;
            p->conn = c;
            hsd_worker_wake(c->srv); /* (not behind an idle release's jobs) */
            if (uv_queue_work(c->srv->loop, &p->req, on_parse, on_parsed) == 0)
                return;
            free(p->text);
        }
        free(p);
    }
    j = json_loadb(msg, len, JSON_DECODE_ANY | JSON_REJECT_DUPLICATES, &jerr);
    dispatch_parsed(c, j, &jerr, shape.ok ? &shape : NULL);
}

static void dispatch_parsed(hsd_conn *c, json_t *j, const json_error_t *jerr_in,
                            const hsd_shape *shape)
{
    json_error_t jerr = *jerr_in;
    if (!j) {
        char text[256];
        snprintf(text, sizeof(text), "JSON parse error: %s", jerr.text);
        hsd_stats_request(&c->srv->stats, HSD_STATS_INVALID, 1, 0);
        hsd_conn_send(c,
                      response(NULL, NULL,
                               hsd_rpc_error(HSD_RPC_PARSE_ERROR, text,
                                             json_pack("{s:s, s:i, s:i, s:i}", "kind", "parse_json",
                                                       "line", jerr.line, "column", jerr.column,
                                                       "position", jerr.position))));
        return hsd_conn_message_done(c);
    }
    if (json_is_array(j)) {
        dispatch_batch_msg(c, j);
    } else {
        /* a decode during this request records what its shape decoded to */
        const hsd_shape *saved = c->srv->ctx.shape;
        c->srv->ctx.shape = shape;
        dispatch_one(c, NULL, j);
        c->srv->ctx.shape = saved;
    }
    json_decref(j);
}
