/* The JSON-RPC methods on the library: JSON params in, JSON result or error out.
 *
 * One table (rpc_methods.c) lists every method as {name, decode, run, encode}:
 * decode reads the params once into a typed call (rpc_call.h), run works on the
 * typed call only, encode turns its outcome into the JSON result. No libuv here:
 * the client and libhsgen call the same table in process and get the bytes the
 * daemon sends. The daemon supplies `submit` to move work off its loop thread;
 * without it everything runs inline. Daemon-only methods (server.*) live in
 * daemon/server_methods.c. */
#ifndef HSD_RPC_METHODS_H
#define HSD_RPC_METHODS_H

#include <jansson.h>
#include <stdbool.h>

#include "answer_splices.h"
#include "cache.h"
#include "hs_config.h"
#include "json_dump.h"
#include "request_shape.h"
#include "rpc_errors.h"

/* A configuration shared by the loop and generations running on workers: a
 * reload installs a new one while older generations finish on theirs. */
typedef struct hsd_cfgref {
    hs_config cfg;
    int refs;
} hsd_cfgref;

hsd_cfgref *hsd_cfgref_new(const hs_config *cfg); /* deep copy, refs = 1; NULL on OOM */
hsd_cfgref *hsd_cfgref_hold(hsd_cfgref *r);
void hsd_cfgref_release(hsd_cfgref *r);

/* One piece of work handed to the submitter: a generation, a resolution, or a
 * whole call (rpc_call.h). */
typedef struct hsd_gen hsd_gen;
typedef struct hsd_ctx hsd_ctx;
/* A request decoded once (rpc_call.h). */
typedef struct hsd_call hsd_call;
/* A unit.generate decoded from its text (unit_plain.h). */
typedef struct hsd_plain hsd_plain;

/* Called exactly once per call with a new reference to either result or error. */
typedef void (*hsd_done_fn)(void *owner, json_t *result, json_t *error);

/* A result ready as JSON text (a unit.generate answer from its prepared parts):
 * append(a, out) appends its bytes (len of them) to out, returns 0 or
 * HSD_E_NOMEM. Valid only while the text_done call that receives it runs.
 *
 * A result written whole on a worker (a preview's, a large unit.generate's) can
 * also be taken instead of copied: take (NULL when it cannot) hands over its
 * malloc'd buffer, whose capacity it stores in *cap, with the result at byte
 * `head` and room before it (HSD_ANSWER_HEAD: the envelope and framing are
 * written there) and after it (HSD_ANSWER_TAIL); NULL when it was taken already.
 * The answer's writer then sends that buffer itself, without copying megabytes on
 * the loop thread.
 *
 * A large result read from a cache entry (a hit, or a generation's other
 * waiters) can leave the entry's long runs where they are: append_spliced (NULL
 * when it cannot) appends the same bytes as append, except those runs, which it
 * records in sp after out's offsets with the entry held (answer_splices.h); the
 * writer sends them from the entry and releases it after the write. */
typedef struct hsd_text_answer {
    size_t len;
    int (*append)(const struct hsd_text_answer *a, hsd_jbuf *out);
    const void *call;
    char *(*take)(const struct hsd_text_answer *a, size_t *cap);
    size_t head;
    int (*append_spliced)(const struct hsd_text_answer *a, hsd_jbuf *out, hsd_splices *sp);
} hsd_text_answer;

/* Room before and after a result written whole on a worker (hsd_text_answer.take). */
#define HSD_ANSWER_HEAD 256
#define HSD_ANSWER_TAIL 2

/* Answers a call whose result is JSON text by writing it where it goes (the
 * daemon: around its envelope, into the connection's output), as done(owner,
 * result, NULL) would with that result; false when it did not (done is then
 * called as usual). */
typedef bool (*hsd_text_done_fn)(void *owner, const hsd_text_answer *a);

/* Resolved units a daemon's context keeps for reuse (82 KB each). */
#define HSD_SPARE_UNITS 64 /* as many as a busy daemon has in flight at once */
/* Finished generations' records a daemon's context keeps for reuse (1.5 KB each:
 * above malloc's per-thread cache, so each would otherwise take its slow path). */
#define HSD_SPARE_GENS 64

/* Runs hsd_gen_run(gen) somewhere, then hsd_gen_complete(ctx, gen) on the loop thread. */
typedef int (*hsd_submit_fn)(hsd_ctx *ctx, hsd_gen *gen);

struct hsd_ctx {
    hsd_cfgref *cfg;      /* configuration in force (one reference held) */
    hsd_cache *cache;     /* NULL: nothing cached, nothing shared */
    hsd_submit_fn submit; /* NULL: generations run inline */
    bool raw_results;     /* cache hits may answer pre-serialized JSON (hsd_json_raw):
                           * only for callers that write with hsd_json_dump */
    void *data;           /* the submitter's */
    /* Units of finished generations kept for the next resolutions (with a
     * submitter only: the loop thread's, never a worker's). */
    struct hs_unit *spare_units[HSD_SPARE_UNITS];
    int n_spare_units;
    void *spare_gens[HSD_SPARE_GENS]; /* the same for generations (rpc_unit.c) */
    int n_spare_gens;
    struct hsd_call *spare_calls[HSD_SPARE_GENS]; /* and for calls (rpc_call.c, 768 B) */
    int n_spare_calls;
    hsd_text_done_fn text_done; /* for calls answered by text_done_for; NULL: none */
    hsd_done_fn text_done_for;
    /* The shape of the message being decoded (a single request off a socket),
     * or NULL: unit.generate records which memo key it decoded to (rpc_fast.h). */
    const hsd_shape *shape;
    unsigned generation; /* this configuration's number, part of every cache key */
};

/* Sets up a context on a copy of cfg, with a cache of cfg->cache_max_bytes when
 * with_cache. Returns 0 or HSD_E_NOMEM. */
int hsd_ctx_init(hsd_ctx *ctx, const hs_config *cfg, bool with_cache);
void hsd_ctx_free(hsd_ctx *ctx);
/* Frees the units, generation records and call records kept for reuse: a daemon
 * that went idle (a full set of units is 5.2 MB); they are made again when needed.
 * Returns how many units it freed. */
int hsd_ctx_release_spares(hsd_ctx *ctx);
/* Frees what the calling thread keeps for its next generations (the arena's
 * chunks and blocks, the room it renders answers in): a daemon's loop thread and
 * its workers once idle, which otherwise keep up to 3.5 MiB each until they end.
 * Returns the bytes freed. */
size_t hsd_thread_release_spares(void);
/* Installs a new configuration (the cache is cleared: merge policies shape the text). */
int hsd_ctx_set_config(hsd_ctx *ctx, const hs_config *cfg);

/* What run did with a call. */
typedef enum {
    HSD_RUN_DONE = 0, /* finished: its outcome is in the call (or call->error) */
    HSD_RUN_TAKEN     /* answered already, or handed to work that answers it later */
} hsd_run_status;

/* params (NULL or a JSON value) -> the typed call; 0, or -1 with call->error set.
 * The only step that reads the params. */
typedef int (*hsd_decode_fn)(hsd_ctx *ctx, json_t *params, hsd_call *call);
/* The work, on the typed call alone. */
typedef hsd_run_status (*hsd_run_fn)(hsd_ctx *ctx, hsd_call *call);
/* A finished call's JSON result (new reference), or NULL with call->error set. */
typedef json_t *(*hsd_encode_fn)(hsd_ctx *ctx, hsd_call *call);

#define HSD_METHOD_ADMIN 1u    /* changes what every client shares: refused on TCP unless allowed */
#define HSD_METHOD_OFF_LOOP 2u /* a heavy request (hsd_call.weight) is run whole on a worker */
/* Its params carry text of any size for a reader (MLIR): every request is
 * decoded, run and encoded on a worker when there is one, so no text is read on
 * the loop. */
#define HSD_METHOD_TEXT 4u
/* Its params take a `signals` member (the request's own merge policies): a
 * client's command-line policies go there (client/cli_signals.c). */
#define HSD_METHOD_SIGNALS 8u

/* One row of the method table (in the spirit of a command table: looked up by
 * name once per request, everything else read from the row). */
typedef struct hsd_method {
    const char *name;
    unsigned flags; /* HSD_METHOD_* */
    int kind;       /* the variant a shared decode/run serves (unit.generate or unit.preview) */
    hsd_decode_fn decode;
    hsd_run_fn run;
    hsd_encode_fn encode;
} hsd_method;

/* The rows of the table, numbered 0 .. HSD_RPC_METHOD_COUNT - 1 in table order
 * (a daemon keeps its statistics by this number); unit.generate is row 0. */
#define HSD_RPC_METHOD_COUNT 10
#define HSD_RPC_UNIT_GENERATE 0

/* The row of `method` (unit.*, type.parse, cache.*, circuit.*), NULL if none. */
const hsd_method *hsd_rpc_method(const char *method);
/* Row i of the table (0 <= i < HSD_RPC_METHOD_COUNT). */
const hsd_method *hsd_rpc_method_at(int i);
/* The number of a row of the table: hsd_rpc_method_at(hsd_rpc_method_index(m)) == m. */
int hsd_rpc_method_index(const hsd_method *m);
/* Whether this layer implements `method`. */
bool hsd_rpc_has_method(const char *method);

/* Starts a call; done() runs before this returns unless work was submitted.
 * params may be NULL. */
void hsd_rpc_start(hsd_ctx *ctx, const char *method, json_t *params, hsd_done_fn done, void *owner);
/* The same for a caller that looked the row up already (m from hsd_rpc_method). */
void hsd_rpc_start_row(hsd_ctx *ctx, const hsd_method *m, json_t *params, hsd_done_fn done,
                       void *owner);

/* Starts a unit.generate decoded from its message's text (hsd_plain_decode):
 * the same call as hsd_rpc_start would make of its JSON, without the JSON. Takes
 * p's request (p is done with after). */
void hsd_rpc_start_plain(hsd_ctx *ctx, hsd_plain *p, hsd_done_fn done, void *owner);

/* Synchronous form for the client: returns 0 with *result set, or a JSON-RPC
 * error code with *error set ({code, message, data}). Never needs libuv. */
int hsd_rpc_call(hsd_ctx *ctx, const char *method, json_t *params, json_t **result, json_t **error);

/* Worker side of submitted work: thread-safe, touches nothing shared. */
void hsd_gen_run(hsd_gen *gen);
/* Loop side: caches a generation's result, answers every waiting call, frees gen. */
void hsd_gen_complete(hsd_ctx *ctx, hsd_gen *gen);
/* Whether the work is long (an external generator) and worth a thread. */
bool hsd_gen_is_external(const hsd_gen *gen);
/* Whether the work is short and known to be: a generation by the library (no
 * process to wait for, nothing to decode or resolve) of a request whose text the
 * memo saw to be small (HSD_LIGHT_TEXT). A submitter may run it on its own thread. */
bool hsd_gen_is_light(const hsd_gen *gen);
/* Tells gen that the submitter runs it on the loop thread and completes it right
 * after (hsd_gen_run, then hsd_gen_complete, nothing rendered in between): what
 * only its answer needs is then prepared as it is answered, not copied. */
void hsd_gen_mark_here(hsd_gen *gen);

#endif
