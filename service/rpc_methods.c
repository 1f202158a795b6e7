/* The method table and the one path every request takes through it: look the
 * row up, decode the params into a typed call, run it (on a worker when the row
 * says so and the request is heavy), encode the answer. Also the method context. */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode_count.h"
#include "hs_named.h"
#include "hw_arena.h"
#include "result_files.h"
#include "rpc_call.h"
#include "rpc_codes.h"
#include "rpc_methods.h"
#include "rpc_small.h"
#include "rpc_unit.h"
#include "unit_plain.h"

/* Numbers each configuration a context installs; the context's number is part of
 * every key, so a reload starts afresh. Atomic: library contexts may be made on
 * any thread. */
static atomic_uint config_generation;

/* Sets up the method context for the daemon or the in-process client. */
int hsd_ctx_init(hsd_ctx *ctx, const hs_config *cfg, bool with_cache)
{
    memset(ctx, 0, sizeof(*ctx));
    if (!(ctx->cfg = hsd_cfgref_new(cfg)))
        return HSD_E_NOMEM;
    if (with_cache && !(ctx->cache = hsd_cache_new(cfg->cache_max_bytes))) {
        hsd_cfgref_release(ctx->cfg);
        return HSD_E_NOMEM;
    }
    ctx->generation = atomic_fetch_add(&config_generation, 1) + 1;
    return 0;
}

/* What a context keeps for reuse, freed (rpc_methods.h): at its end, or when idle. */
int hsd_ctx_release_spares(hsd_ctx *ctx)
{
    int units = ctx->n_spare_units;
    while (ctx->n_spare_units > 0)
        hs_unit_free(ctx->spare_units[--ctx->n_spare_units]);
    while (ctx->n_spare_gens > 0)
        free(ctx->spare_gens[--ctx->n_spare_gens]);
    while (ctx->n_spare_calls > 0)
        free(ctx->spare_calls[--ctx->n_spare_calls]);
    return units;
}

size_t hsd_thread_release_spares(void)
{
    return hw_arena_free_spares() + hsd_files_render_release();
}

/* Releases the context's configuration and cache. */
void hsd_ctx_free(hsd_ctx *ctx)
{
    hsd_ctx_release_spares(ctx);
    hsd_cache_free(ctx->cache);
    hsd_cfgref_release(ctx->cfg);
    memset(ctx, 0, sizeof(*ctx));
}

/* Installs a reloaded configuration; cached texts and memos depend on it, so they go. */
int hsd_ctx_set_config(hsd_ctx *ctx, const hs_config *cfg)
{
    hsd_cfgref *r = hsd_cfgref_new(cfg);
    if (!r)
        return HSD_E_NOMEM;
    hsd_cfgref_release(ctx->cfg);
    ctx->cfg = r;
    ctx->generation = atomic_fetch_add(&config_generation, 1) + 1;
    if (ctx->cache) {
        hsd_cache_clear(ctx->cache);
        hsd_cache_memo_clear(ctx->cache);
        hsd_cache_set_budget(ctx->cache, cfg->cache_max_bytes);
    }
    return 0;
}

/* The method table: every method of this layer once, {name, flags, kind, decode,
 * run, encode}; unit.generate first (HSD_RPC_UNIT_GENERATE). */
static const hsd_method methods[] = {
    {"unit.generate", HSD_METHOD_SIGNALS, HSD_CALL_GENERATE, hsd_unit_decode, hsd_unit_run_generate,
     hsd_unit_encode},
    {"unit.preview", HSD_METHOD_SIGNALS, HSD_CALL_PREVIEW, hsd_unit_decode, hsd_unit_run_generate,
     hsd_unit_encode},
    {"unit.verify", HSD_METHOD_OFF_LOOP | HSD_METHOD_SIGNALS, HSD_CALL_VERIFY, hsd_unit_decode,
     hsd_unit_run_verify, hsd_unit_encode_verify},
    {"unit.list", 0, 0, hsd_list_decode, hsd_run_nothing, hsd_list_encode},
    {"unit.describe", 0, 0, hsd_describe_decode, hsd_describe_run, hsd_describe_encode},
    {"type.parse", 0, 0, hsd_type_decode, hsd_type_run, hsd_type_encode},
    {"cache.stats", 0, 0, hsd_decode_nothing, hsd_cache_stats_run, hsd_cache_stats_encode},
    {"cache.clear", HSD_METHOD_ADMIN, 0, hsd_decode_nothing, hsd_cache_clear_run,
     hsd_cache_clear_encode},
    {"circuit.generate", HSD_METHOD_OFF_LOOP | HSD_METHOD_TEXT | HSD_METHOD_SIGNALS, 0,
     hsd_circuit_decode_generate, hsd_circuit_run, hsd_circuit_encode},
    {"circuit.add_spec_tags", HSD_METHOD_OFF_LOOP | HSD_METHOD_TEXT | HSD_METHOD_SIGNALS, 0,
     hsd_circuit_decode_spec_tags, hsd_circuit_run, hsd_circuit_encode},
};
_Static_assert(sizeof(methods) / sizeof(methods[0]) == HSD_RPC_METHOD_COUNT,
               "HSD_RPC_METHOD_COUNT counts the rows of the method table");

/* Finds a method's row; NULL for a method this layer does not have. */
const hsd_method *hsd_rpc_method(const char *name)
{
    int i = HS_NAMED_INDEX(methods, name);
    return i < 0 ? NULL : &methods[i];
}

/* For callers that number what they keep per method (a daemon's statistics). */
const hsd_method *hsd_rpc_method_at(int i)
{
    return &methods[i];
}

/* A row's number, so a caller that has the row needs no second lookup by name. */
int hsd_rpc_method_index(const hsd_method *m)
{
    return (int)(m - methods);
}

/* So unknown methods get -32601 and server.* can be told apart. */
bool hsd_rpc_has_method(const char *method)
{
    return hsd_rpc_method(method) != NULL;
}

/* Entry point for one call; done() may run before it returns. */
void hsd_rpc_start(hsd_ctx *ctx, const char *method, json_t *params, hsd_done_fn done, void *owner)
{
    const hsd_method *m = hsd_rpc_method(method);
    char msg[160];
    if (!m) {
        snprintf(msg, sizeof(msg), "method '%.100s' not found", method);
        done(owner, NULL,
             hsd_rpc_error(HSD_RPC_METHOD_NOT_FOUND, msg,
                           json_pack("{s:s, s:s}", "kind", "method_not_found", "field", "method")));
        return;
    }
    hsd_rpc_start_row(ctx, m, params, done, owner);
}

/* One call of a row already found: decode, run (on a worker when the row says
 * so), encode. */
void hsd_rpc_start_row(hsd_ctx *ctx, const hsd_method *m, json_t *params, hsd_done_fn done,
                       void *owner)
{
    hsd_call *c;
    if (!(c = hsd_call_new(ctx, m, done, owner))) {
        done(owner, NULL,
             hsd_rpc_error(HSD_RPC_INTERNAL_ERROR, "out of memory",
                           json_pack("{s:s}", "kind", "no_memory")));
        return;
    }
    if (ctx->submit && (m->flags & HSD_METHOD_TEXT)) { /* no text read on the loop */
        c->params = json_incref(params);
        if (hsd_call_submit_whole(ctx, c))
            return;
        json_decref(c->params);
        c->params = NULL;
    }
    c->decoded = true;
    hsd_decode_count_params();
    if (m->decode(ctx, params, c) != 0)
        return hsd_call_finish(ctx, c);
    if (ctx->submit && (m->flags & HSD_METHOD_OFF_LOOP) && c->weight >= HSD_LARGE_WEIGHT &&
        hsd_call_submit_whole(ctx, c))
        return;
    if (m->run(ctx, c) == HSD_RUN_TAKEN)
        return;
    hsd_call_finish(ctx, c);
}

/* unit.generate's row decodes from the text instead of the JSON; the rest as above. */
void hsd_rpc_start_plain(hsd_ctx *ctx, hsd_plain *p, hsd_done_fn done, void *owner)
{
    const hsd_method *m = &methods[HSD_RPC_UNIT_GENERATE];
    hsd_call *c = hsd_call_new(ctx, m, done, owner);
    if (!c) {
        hs_request_free(&p->req);
        done(owner, NULL,
             hsd_rpc_error(HSD_RPC_INTERNAL_ERROR, "out of memory",
                           json_pack("{s:s}", "kind", "no_memory")));
        return;
    }
    c->decoded = true;
    hsd_decode_count_params();
    hsd_unit_decode_plain(ctx, p, c);
    if (m->run(ctx, c) == HSD_RUN_TAKEN)
        return;
    hsd_call_finish(ctx, c);
}

typedef struct {
    json_t *result, *error;
} sync_out;

/* Captures the answer of a call that completes before hsd_rpc_start returns. */
static void sync_done(void *owner, json_t *result, json_t *error)
{
    sync_out *o = owner;
    o->result = result;
    o->error = error;
}

/* Synchronous calls for the in-process client: same code, same bytes, no loop. */
int hsd_rpc_call(hsd_ctx *ctx, const char *method, json_t *params, json_t **result, json_t **error)
{
    sync_out o = {NULL, NULL};
    hsd_submit_fn saved = ctx->submit;
    ctx->submit = NULL; /* everything completes before returning */
    hsd_rpc_start(ctx, method, params, sync_done, &o);
    ctx->submit = saved;
    *result = o.result;
    *error = o.error;
    if (o.error)
        return (int)json_integer_value(json_object_get(o.error, "code"));
    return 0;
}
