/* The typed call's life (rpc_call.h): made, decoded, answered, freed; and the
 * configuration references generations hold. */
#include <stdlib.h>
#include <string.h>

#include "decode_count.h"
#include "request_json.h"
#include "rpc_call.h"
#include "rpc_codes.h"

/* A reload builds a new reference-counted configuration instead of changing the one in use. */
hsd_cfgref *hsd_cfgref_new(const hs_config *cfg)
{
    hsd_cfgref *r = calloc(1, sizeof(*r));
    if (!r || hs_config_copy(&r->cfg, cfg) != 0) {
        free(r);
        return NULL;
    }
    r->refs = 1;
    return r;
}

/* A generation in flight keeps the configuration it was verified with. */
hsd_cfgref *hsd_cfgref_hold(hsd_cfgref *r)
{
    r->refs++;
    return r;
}

/* The last holder frees the configuration (loop thread only). */
void hsd_cfgref_release(hsd_cfgref *r)
{
    if (r && --r->refs == 0) {
        hs_config_free(&r->cfg);
        free(r);
    }
}

/* A request's own `signals` make a configuration of its own, over the context's. */
hsd_cfgref *hsd_cfgref_override(const hs_config *base, const hs_policies *pol, hs_diag *d)
{
    hsd_cfgref *r = hsd_cfgref_new(base);
    if (!r) {
        hs_fail(d, HS_E_NOMEM, "out of memory");
        return NULL;
    }
    if (hs_policies_apply(pol, &r->cfg, d) != 0) {
        hsd_cfgref_release(r);
        return NULL;
    }
    return r;
}

/* Every request becomes one of these before its method sees it. */
hsd_call *hsd_call_new(hsd_ctx *ctx, const hsd_method *m, hsd_done_fn done, void *owner)
{
    hsd_call *c;
    if (ctx->n_spare_calls > 0) { /* one hsd_call_free kept: cleared as calloc would */
        c = ctx->spare_calls[--ctx->n_spare_calls];
        memset(c, 0, sizeof(*c));
    } else if (!(c = calloc(1, sizeof(*c)))) {
        return NULL;
    }
    c->m = m;
    c->done = done;
    c->owner = owner;
    return c;
}

/* Releases what the call owns (the borrowed answer inputs are not its). */
void hsd_call_free(hsd_ctx *ctx, hsd_call *c)
{
    if (!c)
        return;
    if (c->have_req)
        hs_request_free(&c->req);
    hsd_unit_args_free(&c->args);
    json_decref(c->params);
    json_decref(c->error);
    json_decref(c->result);
    free(c->ext_params);
    hs_unit_free(c->u);
    hsd_cfgref_release(c->cfg);
    json_decref(c->ports);
    hsd_memo_ports_release(c->ports_memo);
    free(c->answer_text);
    free(c->type);
    if (c->job)
        hsd_circuit_job_free(c->job);
    if (ctx->submit && ctx->n_spare_calls < HSD_SPARE_GENS)
        ctx->spare_calls[ctx->n_spare_calls++] = c;
    else
        free(c);
}

/* One place answers every call: the error, the result made on a worker, or encode's. */
void hsd_call_finish(hsd_ctx *ctx, hsd_call *c)
{
    json_t *result = NULL, *error;
    hsd_text_answer text;
    /* a unit.generate answer whose text is prepared goes out as text, no JSON value */
    if (!c->error && !c->encoded && ctx->text_done && c->done == ctx->text_done_for && c->as_text &&
        c->as_text(c, &text) && ctx->text_done(c->owner, &text)) {
        hsd_call_free(ctx, c);
        return;
    }
    if (!c->error)
        result = c->encoded ? c->result : c->m->encode(ctx, c);
    if (c->encoded)
        c->result = NULL;
    error = c->error;
    c->error = NULL;
    c->done(c->owner, error ? NULL : result, error);
    if (error)
        json_decref(result);
    hsd_call_free(ctx, c);
}

/* A library diagnostic as the call's JSON-RPC error. */
void hsd_call_set_diag(hsd_call *c, const hs_diag *d)
{
    json_decref(c->error);
    c->error = hsd_rpc_error_from_diag(d);
}

/* The error of a call that could not even allocate its error details. */
void hsd_call_set_nomem(hsd_call *c)
{
    json_decref(c->error);
    c->error = hsd_rpc_error(HSD_RPC_INTERNAL_ERROR, "out of memory",
                             json_pack("{s:s}", "kind", "no_memory"));
}

/* The request's params as an external generator gets them: every member but the
 * entity name and the HDL, keys sorted, compact (NULL on OOM). */
static char *external_params(const json_t *params)
{
    json_t *canon = json_deep_copy(params);
    char *text;
    json_object_del(canon, "name");
    json_object_del(canon, "hdl");
    text = canon ? json_dumps(canon, JSON_SORT_KEYS | JSON_COMPACT) : NULL;
    json_decref(canon);
    return text;
}

/* Reads the unit's own request out of the params, once, where it is needed; on a
 * worker too, so the params stay the call's (hsd_call_drop_params). */
int hsd_call_request(hsd_call *c, const hs_config *cfg, hs_diag *d)
{
    int rc;
    if (c->have_req)
        return 0;
    hsd_decode_count_request();
    rc = hs_request_from_json(c->params, &c->req, d);
    if (rc == 0) {
        c->have_req = true;
        if (hs_config_external(cfg, c->req.unit))
            c->ext_params = external_params(c->params); /* NULL: answered out of memory */
    }
    return rc;
}

void hsd_call_drop_params(hsd_call *c)
{
    json_decref(c->params);
    c->params = NULL;
}

/* A call run whole off the loop thread. */
typedef struct {
    hsd_gen base;
    hsd_call *c;
    hsd_cfgref *cfg; /* the configuration the call arrived under */
    unsigned generation;
    json_t *params; /* the params decoded here, released on the loop (whole_complete) */
} whole_job;

/* Worker side: decode (when the loop did not), run and encode, with nothing
 * shared. The params are read here, never released here: the loop thread drops
 * the message that holds them as well, and the last reference must not be
 * dropped by whichever thread ends first (rpc_call.h). */
static void whole_run(hsd_gen *g)
{
    whole_job *j = (whole_job *)g;
    hsd_call *c = j->c;
    hsd_ctx local;
    memset(&local, 0, sizeof(local));
    local.cfg = j->cfg;
    local.generation = j->generation;
    if (!c->decoded) {
        j->params = c->params; /* the call's until decoded */
        c->params = NULL;
        c->decoded = true;
        hsd_decode_count_params();
        if (c->m->decode(&local, j->params, c) != 0)
            return;
    }
    if (c->m->run(&local, c) != HSD_RUN_DONE || c->error)
        return; /* (a method run whole always finishes) */
    c->result = c->m->encode(&local, c);
    c->encoded = true;
}

/* Loop side: the answer is ready. */
static void whole_complete(hsd_ctx *ctx, hsd_gen *g)
{
    whole_job *j = (whole_job *)g;
    hsd_call_finish(ctx, j->c); /* before the configuration its job may point into goes */
    json_decref(j->params);
    hsd_cfgref_release(j->cfg);
    free(j);
}

/* Hands a whole call to the submitter (the params it still needs are held by the call). */
bool hsd_call_submit_whole(hsd_ctx *ctx, hsd_call *c)
{
    whole_job *j = calloc(1, sizeof(*j));
    if (!j)
        return false;
    j->base.run = whole_run;
    j->base.complete = whole_complete;
    j->c = c;
    j->cfg = hsd_cfgref_hold(ctx->cfg);
    j->generation = ctx->generation;
    if (ctx->submit(ctx, &j->base) != 0) {
        hsd_cfgref_release(j->cfg);
        free(j);
        return false;
    }
    return true;
}

/* The submitter's two calls and its question, whatever the work. */
void hsd_gen_run(hsd_gen *gen)
{
    gen->run(gen);
}

void hsd_gen_complete(hsd_ctx *ctx, hsd_gen *gen)
{
    gen->complete(ctx, gen);
}

bool hsd_gen_is_external(const hsd_gen *gen)
{
    return gen->external;
}

bool hsd_gen_is_light(const hsd_gen *gen)
{
    return gen->light && !gen->external;
}

/* For a submitter that runs gen on its loop thread and completes it right after. */
void hsd_gen_mark_here(hsd_gen *gen)
{
    gen->here = true;
}
