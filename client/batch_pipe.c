/* Pipelining a batch to hsgend: many requests in flight on one connection,
 * responses matched by id as they arrive (in any order). poll() interleaves
 * sending and reading so neither side can block the other. */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "batch.h"

typedef struct {
    char *buf;
    size_t len, off, cap;
} growbuf;

/* Appends bytes, growing geometrically. */
static int gb_add(growbuf *g, const char *p, size_t n)
{
    if (g->len + n > g->cap) {
        size_t cap = g->cap ? g->cap : 65536;
        while (cap < g->len + n)
            cap *= 2;
        char *nb = realloc(g->buf, cap);
        if (!nb)
            return -1;
        g->buf = nb;
        g->cap = cap;
    }
    memcpy(g->buf + g->len, p, n);
    g->len += n;
    return 0;
}

/* Drops what was consumed from the front. */
static void gb_compact(growbuf *g)
{
    if (g->off == 0)
        return;
    memmove(g->buf, g->buf + g->off, g->len - g->off);
    g->len -= g->off;
    g->off = 0;
}

/* Queues request i as one line; malformed entries fail without being sent. */
static int queue_request(batch *b, growbuf *w, int i)
{
    json_t *req = json_pack("{s:s,s:i,s:s,s:O}", "jsonrpc", "2.0", "id", i, "method",
                            "unit.generate", "params", b->m.reqs[i].params);
    char *text = req ? json_dumps(req, JSON_COMPACT) : NULL;
    json_decref(req);
    int rc = text && gb_add(w, text, strlen(text)) == 0 && gb_add(w, "\n", 1) == 0 ? 0 : -1;
    free(text);
    return rc;
}

/* Handles every complete line in r; returns the number of answers, -1 on garbage. */
static int take_responses(batch *b, growbuf *r)
{
    int n = 0;
    char *nl;
    while ((nl = memchr(r->buf + r->off, '\n', r->len - r->off))) {
        json_error_t je;
        json_t *resp = json_loadb(r->buf + r->off, (size_t)(nl - (r->buf + r->off)), 0, &je);
        r->off = (size_t)(nl - r->buf) + 1;
        json_t *id = json_object_get(resp, "id");
        long long i = json_is_integer(id) ? json_integer_value(id) : -1;
        if (i < 0 || i >= b->m.n || b->answered[i]) {
            json_decref(resp);
            return -1;
        }
        json_t *e = json_object_get(resp, "error");
        if (!e || !cli_daemon_lacks_signals(e, b->m.reqs[i].params)) /* else: in-process later */
            cli_batch_finish(b, (int)i, json_object_get(resp, "result"), e);
        json_decref(resp);
        n++;
    }
    gb_compact(r);
    return n;
}

/* One connection, a window of requests in flight: the daemon works on the next
 * request while the client writes the previous one's files. */
int cli_batch_run_pipelined(batch *b, int fd, int window)
{
    growbuf w = {0}, r = {0};
    int next = 0, inflight = 0, rc = 0;
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
    for (;;) {
        while (!cli_batch_interrupted && inflight < window && next < b->m.n) {
            int i = next++;
            if (b->answered[i])
                continue;
            if (!b->m.reqs[i].params) {
                cli_batch_fail(b, i, b->m.reqs[i].problem);
                continue;
            }
            if (queue_request(b, &w, i) != 0) {
                cli_batch_fail(b, i, "out of memory");
                continue;
            }
            inflight++;
        }
        if (cli_batch_interrupted || (inflight == 0 && next >= b->m.n))
            break; /* on interrupt what is in flight is abandoned: its files never appear */
        struct pollfd pfd = {fd, (short)(POLLIN | (w.off < w.len ? POLLOUT : 0)), 0};
        if (poll(&pfd, 1, -1) < 0) {
            if (errno == EINTR)
                continue;
            rc = -1;
            break;
        }
        if (pfd.revents & POLLOUT) {
            ssize_t k = write(fd, w.buf + w.off, w.len - w.off);
            if (k < 0 && errno != EAGAIN && errno != EINTR) {
                rc = -1;
                break;
            }
            if (k > 0 && (w.off += (size_t)k) == w.len)
                w.off = w.len = 0;
        }
        if (pfd.revents & (POLLIN | POLLHUP | POLLERR)) {
            char chunk[65536];
            ssize_t k = read(fd, chunk, sizeof(chunk));
            if (k < 0 && (errno == EAGAIN || errno == EINTR))
                continue;
            if (k <= 0 || gb_add(&r, chunk, (size_t)k) != 0) {
                rc = -1;
                break;
            }
            int got = take_responses(b, &r);
            if (got < 0) {
                rc = -1;
                break;
            }
            inflight -= got;
        }
    }
    free(w.buf);
    free(r.buf);
    return rc;
}
