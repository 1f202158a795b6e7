/* The typed call: a request as its method's decode left it, what every later
 * step reads instead of the JSON params (memo key, cache key, size limits, the
 * hand-off to a worker), and the outcome run leaves for encode.
 *
 * Also the work a submitter runs off the loop thread (hsd_gen): each kind of
 * work brings its own run and complete functions. Internal to the method layer. */
#ifndef HSD_RPC_CALL_H
#define HSD_RPC_CALL_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

#include "cache.h"
#include "hs_unit.h"
#include "result_files.h"
#include "rpc_circuit.h"
#include "rpc_methods.h"
#include "unit_args.h"

/* The variants one decode/run serves (hsd_method.kind). */
typedef enum { HSD_CALL_GENERATE = 0, HSD_CALL_PREVIEW, HSD_CALL_VERIFY } hsd_call_kind;

struct hsd_call {
    const hsd_method *m;
    hsd_done_fn done;
    void *owner;
    json_t *error;         /* the answer when set (decode, run or encode failed) */
    json_t *result;        /* the answer, already encoded (a call run whole on a worker) */
    size_t weight;         /* of the whole params: heavy requests leave the loop thread */
    bool decoded;          /* decode has run (a TEXT method's runs on the worker) */
    bool encoded;          /* result holds encode's answer (made on the worker) */
    struct hsd_call *next; /* among a generation's waiters */
    /* the answer as text when it is prepared (hsd_text_answer; false: encode's JSON) */
    bool (*as_text)(const struct hsd_call *c, hsd_text_answer *a);

    /* unit.generate, unit.preview, unit.verify */
    hsd_unit_args args;           /* HDL, the request's own policies, entity name, memo key */
    char name_text[HS_IDENT_MAX]; /* args.name's text, for a call decoded from text */
    hs_request req;               /* the unit's request: numbers as numbers */
    bool have_req;                /* req decoded (a heavy request: on the worker) */
    char *ext_params;             /* canonical request text for an external generator's {params} */
    json_t *params;               /* held until req is decoded (hsd_call_request), or for a
                                   * decode that runs on a worker (TEXT methods) */
    hsd_cfgref *cfg;              /* the request's own `signals` over the context's, or NULL */
    hs_unit *u;                   /* resolved with the requested name; NULL on the external route */
    hs_hdl hdl;
    char name[HS_IDENT_MAX];
    char signature[HS_SIG_HEX + 1];
    json_t *ports;         /* the result's ports when known before (memo), else NULL */
    const char *memo_text; /* the request's memo key (args.memo) once looked up */
    bool memo_known;       /* the memo already holds this request's resolution */
    /* the memo's default entity name when memo_known (the signature in `signature`):
     * resolution checks the request again but does not hash it (hs_unit_resolve_known) */
    char memo_default[HS_IDENT_MAX];
    size_t text_bytes;      /* the memo's size of this request's text (0: not known) */
    const char *ports_memo; /* the memo's `ports` text, held (hsd_memo_ports_hold), handed to
                             * the generation so it is not printed again */
    bool external;          /* output of an external program: UTF-8 not guaranteed */
    /* what encode reads for unit.generate / unit.preview (borrowed while answering) */
    const hs_gen_result *res;
    bool cached;
    const hsd_rendered *rendered; /* the `files` list as JSON text, or NULL */
    const char *ports_text;       /* the `ports` list as JSON text, or NULL */
    size_t ports_len;             /* its length (stored with it: never measured per answer) */
    size_t old_len;               /* length of the name `rendered` was generated under */
    /* res is a cache entry (hsd_cache_get, hsd_cache_adopt) that rendered points into,
     * so a large answer may send its runs from it (hsd_text_answer.append_spliced);
     * ports_in_entry: ports_text is that entry's too */
    bool from_entry, ports_in_entry;
    /* the whole result as JSON text, made on a worker (a preview's, a large
     * unit.generate's), from byte HSD_ANSWER_HEAD on (hsd_text_answer.take), or NULL */
    char *answer_text;
    size_t answer_len; /* its length */
    size_t answer_cap; /* the buffer's capacity */

    /* the other methods */
    const char *text;           /* type.parse's type, unit.describe's unit (in params) */
    hs_type *type;              /* type.parse */
    const hs_unit_info *info;   /* unit.describe */
    const hs_external_cfg *ext; /* unit.describe of an external unit */
    hsd_cache_stats stats;      /* cache.stats */
    uint64_t removed;           /* cache.clear */
    hsd_circuit_job *job;       /* circuit.* */
};

/* A call for one row (one ctx kept when it has one); NULL on OOM. */
hsd_call *hsd_call_new(hsd_ctx *ctx, const hsd_method *m, hsd_done_fn done, void *owner);
/* Releases what the call owns, and the call: kept for the next hsd_call_new when
 * ctx has a submitter (the loop thread's context) and room, else freed. */
void hsd_call_free(hsd_ctx *ctx, hsd_call *c);
/* Answers the call (its error, its result, or what the row's encode makes of
 * it) and frees it. */
void hsd_call_finish(hsd_ctx *ctx, hsd_call *c);
/* Sets the call's error from a library diagnostic, or an out-of-memory error. */
void hsd_call_set_diag(hsd_call *c, const hs_diag *d);
void hsd_call_set_nomem(hsd_call *c);
/* The unit's request, decoded once from the params the call holds, when first
 * needed (a repeated request answered from the memo never needs it; a heavy one
 * is decoded on a worker); for a unit cfg routes to an external generator, also
 * the canonical request text. The params stay the call's: see hsd_call_drop_params. */
int hsd_call_request(hsd_call *c, const hs_config *cfg, hs_diag *d);
/* Releases the params once the call no longer needs them; on the loop thread
 * only. A worker reads JSON values the loop holds but never takes or drops a
 * reference to one: the loop drops its own (the request's message) whenever it
 * likes, so a worker's drop could be the last but one and leave the free to the
 * loop thread, unordered with the worker's reads (jansson's reference counts are
 * atomic only when it is built with atomic builtins, and its last release does
 * not acquire). hsd_call_free releases what is left. */
void hsd_call_drop_params(hsd_call *c);

/* The configuration of one request: the base with the request's policies set
 * over it. NULL with d set when the configuration cannot hold them. */
hsd_cfgref *hsd_cfgref_override(const hs_config *base, const hs_policies *pol, hs_diag *d);

/* A generation whose request produced at most this many bytes of text the last
 * time (some 50 us of work or less) is light. */
#define HSD_LIGHT_TEXT 16384

/* Work for the submitter: every kind begins with this header. */
struct hsd_gen {
    void (*run)(hsd_gen *g);                    /* on any thread */
    void (*complete)(hsd_ctx *ctx, hsd_gen *g); /* on the loop thread; frees g */
    bool external;                              /* long work: an external generator */
    bool light;                                 /* short, known work (hsd_gen_is_light) */
    /* Run by the loop thread, which completes it right after (daemon/worker.c): what
     * only its answer needs is prepared then, where it is written, not copied. */
    bool here;
};

/* Runs a call's run (and decode when not done yet) and encode on a worker; answers
 * it back on the loop. Returns false when it could not be submitted (the caller
 * then does the work inline). */
bool hsd_call_submit_whole(hsd_ctx *ctx, hsd_call *c);

#endif
