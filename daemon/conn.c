/* One client connection: reading, framing, back-pressure, writing, closing.
 *
 * Memory per connection is bounded: the framer holds at most one message
 * (limits.max_message_bytes), and reading stops while HSD_CONN_MAX_INFLIGHT
 * messages are unanswered or HSD_CONN_WRITE_HIGH bytes wait to be written. */
#include <stdlib.h>
#include <string.h>

#include "log.h"
#include "rpc_codes.h"
#include "server.h"

typedef struct {
    uv_write_t req;
    hsd_conn *conn;
    size_t len;
    char data[];
} conn_write;

static const hs_config *conn_cfg(const hsd_conn *c)
{
    return &c->srv->ctx.cfg->cfg;
}

/* Frees the connection once libuv and every pending answer are done with it. */
static void conn_maybe_free(hsd_conn *c)
{
    if (c->closing && c->handles_open == 0 && c->inflight == 0 && c->write_bytes == 0) {
        hsd_framer_free(&c->fr);
        free(c);
    }
}

static void on_handle_closed(uv_handle_t *h)
{
    hsd_conn *c = h->data;
    c->handles_open--;
    conn_maybe_free(c);
}

void hsd_conn_close(hsd_conn *c)
{
    hsd_server *srv = c->srv;
    if (c->closing)
        return;
    c->closing = true;
    if (c->prev)
        c->prev->next = c->next;
    else
        srv->conns = c->next;
    if (c->next)
        c->next->prev = c->prev;
    srv->stats.conn_current--;
    hsd_log(HSD_LOG_DEBUG, "connection %llu closed", (unsigned long long)c->id);
    uv_close(&c->h.handle, on_handle_closed);
    uv_close((uv_handle_t *)&c->idle, on_handle_closed);
}

/* Closes a connection that asked for it (EOF, framing error, shutdown) once answered. */
static void conn_maybe_close(hsd_conn *c)
{
    if (c->closing || c->inflight || c->write_bytes)
        return;
    if (c->close_after_write || c->eof || c->srv->stopping)
        hsd_conn_close(c);
}

static void on_write(uv_write_t *req, int status)
{
    conn_write *w = (conn_write *)req;
    hsd_conn *c = w->conn;
    c->write_bytes -= w->len;
    free(w);
    if (status < 0 && !c->closing) {
        hsd_log(HSD_LOG_DEBUG, "connection %llu: write failed: %s", (unsigned long long)c->id,
                uv_strerror(status));
        hsd_conn_close(c);
    }
    if (c->closing)
        return conn_maybe_free(c);
    hsd_conn_kick(c);
}

void hsd_conn_send(hsd_conn *c, json_t *msg)
{
    char *body = json_dumps(msg, JSON_COMPACT);
    char hdr[64];
    size_t blen, hlen;
    conn_write *w;
    uv_buf_t buf;
    json_decref(msg);
    if (!body || c->closing) {
        free(body);
        return;
    }
    blen = strlen(body);
    hlen = hsd_frame_header(c->fr.mode, blen, hdr, sizeof(hdr));
    if (!(w = malloc(sizeof(*w) + hlen + blen + 1))) {
        free(body);
        return hsd_conn_close(c);
    }
    memcpy(w->data, hdr, hlen);
    memcpy(w->data + hlen, body, blen);
    free(body);
    w->len = hlen + blen;
    if (c->fr.mode != HSD_FRAMING_LSP)
        w->data[w->len++] = '\n';
    w->conn = c;
    buf = uv_buf_init(w->data, (unsigned)w->len);
    c->write_bytes += w->len;
    if (uv_write(&w->req, &c->h.stream, &buf, 1, on_write) != 0) {
        c->write_bytes -= w->len;
        free(w);
        hsd_conn_close(c);
    }
}

void hsd_conn_message_done(hsd_conn *c)
{
    c->inflight--;
    if (c->closing)
        return conn_maybe_free(c);
    hsd_conn_kick(c);
}

static bool conn_busy(const hsd_conn *c)
{
    return c->inflight >= HSD_CONN_MAX_INFLIGHT || c->write_bytes >= HSD_CONN_WRITE_HIGH;
}

/* An oversized or unframeable message: answer with an error, then close. */
static void conn_framing_error(hsd_conn *c, int rc)
{
    json_t *err;
    char msg[256];
    if (rc == HSD_E_TOO_LARGE) {
        snprintf(msg, sizeof(msg), "message larger than %llu bytes (limits.max_message_bytes)",
                 (unsigned long long)c->fr.max_msg);
        err = hsd_rpc_error(HSD_APP_MESSAGE_TOO_LARGE, msg,
                            json_pack("{s:s, s:s, s:I}", "kind", "limit", "field",
                                      "limits.max_message_bytes", "limit",
                                      (json_int_t)c->fr.max_msg));
    } else {
        err = hsd_rpc_error(HSD_RPC_PARSE_ERROR, c->fr.error,
                            json_pack("{s:s, s:s}", "kind", "framing", "field", "framing"));
    }
    if (c->fr.mode == HSD_FRAMING_UNKNOWN)
        c->fr.mode = HSD_FRAMING_NDJSON;
    hsd_log(HSD_LOG_WARN, "connection %llu: %s; closing it", (unsigned long long)c->id,
            rc == HSD_E_TOO_LARGE ? msg : c->fr.error);
    c->close_after_write = true;
    hsd_conn_send(c, json_pack("{s:s, s:n, s:o}", "jsonrpc", "2.0", "id", "error", err));
}

static void on_alloc(uv_handle_t *h, size_t suggested, uv_buf_t *buf)
{
    hsd_conn *c = h->data;
    (void)suggested;
    if (c->srv->readbuf_busy) { /* never nested, but stay safe */
        *buf = uv_buf_init(NULL, 0);
        return;
    }
    c->srv->readbuf_busy = true;
    *buf = uv_buf_init(c->srv->readbuf, sizeof(c->srv->readbuf));
}

static void on_read(uv_stream_t *s, ssize_t n, const uv_buf_t *buf)
{
    hsd_conn *c = s->data;
    if (buf->base == c->srv->readbuf)
        c->srv->readbuf_busy = false;
    if (n == UV_EOF) {
        c->eof = true;
    } else if (n < 0) {
        hsd_log(HSD_LOG_DEBUG, "connection %llu: read: %s", (unsigned long long)c->id,
                uv_strerror((int)n));
        return hsd_conn_close(c);
    } else if (n > 0) {
        if (conn_cfg(c)->idle_timeout_s)
            uv_timer_again(&c->idle);
        if (hsd_framer_feed(&c->fr, buf->base, (size_t)n) != 0)
            return hsd_conn_close(c);
    }
    hsd_conn_kick(c);
}

/* Dispatches buffered messages while allowed, then starts or stops reading. */
void hsd_conn_kick(hsd_conn *c)
{
    const char *msg;
    size_t len;
    bool want;
    while (!c->closing && !c->close_after_write && !conn_busy(c)) {
        int rc = hsd_framer_next(&c->fr, &msg, &len);
        if (rc == 0)
            break;
        if (rc < 0) {
            conn_framing_error(c, rc);
            break;
        }
        c->inflight++;
        hsd_dispatch_message(c, msg, len);
    }
    if (c->closing)
        return;
    want = !c->close_after_write && !c->eof && !c->srv->stopping && !conn_busy(c);
    if (want && !c->reading && uv_read_start(&c->h.stream, on_alloc, on_read) == 0)
        c->reading = true;
    else if (!want && c->reading) {
        uv_read_stop(&c->h.stream);
        c->reading = false;
    }
    conn_maybe_close(c);
}

static void on_idle(uv_timer_t *t)
{
    hsd_conn *c = t->data;
    if (c->inflight || c->write_bytes)
        return; /* repeating timer: look again later */
    hsd_log(HSD_LOG_INFO, "connection %llu idle for %us, closing it", (unsigned long long)c->id,
            conn_cfg(c)->idle_timeout_s);
    hsd_conn_close(c);
}

static int conn_init_stream(hsd_conn *c, hsd_listener *l)
{
    if (l->tcp)
        return uv_tcp_init(l->srv->loop, &c->h.tcp);
    return uv_pipe_init(l->srv->loop, &c->h.pipe, 0);
}

/* Accepts one client, or refuses it politely past limits.max_connections. */
void hsd_conn_accept(hsd_listener *l)
{
    hsd_server *srv = l->srv;
    const hs_config *cfg = &srv->ctx.cfg->cfg;
    hsd_conn *c = calloc(1, sizeof(*c));
    uint64_t idle_ms = (uint64_t)cfg->idle_timeout_s * 1000;
    if (!c || conn_init_stream(c, l) != 0) {
        free(c);
        return;
    }
    c->srv = srv;
    c->tcp = l->tcp;
    c->id = ++srv->next_conn_id;
    c->h.handle.data = c;
    uv_timer_init(srv->loop, &c->idle);
    c->idle.data = c;
    c->handles_open = 2;
    hsd_framer_init(&c->fr, cfg->max_message_bytes);
    c->next = srv->conns;
    if (srv->conns)
        srv->conns->prev = c;
    srv->conns = c;
    srv->stats.conn_current++;
    srv->stats.conn_total++;
    if (uv_accept(&l->h.stream, &c->h.stream) != 0)
        return hsd_conn_close(c);
    if (srv->stats.conn_current > cfg->max_connections || srv->stopping) {
        srv->stats.conn_refused++;
        hsd_log(HSD_LOG_WARN, "refusing a connection: %u connections open "
                              "(limits.max_connections)", cfg->max_connections);
        return hsd_conn_close(c);
    }
    hsd_log(HSD_LOG_DEBUG, "connection %llu accepted on %s", (unsigned long long)c->id, l->where);
    if (idle_ms)
        uv_timer_start(&c->idle, on_idle, idle_ms, idle_ms);
    hsd_conn_kick(c);
}
