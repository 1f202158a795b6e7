/* Unit tests of hs_generate and the shared channel machinery on real units: file
 * names, header comments, Dynamatic port order, merge policies, upstream
 * signals, source/sink values and pipelines. Expected lines were checked by hand
 * against the port and extra-signal conventions of docs/hardware.md. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "gen_channel.h"
#include "hs_gen.h"

#define HAS(text, s)                                                                               \
    ck_assert_msg(strstr((text), (s)) != NULL, "missing \"%s\" in:\n%s", (s), (text))
#define HASNT(text, s)                                                                             \
    ck_assert_msg(strstr((text), (s)) == NULL, "unexpected \"%s\" in:\n%s", (s), (text))

static hs_config cfg;

static void setup(void)
{
    hs_diag d;
    ck_assert_int_eq(hs_config_default(&cfg, &d), 0);
    ck_assert_int_eq(hs_config_set_merge(&cfg, "tag", HS_MERGE_FIRST, &d), 0);
    hs_signal_cfg *s = &cfg.signals[cfg.n_signals++];
    memset(s, 0, sizeof(*s));
    strcpy(s->name, "credit");
    s->has_sink = true;
    s->sink = 2;
    s->has_source = true;
    s->source = 1;
}

static void teardown(void)
{
    hs_config_free(&cfg);
}

/* Generates `unit` with "k=v" params (NULL-terminated) and extras; returns the text. */
static char *gen(const char *unit, hs_hdl hdl, const char *const *params, const char *const *extras,
                 hs_gen_result *r)
{
    hs_request q;
    hs_diag d;
    hs_request_init(&q, unit);
    strcpy(q.name, "dut");
    for (int i = 0; params && params[i]; i += 2)
        ck_assert_int_eq(hs_request_add_param(&q, params[i], params[i + 1], &d), 0);
    for (int i = 0; extras && extras[i]; i++)
        ck_assert_int_eq(hs_request_add_extra_text(&q, extras[i], &d), 0);
    hs_unit *u = hs_unit_new();
    int rc = hs_unit_resolve(&q, hdl, &cfg, u, &d);
    ck_assert_msg(rc == 0, "resolve: %s", d.message);
    rc = hs_generate(u, hdl, r, &d);
    ck_assert_msg(rc == 0, "generate: %s", d.message);
    hs_unit_free(u);
    hs_request_free(&q);
    return r->files[0].content;
}

static const char *const add32[] = {"bitwidth", "32", NULL};
static const char *const spec_tag[] = {"tag: i8", "spec: i1", NULL};
static const char *const up2[] = {"credit: (U) i2", NULL};

START_TEST(files_and_header)
{
    hs_gen_result r;
    char *t = gen("addi", HS_HDL_VHDL, add32, spec_tag, &r);
    ck_assert_int_eq(r.n_files, 1); /* no array port: no types.vhd */
    ck_assert_str_eq(r.files[0].name, "dut.vhd");
    ck_assert_str_eq(r.module, "dut");
    ck_assert_uint_eq(r.files[0].len, strlen(t));
    HAS(t, "-- unit: handshake.addi\n");
    HAS(t, "-- parameters: bitwidth=32 latency=0\n");
    HAS(t, "-- port lhs (in): !handshake.channel<i32, [spec: i1, tag: i8]>\n");
    HAS(t, "-- signature: ");
    hs_gen_result_free(&r);
    t = gen("addi", HS_HDL_VERILOG, add32, NULL, &r);
    ck_assert_str_eq(r.files[0].name, "dut.v");
    HAS(t, "// unit: handshake.addi\n");
    hs_gen_result_free(&r);
}
END_TEST

/* bundle/unbundle's raw part ports are ports: the header lists them with their raw
 * types, a downstream part out of unbundle and into bundle, an upstream one reversed. */
START_TEST(header_lists_part_ports)
{
    static const char *const w8[] = {"bitwidth", "8", NULL};
    static const char *const parts[] = {"spec: i1", "credit: (U) i2", NULL};
    hs_gen_result r;
    char *t = gen("unbundle", HS_HDL_VHDL, w8, parts, &r);
    HAS(t, "-- port data (out): i8\n-- port credit (in): i2\n-- port spec (out): i1\n"
           "-- signature: ");
    hs_gen_result_free(&r);
    t = gen("bundle", HS_HDL_VERILOG, w8, parts, &r);
    HAS(t, "// port credit (out): i2\n// port spec (in): i1\n// signature: ");
    hs_gen_result_free(&r);
}
END_TEST

START_TEST(dynamatic_port_order)
{
    hs_gen_result r;
    char *t = gen("addi", HS_HDL_VHDL, add32, spec_tag, &r);
    /* clk, rst, then per channel: data, extras in canonical order, valid, ready */
    HAS(t, "    clk : in std_logic;\n    rst : in std_logic;\n"
           "    lhs : in std_logic_vector(31 downto 0);\n"
           "    lhs_spec : in std_logic_vector(0 downto 0);\n"
           "    lhs_tag : in std_logic_vector(7 downto 0);\n"
           "    lhs_valid : in std_logic;\n    lhs_ready : out std_logic;\n"
           "    rhs : in std_logic_vector(31 downto 0);\n");
    HAS(t, "    result : out std_logic_vector(31 downto 0);\n"
           "    result_spec : out std_logic_vector(0 downto 0);\n"
           "    result_tag : out std_logic_vector(7 downto 0);\n"
           "    result_valid : out std_logic;\n    result_ready : in std_logic\n  );");
    hs_gen_result_free(&r);
}
END_TEST

START_TEST(merge_policies_and_join)
{
    hs_gen_result r;
    char *t = gen("addi", HS_HDL_VERILOG, add32, spec_tag, &r);
    HAS(t, "lhs_valid & rhs_valid;");
    HAS(t, "  assign lhs_ready = result_ready & rhs_valid;\n");
    HAS(t, "  assign rhs_ready = result_ready & lhs_valid;\n");
    HAS(t, "lhs_spec | rhs_spec;");             /* spec: or (embedded default) */
    HAS(t, "  assign result_tag = lhs_tag;\n"); /* tag: first */
    HAS(t, "  assign result = lhs + rhs;\n");
    hs_gen_result_free(&r);
}
END_TEST

START_TEST(upstream_signals)
{
    hs_gen_result r;
    char *t = gen("addi", HS_HDL_VHDL, add32, up2, &r);
    HAS(t, "    lhs_credit : out std_logic_vector(1 downto 0);\n");
    HAS(t, "    result_credit : in std_logic_vector(1 downto 0);\n");
    HAS(t, "  lhs_credit <= result_credit;\n");
    HAS(t, "  rhs_credit <= result_credit;\n");
    hs_gen_result_free(&r);
    static const char *const sink8[] = {"bitwidth", "8", NULL};
    t = gen("sink", HS_HDL_VHDL, sink8, up2, &r);
    HAS(t, "  ins_ready <= '1';\n");
    HAS(t, "  ins_credit <= \"10\";\n"); /* configured sink value 2 */
    hs_gen_result_free(&r);
}
END_TEST

START_TEST(source_values)
{
    hs_gen_result r;
    static const char *const x[] = {"spec: i1", "credit: i2", NULL};
    char *t = gen("source", HS_HDL_VERILOG, NULL, x, &r);
    HAS(t, "  output wire [1:0] outs_credit,\n");
    HAS(t, "  assign outs_valid = 1'b1;\n");
    HAS(t, "  assign outs_credit = 2'b01;\n"); /* configured source value 1 */
    HAS(t, "  assign outs_spec = 1'b0;\n");
    HAS(t, "/* verilator lint_off UNUSEDSIGNAL */\n  input  wire outs_ready");
    hs_gen_result_free(&r);
}
END_TEST

START_TEST(pipelined_arith)
{
    hs_gen_result r;
    static const char *const p[] = {"bitwidth", "8", "latency", "3", NULL};
    char *t = gen("muli", HS_HDL_VERILOG, p, spec_tag, &r);
    /* three stages, each loading when empty or when the next moves */
    HAS(t, "  reg stage2_valid;\n");
    HASNT(t, "stage3_valid");
    HAS(t, "  assign stage2_ready = t");
    HAS(t, " | result_ready;\n");
    /* data and the downstream extras travel together: 8 + 1 + 8 bits */
    HAS(t, "  reg [16:0] stage0_data;\n");
    HAS(t, "  assign result = stage2_data[7:0];\n");
    HAS(t, "  assign result_spec = stage2_data[8];\n");
    HAS(t, "  assign result_tag = stage2_data[16:9];\n");
    hs_gen_result_free(&r);
}
END_TEST

START_TEST(generator_table)
{
    /* every catalog row names its generator (the row's build) */
    for (int i = 0; i < hs_catalog_count(); i++)
        ck_assert_msg(hs_catalog_at(i)->build != NULL, "%s has no generator",
                      hs_catalog_at(i)->name);
    ck_assert_ptr_eq(hs_catalog_find("addi")->build, hs_catalog_find("handshake.subi")->build);
    ck_assert_ptr_ne(hs_catalog_find("addi")->build, hs_catalog_find("cmpi")->build);
}
END_TEST

START_TEST(constant_and_cmpi)
{
    hs_gen_result r;
    static const char *const k[] = {"bitwidth", "12", "value", "-3", NULL};
    char *t = gen("constant", HS_HDL_VHDL, k, spec_tag, &r);
    HAS(t, "  outs <= x\"ffd\";\n");
    HAS(t, "  outs_valid <= ctrl_valid;\n  ctrl_ready <= outs_ready;\n");
    HAS(t, "  outs_tag <= ctrl_tag;\n");
    hs_gen_result_free(&r);
    static const char *const c[] = {"bitwidth", "16", "predicate", "sge", NULL};
    t = gen("cmpi", HS_HDL_VHDL, c, NULL, &r);
    HAS(t, "    result : out std_logic_vector(0 downto 0);\n");
    HAS(t, "  result(0) <= '1' when signed(lhs) >= signed(rhs) else '0';\n");
    hs_gen_result_free(&r);
}
END_TEST

START_TEST(array_ports)
{
    hs_request q;
    hs_diag d;
    hs_request_init(&q, "merge");
    strcpy(q.name, "m3");
    ck_assert_int_eq(hs_request_add_param(&q, "size", "3", &d), 0);
    ck_assert_int_eq(hs_request_add_param(&q, "bitwidth", "8", &d), 0);
    ck_assert_int_eq(hs_request_add_extra_text(&q, "spec: i1", &d), 0);
    ck_assert_int_eq(hs_request_add_extra_text(&q, "credit: (U) i2", &d), 0);
    hs_unit *u = hs_unit_new();
    ck_assert_msg(hs_unit_resolve(&q, HS_HDL_VHDL, &cfg, u, &d) == 0, "%s", d.message);
    hw_design *des = hw_design_new();
    hs_gen g;
    ck_assert_int_eq(hs_gen_begin(&g, des, u, &d), 0);
    hs_chan *c2 = hs_gen_chan(&g, "ins", 2);
    ck_assert_ptr_nonnull(c2);
    ck_assert_ptr_null(hs_gen_chan(&g, "ins", 3));
    ck_assert_int_eq(c2->data.elem, 2);
    ck_assert_int_eq(c2->valid.hi, 2);
    ck_assert_int_eq(hs_chan_extra_index(c2, "spec"), 1); /* canonical: credit, spec */
    ck_assert(hw_design_uses_arrays(des));
    char *v = hs_emit_vhdl(des, NULL);
    HAS(v, "use work.types.all;");
    HAS(v, "    ins : in data_array(2 downto 0)(7 downto 0);\n"
           "    ins_0_credit : out std_logic_vector(1 downto 0);\n"
           "    ins_0_spec : in std_logic_vector(0 downto 0);\n"
           "    ins_1_credit : out std_logic_vector(1 downto 0);\n");
    HAS(v, "    ins_2_spec : in std_logic_vector(0 downto 0);\n"
           "    ins_valid : in std_logic_vector(2 downto 0);\n"
           "    ins_ready : out std_logic_vector(2 downto 0);\n"
           "    outs : out std_logic_vector(7 downto 0);\n"
           "    outs_credit : in std_logic_vector(1 downto 0);\n");
    free(v);
    char *t = hs_emit_verilog(des, NULL);
    HAS(t, "  input  wire [23:0] ins,\n");
    HAS(t, "  input  wire [2:0] ins_valid,\n");
    free(t);
    hw_design_free(des);
    hs_unit_free(u);
    hs_request_free(&q);
}
END_TEST

START_TEST(missing_policy_is_an_error_not_a_guess)
{
    /* resolved with tag: first, generated against a configuration without it */
    hs_request q;
    hs_diag d;
    hs_request_init(&q, "addi");
    strcpy(q.name, "dut");
    ck_assert_int_eq(hs_request_add_param(&q, "bitwidth", "8", &d), 0);
    ck_assert_int_eq(hs_request_add_extra_text(&q, "tag: i8", &d), 0);
    hs_unit *u = hs_unit_new();
    ck_assert_int_eq(hs_unit_resolve(&q, HS_HDL_VHDL, &cfg, u, &d), 0);
    static hs_config plain;
    ck_assert_int_eq(hs_config_default(&plain, &d), 0);
    plain.profile = HS_PROFILE_NONE; /* no policy for tag from Dynamatic's profile either */
    u->cfg = &plain;
    hs_gen_result r;
    ck_assert_int_eq(hs_generate(u, HS_HDL_VHDL, &r, &d), HS_E_POLICY);
    ck_assert_int_eq(r.n_files, 0);
    HAS(d.message, "'tag'");
    HAS(d.message, "signals.tag.merge");
    hs_config_free(&plain);
    hs_unit_free(u);
    hs_request_free(&q);
}
END_TEST

START_TEST(unit_without_generator)
{
    hs_unit_info fake = {.name = "handshake.not_generated", .n_ports = 0};
    hs_unit *u = hs_unit_new();
    u->info = &fake;
    u->cfg = &cfg;
    strcpy(u->name, "x");
    hs_gen_result r;
    hs_diag d;
    ck_assert_int_eq(hs_generate(u, HS_HDL_VERILOG, &r, &d), HS_E_UNSUPPORTED);
    HAS(d.message, "not_generated");
    hs_unit_free(u);
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("hw_gen");
    TCase *tc = tcase_create("gen");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, files_and_header);
    tcase_add_test(tc, header_lists_part_ports);
    tcase_add_test(tc, dynamatic_port_order);
    tcase_add_test(tc, merge_policies_and_join);
    tcase_add_test(tc, upstream_signals);
    tcase_add_test(tc, source_values);
    tcase_add_test(tc, pipelined_arith);
    tcase_add_test(tc, generator_table);
    tcase_add_test(tc, constant_and_cmpi);
    tcase_add_test(tc, array_ports);
    tcase_add_test(tc, missing_policy_is_an_error_not_a_guess);
    tcase_add_test(tc, unit_without_generator);
    suite_add_tcase(s, tc);
    return s;
}
