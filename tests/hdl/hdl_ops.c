/* Printer semantics test: builds combinational modules that use every hw_op at
 * several widths (1, 2, 7, 8, 33, 64) and shift-amount widths (1, 3, 40), computes
 * the expected outputs of random vectors with a C model of the IR (hw.h), and
 * writes a self-checking testbench per module in both HDLs:
 *   hdl_ops OUTDIR -> OUTDIR/vhdl/{ops_*.vhd, tb_ops_*.vhd}, OUTDIR/verilog/...,
 *                     OUTDIR/tops.txt (testbench names)
 * A testbench prints "FAIL ..." per mismatch and "DONE" at the end.
 * The seq_w* modules add registers (enable, reset), a memory, array ports and an
 * instance whose one-bit ports meet std_logic and one-bit-vector actuals. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hs_gen.h"
#include "hw.h"

typedef unsigned __int128 u128;

#define MAX_OUT 48
#define N_VEC 48

typedef enum {
    M_ADD,
    M_SUB,
    M_MUL,
    M_AND3,
    M_OR,
    M_XOR,
    M_NOT,
    M_SHL,
    M_SHRU,
    M_SHRS,
    M_CMP,
    M_MUX2,
    M_MUXN,
    M_CONCAT,
    M_ZEXT,
    M_SEXT,
    M_TRUNC,
    M_REDOR,
    M_REDAND,
    M_CONST,
    M_MSB,
    M_SLICE,
    M_SEXT_BIT,
    M_ZEXT_BIT
} model;

typedef struct {
    const char *name;
    model m;
    int pred;
    uint32_t w;
    int64_t value;
    bool sext;
} out_def;

typedef struct {
    uint32_t W, K;
    int n_out;
    out_def out[MAX_OUT];
} opsmod;

/* All ones on the low w bits. */
static u128 mask(uint32_t w)
{
    return w >= 128 ? ~(u128)0 : (((u128)1 << w) - 1);
}

/* v as a signed w-bit value. */
static __int128 sx(u128 v, uint32_t w)
{
    v &= mask(w);
    if (w < 128 && ((v >> (w - 1)) & 1))
        v |= ~mask(w);
    return (__int128)v;
}

/* hw_cmp predicates in C. */
static int cmp_model(int p, u128 a, u128 b, uint32_t w)
{
    __int128 x = sx(a, w), y = sx(b, w);
    switch (p) {
    case HW_CMP_EQ:
        return a == b;
    case HW_CMP_NE:
        return a != b;
    case HW_CMP_SLT:
        return x < y;
    case HW_CMP_SLE:
        return x <= y;
    case HW_CMP_SGT:
        return x > y;
    case HW_CMP_SGE:
        return x >= y;
    case HW_CMP_ULT:
        return a < b;
    case HW_CMP_ULE:
        return a <= b;
    case HW_CMP_UGT:
        return a > b;
    default:
        return a >= b;
    }
}

/* The IR semantics (hw.h) in C. */
static u128 eval(const opsmod *om, const out_def *o, u128 a, u128 b, u128 c, u128 s, int sel,
                 int idx)
{
    uint32_t W = om->W;
    u128 m = mask(W), r = 0;
    switch (o->m) {
    case M_ADD:
        r = a + b;
        break;
    case M_SUB:
        r = a - b;
        break;
    case M_MUL:
        r = a * b;
        break;
    case M_AND3:
        r = a & b & c;
        break;
    case M_OR:
        r = a | b;
        break;
    case M_XOR:
        r = a ^ b;
        break;
    case M_NOT:
        r = ~a;
        break;
    case M_SHL:
        r = s >= W ? 0 : a << s;
        break;
    case M_SHRU:
        r = s >= W ? 0 : a >> s;
        break;
    case M_SHRS:
        r = (u128)(sx(a, W) >> (s >= W ? W - 1 : s));
        break;
    case M_CMP:
        return (u128)cmp_model(o->pred, a, b, W);
    case M_MUX2:
        r = sel ? a : b;
        break;
    case M_MUXN:
        r = idx == 0 ? a : idx == 1 ? b : idx == 2 ? c : 0;
        break;
    case M_CONCAT:
        return (a << (W + 1)) | ((u128)sel << W) | b;
    case M_ZEXT:
        return a;
    case M_SEXT:
        return (u128)sx(a, W) & mask(o->w);
    case M_TRUNC:
        return a & mask(o->w);
    case M_REDOR:
        return a != 0;
    case M_REDAND:
        return a == m;
    case M_CONST: {
        u128 v = (u128)(__int128)o->value;
        if (!o->sext)
            v = (u128)(uint64_t)o->value;
        return v & mask(o->w);
    }
    case M_MSB:
        return (a >> (W - 1)) & 1;
    case M_SLICE:
        return a >> 1;
    case M_SEXT_BIT:
        return (a & 1) ? mask(o->w) : 0;
    case M_ZEXT_BIT:
        return a & 1;
    }
    return r & m;
}

/* Adds one output to the plan. */
static void add_out(opsmod *om, const char *name, model m, uint32_t w)
{
    out_def *o = &om->out[om->n_out++];
    *o = (out_def){.name = name, .m = m, .w = w};
}

static const char *const cmp_names[] = {"cmp_eq",  "cmp_ne",  "cmp_slt", "cmp_sle", "cmp_sgt",
                                        "cmp_sge", "cmp_ult", "cmp_ule", "cmp_ugt", "cmp_uge"};

/* The outputs a module of data width W has, with their widths. */
static void plan(opsmod *om)
{
    uint32_t W = om->W;
    om->n_out = 0;
    add_out(om, "o_add", M_ADD, W);
    add_out(om, "o_sub", M_SUB, W);
    add_out(om, "o_mul", M_MUL, W);
    add_out(om, "o_and3", M_AND3, W);
    add_out(om, "o_or", M_OR, W);
    add_out(om, "o_xor", M_XOR, W);
    add_out(om, "o_not", M_NOT, W);
    add_out(om, "o_shl", M_SHL, W);
    add_out(om, "o_shru", M_SHRU, W);
    add_out(om, "o_shrs", M_SHRS, W);
    for (int p = 0; p < 10; p++) {
        add_out(om, cmp_names[p], M_CMP, 1);
        om->out[om->n_out - 1].pred = p;
    }
    add_out(om, "o_mux2", M_MUX2, W);
    add_out(om, "o_muxn", M_MUXN, W);
    if (2 * W + 1 <= 128)
        add_out(om, "o_concat", M_CONCAT, 2 * W + 1);
    add_out(om, "o_zext", M_ZEXT, W + 5);
    add_out(om, "o_sext", M_SEXT, W + 5);
    if (W >= 2)
        add_out(om, "o_trunc", M_TRUNC, W - 1);
    add_out(om, "o_redor", M_REDOR, 1);
    add_out(om, "o_redand", M_REDAND, 1);
    add_out(om, "o_const_s", M_CONST, W + 60 > 128 ? 128 : W + 60);
    om->out[om->n_out - 1].value = -5;
    om->out[om->n_out - 1].sext = true;
    add_out(om, "o_const_z", M_CONST, W + 60 > 128 ? 128 : W + 60);
    om->out[om->n_out - 1].value = -0x123456789abcLL;
    add_out(om, "o_const_w", M_CONST, W);
    om->out[om->n_out - 1].value = 0x5a5a5a5a5a5a5a5aLL;
    add_out(om, "o_msb", M_MSB, 1);
    if (W >= 2)
        add_out(om, "o_slice", M_SLICE, W - 1);
    add_out(om, "o_sext_bit", M_SEXT_BIT, W);
    add_out(om, "o_zext_bit", M_ZEXT_BIT, W);
}

/* Builds the module: every output through the IR (some through temporaries). */
static void build(hw_design *des, const opsmod *om, const char *name)
{
    hw_module *m = hw_module_new(des, name);
    uint32_t W = om->W;
    hw_ref a = hw_r(hw_port(m, "a", HW_SIG_IN, HW_PT_VEC, W, 0));
    hw_ref b = hw_r(hw_port(m, "b", HW_SIG_IN, HW_PT_VEC, W, 0));
    hw_ref c = hw_r(hw_port(m, "c", HW_SIG_IN, HW_PT_VEC, W, 0));
    hw_ref s = hw_r(hw_port(m, "s", HW_SIG_IN, HW_PT_VEC, om->K, 0));
    hw_ref sel = hw_r(hw_port(m, "sel", HW_SIG_IN, HW_PT_BIT, 1, 0));
    hw_ref idx = hw_r(hw_port(m, "idx", HW_SIG_IN, HW_PT_VEC, 2, 0));
    for (int i = 0; i < om->n_out; i++) {
        const out_def *o = &om->out[i];
        /* one-bit outputs alternate between std_logic and one-bit vector ports */
        hw_port_type pt = o->w == 1 && (i & 1) ? HW_PT_BIT : HW_PT_VEC;
        hw_ref y = hw_r(hw_port(m, o->name, HW_SIG_OUT, pt, o->w, 0));
        hw_ref args[4];
        switch (o->m) {
        case M_ADD:
            args[0] = a, args[1] = b;
            hw_assign_op(m, y, HW_OP_ADD, 2, args);
            break;
        case M_SUB:
            args[0] = a, args[1] = b;
            hw_assign_op(m, y, HW_OP_SUB, 2, args);
            break;
        case M_MUL:
            args[0] = a, args[1] = b;
            hw_copy(m, y, hw_e_op(m, "mul", HW_OP_MUL, W, 2, args));
            break;
        case M_AND3:
            args[0] = a, args[1] = b, args[2] = c;
            hw_assign_op(m, y, HW_OP_AND, 3, args);
            break;
        case M_OR:
            hw_copy(m, y, hw_e_or2(m, a, b));
            break;
        case M_XOR:
            args[0] = a, args[1] = b;
            hw_assign_op(m, y, HW_OP_XOR, 2, args);
            break;
        case M_NOT:
            hw_copy(m, y, hw_e_not(m, a));
            break;
        case M_SHL:
            args[0] = a, args[1] = s;
            hw_assign_op(m, y, HW_OP_SHL, 2, args);
            break;
        case M_SHRU:
            args[0] = a, args[1] = s;
            hw_assign_op(m, y, HW_OP_SHRU, 2, args);
            break;
        case M_SHRS:
            args[0] = a, args[1] = s;
            hw_assign_op(m, y, HW_OP_SHRS, 2, args);
            break;
        case M_CMP:
            if (i & 1)
                hw_copy(m, y, hw_e_cmp(m, (hw_cmp)o->pred, a, b));
            else
                hw_cmp_op(m, y, (hw_cmp)o->pred, a, b);
            break;
        case M_MUX2:
            hw_copy(m, y, hw_e_mux2(m, sel, a, b));
            break;
        case M_MUXN:
            args[0] = idx, args[1] = a, args[2] = b, args[3] = c;
            hw_assign_op(m, y, HW_OP_MUXN, 4, args);
            break;
        case M_CONCAT:
            args[0] = a, args[1] = sel, args[2] = b;
            hw_assign_op(m, y, HW_OP_CONCAT, 3, args);
            break;
        case M_ZEXT:
            hw_assign_op(m, y, HW_OP_ZEXT, 1, &a);
            break;
        case M_SEXT:
            hw_assign_op(m, y, HW_OP_SEXT, 1, &a);
            break;
        case M_TRUNC:
            hw_assign_op(m, y, HW_OP_ZEXT, 1, &a);
            break;
        case M_REDOR:
            hw_assign_op(m, y, HW_OP_REDOR, 1, &a);
            break;
        case M_REDAND:
            hw_assign_op(m, y, HW_OP_REDAND, 1, &a);
            break;
        case M_CONST:
            hw_const(m, y, o->value, o->sext);
            break;
        case M_MSB:
            hw_copy(m, y, hw_bit(a, (int32_t)W - 1));
            break;
        case M_SLICE:
            hw_copy(m, y, hw_bits(a, (int32_t)W - 1, 1));
            break;
        case M_SEXT_BIT:
            args[0] = hw_bit(a, 0);
            hw_assign_op(m, y, HW_OP_SEXT, 1, args);
            break;
        case M_ZEXT_BIT:
            args[0] = hw_bit(a, 0);
            hw_assign_op(m, y, HW_OP_ZEXT, 1, args);
            break;
        }
    }
}

/* Writes v as w binary digits, MSB first. */
static void bits(FILE *f, u128 v, uint32_t w)
{
    for (uint32_t i = w; i-- > 0;)
        fputc((int)((v >> i) & 1) ? '1' : '0', f);
}

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;

/* xorshift64: reproducible vectors without libc rand. */
static uint64_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

typedef struct {
    u128 a, b, c, s;
    int sel, idx;
} vec;

/* Random vectors with equal operands, all-ones values and in-range shifts mixed in. */
static void make_vectors(const opsmod *om, vec *v)
{
    for (int i = 0; i < N_VEC; i++) {
        u128 m = mask(om->W);
        v[i].a = (((u128)rnd() << 64) | rnd()) & m;
        v[i].b = (((u128)rnd() << 64) | rnd()) & m;
        v[i].c = rnd() & m;
        if (i % 5 == 0)
            v[i].b = v[i].a; /* equal operands for the comparisons */
        if (i % 7 == 1)
            v[i].a = m; /* all ones for the reductions */
        u128 sm = mask(om->K);
        v[i].s = (i % 3 ? rnd() % (om->W + 2) : rnd()) & sm;
        v[i].sel = (int)(rnd() & 1);
        v[i].idx = (int)(rnd() & 3);
    }
}

/* Self-checking VHDL testbench: apply, wait, assert every output. */
static void tb_vhdl(FILE *f, const opsmod *om, const char *name, const vec *v)
{
    fprintf(f,
            "library ieee;\nuse ieee.std_logic_1164.all;\n\nentity tb_%s is\nend entity;\n\n"
            "architecture sim of tb_%s is\n",
            name, name);
    fprintf(f, "  signal a, b, c : std_logic_vector(%u downto 0);\n", om->W - 1);
    fprintf(f, "  signal s : std_logic_vector(%u downto 0);\n", om->K - 1);
    fprintf(f, "  signal sel : std_logic;\n  signal idx : std_logic_vector(1 downto 0);\n");
    for (int i = 0; i < om->n_out; i++) {
        if (om->out[i].w == 1 && (i & 1))
            fprintf(f, "  signal %s : std_logic;\n", om->out[i].name);
        else
            fprintf(f, "  signal %s : std_logic_vector(%u downto 0);\n", om->out[i].name,
                    om->out[i].w - 1);
    }
    fprintf(f,
            "begin\n  dut : entity work.%s port map (a => a, b => b, c => c, s => s, "
            "sel => sel, idx => idx",
            name);
    for (int i = 0; i < om->n_out; i++)
        fprintf(f, ", %s => %s", om->out[i].name, om->out[i].name);
    fprintf(f, ");\n  process\n  begin\n");
    for (int k = 0; k < N_VEC; k++) {
        fprintf(f, "    a <= \"");
        bits(f, v[k].a, om->W);
        fprintf(f, "\"; b <= \"");
        bits(f, v[k].b, om->W);
        fprintf(f, "\"; c <= \"");
        bits(f, v[k].c, om->W);
        fprintf(f, "\"; s <= \"");
        bits(f, v[k].s, om->K);
        fprintf(f, "\"; sel <= '%d'; idx <= \"", v[k].sel);
        bits(f, (u128)v[k].idx, 2);
        fprintf(f, "\";\n    wait for 1 ns;\n");
        for (int i = 0; i < om->n_out; i++) {
            const out_def *o = &om->out[i];
            u128 e = eval(om, o, v[k].a, v[k].b, v[k].c, v[k].s, v[k].sel, v[k].idx);
            bool bit = o->w == 1 && (i & 1);
            fprintf(f, "    assert %s = %s", o->name, bit ? "'" : "\"");
            bits(f, e, o->w);
            fprintf(f, "%s report \"FAIL %s vector %d %s\" severity error;\n", bit ? "'" : "\"",
                    name, k, o->name);
        }
    }
    fprintf(f, "    report \"DONE\";\n    wait;\n  end process;\nend architecture;\n");
}

/* The same testbench in Verilog (!== catches X). */
static void tb_verilog(FILE *f, const opsmod *om, const char *name, const vec *v)
{
    fprintf(f, "`timescale 1ns / 1ps\nmodule tb_%s;\n", name);
    fprintf(f, "  reg [%u:0] a, b, c;\n  reg [%u:0] s;\n  reg sel;\n  reg [1:0] idx;\n", om->W - 1,
            om->K - 1);
    for (int i = 0; i < om->n_out; i++)
        fprintf(f, "  wire [%u:0] %s;\n", om->out[i].w - 1, om->out[i].name);
    fprintf(f, "  %s dut (.a(a), .b(b), .c(c), .s(s), .sel(sel), .idx(idx)", name);
    for (int i = 0; i < om->n_out; i++)
        fprintf(f, ", .%s(%s)", om->out[i].name, om->out[i].name);
    fprintf(f, ");\n  initial begin\n");
    for (int k = 0; k < N_VEC; k++) {
        fprintf(f, "    a = %u'b", om->W);
        bits(f, v[k].a, om->W);
        fprintf(f, "; b = %u'b", om->W);
        bits(f, v[k].b, om->W);
        fprintf(f, "; c = %u'b", om->W);
        bits(f, v[k].c, om->W);
        fprintf(f, "; s = %u'b", om->K);
        bits(f, v[k].s, om->K);
        fprintf(f, "; sel = 1'b%d; idx = 2'd%d;\n    #1;\n", v[k].sel, v[k].idx);
        for (int i = 0; i < om->n_out; i++) {
            const out_def *o = &om->out[i];
            u128 e = eval(om, o, v[k].a, v[k].b, v[k].c, v[k].s, v[k].sel, v[k].idx);
            fprintf(f, "    if (%s !== %u'b", o->name, o->w);
            bits(f, e, o->w);
            fprintf(f, ") $display(\"FAIL %s vector %d %s\");\n", name, k, o->name);
        }
    }
    fprintf(f, "    $display(\"DONE\");\n    $finish;\n  end\nendmodule\n");
}

/* Writes one text file into dir. */
static int write_text(const char *dir, const char *file, const char *text, size_t len)
{
    char path[4096 + 256];
    snprintf(path, sizeof(path), "%s/%s", dir, file);
    FILE *f = fopen(path, "w");
    if (!f || fwrite(text, 1, len, f) != len) {
        fprintf(stderr, "hdl_ops: cannot write %s\n", path);
        return -1;
    }
    return fclose(f);
}

/* ---- Sequential part: registers, memories, array ports, instances ---- */

#define N_CYC 40

typedef struct {
    u128 x[3], d;
    int xv, en, we, wa, ra, rst;
} cyc_in;

typedef struct {
    u128 y[3], q, mr, h;
    int q1, hb, h1, mr_def, q_def;
} cyc_out;

/* Helper "<name>_helper": o = s ? ~i : i, ob = b, o1 = b xor s. */
static void build_seq(hw_design *des, uint32_t W, const char *name)
{
    char hname[80];
    snprintf(hname, sizeof(hname), "%s_helper", name);
    hw_module *h = hw_module_new(des, hname);
    hw_ref hi = hw_r(hw_port(h, "i", HW_SIG_IN, HW_PT_VEC, W, 0));
    hw_ref hs = hw_r(hw_port(h, "s", HW_SIG_IN, HW_PT_VEC, 1, 0));
    hw_ref hb = hw_r(hw_port(h, "b", HW_SIG_IN, HW_PT_BIT, 1, 0));
    hw_ref ho = hw_r(hw_port(h, "o", HW_SIG_OUT, HW_PT_VEC, W, 0));
    hw_ref hob = hw_r(hw_port(h, "ob", HW_SIG_OUT, HW_PT_BIT, 1, 0));
    hw_ref ho1 = hw_r(hw_port(h, "o1", HW_SIG_OUT, HW_PT_VEC, 1, 0));
    hw_ref args[3] = {hs, hw_e_not(h, hi), hi};
    hw_assign_op(h, ho, HW_OP_MUX2, 3, args);
    hw_copy(h, hob, hb);
    args[0] = hb, args[1] = hs;
    hw_assign_op(h, ho1, HW_OP_XOR, 2, args);

    hw_module *m = hw_module_new(des, name);
    hw_add_clock_reset(m, NULL, NULL);
    hw_sig_id x = hw_port(m, "x", HW_SIG_IN, HW_PT_ARRAY, W, 3);
    hw_ref xv = hw_r(hw_port(m, "xv", HW_SIG_IN, HW_PT_VEC, 3, 0));
    hw_ref d = hw_r(hw_port(m, "d", HW_SIG_IN, HW_PT_VEC, W, 0));
    hw_ref en = hw_r(hw_port(m, "en", HW_SIG_IN, HW_PT_BIT, 1, 0));
    hw_ref we = hw_r(hw_port(m, "we", HW_SIG_IN, HW_PT_BIT, 1, 0));
    hw_ref wa = hw_r(hw_port(m, "wa", HW_SIG_IN, HW_PT_VEC, 2, 0));
    hw_ref ra = hw_r(hw_port(m, "ra", HW_SIG_IN, HW_PT_VEC, 2, 0));
    hw_sig_id y = hw_port(m, "y", HW_SIG_OUT, HW_PT_ARRAY, W, 3);
    hw_ref q = hw_r(hw_port(m, "q", HW_SIG_OUT, HW_PT_VEC, W, 0));
    hw_ref q1 = hw_r(hw_port(m, "q1", HW_SIG_OUT, HW_PT_VEC, 1, 0));
    hw_ref mr = hw_r(hw_port(m, "mr", HW_SIG_OUT, HW_PT_VEC, W, 0));
    hw_ref ho_p = hw_r(hw_port(m, "h", HW_SIG_OUT, HW_PT_VEC, W, 0));
    hw_ref hb_p = hw_r(hw_port(m, "hb", HW_SIG_OUT, HW_PT_VEC, 1, 0));
    hw_ref h1_p = hw_r(hw_port(m, "h1", HW_SIG_OUT, HW_PT_BIT, 1, 0));
    for (int i = 0; i < 3; i++)
        hw_copy(m, hw_elem(y, i), hw_elem(x, 2 - i));
    hw_sig_id r = hw_reg_sig(m, "r", W), r1 = hw_reg_sig(m, "r1", 1);
    hw_register(m, r, d, en, 5);
    hw_register(m, r1, hw_bit(xv, 1), hw_r(HW_NO_SIG), 0);
    hw_copy(m, q, hw_r(r));
    hw_copy(m, q1, hw_r(r1));
    hw_sig_id mem = hw_mem(m, "mem", W, 4);
    hw_memwrite_stmt(m, mem, we, wa, d);
    hw_memread(m, mr, mem, ra);
    hw_ref tb = hw_r(hw_wire(m, "hb_w", 1));
    hw_inst *in = hw_instance(m, "u_helper", hname);
    hw_connect(m, in, "i", hw_elem(x, 1));
    hw_connect(m, in, "s", hw_bit(xv, 0));
    hw_connect(m, in, "b", en);
    hw_connect(m, in, "o", ho_p);
    hw_connect(m, in, "ob", tb);
    hw_connect(m, in, "o1", h1_p);
    hw_copy(m, hb_p, tb);
}

/* The sequential module in C, cycle by cycle (outputs before the edge). */
static void seq_model(uint32_t W, const cyc_in *in, cyc_out *out)
{
    u128 r = 0, mem[4] = {0};
    int r1 = 0, r_def = 0, mdef[4] = {0};
    u128 m = mask(W);
    for (int k = 0; k < N_CYC; k++) {
        const cyc_in *c = &in[k];
        cyc_out *o = &out[k];
        for (int i = 0; i < 3; i++)
            o->y[i] = c->x[2 - i];
        o->q = r;
        o->q1 = r1;
        o->q_def = r_def;
        o->mr = mem[c->ra];
        o->mr_def = mdef[c->ra];
        int s = c->xv & 1;
        o->h = (s ? ~c->x[1] : c->x[1]) & m;
        o->hb = c->en;
        o->h1 = c->en ^ s;
        /* rising edge */
        if (c->rst) {
            r = 5 & m;
            r1 = 0;
            r_def = 1;
        } else {
            if (c->en)
                r = c->d;
            r1 = (c->xv >> 1) & 1;
        }
        if (c->we) {
            mem[c->wa] = c->d;
            mdef[c->wa] = 1;
        }
    }
}

/* Random inputs per cycle with resets at cycles 0, 1 and 20. */
static void seq_inputs(uint32_t W, cyc_in *in)
{
    for (int k = 0; k < N_CYC; k++) {
        cyc_in *c = &in[k];
        for (int i = 0; i < 3; i++)
            c->x[i] = (((u128)rnd() << 64) | rnd()) & mask(W);
        c->d = (((u128)rnd() << 64) | rnd()) & mask(W);
        c->xv = (int)(rnd() & 7);
        c->en = (int)(rnd() & 1);
        c->we = (int)(rnd() & 1);
        c->wa = (int)(rnd() & 3);
        c->ra = (int)(rnd() & 3);
        c->rst = k < 2 || k == 20;
    }
}

#define VB(f, v, w) (fputc('"', f), bits(f, v, w), fputc('"', f))

/* Clocked self-checking VHDL testbench of the sequential module. */
static void tb_seq_vhdl(FILE *f, uint32_t W, const char *name, const cyc_in *in, const cyc_out *out)
{
    fprintf(f,
            "library ieee;\nuse ieee.std_logic_1164.all;\nuse work.types.all;\n\n"
            "entity tb_%s is\nend entity;\n\narchitecture sim of tb_%s is\n"
            "  signal clk, rst, en, we, hb_dummy, h1 : std_logic := '0';\n"
            "  signal x, y : data_array(2 downto 0)(%u downto 0);\n"
            "  signal xv : std_logic_vector(2 downto 0);\n"
            "  signal d, q, mr, h : std_logic_vector(%u downto 0);\n"
            "  signal wa, ra : std_logic_vector(1 downto 0);\n"
            "  signal q1, hb : std_logic_vector(0 downto 0);\n"
            "begin\n  dut : entity work.%s port map (clk => clk, rst => rst, x => x, "
            "xv => xv, d => d, en => en, we => we, wa => wa, ra => ra, y => y, q => q, "
            "q1 => q1, mr => mr, h => h, hb => hb, h1 => h1);\n  process\n  begin\n",
            name, name, W - 1, W - 1, name);
    for (int k = 0; k < N_CYC; k++) {
        const cyc_in *c = &in[k];
        const cyc_out *o = &out[k];
        for (int i = 0; i < 3; i++) {
            fprintf(f, "    x(%d) <= ", i);
            VB(f, c->x[i], W);
            fprintf(f, ";\n");
        }
        fprintf(f, "    xv <= ");
        VB(f, (u128)c->xv, 3);
        fprintf(f, "; d <= ");
        VB(f, c->d, W);
        fprintf(f, "; en <= '%d'; we <= '%d'; rst <= '%d'; wa <= ", c->en, c->we, c->rst);
        VB(f, (u128)c->wa, 2);
        fprintf(f, "; ra <= ");
        VB(f, (u128)c->ra, 2);
        fprintf(f, ";\n    wait for 1 ns;\n");
        for (int i = 0; i < 3; i++) {
            fprintf(f, "    assert y(%d) = ", i);
            VB(f, o->y[i], W);
            fprintf(f, " report \"FAIL %s cycle %d y\" severity error;\n", name, k);
        }
        if (o->q_def) {
            fprintf(f, "    assert q = ");
            VB(f, o->q, W);
            fprintf(f, " and q1 = \"%d\" report \"FAIL %s cycle %d q\" severity error;\n", o->q1,
                    name, k);
        }
        if (o->mr_def) {
            fprintf(f, "    assert mr = ");
            VB(f, o->mr, W);
            fprintf(f, " report \"FAIL %s cycle %d mr\" severity error;\n", name, k);
        }
        fprintf(f, "    assert h = ");
        VB(f, o->h, W);
        fprintf(f,
                " and hb = \"%d\" and h1 = '%d' report \"FAIL %s cycle %d helper\" "
                "severity error;\n",
                o->hb, o->h1, name, k);
        fprintf(f, "    clk <= '1';\n    wait for 5 ns;\n    clk <= '0';\n    wait for 4 ns;\n");
    }
    fprintf(f, "    report \"DONE\";\n    wait;\n  end process;\nend architecture;\n");
}

#define GB(f, v, w) (fprintf(f, "%u'b", (unsigned)(w)), bits(f, v, w))

/* The same clocked testbench in Verilog. */
static void tb_seq_verilog(FILE *f, uint32_t W, const char *name, const cyc_in *in,
                           const cyc_out *out)
{
    fprintf(f,
            "`timescale 1ns / 1ps\nmodule tb_%s;\n  reg clk = 1'b0, rst, en, we;\n"
            "  reg [%u:0] x;\n  wire [%u:0] y;\n  reg [2:0] xv;\n  reg [%u:0] d;\n"
            "  wire [%u:0] q, mr, h;\n  reg [1:0] wa, ra;\n  wire q1, hb, h1;\n"
            "  %s dut (.clk(clk), .rst(rst), .x(x), .xv(xv), .d(d), .en(en), .we(we), "
            ".wa(wa), .ra(ra), .y(y), .q(q), .q1(q1), .mr(mr), .h(h), .hb(hb), .h1(h1));\n"
            "  initial begin\n",
            name, 3 * W - 1, 3 * W - 1, W - 1, W - 1, name);
    for (int k = 0; k < N_CYC; k++) {
        const cyc_in *c = &in[k];
        const cyc_out *o = &out[k];
        fprintf(f, "    x = {");
        for (int i = 2; i >= 0; i--) {
            GB(f, c->x[i], W);
            fprintf(f, i ? ", " : "};\n");
        }
        fprintf(f, "    xv = 3'd%d; d = ", c->xv);
        GB(f, c->d, W);
        fprintf(f, "; en = %d; we = %d; rst = %d; wa = 2'd%d; ra = 2'd%d;\n    #1;\n", c->en, c->we,
                c->rst, c->wa, c->ra);
        fprintf(f, "    if (y !== {");
        for (int i = 2; i >= 0; i--) {
            GB(f, o->y[i], W);
            fprintf(f, i ? ", " : "}) $display(\"FAIL %s cycle %d y\");\n", name, k);
        }
        if (o->q_def) {
            fprintf(f, "    if (q !== ");
            GB(f, o->q, W);
            fprintf(f, " || q1 !== 1'b%d) $display(\"FAIL %s cycle %d q\");\n", o->q1, name, k);
        }
        if (o->mr_def) {
            fprintf(f, "    if (mr !== ");
            GB(f, o->mr, W);
            fprintf(f, ") $display(\"FAIL %s cycle %d mr\");\n", name, k);
        }
        fprintf(f, "    if (h !== ");
        GB(f, o->h, W);
        fprintf(f, " || hb !== 1'b%d || h1 !== 1'b%d) $display(\"FAIL %s cycle %d helper\");\n",
                o->hb, o->h1, name, k);
        fprintf(f, "    clk = 1'b1;\n    #5;\n    clk = 1'b0;\n    #4;\n");
    }
    fprintf(f, "    $display(\"DONE\");\n    $finish;\n  end\nendmodule\n");
}

/* Module, model and both testbenches of one sequential width. */
static int write_seq(const char *dv, const char *dg, FILE *tops, uint32_t W)
{
    char name[64], path[4200];
    snprintf(name, sizeof(name), "seq_w%u", W);
    hw_design *des = hw_design_new();
    hw_design_comment(des, "hdl_ops: registers, memories, arrays, instances");
    build_seq(des, W, name);
    size_t len;
    char file[96];
    char *text = hs_emit_vhdl(des, &len);
    snprintf(file, sizeof(file), "%s.vhd", name);
    int rc = write_text(dv, file, text, len);
    free(text);
    text = hs_emit_verilog(des, &len);
    snprintf(file, sizeof(file), "%s.v", name);
    rc |= write_text(dg, file, text, len);
    free(text);
    hw_design_free(des);
    static cyc_in in[N_CYC];
    static cyc_out out[N_CYC];
    seq_inputs(W, in);
    seq_model(W, in, out);
    snprintf(path, sizeof(path), "%s/tb_%s.vhd", dv, name);
    FILE *f = fopen(path, "w");
    if (!f)
        return 1;
    tb_seq_vhdl(f, W, name, in, out);
    fclose(f);
    snprintf(path, sizeof(path), "%s/tb_%s.v", dg, name);
    f = fopen(path, "w");
    if (!f)
        return 1;
    tb_seq_verilog(f, W, name, in, out);
    fclose(f);
    fprintf(tops, "%s\n", name);
    return rc;
}

/* hdl_ops OUTDIR */
int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: hdl_ops OUTDIR\n");
        return 2;
    }
    static const uint32_t Ws[] = {1, 2, 7, 8, 33, 64}, Ks[] = {1, 3, 40};
    char dv[4096], dg[4096], tops[4096];
    snprintf(dv, sizeof(dv), "%s/vhdl", argv[1]);
    snprintf(dg, sizeof(dg), "%s/verilog", argv[1]);
    snprintf(tops, sizeof(tops), "%s/tops.txt", argv[1]);
    mkdir(argv[1], 0777);
    mkdir(dv, 0777);
    mkdir(dg, 0777);
    FILE *tf = fopen(tops, "w");
    if (!tf)
        return 1;
    for (size_t wi = 0; wi < sizeof(Ws) / sizeof(Ws[0]); wi++) {
        for (size_t ki = 0; ki < sizeof(Ks) / sizeof(Ks[0]); ki++) {
            static opsmod om;
            om.W = Ws[wi];
            om.K = Ks[ki];
            plan(&om);
            char name[64], file[80];
            snprintf(name, sizeof(name), "ops_w%u_k%u", om.W, om.K);
            hw_design *des = hw_design_new();
            hw_design_comment(des, "hdl_ops: every hw_op of the IR");
            build(des, &om, name);
            size_t len;
            char *text = hs_emit_vhdl(des, &len);
            snprintf(file, sizeof(file), "%s.vhd", name);
            int rc = write_text(dv, file, text, len);
            free(text);
            text = hs_emit_verilog(des, &len);
            snprintf(file, sizeof(file), "%s.v", name);
            rc |= write_text(dg, file, text, len);
            free(text);
            hw_design_free(des);
            static vec v[N_VEC];
            make_vectors(&om, v);
            char path[4200];
            snprintf(path, sizeof(path), "%s/tb_%s.vhd", dv, name);
            FILE *f = fopen(path, "w");
            if (!f)
                return 1;
            tb_vhdl(f, &om, name, v);
            fclose(f);
            snprintf(path, sizeof(path), "%s/tb_%s.v", dg, name);
            f = fopen(path, "w");
            if (!f)
                return 1;
            tb_verilog(f, &om, name, v);
            fclose(f);
            fprintf(tf, "%s\n", name);
            if (rc)
                return 1;
        }
    }
    static const uint32_t SWs[] = {1, 8, 33};
    for (size_t i = 0; i < sizeof(SWs) / sizeof(SWs[0]); i++)
        if (write_seq(dv, dg, tf, SWs[i]))
            return 1;
    const char *pkg = hs_vhdl_types_package();
    if (write_text(dv, "types.vhd", pkg, strlen(pkg)))
        return 1;
    fclose(tf);
    return 0;
}
