/* Fuzz target: the language server (hsgen lsp) over a sequence of messages, in-process.
 *
 * Byte 0 picks the mode: its low bit set, the rest is a list of message bodies
 * separated by 0x1E bytes, each framed here with its right Content-Length (so the
 * fuzzer explores message sequences: opens, incremental edits, hovers, cancels...);
 * clear, the rest is the raw byte stream (headers included). The other bits pick how
 * the bytes are cut into reads (1..64 bytes, or all at once). Documents over 4 KiB
 * are refused, so a file too large is reachable. Every message the server writes
 * must be a Content-Length frame holding a JSON object with "jsonrpc": "2.0" and, for
 * an answer, exactly one of result and error. */
#include <jansson.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_target.h"
#include "hs_lsp.h"

#define FUZZ_MAX_FILE 4096

/* Checks every frame of what the server wrote so far; keeps a partial frame. */
static struct {
    char *s;
    size_t n, cap;
} out;

/* Checks and drops what the server wrote. */
static void check_frames(void)
{
    size_t o = 0;
    while (o < out.n) {
        const char *p = out.s + o;
        if (out.n - o < 20 || memcmp(p, "Content-Length: ", 16) != 0)
            abort();
        char *end;
        unsigned long len = strtoul(p + 16, &end, 10);
        if (memcmp(end, "\r\n\r\n", 4) != 0)
            abort();
        const char *body = end + 4;
        if ((size_t)(body - out.s) + len > out.n)
            abort(); /* the server writes whole frames */
        json_error_t e;
        json_t *j = json_loadb(body, len, 0, &e);
        if (!json_is_object(j) || !json_is_string(json_object_get(j, "jsonrpc")))
            abort();
        bool is_answer = json_object_get(j, "method") == NULL;
        bool has_result = json_object_get(j, "result") != NULL;
        bool has_error = json_object_get(j, "error") != NULL;
        if (is_answer && has_result == has_error)
            abort();
        json_decref(j);
        o = (size_t)(body - out.s) + len;
    }
    out.n = 0;
}

/* The server's writer: appends to out. */
static void collect(void *ctx, const char *data, size_t len)
{
    (void)ctx;
    if (out.n + len > out.cap) {
        out.cap = (out.n + len) * 2;
        out.s = realloc(out.s, out.cap);
        if (!out.s)
            abort();
    }
    memcpy(out.s + out.n, data, len);
    out.n += len;
}

/* Feeds bytes in reads of `chunk` (0: all at once); false once the server stops. */
static bool feed(lsp_server *s, const char *data, size_t len, size_t chunk)
{
    for (size_t o = 0; o < len || len == 0;) {
        size_t n = chunk && len - o > chunk ? chunk : len - o;
        int rc = lsp_server_feed(s, data + o, n);
        check_frames();
        if (rc != 0)
            return false;
        o += n;
        if (len == 0)
            break;
    }
    return true;
}

/* One session: a fresh server fed the input, then freed (leaks show). */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static hs_config cfg;
    static bool ready;
    if (!ready) {
        hs_diag d;
        hs_diag_clear(&d);
        if (hs_config_default(&cfg, &d) != 0)
            abort();
        ready = true;
    }
    if (size < 1)
        return 0;
    size_t chunk = (data[0] >> 1) % 65;
    bool framed = data[0] & 1;
    const char *rest = (const char *)data + 1;
    size_t n = size - 1;
    lsp_server *s = lsp_server_new(&cfg, FUZZ_MAX_FILE, collect, NULL);
    if (!s)
        abort();
    if (!framed) {
        feed(s, rest, n, chunk);
    } else {
        const char *p = rest, *end = rest + n;
        while (p <= end) {
            const char *q = memchr(p, 0x1E, (size_t)(end - p));
            size_t len = q ? (size_t)(q - p) : (size_t)(end - p);
            char head[40];
            int h = snprintf(head, sizeof(head), "Content-Length: %zu\r\n\r\n", len);
            char *msg = malloc((size_t)h + len + 1);
            if (!msg)
                abort();
            memcpy(msg, head, (size_t)h);
            memcpy(msg + h, p, len);
            bool go = feed(s, msg, (size_t)h + len, chunk);
            free(msg);
            if (!go || !q)
                break;
            p = q + 1;
        }
    }
    lsp_server_free(s);
    free(out.s);
    memset(&out, 0, sizeof(out));
    return 0;
}
