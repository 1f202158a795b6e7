/* soak_load: the load generator of `make soak` (run_soak.sh starts the daemon).
 *
 *   soak_load SOCKET DAEMON_PID [CONNECTIONS [REQUESTS [MAX_SECONDS]]]
 *
 * Keeps CONNECTIONS (default 1000) Unix-socket connections open and sends
 * REQUESTS (default 1,000,000) mixed JSON-RPC requests: cached and cold unit
 * generation, verification, type parsing, bad requests of every kind, batches,
 * notifications, in both framings. Some connections are slow readers (they stop
 * reading for a while after each read and ask for large units); some are closed
 * at random with requests in flight or halfway through writing one, and are
 * replaced. Every request sent on a connection the client did not close itself
 * must be answered. Prints requests answered, errors by code, the daemon's peak
 * RSS and its open descriptors before and after; exits 1 when a request went
 * unanswered, the daemon closed a connection on its own, descriptors leaked, the
 * daemon died or MAX_SECONDS (default 900) passed. */
#define _GNU_SOURCE /* memmem */
#include <errno.h>
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uv.h>

#define DEPTH 2           /* requests in flight per normal connection */
#define SLOW_DEPTH 8      /* slow readers pipeline large units while they do not read */
#define P_DISCONNECT 1000 /* 1 in N requests: close right after sending it */
#define P_HALF_WRITE 5000 /* 1 in N requests: write half of it, then close */
#define SLOW_EVERY 50     /* every Nth connection slot is a slow reader */
#define LSP_EVERY 7       /* every Nth connection uses Content-Length framing */
#define MAX_CODES 32

typedef struct conn {
    uv_pipe_t pipe;
    uv_connect_t creq;
    uv_timer_t pause; /* slow readers: resumes reading */
    int slot;
    int lsp, slow;
    int connected, closing, paused;
    int handles;      /* open libuv handles (pipe, timer): freed when both closed */
    long outstanding; /* responses still owed */
    char *buf;
    size_t len, cap;
    unsigned id;
} conn;

typedef struct {
    int code;
    long count;
} code_count;

static const char *sock_path;
static int daemon_pid;
static long target, conns_wanted, max_seconds;
static long sent, expected, answered, abandoned, disconnects, half_writes, notifications;
static long server_closed, reconnects, connect_failures, live;
static code_count codes[MAX_CODES];
static int n_codes;
static uint64_t t_start;
static uv_loop_t *loop;
static uv_timer_t watchdog;
static int stopping, timed_out;
static long unanswered = -1; /* responses owed when the run stopped */
static unsigned rng = 12345;

static void conn_open(int slot);
static void conn_close(conn *c);
static void fill(conn *c);

/* xorshift: a fixed seed, so two runs send the same mix. */
static unsigned rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

/* Descriptors the daemon holds (entries of /proc/PID/fd), -1 when it is gone. */
static int daemon_fds(void)
{
    char path[64];
    DIR *d;
    struct dirent *e;
    int n = 0;
    snprintf(path, sizeof(path), "/proc/%d/fd", daemon_pid);
    if (!(d = opendir(path)))
        return -1;
    while ((e = readdir(d)))
        n += e->d_name[0] != '.';
    closedir(d);
    return n;
}

/* One line of /proc/PID/status in KiB (VmHWM: peak RSS), -1 when unreadable. */
static long daemon_status_kib(const char *key)
{
    char path[64], line[256];
    long v = -1;
    size_t kl = strlen(key);
    FILE *f;
    snprintf(path, sizeof(path), "/proc/%d/status", daemon_pid);
    if (!(f = fopen(path, "r")))
        return -1;
    while (fgets(line, sizeof(line), f))
        if (strncmp(line, key, kl) == 0 && line[kl] == ':')
            v = strtol(line + kl + 1, NULL, 10);
    fclose(f);
    return v;
}

/* Tallies one error response by its code (the first MAX_CODES codes seen). */
static void count_code(int code)
{
    for (int i = 0; i < n_codes; i++)
        if (codes[i].code == code) {
            codes[i].count++;
            return;
        }
    if (n_codes < MAX_CODES)
        codes[n_codes++] = (code_count){code, 1};
}

/* The request mix; returns the body and how many responses it asks for. */
static int make_request(conn *c, char *out, size_t cap)
{
    unsigned r = rnd() % 100, id = ++c->id, w = 1 + rnd() % 64;
    static const char *units[] = {"addi", "subi", "andi", "ori", "xori", "buffer"};
    if (c->slow || r < 2)
        return snprintf(out, cap,
                        "{\"jsonrpc\":\"2.0\",\"id\":%u,\"method\":\"unit.generate\",\"params\":"
                        "{\"unit\":\"mux\",\"params\":{\"size\":%u,\"bitwidth\":256,"
                        "\"index_bitwidth\":6},\"extra_signals\":[\"spec: i1\"]}}",
                        id, 33 + rnd() % 31),
               1;
    if (r < 35) /* a small hot set: answered from the cache */
        return snprintf(out, cap,
                        "{\"jsonrpc\":\"2.0\",\"id\":%u,\"method\":\"unit.generate\",\"params\":"
                        "{\"unit\":\"%s\",\"params\":{\"bitwidth\":%u},\"extra_signals\":"
                        "[\"spec: i1\"],\"name\":\"u%u\"}}",
                        id, units[rnd() % 2], 8 * (1 + rnd() % 4), rnd() % 1000),
               1;
    if (r < 45) /* a wide set: evicted from the small cache, generated again */
        return snprintf(out, cap,
                        "{\"jsonrpc\":\"2.0\",\"id\":%u,\"method\":\"unit.generate\",\"params\":"
                        "{\"unit\":\"%s\",\"hdl\":\"%s\",\"params\":{\"bitwidth\":%u}}}",
                        id, units[rnd() % 6], rnd() % 2 ? "vhdl" : "verilog", w),
               1;
    if (r < 55)
        return snprintf(out, cap,
                        "{\"jsonrpc\":\"2.0\",\"id\":%u,\"method\":\"unit.verify\",\"params\":"
                        "{\"unit\":\"addi\",\"ports\":{\"lhs\":\"channel<i%u>\",\"rhs\":"
                        "\"channel<i%u, [spec: i1]>\",\"result\":\"channel<i%u>\"}}}",
                        id, w, w, w),
               1; /* rule same_type: 1006 */
    if (r < 70)
        return snprintf(out, cap,
                        "{\"jsonrpc\":\"2.0\",\"id\":%u,\"method\":\"type.parse\",\"params\":"
                        "{\"type\":\"channel<i%u, [spec: i1, tag: (U) i%u]>\"}}",
                        id, w, 1 + rnd() % 8),
               1;
    if (r < 74)
        return snprintf(out, cap, "{\"jsonrpc\":\"2.0\",\"id\":%u,\"method\":\"unit.frob\"}", id),
               1; /* -32601 */
    if (r < 78)
        return snprintf(out, cap, "{\"jsonrpc\":\"2.0\",\"id\":%u,\"method\":\"type.parse\"", id),
               1; /* -32700 */
    if (r < 81)
        return snprintf(out, cap, "{\"id\":%u,\"method\":\"unit.list\"}", id), 1; /* -32600 */
    if (r < 84)
        return snprintf(out, cap,
                        "{\"jsonrpc\":\"2.0\",\"id\":%u,\"method\":\"type.parse\",\"params\":"
                        "{\"type\":\"channel<i%u>\"}}",
                        id, 5000 + w),
               1; /* 1002 */
    if (r < 87)
        return snprintf(out, cap,
                        "{\"jsonrpc\":\"2.0\",\"id\":%u,\"method\":\"unit.generate\",\"params\":"
                        "{\"unit\":\"handshake.frob%u\"}}",
                        id, w),
               1; /* 1003 */
    if (r < 90)
        return snprintf(
                   out, cap,
                   "{\"jsonrpc\":\"2.0\",\"method\":\"type.parse\",\"params\":{\"type\":\"i%u\"}}",
                   w),
               0; /* notification */
    if (r < 95)
        return snprintf(out, cap,
                        "[{\"jsonrpc\":\"2.0\",\"id\":%u,\"method\":\"type.parse\",\"params\":"
                        "{\"type\":\"i%u\"}},{\"jsonrpc\":\"2.0\",\"method\":\"cache.stats\"},"
                        "{\"jsonrpc\":\"2.0\",\"id\":\"b%u\",\"method\":\"cache.stats\"}]",
                        id, w, id),
               2;
    if (r < 98)
        return snprintf(out, cap, "{\"jsonrpc\":\"2.0\",\"id\":%u,\"method\":\"server.stats\"}",
                        id),
               1;
    return snprintf(out, cap,
                    "{\"jsonrpc\":\"2.0\",\"id\":%u,\"method\":\"unit.describe\","
                    "\"params\":{\"unit\":\"mux\"}}",
                    id),
           1;
}

/* Frees a request's bytes once libuv has written them (or given up). */
static void on_write(uv_write_t *w, int status)
{
    (void)status; /* a failed write shows up as a closed connection */
    free(w->data);
    free(w);
}

/* Frames and writes one request; half: only its first half, then the connection closes. */
static void send_one(conn *c, int half)
{
    char body[1024], *msg;
    int n_resp = make_request(c, body, sizeof(body));
    size_t blen = strlen(body), len;
    uv_write_t *w = malloc(sizeof(*w));
    uv_buf_t b;
    if (!w || !(msg = malloc(blen + 64)))
        abort();
    if (c->lsp)
        len = (size_t)sprintf(msg, "Content-Length: %zu\r\n\r\n%s", blen, body);
    else
        len = (size_t)sprintf(msg, "%s\n", body);
    if (half)
        len /= 2;
    w->data = msg;
    b = uv_buf_init(msg, (unsigned)len);
    if (uv_write(w, (uv_stream_t *)&c->pipe, &b, 1, on_write) != 0) {
        free(msg);
        free(w);
        return;
    }
    if (half)
        return;
    sent++;
    if (n_resp == 0)
        notifications++;
    c->outstanding += n_resp;
    expected += n_resp;
}

/* Keeps DEPTH requests in flight (SLOW_DEPTH for slow readers) until the target is sent. */
static void fill(conn *c)
{
    long depth = c->slow ? SLOW_DEPTH : DEPTH;
    while (!c->closing && !stopping && c->outstanding < depth && sent < target) {
        if (rnd() % P_HALF_WRITE == 0) {
            send_one(c, 1);
            half_writes++;
            conn_close(c);
            return;
        }
        send_one(c, 0);
        if (rnd() % P_DISCONNECT == 0) { /* hang up with this request in flight */
            disconnects++;
            conn_close(c);
            return;
        }
    }
}

/* Counts the responses in one complete message (a batch holds several). */
static void on_message(conn *c, const char *m, size_t n)
{
    const char *p = m, *end = m + n;
    static const char tag[] = "\"jsonrpc\":\"2.0\"", err[] = "\"error\":{\"code\":";
    while ((p = memmem(p, (size_t)(end - p), tag, sizeof(tag) - 1))) {
        const char *next = memmem(p + 1, (size_t)(end - p - 1), tag, sizeof(tag) - 1);
        const char *e = memmem(p, (size_t)((next ? next : end) - p), err, sizeof(err) - 1);
        if (e)
            count_code(atoi(e + sizeof(err) - 1));
        answered++;
        c->outstanding--;
        p = next ? next : end;
    }
}

/* Splits the read buffer into messages in the connection's framing. */
static void parse(conn *c)
{
    size_t off = 0;
    for (;;) {
        char *start = c->buf + off;
        size_t left = c->len - off;
        if (c->lsp) {
            char *sep = memmem(start, left, "\r\n\r\n", 4);
            size_t body;
            if (!sep)
                break;
            body = strtoul(start + 15, NULL, 10);
            if ((size_t)(sep + 4 - start) + body > left)
                break;
            on_message(c, sep + 4, body);
            off += (size_t)(sep + 4 - start) + body;
        } else {
            char *nl = memchr(start, '\n', left);
            if (!nl)
                break;
            on_message(c, start, (size_t)(nl - start));
            off += (size_t)(nl - start) + 1;
        }
    }
    memmove(c->buf, c->buf + off, c->len - off);
    c->len -= off;
}

/* Reads go straight into the connection's growing buffer (at least 64 KiB free). */
static void on_alloc(uv_handle_t *h, size_t suggested, uv_buf_t *b)
{
    conn *c = h->data;
    (void)suggested;
    if (c->cap - c->len < 65536) {
        c->cap = c->cap ? c->cap * 2 : 131072;
        if (!(c->buf = realloc(c->buf, c->cap)))
            abort();
    }
    *b = uv_buf_init(c->buf + c->len, (unsigned)(c->cap - c->len));
}

static void on_resume(uv_timer_t *t);

/* Counts responses, pauses slow readers, keeps the pipeline full. */
static void on_read(uv_stream_t *s, ssize_t n, const uv_buf_t *b)
{
    conn *c = s->data;
    (void)b;
    if (n < 0) { /* the daemon closed a connection this client did not close */
        server_closed++;
        conn_close(c);
        return;
    }
    c->len += (size_t)n;
    parse(c);
    if (c->slow && !c->paused) { /* stop reading for 20..200 ms */
        c->paused = 1;
        uv_read_stop(s);
        uv_timer_start(&c->pause, on_resume, 20 + rnd() % 180, 0);
    }
    fill(c);
}

/* A slow reader's pause is over: read again. */
static void on_resume(uv_timer_t *t)
{
    conn *c = t->data;
    c->paused = 0;
    if (!c->closing)
        uv_read_start((uv_stream_t *)&c->pipe, on_alloc, on_read);
}

/* Frees a connection once both its handles are closed and opens its replacement. */
static void on_closed(uv_handle_t *h)
{
    conn *c = h->data;
    if (--c->handles > 0)
        return;
    live--;
    free(c->buf);
    if (!stopping && sent < target) {
        reconnects++;
        conn_open(c->slot);
    }
    free(c);
}

/* Closes a connection; requests still in flight on it are abandoned, not unanswered. */
static void conn_close(conn *c)
{
    if (c->closing)
        return;
    c->closing = 1;
    abandoned += c->outstanding;
    expected -= c->outstanding;
    c->outstanding = 0;
    uv_close((uv_handle_t *)&c->pause, on_closed);
    uv_close((uv_handle_t *)&c->pipe, on_closed);
}

/* Connected: start reading and fill the pipeline; a refused connection counts as a failure. */
static void on_connect(uv_connect_t *req, int status)
{
    conn *c = req->data;
    if (c->closing)
        return;
    if (status != 0) {
        connect_failures++;
        conn_close(c);
        return;
    }
    c->connected = 1;
    uv_read_start((uv_stream_t *)&c->pipe, on_alloc, on_read);
    fill(c);
}

/* Opens the connection of one slot; the slot fixes its framing and whether it reads slowly. */
static void conn_open(int slot)
{
    conn *c = calloc(1, sizeof(*c));
    if (!c)
        abort();
    c->slot = slot;
    c->handles = 2;
    c->slow = slot % SLOW_EVERY == 1;
    c->lsp = slot % LSP_EVERY == 3;
    uv_pipe_init(loop, &c->pipe, 0);
    uv_timer_init(loop, &c->pause);
    c->pipe.data = c->pause.data = c->creq.data = c;
    live++;
    uv_pipe_connect(&c->creq, &c->pipe, sock_path, on_connect);
}

/* uv_walk callback at the end of the run: closes every connection still open. */
static void close_all(uv_handle_t *h, void *arg)
{
    (void)arg;
    if (h->type == UV_NAMED_PIPE && !uv_is_closing(h))
        conn_close(h->data);
}

/* Once a second: progress; stop when everything is answered, the deadline
 * passed, or the daemon is gone. */
static void on_tick(uv_timer_t *t)
{
    double secs = (double)(uv_hrtime() - t_start) / 1e9;
    int dead = kill(daemon_pid, 0) != 0 && errno == ESRCH;
    int done = sent >= target && answered >= expected;
    (void)t;
    if ((long)secs % 10 == 0)
        fprintf(stderr, "soak: %.0fs sent %ld answered %ld live %ld\n", secs, sent, answered, live);
    if (!stopping &&
        (done || dead || secs > (double)max_seconds || connect_failures > conns_wanted)) {
        timed_out = !done && !dead && secs > (double)max_seconds;
        unanswered = expected - answered;
        stopping = 1;
        uv_timer_stop(&watchdog);
        uv_close((uv_handle_t *)&watchdog, NULL);
        uv_walk(loop, close_all, NULL);
    }
}

/* Runs the load, then prints the figures and the verdict (exit 0 only on PASS). */
int main(int argc, char **argv)
{
    int fds_before, fds_after = -1, died, ok;
    long hwm;
    double secs;
    if (argc < 3) {
        fprintf(stderr,
                "usage: soak_load SOCKET DAEMON_PID [CONNECTIONS [REQUESTS [MAX_SECONDS]]]\n");
        return 2;
    }
    signal(SIGPIPE, SIG_IGN);
    sock_path = argv[1];
    daemon_pid = atoi(argv[2]);
    conns_wanted = argc > 3 ? atol(argv[3]) : 1000;
    target = argc > 4 ? atol(argv[4]) : 1000000;
    max_seconds = argc > 5 ? atol(argv[5]) : 900;
    fds_before = daemon_fds();
    loop = uv_default_loop();
    t_start = uv_hrtime();
    for (int i = 0; i < conns_wanted; i++)
        conn_open(i);
    uv_timer_init(loop, &watchdog);
    uv_timer_start(&watchdog, on_tick, 1000, 1000);
    uv_run(loop, UV_RUN_DEFAULT);
    secs = (double)(uv_hrtime() - t_start) / 1e9;
    if (unanswered < 0)
        unanswered = expected - answered;
    died = kill(daemon_pid, 0) != 0 && errno == ESRCH;
    /* the daemon notices closed connections on its next loop turns */
    for (int i = 0; i < 100 && !died && (fds_after = daemon_fds()) != fds_before; i++)
        uv_sleep(50);
    hwm = daemon_status_kib("VmHWM");
    printf("soak: %ld connections, %ld requests sent in %.1f s (%.0f req/s)\n", conns_wanted, sent,
           secs, (double)sent / secs);
    printf("soak: responses expected %ld, answered %ld, unanswered %ld; notifications %ld\n",
           answered + unanswered, answered, unanswered, notifications);
    printf("soak: client disconnects with requests in flight %ld (%ld requests abandoned), "
           "half-written requests %ld, reconnects %ld\n",
           disconnects, abandoned, half_writes, reconnects);
    printf("soak: connections closed by the daemon %ld, connect failures %ld\n", server_closed,
           connect_failures);
    printf("soak: errors by code:");
    for (int i = 0; i < n_codes; i++)
        printf(" %d=%ld", codes[i].code, codes[i].count);
    printf("\nsoak: daemon peak RSS %.1f MiB, open descriptors before %d, after %d%s\n",
           hwm / 1024.0, fds_before, fds_after, died ? " (daemon died)" : "");
    ok = !died && !timed_out && unanswered == 0 && server_closed == 0 && connect_failures == 0 &&
         sent >= target && fds_before == fds_after;
    printf("soak: %s\n", ok ? "PASS" : timed_out ? "FAIL (time limit)" : "FAIL");
    return ok ? 0 : 1;
}
