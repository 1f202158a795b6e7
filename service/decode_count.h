/* How often the method layer reads a request's JSON, counted for the whole process:
 * a unit test reads the counts to show each request is decoded once (its row's
 * decode), its unit's request at most once more into an hs_request (never on a memo
 * hit), and that the memo, the cache, the size checks and the hand-off to a worker
 * read the typed call, not the JSON. A repeated request answered from its message's
 * shape (rpc_fast.c) counts as one decode of its params (the scanner's reading of the
 * message) and none of its unit's request. Also how often a unit answer's parts are
 * built for a call instead of copied from stored text (its `ports` list printed or
 * made as JSON values, its result encoded as JSON values): a cached hit builds
 * none, however large its unit. Relaxed atomic counters: workers decode too. */
#ifndef HSD_DECODE_COUNT_H
#define HSD_DECODE_COUNT_H

#include <stdint.h>

typedef struct {
    uint64_t params;   /* a row's decode: params -> typed call (hsd_call), or a message
                        * answered from its shape (rpc_fast.c) */
    uint64_t requests; /* a unit's request -> hs_request (hsd_call_request) */
    uint64_t built;    /* a unit answer's part built for a call (hsd_decode_count_built) */
} hsd_decode_counts;

/* The counts so far. */
void hsd_decode_counts_get(hsd_decode_counts *out);
/* Counted where the method layer decodes (rpc_methods.c, rpc_call.c, rpc_fast.c). */
void hsd_decode_count_params(void);
void hsd_decode_count_request(void);
/* Counted where rpc_unit.c builds a part of an answer for a call (the `ports`
 * list, a result as JSON values); a generation's own preparation is not counted. */
void hsd_decode_count_built(void);

#endif
