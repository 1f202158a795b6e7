/* A plain unit.generate decoded from its text (service/unit_plain.h) must give
 * exactly what the ordinary path makes of the same message with jansson: the id,
 * the typed call's arguments (HDL, name, weight, memo key) and the unit's
 * request (every port, parameter and extra signal, in order). Every message it
 * takes must be one jansson accepts with a valid envelope; every message it
 * refuses goes the ordinary way (so errors are the ordinary path's). Checked on
 * hand-written messages of both kinds and on thousands of mutations of plain ones. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "json_dump.h"
#include "request_json.h"
#include "unit_plain.h"

static hs_config cfg;

static void setup(void)
{
    ck_assert_int_eq(hs_config_default(&cfg, NULL), 0);
}

static void teardown(void)
{
    hs_config_free(&cfg);
}

/* Two requests item by item. */
static void same_items(const hs_req_item *a, const hs_req_item *b, int n)
{
    for (int i = 0; i < n; i++) {
        ck_assert_str_eq(a[i].key, b[i].key);
        ck_assert_str_eq(a[i].value, b[i].value);
        ck_assert_int_eq(a[i].is_int, b[i].is_int);
        ck_assert(a[i].num == b[i].num);
        ck_assert_int_eq(a[i].is_signal, b[i].is_signal);
    }
}

/* Decodes text both ways; returns whether the plain decoder took it (and then
 * checks it agrees with jansson's path in everything it produced). */
static bool agrees(const char *text, size_t len)
{
    hsd_plain p;
    json_error_t jerr;
    bool took = hsd_plain_decode(text, len, &cfg, 7, true, &p);
    if (!took)
        return false;
    json_t *msg = json_loadb(text, len, JSON_REJECT_DUPLICATES, &jerr);
    ck_assert_msg(msg != NULL, "taken but jansson refuses: %.*s", (int)len, text);
    json_t *id = json_object_get(msg, "id"), *params = json_object_get(msg, "params");
    ck_assert_str_eq(json_string_value(json_object_get(msg, "jsonrpc")), "2.0");
    ck_assert_str_eq(json_string_value(json_object_get(msg, "method")), "unit.generate");
    if (p.id_is_string) {
        ck_assert(json_is_string(id));
        ck_assert_uint_eq(json_string_length(id), p.id_len);
        ck_assert(memcmp(json_string_value(id), p.id_text, p.id_len) == 0);
    } else {
        ck_assert(json_is_integer(id));
        ck_assert(json_integer_value(id) == p.id_num);
    }
    hsd_unit_args a;
    hs_diag d;
    hs_request r;
    hs_diag_clear(&d);
    ck_assert_int_eq(hsd_unit_args_decode(params, &cfg, 7, true, &a, &d), 0);
    ck_assert_int_eq(a.hdl, p.args.hdl);
    ck_assert_int_eq(a.has_pol, p.args.has_pol);
    ck_assert_int_eq(a.name_usable, p.args.name_usable);
    ck_assert_uint_eq(a.weight, p.args.weight);
    ck_assert_str_eq(a.memo, p.args.memo);
    ck_assert((a.name == NULL) == (p.args.name == NULL));
    if (a.name)
        ck_assert_str_eq(a.name, p.args.name);
    ck_assert_int_eq(hs_request_from_json(params, &r, &d), 0);
    ck_assert_str_eq(r.unit, p.req.unit);
    ck_assert_str_eq(r.name, p.req.name);
    ck_assert_int_eq(r.n_ports, p.req.n_ports);
    ck_assert_int_eq(r.n_params, p.req.n_params);
    ck_assert_int_eq(r.n_extras, p.req.n_extras);
    same_items(r.ports, p.req.ports, r.n_ports);
    same_items(r.params, p.req.params, r.n_params);
    for (int i = 0; i < r.n_extras; i++)
        ck_assert(memcmp(&r.extras[i], &p.req.extras[i], sizeof(r.extras[i])) == 0);
    hs_request_free(&r);
    hs_request_free(&p.req);
    json_decref(msg);
    return true;
}

static bool agrees_text(const char *text)
{
    return agrees(text, strlen(text));
}

/* The messages clients send, in several spellings: all taken, all agreeing. */
static const char *const plain[] = {
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\",\"name\":\"add_1\",\"params\":{\"bitwidth\":32,\"latency\":3},"
    "\"extra_signals\":[\"spec: i1\"]}}",
    " { \"params\" : { \"extra_signals\" : [ \"spec: i1\" , \"tag: i4\" ] , \"params\" : {"
    " \"latency\" : 0 , \"bitwidth\" : 7 } , \"unit\" : \"handshake.addi\" } ,\n\t\"method\""
    " : \"unit.generate\" , \"id\" : \"req-7\" , \"jsonrpc\" : \"2.0\" }\r\n",
    "{\"jsonrpc\":\"2.0\",\"id\":-42,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.fork\",\"hdl\":\"verilog\",\"ports\":{\"ins\":\"channel<i8>\",\"outs[0]\":"
    "\"channel<i8>\",\"outs[1]\":\"channel<i8>\"}}}",
    "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.buffer\",\"params\":{\"slots\":2,\"bitwidth\":\"16\"},\"extra_signals\":[]}}",
    "{\"jsonrpc\":\"2.0\",\"id\":\"\",\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.constant\",\"name\":\"c\",\"params\":{},\"hdl\":\"vhdl\"}}",
    "{\"jsonrpc\":\"2.0\",\"id\":999999999999999999,\"method\":\"unit.generate\",\"params\":"
    "{\"unit\":\"nope.unknown\",\"params\":{\"x\":-5}}}", /* resolution refuses it later */
};

/* Messages the plain decoder must leave to the ordinary path. */
static const char *const not_plain[] = {
    /* not JSON, or not one jansson reads the same */
    "",
    "{",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\"}} x",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.\\u0061ddi\"}}",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\",\"params\":{\"bitwidth\":3.0}}}",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\",\"params\":{\"bitwidth\":1e1}}}",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\",\"params\":{\"bitwidth\":08}}}",
    "{\"jsonrpc\":\"2.0\",\"id\":-0,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\"}}",
    "{\"jsonrpc\":\"2.0\",\"id\":1234567890123456789,\"method\":\"unit.generate\",\"params\":"
    "{\"unit\":\"handshake.addi\"}}",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\",\"params\":{\"bitwidth\":12345678901234567890123456789}}}",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\",\"unit\":\"handshake.subi\"}}",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\",\"params\":{\"bitwidth\":8,\"bitwidth\":9}}}",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"h\xc3\xa9\"}}",
    /* valid, but not the plain kind */
    "{\"jsonrpc\":\"2.0\",\"method\":\"unit.generate\",\"params\":{\"unit\":\"handshake.addi\"}}",
    "{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\"}}",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.preview\",\"params\":{\"unit\":"
    "\"handshake.addi\"}}",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"type.parse\",\"params\":{\"type\":"
    "\"unit.generate\"}}",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\",\"signals\":{\"spec\":{\"merge\":\"or\"}}}}",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\",\"extra_signals\":[{\"name\":\"spec\",\"width\":1}]}}",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\",\"bogus\":1}}",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"extra\":1,\"params\":{"
    "\"unit\":\"handshake.addi\"}}",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\",\"params\":{\"bitwidth\":true}}}",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\",\"params\":{\"bitwidth\":[8]}}}",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\",\"name\":null}}",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\",\"name\":\"\"}}", /* empty: the ordinary path refuses it */
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\",\"hdl\":\"vhdl2008\"}}",
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\",\"name\":\"n123456789012345678901234567890123456789012345678901234567"
    "890123\"}}", /* 64 characters: one more than fits */
    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\",\"extra_signals\":[\"spec i1\"]}}", /* the library refuses it */
    "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{\"unit\":"
    "\"handshake.addi\"}}]",
};

START_TEST(plain_messages_agree_with_jansson)
{
    for (size_t i = 0; i < sizeof(plain) / sizeof(plain[0]); i++)
        ck_assert_msg(agrees_text(plain[i]), "not taken: %s", plain[i]);
}
END_TEST

START_TEST(other_messages_are_left_to_the_ordinary_path)
{
    for (size_t i = 0; i < sizeof(not_plain) / sizeof(not_plain[0]); i++)
        ck_assert_msg(!agrees_text(not_plain[i]), "taken: %s", not_plain[i]);
}
END_TEST

/* Without a memo key asked for, none is computed; the rest is the same. */
START_TEST(memo_key_only_when_asked)
{
    hsd_plain p;
    ck_assert(hsd_plain_decode(plain[0], strlen(plain[0]), &cfg, 7, false, &p));
    ck_assert_str_eq(p.args.memo, "");
    hs_request_free(&p.req);
}
END_TEST

/* Mutations of the plain messages (a byte changed to one of JSON's own, removed
 * or doubled): whatever the decoder takes, jansson reads the same. */
START_TEST(mutations_taken_only_when_jansson_agrees)
{
    static const char alphabet[] = "{}[]\",: 0-19e.\\tnu\x01\xc3";
    char text[1024];
    int taken = 0;
    srand(24);
    for (int n = 0; n < 20000; n++) {
        const char *src = plain[(size_t)rand() % (sizeof(plain) / sizeof(plain[0]))];
        size_t len = strlen(src), at;
        memcpy(text, src, len);
        for (int k = 0; k < 1 + rand() % 3; k++) {
            at = (size_t)rand() % len;
            switch (rand() % 3) {
            case 0:
                text[at] = alphabet[(size_t)rand() % (sizeof(alphabet) - 1)];
                break;
            case 1:
                memmove(text + at, text + at + 1, len - at - 1);
                len--;
                break;
            default:
                memmove(text + at + 1, text + at, len - at);
                len++;
            }
        }
        taken += agrees(text, len);
    }
    ck_assert_int_gt(taken, 100); /* the property was tried on mutants the decoder took */
}
END_TEST

/* Every byte inside a string, where the decoder scans 16 bytes at a time (the id, early
 * in the message) and where it goes byte by byte (the last value, in the message's
 * last 16 bytes): taken exactly when it is printable ASCII other than '"' and '\\'. DEL
 * and the bytes of 0x80 and more are left to jansson (which decodes escapes and
 * validates UTF-8), though the JSON writer copies them as they are (json_dump.c): a
 * byte taken here is always one the writer copies. */
START_TEST(every_byte_in_a_string)
{
    static const char *const forms[2] = {
        "{\"jsonrpc\":\"2.0\",\"id\":\"abcde#fghijklmnopqrstuvwxyz\",\"method\":"
        "\"unit.generate\",\"params\":{\"unit\":\"handshake.addi\",\"params\":"
        "{\"bitwidth\":\"16\"}}}",
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":{"
        "\"unit\":\"handshake.addi\",\"params\":{\"bitwidth\":\"1#6\"}}}",
    };
    for (int c = 0; c < 256; c++) {
        bool want = c >= 0x20 && c <= 0x7e && c != '"' && c != '\\';
        for (int k = 0; k < 2; k++) {
            char text[256];
            size_t len = strlen(forms[k]);
            memcpy(text, forms[k], len + 1);
            *strchr(text, '#') = (char)c; /* (the only '#'; a NUL too: the length is given) */
            ck_assert_msg(agrees(text, len) == want, "byte 0x%02x in the %s", c,
                          k ? "last value" : "id");
        }
        if (want) { /* the writer copies it as it is */
            hsd_jbuf b = {0};
            char ch = (char)c;
            ck_assert_int_eq(hsd_jbuf_add_escaped(&b, &ch, 1), 0);
            ck_assert_uint_eq(b.len, 1);
            ck_assert_int_eq(b.buf[0], ch);
            hsd_jbuf_free(&b);
        }
    }
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("rpc_plain");
    TCase *tc = tcase_create("plain");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, plain_messages_agree_with_jansson);
    tcase_add_test(tc, other_messages_are_left_to_the_ordinary_path);
    tcase_add_test(tc, memo_key_only_when_asked);
    tcase_add_test(tc, every_byte_in_a_string);
    tcase_add_test(tc, mutations_taken_only_when_jansson_agrees);
    tcase_set_timeout(tc, 60);
    suite_add_tcase(s, tc);
    return s;
}
