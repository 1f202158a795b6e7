/* In-process JSON-RPC (what the client uses without a daemon): results,
 * error codes and data, and the cache that ignores entity names. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "request_json.h"
#include "rpc_codes.h"
#include "rpc_methods.h"

static hsd_ctx ctx;

static void setup(void)
{
    hs_config *cfg = calloc(1, sizeof(*cfg));
    ck_assert_int_eq(hs_config_default(cfg, NULL), 0);
    ck_assert_int_eq(hsd_ctx_init(&ctx, cfg, true), 0);
    hs_config_free(cfg);
    free(cfg);
}

static void teardown(void)
{
    hsd_ctx_free(&ctx);
}

/* Calls a method with params given as JSON text; returns the code. */
static int call(const char *method, const char *params, json_t **res, json_t **err)
{
    json_t *p = params ? json_loads(params, 0, NULL) : NULL;
    int rc;
    ck_assert(params == NULL || p != NULL);
    rc = hsd_rpc_call(&ctx, method, p, res, err);
    json_decref(p);
    return rc;
}

static int error_code(const char *method, const char *params, const char *field)
{
    json_t *res, *err;
    int rc = call(method, params, &res, &err);
    ck_assert_ptr_null(res);
    ck_assert_ptr_nonnull(err);
    ck_assert_int_eq(rc, json_integer_value(json_object_get(err, "code")));
    ck_assert(json_string_length(json_object_get(err, "message")) > 0);
    if (field)
        ck_assert_str_eq(json_string_value(json_object_get(json_object_get(err, "data"), "field")),
                         field);
    json_decref(err);
    return rc;
}

#define ADD                                                                                        \
    "{\"unit\": \"handshake.addi\", \"params\": {\"bitwidth\": 32}, \"extra_signals\": [\"spec: "  \
    "i1\"]"

START_TEST(generate_and_cache_by_signature)
{
    json_t *a, *b, *err;
    const char *ta, *tb;
    ck_assert_int_eq(call("unit.generate", ADD ", \"name\": \"first_add\"}", &a, &err), 0);
    ck_assert_int_eq(call("unit.generate", ADD ", \"name\": \"second_add\"}", &b, &err), 0);
    ck_assert(json_is_false(json_object_get(a, "cached")));
    ck_assert(json_is_true(json_object_get(b, "cached")));
    ck_assert_str_eq(json_string_value(json_object_get(a, "signature")),
                     json_string_value(json_object_get(b, "signature")));
    ta = json_string_value(
        json_object_get(json_array_get(json_object_get(a, "files"), 0), "content"));
    tb = json_string_value(
        json_object_get(json_array_get(json_object_get(b, "files"), 0), "content"));
    ck_assert(strstr(ta, "entity first_add is") != NULL);
    ck_assert(strstr(tb, "entity second_add is") != NULL);
    ck_assert(strstr(tb, HSD_CACHE_MARKER) == NULL);
    ck_assert_uint_eq(strlen(ta) - strlen("first_add") * 3, strlen(tb) - strlen("second_add") * 3);
    json_decref(a);
    json_decref(b);
}
END_TEST

START_TEST(same_bytes_twice)
{
    json_t *a, *b, *err;
    char *sa, *sb;
    ck_assert_int_eq(call("unit.generate", ADD "}", &a, &err), 0);
    ck_assert_int_eq(call("cache.clear", NULL, &b, &err), 0);
    json_decref(b);
    ck_assert_int_eq(call("unit.generate", ADD "}", &b, &err), 0);
    sa = json_dumps(a, JSON_COMPACT);
    sb = json_dumps(b, JSON_COMPACT);
    ck_assert_str_eq(sa, sb);
    free(sa);
    free(sb);
    json_decref(a);
    json_decref(b);
}
END_TEST

START_TEST(error_codes)
{
    ck_assert_int_eq(error_code("nope", "{}", "method"), HSD_RPC_METHOD_NOT_FOUND);
    ck_assert_int_eq(error_code("unit.generate", "{}", "unit"), HSD_RPC_INVALID_PARAMS);
    ck_assert_int_eq(error_code("unit.generate", ADD ", \"x\": 1}", "x"), HSD_RPC_INVALID_PARAMS);
    ck_assert_int_eq(error_code("type.parse", "{\"type\": \"channel<\"}", "type"),
                     HSD_APP_BASE - HS_E_PARSE);
    ck_assert_int_eq(error_code("unit.generate", "{\"unit\": \"frob\"}", "unit"),
                     HSD_APP_BASE - HS_E_UNKNOWN_UNIT);
    ck_assert_int_eq(error_code("unit.generate", ADD ", \"name\": \"signal\"}", "name"),
                     HSD_APP_BASE - HS_E_NAME);
    ck_assert_int_eq(error_code("unit.generate", ADD ", \"hdl\": \"chisel\"}", "hdl"),
                     HSD_APP_BASE - HS_E_BACKEND);
    ck_assert_int_eq(error_code("circuit.generate", "{}", "netlist"), HSD_RPC_INVALID_PARAMS);
    ck_assert_int_eq(
        error_code("circuit.add_spec_tags", "{\"netlist\": {\"name\": \"x\"}}", "netlist"),
        HSD_APP_BASE - HS_E_NETLIST);
}
END_TEST

START_TEST(small_methods)
{
    json_t *r, *err;
    ck_assert_int_eq(call("unit.list", NULL, &r, &err), 0);
    ck_assert_int_gt(json_array_size(json_object_get(r, "units")), 10);
    json_decref(r);
    ck_assert_int_eq(call("unit.describe", "{\"unit\": \"addi\"}", &r, &err), 0);
    ck_assert_str_eq(json_string_value(json_object_get(r, "unit")), "handshake.addi");
    json_decref(r);
    ck_assert_int_eq(call("type.parse", "{\"type\": \"control<[b: i2, a: (U) i1]>\"}", &r, &err),
                     0);
    ck_assert_str_eq(json_string_value(json_object_get(r, "canonical")),
                     "!handshake.control<[a: (U) i1, b: i2]>");
    json_decref(r);
    ck_assert_int_eq(call("cache.stats", NULL, &r, &err), 0);
    ck_assert_int_eq(json_integer_value(json_object_get(r, "entries")), 0);
    json_decref(r);
}
END_TEST

/* The code every library error maps to, and its data.kind (schema/README.md). */
/* A row's answer to its params (given as members, without braces) with a
 * `signals` member: the same as without it (the member is checked, not used),
 * or refused as an unknown member. */
static void assert_signals_unused(const char *method, const char *members)
{
    char with[256], without[256];
    json_t *r1 = NULL, *e1 = NULL, *r2 = NULL, *e2 = NULL;
    const char *field;
    snprintf(without, sizeof(without), "{%s}", members);
    snprintf(with, sizeof(with), "{%s%s\"signals\": {\"spec\": \"and\"}}", members,
             *members ? ", " : "");
    call(method, with, &r1, &e1);
    field = json_string_value(json_object_get(json_object_get(e1, "data"), "field"));
    if (!(e1 && field && strcmp(field, "signals") == 0)) {
        call(method, without, &r2, &e2);
        ck_assert_msg(json_equal(r1, r2) || (e1 && e2 && json_equal(e1, e2)),
                      "%s: signals changed its answer", method);
    }
    json_decref(r1);
    json_decref(e1);
    json_decref(r2);
    json_decref(e2);
}

/* HSD_METHOD_SIGNALS (what the client reads to put --merge in a request) says
 * exactly which rows' answers take a request's own policies: a bad policy is
 * their error, and every other row's answer is the same with a `signals` member
 * or refuses it. Rows are numbered in table order, unit.generate first. */
START_TEST(signals_flag_matches_decode)
{
    int flagged = 0;
    ck_assert_int_eq(hsd_rpc_method_index(hsd_rpc_method("unit.generate")), HSD_RPC_UNIT_GENERATE);
    ck_assert_ptr_null(hsd_rpc_method("server.info")); /* the daemon's own */
    for (int i = 0; i < HSD_RPC_METHOD_COUNT; i++) {
        const hsd_method *m = hsd_rpc_method_at(i);
        json_t *res = NULL, *err = NULL;
        const char *field;
        ck_assert_ptr_eq(hsd_rpc_method(m->name), m);
        ck_assert_int_eq(hsd_rpc_method_index(m), i);
        if (!(m->flags & HSD_METHOD_SIGNALS)) {
            assert_signals_unused(
                m->name, strcmp(m->name, "unit.describe") ? "" : "\"unit\": \"handshake.addi\"");
            continue;
        }
        call(m->name, "{\"signals\": {\"spec\": \"bogus\"}}", &res, &err);
        field = json_string_value(json_object_get(json_object_get(err, "data"), "field"));
        ck_assert_msg(field && strcmp(field, "signals.spec") == 0, "%s: signals not read (%s)",
                      m->name, field ? field : "no field");
        flagged++;
        json_decref(res);
        json_decref(err);
    }
    ck_assert_int_eq(flagged,
                     5); /* unit.generate, .preview, .verify, circuit.generate, .add_spec_tags */
}
END_TEST

START_TEST(diag_code_mapping)
{
    static const struct {
        int err, code;
        const char *kind;
    } map[] = {{HS_E_PARSE, 1001, "parse"},
               {HS_E_LIMIT, 1002, "limit"},
               {HS_E_UNKNOWN_UNIT, 1003, "unknown_unit"},
               {HS_E_PORT, 1004, "port"},
               {HS_E_PARAM, 1005, "param"},
               {HS_E_RULE, 1006, "rule"},
               {HS_E_POLICY, 1007, "merge_policy"},
               {HS_E_NAME, 1008, "name"},
               {HS_E_BACKEND, 1010, "backend"},
               {HS_E_UNSUPPORTED, 1011, "unsupported"},
               {HS_E_CONFIG, 1013, "config"},
               {HS_E_NETLIST, 1014, "netlist"},
               {HS_E_EXTERNAL, 1015, "external"},
               {HS_E_NOMEM, -32603, "no_memory"},
               {HS_E_IO, -32603, "io"},
               {HS_E_INTERNAL, -32603, "internal"},
               {HS_JSON_E_INVALID_PARAMS, -32602, "invalid_params"}};
    for (size_t i = 0; i < sizeof(map) / sizeof(map[0]); i++) {
        hs_diag d;
        json_t *e;
        hs_diag_clear(&d);
        hs_fail(&d, map[i].err, "failure %zu", i);
        hs_diag_where(&d, "ports", "rhs", "same_type");
        e = hsd_rpc_error_from_diag(&d);
        ck_assert_int_eq(json_integer_value(json_object_get(e, "code")), map[i].code);
        ck_assert_str_eq(json_string_value(json_object_get(json_object_get(e, "data"), "kind")),
                         map[i].kind);
        ck_assert_str_eq(json_string_value(json_object_get(json_object_get(e, "data"), "port")),
                         "rhs");
        json_decref(e);
    }
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("rpc_methods");
    TCase *tc = tcase_create("in_process");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, generate_and_cache_by_signature);
    tcase_add_test(tc, same_bytes_twice);
    tcase_add_test(tc, error_codes);
    tcase_add_test(tc, small_methods);
    tcase_add_test(tc, diag_code_mapping);
    tcase_add_test(tc, signals_flag_matches_decode);
    suite_add_tcase(s, tc);
    return s;
}
