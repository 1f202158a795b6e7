/* The hardware description: designs, modules, signals and references (hw.h).
 * Statements live in hw_stmt.c, expression helpers in hw_expr.c. */
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "hw_arena.h"
#include "hw_impl.h"
#include "hw_text.h"

/* ---- Designs ---- */

/* One malloc'd header per design; everything else comes from its arena. */
hw_design *hw_design_new(void)
{
    hw_arena a;
    hw_arena_init(&a);
    hw_design *d = hw_arena_alloc(&a, sizeof(*d));
    d->arena = a;
    d->entity = "";
    return d;
}

/* Releases the design with every module, signal, statement and name in it. */
void hw_design_free(hw_design *d)
{
    if (!d)
        return;
    hw_block_give_list(&d->retired); /* first: the blocks kept last are taken first */
    for (size_t i = 0; i < d->core.n_mods; i++) {
        hw_module *m = d->core.mods[i];
        if (m->in_blocks & HW_IN_BLOCK_SIGS)
            hw_block_give(m->core.sigs);
        if (m->in_blocks & HW_IN_BLOCK_ASSIGNS)
            hw_block_give(m->core.assigns);
        if (m->in_blocks & HW_IN_BLOCK_REGS)
            hw_block_give(m->core.regs);
    }
    hw_arena a = d->arena; /* the design itself lives in the arena */
    hw_arena_release(&a);
}

/* Keeps the header lines (unit, parameters, types, signature) for the printers. */
void hw_design_comment(hw_design *d, const char *line)
{
    hw_design_comment_n(d, line, strlen(line));
}

/* The same with the line's length known (the header's builder has it), kept with the
 * line so the printers copy it without measuring it. */
void hw_design_comment_n(hw_design *d, const char *line, size_t len)
{
    char *text = hw_arena_alloc_uninit(&d->arena, len + 1);
    memcpy(text, line, len);
    text[len] = '\0';
    hw_comment c = {.text = text, .len = len, .entity_at = -1};
    HW_PUSH(d, d->core.comments, d->core.n_comments, d->core.cap_comments, c);
}

/* Adds a module; helpers are added before the module that instantiates them. */
hw_module *hw_module_new(hw_design *d, const char *name)
{
    hw_module *m = hw_arena_alloc(&d->arena, sizeof(*m));
    m->des = d;
    m->name = hw_strdup(d, name);
    m->clk = m->rst = HW_NO_SIG;
    m->tmp_num[0] = '0'; /* the first temporary's number */
    m->tmp_num_len = 1;
    HW_PUSH(d, d->core.mods, d->core.n_mods, d->core.cap_mods, m);
    return m;
}

/* A circuit top level instantiates units printed in their own files. */
void hw_module_set_external(hw_module *m)
{
    m->external = true;
}

/* Printers skip external modules but still read their ports. */
bool hw_module_is_external(const hw_module *m)
{
    return m->external;
}

/* Copies n bytes: names and their parts are short, so up to 16 bytes are moved by two
 * overlapping fixed-size copies (no call); longer ones by memcpy. */
static inline void copy_short(char *dst, const char *src, size_t n)
{
    if (n >= 8 && n <= 16) {
        memcpy(dst, src, 8);
        memcpy(dst + n - 8, src + n - 8, 8);
    } else if (n >= 4 && n < 8) {
        memcpy(dst, src, 4);
        memcpy(dst + n - 4, src + n - 4, 4);
    } else if (n < 4) {
        for (size_t i = 0; i < n; i++)
            dst[i] = src[i];
    } else {
        memcpy(dst, src, n);
    }
}

/* At most 16 bytes (n <= 16) by fixed-size moves, no call. */
static inline void copy_upto16(char *dst, const char *src, size_t n)
{
    if (n >= 8) {
        memcpy(dst, src, 8);
        memcpy(dst + n - 8, src + n - 8, 8);
    } else if (n >= 4) {
        memcpy(dst, src, 4);
        memcpy(dst + n - 4, src + n - 4, 4);
    } else {
        for (size_t i = 0; i < n; i++)
            dst[i] = src[i];
    }
}

/* Names outlive the generator's buffers, so they are copied into the arena. */
const char *hw_strdup(hw_design *d, const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = hw_arena_alloc_uninit(&d->arena, n);
    memcpy(p, s, n);
    return p;
}

/* printf into the arena, for derived names such as "ins_0_spec". */
const char *hw_strfmt(hw_design *d, const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    size_t fn = hw_fmt(buf, sizeof(buf), fmt, ap);
    va_end(ap);
    if (fn < sizeof(buf)) { /* the length is known: no strlen */
        char *p = hw_arena_alloc_uninit(&d->arena, fn + 1);
        memcpy(p, buf, fn + 1);
        return p;
    }
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof(buf), fmt, ap);
    va_end(ap);
    if (n < 0)
        return hw_strdup(d, "");
    if ((size_t)n < sizeof(buf))
        return hw_strdup(d, buf);
    char *p = hw_arena_alloc(&d->arena, (size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return p;
}

/* Three parts of known lengths joined in the arena (hw_strcat_n, hw_port_join). */
static inline const char *strcat3(hw_design *d, const char *a, size_t la, const char *b, size_t lb,
                                  const char *c, size_t lc)
{
    char *p = hw_arena_alloc_uninit(&d->arena, la + lb + lc + 1);
    copy_short(p, a, la);
    copy_short(p + la, b, lb);
    if (lc)
        copy_short(p + la + lb, c, lc);
    p[la + lb + lc] = '\0';
    return p;
}

/* Concatenation into the arena (hw_strcat, hw.h): three copies of known lengths. */
const char *hw_strcat_n(hw_design *d, const char *a, size_t la, const char *b, size_t lb,
                        const char *c, size_t lc)
{
    return strcat3(d, a, la, b, lb, c, lc);
}

/* ---- Signals ---- */

/* Room for one more signal (push_signal's rare path, apart so that its common path
 * calls nothing and keeps no registers). */
__attribute__((noinline)) static void grow_signals(hw_module *m)
{
    HW_MODULE_GROW(m, m->core.sigs, m->core.n_sigs, m->core.cap_sigs, HW_IN_BLOCK_SIGS);
}

/* Module arrays past their first block (hw_impl.h): a kept block large enough for the
 * next doublings at once, most of the time (the thread's earlier designs gave it back). */
void hw_module_grow(hw_module *m, void **arr, size_t n, size_t *cap, size_t sz, unsigned bit)
{
    if (*cap == 0) {
        size_t first = (1024 + sz - 1) / sz;
        *arr = hw_arena_grow(&m->des->arena, NULL, 0, first, sz);
        *cap = first;
        return;
    }
    size_t got;
    void *p = hw_block_take(*cap * 2 * sz, &got);
    memcpy(p, *arr, n * sz);
    if (m->in_blocks & bit) /* valid until the design goes, as an arena array left behind */
        hw_block_retire(&m->des->retired, *arr);
    m->in_blocks |= (uint8_t)bit;
    *arr = p;
    *cap = got / sz;
}

/* Keeps the module's longest name (hw_module_longest_name) for a signal of a name of
 * len bytes; ports note themselves (port_checks). */
static inline void note_signal(hw_module *m, size_t len)
{
    m->longest_name = len > m->longest_name ? len : m->longest_name;
}

/* Appends a signal whose name (len bytes, NUL-terminated) is already in the arena;
 * returns its id. The array grows as HW_PUSH grows arrays. */
static hw_sig_id push_signal(hw_module *m, const char *name, size_t len, hw_sig_kind kind,
                             hw_port_type pt, uint32_t width, uint32_t count)
{
    assert(width >= 1);
    if (m->core.n_sigs == m->core.cap_sigs)
        grow_signals(m);
    note_signal(m, len);
    m->core.sigs[m->core.n_sigs] =
        (hw_signal){.name = name,
                    .name_len = (uint16_t)(len < UINT16_MAX ? len : UINT16_MAX),
                    .kind = (uint8_t)kind,
                    .ptype = (uint8_t)pt,
                    .width = width,
                    .count = count};
    return (hw_sig_id)(m->core.n_sigs++);
}

/* Every named signal kind: the name (len bytes) copied into the arena (add_signal_n's
 * general path: a long name, a new chunk, a full array). */
__attribute__((noinline)) static hw_sig_id add_signal_any(hw_module *m, const char *name,
                                                          size_t len, hw_sig_kind kind,
                                                          hw_port_type pt, uint32_t width,
                                                          uint32_t count)
{
    char *copy = hw_arena_alloc_uninit(&m->des->arena, len + 1);
    copy_short(copy, name, len);
    copy[len] = '\0';
    return push_signal(m, copy, len, kind, pt, width, count);
}

/* The common case (a name of at most 16 bytes, room in the arena's chunk and in the
 * array) calls nothing, so it saves no registers; any other goes to add_signal_any. */
static hw_sig_id add_signal_n(hw_module *m, const char *name, size_t len, hw_sig_kind kind,
                              hw_port_type pt, uint32_t width, uint32_t count)
{
    hw_arena *ar = &m->des->arena;
    size_t room = (len + 16u) & ~(size_t)15u;
    if (len > 16 || (size_t)(ar->end - ar->next) < room || m->core.n_sigs == m->core.cap_sigs)
        return add_signal_any(m, name, len, kind, pt, width, count);
    assert(width >= 1);
    char *copy = (char *)ar->next; /* hw_arena_alloc_uninit's bump */
    ar->next += room;
    copy_upto16(copy, name, len);
    copy[len] = '\0';
    note_signal(m, len);
    m->core.sigs[m->core.n_sigs] = (hw_signal){.name = copy,
                                               .name_len = (uint16_t)len,
                                               .kind = (uint8_t)kind,
                                               .ptype = (uint8_t)pt,
                                               .width = width,
                                               .count = count};
    return (hw_sig_id)(m->core.n_sigs++);
}

/* The same for a NUL-terminated name. */
static hw_sig_id add_signal(hw_module *m, const char *name, hw_sig_kind kind, hw_port_type pt,
                            uint32_t width, uint32_t count)
{
    return add_signal_n(m, name, strlen(name), kind, pt, width, count);
}

/* What every port constructor checks and records: a direction, a bit of width 1, an
 * array of at least one element, that the design now uses arrays, and the module's
 * last port (hw_module_last_port). */
static inline void port_checks(hw_module *m, hw_sig_kind dir, hw_port_type pt, uint32_t width,
                               uint32_t count)
{
    assert(dir == HW_SIG_IN || dir == HW_SIG_OUT);
    assert(pt != HW_PT_BIT || width == 1);
    assert(pt != HW_PT_ARRAY || count >= 1);
    (void)dir;
    (void)width;
    (void)count;
    m->last_port = m->core.n_sigs; /* the port added next */
    if (pt == HW_PT_ARRAY)
        m->des->uses_arrays = m->array_ports = true;
}

/* Ports keep their declaration order: it is the entity's port order. */
hw_sig_id hw_port(hw_module *m, const char *name, hw_sig_kind dir, hw_port_type pt, uint32_t width,
                  uint32_t count)
{
    port_checks(m, dir, pt, width, count);
    return add_signal(m, name, dir, pt, width, pt == HW_PT_ARRAY ? count : 0);
}

/* hw_port with the name joined from three parts of known lengths straight into the
 * arena (the channel ports: "<port>_valid", "<port>_<signal>"), without a copy made
 * first and copied again. */
hw_sig_id hw_port_join(hw_module *m, const char *a, size_t la, const char *b, size_t lb,
                       const char *c, size_t lc, hw_sig_kind dir, hw_port_type pt, uint32_t width,
                       uint32_t count)
{
    port_checks(m, dir, pt, width, count);
    const char *name = strcat3(m->des, a, la, b, lb, c, lc);
    return push_signal(m, name, la + lb + lc, dir, pt, width, pt == HW_PT_ARRAY ? count : 0);
}

/* clk and rst: first ports of every sequential (and, by convention, every) unit. */
void hw_add_clock_reset(hw_module *m, hw_sig_id *clk, hw_sig_id *rst)
{
    m->clk = add_signal_n(m, "clk", 3, HW_SIG_IN, HW_PT_BIT, 1, 0);
    m->rst = add_signal_n(m, "rst", 3, HW_SIG_IN, HW_PT_BIT, 1, 0);
    m->last_port = m->rst;
    if (clk)
        *clk = m->clk;
    if (rst)
        *rst = m->rst;
}

/* A named combinational signal; width 1 is a scalar bit. */
hw_sig_id hw_wire(hw_module *m, const char *name, uint32_t width)
{
    return add_signal(m, name, HW_SIG_WIRE, width == 1 ? HW_PT_BIT : HW_PT_VEC, width, 0);
}

/* A named register; driven only by hw_register. */
hw_sig_id hw_reg_sig(hw_module *m, const char *name, uint32_t width)
{
    return add_signal(m, name, HW_SIG_REG, width == 1 ? HW_PT_BIT : HW_PT_VEC, width, 0);
}

/* hw_wire and hw_reg_sig for names whose length is known (the pipelines' stage names). */
hw_sig_id hw_wire_n(hw_module *m, const char *name, size_t len, uint32_t width)
{
    return add_signal_n(m, name, len, HW_SIG_WIRE, width == 1 ? HW_PT_BIT : HW_PT_VEC, width, 0);
}

hw_sig_id hw_reg_sig_n(hw_module *m, const char *name, size_t len, uint32_t width)
{
    return add_signal_n(m, name, len, HW_SIG_REG, width == 1 ? HW_PT_BIT : HW_PT_VEC, width, 0);
}

/* Block RAMs start with contents (ram's values); copied so the caller's array may go. */
void hw_mem_init(hw_module *m, hw_sig_id mem, uint32_t n, const int64_t *values)
{
    assert(m->core.sigs[mem].kind == HW_SIG_MEM && n <= m->core.sigs[mem].count);
    int64_t *copy = n ? hw_alloc(m->des, n * sizeof(int64_t)) : NULL;
    for (uint32_t i = 0; i < n; i++)
        copy[i] = values[i];
    for (size_t k = 0; k < m->n_mem_inits; k++)
        if (m->mem_inits[k].mem == mem) { /* given again: the last words count */
            m->mem_inits[k].n = n;
            m->mem_inits[k].values = copy;
            return;
        }
    struct hw_mem_words w = {mem, n, copy};
    HW_PUSH(m->des, m->mem_inits, m->n_mem_inits, m->cap_mem_inits, w);
}

/* A memory's initial words, kept apart from its signal (hw.h). */
uint32_t hw_module_mem_init(const hw_module *m, hw_sig_id mem, const int64_t **values)
{
    for (size_t k = 0; k < m->n_mem_inits; k++)
        if (m->mem_inits[k].mem == mem) {
            *values = m->mem_inits[k].values;
            return m->mem_inits[k].n;
        }
    *values = NULL;
    return 0;
}

/* A memory of `words` words; read asynchronously, written on the clock. */
hw_sig_id hw_mem(hw_module *m, const char *name, uint32_t width, uint32_t words)
{
    assert(words >= 1);
    return add_signal(m, name, HW_SIG_MEM, HW_PT_VEC, width, words);
}

/* Whether a hint character is kept in a temporary's name. */
static inline bool tmp_keeps(unsigned char c)
{
    return (unsigned char)((c | 0x20) - 'a') < 26 || (unsigned char)(c - '0') < 10;
}

/* Counts the module's temporaries in decimal text, as the names write them: an
 * increment with carry instead of dividing the number for each name (the carry and
 * the extra digit apart, next_tmp_num). */
__attribute__((noinline)) static void next_tmp_num_carry(hw_module *m)
{
    size_t i = m->tmp_num_len;
    while (i > 0 && m->tmp_num[i - 1] == '9')
        m->tmp_num[--i] = '0';
    if (i > 0) {
        m->tmp_num[i - 1]++;
        return;
    }
    memmove(m->tmp_num + 1, m->tmp_num, m->tmp_num_len); /* 99 -> 100 */
    m->tmp_num[0] = '1';
    m->tmp_num[++m->tmp_num_len] = '\0';
}

/* The next number: nine names in ten only raise the last digit. */
static inline void next_tmp_num(hw_module *m)
{
    char *last = &m->tmp_num[m->tmp_num_len - 1];
    if (*last != '9')
        ++*last;
    else
        next_tmp_num_carry(m);
}

/* The filter of a temporary's hint, shared by hw_tmp and hw_tmp_reduce: kept characters
 * as they are, each run of dropped ones as one "_" before the next kept one; stops short
 * of cap. A hint of n characters gives at most 2n, so a hint short enough for cap (nearly
 * all: "and", "valid_in") is copied run by run without counting the room; a longer one
 * takes the careful loop, which stops where the room ends. */
static inline size_t reduce_hint(const char *hint, char *out, size_t cap)
{
    size_t n = strlen(hint);
    if (2 * n + 1 < cap) {
        const unsigned char *p = (const unsigned char *)hint;
        char *o = out;
        for (;;) {
            while (*p && !tmp_keeps(*p))
                p++;
            if (!*p)
                break;
            *o++ = '_';
            do
                *o++ = (char)*p++;
            while (tmp_keeps(*p)); /* the NUL is not kept */
        }
        *o = '\0';
        return (size_t)(o - out);
    }
    size_t k = 0;
    bool sep = true;
    for (const char *p = hint; *p; p++) {
        unsigned char c = (unsigned char)*p;
        if (!tmp_keeps(c)) {
            sep = true;
            continue;
        }
        if (k + 2 >= cap)
            break; /* past any name's length when cap > 97 (hw_tmp_reduced) */
        if (sep)
            out[k++] = '_';
        sep = false;
        out[k++] = (char)c;
    }
    if (cap)
        out[k] = '\0';
    return k;
}

/* hw_tmp's filter alone (hw.h). */
size_t hw_tmp_reduce(const char *hint, char *out, size_t cap)
{
    return reduce_hint(hint, out, cap);
}

/* Temporary names: "t<N>_<hint>" with the hint reduced to letters, digits and single
 * underscores. No port name starts with 't' and a digit, so they never clash. The
 * name is written straight into the arena (one temporary per operation of every
 * design; a circuit's top level has hundreds of thousands). */
hw_sig_id hw_tmp(hw_module *m, const char *hint, uint32_t width)
{
    enum { NAME_MAX_ = 95 }; /* longest name, without its NUL */
    hw_arena *a = &m->des->arena;
    char *buf = hw_arena_alloc_uninit(a, NAME_MAX_ + 1); /* the longest; the rest given back */
    buf[0] = 't';
    memcpy(buf + 1, m->tmp_num, 11); /* a fixed-size copy: the digits and what follows */
    size_t base = 1 + m->tmp_num_len;
    size_t k = base + reduce_hint(hint ? hint : "", buf + base, NAME_MAX_ + 1 - base);
    hw_arena_trim(a, buf, NAME_MAX_ + 1, k + 1);
    next_tmp_num(m);
    return push_signal(m, buf, k, HW_SIG_WIRE, width == 1 ? HW_PT_BIT : HW_PT_VEC, width, 0);
}

/* hw_tmp_reduced's long names: hw_tmp cuts them where it always did. Apart, so that the
 * common path keeps no hint buffer and few registers. */
__attribute__((noinline)) static hw_sig_id
tmp_reduced_long(hw_module *m, const char *a, size_t an, const char *b, size_t bn, uint32_t width)
{
    enum { NAME_MAX_ = 95 }; /* hw_tmp's */
    char hint[NAME_MAX_ + 1];
    size_t na = an < NAME_MAX_ ? an : NAME_MAX_;
    size_t nb = bn < NAME_MAX_ - na ? bn : NAME_MAX_ - na;
    memcpy(hint, a, na);
    memcpy(hint + na, b, nb);
    hint[na + nb] = '\0';
    return hw_tmp(m, hint, width);
}

/* hw_tmp_reduced's general path: long names (cut by hw_tmp), a new arena chunk, a full
 * signal array, a carry in the temporaries' counter. */
__attribute__((noinline)) static hw_sig_id tmp_reduced_any(hw_module *m, const char *a, size_t an,
                                                           const char *b, size_t bn, uint32_t width)
{
    enum { NAME_MAX_ = 95 }; /* hw_tmp's */
    size_t nl = m->tmp_num_len, k = 1 + nl + an + bn;
    if (k + 2 > NAME_MAX_)
        return tmp_reduced_long(m, a, an, b, bn, width);
    char *buf = hw_arena_alloc_uninit(&m->des->arena, k + 1); /* at least 16 bytes */
    buf[0] = 't';
    memcpy(buf + 1, m->tmp_num, 11); /* a fixed-size copy: the digits and what follows */
    copy_short(buf + 1 + nl, a, an);
    if (bn)
        copy_short(buf + 1 + nl + an, b, bn);
    buf[k] = '\0';
    next_tmp_num(m);
    return push_signal(m, buf, k, HW_SIG_WIRE, width == 1 ? HW_PT_BIT : HW_PT_VEC, width, 0);
}

/* A reduced hint maps to itself character by character, so the name is "t<N>", a and
 * b as they are while it stays short of hw_tmp's longest; past that hw_tmp cuts it.
 * The common case (short parts, room in the chunk and the array, no carry) calls
 * nothing, so it saves no registers; any other goes to tmp_reduced_any. */
hw_sig_id hw_tmp_reduced(hw_module *m, const char *a, size_t an, const char *b, size_t bn,
                         uint32_t width)
{
    hw_arena *ar = &m->des->arena;
    size_t nl = m->tmp_num_len, k = 1 + nl + an + bn, room = (k + 16u) & ~(size_t)15u;
    char *last = &m->tmp_num[nl - 1];
    if (an > 16 || bn > 16 || (size_t)(ar->end - ar->next) < room ||
        m->core.n_sigs == m->core.cap_sigs || *last == '9')
        return tmp_reduced_any(m, a, an, b, bn, width);
    assert(width >= 1);
    char *buf = (char *)ar->next; /* hw_arena_alloc_uninit's bump */
    ar->next += room;
    buf[0] = 't';
    memcpy(buf + 1, m->tmp_num, 11); /* a fixed-size copy: the digits and what follows */
    copy_upto16(buf + 1 + nl, a, an);
    copy_upto16(buf + 1 + nl + an, b, bn);
    buf[k] = '\0';
    ++*last;
    note_signal(m, k);
    m->core.sigs[m->core.n_sigs] =
        (hw_signal){.name = buf,
                    .name_len = (uint16_t)k,
                    .kind = (uint8_t)HW_SIG_WIRE,
                    .ptype = (uint8_t)(width == 1 ? HW_PT_BIT : HW_PT_VEC),
                    .width = width,
                    .count = 0};
    return (hw_sig_id)(m->core.n_sigs++);
}

/* ---- References ---- */

/* Bits of a reference compose: bits 3..2 of bits 7..4 are bits 7..6. */
hw_ref hw_bits(hw_ref r, int32_t hi, int32_t lo)
{
    assert(hi >= lo && lo >= 0);
    if (r.hi >= 0) {
        assert(r.lo + hi <= r.hi);
        r.hi = r.lo + hi;
        r.lo = r.lo + lo;
    } else {
        r.hi = hi;
        r.lo = lo;
    }
    return r;
}

/* One bit: a width-1 value, a scalar for the printers. */
hw_ref hw_bit(hw_ref r, int32_t i)
{
    return hw_bits(r, i, i);
}

/* ---- Read access for printers ---- */

/* The unit's module name, which names its files. */
const char *hw_design_name(const hw_design *d)
{
    return d->core.n_mods ? d->core.mods[d->core.n_mods - 1]->name : "";
}

/* Whether the VHDL files need the `types` package. */
bool hw_design_uses_arrays(const hw_design *d)
{
    return d->uses_arrays;
}

/* Entity/module name. */
const char *hw_module_name(const hw_module *m)
{
    return m->name;
}

/* Memory write ports. */
size_t hw_module_n_memwrites(const hw_module *m)
{
    return m->n_mw;
}

/* Memory write i. */
const hw_memwrite *hw_module_memwrite(const hw_module *m, size_t i)
{
    return &m->mw[i];
}

/* Simulation messages of the module. */
size_t hw_module_n_displays(const hw_module *m)
{
    return m->n_disp;
}

/* Simulation message i. */
const hw_display *hw_module_display(const hw_module *m, size_t i)
{
    return &m->disp[i];
}

/* Instances of other modules of the design. */
size_t hw_module_n_insts(const hw_module *m)
{
    return m->n_insts;
}

/* Port connections of all instances, without visiting them (hw_print_text_room). */
size_t hw_module_n_conns(const hw_module *m)
{
    return m->n_conns;
}

/* Room for signals and instances a caller knows it will add (a circuit's top level:
 * tens of thousands), so the arrays are not copied at every doubling. */
void hw_module_reserve(hw_module *m, size_t signals, size_t insts)
{
    if (signals > m->core.cap_sigs) {
        hw_signal *old = m->core.sigs;
        m->core.sigs =
            hw_arena_grow(&m->des->arena, old, m->core.n_sigs, signals, sizeof(*m->core.sigs));
        m->core.cap_sigs = signals;
        if (m->in_blocks & HW_IN_BLOCK_SIGS) /* back in the arena */
            hw_block_retire(&m->des->retired, old);
        m->in_blocks &= (uint8_t)~HW_IN_BLOCK_SIGS;
    }
    if (insts > m->cap_insts) {
        m->insts = hw_arena_grow(&m->des->arena, m->insts, m->n_insts, insts, sizeof(*m->insts));
        m->cap_insts = insts;
    }
}

/* Room for at least n assigns in all, made later: a top level of 10,000 units makes
 * some 15,000 (its forks' outputs), an array copied at each doubling otherwise. */
void hw_module_reserve_assigns(hw_module *m, size_t n)
{
    if (n <= m->core.cap_assigns)
        return;
    hw_assign *old = m->core.assigns;
    m->core.assigns = hw_arena_grow(&m->des->arena, old, m->core.n_assigns, n, sizeof(*old));
    m->core.cap_assigns = n;
    if (m->in_blocks & HW_IN_BLOCK_ASSIGNS) /* back in the arena */
        hw_block_retire(&m->des->retired, old);
    m->in_blocks &= (uint8_t)~HW_IN_BLOCK_ASSIGNS;
}

size_t hw_module_longest_name(const hw_module *m)
{
    return m->longest_name;
}

size_t hw_module_last_port(const hw_module *m)
{
    return m->last_port;
}

bool hw_module_has_array_port(const hw_module *m)
{
    return m->array_ports;
}

/* Instance i. */
const hw_inst *hw_module_inst(const hw_module *m, size_t i)
{
    return m->insts[i];
}

/* Whether hw_add_clock_reset declared clk and rst. */
bool hw_module_has_clock(const hw_module *m)
{
    return m->clk != HW_NO_SIG;
}

/* Generators keep their own per-design tables (channel refs) in the same arena. */
void *hw_alloc(hw_design *d, size_t n)
{
    return hw_arena_alloc(&d->arena, n);
}

/* The instance inputs' whole reads (hw.h). */
bool hw_module_inst_reads(const hw_module *m, const uint8_t **reads, size_t *n)
{
    if (m->inst_reads_off || (m->n_inst_reads && m->mk_renames != m->des->n_renames))
        return false;
    *reads = m->inst_reads;
    *n = m->n_inst_reads;
    return true;
}

/* Port maps need the formal's declaration (direction, VHDL type). */
hw_sig_id hw_find_port(const hw_module *m, const char *name)
{
    for (size_t i = 0; i < hw_module_n_signals(m); i++) {
        const hw_signal *s = hw_module_signal(m, (hw_sig_id)i);
        if ((s->kind == HW_SIG_IN || s->kind == HW_SIG_OUT) && strcmp(s->name, name) == 0)
            return (hw_sig_id)i;
    }
    return HW_NO_SIG;
}

/* The same, trying signal `hint` first: instances connect their ports in the
 * order the module declares them, so the port after the last one found is
 * usually the next (a circuit's top level has thousands of connections). */
hw_sig_id hw_find_port_near(const hw_module *m, const char *name, hw_sig_id hint)
{
    if (hint < hw_module_n_signals(m)) {
        const hw_signal *s = hw_module_signal(m, hint);
        if ((s->kind == HW_SIG_IN || s->kind == HW_SIG_OUT) &&
            (s->name == name || strcmp(s->name, name) == 0)) /* kept: the same pointer */
            return hint;
    }
    return hw_find_port(m, name);
}
