/* Behaviour-free helpers shared by emit_vhdl.c and emit_verilog.c (hw_print.h). */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hw_print.h"

/* Constants are printed bit-exact at any width, so both printers agree. The digits
 * are stored straight at the cursor (a constant per register and per constant
 * assign: tens of thousands a matrix pass). */
char *hw_at_const_bin(char *p, int64_t v, bool sext, uint32_t width)
{
    char high = hw_const_bit(v, sext, 64) ? '1' : '0'; /* every bit past 64 */
    uint32_t i = width;
    for (; i > 64; i--)
        *p++ = high;
    uint64_t u = (uint64_t)v;
    while (i-- > 0)
        *p++ = (char)('0' + ((u >> i) & 1u));
    return p;
}

/* Hex form of the same bits, for widths that are multiples of 4. */
char *hw_at_const_hex(char *p, int64_t v, bool sext, uint32_t width)
{
    static const char hex[] = "0123456789abcdef";
    uint32_t digits = (width + 3) / 4;
    unsigned high = hw_const_bit(v, sext, 64) ? 0xfu : 0u; /* a digit past bit 64 */
    uint64_t u = (uint64_t)v;
    for (uint32_t d = digits; d-- > 0;) {
        unsigned x = d < 16 ? (unsigned)(u >> (4 * d)) & 0xfu : high;
        if (4 * d + 4 > width) /* the top digit holds only the high bits */
            x &= (1u << (width - 4 * d)) - 1u;
        *p++ = hex[x];
    }
    return p;
}

/* Instances name their module; printers need its port declarations. */
const hw_module *hw_find_module(const hw_design *d, const char *name)
{
    for (size_t i = 0; i < hw_design_n_modules(d); i++) /* kept names first (hw_instance_kept) */
        if (hw_module_name(hw_design_module(d, i)) == name)
            return hw_design_module(d, i);
    for (size_t i = 0; i < hw_design_n_modules(d); i++)
        if (strcmp(hw_module_name(hw_design_module(d, i)), name) == 0)
            return hw_design_module(d, i);
    return NULL;
}

/* Entity, architecture, module and end lines all name a module through here. */
void hw_print_module_name(hw_text *t, const hw_design *d, const hw_module *m)
{
    const char *name = hw_module_name(m);
    size_t n = strlen(hw_design_entity(d));
    if (!hw_module_named_from_entity(m)) {
        hw_text_puts(t, name);
        return;
    }
    hw_text_put_entity(t, name, n);
    hw_text_puts(t, name + n);
}

/* An instance of a helper named from the entity writes the name as its module does. */
void hw_print_inst_module(hw_text *t, const hw_design *d, const hw_inst *in)
{
    const hw_module *m = hw_design_entity_module(d, in->module);
    if (m)
        hw_print_module_name(t, d, m);
    else
        hw_text_puts(t, in->module);
}

/* The "entity: NAME" line of the header, and any other line quoting the entity. */
void hw_print_comment(hw_text *t, const hw_design *d, size_t i)
{
    const char *line = hw_design_comment_at(d, i);
    size_t len = hw_design_comment_len(d, i);
    long at = hw_design_comment_entity_at(d, i);
    if (at < 0) {
        hw_text_putn(t, line, len);
        return;
    }
    size_t n = strlen(hw_design_entity(d));
    hw_text_putn(t, line, (size_t)at);
    hw_text_put_entity(t, line + at, n);
    hw_text_putn(t, line + at + n, len - (size_t)at - n);
}

/* Where hw_print_declared_list writes, kept in locals while it walks (its stores
 * through char pointers would otherwise make every field be read again per name). */
typedef struct {
    char *out;
    size_t cap, max_len, len, count;
} declared_w;

/* One entry of hw_print_declared_list: its length byte, the name (n bytes, read in
 * whole 16-byte blocks up to the one holding its NUL, hw.h) and a NUL. Counted always,
 * written while the room allows (the bytes past the NUL land in the slack). */
static inline void put_entry(declared_w *o, const char *name, size_t n)
{
    if (n >= o->max_len)
        return;
    if (o->len + n + 2 + HW_DECLARED_SLACK <= o->cap) {
        char *e = o->out + o->len;
        e[0] = (char)n;
        for (size_t i = 0; i <= n; i += 16)
            memcpy(e + 1 + i, name + i, 16);
        e[1 + n] = '\0';
    }
    o->len += n + 2;
    o->count++;
}

/* put_entry for a name that may not be read past its NUL (an instance's, kept from
 * wherever the caller had it). */
static void put_entry_exact(declared_w *o, const char *name, size_t n)
{
    if (n >= o->max_len)
        return;
    if (o->len + n + 2 + HW_DECLARED_SLACK <= o->cap) {
        char *e = o->out + o->len;
        e[0] = (char)n;
        memcpy(e + 1, name, n + 1);
    }
    o->len += n + 2;
    o->count++;
}

/* a (an bytes) then b (bn bytes) into buf as a string cut to cap - 1 bytes (what
 * snprintf "%s%s" would write); returns its length. */
static size_t join(char *buf, size_t cap, const char *a, size_t an, const char *b, size_t bn)
{
    size_t na = an < cap - 1 ? an : cap - 1;
    size_t nb = bn < cap - 1 - na ? bn : cap - 1 - na;
    memcpy(buf, a, na);
    memcpy(buf + na, b, nb);
    buf[na + nb] = '\0';
    return na + nb;
}

/* The one walk over the names both printers declare: what an entity named the
 * same would hide (Verilator refuses a port named like its module; -Wall and GHDL
 * warn). visit(ctx, name, n, exact) sees each (exact: the name may not be read
 * past its NUL; else it may be read in whole 16-byte blocks, hw.h); the walk stops
 * when visit returns true, and returns whether it did. Inlined into each caller
 * with its visitor, so neither pays for an indirect call. */
static inline bool walk_declared(const hw_design *d,
                                 bool (*visit)(void *, const char *, size_t, bool), void *ctx)
{
    char buf[96]; /* a multiple of 16: read by blocks (hw_print.h) */
    for (size_t i = 0; i < hw_design_n_modules(d); i++) {
        const hw_module *m = hw_design_module(d, i);
        if (hw_module_is_external(m))
            continue;
        size_t ns = hw_module_n_signals(m);
        const hw_signal *sigs = ns ? hw_module_signal(m, 0) : NULL;
        for (size_t k = 0; k < ns; k++) {
            const hw_signal *s = &sigs[k];
            size_t nl = hw_signal_name_len(s);
            if (visit(ctx, s->name, nl, false))
                return true;
            if (s->kind != HW_SIG_MEM)
                continue;
            if (visit(ctx, buf, join(buf, sizeof(buf), s->name, nl, "_type", 5), false) ||
                visit(ctx, buf, join(buf, sizeof(buf), "init_i_", 7, s->name, nl), false))
                return true; /* emit_vhdl.c, emit_verilog.c */
        }
        for (size_t k = 0; k < hw_module_n_insts(m); k++) { /* names kept from anywhere */
            const char *in = hw_module_inst(m, k)->name;
            if (visit(ctx, in, strlen(in), true))
                return true;
        }
    }
    return false;
}

/* walk_declared's visitor for hw_print_declared_list: each name an entry. */
static inline bool list_visit(void *ctx, const char *name, size_t n, bool exact)
{
    if (exact)
        put_entry_exact(ctx, name, n);
    else
        put_entry(ctx, name, n);
    return false;
}

/* The declared names written straight into the caller's room, one walk of the
 * design per generation. */
void hw_print_declared_list(const hw_design *d, hw_declared_out *out)
{
    declared_w w = {.out = out->out, .cap = out->cap, .max_len = out->max_len};
    walk_declared(d, list_visit, &w);
    out->len = w.len;
    out->count = w.count;
}

/* Whether the n bytes at name, in ASCII lower case, are low's (already lower). */
static bool same_lower(const char *name, const char *low, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)name[i];
        if ((char)(ch >= 'A' && ch <= 'Z' ? ch + ('a' - 'A') : ch) != low[i])
            return false;
    }
    return true;
}

/* The name hw_print_declares looks for, in lower case. */
typedef struct {
    const char *low;
    size_t n;
} declares_q;

/* walk_declared's visitor for hw_print_declares: stops at the name asked for. */
static inline bool declares_visit(void *ctx, const char *name, size_t n, bool exact)
{
    const declares_q *q = ctx;
    (void)exact; /* compared within n bytes either way */
    return n == q->n && same_lower(name, q->low, n);
}

/* The names of hw_print_declared_list compared with low as they are met, for a
 * caller that checks one name once: no list written. */
bool hw_print_declares(const hw_design *d, const char *low, size_t n)
{
    declares_q q = {low, n};
    return walk_declared(d, declares_visit, &q);
}

/* The signals and instances of the modules hw_print_declared_list walks: about the
 * number of names it gives (a memory adds two), from the modules' counts alone. */
size_t hw_print_declared_count(const hw_design *d)
{
    size_t count = 0;
    for (size_t i = 0; i < hw_design_n_modules(d); i++) {
        const hw_module *m = hw_design_module(d, i);
        if (!hw_module_is_external(m))
            count += hw_module_n_signals(m) + hw_module_n_insts(m);
    }
    return count;
}

/* Room for a design's printed text, so it is written into one buffer instead of being
 * copied at every doubling. A unit: 96 bytes a declaration, statement and port
 * connection and 1 KB for the header (the HDL matrix's units print 28-130 bytes an
 * item, 56 on average; a fixed 8 KB start had the float units and dividers copy their
 * text two or three times). A large design (a circuit's top level: 0.7 MB at 1,000
 * ops): about 64 bytes an item. Room never written costs no page. */
size_t hw_print_text_room(const hw_design *d)
{
    size_t items = 0;
    for (size_t i = 0; i < hw_design_n_modules(d); i++) {
        const hw_module *m = hw_design_module(d, i);
        if (hw_module_is_external(m))
            continue;
        items += hw_module_n_signals(m) + hw_module_n_assigns(m) + hw_module_n_regs(m) +
                 hw_module_n_insts(m) + hw_module_n_conns(m);
    }
    return items > 4096 ? 64 * items : 96 * items + 1024;
}

/* Width of a shift amount that can name every position below a width. */
uint32_t hw_bits_for(uint64_t v)
{
    uint32_t k = 1;
    while (k < 64 && (v >> k) != 0)
        k++;
    return k;
}

/* Bits a signal has once flattened (arrays: all elements; memories: none tracked). */
static size_t sig_bits(const hw_signal *s)
{
    if (s->kind == HW_SIG_MEM)
        return 0;
    return (size_t)s->width * (s->ptype == HW_PT_ARRAY ? s->count : 1);
}

/* The low n bits set (n <= 64). */
static inline uint64_t low_bits(size_t n)
{
    return n >= 64 ? ~0ull : (1ull << n) - 1;
}

/* The per-bit table, made at the first partial read of a signal wider than 64
 * bits: most reads name whole signals or narrow ones. */
static void need_bits(hw_usage *u)
{
    size_t total = 0;
    u->off = malloc((u->n + 1) * sizeof(size_t));
    if (!u->off)
        abort();
    for (size_t i = 0; i < u->n; i++) {
        u->off[i] = total;
        total += sig_bits(hw_module_signal(u->m, (hw_sig_id)i));
    }
    u->off[u->n] = total;
    u->bits = calloc(total + 1, 1);
    if (!u->bits)
        abort();
}

/* Where the mask of signal s is kept: in the caller's room, else in its chunk, made
 * (zeroed) at the first partial read in its range. */
static uint64_t *mask_of(hw_usage *u, hw_sig_id s)
{
    if (u->mask)
        return &u->mask[s];
    if (!u->chunks && !(u->chunks = calloc((u->n >> HW_USAGE_CHUNK_BITS) + 1, sizeof(uint64_t *))))
        abort();
    uint64_t **c = &u->chunks[s >> HW_USAGE_CHUNK_BITS];
    if (!*c && !(*c = calloc(HW_USAGE_CHUNK, sizeof(uint64_t))))
        abort();
    return &(*c)[s & (HW_USAGE_CHUNK - 1)];
}

/* Marks the flattened bit range a reference reads (mark's partial reads and single
 * bits; the same rules). */
static void mark_part(hw_usage *u, hw_ref r, const hw_signal *s)
{
    size_t n = sig_bits(s);
    if (n == 0)
        return;
    size_t lo, hi;
    if (s->ptype == HW_PT_ARRAY && r.elem >= 0) {
        size_t base = (size_t)r.elem * s->width;
        lo = base + (r.hi >= 0 ? (size_t)r.lo : 0);
        hi = base + (r.hi >= 0 ? (size_t)r.hi : s->width - 1);
    } else if (r.hi >= 0 && s->ptype != HW_PT_BIT) {
        lo = (size_t)r.lo;
        hi = (size_t)r.hi;
    } else {
        u->full[r.sig] = true;
        return;
    }
    if (lo == 0 && hi == n - 1) {
        u->full[r.sig] = true;
    } else if (n <= 64) {
        *mask_of(u, r.sig) |= low_bits(hi - lo + 1) << lo;
    } else {
        if (!u->bits)
            need_bits(u);
        memset(u->bits + u->off[r.sig] + lo, 1, hi - lo + 1);
    }
}

/* Marks what a reference reads: inline for the most frequent read, a whole signal
 * (not an array element; memories track no bits). A whole read is marked without
 * reading the signal (a cache miss per reference in a top level of 10,000 units):
 * the flag is the same for every kind, a memory's included, which hw_usage_full
 * counts as read whatever its flags. */
static inline void mark(hw_usage *u, hw_ref r)
{
    if (r.sig == HW_NO_SIG)
        return;
    if (r.hi < 0 && r.elem < 0) {
        u->full[r.sig] = true;
        return;
    }
    const hw_signal *s = hw_module_signal(u->m, r.sig);
    if (r.hi < 0 && (s->ptype != HW_PT_ARRAY || r.elem < 0)) {
        if (s->kind != HW_SIG_MEM)
            u->full[r.sig] = true;
        return;
    }
    mark_part(u, r, s);
}

/* Walks every read of the module: assign operands, register inputs, memory write
 * operands and the actuals of instance inputs. */
hw_usage *hw_usage_new(const hw_design *d, const hw_module *m, void *room, size_t room_size)
{
    size_t n = hw_module_n_signals(m);
    /* the table, its flags and its masks in one block in the caller's room when they
     * fit (a unit's module: tens of signals); else the table and its flags on the
     * heap, the masks in chunks made at partial reads (mask_of) */
    size_t flags = (n + 1 + 15) & ~(size_t)15;
    size_t size = sizeof(hw_usage) + flags + (n + 1) * sizeof(uint64_t);
    hw_usage *u;
    if (room && size <= room_size) {
        u = memset(room, 0, size);
        u->mask = (uint64_t *)((unsigned char *)(u + 1) + flags);
    } else {
        u = calloc(1, sizeof(hw_usage) + flags);
        if (!u)
            abort();
        u->owned = true;
    }
    u->full = (bool *)(u + 1);
    u->m = m;
    u->n = n;
    for (size_t i = 0; i < hw_module_n_assigns(m); i++) {
        const hw_assign *a = hw_module_assign(m, i);
        if (a->op == HW_OP_ZEXT || a->op == HW_OP_SEXT) {
            uint32_t w = hw_ref_width(m, a->dst);
            if (hw_ref_width(m, a->args[0]) > w) { /* a truncation reads the low bits only */
                mark(u, hw_bits(a->args[0], (int32_t)w - 1, 0));
                continue;
            }
        }
        for (uint32_t k = 0; k < a->n_args; k++)
            mark(u, a->args[k]);
    }
    for (size_t i = 0; i < hw_module_n_regs(m); i++) {
        mark(u, hw_module_reg(m, i)->d);
        mark(u, hw_module_reg(m, i)->en);
    }
    for (size_t i = 0; i < hw_module_n_memwrites(m); i++) {
        const hw_memwrite *w = hw_module_memwrite(m, i);
        mark(u, w->en);
        mark(u, w->addr);
        mark(u, w->data);
    }
    for (size_t i = 0; i < hw_module_n_displays(m); i++) {
        const hw_display *s = hw_module_display(m, i);
        mark(u, s->en);
        for (uint32_t k = 0; k < s->n_parts; k++)
            if (s->parts[k].kind == HW_DISP_UDEC)
                mark(u, s->parts[k].ref);
    }
    bool clocked = hw_module_n_regs(m) || hw_module_n_displays(m);
    if (clocked || hw_module_n_memwrites(m)) {
        hw_sig_id clk = hw_find_port(m, "clk"), rst = hw_find_port(m, "rst");
        if (clk != HW_NO_SIG)
            mark(u, hw_r(clk));
        if (rst != HW_NO_SIG && clocked)
            mark(u, hw_r(rst));
    }
    const uint8_t *reads;
    size_t n_reads;
    if (hw_module_n_insts(m) && hw_module_inst_reads(m, &reads, &n_reads)) {
        /* marked as connected (hw_connect_kept): no pass over the connections */
        for (size_t i = 0; i < n_reads && i < n; i++)
            u->full[i] |= reads[i];
        return u;
    }
    for (size_t i = 0; i < hw_module_n_insts(m); i++) {
        const hw_inst *in = hw_module_inst(m, i);
        const hw_module *cm = hw_find_module(d, in->module);
        hw_sig_id p = HW_NO_SIG;
        for (uint32_t k = 0; k < in->n_conns; k++) {
            p = cm ? hw_find_port_near(cm, in->conns[k].port, p + 1) : HW_NO_SIG;
            if (p != HW_NO_SIG && hw_module_signal(cm, p)->kind == HW_SIG_IN)
                mark(u, hw_conn_ref(m, &in->conns[k]));
        }
    }
    return u;
}

/* hw_usage_full's rare case: a signal wider than 64 bits not read whole anywhere. */
bool hw_usage_full_bits(const hw_usage *u, hw_sig_id s)
{
    if (!u->bits)
        return false;
    for (size_t i = u->off[s]; i < u->off[s + 1]; i++)
        if (!u->bits[i])
            return false;
    return true;
}

/* Releases the usage table of one module. */
void hw_usage_free(hw_usage *u)
{
    if (!u)
        return;
    free(u->off);
    free(u->bits);
    if (u->chunks) {
        for (size_t i = 0; i <= u->n >> HW_USAGE_CHUNK_BITS; i++)
            free(u->chunks[i]);
        free(u->chunks);
    }
    if (u->owned)
        free(u);
}
