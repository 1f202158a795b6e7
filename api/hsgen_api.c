/* The public C API (include/hsgen/hsgen.h): JSON text in, JSON text out, on the
 * the method layer (service/rpc_methods.c) so that every result and every
 * error is the one hsgend would send for the same params. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "hs_version.h"
#include "hsgen_internal.h"
#include "rpc_codes.h"
#include "rpc_methods.h"

struct hsgen_context {
    pthread_mutex_t lock; /* one call at a time: the cache is not thread-safe */
    hsd_ctx ctx;
};

/* The version is the library's, so a program can print what it linked. */
HSGEN_API const char *hsgen_version(void)
{
    return hs_version();
}

/* A context owns a deep copy of cfg, so the caller's configuration may go. */
hsgen_context *hsgen_context_from_config(const hs_config *cfg)
{
    hsgen_context *c = calloc(1, sizeof(*c));
    if (!c)
        return NULL;
    if (hsd_ctx_init(&c->ctx, cfg, true) != 0) {
        free(c);
        return NULL;
    }
    pthread_mutex_init(&c->lock, NULL);
    return c;
}

/* Both ways in (text and JSON values) end here, under the context's lock. */
int hsgen_context_call_json(hsgen_context *ctx, const char *method, json_t *params, json_t **result,
                            json_t **error)
{
    int rc;
    pthread_mutex_lock(&ctx->lock);
    rc = hsd_rpc_call(&ctx->ctx, method, params, result, error);
    pthread_mutex_unlock(&ctx->lock);
    return rc;
}

/* Writes an answer as the caller's malloc'd text; a value jansson cannot print
 * (only on OOM) leaves NULL. Takes the reference. */
static void put_text(json_t *j, char **out)
{
    if (out)
        *out = j ? json_dumps(j, JSON_COMPACT | JSON_ENCODE_ANY) : NULL;
    json_decref(j);
}

/* Answers an error object (taken over) and returns its code. */
static int answer_error(json_t *error, char **out)
{
    int code = (int)json_integer_value(json_object_get(error, "code"));
    put_text(error, out);
    return code ? code : HSD_RPC_INTERNAL_ERROR;
}

/* The -32602 error of an argument the caller got wrong before any method ran. */
static int bad_argument(const char *message, const char *field, char **out)
{
    return answer_error(
        hsd_rpc_error(HSD_RPC_INVALID_PARAMS, message,
                      json_pack("{s:s, s:s}", "kind", "invalid_params", "field", field)),
        out);
}

/* Reads params text as the daemon reads a message: a parse error is -32700 with
 * line, column and position; anything but an object is -32602 as for a request
 * whose params are not named. Returns 0 with *params set (NULL for no text). */
static int read_params(const char *text, json_t **params, char **out)
{
    json_error_t jerr;
    char msg[256];
    *params = NULL;
    if (!text)
        return 0;
    if (!(*params = json_loads(text, JSON_DECODE_ANY, &jerr))) {
        snprintf(msg, sizeof(msg), "JSON parse error: %s", jerr.text);
        return answer_error(
            hsd_rpc_error(HSD_RPC_PARSE_ERROR, msg,
                          json_pack("{s:s, s:i, s:i, s:i}", "kind", "parse_json", "line", jerr.line,
                                    "column", jerr.column, "position", jerr.position)),
            out);
    }
    if (!json_is_object(*params)) {
        json_decref(*params);
        *params = NULL;
        return bad_argument("params must be an object (named parameters)", "params", out);
    }
    return 0;
}

/* Every public call ends here: arguments checked, params read, the method run. */
HSGEN_API int hsgen_call(hsgen_context *ctx, const char *method, const char *params, char **out)
{
    json_t *p, *result = NULL, *error = NULL;
    int rc;
    if (out)
        *out = NULL;
    if (!ctx)
        return bad_argument("the context is NULL (hsgen_context_new makes one)", "ctx", out);
    if (!method)
        return bad_argument("the method is NULL", "method", out);
    if ((rc = read_params(params, &p, out)) != 0)
        return rc;
    rc = hsgen_context_call_json(ctx, method, p, &result, &error);
    json_decref(p);
    if (rc != 0 || !result) {
        json_decref(result);
        return answer_error(
            error ? error : hsd_rpc_error(HSD_RPC_INTERNAL_ERROR, "no result", NULL), out);
    }
    json_decref(error);
    put_text(result, out);
    if (out && !*out)
        return HSD_RPC_INTERNAL_ERROR; /* the text did not fit in memory */
    return 0;
}

/* A context on the embedded default or on YAML text read over it; the error
 * object of a rejected text names the key and line, as hsgend --check-config does. */
HSGEN_API hsgen_context *hsgen_context_new(const char *yaml, char **error)
{
    hs_config *cfg = calloc(1, sizeof(*cfg));
    hsgen_context *c = NULL;
    hs_diag d;
    int rc;
    hs_diag_clear(&d);
    if (error)
        *error = NULL;
    if (!cfg) {
        hs_fail(&d, HS_E_NOMEM, "out of memory");
        rc = HS_E_NOMEM;
    } else {
        rc = yaml ? hs_config_load_text(cfg, yaml, "hsgen_context_new", &d)
                  : hs_config_default(cfg, &d);
    }
    if (rc == 0 && !(c = hsgen_context_from_config(cfg)))
        rc = hs_fail(&d, HS_E_NOMEM, "out of memory");
    if (rc != 0)
        put_text(hsd_rpc_error_from_diag(&d), error);
    if (cfg)
        hs_config_free(cfg);
    free(cfg);
    return c;
}

/* Releases what hsgen_context_new made; NULL is allowed. */
HSGEN_API void hsgen_context_free(hsgen_context *ctx)
{
    if (!ctx)
        return;
    hsd_ctx_free(&ctx->ctx);
    pthread_mutex_destroy(&ctx->lock);
    free(ctx);
}

/* The unit.* and circuit.generate methods by name, for readable callers. */
HSGEN_API int hsgen_unit_generate(hsgen_context *ctx, const char *params, char **out)
{
    return hsgen_call(ctx, "unit.generate", params, out);
}

HSGEN_API int hsgen_unit_verify(hsgen_context *ctx, const char *params, char **out)
{
    return hsgen_call(ctx, "unit.verify", params, out);
}

HSGEN_API int hsgen_unit_preview(hsgen_context *ctx, const char *params, char **out)
{
    return hsgen_call(ctx, "unit.preview", params, out);
}

HSGEN_API int hsgen_unit_describe(hsgen_context *ctx, const char *params, char **out)
{
    return hsgen_call(ctx, "unit.describe", params, out);
}

HSGEN_API int hsgen_unit_list(hsgen_context *ctx, char **out)
{
    return hsgen_call(ctx, "unit.list", NULL, out);
}

HSGEN_API int hsgen_circuit_generate(hsgen_context *ctx, const char *params, char **out)
{
    return hsgen_call(ctx, "circuit.generate", params, out);
}

/* The library's allocator may not be the caller's (another libc, a DLL): free here. */
HSGEN_API void hsgen_free(void *p)
{
    free(p);
}
