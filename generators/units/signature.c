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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "hs_str.h"
#include "hs_unit.h"

/* The text is built once per unit by hand-written appends (it is on every
 * request's path); the header, which differs between the signature and the
 * default-name hash, is written in front of the same body each time. */
#define HEADER_ROOM 128 /* > "hsgen-signature-v1\nunit <longest unit>\nhdl verilog\n" */

/* The body's room as pointers: w, where the next byte goes, and end, the end of the
 * room (a piece is written while it leaves a byte free). A piece that does not fit is
 * counted in `over` and the room closes (end = w): the length is what was written
 * plus what was not, as a cut snprintf counts. */
typedef struct {
    char *start, *w, *end;
    size_t over;
} sbuf;

static inline void sb_init(sbuf *b, char *start, size_t cap)
{
    *b = (sbuf){start, start, start + cap, 0};
}

/* The whole body's length, written or not. */
static inline size_t sb_len(const sbuf *b)
{
    return (size_t)(b->w - b->start) + b->over;
}

/* The room closes at the first piece that does not fit. */
__attribute__((noinline)) static void sb_over(sbuf *b, size_t n)
{
    b->over += n;
    b->end = b->w;
}

static inline void sb_mem(sbuf *b, const char *s, size_t n)
{
    if (n < (size_t)(b->end - b->w)) {
        memcpy(b->w, s, n);
        b->w += n;
    } else {
        sb_over(b, n);
    }
}

static void sb_str(sbuf *b, const char *s)
{
    sb_mem(b, s, strlen(s));
}

/* A literal: its length is a constant, no strlen. */
#define SB_LIT(b, s) sb_mem((b), s, sizeof(s) - 1)

/* Any number in decimal (sb_int writes the small ones itself). */
__attribute__((noinline)) static void sb_int_any(sbuf *b, long long v)
{
    char tmp[24];
    int n = 0;
    unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
    do {
        tmp[sizeof(tmp) - 1 - n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        tmp[sizeof(tmp) - 1 - n++] = '-';
    sb_mem(b, tmp + sizeof(tmp) - n, (size_t)n);
}

/* A number in decimal: the widths, counts and parameters below 100 that nearly every
 * line holds are written as one or two digits at once. */
static inline void sb_int(sbuf *b, long long v)
{
    if (v < 0 || v >= 100 || (b->end - b->w) <= 2) {
        sb_int_any(b, v);
        return;
    }
    if (v >= 10)
        *b->w++ = (char)('0' + v / 10);
    *b->w++ = (char)('0' + v % 10);
}

/* A unit that adds the signal its request names (add_signal: a port carries E plus
 * the `signal` parameter): that signal's merge policy is part of its hardware. */
static bool adds_named_signal(const hs_unit_info *info)
{
    if (hs_param_index(info, "signal") < 0)
        return false;
    for (int p = 0; p < info->n_ports; p++)
        if (info->ports[p].extras == HS_X_E_PLUS_SIG)
            return true;
    return false;
}

static void policy_line(sbuf *b, const hs_config *cfg, const hs_extra *x)
{
    const hs_signal_cfg *s = cfg ? hs_config_signal(cfg, x->name) : NULL;
    SB_LIT(b, "policy ");
    sb_str(b, x->name);
    SB_LIT(b, " merge=");
    /* the policy the signal's entry gives, else hs_config_merge's (the same answer,
     * without looking the signal up again) */
    hs_merge m = s && s->merge != HS_MERGE_UNSET ? s->merge
                 : cfg                           ? hs_config_merge(cfg, x->name)
                                                 : HS_MERGE_UNSET;
    sb_str(b, hs_merge_name(m));
    SB_LIT(b, " source=");
    if (s && s->has_source)
        sb_int(b, (long long)s->source);
    else
        SB_LIT(b, "-");
    SB_LIT(b, " sink=");
    if (s && s->has_sink)
        sb_int(b, (long long)s->sink);
    else
        SB_LIT(b, "-");
    SB_LIT(b, "\n");
}

/* Everything after the "hdl" line; with keep (the unit itself, when its
 * signature is computed), each port's type text is also kept in it for the
 * generated header (hs_unit.port_text), so a request prints each type once. */
static void body_text(const hs_unit *u, sbuf *b, hs_unit *keep)
{
    size_t kept = 0;
    const hs_unit_info *info = u->info;
    char t[HS_TYPE_TEXT_CAP];
    for (int i = 0; i < info->n_params; i++) {
        const hs_param_info *p = &info->params[i];
        if (p->kind == HS_P_NAME) /* the entity name: no part of the hardware */
            continue;
        SB_LIT(b, "param ");
        sb_str(b, p->name);
        SB_LIT(b, "=");
        if (p->kind == HS_P_INT || p->kind == HS_P_BOOL) {
            sb_int(b, (long long)u->param[i]);
        } else if (p->kind == HS_P_ENUM) {
            sb_str(b, p->enum_values[u->param[i]]);
        } else if (p->kind == HS_P_LIST || p->kind == HS_P_LISTS) {
            /* a list of lists as its stored form: (length values...) per inner list */
            sb_str(b, u->given[i] || p->kind == HS_P_LIST ? "(" : "-(");
            for (int k = 0; k < u->list_len[i]; k++) {
                sb_str(b, k ? " " : "");
                sb_int(b, (long long)u->list[u->list_at[i] + k]);
            }
            SB_LIT(b, ")");
        } else {
            hs_extra_print(&u->signal, t, sizeof(t));
            sb_str(b, t);
        }
        SB_LIT(b, "\n");
    }
    for (int p = 0; p < info->n_ports; p++) {
        if (keep)
            keep->port_text_len[p] = 0; /* (not kept) */
        if (!u->port[p].present)
            continue;
        SB_LIT(b, "port ");
        sb_str(b, info->ports[p].name);
        SB_LIT(b, "[");
        sb_int(b, u->port[p].count);
        SB_LIT(b, "] ");
        size_t n = hs_type_print(&u->port[p].type, t, sizeof(t));
        sb_mem(b, t, n < sizeof(t) ? n : sizeof(t) - 1);
        SB_LIT(b, "\n");
        if (keep && n < sizeof(t) && n <= sizeof(keep->port_text) - kept) {
            memcpy(keep->port_text + kept, t, n);
            keep->port_text_at[p] = (uint16_t)kept;
            keep->port_text_len[p] = (uint16_t)n;
            kept += n;
        }
    }
    for (unsigned i = 0; i < u->e.n_extra; i++)
        policy_line(b, u->cfg, &u->e.extra[i]);
    if (adds_named_signal(info))
        policy_line(b, u->cfg, &u->signal);
}

/* put_header for a header longer than HEADER_ROOM: its first HEADER_ROOM bytes. */
static char *put_header_cut(const hs_unit *u, const char *hdl, char *buf)
{
    char head[HEADER_ROOM + 64];
    hs_line l;
    hs_line_init(&l, head, sizeof(head));
    hs_line_puts(&l, "hsgen-signature-v1\nunit ");
    hs_line_puts(&l, u->info->name);
    hs_line_puts(&l, "\nhdl ");
    hs_line_puts(&l, hdl);
    hs_line_puts(&l, "\n");
    size_t n = l.len > HEADER_ROOM ? HEADER_ROOM : l.len;
    memcpy(buf + HEADER_ROOM - n, head, n);
    return buf + HEADER_ROOM - n;
}

/* Writes the header for `hdl` right before the body at buf + HEADER_ROOM; returns
 * where the whole text starts. Written backwards from the body in three copies (it
 * is written twice per request). */
static char *put_header(const hs_unit *u, const char *hdl, char *buf)
{
    static const char first[] = "hsgen-signature-v1\nunit ";
    size_t nu = strlen(u->info->name), nh = strlen(hdl);
    size_t n = (sizeof(first) - 1) + nu + 5 + nh + 1; /* "\nhdl " and "\n" */
    if (n > HEADER_ROOM)                              /* no catalog name comes near */
        return put_header_cut(u, hdl, buf);
    char *o = buf + HEADER_ROOM - n;
    memcpy(o, first, sizeof(first) - 1);
    memcpy(o + sizeof(first) - 1, u->info->name, nu);
    char *h = o + sizeof(first) - 1 + nu;
    memcpy(h, "\nhdl ", 5);
    memcpy(h + 5, hdl, nh);
    h[5 + nh] = '\n';
    return o;
}

size_t hs_unit_canonical_text(const hs_unit *u, hs_hdl hdl, char *buf, size_t cap)
{
    size_t need = 0;
    char *tmp = NULL;
    for (size_t size = 8192;; size = need + 1) {
        free(tmp);
        tmp = malloc(HEADER_ROOM + size);
        if (!tmp)
            return 0;
        sbuf b;
        sb_init(&b, tmp + HEADER_ROOM, size);
        body_text(u, &b, NULL);
        need = sb_len(&b);
        if (!b.over)
            break;
    }
    char *start = put_header(u, hs_hdl_name(hdl), tmp);
    size_t total = (size_t)(tmp + HEADER_ROOM - start) + need;
    if (cap) {
        size_t k = total < cap - 1 ? total : cap - 1;
        memcpy(buf, start, k);
        buf[k] = '\0';
    }
    free(tmp);
    return total;
}

/* The low 4 * digits bits of v as lower-case hex, most significant first ("%0*llx"
 * for a value that fits). */
static void put_hex(char *out, unsigned long long v, int digits)
{
    static const char hex[] = "0123456789abcdef";
    int i = digits;
    if (i & 1) {
        out[--i] = hex[v & 15];
        v >>= 4;
    }
    for (; i > 0; i -= 2, v >>= 8) { /* a byte's two digits at once */
        out[i - 1] = hex[v & 15];
        out[i - 2] = hex[(v >> 4) & 15];
    }
}

/* The body's text after HEADER_ROOM bytes of stack (cap bytes in all), or of a buffer
 * of its size when it does not fit there (a huge unit: the caller frees it); *body:
 * its length. keep: as body_text. */
static char *body_room(const hs_unit *u, hs_unit *keep, char *stack, size_t cap, size_t *body)
{
    sbuf b;
    sb_init(&b, stack + HEADER_ROOM, cap - HEADER_ROOM);
    body_text(u, &b, keep);
    *body = sb_len(&b);
    if (!b.over)
        return stack;
    size_t need = *body; /* built again into a buffer of the right size */
    char *buf = malloc(HEADER_ROOM + need + 1);
    if (!buf) {
        *body = cap - HEADER_ROOM - 1;
        return stack;
    }
    sb_init(&b, buf + HEADER_ROOM, need + 1);
    body_text(u, &b, keep);
    *body = sb_len(&b);
    return buf;
}

/* The default entity name, from the body at buf + HEADER_ROOM under the header with
 * `hdl any`: it does not change with the HDL. */
static void put_default_name(hs_unit *u, char *buf, size_t body)
{
    char *start = put_header(u, "any", buf);
    XXH128_hash_t a = XXH3_128bits(start, (size_t)(buf + HEADER_ROOM - start) + body);
    char hex[11];
    put_hex(hex, a.high64 >> 24, 10);
    hex[10] = '\0';
    hs_line l;
    hs_line_init(&l, u->default_name, sizeof(u->default_name));
    hs_line_puts(&l, u->info->name + 10);
    hs_line_puts(&l, "_");
    hs_line_puts(&l, hex);
}

/* Fills u->signature and, when the request gave no name, the default entity name
 * (a named unit's is made when asked for: hs_unit_default_name). */
void hs_unit_compute_signature(hs_unit *u, hs_hdl hdl)
{
    char stack[HEADER_ROOM + 8192];
    size_t body;
    char *buf = body_room(u, u, stack, sizeof(stack), &body);
    char *start = put_header(u, hs_hdl_name(hdl), buf);
    XXH128_hash_t h = XXH3_128bits(start, (size_t)(buf + HEADER_ROOM - start) + body);
    put_hex(u->signature, h.high64, 16);
    put_hex(u->signature + 16, h.low64, 16);
    u->signature[32] = '\0';
    u->default_name[0] = '\0'; /* (a unit resolved before may hold another's) */
    if (u->name[0] == '\0') {
        put_default_name(u, buf, body);
        hs_str_copy(u->name, sizeof(u->name), u->default_name);
    }
    if (buf != stack)
        free(buf);
}

/* The default name of a named unit is hashed only when someone asks for it (the
 * method layer's memo, once per distinct request): a second hash of the canonical
 * text on every request otherwise. */
const char *hs_unit_default_name(hs_unit *u)
{
    if (!u->default_name[0]) {
        char stack[HEADER_ROOM + 8192];
        size_t body;
        char *buf = body_room(u, NULL, stack, sizeof(stack), &body);
        put_default_name(u, buf, body);
        if (buf != stack)
            free(buf);
    }
    return u->default_name;
}

/* A request resolved before (the daemon's memo) gets the signature and default name
 * it had then: the canonical text is not built again. No port's type text is kept,
 * so the generated header prints each (gen.c). */
void hs_unit_set_signature(hs_unit *u, const hs_unit_known *k)
{
    for (int p = 0; p < u->info->n_ports; p++)
        u->port_text_len[p] = 0;
    hs_str_copy(u->signature, sizeof(u->signature), k->signature);
    hs_str_copy(u->default_name, sizeof(u->default_name), k->default_name);
    if (u->name[0] == '\0')
        hs_str_copy(u->name, sizeof(u->name), u->default_name);
}
