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
} gctx;

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
static void put_range_sel(gctx *c, int64_t hi, int64_t lo)
{
    hw_text_putc(&c->t, '[');
    hw_text_put_d(&c->t, hi);
    if (hi != lo) {
        hw_text_putc(&c->t, ':');
        hw_text_put_d(&c->t, lo);
    }
    hw_text_putc(&c->t, ']');
}

/* The bit selection of a reference to part of a signal (put_ref). */
static void put_sel(gctx *c, hw_ref r, const hw_signal *s)
{
    if (s->ptype == HW_PT_ARRAY && r.elem >= 0) {
        int64_t base = (int64_t)r.elem * s->width;
        int64_t hi = base + (r.hi >= 0 ? r.hi : (int32_t)s->width - 1);
        int64_t lo = base + (r.hi >= 0 ? r.lo : 0);
        put_range_sel(c, hi, lo);
        return;
    }
    if (r.hi < 0 || s->ptype == HW_PT_BIT)
        return;
    put_range_sel(c, r.hi, r.lo);
}

/* Name and flattened bit selection: inline, as most references name a whole signal. */
static inline void put_ref(gctx *c, hw_ref r)
{
    const hw_signal *s = sig(c, r);
    hw_text_put_name(&c->t, s->name, hw_signal_name_len(s));
    if (r.hi >= 0 || r.elem >= 0)
        put_sel(c, r, s);
}

/* A sized literal: W'hX when W is a multiple of 4, W'bB otherwise. */
static void put_const(gctx *c, int64_t v, bool sext, uint32_t w)
{
    hw_text_put_u(&c->t, w);
    if (w % 4 == 0) {
        hw_text_puts(&c->t, "'h");
        hw_print_const_hex(&c->t, v, sext, w);
    } else {
        hw_text_puts(&c->t, "'b");
        hw_print_const_bin(&c->t, v, sext, w);
    }
}

/* A memory's initial contents: an initial block giving every word its value (zero past
 * the given ones), which simulators run and synthesis tools take as the RAM's init. */
static void put_mem_init(gctx *c, const hw_signal *s)
{
    if (!s->n_init)
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
    for (uint32_t i = 0; i < s->n_init; i++) {
        hw_text_printf(&c->t, "    %s[%u] = ", s->name, i);
        put_const(c, s->init[i], true, s->width);
        hw_text_puts(&c->t, ";\n");
    }
    hw_text_puts(&c->t, "  end\n");
}

/* A separator literal and its length, for put_list. */
#define SEP(s) (const char[8]){s}, sizeof(s) - 1 /* an 8-byte block (hw_text_put8) */

/* Operands from `from` on, joined by an operator. */
static void put_list(gctx *c, const hw_assign *a, uint32_t from, const char *sep, size_t n)
{
    for (uint32_t i = from; i < a->n_args; i++) {
        if (i > from)
            hw_text_put8(&c->t, sep, n);
        put_ref(c, a->args[i]);
    }
}

/* $signed(x) where an operation is signed. */
static void put_signed(gctx *c, hw_ref r, bool s)
{
    if (s) {
        hw_text_puts(&c->t, "$signed(");
        put_ref(c, r);
        hw_text_putc(&c->t, ')');
    } else {
        put_ref(c, r);
    }
}

/* A comparison, signed through $signed on both sides. */
static void put_cmp(gctx *c, const hw_assign *a)
{
    static const char *const op[] = {"==", "!=", "<", "<=", ">", ">=", "<", "<=", ">", ">="};
    bool s = a->pred >= HW_CMP_SLT && a->pred <= HW_CMP_SGE;
    put_signed(c, a->args[0], s);
    hw_text_putc(&c->t, ' ');
    hw_text_puts(&c->t, op[a->pred]);
    hw_text_putc(&c->t, ' ');
    put_signed(c, a->args[1], s);
}

/* in[index]: a ternary chain on exact-width index literals, 0 past the end. */
static void put_muxn(gctx *c, const hw_assign *a, uint32_t w)
{
    hw_ref idx = a->args[0];
    uint32_t k = rw(c, idx);
    for (uint32_t i = 1; i < a->n_args; i++) {
        uint64_t v = i - 1;
        if (k < 64 && (v >> k) != 0)
            break;
        hw_text_puts(&c->t, "(");
        put_ref(c, idx);
        hw_text_puts(&c->t, " == ");
        put_const(c, (int64_t)v, false, k);
        hw_text_puts(&c->t, ") ? ");
        put_ref(c, a->args[i]);
        hw_text_puts(&c->t, " : ");
    }
    put_const(c, 0, false, w);
}

/* Extension by concatenation (exact widths, no WIDTH warnings); truncation by range. */
static void put_ext(gctx *c, const hw_assign *a, uint32_t w)
{
    hw_ref x = a->args[0];
    uint32_t s = rw(c, x);
    if (w <= s) {
        put_ref(c, s == w ? x : hw_bits(x, (int32_t)w - 1, 0));
        return;
    }
    if (a->op == HW_OP_ZEXT) {
        hw_text_putc(&c->t, '{');
        hw_text_put_u(&c->t, w - s);
        hw_text_puts(&c->t, "'d0, ");
    } else {
        hw_text_puts(&c->t, "{{");
        hw_text_put_u(&c->t, w - s);
        hw_text_putc(&c->t, '{');
        put_ref(c, s == 1 ? x : hw_bit(x, (int32_t)s - 1));
        hw_text_puts(&c->t, "}}, ");
    }
    put_ref(c, x);
    hw_text_puts(&c->t, "}");
}

/* One continuous assign per assign. */
static void put_assign(gctx *c, const hw_assign *a)
{
    uint32_t w = rw(c, a->dst);
    hw_text_puts(&c->t, "  assign ");
    put_ref(c, a->dst);
    hw_text_puts(&c->t, " = ");
    switch ((hw_op)a->op) {
    case HW_OP_COPY:
        put_ref(c, a->args[0]);
        break;
    case HW_OP_CONST:
        put_const(c, a->value, a->sext, w);
        break;
    case HW_OP_NOT:
        hw_text_puts(&c->t, "~");
        put_ref(c, a->args[0]);
        break;
    case HW_OP_AND:
        put_list(c, a, 0, SEP(" & "));
        break;
    case HW_OP_OR:
        put_list(c, a, 0, SEP(" | "));
        break;
    case HW_OP_XOR:
        put_list(c, a, 0, SEP(" ^ "));
        break;
    case HW_OP_ADD:
        put_list(c, a, 0, SEP(" + "));
        break;
    case HW_OP_SUB:
        put_list(c, a, 0, SEP(" - "));
        break;
    case HW_OP_MUL:
        put_list(c, a, 0, SEP(" * "));
        break;
    case HW_OP_SHL:
        put_list(c, a, 0, SEP(" << "));
        break;
    case HW_OP_SHRU:
        put_list(c, a, 0, SEP(" >> "));
        break;
    case HW_OP_SHRS:
        put_signed(c, a->args[0], true);
        hw_text_puts(&c->t, " >>> ");
        put_ref(c, a->args[1]);
        break;
    case HW_OP_CMP:
        put_cmp(c, a);
        break;
    case HW_OP_MUX2:
        put_ref(c, a->args[0]);
        hw_text_puts(&c->t, " ? ");
        put_ref(c, a->args[1]);
        hw_text_puts(&c->t, " : ");
        put_ref(c, a->args[2]);
        break;
    case HW_OP_MUXN:
        put_muxn(c, a, w);
        break;
    case HW_OP_CONCAT:
        if (a->n_args == 1) {
            put_ref(c, a->args[0]);
        } else {
            hw_text_puts(&c->t, "{");
            put_list(c, a, 0, SEP(", "));
            hw_text_puts(&c->t, "}");
        }
        break;
    case HW_OP_ZEXT:
    case HW_OP_SEXT:
        put_ext(c, a, w);
        break;
    case HW_OP_REDOR:
    case HW_OP_REDAND:
        if (rw(c, a->args[0]) > 1)
            hw_text_puts(&c->t, a->op == HW_OP_REDOR ? "|" : "&");
        put_ref(c, a->args[0]);
        break;
    case HW_OP_MEMREAD:
        hw_text_puts(&c->t, hw_module_signal(c->m, a->mem)->name);
        hw_text_putc(&c->t, '[');
        put_ref(c, a->args[0]);
        hw_text_puts(&c->t, "]");
        break;
    }
    hw_text_puts(&c->t, ";\n");
}

/* One always block per register: synchronous reset first, then enable. */
static void put_reg(gctx *c, const hw_reg *r)
{
    const hw_signal *q = hw_module_signal(c->m, r->q);
    hw_text_puts(&c->t, "  always @(posedge clk) begin\n    if (rst) ");
    hw_text_put_name(&c->t, q->name, hw_signal_name_len(q));
    hw_text_puts(&c->t, " <= ");
    put_const(c, r->reset, r->reset_sext, q->width);
    hw_text_puts(&c->t, ";\n    else ");
    if (r->en.sig != HW_NO_SIG) {
        hw_text_puts(&c->t, "if (");
        put_ref(c, r->en);
        hw_text_puts(&c->t, ") ");
    }
    hw_text_put_name(&c->t, q->name, hw_signal_name_len(q));
    hw_text_puts(&c->t, " <= ");
    put_ref(c, r->d);
    hw_text_puts(&c->t, ";\n  end\n");
}

/* One always block per memory write port. */
static void put_memwrite(gctx *c, const hw_memwrite *w)
{
    hw_text_puts(&c->t, "  always @(posedge clk) begin\n    if (");
    put_ref(c, w->en);
    hw_text_puts(&c->t, ") ");
    hw_text_puts(&c->t, hw_module_signal(c->m, w->mem)->name);
    hw_text_putc(&c->t, '[');
    put_ref(c, w->addr);
    hw_text_puts(&c->t, "] <= ");
    put_ref(c, w->data);
    hw_text_puts(&c->t, ";\n  end\n");
}

/* A simulation message: $display in a clocked block that synthesis skips. Text is
 * escaped for a format string; values print with %0d, the path with %m. */
static void put_display(gctx *c, const hw_display *s)
{
    hw_text_puts(&c->t, "  // synthesis translate_off\n  always @(posedge clk) begin\n"
                        "    if (!rst && ");
    put_ref(c, s->en);
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
            put_ref(c, s->parts[k].ref);
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
        put_ref(c, in->conns[k].ref);
        hw_text_puts(&c->t, k + 1 < in->n_conns ? "),\n" : ")\n");
    }
    hw_text_puts(&c->t, "  );\n");
}

/* "[hi:lo] " of a declaration, nothing for a scalar. */
static inline void put_range(gctx *c, const hw_signal *s)
{
    if (s->ptype == HW_PT_BIT)
        return;
    uint64_t bits = (uint64_t)s->width * (s->ptype == HW_PT_ARRAY ? s->count : 1);
    hw_text_putc(&c->t, '[');
    hw_text_put_u(&c->t, bits - 1);
    hw_text_puts(&c->t, ":0] ");
}

/* Whether a declaration needs the lint_off UNUSEDSIGNAL pair. */
static inline bool unused(gctx *c, hw_sig_id i)
{
    const hw_signal *s = hw_module_signal(c->m, i);
    return s->kind != HW_SIG_OUT && s->kind != HW_SIG_MEM && !hw_usage_full(c->use, i);
}

/* ANSI header, declarations, then statements. */
static void put_module(gctx *c)
{
    const hw_module *m = c->m;
    size_t n = hw_module_n_signals(m), last_port = 0;
    /* read once: the appends' stores (through char pointers) would make every loop
     * read the module's array again per signal */
    const hw_signal *sigs = n ? hw_module_signal(m, 0) : NULL;
    for (size_t i = 0; i < n; i++) {
        const hw_signal *s = &sigs[i];
        if (s->kind == HW_SIG_IN || s->kind == HW_SIG_OUT)
            last_port = i;
    }
    hw_text_puts(&c->t, "module ");
    hw_print_module_name(&c->t, c->d, m);
    hw_text_puts(&c->t, " (\n");
    for (size_t i = 0; i < n; i++) {
        const hw_signal *s = &sigs[i];
        if (s->kind != HW_SIG_IN && s->kind != HW_SIG_OUT)
            continue;
        bool off = unused(c, (hw_sig_id)i);
        hw_text_puts(&c->t, "  ");
        if (off)
            hw_text_puts(&c->t, "/* verilator lint_off UNUSEDSIGNAL */\n  ");
        if (s->kind == HW_SIG_IN)
            hw_text_puts(&c->t, "input  wire ");
        else
            hw_text_puts(&c->t, "output wire ");
        put_range(c, s);
        hw_text_put_name(&c->t, s->name, hw_signal_name_len(s));
        if (i != last_port)
            hw_text_putc(&c->t, ',');
        if (off)
            hw_text_puts(&c->t, "\n  /* verilator lint_on UNUSEDSIGNAL */");
        hw_text_putc(&c->t, '\n');
    }
    hw_text_puts(&c->t, ");\n");
    for (size_t i = 0; i < n; i++) {
        const hw_signal *s = &sigs[i];
        if (s->kind == HW_SIG_IN || s->kind == HW_SIG_OUT)
            continue;
        bool off = unused(c, (hw_sig_id)i);
        if (off)
            hw_text_puts(&c->t, "  /* verilator lint_off UNUSEDSIGNAL */\n");
        if (s->kind == HW_SIG_WIRE)
            hw_text_puts(&c->t, "  wire ");
        else
            hw_text_puts(&c->t, "  reg ");
        if (s->kind == HW_SIG_MEM) {
            hw_text_printf(&c->t, "[%u:0] %s [0:%u];\n", s->width - 1, s->name, s->count - 1);
            put_mem_init(c, s);
        } else {
            put_range(c, s);
            hw_text_put_name(&c->t, s->name, hw_signal_name_len(s));
            hw_text_puts(&c->t, ";\n");
        }
        if (off)
            hw_text_puts(&c->t, "  /* verilator lint_on UNUSEDSIGNAL */\n");
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
    _Alignas(16) unsigned char use_room[4096]; /* a module of up to about 250 signals */
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
