/* unit.generate, unit.preview and unit.verify: decode, run and encode (the rows of
 * the method table, rpc_methods.c).
 *
 * unit.generate / unit.preview answer a repeated request from the memo, resolve
 * (a heavy request on a worker), answer from the cache when they can, and
 * otherwise join or start one generation per cache key; the generation runs
 * inline or wherever ctx->submit sends it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "decode_count.h"
#include "external.h"
#include "hs_gen.h"
#include "hs_str.h"
#include "json_dump.h"
#include "request_json.h"
#include "result_files.h"
#include "rpc_call.h"
#include "rpc_codes.h"
#include "rpc_unit.h"
#include "unit_plain.h"

/* One generation, shared by every identical request that arrives while it runs. */
typedef struct {
    hsd_gen base;
    char key[HS_SIG_HEX + 32];
    hsd_cfgref *cfg;     /* the context's, or the request's own (its `signals`) */
    unsigned generation; /* the context's configuration number when it started */
    hs_unit *u;          /* copy named with the cache's placeholder (renamed by position) */
    hs_hdl hdl;
    const hs_external_cfg *ext; /* external route: points into cfg */
    char ext_unit[64];
    char *ext_params; /* canonical JSON of the request, for {params} */
    bool shared;      /* registered in the cache's in-flight table */
    bool unshared;    /* not registered: another generation of the key holds it (joinable) */
    hs_gen_result res;
    hs_diag diag;
    int rc;
    uint64_t too_large; /* bytes of a result refused by limits.max_response_bytes */
    size_t text_bytes;  /* of the result's files (the memo keeps it: hsd_gen_is_light) */
    /* Answers as pre-serialized JSON (ctx->raw_results), prepared on the worker: the
     * `files` list with the entity name's offsets, and the `ports` list. */
    bool render;
    bool stored; /* the cache keeps results (its index over their declared names is made here) */
    bool rendered_ok;
    bool rendered_lent; /* rendered lies in the loop thread's room (hsd_files_render_lent) */
    hsd_rendered rendered;
    char *ports_text;
    size_t ports_len; /* of ports_text */
    bool ports_held;  /* ports_text is the memo's, held (hsd_memo_ports_hold) */
    /* The waiters' entity names, checked as the text was generated (gen_checks_names):
     * the result then lists no declared names. */
    bool checked;
    hs_gen_names chk;
    const hsd_call *chk_call[HS_GEN_NAMES_MAX]; /* whose name chk.name[i] is */
    hsd_call *waiters;
    /* The call that started the generation, and its whole answer written on the
     * worker for a large result (HSD_ANSWER_OWN), so the loop does not copy it. */
    const hsd_call *first;
    char *answer;
    size_t answer_len, answer_cap;
} unit_gen;

/* A heavy request's resolution, on a worker (the call continues on the loop). */
typedef struct {
    hsd_gen base;
    hsd_call *c;
    hsd_cfgref *cfg; /* the configuration the request resolves under */
    hs_diag diag;
    int rc;
} resolve_job;

/* A preview's answer, written on a worker: the file escaped and the `ports`
 * listed (megabytes for a huge unit) while the loop answers other connections. */
typedef struct {
    hsd_gen base;
    hsd_call *c;
    const hs_gen_result *held; /* the result the answer reads (hsd_cache_hold) */
    bool raw;                  /* ctx->raw_results */
} answer_job;

/* ------------------------------------------------------------------ decode */

/* unit.*: the typed call's envelope in one pass (unit_args.c); the unit's own
 * request is decoded once, where it is first needed (hsd_call_request). */
int hsd_unit_decode(hsd_ctx *ctx, json_t *params, hsd_call *c)
{
    hs_diag d;
    /* preview wants the unit for its summary: no memo */
    bool memo = c->m->kind == HSD_CALL_GENERATE && ctx->cache;
    hs_diag_clear(&d);
    if (hsd_unit_args_decode(params, &ctx->cfg->cfg, ctx->generation, memo, &c->args, &d)) {
        hsd_call_set_diag(c, &d);
        return -1;
    }
    c->hdl = c->args.hdl;
    c->weight = c->args.weight;
    c->params = json_incref(params);
    c->as_text = hsd_unit_answer_text;
    if (memo && ctx->shape && ctx->shape->ok && c->args.memo[0]) /* the next of its shape */
        hsd_cache_shape_put(ctx->cache, ctx->shape->hi, ctx->shape->lo, c->args.memo, c->hdl);
    return 0;
}

/* The same typed call from a plain message: its arguments (the name copied into
 * the call) and its unit's request, read with the message (counted as decoded). */
void hsd_unit_decode_plain(hsd_ctx *ctx, hsd_plain *p, hsd_call *c)
{
    c->args = p->args;
    if (p->args.name) {
        hs_str_copy(c->name_text, sizeof(c->name_text), p->name);
        c->args.name = c->name_text;
    }
    c->hdl = c->args.hdl;
    c->weight = c->args.weight;
    c->as_text = hsd_unit_answer_text;
    c->req = p->req;
    c->have_req = true;
    memset(&p->req, 0, sizeof(p->req));
    hsd_decode_count_request();
    if (ctx->cache && ctx->shape && ctx->shape->ok && c->args.memo[0]) /* as hsd_unit_decode */
        hsd_cache_shape_put(ctx->cache, ctx->shape->hi, ctx->shape->lo, c->args.memo, c->hdl);
}

/* ------------------------------------------------------------------ encode */

/* A short text for editors: the unit, its port types, what was generated. */
static json_t *preview_summary(const hsd_call *c, const hs_gen_result *res)
{
    char buf[1024], t[HS_TYPE_TEXT_CAP];
    size_t n = 0, lines = 0;
    if (res->n_files && res->files[0].len) { /* newlines found a word at a time */
        const char *at = res->files[0].content, *end = at + res->files[0].len;
        for (; (at = memchr(at, '\n', (size_t)(end - at))); at++)
            lines++;
    }
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

/* A preview's first file as one escaped JSON string with `name` at its marks,
 * wrapped raw: `content` and `text` share it, so a huge text is escaped once,
 * straight from the generated text (no renamed copy, no jansson string), instead
 * of copied twice and escaped once per member. The bytes are the dumper's own
 * escaping (hsd_jbuf_add_escaped); the name is an identifier. NULL on failure. */
static json_t *preview_content(const hs_gen_result *res, const char *name)
{
    const hs_file *f = &res->files[0];
    size_t old_len = strlen(res->module), name_len = strlen(name), from = 0;
    hsd_jbuf b = {0};
    if (hsd_jbuf_reserve(&b, f->len + 2 + f->marks.n * name_len))
        return NULL;
    hsd_jbuf_add(&b, "\"", 1);
    for (size_t i = 0; i < f->marks.n; i++) {
        size_t at = f->marks.at[i];
        if (at < from || at > f->len || f->len - at < old_len) {
            hsd_jbuf_free(&b); /* marks the printers cannot have made */
            return NULL;
        }
        hsd_jbuf_add_escaped(&b, f->content + from, at - from);
        hsd_jbuf_add(&b, name, name_len);
        from = at + old_len;
    }
    hsd_jbuf_add_escaped(&b, f->content + from, f->len - from);
    hsd_jbuf_add(&b, "\"", 1);
    if (b.failed) {
        hsd_jbuf_free(&b);
        return NULL;
    }
    return hsd_json_raw(b.buf, b.len); /* takes b's text */
}

/* A preview's `ports` list as text (a cache hit's stored one, else written by
 * hs_unit_ports_text: the bytes the JSON values print) and wrapped raw, instead of built as JSON
 * values and printed: a preview of a unit with thousands of ports. NULL on failure. */
static json_t *ports_raw(const hsd_call *c)
{
    size_t len = c->ports_len;
    char *text = c->ports_text ? malloc(len + 1) : hs_unit_ports_text(c->u, &len);
    if (text && c->ports_text) /* a cache hit's stored list: copied, not printed again */
        memcpy(text, c->ports_text, len + 1);
    return text ? hsd_json_raw(text, len) : NULL; /* takes text */
}

/* The result object of unit.generate or unit.preview for one call (raw: the
 * caller writes with hsd_json_dump, ctx->raw_results). */
static json_t *call_result(const hsd_call *c, const hs_gen_result *res, bool cached, bool raw)
{
    hsd_decode_count_built();
    json_t *ports = c->ports || !c->u || !raw ? NULL : ports_raw(c);
    if (!ports)
        ports = c->ports        ? json_incref(c->ports)
                : c->u          ? hs_unit_ports_json(c->u)
                : c->ports_text ? json_loads(c->ports_text, 0, NULL)
                                : json_array();
    json_t *o = json_pack("{s:s, s:s, s:s, s:o}", "module", c->name, "hdl", hs_hdl_name(c->hdl),
                          "signature", c->signature, "ports", ports);
    if (c->m->kind == HSD_CALL_PREVIEW) {
        json_object_set_new(o, "summary", preview_summary(c, res));
        /* `content`, as unit.generate names a file's text; `text` stays for one
         * version (deprecated, docs/daemon.md) */
        json_t *t = raw && res->n_files && !c->external ? preview_content(res, c->name) : NULL;
        if (!t) /* an external program's text (checked), or none */
            t = res->n_files
                    ? hsd_text_json(res->files[0].content, res->files[0].len, &res->files[0].marks,
                                    res->module, c->name, c->external)
                    : json_string("");
        json_object_set(o, "content", t);
        json_object_set_new(o, "text", t);
    } else {
        json_object_set_new(o, "cached", json_boolean(cached));
        json_object_set_new(o, "files", hsd_files_json(res, c->name, c->external));
    }
    return o;
}

/* A string literal at the cursor w (its length a constant: a few moves, no call). */
#define AT_LIT(w, lit) (memcpy((w), (lit), sizeof(lit) - 1), (w) + sizeof(lit) - 1)

/* n bytes at the cursor w. */
static inline char *at_mem(char *w, const char *s, size_t n)
{
    memcpy(w, s, n);
    return w + n;
}

/* Appends a unit.generate result as call_result would print it, from the ports
 * text and the `files` rendering (generated under an entity name of old_len
 * bytes, replaced by `name` at its offsets). The room is reserved once for the
 * exact size and the parts written at a cursor. Returns 0 or HSD_E_NOMEM. */
int hsd_unit_raw_append(hsd_jbuf *b, const char *name, hs_hdl hdl, const char *signature,
                        const char *ports_text, size_t ports_len, bool cached,
                        const hsd_rendered *rendered, size_t old_len)
{
    const char *h = hs_hdl_name(hdl);
    size_t name_len = strlen(name), sig_len = strlen(signature);
    size_t files_len = hs_gen_renamed_len(rendered->len, &rendered->marks, old_len, name_len);
    char *w;
    if (hsd_jbuf_reserve(b, 128 + name_len + sig_len + ports_len + files_len))
        return HSD_E_NOMEM;
    /* names, HDL and signature are identifiers and hex digits: nothing to escape */
    w = b->buf + b->len;
    w = AT_LIT(w, "{\"module\":\"");
    w = at_mem(w, name, name_len);
    w = AT_LIT(w, "\",\"hdl\":\"");
    w = at_mem(w, h, strlen(h));
    w = AT_LIT(w, "\",\"signature\":\"");
    w = at_mem(w, signature, sig_len);
    w = AT_LIT(w, "\",\"ports\":");
    w = at_mem(w, ports_text, ports_len);
    if (cached)
        w = AT_LIT(w, ",\"cached\":true,\"files\":");
    else
        w = AT_LIT(w, ",\"cached\":false,\"files\":");
    if (hs_gen_rename(rendered->text, rendered->len, &rendered->marks, old_len, name, name_len,
                      w) != 0) {
        b->failed = 1; /* (offsets past the text: what was written is not an answer) */
        return HSD_E_NOMEM;
    }
    w += files_len;
    *w++ = '}';
    b->len = (size_t)(w - b->buf);
    return 0;
}

/* Appends bytes to b or, when at least HSD_SPLICE_MIN, records them as a run sent
 * from where they are (sp). */
static void raw_piece(hsd_jbuf *b, hsd_splices *sp, const char *p, size_t n)
{
    if (n >= HSD_SPLICE_MIN)
        hsd_splices_add(sp, b->len, p, n);
    else
        hsd_jbuf_add(b, p, n);
}

int hsd_unit_raw_append_spliced(hsd_jbuf *b, hsd_splices *sp, const char *name, hs_hdl hdl,
                                const char *signature, const char *ports_text, size_t ports_len,
                                bool ports_held, bool cached, const hsd_rendered *rendered,
                                size_t old_len)
{
    const hw_marks *mk = &rendered->marks;
    const char *h = hs_hdl_name(hdl);
    size_t name_len = strlen(name), from = 0;
    if (mk->n * old_len > rendered->len || !hsd_splices_room(sp, (int)mk->n + 2))
        return hsd_unit_raw_append(b, name, hdl, signature, ports_text, ports_len, cached, rendered,
                                   old_len);
    /* the same bytes as hsd_unit_raw_append, in the same order */
    hsd_jbuf_add(b, "{\"module\":\"", sizeof("{\"module\":\"") - 1);
    hsd_jbuf_add(b, name, name_len);
    hsd_jbuf_add(b, "\",\"hdl\":\"", sizeof("\",\"hdl\":\"") - 1);
    hsd_jbuf_add(b, h, strlen(h));
    hsd_jbuf_add(b, "\",\"signature\":\"", sizeof("\",\"signature\":\"") - 1);
    hsd_jbuf_add(b, signature, strlen(signature));
    hsd_jbuf_add(b, "\",\"ports\":", sizeof("\",\"ports\":") - 1);
    if (ports_held)
        raw_piece(b, sp, ports_text, ports_len);
    else
        hsd_jbuf_add(b, ports_text, ports_len);
    if (cached)
        hsd_jbuf_add(b, ",\"cached\":true,\"files\":", sizeof(",\"cached\":true,\"files\":") - 1);
    else
        hsd_jbuf_add(b, ",\"cached\":false,\"files\":", sizeof(",\"cached\":false,\"files\":") - 1);
    for (size_t i = 0; i < mk->n; i++) {
        size_t at = mk->at[i];
        if (at < from || at > rendered->len || rendered->len - at < old_len) {
            b->failed = 1; /* (as hs_gen_rename refuses them) */
            return HSD_E_NOMEM;
        }
        raw_piece(b, sp, rendered->text + from, at - from);
        hsd_jbuf_add(b, name, name_len);
        from = at + old_len;
    }
    raw_piece(b, sp, rendered->text + from, rendered->len - from);
    hsd_jbuf_add(b, "}", sizeof("}") - 1);
    return b->failed ? HSD_E_NOMEM : 0;
}

/* hsd_text_answer.append for a unit.generate call. */
static int answer_append(const hsd_text_answer *a, hsd_jbuf *out)
{
    const hsd_call *c = a->call;
    return hsd_unit_raw_append(out, c->name, c->hdl, c->signature, c->ports_text, c->ports_len,
                               c->cached, c->rendered, c->old_len);
}

/* The bytes hsd_unit_raw_append writes: an answer's size before it is built (the
 * limits on answers are checked against it). */
size_t hsd_unit_raw_len(size_t name_len, hs_hdl hdl, const char *signature, size_t ports_len,
                        bool cached, const hsd_rendered *rendered, size_t old_len)
{
    return sizeof("{\"module\":\"\",\"hdl\":\"\",\"signature\":\"\",\"ports\":,\"cached\":"
                  "false,\"files\":}") -
           1 - !!cached + name_len + strlen(hs_hdl_name(hdl)) + strlen(signature) + ports_len +
           hs_gen_renamed_len(rendered->len, &rendered->marks, old_len, name_len);
}

/* hsd_text_answer.append for an answer a worker wrote whole (answer_run, gen_answer). */
static int written_append(const hsd_text_answer *a, hsd_jbuf *out)
{
    const hsd_call *c = a->call;
    if (!c->answer_text)
        return HSD_E_NOMEM; /* (taken already) */
    return hsd_jbuf_add(out, c->answer_text + HSD_ANSWER_HEAD, c->answer_len) ? HSD_E_NOMEM : 0;
}

/* hsd_text_answer.take for the same: the buffer leaves the call (which the
 * service frees once the answer's writer returns, and owns until then). */
static char *written_take(const hsd_text_answer *a, size_t *cap)
{
    hsd_call *c = (hsd_call *)a->call;
    char *buf = c->answer_text;
    c->answer_text = NULL;
    *cap = c->answer_cap;
    return buf;
}

/* hsd_text_answer.append_spliced for a unit.generate call answered from a cache
 * entry: the same bytes, the entry's long runs left in it, held for the writer. */
static int answer_append_spliced(const hsd_text_answer *a, hsd_jbuf *out, hsd_splices *sp)
{
    const hsd_call *c = a->call;
    if (!hsd_splices_room(sp, 1))
        return answer_append(a, out);
    hsd_splices_hold(sp, c->res);
    return hsd_unit_raw_append_spliced(out, sp, c->name, c->hdl, c->signature, c->ports_text,
                                       c->ports_len, c->ports_in_entry, c->cached, c->rendered,
                                       c->old_len);
}

bool hsd_unit_answer_text(const hsd_call *c, hsd_text_answer *a)
{
    a->call = c;
    a->take = NULL;
    a->append_spliced = NULL;
    a->head = HSD_ANSWER_HEAD;
    if (c->answer_text) {
        a->len = c->answer_len;
        a->append = written_append;
        a->take = written_take;
        return true;
    }
    if (c->m->kind != HSD_CALL_GENERATE || !c->rendered || !c->ports_text)
        return false;
    a->len = hsd_unit_raw_len(strlen(c->name), c->hdl, c->signature, c->ports_len, c->cached,
                              c->rendered, c->old_len);
    a->append = answer_append;
    if (c->from_entry && a->len >= HSD_ANSWER_OWN) /* (smaller ones are copied) */
        a->append_spliced = answer_append_spliced;
    return true;
}

/* A unit.generate answer as pre-serialized JSON: the same bytes call_result would print. */
static json_t *raw_result(const hsd_call *c)
{
    hsd_jbuf b = {0};
    if (hsd_unit_raw_append(&b, c->name, c->hdl, c->signature, c->ports_text, c->ports_len,
                            c->cached, c->rendered, c->old_len) != 0) {
        hsd_jbuf_free(&b);
        return NULL;
    }
    return hsd_json_raw(b.buf, b.len);
}

/* unit.generate / unit.preview: the prepared text when there is one, else built here. */
json_t *hsd_unit_encode(hsd_ctx *ctx, hsd_call *c)
{
    json_t *raw = NULL;
    if (c->answer_text) { /* written on a worker: its text taken, moved to the front */
        memmove(c->answer_text, c->answer_text + HSD_ANSWER_HEAD, c->answer_len);
        raw = hsd_json_raw(c->answer_text, c->answer_len);
        c->answer_text = NULL;
        return raw;
    }
    if (c->m->kind == HSD_CALL_GENERATE && c->rendered && c->ports_text)
        raw = raw_result(c);
    return raw ? raw : call_result(c, c->res, c->cached, ctx->raw_results);
}

/* Refuses a call whose entity name is one the text declares (hs_gen_check_entity):
 * checked against the result, whichever name it was generated under. */
static bool refuse_name(hsd_call *c, const hs_gen_result *res)
{
    hs_diag d;
    hs_diag_clear(&d);
    if (hs_gen_check_entity(res, c->name, &d) == 0)
        return false;
    hsd_call_set_diag(c, &d);
    return true;
}

/* refuse_name for a waiter of a generation: from the check made as its text was
 * generated (gen_checks_names), else against the result's declared names. */
static bool gen_refuse_name(const unit_gen *g, hsd_call *c, const hs_gen_result *res)
{
    hs_diag d;
    if (!g->checked)
        return refuse_name(c, res);
    for (int i = 0; i < g->chk.n; i++) {
        if (g->chk_call[i] != c)
            continue;
        if (!g->chk.clash[i])
            return false;
        hs_diag_clear(&d);
        hs_gen_refuse_entity(c->name, &d);
        hsd_call_set_diag(c, &d);
        return true;
    }
    /* (never: nothing joins a generation the loop thread runs before it answers it) */
    c->error = hsd_rpc_error(HSD_RPC_INTERNAL_ERROR, "entity name not checked", NULL);
    return true;
}

/* ------------------------------------------------------------------ generations */

/* A unit for a resolution: one the context kept when it has one (a daemon's
 * loop thread; ctx NULL on a worker), else a new one. */
static hs_unit *unit_take(hsd_ctx *ctx)
{
    hs_unit *u;
    if (!ctx || !ctx->submit || ctx->n_spare_units == 0)
        return hs_unit_new_for_resolve();
    u = ctx->spare_units[--ctx->n_spare_units];
    hs_unit_reset_for_resolve(u);
    return u;
}

/* A unit no longer needed: kept for the next resolution (as unit_take), or freed. */
static void unit_give(hsd_ctx *ctx, hs_unit *u)
{
    if (u && ctx->submit && ctx->n_spare_units < HSD_SPARE_UNITS)
        ctx->spare_units[ctx->n_spare_units++] = u;
    else
        hs_unit_free(u);
}

/* Releases a generation after its waiters have been answered. */
static void gen_free(hsd_ctx *ctx, unit_gen *g)
{
    unit_give(ctx, g->u);
    hs_gen_result_free(&g->res);
    if (g->rendered_ok && !g->rendered_lent)
        hsd_rendered_free(&g->rendered);
    if (g->ports_held)
        hsd_memo_ports_release(g->ports_text);
    else
        free(g->ports_text);
    free(g->answer);
    hsd_cfgref_release(g->cfg);
    free(g->ext_params);
    if (ctx->submit && ctx->n_spare_gens < HSD_SPARE_GENS) /* for gen_new (as unit_give) */
        ctx->spare_gens[ctx->n_spare_gens++] = g;
    else
        free(g);
}

/* Runs an external generator and reads the file it wrote as the unit's only file. */
static void gen_run_external(unit_gen *g)
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
static void gen_check_size(unit_gen *g)
{
    uint64_t total = 0;
    for (int i = 0; i < g->res.n_files; i++)
        total += g->res.files[i].len + strlen(g->res.files[i].name);
    g->text_bytes = (size_t)total;
    if (total <= g->cfg->cfg.max_response_bytes)
        return;
    g->too_large = total;
    g->rc = HS_E_LIMIT;
    hs_gen_result_free(&g->res);
    memset(&g->res, 0, sizeof(g->res));
}

/* The whole unit.generate result of the call that started a generation, when it
 * is large: written here on the worker, from the parts the loop would copy
 * (answer_append: the same bytes), into a buffer the connection can send as it is
 * (hsd_text_answer.take). That call's name and signature were set before the
 * generation was handed over, and nothing changes them while it waits. */
static void gen_answer(unit_gen *g)
{
    const hsd_call *c = g->first;
    size_t old_len = strlen(g->res.module), len;
    hsd_jbuf b = {0};
    if (c->m->kind != HSD_CALL_GENERATE)
        return;
    len = hsd_unit_raw_len(strlen(c->name), g->hdl, c->signature, g->ports_len, false, &g->rendered,
                           old_len);
    if (len < HSD_ANSWER_OWN ||
        hsd_jbuf_reserve(&b, HSD_ANSWER_HEAD + len + 128 + HSD_ANSWER_TAIL) != 0)
        return;
    b.len = HSD_ANSWER_HEAD;
    if (hsd_unit_raw_append(&b, c->name, g->hdl, c->signature, g->ports_text, g->ports_len, false,
                            &g->rendered, old_len) != 0 ||
        b.len != HSD_ANSWER_HEAD + len || b.cap < b.len + HSD_ANSWER_TAIL) {
        hsd_jbuf_free(&b);
        return;
    }
    g->answer = b.buf;
    g->answer_len = len;
    g->answer_cap = b.cap;
}

/* Prepares the answer's JSON text on the worker, so the loop thread only copies
 * it: the `files` list escaped once with the entity name's offsets (the cache
 * keeps the same rendering) and the `ports` list. Without them (out of memory)
 * the loop builds the answer as before. */
static void gen_render(unit_gen *g)
{
    if (!g->u)
        return;
    /* run by the loop thread, which answers it at once: rendered then (gen_complete) */
    if (!g->base.here) {
        if (hsd_files_render(&g->res, &g->rendered) != 0)
            return;
        g->rendered_ok = true;
    }
    if (!g->ports_text) { /* (the memo's copy when the request was resolved before) */
        hsd_decode_count_built();
        g->ports_text = hs_unit_ports_text(g->u, &g->ports_len); /* NULL: the loop builds it */
    }
    if (!g->ports_text)
        g->ports_len = 0;
    else if (g->rendered_ok && g->first)
        gen_answer(g);
}

/* Whether the waiters' entity names are checked while the text is generated,
 * against the design, instead of against a list of the names it declares made for
 * them (about 2,000 instructions for a small unit: the list's room, its entries and
 * a pass over them): for a generation the loop thread runs, which no call joins
 * before it is answered (hsd_gen_mark_here: run, then completed, in one go), whose
 * result no cache entry keeps and no preview reads (gen_wants_entry). Notes the
 * names in g->chk. A call that comes after the check (answers given meanwhile let
 * connections dispatch more) does not join it (joinable). */
static bool gen_checks_names(unit_gen *g)
{
    int n = 0;
    if (!g->base.here || g->stored || g->ext)
        return false;
    for (const hsd_call *c = g->waiters; c; c = c->next) {
        if (n == HS_GEN_NAMES_MAX || c->m->kind != HSD_CALL_GENERATE)
            return false;
        g->chk_call[n] = c;
        g->chk.name[n++] = c->name;
    }
    g->chk.n = n;
    g->checked = true; /* (written on the loop thread, which reads it: joinable) */
    return true;
}

/* The part of a generation that may run on any thread. */
static void gen_run(hsd_gen *base)
{
    unit_gen *gen = (unit_gen *)base;
    hs_diag_clear(&gen->diag);
    if (gen->ext)
        gen_run_external(gen);
    else if (gen_checks_names(gen))
        gen->rc = hs_generate_checking(gen->u, gen->hdl, &gen->chk, &gen->res, &gen->diag);
    else
        gen->rc = hs_generate(gen->u, gen->hdl, &gen->res, &gen->diag);
    if (gen->rc && !gen->diag.code)
        hs_fail(&gen->diag, gen->rc, "generation failed");
    if (gen->rc == 0)
        gen_check_size(gen);
    if (gen->rc == 0 && gen->render)
        gen_render(gen);
    /* the index over the declared names the cache keeps with the result (every hit
     * checks its entity name against them), made here rather than on the loop
     * (thousands of names for a huge unit); without it the cache makes it. A cache
     * that stores nothing keeps no result: no index (6,300 instructions a cold
     * request of bench-rpc) */
    if (gen->rc == 0 && gen->render && gen->stored && gen->res.n_declared && !gen->res.declared_at)
        (void)hs_gen_index_declared(&gen->res);
}

/* The rendering of a generation the loop thread ran, now that it answers it: for
 * one waiter, when the cache does not keep the text, lent from the thread's room,
 * which nothing renders into before the answer is written, so the text is not
 * copied into an allocation of its own only to be copied out again; else (the
 * cache takes it, or several answers, which may start other work meanwhile) a
 * rendering of its own, as on a worker. */
static void gen_render_here(hsd_ctx *ctx, unit_gen *g)
{
    if (g->waiters && !g->waiters->next && !(ctx->cache && hsd_cache_stores(ctx->cache)) &&
        hsd_files_render_lent(&g->res, &g->rendered) == 0)
        g->rendered_ok = g->rendered_lent = true;
    else if (hsd_files_render(&g->res, &g->rendered) == 0)
        g->rendered_ok = true;
}

/* Takes a generation's result, without copying it, into a cache entry the
 * waiters are answered from (held by the caller: hsd_cache_release), stored when
 * the cache may keep it: the key holds the signature, which names every policy
 * the unit's text depends on (results under a request's own `signals` are cached
 * too), but not an external program's text nor one generated under a
 * configuration reloaded since. For raw answers the entry also keeps the `files`
 * list as JSON text, so a hit only puts the entity name at its recorded offsets
 * instead of escaping the text again, and the `ports` text, so a hit never prints
 * the list again. NULL when out of memory: the waiters read the generation's own. */
static const hs_gen_result *gen_adopt(hsd_ctx *ctx, unit_gen *gen)
{
    hsd_cache *cache =
        !gen->ext && ctx->cache && gen->generation == ctx->generation ? ctx->cache : NULL;
    const hs_gen_result *res;
    hsd_rendered r;
    bool rendered =
        gen->rendered_ok && !gen->rendered_lent; /* (a lent one stays the generation's) */
    if (gen->ports_held) {                       /* the entry owns its text: a copy of the memo's */
        char *own = malloc(gen->ports_len + 1);
        if (!own)
            return NULL;
        memcpy(own, gen->ports_text, gen->ports_len + 1);
        hsd_memo_ports_release(gen->ports_text);
        gen->ports_text = own;
        gen->ports_held = false;
    }
    if (!gen->rendered_ok && cache && ctx->raw_results && hsd_files_render(&gen->res, &r) == 0) {
        gen->rendered = r; /* (the worker's rendering ran out of memory) */
        rendered = true;
    }
    res = hsd_cache_adopt(cache, gen->key, &gen->res, rendered ? &gen->rendered : NULL,
                          rendered ? &gen->ports_text : NULL, gen->ports_len);
    if (res && rendered)
        gen->rendered_ok = false; /* (the entry's now) */
    else if (rendered && !gen->rendered_ok)
        hsd_rendered_free(&gen->rendered);
    return res;
}

/* Whether a finished generation's result goes into a cache entry (gen_adopt): when
 * the cache keeps it, or a preview waits (its answer is written on a worker, which
 * holds the entry). Else the waiters read the generation's own result, freed with
 * it once they are answered: no entry made only to be freed (an allocation, the
 * key's copy and their freeing a cold request, with a cache that stores nothing). */
static bool gen_wants_entry(const hsd_ctx *ctx, const unit_gen *gen)
{
    if (gen->checked) /* (its result lists no declared names: gen_checks_names) */
        return false;
    if (!gen->ext && ctx->cache && gen->generation == ctx->generation &&
        hsd_cache_stores(ctx->cache))
        return true;
    for (const hsd_call *c = gen->waiters; c; c = c->next)
        if (c->m->kind == HSD_CALL_PREVIEW)
            return true;
    return false;
}

/* Worker side of a preview's answer: encode's result, made here, and for a
 * daemon's raw answers written here as the JSON text the dumper would write for
 * it, so the loop only copies it into the connection's output
 * (hsd_unit_answer_text) instead of dumping it there and copying that again. */
static void answer_run(hsd_gen *base)
{
    answer_job *j = (answer_job *)base;
    hsd_call *c = j->c;
    json_t *r = call_result(c, c->res, c->cached, j->raw);
    hsd_jbuf b = {0};
    if (r && j->raw && hsd_jbuf_reserve(&b, HSD_ANSWER_HEAD) == 0 &&
        (b.len = HSD_ANSWER_HEAD, hsd_json_dump(&b, r) == 0) &&
        hsd_jbuf_reserve(&b, HSD_ANSWER_TAIL) == 0 && !b.failed) {
        c->answer_text = b.buf; /* (room before it: hsd_text_answer.take) */
        c->answer_len = b.len - HSD_ANSWER_HEAD;
        c->answer_cap = b.cap;
        json_decref(r);
        return;
    }
    hsd_jbuf_free(&b);
    c->result = r;
    c->encoded = true;
}

/* Loop side: the answer goes out; the result may go. */
static void answer_complete(hsd_ctx *ctx, hsd_gen *base)
{
    answer_job *j = (answer_job *)base;
    hsd_call_finish(ctx, j->c);
    hsd_cache_release(j->held);
    free(j);
}

/* Answers a call. A preview's answer (with a submitter, and a result that can be
 * held: an entry of hsd_cache_get or hsd_cache_adopt) is written on a worker, as a
 * generation runs there: its file is escaped and its `ports` listed, megabytes
 * for a huge unit, which on the loop would keep other connections waiting. Not
 * one whose `ports` is a JSON value (shared with the memo or other waiters: the
 * worker would take a reference to it, hsd_call_drop_params); a daemon's preview
 * lists its ports as text (ports_raw). */
static void call_answer(hsd_ctx *ctx, hsd_call *c, const hs_gen_result *holdable)
{
    answer_job *j;
    if (c->m->kind == HSD_CALL_PREVIEW && !c->error && holdable && c->res == holdable &&
        !c->ports && ctx->submit && (j = calloc(1, sizeof(*j)))) {
        j->base.run = answer_run;
        j->base.complete = answer_complete;
        j->c = c;
        j->held = holdable;
        j->raw = ctx->raw_results;
        hsd_cache_hold(holdable);
        if (ctx->submit(ctx, &j->base) == 0)
            return;
        hsd_cache_release(holdable);
        free(j);
    }
    hsd_call_finish(ctx, c);
}

/* Back on the loop: caches the result and answers every call that waited for it. */
static void gen_complete(hsd_ctx *ctx, hsd_gen *base)
{
    unit_gen *gen = (unit_gen *)base;
    hsd_call *c = gen->waiters, *next;
    json_t *ports = NULL;
    bool prepared;
    const hs_gen_result *res = NULL; /* the entry the waiters read, held here */
    const hsd_rendered *rendered = NULL;
    const char *ports_text = NULL;
    size_t ports_len = 0;
    bool in_entry = false; /* rendered and ports_text are the entry's (res) */
    if (gen->base.here && gen->render && gen->rc == 0 && gen->u && !gen->rendered_ok)
        gen_render_here(ctx, gen);
    prepared = gen->rendered_ok && gen->ports_text;
    if (gen->shared && ctx->cache)
        hsd_cache_inflight_del(ctx->cache, gen->key);
    if (gen->rc == 0 && gen_wants_entry(ctx, gen) && (res = gen_adopt(ctx, gen)) && prepared &&
        !gen->rendered_lent) {
        rendered = hsd_cache_rendered(res);
        ports_text = hsd_cache_ports_text(res, &ports_len);
        in_entry = rendered != NULL;
    } else if (prepared) {
        rendered = &gen->rendered;
        ports_text = gen->ports_text;
        ports_len = gen->ports_len;
    }
    for (; c; c = next) {
        next = c->next;
        if (gen->text_bytes && !gen->ext && c->memo_text && !c->text_bytes && ctx->cache)
            hsd_cache_memo_note_text(ctx->cache, c->memo_text, gen->text_bytes, ports_text,
                                     ports_len);
        if (!c->ports && !c->u && gen->rc == 0 && gen->u &&
            !(c->m->kind == HSD_CALL_GENERATE && prepared)) {
            /* built once for every waiter the prepared text does not answer */
            if (!ports) {
                hsd_decode_count_built();
                ports = hs_unit_ports_json(gen->u);
            }
            c->ports = json_incref(ports);
        }
        if (gen->too_large) {
            c->error = hsd_rpc_too_large(gen->too_large, gen->cfg->cfg.max_response_bytes);
        } else if (gen->rc) {
            hsd_call_set_diag(c, &gen->diag);
        } else if (!gen_refuse_name(gen, c, res ? res : &gen->res)) {
            c->res = res ? res : &gen->res;
            c->cached = false;
            if (c->m->kind == HSD_CALL_GENERATE && prepared) {
                c->rendered = rendered;
                c->ports_text = ports_text;
                c->ports_len = ports_len;
                c->old_len = strlen(c->res->module);
                c->from_entry = c->ports_in_entry = in_entry;
                if (c == gen->first && gen->answer) { /* written whole on the worker */
                    c->answer_text = gen->answer;
                    c->answer_len = gen->answer_len;
                    c->answer_cap = gen->answer_cap;
                    gen->answer = NULL;
                }
            } else if (c->m->kind == HSD_CALL_PREVIEW && res && ctx->raw_results) {
                /* the list the generation printed, copied as a hit's (ports_raw) */
                c->ports_text = hsd_cache_ports_text(res, &c->ports_len);
            }
        }
        call_answer(ctx, c, res);
    }
    json_decref(ports);
    hsd_cache_release(res); /* (stored, it stays; else freed once every answer is out) */
    gen_free(ctx, gen);
}

/* Hands a new generation to the submitter, or runs it here. */
static void gen_start(hsd_ctx *ctx, unit_gen *g)
{
    if (!g->ext && !g->unshared && ctx->cache && hsd_cache_inflight_put(ctx->cache, g->key, g) == 0)
        g->shared = true;
    if (ctx->submit && ctx->submit(ctx, &g->base) == 0)
        return;
    gen_run(&g->base);
    gen_complete(ctx, &g->base);
}

/* A generation keyed like the cache, holding the configuration it runs with:
 * cfg (a request's own policies over the context's) or, when NULL, the context's. */
static unit_gen *gen_new(hsd_ctx *ctx, const char *key, hs_hdl hdl, hsd_cfgref *cfg)
{
    unit_gen *g;
    if (ctx->n_spare_gens > 0) { /* one gen_free kept: cleared as calloc would */
        g = ctx->spare_gens[--ctx->n_spare_gens];
        memset(g, 0, sizeof(*g));
    } else if (!(g = calloc(1, sizeof(*g)))) {
        return NULL;
    }
    g->base.run = gen_run;
    g->base.complete = gen_complete;
    hs_str_copy(g->key, sizeof(g->key), key);
    g->cfg = hsd_cfgref_hold(cfg ? cfg : ctx->cfg);
    g->generation = ctx->generation;
    g->hdl = hdl;
    g->render = ctx->raw_results;
    g->stored = ctx->cache && hsd_cache_stores(ctx->cache);
    return g;
}

/* The generation of this key a call may join and wait for, or NULL: not one whose
 * waiters' names were checked as it ran (gen_checks_names), which has no list of
 * declared names for another name. *busy: such a generation holds the key. */
static unit_gen *joinable(hsd_ctx *ctx, const char *key, bool *busy)
{
    unit_gen *g = ctx->cache ? hsd_cache_inflight_get(ctx->cache, key) : NULL;
    if (busy)
        *busy = g != NULL;
    return g && !g->checked ? g : NULL;
}

/* ------------------------------------------------------------------ resolution memo */

/* Answers a repeated request without verifying it again, when its result is
 * cached or being generated. Returns true when the call was taken care of. */
static bool memo_try(hsd_ctx *ctx, hsd_call *c)
{
    const hsd_unit_args *a = &c->args;
    const hsd_memo *m;
    const hs_gen_result *hit;
    const char *ports_text; /* the memo's, or for a long list the cache entry's */
    size_t ports_len = 0;
    unit_gen *g;
    hs_diag d;
    if (!a->name_usable)
        return false;
    c->memo_text = a->memo; /* (the call's own: its args live as long as it) */
    if (!(m = hsd_cache_memo_get(ctx->cache, c->memo_text)))
        return false;
    hit = hsd_cache_peek(ctx->cache, m->key);
    ports_text = m->ports_text || !hit ? m->ports_text : hsd_cache_ports_text(hit, &ports_len);
    if (hit && !ports_text && !m->ports) /* (a long list the cache does not hold) */
        hit = NULL;
    if (hit)
        hsd_cache_get(ctx->cache, m->key); /* counted as a hit, the most recently used */
    g = hit ? NULL : joinable(ctx, m->key, NULL);
    if (!hit && !g) { /* resolved and generated again; the memo keeps what it has */
        c->memo_known = true;
        c->text_bytes = m->text_bytes;
        hs_str_copy(c->signature, sizeof(c->signature), m->signature);
        hs_str_copy(c->memo_default, sizeof(c->memo_default), m->default_name);
        if (ctx->raw_results && m->ports_text) /* the generation need not print them again */
            c->ports_memo = hsd_memo_ports_hold(m->ports_text);
        return false;
    }
    hs_diag_clear(&d);
    if (a->name && hs_check_entity_name(a->name, &d) != 0) {
        if (!d.field[0])
            hs_diag_where(&d, "name", NULL, NULL);
        hsd_call_set_diag(c, &d);
        hsd_call_finish(ctx, c);
        return true;
    }
    hs_str_copy(c->name, sizeof(c->name), a->name ? a->name : m->default_name);
    hs_str_copy(c->signature, sizeof(c->signature), m->signature);
    c->ports = json_incref(m->ports);
    hsd_call_drop_params(c); /* the unit's request is never needed */
    if (g) {
        c->next = g->waiters;
        g->waiters = c;
        return true;
    }
    if (!refuse_name(c, hit)) {
        c->res = hit;
        c->cached = true;
        c->rendered = ctx->raw_results ? hsd_cache_rendered(hit) : NULL;
        c->ports_text = ports_text;
        /* the memo's list is short (HSD_MEMO_MAX_ENTRY); a long one's length is stored */
        c->ports_len = m->ports_text ? hsd_memo_ports_len(m->ports_text) : ports_len;
        c->old_len = strlen(hit->module);
        c->from_entry = c->rendered != NULL;
        c->ports_in_entry = !m->ports_text;
    }
    hsd_call_finish(ctx, c);
    return true;
}

/* Remembers a successful resolution (with the name it derives when none is given).
 * Raw answers only need the `ports` text: a cache hit's stored one (hit_ports),
 * else the one the generation prints on its worker (gen_render), noted into the
 * memo when it completes (gen_complete), not printed here on the loop thread: a
 * huge unit's list is megabytes, which the memo does not even keep
 * (HSD_MEMO_MAX_ENTRY). The JSON values are built for the other contexts. */
static void memo_record(hsd_ctx *ctx, hsd_call *c, const char *key, const char *hit_ports)
{
    hsd_memo m;
    if (!c->memo_text || c->memo_known)
        return;
    memset(&m, 0, sizeof(m));
    hs_str_copy(m.key, sizeof(m.key), key);
    hs_str_copy(m.signature, sizeof(m.signature), c->signature);
    hs_str_copy(m.default_name, sizeof(m.default_name), hs_unit_default_name(c->u));
    m.ports_in_cache = ctx->raw_results; /* a long list: the cache entry's copy answers */
    if (hit_ports) { /* the cached answer's list: nothing to print, nothing to hand on */
        m.ports_text = (char *)hit_ports;
        hsd_cache_memo_put(ctx->cache, c->memo_text, &m);
        return;
    }
    if (ctx->raw_results && c->m->kind == HSD_CALL_GENERATE) { /* (its text: see above) */
        hsd_cache_memo_put(ctx->cache, c->memo_text, &m);
        return;
    }
    hsd_decode_count_built();
    if (!(m.ports = c->ports = hs_unit_ports_json(c->u)))
        return;
    hsd_cache_memo_put(ctx->cache, c->memo_text, &m);
}

/* ------------------------------------------------------------------ unit.generate */

/* "signature.hdl.generation", as "%s.%s.%u" prints it (one per request, no stdio). */
static void cache_key(char *out, size_t cap, const char *signature, hs_hdl hdl, unsigned generation)
{
    hs_line l;
    hs_line_init(&l, out, cap);
    hs_line_puts(&l, signature);
    hs_line_putn(&l, ".", 1);
    hs_line_puts(&l, hs_hdl_name(hdl));
    hs_line_putn(&l, ".", 1);
    hs_line_put_d(&l, generation);
}

/* A cache hit answers now; otherwise the call joins or starts a generation. */
static void generate_resolved(hsd_ctx *ctx, hsd_call *c)
{
    char key[HS_SIG_HEX + 32];
    const hs_gen_result *hit;
    const char *hit_ports; /* the hit's stored `ports` text, when it answers from it */
    size_t hit_ports_len = 0;
    unit_gen *g;
    bool busy = false;     /* a generation of the key runs that this call cannot join */
    hs_unit *spare = NULL; /* the unit, once this call no longer needs it */
    cache_key(key, sizeof(key), c->signature, c->hdl, ctx->generation);
    hit = ctx->cache ? hsd_cache_get(ctx->cache, key) : NULL;
    /* a unit.generate hit answers from the entry's stored text (hsd_unit_answer_text) */
    hit_ports =
        hit && ctx->raw_results && c->m->kind == HSD_CALL_GENERATE && hsd_cache_rendered(hit)
            ? hsd_cache_ports_text(hit, &hit_ports_len)
            : NULL;
    if (hit && ctx->raw_results && c->m->kind == HSD_CALL_PREVIEW) /* its list copied (ports_raw) */
        c->ports_text = hsd_cache_ports_text(hit, &c->ports_len);
    if (ctx->cache)
        memo_record(ctx, c, key, hit_ports);
    /* (a preview answering raw JSON writes its list as text when it answers) */
    if ((hit || c->m->kind == HSD_CALL_PREVIEW) && !hit_ports && !c->ports &&
        !(c->m->kind == HSD_CALL_PREVIEW && ctx->raw_results)) {
        hsd_decode_count_built();
        if (!(c->ports = hs_unit_ports_json(c->u))) {
            hsd_call_set_nomem(c);
            return hsd_call_finish(ctx, c);
        }
    }
    if (c->m->kind == HSD_CALL_GENERATE) { /* a waiting call gets its ports from the generation */
        spare = c->u;
        c->u = NULL;
    }
    if (hit) {
        if (!refuse_name(c, hit)) {
            c->res = hit;
            c->cached = true;
            if (hit_ports) {
                c->rendered = hsd_cache_rendered(hit);
                c->ports_text = hit_ports;
                c->ports_len = hit_ports_len;
                c->old_len = strlen(hit->module);
                c->from_entry = c->ports_in_entry = c->rendered != NULL;
            }
        }
        unit_give(ctx, spare);
        return call_answer(ctx, c, hit);
    }
    if ((g = joinable(ctx, key, &busy))) {
        unit_give(ctx, spare); /* waiters stay small */
        c->next = g->waiters;
        g->waiters = c;
        return;
    }
    if (ctx->cache)
        hsd_cache_count_miss(ctx->cache);
    if (!spare && (spare = hs_unit_new_for_resolve()))
        memcpy(spare, c->u, sizeof(*spare)); /* a preview keeps its own */
    if (!spare || !(g = gen_new(ctx, key, c->hdl, c->cfg))) {
        hs_unit_free(spare);
        hsd_call_set_nomem(c);
        return hsd_call_finish(ctx, c);
    }
    g->u = spare;
    g->unshared = busy;
    g->base.light = c->text_bytes && c->text_bytes <= HSD_LIGHT_TEXT;
    g->ports_text = (char *)c->ports_memo; /* printed once: the memo's, held */
    g->ports_held = c->ports_memo != NULL;
    g->ports_len = c->ports_memo ? hsd_memo_ports_len(c->ports_memo) : 0;
    c->ports_memo = NULL;
    hs_str_copy(g->u->name, sizeof(g->u->name), HSD_CACHE_MARKER);
    g->u->cfg = &g->cfg->cfg;
    g->waiters = c;
    g->first = c;
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
static void generate_external(hsd_ctx *ctx, hsd_call *c)
{
    hs_diag d;
    unit_gen *g;
    const char *unit = c->req.unit;
    const char *base = strncmp(unit, "handshake.", 10) == 0 ? unit + 10 : unit;
    c->external = true;
    g = c->ext_params ? gen_new(ctx, "", c->hdl, c->cfg) : NULL;
    if (!g) {
        hsd_call_set_nomem(c);
        return hsd_call_finish(ctx, c);
    }
    g->ext_params = c->ext_params;
    c->ext_params = NULL;
    external_signature(unit, c->hdl, g->ext_params, c->signature);
    hs_str_copy(g->key, sizeof(g->key), c->signature);
    if (c->req.name[0])
        hs_str_copy(c->name, sizeof(c->name), c->req.name);
    else
        snprintf(c->name, sizeof(c->name), "%.40s_%.8s", base, c->signature);
    hs_diag_clear(&d);
    if (hs_check_entity_name(c->name, &d) != 0) {
        hs_diag_where(&d, "name", NULL, NULL);
        gen_free(ctx, g);
        hsd_call_set_diag(c, &d);
        return hsd_call_finish(ctx, c);
    }
    g->ext = hs_config_external(&g->cfg->cfg, unit);
    g->base.external = true;
    hs_str_copy(g->ext_unit, sizeof(g->ext_unit), unit);
    hs_str_copy(g->res.module, sizeof(g->res.module), c->name);
    g->waiters = c;
    gen_start(ctx, g);
}

/* Carries on with a resolved unit (or a unit routed to an external generator). */
static void generate_continue(hsd_ctx *ctx, hsd_call *c)
{
    hsd_call_drop_params(c); /* (read on a worker for a heavy request: dropped here) */
    if (!c->u)
        return generate_external(ctx, c);
    hs_str_copy(c->name, sizeof(c->name), c->u->name);
    hs_str_copy(c->signature, sizeof(c->signature), c->u->signature);
    hs_request_free(&c->req); /* waiters stay small */
    c->have_req = false;
    generate_resolved(ctx, c);
}

/* Decodes and resolves the unit's request under cfg; an external unit stays
 * unresolved (c->u NULL). Returns 0 or an hs_err with d set. */
static int resolve(hsd_ctx *ctx, hsd_call *c, const hs_config *cfg, hs_hdl hdl, hs_diag *d)
{
    int rc = hsd_call_request(c, cfg, d);
    if (rc || hs_config_external(cfg, c->req.unit))
        return rc;
    if (!(c->u = unit_take(ctx)))
        return hs_fail(d, HS_E_NOMEM, "out of memory");
    if (c->memo_known && c->signature[0] && c->memo_default[0]) { /* (memo_try) */
        hs_unit_known k = {c->signature, c->memo_default};
        return hs_unit_resolve_known(&c->req, hdl, cfg, &k, c->u, d);
    }
    return hs_unit_resolve(&c->req, hdl, cfg, c->u, d);
}

/* Worker side of a heavy request's resolution. */
static void resolve_run(hsd_gen *base)
{
    resolve_job *j = (resolve_job *)base;
    hs_diag_clear(&j->diag);
    j->rc = resolve(NULL, j->c, &j->cfg->cfg, j->c->hdl, &j->diag); /* (a worker: no kept units) */
}

/* Loop side: answer the error, or carry on as on the loop. */
static void resolve_complete(hsd_ctx *ctx, hsd_gen *base)
{
    resolve_job *j = (resolve_job *)base;
    hsd_call *c = j->c;
    if (j->rc) {
        hsd_call_set_diag(c, &j->diag);
        hsd_call_finish(ctx, c);
    } else {
        generate_continue(ctx, c);
    }
    hsd_cfgref_release(j->cfg);
    free(j);
}

/* Hands a heavy request's resolution to a worker; false when it could not. */
static bool resolve_submit(hsd_ctx *ctx, hsd_call *c)
{
    resolve_job *j = calloc(1, sizeof(*j));
    if (!j)
        return false;
    j->base.run = resolve_run;
    j->base.complete = resolve_complete;
    j->c = c;
    j->cfg = hsd_cfgref_hold(c->cfg ? c->cfg : ctx->cfg);
    if (ctx->submit(ctx, &j->base) != 0) {
        hsd_cfgref_release(j->cfg);
        free(j);
        return false;
    }
    return true;
}

/* The request's own `signals` become its configuration (c->cfg); false with the
 * call's error set when the configuration cannot hold them. */
static bool own_config(hsd_ctx *ctx, hsd_call *c)
{
    hs_diag d;
    hs_diag_clear(&d);
    if (!c->args.has_pol)
        return true;
    if ((c->cfg = hsd_cfgref_override(&ctx->cfg->cfg, c->args.pol, &d)))
        return true;
    hsd_call_set_diag(c, &d);
    return false;
}

/* unit.generate and unit.preview: memo, resolve, then cache or generate. */
hsd_run_status hsd_unit_run_generate(hsd_ctx *ctx, hsd_call *c)
{
    hs_diag d;
    bool memo = c->args.memo[0] != 0;
    if (memo && memo_try(ctx, c))
        return HSD_RUN_TAKEN;
    if (!own_config(ctx, c)) /* verified and generated under the request's own policies */
        return HSD_RUN_DONE;
    /* resolved on a worker, continued in resolve_complete: a heavy request, and every
     * preview (no memo: its unit, which may have thousands of ports, is resolved each time) */
    if (ctx->submit && (c->weight >= HSD_LARGE_WEIGHT || c->m->kind == HSD_CALL_PREVIEW) &&
        resolve_submit(ctx, c))
        return HSD_RUN_TAKEN;
    hs_diag_clear(&d);
    if (resolve(ctx, c, c->cfg ? &c->cfg->cfg : &ctx->cfg->cfg, c->hdl, &d) != 0) {
        if (d.code == HS_E_NOMEM && !c->u)
            hsd_call_set_nomem(c);
        else
            hsd_call_set_diag(c, &d);
        return HSD_RUN_DONE;
    }
    generate_continue(ctx, c);
    return HSD_RUN_TAKEN;
}

/* ------------------------------------------------------------------ unit.verify */

/* unit.verify: resolution only, under the request's own policies when it gives
 * some, with the default HDL (a verification has no text). */
hsd_run_status hsd_unit_run_verify(hsd_ctx *ctx, hsd_call *c)
{
    hs_diag d;
    const hs_config *cfg;
    if (!own_config(ctx, c))
        return HSD_RUN_DONE;
    cfg = c->cfg ? &c->cfg->cfg : &ctx->cfg->cfg;
    hs_diag_clear(&d);
    if (hsd_call_request(c, cfg, &d) != 0) {
        hsd_call_set_diag(c, &d);
        return HSD_RUN_DONE;
    }
    if (!(c->u = hs_unit_new_for_resolve())) {
        c->error = hsd_rpc_error(HSD_RPC_INTERNAL_ERROR, "out of memory", NULL);
        return HSD_RUN_DONE;
    }
    if (hs_unit_resolve(&c->req, cfg->default_hdl, cfg, c->u, &d) != 0)
        hsd_call_set_diag(c, &d);
    return HSD_RUN_DONE;
}

/* unit.verify's answer: the unit as resolved. */
json_t *hsd_unit_encode_verify(hsd_ctx *ctx, hsd_call *c)
{
    (void)ctx;
    return json_pack("{s:b, s:s, s:s, s:o}", "ok", 1, "module", c->u->name, "signature",
                     c->u->signature, "ports", hs_unit_ports_json(c->u));
}
