#!/bin/sh
# Seed 002's figure (spec_tag_loop.json) simulated end to end in both HDLs (hs_sim
# --circuit: both traces cycle-identical, every committed token on mem_data and
# mem_addr equal to the interpreter's non-speculative run, in order). The loop adds 1
# to x once per condition token on spec_in until one is 0; the speculator predicts the
# condition from the last one (0 after reset). Its trigger is a circuit input offered
# at once (--eager) and the condition comes slowly (--slow: every 5th cycle), so
# predictions go out before their condition. Runs:
#   wrong   random conditions, seed 4: the predictor is often wrong (kills, resends,
#           discards), and a misprediction shows up while a non-spec trigger waits and
#           the resend is held back by a full buffer;
#   right   every condition 0 (each x exits at once, as predicted): nothing killed;
#   dyn_trigger / dyn_resend   wrong with the speculator changed back to Dynamatic's
#           behaviour (that trigger taken and dropped in the misprediction's cycle:
#           a stall; KILL left on it before the resend went out: a run committed one
#           trip short): must fail;
#   broken_commit   wrong with a commit whose output valid follows its input: must fail.
# A VCD of the first two counts what the speculation units did (spec_counts.py).
# Usage: spec_tag_loop.sh HS_SIM CIRCUITS_DIR WORKDIR
set -u
SIM=$1 CIRC=$2 WORK=$3
NET=$CIRC/spec_tag_loop.json
OPTS="--gate x=mem_data:1 --eager trigger --slow spec_in=5"
fail=0
rm -rf "$WORK" && mkdir -p "$WORK" || exit 1

# run NAME EXPECT(0|1) hs_sim-options...: hs_sim's status must be EXPECT
run() {
    name=$1 want=$2
    shift 2
    "$SIM" --circuit "$NET" $OPTS --dir "$WORK/$name" "$@" >"$WORK/$name.log" 2>&1
    rc=$?
    if [ "$want" -eq 0 ] && [ $rc -ne 0 ]; then
        echo "FAIL: $name"; tail -20 "$WORK/$name.log"; fail=1; return 1
    fi
    if [ "$want" -ne 0 ] && [ $rc -eq 0 ]; then
        echo "FAIL: $name passed, but must be caught"; fail=1; return 1
    fi
    grep -E "^(PASS|FAIL) circuit" "$WORK/$name.log"
    return 0
}

# counts NAME FLAG: the VHDL run again with a VCD, and the units' counts
counts() {
    (cd "$WORK/$1" && ghdl --elab-run --std=08 --workdir=work_vhdl tb_spec_tag_loop \
        --ieee-asserts=disable --vcd=run.vcd >/dev/null 2>&1) || { echo "FAIL: $1: no VCD"; fail=1; return; }
    python3 "$CIRC/spec_counts.py" "$WORK/$1/run.vcd" speculator0 commit0 "$2" || fail=1
    rm -f "$WORK/$1/run.vcd"
}

# mutate NAME UNIT VHDL_SED VERILOG_SED: a copy of the "wrong" run's files with UNIT's two
# HDL files edited; hs_sim on them (--keep-units) must fail
mutate() {
    name=$1 unit=$2 vexpr=$3 vlexpr=$4
    rm -rf "$WORK/$name" && cp -r "$WORK/wrong" "$WORK/$name"
    fv=$(ls "$WORK/$name"/vhdl/${unit}_*.vhd) fl=$(ls "$WORK/$name"/verilog/${unit}_*.v)
    cp "$fv" "$WORK/$name.vhd.orig" && cp "$fl" "$WORK/$name.v.orig"
    sed -i -E "$vexpr" "$fv" && sed -i -E "$vlexpr" "$fl"
    if cmp -s "$fv" "$WORK/$name.vhd.orig" || cmp -s "$fl" "$WORK/$name.v.orig"; then
        echo "FAIL: $name: the mutation did not apply (test out of date)"; fail=1; return
    fi
    run "$name" 1 --seed 4 --keep-units &&
        echo "$name caught: $(grep -m1 -E 'VHDL: ' "$WORK/$name.log" | sed 's/^ *//')"
}

# random conditions: the last-value predictor is often wrong
run wrong 0 --seed 4 && counts wrong --expect-kills
# every x exits at once, as the predictor (0 after reset) says
zeros=0
for i in $(seq 2 24); do zeros="$zeros,0"; done
run right 0 --values spec_in=$zeros && counts right --expect-no-kills

mutate dyn_trigger speculator \
    's/^  misspec_trigger <= t[0-9]+_and;/  misspec_trigger <= misspec;/' \
    's/^  assign misspec_trigger = t[0-9]+_and;/  assign misspec_trigger = misspec;/'
mutate dyn_resend speculator \
    "s/^  resent <= t[0-9]+_or;/  resent <= '1';/" \
    "s/^  assign resent = t[0-9]+_or;/  assign resent = 1'b1;/"
mutate broken_commit spec_commit \
    's/^  outs_valid <= t[0-9]+_and;/  outs_valid <= ins_valid;/' \
    's/^  assign outs_valid = t[0-9]+_and;/  assign outs_valid = ins_valid;/'
[ $fail -eq 0 ] && echo "spec_tag_loop: all runs as expected"
exit $fail
