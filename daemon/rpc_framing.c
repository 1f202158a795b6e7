/* Splits a connection's byte stream into JSON-RPC messages. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rpc_codes.h"
#include "rpc_framing.h"

/* A connection starts with no framing chosen and an empty buffer. */
void hsd_framer_init(hsd_framer *f, size_t max_msg)
{
    memset(f, 0, sizeof(*f));
    f->max_msg = max_msg;
}

/* Releases the buffer when the connection goes. */
void hsd_framer_free(hsd_framer *f)
{
    free(f->buf);
    memset(f, 0, sizeof(*f));
}

/* Bytes still buffered, for tests and diagnostics. */
size_t hsd_framer_pending(const hsd_framer *f)
{
    return f->len - f->off;
}

/* Drops consumed bytes so the buffer only ever holds one partial message. */
static void compact(hsd_framer *f)
{
    if (f->off == 0)
        return;
    memmove(f->buf, f->buf + f->off, f->len - f->off);
    f->len -= f->off;
    f->off = 0;
}

/* Appends what the socket delivered; the buffer holds at most one partial message plus one
 * read. */
int hsd_framer_feed(hsd_framer *f, const char *data, size_t len)
{
    compact(f);
    if (f->len + len + 1 > f->cap) {
        size_t cap = f->cap ? f->cap : 4096;
        char *nb;
        while (cap < f->len + len + 1)
            cap *= 2;
        if (!(nb = realloc(f->buf, cap)))
            return HSD_E_NOMEM;
        f->buf = nb;
        f->cap = cap;
    }
    memcpy(f->buf + f->len, data, len);
    f->len += len;
    f->buf[f->len] = 0;
    return 0;
}

/* Keeps the reason next to the error code so the connection can explain itself before
 * closing. */
static int fail(hsd_framer *f, int code, const char *why)
{
    snprintf(f->error, sizeof(f->error), "%s", why);
    return code;
}

/* The first significant byte decides the framing for the whole connection. */
static int detect(hsd_framer *f)
{
    while (f->off < f->len && isspace((unsigned char)f->buf[f->off]))
        f->off++;
    if (f->off == f->len)
        return 0;
    switch (f->buf[f->off]) {
    case '{':
    case '[':
        f->mode = HSD_FRAMING_NDJSON;
        return 1;
    case 'C':
        f->mode = HSD_FRAMING_LSP;
        return 1;
    default:
        return fail(f, HSD_E_FRAMING,
                    "a connection must start with '{', '[' (JSON lines) or 'Content-Length:'");
    }
}

/* One line is one message; blank lines are skipped; an endless line is refused at the
 * limit. */
static int next_ndjson(hsd_framer *f, const char **msg, size_t *len)
{
    for (;;) {
        char *start = f->buf + f->off;
        char *nl = memchr(start + f->scan, '\n', f->len - f->off - f->scan);
        size_t n;
        if (!nl) {
            f->scan = f->len - f->off;
            if (f->scan > f->max_msg)
                return fail(f, HSD_E_TOO_LARGE, "message exceeds limits.max_message_bytes");
            return 0;
        }
        n = (size_t)(nl - start);
        f->off += n + 1;
        f->scan = 0;
        if (n > f->max_msg)
            return fail(f, HSD_E_TOO_LARGE, "message exceeds limits.max_message_bytes");
        while (n > 0 && isspace((unsigned char)start[n - 1]))
            n--;
        while (n > 0 && isspace((unsigned char)*start))
            start++, n--;
        if (n == 0)
            continue; /* blank line between messages */
        *msg = start;
        *len = n;
        return 1;
    }
}

/* Reads the Content-Length value from a complete header block. */
static int header_length(hsd_framer *f, const char *hdr, size_t hlen, size_t *body)
{
    const char *p = hdr, *end = hdr + hlen;
    int found = 0;
    while (p < end) {
        const char *eol = strstr(p, "\r\n");
        if (!eol || eol > end)
            eol = end;
        if ((size_t)(eol - p) > 15 && strncasecmp(p, "Content-Length:", 15) == 0) {
            char *e;
            unsigned long long v = strtoull(p + 15, &e, 10);
            while (e < eol && (*e == ' ' || *e == '\t'))
                e++;
            if (e != eol || !isdigit((unsigned char)p[15 + strspn(p + 15, " \t")]))
                return fail(f, HSD_E_FRAMING, "invalid Content-Length header");
            *body = (size_t)v;
            found = 1;
        }
        p = eol + 2;
    }
    return found ? 0 : fail(f, HSD_E_FRAMING, "missing Content-Length header");
}

/* Headers, then exactly Content-Length bytes; an oversized length is refused before the
 * body arrives. */
static int next_lsp(hsd_framer *f, const char **msg, size_t *len)
{
    char *start = f->buf + f->off;
    char *sep = strstr(start, "\r\n\r\n");
    size_t hlen, body = 0;
    int rc;
    if (!sep) {
        if (f->len - f->off > HSD_FRAMER_MAX_HEADER)
            return fail(f, HSD_E_FRAMING, "header block too long");
        return 0;
    }
    hlen = (size_t)(sep - start);
    if ((rc = header_length(f, start, hlen, &body)) != 0)
        return rc;
    if (body > f->max_msg)
        return fail(f, HSD_E_TOO_LARGE, "message exceeds limits.max_message_bytes");
    if (f->len - f->off < hlen + 4 + body)
        return 0;
    *msg = start + hlen + 4;
    *len = body;
    f->off += hlen + 4 + body;
    return 1;
}

/* The next complete message in whichever framing the first byte chose. */
int hsd_framer_next(hsd_framer *f, const char **msg, size_t *len)
{
    int rc;
    if (f->mode == HSD_FRAMING_UNKNOWN && (rc = detect(f)) <= 0)
        return rc;
    if (f->mode == HSD_FRAMING_NDJSON)
        return next_ndjson(f, msg, len);
    while (f->off < f->len && isspace((unsigned char)f->buf[f->off]))
        f->off++; /* tolerate a newline between LSP messages */
    return next_lsp(f, msg, len);
}

/* Responses use the request's framing: LSP needs a header, NDJSON only a newline. */
size_t hsd_frame_header(hsd_framing mode, size_t body_len, char *buf, size_t cap)
{
    int n;
    if (mode != HSD_FRAMING_LSP) {
        if (cap)
            buf[0] = 0;
        return 0;
    }
    n = snprintf(buf, cap, "Content-Length: %zu\r\n\r\n", body_len);
    return n < 0 ? 0 : (size_t)n;
}
