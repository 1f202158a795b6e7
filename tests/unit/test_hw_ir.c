/* Unit tests of the hardware description (hw.h): references, widths, temporaries,
 * statements and the arena. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "hw.h"
#include "hw_emit.h"
#include "hw_text.h"

/* Legal in both HDLs: letters, digits, single underscores, no trailing underscore. */
static bool legal_name(const char *s)
{
    if (!((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z')))
        return false;
    for (const char *p = s; *p; p++) {
        if (p[0] == '_' && (p[1] == '_' || p[1] == '\0'))
            return false;
    }
    return true;
}

START_TEST(tmp_names_are_legal_and_unique)
{
    hw_design *d = hw_design_new();
    hw_module *m = hw_module_new(d, "top");
    const char *hints[] = {"valid", "", "a__b_", "x-y z", "_lead", "9nine", NULL, "valid"};
    hw_sig_id ids[8];
    for (int i = 0; i < 8; i++) {
        ids[i] = hw_tmp(m, hints[i], 3);
        const char *n = hw_module_signal(m, ids[i])->name;
        ck_assert_msg(legal_name(n), "illegal temporary name '%s'", n);
        for (int j = 0; j < i; j++)
            ck_assert_str_ne(n, hw_module_signal(m, ids[j])->name);
    }
    ck_assert_uint_eq(hw_module_signal(m, ids[0])->width, 3);
    ck_assert_uint_eq(hw_module_signal(m, ids[0])->kind, HW_SIG_WIRE);
    hw_design_free(d);
}
END_TEST

START_TEST(refs_compose_and_measure)
{
    hw_design *d = hw_design_new();
    hw_module *m = hw_module_new(d, "top");
    hw_sig_id x = hw_port(m, "x", HW_SIG_IN, HW_PT_VEC, 16, 0);
    hw_sig_id arr = hw_port(m, "arr", HW_SIG_IN, HW_PT_ARRAY, 8, 4);
    hw_ref r = hw_bits(hw_bits(hw_r(x), 11, 4), 3, 2); /* bits 7..6 of x */
    ck_assert_int_eq(r.hi, 7);
    ck_assert_int_eq(r.lo, 6);
    ck_assert_uint_eq(hw_ref_width(m, r), 2);
    ck_assert_uint_eq(hw_ref_width(m, hw_r(x)), 16);
    ck_assert_uint_eq(hw_ref_width(m, hw_bit(hw_r(x), 5)), 1);
    ck_assert_uint_eq(hw_ref_width(m, hw_r(arr)), 32);
    ck_assert_uint_eq(hw_ref_width(m, hw_elem(arr, 2)), 8);
    ck_assert_uint_eq(hw_ref_width(m, hw_bits(hw_elem(arr, 2), 4, 1)), 4);
    ck_assert(hw_design_uses_arrays(d));
    hw_design_free(d);
}
END_TEST

START_TEST(statements_are_recorded_in_order)
{
    hw_design *d = hw_design_new();
    hw_module *m = hw_module_new(d, "top");
    hw_add_clock_reset(m, NULL, NULL);
    ck_assert(hw_module_has_clock(m));
    hw_sig_id a = hw_port(m, "a", HW_SIG_IN, HW_PT_VEC, 8, 0);
    hw_sig_id y = hw_port(m, "y", HW_SIG_OUT, HW_PT_VEC, 8, 0);
    hw_sig_id q = hw_reg_sig(m, "q", 8);
    hw_sig_id mem = hw_mem(m, "mem", 8, 4);
    hw_ref args[2] = {hw_r(a), hw_r(q)};
    hw_assign_op(m, hw_r(y), HW_OP_ADD, 2, args);
    args[0] = hw_r(q); /* the statement keeps its own copy of the arguments */
    hw_register(m, q, hw_r(a), hw_r(HW_NO_SIG), 3);
    hw_memwrite_stmt(m, mem, hw_e_const(m, 1, 1), hw_bits(hw_r(a), 1, 0), hw_r(a));
    ck_assert_uint_eq(hw_module_n_assigns(m), 2); /* the add and the constant */
    const hw_assign *as = hw_module_assign(m, 0);
    ck_assert_uint_eq(as->op, HW_OP_ADD);
    ck_assert_uint_eq(as->args[0].sig, a);
    ck_assert_uint_eq(hw_module_n_regs(m), 1);
    ck_assert_int_eq(hw_module_reg(m, 0)->reset, 3);
    ck_assert_uint_eq(hw_module_n_memwrites(m), 1);
    ck_assert_str_eq(hw_design_name(d), "top");
    hw_design_free(d);
}
END_TEST

START_TEST(big_designs_and_long_names)
{
    hw_design *d = hw_design_new();
    hw_module *h = hw_module_new(d, "helper");
    hw_module *m = hw_module_new(d, "top");
    for (int i = 0; i < 20000; i++)
        hw_tmp(m, "w", (uint32_t)(i % 64 + 1));
    ck_assert_uint_eq(hw_module_n_signals(m), 20000);
    char longname[600];
    memset(longname, 'a', sizeof(longname) - 1);
    longname[sizeof(longname) - 1] = '\0';
    const char *s = hw_strfmt(d, "%s_%d", longname, 42);
    ck_assert_uint_eq(strlen(s), 599 + 3);
    ck_assert_str_eq(s + 599, "_42");
    hw_inst *in = hw_instance(m, "u0", "helper");
    for (int i = 0; i < 100; i++)
        hw_connect(m, in, hw_strfmt(d, "p%d", i), hw_r(0));
    ck_assert_uint_eq(in->n_conns, 100);
    ck_assert_str_eq(in->conns[99].port, "p99");
    ck_assert_uint_eq(hw_design_n_modules(d), 2);
    ck_assert_ptr_eq(hw_design_module(d, 0), h);
    ck_assert_str_eq(hw_design_name(d), "top");
    hw_design_free(d);
}
END_TEST

static size_t fmt(char *buf, size_t cap, const char *f, ...)
{
    va_list ap;
    va_start(ap, f);
    size_t n = hw_fmt(buf, cap, f, ap);
    va_end(ap);
    return n;
}

START_TEST(fast_formatter_matches_printf)
{
    char a[128], b[128];
    size_t n = fmt(a, sizeof(a), "%s_%u:%d %lld %llu %zu %c%%", "ins", 7u, -12, -9000000000LL,
                   18446744073709551615ull, (size_t)5, 'x');
    snprintf(b, sizeof(b), "%s_%u:%d %lld %llu %zu %c%%", "ins", 7u, -12, -9000000000LL,
             18446744073709551615ull, (size_t)5, 'x');
    ck_assert_str_eq(a, b);
    ck_assert_uint_eq(n, strlen(b));
    ck_assert_uint_eq(fmt(a, 4, "%s", "abcdef"), 6); /* truncates, reports the full length */
    ck_assert_str_eq(a, "abc");
    ck_assert_uint_eq(fmt(a, sizeof(a), "%08x", 5u), (size_t)-1); /* needs real printf */
}
END_TEST

START_TEST(text_buffer_grows_past_any_chunk)
{
    hw_text t;
    hw_text_init(&t, 16);
    char big[1000];
    memset(big, 'x', sizeof(big) - 1);
    big[sizeof(big) - 1] = '\0';
    hw_text_printf(&t, "<%s>", big);        /* fast path, past the reserve */
    hw_text_printf(&t, "%05d|%s", 42, big); /* needs printf, long */
    hw_text_puts(&t, "end");
    size_t len;
    char *p = hw_text_take(&t, &len);
    ck_assert_uint_eq(len, 2 + 999 + 6 + 999 + 3);
    ck_assert_uint_eq(strlen(p), len);
    ck_assert(strncmp(p + 1001, "00042|x", 7) == 0);
    ck_assert_str_eq(p + len - 4, "xend");
    free(p);
}
END_TEST

/* A simulation message prints in both HDLs: escaped text, values, the instance path,
 * under the enable and outside reset (its behaviour is simulated by dynamatic.ii_monitor). */
START_TEST(display_prints_in_both_hdls)
{
    hw_design *d = hw_design_new();
    hw_module *m = hw_module_new(d, "mon");
    hw_sig_id clk, rst;
    hw_add_clock_reset(m, &clk, &rst);
    hw_sig_id en = hw_port(m, "en", HW_SIG_IN, HW_PT_BIT, 1, 0);
    hw_sig_id v = hw_port(m, "v", HW_SIG_IN, HW_PT_VEC, 12, 0);
    hw_disp_part parts[] = {{.kind = HW_DISP_TEXT, .text = "T: {\"p\": \""},
                            {.kind = HW_DISP_PATH},
                            {.kind = HW_DISP_TEXT, .text = "\", 100% \\ \"v\": "},
                            {.kind = HW_DISP_UDEC, .ref = hw_r(v)},
                            {.kind = HW_DISP_TEXT, .text = "}"}};
    hw_display_stmt(m, hw_r(en), 5, parts);
    ck_assert_uint_eq(hw_module_n_displays(m), 1);
    ck_assert_uint_eq(hw_module_display(m, 0)->n_parts, 5);
    size_t len;
    char *vh = hs_emit_vhdl(d, &len);
    ck_assert_msg(strstr(vh, "if rst = '0' and en = '1' then") != NULL, "%s", vh);
    ck_assert_msg(strstr(vh,
                         "report \"T: {\"\"p\"\": \"\"\" & mon'path_name & \"\"\", 100% \\ "
                         "\"\"v\"\": \" & integer'image(to_integer(unsigned(v))) & \"}\"") != NULL,
                  "%s", vh);
    ck_assert(strstr(vh, "severity note;") != NULL);
    char *vl = hs_emit_verilog(d, &len);
    ck_assert_msg(strstr(vl, "if (!rst && en)") != NULL, "%s", vl);
    ck_assert_msg(
        strstr(vl, "$display(\"T: {\\\"p\\\": \\\"%m\\\", 100%% \\\\ \\\"v\\\": %0d}\", v);") !=
            NULL,
        "%s", vl);
    ck_assert(strstr(vl, "// synthesis translate_off") != NULL);
    /* en, v, clk and rst are read: no lint_off pragma */
    ck_assert_msg(strstr(vl, "lint_off UNUSEDSIGNAL") == NULL, "%s", vl);
    free(vh);
    free(vl);
    hw_design_free(d);
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("hw_ir");
    TCase *tc = tcase_create("ir");
    tcase_add_test(tc, tmp_names_are_legal_and_unique);
    tcase_add_test(tc, refs_compose_and_measure);
    tcase_add_test(tc, statements_are_recorded_in_order);
    tcase_add_test(tc, big_designs_and_long_names);
    tcase_add_test(tc, fast_formatter_matches_printf);
    tcase_add_test(tc, text_buffer_grows_past_any_chunk);
    tcase_add_test(tc, display_prints_in_both_hdls);
    suite_add_tcase(s, tc);
    return s;
}
