/* The short way for a repeated unit.generate: a request whose message shape
 * (request_shape.h) was decoded before, whose unit is in the memo and whose
 * text is cached, is answered from its text without jansson, without a typed
 * call and without encoding: the response is assembled from the prepared parts
 * (ports text, the cached `files` rendering with the entity name's offsets).
 * The bytes equal the ordinary path's; anything it cannot answer that way
 * (unknown shape, memo or cache miss, a name the ordinary path refuses, an
 * answer over the caller's limits) is left to the ordinary path, unchanged. */
#ifndef HSD_RPC_FAST_H
#define HSD_RPC_FAST_H

#include <stdbool.h>
#include <stddef.h>

#include "answer_splices.h"
#include "json_dump.h"
#include "request_shape.h"
#include "rpc_methods.h"

/* Whether a response body of len bytes may be sent (the caller's limits). */
typedef bool (*hsd_fits_fn)(void *arg, size_t len);

/* Appends the whole JSON-RPC response {"jsonrpc":"2.0","id":...,"result":...}
 * for the request of shape s to out and returns true; returns false with out
 * (and sp) as it was when the ordinary path must answer. Counts a cache hit only
 * when it answers. With sp, an answer of HSD_ANSWER_OWN bytes or more leaves its
 * long runs in the cached entry, recorded in sp with the entry held
 * (hsd_unit_raw_append_spliced): the response is then out's new bytes with
 * those runs put at their offsets. */
bool hsd_rpc_fast_answer(hsd_ctx *ctx, const hsd_shape *s, hsd_jbuf *out, hsd_splices *sp,
                         hsd_fits_fn fits, void *arg);

#endif
