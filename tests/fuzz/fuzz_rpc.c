/* Fuzz target: JSON-RPC framing and dispatch, in-process (no socket).
 *
 * The input's first byte picks how the rest is cut into reads (1..64 bytes or
 * all at once); the rest is a connection's byte stream. Every message the
 * framer returns is parsed as the daemon does (rpc_dispatch.c), each request of
 * a batch is checked like its envelope check, and every method of
 * rpc_methods.c is called through hsd_rpc_call on a context with a small
 * cache. Each response is serialized by the daemon's writer (json_dump.c) and
 * compared with jansson's: the daemon promises the same bytes. Every message is
 * also scanned for its shape (request_shape.h), and a valid unit.generate is
 * answered again by the daemon's short path (rpc_fast.h), which must give the
 * bytes of the ordinary answer or leave the request to it. */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_target.h"
#include "json_dump.h"
#include "rpc_codes.h"
#include "rpc_framing.h"
#include "rpc_fast.h"
#include "rpc_methods.h"

#define FUZZ_MAX_MSG 65536 /* small limit, so oversized frames are reachable */

/* The daemon's writer must produce exactly json_dumps(JSON_COMPACT). */
static void check_dump(const json_t *j)
{
    hsd_jbuf b = {0};
    char *ref = json_dumps(j, JSON_COMPACT | JSON_ENCODE_ANY);
    if (!ref)
        abort();
    if (hsd_json_dump(&b, j) != 0 || b.len != strlen(ref) || memcmp(b.buf, ref, b.len) != 0)
        abort();
    free(ref);
    hsd_jbuf_free(&b);
}

/* One request object: envelope checks as rpc_dispatch.c does, then the call. */
static void call_one(hsd_ctx *ctx, json_t *req)
{
    json_t *m, *p, *result = NULL, *error = NULL;
    if (!json_is_object(req))
        return;
    m = json_object_get(req, "method");
    p = json_object_get(req, "params");
    if (!json_is_string(m) || (p && !json_is_object(p)))
        return;
    if (!hsd_rpc_has_method(json_string_value(m)))
        return;
    hsd_rpc_call(ctx, json_string_value(m), p, &result, &error);
    if (!result == !error)
        abort(); /* exactly one of them, always */
    if (error && (!json_is_integer(json_object_get(error, "code")) ||
                  !json_is_string(json_object_get(error, "message")) ||
                  !json_is_object(json_object_get(error, "data"))))
        abort(); /* schema/error.json: every error has code, message and data */
    check_dump(result ? result : error);
    json_decref(result);
    json_decref(error);
}

/* No limits on the short path's answers here. */
static bool fits_all(void *arg, size_t len)
{
    (void)arg;
    (void)len;
    return true;
}

/* The envelope rpc_dispatch.c accepts, for a unit.generate with object params. */
static bool valid_generate(const json_t *j)
{
    const json_t *v = json_object_get(j, "jsonrpc"), *id = json_object_get(j, "id");
    const json_t *m = json_object_get(j, "method");
    return json_is_string(v) && strcmp(json_string_value(v), "2.0") == 0 && id &&
           (json_is_string(id) || json_is_number(id) || json_is_null(id)) && json_is_string(m) &&
           strcmp(json_string_value(m), "unit.generate") == 0 &&
           json_is_object(json_object_get(j, "params"));
}

/* The short path against the ordinary one, on a context answering pre-serialized
 * JSON as the daemon's does: the message decoded with its shape recorded, then
 * answered by both; the short answer, when it gives one, equals the ordinary. */
static void shape_check(hsd_ctx *raw, const char *msg, size_t len, const json_t *j)
{
    hsd_shape s;
    json_t *params, *result = NULL, *error = NULL, *resp;
    hsd_jbuf fast = {0}, ord = {0};
    hsd_shape_scan(msg, len, &s);
    if (!s.ok || !json_is_object(j) || !valid_generate(j))
        return;
    params = json_object_get(j, "params");
    raw->shape = &s;
    hsd_rpc_call(raw, "unit.generate", params, &result, &error);
    raw->shape = NULL;
    json_decref(result);
    json_decref(error);
    if (!hsd_rpc_fast_answer(raw, &s, &fast, NULL, fits_all, NULL))
        return;
    hsd_rpc_call(raw, "unit.generate", params, &result, &error); /* a hit, as the short one */
    if (!result)
        abort(); /* the short path answered what the ordinary one refuses */
    resp = json_pack("{s:s, s:O, s:o}", "jsonrpc", "2.0", "id", json_object_get(j, "id"), "result",
                     result);
    if (!resp || hsd_json_dump(&ord, resp) != 0 || ord.len != fast.len ||
        memcmp(ord.buf, fast.buf, ord.len) != 0)
        abort();
    json_decref(resp);
    json_decref(error);
    hsd_jbuf_free(&fast);
    hsd_jbuf_free(&ord);
}

/* One framed message: parse, then each request of a batch or the single one. */
static void dispatch(hsd_ctx *ctx, hsd_ctx *raw, const char *msg, size_t len)
{
    json_error_t jerr;
    json_t *j = json_loadb(msg, len, JSON_DECODE_ANY | JSON_REJECT_DUPLICATES, &jerr), *el;
    size_t i;
    hsd_shape s;
    if (!j) {
        hsd_shape_scan(msg, len, &s); /* any text: the scanner reads it safely */
        return;
    }
    check_dump(j);
    shape_check(raw, msg, len, j);
    if (json_is_array(j)) {
        json_array_foreach(j, i, el) call_one(ctx, el);
    } else {
        call_one(ctx, j);
    }
    json_decref(j);
}

/* The connection: reads of the chosen size, messages dispatched as they complete. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static hs_config cfg;
    static int have_cfg;
    hsd_ctx ctx, raw;
    hsd_framer f;
    size_t chunk, pos = 1;
    const char *msg;
    size_t len;
    int rc = 0;
    if (size < 1)
        return 0;
    if (!have_cfg) {
        if (hs_config_default(&cfg, NULL) != 0)
            abort();
        cfg.cache_max_bytes = 1 << 20;
        have_cfg = 1;
    }
    if (hsd_ctx_init(&ctx, &cfg, true) != 0 || hsd_ctx_init(&raw, &cfg, true) != 0)
        abort();
    raw.raw_results = true;
    chunk = data[0] & 0x3f ? (size_t)(data[0] & 0x3f) : size;
    hsd_framer_init(&f, FUZZ_MAX_MSG);
    while (pos < size && rc >= 0) {
        size_t n = size - pos < chunk ? size - pos : chunk;
        if (hsd_framer_feed(&f, (const char *)data + pos, n) != 0)
            abort();
        pos += n;
        while ((rc = hsd_framer_next(&f, &msg, &len)) == 1) {
            if (len > FUZZ_MAX_MSG)
                abort(); /* the limit holds for every message returned */
            dispatch(&ctx, &raw, msg, len);
        }
    }
    hsd_framer_free(&f);
    hsd_ctx_free(&ctx);
    hsd_ctx_free(&raw);
    return 0;
}
