/* A repeated unit.generate answered from its message's shape (rpc_fast.h). */
#include <string.h>

#include "decode_count.h"
#include "hs_str.h"
#include "rpc_fast.h"
#include "rpc_unit.h"

/* The envelope around a result, as the daemon's response() prints it. */
#define ADD_LIT(b, lit) hsd_jbuf_add((b), (lit), sizeof(lit) - 1)

/* The shape's memo key, its memo entry, the cached text, the name checks; then
 * the response, or nothing. */
bool hsd_rpc_fast_answer(hsd_ctx *ctx, const hsd_shape *s, hsd_jbuf *out, hsd_splices *sp,
                         hsd_fits_fn fits, void *arg)
{
    const hsd_shape_memo *sm;
    const hsd_memo *m;
    const hs_gen_result *hit;
    const hsd_rendered *r;
    const char *ports;
    char name[HS_IDENT_MAX];
    size_t start = out->len, ports_len, len, ext;
    int sp_n = sp ? sp->n : 0, sp_held = sp ? sp->n_held : 0;
    bool ports_held = false;
    hs_diag d;
    if (!s->ok || !ctx->cache || !ctx->raw_results ||
        !(sm = hsd_cache_shape_get(ctx->cache, s->hi, s->lo)) ||
        !(m = hsd_cache_memo_get(ctx->cache, sm->memo)))
        return false;
    hs_diag_clear(&d);
    if (s->name) { /* as memo_try: a usable name the ordinary checks accept */
        if (s->name_len >= HS_IDENT_MAX)
            return false;
        memcpy(name, s->name, s->name_len);
        name[s->name_len] = '\0';
        if (hs_check_entity_name(name, &d) != 0)
            return false;
    } else {
        hs_str_copy(name, sizeof(name), m->default_name);
    }
    if (!(hit = hsd_cache_peek(ctx->cache, m->key)) || !(r = hsd_cache_rendered(hit)) ||
        hs_gen_check_entity(hit, name, &d) != 0)
        return false;
    /* the memo's ports text, or a long list's stored with the cached text */
    if (m->ports_text)
        ports_len = hsd_memo_ports_len(ports = m->ports_text);
    else if (!(ports = hsd_cache_ports_text(hit, &ports_len)))
        return false;
    else
        ports_held = true;
    /* the limits checked before anything is written: an answer refused is never built */
    len = sizeof("{\"jsonrpc\":\"2.0\",\"id\":,\"result\":}") - 1 + s->id_len +
          hsd_unit_raw_len(strlen(name), sm->hdl, m->signature, ports_len, true, r,
                           strlen(hit->module));
    if (!fits(arg, len))
        return false;
    ADD_LIT(out, "{\"jsonrpc\":\"2.0\",\"id\":");
    hsd_jbuf_add(out, s->id, s->id_len);
    ADD_LIT(out, ",\"result\":");
    if (sp && len >= HSD_ANSWER_OWN && hsd_splices_room(sp, 1)) {
        /* a large answer: its long runs sent from the entry, held until then */
        hsd_splices_hold(sp, hit);
        if (hsd_unit_raw_append_spliced(out, sp, name, sm->hdl, m->signature, ports, ports_len,
                                        ports_held, true, r, strlen(hit->module)) != 0)
            out->failed = 1;
    } else if (hsd_unit_raw_append(out, name, sm->hdl, m->signature, ports, ports_len, true, r,
                                   strlen(hit->module)) != 0) {
        out->failed = 1;
    }
    hsd_jbuf_add(out, "}", 1);
    ext = sp ? hsd_splices_bytes_from(sp, sp_n) : 0;
    if (out->failed || !fits(arg, out->len - start + ext)) {
        out->len = start;
        out->failed = 0;
        if (sp)
            hsd_splices_truncate(sp, sp_n, sp_held);
        return false;
    }
    hsd_cache_get(ctx->cache, m->key); /* counted as a hit, the most recently used */
    hsd_decode_count_params(); /* the message, read once (by the shape scanner); no unit decode */
    return true;
}
