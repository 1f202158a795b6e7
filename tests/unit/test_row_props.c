/* The catalog row properties the client reads instead of unit names (hs_unit.h,
 * docs/adding-a-unit.md): each is set on the rows that need it and agrees with the
 * row's parameters and ports, so a reader that trusts it finds what it expects. */
#include <check.h>
#include <string.h>

#include "check_main.h"
#include "extra_rules.h"
#include "hs_unit.h"

/* The parameter `name` of row u has kind `kind`. */
static bool param_is(const hs_unit_info *u, const char *name, int kind)
{
    int i = hs_param_index(u, name);
    return i >= 0 && u->params[i].kind == kind;
}

/* A memory row (`hsgen simulate` keeps its words: sim_mem.c, and a memory controller's
 * or an LSQ's block-RAM side must lead to one) has the integer `size` and the list
 * `values` the simulator reads; ram is the one. */
START_TEST(memory_rows)
{
    int n = 0;
    for (int i = 0; i < hs_catalog_count(); i++) {
        const hs_unit_info *u = hs_catalog_at(i);
        if (!u->memory)
            continue;
        ck_assert_msg(param_is(u, "size", HS_P_INT), "%s: size", u->name);
        ck_assert_msg(param_is(u, "values", HS_P_LIST), "%s: values", u->name);
        n++;
    }
    ck_assert(hs_catalog_find("handshake.ram")->memory);
    ck_assert(!hs_catalog_find("handshake.mem_controller")->memory);
    ck_assert_int_eq(n, 1);
}
END_TEST

/* A row with channel lists (Dynamatic's per-channel lists read by `hsgen dynamatic`
 * into one type) has the integer `size` and `bitwidth` they set: ii_monitor's "sel". */
START_TEST(channel_lists_rows)
{
    int n = 0;
    for (int i = 0; i < hs_catalog_count(); i++) {
        const hs_unit_info *u = hs_catalog_at(i);
        if (!u->channel_lists)
            continue;
        ck_assert_msg(param_is(u, "size", HS_P_INT), "%s: size", u->name);
        ck_assert_msg(param_is(u, "bitwidth", HS_P_INT), "%s: bitwidth", u->name);
        ck_assert_msg(*u->channel_lists, "%s: empty channel_lists", u->name);
        n++;
    }
    ck_assert_str_eq(hs_catalog_find("handshake.ii_monitor")->channel_lists, "sel");
    ck_assert_int_eq(n, 1);
}
END_TEST

/* The row's Dynamatic spelling of parameter `row_name`, or NULL. */
static const char *dyn_spelling(const char *unit, const char *row_name)
{
    const hs_unit_info *u = hs_catalog_find(unit);
    for (int k = 0; u->dyn_params && u->dyn_params[k]; k += 2)
        if (!strcmp(u->dyn_params[k + 1], row_name))
            return u->dyn_params[k];
    return NULL;
}

/* Dynamatic's spellings of a row's parameters (dyn_params, read by `hsgen dynamatic`)
 * name a parameter of the row each, under a name the row does not take; the bit-string
 * parameter (dyn_bits) is an integer of the row: the constant's value. */
START_TEST(dynamatic_spellings)
{
    int n = 0, bits = 0;
    for (int i = 0; i < hs_catalog_count(); i++) {
        const hs_unit_info *u = hs_catalog_at(i);
        for (int k = 0; u->dyn_params && u->dyn_params[k]; k += 2) {
            ck_assert_msg(u->dyn_params[k + 1], "%s: %s pairs with nothing", u->name,
                          u->dyn_params[k]);
            ck_assert_msg(hs_param_index(u, u->dyn_params[k + 1]) >= 0, "%s: %s", u->name,
                          u->dyn_params[k + 1]);
            ck_assert_msg(hs_param_index(u, u->dyn_params[k]) < 0, "%s: %s", u->name,
                          u->dyn_params[k]);
        }
        n += u->dyn_params != NULL;
        if (u->dyn_bits) {
            ck_assert_msg(param_is(u, u->dyn_bits, HS_P_INT), "%s: %s", u->name, u->dyn_bits);
            bits++;
        }
    }
    const char *data[] = {"handshake.mux", "handshake.control_merge", "handshake.merge",
                          "handshake.speculating_branch"};
    for (int i = 0; i < 4; i++)
        ck_assert_str_eq(dyn_spelling(data[i], "bitwidth"), "data_bitwidth");
    ck_assert_str_eq(dyn_spelling("handshake.buffer", "num_slots"), "slots");
    ck_assert_str_eq(dyn_spelling("handshake.mem_to_bram", "data_bitwidth"), "data_width");
    ck_assert_str_eq(dyn_spelling("handshake.mem_to_bram", "addr_bitwidth"), "addr_width");
    ck_assert_int_eq(n, 6);
    ck_assert_str_eq(hs_catalog_find("handshake.constant")->dyn_bits, "value");
    ck_assert_int_eq(bits, 1);
}
END_TEST

/* A speculation row (`hsgen draw` fills it orange) is one that carries or adds the
 * speculator's spec bit, and every such row is one: the speculator, save-commit,
 * commit, speculating_branch and non_spec. */
START_TEST(speculation_rows)
{
    int n = 0;
    for (int i = 0; i < hs_catalog_count(); i++) {
        const hs_unit_info *u = hs_catalog_at(i);
        bool spec_rule =
            u->signal_rule == hs_signal_spec_carried || u->signal_rule == hs_signal_spec_added;
        ck_assert_msg(u->speculation == spec_rule, "%s: speculation %d, spec rule %d", u->name,
                      u->speculation, spec_rule);
        n += u->speculation;
    }
    const char *spec[] = {"handshake.speculator", "handshake.spec_save_commit",
                          "handshake.spec_commit", "handshake.speculating_branch",
                          "handshake.non_spec"};
    for (int i = 0; i < 5; i++)
        ck_assert_msg(hs_catalog_find(spec[i])->speculation, "%s", spec[i]);
    ck_assert_int_eq(n, 5);
    ck_assert(!hs_catalog_find("handshake.spec_v2_resolver")->speculation);
    ck_assert(!hs_catalog_find("handshake.passer")->speculation);
}
END_TEST

/* A row with a selector (a port carrying no extra signals or exactly the data's,
 * HS_X_E_OR_NONE) types every port from its parameters, as `hsgen dynamatic` writes
 * them when it gives the selector the data's extra signals (a channel or data-or-control
 * whose width is a parameter, carrying E or the selector's choice): mux, control_merge. */
START_TEST(selector_rows)
{
    int n = 0;
    for (int i = 0; i < hs_catalog_count(); i++) {
        const hs_unit_info *u = hs_catalog_at(i);
        int sel = 0;
        for (int p = 0; p < u->n_ports; p++)
            sel += u->ports[p].extras == HS_X_E_OR_NONE;
        if (!sel)
            continue;
        ck_assert_int_eq(sel, 1);
        for (int p = 0; p < u->n_ports; p++) {
            const hs_port_info *pi = &u->ports[p];
            ck_assert_msg(pi->extras == HS_X_E || pi->extras == HS_X_E_OR_NONE, "%s.%s", u->name,
                          pi->name);
            ck_assert_msg(pi->width_src == HS_W_PARAM && param_is(u, pi->width_param, HS_P_INT),
                          "%s.%s: width", u->name, pi->name);
            ck_assert_msg(pi->shape == HS_SHAPE_CHANNEL || pi->shape == HS_SHAPE_DATA_OR_CTRL,
                          "%s.%s: shape", u->name, pi->name);
        }
        n++;
    }
    ck_assert_int_eq(n, 2); /* mux, control_merge */
}
END_TEST

/* A merge the interpreter refuses with an always-valid input (sim_interp.c) is a row
 * valid when any input is; a buffer (drawn and hovered with its kind) is a row with a
 * `buffer_type` parameter. */
START_TEST(merge_and_buffer_rows)
{
    ck_assert_int_eq(hs_catalog_find("handshake.merge")->valid_rule, HS_VALID_ANY_INPUT);
    ck_assert_int_eq(hs_catalog_find("handshake.control_merge")->valid_rule, HS_VALID_ANY_INPUT);
    ck_assert(param_is(hs_catalog_find("handshake.buffer"), "buffer_type", HS_P_ENUM));
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("row_props");
    TCase *tc = tcase_create("rows");
    tcase_add_test(tc, memory_rows);
    tcase_add_test(tc, channel_lists_rows);
    tcase_add_test(tc, selector_rows);
    tcase_add_test(tc, speculation_rows);
    tcase_add_test(tc, dynamatic_spellings);
    tcase_add_test(tc, merge_and_buffer_rows);
    suite_add_tcase(s, tc);
    return s;
}
