/* Fuzz target: the public C API (include/hsgen/hsgen.h), JSON text in, JSON text out.
 *
 * Byte 0 picks the call: bits 0-2 the function (generate, verify, preview,
 * describe, list, circuit, hsgen_call with the method on the first line of
 * the rest, hsgen_context_new on the rest as YAML), bit 3 out = NULL, bit 4
 * params = NULL, bit 5 ctx = NULL. The rest is the params text (NUL-terminated
 * copy). Each call must answer: 0 with a JSON object, or its code with the
 * error object {code = the return value, message, data}; when the params are a
 * JSON object the answer must be byte for byte the method layer's on a fresh
 * context (hsd_rpc_call), as the daemon would send it. After every call,
 * failed or not, the same context must still verify a correct request. */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_target.h"
#include "hsgen/hsgen.h"
#include "hsgen_internal.h"
#include "rpc_codes.h"
#include "rpc_methods.h"

#define ADDI_OK "{\"unit\": \"addi\", \"params\": {\"bitwidth\": 8}}"

static const char *const methods[] = {"unit.generate", "unit.verify", "unit.preview",
                                      "unit.describe", "unit.list",   "circuit.generate"};

/* The embedded default with a small cache, loaded once. */
static const hs_config *config(void)
{
    static hs_config cfg;
    static int have;
    if (!have) {
        if (hs_config_default(&cfg, NULL) != 0)
            abort();
        cfg.cache_max_bytes = 1 << 20;
        have = 1;
    }
    return &cfg;
}

/* An answer's shape: a JSON object; an error carries the return value as code. */
static void check_answer(int rc, const char *out)
{
    json_t *j, *code;
    if (!out) {
        if (rc != HSD_RPC_INTERNAL_ERROR)
            abort(); /* only an answer too large for memory may be missing */
        return;
    }
    if (!(j = json_loads(out, 0, NULL)) || !json_is_object(j))
        abort();
    if (rc != 0) {
        code = json_object_get(j, "code");
        if (!json_is_integer(code) || json_integer_value(code) != rc ||
            !json_is_string(json_object_get(j, "message")) ||
            !json_is_object(json_object_get(j, "data")))
            abort();
    }
    json_decref(j);
}

/* What the daemon's method layer answers for the same params on a fresh context. */
static void check_same_as_rpc(const char *method, const char *params, int rc, const char *out)
{
    hsd_ctx ref;
    json_t *p = params ? json_loads(params, JSON_DECODE_ANY, NULL) : NULL, *res = NULL, *err = NULL;
    char *text;
    if ((params && !json_is_object(p)) || !out || !hsd_rpc_has_method(method)) {
        json_decref(p);
        return; /* not JSON or not an object: the API's own errors, checked for shape */
    }
    if (hsd_ctx_init(&ref, config(), true) != 0)
        abort();
    if (hsd_rpc_call(&ref, method, p, &res, &err) != rc)
        abort();
    text = json_dumps(res ? res : err, JSON_COMPACT | JSON_ENCODE_ANY);
    if (text && strcmp(text, out) != 0)
        abort();
    free(text);
    json_decref(res);
    json_decref(err);
    json_decref(p);
    hsd_ctx_free(&ref);
}

/* hsgen_context_new on fuzzed YAML: a context, or NULL with the error object
 * naming what is wrong. Nothing is generated with the context: external
 * generators of a fuzzed configuration would run programs. */
static void context_from_yaml(const char *yaml, int want_error)
{
    char *err = NULL;
    hsgen_context *c = hsgen_context_new(yaml, want_error ? &err : NULL);
    if (c && err)
        abort();
    if (!c && want_error && err) {
        json_t *j = json_loads(err, 0, NULL);
        if (!json_is_object(j) || !json_is_integer(json_object_get(j, "code")) ||
            !json_is_string(json_object_get(j, "message")) ||
            !json_is_object(json_object_get(j, "data")))
            abort();
        json_decref(j);
    }
    hsgen_free(err);
    hsgen_context_free(c);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    unsigned sel, fn;
    char *text, *params, *out = NULL, **outp;
    const char *method;
    hsgen_context *ctx, *use;
    int rc;
    if (size < 1)
        return 0;
    sel = data[0];
    fn = sel & 7;
    if (!(text = malloc(size)))
        return 0;
    memcpy(text, data + 1, size - 1);
    text[size - 1] = 0;
    if (fn == 7) {
        context_from_yaml(text, !(sel & 8));
        free(text);
        return 0;
    }
    if (!(ctx = hsgen_context_from_config(config())))
        abort();
    params = sel & 16 ? NULL : text;
    outp = sel & 8 ? NULL : &out;
    use = sel & 32 ? NULL : ctx;
    if (fn == 6) { /* hsgen_call: METHOD\nPARAMS */
        char *nl = strchr(text, '\n');
        method = text;
        if (nl) {
            *nl = 0;
            if (params)
                params = nl + 1;
        } else if (params) {
            params = NULL;
        }
        rc = hsgen_call(use, method, params, outp);
    } else {
        method = methods[fn];
        switch (fn) {
        case 0:
            rc = hsgen_unit_generate(use, params, outp);
            break;
        case 1:
            rc = hsgen_unit_verify(use, params, outp);
            break;
        case 2:
            rc = hsgen_unit_preview(use, params, outp);
            break;
        case 3:
            rc = hsgen_unit_describe(use, params, outp);
            break;
        case 4:
            rc = hsgen_unit_list(use, outp);
            params = NULL;
            break;
        default:
            rc = hsgen_circuit_generate(use, params, outp);
            break;
        }
    }
    if (!use && rc != HSD_RPC_INVALID_PARAMS)
        abort();
    if (outp) {
        check_answer(rc, out);
        if (use)
            check_same_as_rpc(method, params, rc, out);
    }
    hsgen_free(out);
    /* The context still answers after whatever happened. */
    if (hsgen_unit_verify(ctx, ADDI_OK, NULL) != 0)
        abort();
    hsgen_context_free(ctx);
    free(text);
    return 0;
}
