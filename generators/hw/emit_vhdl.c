/* VHDL-2008 printer: turns an hw_design into text, deciding nothing about behaviour.
 *
 * Typing convention: every width-1 value of the IR is printed as a std_logic
 * (a one-bit vector port or array element gets "(0)"); wider values are
 * std_logic_vector. Operators are then chosen per width: width-1 arithmetic uses
 * logic identities, wider arithmetic goes through numeric_std. */
#include <stdio.h>
#include <string.h>

#include "hw_emit.h"
#include "hw_print.h"

typedef struct {
    hw_text t; /* held here: an append reads its fields without a pointer load */
    const hw_design *d;
    const hw_module *m;
} vctx;

/* Declaration of the signal a reference names. */
static const hw_signal *sig(const vctx *c, hw_ref r)
{
    return hw_module_signal(c->m, r.sig);
}

/* Width a reference denotes. */
static uint32_t rw(const vctx *c, hw_ref r)
{
    return hw_ref_width(c->m, r);
}

/* True when the reference denotes a one-bit std_logic_vector (whole width-1 vector
 * port, or element of a width-1 array) that needs "(0)" to become a std_logic. */
static bool is_vec1(const vctx *c, hw_ref r)
{
    const hw_signal *s = sig(c, r);
    if (r.hi >= 0)
        return false;
    if (s->ptype == HW_PT_ARRAY)
        return r.elem >= 0 && s->width == 1;
    return s->ptype == HW_PT_VEC && s->width == 1;
}

/* The name with element and bit selection, as the signal's VHDL type allows. */
static void put_raw(vctx *c, hw_ref r)
{
    const hw_signal *s = sig(c, r);
    hw_text_put_name(&c->t, s->name, hw_signal_name_len(s));
    if (s->ptype == HW_PT_ARRAY && r.elem >= 0) {
        hw_text_putc(&c->t, '(');
        hw_text_put_d(&c->t, r.elem);
        hw_text_putc(&c->t, ')');
    }
    if (r.hi < 0 || (s->ptype == HW_PT_BIT && s->kind != HW_SIG_MEM))
        return;
    hw_text_putc(&c->t, '(');
    hw_text_put_d(&c->t, r.hi);
    if (r.hi != r.lo) {
        hw_text_puts(&c->t, " downto ");
        hw_text_put_d(&c->t, r.lo);
    }
    hw_text_putc(&c->t, ')');
}

/* A value: std_logic when one bit wide, std_logic_vector otherwise. A whole signal
 * (the most frequent value) is written by put_val: its name, and "(0)" for a one-bit
 * vector (put_raw and is_vec1 say the same for it); any other here. */
__attribute__((noinline)) static void put_val_part(vctx *c, hw_ref r)
{
    put_raw(c, r);
    if (rw(c, r) == 1 && is_vec1(c, r))
        hw_text_puts(&c->t, "(0)");
}

/* put_val is inline: a whole signal takes no call (a third of a million values a
 * matrix pass); a selection goes to put_val_part. */
static inline void put_val(vctx *c, hw_ref r)
{
    if (r.hi < 0 && r.elem < 0) {
        const hw_signal *s = sig(c, r);
        hw_text_put_name(&c->t, s->name, hw_signal_name_len(s));
        if (s->ptype == HW_PT_VEC && s->width == 1)
            hw_text_puts(&c->t, "(0)");
        return;
    }
    put_val_part(c, r);
}

/* The value as numeric_std unsigned/signed, for arithmetic and indices. */
static void put_num(vctx *c, hw_ref r, bool is_signed)
{
    const char *ty = is_signed ? "signed" : "unsigned";
    hw_text_puts(&c->t, ty);
    if (rw(c, r) == 1) {
        hw_text_puts(&c->t, "'(0 => ");
        put_val(c, r);
        hw_text_putc(&c->t, ')');
        return;
    }
    hw_text_putc(&c->t, '(');
    put_val(c, r);
    hw_text_putc(&c->t, ')');
}

/* A constant of exact width: '0'/'1', x"..." when the width is a multiple of 4. */
static void put_const(vctx *c, int64_t v, bool sext, uint32_t w)
{
    if (w == 1) {
        hw_text_puts(&c->t, hw_const_bit(v, sext, 0) ? "'1'" : "'0'");
    } else if (w % 4 == 0) {
        hw_text_puts(&c->t, "x\"");
        hw_print_const_hex(&c->t, v, sext, w);
        hw_text_putc(&c->t, '"');
    } else {
        hw_text_putc(&c->t, '"');
        hw_print_const_bin(&c->t, v, sext, w);
        hw_text_putc(&c->t, '"');
    }
}

/* A memory's initial value: " := (0 => x"..", ..., others => (others => '0'))" (a
 * width-1 word is a one-bit vector: "1"). */
static void put_mem_init(vctx *c, const hw_signal *s)
{
    if (!s->n_init)
        return;
    hw_text_puts(&c->t, " := (");
    for (uint32_t i = 0; i < s->n_init; i++) {
        hw_text_put_u(&c->t, i);
        hw_text_puts(&c->t, " => ");
        if (s->width == 1)
            hw_text_puts(&c->t, hw_const_bit(s->init[i], true, 0) ? "\"1\"" : "\"0\"");
        else
            put_const(c, s->init[i], true, s->width);
        hw_text_puts(&c->t, ", ");
    }
    hw_text_puts(&c->t, "others => (others => '0'))");
}

/* Zero of any width: '0' or (others => '0'). */
static void put_zero(vctx *c, uint32_t w)
{
    hw_text_puts(&c->t, w == 1 ? "'0'" : "(others => '0')");
}

/* std_logic_vector(w-1 downto 0). */
static void put_vec_type(vctx *c, uint32_t w)
{
    hw_text_puts(&c->t, "std_logic_vector(");
    hw_text_put_u(&c->t, w - 1);
    hw_text_puts(&c->t, " downto 0)");
}

/* " op " between two operands. */
static void put_op(vctx *c, const char *op)
{
    hw_text_putc(&c->t, ' ');
    hw_text_puts(&c->t, op);
    hw_text_putc(&c->t, ' ');
}

/* "lhs <= " of a statement. */
static void put_dst(vctx *c, hw_ref dst)
{
    hw_text_puts(&c->t, "  ");
    put_val(c, dst);
    hw_text_puts(&c->t, " <= ");
}

/* A separator literal and its length, for put_list. */
#define SEP(s) (const char[8]){s}, sizeof(s) - 1 /* an 8-byte block (hw_text_put8) */

/* Operands from `from` on, joined by an operator. */
static void put_list(vctx *c, const hw_assign *a, uint32_t from, const char *sep, size_t n)
{
    for (uint32_t i = from; i < a->n_args; i++) {
        if (i > from)
            hw_text_put8(&c->t, sep, n);
        put_val(c, a->args[i]);
    }
}

/* Width-1 comparisons are logic identities (signed: '1' means -1). */
static void put_cmp1(vctx *c, hw_cmp p, hw_ref a, hw_ref b)
{
    static const char *const fmt[] = {
        [HW_CMP_EQ] = "not (A xor B)", [HW_CMP_NE] = "A xor B",      [HW_CMP_SLT] = "A and not B",
        [HW_CMP_SLE] = "A or not B",   [HW_CMP_SGT] = "B and not A", [HW_CMP_SGE] = "B or not A",
        [HW_CMP_ULT] = "B and not A",  [HW_CMP_ULE] = "B or not A",  [HW_CMP_UGT] = "A and not B",
        [HW_CMP_UGE] = "A or not B",
    };
    for (const char *f = fmt[p]; *f; f++) {
        if (*f == 'A')
            put_val(c, a);
        else if (*f == 'B')
            put_val(c, b);
        else
            hw_text_putc(&c->t, *f);
    }
}

/* Comparisons: '1' when ... else '0' on vectors, logic on single bits. */
static void put_cmp(vctx *c, const hw_assign *a)
{
    static const char *const op[] = {"=", "/=", "<", "<=", ">", ">=", "<", "<=", ">", ">="};
    hw_ref x = a->args[0], y = a->args[1];
    if (rw(c, x) == 1) {
        put_cmp1(c, (hw_cmp)a->pred, x, y);
        return;
    }
    hw_text_puts(&c->t, "'1' when ");
    if (a->pred <= HW_CMP_NE) {
        put_val(c, x);
        put_op(c, op[a->pred]);
        put_val(c, y);
    } else {
        bool s = a->pred <= HW_CMP_SGE;
        put_num(c, x, s);
        put_op(c, op[a->pred]);
        put_num(c, y, s);
    }
    hw_text_puts(&c->t, " else '0'");
}

/* Shifts: amounts of any width, result defined for amounts >= width (0 or sign
 * fill) by comparing before converting, so to_integer never overflows. */
static void put_shift(vctx *c, const hw_assign *a, uint32_t w)
{
    hw_ref x = a->args[0], b = a->args[1];
    uint32_t k = rw(c, b);
    hw_op op = (hw_op)a->op;
    if (w == 1) {
        if (op == HW_OP_SHRS) {
            put_val(c, x);
        } else if (k == 1) {
            put_val(c, x);
            hw_text_puts(&c->t, " and not ");
            put_val(c, b);
        } else {
            put_val(c, x);
            hw_text_puts(&c->t, " when ");
            put_num(c, b, false);
            hw_text_puts(&c->t, " = 0 else '0'");
        }
        return;
    }
    if (k == 1) { /* shift by one or nothing */
        if (op == HW_OP_SHL) {
            put_val(c, hw_bits(x, (int32_t)w - 2, 0));
            hw_text_puts(&c->t, " & '0'");
        } else {
            if (op == HW_OP_SHRS)
                put_val(c, hw_bit(x, (int32_t)w - 1));
            else
                hw_text_puts(&c->t, "'0'");
            hw_text_puts(&c->t, " & ");
            put_val(c, hw_bits(x, (int32_t)w - 1, 1));
        }
        hw_text_puts(&c->t, " when ");
        put_val(c, b);
        hw_text_puts(&c->t, " = '1' else ");
        put_val(c, x);
        return;
    }
    bool may_overflow = k >= 32 || ((1u << k) - 1u) >= w;
    hw_ref amt = b;
    if (may_overflow) {
        amt = hw_bits(b, (int32_t)hw_bits_for(w - 1) - 1, 0);
        if (op == HW_OP_SHRS) {
            hw_text_puts(&c->t, "(others => ");
            put_val(c, hw_bit(x, (int32_t)w - 1));
            hw_text_puts(&c->t, ")");
        } else {
            hw_text_puts(&c->t, "(others => '0')");
        }
        hw_text_puts(&c->t, " when ");
        put_num(c, b, false);
        hw_text_puts(&c->t, " >= ");
        hw_text_put_u(&c->t, w);
        hw_text_puts(&c->t, " else ");
    }
    const char *fn = op == HW_OP_SHL ? "shift_left" : "shift_right";
    hw_text_puts(&c->t, "std_logic_vector(");
    hw_text_puts(&c->t, fn);
    hw_text_putc(&c->t, '(');
    put_num(c, x, op == HW_OP_SHRS);
    hw_text_puts(&c->t, ", to_integer(");
    put_num(c, amt, false);
    hw_text_puts(&c->t, ")))");
}

/* in[index] with a when/else chain on exact-width index literals; 0 past the end. */
static void put_muxn(vctx *c, const hw_assign *a, uint32_t w)
{
    hw_ref idx = a->args[0];
    uint32_t k = rw(c, idx);
    for (uint32_t i = 1; i < a->n_args; i++) {
        uint64_t v = i - 1;
        if (k < 64 && (v >> k) != 0)
            break;
        put_val(c, a->args[i]);
        hw_text_puts(&c->t, " when ");
        put_val(c, idx);
        hw_text_puts(&c->t, " = ");
        put_const(c, (int64_t)v, false, k);
        hw_text_puts(&c->t, " else ");
    }
    put_zero(c, w);
}

/* Zero/sign extension (or truncation, which is a narrower reference). */
static void put_ext(vctx *c, const hw_assign *a, uint32_t w)
{
    hw_ref x = a->args[0];
    uint32_t s = rw(c, x);
    bool sx = a->op == HW_OP_SEXT;
    if (w <= s) {
        put_val(c, s == w ? x : hw_bits(x, (int32_t)w - 1, 0));
    } else if (s == 1) {
        if (sx) {
            hw_text_puts(&c->t, "(others => ");
            put_val(c, x);
            hw_text_putc(&c->t, ')');
        } else {
            hw_text_putc(&c->t, '(');
            hw_text_put_u(&c->t, w - 1);
            hw_text_puts(&c->t, " downto 1 => '0', 0 => ");
            put_val(c, x);
            hw_text_putc(&c->t, ')');
        }
    } else {
        hw_text_puts(&c->t, "std_logic_vector(resize(");
        put_num(c, x, sx);
        hw_text_puts(&c->t, ", ");
        hw_text_put_u(&c->t, w);
        hw_text_puts(&c->t, "))");
    }
}

/* add/sub/mul through numeric_std (mul keeps the low w bits). */
static void put_arith(vctx *c, const hw_assign *a, uint32_t w)
{
    if (w == 1) { /* modulo 2: add and sub are xor, mul is and */
        put_val(c, a->args[0]);
        hw_text_puts(&c->t, a->op == HW_OP_MUL ? " and " : " xor ");
        put_val(c, a->args[1]);
        return;
    }
    const char *op = a->op == HW_OP_ADD ? "+" : a->op == HW_OP_SUB ? "-" : "*";
    hw_text_puts(&c->t, "std_logic_vector(");
    if (a->op == HW_OP_MUL)
        hw_text_puts(&c->t, "resize(");
    put_num(c, a->args[0], false);
    put_op(c, op);
    put_num(c, a->args[1], false);
    if (a->op == HW_OP_MUL) {
        hw_text_puts(&c->t, ", ");
        hw_text_put_u(&c->t, w);
        hw_text_putc(&c->t, ')');
    }
    hw_text_puts(&c->t, ")");
}

/* One concurrent statement per assign. */
static void put_assign(vctx *c, const hw_assign *a)
{
    uint32_t w = rw(c, a->dst);
    put_dst(c, a->dst);
    switch ((hw_op)a->op) {
    case HW_OP_COPY:
        put_val(c, a->args[0]);
        break;
    case HW_OP_CONST:
        put_const(c, a->value, a->sext, w);
        break;
    case HW_OP_NOT:
        hw_text_puts(&c->t, "not ");
        put_val(c, a->args[0]);
        break;
    case HW_OP_AND:
        put_list(c, a, 0, SEP(" and "));
        break;
    case HW_OP_OR:
        put_list(c, a, 0, SEP(" or "));
        break;
    case HW_OP_XOR:
        put_list(c, a, 0, SEP(" xor "));
        break;
    case HW_OP_ADD:
    case HW_OP_SUB:
    case HW_OP_MUL:
        put_arith(c, a, w);
        break;
    case HW_OP_SHL:
    case HW_OP_SHRU:
    case HW_OP_SHRS:
        put_shift(c, a, w);
        break;
    case HW_OP_CMP:
        put_cmp(c, a);
        break;
    case HW_OP_MUX2:
        put_val(c, a->args[1]);
        hw_text_puts(&c->t, " when ");
        put_val(c, a->args[0]);
        hw_text_puts(&c->t, " = '1' else ");
        put_val(c, a->args[2]);
        break;
    case HW_OP_MUXN:
        put_muxn(c, a, w);
        break;
    case HW_OP_CONCAT:
        put_list(c, a, 0, SEP(" & "));
        break;
    case HW_OP_ZEXT:
    case HW_OP_SEXT:
        put_ext(c, a, w);
        break;
    case HW_OP_REDOR:
    case HW_OP_REDAND:
        if (rw(c, a->args[0]) > 1)
            hw_text_puts(&c->t, a->op == HW_OP_REDOR ? "or " : "and ");
        put_val(c, a->args[0]);
        break;
    case HW_OP_MEMREAD:
        hw_text_puts(&c->t, hw_module_signal(c->m, a->mem)->name);
        hw_text_puts(&c->t, "(to_integer(");
        put_num(c, a->args[0], false);
        hw_text_puts(&c->t, w == 1 ? "))(0)" : "))");
        break;
    }
    hw_text_puts(&c->t, ";\n");
}

/* One clocked process per register: synchronous reset first, then enable. */
static void put_reg(vctx *c, const hw_reg *r)
{
    const hw_signal *q = hw_module_signal(c->m, r->q);
    hw_text_puts(&c->t, "  process (clk)\n  begin\n    if rising_edge(clk) then\n"
                        "      if rst = '1' then\n        ");
    hw_text_put_name(&c->t, q->name, hw_signal_name_len(q));
    hw_text_puts(&c->t, " <= ");
    put_const(c, r->reset, r->reset_sext, q->width);
    hw_text_puts(&c->t, ";\n");
    if (r->en.sig != HW_NO_SIG) {
        hw_text_puts(&c->t, "      elsif ");
        put_val(c, r->en);
        hw_text_puts(&c->t, " = '1' then\n");
    } else {
        hw_text_puts(&c->t, "      else\n");
    }
    hw_text_puts(&c->t, "        ");
    hw_text_put_name(&c->t, q->name, hw_signal_name_len(q));
    hw_text_puts(&c->t, " <= ");
    put_val(c, r->d);
    hw_text_puts(&c->t, ";\n      end if;\n    end if;\n  end process;\n");
}

/* One clocked process per memory write port. */
static void put_memwrite(vctx *c, const hw_memwrite *w)
{
    const hw_signal *mem = hw_module_signal(c->m, w->mem);
    hw_text_puts(&c->t, "  process (clk)\n  begin\n    if rising_edge(clk) then\n      if ");
    put_val(c, w->en);
    hw_text_puts(&c->t, " = '1' then\n        ");
    hw_text_puts(&c->t, mem->name);
    hw_text_puts(&c->t, "(to_integer(");
    put_num(c, w->addr, false);
    hw_text_puts(&c->t, mem->width == 1 ? "))(0) <= " : ")) <= ");
    put_val(c, w->data);
    hw_text_puts(&c->t, ";\n      end if;\n    end if;\n  end process;\n");
}

/* A simulation message: a report of severity note in a clocked process. Text goes in
 * string literals ("" for a quote), values through integer'image, the path through the
 * entity's 'path_name. */
static void put_display(vctx *c, const hw_display *s)
{
    hw_text_puts(&c->t, "  process (clk)\n  begin\n    if rising_edge(clk) then\n"
                        "      if rst = '0' and ");
    put_val(c, s->en);
    hw_text_puts(&c->t, " = '1' then\n        report ");
    for (uint32_t k = 0; k < s->n_parts; k++) {
        const hw_disp_part *p = &s->parts[k];
        if (k)
            hw_text_puts(&c->t, " & ");
        if (p->kind == HW_DISP_TEXT) {
            hw_text_putc(&c->t, '"');
            for (const char *q = p->text; *q; q++) {
                if (*q == '"')
                    hw_text_putc(&c->t, '"');
                hw_text_putc(&c->t, *q);
            }
            hw_text_putc(&c->t, '"');
        } else if (p->kind == HW_DISP_UDEC) {
            hw_text_puts(&c->t, "integer'image(to_integer(");
            put_num(c, p->ref, false);
            hw_text_puts(&c->t, "))");
        } else {
            hw_print_module_name(&c->t, c->d, c->m);
            hw_text_puts(&c->t, "'path_name");
        }
    }
    hw_text_puts(&c->t, "\n          severity note;\n      end if;\n    end if;\n  end process;\n");
}

/* Port map: one-bit vector formals and std_logic actuals meet through "(0)". */
static void put_inst(vctx *c, const hw_inst *in)
{
    const hw_module *cm = hw_find_module(c->d, in->module);
    hw_text_puts(&c->t, "  ");
    hw_text_puts(&c->t, in->name);
    hw_text_puts(&c->t, " : entity work.");
    hw_print_inst_module(&c->t, c->d, in);
    hw_text_puts(&c->t, "\n    port map (\n");
    hw_sig_id p = HW_NO_SIG;
    for (uint32_t k = 0; k < in->n_conns; k++) {
        const hw_conn *cn = &in->conns[k];
        p = cm ? hw_find_port_near(cm, cn->port, p + 1) : HW_NO_SIG;
        const hw_signal *ps = p != HW_NO_SIG ? hw_module_signal(cm, p) : NULL;
        bool formal_vec1 = ps && ps->ptype == HW_PT_VEC && ps->width == 1;
        bool formal_bit = ps && ps->ptype == HW_PT_BIT;
        if (ps && ps->ptype == HW_PT_ARRAY && sig(c, cn->ref)->ptype != HW_PT_ARRAY) {
            /* a flat actual of count*width bits meets an array formal element by element */
            for (uint32_t e = 0; e < ps->count; e++) {
                int32_t lo = (int32_t)(e * ps->width);
                hw_ref part = hw_bits(cn->ref, lo + (int32_t)ps->width - 1, lo);
                hw_text_puts(&c->t, "      ");
                hw_text_puts(&c->t, cn->port);
                hw_text_putc(&c->t, '(');
                hw_text_put_u(&c->t, e);
                hw_text_puts(&c->t, ps->width == 1 ? ")(0) => " : ") => ");
                put_val(c, part);
                hw_text_puts(&c->t, e + 1 < ps->count ? ",\n" : "");
            }
            hw_text_puts(&c->t, k + 1 < in->n_conns ? ",\n" : "\n");
            continue;
        }
        hw_text_puts(&c->t, "      ");
        hw_text_puts(&c->t, cn->port);
        if (formal_vec1 && !is_vec1(c, cn->ref)) {
            hw_text_puts(&c->t, "(0) => ");
            put_val(c, cn->ref);
        } else {
            hw_text_puts(&c->t, " => ");
            if (formal_bit)
                put_val(c, cn->ref);
            else
                put_raw(c, cn->ref);
        }
        hw_text_puts(&c->t, k + 1 < in->n_conns ? ",\n" : "\n");
    }
    hw_text_puts(&c->t, "    );\n");
}

/* Port declaration with the VHDL type of its hw_port_type. */
static void put_port_decl(vctx *c, const hw_signal *s, bool last)
{
    hw_text_puts(&c->t, "    ");
    hw_text_put_name(&c->t, s->name, hw_signal_name_len(s));
    if (s->kind == HW_SIG_IN)
        hw_text_puts(&c->t, " : in ");
    else
        hw_text_puts(&c->t, " : out ");
    if (s->ptype == HW_PT_BIT) {
        hw_text_puts(&c->t, "std_logic");
    } else if (s->ptype == HW_PT_ARRAY) {
        hw_text_puts(&c->t, "data_array(");
        hw_text_put_u(&c->t, s->count - 1);
        hw_text_puts(&c->t, " downto 0)(");
        hw_text_put_u(&c->t, s->width - 1);
        hw_text_puts(&c->t, " downto 0)");
    } else
        put_vec_type(c, s->width);
    hw_text_puts(&c->t, last ? "\n" : ";\n");
}

/* Context clause, entity, architecture (declarations, then statements). */
static void put_module(vctx *c)
{
    const hw_module *m = c->m;
    size_t n = hw_module_n_signals(m), last_port = 0;
    bool arrays = false;
    /* read once: the appends' stores (through char pointers) would make every loop
     * read the module's array again per signal */
    const hw_signal *sigs = n ? hw_module_signal(m, 0) : NULL;
    for (size_t i = 0; i < n; i++) {
        const hw_signal *s = &sigs[i];
        if (s->kind == HW_SIG_IN || s->kind == HW_SIG_OUT) {
            last_port = i;
            arrays |= s->ptype == HW_PT_ARRAY;
        }
    }
    hw_text_puts(&c->t, "library ieee;\nuse ieee.std_logic_1164.all;\nuse ieee.numeric_std.all;\n");
    if (arrays)
        hw_text_puts(&c->t, "use work.types.all;\n");
    hw_text_puts(&c->t, "\nentity ");
    hw_print_module_name(&c->t, c->d, m);
    hw_text_puts(&c->t, " is\n  port (\n");
    for (size_t i = 0; i < n; i++) {
        const hw_signal *s = &sigs[i];
        if (s->kind == HW_SIG_IN || s->kind == HW_SIG_OUT)
            put_port_decl(c, s, i == last_port);
    }
    hw_text_puts(&c->t, "  );\nend entity;\n\narchitecture arch of ");
    hw_print_module_name(&c->t, c->d, m);
    hw_text_puts(&c->t, " is\n");
    for (size_t i = 0; i < n; i++) {
        const hw_signal *s = &sigs[i];
        if (s->kind == HW_SIG_WIRE || s->kind == HW_SIG_REG) {
            hw_text_puts(&c->t, "  signal ");
            hw_text_put_name(&c->t, s->name, hw_signal_name_len(s));
            hw_text_puts(&c->t, " : ");
            if (s->width == 1)
                hw_text_puts(&c->t, "std_logic");
            else
                put_vec_type(c, s->width);
            hw_text_puts(&c->t, ";\n");
        } else if (s->kind == HW_SIG_MEM) {
            hw_text_printf(&c->t, "  type %s_type is array (0 to %u) of ", s->name, s->count - 1);
            put_vec_type(c, s->width);
            hw_text_printf(&c->t, ";\n  signal %s : %s_type", s->name, s->name);
            put_mem_init(c, s);
            hw_text_puts(&c->t, ";\n");
        }
    }
    hw_text_puts(&c->t, "begin\n");
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
    hw_text_puts(&c->t, "end architecture;\n");
}

/* The whole design in one file: header comment, helpers, then the unit; where
 * the entity name was written goes to `marks` when it is not NULL. */
char *hs_emit_vhdl_marked(const hw_design *des, size_t *len, hw_marks *marks)
{
    vctx c = {.d = des};
    hw_text *t = &c.t;
    hw_text_init(t, hw_print_text_room(des));
    for (size_t i = 0; i < hw_design_n_comments(des); i++) {
        hw_text_puts(t, "-- ");
        hw_print_comment(t, des, i);
        hw_text_putc(t, '\n');
    }
    for (size_t i = 0; i < hw_design_n_modules(des); i++) {
        c.m = hw_design_module(des, i);
        if (hw_module_is_external(c.m))
            continue;
        hw_text_puts(t, "\n");
        put_module(&c);
    }
    if (marks)
        hw_text_take_marks(t, marks);
    return hw_text_take(t, len);
}

/* The text alone, for callers that never rename it. */
char *hs_emit_vhdl(const hw_design *des, size_t *len)
{
    return hs_emit_vhdl_marked(des, len, NULL);
}

/* The support package of array ports: an unconstrained array of vectors. */
const char *hs_vhdl_types_package(void)
{
    return "-- hsgen support package: array ports of handshake units.\n"
           "library ieee;\n"
           "use ieee.std_logic_1164.all;\n"
           "\n"
           "package types is\n"
           "  type data_array is array (natural range <>) of std_logic_vector;\n"
           "end package;\n";
}
