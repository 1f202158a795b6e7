/* The generation cache: hits, LRU order, byte budget, clear, in-flight table. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cache.h"
#include "check_main.h"

/* A one-file result whose content is `len` bytes of `ch`. */
static hs_gen_result *result(char ch, size_t len)
{
    static hs_gen_result r;
    static char name[] = "m.vhd";
    static char content[4096];
    memset(&r, 0, sizeof(r));
    memset(content, ch, len);
    content[len] = 0;
    snprintf(r.module, sizeof(r.module), "m");
    r.n_files = 1;
    r.files[0].name = name;
    r.files[0].content = content;
    r.files[0].len = len;
    return &r;
}

START_TEST(hit_after_put_is_a_copy)
{
    hsd_cache *c = hsd_cache_new(1 << 20);
    hsd_cache_stats s;
    const hs_gen_result *r;
    ck_assert_ptr_null(hsd_cache_get(c, "k1"));
    ck_assert_int_eq(hsd_cache_put(c, "k1", result('a', 100), NULL), 0);
    result('z', 100); /* the caller's buffers change: the entry must not */
    r = hsd_cache_get(c, "k1");
    ck_assert_ptr_nonnull(r);
    ck_assert_uint_eq(r->files[0].len, 100);
    ck_assert_int_eq(r->files[0].content[0], 'a');
    ck_assert_str_eq(r->files[0].name, "m.vhd");
    hsd_cache_count_miss(c);
    hsd_cache_get_stats(c, &s);
    ck_assert_uint_eq(s.entries, 1);
    ck_assert_uint_eq(s.hits, 1);
    ck_assert_uint_eq(s.misses, 1);
    ck_assert_uint_gt(s.bytes, 100);
    hsd_cache_free(c);
}
END_TEST

START_TEST(lru_eviction_keeps_budget)
{
    /* three entries of 700 bytes plus their bookkeeping (under 600 bytes each) fit,
     * four do not */
    hsd_cache *c = hsd_cache_new(4000);
    hsd_cache_stats s;
    char key[16];
    for (int i = 0; i < 3; i++) {
        snprintf(key, sizeof(key), "k%d", i);
        ck_assert_int_eq(hsd_cache_put(c, key, result('a', 700), NULL), 0);
    }
    ck_assert_ptr_nonnull(hsd_cache_get(c, "k0")); /* k0 becomes most recent */
    ck_assert_int_eq(hsd_cache_put(c, "k3", result('b', 700), NULL), 0);
    hsd_cache_get_stats(c, &s);
    ck_assert_uint_le(s.bytes, 4000);
    ck_assert_uint_ge(s.evictions, 1);
    ck_assert_ptr_null(hsd_cache_get(c, "k1")); /* least recently used went first */
    ck_assert_ptr_nonnull(hsd_cache_get(c, "k0"));
    ck_assert_ptr_nonnull(hsd_cache_get(c, "k3"));
    hsd_cache_free(c);
}
END_TEST

/* The offsets of the entity name (hs_file marks) and the rendering's are the
 * entry's own copies: a hit is renamed by them after the generation is gone. */
START_TEST(marks_are_copied)
{
    hsd_cache *c = hsd_cache_new(1 << 20);
    hs_gen_result *r = result('a', 100);
    size_t at[2] = {3, 40}, name_at = 0, rat[1] = {17};
    char text[] = "[{\"name\":\"m.vhd\"}]";
    hsd_rendered rd = {.text = text, .len = strlen(text), .marks = {.at = rat, .n = 1}};
    const hs_gen_result *hit;
    const hsd_rendered *hr;
    r->files[0].marks = (hw_marks){.at = at, .n = 2};
    r->files[0].name_marks = (hw_marks){.at = &name_at, .n = 1};
    ck_assert_int_eq(hsd_cache_put(c, "k", r, &rd), 0);
    at[0] = at[1] = name_at = rat[0] = 99;
    text[0] = 'X';
    hit = hsd_cache_get(c, "k");
    ck_assert_ptr_nonnull(hit);
    ck_assert_uint_eq(hit->files[0].marks.n, 2);
    ck_assert_ptr_ne(hit->files[0].marks.at, at);
    ck_assert_uint_eq(hit->files[0].marks.at[0], 3);
    ck_assert_uint_eq(hit->files[0].marks.at[1], 40);
    ck_assert_uint_eq(hit->files[0].name_marks.n, 1);
    ck_assert_uint_eq(hit->files[0].name_marks.at[0], 0);
    ck_assert_ptr_nonnull(hr = hsd_cache_rendered(hit));
    ck_assert_int_eq(hr->text[0], '[');
    ck_assert_uint_eq(hr->marks.n, 1);
    ck_assert_uint_eq(hr->marks.at[0], 17);
    hsd_cache_free(c);
}
END_TEST

START_TEST(too_big_or_disabled_not_stored)
{
    hsd_cache *c = hsd_cache_new(500);
    hsd_cache_stats s;
    ck_assert_int_eq(hsd_cache_put(c, "big", result('a', 1000), NULL), 0);
    ck_assert_ptr_null(hsd_cache_get(c, "big"));
    hsd_cache_set_budget(c, 0);
    ck_assert_int_eq(hsd_cache_put(c, "small", result('a', 10), NULL), 0);
    ck_assert_ptr_null(hsd_cache_get(c, "small"));
    hsd_cache_get_stats(c, &s);
    ck_assert_uint_eq(s.entries, 0);
    hsd_cache_free(c);
}
END_TEST

START_TEST(replace_clear_and_shrink)
{
    hsd_cache *c = hsd_cache_new(1 << 20);
    hsd_cache_stats s;
    ck_assert_int_eq(hsd_cache_put(c, "k", result('a', 10), NULL), 0);
    ck_assert_int_eq(hsd_cache_put(c, "k", result('b', 20), NULL), 0);
    ck_assert_int_eq(hsd_cache_get(c, "k")->files[0].content[0], 'b');
    ck_assert_int_eq(hsd_cache_put(c, "j", result('c', 2000), NULL), 0);
    hsd_cache_set_budget(c, 1000); /* evicts j? no: evicts least recent first */
    hsd_cache_get_stats(c, &s);
    ck_assert_uint_le(s.bytes, 1000);
    ck_assert_uint_eq(hsd_cache_clear(c), s.entries);
    hsd_cache_get_stats(c, &s);
    ck_assert_uint_eq(s.entries, 0);
    ck_assert_uint_eq(s.bytes, 0);
    hsd_cache_free(c);
}
END_TEST

/* A result whose buffers are malloc'd, as a generation's are: `len` bytes of `ch`,
 * two marks, and a rendering of `rlen` bytes. */
static void owned_result(hs_gen_result *r, hsd_rendered *rd, char ch, size_t len, size_t rlen)
{
    memset(r, 0, sizeof(*r));
    snprintf(r->module, sizeof(r->module), "m");
    r->n_files = 1;
    r->files[0].name = strdup("m.vhd");
    r->files[0].content = malloc(len + 1);
    memset(r->files[0].content, ch, len);
    r->files[0].content[len] = 0;
    r->files[0].len = len;
    r->files[0].marks.at = malloc(2 * sizeof(size_t));
    r->files[0].marks.at[0] = 1;
    r->files[0].marks.at[1] = 5;
    r->files[0].marks.n = 2;
    memset(rd, 0, sizeof(*rd));
    rd->text = malloc(rlen + 1);
    memset(rd->text, '[', rlen);
    rd->text[rlen] = 0;
    rd->len = rlen;
}

/* A finished generation is handed over, not copied: the entry holds the very
 * buffers (the caller's are left empty), costs the budget what a copy would, and
 * answers hits; its `ports` text is taken too. */
START_TEST(adopt_takes_the_buffers)
{
    hsd_cache *c = hsd_cache_new(1 << 20), *copied = hsd_cache_new(1 << 20);
    hs_gen_result r;
    hsd_rendered rd;
    hsd_cache_stats s, sc;
    char *ports = strdup("[{\"name\":\"clk\"}]");
    owned_result(&r, &rd, 'a', 300, 40);
    ck_assert_int_eq(hsd_cache_put_answer(copied, "k", &r, &rd, ports), 0);
    char *content = r.files[0].content, *text = rd.text;
    const hs_gen_result *e = hsd_cache_adopt(c, "k", &r, &rd, &ports, strlen(ports));
    ck_assert_ptr_nonnull(e);
    ck_assert_ptr_eq(e->files[0].content, content); /* the same block: no copy */
    ck_assert_ptr_eq(hsd_cache_rendered(e)->text, text);
    ck_assert_int_eq(r.n_files, 0);
    ck_assert_ptr_null(r.files[0].content);
    ck_assert_ptr_null(rd.text);
    ck_assert_ptr_null(ports);
    ck_assert_str_eq(hsd_cache_ports_text(e, NULL), "[{\"name\":\"clk\"}]");
    ck_assert_ptr_eq(hsd_cache_get(c, "k"), e);
    hsd_cache_get_stats(c, &s);
    hsd_cache_get_stats(copied, &sc);
    ck_assert_uint_eq(s.entries, 1);
    ck_assert_uint_eq(s.bytes, sc.bytes);
    hsd_cache_release(e); /* the cache still stores it */
    ck_assert_int_eq(hsd_cache_get(c, "k")->files[0].content[0], 'a');
    hsd_cache_free(c);
    hsd_cache_free(copied);
}
END_TEST

/* A held entry outlives its eviction, a clear and the cache itself, and goes with
 * its last holder; without a cache (or a budget) it is its holders' alone. */
START_TEST(held_entries_outlive_eviction)
{
    hsd_cache *c = hsd_cache_new(1 << 20);
    hs_gen_result r;
    hsd_rendered rd;
    const hs_gen_result *e, *hit, *alone;
    hsd_cache_stats s;
    owned_result(&r, &rd, 'a', 300, 40);
    e = hsd_cache_adopt(c, "k", &r, &rd, NULL, 0);
    hit = hsd_cache_get(c, "k");
    ck_assert_ptr_eq(hit, e);
    hsd_cache_hold(hit); /* an answer written on a worker reads it */
    hsd_cache_release(e);
    hsd_cache_clear(c);
    hsd_cache_get_stats(c, &s);
    ck_assert_uint_eq(s.entries, 0);
    ck_assert_uint_eq(s.bytes, 0);
    ck_assert_ptr_null(hsd_cache_get(c, "k"));
    ck_assert_int_eq(hit->files[0].content[299], 'a'); /* still readable */
    ck_assert_uint_eq(hsd_cache_rendered(hit)->len, 40);
    owned_result(&r, &rd, 'b', 100, 10); /* a new entry under the same key replaces */
    e = hsd_cache_adopt(c, "k", &r, &rd, NULL, 0);
    hsd_cache_hold(e);
    owned_result(&r, &rd, 'c', 100, 10);
    hsd_cache_release(hsd_cache_adopt(c, "k", &r, &rd, NULL, 0));
    ck_assert_int_eq(hsd_cache_get(c, "k")->files[0].content[0], 'c');
    ck_assert_int_eq(e->files[0].content[0], 'b');
    hsd_cache_release(e);
    hsd_cache_release(e);
    hsd_cache_release(hit); /* freed now (the sanitizers see any later read) */
    owned_result(&r, &rd, 'd', 100, 10);
    alone = hsd_cache_adopt(NULL, "k", &r, &rd, NULL, 0);
    ck_assert_ptr_nonnull(alone);
    ck_assert_int_eq(alone->files[0].content[0], 'd');
    hsd_cache_release(alone);
    hsd_cache_set_budget(c, 0);
    owned_result(&r, &rd, 'e', 100, 10);
    alone = hsd_cache_adopt(c, "k", &r, &rd, NULL, 0);
    ck_assert_ptr_null(hsd_cache_get(c, "k"));
    ck_assert_int_eq(alone->files[0].content[0], 'e');
    hsd_cache_release(alone);
    hsd_cache_release(NULL);
    hsd_cache_free(c);
}
END_TEST

START_TEST(inflight_table)
{
    hsd_cache *c = hsd_cache_new(100);
    int a, b;
    hsd_cache_stats s;
    ck_assert_ptr_null(hsd_cache_inflight_get(c, "x"));
    ck_assert_int_eq(hsd_cache_inflight_put(c, "x", &a), 0);
    ck_assert_int_eq(hsd_cache_inflight_put(c, "y", &b), 0);
    ck_assert_ptr_eq(hsd_cache_inflight_get(c, "x"), &a);
    hsd_cache_get_stats(c, &s);
    ck_assert_uint_eq(s.inflight, 2);
    hsd_cache_inflight_del(c, "x");
    ck_assert_ptr_null(hsd_cache_inflight_get(c, "x"));
    ck_assert_ptr_eq(hsd_cache_inflight_get(c, "y"), &b);
    hsd_cache_free(c); /* frees what is left */
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("cache");
    TCase *tc = tcase_create("lru");
    tcase_add_test(tc, hit_after_put_is_a_copy);
    tcase_add_test(tc, lru_eviction_keeps_budget);
    tcase_add_test(tc, marks_are_copied);
    tcase_add_test(tc, too_big_or_disabled_not_stored);
    tcase_add_test(tc, replace_clear_and_shrink);
    tcase_add_test(tc, inflight_table);
    tcase_add_test(tc, adopt_takes_the_buffers);
    tcase_add_test(tc, held_entries_outlive_eviction);
    suite_add_tcase(s, tc);
    return s;
}
