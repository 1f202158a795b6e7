/* One client connection: reading, framing, back-pressure, writing, closing.
 *
 * Memory per connection is bounded: the framer holds at most one message
 * (limits.max_message_bytes); reading and dispatching stop while
 * HSD_CONN_MAX_INFLIGHT messages are unanswered, HSD_CONN_MAX_ASYNC requests
 * wait for generations or HSD_CONN_WRITE_HIGH bytes wait to be written; no
 * response is larger than limits.max_response_bytes (docs/daemon.md). */
#include <stdlib.h>
#include <string.h>

#include "cache.h"
#include "log.h"
#include "rpc_codes.h"
#include "server.h"

typedef struct {
    uv_write_t req;
    hsd_conn *conn;
    size_t len, cap;
    char *data;     /* owned: the connection's gathered output */
    hsd_splices sp; /* owned: the runs it sends from cached entries, held */
} conn_write;

/* Write buffers for an output kept on the stack: its bytes and up to 32 runs
 * between them (more take an array of their own). */
#define CONN_BUFS 65

/* A written output buffer up to this size becomes the connection's next one while
 * answers are still to come (no fresh allocation, growing, for every round of
 * answers); an idle connection keeps none. */
#define CONN_KEEP_BUFFER (64u << 10)

/* The configuration in force (it may change under a connection on reload). */
static const hs_config *conn_cfg(const hsd_conn *c)
{
    return &c->srv->ctx.cfg->cfg;
}

/* Frees the connection once libuv and every pending answer are done with it. */
static void conn_maybe_free(hsd_conn *c)
{
    if (c->closing && c->handles_open == 0 && c->inflight == 0 && c->write_bytes == 0 &&
        !c->dirty) {
        hsd_framer_free(&c->fr);
        hsd_jbuf_free(&c->out);
        hsd_splices_free(&c->sp);
        free(c);
    }
}

/* Counts down the connection's two handles before it may be freed. */
static void on_handle_closed(uv_handle_t *h)
{
    hsd_conn *c = h->data;
    c->handles_open--;
    conn_maybe_free(c);
}

/* Closes a connection now; answers still in flight are dropped when they arrive. */
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
    srv->dispatch.batch_abandon(c);
    /* gathered, nobody will read */
    hsd_conn_unread_add(c, false, -(long long)(c->out.len - c->out_skip + c->sp_counted));
    c->out.len = c->out_skip = 0;
    hsd_splices_release(&c->sp);
    c->sp_counted = 0;
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

/* A written output buffer: the connection's next one while answers are still to
 * come (nothing gathered since), else kept by the server for any connection's
 * next, else freed. */
static void conn_out_recycle(hsd_conn *c, char *data, size_t cap)
{
    hsd_server *srv = c->srv;
    if (!c->out.buf && !c->closing && c->inflight > 0 && cap <= CONN_KEEP_BUFFER) {
        c->out.buf = data; /* the next answers go here */
        c->out.cap = cap;
        c->out.len = 0;
        c->out.failed = 0;
    } else if (srv->n_out_pool < HSD_OUT_POOL && cap <= CONN_KEEP_BUFFER) {
        srv->out_pool_cap[srv->n_out_pool] = cap;
        srv->out_pool[srv->n_out_pool++] = data;
    } else {
        free(data);
    }
}

/* A write finished: account for it, and maybe resume reading or close. */
static void on_write(uv_write_t *req, int status)
{
    conn_write *w = (conn_write *)req;
    hsd_conn *c = w->conn;
    hsd_splices_free(&w->sp); /* nothing points into its entries any more */
    hsd_conn_unread_add(c, false, -(long long)w->len);
    c->last_progress = uv_now(c->srv->loop);
    conn_out_recycle(c, w->data, w->cap);
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

/* The gathered output as write buffers from out_skip on: out's bytes with the
 * runs of cached entries (c->sp) at their offsets. Returns how many. */
static unsigned conn_bufs(hsd_conn *c, uv_buf_t *bufs)
{
    size_t pos = c->out_skip;
    unsigned n = 0;
    for (int i = 0; i < c->sp.n; i++) {
        const hsd_splice *s = &c->sp.s[i];
        if (s->at > pos)
            bufs[n++] = uv_buf_init(c->out.buf + pos, (unsigned)(s->at - pos));
        bufs[n++] = uv_buf_init((char *)s->p, (unsigned)s->n);
        pos = s->at;
    }
    if (c->out.len > pos)
        bufs[n++] = uv_buf_init(c->out.buf + pos, (unsigned)(c->out.len - pos));
    return n;
}

/* Hands what uv_try_write left of the gathered output (`left` bytes at the end
 * of its nb buffers) to libuv as one write; the buffer and the holds on the
 * entries its runs point into go with it. */
static void conn_queue_write(hsd_conn *c, uv_buf_t *bufs, unsigned nb, size_t left)
{
    conn_write *w;
    size_t skip = 0;
    unsigned k = nb;
    if (!(w = malloc(sizeof(*w))))
        return hsd_conn_close(c);
    /* the buffers left: the last ones, the first of them maybe in part */
    while (k > 0 && skip < left)
        skip += bufs[--k].len;
    bufs[k].base += skip - left;
    bufs[k].len -= (unsigned)(skip - left);
    w->conn = c;
    w->len = left;
    w->cap = c->out.cap;
    w->data = c->out.buf;
    w->sp = c->sp; /* (the runs and their holds go with the write) */
    memset(&c->out, 0, sizeof(c->out));
    memset(&c->sp, 0, sizeof(c->sp));
    c->out_skip = c->sp_counted = 0;
    if (uv_write(&w->req, &c->h.stream, bufs + k, nb - k, on_write) != 0) {
        hsd_conn_unread_add(c, false, -(long long)w->len);
        hsd_splices_free(&w->sp);
        free(w->data);
        free(w);
        hsd_conn_close(c);
    }
}

/* After uv_try_write wrote n of the output's `total` bytes (0: no room, or a
 * queued write still runs): the rest queued, or the output emptied. */
static void conn_flush_done(hsd_conn *c, uv_buf_t *bufs, unsigned nb, size_t total, size_t n)
{
    hsd_conn_unread_add(c, false, -(long long)n);
    if (n > 0)
        c->last_progress = uv_now(c->srv->loop);
    if (n < total)
        return conn_queue_write(c, bufs, nb, total - n);
    c->out.len = c->out_skip = 0;
    hsd_splices_release(&c->sp); /* written: the entries go back */
    c->sp_counted = 0;
    if (c->inflight == 0 || c->out.cap > CONN_KEEP_BUFFER) { /* idle, or a large one */
        char *data = c->out.buf;
        size_t cap = c->out.cap;
        memset(&c->out, 0, sizeof(c->out));
        conn_out_recycle(c, data, cap);
    }
    /* as after a queued write: room to read again, or time to close */
    if (!c->reading || c->close_after_write || c->eof || c->srv->stopping)
        hsd_conn_kick(c);
}

/* Writes the gathered output: at once while the socket has room (uv_try_write:
 * no write request, no completion callback in the next iteration, and no update
 * of the poll set, which libuv makes after each queued write it completes), the
 * rest, if any, queued with uv_write (which keeps it in order after a write still
 * queued). A connection whose output went out whole keeps its buffer for the next
 * answers, as after a queued write. */
static void conn_flush(hsd_conn *c)
{
    uv_buf_t stack[CONN_BUFS], *bufs = stack;
    size_t total = c->out.len - c->out_skip + c->sp.bytes;
    unsigned nb;
    int n;
    if (c->closing || c->out.len == 0)
        return;
    if ((size_t)c->sp.n * 2 + 1 > CONN_BUFS &&
        !(bufs = malloc(sizeof(*bufs) * ((size_t)c->sp.n * 2 + 1))))
        return hsd_conn_close(c);
    nb = conn_bufs(c, bufs);
    n = uv_try_write(&c->h.stream, bufs, nb);
    if (n < 0 && n != UV_EAGAIN) {
        if (bufs != stack)
            free(bufs);
        hsd_log(HSD_LOG_DEBUG, "connection %llu: write failed: %s", (unsigned long long)c->id,
                uv_strerror(n));
        return hsd_conn_close(c);
    }
    conn_flush_done(c, bufs, nb, total, n == UV_EAGAIN ? 0 : (size_t)n);
    if (bufs != stack) /* (uv_write keeps a copy of the list) */
        free(bufs);
}

/* Once per loop iteration: every connection's gathered responses in one write each. */
void hsd_conn_flush_all(uv_check_t *h)
{
    hsd_server *srv = h->data;
    while (srv->dirty) {
        hsd_conn *c = srv->dirty;
        srv->dirty = c->dirty_next;
        c->dirty = false;
        c->dirty_next = NULL;
        if (c->closing)
            conn_maybe_free(c);
        else
            conn_flush(c);
    }
}

/* An output handed to a write leaves none behind: the next answers go into a
 * buffer the server kept from an earlier write when it has one, instead of a new
 * allocation (and a copy when the second answer of a pair grows it). */
static void conn_out_from_pool(hsd_conn *c)
{
    hsd_server *srv = c->srv;
    if (c->out.buf || srv->n_out_pool == 0)
        return;
    srv->n_out_pool--;
    c->out.buf = srv->out_pool[srv->n_out_pool];
    c->out.cap = srv->out_pool_cap[srv->n_out_pool];
    c->out.len = 0;
    c->out.failed = 0;
}

/* Appends one serialized body with its framing (LSP header, or NDJSON newline);
 * the runs c->sp.s[runs..] (offsets into body) are part of it, sent between its
 * bytes (their offsets moved into the output). */
static int conn_append_text(hsd_conn *c, const char *body, size_t len, int runs)
{
    char hdr[64];
    size_t before, hlen, base, ext = hsd_splices_bytes_from(&c->sp, runs);
    conn_out_from_pool(c);
    before = c->out.len;
    hlen = hsd_frame_header(c->fr.mode, len + ext, hdr, sizeof(hdr));
    if (hsd_jbuf_add(&c->out, hdr, hlen))
        return HSD_E_NOMEM;
    base = c->out.len;
    if (hsd_jbuf_add(&c->out, body, len) ||
        (c->fr.mode != HSD_FRAMING_LSP && hsd_jbuf_add(&c->out, "\n", 1)))
        return HSD_E_NOMEM; /* (the connection closes: its runs are released) */
    for (int i = runs; i < c->sp.n; i++)
        c->sp.s[i].at += base;
    hsd_conn_unread_add(c, false, (long long)(c->out.len - before + ext));
    c->sp_counted += ext;
    return 0;
}

/* Serializes one response and appends it framed; a response past
 * limits.max_response_bytes becomes error 1024 for its id (1025 past a budget of
 * unread answers). Without a header to put before it (NDJSON framing) it is
 * written straight into the connection's output; an LSP body is serialized in
 * the scratch buffer first, its length going into its header. */
static int conn_append(hsd_conn *c, json_t *msg)
{
    hsd_jbuf *b = &c->srv->scratch;
    json_t *err;
    size_t start = 0;
    int rc;
    if (c->fr.mode != HSD_FRAMING_LSP) {
        conn_out_from_pool(c);
        b = &c->out;
        start = b->len;
    }
    b->len = start;
    b->failed = 0;
    rc = hsd_json_dump(b, msg); /* (msg NULL: out of memory) */
    if (rc == 0 && !hsd_answer_fits(c, 0, b->len - start)) {
        err = hsd_answer_refusal(c, json_object_get(msg, "id"), 0, b->len - start);
        b->len = start;
        rc = hsd_json_dump(b, err);
        json_decref(err);
    }
    if (rc != 0 || b->failed) {
        b->len = start;
        b->failed = 0;
        return HSD_E_NOMEM;
    }
    if (b == &c->out) {
        if (hsd_jbuf_add(b, "\n", 1) != 0) {
            b->len = start;
            b->failed = 0;
            return HSD_E_NOMEM;
        }
        hsd_conn_unread_add(c, false, (long long)(b->len - start));
        return 0;
    }
    rc = conn_append_text(c, b->buf, b->len, c->sp.n);
    if (b->cap > (1u << 20)) /* a large response: give its memory back */
        hsd_jbuf_free(b);
    return rc;
}

/* After a response was gathered: the connection is written at the end of the iteration. */
static void conn_queued(hsd_conn *c, int rc)
{
    hsd_server *srv = c->srv;
    if (rc != 0) {
        hsd_log(HSD_LOG_WARN, "connection %llu: out of memory building a response; closing it",
                (unsigned long long)c->id);
        return hsd_conn_close(c);
    }
    if (!c->dirty) {
        c->dirty = true;
        c->dirty_next = srv->dirty;
        srv->dirty = c;
    }
}

hsd_jbuf *hsd_conn_out_open(hsd_conn *c)
{
    if (c->closing || c->fr.mode == HSD_FRAMING_LSP)
        return NULL;
    conn_out_from_pool(c);
    return &c->out;
}

void hsd_conn_out_close(hsd_conn *c, size_t start)
{
    int rc = hsd_jbuf_add(&c->out, "\n", 1);
    if (rc == 0) { /* (with the runs the answer left in cached entries) */
        hsd_conn_unread_add(c, false,
                            (long long)(c->out.len - start + c->sp.bytes - c->sp_counted));
        c->sp_counted = c->sp.bytes;
    } else {
        c->out.len = start; /* (the connection closes: its runs are released) */
    }
    conn_queued(c, rc);
}

/* Room to reserve for an answer of `need` bytes: an empty output also gets room
 * for the answers still to come on this connection (up to three more of this
 * size, within CONN_KEEP_BUFFER), so pipelined answers gathered in one loop
 * iteration do not grow it by copies. */
static size_t conn_out_room(const hsd_conn *c, size_t need)
{
    size_t more = c->inflight > 4 ? 3 : c->inflight > 1 ? c->inflight - 1 : 0;
    if (c->out.len || need > CONN_KEEP_BUFFER / 4)
        return need;
    return need * (1 + more);
}

/* A large result written whole on a worker (hsd_text_answer.take) becomes the
 * connection's output as it is, when nothing is gathered before it: the framing
 * and envelope go into the room before the result, "}" (and NDJSON's newline)
 * after it, and the output starts at the framing (out_skip). No copy of
 * megabytes on the loop thread. False, with nothing taken, when it cannot be. */
static bool conn_take_answer(hsd_conn *c, const hsd_text_response *r, const char *hdr, size_t hlen)
{
    const hsd_text_answer *a = r->a;
    size_t pre = hlen + hsd_text_response_head(c, r, NULL), cap, end, start;
    size_t old_cap = c->out.cap;
    char *buf, *old = c->out.buf;
    if (!a->take || c->out.len != 0 || a->len <= CONN_KEEP_BUFFER || pre > a->head ||
        !(buf = a->take(a, &cap)))
        return false;
    start = a->head - pre;
    memcpy(buf + start, hdr, hlen);
    hsd_text_response_head(c, r, buf + start + hlen);
    end = a->head + a->len;
    buf[end++] = '}';
    if (c->fr.mode != HSD_FRAMING_LSP)
        buf[end++] = '\n'; /* (HSD_ANSWER_TAIL bytes of room) */
    c->out.buf = buf;
    c->out.len = end;
    c->out.cap = cap;
    c->out.failed = 0;
    c->out_skip = start;
    if (old) /* the empty buffer it replaces: for the next answers, anywhere */
        conn_out_recycle(c, old, old_cap);
    hsd_conn_unread_add(c, false, (long long)(end - start));
    conn_queued(c, 0);
    return true;
}

bool hsd_conn_send_text_result(hsd_conn *c, const json_t *id, const hsd_text_answer *a)
{
    hsd_text_response r;
    char hdr[64];
    size_t hlen, before, ext;
    int runs, held;
    if (c->closing)
        return true; /* nobody reads it */
    if (hsd_text_response_check(c, id, a, 0, &r) != 0)
        return false;
    if (r.refusal) { /* the error hsd_conn_send would send, the answer never built */
        hsd_conn_send(c, r.refusal);
        return true;
    }
    hlen = hsd_frame_header(c->fr.mode, r.size, hdr, sizeof(hdr));
    if (conn_take_answer(c, &r, hdr, hlen))
        return true;
    conn_out_from_pool(c);
    before = c->out.len;
    /* (a result sent from a cache entry: only its envelope and short parts here) */
    if (!a->append_spliced && hsd_jbuf_reserve(&c->out, conn_out_room(c, hlen + r.size + 1)) != 0)
        return false;
    runs = c->sp.n;
    held = c->sp.n_held;
    hsd_jbuf_add(&c->out, hdr, hlen);
    if (c->out.failed || hsd_text_response_write(c, &r, &c->out, &c->sp) != 0 ||
        (c->fr.mode != HSD_FRAMING_LSP && hsd_jbuf_add(&c->out, "\n", 1) != 0)) {
        c->out.len = before;
        c->out.failed = 0;
        hsd_splices_truncate(&c->sp, runs, held);
        return false;
    }
    ext = hsd_splices_bytes_from(&c->sp, runs); /* (runs recorded at out's offsets) */
    hsd_conn_unread_add(c, false, (long long)(c->out.len - before + ext));
    c->sp_counted += ext;
    conn_queued(c, 0);
    return true;
}

/* Responses are gathered, not written at once, so pipelined answers share write calls. */
void hsd_conn_send(hsd_conn *c, json_t *msg)
{
    int rc = c->closing ? 0 : conn_append(c, msg);
    json_decref(msg);
    if (!c->closing)
        conn_queued(c, rc);
}

/* A response serialized by the caller (a batch's array), framed and gathered. */
void hsd_conn_send_text(hsd_conn *c, const char *body, size_t len)
{
    if (!c->closing)
        conn_queued(c, conn_append_text(c, body, len, c->sp.n));
}

/* The same with the runs of cached entries recorded from c->sp.s[runs] on. */
void hsd_conn_send_text_runs(hsd_conn *c, const char *body, size_t len, int runs)
{
    if (c->closing)
        return hsd_splices_release(&c->sp); /* (nobody reads it) */
    conn_queued(c, conn_append_text(c, body, len, runs));
}

/* A message was answered: there may be room to read again, or time to close. */
void hsd_conn_message_done(hsd_conn *c)
{
    c->inflight--;
    if (c->closing)
        return conn_maybe_free(c);
    hsd_conn_kick(c);
}

/* Back-pressure: too many unanswered messages, too many waiting for a
 * generation (each may bring up to max_response_bytes) or too many unsent bytes. */
bool hsd_conn_busy(const hsd_conn *c)
{
    return c->inflight >= HSD_CONN_MAX_INFLIGHT || c->async >= HSD_CONN_MAX_ASYNC ||
           c->write_bytes >= HSD_CONN_WRITE_HIGH;
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

/* All reads use the server's one buffer: data is copied into the framer at once. */
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

/* New bytes: feed the framer and process; EOF waits for pending answers before closing. */
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
        c->last_progress = uv_now(c->srv->loop);
        if (!c->msg_started)
            c->msg_started = c->last_progress;
        if (hsd_framer_feed(&c->fr, buf->base, (size_t)n) != 0)
            return hsd_conn_close(c);
    }
    hsd_conn_kick(c);
}

/* Dispatches what the connection may: the rest of a batch first, then buffered
 * messages. Returns whether a whole message was taken from the framer. */
static bool conn_dispatch(hsd_conn *c)
{
    const char *msg;
    size_t len;
    bool took = false;
    while (!c->closing && !c->close_after_write) {
        int rc;
        if (c->batch) {
            c->srv->dispatch.batch_continue(c);
            if (c->batch)
                break; /* busy: resumed when an answer arrives */
            continue;
        }
        if (hsd_conn_busy(c) || (rc = hsd_framer_next(&c->fr, &msg, &len)) == 0)
            break;
        if (rc < 0) {
            conn_framing_error(c, rc);
            break;
        }
        took = true;
        c->inflight++;
        c->srv->dispatch.message(c, msg, len);
    }
    return took;
}

/* The message deadline runs from the first byte received after the last
 * complete message (white space included: bytes that never make a message are
 * the slow-loris case too) until the next message is complete. */
static void conn_track_message(hsd_conn *c, bool took)
{
    if (took)
        c->msg_started = hsd_framer_pending(&c->fr) ? uv_now(c->srv->loop) : 0;
}

/* Dispatches buffered messages while allowed, then starts or stops reading. A
 * call made while dispatching (an answer given at once) only asks for one more round. */
void hsd_conn_kick(hsd_conn *c)
{
    bool want, took = false;
    if (c->in_kick) {
        c->kick_again = true;
        return;
    }
    c->in_kick = true;
    do {
        c->kick_again = false;
        took |= conn_dispatch(c);
    } while (c->kick_again && !c->closing);
    c->in_kick = false;
    if (c->closing)
        return;
    conn_track_message(c, took);
    want = !c->close_after_write && !c->eof && !c->srv->stopping && !hsd_conn_busy(c);
    if (want && !c->reading && uv_read_start(&c->h.stream, on_alloc, on_read) == 0)
        c->reading = true;
    else if (!want && c->reading) {
        uv_read_stop(&c->h.stream);
        c->reading = false;
    }
    conn_maybe_close(c);
}

/* Closes a connection with nothing read or written for idle_timeout_s (one
 * that waits for answers too: a client that never reads its responses). Reads
 * and writes only note the time (last_progress): the timer, instead of being
 * moved at every read, looks when it fires and, if something moved since, again
 * when the connection would have been quiet that long. */
static void on_idle(uv_timer_t *t)
{
    hsd_conn *c = t->data;
    uint64_t idle_ms = (uint64_t)conn_cfg(c)->idle_timeout_s * 1000;
    uint64_t quiet = uv_now(c->srv->loop) - c->last_progress;
    if (!idle_ms) { /* turned off by a reload */
        uv_timer_stop(t);
        return;
    }
    if (quiet < idle_ms) {
        uv_timer_start(t, on_idle, idle_ms - quiet, idle_ms);
        return;
    }
    hsd_log(HSD_LOG_INFO, "connection %llu idle for %us, closing it", (unsigned long long)c->id,
            conn_cfg(c)->idle_timeout_s);
    hsd_conn_close(c);
}

/* A message still incomplete limits.message_timeout_s after its first byte
 * (a client trickling bytes): error 1023, then the connection closes. */
static void conn_message_late(hsd_conn *c, unsigned limit_s)
{
    char msg[160];
    snprintf(msg, sizeof(msg),
             "message not complete %us after its first byte "
             "(limits.message_timeout_s)",
             limit_s);
    hsd_log(HSD_LOG_INFO, "connection %llu: %s; closing it", (unsigned long long)c->id, msg);
    if (c->fr.mode == HSD_FRAMING_UNKNOWN)
        c->fr.mode = HSD_FRAMING_NDJSON;
    c->close_after_write = true;
    c->msg_started = 0;
    hsd_conn_send(
        c, json_pack("{s:s, s:n, s:o}", "jsonrpc", "2.0", "id", "error",
                     hsd_rpc_error(HSD_APP_MESSAGE_TIMEOUT, msg,
                                   json_pack("{s:s, s:s, s:i}", "kind", "limit", "field",
                                             "limits.message_timeout_s", "limit", (int)limit_s))));
    hsd_conn_kick(c);
}

/* Once a second: connections still receiving a message past its deadline. A
 * connection the daemon stopped reading (back-pressure) is not the client's delay. */
void hsd_conn_sweep(uv_timer_t *t)
{
    hsd_server *srv = t->data;
    unsigned limit_s = srv->ctx.cfg->cfg.message_timeout_s;
    uint64_t now = uv_now(srv->loop);
    hsd_conn *c, *next;
    if (!limit_s)
        return;
    for (c = srv->conns; c; c = next) {
        next = c->next;
        if (c->msg_started && c->reading && !c->close_after_write &&
            now - c->msg_started >= (uint64_t)limit_s * 1000)
            conn_message_late(c, limit_s);
    }
}

/* Clients of a Unix listener get a pipe handle, of a TCP one a TCP handle. */
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
        hsd_log(HSD_LOG_WARN,
                "refusing a connection: %u connections open "
                "(limits.max_connections)",
                cfg->max_connections);
        return hsd_conn_close(c);
    }
    hsd_log(HSD_LOG_DEBUG, "connection %llu accepted on %s", (unsigned long long)c->id, l->where);
    c->last_progress = uv_now(srv->loop);
    if (idle_ms)
        uv_timer_start(&c->idle, on_idle, idle_ms, idle_ms);
    hsd_conn_kick(c);
}
