/* hs_named.h: the row of a constant table found by its name, as the method tables
 * (method layer, daemon, language server) and the language server's commands find
 * theirs: the name need not be the row's first member, and only the whole name
 * matches. */
#include <check.h>

#include "check_main.h"
#include "hs_named.h"

/* Rows whose name sits after another member, as a table's rows may. */
static const struct {
    int flags;
    const char *name;
    double weight;
} rows[] = {{1, "server.info", 0.5}, {2, "server.stats", 1.5}, {4, "exit", 2.5}};

START_TEST(finds_every_row_by_its_whole_name)
{
    ck_assert_int_eq(HS_NAMED_INDEX(rows, "server.info"), 0);
    ck_assert_int_eq(HS_NAMED_INDEX(rows, "server.stats"), 1);
    ck_assert_int_eq(HS_NAMED_INDEX(rows, "exit"), 2);
    ck_assert_int_eq(HS_NAMED_INDEX(rows, "server."), -1);
    ck_assert_int_eq(HS_NAMED_INDEX(rows, "server.infos"), -1);
    ck_assert_int_eq(HS_NAMED_INDEX(rows, ""), -1);
    ck_assert_int_eq(hs_named_index(&rows[0].name, 0, sizeof(rows[0]), "exit"), -1);
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("named");
    TCase *tc = tcase_create("rows");
    tcase_add_test(tc, finds_every_row_by_its_whole_name);
    suite_add_tcase(s, tc);
    return s;
}
