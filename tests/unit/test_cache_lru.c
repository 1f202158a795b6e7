/* The generation cache: hits, LRU order, byte budget, clear, in-flight table. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cache.h"
#include "check_main.h"

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

/* Stores a result of `len` bytes of `ch` (no rendering) under key, as a finished
 * generation is stored, and lets it go: the cache alone keeps it, if it does. */
static void put(hsd_cache *c, const char *key, char ch, size_t len)
{
    hs_gen_result r;
    hsd_rendered rd;
    owned_result(&r, &rd, ch, len, 1);
    hsd_rendered_free(&rd);
    const hs_gen_result *e = hsd_cache_adopt(c, key, &r, NULL, NULL, 0);
    ck_assert_ptr_nonnull(e);
    hsd_cache_release(e);
}

START_TEST(hit_after_put)
{
    hsd_cache *c = hsd_cache_new(1 << 20);
    hsd_cache_stats s;
    const hs_gen_result *r;
    ck_assert_ptr_null(hsd_cache_get(c, "k1"));
    put(c, "k1", 'a', 100);
    r = hsd_cache_get(c, "k1");
    ck_assert_ptr_nonnull(r);
    ck_assert_uint_eq(r->files[0].len, 100);
    ck_assert_int_eq(r->files[0].content[0], 'a');
    ck_assert_str_eq(r->files[0].name, "m.vhd");
    ck_assert_uint_eq(r->files[0].marks.n, 2); /* the offsets came with it */
    ck_assert_uint_eq(r->files[0].marks.at[1], 5);
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
        put(c, key, 'a', 700);
    }
    ck_assert_ptr_nonnull(hsd_cache_get(c, "k0")); /* k0 becomes most recent */
    put(c, "k3", 'b', 700);
    hsd_cache_get_stats(c, &s);
    ck_assert_uint_le(s.bytes, 4000);
    ck_assert_uint_ge(s.evictions, 1);
    ck_assert_ptr_null(hsd_cache_get(c, "k1")); /* least recently used went first */
    ck_assert_ptr_nonnull(hsd_cache_get(c, "k0"));
    ck_assert_ptr_nonnull(hsd_cache_get(c, "k3"));
    hsd_cache_free(c);
}
END_TEST

START_TEST(too_big_or_disabled_not_stored)
{
    hsd_cache *c = hsd_cache_new(500);
    hsd_cache_stats s;
    put(c, "big", 'a', 1000);
    ck_assert_ptr_null(hsd_cache_get(c, "big"));
    hsd_cache_set_budget(c, 0);
    put(c, "small", 'a', 10);
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
    put(c, "k", 'a', 10);
    put(c, "k", 'b', 20);
    ck_assert_int_eq(hsd_cache_get(c, "k")->files[0].content[0], 'b');
    put(c, "j", 'c', 2000);
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

/* A finished generation is handed over, not copied: the entry holds the very
 * buffers (the caller's are left empty) and answers hits; its `ports` text is
 * taken too, and the budget counts the rendering and the `ports` text besides
 * the files. */
START_TEST(adopt_takes_the_buffers)
{
    hsd_cache *c = hsd_cache_new(1 << 20), *bare = hsd_cache_new(1 << 20);
    hs_gen_result r;
    hsd_rendered rd;
    hsd_cache_stats s, sb;
    char *ports = strdup("[{\"name\":\"clk\"}]");
    size_t ports_len = strlen(ports);
    owned_result(&r, &rd, 'a', 300, 40);
    char *content = r.files[0].content, *text = rd.text;
    const hs_gen_result *e = hsd_cache_adopt(c, "k", &r, &rd, &ports, ports_len);
    ck_assert_ptr_nonnull(e);
    ck_assert_ptr_eq(e->files[0].content, content); /* the same block: no copy */
    ck_assert_ptr_eq(hsd_cache_rendered(e)->text, text);
    ck_assert_int_eq(r.n_files, 0);
    ck_assert_ptr_null(r.files[0].content);
    ck_assert_ptr_null(rd.text);
    ck_assert_ptr_null(ports);
    ck_assert_str_eq(hsd_cache_ports_text(e, NULL), "[{\"name\":\"clk\"}]");
    ck_assert_ptr_eq(hsd_cache_get(c, "k"), e);
    put(bare, "k", 'a', 300); /* the same files, without rendering or `ports` */
    hsd_cache_get_stats(c, &s);
    hsd_cache_get_stats(bare, &sb);
    ck_assert_uint_eq(s.entries, 1);
    ck_assert_uint_ge(sb.bytes, 300 + 2 * sizeof(size_t) + strlen("m.vhd"));
    ck_assert_uint_eq(s.bytes, sb.bytes + 40 + ports_len);
    hsd_cache_release(e); /* the cache still stores it */
    ck_assert_int_eq(hsd_cache_get(c, "k")->files[0].content[0], 'a');
    hsd_cache_free(c);
    hsd_cache_free(bare);
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
    tcase_add_test(tc, hit_after_put);
    tcase_add_test(tc, lru_eviction_keeps_budget);
    tcase_add_test(tc, too_big_or_disabled_not_stored);
    tcase_add_test(tc, replace_clear_and_shrink);
    tcase_add_test(tc, inflight_table);
    tcase_add_test(tc, adopt_takes_the_buffers);
    tcase_add_test(tc, held_entries_outlive_eviction);
    suite_add_tcase(s, tc);
    return s;
}
