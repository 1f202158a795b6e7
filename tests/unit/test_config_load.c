/* Configuration loading: the embedded default, overrides, ${VAR} expansion,
 * and errors that name the key and its line. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check_main.h"
#include "hs_config.h"

static hs_config *cfg_new(void)
{
    hs_config *c = calloc(1, sizeof(*c));
    ck_assert_ptr_nonnull(c);
    return c;
}

static void cfg_del(hs_config *c)
{
    hs_config_free(c);
    free(c);
}

/* Loads text and expects failure whose message contains `want`. */
static void expect_error(const char *text, const char *want, int line)
{
    hs_config *c = cfg_new();
    hs_diag d;
    int rc = hs_config_load_text(c, text, "test", &d);
    ck_assert_int_eq(rc, HS_E_CONFIG);
    ck_assert_msg(strstr(d.message, want) != NULL, "'%s' not in '%s'", want, d.message);
    ck_assert_msg(d.line == line, "line %d, not %d, for '%s'", d.line, line, d.message);
    cfg_del(c);
}

START_TEST(embedded_default_loads)
{
    hs_config *c = cfg_new();
    hs_diag d;
    ck_assert_int_eq(hs_config_default(c, &d), 0);
    ck_assert_str_eq(c->source, "embedded default");
    ck_assert_int_eq(c->n_listen, 1);
    ck_assert(strncmp(c->listen[0], "unix:", 5) == 0);
    ck_assert(strstr(c->listen[0], "/hsgend.sock") != NULL);
    ck_assert_uint_eq(c->max_message_bytes, 8388608);
    ck_assert_uint_eq(c->max_connections, 1024);
    ck_assert_uint_eq(c->idle_timeout_s, 300);
    ck_assert_uint_eq(c->cache_max_bytes, 268435456);
    ck_assert_int_eq(c->default_hdl, HS_HDL_VHDL);
    ck_assert(c->hdl_enabled[HS_HDL_VHDL] && c->hdl_enabled[HS_HDL_VERILOG]);
    ck_assert_int_eq(hs_config_merge(c, "spec"), HS_MERGE_OR);
    /* profile dynamatic: Dynamatic's signals without entries of their own */
    ck_assert_int_eq(c->profile, HS_PROFILE_DYNAMATIC);
    ck_assert_int_eq(hs_config_merge(c, "tag"), HS_MERGE_EQUAL);
    ck_assert_int_eq(hs_config_merge(c, "tag12"), HS_MERGE_EQUAL);
    ck_assert_int_eq(hs_config_merge(c, "extra0"), HS_MERGE_EQUAL);
    ck_assert_int_eq(hs_config_merge(c, "tagx"), HS_MERGE_UNSET);
    ck_assert_int_eq(hs_config_merge(c, "color"), HS_MERGE_UNSET);
    ck_assert(!c->admin_allow_tcp);
    ck_assert_int_eq(c->log_level, 2);
    cfg_del(c);
}
END_TEST

START_TEST(xdg_runtime_dir_falls_back_to_tmp)
{
    hs_config *c = cfg_new();
    char *saved = getenv("XDG_RUNTIME_DIR") ? strdup(getenv("XDG_RUNTIME_DIR")) : NULL;
    unsetenv("XDG_RUNTIME_DIR");
    ck_assert_int_eq(hs_config_default(c, NULL), 0);
    ck_assert_str_eq(c->listen[0], "unix:/tmp/hsgend.sock");
    setenv("XDG_RUNTIME_DIR", "/run/user/42", 1);
    ck_assert_int_eq(hs_config_default(c, NULL), 0);
    ck_assert_str_eq(c->listen[0], "unix:/run/user/42/hsgend.sock");
    if (saved)
        setenv("XDG_RUNTIME_DIR", saved, 1);
    free(saved);
    cfg_del(c);
}
END_TEST

START_TEST(file_overrides_keys_and_replaces_lists)
{
    hs_config *c = cfg_new();
    hs_diag d;
    const char *text =
        "listen: [\"tcp:127.0.0.1:7420\", \"unix:/tmp/x.sock\"]\n"
        "limits: { max_connections: 5 }\n"
        "backends: { default: verilog, vhdl: { enabled: no } }\n"
        "signals:\n  tag: { merge: first, source: 3, sink: 1 }\n"
        "units:\n  handshake.addf: { external: [\"/bin/gen\", \"{name}\"], timeout_ms: 50 }\n"
        "admin: { allow_tcp: true }\nlog: { level: debug }\n";
    ck_assert_int_eq(hs_config_load_text(c, text, "mine.yaml", &d), 0);
    ck_assert_str_eq(c->source, "mine.yaml");
    ck_assert_int_eq(c->n_listen, 2);
    ck_assert_str_eq(c->listen[0], "tcp:127.0.0.1:7420");
    ck_assert_uint_eq(c->max_connections, 5);
    ck_assert_uint_eq(c->max_message_bytes, 8388608); /* untouched key keeps the default */
    ck_assert_int_eq(c->default_hdl, HS_HDL_VERILOG);
    ck_assert(!c->hdl_enabled[HS_HDL_VHDL]);
    ck_assert_ptr_null(hs_config_signal(c, "spec"));           /* signals replaced */
    ck_assert_int_eq(hs_config_merge(c, "spec"), HS_MERGE_OR); /* the profile's */
    ck_assert_int_eq(hs_config_merge(c, "tag"), HS_MERGE_FIRST);
    ck_assert(hs_config_signal(c, "tag")->has_source);
    ck_assert_uint_eq(hs_config_signal(c, "tag")->source, 3);
    /* one signal whatever the case, the first letter's included */
    ck_assert_ptr_eq(hs_config_signal(c, "TAG"), hs_config_signal(c, "tag"));
    ck_assert_ptr_eq(hs_config_signal(c, "Tag"), hs_config_signal(c, "tag"));
    ck_assert_ptr_eq(hs_config_signal(c, "tAg"), hs_config_signal(c, "tag"));
    ck_assert_ptr_null(hs_config_signal(c, "4ag")); /* '4' is 't' ^ 0x40 */
    ck_assert_ptr_null(hs_config_signal(c, "ta"));
    ck_assert_ptr_nonnull(hs_config_external(c, "addf"));
    ck_assert_int_eq(hs_config_external(c, "handshake.addf")->argc, 2);
    ck_assert_str_eq(hs_config_external(c, "handshake.addf")->argv[1], "{name}");
    ck_assert_uint_eq(hs_config_external(c, "handshake.addf")->timeout_ms, 50);
    ck_assert(c->admin_allow_tcp);
    ck_assert_int_eq(c->log_level, 3);
    cfg_del(c);
}
END_TEST

/* profile: none takes Dynamatic's policies away; a signals: entry wins over the profile. */
START_TEST(profile_none_and_entries_win)
{
    hs_config *c = cfg_new();
    hs_diag d;
    ck_assert_int_eq(hs_config_load_text(c, "profile: none\n", "test", &d), 0);
    ck_assert_int_eq(hs_config_merge(c, "tag"), HS_MERGE_UNSET);
    ck_assert_int_eq(hs_config_merge(c, "spec"), HS_MERGE_OR); /* its signals: entry */
    ck_assert_int_eq(hs_config_load_text(
                         c, "profile: dynamatic\nsignals: { tag: { merge: and } }\n", "test", &d),
                     0);
    ck_assert_int_eq(hs_config_merge(c, "tag"), HS_MERGE_AND);
    ck_assert_int_eq(hs_config_merge(c, "tag1"), HS_MERGE_EQUAL);
    cfg_del(c);
}
END_TEST

START_TEST(errors_name_key_and_line)
{
    expect_error("# comment\nlimits:\n  max_mesage_bytes: 5\n",
                 "unknown key 'limits.max_mesage_bytes' at line 3", 3);
    expect_error("limits: { max_message_bytes: lots }\n", "'limits.max_message_bytes' at line 1",
                 1);
    expect_error("limits: { max_connections: 0 }\n", "out of range", 1);
    expect_error("cache: [1]\n", "expected a mapping for 'cache'", 1);
    expect_error("log: {}\nprofile: dynamatik\n",
                 "expected none or dynamatic, got 'dynamatik', for 'profile'", 2);
    expect_error("signals:\n  spec: { merge: xor }\n", "'signals.spec.merge' at line 2", 2);
    expect_error("signals:\n  bad__name: { merge: or }\n", "signals.bad__name", 2);
    expect_error("listen: [\"http://x\"]\n", "'listen[0]'", 1);
    expect_error("listen: [\"tcp:127.0.0.1:99999\"]\n", "invalid TCP port", 1);
    expect_error("backends:\n  vhdl: { enabled: maybe }\n", "backends.vhdl.enabled", 2);
    expect_error("backends:\n  vhdl: { enabled: false }\n", "default backend is disabled", 2);
    expect_error("units:\n  handshake.x: { timeout_ms: 5 }\n", "missing 'external'", 2);
    expect_error("units:\n  handshake.x: { external: [] }\n", "non-empty argument list", 2);
    expect_error("log: { level: loud }\n", "'log.level' at line 1", 1);
    expect_error("listen: [\"unix:${HSGEN_SURELY_UNSET_VAR}/s\"]\n", "HSGEN_SURELY_UNSET_VAR", 1);
    expect_error("limits: {\n", "YAML syntax error", 2);
    expect_error("colour: blue\n", "unknown key 'colour' at line 1", 1);
}
END_TEST

START_TEST(failed_load_leaves_config_untouched)
{
    hs_config *c = cfg_new();
    ck_assert_int_eq(hs_config_load_text(c, "limits: { max_connections: 7 }\n", "a", NULL), 0);
    ck_assert_int_ne(hs_config_load_text(c, "limits: { max_connections: x }\n", "b", NULL), 0);
    ck_assert_uint_eq(c->max_connections, 7);
    ck_assert_str_eq(c->source, "a");
    cfg_del(c);
}
END_TEST

START_TEST(copy_set_merge_and_names)
{
    hs_config *a = cfg_new(), *b = cfg_new();
    hs_merge m;
    hs_hdl h;
    ck_assert_int_eq(
        hs_config_load_text(a, "units:\n  u: { external: [\"/bin/true\"] }\n", "a", NULL), 0);
    ck_assert_int_eq(hs_config_copy(b, a), 0);
    ck_assert_ptr_ne(b->external[0].argv[0], a->external[0].argv[0]);
    ck_assert_str_eq(b->external[0].argv[0], "/bin/true");
    ck_assert_int_eq(hs_config_set_merge(b, "tag", HS_MERGE_AND, NULL), 0);
    ck_assert_int_eq(hs_config_set_merge(b, "spec", HS_MERGE_FIRST, NULL), 0);
    ck_assert_int_eq(hs_config_merge(b, "tag"), HS_MERGE_AND);
    ck_assert_int_eq(hs_config_merge(b, "spec"), HS_MERGE_FIRST);
    ck_assert_int_ne(hs_config_set_merge(b, "9bad", HS_MERGE_OR, NULL), 0);
    ck_assert_int_eq(hs_merge_parse("equal", &m), 0);
    ck_assert_int_eq(m, HS_MERGE_EQUAL);
    ck_assert_int_ne(hs_merge_parse("unset", &m), 0);
    ck_assert_str_eq(hs_merge_name(HS_MERGE_OR), "or");
    ck_assert_int_eq(hs_hdl_parse("verilog", &h), 0);
    ck_assert_int_ne(hs_hdl_parse("VHDL", &h), 0);
    ck_assert_str_eq(hs_hdl_name(HS_HDL_VHDL), "vhdl");
    cfg_del(a);
    cfg_del(b);
}
END_TEST

START_TEST(load_file_missing_and_present)
{
    hs_config *c = cfg_new();
    hs_diag d;
    char path[] = "/tmp/hsgen-cfg-XXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(write(fd, "cache: { max_bytes: 0 }\n", 24), 24);
    close(fd);
    ck_assert_int_eq(hs_config_load_file(c, path, &d), 0);
    ck_assert_uint_eq(c->cache_max_bytes, 0);
    ck_assert_str_eq(c->source, path);
    unlink(path);
    ck_assert_int_eq(hs_config_load_file(c, path, &d), HS_E_CONFIG);
    ck_assert(strstr(d.message, "cannot open") != NULL);
    cfg_del(c);
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("config");
    TCase *tc = tcase_create("load");
    tcase_add_test(tc, embedded_default_loads);
    tcase_add_test(tc, xdg_runtime_dir_falls_back_to_tmp);
    tcase_add_test(tc, file_overrides_keys_and_replaces_lists);
    tcase_add_test(tc, errors_name_key_and_line);
    tcase_add_test(tc, profile_none_and_entries_win);
    tcase_add_test(tc, failed_load_leaves_config_untouched);
    tcase_add_test(tc, copy_set_merge_and_names);
    tcase_add_test(tc, load_file_missing_and_present);
    suite_add_tcase(s, tc);
    return s;
}
