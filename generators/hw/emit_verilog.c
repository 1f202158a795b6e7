/* Verilog-2005 printer: turns an hw_design into text, deciding nothing about behaviour.
 *
 * Arrays are flattened (element i of an N x W port at bits i*W+W-1 .. i*W).
 * Every expression is printed at its exact width so that Verilator -Wall has
 * nothing to say; a signal the module does not read in full (a sink's data,
 * clk/rst of a combinational unit) is declared between lint_off/lint_on
 * UNUSEDSIGNAL comments: that is the one convention for unused inputs. Helper
 * modules, printed before the unit in the same file, sit between lint_off/lint_on
 * DECLFILENAME comments (their names differ from the file's). */
#include <stdio.h>
#include <string.h>

#include "hw_emit.h"
#include "hw_print.h"

typedef struct {
    hw_text t; /* held here: an append reads its fields without a pointer load */
    const hw_design *d;
    const hw_module *m;
    hw_usage *use;
    size_t ref; /* room one reference may take in this module (put_module) */
} gctx;

/* The text is written at a cursor (hw_text.h): each declaration and statement asks
 * for the room it can take at most, from these bounds. A reference is its name (at
 * most the module's longest) and a selection "[hi:lo]" of two 64-bit numbers (at most
 * 43 characters), wrapped in "$signed(...)" at most: the name and 52 bytes; 80 are
 * counted. A constant of width w takes at most w + 12 bytes (W'bB). */
#define REF_ROOM_PAST_NAME 80
#define DECL_ROOM_PAST_NAME 160 /* a declaration: the name, a range, lint comments */

/* Declaration of the signal a reference names. */
static const hw_signal *sig(const gctx *c, hw_ref r)
{
    return hw_module_signal(c->m, r.sig);
}

/* Width a reference denotes. */
static uint32_t rw(const gctx *c, hw_ref r)
{
    return hw_ref_width(c->m, r);
}

/* "[hi]" or "[hi:lo]". */
static char *put_range_sel(char *w, int64_t hi, int64_t lo)
{
    *w++ = '[';
    w = hw_at_d(w, hi);
    if (hi != lo) {
        *w++ = ':';
        w = hw_at_d(w, lo);
    }
    *w++ = ']';
    return w;
}

/* The bit selection of a reference to part of a signal (put_ref). */
static char *put_sel(char *w, hw_ref r, const hw_signal *s)
{
    if (s->ptype == HW_PT_ARRAY && r.elem >= 0) {
        int64_t base = (int64_t)r.elem * s->width;
        int64_t hi = base + (r.hi >= 0 ? r.hi : (int32_t)s->width - 1);
        int64_t lo = base + (r.hi >= 0 ? r.lo : 0);
        return put_range_sel(w, hi, lo);
    }
    if (r.hi < 0 || s->ptype == HW_PT_BIT)
        return w;
    return put_range_sel(w, r.hi, r.lo);
}

/* Name and flattened bit selection: inline, as most references name a whole signal. */
static inline char *put_ref(const gctx *c, char *w, hw_ref r)
{
    const hw_signal *s = sig(c, r);
    w = hw_at_name(w, s->name, hw_signal_name_len(s));
    if (r.hi >= 0 || r.elem >= 0)
        w = put_sel(w, r, s);
    return w;
}

/* put_ref where no room was asked for (the rare statements). */
static void put_ref_t(gctx *c, hw_ref r)
{
    hw_text_done(&c->t, put_ref(c, hw_text_room(&c->t, c->ref), r));
}

/* A sized literal: W'hX when W is a multiple of 4, W'bB otherwise. */
static char *put_const(char *w, int64_t v, bool sext, uint32_t width)
{
    w = hw_at_u(w, width);
    if (width % 4 == 0) {
        w = HW_AT_LIT(w, "'h");
        return hw_at_const_hex(w, v, sext, width);
    }
    w = HW_AT_LIT(w, "'b");
    return hw_at_const_bin(w, v, sext, width);
}

/* A memory's initial contents: an initial block giving every word its value (zero past
 * the given ones), which simulators run and synthesis tools take as the RAM's init. */
static void put_mem_init(gctx *c, const hw_signal *s, hw_sig_id id)
{
    const int64_t *init;
    uint32_t n_init = hw_module_mem_init(c->m, id, &init);
    if (!n_init)
        return;
    hw_text_puts(&c->t, "  integer init_i_");
    hw_text_printf(&c->t, "%s;\n  initial begin\n", s->name);
    hw_text_printf(&c->t, "    for (init_i_%s = 0; init_i_%s < %u; init_i_%s = init_i_%s + 1)\n",
                   s->name, s->name, s->count, s->name, s->name);
    uint32_t ab = 1;
    while (((uint64_t)1 << ab) < s->count)
        ab++;
    hw_text_printf(&c->t, "      %s[init_i_%s[%u:0]] = %u'd0;\n", s->name, s->name, ab - 1,
                   s->width);
    for (uint32_t i = 0; i < n_init; i++) {
        hw_text_printf(&c->t, "    %s[%u] = ", s->name, i);
        char *w = hw_text_room(&c->t, (size_t)s->width + 32);
        w = put_const(w, init[i], true, s->width);
        w = HW_AT_LIT(w, ";\n");
        hw_text_done(&c->t, w);
    }
    hw_text_puts(&c->t, "  end\n");
}

/* A separator literal and its length, for put_list. */
#define SEP(s) (const char[8]){s}, sizeof(s) - 1 /* an 8-byte block (hw_at8) */

/* Operands from `from` on, joined by an operator. */
static char *put_list(const gctx *c, char *w, const hw_assign *a, uint32_t from, const char *sep,
                      size_t n)
{
    for (uint32_t i = from; i < a->n_args; i++) {
        if (i > from)
            w = hw_at8(w, sep, n);
        w = put_ref(c, w, a->args[i]);
    }
    return w;
}

/* $signed(x) where an operation is signed. */
static char *put_signed(const gctx *c, char *w, hw_ref r, bool s)
{
    if (!s)
        return put_ref(c, w, r);
    w = HW_AT_LIT(w, "$signed(");
    w = put_ref(c, w, r);
    *w++ = ')';
    return w;
}

/* A comparison, signed through $signed on both sides. */
static char *put_cmp(const gctx *c, char *w, const hw_assign *a)
{
    static const char *const op[] = {"==", "!=", "<", "<=", ">", ">=", "<", "<=", ">", ">="};
    bool s = a->pred >= HW_CMP_SLT && a->pred <= HW_CMP_SGE;
    const char *o = op[a->pred];
    w = put_signed(c, w, a->args[0], s);
    *w++ = ' ';
    *w++ = o[0];
    if (o[1])
        *w++ = o[1];
    *w++ = ' ';
    return put_signed(c, w, a->args[1], s);
}

/* in[index]: a ternary chain on exact-width index literals, 0 past the end. */
static char *put_muxn(const gctx *c, char *w, const hw_assign *a, uint32_t width)
{
    hw_ref idx = a->args[0];
    uint32_t k = rw(c, idx);
    for (uint32_t i = 1; i < a->n_args; i++) {
        uint64_t v = i - 1;
        if (k < 64 && (v >> k) != 0)
            break;
        *w++ = '(';
        w = put_ref(c, w, idx);
        w = HW_AT_LIT(w, " == ");
        w = put_const(w, (int64_t)v, false, k);
        w = HW_AT_LIT(w, ") ? ");
        w = put_ref(c, w, a->args[i]);
        w = HW_AT_LIT(w, " : ");
    }
    return put_const(w, 0, false, width);
}

/* Extension by concatenation (exact widths, no WIDTH warnings); truncation by range. */
static char *put_ext(const gctx *c, char *w, const hw_assign *a, uint32_t width)
{
    hw_ref x = a->args[0];
    uint32_t s = rw(c, x);
    if (width <= s)
        return put_ref(c, w, s == width ? x : hw_bits(x, (int32_t)width - 1, 0));
    if (a->op == HW_OP_ZEXT) {
        *w++ = '{';
        w = hw_at_u(w, width - s);
        w = HW_AT_LIT(w, "'d0, ");
    } else {
        w = HW_AT_LIT(w, "{{");
        w = hw_at_u(w, width - s);
        *w++ = '{';
        w = put_ref(c, w, s == 1 ? x : hw_bit(x, (int32_t)s - 1));
        w = HW_AT_LIT(w, "}}, ");
    }
    w = put_ref(c, w, x);
    *w++ = '}';
    return w;
}

/* The room an assign can take: per argument (and for the destination and an extra
 * one) two references, their operators and an index constant (a multiplexer's), plus
 * a constant of the destination's width and the statement's fixed words. */
static size_t assign_room(const gctx *c, const hw_assign *a, uint32_t width)
{
    size_t k = a->op == HW_OP_MUXN ? rw(c, a->args[0]) : 0;
    return 128 + (size_t)(a->n_args + 2) * (2 * c->ref + 32 + k) + width;
}

/* One continuous assign per assign. */
static void put_assign(gctx *c, const hw_assign *a)
{
    uint32_t width = rw(c, a->dst);
    char *w = hw_text_room(&c->t, assign_room(c, a, width));
    w = HW_AT_LIT(w, "  assign ");
    w = put_ref(c, w, a->dst);
    w = HW_AT_LIT(w, " = ");
    switch ((hw_op)a->op) {
    case HW_OP_COPY:
        w = put_ref(c, w, a->args[0]);
        break;
    case HW_OP_CONST:
        w = put_const(w, a->value, a->sext, width);
        break;
    case HW_OP_NOT:
        *w++ = '~';
        w = put_ref(c, w, a->args[0]);
        break;
    case HW_OP_AND:
        w = put_list(c, w, a, 0, SEP(" & "));
        break;
    case HW_OP_OR:
        w = put_list(c, w, a, 0, SEP(" | "));
        break;
    case HW_OP_XOR:
        w = put_list(c, w, a, 0, SEP(" ^ "));
        break;
    case HW_OP_ADD:
        w = put_list(c, w, a, 0, SEP(" + "));
        break;
    case HW_OP_SUB:
        w = put_list(c, w, a, 0, SEP(" - "));
        break;
    case HW_OP_MUL:
        w = put_list(c, w, a, 0, SEP(" * "));
        break;
    case HW_OP_SHL:
        w = put_list(c, w, a, 0, SEP(" << "));
        break;
    case HW_OP_SHRU:
        w = put_list(c, w, a, 0, SEP(" >> "));
        break;
    case HW_OP_SHRS:
        w = put_signed(c, w, a->args[0], true);
        w = HW_AT_LIT(w, " >>> ");
        w = put_ref(c, w, a->args[1]);
        break;
    case HW_OP_CMP:
        w = put_cmp(c, w, a);
        break;
    case HW_OP_MUX2:
        w = put_ref(c, w, a->args[0]);
        w = HW_AT_LIT(w, " ? ");
        w = put_ref(c, w, a->args[1]);
        w = HW_AT_LIT(w, " : ");
        w = put_ref(c, w, a->args[2]);
        break;
    case HW_OP_MUXN:
        w = put_muxn(c, w, a, width);
        break;
    case HW_OP_CONCAT:
        if (a->n_args == 1) {
            w = put_ref(c, w, a->args[0]);
        } else {
            *w++ = '{';
            w = put_list(c, w, a, 0, SEP(", "));
            *w++ = '}';
        }
        break;
    case HW_OP_ZEXT:
    case HW_OP_SEXT:
        w = put_ext(c, w, a, width);
        break;
    case HW_OP_REDOR:
    case HW_OP_REDAND:
        if (rw(c, a->args[0]) > 1)
            *w++ = a->op == HW_OP_REDOR ? '|' : '&';
        w = put_ref(c, w, a->args[0]);
        break;
    case HW_OP_MEMREAD: {
        const hw_signal *mem = hw_module_signal(c->m, a->mem);
        w = hw_at_name(w, mem->name, hw_signal_name_len(mem));
        *w++ = '[';
        w = put_ref(c, w, a->args[0]);
        *w++ = ']';
        break;
    }
    }
    w = HW_AT_LIT(w, ";\n");
    hw_text_done(&c->t, w);
}

/* One always block per register: synchronous reset first, then enable. */
static void put_reg(gctx *c, const hw_reg *r)
{
    const hw_signal *q = hw_module_signal(c->m, r->q);
    size_t nq = hw_signal_name_len(q);
    char *w = hw_text_room(&c->t, 256 + 4 * c->ref + q->width);
    w = HW_AT_LIT(w, "  always @(posedge clk) begin\n    if (rst) ");
    w = hw_at_name(w, q->name, nq);
    w = HW_AT_LIT(w, " <= ");
    w = put_const(w, r->reset, r->reset_sext, q->width);
    w = HW_AT_LIT(w, ";\n    else ");
    if (r->en.sig != HW_NO_SIG) {
        w = HW_AT_LIT(w, "if (");
        w = put_ref(c, w, r->en);
        w = HW_AT_LIT(w, ") ");
    }
    w = hw_at_name(w, q->name, nq);
    w = HW_AT_LIT(w, " <= ");
    w = put_ref(c, w, r->d);
    w = HW_AT_LIT(w, ";\n  end\n");
    hw_text_done(&c->t, w);
}

/* One always block per memory write port. */
static void put_memwrite(gctx *c, const hw_memwrite *mw)
{
    const hw_signal *mem = hw_module_signal(c->m, mw->mem);
    char *w = hw_text_room(&c->t, 256 + 4 * c->ref);
    w = HW_AT_LIT(w, "  always @(posedge clk) begin\n    if (");
    w = put_ref(c, w, mw->en);
    w = HW_AT_LIT(w, ") ");
    w = hw_at_name(w, mem->name, hw_signal_name_len(mem));
    *w++ = '[';
    w = put_ref(c, w, mw->addr);
    w = HW_AT_LIT(w, "] <= ");
    w = put_ref(c, w, mw->data);
    w = HW_AT_LIT(w, ";\n  end\n");
    hw_text_done(&c->t, w);
}

/* A simulation message: $display in a clocked block that synthesis skips. Text is
 * escaped for a format string; values print with %0d, the path with %m. */
static void put_display(gctx *c, const hw_display *s)
{
    hw_text_puts(&c->t, "  // synthesis translate_off\n  always @(posedge clk) begin\n"
                        "    if (!rst && ");
    put_ref_t(c, s->en);
    hw_text_puts(&c->t, ")\n      $display(\"");
    for (uint32_t k = 0; k < s->n_parts; k++) {
        const hw_disp_part *p = &s->parts[k];
        if (p->kind == HW_DISP_UDEC) {
            hw_text_puts(&c->t, "%0d");
        } else if (p->kind == HW_DISP_PATH) {
            hw_text_puts(&c->t, "%m");
        } else {
            for (const char *q = p->text; *q; q++) {
                if (*q == '"' || *q == '\\')
                    hw_text_putc(&c->t, '\\');
                if (*q == '%')
                    hw_text_putc(&c->t, '%');
                hw_text_putc(&c->t, *q);
            }
        }
    }
    hw_text_putc(&c->t, '"');
    for (uint32_t k = 0; k < s->n_parts; k++)
        if (s->parts[k].kind == HW_DISP_UDEC) {
            hw_text_puts(&c->t, ", ");
            put_ref_t(c, s->parts[k].ref);
        }
    hw_text_puts(&c->t, ");\n  end\n  // synthesis translate_on\n");
}

/* Named port connections in hw_connect order. */
static void put_inst(gctx *c, const hw_inst *in)
{
    hw_text_puts(&c->t, "  ");
    hw_print_inst_module(&c->t, c->d, in);
    hw_text_putc(&c->t, ' ');
    hw_text_puts(&c->t, in->name);
    hw_text_puts(&c->t, " (\n");
    for (uint32_t k = 0; k < in->n_conns; k++) {
        hw_text_puts(&c->t, "    .");
        hw_text_puts(&c->t, in->conns[k].port);
        hw_text_putc(&c->t, '(');
        put_ref_t(c, hw_conn_ref(c->m, &in->conns[k]));
        hw_text_puts(&c->t, k + 1 < in->n_conns ? "),\n" : ")\n");
    }
    hw_text_puts(&c->t, "  );\n");
}

/* "[hi:lo] " of a declaration, nothing for a scalar. */
static inline char *put_range(char *w, const hw_signal *s)
{
    if (s->ptype == HW_PT_BIT)
        return w;
    uint64_t bits = (uint64_t)s->width * (s->ptype == HW_PT_ARRAY ? s->count : 1);
    *w++ = '[';
    w = hw_at_u(w, bits - 1);
    return HW_AT_LIT(w, ":0] ");
}

/* Whether a declaration needs the lint_off UNUSEDSIGNAL pair. */
static inline bool unused(const gctx *c, hw_sig_id i)
{
    const hw_signal *s = hw_module_signal(c->m, i);
    return s->kind != HW_SIG_OUT && s->kind != HW_SIG_MEM && !hw_usage_full(c->use, i);
}

/* A port's line in the module's header. */
static void put_port_decl(gctx *c, const hw_signal *s, hw_sig_id i, bool last)
{
    bool off = unused(c, i);
    size_t n = hw_signal_name_len(s);
    char *w = hw_text_room(&c->t, n + DECL_ROOM_PAST_NAME);
    w = HW_AT_LIT(w, "  ");
    if (off)
        w = HW_AT_LIT(w, "/* verilator lint_off UNUSEDSIGNAL */\n  ");
    if (s->kind == HW_SIG_IN)
        w = HW_AT_LIT(w, "input  wire ");
    else
        w = HW_AT_LIT(w, "output wire ");
    w = put_range(w, s);
    w = hw_at_name(w, s->name, n);
    if (!last)
        *w++ = ',';
    if (off)
        w = HW_AT_LIT(w, "\n  /* verilator lint_on UNUSEDSIGNAL */");
    *w++ = '\n';
    hw_text_done(&c->t, w);
}

/* A wire's or register's declaration. */
static void put_signal_decl(gctx *c, const hw_signal *s, bool off)
{
    size_t n = hw_signal_name_len(s);
    char *w = hw_text_room(&c->t, n + DECL_ROOM_PAST_NAME);
    if (off)
        w = HW_AT_LIT(w, "  /* verilator lint_off UNUSEDSIGNAL */\n");
    if (s->kind == HW_SIG_WIRE)
        w = HW_AT_LIT(w, "  wire ");
    else
        w = HW_AT_LIT(w, "  reg ");
    w = put_range(w, s);
    w = hw_at_name(w, s->name, n);
    w = HW_AT_LIT(w, ";\n");
    if (off)
        w = HW_AT_LIT(w, "  /* verilator lint_on UNUSEDSIGNAL */\n");
    hw_text_done(&c->t, w);
}

/* ANSI header, declarations, then statements. */
static void put_module(gctx *c)
{
    const hw_module *m = c->m;
    size_t n = hw_module_n_signals(m), last_port = hw_module_last_port(m);
    /* read once: the appends' stores (through char pointers) would make every loop
     * read the module's array again per signal */
    const hw_signal *sigs = n ? hw_module_signal(m, 0) : NULL;
    c->ref = hw_module_longest_name(m) + REF_ROOM_PAST_NAME;
    hw_text_puts(&c->t, "module ");
    hw_print_module_name(&c->t, c->d, m);
    hw_text_puts(&c->t, " (\n");
    /* up to the last port only: a top level of 10,000 units declares 60,000 wires after
     * its ports, a pass over 1.9 MB of signals that found no port */
    for (size_t i = 0; i < n && i <= last_port; i++) {
        const hw_signal *s = &sigs[i];
        if (s->kind == HW_SIG_IN || s->kind == HW_SIG_OUT)
            put_port_decl(c, s, (hw_sig_id)i, i == last_port);
    }
    hw_text_puts(&c->t, ");\n");
    for (size_t i = 0; i < n; i++) {
        const hw_signal *s = &sigs[i];
        if (s->kind == HW_SIG_IN || s->kind == HW_SIG_OUT)
            continue;
        bool off = unused(c, (hw_sig_id)i);
        if (s->kind == HW_SIG_MEM) {
            if (off)
                hw_text_puts(&c->t, "  /* verilator lint_off UNUSEDSIGNAL */\n");
            hw_text_puts(&c->t, "  reg ");
            hw_text_printf(&c->t, "[%u:0] %s [0:%u];\n", s->width - 1, s->name, s->count - 1);
            put_mem_init(c, s, (hw_sig_id)i);
            if (off)
                hw_text_puts(&c->t, "  /* verilator lint_on UNUSEDSIGNAL */\n");
        } else {
            put_signal_decl(c, s, off);
        }
    }
    for (size_t i = 0; i < hw_module_n_assigns(m); i++)
        put_assign(c, hw_module_assign(m, i));
    for (size_t i = 0; i < hw_module_n_regs(m); i++)
        put_reg(c, hw_module_reg(m, i));
    for (size_t i = 0; i < hw_module_n_memwrites(m); i++)
        put_memwrite(c, hw_module_memwrite(m, i));
    for (size_t i = 0; i < hw_module_n_displays(m); i++)
        put_display(c, hw_module_display(m, i));
    for (size_t i = 0; i < hw_module_n_insts(m); i++)
        put_inst(c, hw_module_inst(m, i));
    hw_text_puts(&c->t, "endmodule\n");
}

/* The whole design in one file: header comment, helpers, then the unit; where
 * the entity name was written goes to `marks` when it is not NULL. */
char *hs_emit_verilog_marked(const hw_design *des, size_t *len, hw_marks *marks)
{
    gctx c = {.d = des};
    hw_text *t = &c.t;
    hw_text_init(t, hw_print_text_room(des));
    _Alignas(16) unsigned char use_room[16384]; /* a module of up to about 1,000 signals */
    for (size_t i = 0; i < hw_design_n_comments(des); i++) {
        hw_text_puts(t, "// ");
        hw_print_comment(t, des, i);
        hw_text_putc(t, '\n');
    }
    hw_text_puts(t, "\n`default_nettype none\n");
    for (size_t i = 0; i < hw_design_n_modules(des); i++) {
        c.m = hw_design_module(des, i);
        if (hw_module_is_external(c.m))
            continue;
        c.use = hw_usage_new(des, c.m, use_room, sizeof(use_room));
        /* helpers share the unit's file by design: their names differ from it */
        bool helper = i + 1 < hw_design_n_modules(des);
        hw_text_puts(t, helper ? "\n/* verilator lint_off DECLFILENAME */\n" : "\n");
        put_module(&c);
        if (helper)
            hw_text_puts(t, "/* verilator lint_on DECLFILENAME */\n");
        hw_usage_free(c.use);
    }
    hw_text_puts(t, "\n`default_nettype wire\n");
    if (marks)
        hw_text_take_marks(t, marks);
    return hw_text_take(t, len);
}

/* The text alone, for callers that never rename it. */
char *hs_emit_verilog(const hw_design *des, size_t *len)
{
    return hs_emit_verilog_marked(des, len, NULL);
}
