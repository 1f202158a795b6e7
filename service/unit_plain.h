/* A unit.generate message of the plain kind, decoded from its text without jansson.
 *
 * Most requests are small objects of plain strings and integers: {"jsonrpc":
 * "2.0", "id": 7, "method": "unit.generate", "params": {"unit": ..., "name": ...,
 * "hdl": ..., "params": {"bitwidth": 32}, "ports": {...}, "extra_signals":
 * ["spec: i1"]}}. For those, one pass over the text gives what jansson, the
 * envelope check, hsd_unit_args_decode and hs_request_from_json would have
 * given: the id, the typed call's arguments (the same memo key and weight) and
 * the unit's request, with the members read in the order those read them.
 *
 * Anything else is refused, and the caller takes the ordinary path, which then
 * answers every error as before: strings with escapes or characters outside
 * printable ASCII, numbers that are not plain integers, true/false/null, a
 * duplicate key at any depth, a member of another type or not listed above
 * (`signals` included), a notification, another method, an external unit, an
 * HDL that is unknown or disabled, a request the library refuses. A decode
 * that succeeds therefore has no error to report. */
#ifndef HSD_UNIT_PLAIN_H
#define HSD_UNIT_PLAIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hs_unit.h"
#include "unit_args.h"

/* Messages longer than this are not read here (a plain unit request is a few
 * hundred bytes). */
#define HSD_PLAIN_MAX_TEXT 4096

typedef struct hsd_plain {
    bool id_is_string; /* id: a string (id_text, without quotes) or an integer (id_num) */
    const char *id_text;
    size_t id_len;
    int64_t id_num;
    hsd_unit_args args; /* args.name points into name */
    char name[HS_IDENT_MAX];
    hs_request req; /* owned: hs_request_free, or moved into a call */
} hsd_plain;

/* Decodes msg when it is a plain unit.generate (above), under cfg and the
 * configuration number `generation`; with_memo: compute the memo key. Returns
 * true with out filled (out->req to be freed or moved), or false (nothing to
 * free) when the ordinary path must take the message. */
bool hsd_plain_decode(const char *msg, size_t len, const hs_config *cfg, unsigned generation,
                      bool with_memo, hsd_plain *out);

#endif
