/* hsgen: typed Handshake dataflow units as VHDL and Verilog, as a C library.
 *
 * The library answers the JSON-RPC methods of the daemon hsgend in the calling
 * process: every function takes the same JSON text as the method's "params"
 * (schema/<method>.params.json, installed in share/hsgen/schema/) and returns
 * the same JSON text as the method's "result", or the same error object
 * {"code", "message", "data"} the daemon would send (schema/errors.md).
 *
 *     hsgen_context *ctx = hsgen_context_new(NULL, NULL);
 *     char *out = NULL;
 *     int rc = hsgen_unit_generate(ctx, "{\"unit\": \"handshake.addi\", "
 *                                       "\"params\": {\"bitwidth\": 32}, "
 *                                       "\"extra_signals\": [\"spec: i1\"]}", &out);
 *     puts(out);            rc == 0: the result; otherwise the error object
 *     hsgen_free(out);
 *     hsgen_context_free(ctx);
 *
 * Link with `pkg-config --cflags --libs hsgen`.
 *
 * Return values. Every call returns 0 on success and *out holds the result
 * JSON. Otherwise it returns the JSON-RPC error code (negative: -32700 JSON
 * parse error, -32602 invalid params, -32601 unknown method, -32603 internal;
 * 1001..1016: the request was rejected by the type rules, 1000 + the library's
 * error number) and *out holds the error object.
 *
 * Ownership. Every `char **out` receives a NUL-terminated string allocated
 * with malloc that the caller owns and releases with hsgen_free() (or free()).
 * *out is NULL only when even the error text could not be allocated (out of
 * memory, return value -32603). Input strings are only read, never kept.
 *
 * NULL. `out` may be NULL (the answer is discarded, the return value stays);
 * `params` may be NULL (no params, as a request without "params"); a NULL
 * `ctx` or `method` is answered with error -32602, never a crash.
 * hsgen_context_free(NULL) and hsgen_free(NULL) do nothing.
 *
 * Failure leaves a context usable: a rejected, malformed or failed request
 * changes nothing in it.
 *
 * Threads. A context may be shared by any number of threads: its calls are
 * serialized by a lock it holds, so they run one at a time. For generations
 * in parallel, give each thread its own context (contexts share nothing;
 * each has its own cache). hsgen_version() may be called from any thread.
 *
 * Every public name starts with hsgen_; the library exports nothing else. */
#ifndef HSGEN_HSGEN_H
#define HSGEN_HSGEN_H

#include <stddef.h>

#if defined(__GNUC__) || defined(__clang__)
#define HSGEN_API __attribute__((visibility("default")))
#else
#define HSGEN_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* A configuration (merge policies, enabled HDLs, external generators, cache
 * budget) and a cache of generated units. Opaque. */
typedef struct hsgen_context hsgen_context;

/* The library's version, e.g. "0.1.0" or "0.1.0+gce9d36e0a1": the same text
 * as `hsgen --version` and the version in generated files' headers. Static
 * storage; do not free. */
HSGEN_API const char *hsgen_version(void);

/* A new context from YAML configuration text in the format of hsgend.yaml
 * (installed as etc/hsgen/hsgend.yaml), read on top of the embedded default,
 * or from the embedded default itself when yaml is NULL. Returns NULL when the
 * text is rejected; then *error (when error is not NULL) receives the error
 * object naming the key and line, to release with hsgen_free(). */
HSGEN_API hsgen_context *hsgen_context_new(const char *yaml, char **error);

/* Releases a context and its cache. No call on it may be running. */
HSGEN_API void hsgen_context_free(hsgen_context *ctx);

/* unit.generate: params {"unit", "hdl"?, "name"?, "params"?, "extra_signals"?,
 * "ports"?, "signals"?}; result {"module", "hdl", "signature", "ports", "cached",
 * "files": [{"name", "content"}]}. "signals" ({"tag": "first"} or {"tag": {"merge":
 * "first"}}) sets merge policies over the context's configuration for this call only;
 * every unit.* and circuit.* function takes it (docs/daemon.md). */
HSGEN_API int hsgen_unit_generate(hsgen_context *ctx, const char *params, char **out);

/* unit.verify: the same params; result {"ok", "module", "signature", "ports"},
 * or the error naming the port, parameter or rule that fails. */
HSGEN_API int hsgen_unit_verify(hsgen_context *ctx, const char *params, char **out);

/* unit.preview: the same params; result {"module", "hdl", "signature", "ports",
 * "summary", "text"} (the first file's text). */
HSGEN_API int hsgen_unit_preview(hsgen_context *ctx, const char *params, char **out);

/* unit.describe: params {"unit"}; result: the unit's parameters, ports and rule. */
HSGEN_API int hsgen_unit_describe(hsgen_context *ctx, const char *params, char **out);

/* unit.list: result {"units": [{"name", "summary"}]}; built-in units first,
 * then those only an external generator of the configuration knows. */
HSGEN_API int hsgen_unit_list(hsgen_context *ctx, char **out);

/* circuit.generate: params {"netlist": {...}, "hdl"?, "spec_tags"?, "signals"?, ...}
 * (schema/circuit.generate.params.json); result: every file of the circuit
 * and its manifest. */
HSGEN_API int hsgen_circuit_generate(hsgen_context *ctx, const char *params, char **out);

/* Any method the library answers by name: the ones above plus type.parse,
 * cache.stats, cache.clear and circuit.add_spec_tags. server.* methods need the
 * daemon: -32601 here. */
HSGEN_API int hsgen_call(hsgen_context *ctx, const char *method, const char *params, char **out);

/* Releases a string returned through `out` or `error`. */
HSGEN_API void hsgen_free(void *p);

#ifdef __cplusplus
}
#endif

#endif
