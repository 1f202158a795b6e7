/* What every answer passes before it is written: limits.max_response_bytes and
 * the budgets of answers not read yet, the refusals answered instead (errors 1024
 * and 1025), and the envelope written around a result that is JSON text.
 *
 * A framed single answer (conn.c) and an element of a batch's array
 * (rpc_dispatch.c) both go through these functions, so the size they check, the
 * refusal they choose and the bytes they write cannot differ between the two. */
#include <stdio.h>
#include <string.h>

#include "rpc_codes.h"
#include "server.h"

/* The configuration in force (it may change under a connection on reload). */
static const hs_config *answer_cfg(const hsd_conn *c)
{
    return &c->srv->ctx.cfg->cfg;
}

void hsd_conn_unread_add(hsd_conn *c, bool batch, long long delta)
{
    if (batch)
        c->batch_bytes = (size_t)((long long)c->batch_bytes + delta);
    else
        c->write_bytes = (size_t)((long long)c->write_bytes + delta);
    c->srv->unread_bytes = (uint64_t)((long long)c->srv->unread_bytes + delta);
}

bool hsd_conn_unread_fits(const hsd_conn *c, size_t size)
{
    const hs_config *cfg = answer_cfg(c);
    uint64_t mine = (uint64_t)c->write_bytes + c->batch_bytes;
    if (size <= HSD_UNREAD_SMALL)
        return true;
    if (mine > 0 && mine + size > cfg->max_unread_bytes)
        return false;
    return c->srv->unread_bytes + size <= cfg->max_unread_bytes_total;
}

json_t *hsd_unread_refusal(hsd_conn *c, json_t *id, size_t size)
{
    const hs_config *cfg = answer_cfg(c);
    uint64_t mine = (uint64_t)c->write_bytes + c->batch_bytes;
    bool conn = mine > 0 && mine + size > cfg->max_unread_bytes;
    const char *field = conn ? "limits.max_unread_bytes" : "limits.max_unread_bytes_total";
    uint64_t limit = conn ? cfg->max_unread_bytes : cfg->max_unread_bytes_total;
    char msg[240];
    snprintf(msg, sizeof(msg),
             "answer of %zu bytes refused: %llu bytes of answers not read yet %s exceed %llu "
             "bytes (%s); read the answers, then ask again",
             size, (unsigned long long)(conn ? mine : c->srv->unread_bytes),
             conn ? "on this connection" : "on all connections", (unsigned long long)limit, field);
    return json_pack("{s:s, s:O, s:o}", "jsonrpc", "2.0", "id", id ? id : json_null(), "error",
                     hsd_rpc_error(HSD_APP_UNREAD_BUDGET, msg,
                                   json_pack("{s:s, s:s, s:I}", "kind", "limit", "field", field,
                                             "limit", (json_int_t)limit)));
}

/* The error answered instead of a result of `size` bytes past limits.max_response_bytes. */
json_t *hsd_too_large_response(hsd_conn *c, json_t *id, size_t size)
{
    uint64_t limit = answer_cfg(c)->max_response_bytes;
    char msg[160];
    snprintf(msg, sizeof(msg),
             "response of %zu bytes exceeds %llu bytes (limits.max_response_bytes)", size,
             (unsigned long long)limit);
    return json_pack(
        "{s:s, s:O, s:o}", "jsonrpc", "2.0", "id", id ? id : json_null(), "error",
        hsd_rpc_error(HSD_APP_RESPONSE_TOO_LARGE, msg,
                      json_pack("{s:s, s:s, s:I}", "kind", "limit", "field",
                                "limits.max_response_bytes", "limit", (json_int_t)limit)));
}

bool hsd_answer_fits(const hsd_conn *c, size_t before, size_t size)
{
    return before + size <= answer_cfg(c)->max_response_bytes && hsd_conn_unread_fits(c, size);
}

json_t *hsd_answer_refusal(hsd_conn *c, const json_t *id, size_t before, size_t size)
{
    return before + size > answer_cfg(c)->max_response_bytes
               ? hsd_too_large_response(c, (json_t *)id, size)
               : hsd_unread_refusal(c, (json_t *)id, size);
}

static const char text_head[] = "{\"jsonrpc\":\"2.0\",\"id\":", text_mid[] = ",\"result\":";

int hsd_text_response_check(hsd_conn *c, const json_t *id, const hsd_text_answer *a, size_t before,
                            hsd_text_response *r)
{
    hsd_jbuf *idt = &c->srv->scratch;
    r->a = a;
    r->refusal = NULL;
    idt->len = 0;
    idt->failed = 0;
    if (hsd_json_dump(idt, id) != 0)
        return HSD_E_NOMEM;
    r->size = sizeof(text_head) - 1 + idt->len + sizeof(text_mid) - 1 + a->len + 1;
    if (hsd_answer_fits(c, before, r->size))
        return 0;
    /* refused from its size, never built */
    if (!(r->refusal = hsd_answer_refusal(c, id, before, r->size)))
        return HSD_E_NOMEM;
    return 0;
}

size_t hsd_text_response_head(hsd_conn *c, const hsd_text_response *r, char *at)
{
    const hsd_jbuf *idt = &c->srv->scratch;
    size_t n = r->size - r->a->len - 1; /* (all but the result and its closing brace) */
    if (at) {
        memcpy(at, text_head, sizeof(text_head) - 1);
        memcpy(at + sizeof(text_head) - 1, idt->buf, idt->len);
        memcpy(at + sizeof(text_head) - 1 + idt->len, text_mid, sizeof(text_mid) - 1);
    }
    return n;
}

int hsd_text_response_write(hsd_conn *c, const hsd_text_response *r, hsd_jbuf *out, hsd_splices *sp)
{
    const hsd_jbuf *idt = &c->srv->scratch;
    const hsd_text_answer *a = r->a;
    size_t before = out->len, at;
    int runs = sp ? sp->n : 0, held = sp ? sp->n_held : 0;
    bool spliced = sp && a->append_spliced;
    /* (spliced: the envelope and the short parts only) */
    if (hsd_jbuf_reserve(out, spliced ? r->size - a->len + 4096 : r->size) != 0)
        return HSD_E_NOMEM;
    hsd_jbuf_add(out, text_head, sizeof(text_head) - 1);
    hsd_jbuf_add(out, idt->buf, idt->len);
    hsd_jbuf_add(out, text_mid, sizeof(text_mid) - 1);
    at = out->len;
    if (out->failed || (spliced ? a->append_spliced(a, out, sp) : a->append(a, out)) != 0 ||
        out->len - at + (spliced ? hsd_splices_bytes_from(sp, runs) : 0) != a->len ||
        hsd_jbuf_add(out, "}", 1) != 0) {
        out->len = before; /* (the length promised was not written: the JSON way) */
        out->failed = 0;
        if (sp)
            hsd_splices_truncate(sp, runs, held);
        return HSD_E_NOMEM;
    }
    return 0;
}

/* Puts back a batch's array as it was before an element that could not be written. */
static int batch_undo(hsd_jbuf *body, size_t before)
{
    body->len = before;
    body->failed = 0;
    return HSD_E_NOMEM;
}

int hsd_batch_append(hsd_conn *c, hsd_jbuf *body, const hsd_splices *sp, bool first,
                     const json_t *resp)
{
    size_t before = body->len, size, runs = sp->bytes; /* (the array holds the runs too) */
    json_t *err;
    int rc;
    if (!resp) /* the response could not be made */
        return HSD_E_NOMEM;
    hsd_jbuf_add(body, first ? "[" : ",", 1);
    if (hsd_json_dump(body, resp) != 0 || body->failed)
        return batch_undo(body, before);
    size = body->len - before - 1;
    if (hsd_answer_fits(c, before + runs + 1, size))
        return 0;
    err = hsd_answer_refusal(c, json_object_get(resp, "id"), before + runs + 1, size);
    body->len = before + 1;
    rc = hsd_json_dump(body, err); /* (NULL: out of memory) */
    json_decref(err);
    return rc != 0 || body->failed ? batch_undo(body, before) : 0;
}

int hsd_batch_append_text(hsd_conn *c, hsd_jbuf *body, hsd_splices *sp, bool first,
                          const json_t *id, const hsd_text_answer *a)
{
    size_t before = body->len;
    hsd_text_response r;
    int rc, runs = sp->n, held = sp->n_held;
    if (hsd_text_response_check(c, id, a, before + sp->bytes + 1, &r) != 0)
        return HSD_E_NOMEM;
    hsd_jbuf_add(body, first ? "[" : ",", 1);
    if (r.refusal) {
        rc = hsd_json_dump(body, r.refusal);
        json_decref(r.refusal);
    } else {
        rc = hsd_text_response_write(c, &r, body, sp);
    }
    if (rc == 0 && !body->failed)
        return 0;
    hsd_splices_truncate(sp, runs, held); /* (none were recorded for the array as it was) */
    return batch_undo(body, before);
}
