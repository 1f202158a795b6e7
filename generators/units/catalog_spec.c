/* Catalog family: speculation units (speculator, save-commit, commit, non_spec; speculation
 * v2's passer, resolver and repeating init), with
 * Dynamatic's names, ports and parameters (tools/unit-generators/vhdl/generators/
 * handshake/speculation/). One row per unit; see catalog_rows.h for the shorthands.
 * docs/speculation.md describes what each unit does and its extra-signal semantics.
 *
 * `spec: i1` is the unit's own signal: the speculator, save-commit and commit require
 * it on their data input (the parameters form adds it when extra_signals lack it),
 * non_spec adds it. Any other extra signals ride along with the data. */
#include "catalog_families.h"
#include "catalog_rows.h"
#include "extra_rules.h"

/* The generators of this family's rows (generators/ops/op_*.c). */
HS_GENERATOR(hs_build_non_spec);
HS_GENERATOR(hs_build_passer);
HS_GENERATOR(hs_build_spec_branch);
HS_GENERATOR(hs_build_spec_commit);
HS_GENERATOR(hs_build_spec_save_commit);
HS_GENERATOR(hs_build_spec_v2_repeating_init);
HS_GENERATOR(hs_build_spec_v2_resolver);
HS_GENERATOR(hs_build_speculator);

/* The history a speculator or save-commit keeps: one slot per in-flight prediction. */
#define SPEC_MAX_DEPTH 1024
#define P_FIFO_DEPTH                                                                               \
    P_INT("fifo_depth", false, 16, 1, SPEC_MAX_DEPTH,                                              \
          "in-flight predictions the history holds (1..1024, default 16)")

/* The two-bit command channels (spec_types.vhd: DO_SPEC 0, RESEND 1, NO_CMP 2) and
 * the one-bit commit channel (0 pass, 1 kill) carry no extra signals. */
#define CMD(n, dir, bits) PORT(n, dir, false, HS_SHAPE_CHANNEL, HS_W_FIXED, NULL, bits, HS_X_NONE)

/* speculating_branch first: it ends the core units in listings (hs_catalog_at), as it
 * did when its row was the core family's last; it lives here so that its generator,
 * which resolves core units as its parts, reaches the core table without its own. */
const hs_unit_info hs_catalog_spec[] = {
    {.name = "handshake.speculating_branch",
     .speculation = true,
     .dyn_params = DYN_PARAMS("data_bitwidth", "bitwidth"),
     .build = hs_build_spec_branch,
     .summary = "routes data by the spec bit of spec_tag_data (promote_signal + drop_signal + "
                "cond_br)",
     .rule_id = "speculating_branch",
     .rule_text = "data and spec_tag_data carry the same extra signals, spec: i1 among them; "
                  "trueOut and falseOut have data's type without spec",
     .n_params = 2,
     .params = {P_BITWIDTH0, P_WIDTH("spec_tag_bitwidth", 0, "width of spec_tag_data")},
     .n_ports = 4,
     .ports = {DC("data", HS_IN, HS_X_E),
               PORT("spec_tag_data", HS_IN, false, HS_SHAPE_DATA_OR_CTRL, HS_W_PARAM,
                    "spec_tag_bitwidth", 0, HS_X_E),
               DC("trueOut", HS_OUT, HS_X_E_MINUS_SIG), DC("falseOut", HS_OUT, HS_X_E_MINUS_SIG)},
     .merge_down = HS_MERGE_DOWN_JOIN,
     .merge_up = true,
     .signal_rule = hs_signal_spec_carried,
     .signal_own_merge = true},
    {.name = "handshake.speculator",
     .speculation = true,
     .build = hs_build_speculator,
     .summary = "predicts ins (last-value predictor) for each trigger, issues the prediction as "
                "spec on outs, and on each real ins tells save-commits (ctrl_issue, "
                "ctrl_history) and commits (ctrl_commit) to keep or discard; unlike Dynamatic's, "
                "it takes a non-spec trigger only to predict or to pass ins on, and leaves "
                "KILL only after the resend (docs/speculation.md)",
     .rule_id = "speculator",
     .rule_text = "ins, trigger (control) and outs carry the same extra signals, spec: i1 among "
                  "them; ctrl_issue and ctrl_history are i2, ctrl_commit i1, with no extra signals",
     .n_params = 2,
     .params = {P_FIFO_DEPTH, P_BITWIDTH0},
     .n_ports = 6,
     .ports = {DC("ins", HS_IN, HS_X_E), CTRL("trigger", HS_IN, HS_X_E), DC("outs", HS_OUT, HS_X_E),
               CMD("ctrl_issue", HS_OUT, 2), CMD("ctrl_history", HS_OUT, 2),
               CMD("ctrl_commit", HS_OUT, 1)},
     .signal_rule = hs_signal_spec_carried},
    {.name = "handshake.spec_save_commit",
     .speculation = true,
     .build = hs_build_spec_save_commit,
     .summary = "saves every ins token; issues saved tokens as the speculator's ctrl_issue "
                "commands say (DO_SPEC: spec, NO_CMP and RESEND: not spec) and discards them "
                "as ctrl_history says",
     .rule_id = "spec_save_commit",
     .rule_text = "ins and outs have the same type, spec: i1 among its extra signals; "
                  "ctrl_issue and ctrl_history are i2 with no extra signals",
     .n_params = 2,
     .params = {P_FIFO_DEPTH, P_BITWIDTH0},
     .n_ports = 4,
     .ports = {DC("ins", HS_IN, HS_X_E), CMD("ctrl_issue", HS_IN, 2), CMD("ctrl_history", HS_IN, 2),
               DC("outs", HS_OUT, HS_X_E)},
     .signal_rule = hs_signal_spec_carried},
    {.name = "handshake.spec_commit",
     .speculation = true,
     .build = hs_build_spec_commit,
     .summary = "passes non-spec tokens; joins each spec token with one ctrl token: 0 passes "
                "it, 1 discards it; outs drops spec",
     .rule_id = "spec_commit",
     .rule_text = "ins carries spec: i1; outs is ins without spec; ctrl is i1 with no extra "
                  "signals",
     .n_params = 1,
     .params = {P_BITWIDTH0},
     .n_ports = 3,
     .ports = {DC("ins", HS_IN, HS_X_E), BIT("ctrl", HS_IN, HS_X_NONE),
               DC("outs", HS_OUT, HS_X_E_MINUS_SIG)},
     .signal_rule = hs_signal_spec_carried},
    {.name = "handshake.non_spec",
     .speculation = true,
     .valid_rule = HS_VALID_FROM_VALIDS,
     .build = hs_build_non_spec,
     .summary = "forwards dataIn to dataOut and adds spec = 0 (enters a speculative region)",
     .rule_id = "non_spec",
     .rule_text = "dataIn lacks spec; dataOut is dataIn plus spec: i1 (in the parameters form, "
                  "extra_signals may name dataOut's, spec: i1 among them, as Dynamatic's do)",
     .n_params = 1,
     .params = {P_BITWIDTH0},
     .n_ports = 2,
     .ports = {DC("dataIn", HS_IN, HS_X_E), DC("dataOut", HS_OUT, HS_X_E_PLUS_SIG)},
     .signal_rule = hs_signal_spec_added},
    /* speculation v2 (Dynamatic's experimental/tools/unit-generators/vhdl/generators/
     * handshake/passer.py and spec_v2/): control-only one-bit conditions, no spec signal;
     * extra signals, which Dynamatic's generators do not take, ride along (merged by policy
     * where two inputs join) */
    {.name = "handshake.passer",
     .summary = "joins data with a one-bit ctrl: 1 passes the token to result, 0 consumes it "
                "(a conditional branch with only its true side)",
     .rule_id = "passer",
     .rule_text = "data and result have the same type; ctrl is i1; all three carry the same "
                  "extra signals",
     .n_params = 1,
     .params = {P_BITWIDTH0},
     .n_ports = 3,
     .ports = {DC("data", HS_IN, HS_X_E), BIT("ctrl", HS_IN, HS_X_E), DC("result", HS_OUT, HS_X_E)},
     .merge_down = HS_MERGE_DOWN_JOIN,
     .build = hs_build_passer},
    {.name = "handshake.spec_v2_resolver",
     .registered_data = true,
     .summary = "joins the actual and the generated loop condition and answers with its state "
                "bit (1: confirm; it turns 0 when a generated 1 meets an actual 0, and back to 1 "
                "at the next generated 0)",
     .rule_id = "spec_v2_resolver",
     .rule_text = "actualCondition, generatedCondition and confirmSpec are i1 with the same extra "
                  "signals",
     .n_params = 0,
     .n_ports = 3,
     .ports = {BIT("actualCondition", HS_IN, HS_X_E), BIT("generatedCondition", HS_IN, HS_X_E),
               BIT("confirmSpec", HS_OUT, HS_X_E)},
     .merge_down = HS_MERGE_DOWN_JOIN,
     .build = hs_build_spec_v2_resolver},
    {.name = "handshake.spec_v2_repeating_init",
     .valid_rule = HS_VALID_FROM_VALIDS,
     .summary = "offers init_token after reset and again after every 0 it passed; otherwise "
                "forwards ins",
     .rule_id = "same_type",
     .rule_text = "ins and outs are i1 with the same extra signals",
     .n_params = 1,
     .params = {P_INT("init_token", false, 1, 0, 1,
                      "the generated token (Dynamatic's INIT_TOKEN; its versions before "
                      "2025-07-27 always generate 1)")},
     .n_ports = 2,
     .ports = {BIT("ins", HS_IN, HS_X_E), BIT("outs", HS_OUT, HS_X_E)},
     .build = hs_build_spec_v2_repeating_init},
    {.name = NULL},
};
