/* The MLIR reader: Dynamatic's syntax forms, names mapped to legal ones, forks
 * and sinks materialized, unbuffered cycles, and one test per error kind, each
 * with its FILE:LINE:COLUMN. */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "check_main.h"
#include "hs_mlir.h"

static hs_netlist nl;
static hs_mlir_info info;
static hs_diag_list errs;

/* Reads text as t.mlir; returns the reader's status. */
static int rd(const char *text, const char *top, bool cycles)
{
    hs_netlist_free(&nl);
    hs_mlir_info_free(&info);
    hs_mlir_options o = {.file = "t.mlir", .top = top, .buffer_cycles = cycles};
    return hs_mlir_read(text, strlen(text), &o, &nl, &info, &errs);
}

/* Whether some error message contains `needle`. */
static bool has_error(const char *needle)
{
    for (int i = 0; i < errs.n; i++)
        if (strstr(errs.items[i].message, needle))
            return true;
    return false;
}

static void dump(void)
{
    for (int i = 0; i < errs.n; i++)
        fprintf(stderr, "  %s\n", errs.items[i].message);
}

static int check(void)
{
    hs_config cfg;
    hs_diag d;
    hs_diag_clear(&d);
    ck_assert_int_eq(hs_config_default(&cfg, &d), 0);
    int rc = hs_mlir_check(&nl, &cfg, &info, "t.mlir", &errs);
    hs_config_free(&cfg);
    return rc;
}

static const hs_net_unit *unit(const char *name)
{
    int u = hs_netlist_find_unit(&nl, name);
    ck_assert_msg(u >= 0, "no unit %s", name);
    return &nl.units[u];
}

static const char *param(const hs_net_unit *u, const char *key)
{
    for (int i = 0; i < u->n_params; i++)
        if (strcmp(u->params[i].key, key) == 0)
            return u->params[i].value;
    return NULL;
}

#define HEAD                                                                                       \
    "handshake.func @f(%a: !handshake.channel<i32>, %b: !handshake.channel<i32>, %start: "         \
    "!handshake.control<>) -> (!handshake.channel<i32>, !handshake.control<>) {\n"

START_TEST(op_forms)
{
    const char *t =
        "// every custom form of the corpus\n"
        "handshake.func @forms(%a: !handshake.channel<i32>, %c: !handshake.channel<i1>, %s: "
        "!handshake.control<>) -> (!handshake.channel<i32>, !handshake.channel<i32>, "
        "!handshake.control<>) attributes {argNames = [\"a\", \"c\", \"s\"], resNames = "
        "[\"x\", \"y\", \"done\"]} {\n"
        "  %k = constant %s {value = 0x1F : i32, handshake.name = \"k\"} : <>, <i32>\n"
        "  %t, %f = cond_br %c, %a : <i1>, <i32>\n"
        "  %m = merge %t, %f : <i32>\n"
        "  %r, %idx = control_merge [%m, %k] : [<i32>, <i32>] to <i32>, <i1>\n"
        "  %fk:2 = fork [2] %r : <i32>\n"
        "  %e = extsi %idx : <i1> to <i32>\n"
        "  %n = not %fk#1 : <i32>\n"
        "  %mx = mux %e2 [%fk#0, %n] : <i1>, [<i32>, <i32>] to <i32>\n"
        "  %e2 = trunci %e : <i32> to <i1>\n"
        "  %q = cmpi \"uge\", %mx, %mx : <i32>\n"
        "  %b = buffer %q, bufferType = FIFO_BREAK_NONE, numSlots = 4 {handshake.name = \"fifo4\"} "
        ": <i1>\n"
        "  %z = select %b [%a2, %a2] : <i1>, <i32>\n"
        "  %a2 = oehb [1] %k2 : <i32>\n"
        "  %k2 = constant %s2 {value = -2 : i32} : <>, <i32>\n"
        "  %s2 = source : <>\n"
        "  end %z, %mx, %s : <i32>, <i32>, <>\n"
        "}\n";
    int rc = rd(t, NULL, false);
    if (rc)
        dump();
    ck_assert_int_eq(rc, 0);
    ck_assert_str_eq(nl.name, "forms");
    ck_assert_str_eq(param(unit("k"), "value"), "31");
    ck_assert_str_eq(param(unit("cmpi0"), "predicate"), "uge");
    ck_assert_str_eq(param(unit("fifo4"), "buffer_type"), "FIFO_BREAK_NONE");
    ck_assert_str_eq(param(unit("fifo4"), "num_slots"), "4");
    ck_assert_str_eq(param(unit("oehb0"), "buffer_type"), "ONE_SLOT_BREAK_DV");
    ck_assert_str_eq(param(unit("constant0"), "value"), "-2");
    ck_assert_str_eq(unit("not0")->unit, "handshake.noti");
    ck_assert_int_eq(info.forks_added, 3); /* %a2, %mx and %s are used more than once */
    ck_assert_int_eq(info.sinks_added, 0);
    rc = check();
    if (rc)
        dump();
    ck_assert_int_eq(rc, 0);
}
END_TEST

START_TEST(extra_signal_types)
{
    const char *t = "handshake.func @x(%a: !handshake.channel<i32, [spec: i1, tag: ui8]>, %u: "
                    "!handshake.channel<si16, [extra: i1 (U)]>) -> "
                    "(!handshake.channel<i32, [spec: i1, tag: ui8]>, "
                    "!handshake.channel<i16, [extra: (U) i1]>) {\n"
                    "  %r = not %a : <i32, [spec: i1, tag: ui8]>\n"
                    "  end %r, %u : <i32, [spec: i1, tag: ui8]>, <i16, [extra: i1 (U)]>\n"
                    "}\n";
    ck_assert_int_eq(rd(t, NULL, false), 0);
    ck_assert_int_eq(nl.inputs[0].type.n_extra, 2);
    ck_assert_str_eq(nl.inputs[0].type.extra[1].name, "tag");
    ck_assert_int_eq(nl.inputs[0].type.extra[1].width, 8);
    ck_assert_int_eq(nl.inputs[1].type.extra[0].up, 1);
    ck_assert_int_eq(nl.inputs[1].type.width, 16);
    int rc = check();
    if (rc)
        dump();
    ck_assert_int_eq(rc, 0);
}
END_TEST

/* Reserved words of some HDL or tool become legal names; the mapping is listed. */
START_TEST(reserved_names)
{
    const char *t = "handshake.func @module(%a: !handshake.channel<i32>, %b: "
                    "!handshake.channel<i32>, %start: !handshake.control<>) -> "
                    "(!handshake.channel<i32>, !handshake.control<>) attributes {argNames = "
                    "[\"bool\", \"in.put\", \"start\"], resNames = [\"out0\", \"end\"]} {\n"
                    "  %r = addi %a, %b {handshake.name = \"const\"} : <i32>\n"
                    "  end %r, %start : <i32>, <>\n"
                    "}\n";
    ck_assert_int_eq(rd(t, NULL, false), 0);
    ck_assert_str_eq(nl.name, "module_r");
    ck_assert_str_eq(nl.inputs[0].name, "bool_r");
    ck_assert_str_eq(nl.inputs[1].name, "in_put");
    ck_assert_str_eq(nl.outputs[1].name, "end_r");
    ck_assert_str_eq(nl.units[0].name, "const_r");
    ck_assert_int_eq(info.n_renames, 5);
    json_t *j = hs_mlir_renames_json(&info);
    ck_assert_int_eq(json_array_size(j), 5);
    json_decref(j);
    ck_assert_int_eq(check(), 0);
}
END_TEST

START_TEST(materialize)
{
    const char *t = HEAD "  %r = addi %a, %a : <i32>\n"
                         "  %ctrl, %idx = control_merge [%start] : [<>] to <>, <i1>\n"
                         "  end %r, %ctrl : <i32>, <>\n}\n";
    ck_assert_int_eq(rd(t, NULL, false), 0);
    ck_assert_int_eq(info.forks_added, 1); /* %a twice */
    ck_assert_int_eq(info.sinks_added, 2); /* %b and %idx unused */
    ck_assert_int_eq(check(), 0);
}
END_TEST

/* A source, or a constant it triggers, used several times: one copy per use (with
 * its own source), never a fork, so loops that each use it stay independent. */
START_TEST(endless_values_copied)
{
    const char *t = HEAD "  %src = source : <>\n"
                         "  %one = constant %src {value = 1 : i32} : <>, <i32>\n"
                         "  %x = addi %a, %one : <i32>\n"
                         "  %y = addi %b, %one : <i32>\n"
                         "  %z = addi %x, %y : <i32>\n"
                         "  %c2 = constant %src {value = 2 : i32} : <>, <i32>\n"
                         "  %w = addi %z, %c2 : <i32>\n"
                         "  end %w, %start : <i32>, <>\n}\n";
    ck_assert_int_eq(rd(t, NULL, false), 0);
    ck_assert_int_eq(info.forks_added, 0);
    int sources = 0, ones = 0;
    for (int u = 0; u < nl.n_units; u++) {
        sources += strcmp(nl.units[u].unit, "handshake.source") == 0;
        if (strcmp(nl.units[u].unit, "handshake.constant") == 0 &&
            strcmp(param(&nl.units[u], "value"), "1") == 0)
            ones++;
    }
    ck_assert_int_eq(ones, 2);           /* %one and its copy */
    ck_assert_int_eq(sources, 3);        /* %src, its copy for %c2, and the copy of %one's own */
    for (int k = 0; k < nl.n_chans; k++) /* every source feeds exactly one constant */
        if (nl.chans[k].from.unit >= 0 &&
            strcmp(nl.units[nl.chans[k].from.unit].unit, "handshake.source") == 0)
            ck_assert_str_eq(nl.units[nl.chans[k].to.unit].unit, "handshake.constant");
    ck_assert_int_eq(check(), 0);
}
END_TEST

/* Every hw.instance finds its own extern among many (the callees are looked up in a
 * sorted index): 300 buffers, each instance of its own extern, declared in the opposite
 * order and with names that prefix one another (_1, _10, _100), each with its slots;
 * an extern declared twice is its first declaration. */
START_TEST(hw_many_externs)
{
    enum { N = 300 };
    static char t[N * 420 + 2000];
    size_t o = 0;
    o += (size_t)snprintf(t + o, sizeof(t) - o,
                          "hw.module @chain(in %%x : !handshake.channel<i8>, in %%clk : i1, in "
                          "%%rst : i1, out o : !handshake.channel<i8>) {\n");
    for (int k = 0; k < N; k++) {
        char in[16] = "%x";
        if (k)
            snprintf(in, sizeof(in), "%%%d", k - 1);
        o += (size_t)snprintf(t + o, sizeof(t) - o,
                              "  %%%d = hw.instance \"b%d\" @handshake_buffer_%d(ins: %s: "
                              "!handshake.channel<i8>, clk: %%clk: i1, rst: %%rst: i1) -> (outs: "
                              "!handshake.channel<i8>)\n",
                              k, k, (k * 7) % N, in);
    }
    o += (size_t)snprintf(t + o, sizeof(t) - o, "  hw.output %%%d : !handshake.channel<i8>\n}\n",
                          N - 1);
    for (int e = N - 1; e >= -1; e--) /* e == -1: @handshake_buffer_0 again */
        o += (size_t)snprintf(t + o, sizeof(t) - o,
                              "hw.module.extern @handshake_buffer_%d(in %%ins : "
                              "!handshake.channel<i8>, in %%clk : i1, in %%rst : i1, out outs : "
                              "!handshake.channel<i8>) attributes {hw.name = \"handshake.buffer\", "
                              "hw.parameters = {NUM_SLOTS = %d : ui32, BUFFER_TYPE = "
                              "\"FIFO_BREAK_DV\"}}\n",
                              e < 0 ? 0 : e, e < 0 ? 999 : e + 1);
    ck_assert_uint_lt(o, sizeof(t) - 1);
    int rc = rd(t, NULL, false);
    if (rc)
        dump();
    ck_assert_int_eq(rc, 0);
    for (int k = 0; k < N; k++) {
        char name[16], slots[16];
        snprintf(name, sizeof(name), "b%d", k);
        snprintf(slots, sizeof(slots), "%d", (k * 7) % N + 1);
        ck_assert_str_eq(param(unit(name), "num_slots"), slots);
    }
}
END_TEST

/* Parameters Dynamatic's export gives when its IR omits them: a muli without a
 * latency is its 4-stage multiplier, in both readers; a written latency wins. */
START_TEST(dynamatic_latency_defaults)
{
    const char *t = HEAD "  %m = muli %a, %b : <i32>\n"
                         "  %q = divsi %m, %b {latency = 2 : ui32} : <i32>\n"
                         "  end %q, %start : <i32>, <>\n}\n";
    ck_assert_int_eq(rd(t, NULL, false), 0);
    ck_assert_str_eq(param(unit("muli0"), "latency"), "4");
    ck_assert_str_eq(param(unit("divsi0"), "latency"), "2");
    const char *hw =
        "hw.module @top(in %a : !handshake.channel<i8>, in %b : !handshake.channel<i8>, in "
        "%clk : i1, in %rst : i1, out o : !handshake.channel<i8>) {\n"
        "  %0 = hw.instance \"m\" @mul(lhs: %a: !handshake.channel<i8>, rhs: %b: "
        "!handshake.channel<i8>, clk: %clk: i1, rst: %rst: i1) -> (result: "
        "!handshake.channel<i8>)\n"
        "  hw.output %0 : !handshake.channel<i8>\n}\n"
        "hw.module.extern @mul(in %lhs : !handshake.channel<i8>, in %rhs : "
        "!handshake.channel<i8>, in %clk : i1, in %rst : i1, out result : "
        "!handshake.channel<i8>) attributes {hw.name = \"handshake.muli\", hw.parameters = "
        "{DATA_TYPE = !handshake.channel<i8>}}\n";
    ck_assert_int_eq(rd(hw, NULL, false), 0);
    ck_assert_str_eq(param(unit("m"), "latency"), "4");
    ck_assert_int_eq(check(), 0);
    /* float cores: the latency of Dynamatic's timing model for the implementation,
     * format and internal delay; capped at hsgen's deepest pipeline for the format */
    const char *fl =
        "handshake.func @g(%a: !handshake.channel<f32>, %b: !handshake.channel<f64>, %start: "
        "!handshake.control<>) -> (!handshake.channel<f32>, !handshake.channel<f64>, "
        "!handshake.control<>) {\n"
        "  %x = addf %a, %a {fpu_impl = #handshake<fpu_impl flopoco>, internal_delay = "
        "\"2_922000\"} : <f32>\n"
        "  %y = divf %x, %a {internal_delay = \"3_812000\"} : <f32>\n" /* FloPoCo: default */
        "  %z = mulf %b, %b {fpu_impl = #handshake<fpu_impl flopoco>, internal_delay = "
        "\"2_046000\"} : <f64>\n"
        "  %w = mulf %z, %b {fpu_impl = #handshake<fpu_impl vivado>} : <f64>\n"
        "  end %y, %w, %start : <f32>, <f64>, <>\n}\n";
    ck_assert_int_eq(rd(fl, NULL, false), 0);
    ck_assert_str_eq(param(unit("addf0"), "latency"), "10");
    ck_assert_str_eq(param(unit("divf0"), "latency"), "15");
    ck_assert_str_eq(param(unit("mulf0"), "latency"), "8"); /* Dynamatic's 56, hsgen's max */
    ck_assert_str_eq(param(unit("mulf1"), "latency"), "5");
    const char *ext =
        "hw.module @top(in %a : !handshake.channel<f32>, in %clk : i1, in %rst : i1, out o : "
        "!handshake.channel<f32>) {\n"
        "  %0 = hw.instance \"m\" @mul(lhs: %a: !handshake.channel<f32>, rhs: %a: "
        "!handshake.channel<f32>, clk: %clk: i1, rst: %rst: i1) -> (result: "
        "!handshake.channel<f32>)\n"
        "  hw.output %0 : !handshake.channel<f32>\n}\n"
        "hw.module.extern @mul(in %lhs : !handshake.channel<f32>, in %rhs : "
        "!handshake.channel<f32>, in %clk : i1, in %rst : i1, out result : "
        "!handshake.channel<f32>) attributes {hw.name = \"handshake.mulf\", hw.parameters = "
        "{DATA_TYPE = !handshake.channel<f32>, FPU_IMPL = \"flopoco\", INTERNAL_DELAY = "
        "\"2_875333\"}}\n";
    ck_assert_int_eq(rd(ext, NULL, false), 0);
    ck_assert_str_eq(param(unit("m"), "latency"), "2");
    /* subf at the internal delay of the 2025 buffer placement (2 ns): Dynamatic's one
     * FloPoCo subf core per format, 9 stages for f32 and 12 for f64 (before, no latency:
     * a combinational subf, an unbuffered cycle in a loop that Dynamatic had pipelined) */
    const char *sub = "handshake.func @s(%a: !handshake.channel<f32>, %b: !handshake.channel<f64>, "
                      "%start: !handshake.control<>) -> (!handshake.channel<f32>, "
                      "!handshake.channel<f64>, !handshake.control<>) {\n"
                      "  %x = subf %a, %a {internal_delay = \"2_000000\"} : <f32>\n"
                      "  %y = subf %b, %b {fpu_impl = #handshake<fpu_impl flopoco>, "
                      "internal_delay = \"2_000000\"} : <f64>\n"
                      "  end %x, %y, %start : <f32>, <f64>, <>\n}\n";
    ck_assert_int_eq(rd(sub, NULL, false), 0);
    ck_assert_str_eq(param(unit("subf0"), "latency"), "9");
    ck_assert_str_eq(param(unit("subf1"), "latency"), "12");
}
END_TEST

/* Dynamatic's hw.mlir types float channels iN and says fN only in a float unit's
 * DATA_TYPE: that unit takes its iN channels as fN; with DATA_TYPE iN it is refused as
 * before (the reader used to refuse both). */
START_TEST(hw_float_ports_as_i32)
{
    const char *head =
        "hw.module @top(in %a : !handshake.channel<i32>, in %clk : i1, in %rst : i1, out o : "
        "!handshake.channel<i32>, out c : !handshake.channel<i1>) {\n"
        "  %f.outs_0, %f.outs_1, %f.outs_2, %f.outs_3 = hw.instance \"f\" @fork(ins: %a: "
        "!handshake.channel<i32>, clk: %clk: i1, rst: %rst: i1) -> (outs_0: "
        "!handshake.channel<i32>, outs_1: !handshake.channel<i32>, outs_2: "
        "!handshake.channel<i32>, outs_3: !handshake.channel<i32>)\n"
        "  %m.result = hw.instance \"m\" @add(lhs: %f.outs_0: !handshake.channel<i32>, rhs: "
        "%f.outs_1: !handshake.channel<i32>, clk: %clk: i1, rst: %rst: i1) -> (result: "
        "!handshake.channel<i32>)\n"
        "  %k.result = hw.instance \"k\" @cmp(lhs: %f.outs_2: !handshake.channel<i32>, rhs: "
        "%f.outs_3: !handshake.channel<i32>, clk: %clk: i1, rst: %rst: i1) -> (result: "
        "!handshake.channel<i1>)\n"
        "  hw.output %m.result, %k.result : !handshake.channel<i32>, !handshake.channel<i1>\n}\n"
        "hw.module.extern @fork(in %ins : !handshake.channel<i32>, in %clk : i1, in %rst : i1, "
        "out outs_0 : !handshake.channel<i32>, out outs_1 : !handshake.channel<i32>, out outs_2 "
        ": !handshake.channel<i32>, out outs_3 : !handshake.channel<i32>) attributes {hw.name = "
        "\"handshake.fork\", hw.parameters = {DATA_TYPE = !handshake.channel<f32>, SIZE = 4 : "
        "ui32}}\n"
        "hw.module.extern @add(in %lhs : !handshake.channel<i32>, in %rhs : "
        "!handshake.channel<i32>, in %clk : i1, in %rst : i1, out result : "
        "!handshake.channel<i32>) attributes {hw.name = \"handshake.addf\", hw.parameters = "
        "{DATA_TYPE = !handshake.channel<";
    const char *tail =
        ">, FPU_IMPL = \"flopoco\", INTERNAL_DELAY = "
        "\"2_922000\"}}\n"
        "hw.module.extern @cmp(in %lhs : !handshake.channel<i32>, in %rhs : "
        "!handshake.channel<i32>, in %clk : i1, in %rst : i1, out result : "
        "!handshake.channel<i1>) attributes {hw.name = \"handshake.cmpf\", hw.parameters = "
        "{DATA_TYPE = !handshake.channel<f32>, FPU_IMPL = \"flopoco\", INTERNAL_DELAY = "
        "\"0_000000\", PREDICATE = \"ugt\"}}\n";
    char text[4096];
    snprintf(text, sizeof(text), "%s%s%s", head, "f32", tail);
    ck_assert_int_eq(rd(text, NULL, false), 0);
    int rc = check();
    if (rc)
        dump();
    ck_assert_int_eq(rc, 0);
    ck_assert_int_eq(unit("m")->float_bits, 32);
    ck_assert_str_eq(param(unit("m"), "latency"), "10");
    /* the circuit's ports stay i32, as the file declares them */
    ck_assert_int_eq(nl.inputs[0].type.dtype, 'i');
    /* the netlist written as JSON and read back keeps it */
    json_t *j = hs_netlist_to_json(&nl);
    hs_netlist back;
    hs_diag_list bl;
    hs_diag_list_init(&bl);
    memset(&back, 0, sizeof(back));
    ck_assert_int_eq(hs_netlist_from_json(j, &back, &bl), 0);
    ck_assert_int_eq(back.units[hs_netlist_find_unit(&back, "m")].float_bits, 32);
    ck_assert_int_eq(back.units[hs_netlist_find_unit(&back, "k")].float_bits, 32);
    ck_assert_int_eq(back.units[hs_netlist_find_unit(&back, "f")].float_bits, 0); /* a fork */
    hs_netlist_free(&back);
    json_decref(j);
    snprintf(text, sizeof(text), "%s%s%s", head, "i32", tail);
    ck_assert_int_eq(rd(text, NULL, false), 0);
    ck_assert_int_ne(check(), 0);
    ck_assert(has_error("takes floating-point data"));
}
END_TEST

static const char *loop_text = "handshake.func @loop(%n: !handshake.channel<i32>, %start: "
                               "!handshake.control<>) -> !handshake.channel<i32> {\n"
                               "  %c, %i = control_merge [%start, %back] : [<>, <>] to <>, <i1>\n"
                               "  %x = mux %i [%n, %dec] : <i1>, [<i32>, <i32>] to <i32>\n"
                               "  %src = source : <>\n"
                               "  %one = constant %src {value = 1 : i32} : <>, <i32>\n"
                               "  %z = cmpi ne, %x, %one : <i32>\n"
                               "  %t, %f = cond_br %z, %x : <i1>, <i32>\n"
                               "  %ct, %cf = cond_br %z, %c : <i1>, <>\n"
                               "  %back = br %ct : <>\n"
                               "  %dec = subi %t, %one : <i32>\n"
                               "  sink %cf : <>\n"
                               "  end %f : <i32>\n}\n";

START_TEST(unbuffered_cycle)
{
    ck_assert_int_eq(rd(loop_text, NULL, false), HS_E_NETLIST);
    ck_assert(has_error("unbuffered cycle"));
    ck_assert(has_error("--buffer-cycles"));
    ck_assert(has_error("t.mlir:2:"));
    ck_assert_int_eq(rd(loop_text, NULL, true), 0);
    ck_assert_int_eq(info.buffers_added, 2); /* the data and the control back edges */
    ck_assert_int_eq(check(), 0);
    /* a second pass finds nothing left to buffer */
    hs_mlir_info again;
    memset(&again, 0, sizeof(again));
    ck_assert_int_eq(rd(loop_text, NULL, true), 0);
}
END_TEST

/* Each loop of units is reported once, from the unit the search came back to, whichever
 * signal kind and unit the search found it through, and not walked twice; a cycle made
 * of loops reported by themselves is not reported again. loop_text has four, found by
 * hand: the control loop (control_merge, the control's cond_br, br), the data loop
 * through the comparison (mux, fork, cmpi, fork, the data's cond_br condition, subi),
 * the one through the data's cond_br data (mux, fork, cond_br, subi), and the one through
 * control_merge's index (into mux's select, then cmpi to the control's cond_br). */
START_TEST(unbuffered_cycle_loops_once)
{
    static const char *const loops[] = {
        "control_merge0 -> cond_br1 -> br0 -> control_merge0:",
        "mux0 -> fork0 -> cmpi0 -> fork1 -> cond_br0 -> subi0 -> mux0:",
        "cond_br0 -> subi0 -> mux0 -> fork0 -> cond_br0:",
        "cond_br1 -> br0 -> control_merge0 -> mux0 -> fork0 -> cmpi0 -> fork1 -> cond_br1:",
    };
    ck_assert_int_eq(rd(loop_text, NULL, false), HS_E_NETLIST);
    int n = 0;
    for (int i = 0; i < errs.n; i++)
        n += strstr(errs.items[i].message, "unbuffered cycle") != NULL;
    if (n != 4)
        dump();
    ck_assert_int_eq(n, 4);
    for (int i = 0; i < 4; i++)
        ck_assert_msg(has_error(loops[i]), "%s", loops[i]);
}
END_TEST

/* A walk through a loop reported by itself is not reported again: the buffer that breaks
 * that loop breaks the walk. The simple loops of units, found by hand (cmpi0 is %c, fork1
 * its fork, cond_br0..2 the three cond_br in order, mux0 the mux, fork2 %t2's fork):
 * (1) cond_br0 -> mux0 -> cond_br0; (2) cmpi0 -> fork1 -> cond_br1 -> cmpi0; (3) the same
 * through cond_br0's false side; (4), (5) those two on through cond_br1's true side,
 * cond_br2 and fork2; (6) mux0 -> cond_br0 -> cond_br1 -> cond_br2 -> fork2 -> mux0. The
 * search, in written order, reaches (3) only on a detour round (1), the walk cmpi0 ->
 * fork1 -> cond_br0 -> mux0 -> cond_br0 -> cond_br1 -> cmpi0 (one of cond_br0's signals,
 * valid or data, on the way in, the other on the way out): it passes cond_br0 twice and
 * goes round (1), reported by itself, so it is left out; the other five are reported once
 * each ((3) is named on a read once (1) has its buffer). */
static const char *detour_text =
    "handshake.func @g(%a: !handshake.channel<i32>, %b: !handshake.channel<i1>) -> "
    "!handshake.channel<i32> {\n"
    "  %c = cmpi ne, %f1, %t2 : <i32>\n"
    "  %t0, %f0 = cond_br %c, %m : <i1>, <i32>\n"
    "  %m = mux %b [%t2, %t0] : <i1>, [<i32>, <i32>] to <i32>\n"
    "  %t1, %f1 = cond_br %c, %f0 : <i1>, <i32>\n"
    "  %t2, %f2 = cond_br %b, %t1 : <i1>, <i32>\n"
    "  end %f2 : <i32>\n}\n";

START_TEST(unbuffered_cycle_detour_left_out)
{
    static const char *const loops[] = {
        "cond_br0 -> mux0 -> cond_br0:",
        "cmpi0 -> fork1 -> cond_br1 -> cmpi0:",
        "cond_br1 -> cond_br2 -> fork2 -> cmpi0 -> fork1 -> cond_br1:",
        "cond_br0 -> cond_br1 -> cond_br2 -> fork2 -> cmpi0 -> fork1 -> cond_br0:",
        "mux0 -> cond_br0 -> cond_br1 -> cond_br2 -> fork2 -> mux0:",
    };
    ck_assert_int_eq(rd(detour_text, NULL, false), HS_E_NETLIST);
    int n = 0;
    for (int i = 0; i < errs.n; i++)
        n += strstr(errs.items[i].message, "unbuffered cycle") != NULL;
    if (n != 5)
        dump();
    ck_assert_int_eq(n, 5);
    for (int i = 0; i < 5; i++)
        ck_assert_msg(has_error(loops[i]), "%s", loops[i]);
    ck_assert(!has_error("cond_br0 -> mux0 -> cond_br0 -> cond_br1"));
    ck_assert_int_eq(rd(detour_text, NULL, true), 0); /* --buffer-cycles: unchanged */
    /* (1) buffered (cond_br0's true side into the mux): (3) is named */
    static const char *buffered =
        "handshake.func @g(%a: !handshake.channel<i32>, %b: !handshake.channel<i1>) -> "
        "!handshake.channel<i32> {\n"
        "  %c = cmpi ne, %f1, %t2 : <i32>\n"
        "  %t0, %f0 = cond_br %c, %m : <i1>, <i32>\n"
        "  %tb = buffer %t0, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <i32>\n"
        "  %m = mux %b [%t2, %tb] : <i1>, [<i32>, <i32>] to <i32>\n"
        "  %t1, %f1 = cond_br %c, %f0 : <i1>, <i32>\n"
        "  %t2, %f2 = cond_br %b, %t1 : <i1>, <i32>\n"
        "  end %f2 : <i32>\n}\n";
    ck_assert_int_eq(rd(buffered, NULL, false), HS_E_NETLIST);
    ck_assert(has_error("cmpi0 -> fork1 -> cond_br0 -> cond_br1 -> cmpi0:"));
}
END_TEST

/* Speculation v2's generated condition: a loop whose valid is cut at a merge with an
 * endless input (a source's constant) and whose data at the resolver (its state
 * register) has no combinational cycle; the same loop with an adder for the resolver
 * (data passes) or with a merge whose inputs can both stall (valid passes) has one.
 * via: a unit of one i1 operand put between the buffer and the resolver, or NULL. */
static const char *spec_loop_via(const char *resolver, const char *second, const char *via)
{
    static char t[1200];
    char between[80] = "";
    if (via)
        snprintf(between, sizeof(between), "  %%gv = %s %%gb : <i1>\n", via);
    snprintf(t, sizeof(t),
             "handshake.func @s(%%c: !handshake.channel<i1>, %%start: !handshake.control<>) -> "
             "(!handshake.channel<i1>, !handshake.control<>) {\n"
             "  %%cf:3 = fork [3] %%c : <i1>\n"
             "  %%src = source : <>\n"
             "  %%one = constant %%src {value = true} : <>, <i1>\n"
             "  %%g = merge %%p, %s : <i1>\n"
             "  %%gb = buffer %%g, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 : <i1>\n"
             "%s"
             "  %%r = %s %%cf#0, %s : <i1>\n"
             "  %%p = passer %%cf#1[%%r] : <i1>, <i1>\n"
             "  end %%r, %%start : <i1>, <>\n}\n",
             second, between, resolver, via ? "%gv" : "%gb");
    return t;
}

static const char *spec_loop_text(const char *resolver, const char *second)
{
    return spec_loop_via(resolver, second, NULL);
}

static const char *spec_loop_via_text(const char *via)
{
    return spec_loop_via("spec_v2_resolver", "%one", via);
}

/* The same loop cut the same way, with units between the merge and the resolver whose
 * valids follow their input valids alone (their rows' valid_rule; checked against
 * their Verilog by hdl.valid_rules): the data reaches no valid in them, so there is
 * still no combinational cycle: in f32 through maximumf, minimumf and fptoui, in i1
 * through a br. */
static const char *spec_float_loop_text =
    "handshake.func @s(%c: !handshake.channel<i1>, %x: !handshake.channel<f32>, "
    "%start: !handshake.control<>) -> (!handshake.channel<i1>, !handshake.control<>) {\n"
    "  %cf:2 = fork [2] %c : <i1>\n"
    "  %src = source : <>\n"
    "  %k = constant %src {value = 1.000000e+00 : f32} : <>, <f32>\n"
    "  %g = merge %p, %k : <f32>\n"
    "  %gb = buffer %g, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 : <f32>\n"
    "  %m = maximumf %gb, %gb : <f32>\n"
    "  %n = minimumf %m, %m : <f32>\n"
    "  %i = fptoui %n : <f32> to <i1>\n"
    "  %r = spec_v2_resolver %cf#0, %i : <i1>\n"
    "  %p = passer %x[%r] : <f32>, <i1>\n"
    "  sink %cf#1 : <i1>\n"
    "  end %r, %start : <i1>, <>\n}\n";

START_TEST(spec_v2_cycle)
{
    ck_assert_int_eq(rd(spec_loop_text("spec_v2_resolver", "%one"), NULL, false), 0);
    ck_assert_int_eq(rd(spec_float_loop_text, NULL, false), 0);
    ck_assert_int_eq(rd(spec_loop_via_text("br"), NULL, false), 0);
    ck_assert_int_ge(hs_netlist_find_unit(&nl, "br0"), 0);
    ck_assert_int_eq(rd(spec_loop_text("andi", "%one"), NULL, false), HS_E_NETLIST);
    ck_assert(has_error("unbuffered cycle"));
    ck_assert_int_eq(rd(spec_loop_text("spec_v2_resolver", "%cf#2"), NULL, false), HS_E_NETLIST);
    ck_assert(has_error("unbuffered cycle"));
}
END_TEST

/* ---- one test per error kind ---- */

START_TEST(syntax_errors_all_at_once)
{
    const char *t = HEAD "  %r = addi %a, %b : \n"      /* line 2: no type */
                         "  %s = subi %a, %b : <i32>\n" /* fine */
                         "  %q = = addi %a : <i32>\n"   /* line 4: no op name */
                         "  %w = mux %a [%b : <i32>\n"  /* line 5: unclosed bracket */
                         "  end %s, %start : <i32>, <>\n"
                         "}\n";
    ck_assert_int_eq(rd(t, NULL, false), HS_E_NETLIST);
    ck_assert_int_ge(errs.n, 3);
    ck_assert(has_error("t.mlir:3:3: expected a type, found '%s'"));
    ck_assert(has_error("t.mlir:4:8: expected an operation name, found '='"));
    ck_assert(has_error("t.mlir:6:3: expected ']' or ')' closing the operands, found 'end'"));
}
END_TEST

/* Dynamatic's bundle/unbundle: ports from the written type (extra signals in
 * written order, upstream ones the other way), a control in the wires form. */
START_TEST(bundle_ops)
{
    const char *t = "handshake.func @f(%c: !handshake.channel<i8, [z: i2, a: i1 (U)]>) -> "
                    "!handshake.channel<i8, [z: i2, a: i1 (U)]> {\n"
                    "  %ctrl, %data, %z = unbundle %c [%a] : <i8, [z: i2, a: i1 (U)]> to _\n"
                    "  %valid = unbundle %ctrl [%ready] : <> to _\n"
                    "  %ctrl2, %ready = bundle %valid : _ to <>\n"
                    "  %c2, %a = bundle %ctrl2, %data, %z : _ to <i8, [z: i2, a: i1 (U)]>\n"
                    "  end %c2 : <i8, [z: i2, a: i1 (U)]>\n}\n";
    ck_assert_int_eq(rd(t, NULL, false), 0);
    ck_assert_int_eq(check(), 0);
    ck_assert_str_eq(param(unit("unbundle1"), "handshake"), "wires");
    ck_assert_str_eq(param(unit("bundle0"), "handshake"), "wires");
    ck_assert_ptr_null(param(unit("unbundle0"), "handshake"));
    int raw = 0, up = 0;
    for (int k = 0; k < nl.n_chans; k++) {
        const hs_net_chan *c = &nl.chans[k];
        raw += c->type->kind == HS_T_RAW;
        if (c->from.unit >= 0 && strcmp(c->from.port, "a") == 0) {
            ck_assert_str_eq(nl.units[c->from.unit].name, "bundle1");
            ck_assert_str_eq(nl.units[c->to.unit].name, "unbundle0");
            ck_assert_str_eq(c->to.port, "a");
            up++;
        }
    }
    ck_assert_int_eq(raw, 5); /* data, z, a, valid, ready */
    ck_assert_int_eq(up, 1);
    /* operand and result counts follow the type */
    const char *bad = "handshake.func @f(%c: !handshake.channel<i8, [a: i1 (U)]>) -> "
                      "!handshake.control<> {\n"
                      "  %ctrl, %data = unbundle %c : <i8, [a: i1 (U)]> to _\n"
                      "  end %ctrl : <>\n}\n";
    ck_assert_int_eq(rd(bad, NULL, false), HS_E_NETLIST);
    ck_assert(has_error("t.mlir:2:18: unbundle takes 2 operands and gives 2 results (ins, a -> "
                        "ctrl, data), found 1 and 2"));
}
END_TEST

START_TEST(unsupported_op)
{
    const char *t = HEAD "  %r = frobnicate %a, %b : <i32>\n  end %r, %start : <i32>, <>\n}\n";
    ck_assert_int_eq(rd(t, NULL, false), HS_E_NETLIST);
    ck_assert(has_error("t.mlir:2:8: unsupported operation 'frobnicate'"));
    /* the operations read are listed whole, over as many lines as they need, each
     * ending on a whole name: the first and the last of the table are there */
    ck_assert(has_error("t.mlir:2:8: operations hsgen reads (1): end, addi, subi"));
    ck_assert(has_error(", control_merge, "));
    bool last = false;
    for (int i = 0; i < errs.n; i++) {
        const char *m = errs.items[i].message;
        if (!strstr(m, "operations hsgen reads"))
            continue;
        size_t n = strlen(m);
        ck_assert_msg(n + 1 < sizeof(errs.items[i].message), "cut: %s", m);
        const char *end = ", spec_v2_repeating_init"; /* the table's last row */
        size_t e = strlen(end);
        ck_assert_msg(m[n - 1] == ',' || (n >= e && strcmp(m + n - e, end) == 0), "cut: %s", m);
        last = last || (n >= e && strcmp(m + n - e, end) == 0);
    }
    ck_assert(last);
    /* a second unsupported op refers to the list instead of repeating it */
    const char *two = HEAD "  %r = frobnicate %a, %b : <i32>\n"
                           "  %s = lsqx %a, %b : <i32>\n  end %r, %start : <i32>, <>\n}\n";
    ck_assert_int_eq(rd(two, NULL, false), HS_E_NETLIST);
    ck_assert(has_error("t.mlir:3:8: unsupported operation 'lsqx' (the operations hsgen reads "
                        "are listed above)"));
}
END_TEST

START_TEST(rule_violation_has_the_line)
{
    const char *t = "handshake.func @f(%a: !handshake.channel<i32>, %b: !handshake.channel<i16>) "
                    "-> !handshake.channel<i32> {\n"
                    "  %r = addi %a, %b : <i32>\n"
                    "  end %r : <i32>\n}\n";
    ck_assert_int_eq(rd(t, NULL, false), 0);
    /* the netlist check's own message, then the located one: the same words */
    hs_config cfg;
    hs_diag d;
    hs_diag_clear(&d);
    ck_assert_int_eq(hs_config_default(&cfg, &d), 0);
    ck_assert_int_ne(hs_netlist_check(&nl, &cfg, &errs), 0);
    hs_config_free(&cfg);
    char want[sizeof(errs.items[0].message) + 16];
    snprintf(want, sizeof(want), "t.mlir:2:8: %s", errs.items[0].message);
    ck_assert(strstr(want, "unit addi0: "));
    ck_assert_int_ne(check(), 0);
    if (!has_error(want))
        dump();
    ck_assert_str_eq(errs.items[0].message, want);
}
END_TEST

/* One case per error the reader reports, each located at its line and column. */
START_TEST(error_kinds)
{
    static const char *const ext =
        "hw.module.extern @a0(in %lhs : !handshake.channel<i8>, in %rhs : "
        "!handshake.channel<i8>, in %clk : i1, in %rst : i1, out result : "
        "!handshake.channel<i8>) attributes {hw.name = \"handshake.addi\"}\n";
#define HW_TOP                                                                                     \
    "hw.module @t(in %x : !handshake.channel<i8>, in %y : !handshake.channel<i8>, out o : "        \
    "!handshake.channel<i8>) {\n"
#define INST(res, lhs, rhs, out)                                                                   \
    "  " res " = hw.instance \"a\" @a0(" lhs ": %x: !handshake.channel<i8>, " rhs                  \
    ": %y: !handshake.channel<i8>) -> (" out ": !handshake.channel<i8>)\n"
    static const struct {
        const char *text, *error;
    } cases[] = {
        {"handshake.func @f(%a: q32) -> () {\n  end\n}\n",
         "t.mlir:1:19: argument %a: expected 'control', 'channel'"},
        {HEAD "  end %a : <i32>\n}\n", "t.mlir:2:3: end returns 1 values but @f declares 2"},
        {HEAD "  %r = addi %a, %b\n  end %r, %start : <i32>, <>\n}\n",
         "t.mlir:2:8: addi: expected 1 result type after ':', found 0"},
        {HEAD "  %r, %s = addi %a, %b : <i32>\n  end %r, %start : <i32>, <>\n}\n",
         "t.mlir:2:12: addi has results result, found 2"},
        {HEAD "  end %a, %start : <i32>, <>\n  end %b, %start : <i32>, <>\n}\n",
         "t.mlir:3:3: a second 'end' in @f"},
        {HEAD "  %r = addi %a, %b : <i32>\n}\n", "t.mlir:1:1: @f has no 'end' operation"},
        {HEAD "  %r = addi %a, %b : <i32>\n  %r = subi %a, %b : <i32>\n  end %r, %start : "
              "<i32>, <>\n}\n",
         "t.mlir:3:8: value '%r' is defined twice (first at line 2)"},
        {"handshake.func @f(%m: memref<4xi32>, %s: !handshake.control<>) -> "
         "(!handshake.channel<i32>, !handshake.control<>) {\n  end %m, %s : <i32>, <>\n}\n",
         "t.mlir:2:7: memref '%m' used where a channel is expected"},
        {HEAD "  %r = addi %, %b : <i32>\n  end %r, %start : <i32>, <>\n}\n",
         "t.mlir:2:13: expected a name after '%'"},
        {HEAD "  %r = addi %a, %b {handshake.name = \"oops} : <i32>\n}\n",
         "t.mlir:2:38: expected '\"' closing the string"},
        {HEAD "  %r = addi %a, %b : <q32>\n  end %r, %start : <i32>, <>\n}\n",
         "t.mlir:2:22: expected a data type (iN, f16, f32 or f64)"},
        {"module {\n  handshake.func @f(%s: !handshake.control<>) -> !handshake.control<> {\n"
         "    end %s : <>\n  }\n",
         "t.mlir:5:1: expected '}' closing the module, found end of file"},
        {HW_TOP INST("%0", "lhs", "rhz", "result") "  hw.output %0 : !handshake.channel<i8>\n}\n",
         "a: handshake.addi has no input port rhz"},
        {HW_TOP INST("%0", "lhs", "rhs", "res") "  hw.output %0 : !handshake.channel<i8>\n}\n",
         "t.mlir:2:8: a: handshake.addi has no output port res"},
        {HW_TOP INST("%0", "lhs", "rhs", "result") "  hw.output %0, %0 : !handshake.channel<i8>, "
                                                   "!handshake.channel<i8>\n}\n",
         "t.mlir:3:3: hw.output gives 2 values for 1 out ports"},
        {HW_TOP "  %0 = comb.add %x, %y : i8\n  hw.output %0 : !handshake.channel<i8>\n}\n",
         "t.mlir:2:8: unsupported operation 'comb.add' in an hw.module; supported: hw.instance, "
         "hw.output"},
        {HW_TOP INST("%0", "lhs", "rhs", "result") "}\n", "t.mlir:1:1: @t has out ports but no "
                                                          "hw.output"},
        {HW_TOP INST("%0:2", "lhs", "rhs", "result") "  hw.output %0#0 : "
                                                     "!handshake.channel<i8>\n}\n",
         "t.mlir:2:10: hw.instance a names 2 results but lists 1"},
        {"hw.module @t(in %x : q8, out o : !handshake.channel<i8>) {\n}\n",
         "t.mlir:1:17: port x: expected 'control', 'channel' or a raw type iN"},
    };
    char t[4096];
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        snprintf(t, sizeof(t), "%s%s", cases[i].text, strncmp(cases[i].text, "hw.", 3) ? "" : ext);
        ck_assert_int_eq(rd(t, NULL, false), HS_E_NETLIST);
        if (!has_error(cases[i].error))
            dump();
        ck_assert_msg(has_error(cases[i].error), "case %zu: no error '%s'", i, cases[i].error);
    }
    /* a black box whose hw.name or hw.parameters could not travel into a netlist */
    snprintf(t, sizeof(t), "%s%s", HW_TOP,
             "  %0 = hw.instance \"l\" @lsq(x: %x: !handshake.channel<i8>) -> (o: "
             "!handshake.channel<i8>)\n  hw.output %0 : !handshake.channel<i8>\n}\n"
             "hw.module.extern @lsq(in %x : !handshake.channel<i8>, out o : "
             "!handshake.channel<i8>) attributes {hw.name = \"my lsq\"}\n");
    ck_assert_int_eq(rd(t, NULL, false), HS_E_NETLIST);
    ck_assert(has_error("t.mlir:2:8: hw.instance l: @lsq has an hw.name that names no unit"));
    /* nesting past the parser's limit */
    char deep[2048];
    int n = snprintf(deep, sizeof(deep), "%s  %%r = addi %%a, %%b {x = ", HEAD);
    for (int k = 0; k < 300; k++)
        deep[n++] = '[';
    deep[n] = '\0';
    ck_assert_int_eq(rd(deep, NULL, false), HS_E_NETLIST);
    ck_assert(has_error("brackets nested too deeply"));
    /* a store-only mem_controller (no ldData results) reads; its rule is checked */
    const char *so = "handshake.func @f(%m: memref<4xi32>, %a: !handshake.channel<i2>, %d: "
                     "!handshake.channel<i32>, %s: !handshake.control<>) -> !handshake.control<> "
                     "{\n  %addr, %data = store [%a] %d : <i2>, <i32>, <i2>, <i32>\n"
                     "  %done = mem_controller [%m : memref<4xi32>] %s (%addr, %data) %s : "
                     "(!handshake.channel<i2>, !handshake.channel<i32>) -> ()\n"
                     "  end %done : <>\n}\n";
    ck_assert_int_eq(rd(so, NULL, false), 0);
    ck_assert_int_ne(check(), 0);
    ck_assert(has_error("t.mlir:3:11: unit mem_controller0: handshake.mem_controller: num_stores = "
                        "1 needs num_controls >= 1"));
}
END_TEST

START_TEST(undefined_value)
{
    const char *t = HEAD "  %r = addi %a, %nowhere : <i32>\n  end %r, %start : <i32>, <>\n}\n";
    ck_assert_int_eq(rd(t, NULL, false), HS_E_NETLIST);
    ck_assert(has_error("t.mlir:2:17: use of undefined value '%nowhere'"));
}
END_TEST

START_TEST(arity)
{
    const char *t = HEAD "  %r = addi %a : <i32>\n  end %r, %start : <i32>, <>\n}\n";
    ck_assert_int_eq(rd(t, NULL, false), HS_E_NETLIST);
    ck_assert(has_error("t.mlir:2:8: addi takes operands lhs, rhs, found 1"));
}
END_TEST

START_TEST(declaration_only)
{
    const char *t =
        "handshake.func @decl(%a: !handshake.channel<i32>) -> !handshake.channel<i32>\n";
    ck_assert_int_eq(rd(t, NULL, false), HS_E_NETLIST);
    ck_assert(has_error("t.mlir:1:1: @decl is a declaration without a body"));
}
END_TEST

/* Attributes: the ones Dynamatic writes that leave the circuit unchanged pass (bufProps,
 * deps, ftd marks, port types, DEBUG_COUNTER), the earlier name attribute names the
 * unit, and one hsgen does not know is refused by name in both forms. */
START_TEST(attributes)
{
    const char *head = "handshake.func @f(%a: !handshake.channel<i32>, %s: !handshake.control<>) "
                       "-> (!handshake.channel<i32>, !handshake.control<>) {\n";
    char t[2048];
    snprintf(t, sizeof(t),
             "%s  %%0 = addi %%a, %%a {handshake.bb = 0 : ui32, handshake.bufProps = "
             "#handshake<bufProps{\"0\": [0,0], [0,0], 0.000000e+00, 0.000000e+00, "
             "0.000000e+00}>, handshake.deps = #handshake<deps[<\"store0\" (1)>]>, ftd.regen, "
             "name = #handshake.name<\"adder7\">} : <i32>\n  end %%0, %%s : <i32>, <>\n}\n",
             head);
    ck_assert_int_eq(rd(t, NULL, false), 0);
    ck_assert_str_eq(unit("adder7")->unit, "handshake.addi");
    snprintf(t, sizeof(t),
             "%s  %%0 = addi %%a, %%a {handshake.bb = 0 : ui32, stages = 3 : ui32} : <i32>\n"
             "  end %%0, %%s : <i32>, <>\n}\n",
             head);
    ck_assert_int_eq(rd(t, NULL, false), HS_E_NETLIST);
    ck_assert(has_error("t.mlir:2:46: addi addi0: attribute 'stages' is no parameter of "
                        "handshake.addi and not one hsgen knows to leave the circuit unchanged"));
    snprintf(t, sizeof(t),
             "%s  %%0 = buffer %%a {hw.parameters = {NUM_SLOTS = 1 : ui32, TIMING = "
             "#handshake<timing {R: 1}>, STAGES = 2 : ui32}} : <i32>\n"
             "  end %%0, %%s : <i32>, <>\n}\n",
             head);
    ck_assert_int_eq(rd(t, NULL, false), HS_E_NETLIST);
    ck_assert(has_error("hw.parameters attribute 'STAGES' is no parameter of handshake.buffer"));
    const char *hw =
        "hw.module @f(in %a : !handshake.channel<i32>, in %clk : i1, in %rst : i1, out o : "
        "!handshake.channel<i32>) {\n"
        "  %b.outs = hw.instance \"b\" @handshake_buffer_0(ins: %a: !handshake.channel<i32>, clk: "
        "%clk: i1, rst: %rst: i1) -> (outs: !handshake.channel<i32>)\n"
        "  hw.output %b.outs : !handshake.channel<i32>\n}\n"
        "hw.module.extern @handshake_buffer_0(in %ins : !handshake.channel<i32>, in %clk : i1, in "
        "%rst : i1, out outs : !handshake.channel<i32>) attributes {hw.name = "
        "\"handshake.buffer\", "
        "hw.parameters = {DATA_TYPE = !handshake.channel<i32>, DEBUG_COUNTER = false, NUM_SLOTS = "
        "1 : ui32, TIMING = #handshake<timing {D: 1, V: 1, R: 0}>";
    snprintf(t, sizeof(t), "%s}}\n", hw);
    ck_assert_int_eq(rd(t, NULL, false), 0);
    ck_assert_str_eq(param(unit("b"), "buffer_type"), "ONE_SLOT_BREAK_DV");
    snprintf(t, sizeof(t), "%s, STAGES = 2 : ui32}}\n", hw);
    ck_assert_int_eq(rd(t, NULL, false), HS_E_NETLIST);
    ck_assert(has_error("@handshake_buffer_0 (b): hw.parameters STAGES is no parameter of "
                        "handshake.buffer"));
}
END_TEST

/* Dynamatic before mid-2024 (the January 2024 kernels): builtin types (`none` a control,
 * `iN` a channel), `arith.` operations, `source` without a type, `d_return` (Dynamatic's
 * TEHB), the memory controller without %memStart/%ctrlEnd whose done is a result (its
 * two missing ports fed by sources), and `end` taking that done beyond the declared
 * results: as that version's end node, the result waits for it (a gate named end0). */
START_TEST(january_2024_form)
{
    const char *t =
        "handshake.func @f(%m: memref<4xi32>, %a: i32, %s: none, ...) -> i32 attributes "
        "{argNames = [\"m\", \"a\", \"start\"], resNames = [\"out0\"]} {\n"
        "  %ld, %done = mem_controller[%m : memref<4xi32>] (%addr) {connectedBlocks = [0 : i32], "
        "name = #handshake.name<\"mem_controller0\">} : (i32) -> (i32, none)\n"
        "  %src = source {bb = 0 : ui32, name = #handshake.name<\"source0\">}\n"
        "  %k = constant %src {value = 3 : i2, name = #handshake.name<\"constant0\">} : i2\n"
        "  %kx = arith.extsi %k {name = #handshake.name<\"extsi0\">} : i2 to i32\n"
        "  %sum = arith.addi %a, %kx {name = #handshake.name<\"addi0\">} : i32\n"
        "  %addr, %data = mc_load[%sum] %ld {name = #handshake.name<\"mc_load0\">} : i32, i32\n"
        "  %r = d_return {bb = 0 : ui32, name = #handshake.name<\"d_return0\">} %data : i32\n"
        "  sink %s {name = #handshake.name<\"sink0\">} : none\n"
        "  end {name = #handshake.name<\"end0\">} %r, %done : i32, none\n}\n";
    int rc = rd(t, NULL, false);
    if (rc)
        dump();
    ck_assert_int_eq(rc, 0);
    ck_assert_int_eq(nl.n_inputs, 2);
    ck_assert_str_eq(nl.inputs[0].name, "a");
    ck_assert_int_eq(nl.inputs[0].type.kind, HS_T_CHANNEL);
    ck_assert_int_eq(nl.inputs[0].type.width, 32);
    ck_assert_int_eq(nl.inputs[1].type.kind, HS_T_CONTROL);
    ck_assert_int_eq(nl.n_outputs, 1);
    ck_assert_str_eq(nl.outputs[0].name, "out0");
    ck_assert_int_eq(nl.outputs[0].type.kind, HS_T_CHANNEL);
    ck_assert_str_eq(unit("addi0")->unit, "handshake.addi");
    ck_assert_str_eq(unit("extsi0")->unit, "handshake.extsi");
    ck_assert_str_eq(unit("source0")->unit, "handshake.source");
    ck_assert_str_eq(unit("d_return0")->unit, "handshake.buffer");
    ck_assert_str_eq(param(unit("d_return0"), "buffer_type"), "ONE_SLOT_BREAK_R");
    ck_assert_str_eq(unit("mem_controller0")->unit, "handshake.mem_controller");
    ck_assert_str_eq(unit("mem_controller0_memStart")->unit, "handshake.source");
    ck_assert_str_eq(unit("mem_controller0_ctrlEnd")->unit, "handshake.source");
    ck_assert_str_eq(param(unit("mem_controller0"), "num_loads"), "1");
    ck_assert_str_eq(unit("end0")->unit, "handshake.gate");
    int waits = 0; /* d_return0 -> end0.ins, memEnd -> end0.ctrl[0], end0.outs -> out0 */
    for (int k = 0; k < nl.n_chans; k++) {
        const hs_net_chan *c = &nl.chans[k];
        const char *from = c->from.unit >= 0 ? nl.units[c->from.unit].name : "";
        const char *to = c->to.unit >= 0 ? nl.units[c->to.unit].name : "";
        waits += strcmp(from, "d_return0") == 0 && strcmp(to, "end0") == 0 &&
                 strcmp(c->to.port, "ins") == 0;
        waits += strcmp(from, "mem_controller0") == 0 && strcmp(c->from.port, "memEnd") == 0 &&
                 strcmp(to, "end0") == 0 && strcmp(c->to.port, "ctrl") == 0 && c->to.elem == 0;
        waits += strcmp(from, "end0") == 0 && c->to.unit < 0 && c->to.cport == 0;
    }
    ck_assert_int_eq(waits, 3);
    ck_assert_int_eq(check(), 0);
    /* the done beyond the results must be a control */
    const char *bad = "handshake.func @f(%a: i32, %s: none, ...) -> i32 {\n"
                      "  end %a, %a : i32, i32\n}\n";
    ck_assert_int_eq(rd(bad, NULL, false), HS_E_NETLIST);
    ck_assert(has_error("t.mlir:2:11: end: operand 1 (%a) beyond @f's 1 results must be a memory "
                        "controller's done control"));
    /* the current form keeps refusing an end with more values than results */
    const char *cur = "handshake.func @f(%a: !handshake.channel<i32>, %s: !handshake.control<>) "
                      "-> !handshake.channel<i32> {\n  end %a, %s : <i32>, <>\n}\n";
    ck_assert_int_eq(rd(cur, NULL, false), HS_E_NETLIST);
    ck_assert(has_error("end returns 2 values but @f declares 1 results"));
}
END_TEST

START_TEST(top_selection)
{
    const char *t = "handshake.func @one(%s: !handshake.control<>) -> !handshake.control<> {\n"
                    "  end %s : <>\n}\n"
                    "handshake.func @two(%s: !handshake.control<>) -> !handshake.control<> {\n"
                    "  end %s : <>\n}\n";
    ck_assert_int_eq(rd(t, NULL, false), HS_E_NETLIST);
    ck_assert(
        has_error("the file holds 2 functions (@one, @two), 2 of them instantiated by no other: "
                  "choose one with --top NAME"));
    ck_assert_int_eq(rd(t, "two", false), 0);
    ck_assert_str_eq(nl.name, "two");
    ck_assert_int_eq(rd(t, "three", false), HS_E_NETLIST);
    ck_assert(has_error("no function @three"));
}
END_TEST

START_TEST(bad_bytes)
{
    const char t[] = "handshake.func @f() -> () {\n  end\n}\n\x01";
    ck_assert_int_eq(rd(t, NULL, false), HS_E_NETLIST);
    ck_assert(has_error("t.mlir:4:1: unexpected character"));
    ck_assert_int_eq(rd("", NULL, false), HS_E_NETLIST);
    ck_assert(has_error("found none"));
}
END_TEST

START_TEST(hw_module)
{
    const char *ext = "hw.module.extern @m0(in %ins_0 : !handshake.channel<i8>, in %ins_1 : "
                      "!handshake.channel<i8>, in %clk : i1, in %rst : i1, out outs : "
                      "!handshake.channel<i8>) attributes {hw.name = \"handshake.merge\", "
                      "hw.parameters = {SIZE = 2 : ui32}}\n"
                      "hw.module.extern @lsq(in %x : !handshake.channel<i8>, in %clk : i1, in "
                      "%rst : i1, out y : !handshake.channel<i8>) attributes {hw.name = "
                      "\"vendor.queue\"}\n";
    char t[2048];
    snprintf(t, sizeof(t),
             "hw.module @top(in %%x : !handshake.channel<i8>, in %%y : !handshake.channel<i8>, "
             "in %%clk : i1, in %%rst : i1, out o : !handshake.channel<i8>) {\n"
             "  %%0 = hw.instance \"m\" @m0(ins_0: %%x: !handshake.channel<i8>, ins_1: %%y: "
             "!handshake.channel<i8>, clk: %%clk: i1, rst: %%rst: i1) -> (outs: "
             "!handshake.channel<i8>)\n"
             "  hw.output %%0 : !handshake.channel<i8>\n}\n%s",
             ext);
    ck_assert_int_eq(rd(t, NULL, false), 0);
    ck_assert(info.hw);
    ck_assert_str_eq(unit("m")->entity, "m0");
    ck_assert_int_eq(info.n_warnings, 0); /* the black box is not instantiated: nothing to say */
    ck_assert_int_eq(check(), 0);
    /* instantiated, an unknown hw.name is a black-box unit with the extern's ports as declared; a
     * missing extern, or one without hw.name, is an error at the instance */
    snprintf(t, sizeof(t),
             "hw.module @top(in %%x : !handshake.channel<i8>, in %%clk : i1, in %%rst : i1, out "
             "o : !handshake.channel<i8>) {\n"
             "  %%0 = hw.instance \"l\" @lsq(x: %%x: !handshake.channel<i8>, clk: %%clk: i1, rst: "
             "%%rst: i1) -> (y: !handshake.channel<i8>)\n"
             "  %%1 = hw.instance \"n\" @nowhere(x: %%0: !handshake.channel<i8>) -> (y: "
             "!handshake.channel<i8>)\n"
             "  hw.output %%1 : !handshake.channel<i8>\n}\n%s",
             ext);
    ck_assert_int_eq(rd(t, NULL, false), HS_E_NETLIST);
    ck_assert(has_error(
        "t.mlir:3:8: hw.instance n: no hw.module.extern or hw.module @nowhere in the file"));
    char *drop = strstr(t, "  %1 = hw.instance \"n\"");
    memmove(drop, strchr(drop, '\n') + 1, strlen(strchr(drop, '\n') + 1) + 1);
    char *o = strstr(t, "hw.output %1");
    o[11] = '0';
    ck_assert_int_eq(rd(t, NULL, false), 0);
    ck_assert(unit("l")->black_box);
    ck_assert_str_eq(unit("l")->unit, "vendor.queue");
    ck_assert_str_eq(unit("l")->entity, "lsq");
    ck_assert_int_eq(check(), 0);
    char *nameless = strstr(t, "hw.name = \"vendor.queue\"");
    memcpy(nameless, "hw.nome", 7);
    ck_assert_int_eq(rd(t, NULL, false), HS_E_NETLIST);
    ck_assert(has_error("t.mlir:2:8: hw.instance l: @lsq needs an hw.name attribute"));
}
END_TEST

/* A cycle through an LSQ (here its load data, incremented, is its next address): the LSQ
 * registers its requests, so the cycle is buffered, as a black box too. A
 * combinational black box on the same cycle is still refused. */
START_TEST(lsq_breaks_cycles)
{
    const char *fmt =
        "hw.module @top(in %%a : !handshake.channel<i8>, in %%clk : i1, in %%rst : i1, out o : "
        "!handshake.channel<i8>) {\n"
        "  %%l.ldData_0 = hw.instance \"lsq2\" @q(ldAddr_0: %%n.result: !handshake.channel<i8>, "
        "clk: %%clk: i1, rst: %%rst: i1) -> (ldData_0: !handshake.channel<i8>)\n"
        "  %%n.result = hw.instance \"addi5\" @add(lhs: %%l.ldData_0: !handshake.channel<i8>, "
        "rhs: %%a: !handshake.channel<i8>, clk: %%clk: i1, rst: %%rst: i1) -> (result: "
        "!handshake.channel<i8>)\n"
        "  hw.output %%l.ldData_0 : !handshake.channel<i8>\n}\n"
        "hw.module.extern @q(in %%ldAddr_0 : !handshake.channel<i8>, in %%clk : i1, in %%rst : "
        "i1, out ldData_0 : !handshake.channel<i8>) attributes {hw.name = \"%s\"}\n"
        "hw.module.extern @add(in %%lhs : !handshake.channel<i8>, in %%rhs : "
        "!handshake.channel<i8>, in %%clk : i1, in %%rst : i1, out result : "
        "!handshake.channel<i8>) attributes {hw.name = \"handshake.addi\", hw.parameters = "
        "{DATA_TYPE = !handshake.channel<i8>}}\n";
    char t[4096];
    snprintf(t, sizeof(t), fmt, "vendor.lsq");
    ck_assert_int_eq(rd(t, NULL, false), HS_E_NETLIST);
    ck_assert(has_error("unbuffered cycle lsq2 -> fork0 -> addi5 -> lsq2"));
    snprintf(t, sizeof(t), fmt, "handshake.lsq");
    int rc = rd(t, NULL, false);
    if (rc)
        dump();
    ck_assert_int_eq(rc, 0);
    ck_assert_int_eq(info.buffers_added, 0);
}
END_TEST

/* ---- load-store queues ---- */

/* Two groups, {ld, st, ld} and {st, ld}, in the current syntax (%memStart first,
 * %ctrlEnd last): Dynamatic's configuration of them, and the memref's ram. */
#define LSQ_HEAD                                                                                   \
    "handshake.func @f(%m: memref<16xi32>, %a: !handshake.channel<i4>, %v: "                       \
    "!handshake.channel<i32>, %ms: !handshake.control<>, %s: !handshake.control<>) -> "            \
    "(!handshake.channel<i32>, !handshake.channel<i32>, !handshake.channel<i32>, "                 \
    "!handshake.control<>) {\n"
#define LSQ_BODY                                                                                   \
    "  %l0, %d0 = load[%a] %q#0 {handshake.name = \"ld0\", handshake.deps = "                      \
    "#handshake<deps[[\"st0\", 0, true], [\"elsewhere\", 1, true]]>} : <i4>, <i32>, <i4>, <i32>\n" \
    "  %sa0, %sd0 = store[%a] %v {handshake.name = \"st0\"} : <i4>, <i32>, <i4>, <i32>\n"          \
    "  %l1, %d1 = load[%a] %q#1 {handshake.name = \"ld1\"} : <i4>, <i32>, <i4>, <i32>\n"           \
    "  %sa1, %sd1 = store[%a] %v {handshake.name = \"st1\"} : <i4>, <i32>, <i4>, <i32>\n"          \
    "  %l2, %d2 = load[%a] %q#2 {handshake.name = \"ld2\"} : <i4>, <i32>, <i4>, <i32>\n"           \
    "  end %d0, %d1, %d2, %q#3 : <i32>, <i32>, <i32>, <>\n}\n"
#define LSQ_TYPES                                                                                  \
    "(!handshake.control<>, !handshake.control<>, !handshake.channel<i4>, "                        \
    "!handshake.channel<i4>, !handshake.channel<i32>, !handshake.channel<i4>, "                    \
    "!handshake.control<>, !handshake.channel<i4>, !handshake.channel<i32>, "                      \
    "!handshake.channel<i4>, !handshake.control<>) -> (!handshake.channel<i32>, "                  \
    "!handshake.channel<i32>, !handshake.channel<i32>, !handshake.control<>)"

/* A row's config_key (the parameter saying an hw.mlir extern carries the unit's
 * configuration) is one of the row's parameters: the LSQ's numLoads. */
START_TEST(config_keys_are_parameters)
{
    int n = 0;
    for (int i = 0; i < hs_catalog_count(); i++) {
        const hs_unit_info *u = hs_catalog_at(i);
        if (!u->config_key)
            continue;
        ck_assert_msg(hs_param_index(u, u->config_key) >= 0, "%s: config_key %s", u->name,
                      u->config_key);
        n++;
    }
    ck_assert_str_eq(hs_catalog_find("handshake.lsq")->config_key, "numLoads");
    ck_assert_int_eq(n, 1);
}
END_TEST

START_TEST(lsq_configuration)
{
    const char *t =
        LSQ_HEAD "  %q:4 = lsq[%m : memref<16xi32>] (%ms, %s, %l0, %sa0, %sd0, %l1, %s, %sa1, "
                 "%sd1, %l2, %s) {groupSizes = [3 : i32, 2 : i32], handshake.name = \"q\"} "
                 ": " LSQ_TYPES "\n" LSQ_BODY;
    int rc = rd(t, NULL, false);
    if (rc)
        dump();
    ck_assert_int_eq(rc, 0);
    const hs_net_unit *q = unit("q");
    ck_assert_str_eq(q->unit, "handshake.lsq");
    ck_assert_str_eq(param(q, "numBBs"), "2");
    ck_assert_str_eq(param(q, "numLoadPorts"), "3");
    ck_assert_str_eq(param(q, "numStorePorts"), "2");
    ck_assert_str_eq(param(q, "numLoads"), "2 1");
    ck_assert_str_eq(param(q, "numStores"), "1 1");
    ck_assert_str_eq(param(q, "ldOrder"), "[[0,1],[1]]"); /* stores of the group before it */
    ck_assert_str_eq(param(q, "ldPortIdx"), "[[0,1],[2]]");
    ck_assert_str_eq(param(q, "stPortIdx"), "[[0],[1]]");
    ck_assert_str_eq(param(q, "fifoDepth_L"), "16");
    ck_assert_str_eq(param(q, "indexWidth"), "4");
    ck_assert_str_eq(param(q, "master"), "1");
    ck_assert_str_eq(param(q, "dataWidth"), "32");
    ck_assert_str_eq(param(q, "addrWidth"), "4");
    ck_assert_str_eq(param(unit("m"), "size"), "16");
    /* the dependence on an access that does not go through the LSQ is reported */
    bool warned = false;
    for (int i = 0; i < info.n_warnings; i++)
        warned = warned || strstr(info.warnings[i], "ld0 depends on elsewhere (handshake.deps)");
    ck_assert(warned);
    /* a depth from handshake.lsqDepth, grown to hold the largest group (3 loads: 4) */
    char u[8192];
    snprintf(u, sizeof(u),
             "%s  %%q:4 = lsq[%%m : memref<16xi32>] (%%ms, %%s, %%l0, %%sa0, %%sd0, %%l1, %%s, "
             "%%sa1, %%sd1, %%l2, %%s) {groupSizes = [3 : i32, 2 : i32], handshake.lsqDepth = "
             "#handshake<lsqDepth[2, 8]>, handshake.name = \"q\"} : %s\n%s",
             LSQ_HEAD, LSQ_TYPES, LSQ_BODY);
    ck_assert_int_eq(rd(u, NULL, false), 0);
    ck_assert_str_eq(param(unit("q"), "fifoDepth_L"), "3");
    ck_assert_str_eq(param(unit("q"), "fifoDepth_S"), "8");
    ck_assert_str_eq(param(unit("q"), "indexWidth"), "2");
}
END_TEST

/* Behind a mem_controller (lsq [MC]): the controller's load data in, three channels
 * to it, which the controller counts as one load and one store port. */
START_TEST(lsq_behind_mc)
{
    const char *t =
        "handshake.func @f(%m: memref<8xi32>, %a: !handshake.channel<i3>, %b: "
        "!handshake.channel<i3>, %v: !handshake.channel<i32>, %ms: !handshake.control<>, %s: "
        "!handshake.control<>) -> (!handshake.channel<i32>, !handshake.channel<i32>, "
        "!handshake.control<>) {\n"
        "  %c1 = constant %s {value = 1 : i32} : <>, <i32>\n"
        "  %o:2, %me = mem_controller[%m : memref<8xi32>] %ms (%c1, %ldA, %q#1, %q#2, %q#3) %s "
        "{connectedBlocks = [0 : i32]} : (!handshake.channel<i32>, !handshake.channel<i3>, "
        "!handshake.channel<i3>, !handshake.channel<i3>, !handshake.channel<i32>) -> "
        "(!handshake.channel<i32>, !handshake.channel<i32>)\n"
        "  %q:4 = lsq[MC] (%s, %stA, %stD, %ldB, %o#1) {groupSizes = [2 : i32], handshake.name "
        "= \"q\"} : (!handshake.control<>, !handshake.channel<i3>, !handshake.channel<i32>, "
        "!handshake.channel<i3>, !handshake.channel<i32>) -> (!handshake.channel<i32>, "
        "!handshake.channel<i3>, !handshake.channel<i3>, !handshake.channel<i32>)\n"
        "  %ldA, %x = load[%a] %o#0 : <i3>, <i32>, <i3>, <i32>\n"
        "  %stA, %stD = store[%b] %v : <i3>, <i32>, <i3>, <i32>\n"
        "  %ldB, %y = load[%b] %q#0 : <i3>, <i32>, <i3>, <i32>\n"
        "  end %x, %y, %me : <i32>, <i32>, <>\n}\n";
    int rc = rd(t, NULL, false);
    if (rc)
        dump();
    ck_assert_int_eq(rc, 0);
    ck_assert_str_eq(param(unit("q"), "master"), "0");
    ck_assert_str_eq(param(unit("q"), "ldOrder"), "[[1]]");
    const hs_net_unit *mc = unit("mem_controller0");
    ck_assert_str_eq(param(mc, "num_loads"), "2");
    ck_assert_str_eq(param(mc, "num_stores"), "1");
    int seen = 0;
    for (int k = 0; k < nl.n_chans; k++) {
        const hs_net_chan *c = &nl.chans[k];
        if (c->from.unit >= 0 && !strcmp(nl.units[c->from.unit].name, "q") &&
            !strcmp(c->from.port, "stDataToMC") && !strcmp(c->to.port, "stData"))
            seen++;
        if (c->to.unit >= 0 && !strcmp(nl.units[c->to.unit].name, "q") &&
            !strcmp(c->to.port, "ldDataFromMC") && !strcmp(c->from.port, "ldData") &&
            c->from.elem == 1)
            seen++;
    }
    ck_assert_int_eq(seen, 2);
}
END_TEST

/* The earlier syntax: lsq_load/lsq_store and no %memStart/%ctrlEnd: the LSQ starts at
 * once (sources), with a warning saying so. */
START_TEST(lsq_earlier_syntax)
{
    const char *t =
        "handshake.func @f(%m: memref<64xi32>, %s: !handshake.control<>, ...) -> "
        "!handshake.control<> {\n"
        "  %q:2 = lsq[%m : memref<64xi32>] (%s, %l, %sa, %sd) {groupSizes = [2 : i32]} : "
        "(!handshake.control<>, !handshake.channel<i32>, !handshake.channel<i32>, "
        "!handshake.channel<i32>) -> (!handshake.channel<i32>, !handshake.control<>)\n"
        "  %c0 = constant %s {handshake.bb = 0 : ui32, value = 0 : i32} : <>, <i32>\n"
        "  %l, %d = lsq_load[%c0] %q#0 {handshake.bb = 0 : ui32} : <i32>, <i32>\n"
        "  %sa, %sd = lsq_store[%c0] %d {handshake.bb = 0 : ui32} : <i32>, <i32>\n"
        "  end %q#1 : <>\n}\n";
    int rc = rd(t, NULL, false);
    if (rc)
        dump();
    ck_assert_int_eq(rc, 0);
    ck_assert_str_eq(param(unit("lsq0"), "ldOrder"), "[[0]]");
    ck_assert_str_eq(unit("lsq0_memStart")->unit, "handshake.source");
    ck_assert_int_eq(info.n_warnings, 1);
    ck_assert(strstr(info.warnings[0], "has no %memStart and %ctrlEnd"));
    ck_assert_int_eq(check(), 0);
}
END_TEST

/* Inconsistent LSQs: each error names the LSQ and what is wrong, at its line. */
START_TEST(lsq_errors)
{
    static const struct {
        const char *from, *to, *want;
    } cases[] = {
        {"groupSizes = [3 : i32, 2 : i32]", "groupSizes = [3 : i32, 3 : i32]",
         "lsq q: groupSizes[1] = 3 but group 1 has 2 accesses"},
        {"groupSizes = [3 : i32, 2 : i32]", "groupSizes = [2 : i32, 2 : i32]",
         "lsq q: group 0 has more accesses than groupSizes[0] = 2"},
        {"groupSizes = [3 : i32, 2 : i32]", "groupSizes = [1000000 : i32, 2 : i32]",
         "lsq q: groupSizes[0] = 1000000: a group has 1 to 12 accesses"},
        {"groupSizes = [3 : i32, 2 : i32]", "groupSizes = [0 : i32, 2 : i32]", "groupSizes[0] = 0"},
        {"groupSizes = [3 : i32, 2 : i32]", "groupSizes = [5 : i32]",
         "lsq q: groupSizes lists 1 groups, so 1 group controls are expected"},
        {"groupSizes = [3 : i32, 2 : i32], ", "",
         "lsq q: groupSizes must list the accesses of each group"},
        {"(%ms, %s, %l0, %sa0, %sd0,", "(%ms, %s, %l0, %sd0, %sa0,",
         "lsq q: a store's data must follow its address"},
        {"{handshake.name = \"st0\"}",
         "{handshake.name = \"st0\", handshake.mem_interface = "
         "#handshake.mem_interface<MC>}",
         "lsq q: st0 is marked handshake.mem_interface<MC>"},
        {"%q:4 = lsq", "%q:5 = lsq", "lsq q: 3 loads give 4 results (their data, then memEnd)"},
    };
    char base[8192], t[8192];
    snprintf(base, sizeof(base),
             "%s  %%q:4 = lsq[%%m : memref<16xi32>] (%%ms, %%s, %%l0, %%sa0, %%sd0, %%l1, %%s, "
             "%%sa1, %%sd1, %%l2, %%s) {groupSizes = [3 : i32, 2 : i32], handshake.name = "
             "\"q\"} : %s\n%s",
             LSQ_HEAD, LSQ_TYPES, LSQ_BODY);
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        char *at = strstr(base, cases[i].from);
        ck_assert_msg(at, "case %zu", i);
        snprintf(t, sizeof(t), "%.*s%s%s", (int)(at - base), base, cases[i].to,
                 at + strlen(cases[i].from));
        ck_assert_int_eq(rd(t, NULL, false), HS_E_NETLIST);
        if (!has_error(cases[i].want))
            dump();
        ck_assert_msg(has_error(cases[i].want), "case %zu: %s", i, cases[i].want);
        ck_assert_msg(has_error("t.mlir:"), "case %zu: not located", i);
    }
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("mlir");
    TCase *tc = tcase_create("mlir");
    tcase_add_test(tc, op_forms);
    tcase_add_test(tc, extra_signal_types);
    tcase_add_test(tc, reserved_names);
    tcase_add_test(tc, materialize);
    tcase_add_test(tc, unbuffered_cycle);
    tcase_add_test(tc, unbuffered_cycle_loops_once);
    tcase_add_test(tc, unbuffered_cycle_detour_left_out);
    tcase_add_test(tc, hw_many_externs);
    tcase_add_test(tc, config_keys_are_parameters);
    tcase_add_test(tc, spec_v2_cycle);
    tcase_add_test(tc, syntax_errors_all_at_once);
    tcase_add_test(tc, bundle_ops);
    tcase_add_test(tc, error_kinds);
    tcase_add_test(tc, unsupported_op);
    tcase_add_test(tc, rule_violation_has_the_line);
    tcase_add_test(tc, undefined_value);
    tcase_add_test(tc, arity);
    tcase_add_test(tc, declaration_only);
    tcase_add_test(tc, top_selection);
    tcase_add_test(tc, attributes);
    tcase_add_test(tc, bad_bytes);
    tcase_add_test(tc, hw_module);
    tcase_add_test(tc, lsq_breaks_cycles);
    tcase_add_test(tc, lsq_configuration);
    tcase_add_test(tc, lsq_behind_mc);
    tcase_add_test(tc, lsq_earlier_syntax);
    tcase_add_test(tc, lsq_errors);
    tcase_add_test(tc, endless_values_copied);
    tcase_add_test(tc, dynamatic_latency_defaults);
    tcase_add_test(tc, hw_float_ports_as_i32);
    tcase_add_test(tc, january_2024_form);
    suite_add_tcase(s, tc);
    return s;
}
