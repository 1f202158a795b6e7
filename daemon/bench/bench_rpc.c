/* bench_rpc: load generator for hsgend over its Unix socket.
 *
 * C connections each keep D newline-delimited requests in flight (pipelining)
 * until N requests have been answered; prints requests/s and latency
 * percentiles as one line of JSON. Single-threaded poll(), so the client is
 * cheap next to the daemon it measures.
 *
 *   bench_rpc SOCKET N CONNECTIONS DEPTH MODE
 *   MODE: baseline (type.parse i1), cached (one unit.generate, names vary),
 *         cold (unit.generate, bitwidth 1..64 x latency 0..7: 512 distinct units
 *         in a row, so with the cache disabled every request is generated) */
#include <errno.h>
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

typedef struct {
    int fd;
    char *out;
    size_t out_len, out_off, out_cap;
    char in[1 << 20];
    size_t in_len;
    unsigned inflight;
} bench_conn;

typedef struct {
    const char *mode;
    uint64_t n, sent, done, errors;
    unsigned depth;
    uint64_t *t0;     /* send time by request id */
    uint32_t *lat_us; /* latency by completion order */
} bench;

/* Monotonic nanoseconds for latencies. */
static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* One blocking connect per benchmark connection, before the clock starts. A connect that
 * finds no socket file yet, or is refused (a daemon built before the socket file appeared
 * only once it listens, as bench-compare's baselines are), is tried again for up to ten
 * seconds rather than failing the run. */
static int connect_unix(const char *path)
{
    struct sockaddr_un sa;
    memset(&sa, 0, sizeof(sa));
    sa.sun_family = AF_UNIX;
    snprintf(sa.sun_path, sizeof(sa.sun_path), "%s", path);
    for (int tries = 0;; tries++) {
        int fd = socket(AF_UNIX, SOCK_STREAM, 0);
        if (fd < 0) {
            perror("bench_rpc: socket");
            exit(1);
        }
        if (connect(fd, (struct sockaddr *)&sa, sizeof(sa)) == 0)
            return fd;
        int err = errno;
        close(fd);
        if ((err != ECONNREFUSED && err != ENOENT) || tries >= 200) {
            errno = err;
            perror("bench_rpc: connect");
            exit(1);
        }
        struct timespec pause = {0, 50 * 1000 * 1000};
        nanosleep(&pause, NULL);
    }
}

/* Appends request `id` in the chosen mode to the connection's output. */
static void queue_request(bench *b, bench_conn *c, uint64_t id)
{
    char req[512];
    int n;
    if (strcmp(b->mode, "baseline") == 0)
        n = snprintf(req, sizeof(req),
                     "{\"jsonrpc\":\"2.0\",\"id\":%llu,\"method\":\"type.parse\","
                     "\"params\":{\"type\":\"i1\"}}\n",
                     (unsigned long long)id);
    else if (strcmp(b->mode, "cold") == 0) /* 512 distinct units in a row: none shared */
        n = snprintf(
            req, sizeof(req),
            "{\"jsonrpc\":\"2.0\",\"id\":%llu,\"method\":\"unit.generate\",\"params\":"
            "{\"unit\":\"handshake.addi\",\"name\":\"add_%llu\",\"params\":{\"bitwidth\":%llu,"
            "\"latency\":%llu},\"extra_signals\":[\"spec: i1\"]}}\n",
            (unsigned long long)id, (unsigned long long)(id % 1000),
            (unsigned long long)(1 + id % 64), (unsigned long long)(id / 64 % 8));
    else
        n = snprintf(
            req, sizeof(req),
            "{\"jsonrpc\":\"2.0\",\"id\":%llu,\"method\":\"unit.generate\",\"params\":"
            "{\"unit\":\"handshake.addi\",\"name\":\"add_%llu\",\"params\":{\"bitwidth\":32},"
            "\"extra_signals\":[\"spec: i1\"]}}\n",
            (unsigned long long)id, (unsigned long long)(id % 1000));
    if (c->out_len + (size_t)n > c->out_cap) {
        c->out_cap = (c->out_len + (size_t)n) * 2;
        c->out = realloc(c->out, c->out_cap);
    }
    memcpy(c->out + c->out_len, req, (size_t)n);
    c->out_len += (size_t)n;
    b->t0[id] = now_ns();
    c->inflight++;
    b->sent++;
}

/* Keeps DEPTH requests in flight on a connection until N have been sent. */
static void top_up(bench *b, bench_conn *c)
{
    while (c->inflight < b->depth && b->sent < b->n)
        queue_request(b, c, b->sent);
}

/* One response line: find its id, record latency, count errors. */
static void on_line(bench *b, bench_conn *c, const char *line)
{
    const char *p = strstr(line, "\"id\":");
    uint64_t id;
    char *end;
    if (!p) {
        b->errors++;
        c->inflight--;
        b->done++;
        return;
    }
    id = strtoull(p + 5, &end, 10);
    if (strncmp(end, ",\"result\"", 9) != 0) {
        if (b->errors++ < 3)
            fprintf(stderr, "bench_rpc: error response: %.300s\n", line);
    }
    if (id < b->n)
        b->lat_us[b->done] = (uint32_t)((now_ns() - b->t0[id]) / 1000);
    b->done++;
    c->inflight--;
}

/* Splits what arrived into response lines. */
static void do_read(bench *b, bench_conn *c)
{
    ssize_t r = read(c->fd, c->in + c->in_len, sizeof(c->in) - c->in_len - 1);
    char *start, *nl;
    if (r <= 0) {
        fprintf(stderr, "bench_rpc: connection closed by the daemon\n");
        exit(1);
    }
    c->in_len += (size_t)r;
    c->in[c->in_len] = 0;
    start = c->in;
    while ((nl = memchr(start, '\n', c->in_len - (size_t)(start - c->in)))) {
        *nl = 0;
        on_line(b, c, start);
        start = nl + 1;
    }
    c->in_len -= (size_t)(start - c->in);
    memmove(c->in, start, c->in_len);
    if (c->in_len == sizeof(c->in) - 1) {
        fprintf(stderr, "bench_rpc: response larger than the read buffer\n");
        exit(1);
    }
}

/* Sends as much of the queued requests as the socket takes. */
static void do_write(bench_conn *c)
{
    ssize_t w = write(c->fd, c->out + c->out_off, c->out_len - c->out_off);
    if (w < 0 && errno != EAGAIN) {
        perror("bench_rpc: write");
        exit(1);
    }
    if (w > 0)
        c->out_off += (size_t)w;
    if (c->out_off == c->out_len)
        c->out_off = c->out_len = 0;
}

/* qsort order for latencies. */
static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* The event loop: poll, write, read, until every request is answered. */
static void run(bench *b, bench_conn *conns, int nc)
{
    struct pollfd *p = calloc((size_t)nc, sizeof(*p));
    while (b->done < b->n) {
        for (int i = 0; i < nc; i++) {
            top_up(b, &conns[i]);
            p[i].fd = conns[i].fd;
            p[i].events = POLLIN | (conns[i].out_len ? POLLOUT : 0);
        }
        if (poll(p, (nfds_t)nc, 10000) <= 0) {
            fprintf(stderr, "bench_rpc: no progress for 10 s (%llu/%llu answered)\n",
                    (unsigned long long)b->done, (unsigned long long)b->n);
            exit(1);
        }
        for (int i = 0; i < nc; i++) {
            if (p[i].revents & POLLOUT)
                do_write(&conns[i]);
            if (p[i].revents & (POLLIN | POLLHUP | POLLERR))
                do_read(b, &conns[i]);
        }
    }
    free(p);
}

/* Arguments, connections, run, one line of results. */
int main(int argc, char **argv)
{
    bench b;
    bench_conn *conns;
    int nc;
    uint64_t t0, t1;
    double secs;
    if (argc != 6) {
        fprintf(stderr, "usage: bench_rpc SOCKET N CONNECTIONS DEPTH baseline|cached|cold\n");
        return 2;
    }
    memset(&b, 0, sizeof(b));
    b.n = strtoull(argv[2], NULL, 10);
    nc = atoi(argv[3]);
    b.depth = (unsigned)atoi(argv[4]);
    b.mode = argv[5];
    b.t0 = calloc(b.n, sizeof(*b.t0));
    b.lat_us = calloc(b.n, sizeof(*b.lat_us));
    conns = calloc((size_t)nc, sizeof(*conns));
    for (int i = 0; i < nc; i++)
        conns[i].fd = connect_unix(argv[1]);
    t0 = now_ns();
    run(&b, conns, nc);
    t1 = now_ns();
    secs = (double)(t1 - t0) / 1e9;
    qsort(b.lat_us, b.n, sizeof(*b.lat_us), cmp_u32);
    printf("{\"mode\":\"%s\",\"requests\":%llu,\"connections\":%d,\"depth\":%u,\"seconds\":%.3f,"
           "\"req_per_s\":%.0f,\"p50_us\":%u,\"p99_us\":%u,\"errors\":%llu}\n",
           b.mode, (unsigned long long)b.n, nc, b.depth, secs, (double)b.n / secs,
           b.lat_us[b.n / 2], b.lat_us[b.n * 99 / 100], (unsigned long long)b.errors);
    for (int i = 0; i < nc; i++) {
        close(conns[i].fd);
        free(conns[i].out);
    }
    free(conns);
    free(b.t0);
    free(b.lat_us);
    return b.errors ? 1 : 0;
}
