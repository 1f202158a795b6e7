/* Type system: parsing every form Dynamatic's IR writes, canonical printing, set
 * equality of extra signals, naming rules, limits and positioned errors. */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "check_main.h"
#include "hs_type.h"

static void canon(const char *text, char *out, size_t cap)
{
    hs_type t;
    hs_diag d;
    hs_diag_clear(&d);
    int rc = hs_type_parse(text, &t, &d);
    ck_assert_msg(rc == 0, "'%s' failed: %s", text, d.message);
    hs_type_print(&t, out, cap);
}

/* Every type string of the examples the catalog was written from, with the canonical text written
 * by hand. */
static const struct {
    const char *seed, *canonical;
} seed_types[] = {
    {"!handshake.channel<i32, [spec: i1]>", "!handshake.channel<i32, [spec: i1]>"},
    {"!handshake.channel<i32>", "!handshake.channel<i32>"},
    {"!handshake.channel<i8>", "!handshake.channel<i8>"},
    {"!handshake.control<[spec: i1, tag: i8]>", "!handshake.control<[spec: i1, tag: i8]>"},
    {"channel<i0>", "!handshake.channel<i0>"},
    {"channel<i1>", "!handshake.channel<i1>"},
    {"channel<i32, [i1]>", "!handshake.channel<i32, [i1]>"},
    {"channel<i32, [i2, i4, (U) i4, (U) i8]>", "!handshake.channel<i32, [i2, i4, (U) i4, (U) i8]>"},
    {"channel<i32, [i2, i4]>", "!handshake.channel<i32, [i2, i4]>"},
    {"channel<i32, [i6, (U) i12]>", "!handshake.channel<i32, [i6, (U) i12]>"},
    {"channel<i32, [otherReady: (U) i1]>", "!handshake.channel<i32, [otherReady: (U) i1]>"},
    {"channel<i32, [tag1: i2, tag2: i4]>", "!handshake.channel<i32, [tag1: i2, tag2: i4]>"},
    {"channel<i32>", "!handshake.channel<i32>"},
    {"channel<i38>", "!handshake.channel<i38>"},
    {"control", "!handshake.control"},
    {"i32", "i32"},
    {"i1", "i1"},
    {"i2", "i2"},
    {"i4", "i4"},
    {"i8", "i8"},
    /* the spec's own examples */
    {"!handshake.control", "!handshake.control"},
    {"channel<f32>", "!handshake.channel<f32>"},
    /* Dynamatic's printer: control<>, si/ui integers, (U) after the signal's type */
    {"!handshake.control<>", "!handshake.control"},
    {"!handshake.channel<ui32>", "!handshake.channel<i32>"},
    {"channel<si16, [spec: i1, tag: ui8]>", "!handshake.channel<i16, [spec: i1, tag: i8]>"},
    {"channel<i32, [extra: i1 (U)]>", "!handshake.channel<i32, [extra: (U) i1]>"},
    {"channel<i5, [up1: i1 (U), down1: i4]>", "!handshake.channel<i5, [down1: i4, up1: (U) i1]>"},
};

START_TEST(seed_types_round_trip)
{
    char a[HS_TYPE_TEXT_CAP], b[HS_TYPE_TEXT_CAP];
    canon(seed_types[_i].seed, a, sizeof(a));
    ck_assert_str_eq(a, seed_types[_i].canonical);
    canon(a, b, sizeof(b)); /* the canonical text is a fixed point */
    ck_assert_str_eq(a, b);
}
END_TEST

START_TEST(extras_are_a_set)
{
    hs_type a, b, c;
    ck_assert_int_eq(hs_type_parse("channel<i32, [spec: i1, tag: i8]>", &a, NULL), 0);
    ck_assert_int_eq(hs_type_parse("channel<i32, [tag: i8, spec: i1]>", &b, NULL), 0);
    ck_assert(hs_type_equal(&a, &b));
    ck_assert(hs_extras_equal(&a, &b));
    char ta[HS_TYPE_TEXT_CAP], tb[HS_TYPE_TEXT_CAP];
    hs_type_print(&a, ta, sizeof(ta));
    hs_type_print(&b, tb, sizeof(tb));
    ck_assert_str_eq(ta, "!handshake.channel<i32, [spec: i1, tag: i8]>");
    ck_assert_str_eq(ta, tb);
    ck_assert_int_eq(hs_type_parse("channel<i32, [spec: i1, tag: i4]>", &c, NULL), 0);
    ck_assert(!hs_type_equal(&a, &c));
    ck_assert_int_eq(hs_type_parse("channel<i16, [tag: i8, spec: i1]>", &c, NULL), 0);
    ck_assert(!hs_type_equal(&a, &c));
    ck_assert(hs_extras_equal(&a, &c)); /* same signals, other data */
    ck_assert_int_eq(hs_type_parse("control<[tag: i8, spec: i1]>", &c, NULL), 0);
    ck_assert(hs_extras_equal(&a, &c));
    ck_assert(!hs_type_equal(&a, &c));
}
END_TEST

START_TEST(upstream_and_unnamed)
{
    hs_type t;
    ck_assert_int_eq(hs_type_parse("channel<i32, [i2, b: (U) i4, a: i1, (U) i8]>", &t, NULL), 0);
    ck_assert_uint_eq(t.n_extra, 4);
    /* named sorted first, unnamed after in written order, named extra0, extra1 */
    ck_assert_str_eq(t.extra[0].name, "a");
    ck_assert_str_eq(t.extra[1].name, "b");
    ck_assert_int_eq(t.extra[1].up, 1);
    ck_assert_str_eq(t.extra[2].name, "extra0");
    ck_assert_int_eq(t.extra[2].named, 0);
    ck_assert_int_eq(t.extra[2].width, 2);
    ck_assert_str_eq(t.extra[3].name, "extra1");
    ck_assert_int_eq(t.extra[3].up, 1);
    ck_assert_uint_eq(hs_type_extra_bits(&t, false), 3);
    ck_assert_uint_eq(hs_type_extra_bits(&t, true), 12);
    char buf[HS_TYPE_TEXT_CAP];
    hs_type_print(&t, buf, sizeof(buf));
    ck_assert_str_eq(buf, "!handshake.channel<i32, [a: i1, b: (U) i4, i2, (U) i8]>");
    /* white space is free between tokens */
    hs_type u;
    ck_assert_int_eq(
        hs_type_parse("  channel < i32 ,[ a :i1,b:(U)i4 , i2,( U ) i8 ] >  ", &u, NULL), 0);
    ck_assert(hs_type_equal(&t, &u));
}
END_TEST

/* Each parse error names its 1-based column and what was expected there. */
static const struct {
    const char *text;
    int code, column;
    const char *expected;
} bad_types[] = {
    {"channel<i32, [spec i1]>", HS_E_PARSE, 20, "':'"},
    {"!handshake.channel<i32, [spec i1]>", HS_E_PARSE, 31, "':'"},
    {"channel<i32", HS_E_PARSE, 12, "'>'"},
    {"channel<>", HS_E_PARSE, 9, "a data type (iN, f16, f32 or f64)"},
    {"channel<x32>", HS_E_PARSE, 9, "a data type (iN, f16, f32 or f64)"},
    {"channel<i32, spec: i1>", HS_E_PARSE, 14, "'['"},
    {"channel<i32, [spec: i1 tag: i8]>", HS_E_PARSE, 24, "',' or ']'"},
    {"channel<i32, [spec: u1]>", HS_E_PARSE, 21, "a data type (iN, f16, f32 or f64)"},
    {"channel<i32, [spec: f32]>", HS_E_PARSE, 21, "an integer type iN for an extra signal"},
    {"channel<i32, [spec: i0]>", HS_E_PARSE, 21, "an extra signal width of at least 1"},
    {"channel<i32, [x: (D) i1]>", HS_E_PARSE, 19, "'U' in '(U)'"},
    {"channel<i32, [x: (U i1]>", HS_E_PARSE, 21, "')' closing '(U'"},
    {"channel<i32, [x: i1 (D)]>", HS_E_PARSE, 22, "'U' in '(U)'"},
    {"channel<i32, [x: (U) i1 (U)]>", HS_E_PARSE, 25, "',' or ']'"},
    {"channel<ui>", HS_E_PARSE, 11, "a width"}, /* just past 'ui' (ui32) */
    {"control<spec: i1>", HS_E_PARSE, 9, "'['"},
    {"control<[spec: i1]", HS_E_PARSE, 19, "'>'"},
    {"channel<i32>>", HS_E_PARSE, 13, "end of type"},
    {"chan<i32>", HS_E_PARSE, 5, "'channel' or 'control'"}, /* just past the partial word */
    {"chan", HS_E_PARSE, 5, "'channel' or 'control'"},
    {"!handshake.co", HS_E_PARSE, 14, "'channel' or 'control'"},
    {"channel<i", HS_E_PARSE, 10, "a width"},
    {"channel<i32, [spec: i", HS_E_PARSE, 22, "a width"},
    {"channel<f>", HS_E_PARSE, 10, "a float width (16, 32 or 64)"},
    {"i", HS_E_PARSE, 2, "a width"},
    {"chanel<i32>", HS_E_PARSE, 1, "'control', 'channel' or a raw type iN"}, /* no prefix */
    {"", HS_E_PARSE, 1, "'control', 'channel' or a raw type iN"},
    {"channel<i32, [,]>", HS_E_PARSE, 15, "an extra signal (name: iN or iN)"},
};

START_TEST(parse_errors_have_columns)
{
    hs_type t;
    hs_diag d;
    hs_diag_clear(&d);
    int rc = hs_type_parse(bad_types[_i].text, &t, &d);
    ck_assert_msg(rc == bad_types[_i].code, "'%s' gave %d (%s)", bad_types[_i].text, rc, d.message);
    ck_assert_msg(d.column == bad_types[_i].column, "'%s': column %d, want %d (%s)",
                  bad_types[_i].text, d.column, bad_types[_i].column, d.message);
    ck_assert_str_eq(d.expected, bad_types[_i].expected);
    char col[32];
    snprintf(col, sizeof(col), "at column %d", bad_types[_i].column);
    ck_assert_msg(strstr(d.message, col), "message lacks the column: %s", d.message);
}
END_TEST

START_TEST(spec_message_wording)
{
    hs_type t;
    hs_diag d;
    hs_type_parse("channel<i32, [spec i1]>", &t, &d);
    ck_assert_str_eq(d.message,
                     "expected ':' after extra signal name 'spec' at column 20, found 'i'");
}
END_TEST

/* A partial word: the message says what completes it, after what. */
START_TEST(partial_word_wording)
{
    hs_type t;
    hs_diag d;
    hs_type_parse("chan", &t, &d);
    ck_assert_str_eq(d.message,
                     "expected 'channel' or 'control' after 'chan' at column 5, found end of text");
    hs_type_parse("channel<i", &t, &d);
    ck_assert_str_eq(d.message, "expected a width after 'i' at column 10, found end of text");
}
END_TEST

/* Limits: each one named, never a crash or a giant allocation. */
START_TEST(limits)
{
    hs_type t;
    hs_diag d;
    ck_assert_int_eq(hs_type_parse("channel<i4096>", &t, &d), 0);
    ck_assert_int_eq(hs_type_parse("channel<i4097>", &t, &d), HS_E_LIMIT);
    ck_assert_ptr_nonnull(strstr(d.message, "data width exceeds the limit of 4096"));
    ck_assert_int_eq(hs_type_parse("channel<i99999999999999999999>", &t, &d), HS_E_LIMIT);
    ck_assert_int_eq(hs_type_parse("channel<i8, [a: i1024]>", &t, &d), 0);
    ck_assert_int_eq(hs_type_parse("channel<i8, [a: i1025]>", &t, &d), HS_E_LIMIT);
    ck_assert_ptr_nonnull(strstr(d.message, "extra signal width exceeds the limit of 1024"));
    ck_assert_int_eq(hs_type_parse("i4097", &t, &d), HS_E_LIMIT);

    /* 64 extra signals pass, 65 do not */
    char buf[8192];
    for (int n = 64; n <= 65; n++) {
        size_t at = (size_t)snprintf(buf, sizeof(buf), "channel<i8, [");
        for (int i = 0; i < n; i++)
            at += (size_t)snprintf(buf + at, sizeof(buf) - at, "%ss%d: i1", i ? ", " : "", i);
        snprintf(buf + at, sizeof(buf) - at, "]>");
        int rc = hs_type_parse(buf, &t, &d);
        ck_assert_int_eq(rc, n == 64 ? 0 : HS_E_LIMIT);
    }
    ck_assert_ptr_nonnull(strstr(d.message, "number of extra signals exceeds the limit of 64"));

    /* names up to 31 characters */
    ck_assert_int_eq(hs_type_parse("channel<i8, [abcdefghijabcdefghijabcdefghij1: i1]>", &t, &d),
                     0);
    ck_assert_int_eq(hs_type_parse("channel<i8, [abcdefghijabcdefghijabcdefghij12: i1]>", &t, &d),
                     HS_E_LIMIT);

    /* a text longer than the limit is refused before scanning */
    static char huge[HS_MAX_TYPE_TEXT + 100];
    memset(huge, ' ', sizeof(huge) - 1);
    huge[sizeof(huge) - 1] = '\0';
    ck_assert_int_eq(hs_type_parse(huge, &t, &d), HS_E_LIMIT);
    ck_assert_ptr_nonnull(strstr(d.message, "type text length"));
}
END_TEST

static const struct {
    const char *text;
    int code;
} bad_names[] = {
    {"channel<i8, [spec: i1, spec: i1]>", HS_E_NAME}, /* duplicate */
    {"channel<i8, [Spec: i1, spec: i2]>", HS_E_NAME}, /* duplicate ignoring case */
    {"channel<i8, [valid: i1]>", HS_E_NAME},
    {"channel<i8, [READY: i1]>", HS_E_NAME},
    {"channel<i8, [_x: i1]>", HS_E_NAME},
    {"channel<i8, [x_: i1]>", HS_E_NAME},
    {"channel<i8, [a__b: i1]>", HS_E_NAME},
    {"channel<i8, [i1, extra0: i2]>", HS_E_NAME}, /* the unnamed one is extra0 already */
};

START_TEST(naming_rules)
{
    hs_type t;
    hs_diag d;
    hs_diag_clear(&d);
    int rc = hs_type_parse(bad_names[_i].text, &t, &d);
    ck_assert_msg(rc == bad_names[_i].code, "'%s' gave %d: %s", bad_names[_i].text, rc, d.message);
    ck_assert_int_gt(d.column, 0);
}
END_TEST

START_TEST(diff_explains)
{
    hs_type a, b;
    char why[256];
    hs_type_parse("channel<i32, [spec: i1]>", &a, NULL);
    hs_type_parse("channel<i32>", &b, NULL);
    ck_assert(hs_type_explain_diff(&a, &b, why, sizeof(why)));
    ck_assert_str_eq(why, "lacks extra signal 'spec: i1'");
    ck_assert(hs_type_explain_diff(&b, &a, why, sizeof(why)));
    ck_assert_str_eq(why, "carries extra signal 'spec: i1' that it must not");
    hs_type_parse("channel<i16, [spec: i1]>", &b, NULL);
    ck_assert(hs_type_explain_diff(&a, &b, why, sizeof(why)));
    ck_assert_str_eq(why, "has data i16, expected i32");
    hs_type_parse("channel<i32, [spec: (U) i1]>", &b, NULL);
    ck_assert(hs_type_explain_diff(&a, &b, why, sizeof(why)));
    ck_assert_str_eq(why, "has extra signal 'spec: (U) i1', expected 'spec: i1'");
    ck_assert(!hs_type_explain_diff(&a, &a, why, sizeof(why)));
}
END_TEST

START_TEST(extra_parse)
{
    hs_extra e;
    hs_diag d;
    ck_assert_int_eq(hs_extra_parse("tag: (U) i8", &e, &d), 0);
    ck_assert_str_eq(e.name, "tag");
    ck_assert_int_eq(e.up, 1);
    ck_assert_int_eq(e.width, 8);
    char buf[64];
    hs_extra_print(&e, buf, sizeof(buf));
    ck_assert_str_eq(buf, "tag: (U) i8");
    ck_assert_int_eq(hs_extra_parse("spec: i1 junk", &e, &d), HS_E_PARSE);
    ck_assert_int_eq(d.column, 10);
}
END_TEST

/* The common forms ("spec: i1", "i8") are read by a short path: each must give the
 * very bytes the scanner gives for the same text behind a leading space (which the
 * short path leaves to the scanner), and the near misses must keep the scanner's
 * verdict and message. */
START_TEST(extra_parse_common_forms)
{
    static const char *ok[] = {"spec: i1",       "i1",     "i1024",
                               "tag0: i8",       "i8: i4", "a: i32",
                               "credit: (U) i2", "(U) i3", "abcdefghijklmnopqrstuvwxyz01234: i2"};
    for (size_t k = 0; k < sizeof(ok) / sizeof(ok[0]); k++) {
        hs_extra fast, slow;
        char spaced[64];
        hs_diag d;
        memset(&fast, 0x5a, sizeof(fast));
        memset(&slow, 0xa5, sizeof(slow));
        snprintf(spaced, sizeof(spaced), " %s", ok[k]);
        ck_assert_int_eq(hs_extra_parse(ok[k], &fast, &d), 0);
        ck_assert_int_eq(hs_extra_parse(spaced, &slow, &d), 0);
        ck_assert_msg(memcmp(&fast, &slow, sizeof(fast)) == 0, "%s", ok[k]);
    }
    static const struct {
        const char *text;
        int code;
        const char *message;
    } bad[] = {
        {"valid: i1", HS_E_NAME,
         "extra signal name 'valid' would clash with the handshake's "
         "own valid port at column 1"},
        {"i0", HS_E_PARSE, "expected an extra signal width of at least 1 at column 1, found 'i'"},
        {"i1025", HS_E_LIMIT, "extra signal width exceeds the limit of 1024 at column 1"},
        {"spec: i1 ", 0, ""},
        {"tag: (U) i8(U)", HS_E_PARSE, "expected end of extra signal at column 12, found '('"},
        {"abcdefghijklmnopqrstuvwxyz012345: i2", HS_E_LIMIT,
         "extra signal name length exceeds the limit of 31 at column 1"},
    };
    for (size_t k = 0; k < sizeof(bad) / sizeof(bad[0]); k++) {
        hs_extra e;
        hs_diag d;
        hs_diag_clear(&d);
        ck_assert_int_eq(hs_extra_parse(bad[k].text, &e, &d), bad[k].code);
        ck_assert_str_eq(d.message, bad[k].message);
    }
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("type");
    TCase *tc = tcase_create("type");
    tcase_add_loop_test(tc, seed_types_round_trip, 0,
                        (int)(sizeof(seed_types) / sizeof(seed_types[0])));
    tcase_add_test(tc, extras_are_a_set);
    tcase_add_test(tc, upstream_and_unnamed);
    tcase_add_test(tc, partial_word_wording);
    tcase_add_loop_test(tc, parse_errors_have_columns, 0,
                        (int)(sizeof(bad_types) / sizeof(bad_types[0])));
    tcase_add_test(tc, spec_message_wording);
    tcase_add_test(tc, limits);
    tcase_add_loop_test(tc, naming_rules, 0, (int)(sizeof(bad_names) / sizeof(bad_names[0])));
    tcase_add_test(tc, diff_explains);
    tcase_add_test(tc, extra_parse);
    tcase_add_test(tc, extra_parse_common_forms);
    suite_add_tcase(s, tc);
    return s;
}
