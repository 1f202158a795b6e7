/* A request message's shape: its text with the request id and the entity name
 * cut out, as a 128-bit key.
 *
 * Two messages of one shape are the same JSON but for their ids and entity
 * names, so once one of them has been decoded (jansson, the unit's params, the
 * memo key) the others need not be: the method layer remembers what the shape
 * decoded to (hsd_cache_shape_put) and answers a repeated request from that
 * (rpc_fast.h). A shape is only ever recorded for a message jansson accepted,
 * so the scanner below reads structure only and validates nothing but the two
 * values it cuts out: an id that is a plain integer or string, a name that is
 * a plain string. Anything unusual (escapes, other id types, batches) has no
 * shape and takes the ordinary path. */
#ifndef HSD_REQUEST_SHAPE_H
#define HSD_REQUEST_SHAPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Messages longer than this have no shape (a unit request is a few hundred bytes). */
#define HSD_SHAPE_MAX_TEXT 4096

typedef struct {
    bool ok;         /* a shape was read: the fields below are set */
    uint64_t hi, lo; /* the key: XXH3-128 of the text with both values cut out */
    const char *id;  /* the id's text as written (a string with its quotes) */
    size_t id_len;
    const char *name; /* params.name's characters (no quotes); NULL when absent */
    size_t name_len;
} hsd_shape;

/* Reads msg's shape; s->ok false when the message is not one of the common
 * shapes (a single object with an id, no backslash, at most HSD_SHAPE_MAX_TEXT
 * bytes). The pointers borrow from msg. */
void hsd_shape_scan(const char *msg, size_t len, hsd_shape *s);

#endif
