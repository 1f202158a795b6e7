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
    size_t ref; /* room one reference may take in this module (module_room) */
} vctx;

/* The text is written at a cursor (hw_text.h): each declaration and statement asks
 * for the room it can take at most, from these bounds. A reference is its name (at
 * most the module's longest), an element "(e)", a range "(hi downto lo)" and "(0)"
 * (32-bit numbers: at most 11 characters each), wrapped in "unsigned'(0 => ...)" at
 * most: the name and 64 bytes; 80 are counted. A constant of width w takes at most
 * w + 2 bytes ('0', x"..", "..."). */
#define REF_ROOM_PAST_NAME 80
#define DECL_ROOM_PAST_NAME 128 /* a port or signal declaration: the name, two numbers */

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
static char *put_raw(const vctx *c, char *w, hw_ref r)
{
    const hw_signal *s = sig(c, r);
    w = hw_at_name(w, s->name, hw_signal_name_len(s));
    if (s->ptype == HW_PT_ARRAY && r.elem >= 0) {
        *w++ = '(';
        w = hw_at_d(w, r.elem);
        *w++ = ')';
    }
    if (r.hi < 0 || (s->ptype == HW_PT_BIT && s->kind != HW_SIG_MEM))
        return w;
    *w++ = '(';
    w = hw_at_d(w, r.hi);
    if (r.hi != r.lo) {
        w = HW_AT_LIT(w, " downto ");
        w = hw_at_d(w, r.lo);
    }
    *w++ = ')';
    return w;
}

/* A value: std_logic when one bit wide, std_logic_vector otherwise. A whole signal
 * (the most frequent value) is written by put_val: its name, and "(0)" for a one-bit
 * vector (put_raw and is_vec1 say the same for it); any other here. */
__attribute__((noinline)) static char *put_val_part(const vctx *c, char *w, hw_ref r)
{
    w = put_raw(c, w, r);
    if (rw(c, r) == 1 && is_vec1(c, r))
        w = HW_AT_LIT(w, "(0)");
    return w;
}

/* put_val is inline: a whole signal takes no call (a third of a million values a
 * matrix pass); a selection goes to put_val_part. */
static inline char *put_val(const vctx *c, char *w, hw_ref r)
{
    if (r.hi < 0 && r.elem < 0) {
        const hw_signal *s = sig(c, r);
        w = hw_at_name(w, s->name, hw_signal_name_len(s));
        if (s->ptype == HW_PT_VEC && s->width == 1)
            w = HW_AT_LIT(w, "(0)");
        return w;
    }
    return put_val_part(c, w, r);
}

/* put_val where no room was asked for (the rare statements). */
static void put_val_t(vctx *c, hw_ref r)
{
    hw_text_done(&c->t, put_val(c, hw_text_room(&c->t, c->ref), r));
}

/* The value as numeric_std unsigned/signed, for arithmetic and indices. */
static char *put_num(const vctx *c, char *w, hw_ref r, bool is_signed)
{
    if (is_signed)
        w = HW_AT_LIT(w, "signed");
    else
        w = HW_AT_LIT(w, "unsigned");
    if (rw(c, r) == 1) {
        w = HW_AT_LIT(w, "'(0 => ");
        w = put_val(c, w, r);
        *w++ = ')';
        return w;
    }
    *w++ = '(';
    w = put_val(c, w, r);
    *w++ = ')';
    return w;
}

/* put_num where no room was asked for. */
static void put_num_t(vctx *c, hw_ref r, bool is_signed)
{
    hw_text_done(&c->t, put_num(c, hw_text_room(&c->t, c->ref), r, is_signed));
}

/* A constant of exact width: '0'/'1', x"..." when the width is a multiple of 4. */
static char *put_const(char *w, int64_t v, bool sext, uint32_t width)
{
    if (width == 1) {
        if (hw_const_bit(v, sext, 0))
            return HW_AT_LIT(w, "'1'");
        return HW_AT_LIT(w, "'0'");
    }
    if (width % 4 == 0) {
        w = HW_AT_LIT(w, "x\"");
        w = hw_at_const_hex(w, v, sext, width);
    } else {
        *w++ = '"';
        w = hw_at_const_bin(w, v, sext, width);
    }
    *w++ = '"';
    return w;
}

/* A memory's initial value: " := (0 => x"..", ..., others => (others => '0'))" (a
 * width-1 word is a one-bit vector: "1"). */
static void put_mem_init(vctx *c, const hw_signal *s, hw_sig_id id)
{
    const int64_t *init;
    uint32_t n_init = hw_module_mem_init(c->m, id, &init);
    if (!n_init)
        return;
    hw_text_puts(&c->t, " := (");
    for (uint32_t i = 0; i < n_init; i++) {
        char *w = hw_text_room(&c->t, (size_t)s->width + 32);
        w = hw_at_u(w, i);
        w = HW_AT_LIT(w, " => ");
        if (s->width == 1)
            w = hw_const_bit(init[i], true, 0) ? HW_AT_LIT(w, "\"1\"") : HW_AT_LIT(w, "\"0\"");
        else
            w = put_const(w, init[i], true, s->width);
        w = HW_AT_LIT(w, ", ");
        hw_text_done(&c->t, w);
    }
    hw_text_puts(&c->t, "others => (others => '0'))");
}

/* Zero of any width: '0' or (others => '0'). */
static char *put_zero(char *w, uint32_t width)
{
    if (width == 1)
        return HW_AT_LIT(w, "'0'");
    return HW_AT_LIT(w, "(others => '0')");
}

/* std_logic_vector(w-1 downto 0). */
static char *put_vec_type(char *w, uint32_t width)
{
    w = HW_AT_LIT(w, "std_logic_vector(");
    w = hw_at_u(w, width - 1);
    return HW_AT_LIT(w, " downto 0)");
}

/* A separator literal and its length, for put_list. */
#define SEP(s) (const char[8]){s}, sizeof(s) - 1 /* an 8-byte block (hw_at8) */

/* Operands from `from` on, joined by an operator. */
static char *put_list(const vctx *c, char *w, const hw_assign *a, uint32_t from, const char *sep,
                      size_t n)
{
    for (uint32_t i = from; i < a->n_args; i++) {
        if (i > from)
            w = hw_at8(w, sep, n);
        w = put_val(c, w, a->args[i]);
    }
    return w;
}

/* Width-1 comparisons are logic identities (signed: '1' means -1). */
static char *put_cmp1(const vctx *c, char *w, hw_cmp p, hw_ref a, hw_ref b)
{
    static const char *const fmt[] = {
        [HW_CMP_EQ] = "not (A xor B)", [HW_CMP_NE] = "A xor B",      [HW_CMP_SLT] = "A and not B",
        [HW_CMP_SLE] = "A or not B",   [HW_CMP_SGT] = "B and not A", [HW_CMP_SGE] = "B or not A",
        [HW_CMP_ULT] = "B and not A",  [HW_CMP_ULE] = "B or not A",  [HW_CMP_UGT] = "A and not B",
        [HW_CMP_UGE] = "A or not B",
    };
    for (const char *f = fmt[p]; *f; f++) {
        if (*f == 'A')
            w = put_val(c, w, a);
        else if (*f == 'B')
            w = put_val(c, w, b);
        else
            *w++ = *f;
    }
    return w;
}

/* " op " between two operands (op: one or two characters). */
static char *put_op(char *w, const char *op)
{
    *w++ = ' ';
    *w++ = op[0];
    if (op[1])
        *w++ = op[1];
    *w++ = ' ';
    return w;
}

/* Comparisons: '1' when ... else '0' on vectors, logic on single bits. */
static char *put_cmp(const vctx *c, char *w, const hw_assign *a)
{
    static const char *const op[] = {"=", "/=", "<", "<=", ">", ">=", "<", "<=", ">", ">="};
    hw_ref x = a->args[0], y = a->args[1];
    if (rw(c, x) == 1)
        return put_cmp1(c, w, (hw_cmp)a->pred, x, y);
    w = HW_AT_LIT(w, "'1' when ");
    if (a->pred <= HW_CMP_NE) {
        w = put_val(c, w, x);
        w = put_op(w, op[a->pred]);
        w = put_val(c, w, y);
    } else {
        bool s = a->pred <= HW_CMP_SGE;
        w = put_num(c, w, x, s);
        w = put_op(w, op[a->pred]);
        w = put_num(c, w, y, s);
    }
    return HW_AT_LIT(w, " else '0'");
}

/* Shifts: amounts of any width, result defined for amounts >= width (0 or sign
 * fill) by comparing before converting, so to_integer never overflows. */
static char *put_shift(const vctx *c, char *w, const hw_assign *a, uint32_t width)
{
    hw_ref x = a->args[0], b = a->args[1];
    uint32_t k = rw(c, b);
    hw_op op = (hw_op)a->op;
    if (width == 1) {
        if (op == HW_OP_SHRS) {
            w = put_val(c, w, x);
        } else if (k == 1) {
            w = put_val(c, w, x);
            w = HW_AT_LIT(w, " and not ");
            w = put_val(c, w, b);
        } else {
            w = put_val(c, w, x);
            w = HW_AT_LIT(w, " when ");
            w = put_num(c, w, b, false);
            w = HW_AT_LIT(w, " = 0 else '0'");
        }
        return w;
    }
    if (k == 1) { /* shift by one or nothing */
        if (op == HW_OP_SHL) {
            w = put_val(c, w, hw_bits(x, (int32_t)width - 2, 0));
            w = HW_AT_LIT(w, " & '0'");
        } else {
            if (op == HW_OP_SHRS)
                w = put_val(c, w, hw_bit(x, (int32_t)width - 1));
            else
                w = HW_AT_LIT(w, "'0'");
            w = HW_AT_LIT(w, " & ");
            w = put_val(c, w, hw_bits(x, (int32_t)width - 1, 1));
        }
        w = HW_AT_LIT(w, " when ");
        w = put_val(c, w, b);
        w = HW_AT_LIT(w, " = '1' else ");
        return put_val(c, w, x);
    }
    bool may_overflow = k >= 32 || ((1u << k) - 1u) >= width;
    hw_ref amt = b;
    if (may_overflow) {
        amt = hw_bits(b, (int32_t)hw_bits_for(width - 1) - 1, 0);
        if (op == HW_OP_SHRS) {
            w = HW_AT_LIT(w, "(others => ");
            w = put_val(c, w, hw_bit(x, (int32_t)width - 1));
            w = HW_AT_LIT(w, ")");
        } else {
            w = HW_AT_LIT(w, "(others => '0')");
        }
        w = HW_AT_LIT(w, " when ");
        w = put_num(c, w, b, false);
        w = HW_AT_LIT(w, " >= ");
        w = hw_at_u(w, width);
        w = HW_AT_LIT(w, " else ");
    }
    w = HW_AT_LIT(w, "std_logic_vector(");
    if (op == HW_OP_SHL)
        w = HW_AT_LIT(w, "shift_left");
    else
        w = HW_AT_LIT(w, "shift_right");
    *w++ = '(';
    w = put_num(c, w, x, op == HW_OP_SHRS);
    w = HW_AT_LIT(w, ", to_integer(");
    w = put_num(c, w, amt, false);
    return HW_AT_LIT(w, ")))");
}

/* in[index] with a when/else chain on exact-width index literals; 0 past the end. */
static char *put_muxn(const vctx *c, char *w, const hw_assign *a, uint32_t width)
{
    hw_ref idx = a->args[0];
    uint32_t k = rw(c, idx);
    for (uint32_t i = 1; i < a->n_args; i++) {
        uint64_t v = i - 1;
        if (k < 64 && (v >> k) != 0)
            break;
        w = put_val(c, w, a->args[i]);
        w = HW_AT_LIT(w, " when ");
        w = put_val(c, w, idx);
        w = HW_AT_LIT(w, " = ");
        w = put_const(w, (int64_t)v, false, k);
        w = HW_AT_LIT(w, " else ");
    }
    return put_zero(w, width);
}

/* Zero/sign extension (or truncation, which is a narrower reference). */
static char *put_ext(const vctx *c, char *w, const hw_assign *a, uint32_t width)
{
    hw_ref x = a->args[0];
    uint32_t s = rw(c, x);
    bool sx = a->op == HW_OP_SEXT;
    if (width <= s)
        return put_val(c, w, s == width ? x : hw_bits(x, (int32_t)width - 1, 0));
    if (s == 1) {
        if (sx) {
            w = HW_AT_LIT(w, "(others => ");
            w = put_val(c, w, x);
            *w++ = ')';
        } else {
            *w++ = '(';
            w = hw_at_u(w, width - 1);
            w = HW_AT_LIT(w, " downto 1 => '0', 0 => ");
            w = put_val(c, w, x);
            *w++ = ')';
        }
        return w;
    }
    w = HW_AT_LIT(w, "std_logic_vector(resize(");
    w = put_num(c, w, x, sx);
    w = HW_AT_LIT(w, ", ");
    w = hw_at_u(w, width);
    return HW_AT_LIT(w, "))");
}

/* add/sub/mul through numeric_std (mul keeps the low w bits). */
static char *put_arith(const vctx *c, char *w, const hw_assign *a, uint32_t width)
{
    if (width == 1) { /* modulo 2: add and sub are xor, mul is and */
        w = put_val(c, w, a->args[0]);
        if (a->op == HW_OP_MUL)
            w = HW_AT_LIT(w, " and ");
        else
            w = HW_AT_LIT(w, " xor ");
        return put_val(c, w, a->args[1]);
    }
    const char *op = a->op == HW_OP_ADD ? "+" : a->op == HW_OP_SUB ? "-" : "*";
    w = HW_AT_LIT(w, "std_logic_vector(");
    if (a->op == HW_OP_MUL)
        w = HW_AT_LIT(w, "resize(");
    w = put_num(c, w, a->args[0], false);
    w = put_op(w, op);
    w = put_num(c, w, a->args[1], false);
    if (a->op == HW_OP_MUL) {
        w = HW_AT_LIT(w, ", ");
        w = hw_at_u(w, width);
        *w++ = ')';
    }
    return HW_AT_LIT(w, ")");
}

/* The room an assign can take: per argument (and for the destination and an extra
 * one) two references, their operators and an index constant (a multiplexer's), plus
 * a constant of the destination's width and the statement's fixed words. */
static size_t assign_room(const vctx *c, const hw_assign *a, uint32_t width)
{
    size_t k = a->op == HW_OP_MUXN ? rw(c, a->args[0]) : 0;
    return 128 + (size_t)(a->n_args + 2) * (2 * c->ref + 32 + k) + width;
}

/* One concurrent statement per assign. */
static void put_assign(vctx *c, const hw_assign *a)
{
    uint32_t width = rw(c, a->dst);
    char *w = hw_text_room(&c->t, assign_room(c, a, width));
    w = HW_AT_LIT(w, "  ");
    w = put_val(c, w, a->dst);
    w = HW_AT_LIT(w, " <= ");
    switch ((hw_op)a->op) {
    case HW_OP_COPY:
        w = put_val(c, w, a->args[0]);
        break;
    case HW_OP_CONST:
        w = put_const(w, a->value, a->sext, width);
        break;
    case HW_OP_NOT:
        w = HW_AT_LIT(w, "not ");
        w = put_val(c, w, a->args[0]);
        break;
    case HW_OP_AND:
        w = put_list(c, w, a, 0, SEP(" and "));
        break;
    case HW_OP_OR:
        w = put_list(c, w, a, 0, SEP(" or "));
        break;
    case HW_OP_XOR:
        w = put_list(c, w, a, 0, SEP(" xor "));
        break;
    case HW_OP_ADD:
    case HW_OP_SUB:
    case HW_OP_MUL:
        w = put_arith(c, w, a, width);
        break;
    case HW_OP_SHL:
    case HW_OP_SHRU:
    case HW_OP_SHRS:
        w = put_shift(c, w, a, width);
        break;
    case HW_OP_CMP:
        w = put_cmp(c, w, a);
        break;
    case HW_OP_MUX2:
        w = put_val(c, w, a->args[1]);
        w = HW_AT_LIT(w, " when ");
        w = put_val(c, w, a->args[0]);
        w = HW_AT_LIT(w, " = '1' else ");
        w = put_val(c, w, a->args[2]);
        break;
    case HW_OP_MUXN:
        w = put_muxn(c, w, a, width);
        break;
    case HW_OP_CONCAT:
        w = put_list(c, w, a, 0, SEP(" & "));
        break;
    case HW_OP_ZEXT:
    case HW_OP_SEXT:
        w = put_ext(c, w, a, width);
        break;
    case HW_OP_REDOR:
    case HW_OP_REDAND:
        if (rw(c, a->args[0]) > 1) {
            if (a->op == HW_OP_REDOR)
                w = HW_AT_LIT(w, "or ");
            else
                w = HW_AT_LIT(w, "and ");
        }
        w = put_val(c, w, a->args[0]);
        break;
    case HW_OP_MEMREAD: {
        const hw_signal *mem = hw_module_signal(c->m, a->mem);
        w = hw_at_name(w, mem->name, hw_signal_name_len(mem));
        w = HW_AT_LIT(w, "(to_integer(");
        w = put_num(c, w, a->args[0], false);
        if (width == 1)
            w = HW_AT_LIT(w, "))(0)");
        else
            w = HW_AT_LIT(w, "))");
        break;
    }
    }
    w = HW_AT_LIT(w, ";\n");
    hw_text_done(&c->t, w);
}

/* One clocked process per register: synchronous reset first, then enable. */
static void put_reg(vctx *c, const hw_reg *r)
{
    const hw_signal *q = hw_module_signal(c->m, r->q);
    size_t nq = hw_signal_name_len(q);
    char *w = hw_text_room(&c->t, 256 + 4 * c->ref + q->width);
    w = HW_AT_LIT(w, "  process (clk)\n  begin\n    if rising_edge(clk) then\n"
                     "      if rst = '1' then\n        ");
    w = hw_at_name(w, q->name, nq);
    w = HW_AT_LIT(w, " <= ");
    w = put_const(w, r->reset, r->reset_sext, q->width);
    w = HW_AT_LIT(w, ";\n");
    if (r->en.sig != HW_NO_SIG) {
        w = HW_AT_LIT(w, "      elsif ");
        w = put_val(c, w, r->en);
        w = HW_AT_LIT(w, " = '1' then\n");
    } else {
        w = HW_AT_LIT(w, "      else\n");
    }
    w = HW_AT_LIT(w, "        ");
    w = hw_at_name(w, q->name, nq);
    w = HW_AT_LIT(w, " <= ");
    w = put_val(c, w, r->d);
    w = HW_AT_LIT(w, ";\n      end if;\n    end if;\n  end process;\n");
    hw_text_done(&c->t, w);
}

/* One clocked process per memory write port. */
static void put_memwrite(vctx *c, const hw_memwrite *mw)
{
    const hw_signal *mem = hw_module_signal(c->m, mw->mem);
    char *w = hw_text_room(&c->t, 256 + 4 * c->ref);
    w = HW_AT_LIT(w, "  process (clk)\n  begin\n    if rising_edge(clk) then\n      if ");
    w = put_val(c, w, mw->en);
    w = HW_AT_LIT(w, " = '1' then\n        ");
    w = hw_at_name(w, mem->name, hw_signal_name_len(mem));
    w = HW_AT_LIT(w, "(to_integer(");
    w = put_num(c, w, mw->addr, false);
    if (mem->width == 1)
        w = HW_AT_LIT(w, "))(0) <= ");
    else
        w = HW_AT_LIT(w, ")) <= ");
    w = put_val(c, w, mw->data);
    w = HW_AT_LIT(w, ";\n      end if;\n    end if;\n  end process;\n");
    hw_text_done(&c->t, w);
}

/* A simulation message: a report of severity note in a clocked process. Text goes in
 * string literals ("" for a quote), values through integer'image, the path through the
 * entity's 'path_name. */
static void put_display(vctx *c, const hw_display *s)
{
    hw_text_puts(&c->t, "  process (clk)\n  begin\n    if rising_edge(clk) then\n"
                        "      if rst = '0' and ");
    put_val_t(c, s->en);
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
            put_num_t(c, p->ref, false);
            hw_text_puts(&c->t, "))");
        } else {
            hw_print_module_name(&c->t, c->d, c->m);
            hw_text_puts(&c->t, "'path_name");
        }
    }
    hw_text_puts(&c->t, "\n          severity note;\n      end if;\n    end if;\n  end process;\n");
}

/* put_raw where no room was asked for. */
static void put_raw_t(vctx *c, hw_ref r)
{
    hw_text_done(&c->t, put_raw(c, hw_text_room(&c->t, c->ref), r));
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
        hw_ref ref = hw_conn_ref(c->m, cn);
        p = cm ? hw_find_port_near(cm, cn->port, p + 1) : HW_NO_SIG;
        const hw_signal *ps = p != HW_NO_SIG ? hw_module_signal(cm, p) : NULL;
        bool formal_vec1 = ps && ps->ptype == HW_PT_VEC && ps->width == 1;
        bool formal_bit = ps && ps->ptype == HW_PT_BIT;
        if (ps && ps->ptype == HW_PT_ARRAY && sig(c, ref)->ptype != HW_PT_ARRAY) {
            /* a flat actual of count*width bits meets an array formal element by element */
            for (uint32_t e = 0; e < ps->count; e++) {
                int32_t lo = (int32_t)(e * ps->width);
                hw_ref part = hw_bits(ref, lo + (int32_t)ps->width - 1, lo);
                hw_text_puts(&c->t, "      ");
                hw_text_puts(&c->t, cn->port);
                hw_text_putc(&c->t, '(');
                hw_text_put_u(&c->t, e);
                hw_text_puts(&c->t, ps->width == 1 ? ")(0) => " : ") => ");
                put_val_t(c, part);
                hw_text_puts(&c->t, e + 1 < ps->count ? ",\n" : "");
            }
            hw_text_puts(&c->t, k + 1 < in->n_conns ? ",\n" : "\n");
            continue;
        }
        hw_text_puts(&c->t, "      ");
        hw_text_puts(&c->t, cn->port);
        if (formal_vec1 && !is_vec1(c, ref)) {
            hw_text_puts(&c->t, "(0) => ");
            put_val_t(c, ref);
        } else {
            hw_text_puts(&c->t, " => ");
            if (formal_bit)
                put_val_t(c, ref);
            else
                put_raw_t(c, ref);
        }
        hw_text_puts(&c->t, k + 1 < in->n_conns ? ",\n" : "\n");
    }
    hw_text_puts(&c->t, "    );\n");
}

/* Port declaration with the VHDL type of its hw_port_type. */
static void put_port_decl(vctx *c, const hw_signal *s, bool last)
{
    size_t n = hw_signal_name_len(s);
    char *w = hw_text_room(&c->t, n + DECL_ROOM_PAST_NAME);
    w = HW_AT_LIT(w, "    ");
    w = hw_at_name(w, s->name, n);
    if (s->kind == HW_SIG_IN)
        w = HW_AT_LIT(w, " : in ");
    else
        w = HW_AT_LIT(w, " : out ");
    if (s->ptype == HW_PT_BIT) {
        w = HW_AT_LIT(w, "std_logic");
    } else if (s->ptype == HW_PT_ARRAY) {
        w = HW_AT_LIT(w, "data_array(");
        w = hw_at_u(w, s->count - 1);
        w = HW_AT_LIT(w, " downto 0)(");
        w = hw_at_u(w, s->width - 1);
        w = HW_AT_LIT(w, " downto 0)");
    } else
        w = put_vec_type(w, s->width);
    if (last)
        *w++ = '\n';
    else
        w = HW_AT_LIT(w, ";\n");
    hw_text_done(&c->t, w);
}

/* A wire's or register's declaration. */
static void put_signal_decl(vctx *c, const hw_signal *s)
{
    size_t n = hw_signal_name_len(s);
    char *w = hw_text_room(&c->t, n + DECL_ROOM_PAST_NAME);
    w = HW_AT_LIT(w, "  signal ");
    w = hw_at_name(w, s->name, n);
    w = HW_AT_LIT(w, " : ");
    if (s->width == 1)
        w = HW_AT_LIT(w, "std_logic");
    else
        w = put_vec_type(w, s->width);
    w = HW_AT_LIT(w, ";\n");
    hw_text_done(&c->t, w);
}

/* std_logic_vector(w-1 downto 0) where no room was asked for. */
static void put_vec_type_t(vctx *c, uint32_t width)
{
    hw_text_done(&c->t, put_vec_type(hw_text_room(&c->t, 64), width));
}

/* Context clause, entity, architecture (declarations, then statements). */
static void put_module(vctx *c)
{
    const hw_module *m = c->m;
    size_t n = hw_module_n_signals(m), last_port = hw_module_last_port(m);
    bool arrays = hw_module_has_array_port(m);
    /* read once: the appends' stores (through char pointers) would make every loop
     * read the module's array again per signal */
    const hw_signal *sigs = n ? hw_module_signal(m, 0) : NULL;
    c->ref = hw_module_longest_name(m) + REF_ROOM_PAST_NAME;
    hw_text_puts(&c->t, "library ieee;\nuse ieee.std_logic_1164.all;\nuse ieee.numeric_std.all;\n");
    if (arrays)
        hw_text_puts(&c->t, "use work.types.all;\n");
    hw_text_puts(&c->t, "\nentity ");
    hw_print_module_name(&c->t, c->d, m);
    hw_text_puts(&c->t, " is\n  port (\n");
    /* up to the last port only (a top level declares its many wires after its ports) */
    for (size_t i = 0; i < n && i <= last_port; i++) {
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
            put_signal_decl(c, s);
        } else if (s->kind == HW_SIG_MEM) {
            hw_text_printf(&c->t, "  type %s_type is array (0 to %u) of ", s->name, s->count - 1);
            put_vec_type_t(c, s->width);
            hw_text_printf(&c->t, ";\n  signal %s : %s_type", s->name, s->name);
            put_mem_init(c, s, (hw_sig_id)i);
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
