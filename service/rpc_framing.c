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

/* One header line (without its CRLF): Content-Length once, digits only; other
 * headers (Content-Type) are accepted and ignored. */
static int header_line(hsd_framer *f, const char *p, size_t n, int *found, size_t *body)
{
    const char *colon = memchr(p, ':', n), *v, *end = p + n;
    char why[96];
    unsigned long long x = 0;
    int digits = 0;
    if (!colon || colon == p)
        return fail(f, HSD_E_FRAMING, "malformed header line (expected 'Name: value')");
    if ((size_t)(colon - p) != 14 || strncasecmp(p, "Content-Length", 14) != 0)
        return 0;
    if ((*found)++)
        return fail(f, HSD_E_FRAMING, "repeated Content-Length header");
    for (v = colon + 1; v < end && (*v == ' ' || *v == '\t'); v++)
        ;
    const char *value = v;
    for (; v < end && *v >= '0' && *v <= '9'; v++, digits++)
        if (digits < 20)
            x = x * 10 + (unsigned long long)(*v - '0');
    while (v < end && (*v == ' ' || *v == '\t'))
        v++;
    if (!digits || v != end) {
        snprintf(why, sizeof(why), "invalid Content-Length value '%.*s' (decimal digits expected)",
                 (int)(end - value < 40 ? end - value : 40), value);
        return fail(f, HSD_E_FRAMING, why);
    }
    if (digits > 19 || x > f->max_msg)
        return fail(f, HSD_E_TOO_LARGE, "message exceeds limits.max_message_bytes");
    *body = (size_t)x;
    return 0;
}

/* Checks a header block as bytes, whatever the segmentation: CRLF line ends
 * only, no NUL, at most HSD_FRAMER_MAX_HEADER bytes. Returns the block's length
 * (up to its blank line) in *hlen once complete: 1; 0 while incomplete; or an
 * error as soon as the bytes seen are wrong. */
static int header_block(hsd_framer *f, const char *start, size_t avail, size_t *hlen)
{
    size_t lim = avail < HSD_FRAMER_MAX_HEADER + 4 ? avail : HSD_FRAMER_MAX_HEADER + 4;
    for (size_t i = 0; i < lim; i++) {
        if (start[i] == 0)
            return fail(f, HSD_E_FRAMING, "NUL byte in the header block");
        if (start[i] == '\r' && i + 1 < lim && start[i + 1] != '\n')
            return fail(f, HSD_E_FRAMING, "stray \\r in the header block");
        if (start[i] != '\n')
            continue;
        if (i == 0 || start[i - 1] != '\r')
            return fail(f, HSD_E_FRAMING, "header lines must end in \\r\\n (bare \\n found)");
        if (i >= 3 && start[i - 2] == '\n' && start[i - 3] == '\r') {
            *hlen = i - 3;
            return 1;
        }
    }
    if (avail >= HSD_FRAMER_MAX_HEADER + 4)
        return fail(f, HSD_E_FRAMING, "header block longer than 8192 bytes");
    return 0;
}

/* Headers, then exactly Content-Length bytes; an oversized length is refused before the
 * body arrives, a malformed header block as soon as it is seen. */
static int next_lsp(hsd_framer *f, const char **msg, size_t *len)
{
    char *start = f->buf + f->off;
    size_t hlen = 0, body = 0, avail = f->len - f->off;
    int rc, found = 0;
    if ((rc = header_block(f, start, avail, &hlen)) <= 0)
        return rc;
    for (size_t p = 0; p < hlen;) {
        const char *eol = memchr(start + p, '\r', hlen - p);
        size_t n = eol ? (size_t)(eol - (start + p)) : hlen - p;
        if ((rc = header_line(f, start + p, n, &found, &body)) != 0)
            return rc;
        p += n + 2;
    }
    if (!found)
        return fail(f, HSD_E_FRAMING, "missing Content-Length header");
    if (avail < hlen + 4 + body)
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
