/* unit.* params decoded once (service/unit_args.c): the request's weight decides
 * whether a worker resolves it, and its memo key decides which requests share a
 * resolution, so both must read the whole request and nothing but it. */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "check_main.h"
#include "hs_config.h"
#include "unit_args.h"

static hs_config cfg;
static json_t *kept[8]; /* decoded params, alive until the test ends */
static int n_kept;

static void setup(void)
{
    hs_diag d;
    ck_assert_int_eq(hs_config_default(&cfg, &d), 0);
}

static void teardown(void)
{
    while (n_kept)
        json_decref(kept[--n_kept]);
    hs_config_free(&cfg);
}

/* Decodes a params text with the memo key; fails the test on an error. The params
 * stay alive (a->name points into them) until the test ends. */
static void decode(const char *text, hsd_unit_args *a)
{
    json_error_t e;
    hs_diag d;
    json_t *p = json_loads(text, 0, &e);
    ck_assert_msg(p != NULL, "%s", e.text);
    hs_diag_clear(&d);
    ck_assert_int_eq(hsd_unit_args_decode(p, &cfg, 7, true, a, &d), 0);
    ck_assert_int_lt(n_kept, 8);
    kept[n_kept++] = p;
}

START_TEST(memo_key_ignores_name_and_member_order)
{
    hsd_unit_args a, b, c, e;
    decode("{\"unit\":\"handshake.addi\",\"name\":\"x\",\"params\":{\"bitwidth\":8,\"latency\":1}}",
           &a);
    decode("{\"params\":{\"latency\":1,\"bitwidth\":8},\"unit\":\"handshake.addi\",\"name\":\"y\"}",
           &b);
    decode("{\"unit\":\"handshake.addi\",\"params\":{\"bitwidth\":8,\"latency\":2}}", &c);
    decode("{\"unit\":\"handshake.addi\",\"params\":{\"bitwidth\":\"8\",\"latency\":1}}", &e);
    ck_assert_str_eq(a.memo, b.memo);
    ck_assert_str_ne(a.memo, c.memo); /* a nested value differs */
    ck_assert_str_ne(a.memo, e.memo); /* a string is not the number it spells */
    ck_assert_str_eq(a.name, "x");
    ck_assert_ptr_null(c.name);
}
END_TEST

START_TEST(memo_key_holds_hdl_policies_and_configuration)
{
    hsd_unit_args a, b, c;
    decode("{\"unit\":\"handshake.addi\",\"hdl\":\"vhdl\",\"params\":{\"bitwidth\":8}}", &a);
    decode("{\"unit\":\"handshake.addi\",\"hdl\":\"verilog\",\"params\":{\"bitwidth\":8}}", &b);
    decode("{\"unit\":\"handshake.addi\",\"hdl\":\"vhdl\",\"params\":{\"bitwidth\":8},"
           "\"signals\":{\"tag\":\"first\"}}",
           &c);
    ck_assert_str_ne(a.memo, b.memo);
    ck_assert_str_ne(a.memo, c.memo);
    ck_assert(c.has_pol);
    ck_assert(strncmp(a.memo, "vhdl|7|", 7) == 0);
    hsd_unit_args_free(&c);
}
END_TEST

START_TEST(weight_counts_nested_members)
{
    /* 600 ports of a 480-character type: heavy however the memo is asked for */
    char t[800];
    json_t *ports = json_object(), *p;
    int n = snprintf(t, sizeof(t), "channel<i8, [");
    for (int i = 0; i < 60; i++)
        n += snprintf(t + n, sizeof(t) - (size_t)n, "%ss%d: i8", i ? ", " : "", i);
    snprintf(t + n, sizeof(t) - (size_t)n, "]>");
    for (int i = 0; i < 600; i++) {
        char k[16];
        snprintf(k, sizeof(k), "ins[%d]", i);
        json_object_set_new(ports, k, json_string(t));
    }
    p = json_pack("{s:s, s:o}", "unit", "handshake.merge", "ports", ports);
    for (int memo = 0; memo < 2; memo++) {
        hsd_unit_args a;
        hs_diag d;
        hs_diag_clear(&d);
        ck_assert_int_eq(hsd_unit_args_decode(p, &cfg, 1, memo, &a, &d), 0);
        ck_assert_uint_ge(a.weight, HSD_LARGE_WEIGHT);
        ck_assert_uint_eq(a.weight, hsd_json_weight(p));
    }
    json_decref(p);
}
END_TEST

START_TEST(errors_name_the_member)
{
    hsd_unit_args a;
    hs_diag d;
    json_t *p = json_pack("{s:s, s:i}", "unit", "handshake.addi", "bitwidht", 8);
    hs_diag_clear(&d);
    ck_assert_int_ne(hsd_unit_args_decode(p, &cfg, 1, true, &a, &d), 0);
    ck_assert_str_eq(d.field, "bitwidht");
    json_decref(p);
    p = json_pack("{s:s, s:s}", "unit", "handshake.addi", "hdl", "systemc");
    hs_diag_clear(&d);
    ck_assert_int_ne(hsd_unit_args_decode(p, &cfg, 1, true, &a, &d), 0);
    ck_assert_str_eq(d.field, "hdl");
    json_decref(p);
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("rpc_unit_args");
    TCase *tc = tcase_create("decode");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, memo_key_ignores_name_and_member_order);
    tcase_add_test(tc, memo_key_holds_hdl_policies_and_configuration);
    tcase_add_test(tc, weight_counts_nested_members);
    tcase_add_test(tc, errors_name_the_member);
    suite_add_tcase(s, tc);
    return s;
}
