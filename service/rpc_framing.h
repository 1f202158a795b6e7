/* Per-connection message framing: newline-delimited JSON or LSP-style
 * Content-Length headers, chosen by the connection's first byte.
 *
 * The framer owns a growing buffer; messages returned by hsd_framer_next point
 * into it and stay valid until the next hsd_framer_feed. */
#ifndef HSD_RPC_FRAMING_H
#define HSD_RPC_FRAMING_H

#include <stddef.h>

typedef enum {
    HSD_FRAMING_UNKNOWN = 0, /* nothing but white space seen yet */
    HSD_FRAMING_NDJSON,      /* first byte '{' or '[' */
    HSD_FRAMING_LSP          /* first byte 'C' (Content-Length) */
} hsd_framing;

#define HSD_FRAMER_MAX_HEADER 8192 /* bytes of one LSP header block */

typedef struct {
    char *buf;
    size_t len; /* bytes held */
    size_t off; /* bytes already returned as messages */
    size_t cap;
    size_t scan;    /* NDJSON: bytes after off already known to hold no newline */
    size_t max_msg; /* limit on one message's body */
    hsd_framing mode;
    char error[128]; /* why hsd_framer_next failed */
} hsd_framer;

void hsd_framer_init(hsd_framer *f, size_t max_msg);
void hsd_framer_free(hsd_framer *f);
/* Appends received bytes. Returns 0 or HSD_E_NOMEM. */
int hsd_framer_feed(hsd_framer *f, const char *data, size_t len);
/* Next complete message: 1 (msg/len set), 0 (need more bytes), or HSD_E_TOO_LARGE /
 * HSD_E_FRAMING (f->error says why; the connection should be closed). */
int hsd_framer_next(hsd_framer *f, const char **msg, size_t *len);
/* Bytes received but not yet returned as messages. */
size_t hsd_framer_pending(const hsd_framer *f);
/* Writes the header that precedes a body of body_len bytes in this framing
 * ("" for NDJSON, which ends the body with '\n' instead). Returns its length. */
size_t hsd_frame_header(hsd_framing mode, size_t body_len, char *buf, size_t cap);

#endif
