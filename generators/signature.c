/* Signatures: the cache key of a unit.
 *
 * Algorithm (version 1): build the canonical text below, hash it with XXH3-128
 * (libxxhash) and print the 128-bit result as 32 lower-case hex digits, high
 * half first. The text has one line per item, in this order:
 *   hsgen-signature-v1
 *   unit <catalog name>
 *   hdl <vhdl|verilog>
 *   param <name>=<value>          every parameter, defaults applied, table order
 *   port <name>[<count>] <type>   every port in table order, canonical type text
 *   policy <signal> merge=<p> source=<v|-> sink=<v|->   every extra signal of the unit
 * Policies are part of the key because they change the generated hardware. The
 * entity name is not: requests that differ only in the name share one entry.
 * The default entity name is "<unit without prefix>_<first 10 hex digits of the
 * hash of the same text with `hdl any`>", so it does not change with the HDL. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "hs_unit.h"

typedef struct {
    char *buf;
    size_t cap, len;
} sbuf;

static void sb_printf(sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void sb_printf(sbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(b->len < b->cap ? b->buf + b->len : NULL,
                      b->len < b->cap ? b->cap - b->len : 0, fmt, ap);
    va_end(ap);
    if (n > 0)
        b->len += (size_t)n;
}

static void policy_line(sbuf *b, const hs_config *cfg, const hs_extra *x)
{
    const hs_signal_cfg *s = cfg ? hs_config_signal(cfg, x->name) : NULL;
    sb_printf(b, "policy %s merge=%s", x->name, hs_merge_name(s ? s->merge : HS_MERGE_UNSET));
    if (s && s->has_source)
        sb_printf(b, " source=%llu", (unsigned long long)s->source);
    else
        sb_printf(b, " source=-");
    if (s && s->has_sink)
        sb_printf(b, " sink=%llu\n", (unsigned long long)s->sink);
    else
        sb_printf(b, " sink=-\n");
}

static size_t canonical_text(const hs_unit *u, const char *hdl, char *buf, size_t cap)
{
    sbuf b = {buf, cap, 0};
    if (cap)
        buf[0] = '\0';
    const hs_unit_info *info = u->info;
    sb_printf(&b, "hsgen-signature-v1\nunit %s\nhdl %s\n", info->name, hdl);
    for (int i = 0; i < info->n_params; i++) {
        const hs_param_info *p = &info->params[i];
        if (p->kind == HS_P_INT) {
            sb_printf(&b, "param %s=%lld\n", p->name, (long long)u->param[i]);
        } else if (p->kind == HS_P_ENUM) {
            sb_printf(&b, "param %s=%s\n", p->name, p->enum_values[u->param[i]]);
        } else {
            char one[64];
            hs_extra_print(&u->signal, one, sizeof(one));
            sb_printf(&b, "param %s=%s\n", p->name, one);
        }
    }
    char t[HS_TYPE_TEXT_CAP];
    for (int p = 0; p < info->n_ports; p++) {
        if (!u->port[p].present)
            continue;
        hs_type_print(&u->port[p].type, t, sizeof(t));
        sb_printf(&b, "port %s[%u] %s\n", info->ports[p].name, u->port[p].count, t);
    }
    for (unsigned i = 0; i < u->e.n_extra; i++)
        policy_line(&b, u->cfg, &u->e.extra[i]);
    if (info->special == HS_SPECIAL_ADD_SIGNAL)
        policy_line(&b, u->cfg, &u->signal);
    return b.len;
}

size_t hs_unit_canonical_text(const hs_unit *u, hs_hdl hdl, char *buf, size_t cap)
{
    return canonical_text(u, hs_hdl_name(hdl), buf, cap);
}

static XXH128_hash_t hash_text(const hs_unit *u, const char *hdl)
{
    char stack[8192];
    size_t n = canonical_text(u, hdl, stack, sizeof(stack));
    if (n < sizeof(stack))
        return XXH3_128bits(stack, n);
    char *heap = malloc(n + 1);
    if (!heap)
        return XXH3_128bits(stack, sizeof(stack) - 1);
    canonical_text(u, hdl, heap, n + 1);
    XXH128_hash_t h = XXH3_128bits(heap, n);
    free(heap);
    return h;
}

/* Fills u->signature and, when the request gave no name, the default entity name. */
void hs_unit_compute_signature(hs_unit *u, hs_hdl hdl)
{
    XXH128_hash_t h = hash_text(u, hs_hdl_name(hdl));
    snprintf(u->signature, sizeof(u->signature), "%016llx%016llx", (unsigned long long)h.high64,
             (unsigned long long)h.low64);
    if (u->name[0] == '\0') {
        XXH128_hash_t a = hash_text(u, "any");
        snprintf(u->name, sizeof(u->name), "%s_%010llx", u->info->name + 10,
                 (unsigned long long)(a.high64 >> 24));
    }
}
