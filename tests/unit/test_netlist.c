/* Netlists: reading, every kind of connectivity error, verification of all units
 * at once, and spec-tag insertion on a predicted loop (tests/circuits/untagged). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "hs_netlist.h"

/* The speculation units of the untagged loop are routed to an external generator
 * (accepted as opaque units): this test is about insertion and checking, not about
 * their generation. */
static const char *cfg_text = "signals:\n"
                              "  spec: { merge: or }\n"
                              "units:\n"
                              "  handshake.speculator: { external: [\"/bin/false\"] }\n"
                              "  handshake.spec_commit: { external: [\"/bin/false\"] }\n"
                              "  handshake.spec_save_commit: { external: [\"/bin/false\"] }\n";
static hs_config cfg;

static void setup(void)
{
    hs_diag d;
    ck_assert_int_eq(hs_config_default(&cfg, &d), 0);
    ck_assert_msg(hs_config_load_text(&cfg, cfg_text, "test", &d) == 0, "%s", d.message);
}

static void teardown(void)
{
    hs_config_free(&cfg);
}

/* A netlist of tests/circuits/untagged/ (circuits before spec-tag insertion). */
static void load_untagged(const char *file, hs_netlist *nl)
{
    const char *src = getenv("HSGEN_SOURCE_DIR");
    char path[4096];
    snprintf(path, sizeof(path), "%s/tests/circuits/untagged/%s", src ? src : ".", file);
    hs_diag_list errs;
    int rc = hs_netlist_load_file(path, nl, &errs);
    ck_assert_msg(rc == 0, "%s: %s", path, errs.n ? errs.items[0].message : "?");
}

static const hs_net_chan *chan_to(const hs_netlist *nl, const char *unit, const char *port,
                                  int elem)
{
    for (int i = 0; i < nl->n_chans; i++) {
        const hs_endpoint *to = &nl->chans[i].to;
        if (to->unit >= 0 && strcmp(nl->units[to->unit].name, unit) == 0 &&
            strcmp(to->port, port) == 0 && to->elem == elem)
            return &nl->chans[i];
    }
    return NULL;
}

static bool spec_on(const hs_net_chan *c)
{
    return c && hs_type_find_extra(c->type, "spec") != NULL;
}

/* The speculative loop after insertion: the channels of its region carry spec (from
 * the speculator's data output around the loop to the commits), the control network
 * and what lies outside the region do not. */
START_TEST(spec_tag_loop_matches_figure)
{
    hs_netlist nl;
    load_untagged("spec_tag_loop.json", &nl);
    hs_diag_list errs;
    hs_diag_list_init(&errs);
    int rc = hs_netlist_add_spec_tags(&nl, "", &errs);
    ck_assert_msg(rc == 0, "%s", errs.n ? errs.items[0].message : "?");

    /* inside the region */
    ck_assert(spec_on(chan_to(&nl, "cmerge0", "ins", 1)));         /* cond_br.trueOut -> cmerge */
    ck_assert(spec_on(chan_to(&nl, "addi0", "lhs", -1)));          /* cmerge.outs -> addi */
    ck_assert(spec_on(chan_to(&nl, "constant0", "ctrl", -1)));     /* source -> constant */
    ck_assert(spec_on(chan_to(&nl, "addi0", "rhs", -1)));          /* constant -> addi */
    ck_assert(spec_on(chan_to(&nl, "save_commit0", "ins", -1)));   /* addi -> save_commit */
    ck_assert(spec_on(chan_to(&nl, "cond_br0", "data", -1)));      /* save_commit -> cond_br */
    ck_assert(spec_on(chan_to(&nl, "cond_br0", "condition", -1))); /* speculator -> cond_br */
    ck_assert(spec_on(chan_to(&nl, "commit0", "ins", -1)));        /* cond_br.falseOut -> commit */
    /* cmerge.index -> sink too: The traversal table sends a
     * control_merge's traversal downstream through every output, index included. */
    ck_assert(spec_on(chan_to(&nl, "sink0", "ins", -1)));

    /* the control network, or outside the region */
    ck_assert(!spec_on(chan_to(&nl, "store0", "dataIn", -1))); /* commit -> store */
    ck_assert(!spec_on(chan_to(&nl, "store0", "addrIn", -1)));
    /* the speculator's input and trigger carry spec from non_spec, as Dynamatic's
     * speculator requires, before and after insertion */
    ck_assert(spec_on(chan_to(&nl, "speculator0", "ins", -1)));
    ck_assert(spec_on(chan_to(&nl, "speculator0", "trigger", -1)));
    ck_assert(!spec_on(chan_to(&nl, "nonspec_in", "dataIn", -1)));
    ck_assert(!spec_on(chan_to(&nl, "save_commit0", "ctrl_issue", -1))); /* control network */
    ck_assert(!spec_on(chan_to(&nl, "save_commit0", "ctrl_history", -1)));
    ck_assert(!spec_on(chan_to(&nl, "commit0", "ctrl", -1)));
    /* the outside input x now enters cmerge through add_signal <- constant 0 <- source */
    const hs_net_chan *into = chan_to(&nl, "cmerge0", "ins", 0);
    ck_assert(spec_on(into));
    ck_assert_int_ge(into->from.unit, 0);
    const hs_net_unit *add = &nl.units[into->from.unit];
    ck_assert_str_eq(add->unit, "handshake.add_signal");
    const hs_net_chan *x = chan_to(&nl, add->name, "ins", -1);
    ck_assert(x && x->from.unit < 0 && strcmp(x->from.port, "x") == 0 && !spec_on(x));
    const hs_net_chan *val = chan_to(&nl, add->name, "value", -1);
    ck_assert(val && val->from.unit >= 0);
    const hs_net_unit *zero = &nl.units[val->from.unit];
    ck_assert_str_eq(zero->unit, "handshake.constant");
    ck_assert_str_eq(zero->params[0].key, "value");
    ck_assert_str_eq(zero->params[0].value, "0");
    const hs_net_chan *trig = chan_to(&nl, zero->name, "ctrl", -1);
    ck_assert(trig && strcmp(nl.units[trig->from.unit].unit, "handshake.source") == 0);
    /* exactly three units were added to the loop's 12; the circuit's ports did not change */
    ck_assert_int_eq(nl.n_units, 15);
    for (int i = 0; i < nl.n_inputs; i++)
        ck_assert_uint_eq(nl.inputs[i].type.n_extra, 0);
    for (int i = 0; i < nl.n_outputs; i++)
        ck_assert_uint_eq(nl.outputs[i].type.n_extra, 0);

    /* and the result verifies */
    hs_diag_list_init(&errs);
    rc = hs_netlist_check(&nl, &cfg, &errs);
    ck_assert_msg(rc == 0, "%d errors, first: %s", errs.n, errs.n ? errs.items[0].message : "");
    hs_netlist_free(&nl);
}
END_TEST

/* Before insertion the loop is a valid plain circuit. */
START_TEST(spec_tag_loop_verifies_before)
{
    hs_netlist nl;
    load_untagged("spec_tag_loop.json", &nl);
    hs_diag_list errs;
    hs_diag_list_init(&errs);
    int rc = hs_netlist_check(&nl, &cfg, &errs);
    ck_assert_msg(rc == 0, "%s", errs.n ? errs.items[0].message : "");
    hs_netlist_free(&nl);
}
END_TEST

static int check_text(const char *json, hs_diag_list *errs)
{
    json_error_t je;
    json_t *j = json_loads(json, 0, &je);
    ck_assert_msg(j != NULL, "test JSON: %s", je.text);
    hs_netlist nl;
    int rc = hs_netlist_from_json(j, &nl, errs);
    if (rc == 0) {
        hs_diag_list_init(errs);
        rc = hs_netlist_check(&nl, &cfg, errs);
    }
    hs_netlist_free(&nl);
    json_decref(j);
    return rc;
}

static bool has_error(const hs_diag_list *errs, const char *text, const char *port)
{
    for (int i = 0; i < errs->n; i++)
        if (strstr(errs->items[i].message, text) &&
            (!port || strcmp(errs->items[i].port, port) == 0))
            return true;
    return false;
}

#define HEAD                                                                                       \
    "{\"name\": \"t\", \"inputs\": [{\"name\": \"a\", \"type\": \"channel<i8>\"}, {\"name\": "     \
    "\"b\", \"type\": \"channel<i8>\"}], \"outputs\": [{\"name\": \"o\", \"type\": "               \
    "\"channel<i8>\"}], "

START_TEST(good_netlist)
{
    hs_diag_list errs;
    int rc = check_text(HEAD "\"units\": [{\"name\": \"add0\", \"unit\": \"handshake.addi\"}],"
                             "\"channels\": [{\"from\": \"a\", \"to\": \"add0.lhs\", \"type\": "
                             "\"channel<i8>\"}, {\"from\": \"b\", \"to\": \"add0.rhs\", \"type\": "
                             "\"channel<i8>\"}, {\"from\": \"add0.result\", \"to\": \"o\", "
                             "\"type\": \"channel<i8>\"}]}",
                        &errs);
    ck_assert_msg(rc == 0, "%s", errs.n ? errs.items[0].message : "");
}
END_TEST

/* A unit given an entity name that its own text declares (addi's port lhs) would
 * hide that port: the circuit is refused naming the name. */
START_TEST(entity_named_like_its_port)
{
    hs_diag_list errs;
    json_error_t je;
    hs_netlist nl;
    hs_circuit_result out;
    json_t *j =
        json_loads(HEAD "\"units\": [{\"name\": \"add0\", \"unit\": \"handshake.addi\", "
                        "\"entity\": \"LHS_valid\"}],"
                        "\"channels\": [{\"from\": \"a\", \"to\": \"add0.lhs\", \"type\": "
                        "\"channel<i8>\"}, {\"from\": \"b\", \"to\": \"add0.rhs\", \"type\": "
                        "\"channel<i8>\"}, {\"from\": \"add0.result\", \"to\": \"o\", "
                        "\"type\": \"channel<i8>\"}]}",
                   0, &je);
    ck_assert_msg(j != NULL, "test JSON: %s", je.text);
    hs_diag_list_init(&errs);
    ck_assert_int_eq(hs_netlist_from_json(j, &nl, &errs), 0);
    hs_diag_list_init(&errs);
    ck_assert_int_ne(hs_circuit_generate(&nl, &cfg, HS_HDL_VERILOG, &out, &errs), 0);
    ck_assert(has_error(&errs, "'LHS_valid'", NULL));
    ck_assert(has_error(&errs, "hide", NULL));
    hs_netlist_free(&nl);
    json_decref(j);
}
END_TEST

START_TEST(dangling_port)
{
    hs_diag_list errs;
    int rc = check_text(HEAD "\"units\": [{\"name\": \"add0\", \"unit\": \"handshake.addi\"}],"
                             "\"channels\": [{\"from\": \"a\", \"to\": \"add0.lhs\", \"type\": "
                             "\"channel<i8>\"}, {\"from\": \"add0.result\", \"to\": \"o\", "
                             "\"type\": \"channel<i8>\"}]}",
                        &errs);
    ck_assert_int_eq(rc, HS_E_NETLIST);
    ck_assert(has_error(&errs, "add0.rhs is not connected", "add0"));
    ck_assert(has_error(&errs, "circuit input b is consumed 0 times", "b"));
}
END_TEST

START_TEST(doubly_driven_input)
{
    hs_diag_list errs;
    int rc = check_text(HEAD "\"units\": [{\"name\": \"add0\", \"unit\": \"handshake.addi\"}],"
                             "\"channels\": [{\"from\": \"a\", \"to\": \"add0.lhs\", \"type\": "
                             "\"channel<i8>\"}, {\"from\": \"b\", \"to\": \"add0.lhs\", \"type\": "
                             "\"channel<i8>\"}, {\"from\": \"add0.result\", \"to\": \"o\", "
                             "\"type\": \"channel<i8>\"}]}",
                        &errs);
    ck_assert_int_eq(rc, HS_E_NETLIST);
    ck_assert(has_error(&errs, "add0.lhs is driven twice", "add0.lhs"));
    ck_assert(has_error(&errs, "add0.rhs is not connected", "add0"));
}
END_TEST

START_TEST(unknown_unit_and_endpoint)
{
    hs_diag_list errs;
    int rc = check_text(HEAD "\"units\": [{\"name\": \"f0\", \"unit\": \"handshake.frob\"}],"
                             "\"channels\": [{\"from\": \"a\", \"to\": \"f0.x\", \"type\": "
                             "\"channel<i8>\"}, {\"from\": \"b\", \"to\": \"g0.x\", \"type\": "
                             "\"channel<i8>\"}, {\"from\": \"f0.y\", \"to\": \"o\", "
                             "\"type\": \"channel<i8>\"}]}",
                        &errs);
    ck_assert_int_eq(rc, HS_E_NETLIST);
    ck_assert(has_error(&errs, "no unit named 'g0'", "g0.x"));
    /* structural errors come first; the unknown unit is reported by the check */
    hs_diag_list errs2;
    rc = check_text(HEAD "\"units\": [{\"name\": \"f0\", \"unit\": \"handshake.frob\"}],"
                         "\"channels\": [{\"from\": \"a\", \"to\": \"f0.x\", \"type\": "
                         "\"channel<i8>\"}, {\"from\": \"b\", \"to\": \"f0.z\", \"type\": "
                         "\"channel<i8>\"}, {\"from\": \"f0.y\", \"to\": \"o\", "
                         "\"type\": \"channel<i8>\"}]}",
                    &errs2);
    ck_assert(has_error(&errs2, "unknown unit 'handshake.frob'", "f0"));
}
END_TEST

/* Two units break their rules: both are reported, each naming unit, port and rule. */
START_TEST(two_rule_violations)
{
    hs_diag_list errs;
    int rc = check_text(
        "{\"name\": \"t\", \"inputs\": [{\"name\": \"a\", \"type\": \"channel<i8, [spec: i1]>\"},"
        "{\"name\": \"b\", \"type\": \"channel<i8>\"}, {\"name\": \"c\", \"type\": "
        "\"channel<i8, [spec: i1]>\"}, {\"name\": \"d\", \"type\": \"channel<i16>\"}],"
        "\"outputs\": [{\"name\": \"o1\", \"type\": \"channel<i8, [spec: i1]>\"},"
        "{\"name\": \"o2\", \"type\": \"channel<i8>\"}],"
        "\"units\": [{\"name\": \"add0\", \"unit\": \"handshake.addi\"},"
        "{\"name\": \"sub0\", \"unit\": \"handshake.subi\"}],"
        "\"channels\": [{\"from\": \"a\", \"to\": \"add0.lhs\", \"type\": \"channel<i8, [spec: "
        "i1]>\"}, {\"from\": \"b\", \"to\": \"add0.rhs\", \"type\": \"channel<i8>\"},"
        "{\"from\": \"add0.result\", \"to\": \"o1\", \"type\": \"channel<i8, [spec: i1]>\"},"
        "{\"from\": \"c\", \"to\": \"sub0.lhs\", \"type\": \"channel<i8, [spec: i1]>\"},"
        "{\"from\": \"d\", \"to\": \"sub0.rhs\", \"type\": \"channel<i16>\"},"
        "{\"from\": \"sub0.result\", \"to\": \"o2\", \"type\": \"channel<i8>\"}]}",
        &errs);
    ck_assert_int_eq(rc, HS_E_NETLIST);
    ck_assert_int_eq(errs.n, 2);
    ck_assert(has_error(&errs, "unit add0: handshake.addi: port rhs lacks extra signal 'spec: i1'",
                        "add0.rhs"));
    ck_assert_str_eq(errs.items[0].rule, "same_type");
    ck_assert(has_error(&errs, "unit sub0:", NULL));
    ck_assert_str_eq(errs.items[1].rule, "same_type");
}
END_TEST

START_TEST(array_index_gap_and_type_mismatch)
{
    hs_diag_list errs;
    int rc = check_text(
        HEAD "\"units\": [{\"name\": \"m0\", \"unit\": \"handshake.merge\"}],"
             "\"channels\": [{\"from\": \"a\", \"to\": \"m0.ins[0]\", \"type\": \"channel<i8>\"},"
             "{\"from\": \"b\", \"to\": \"m0.ins[2]\", \"type\": \"channel<i8>\"},"
             "{\"from\": \"m0.outs\", \"to\": \"o\", \"type\": \"channel<i16>\"}]}",
        &errs);
    ck_assert_int_eq(rc, HS_E_NETLIST);
    ck_assert(has_error(&errs, "m0.ins[1] is not connected", "m0"));
    ck_assert(has_error(&errs, "does not match circuit output o", "o"));
}
END_TEST

START_TEST(store_inside_region_is_an_error)
{
    hs_netlist nl;
    json_error_t je;
    json_t *j = json_loads(
        "{\"name\": \"t\", \"inputs\": [{\"name\": \"s\", \"type\": \"channel<i1>\"},"
        "{\"name\": \"a\", \"type\": \"channel<i4>\"}], \"outputs\": [{\"name\": \"ma\", "
        "\"type\": \"channel<i4>\"}, {\"name\": \"md\", \"type\": \"channel<i1>\"}],"
        "\"units\": [{\"name\": \"sp\", \"unit\": \"handshake.speculator\"},"
        "{\"name\": \"st\", \"unit\": \"handshake.store\"}],"
        "\"channels\": [{\"from\": \"s\", \"to\": \"sp.ins\", \"type\": \"channel<i1>\"},"
        "{\"from\": \"sp.outs\", \"to\": \"st.dataIn\", \"type\": \"channel<i1>\"},"
        "{\"from\": \"a\", \"to\": \"st.addrIn\", \"type\": \"channel<i4>\"},"
        "{\"from\": \"st.addrOut\", \"to\": \"ma\", \"type\": \"channel<i4>\"},"
        "{\"from\": \"st.dataToMem\", \"to\": \"md\", \"type\": \"channel<i1>\"}]}",
        0, &je);
    hs_diag_list errs;
    ck_assert_int_eq(hs_netlist_from_json(j, &nl, &errs), 0);
    ck_assert_int_eq(hs_netlist_add_spec_tags(&nl, "sp", &errs), HS_E_NETLIST);
    ck_assert(has_error(&errs, "a store must not sit inside a speculative region", "st"));
    hs_netlist_free(&nl);
    json_decref(j);
}
END_TEST

START_TEST(commit_reached_upstream_is_an_error)
{
    hs_netlist nl;
    json_error_t je;
    /* speculator -> addi.lhs; addi.rhs <- commit.outs: going upstream from addi reaches commit */
    json_t *j = json_loads(
        "{\"name\": \"t\", \"inputs\": [{\"name\": \"s\", \"type\": \"channel<i8>\"},"
        "{\"name\": \"c\", \"type\": \"channel<i8>\"}, {\"name\": \"k\", \"type\": "
        "\"channel<i1>\"}], \"outputs\": [{\"name\": \"o\", \"type\": \"channel<i8>\"}],"
        "\"units\": [{\"name\": \"sp\", \"unit\": \"handshake.speculator\"},"
        "{\"name\": \"cm\", \"unit\": \"handshake.spec_commit\"},"
        "{\"name\": \"add0\", \"unit\": \"handshake.addi\"}],"
        "\"channels\": [{\"from\": \"s\", \"to\": \"sp.ins\", \"type\": \"channel<i8>\"},"
        "{\"from\": \"sp.outs\", \"to\": \"add0.lhs\", \"type\": \"channel<i8>\"},"
        "{\"from\": \"c\", \"to\": \"cm.ins\", \"type\": \"channel<i8>\"},"
        "{\"from\": \"k\", \"to\": \"cm.ctrl\", \"type\": \"channel<i1>\"},"
        "{\"from\": \"cm.outs\", \"to\": \"add0.rhs\", \"type\": \"channel<i8>\"},"
        "{\"from\": \"add0.result\", \"to\": \"o\", \"type\": \"channel<i8>\"}]}",
        0, &je);
    hs_diag_list errs;
    ck_assert_int_eq(hs_netlist_from_json(j, &nl, &errs), 0);
    ck_assert_int_eq(hs_netlist_add_spec_tags(&nl, "", &errs), HS_E_NETLIST);
    ck_assert(has_error(&errs, "leaks past a commit", "cm"));
    hs_netlist_free(&nl);
    json_decref(j);
}
END_TEST

START_TEST(round_trip_json)
{
    hs_netlist nl, again;
    load_untagged("spec_tag_loop.json", &nl);
    json_t *j = hs_netlist_to_json(&nl);
    hs_diag_list errs;
    ck_assert_int_eq(hs_netlist_from_json(j, &again, &errs), 0);
    ck_assert_int_eq(again.n_units, nl.n_units);
    ck_assert_int_eq(again.n_chans, nl.n_chans);
    for (int i = 0; i < nl.n_chans; i++)
        ck_assert(hs_type_equal(nl.chans[i].type, again.chans[i].type));
    json_decref(j);
    hs_netlist_free(&nl);
    hs_netlist_free(&again);
}
END_TEST

/* A netlist's "signals" block gives the policy its signals need, over the
 * configuration (which has none for color): without it the adder is refused. */
#define TAGGED(signals)                                                                            \
    "{\"name\": \"t\", " signals "\"inputs\": [{\"name\": \"a\", \"type\": "                       \
    "\"channel<i8, [color: i4]>\"}, {\"name\": \"b\", \"type\": \"channel<i8, [color: i4]>\"}], "  \
    "\"outputs\": [{\"name\": \"o\", \"type\": \"channel<i8, [color: i4]>\"}], \"units\": "        \
    "[{\"name\": \"add0\", \"unit\": \"handshake.addi\"}], \"channels\": [{\"from\": \"a\", "      \
    "\"to\": \"add0.lhs\", \"type\": \"channel<i8, [color: i4]>\"}, {\"from\": \"b\", \"to\": "    \
    "\"add0.rhs\", \"type\": \"channel<i8, [color: i4]>\"}, {\"from\": \"add0.result\", \"to\": "  \
    "\"o\", \"type\": \"channel<i8, [color: i4]>\"}]}"

START_TEST(signals_block_gives_policies)
{
    hs_diag_list errs;
    ck_assert_int_ne(check_text(TAGGED(""), &errs), 0);
    ck_assert(has_error(&errs, "merge policy", NULL));
    int rc = check_text(TAGGED("\"signals\": {\"color\": {\"merge\": \"first\"}}, "), &errs);
    ck_assert_msg(rc == 0, "%s", errs.n ? errs.items[0].message : "");
    rc = check_text(TAGGED("\"signals\": {\"color\": \"or\"}, "), &errs);
    ck_assert_msg(rc == 0, "%s", errs.n ? errs.items[0].message : "");
    ck_assert_int_ne(check_text(TAGGED("\"signals\": {\"color\": {\"merge\": \"xor\"}}, "), &errs),
                     0);
    ck_assert(has_error(&errs,
                        "signals.color: unknown merge policy 'xor' (accepted: or, and, "
                        "first, equal)",
                        NULL));
    /* the same rules as a request's own `signals`: names, shapes */
    ck_assert_int_ne(check_text(TAGGED("\"signals\": {\"ta__g\": \"or\"}, "), &errs), 0);
    ck_assert(has_error(&errs, "double underscore", NULL));
    ck_assert_int_ne(check_text(TAGGED("\"signals\": [\"color\"], "), &errs), 0);
    ck_assert(has_error(&errs, "signals must be an object", NULL));
    /* the block survives a round trip through the JSON writer */
    json_t *j = json_loads(TAGGED("\"signals\": {\"color\": {\"merge\": \"first\"}}, "), 0, NULL);
    hs_netlist nl, again;
    ck_assert_int_eq(hs_netlist_from_json(j, &nl, &errs), 0);
    json_t *w = hs_netlist_to_json(&nl);
    ck_assert_int_eq(hs_netlist_from_json(w, &again, &errs), 0);
    ck_assert_int_eq(again.n_signals, 1);
    ck_assert_str_eq(again.signals[0].name, "color");
    ck_assert_int_eq(again.signals[0].merge, HS_MERGE_FIRST);
    json_decref(j);
    json_decref(w);
    hs_netlist_free(&nl);
    hs_netlist_free(&again);
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("netlist");
    TCase *tc = tcase_create("netlist");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, spec_tag_loop_verifies_before);
    tcase_add_test(tc, spec_tag_loop_matches_figure);
    tcase_add_test(tc, good_netlist);
    tcase_add_test(tc, dangling_port);
    tcase_add_test(tc, entity_named_like_its_port);
    tcase_add_test(tc, doubly_driven_input);
    tcase_add_test(tc, unknown_unit_and_endpoint);
    tcase_add_test(tc, two_rule_violations);
    tcase_add_test(tc, array_index_gap_and_type_mismatch);
    tcase_add_test(tc, store_inside_region_is_an_error);
    tcase_add_test(tc, commit_reached_upstream_is_an_error);
    tcase_add_test(tc, round_trip_json);
    tcase_add_test(tc, signals_block_gives_policies);
    suite_add_tcase(s, tc);
    return s;
}
