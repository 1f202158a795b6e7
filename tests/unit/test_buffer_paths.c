/* Structural proof of the units that hold tokens (buffer, load) and of store, on
 * their hardware description: which outputs depend combinationally on which inputs
 * (what each buffer_type promises to break), no combinational loop, and how many
 * register and memory bits each configuration costs (FIFOs in memories, not N
 * registers; no register where the unit holds nothing). The simulation (tests/sim)
 * proves their behaviour; this proves the timing structure the names promise. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "hs_gen.h"

static hs_config cfg;

static void setup(void)
{
    hs_diag d;
    ck_assert_int_eq(hs_config_default(&cfg, &d), 0);
    ck_assert_int_eq(hs_config_set_merge(&cfg, "tag", HS_MERGE_FIRST, &d), 0);
}

static void teardown(void)
{
    hs_config_free(&cfg);
}

/* A generated unit's top module and its combinational dependency closure. */
typedef struct {
    hw_design *des;
    const hw_module *m;
    size_t n;
    unsigned char *dep; /* dep[a * n + b]: signal a depends combinationally on b */
} dut;

/* Builds the unit's description (no text) the way hs_generate does. */
static void build(dut *t, const char *unit, const char *const *params, const char *const *extras)
{
    hs_request q;
    hs_diag d;
    hs_request_init(&q, unit);
    strcpy(q.name, "dut");
    for (int i = 0; params && params[i]; i += 2)
        ck_assert_int_eq(hs_request_add_param(&q, params[i], params[i + 1], &d), 0);
    for (int i = 0; extras && extras[i]; i++)
        ck_assert_int_eq(hs_request_add_extra_text(&q, extras[i], &d), 0);
    hs_unit *u = hs_unit_new();
    ck_assert_msg(hs_unit_resolve(&q, HS_HDL_VERILOG, &cfg, u, &d) == 0, "%s", d.message);
    ck_assert_ptr_nonnull(u->info->build);
    t->des = hw_design_new();
    ck_assert_msg(u->info->build(t->des, u, &d) == 0, "%s", d.message);
    hs_unit_free(u);
    hs_request_free(&q);
    t->m = hw_design_module(t->des, hw_design_n_modules(t->des) - 1);
    ck_assert_uint_eq(hw_design_n_modules(t->des), 1);
    t->n = hw_module_n_signals(t->m);
    t->dep = calloc(t->n * t->n, 1);
    /* Direct edges: an assign's destination depends on its arguments (a memory read on
     * its address only: the contents are state, like registers). */
    for (size_t i = 0; i < hw_module_n_assigns(t->m); i++) {
        const hw_assign *a = hw_module_assign(t->m, i);
        for (uint32_t k = 0; k < a->n_args; k++)
            t->dep[a->dst.sig * t->n + a->args[k].sig] = 1;
    }
    /* Transitive closure (Warshall); a handful of signals per unit. */
    for (size_t k = 0; k < t->n; k++)
        for (size_t a = 0; a < t->n; a++)
            if (t->dep[a * t->n + k])
                for (size_t b = 0; b < t->n; b++)
                    t->dep[a * t->n + b] |= t->dep[k * t->n + b];
}

/* Frees what build() made. */
static void release(dut *t)
{
    free(t->dep);
    hw_design_free(t->des);
}

/* Signals are looked up by their HDL name (ports keep the Dynamatic names). */
static hw_sig_id sig(const dut *t, const char *name)
{
    for (size_t i = 0; i < t->n; i++)
        if (strcmp(hw_module_signal(t->m, (hw_sig_id)i)->name, name) == 0)
            return (hw_sig_id)i;
    ck_abort_msg("no signal %s", name);
    return HW_NO_SIG;
}

/* Whether `to` depends combinationally on `from`. */
static bool path(const dut *t, const char *from, const char *to)
{
    return t->dep[sig(t, to) * t->n + sig(t, from)];
}

/* Every unit: no signal depends on itself through combinational logic. */
static void no_loop(const dut *t)
{
    for (size_t i = 0; i < t->n; i++)
        ck_assert_msg(!t->dep[i * t->n + i], "combinational loop through %s",
                      hw_module_signal(t->m, (hw_sig_id)i)->name);
}

/* Register bits: the flip-flops the unit costs. */
static unsigned reg_bits(const dut *t)
{
    unsigned b = 0;
    for (size_t i = 0; i < t->n; i++) {
        const hw_signal *s = hw_module_signal(t->m, (hw_sig_id)i);
        if (s->kind == HW_SIG_REG)
            b += s->width;
    }
    return b;
}

/* Memory bits (words x width): storage that maps to RAM, not flip-flops. */
static unsigned mem_bits(const dut *t)
{
    unsigned b = 0;
    for (size_t i = 0; i < t->n; i++) {
        const hw_signal *s = hw_module_signal(t->m, (hw_sig_id)i);
        if (s->kind == HW_SIG_MEM)
            b += s->width * s->count;
    }
    return b;
}

static const char *const x_all[] = {"spec: i1", "tag: i8", "credit: (U) i2", NULL};

/* The buffer's downstream outputs (data, valid, downstream extras). */
static const char *const down_out[] = {"outs", "outs_valid", "outs_spec", "outs_tag", NULL};
static const char *const down_in[] = {"ins", "ins_valid", "ins_spec", "ins_tag", NULL};

/* Whether any downstream input reaches any downstream output in the same cycle. */
static bool any_down_path(const dut *t)
{
    for (int i = 0; down_in[i]; i++)
        for (int o = 0; down_out[o]; o++)
            if (path(t, down_in[i], down_out[o]))
                return true;
    return false;
}

/* Builds a buffer with every kind of extra signal and checks what all types share. */
static void buffer(dut *t, const char *type, const char *slots, const char *width)
{
    const char *const p[] = {"bitwidth", width, "num_slots", slots, "buffer_type", type, NULL};
    build(t, "buffer", p, x_all);
    no_loop(t);
    /* upstream signals always pass combinationally, against the flow */
    ck_assert(path(t, "outs_credit", "ins_credit"));
}

/* DV: valid and data registered; ready passes through. 1 + (8 + 1 + 8) bits. */
START_TEST(one_slot_break_dv)
{
    dut t;
    buffer(&t, "ONE_SLOT_BREAK_DV", "1", "8");
    ck_assert(!any_down_path(&t));
    ck_assert(path(&t, "outs_ready", "ins_ready"));
    ck_assert_uint_eq(reg_bits(&t), 1 + 17);
    ck_assert_uint_eq(mem_bits(&t), 0);
    release(&t);
}
END_TEST

/* R: ready registered (no path from outs_ready), data and valid pass through. */
START_TEST(one_slot_break_r)
{
    dut t;
    buffer(&t, "ONE_SLOT_BREAK_R", "1", "8");
    ck_assert(!path(&t, "outs_ready", "ins_ready"));
    ck_assert(!path(&t, "ins_valid", "ins_ready"));
    ck_assert(path(&t, "ins", "outs"));
    ck_assert(path(&t, "ins_tag", "outs_tag"));
    ck_assert(path(&t, "ins_valid", "outs_valid"));
    ck_assert_uint_eq(reg_bits(&t), 1 + 17);
    release(&t);
}
END_TEST

/* DVR: nothing passes combinationally but the upstream signals. */
START_TEST(one_slot_break_dvr)
{
    dut t;
    buffer(&t, "ONE_SLOT_BREAK_DVR", "1", "8");
    ck_assert(!any_down_path(&t));
    ck_assert(!path(&t, "outs_ready", "ins_ready"));
    ck_assert(!path(&t, "ins_valid", "ins_ready"));
    ck_assert_uint_eq(reg_bits(&t), 1 + 17);
    release(&t);
}
END_TEST

/* FIFO_BREAK_DV: the output comes from storage only; ready passes through. Storage is a
 * memory: registers are the two flags and two pointers, whatever the slot count. */
START_TEST(fifo_break_dv)
{
    dut t;
    buffer(&t, "FIFO_BREAK_DV", "5", "8");
    ck_assert(!any_down_path(&t));
    ck_assert(path(&t, "outs_ready", "ins_ready"));
    ck_assert_uint_eq(reg_bits(&t), 2 + 3 + 3);
    ck_assert_uint_eq(mem_bits(&t), 5 * 17);
    release(&t);
    buffer(&t, "FIFO_BREAK_DV", "1024", "32");
    ck_assert(!any_down_path(&t));
    ck_assert_uint_eq(reg_bits(&t), 2 + 10 + 10);
    ck_assert_uint_eq(mem_bits(&t), 1024 * 41);
    release(&t);
    /* one slot: one flag (empty = !full), a one-word memory */
    buffer(&t, "FIFO_BREAK_DV", "1", "8");
    ck_assert(!any_down_path(&t));
    ck_assert_uint_eq(reg_bits(&t), 1);
    ck_assert_uint_eq(mem_bits(&t), 17);
    release(&t);
}
END_TEST

/* FIFO_BREAK_NONE: the input reaches the output in the same cycle (bypass). */
START_TEST(fifo_break_none)
{
    dut t;
    buffer(&t, "FIFO_BREAK_NONE", "5", "8");
    ck_assert(path(&t, "ins", "outs"));
    ck_assert(path(&t, "ins_spec", "outs_spec"));
    ck_assert(path(&t, "ins_valid", "outs_valid"));
    ck_assert(path(&t, "outs_ready", "ins_ready"));
    ck_assert_uint_eq(reg_bits(&t), 2 + 3 + 3);
    ck_assert_uint_eq(mem_bits(&t), 5 * 17);
    release(&t);
}
END_TEST

/* Control buffers without downstream extras hold no data bits at all. */
START_TEST(control_buffers)
{
    static const char *const types[] = {"ONE_SLOT_BREAK_DV", "ONE_SLOT_BREAK_R",
                                        "ONE_SLOT_BREAK_DVR", "FIFO_BREAK_DV", "FIFO_BREAK_NONE"};
    static const char *const up[] = {"credit: (U) i2", NULL};
    for (size_t i = 0; i < 5; i++) {
        const char *slots = i < 3 ? "1" : "4";
        const char *const p[] = {"bitwidth",    "0",      "num_slots", slots,
                                 "buffer_type", types[i], NULL};
        dut t;
        build(&t, "buffer", p, up);
        no_loop(&t);
        ck_assert_uint_eq(mem_bits(&t), 0);
        ck_assert_uint_eq(reg_bits(&t), i < 3 ? 1u : 2u + 2 + 2);
        release(&t);
    }
}
END_TEST

/* store: wires only, with or without extras. */
START_TEST(store_is_wires)
{
    static const char *const p[] = {"addr_bitwidth", "10", "data_bitwidth", "32", NULL};
    dut t;
    build(&t, "store", p, x_all);
    no_loop(&t);
    ck_assert_uint_eq(reg_bits(&t) + mem_bits(&t), 0);
    ck_assert(path(&t, "addrIn", "addrOut"));
    ck_assert(path(&t, "dataIn", "dataToMem"));
    ck_assert(!path(&t, "addrIn_valid", "dataToMem_valid"));
    release(&t);
}
END_TEST

/* load: a ONE_SLOT_BREAK_R on each path (Dynamatic's load): the address slot (10 bits
 * and its downstream extras, a full flag) and the data slot (32 bits, a flag), ready
 * registered, data passing through; with downstream extras also a 4-entry side FIFO (2
 * flags, two 2-bit pointers, 4 x 9 memory bits for spec + tag) and dataOut's extras
 * from it. */
START_TEST(load_side_fifo)
{
    static const char *const p[] = {"addr_bitwidth", "10", "data_bitwidth", "32", NULL};
    static const char *const up[] = {"credit: (U) i2", NULL};
    dut t;
    build(&t, "load", p, up);
    no_loop(&t);
    ck_assert_uint_eq(reg_bits(&t), (10 + 1) + (32 + 1));
    ck_assert_uint_eq(mem_bits(&t), 0);
    ck_assert(path(&t, "dataOut_credit", "addrIn_credit"));
    ck_assert(path(&t, "dataFromMem", "dataOut"));
    ck_assert(!path(&t, "addrOut_ready", "addrIn_ready"));
    ck_assert(!path(&t, "dataOut_ready", "dataFromMem_ready"));
    release(&t);
    build(&t, "load", p, x_all);
    no_loop(&t);
    ck_assert_uint_eq(reg_bits(&t), (10 + 9 + 1) + (32 + 1) + 2 + 2 + 2);
    ck_assert_uint_eq(mem_bits(&t), 4 * 9);
    ck_assert(!path(&t, "addrIn_spec", "dataOut_spec"));
    ck_assert(!path(&t, "addrIn_tag", "dataOut_tag"));
    ck_assert(path(&t, "dataFromMem", "dataOut"));
    ck_assert(path(&t, "addrIn", "addrOut"));
    ck_assert(path(&t, "dataOut_credit", "addrIn_credit"));
    release(&t);
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("buffer_paths");
    TCase *tc = tcase_create("paths");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, one_slot_break_dv);
    tcase_add_test(tc, one_slot_break_r);
    tcase_add_test(tc, one_slot_break_dvr);
    tcase_add_test(tc, fifo_break_dv);
    tcase_add_test(tc, fifo_break_none);
    tcase_add_test(tc, control_buffers);
    tcase_add_test(tc, store_is_wires);
    tcase_add_test(tc, load_side_fifo);
    suite_add_tcase(s, tc);
    return s;
}
