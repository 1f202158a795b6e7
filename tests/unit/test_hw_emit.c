/* Unit tests of the VHDL and Verilog printers: the text of port declarations,
 * width-1 conversions, constants, arrays, instances and lint pragmas, checked
 * against hand-verified lines; and, when the tools are installed, that the text
 * analyses in GHDL and lints clean in Verilator. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check_main.h"
#include "hs_gen.h"

#define HAS(text, s)                                                                               \
    ck_assert_msg(strstr((text), (s)) != NULL, "missing \"%s\" in:\n%s", (s), (text))
#define HASNT(text, s)                                                                             \
    ck_assert_msg(strstr((text), (s)) == NULL, "unexpected \"%s\" in:\n%s", (s), (text))

/* A width-1 adder with one-bit vector ports, a std_logic output and an unused input. */
static hw_design *add1_design(void)
{
    hw_design *d = hw_design_new();
    hw_design_comment(d, "unit: test");
    hw_module *m = hw_module_new(d, "add1");
    hw_add_clock_reset(m, NULL, NULL);
    hw_ref a = hw_r(hw_port(m, "a", HW_SIG_IN, HW_PT_VEC, 1, 0));
    hw_ref b = hw_r(hw_port(m, "b", HW_SIG_IN, HW_PT_VEC, 1, 0));
    hw_ref y = hw_r(hw_port(m, "y", HW_SIG_OUT, HW_PT_VEC, 1, 0));
    hw_ref c = hw_r(hw_port(m, "c", HW_SIG_OUT, HW_PT_BIT, 1, 0));
    hw_ref args[2] = {a, b};
    hw_assign_op(m, y, HW_OP_ADD, 2, args);
    hw_cmp_op(m, c, HW_CMP_ULT, a, b);
    return d;
}

/* A unit "top" named from the design's entity, with a helper "top_part" named
 * from it too and instantiated, and a helper with a fixed name whose name holds
 * the entity's text ("top_fixed"): only the recorded places are the entity. */
static hw_design *entity_design(void)
{
    hw_design *d = hw_design_new();
    hw_design_set_entity(d, "top");
    hw_design_comment(d, "unit: top (a comment that merely contains the name)");
    hw_design_comment_entity(d, "entity: ", " (named)");
    hw_module *p = hw_module_new(d, "anything");
    hw_module_name_from_entity(p, "_part");
    hw_ref pi = hw_r(hw_port(p, "i", HW_SIG_IN, HW_PT_BIT, 1, 0));
    hw_ref po = hw_r(hw_port(p, "o", HW_SIG_OUT, HW_PT_BIT, 1, 0));
    hw_copy(p, po, pi);
    hw_module *f = hw_module_new(d, "top_fixed");
    hw_ref fi = hw_r(hw_port(f, "i", HW_SIG_IN, HW_PT_BIT, 1, 0));
    hw_ref fo = hw_r(hw_port(f, "o", HW_SIG_OUT, HW_PT_BIT, 1, 0));
    hw_copy(f, fo, fi);
    hw_module *m = hw_module_new(d, "top");
    hw_module_name_from_entity(m, "");
    hw_ref a = hw_r(hw_port(m, "top_a", HW_SIG_IN, HW_PT_BIT, 1, 0));
    hw_ref y = hw_r(hw_port(m, "y", HW_SIG_OUT, HW_PT_BIT, 1, 0));
    hw_ref z = hw_r(hw_port(m, "z", HW_SIG_OUT, HW_PT_BIT, 1, 0));
    hw_inst *in = hw_instance(m, "u_part", hw_module_name(p));
    hw_connect(m, in, "i", a);
    hw_connect(m, in, "o", y);
    hw_inst *fx = hw_instance(m, "u_fixed", "top_fixed");
    hw_connect(m, fx, "i", a);
    hw_connect(m, fx, "o", z);
    return d;
}

/* The text at each mark is the entity, and the marks are the expected places. */
static void check_marks(const char *t, const hw_marks *mk, const char *const *want, size_t n)
{
    ck_assert_uint_eq(mk->n, n);
    for (size_t i = 0; i < n; i++) {
        ck_assert_msg(strncmp(t + mk->at[i], "top", 3) == 0, "mark %zu", i);
        /* the line of the mark begins as expected */
        size_t b = mk->at[i];
        while (b > 0 && t[b - 1] != '\n')
            b--;
        ck_assert_msg(strncmp(t + b, want[i], strlen(want[i])) == 0, "mark %zu on line '%.40s'", i,
                      t + b);
    }
}

START_TEST(printers_record_the_entity_name)
{
    hw_design *d = entity_design();
    hw_marks mk;
    char *t = hs_emit_vhdl_marked(d, NULL, &mk);
    static const char *const vhdl[] = {"-- entity: top",
                                       "entity top_part",
                                       "architecture arch of top_part",
                                       "entity top is",
                                       "architecture arch of top is",
                                       "  u_part : entity work.top_part"};
    check_marks(t, &mk, vhdl, sizeof(vhdl) / sizeof(vhdl[0]));
    HAS(t, "entity top_fixed is"); /* printed, not recorded */
    free(mk.at);
    free(t);
    t = hs_emit_verilog_marked(d, NULL, &mk);
    static const char *const vlog[] = {"// entity: top", "module top_part", "module top (",
                                       "  top_part u_part"};
    check_marks(t, &mk, vlog, sizeof(vlog) / sizeof(vlog[0]));
    HAS(t, "  top_fixed u_fixed (");
    free(mk.at);
    free(t);
    hw_design_free(d);
}
END_TEST

START_TEST(vhdl_width1_ports_and_ops)
{
    hw_design *d = add1_design();
    char *t = hs_emit_vhdl(d, NULL);
    ck_assert(strncmp(t, "-- unit: test\n", 14) == 0);
    HAS(t, "library ieee;\nuse ieee.std_logic_1164.all;\nuse ieee.numeric_std.all;\n");
    HASNT(t, "use work.types.all;");
    HAS(t, "    clk : in std_logic;\n    rst : in std_logic;\n");
    HAS(t, "    a : in std_logic_vector(0 downto 0);\n");
    HAS(t, "    c : out std_logic\n  );");
    HAS(t, "  y(0) <= a(0) xor b(0);\n");  /* width-1 add is xor on std_logic */
    HAS(t, "  c <= b(0) and not a(0);\n"); /* a < b unsigned, one bit */
    free(t);
    hw_design_free(d);
}
END_TEST

START_TEST(verilog_width1_ports_and_unused_inputs)
{
    hw_design *d = add1_design();
    char *t = hs_emit_verilog(d, NULL);
    ck_assert(strncmp(t, "// unit: test\n", 14) == 0);
    HAS(t, "`default_nettype none");
    HAS(t, "module add1 (\n");
    /* clk and rst are not read: the one convention is a lint_off pair around them */
    HAS(t, "  /* verilator lint_off UNUSEDSIGNAL */\n  input  wire clk,\n"
           "  /* verilator lint_on UNUSEDSIGNAL */\n");
    HAS(t, "  input  wire [0:0] a,\n");
    HAS(t, "  output wire c\n);");
    HAS(t, "  assign y = a + b;\n");
    HAS(t, "  assign c = a < b;\n");
    free(t);
    hw_design_free(d);
}
END_TEST

START_TEST(constants_are_bit_exact)
{
    hw_design *d = hw_design_new();
    hw_module *m = hw_module_new(d, "k");
    hw_ref y = hw_r(hw_port(m, "y", HW_SIG_OUT, HW_PT_VEC, 70, 0));
    hw_ref z = hw_r(hw_port(m, "z", HW_SIG_OUT, HW_PT_VEC, 6, 0));
    hw_const(m, y, -2, true);
    hw_const(m, z, -2, false);
    char *v = hs_emit_vhdl(d, NULL);
    HAS(v, "  y <= \"1111111111111111111111111111111111111111111111111111111111111111111110\";");
    HAS(v, "  z <= \"111110\";");
    free(v);
    char *g = hs_emit_verilog(d, NULL);
    HAS(g,
        "  assign y = 70'b1111111111111111111111111111111111111111111111111111111111111111111110;");
    HAS(g, "  assign z = 6'b111110;");
    free(g);
    hw_design_free(d);
    d = hw_design_new();
    m = hw_module_new(d, "k");
    y = hw_r(hw_port(m, "y", HW_SIG_OUT, HW_PT_VEC, 72, 0));
    hw_const(m, y, -2, false); /* zero-extended past 64 bits */
    v = hs_emit_vhdl(d, NULL);
    HAS(v, "  y <= x\"00fffffffffffffffe\";");
    g = hs_emit_verilog(d, NULL);
    HAS(g, "  assign y = 72'h00fffffffffffffffe;");
    free(v);
    free(g);
    hw_design_free(d);
}
END_TEST

/* A helper with an array port instantiated by a top module. */
static hw_design *array_design(void)
{
    hw_design *d = hw_design_new();
    hw_module *h = hw_module_new(d, "top_helper");
    hw_sig_id hx = hw_port(h, "x", HW_SIG_IN, HW_PT_ARRAY, 8, 3);
    hw_sig_id hb = hw_port(h, "b", HW_SIG_IN, HW_PT_VEC, 1, 0);
    hw_sig_id hy = hw_port(h, "y", HW_SIG_OUT, HW_PT_VEC, 8, 0);
    hw_sig_id hv = hw_port(h, "v", HW_SIG_OUT, HW_PT_BIT, 1, 0);
    hw_ref args[3] = {hw_elem(hx, 0), hw_elem(hx, 1), hw_elem(hx, 2)};
    hw_assign_op(h, hw_r(hy), HW_OP_XOR, 3, args);
    hw_copy(h, hw_r(hv), hw_r(hb));
    hw_module *m = hw_module_new(d, "top");
    hw_sig_id x = hw_port(m, "x", HW_SIG_IN, HW_PT_ARRAY, 8, 3);
    hw_sig_id sel = hw_port(m, "sel", HW_SIG_IN, HW_PT_BIT, 1, 0);
    hw_sig_id y = hw_port(m, "y", HW_SIG_OUT, HW_PT_VEC, 8, 0);
    hw_sig_id v = hw_port(m, "v", HW_SIG_OUT, HW_PT_VEC, 1, 0);
    hw_sig_id e = hw_port(m, "e", HW_SIG_OUT, HW_PT_VEC, 4, 0);
    hw_inst *in = hw_instance(m, "u_helper", "top_helper");
    hw_connect(m, in, "x", hw_r(x));
    hw_connect(m, in, "b", hw_r(sel));
    hw_connect(m, in, "y", hw_r(y));
    hw_connect(m, in, "v", hw_r(v));
    hw_copy(m, hw_r(e), hw_bits(hw_elem(x, 1), 7, 4));
    return d;
}

START_TEST(arrays_and_instances)
{
    hw_design *d = array_design();
    ck_assert(hw_design_uses_arrays(d));
    char *v = hs_emit_vhdl(d, NULL);
    HAS(v, "use work.types.all;");
    HAS(v, "    x : in data_array(2 downto 0)(7 downto 0);\n");
    HAS(v, "  y <= x(0) xor x(1) xor x(2);\n");
    HAS(v, "  u_helper : entity work.top_helper\n    port map (\n      x => x,\n"
           "      b(0) => sel,\n      y => y,\n      v => v(0)\n    );\n");
    HAS(v, "  e <= x(1)(7 downto 4);\n");
    ck_assert(strstr(v, "entity top_helper is") < strstr(v, "entity top is"));
    free(v);
    char *g = hs_emit_verilog(d, NULL);
    HAS(g, "  input  wire [23:0] x,\n");
    HAS(g, "  assign y = x[7:0] ^ x[15:8] ^ x[23:16];\n");
    HAS(g, "  top_helper u_helper (\n    .x(x),\n    .b(sel),\n    .y(y),\n    .v(v)\n  );\n");
    HAS(g, "  assign e = x[15:12];\n");
    /* the top reads only x[15:12] itself but hands all of x to the helper: no pragma */
    HASNT(g, "lint_off UNUSEDSIGNAL */\n  input  wire [23:0] x");
    free(g);
    ck_assert_str_eq(hs_vhdl_types_package() + strlen(hs_vhdl_types_package()) - 13,
                     "end package;\n");
    hw_design_free(d);
}
END_TEST

/* Runs a shell command in a scratch directory; returns its exit status. */
static int sh(const char *cmd)
{
    int rc = system(cmd);
    return rc == -1 ? -1 : WEXITSTATUS(rc);
}

static bool have(const char *tool)
{
    char cmd[128];
    snprintf(cmd, sizeof(cmd), "command -v %s >/dev/null 2>&1", tool);
    return sh(cmd) == 0;
}

static void write_to(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    fclose(f);
}

START_TEST(tools_accept_printed_text)
{
    char dir[] = "/tmp/hsgen_test_hw_emit_XXXXXX";
    ck_assert_ptr_nonnull(mkdtemp(dir));
    char path[256], cmd[1024];
    hw_design *designs[2] = {add1_design(), array_design()};
    const char *names[2] = {"add1", "top"};
    snprintf(path, sizeof(path), "%s/types.vhd", dir);
    write_to(path, hs_vhdl_types_package());
    for (int i = 0; i < 2; i++) {
        char *v = hs_emit_vhdl(designs[i], NULL), *g = hs_emit_verilog(designs[i], NULL);
        snprintf(path, sizeof(path), "%s/%s.vhd", dir, names[i]);
        write_to(path, v);
        snprintf(path, sizeof(path), "%s/%s.v", dir, names[i]);
        write_to(path, g);
        free(v);
        free(g);
        hw_design_free(designs[i]);
    }
    if (have("ghdl")) {
        snprintf(cmd, sizeof(cmd),
                 "cd %s && ghdl -a --std=08 types.vhd add1.vhd top.vhd >ghdl.log 2>&1 && "
                 "ghdl -e --std=08 top >>ghdl.log 2>&1 && ! test -s ghdl.log",
                 dir);
        ck_assert_msg(sh(cmd) == 0, "ghdl rejected the printed VHDL (see %s/ghdl.log)", dir);
    }
    if (have("verilator")) {
        for (int i = 0; i < 2; i++) {
            snprintf(cmd, sizeof(cmd),
                     "cd %s && verilator --lint-only -Wall %s.v >vl.log 2>&1 && ! test -s vl.log",
                     dir, names[i]);
            ck_assert_msg(sh(cmd) == 0, "verilator warned on %s.v (see %s/vl.log)", names[i], dir);
        }
    }
    if (have("iverilog")) {
        snprintf(cmd, sizeof(cmd), "cd %s && iverilog -g2005 -o add1.vvp add1.v top.v", dir);
        ck_assert_int_eq(sh(cmd), 0);
    }
    snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
    sh(cmd);
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("hw_emit");
    TCase *tc = tcase_create("text");
    tcase_add_test(tc, vhdl_width1_ports_and_ops);
    tcase_add_test(tc, verilog_width1_ports_and_unused_inputs);
    tcase_add_test(tc, constants_are_bit_exact);
    tcase_add_test(tc, arrays_and_instances);
    tcase_add_test(tc, printers_record_the_entity_name);
    suite_add_tcase(s, tc);
    TCase *tt = tcase_create("tools");
    tcase_set_timeout(tt, 60);
    tcase_add_test(tt, tools_accept_printed_text);
    suite_add_tcase(s, tt);
    return s;
}
