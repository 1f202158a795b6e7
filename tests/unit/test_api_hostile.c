/* The public C API under hostile input: text nested tens of thousands deep (MLIR
 * attribute dictionaries, YAML flow collections) is refused with an error naming
 * the nesting and where it is, never a crash of the caller (each test runs in a
 * forked child, so a stack overflow fails it) and never minutes of work (the
 * test case's timeout fails what takes longer). */
#include <check.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "hsgen/hsgen.h"
#include "rpc_codes.h"

/* "{ftd.k = " (a key the reader knows to ignore), "{k = " n - 1 times, "1", "}"
 * n times: the attribute dictionary of the reproducer. */
static char *nested_dict(int n)
{
    char *s = malloc((size_t)n * 6 + 8), *p = s;
    ck_assert_ptr_nonnull(s);
    p += sprintf(p, "{ftd.k = ");
    for (int i = 1; i < n; i++)
        p += sprintf(p, "{k = ");
    *p++ = '1';
    memset(p, '}', (size_t)n);
    p[n] = '\0';
    return s;
}

/* circuit.generate params: a one-channel handshake.func whose op on line 2
 * carries the dictionary, as JSON text. */
static char *mlir_params(const char *dict)
{
    static const char head[] = "{\"mlir\": \"handshake.func @f(%a: !handshake.channel<i32>) -> "
                               "(!handshake.channel<i32>) {\\n  %r = not %a ";
    static const char tail[] = " : <i32>\\n  end %r : <i32>\\n}\\n\"}";
    char *s = malloc(sizeof(head) + strlen(dict) + sizeof(tail));
    ck_assert_ptr_nonnull(s);
    sprintf(s, "%s%s%s", head, dict, tail);
    return s;
}

/* The message of an error answer; fails unless rc is that answer's code. */
static char *error_message(int rc, const char *out)
{
    json_t *e = json_loads(out, 0, NULL);
    ck_assert_msg(json_is_object(e), "not a JSON object: %.200s", out);
    ck_assert_int_eq(json_integer_value(json_object_get(e, "code")), rc);
    json_decref(e);
    return strdup(out);
}

START_TEST(mlir_dictionaries_40000_deep)
{
    hsgen_context *ctx = hsgen_context_new(NULL, NULL);
    char *dict = nested_dict(40000), *params = mlir_params(dict), *out = NULL;
    int rc = hsgen_circuit_generate(ctx, params, &out);
    ck_assert_int_ne(rc, 0);
    char *msg = error_message(rc, out);
    ck_assert_msg(strstr(msg, "nested more than 64 deep"), "%.400s", msg);
    /* the 65th '{' of line 2: the first at column 15 (after "  %r = not %a "), the
     * second 9 further, then 5 per level */
    ck_assert_msg(strstr(msg, "input:2:339:"), "%.400s", msg);
    free(msg);
    hsgen_free(out);
    /* the same dictionary 64 deep is read and generated */
    free(dict);
    free(params);
    dict = nested_dict(64);
    params = mlir_params(dict);
    ck_assert_int_eq(hsgen_circuit_generate(ctx, params, &out), 0);
    hsgen_free(out);
    free(dict);
    free(params);
    hsgen_context_free(ctx);
}
END_TEST

/* n copies of c, then the rest. */
static char *repeated(char c, int n, const char *rest)
{
    char *s = malloc((size_t)n + strlen(rest) + 1);
    ck_assert_ptr_nonnull(s);
    memset(s, c, (size_t)n);
    strcpy(s + n, rest);
    return s;
}

START_TEST(yaml_flow_200000_deep)
{
    char *err = NULL;
    char *yaml = repeated('[', 200000, "");
    ck_assert_ptr_null(hsgen_context_new(yaml, &err));
    ck_assert_ptr_nonnull(err);
    ck_assert_msg(strstr(err, "nested more than 64 deep"), "%s", err);
    ck_assert_msg(strstr(err, "line 1 column 65"), "%s", err);
    hsgen_free(err);
    free(yaml);
    /* braces count too, and brackets inside quotes and comments do not */
    yaml = repeated('{', 50000, "");
    ck_assert_ptr_null(hsgen_context_new(yaml, &err));
    ck_assert_msg(strstr(err, "nested more than 64 deep"), "%s", err);
    hsgen_free(err);
    free(yaml);
    char *brackets = repeated('[', 100, ""), text[400];
    snprintf(text, sizeof(text), "# %s\nx: \"%s\"\n", brackets, brackets);
    ck_assert_ptr_null(hsgen_context_new(text, &err));
    /* x is an unknown key: the loader, not the guard, says so */
    ck_assert_msg(!strstr(err, "nested") && strstr(err, "line 2"), "%s", err);
    hsgen_free(err);
    free(brackets);
    /* 64 levels are within the bound (a syntax error for the loader, not the guard) */
    yaml = repeated('[', 64, "");
    ck_assert_ptr_null(hsgen_context_new(yaml, &err));
    ck_assert_msg(!strstr(err, "nested"), "%s", err);
    hsgen_free(err);
    free(yaml);
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("api_hostile");
    TCase *tc = tcase_create("nesting");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, mlir_dictionaries_40000_deep);
    tcase_add_test(tc, yaml_flow_200000_deep);
    suite_add_tcase(s, tc);
    return s;
}
