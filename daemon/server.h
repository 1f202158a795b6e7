/* The daemon: one libuv loop, its listeners and connections, the method
 * context (configuration, cache) and the signal handling around them. */
#ifndef HSD_SERVER_H
#define HSD_SERVER_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <uv.h>

#include "answer_splices.h"
#include "json_dump.h"
#include "rpc_framing.h"
#include "rpc_methods.h"
#include "stats.h"

#define HSD_CONN_MAX_INFLIGHT 256      /* messages answered concurrently per connection */
#define HSD_CONN_MAX_ASYNC 8           /* requests per connection waiting for a generation */
#define HSD_CONN_WRITE_HIGH (4u << 20) /* stop reading above this many unsent bytes */
#define HSD_MAX_BATCH 4096             /* requests in one batch (memory per message) */
#define HSD_READ_CHUNK 65536
#define HSD_SHUTDOWN_GRACE_MS 30000 /* in-flight work gets this long on SIGTERM */

typedef struct hsd_server hsd_server;
typedef struct hsd_batch hsd_batch;
typedef struct hsd_pending hsd_pending;
typedef struct hsd_worker_job hsd_worker_job;

typedef union {
    uv_handle_t handle;
    uv_stream_t stream;
    uv_pipe_t pipe;
    uv_tcp_t tcp;
} hsd_stream;

typedef struct hsd_listener {
    hsd_stream h;
    hsd_server *srv;
    bool tcp;
    char path[256];  /* Unix socket to unlink on close ("" for none) */
    char where[300]; /* "unix:PATH" / "tcp:HOST:PORT" as bound */
    struct hsd_listener *next;
} hsd_listener;

typedef struct hsd_conn {
    hsd_stream h;
    uv_timer_t idle;
    hsd_server *srv;
    uint64_t id;
    bool tcp; /* accepted on a TCP listener (admin methods refused) */
    hsd_framer fr;
    unsigned handles_open; /* stream + timer until both close callbacks ran */
    unsigned inflight;     /* messages not answered yet */
    unsigned async;        /* requests waiting for a generation (answered later) */
    uint64_t answered;     /* requests answered so far (tells sync from async) */
    uint64_t msg_started;  /* uv_now when the message being received began; 0: none */
    hsd_batch *batch;      /* a batch whose elements are still being dispatched */
    hsd_pending *pending;  /* requests waiting for a generation ($/cancelRequest) */
    bool lsp_shutdown;     /* LSP shutdown received: only exit is accepted */
    bool in_kick, kick_again;
    uint64_t last_progress; /* uv_now of the last byte read or written */
    size_t write_bytes;     /* bytes queued in `out` or handed to uv_write, not yet written */
    size_t batch_bytes;     /* bytes of the batch array being answered (not sent yet) */
    hsd_jbuf out;           /* responses gathered during this loop iteration */
    hsd_splices sp;         /* runs of cached entries sent between out's bytes (held) */
    size_t sp_counted;      /* of sp.bytes, those counted in write_bytes */
    size_t out_skip;        /* bytes at the start of out.buf that are not output (a
                             * taken answer's room before its envelope) */
    bool dirty;             /* in the server's flush list */
    bool reading, closing, close_after_write, eof;
    struct hsd_conn *prev, *next;
    struct hsd_conn *dirty_next;
} hsd_conn;

/* Seconds without a request answered or a generation running after which the
 * daemon frees what it keeps for reuse (units, records, output buffers). */
#define HSD_IDLE_RELEASE_S 5

/* Written output buffers the server keeps for reuse (hsd_server.out_pool), each at
 * most the 64 KiB a connection keeps between writes: 4 MiB at most. */
#define HSD_OUT_POOL 64

/* Where connections hand their messages (rpc_dispatch.c's functions, set by
 * hsd_server_init): through pointers, so the connection layer does not depend on
 * the dispatch layer above it, which sends its answers on the connection. */
typedef struct {
    void (*message)(hsd_conn *c, const char *msg, size_t len);
    void (*batch_continue)(hsd_conn *c);
    void (*batch_abandon)(hsd_conn *c);
} hsd_dispatch_ops;

struct hsd_server {
    uv_loop_t *loop;
    hsd_dispatch_ops dispatch;
    hsd_ctx ctx;
    const char *config_path; /* NULL: the embedded default */
    const char *const *cli_listen;
    int n_cli_listen;
    hsd_listener *listeners;
    hsd_conn *conns;
    hsd_stats stats;
    uv_signal_t sig_hup, sig_term, sig_int;
    uv_timer_t grace;
    uv_timer_t sweep;          /* once a second: limits.message_timeout_s */
    uv_check_t flush;          /* writes each connection's gathered responses once per iteration */
    uv_check_t batch;          /* hands the generations gathered to the pool once per iteration */
    uv_prepare_t batch_early;  /* and before the loop waits (work gathered outside polling) */
    hsd_worker_job *batch_job; /* generations submitted, not handed to the pool yet */
    hsd_conn *dirty;
    hsd_jbuf scratch; /* LSP bodies are built here before their header */
    /* Written outputs kept for the connections' next ones (conn.c): a busy server
     * reuses them instead of allocating one a write; an idle connection holds none. */
    char *out_pool[HSD_OUT_POOL];
    size_t out_pool_cap[HSD_OUT_POOL];
    int n_out_pool;
    bool stopping;
    uint64_t next_conn_id;
    unsigned gens_running;
    unsigned pool_jobs;     /* batches on the thread pool, not completed yet (worker.c) */
    bool running_here;      /* the loop runs light generations itself (worker.c) */
    bool pool_used;         /* generations ran on the pool since its threads last released */
    uint64_t unread_bytes;  /* write_bytes + batch_bytes of every connection */
    uint64_t idle_requests; /* stats.lat_n when the daemon was last seen busy */
    unsigned idle_s;        /* seconds since then with no request answered */
    /* the pool's idle release under way (worker.c), or NULL */
    struct hsd_release_set *release;
    char readbuf[HSD_READ_CHUNK];
    bool readbuf_busy;
};

/* Sets up the loop, the context and the listeners; logs where it listens. */
int hsd_server_init(hsd_server *srv, uv_loop_t *loop, const hs_config *cfg, const char *config_path,
                    const char *const *cli_listen, int n_cli_listen);
/* Runs until stopped; returns 0 after a clean shutdown. */
int hsd_server_run(hsd_server *srv);
void hsd_server_free(hsd_server *srv);

/* server_control.c: what signals and server.* methods do to the running daemon. */
/* Stops accepting, answers what is in flight, then lets the loop end. */
void hsd_server_stop(hsd_server *srv, const char *why);
/* Reloads the configuration; on failure the old one stays and d says why. */
int hsd_server_reload(hsd_server *srv, hs_diag *d);

/* listener.c */
int hsd_listener_open(hsd_server *srv, const char *spec, hs_diag *d);
int hsd_listener_adopt(hsd_server *srv, int fd, hs_diag *d);
void hsd_listeners_close(hsd_server *srv);
/* Number of sockets passed by systemd (LISTEN_FDS for this pid), from fd 3. */
int hsd_listen_fds(void);

/* conn.c */
void hsd_conn_accept(hsd_listener *l);
/* Queues one response (a new reference is taken over); written by hsd_conn_flush_all.
 * A response over limits.max_response_bytes is replaced by error 1024 for its id. */
void hsd_conn_send(hsd_conn *c, json_t *msg);
/* The connection's output, for an answer written straight into it from its end
 * (then hsd_conn_out_close with that end): NULL when the connection closes or
 * frames with LSP headers (a body's length goes before it), and the caller
 * serializes elsewhere. */
hsd_jbuf *hsd_conn_out_open(hsd_conn *c);
/* Frames, counts and queues the answer written into hsd_conn_out_open's buffer
 * from byte `start` on. */
void hsd_conn_out_close(hsd_conn *c, size_t start);
/* Queues one response already serialized (a batch's array). */
void hsd_conn_send_text(hsd_conn *c, const char *body, size_t len);
/* The same for a body whose runs c->sp.s[runs..] (offsets into body, held
 * entries: hsd_rpc_fast_answer) go out between its bytes. */
void hsd_conn_send_text_runs(hsd_conn *c, const char *body, size_t len, int runs);
/* The response {"jsonrpc":"2.0","id":ID,"result":TEXT} to a request whose result
 * is JSON text (hsd_text_answer), written around it straight into the
 * connection's output: the bytes hsd_conn_send would write for it. An answer over
 * a limit is refused from its known size (error 1024 or 1025, as hsd_conn_send
 * would answer it) without being built. False, with nothing written, when it
 * could not be written. */
bool hsd_conn_send_text_result(hsd_conn *c, const json_t *id, const hsd_text_answer *a);
/* Whether the connection must wait before dispatching more (memory bounds). */
bool hsd_conn_busy(const hsd_conn *c);
/* The sweep timer: closes connections whose message is late (message_timeout_s). */
void hsd_conn_sweep(uv_timer_t *t);
/* uv_check callback: one uv_write per connection with responses gathered. */
void hsd_conn_flush_all(uv_check_t *h);
/* One message answered (or found to need no answer). */
void hsd_conn_message_done(hsd_conn *c);
/* Re-evaluates reading, buffered messages and closing after a state change. */
void hsd_conn_kick(hsd_conn *c);
void hsd_conn_close(hsd_conn *c);

/* answer.c: what every answer passes before it is written, for a framed single
 * answer (conn.c) and an element of a batch's array (rpc_dispatch.c) alike. */
/* Answers of at most this many bytes always pass the budgets of unread answers. */
#define HSD_UNREAD_SMALL 4096u
/* Whether an answer of `size` bytes fits the budgets of answers not read yet:
 * the connection's (limits.max_unread_bytes; a connection holding none takes
 * one answer of any size) and the daemon's (limits.max_unread_bytes_total). */
bool hsd_conn_unread_fits(const hsd_conn *c, size_t size);
/* Moves the count of a connection's unread bytes (write_bytes, or batch_bytes
 * when batch) and the daemon's total by delta. */
void hsd_conn_unread_add(hsd_conn *c, bool batch, long long delta);
/* The error response (1025) answered instead of an answer of `size` bytes past a budget. */
json_t *hsd_unread_refusal(hsd_conn *c, json_t *id, size_t size);
/* The error response (1024) for a result of `size` bytes over limits.max_response_bytes. */
json_t *hsd_too_large_response(hsd_conn *c, json_t *id, size_t size);
/* Whether an answer of `size` bytes, after `before` bytes of the message it goes
 * out in (a batch's array so far, its separator included; 0 for a single answer),
 * passes limits.max_response_bytes and the budgets of unread answers. */
bool hsd_answer_fits(const hsd_conn *c, size_t before, size_t size);
/* The error response answered for id instead of such an answer: 1024 past
 * limits.max_response_bytes, else 1025. NULL when it could not be made. */
json_t *hsd_answer_refusal(hsd_conn *c, const json_t *id, size_t before, size_t size);

/* The response {"jsonrpc":"2.0","id":ID,"result":TEXT} to a request whose result
 * is JSON text (hsd_text_answer): the bytes hsd_json_dump writes for the JSON
 * response. */
typedef struct hsd_text_response {
    const hsd_text_answer *a;
    size_t size;     /* bytes of the response */
    json_t *refusal; /* new reference: the error response answered instead, or NULL */
} hsd_text_response;
/* Measures the response to id and checks it (hsd_answer_fits, `before` as
 * there): 0 with r->refusal NULL when it may be written
 * (hsd_text_response_write), 0 with r->refusal set when it is refused (from its
 * size: never built), HSD_E_NOMEM when the id's text or the refusal could not be
 * made. The id's text waits in the server's scratch buffer for the write. */
int hsd_text_response_check(hsd_conn *c, const json_t *id, const hsd_text_answer *a, size_t before,
                            hsd_text_response *r);
/* Appends a checked response (r->size bytes) to out; HSD_E_NOMEM, out (and sp)
 * as it was, when it could not be written. With sp (NULL: none) a result that
 * can (hsd_text_answer.append_spliced) leaves its long runs in the cache entry,
 * recorded in sp after out's offsets: out's new bytes and those runs are then
 * the r->size bytes. */
int hsd_text_response_write(hsd_conn *c, const hsd_text_response *r, hsd_jbuf *out,
                            hsd_splices *sp);
/* The bytes of a checked response before its result (the envelope up to
 * "result":), written at `at` unless it is NULL; their number is returned. For a
 * result written whole elsewhere (hsd_text_answer.take): the response is then
 * these bytes, the result, and "}". */
size_t hsd_text_response_head(hsd_conn *c, const hsd_text_response *r, char *at);
/* Appends one response to a batch's array `body` ("[" before the first, "," before
 * the others); past the limits (the array so far counted, with the runs sp records
 * for it) the refusal instead. HSD_E_NOMEM, body as it was, when resp is NULL or it
 * could not be written. */
int hsd_batch_append(hsd_conn *c, hsd_jbuf *body, const hsd_splices *sp, bool first,
                     const json_t *resp);
/* The same for a result that is JSON text, as hsd_batch_append would write its
 * JSON response; a large one read from a cache entry leaves its long runs there,
 * recorded in sp against body's offsets (hsd_text_response_write). */
int hsd_batch_append_text(hsd_conn *c, hsd_jbuf *body, hsd_splices *sp, bool first,
                          const json_t *id, const hsd_text_answer *a);

/* rpc_dispatch.c (reached from connections through hsd_server.dispatch): one
 * framed message from a connection. */
void hsd_dispatch_message(hsd_conn *c, const char *msg, size_t len);
/* Sets the method context up to answer this dispatcher's calls as text where it can. */
void hsd_dispatch_init_ctx(hsd_ctx *ctx);
/* Dispatches further elements of c->batch while the connection is not busy. */
void hsd_dispatch_batch_continue(hsd_conn *c);
/* Drops a batch whose connection closed before it was fully dispatched. */
void hsd_dispatch_batch_abandon(hsd_conn *c);

/* rpc_lsp.c: the LSP session's methods (initialize, initialized, shutdown, exit,
 * $/cancelRequest), one table of rows as the others: a name, flags and the handler. */
typedef struct hsd_lsp_answer {
    json_t *result; /* new reference; NULL answers null */
    json_t *error;  /* new reference, or NULL */
    json_t *cancel; /* borrowed from params: the request id the dispatcher cancels */
} hsd_lsp_answer;
typedef struct hsd_lsp_row {
    const char *name;
    unsigned flags; /* HSD_LSP_AFTER_SHUTDOWN: accepted after shutdown */
    void (*run)(hsd_conn *c, json_t *params, hsd_lsp_answer *a);
} hsd_lsp_row;
#define HSD_LSP_AFTER_SHUTDOWN 1u
#define HSD_LSP_METHOD_COUNT 5
/* The session method named method, NULL when it is none of them. */
const hsd_lsp_row *hsd_lsp_find(const char *method);
/* The session's row i (0 .. HSD_LSP_METHOD_COUNT - 1), and the number of a row
 * (statistics slots, server.stats). */
const hsd_lsp_row *hsd_lsp_method_at(int i);
int hsd_lsp_method_index(const hsd_lsp_row *row);
/* The -32600 error answering any other method after shutdown. */
json_t *hsd_lsp_after_shutdown(const char *method);

/* server_methods.c: the daemon's own methods (server.*), one table of rows as the
 * method layer's (service/rpc_methods.c): a name, flags (HSD_METHOD_ADMIN) and
 * the handler. */
typedef struct hsd_server_row {
    const char *name;
    unsigned flags; /* HSD_METHOD_ADMIN: refused on TCP unless admin.allow_tcp */
    /* The result (new reference), or NULL with *error set. */
    json_t *(*run)(hsd_server *srv, json_t **error);
} hsd_server_row;
#define HSD_SERVER_METHOD_COUNT 4

/* What a request's method names, looked up once: the method layer's row, a
 * server.* row or an LSP session row (all NULL: unknown), and its statistics slot
 * (stats.h: one per row of the three tables). */
typedef struct hsd_method_ref {
    const hsd_method *row;
    const hsd_server_row *server;
    const hsd_lsp_row *lsp;
    int slot;
} hsd_method_ref;
/* method NULL: an invalid request (slot HSD_STATS_INVALID). */
void hsd_server_find_method(const char *method, hsd_method_ref *ref);
/* Whether the method changes what every client shares (refused on TCP unless allowed). */
bool hsd_server_admin_method(const hsd_method_ref *ref);
/* Answers a server.* request: params must be absent or empty. */
void hsd_server_run_method(hsd_server *srv, const hsd_server_row *r, json_t *params,
                           json_t **result, json_t **error);

/* worker.c: submits generations to the libuv thread pool, in batches of up to
 * HSD_WORKER_BATCH gathered during one loop iteration: with bench-rpc's 64 requests
 * in flight two batches keep two workers busy, with fewer thread wake-ups than
 * batches of 16 (docs/performance.md). */
#define HSD_WORKER_BATCH 32

int hsd_worker_submit(hsd_ctx *ctx, hsd_gen *gen);
/* Hands the batch gathered so far to the pool (the end of an iteration), the loop
 * thread running its share of the light generations. */
void hsd_worker_flush(hsd_server *srv);
/* An idle daemon's pool threads each free what they keep for their next
 * generations (arena chunks and blocks, the rendering room: up to 3.5 MiB a
 * thread), which only the thread itself may touch: one job per thread, the
 * memory handed back to the system when all are done, logged at info. Nothing
 * when no generation ran on the pool since the last time. */
void hsd_worker_release_spares(hsd_server *srv);
/* Work is about to be queued on the pool: release jobs waiting for each other stop
 * waiting, so their threads take it (worker.c). Loop thread. */
void hsd_worker_wake(hsd_server *srv);
/* uv_check and uv_prepare callbacks calling hsd_worker_flush. */
void hsd_worker_flush_check(uv_check_t *h);
void hsd_worker_flush_prepare(uv_prepare_t *h);

/* notify.c: sd_notify without libsystemd ("READY=1", "STOPPING=1"). */
int hsd_notify(const char *state);

/* config_print.c: the configuration in force as YAML. */
void hsd_config_print(FILE *f, const hs_config *cfg);

#endif
