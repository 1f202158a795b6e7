#!/bin/sh
# The formal harness checks itself: each mutation below is applied to a generated
# unit and must make its property fail (the unmutated units pass in formal.quick
# and make formal).
#   selftest.sh FV_GEN OUTDIR
# A mutation whose text is not found in the unit fails too (the generator changed:
# update the line here).
set -u
gen=$1
out=$2
here=$(dirname "$(readlink -f "$0")")
rm -rf "$out" && mkdir -p "$out"
fails=0

# mutate NAME CASE PROPERTY FROM TO: the unit's line FROM becomes TO.
mutate() {
    name=$1 case=$2 prop=$3 from=$4 to=$5
    dir=$out/$name
    "$gen" "$dir" --quick --case "$case" >/dev/null || { echo "selftest: $name: fv_gen failed"; fails=1; return; }
    unit=$dir/$case/unit.v
    if ! grep -qF "$from" "$unit"; then
        echo "selftest: $name: '$from' is not in $case"
        fails=1
        return
    fi
    FROM=$from TO=$to awk '{ i = index($0, ENVIRON["FROM"]);
        if (i) $0 = substr($0, 1, i - 1) ENVIRON["TO"] substr($0, i + length(ENVIRON["FROM"]));
        print }' "$unit" >"$unit.tmp" && mv "$unit.tmp" "$unit"
    awk -v p="$prop" '$3 == p' "$dir/jobs.txt" >"$dir/jobs.one" && mv "$dir/jobs.one" "$dir/jobs.txt"
    FORMAL_TIMEOUT=${FORMAL_TIMEOUT:-300} sh "$here/run_formal.sh" --case "$dir" "$case"
    status=$(cut -f4 "$dir/$case/$prop.res")
    if [ "$status" = FAIL ]; then
        echo "selftest: $name: caught by $prop ($(cut -f5 "$dir/$case/$prop.res") steps)"
    else
        echo "selftest: $name: NOT caught by $prop (status $status)"
        fails=1
    fi
}

# a pipeline stage that drops its token when the next one stalls
mutate dropped_valid_hold addi_l2_w8_spec_tag persist \
    "else if (stage1_ready) stage1_valid <= stage0_valid;" "else stage1_valid <= stage0_valid;"
# the result's spec from the current input, not from the token in the pipeline
mutate spec_of_other_token addi_l2_w8_spec_tag extras \
    "assign result_spec = stage1_data[8];" "assign result_spec = lhs_spec;"
# spec of a joined token: AND instead of OR
mutate spec_wrong_policy addi_l2_w8_spec_tag extras \
    "assign t1_spec = lhs_spec | rhs_spec;" "assign t1_spec = lhs_spec & rhs_spec;"
# a FIFO that never reports full overwrites (loses) a token
mutate fifo_lost_token buffer_fdv2_w8_spec conserve \
    "else if (t11_fifo_change) fifo_full <= t13_and;" "else if (t11_fifo_change) fifo_full <= 1'b0;"
# a FIFO that drains only while its input is idle: under a steady offer it never does
mutate fifo_stuck buffer_fdv2_w8_spec live \
    "assign outs_valid = t2_not;" "assign outs_valid = t2_not & ~ins_valid;"
# a fork output that repeats its token (forgets it was done)
mutate fork_duplicate fork_s2_w8_spec conserve \
    "else fork_done <= t10_and;" "else fork_done <= 2'b00;"
# non_spec marks its tokens spec (the row's fixed signal value, not a merge)
mutate non_spec_marks_spec non_spec_w1_tag extras \
    "assign dataOut_spec = 1'b0;" "assign dataOut_spec = 1'b1;"
# a commit that lets a killed token out (the row's kill expression)
mutate commit_kill_leaks spec_commit_w1_spec_tag conserve \
    "assign t4_and = ctrl_valid & t3_not;" "assign t4_and = ctrl_valid;"
# a save-commit whose DO_SPEC issues the arriving token while kept ones are unsent:
# caught under the speculator's commands (the environment is not vacuous)
mutate save_commit_wrong_source spec_save_commit_d2_w1_spec persist \
    "assign t40_or = t38_and | t39_and;" "assign t40_or = t22_and | t39_and;"
# a fork that passes one output's upstream credit back instead of their AND
mutate fork_credit_one_output fork_s2_w1_up up \
    "assign t11_credit = outs_0_credit & outs_1_credit;" "assign t11_credit = outs_0_credit;"
# the environment rules the harness assumes are not vacuous: each is reached
# a memory controller withdrawing memEnd when a load arrives (memEnd offered is
# reachable under "no ctrl and no store while memEnd is offered")
mutate mc_end_withdrawn mem_controller_c1l2s1_w1_none persist \
    "assign memEnd_valid = mc_no_more & t46_and & mc_running;" \
    "assign memEnd_valid = mc_no_more & t46_and & mc_running & ~ldAddr_valid[0];"
# a sharing wrapper dropping a queued result when the other group offers operands
# (results come back under "the shared unit always ready, answering what it was sent")
mutate sw_result_withdrawn sharing_wrapper_g2_w1_none persist \
    "assign op0out0_valid = res0_in_valid | fifo_out_valid;" \
    "assign op0out0_valid = res0_in_valid | (fifo_out_valid & ~op1in0_valid);"
# bundle's wires form acknowledging a token its output has not passed on (the
# protocol assumed on the raw valid/ready lets valid fall once ready was high)
mutate bundle_wires_early_ready bundle_w_w1_none persist \
    "assign ready = outs_ready;" "assign ready = 1'b1;"
exit $fails
