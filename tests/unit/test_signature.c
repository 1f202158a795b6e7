/* Both request forms end in the same typed description, and the signature is a
 * function of (unit, HDL, parameters with defaults, canonical port types,
 * policies) and of nothing else. */
#include <check.h>
#include <stdio.h>
#include <string.h>
#include <xxhash.h>

#include "check_main.h"
#include "hs_gen.h"
#include "hs_unit.h"
#include "rule_req.h"

static hs_config cfg;

static void setup(void)
{
    hs_diag d;
    ck_assert_int_eq(hs_config_default(&cfg, &d), 0);
    ck_assert_int_eq(hs_config_set_merge(&cfg, "tag", HS_MERGE_FIRST, &d), 0);
}

static void teardown(void)
{
    hs_config_free(&cfg);
}

static hs_unit *resolve(const char *unit, const char *spec, hs_hdl hdl)
{
    hs_request r;
    hs_diag d;
    hs_unit *u = hs_unit_new();
    ck_assert_int_eq(rule_req_build(&r, unit, spec, &d), 0);
    int rc = hs_unit_resolve(&r, hdl, &cfg, u, &d);
    ck_assert_msg(rc == 0, "%s %s: %s", unit, spec, d.message);
    hs_request_free(&r);
    return u;
}

static const struct {
    const char *unit, *ports, *params;
} pairs[] = {
    {"handshake.addi",
     "P:lhs=channel<i32, [tag: i8, spec: i1]>|P:rhs=channel<i32, [spec: i1, tag: i8]>|"
     "P:result=channel<i32, [spec: i1, tag: i8]>",
     "p:bitwidth=32|x:tag: i8|x:spec: i1"},
    {"handshake.mux",
     "P:index=channel<i2>|P:ins[0]=channel<i8, [spec: i1]>|P:ins[1]=channel<i8, [spec: i1]>|"
     "P:ins[2]=channel<i8, [spec: i1]>|P:outs=channel<i8, [spec: i1]>",
     "p:size=3|p:bitwidth=8|p:index_bitwidth=2|x:spec: i1"},
    {"handshake.fork", "P:ins=control|P:outs[0]=control|P:outs[1]=control",
     "p:size=2|p:bitwidth=0"},
    {"handshake.constant", "P:ctrl=control<[spec: i1]>|P:outs=channel<i8, [spec: i1]>|p:value=5",
     "p:bitwidth=8|p:value=5|x:spec: i1"},
    {"handshake.load",
     "P:addrIn=channel<i10, [spec: i1]>|P:dataFromMem=channel<i32>|P:addrOut=channel<i10>|"
     "P:dataOut=channel<i32, [spec: i1]>",
     "p:addr_bitwidth=10|p:data_bitwidth=32|x:spec: i1"},
    {"handshake.add_signal", "P:ins=channel<i8>|P:value=channel<i1>|P:outs=channel<i8, [spec: i1]>",
     "p:bitwidth=8|p:signal=spec: i1"},
    {"handshake.buffer", "P:ins=channel<i8>|P:outs=channel<i8>",
     "p:bitwidth=8|p:num_slots=1|p:buffer_type=ONE_SLOT_BREAK_DV"},
};

START_TEST(both_forms_agree)
{
    hs_unit *a = resolve(pairs[_i].unit, pairs[_i].ports, HS_HDL_VHDL);
    hs_unit *b = resolve(pairs[_i].unit, pairs[_i].params, HS_HDL_VHDL);
    ck_assert_str_eq(a->signature, b->signature);
    ck_assert_str_eq(a->name, b->name);
    for (int p = 0; p < a->info->n_ports; p++) {
        ck_assert(hs_type_equal(&a->port[p].type, &b->port[p].type));
        ck_assert_uint_eq(a->port[p].count, b->port[p].count);
    }
    hs_unit_free(a);
    hs_unit_free(b);
}
END_TEST

/* The documented canonical text, written out by hand for one unit. */
START_TEST(canonical_text_and_hash)
{
    hs_unit *u = resolve("addi", "p:bitwidth=8|x:tag: i8|x:spec: i1", HS_HDL_VERILOG);
    char text[2048];
    hs_unit_canonical_text(u, HS_HDL_VERILOG, text, sizeof(text));
    const char *want = "hsgen-signature-v1\n"
                       "unit handshake.addi\n"
                       "hdl verilog\n"
                       "param bitwidth=8\n"
                       "param latency=0\n"
                       "port lhs[1] !handshake.channel<i8, [spec: i1, tag: i8]>\n"
                       "port rhs[1] !handshake.channel<i8, [spec: i1, tag: i8]>\n"
                       "port result[1] !handshake.channel<i8, [spec: i1, tag: i8]>\n"
                       "policy spec merge=or source=- sink=-\n"
                       "policy tag merge=first source=- sink=-\n";
    ck_assert_str_eq(text, want);
    XXH128_hash_t h = XXH3_128bits(want, strlen(want));
    char hex[33];
    snprintf(hex, sizeof(hex), "%016llx%016llx", (unsigned long long)h.high64,
             (unsigned long long)h.low64);
    ck_assert_str_eq(u->signature, hex);
    hs_unit_free(u);
}
END_TEST

START_TEST(what_changes_the_signature)
{
    hs_unit *base = resolve("addi", "p:bitwidth=8|x:spec: i1", HS_HDL_VHDL);
    hs_unit *named = resolve("addi", "p:bitwidth=8|x:spec: i1|n:my_adder", HS_HDL_VHDL);
    hs_unit *verilog = resolve("addi", "p:bitwidth=8|x:spec: i1", HS_HDL_VERILOG);
    hs_unit *wider = resolve("addi", "p:bitwidth=9|x:spec: i1", HS_HDL_VHDL);
    hs_unit *latency = resolve("addi", "p:bitwidth=8|p:latency=0|x:spec: i1", HS_HDL_VHDL);
    ck_assert_str_eq(base->signature, named->signature); /* the name is not part of it */
    ck_assert_str_eq(named->name, "my_adder");
    ck_assert_str_ne(base->signature, verilog->signature);
    ck_assert_str_eq(base->name, verilog->name); /* the default name ignores the HDL */
    ck_assert_str_ne(base->signature, wider->signature);
    ck_assert_str_eq(base->signature, latency->signature); /* defaults applied */
    ck_assert_int_eq(strncmp(base->name, "addi_", 5), 0);
    /* a different merge policy makes different hardware, hence another key */
    hs_diag d;
    hs_config_set_merge(&cfg, "spec", HS_MERGE_AND, &d);
    hs_unit *and_policy = resolve("addi", "p:bitwidth=8|x:spec: i1", HS_HDL_VHDL);
    ck_assert_str_ne(base->signature, and_policy->signature);
    hs_unit_free(base);
    hs_unit_free(named);
    hs_unit_free(verilog);
    hs_unit_free(wider);
    hs_unit_free(latency);
    hs_unit_free(and_policy);
}
END_TEST

/* Each port's type text is printed once a request: the signature keeps it in the unit
 * (hs_unit.port_text) and the generated header copies it. What is kept is the canonical
 * text, and the header names every present port with it, kept or not: a unit whose
 * types outgrow the room (64 extra signals: over 500 bytes a type) prints the rest. */
static void check_header_types(const hs_unit *u, bool want_unkept)
{
    hs_gen_result res;
    hs_diag d;
    char t[HS_TYPE_TEXT_CAP], line[HS_TYPE_TEXT_CAP + 128];
    bool unkept = false;
    ck_assert_int_eq(hs_generate(u, HS_HDL_VHDL, &res, &d), 0);
    for (int p = 0; p < u->info->n_ports; p++) {
        const hs_port_info *pi = &u->info->ports[p];
        if (!u->port[p].present)
            continue;
        size_t n = hs_type_print(&u->port[p].type, t, sizeof(t));
        if (u->port_text_len[p]) {
            ck_assert_uint_eq(u->port_text_len[p], n);
            ck_assert_int_eq(memcmp(u->port_text + u->port_text_at[p], t, n), 0);
        } else {
            unkept = true;
        }
        if (pi->array)
            snprintf(line, sizeof(line), "-- port %s[%u] (%s): %s\n", pi->name, u->port[p].count,
                     pi->dir == HS_IN ? "in" : "out", t);
        else
            snprintf(line, sizeof(line), "-- port %s (%s): %s\n", pi->name,
                     pi->dir == HS_IN ? "in" : "out", t);
        ck_assert_msg(strstr(res.files[0].content, line), "%s: no header line %s", u->info->name,
                      line);
    }
    ck_assert_int_eq(unkept, want_unkept);
    hs_gen_result_free(&res);
}

START_TEST(header_types_as_the_signature_printed_them)
{
    hs_unit *u = resolve(pairs[_i].unit, pairs[_i].ports, HS_HDL_VHDL);
    check_header_types(u, false);
    hs_unit_free(u);
}
END_TEST

START_TEST(header_types_past_the_room)
{
    char spec[2048];
    int n = snprintf(spec, sizeof(spec), "p:size=4|p:bitwidth=64|p:index_bitwidth=2");
    for (int i = 0; i < 64; i++)
        n += snprintf(spec + n, sizeof(spec) - (size_t)n, "|x:extra_signal_%d: i8", i);
    hs_unit *u = resolve("mux", spec, HS_HDL_VHDL);
    check_header_types(u, true);
    hs_unit_free(u);
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("signature");
    TCase *tc = tcase_create("signature");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_loop_test(tc, both_forms_agree, 0, (int)(sizeof(pairs) / sizeof(pairs[0])));
    tcase_add_test(tc, canonical_text_and_hash);
    tcase_add_test(tc, what_changes_the_signature);
    tcase_add_loop_test(tc, header_types_as_the_signature_printed_them, 0,
                        (int)(sizeof(pairs) / sizeof(pairs[0])));
    tcase_add_test(tc, header_types_past_the_room);
    suite_add_tcase(s, tc);
    return s;
}
