/* Catalog family: remaining control units (blocker, init, ndwire, ...). One row per unit; see
 * catalog_rows.h for the shorthands. */
#include "catalog_families.h"
#include "catalog_rows.h"

/* The generators of this family's rows (generators/ops/op_*.c). */
HS_GENERATOR(hs_build_blocker);
HS_GENERATOR(hs_build_gate);
HS_GENERATOR(hs_build_ii_monitor);
HS_GENERATOR(hs_build_init);
HS_GENERATOR(hs_build_join);
HS_GENERATOR(hs_build_ndwire);
HS_GENERATOR(hs_build_ready_remover);
HS_GENERATOR(hs_build_sharing_wrapper);
HS_GENERATOR(hs_build_valid_merger);

/* init: the initial token's data (unsigned, as Dynamatic's INITIAL_VALUE) must fit the
 * data width; a control has no data to give it. */
static int check_init(const hs_unit *u, const hs_config *cfg, hs_diag *d)
{
    (void)cfg;
    int64_t w = hs_unit_param(u, "bitwidth"), v = hs_unit_param(u, "initial_value");
    if (w == 0 && v != 0)
        return hs_fail(d, HS_E_PARAM,
                       "%s: initial_value %lld needs data, but bitwidth is 0 (a control token "
                       "carries no value: give 0)",
                       u->info->name, (long long)v);
    if (w > 0 && w < 63 && v > (int64_t)(((uint64_t)1 << w) - 1))
        return hs_fail(d, HS_E_PARAM,
                       "%s: initial_value %lld does not fit in bitwidth %lld (at most %llu)",
                       u->info->name, (long long)v, (long long)w,
                       (unsigned long long)(((uint64_t)1 << w) - 1));
    return 0;
}

/* ii_monitor: a loop nests at least as deep as itself, and an activation starts with
 * some select value (else no iteration would ever be a first one). */
static int check_ii_monitor(const hs_unit *u, const hs_config *cfg, hs_diag *d)
{
    (void)cfg;
    int64_t depth = hs_unit_param(u, "loop_depth"), max = hs_unit_param(u, "loop_max_depth");
    if (max < depth)
        return hs_fail(d, HS_E_PARAM,
                       "%s: loop_max_depth %lld is below loop_depth %lld (the deepest nesting "
                       "reachable from the loop includes the loop itself)",
                       u->info->name, (long long)max, (long long)depth);
    if (u->n_list < 1)
        return hs_fail(d, HS_E_PARAM,
                       "%s: init_selects lists no value; give the select values that start an "
                       "activation ('[0]')",
                       u->info->name);
    return 0;
}

/* sharing_wrapper: Dynamatic's numbered ports, op<i>in<j> (group i < groups, operand
 * j < num_shared_operands), op<i>out0, toSharedUnitIn<j>, fromSharedUnitOut0, in table
 * order; a group per credits entry. */
#define SW_GROUPS 4
#define SW_OPERANDS 2
static bool sw_present(const hs_unit *u, int p)
{
    int groups = u->n_list, ops = (int)hs_unit_param(u, "num_shared_operands");
    if (p < SW_GROUPS * SW_OPERANDS)
        return p / SW_OPERANDS < groups && p % SW_OPERANDS < ops;
    p -= SW_GROUPS * SW_OPERANDS;
    if (p < SW_GROUPS)
        return p < groups;
    p -= SW_GROUPS;
    return p >= SW_OPERANDS || p < ops;
}

/* sharing_wrapper: one to four groups, no extra signals (the shared unit outside the
 * wrapper carries data only). */
static int check_sharing(const hs_unit *u, const hs_config *cfg, hs_diag *d)
{
    (void)cfg;
    if (u->n_list < 1 || u->n_list > SW_GROUPS)
        return hs_fail(d, HS_E_PARAM,
                       "%s: credits lists %d groups; it needs one entry per operation group "
                       "sharing the unit, 1 to %d ('2 2')",
                       u->info->name, u->n_list, SW_GROUPS);
    if (u->e.n_extra) {
        char x[64];
        hs_extra_print(&u->e.extra[0], x, sizeof(x));
        hs_fail(d, HS_E_RULE,
                "%s: extra signal '%s' cannot cross the shared unit, which carries data only "
                "(as Dynamatic's)",
                u->info->name, x);
        hs_diag_where(d, "extra_signals", "op0in0", "sharing_wrapper");
        return HS_E_RULE;
    }
    return 0;
}

#define SWCH(n, dir) CH(n, dir, "bitwidth", HS_X_NONE)

#define P_LR(n, doc) P_WIDTH(n, 0, doc)
#define LR(n, dir, wparam) PORT(n, dir, false, HS_SHAPE_DATA_OR_CTRL, HS_W_PARAM, wparam, 0, HS_X_E)

/* The control units with Dynamatic's names, ports and parameters. */
const hs_unit_info hs_catalog_ctrl[] = {
    {.name = "handshake.blocker",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_blocker,
     .summary = "passes ins[0]'s data once every ins[i] has a token (a join that keeps data)",
     .rule_id = "same_type",
     .rule_text = "every ins[i] and outs have the same type",
     .n_params = 2,
     .params = {P_SIZE, P_BITWIDTH0},
     .n_ports = 2,
     .ports = {DC_ARR("ins", HS_IN, HS_X_E), DC("outs", HS_OUT, HS_X_E)},
     .merge_down = HS_MERGE_DOWN_JOIN},
    {.name = "handshake.init",
     .registered = true,
     .build = hs_build_init,
     .summary = "emits one initial token (initial_value) after reset, then forwards ins "
                "(a one-slot TEHB that starts full)",
     .rule_id = "same_type",
     .rule_text = "ins and outs have the same type; initial_value fits in bitwidth",
     .n_params = 2,
     .params = {P_BITWIDTH0,
                P_INT("initial_value", false, 0, 0, INT64_MAX,
                      "data of the initial token (its extra signals take their source values)")},
     .n_ports = 2,
     .ports = {DC("ins", HS_IN, HS_X_E), DC("outs", HS_OUT, HS_X_E)},
     .check = check_init},
    {.name = "handshake.ndwire",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_ndwire,
     .summary = "a wire; with stall_seed > 0 (simulation) it stalls at random like Dynamatic's "
                "non-deterministic wire",
     .rule_id = "same_type",
     .rule_text = "ins and outs have the same type",
     .n_params = 3,
     .params = {P_BITWIDTH0,
                P_INT("stall_seed", false, 0, 0, 65535,
                      "0: a plain wire (synthesis); else the seed of the stall pattern"),
                P_INT("stall_percent", false, 25, 0, 99,
                      "chance in percent that the wire sleeps when it may change state")},
     .n_ports = 2,
     .ports = {DC("ins", HS_IN, HS_X_E), DC("outs", HS_OUT, HS_X_E)}},
    {.name = "handshake.ready_remover",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_ready_remover,
     .summary = "forwards valid and data and tells ins it is always ready (the consumer must "
                "never stall)",
     .rule_id = "same_type",
     .rule_text = "ins and outs have the same type",
     .n_params = 1,
     .params = {P_BITWIDTH0},
     .n_ports = 2,
     .ports = {DC("ins", HS_IN, HS_X_E), DC("outs", HS_OUT, HS_X_E)}},
    {.name = "handshake.rigidifier",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_ready_remover,
     .summary = "the name Dynamatic's rtl-config-vhdl.json still gives ready_remover (renamed in "
                "Dynamatic's history; its generator is gone there): valid and data forwarded, "
                "ins_ready tied to 1",
     .rule_id = "same_type",
     .rule_text = "ins and outs have the same type",
     .n_params = 1,
     .params = {P_BITWIDTH0},
     .n_ports = 2,
     .ports = {DC("ins", HS_IN, HS_X_E), DC("outs", HS_OUT, HS_X_E)}},
    {.name = "handshake.valid_merger",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_valid_merger,
     .summary = "two wires whose outputs are both valid when lhs_ins is (rhs_ins's valid is "
                "ignored)",
     .rule_id = "valid_merger",
     .rule_text = "lhs_ins and lhs_outs have left_bitwidth, rhs_ins and rhs_outs "
                  "right_bitwidth; all four carry the same extra signals, passed straight "
                  "through on each side",
     .n_params = 2,
     .params = {P_LR("left_bitwidth", "width of lhs_ins and lhs_outs (0: control)"),
                P_LR("right_bitwidth", "width of rhs_ins and rhs_outs (0: control)")},
     .n_ports = 4,
     .ports = {LR("lhs_ins", HS_IN, "left_bitwidth"), LR("rhs_ins", HS_IN, "right_bitwidth"),
               LR("lhs_outs", HS_OUT, "left_bitwidth"), LR("rhs_outs", HS_OUT, "right_bitwidth")}},
    {.name = "handshake.gate",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .summary = "passes the data token of ins on once every ctrl[i] holds a token too: all are "
                "taken together (a join whose output carries the data)",
     .rule_id = "gate",
     .rule_text = "ins and outs have the same type; every ctrl[i] is a control with the same "
                  "extra signals",
     .n_params = 2,
     .params = {P_INT("size", true, 1, 1, HS_MAX_ARRAY, "number of control inputs ctrl[i]"),
                P_BITWIDTH0},
     .n_ports = 3,
     .ports = {DC("ins", HS_IN, HS_X_E),
               PORT("ctrl", HS_IN, true, HS_SHAPE_CONTROL, HS_W_NONE, NULL, 0, HS_X_E),
               DC("outs", HS_OUT, HS_X_E)},
     .merge_down = HS_MERGE_DOWN_JOIN,
     .numbered_ports = true, /* Dynamatic's hw.mlir: ins_0 is ins, ins_1 ... ctrl[0] ... */
     .build = hs_build_gate},
    {.name = "handshake.top_join",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_join,
     .summary = "Dynamatic's name of join: one control token when every input has one",
     .rule_id = "same_extras",
     .rule_text = "every ins[i] (control) and outs carry the same extra signals",
     .n_params = 1,
     .params = {P_SIZE},
     .n_ports = 2,
     .ports = {PORT("ins", HS_IN, true, HS_SHAPE_CONTROL, HS_W_NONE, NULL, 0, HS_X_E),
               CTRL("outs", HS_OUT, HS_X_E)},
     .merge_down = HS_MERGE_DOWN_JOIN},
    {.name = "handshake.ii_monitor",
     .build = hs_build_ii_monitor,
     .summary = "simulation only: watches the select channels of a loop's header muxes and "
                "prints each iteration's initiation interval (Dynamatic's II_INSTRUMENT line)",
     .rule_id = "ii_monitor",
     .rule_text = "size observed select channels sel0 .. sel<size-1> of bitwidth bits with the "
                  "extra signals, every part an input (the monitor drives nothing); "
                  "loop_max_depth >= loop_depth; init_selects not empty",
     .n_params = 5,
     .params = {P_INT("loop_depth", true, 1, 1, 1024, "nesting depth of the loop (1: top level)"),
                P_INT("loop_max_depth", true, 1, 1, 1024,
                      "deepest nesting reachable from the loop (loop_depth when innermost)"),
                {"init_selects", HS_P_LIST, true, 0, 0, 65535, NULL,
                 "select values that mark an activation's first iteration ('[0]')"},
                P_INT("size", true, 1, 1, HS_MAX_ARRAY, "select channels observed"),
                P_WIDTH("bitwidth", 0, "width of every select channel")},
     .n_ports = 0,
     .channel_lists = "sel", /* Dynamatic's sel_bitwidths, sel_extra_signals */
     .check = check_ii_monitor},
    {.name = "handshake.sharing_wrapper",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_sharing_wrapper,
     .summary = "shares one pipelined unit among operation groups: each issues when its operands "
                "and a credit are there (lowest group first), results return to the issuing "
                "group in order",
     .rule_id = "sharing_wrapper",
     .rule_text = "every port has bitwidth and no extra signals; op<i>in<j> for each of the "
                  "credits' groups and num_shared_operands operands, op<i>out0 per group",
     .n_params = 4,
     .params = {P_BITWIDTH,
                P_INT("num_shared_operands", true, 2, 1, SW_OPERANDS,
                      "operands of the shared unit"),
                P_INT("latency", true, 1, 1, HS_MAX_SLOTS,
                      "the shared unit's latency (operations in flight at most)"),
                {"credits", HS_P_LIST, true, 0, 1, HS_MAX_SLOTS, NULL,
                 "per group, the results it may have outstanding ('2 2': two groups)"}},
     .n_ports = 15,
     .ports = {SWCH("op0in0", HS_IN), SWCH("op0in1", HS_IN), SWCH("op1in0", HS_IN),
               SWCH("op1in1", HS_IN), SWCH("op2in0", HS_IN), SWCH("op2in1", HS_IN),
               SWCH("op3in0", HS_IN), SWCH("op3in1", HS_IN), SWCH("op0out0", HS_OUT),
               SWCH("op1out0", HS_OUT), SWCH("op2out0", HS_OUT), SWCH("op3out0", HS_OUT),
               SWCH("toSharedUnitIn0", HS_OUT), SWCH("toSharedUnitIn1", HS_OUT),
               SWCH("fromSharedUnitOut0", HS_IN)},
     .check = check_sharing,
     .port_present = sw_present},
    {.name = NULL},
};
