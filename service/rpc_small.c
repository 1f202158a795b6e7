/* The rows of the method table answered at once: unit.list, unit.describe,
 * type.parse, cache.stats, cache.clear, and the circuit methods (run whole, on a
 * worker in the daemon). Each is decode (params -> the typed call), run, encode. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "request_json.h"
#include "rpc_call.h"
#include "rpc_codes.h"
#include "rpc_small.h"

/* ------------------------------------------------------------------ decoding */

/* Reads the one required string member of a small method's params. */
static const char *string_param(json_t *params, const char *key, const char *const *members,
                                json_t **error)
{
    hs_diag d;
    json_t *v = json_is_object(params) ? json_object_get(params, key) : NULL;
    char msg[128];
    hs_diag_clear(&d);
    if (hs_json_check_members(params, members, &d)) {
        *error = hsd_rpc_error_from_diag(&d);
        return NULL;
    }
    if (!json_is_string(v)) {
        snprintf(msg, sizeof(msg), "params.%s must be a string", key);
        *error = hsd_rpc_error(HSD_RPC_INVALID_PARAMS, msg,
                               json_pack("{s:s, s:s}", "kind", "invalid_params", "field", key));
        return NULL;
    }
    return json_string_value(v);
}

/* Params of a method that takes none: anything given is a typo to report. */
int hsd_decode_nothing(hsd_ctx *ctx, json_t *params, hsd_call *c)
{
    static const char *const none[] = {NULL};
    hs_diag d;
    (void)ctx;
    hs_diag_clear(&d);
    if (hs_json_check_members(params, none, &d) == 0)
        return 0;
    hsd_call_set_diag(c, &d);
    return -1;
}

/* unit.list: `signals` checked like every unit.* method's. */
int hsd_list_decode(hsd_ctx *ctx, json_t *params, hsd_call *c)
{
    static const char *const members[] = {"signals", NULL};
    hs_diag d;
    (void)ctx;
    hs_diag_clear(&d);
    if (hs_json_check_members(params, members, &d) == 0 && hsd_signals_check(params, &d) == 0)
        return 0;
    hsd_call_set_diag(c, &d);
    return -1;
}

/* unit.describe: the unit's name; `signals` checked (a unit's entry has no policy). */
int hsd_describe_decode(hsd_ctx *ctx, json_t *params, hsd_call *c)
{
    static const char *const members[] = {"unit", "signals", NULL};
    hs_diag d;
    (void)ctx;
    if (!(c->text = string_param(params, "unit", members, &c->error)))
        return -1;
    hs_diag_clear(&d);
    if (hsd_signals_check(params, &d) == 0)
        return 0;
    hsd_call_set_diag(c, &d);
    return -1;
}

/* type.parse: the type's text. */
int hsd_type_decode(hsd_ctx *ctx, json_t *params, hsd_call *c)
{
    static const char *const members[] = {"type", NULL};
    (void)ctx;
    return (c->text = string_param(params, "type", members, &c->error)) ? 0 : -1;
}

/* circuit.*: the netlist (or the MLIR read into one) and the options. */
static int circuit_decode(hsd_ctx *ctx, json_t *params, hsd_call *c, bool generate)
{
    c->job = hsd_circuit_job_new(&ctx->cfg->cfg, params, generate, &c->error);
    return c->job ? 0 : -1;
}

int hsd_circuit_decode_generate(hsd_ctx *ctx, json_t *params, hsd_call *c)
{
    return circuit_decode(ctx, params, c, true);
}

int hsd_circuit_decode_spec_tags(hsd_ctx *ctx, json_t *params, hsd_call *c)
{
    return circuit_decode(ctx, params, c, false);
}

/* ------------------------------------------------------------------ running */

/* A method whose answer is all in encode. */
hsd_run_status hsd_run_nothing(hsd_ctx *ctx, hsd_call *c)
{
    (void)ctx;
    (void)c;
    return HSD_RUN_DONE;
}

/* unit.describe: the catalog's row, or the external generator a unit is routed to. */
hsd_run_status hsd_describe_run(hsd_ctx *ctx, hsd_call *c)
{
    hs_diag d;
    if ((c->info = hs_catalog_find(c->text)) ||
        (c->ext = hs_config_external(&ctx->cfg->cfg, c->text)))
        return HSD_RUN_DONE;
    hs_diag_clear(&d);
    hs_fail(&d, HS_E_UNKNOWN_UNIT, "unknown unit '%.60s' (not among the %d catalog units)", c->text,
            hs_catalog_count());
    hs_diag_suggest(&d, hs_catalog_suggest(c->text));
    hs_diag_where(&d, "unit", NULL, NULL);
    hsd_call_set_diag(c, &d);
    return HSD_RUN_DONE;
}

/* type.parse: the parsed type, or the positioned parse error. */
hsd_run_status hsd_type_run(hsd_ctx *ctx, hsd_call *c)
{
    hs_diag d;
    (void)ctx;
    if (!(c->type = malloc(sizeof(*c->type)))) {
        c->error = hsd_rpc_error(HSD_RPC_INTERNAL_ERROR, "out of memory", NULL);
        return HSD_RUN_DONE;
    }
    hs_diag_clear(&d);
    if (hs_type_parse(c->text, c->type, &d) != 0) {
        hs_diag_where(&d, "type", NULL, NULL);
        hsd_call_set_diag(c, &d);
    }
    return HSD_RUN_DONE;
}

/* cache.stats (zeros without a cache, as in a client with none). */
hsd_run_status hsd_cache_stats_run(hsd_ctx *ctx, hsd_call *c)
{
    if (ctx->cache)
        hsd_cache_get_stats(ctx->cache, &c->stats);
    return HSD_RUN_DONE;
}

/* cache.clear: how many entries went. */
hsd_run_status hsd_cache_clear_run(hsd_ctx *ctx, hsd_call *c)
{
    c->removed = ctx->cache ? hsd_cache_clear(ctx->cache) : 0;
    return HSD_RUN_DONE;
}

/* circuit.*: reading, spec tags, checks, generation: no shared state. */
hsd_run_status hsd_circuit_run(hsd_ctx *ctx, hsd_call *c)
{
    (void)ctx;
    hsd_circuit_job_run(c->job);
    return HSD_RUN_DONE;
}

/* ------------------------------------------------------------------ encoding */

/* unit.list: every catalog unit with its one-line summary, then the units only an
 * external generator knows. */
json_t *hsd_list_encode(hsd_ctx *ctx, hsd_call *c)
{
    const hs_config *cfg = &ctx->cfg->cfg;
    json_t *units = json_array();
    char summary[160];
    (void)c;
    for (int i = 0; i < hs_catalog_count(); i++) {
        const hs_unit_info *info = hs_catalog_at(i);
        json_array_append_new(units, json_pack("{s:s, s:s}", "name", info->name, "summary",
                                               info->summary ? info->summary : ""));
    }
    for (int i = 0; i < cfg->n_external; i++) {
        if (hs_catalog_find(cfg->external[i].unit))
            continue;
        snprintf(summary, sizeof(summary), "external generator: %.120s", cfg->external[i].argv[0]);
        json_array_append_new(
            units, json_pack("{s:s, s:s}", "name", cfg->external[i].unit, "summary", summary));
    }
    return json_pack("{s:o}", "units", units);
}

/* unit.describe: parameters, ports and rule of one unit; of a unit only an
 * external generator knows, what is known (nothing is verified). */
json_t *hsd_describe_encode(hsd_ctx *ctx, hsd_call *c)
{
    char summary[160];
    (void)ctx;
    if (c->info)
        return hs_unit_info_json(c->info);
    snprintf(summary, sizeof(summary), "external generator: %.120s", c->ext->argv[0]);
    return json_pack("{s:s, s:s, s:[], s:[], s:{s:s, s:s}}", "unit", c->ext->unit, "summary",
                     summary, "params", "ports", "rule", "id", "external", "text",
                     "none: routed to an external generator by the configuration; its params "
                     "are passed as {params} and not verified");
}

/* type.parse: canonical text and structure. */
json_t *hsd_type_encode(hsd_ctx *ctx, hsd_call *c)
{
    char canon[HS_TYPE_TEXT_CAP];
    (void)ctx;
    hs_type_print(c->type, canon, sizeof(canon));
    return json_pack("{s:s, s:o}", "canonical", canon, "type", hs_type_to_json(c->type));
}

json_t *hsd_cache_stats_encode(hsd_ctx *ctx, hsd_call *c)
{
    const hsd_cache_stats *s = &c->stats;
    (void)ctx;
    return json_pack("{s:I, s:I, s:I, s:I, s:I, s:I, s:I}", "entries", (json_int_t)s->entries,
                     "bytes", (json_int_t)s->bytes, "max_bytes", (json_int_t)s->max_bytes, "hits",
                     (json_int_t)s->hits, "misses", (json_int_t)s->misses, "evictions",
                     (json_int_t)s->evictions, "inflight", (json_int_t)s->inflight);
}

json_t *hsd_cache_clear_encode(hsd_ctx *ctx, hsd_call *c)
{
    (void)ctx;
    return json_pack("{s:I}", "removed", (json_int_t)c->removed);
}

/* circuit.*: the files and manifest, or every violation. */
json_t *hsd_circuit_encode(hsd_ctx *ctx, hsd_call *c)
{
    json_t *result = NULL;
    (void)ctx;
    hsd_circuit_job_answer(c->job, &result, &c->error);
    return result;
}
