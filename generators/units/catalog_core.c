/* The core family of the catalog: every unit of the first catalog, with its
 * parameters, its ports and its verification rule, one row each. verify.c
 * interprets the rows; the few clauses a row cannot say are the check
 * functions at the top and the hs_special derivations in verify.c. */
#include <string.h>

#include "catalog_families.h"
#include "catalog_rows.h"
#include "extra_rules.h"

/* The generators of this family's rows (generators/ops/op_*.c). */
HS_GENERATOR(hs_build_arith);
HS_GENERATOR(hs_build_br);
HS_GENERATOR(hs_build_buffer);
HS_GENERATOR(hs_build_bundle);
HS_GENERATOR(hs_build_cmpi);
HS_GENERATOR(hs_build_compose);
HS_GENERATOR(hs_build_decompose);
HS_GENERATOR(hs_build_cond_br);
HS_GENERATOR(hs_build_constant);
HS_GENERATOR(hs_build_ext);
HS_GENERATOR(hs_build_fork);
HS_GENERATOR(hs_build_join);
HS_GENERATOR(hs_build_load);
HS_GENERATOR(hs_build_merge);
HS_GENERATOR(hs_build_mux);
HS_GENERATOR(hs_build_noti);
HS_GENERATOR(hs_build_select);
HS_GENERATOR(hs_build_add_signal);
HS_GENERATOR(hs_build_drop_signal);
HS_GENERATOR(hs_build_promote_signal);
HS_GENERATOR(hs_build_sink);
HS_GENERATOR(hs_build_source);
HS_GENERATOR(hs_build_store);

/* ---- Extra rule clauses ---- */

static int64_t pv(const hs_unit *u, const char *name)
{
    return hs_unit_param(u, name);
}

/* extsi/extui: the output must be wider than the input. */
static int check_extend(const hs_unit *u, const hs_config *cfg, hs_diag *d)
{
    (void)cfg;
    if (pv(u, "output_bitwidth") <= pv(u, "input_bitwidth"))
        return hs_fail(
            d, HS_E_RULE,
            "%s: outs (i%lld) must be wider than ins (i%lld): an extension grows the data",
            u->info->name, (long long)pv(u, "output_bitwidth"), (long long)pv(u, "input_bitwidth"));
    return 0;
}

/* trunci: the output must be narrower than the input. */
static int check_truncate(const hs_unit *u, const hs_config *cfg, hs_diag *d)
{
    (void)cfg;
    if (pv(u, "output_bitwidth") >= pv(u, "input_bitwidth"))
        return hs_fail(d, HS_E_RULE,
                       "%s: outs (i%lld) must be narrower than ins (i%lld): a truncation shrinks "
                       "the data",
                       u->info->name, (long long)pv(u, "output_bitwidth"),
                       (long long)pv(u, "input_bitwidth"));
    return 0;
}

/* constant: the value must be representable in the output width (signed or unsigned). */
static int check_constant(const hs_unit *u, const hs_config *cfg, hs_diag *d)
{
    (void)cfg;
    int64_t w = pv(u, "bitwidth"), v = pv(u, "value");
    if (w >= 64)
        return 0;
    int64_t lo = -((int64_t)1 << (w - 1)), hi = (int64_t)(((uint64_t)1 << w) - 1);
    if (v < lo || v > hi)
        return hs_fail(d, HS_E_PARAM, "%s: value %lld does not fit in %lld bits", u->info->name,
                       (long long)v, (long long)w);
    return 0;
}

/* mux/control_merge: the selector must be able to name every input. */
static int check_selector(const hs_unit *u, const hs_config *cfg, hs_diag *d)
{
    (void)cfg;
    int64_t size = pv(u, "size"), iw = pv(u, "index_bitwidth");
    int64_t need = 0;
    while (((int64_t)1 << need) < size)
        need++;
    if (need == 0)
        need = 1;
    if (iw < need)
        return hs_fail(d, HS_E_RULE,
                       "%s: index is i%lld but %lld inputs need at least i%lld: the index must be "
                       "wide enough",
                       u->info->name, (long long)iw, (long long)size, (long long)need);
    return 0;
}

/* buffer: one-slot types hold exactly one slot. dv_latency, which Dynamatic passes for
 * every buffer, matters to COUNTER_BUFFER only (the cycles it holds each token, >= 1);
 * the other types ignore it, as Dynamatic's generators do (its IR verifier keeps it
 * consistent upstream). COUNTER_BUFFER holds one token whatever num_slots says. */
static int check_buffer(const hs_unit *u, const hs_config *cfg, hs_diag *d)
{
    (void)cfg;
    const char *t = hs_unit_param_text(u, "buffer_type");
    if (strncmp(t, "ONE_SLOT", 8) == 0 && pv(u, "num_slots") != 1)
        return hs_fail(d, HS_E_PARAM, "%s: buffer_type %s holds exactly one slot, not %lld",
                       u->info->name, t, (long long)pv(u, "num_slots"));
    if (strcmp(t, "COUNTER_BUFFER") == 0 && pv(u, "dv_latency") < 1)
        return hs_fail(d, HS_E_PARAM,
                       "%s: buffer_type COUNTER_BUFFER needs dv_latency >= 1 (the cycles it holds "
                       "each token), got %lld",
                       u->info->name, (long long)pv(u, "dv_latency"));
    return 0;
}

/* ---- Parameter and port shorthands ---- */

static const char *const cmp_predicates[] = {"eq",  "ne",  "slt", "sle", "sgt", "sge",
                                             "ult", "ule", "ugt", "uge", NULL};
static const char *const buffer_types[] = {
    "ONE_SLOT_BREAK_DV", "ONE_SLOT_BREAK_R",   "ONE_SLOT_BREAK_DVR", "FIFO_BREAK_DV",
    "FIFO_BREAK_NONE",   "SHIFT_REG_BREAK_DV", "COUNTER_BUFFER",     NULL};
static const char *const compose_modes[] = {"data", "signals", NULL};
/* bundle/unbundle: the handshake side as a control port, or as raw wires. */
static const char *const bundle_forms[] = {"channel", "wires", NULL};

/* bundle/unbundle: ctrl exists in the channel form, the raw valid and ready wires
 * (ports 3 and 4) in the wires form. */
static bool bundle_present(const hs_unit *u, int p)
{
    bool wires = hs_unit_param(u, "handshake") == 1;
    const char *name = u->info->ports[p].name;
    if (strcmp(name, "ctrl") == 0)
        return !wires;
    if (strcmp(name, "valid") == 0 || strcmp(name, "ready") == 0)
        return wires;
    return true;
}

#define P_BUNDLE_FORM                                                                              \
    {                                                                                              \
        "handshake", HS_P_ENUM, false, 0, 0, 0, bundle_forms,                                      \
            "channel: valid and ready in the control port ctrl; wires: as the raw 1-bit ports "    \
            "valid and ready (Dynamatic's unbundle of a control)"                                  \
    }
#define RAW1(n, dir) PORT(n, dir, false, HS_SHAPE_RAW, HS_W_FIXED, NULL, 1, HS_X_NONE)

#define ARITH(op, what)                                                                            \
    {                                                                                              \
        .build = hs_build_arith, .name = "handshake." op,                                          \
        .summary = what " (latency 0: combinational; > 0: pipelined)", .rule_id = "same_type",     \
        .rule_text = "lhs, rhs and result all have the same type", .n_params = 2,                  \
        .params = {P_BITWIDTH,                                                                     \
                   P_INT("latency", false, 0, 0, HS_MAX_LATENCY, "pipeline stages (0: none)")},    \
        .n_ports = 3,                                                                              \
        .ports = {ICH("lhs", HS_IN, "bitwidth", HS_X_E), ICH("rhs", HS_IN, "bitwidth", HS_X_E),    \
                  ICH("result", HS_OUT, "bitwidth", HS_X_E)},                                      \
        .merge_down = HS_MERGE_DOWN_JOIN, .valid_rule = HS_VALID_FROM_VALIDS                       \
    }

#define EXT(op, what, rule, compare, fn)                                                           \
    {                                                                                              \
        .build = hs_build_ext, .name = "handshake." op, .summary = what, .rule_id = rule,          \
        .rule_text = "ins and outs carry the same extra signals; outs is " compare " than ins",    \
        .n_params = 2,                                                                             \
        .params = {P_WIDTH("input_bitwidth", 1, "width of ins"),                                   \
                   P_WIDTH("output_bitwidth", 1, "width of outs")},                                \
        .n_ports = 2,                                                                              \
        .ports = {ICH("ins", HS_IN, "input_bitwidth", HS_X_E),                                     \
                  ICH("outs", HS_OUT, "output_bitwidth", HS_X_E)},                                 \
        .check = fn, .passes_value = true, .valid_rule = HS_VALID_FROM_VALIDS                      \
    }

/* The core units: arithmetic, routing, buffers, memory ports and the extra-signal units. */
const hs_unit_info hs_catalog_core[] = {
    ARITH("addi", "integer addition"),
    ARITH("subi", "integer subtraction"),
    ARITH("muli", "integer multiplication (low bits)"),
    ARITH("andi", "bitwise and"),
    ARITH("ori", "bitwise or"),
    ARITH("xori", "bitwise exclusive or"),
    ARITH("shli", "shift left by rhs (0 when rhs >= width)"),
    ARITH("shrsi", "arithmetic shift right by rhs"),
    ARITH("shrui", "logical shift right by rhs"),
    ARITH("maxsi", "signed maximum"),
    ARITH("maxui", "unsigned maximum"),
    ARITH("minsi", "signed minimum"),
    ARITH("minui", "unsigned minimum"),
    {.name = "handshake.cmpi",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_cmpi,
     .summary = "integer comparison, i1 result",
     .rule_id = "cmpi_types",
     .rule_text = "lhs and rhs have the same type; result is i1; all three carry the same extra "
                  "signals",
     .n_params = 2,
     .params = {P_BITWIDTH,
                {"predicate", HS_P_ENUM, true, 0, 0, 0, cmp_predicates, "comparison predicate"}},
     .n_ports = 3,
     .ports = {ICH("lhs", HS_IN, "bitwidth", HS_X_E), ICH("rhs", HS_IN, "bitwidth", HS_X_E),
               BIT("result", HS_OUT, HS_X_E)},
     .merge_down = HS_MERGE_DOWN_JOIN},
    EXT("extsi", "sign extension", "extend", "wider", check_extend),
    EXT("extui", "zero extension", "extend", "wider", check_extend),
    EXT("trunci", "truncation to the low bits", "truncate", "narrower", check_truncate),
    {.name = "handshake.noti",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_noti,
     .summary = "bitwise not",
     .rule_id = "same_type",
     .rule_text = "ins and outs have the same type",
     .n_params = 1,
     .params = {P_BITWIDTH},
     .n_ports = 2,
     .ports = {ICH("ins", HS_IN, "bitwidth", HS_X_E), ICH("outs", HS_OUT, "bitwidth", HS_X_E)}},
    {.name = "handshake.select",
     .build = hs_build_select,
     .summary = "result = condition ? trueValue : falseValue, one token of each per result, "
                "fired on condition and the chosen value (the other's token is discarded when "
                "it comes); result's extra signals merged over condition and the chosen value",
     .rule_id = "select_types",
     .rule_text = "condition is i1; trueValue, falseValue and result have the same data; all four "
                  "carry the same extra signals",
     .n_params = 1,
     .params = {P_BITWIDTH},
     .n_ports = 4,
     .ports = {BIT("condition", HS_IN, HS_X_E), CH("trueValue", HS_IN, "bitwidth", HS_X_E),
               CH("falseValue", HS_IN, "bitwidth", HS_X_E),
               CH("result", HS_OUT, "bitwidth", HS_X_E)},
     .merge_down = HS_MERGE_DOWN_JOIN},
    {.name = "handshake.constant",
     .dyn_bits = "value",
     .valid_rule = HS_VALID_OF_INPUT,
     .build = hs_build_constant,
     .summary = "emits value for each ctrl token, forwarding ctrl's extra signals",
     .rule_id = "constant_forward",
     .rule_text = "ctrl (control) and outs carry the same extra signals; value fits in bitwidth",
     .n_params = 2,
     .params = {P_BITWIDTH, P_INT("value", true, 0, INT64_MIN, INT64_MAX, "the constant")},
     .n_ports = 2,
     .ports = {CTRL("ctrl", HS_IN, HS_X_E), CH("outs", HS_OUT, "bitwidth", HS_X_E)},
     .check = check_constant},
    {.name = "handshake.source",
     .valid_rule = HS_VALID_ALWAYS,
     .build = hs_build_source,
     .summary = "an endless stream of control tokens",
     .rule_id = "any",
     .rule_text = "outs is a control with any extra signals (zero unless configured)",
     .n_params = 0,
     .n_ports = 1,
     .ports = {CTRL("outs", HS_OUT, HS_X_E)}},
    {.name = "handshake.sink",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_sink,
     .summary = "consumes every token",
     .rule_id = "any",
     .rule_text = "ins has any type",
     .n_params = 1,
     .params = {P_BITWIDTH0},
     .n_ports = 1,
     .ports = {DC("ins", HS_IN, HS_X_E)}},
    {.name = "handshake.fork",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_fork,
     .summary = "copies each token to every output (eager)",
     .rule_id = "same_type",
     .rule_text = "ins and every outs[i] have the same type",
     .n_params = 2,
     .params = {P_SIZE, P_BITWIDTH0},
     .n_ports = 2,
     .ports = {DC("ins", HS_IN, HS_X_E), DC_ARR("outs", HS_OUT, HS_X_E)},
     .merge_up = true,
     .passes_value = true},
    {.name = "handshake.lazy_fork",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_fork,
     .summary = "copies each token to every output when all are ready",
     .rule_id = "same_type",
     .rule_text = "ins and every outs[i] have the same type",
     .n_params = 2,
     .params = {P_SIZE, P_BITWIDTH0},
     .n_ports = 2,
     .ports = {DC("ins", HS_IN, HS_X_E), DC_ARR("outs", HS_OUT, HS_X_E)},
     .merge_up = true,
     .passes_value = true},
    {.name = "handshake.join",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_join,
     .summary = "one control token when every input has one",
     .rule_id = "same_extras",
     .rule_text = "every ins[i] (control) and outs carry the same extra signals",
     .n_params = 1,
     .params = {P_SIZE},
     .n_ports = 2,
     .ports = {PORT("ins", HS_IN, true, HS_SHAPE_CONTROL, HS_W_NONE, NULL, 0, HS_X_E),
               CTRL("outs", HS_OUT, HS_X_E)},
     .merge_down = HS_MERGE_DOWN_JOIN},
    {.name = "handshake.merge",
     .dyn_params = DYN_PARAMS("data_bitwidth", "bitwidth"),
     .valid_rule = HS_VALID_ANY_INPUT,
     .build = hs_build_merge,
     .summary = "forwards a token from any input",
     .rule_id = "same_type",
     .rule_text = "every ins[i] and outs have the same type",
     .n_params = 2,
     .params = {P_SIZE, P_BITWIDTH0},
     .n_ports = 2,
     .ports = {DC_ARR("ins", HS_IN, HS_X_E), DC("outs", HS_OUT, HS_X_E)}},
    {.name = "handshake.control_merge",
     .dyn_params = DYN_PARAMS("data_bitwidth", "bitwidth"),
     .valid_rule = HS_VALID_ANY_INPUT,
     .build = hs_build_merge,
     .summary = "forwards a token from any input and the index of that input",
     .rule_id = "merge_with_index",
     .rule_text = "every ins[i] and outs have the same type; index is wide enough and carries no "
                  "extra signals or exactly the data's",
     .n_params = 3,
     .params = {P_SIZE, P_BITWIDTH0, P_WIDTH("index_bitwidth", 1, "width of index")},
     .n_ports = 3,
     .ports = {DC_ARR("ins", HS_IN, HS_X_E), DC("outs", HS_OUT, HS_X_E),
               CH("index", HS_OUT, "index_bitwidth", HS_X_E_OR_NONE)},
     .merge_up = true,
     .check = check_selector},
    {.name = "handshake.mux",
     .dyn_params = DYN_PARAMS("data_bitwidth", "bitwidth"),
     .build = hs_build_mux,
     .summary = "forwards the ins[index] token",
     .rule_id = "merge_with_index",
     .rule_text = "every ins[i] and outs have the same type; index is wide enough and carries no "
                  "extra signals or exactly the data's",
     .n_params = 3,
     .params = {P_SIZE, P_BITWIDTH0, P_WIDTH("index_bitwidth", 1, "width of index")},
     .n_ports = 3,
     .ports = {CH("index", HS_IN, "index_bitwidth", HS_X_E_OR_NONE), DC_ARR("ins", HS_IN, HS_X_E),
               DC("outs", HS_OUT, HS_X_E)},
     .merge_down = HS_MERGE_DOWN_MUX,
     .e_port = 1,
     .check = check_selector},
    {.name = "handshake.br",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_br,
     .summary = "forwards each token (a branch without condition)",
     .rule_id = "same_type",
     .rule_text = "ins and outs have the same type",
     .n_params = 1,
     .params = {P_BITWIDTH0},
     .n_ports = 2,
     .ports = {DC("ins", HS_IN, HS_X_E), DC("outs", HS_OUT, HS_X_E)}},
    {.name = "handshake.cond_br",
     .build = hs_build_cond_br,
     .summary = "routes data to trueOut or falseOut by condition",
     .rule_id = "cond_br_types",
     .rule_text = "condition is i1; data, trueOut and falseOut have the same data; all four carry "
                  "the same extra signals",
     .n_params = 1,
     .params = {P_BITWIDTH0},
     .n_ports = 4,
     .ports = {BIT("condition", HS_IN, HS_X_E), DC("data", HS_IN, HS_X_E),
               DC("trueOut", HS_OUT, HS_X_E), DC("falseOut", HS_OUT, HS_X_E)},
     .merge_down = HS_MERGE_DOWN_JOIN,
     .merge_up = true},
    {.name = "handshake.buffer",
     .dyn_params = DYN_PARAMS("slots", "num_slots"),
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_buffer,
     .summary = "holds tokens: one-slot registers, a FIFO, a shift register or a counter slot",
     .rule_id = "same_type",
     .rule_text = "ins and outs have the same type; one-slot types have num_slots = 1; "
                  "COUNTER_BUFFER has dv_latency >= 1 (other types ignore dv_latency)",
     .n_params = 4,
     .params = {P_BITWIDTH0,
                P_INT("num_slots", false, 1, 1, HS_MAX_SLOTS, "tokens the buffer holds"),
                {"buffer_type", HS_P_ENUM, false, 0, 0, 0, buffer_types,
                 "ONE_SLOT_BREAK_DV, ONE_SLOT_BREAK_R, ONE_SLOT_BREAK_DVR, FIFO_BREAK_DV, "
                 "FIFO_BREAK_NONE, SHIFT_REG_BREAK_DV (num_slots stages shifting together) or "
                 "COUNTER_BUFFER (one token held dv_latency cycles)"},
                P_INT("dv_latency", false, 0, 0, HS_MAX_SLOTS,
                      "COUNTER_BUFFER: the cycles each token is held (>= 1); other types "
                      "ignore it (Dynamatic passes it for every buffer)")},
     .n_ports = 2,
     .ports = {DC("ins", HS_IN, HS_X_E), DC("outs", HS_OUT, HS_X_E)},
     .check = check_buffer},
    {.name = "handshake.load",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_load,
     .summary = "memory read port: addrIn -> addrOut, dataFromMem -> dataOut",
     .rule_id = "memory_port",
     .rule_text = "addrOut and dataFromMem (memory side) carry no extra signals; addrIn and "
                  "dataOut carry the same extra signals",
     .n_params = 2,
     .params = {P_WIDTH("addr_bitwidth", 1, "address width"),
                P_WIDTH("data_bitwidth", 1, "data width")},
     .n_ports = 4,
     .ports = {CH("addrIn", HS_IN, "addr_bitwidth", HS_X_E),
               MEM_IN("dataFromMem", "data_bitwidth", HS_MEM_LD_DATA),
               MEM_CH("addrOut", "addr_bitwidth", HS_MEM_LD_ADDR),
               CH("dataOut", HS_OUT, "data_bitwidth", HS_X_E)}},
    {.name = "handshake.store",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_store,
     .summary = "memory write port: addrIn -> addrOut, dataIn -> dataToMem",
     .rule_id = "memory_port",
     .rule_text = "addrOut and dataToMem (memory side) carry no extra signals; addrIn and dataIn "
                  "carry the same extra signals; doneFromMem and doneOut (done = 1) none",
     .n_params = 3,
     .params = {P_WIDTH("addr_bitwidth", 1, "address width"),
                P_WIDTH("data_bitwidth", 1, "data width"),
                {"done", HS_P_BOOL, false, 0, 0, 1, NULL,
                 "1: the done controls of Dynamatic's later stores: doneFromMem (the "
                 "controller's stDone) passes on to doneOut"}},
     .n_ports = 6,
     .ports = {CH("addrIn", HS_IN, "addr_bitwidth", HS_X_E),
               CH("dataIn", HS_IN, "data_bitwidth", HS_X_E), CTRL_IF("doneFromMem", HS_IN, "done"),
               MEM_CH("addrOut", "addr_bitwidth", HS_MEM_ST_ADDR),
               MEM_CH("dataToMem", "data_bitwidth", HS_MEM_ST_DATA),
               CTRL_IF("doneOut", HS_OUT, "done")},
     /* the done controls exist only with done = 1 (Dynamatic's stores with stDone) */
     .port_present = hs_row_present_if},
    {.name = "handshake.add_signal",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_add_signal,
     .summary = "adds one extra signal whose value is the value token's data",
     .rule_id = "add_one_signal",
     .rule_text = "outs is ins plus exactly one signal that ins lacks; value has no extra signals "
                  "and that signal's width",
     .n_params = 2,
     .params = {P_BITWIDTH0, P_SIGNAL},
     .n_ports = 3,
     .ports = {DC("ins", HS_IN, HS_X_E),
               PORT("value", HS_IN, false, HS_SHAPE_CHANNEL, HS_W_SIGNAL, NULL, 0, HS_X_NONE),
               DC("outs", HS_OUT, HS_X_E_PLUS_SIG)},
     .signal_rule = hs_signal_added},
    {.name = "handshake.drop_signal",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_drop_signal,
     .summary = "drops one extra signal",
     .rule_id = "drop_one_signal",
     .rule_text = "outs is ins minus exactly one signal",
     .n_params = 2,
     .params = {P_BITWIDTH0, P_SIGNAL},
     .n_ports = 2,
     .ports = {DC("ins", HS_IN, HS_X_E), DC("outs", HS_OUT, HS_X_E_MINUS_SIG)},
     .signal_rule = hs_signal_dropped},
    {.name = "handshake.promote_signal",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_promote_signal,
     .summary = "replaces the data with one downstream extra signal, which is dropped",
     .rule_id = "promote_one_signal",
     .rule_text = "outs data is the signal's value and width; outs is ins minus that signal; the "
                  "signal is downstream",
     .n_params = 2,
     .params = {P_BITWIDTH0, P_SIGNAL},
     .n_ports = 2,
     .ports = {DC("ins", HS_IN, HS_X_E), PORT("outs", HS_OUT, false, HS_SHAPE_CHANNEL, HS_W_SIGNAL,
                                              NULL, 0, HS_X_E_MINUS_SIG)},
     .signal_rule = hs_signal_promoted},
    {.name = "handshake.compose",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_compose,
     .summary = "composes extra signals into the data bus (mode data) or into one signal per "
                "direction (mode signals)",
     .rule_id = "compose_layout",
     .rule_text = "outs is ins composed: data mode puts downstream signals above the data bits in "
                  "canonical order; signals mode concatenates each direction's signals, first "
                  "signal lowest",
     .n_params = 2,
     .params = {P_BITWIDTH0, {"mode", HS_P_ENUM, true, 0, 0, 0, compose_modes, "data or signals"}},
     .n_ports = 2,
     .ports = {DC("ins", HS_IN, HS_X_E), COMPOSED("outs", HS_OUT)},
     .derive_types = hs_types_composed},
    {.name = "handshake.decompose",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_decompose,
     .summary = "undoes compose: decompose(compose(t)) = t",
     .rule_id = "compose_layout",
     .rule_text = "ins is outs composed with the same mode and layout as compose",
     .n_params = 2,
     .params = {P_BITWIDTH0, {"mode", HS_P_ENUM, true, 0, 0, 0, compose_modes, "data or signals"}},
     .n_ports = 2,
     .ports = {COMPOSED("ins", HS_IN), DC("outs", HS_OUT, HS_X_E)},
     .e_port = 1,
     .derive_types = hs_types_decomposed},
    {.name = "handshake.unbundle",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_bundle,
     .summary = "splits a channel into ctrl, raw data and one raw port per extra signal "
                "(upstream signals are inputs)",
     .rule_id = "bundle_parts",
     .rule_text = "ctrl is a plain control (or, with handshake = wires, the raw 1-bit output "
                  "valid and input ready); data is raw with ins's data width; each extra signal "
                  "of ins is a raw port of its width, an output when downstream, an input when "
                  "upstream",
     .n_params = 2,
     .params = {P_BITWIDTH0, P_BUNDLE_FORM},
     .n_ports = 5,
     .ports = {DC("ins", HS_IN, HS_X_E), CTRL("ctrl", HS_OUT, HS_X_NONE),
               PORT("data", HS_OUT, false, HS_SHAPE_RAW, HS_W_PARAM, "bitwidth", 0, HS_X_NONE),
               RAW1("valid", HS_OUT), RAW1("ready", HS_IN)},
     .part_ports = HS_PARTS_SPLIT,
     .numbered_ports = true, /* Dynamatic's hw.mlir: ins_0 is ins, outs_0 ctrl, outs_1 data */
     .port_present = bundle_present},
    {.name = "handshake.bundle",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_bundle,
     .summary = "joins ctrl, raw data and one raw port per extra signal into a channel "
                "(upstream signals are outputs)",
     .rule_id = "bundle_parts",
     .rule_text = "ctrl is a plain control (or, with handshake = wires, the raw 1-bit input "
                  "valid and output ready); data is raw with outs's data width; each extra "
                  "signal of outs is a raw port of its width, an input when downstream, an output "
                  "when upstream",
     .n_params = 2,
     .params = {P_BITWIDTH0, P_BUNDLE_FORM},
     .n_ports = 5,
     .ports = {CTRL("ctrl", HS_IN, HS_X_NONE),
               PORT("data", HS_IN, false, HS_SHAPE_RAW, HS_W_PARAM, "bitwidth", 0, HS_X_NONE),
               DC("outs", HS_OUT, HS_X_E), RAW1("valid", HS_IN), RAW1("ready", HS_OUT)},
     .e_port = 2,
     .part_ports = HS_PARTS_GATHER,
     .port_present = bundle_present},
    {.name = NULL},
};
