/* unit.*, type.parse, cache.* and circuit.* on top of the library.
 *
 * unit.generate / unit.preview resolve on the calling thread, answer from the
 * cache when they can, and otherwise join or start one generation (hsd_gen)
 * per cache key; the generation runs inline or wherever ctx->submit sends it. */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "external.h"
#include "json_dump.h"
#include "hs_gen.h"
#include "policy_json.h"
#include "request_json.h"
#include "result_files.h"
#include "rpc_circuit.h"
#include "rpc_codes.h"
#include "rpc_methods.h"
#include "unit_args.h"

typedef enum { CALL_GENERATE = 0, CALL_PREVIEW } call_kind;

/* One request waiting for a generation. */
typedef struct hsd_call {
    call_kind kind;
    hs_unit *u; /* resolved with the requested name; NULL on the external route */
    hs_hdl hdl;
    char name[HS_IDENT_MAX];
    char signature[HS_SIG_HEX + 1];
    json_t *ports;   /* the result's ports when known before (memo), else NULL */
    char *memo_text; /* the request's memo key, once computed */
    bool external;   /* output of an external program: UTF-8 not guaranteed */
    hsd_cfgref *cfg; /* the request's own `signals` over the context's, or NULL */
    hsd_done_fn done;
    void *owner;
    struct hsd_call *next;
} hsd_call;

/* One generation, shared by every identical request that arrives while it runs. */
struct hsd_gen {
    char key[HS_SIG_HEX + 32];
    hsd_cfgref *cfg;     /* the context's, or the request's own (its `signals`) */
    unsigned generation; /* the context's configuration number when it started */
    hs_unit *u;          /* copy named with the cache's placeholder (renamed by position) */
    hs_hdl hdl;
    const hs_external_cfg *ext; /* external route: points into cfg */
    char ext_unit[64];
    char *ext_params; /* canonical JSON of the request, for {params} */
    bool shared;      /* registered in the cache's in-flight table */
    hs_gen_result res;
    hs_diag diag;
    int rc;
    uint64_t too_large; /* bytes of a result refused by limits.max_response_bytes */
    /* Answers as pre-serialized JSON (ctx->raw_results), prepared on the worker: the
     * `files` list with the entity name's offsets, and the `ports` list. */
    bool render;
    bool rendered_ok;
    hsd_rendered rendered;
    char *ports_text;
    hsd_call *waiters;
    /* A request large enough to stall the loop, handled on a worker: its
     * resolution (unit.generate/preview) or the whole call (unit.verify,
     * circuit.add_spec_tags). */
    const hsd_method *big_method; /* NULL: not such a request */
    json_t *big_params;           /* read by the worker, released on the loop */
    json_t *big_result, *big_error;
    hs_request big_req;
};

/* Numbers each configuration a context installs; the context's number is part of
 * every key, so a reload starts afresh. Atomic: library contexts may be made on
 * any thread. */
static atomic_uint config_generation;

/* ------------------------------------------------------------------ config refs */

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

/* Releases the context's configuration and cache. */
void hsd_ctx_free(hsd_ctx *ctx)
{
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

/* Answers a call with the RPC form of a library error. */
static void fail_diag(hsd_done_fn done, void *owner, const hs_diag *d)
{
    done(owner, NULL, hsd_rpc_error_from_diag(d));
}

/* Answers a call that could not even allocate its error details. */
static void fail_nomem(hsd_done_fn done, void *owner)
{
    done(owner, NULL,
         hsd_rpc_error(HSD_RPC_INTERNAL_ERROR, "out of memory",
                       json_pack("{s:s}", "kind", "no_memory")));
}

/* ------------------------------------------------------------------ results */

/* A short text for editors: the unit, its port types, what was generated. */
static json_t *preview_summary(const hsd_call *c, const hs_gen_result *res)
{
    char buf[1024], t[HS_TYPE_TEXT_CAP];
    size_t n = 0, lines = 0;
    for (size_t i = 0; res->n_files && i < res->files[0].len; i++)
        lines += res->files[0].content[i] == '\n';
    n += (size_t)snprintf(buf, sizeof(buf),
                          "%s %s (%s, %zu lines):", c->u ? c->u->info->name : "external", c->name,
                          hs_hdl_name(c->hdl), lines);
    for (int i = 0; c->u && i < c->u->info->n_ports && n < sizeof(buf) - 80; i++) {
        if (!c->u->port[i].present)
            continue;
        hs_type_print(&c->u->port[i].type, t, sizeof(t));
        n += (size_t)snprintf(buf + n, sizeof(buf) - n, " %s %s %s;", c->u->info->ports[i].name,
                              c->u->info->ports[i].dir == HS_IN ? "in" : "out", t);
    }
    return json_string(buf);
}

/* Refuses a call whose entity name is one the text declares (hs_gen_check_entity):
 * checked against the result, whichever name it was generated under. */
static bool refuse_name(const hsd_call *c, const hs_gen_result *res)
{
    hs_diag d;
    hs_diag_clear(&d);
    if (hs_gen_check_entity(res, c->name, &d) == 0)
        return false;
    fail_diag(c->done, c->owner, &d);
    return true;
}

/* The result object of unit.generate or unit.preview for one call. */
static json_t *call_result(const hsd_call *c, const hs_gen_result *res, bool cached)
{
    json_t *ports = c->ports ? json_incref(c->ports)
                    : c->u   ? hs_unit_ports_json(c->u)
                             : json_array();
    json_t *o = json_pack("{s:s, s:s, s:s, s:o}", "module", c->name, "hdl", hs_hdl_name(c->hdl),
                          "signature", c->signature, "ports", ports);
    if (c->kind == CALL_PREVIEW) {
        json_object_set_new(o, "summary", preview_summary(c, res));
        /* `content`, as unit.generate names a file's text; `text` stays for one
         * version (deprecated, docs/daemon.md) */
        json_t *t = res->n_files
                        ? hsd_text_json(res->files[0].content, res->files[0].len,
                                        &res->files[0].marks, res->module, c->name, c->external)
                        : json_string("");
        json_object_set(o, "content", t);
        json_object_set_new(o, "text", t);
    } else {
        json_object_set_new(o, "cached", json_boolean(cached));
        json_object_set_new(o, "files", hsd_files_json(res, c->name, c->external));
    }
    return o;
}

/* ------------------------------------------------------------------ generations */

static void call_free(hsd_call *c)
{
    hs_unit_free(c->u);
    hsd_cfgref_release(c->cfg);
    json_decref(c->ports);
    free(c->memo_text);
    free(c);
}

/* Releases a generation after its waiters have been answered. */
static void gen_free(hsd_gen *g)
{
    if (g->big_method) {
        json_decref(g->big_params);
        json_decref(g->big_result);
        json_decref(g->big_error);
        hs_request_free(&g->big_req);
    }
    hs_unit_free(g->u);
    hs_gen_result_free(&g->res);
    if (g->rendered_ok)
        hsd_rendered_free(&g->rendered);
    free(g->ports_text);
    hsd_cfgref_release(g->cfg);
    free(g->ext_params);
    free(g);
}

/* Lets a submitter treat external programs differently from built-in generators. */
bool hsd_gen_is_external(const hsd_gen *gen)
{
    return gen->ext != NULL;
}

/* Runs an external generator and reads the file it wrote as the unit's only file. */
static void gen_run_external(hsd_gen *g)
{
    hsd_ext_vars v;
    char *text = NULL, fname[HS_IDENT_MAX + 8];
    size_t len = 0;
    memset(&v, 0, sizeof(v));
    v.name = g->res.module;
    v.hdl = hs_hdl_name(g->hdl);
    v.unit = g->ext_unit;
    v.signature = g->key;
    v.params = g->ext_params;
    g->rc = hsd_external_run(g->ext, &v, &text, &len, &g->diag);
    if (g->rc)
        return;
    snprintf(fname, sizeof(fname), "%s.%s", g->res.module, g->hdl == HS_HDL_VHDL ? "vhd" : "v");
    g->res.files[0].name = strdup(fname);
    g->res.files[0].content = text;
    g->res.files[0].len = len;
    g->res.n_files = 1;
    if (!g->res.files[0].name)
        g->rc = hs_fail(&g->diag, HS_E_NOMEM, "out of memory");
}

/* A text too large to answer is dropped here, on the worker, before any JSON
 * copy of it exists; the waiters get error 1024. */
static void gen_check_size(hsd_gen *g)
{
    uint64_t total = 0;
    for (int i = 0; i < g->res.n_files; i++)
        total += g->res.files[i].len + strlen(g->res.files[i].name);
    if (total <= g->cfg->cfg.max_response_bytes)
        return;
    g->too_large = total;
    g->rc = HS_E_LIMIT;
    hs_gen_result_free(&g->res);
    memset(&g->res, 0, sizeof(g->res));
}

static void big_run(hsd_gen *g);

/* Prepares the answer's JSON text on the worker, so the loop thread only copies
 * it: the `files` list escaped once with the entity name's offsets (the cache
 * keeps the same rendering) and the `ports` list. Without them (out of memory)
 * the loop builds the answer as before. */
static void gen_render(hsd_gen *g)
{
    hsd_jbuf b = {0};
    json_t *ports;
    if (!g->u || hsd_files_render(&g->res, &g->rendered) != 0)
        return;
    g->rendered_ok = true;
    if (!(ports = hs_unit_ports_json(g->u)))
        return;
    if (hsd_json_dump(&b, ports) == 0 && hsd_jbuf_add(&b, "", 1) == 0)
        g->ports_text = b.buf;
    else
        hsd_jbuf_free(&b);
    json_decref(ports);
}

/* The part of a generation that may run on any thread. */
void hsd_gen_run(hsd_gen *gen)
{
    hs_diag_clear(&gen->diag);
    if (gen->big_method)
        return big_run(gen);
    if (gen->ext)
        gen_run_external(gen);
    else
        gen->rc = hs_generate(gen->u, gen->hdl, &gen->res, &gen->diag);
    if (gen->rc && !gen->diag.code)
        hs_fail(&gen->diag, gen->rc, "generation failed");
    if (gen->rc == 0)
        gen_check_size(gen);
    if (gen->rc == 0 && gen->render)
        gen_render(gen);
}

/* Caches a generation; for raw answers also its `files` list as JSON text, so a
 * hit only puts the entity name at its recorded offsets instead of escaping the
 * text again. */
static void cache_store(hsd_ctx *ctx, hsd_gen *gen)
{
    hsd_rendered r;
    if (gen->rendered_ok) {
        hsd_cache_put(ctx->cache, gen->key, &gen->res, &gen->rendered);
    } else if (ctx->raw_results && hsd_files_render(&gen->res, &r) == 0) {
        hsd_cache_put(ctx->cache, gen->key, &gen->res, &r);
        hsd_rendered_free(&r);
    } else
        hsd_cache_put(ctx->cache, gen->key, &gen->res, NULL);
}

/* Back on the loop: caches the result and answers every call that waited for it. */
static void big_complete(hsd_ctx *ctx, hsd_gen *g);
static json_t *raw_result(const hsd_call *c, const char *ports_text, const hsd_rendered *files,
                          size_t old_len, bool cached);

void hsd_gen_complete(hsd_ctx *ctx, hsd_gen *gen)
{
    hsd_call *c = gen->waiters, *next;
    json_t *ports = NULL;
    if (gen->big_method)
        return big_complete(ctx, gen);
    if (gen->shared && ctx->cache)
        hsd_cache_inflight_del(ctx->cache, gen->key);
    /* the key holds the signature, which names every policy the unit's text
     * depends on: results under a request's own `signals` are cached too */
    if (gen->rc == 0 && !gen->ext && ctx->cache && gen->generation == ctx->generation)
        cache_store(ctx, gen);
    for (; c; c = next) {
        next = c->next;
        if (!c->ports && !c->u && gen->rc == 0 && gen->u &&
            !(c->kind == CALL_GENERATE && gen->rendered_ok && gen->ports_text)) {
            /* built once for every waiter the prepared text does not answer */
            if (!ports)
                ports = hs_unit_ports_json(gen->u);
            c->ports = json_incref(ports);
        }
        if (gen->too_large)
            c->done(c->owner, NULL,
                    hsd_rpc_too_large(gen->too_large, gen->cfg->cfg.max_response_bytes));
        else if (gen->rc)
            fail_diag(c->done, c->owner, &gen->diag);
        else if (!refuse_name(c, &gen->res)) {
            json_t *raw =
                c->kind == CALL_GENERATE && gen->rendered_ok && gen->ports_text
                    ? raw_result(c, gen->ports_text, &gen->rendered, strlen(gen->res.module), false)
                    : NULL;
            c->done(c->owner, raw ? raw : call_result(c, &gen->res, false), NULL);
        }
        call_free(c);
    }
    json_decref(ports);
    gen_free(gen);
}

/* Hands a new generation to the submitter, or runs it here. */
static void gen_start(hsd_ctx *ctx, hsd_gen *g)
{
    if (!g->ext && !g->big_method && ctx->cache &&
        hsd_cache_inflight_put(ctx->cache, g->key, g) == 0)
        g->shared = true;
    if (ctx->submit && ctx->submit(ctx, g) == 0)
        return;
    hsd_gen_run(g);
    hsd_gen_complete(ctx, g);
}

/* A generation keyed like the cache, holding the configuration it runs with:
 * cfg (a request's own policies over the context's) or, when NULL, the context's. */
static hsd_gen *gen_new(hsd_ctx *ctx, const char *key, hs_hdl hdl, hsd_cfgref *cfg)
{
    hsd_gen *g = calloc(1, sizeof(*g));
    if (!g)
        return NULL;
    snprintf(g->key, sizeof(g->key), "%s", key);
    g->cfg = hsd_cfgref_hold(cfg ? cfg : ctx->cfg);
    g->generation = ctx->generation;
    g->hdl = hdl;
    g->render = ctx->raw_results;
    return g;
}

/* ------------------------------------------------------------------ resolution memo */

/* A unit.generate answer as pre-serialized JSON: the same bytes call_result would
 * print, assembled from the ports text and the `files` rendering (generated under
 * an entity name of old_len bytes, replaced by the call's at its offsets). */
static json_t *raw_result(const hsd_call *c, const char *ports_text, const hsd_rendered *files,
                          size_t old_len, bool cached)
{
    char head[256];
    hsd_jbuf b = {0};
    int n;
    if (!files || !ports_text)
        return NULL;
    n = snprintf(head, sizeof(head),
                 "{\"module\":\"%s\",\"hdl\":\"%s\",\"signature\":\"%s\","
                 "\"ports\":",
                 c->name, hs_hdl_name(c->hdl), c->signature);
    hsd_jbuf_add(&b, head, (size_t)n);
    hsd_jbuf_add(&b, ports_text, strlen(ports_text));
    if (cached)
        hsd_jbuf_add(&b, ",\"cached\":true,\"files\":", strlen(",\"cached\":true,\"files\":"));
    else
        hsd_jbuf_add(&b, ",\"cached\":false,\"files\":", strlen(",\"cached\":false,\"files\":"));
    if (hsd_rendered_add_named(&b, files, old_len, c->name) != 0)
        b.failed = 1;
    hsd_jbuf_add(&b, "}", 1);
    if (b.failed) {
        hsd_jbuf_free(&b);
        return NULL;
    }
    return hsd_json_raw(b.buf, b.len);
}

/* A cache hit as pre-serialized JSON, from the memo's ports text and the entry's files text. */
static json_t *raw_hit_result(const hsd_call *c, const hsd_memo *m, const hs_gen_result *hit)
{
    return raw_result(c, m->ports_text, hsd_cache_rendered(hit), strlen(hit->module), true);
}

/* Answers a repeated request without verifying it again, when its result is
 * cached or being generated. Returns true when the call was taken care of. */
static bool memo_try(hsd_ctx *ctx, hsd_call *c, const hsd_unit_args *a)
{
    const hsd_memo *m;
    const hs_gen_result *hit;
    hsd_gen *g;
    json_t *raw;
    hs_diag d;
    if (!a->name_usable)
        return false;
    if (!(c->memo_text = strdup(a->memo)) || !(m = hsd_cache_memo_get(ctx->cache, c->memo_text)))
        return false;
    hit = hsd_cache_get(ctx->cache, m->key);
    g = hit ? NULL : hsd_cache_inflight_get(ctx->cache, m->key);
    if (!hit && !g)
        return false;
    hs_diag_clear(&d);
    if (a->name && hs_check_entity_name(a->name, &d) != 0) {
        if (!d.field[0])
            hs_diag_where(&d, "name", NULL, NULL);
        fail_diag(c->done, c->owner, &d);
        call_free(c);
        return true;
    }
    snprintf(c->name, sizeof(c->name), "%s", a->name ? a->name : m->default_name);
    snprintf(c->signature, sizeof(c->signature), "%s", m->signature);
    c->ports = json_incref(m->ports);
    if (g) {
        c->next = g->waiters;
        g->waiters = c;
        return true;
    }
    if (!refuse_name(c, hit)) {
        raw = ctx->raw_results ? raw_hit_result(c, m, hit) : NULL;
        c->done(c->owner, raw ? raw : call_result(c, hit, true), NULL);
    }
    call_free(c);
    return true;
}

/* Remembers a successful resolution (with the name it derives when none is given). */
static void memo_record(hsd_ctx *ctx, hsd_call *c, const char *key, bool named)
{
    hsd_memo m;
    hsd_jbuf b = {0};
    (void)named; /* the unit knows its default name either way */
    if (!c->memo_text || !(c->ports = hs_unit_ports_json(c->u)))
        return;
    memset(&m, 0, sizeof(m));
    snprintf(m.key, sizeof(m.key), "%s", key);
    snprintf(m.signature, sizeof(m.signature), "%s", c->signature);
    snprintf(m.default_name, sizeof(m.default_name), "%s", c->u->default_name);
    m.ports = c->ports;
    if (ctx->raw_results && hsd_json_dump(&b, c->ports) == 0 && hsd_jbuf_add(&b, "", 1) == 0)
        m.ports_text = b.buf;
    hsd_cache_memo_put(ctx->cache, c->memo_text, &m);
    if (b.len > HSD_MEMO_MAX_ENTRY) { /* not remembered: built again when answering */
        json_decref(c->ports);
        c->ports = NULL;
    }
    hsd_jbuf_free(&b);
}

/* ------------------------------------------------------------------ unit.generate */

/* Reads the request's `signals` member into pol; *has says whether it gives any
 * policy (an empty object is the same as none). */
static int read_signals(json_t *params, hs_policies *pol, bool *has, hs_diag *d)
{
    json_t *v = json_is_object(params) ? json_object_get(params, "signals") : NULL;
    int rc;
    *has = false;
    if (!v)
        return 0;
    if ((rc = hs_policies_from_json(v, "signals", pol, d)) != 0)
        return rc;
    *has = pol->n > 0;
    return 0;
}

/* The configuration of one request: the base with the request's policies set
 * over it. NULL with d set when the configuration cannot hold them. */
static hsd_cfgref *override_cfg(const hs_config *base, const hs_policies *pol, hs_diag *d)
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

/* A cache hit answers now; otherwise the call joins or starts a generation. */
static void generate_resolved(hsd_ctx *ctx, hsd_call *c, bool named)
{
    char key[HS_SIG_HEX + 32];
    const hs_gen_result *hit;
    hsd_gen *g;
    hs_unit *spare = NULL; /* the unit, once this call no longer needs it */
    snprintf(key, sizeof(key), "%s.%s.%u", c->signature, hs_hdl_name(c->hdl), ctx->generation);
    if (ctx->cache)
        memo_record(ctx, c, key, named);
    hit = ctx->cache ? hsd_cache_get(ctx->cache, key) : NULL;
    if ((hit || c->kind == CALL_PREVIEW) && !c->ports && !(c->ports = hs_unit_ports_json(c->u))) {
        fail_nomem(c->done, c->owner);
        call_free(c);
        return;
    }
    if (c->kind == CALL_GENERATE) { /* a waiting call gets its ports from the generation */
        spare = c->u;
        c->u = NULL;
    }
    if (hit) {
        if (!refuse_name(c, hit))
            c->done(c->owner, call_result(c, hit, true), NULL);
        hs_unit_free(spare);
        call_free(c);
        return;
    }
    if (ctx->cache && (g = hsd_cache_inflight_get(ctx->cache, key))) {
        hs_unit_free(spare); /* waiters stay small */
        c->next = g->waiters;
        g->waiters = c;
        return;
    }
    if (ctx->cache)
        hsd_cache_count_miss(ctx->cache);
    if (!spare && (spare = hs_unit_new()))
        memcpy(spare, c->u, sizeof(*spare)); /* a preview keeps its own */
    if (!spare || !(g = gen_new(ctx, key, c->hdl, c->cfg))) {
        hs_unit_free(spare);
        fail_nomem(c->done, c->owner);
        call_free(c);
        return;
    }
    g->u = spare;
    snprintf(g->u->name, sizeof(g->u->name), "%s", HSD_CACHE_MARKER);
    g->u->cfg = &g->cfg->cfg;
    g->waiters = c;
    gen_start(ctx, g);
}

/* External route: signature over the unit, HDL and canonical params. */
static void external_signature(const char *unit, hs_hdl hdl, const char *params, char *out)
{
    XXH3_state_t *st = XXH3_createState();
    XXH128_hash_t h;
    XXH3_128bits_reset(st);
    XXH3_128bits_update(st, unit, strlen(unit) + 1);
    XXH3_128bits_update(st, hs_hdl_name(hdl), strlen(hs_hdl_name(hdl)) + 1);
    XXH3_128bits_update(st, params, strlen(params));
    h = XXH3_128bits_digest(st);
    XXH3_freeState(st);
    snprintf(out, HS_SIG_HEX + 1, "%016llx%016llx", (unsigned long long)h.high64,
             (unsigned long long)h.low64);
}

/* Routes a configured unit to its external program; the text is not cached. */
static void generate_external(hsd_ctx *ctx, hsd_call *c, const hs_external_cfg *ext,
                              const hs_request *r, json_t *params)
{
    hs_diag d;
    json_t *canon = json_deep_copy(params);
    hsd_gen *g;
    const char *base = strncmp(r->unit, "handshake.", 10) == 0 ? r->unit + 10 : r->unit;
    c->external = true;
    json_object_del(canon, "name");
    json_object_del(canon, "hdl");
    g = gen_new(ctx, "", c->hdl, c->cfg);
    if (!g || !(g->ext_params = json_dumps(canon, JSON_SORT_KEYS | JSON_COMPACT))) {
        json_decref(canon);
        if (g)
            gen_free(g);
        fail_nomem(c->done, c->owner);
        return call_free(c);
    }
    json_decref(canon);
    external_signature(r->unit, c->hdl, g->ext_params, c->signature);
    snprintf(g->key, sizeof(g->key), "%s", c->signature);
    if (r->name[0])
        snprintf(c->name, sizeof(c->name), "%s", r->name);
    else
        snprintf(c->name, sizeof(c->name), "%.40s_%.8s", base, c->signature);
    hs_diag_clear(&d);
    if (hs_check_entity_name(c->name, &d) != 0) {
        hs_diag_where(&d, "name", NULL, NULL);
        fail_diag(c->done, c->owner, &d);
        gen_free(g);
        return call_free(c);
    }
    g->ext = hs_config_external(&g->cfg->cfg, r->unit);
    (void)ext;
    snprintf(g->ext_unit, sizeof(g->ext_unit), "%s", r->unit);
    snprintf(g->res.module, sizeof(g->res.module), "%s", c->name);
    g->waiters = c;
    gen_start(ctx, g);
}

static bool big_start_call(hsd_ctx *ctx, const hsd_method *m, json_t *params, hsd_call *c);

/* unit.generate and unit.preview: validate, memo, resolve, then cache or generate. */
static void unit_generate(hsd_ctx *ctx, const hsd_method *m, json_t *params, hsd_done_fn done,
                          void *owner)
{
    call_kind kind = m->kind;
    const hs_config *cfg = &ctx->cfg->cfg;
    const hs_external_cfg *ext;
    hs_request r;
    hs_diag d;
    hsd_unit_args a;
    bool named;
    hsd_call *c = calloc(1, sizeof(*c));
    hs_diag_clear(&d);
    if (!c)
        return fail_nomem(done, owner);
    c->kind = kind;
    c->done = done;
    c->owner = owner;
    bool memo = kind == CALL_GENERATE && ctx->cache; /* preview wants the unit for its summary */
    if (hsd_unit_args_decode(params, cfg, ctx->generation, memo, &a, &d)) {
        fail_diag(done, owner, &d);
        return call_free(c);
    }
    c->hdl = a.hdl;
    if (memo && memo_try(ctx, c, &a))
        return;
    if (a.has_pol) { /* verified and generated under the request's own policies */
        if (!(c->cfg = override_cfg(cfg, &a.pol, &d))) {
            fail_diag(done, owner, &d);
            return call_free(c);
        }
        cfg = &c->cfg->cfg;
    }
    if (ctx->submit && a.weight >= HSD_LARGE_WEIGHT && big_start_call(ctx, m, params, c))
        return; /* resolved on a worker, continued in big_complete */
    if (hs_request_from_json(params, &r, &d)) {
        fail_diag(done, owner, &d);
        return call_free(c);
    }
    if ((ext = hs_config_external(cfg, r.unit))) {
        generate_external(ctx, c, ext, &r, params);
        return hs_request_free(&r);
    }
    if (!(c->u = hs_unit_new()) || hs_unit_resolve(&r, c->hdl, cfg, c->u, &d) != 0) {
        hs_request_free(&r);
        if (!c->u)
            fail_nomem(done, owner);
        else
            fail_diag(done, owner, &d);
        return call_free(c);
    }
    named = r.name[0] != 0;
    hs_request_free(&r);
    snprintf(c->name, sizeof(c->name), "%s", c->u->name);
    snprintf(c->signature, sizeof(c->signature), "%s", c->u->signature);
    generate_resolved(ctx, c, named);
}

/* ------------------------------------------------------------------ large requests */

/* Hands a large request to the submitter. c is the waiting call (NULL for the
 * synchronous methods, answered through done/owner instead). Returns false
 * when it could not be submitted (the caller then does the work inline). */
static bool big_start_call(hsd_ctx *ctx, const hsd_method *method, json_t *params, hsd_call *c)
{
    hsd_gen *g = gen_new(ctx, "", c->hdl, c->cfg);
    if (!g)
        return false;
    g->big_method = method;
    g->waiters = c;
    g->big_params = json_incref(params); /* the worker only reads it; refcounts are atomic */
    if (ctx->submit(ctx, g) != 0) {
        g->waiters = NULL;
        gen_free(g);
        return false;
    }
    return true;
}

/* Worker side: resolve the unit, or answer the whole call, with the
 * configuration the request arrived under. */
static void big_run(hsd_gen *g)
{
    hsd_call *c = g->waiters;
    const hs_config *cfg = &g->cfg->cfg;
    if (g->big_method->run) {
        hsd_ctx local;
        memset(&local, 0, sizeof(local));
        local.cfg = g->cfg;
        g->big_result = g->big_method->run(&local, g->big_params, &g->big_error);
        return;
    }
    if ((g->rc = hs_request_from_json(g->big_params, &g->big_req, &g->diag)) != 0)
        return;
    if (hs_config_external(cfg, g->big_req.unit))
        return; /* routed on the loop */
    if (!(c->u = hs_unit_new()))
        g->rc = hs_fail(&g->diag, HS_E_NOMEM, "out of memory");
    else
        g->rc = hs_unit_resolve(&g->big_req, c->hdl, cfg, c->u, &g->diag);
}

/* Loop side: answer, or carry on with the resolved unit as unit_generate would. */
static void big_complete(hsd_ctx *ctx, hsd_gen *g)
{
    hsd_call *c = g->waiters;
    const hs_external_cfg *ext;
    g->waiters = NULL;
    if (g->big_method->run) {
        c->done(c->owner, g->big_result, g->big_error);
        g->big_result = g->big_error = NULL;
        call_free(c);
    } else if (g->rc) {
        fail_diag(c->done, c->owner, &g->diag);
        call_free(c);
    } else if ((ext = hs_config_external(&ctx->cfg->cfg, g->big_req.unit))) {
        generate_external(ctx, c, ext, &g->big_req, g->big_params);
    } else {
        snprintf(c->name, sizeof(c->name), "%s", c->u->name);
        snprintf(c->signature, sizeof(c->signature), "%s", c->u->signature);
        generate_resolved(ctx, c, g->big_req.name[0] != 0);
    }
    gen_free(g);
}

/* ------------------------------------------------------------------ small methods */

/* unit.verify: resolution only, under the request's own policies when it gives some. */
static json_t *unit_verify(hsd_ctx *ctx, json_t *params, json_t **error)
{
    const hs_config *cfg = &ctx->cfg->cfg;
    hsd_cfgref *own = NULL; /* the request's `signals` over the context's */
    hsd_unit_args a;
    hs_request r;
    hs_diag d;
    hs_unit *u;
    json_t *res;
    hs_diag_clear(&d);
    if (hsd_unit_args_decode(params, cfg, 0, false, &a, &d) ||
        (a.has_pol && !(own = override_cfg(cfg, &a.pol, &d))) ||
        hs_request_from_json(params, &r, &d)) {
        hsd_cfgref_release(own);
        return (*error = hsd_rpc_error_from_diag(&d)), NULL;
    }
    if (own)
        cfg = &own->cfg;
    if (!(u = hs_unit_new())) {
        hs_request_free(&r);
        hsd_cfgref_release(own);
        return (*error = hsd_rpc_error(HSD_RPC_INTERNAL_ERROR, "out of memory", NULL)), NULL;
    }
    /* the default HDL, not the request's: a verification has no text */
    if (hs_unit_resolve(&r, cfg->default_hdl, cfg, u, &d) != 0) {
        *error = hsd_rpc_error_from_diag(&d);
        res = NULL;
    } else {
        res = json_pack("{s:b, s:s, s:s, s:o}", "ok", 1, "module", u->name, "signature",
                        u->signature, "ports", hs_unit_ports_json(u));
    }
    hs_request_free(&r);
    hs_unit_free(u);
    hsd_cfgref_release(own);
    return res;
}

/* unit.list: every catalog unit with its one-line summary, then the units only an
 * external generator knows. */
static json_t *unit_list(const hs_config *cfg)
{
    json_t *units = json_array();
    char summary[160];
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

/* unit.describe of a unit only an external generator knows: nothing is verified. */
static json_t *external_describe(const hs_external_cfg *ext)
{
    char summary[160];
    snprintf(summary, sizeof(summary), "external generator: %.120s", ext->argv[0]);
    return json_pack("{s:s, s:s, s:[], s:[], s:{s:s, s:s}}", "unit", ext->unit, "summary", summary,
                     "params", "ports", "rule", "id", "external", "text",
                     "none: routed to an external generator by the configuration; its params "
                     "are passed as {params} and not verified");
}

/* unit.describe: parameters, ports and rule of one unit. */
static json_t *unit_describe(hsd_ctx *ctx, json_t *params, json_t **error)
{
    static const char *const members[] = {"unit", "signals", NULL};
    const char *name = string_param(params, "unit", members, error);
    const hs_external_cfg *ext;
    const hs_unit_info *info;
    hs_policies pol;
    bool has_pol;
    hs_diag d;
    if (!name)
        return NULL;
    hs_diag_clear(&d);
    if (read_signals(params, &pol, &has_pol, &d) != 0) { /* checked; a unit's entry has no policy */
        *error = hsd_rpc_error_from_diag(&d);
        return NULL;
    }
    if (!(info = hs_catalog_find(name)) && (ext = hs_config_external(&ctx->cfg->cfg, name)))
        return external_describe(ext);
    if (!info) {
        hs_diag_clear(&d);
        hs_fail(&d, HS_E_UNKNOWN_UNIT, "unknown unit '%.60s' (not among the %d catalog units)",
                name, hs_catalog_count());
        hs_diag_suggest(&d, hs_catalog_suggest(name));
        hs_diag_where(&d, "unit", NULL, NULL);
        *error = hsd_rpc_error_from_diag(&d);
        return NULL;
    }
    return hs_unit_info_json(info);
}

/* type.parse: canonical text and structure, or the positioned parse error. */
static json_t *type_parse(json_t *params, json_t **error)
{
    static const char *const members[] = {"type", NULL};
    const char *text = string_param(params, "type", members, error);
    hs_type *t;
    hs_diag d;
    char canon[HS_TYPE_TEXT_CAP];
    json_t *res = NULL;
    if (!text)
        return NULL;
    if (!(t = malloc(sizeof(*t))))
        return (*error = hsd_rpc_error(HSD_RPC_INTERNAL_ERROR, "out of memory", NULL)), NULL;
    hs_diag_clear(&d);
    if (hs_type_parse(text, t, &d) != 0) {
        hs_diag_where(&d, "type", NULL, NULL);
        *error = hsd_rpc_error_from_diag(&d);
    } else {
        hs_type_print(t, canon, sizeof(canon));
        res = json_pack("{s:s, s:o}", "canonical", canon, "type", hs_type_to_json(t));
    }
    free(t);
    return res;
}

/* cache.stats (zeros without a cache, as in a client with none). */
static json_t *cache_stats(hsd_ctx *ctx)
{
    hsd_cache_stats s;
    memset(&s, 0, sizeof(s));
    if (ctx->cache)
        hsd_cache_get_stats(ctx->cache, &s);
    return json_pack("{s:I, s:I, s:I, s:I, s:I, s:I, s:I}", "entries", (json_int_t)s.entries,
                     "bytes", (json_int_t)s.bytes, "max_bytes", (json_int_t)s.max_bytes, "hits",
                     (json_int_t)s.hits, "misses", (json_int_t)s.misses, "evictions",
                     (json_int_t)s.evictions, "inflight", (json_int_t)s.inflight);
}

/* cache.clear: how many entries went. */
static json_t *cache_clear(hsd_ctx *ctx)
{
    uint64_t n = ctx->cache ? hsd_cache_clear(ctx->cache) : 0;
    return json_pack("{s:I}", "removed", (json_int_t)n);
}

/* circuit.add_spec_tags: reading and a linear traversal, answered whole (on a
 * worker in the daemon, HSD_METHOD_TEXT). */
static json_t *circuit_spec_tags(hsd_ctx *ctx, json_t *params, json_t **error)
{
    json_t *result = NULL;
    hsd_circuit_job *j = hsd_circuit_job_new(&ctx->cfg->cfg, params, false, error);
    if (!j)
        return NULL;
    hsd_circuit_job_run(j);
    hsd_circuit_job_answer(j, &result, error);
    hsd_circuit_job_free(j);
    return result;
}

/* circuit.generate: reading and generating, answered whole; the daemon runs it
 * on a worker (HSD_METHOD_TEXT), the library on the calling thread. */
static json_t *circuit_generate(hsd_ctx *ctx, json_t *params, json_t **error)
{
    json_t *result = NULL;
    hsd_circuit_job *j = hsd_circuit_job_new(&ctx->cfg->cfg, params, true, error);
    if (!j)
        return NULL;
    hsd_circuit_job_run(j);
    hsd_circuit_job_answer(j, &result, error);
    hsd_circuit_job_free(j);
    return result;
}

/* unit.list: `signals` checked like every unit.* method's. */
static json_t *unit_list_run(hsd_ctx *ctx, json_t *params, json_t **error)
{
    static const char *const list_members[] = {"signals", NULL};
    hs_policies pol;
    bool has_pol;
    hs_diag d;
    hs_diag_clear(&d);
    if (hs_json_check_members(params, list_members, &d) || read_signals(params, &pol, &has_pol, &d))
        return (*error = hsd_rpc_error_from_diag(&d)), NULL;
    return unit_list(&ctx->cfg->cfg);
}

/* Params of a method that takes none: anything given is a typo to report. */
static bool no_params(json_t *params, json_t **error)
{
    static const char *const none[] = {NULL};
    hs_diag d;
    hs_diag_clear(&d);
    if (hs_json_check_members(params, none, &d) == 0)
        return true;
    *error = hsd_rpc_error_from_diag(&d);
    return false;
}

static json_t *cache_stats_run(hsd_ctx *ctx, json_t *params, json_t **error)
{
    return no_params(params, error) ? cache_stats(ctx) : NULL;
}

static json_t *cache_clear_run(hsd_ctx *ctx, json_t *params, json_t **error)
{
    return no_params(params, error) ? cache_clear(ctx) : NULL;
}

static json_t *type_parse_run(hsd_ctx *ctx, json_t *params, json_t **error)
{
    (void)ctx;
    return type_parse(params, error);
}

/* The method table: every method of this layer once, with what the doors need to
 * know of it (in the spirit of a command table: one row per method, looked up by
 * name once per request). */
static const hsd_method methods[] = {
    {"unit.generate", 0, CALL_GENERATE, unit_generate, NULL},
    {"unit.preview", 0, CALL_PREVIEW, unit_generate, NULL},
    {"unit.verify", HSD_METHOD_OFF_LOOP, 0, NULL, unit_verify},
    {"unit.list", 0, 0, NULL, unit_list_run},
    {"unit.describe", 0, 0, NULL, unit_describe},
    {"type.parse", 0, 0, NULL, type_parse_run},
    {"cache.stats", 0, 0, NULL, cache_stats_run},
    {"cache.clear", HSD_METHOD_ADMIN, 0, NULL, cache_clear_run},
    {"circuit.generate", HSD_METHOD_OFF_LOOP | HSD_METHOD_TEXT, 0, NULL, circuit_generate},
    {"circuit.add_spec_tags", HSD_METHOD_OFF_LOOP | HSD_METHOD_TEXT, 0, NULL, circuit_spec_tags},
};

/* Finds a method's row; NULL for a method this layer does not have. */
const hsd_method *hsd_rpc_method(const char *name)
{
    for (size_t i = 0; i < sizeof(methods) / sizeof(methods[0]); i++)
        if (strcmp(methods[i].name, name) == 0)
            return &methods[i];
    return NULL;
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
    json_t *result, *error = NULL;
    char msg[160];
    if (!m) {
        snprintf(msg, sizeof(msg), "method '%.100s' not found", method);
        done(owner, NULL,
             hsd_rpc_error(HSD_RPC_METHOD_NOT_FOUND, msg,
                           json_pack("{s:s, s:s}", "kind", "method_not_found", "field", "method")));
        return;
    }
    if (m->start)
        return m->start(ctx, m, params, done, owner);
    if (ctx->submit && (m->flags & HSD_METHOD_OFF_LOOP) &&
        ((m->flags & HSD_METHOD_TEXT) || hsd_json_weight(params) >= HSD_LARGE_WEIGHT)) {
        hsd_call *c = calloc(1, sizeof(*c));
        if (c) {
            c->done = done;
            c->owner = owner;
            if (big_start_call(ctx, m, params, c))
                return;
            free(c);
        }
    }
    result = m->run(ctx, params, &error);
    done(owner, result, error);
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
