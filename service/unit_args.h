/* A unit.* request (unit.generate, unit.preview, unit.verify) decoded once.
 *
 * One pass over the params reads what every later step needs: the allowed
 * members, the HDL, the request's own `signals` policies, the entity name, the
 * request's weight (whether it is large enough for a worker) and the memo key.
 * The memo, the size check and the hand-off to a worker read this, never the
 * JSON again; the unit's own parameters and ports are read into an hs_request
 * only when the request has to be resolved. */
#ifndef HSD_UNIT_ARGS_H
#define HSD_UNIT_ARGS_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>
#include <xxhash.h>

#include "hs_config.h"
#include "policy_json.h"

/* A request this heavy (JSON values plus 64-byte runs of string text) is resolved
 * on a worker: a 1024-port unit with 64 signals per port, a netlist of thousands of ports. */
#define HSD_LARGE_WEIGHT 4096

/* "verilog|4294967295|" and 32 hex digits of the request's digest. */
#define HSD_MEMO_KEY_MAX 64

typedef struct {
    hs_hdl hdl;
    hs_policies *pol; /* the request's own `signals` (owned: hsd_unit_args_free), or NULL */
    bool has_pol;
    const char *name;            /* params.name, borrowed from the params; NULL when absent */
    bool name_usable;            /* absent, or a string shorter than HS_IDENT_MAX */
    size_t weight;               /* of the whole params */
    char memo[HSD_MEMO_KEY_MAX]; /* "" when not asked for */
} hsd_unit_args;

/* Decodes params (NULL or an object) of a unit.* method. With_memo computes the
 * memo key: HDL, configuration number, and a digest of every member but name, hdl
 * and signals (object members in sorted order), with the canonical policies.
 * Returns 0, or an hs_err with d naming the member. */
int hsd_unit_args_decode(const json_t *params, const hs_config *cfg, unsigned generation,
                         bool with_memo, hsd_unit_args *a, hs_diag *d);

/* The memo digest's pieces, for a decoder that reads params without jansson
 * (unit_plain.c): a tagged, length-prefixed byte string as each value adds it,
 * and the key (HSD_MEMO_KEY_MAX bytes) of a finished digest. */
void hsd_digest_bytes(XXH3_state_t *st, char tag, const char *s, size_t n);
void hsd_memo_key_digest(char *out, hs_hdl hdl, unsigned generation, XXH3_state_t *st);
/* The same digest's input gathered in a buffer for one XXH3 call (the same
 * hash: XXH3 streams to the hash of the concatenation): tagged pieces laid out
 * as hsd_digest_bytes adds them, untagged ones as they are; `over` when cap
 * was too small (the digest is then not usable). */
typedef struct {
    char *buf;
    size_t len, cap;
    bool over;
} hsd_digest_buf;
void hsd_digest_buf_add(hsd_digest_buf *b, const void *s, size_t n);
void hsd_digest_buf_bytes(hsd_digest_buf *b, char tag, const char *s, size_t n);
/* The memo key of the gathered input. */
void hsd_memo_key_buf(char *out, hs_hdl hdl, unsigned generation, const hsd_digest_buf *b);

/* Releases what decoded arguments own (their policies); safe on any decoded a. */
void hsd_unit_args_free(hsd_unit_args *a);

/* Checks params' `signals` member (a method whose answer no policy shapes). */
int hsd_signals_check(const json_t *params, hs_diag *d);

/* The weight of any JSON value, as hsd_unit_args counts it (circuit requests). */
size_t hsd_json_weight(const json_t *j);

#endif
