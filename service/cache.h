/* The generated-unit cache: generation results keyed by signature and HDL,
 * bounded by a byte budget with least-recently-used eviction.
 *
 * Stored texts are generated under a placeholder entity name
 * (HSD_CACHE_MARKER) and keep the offsets where the printers wrote it (hs_file
 * marks, hsd_rendered); callers put the requested name at those offsets, so
 * requests differing only in their entity name share one entry. Also tracks generations in flight
 * by the same key, so identical concurrent requests are generated once. Loop thread only. */
#ifndef HSD_CACHE_H
#define HSD_CACHE_H

#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

#include "hs_gen.h"
#include "result_files.h"

/* Entity name generations run with: a legal identifier in both HDLs. Answers
 * never look for it in the text; they replace it where the printers recorded
 * writing it, so a request may use it in any of its own names. */
#define HSD_CACHE_MARKER "HsgenCachedEntityQz7"

typedef struct hsd_cache hsd_cache;

typedef struct {
    uint64_t entries, bytes, max_bytes;
    uint64_t hits, misses, evictions, inserts;
    uint64_t inflight; /* generations running now */
} hsd_cache_stats;

hsd_cache *hsd_cache_new(uint64_t max_bytes);
void hsd_cache_free(hsd_cache *c);
/* Changes the budget (0 disables storing) and evicts down to it. */
void hsd_cache_set_budget(hsd_cache *c, uint64_t max_bytes);
/* Whether the budget lets anything be stored (a budget of 0 does not). */
bool hsd_cache_stores(const hsd_cache *c);
/* Looks a key up; a hit becomes the most recently used and counts as a hit.
 * NULL on a miss, which is not counted: see hsd_cache_count_miss.
 * The result stays valid until the next put/clear/set_budget (or, held, until
 * hsd_cache_release). */
const hs_gen_result *hsd_cache_get(hsd_cache *c, const char *key);
/* Stores a finished generation without copying it: takes the buffers of res,
 * *rendered (its `files` list as JSON text with the entity name's offsets, so a
 * hit only renames it; NULL: none) and *ports_text (the answer's `ports` list,
 * so a hit never resolves its unit or prints the list again; NULL: none;
 * ports_len bytes), leaving them zeroed / NULL, into an entry that the caller
 * holds (hsd_cache_release when done), and stores it under key when c (NULL: no
 * cache) stores it; a result larger than the whole budget is not stored. The
 * entry outlives both the cache's eviction and the caller's use. Returns the
 * entry's result, or NULL (out of memory) with nothing taken. */
const hs_gen_result *hsd_cache_adopt(hsd_cache *c, const char *key, hs_gen_result *res,
                                     hsd_rendered *rendered, char **ports_text, size_t ports_len);
/* One more holder of a result hsd_cache_get or hsd_cache_adopt returned: it (with
 * its rendering and `ports` text) stays valid, even evicted or cleared, until
 * the holder's hsd_cache_release; for work that reads it after the call that
 * found it (an answer written on a worker). Loop thread only. */
void hsd_cache_hold(const hs_gen_result *r);
/* A holder is done; the entry is freed when the cache no longer stores it and
 * nobody else holds it. NULL: nothing. */
void hsd_cache_release(const hs_gen_result *r);
/* The rendering stored with a result hsd_cache_get returned (NULL if none). */
const hsd_rendered *hsd_cache_rendered(const hs_gen_result *hit);
/* The `ports` text stored with a result hsd_cache_get returned (NULL if none);
 * *len its length when len is not NULL. */
const char *hsd_cache_ports_text(const hs_gen_result *hit, size_t *len);
/* Counts a miss: a lookup that had to start a generation (identical requests
 * that join a generation in flight are neither hits nor misses). */
void hsd_cache_count_miss(hsd_cache *c);
/* Removes every entry; returns how many there were. */
uint64_t hsd_cache_clear(hsd_cache *c);
void hsd_cache_get_stats(const hsd_cache *c, hsd_cache_stats *out);

/* Generations in flight: one opaque pointer per key (shorter than HSD_CACHE_KEY_MAX;
 * a longer one is refused and its generation not shared). */
#define HSD_CACHE_KEY_MAX 96
void *hsd_cache_inflight_get(hsd_cache *c, const char *key);
int hsd_cache_inflight_put(hsd_cache *c, const char *key, void *gen);
void hsd_cache_inflight_del(hsd_cache *c, const char *key);

/* Resolution memo: what hs_unit_resolve concluded for one request text (its
 * params without the entity name), so a repeated request skips verification
 * and goes straight to the cache. Bounded by HSD_MEMO_MAX entries and about
 * HSD_MEMO_MAX_BYTES (emptied when full); a resolution whose ports take more
 * than HSD_MEMO_MAX_ENTRY bytes of JSON is remembered without them when the
 * cache holds them (hsd_memo.ports_in_cache), else not at all. Must be cleared
 * when the configuration changes. */
#define HSD_MEMO_MAX 16384
#define HSD_MEMO_MAX_BYTES (32u << 20)
#define HSD_MEMO_MAX_ENTRY (64u << 10)

typedef struct {
    char key[96]; /* cache key */
    char signature[33];
    char default_name[64]; /* entity name when the request gives none */
    json_t *ports;         /* the result's `ports` (shared, immutable) */
    char *ports_text;      /* the same as compact JSON text (shared: hsd_memo_ports_hold) */
    /* The caller answers from the cache's copy of the `ports` text
     * (hsd_cache_ports_text): a list longer than HSD_MEMO_MAX_ENTRY is then
     * remembered without it (ports and ports_text NULL) instead of not at all. */
    bool ports_in_cache;
    /* Bytes of text the request's last generation produced (0: none yet): a
     * generation known to be small is light (hsd_gen_is_light). */
    size_t text_bytes;
} hsd_memo;

const hsd_memo *hsd_cache_memo_get(hsd_cache *c, const char *request_text);
/* Looks a key up like hsd_cache_get without counting a hit or refreshing recency
 * (a caller that may still hand the request to the ordinary path). */
const hs_gen_result *hsd_cache_peek(hsd_cache *c, const char *key);

/* Request shapes (request_shape.h) whose unit.generate params decoded to a memo
 * key under the HDL: a repeated request of the same shape skips decoding
 * (rpc_fast.h). Bounded by HSD_MEMO_MAX entries (emptied when full), cleared
 * with the memo. */
typedef struct {
    char memo[64]; /* the memo key (hsd_unit_args.memo) */
    hs_hdl hdl;
} hsd_shape_memo;

const hsd_shape_memo *hsd_cache_shape_get(hsd_cache *c, uint64_t hi, uint64_t lo);
/* Remembers a shape's memo key. Returns 0 or HSD_E_NOMEM. */
int hsd_cache_shape_put(hsd_cache *c, uint64_t hi, uint64_t lo, const char *memo, hs_hdl hdl);
/* Notes the text a request's generation produced (hsd_memo.text_bytes) and, for
 * a resolution remembered without its `ports` text (printed by the generation,
 * off the loop thread), that text (ports_len bytes; NULL: none), copied when the
 * memo would have kept it; nothing when the memo does not hold the request. */
void hsd_cache_memo_note_text(hsd_cache *c, const char *request_text, size_t bytes,
                              const char *ports_text, size_t ports_len);
/* Copies m (taking a reference on m->ports, duplicating m->ports_text; with
 * m->ports_in_cache, ports over HSD_MEMO_MAX_ENTRY bytes are left out). Returns 0
 * or HSD_E_NOMEM. */
int hsd_cache_memo_put(hsd_cache *c, const char *request_text, const hsd_memo *m);
void hsd_cache_memo_clear(hsd_cache *c);
/* A memo's `ports` text is counted: a generation that answers from it holds it
 * instead of copying it (about 600 instructions a cold request), and a memo
 * cleared meanwhile leaves it to the last holder. Holds and releases are made on
 * one thread (the loop's); the text does not change. Returns ports_text. */
const char *hsd_memo_ports_hold(const char *ports_text);
/* Drops a hold (NULL: nothing); the last one frees the text. */
void hsd_memo_ports_release(const char *ports_text);
/* The text's length, kept with it. */
size_t hsd_memo_ports_len(const char *ports_text);

#endif
