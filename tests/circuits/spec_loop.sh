#!/bin/sh
# The speculative loop (spec_loop.json) simulated end to end in both HDLs (hs_sim
# --circuit: both traces cycle-identical, every committed output token equal to the
# interpreter's non-speculative run, in order), once with inputs that make the
# last-value predictor wrong often (loops of a few trips) and once with a predictor
# always right (every run exits at once). A VCD of each VHDL run counts what the
# speculation units did (spec_counts.py): predictions issued before their condition
# was known; in the first run mispredictions killed, resent and discarded by both
# commits, in the second none. Then a broken commit (it lets killed tokens through) must
# be caught. Usage: spec_loop.sh HS_SIM CIRCUITS_DIR WORKDIR
set -u
SIM=$1 CIRC=$2 WORK=$3
NET=$CIRC/spec_loop.json
GATES="--gate x=result:1 --gate start=done:1"
fail=0
rm -rf "$WORK" && mkdir -p "$WORK" || exit 1

# run NAME EXPECT(0|1) hs_sim-options...: hs_sim's status must be EXPECT
run() {
    name=$1 want=$2
    shift 2
    "$SIM" --circuit "$NET" $GATES --dir "$WORK/$name" "$@" >"$WORK/$name.log" 2>&1
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
    (cd "$WORK/$1" && ghdl --elab-run --std=08 --workdir=work_vhdl tb_spec_loop \
        --ieee-asserts=disable --vcd=run.vcd >/dev/null 2>&1) || { echo "FAIL: $1: no VCD"; fail=1; return; }
    python3 "$CIRC/spec_counts.py" "$WORK/$1/run.vcd" spec cm_d cm_c "$2" || fail=1
    rm -f "$WORK/$1/run.vcd"
}

# predictor often wrong: start values near the bound, loops of 1 to ~20 trips
run wrong 0 --around 100 && counts wrong --expect-kills
# predictor always right: every run exits after one trip, as predicted (0)
run right 0 --values x=99,100,150,0x7fffffff,200,99,1000,4096,0xfffffffe,123 &&
    counts right --expect-no-kills

# a broken commit: its output valid follows its input, so a killed token gets out
run broken_ref 0 --around 100 >/dev/null
D=$WORK/broken_ref
sed -i -E 's/^  outs_valid <= t[0-9]+_and;/  outs_valid <= ins_valid;/' "$D"/vhdl/spec_commit_*.vhd
sed -i -E 's/^  assign outs_valid = t[0-9]+_and;/  assign outs_valid = ins_valid;/' "$D"/verilog/spec_commit_*.v
if ! grep -q "outs_valid <= ins_valid;" "$D"/vhdl/spec_commit_*.vhd ||
    ! grep -q "assign outs_valid = ins_valid;" "$D"/verilog/spec_commit_*.v; then
    echo "FAIL: the commit's output valid was not found to break"; fail=1
else
    run broken_ref 1 --around 100 --keep-units && echo "broken commit caught: $(grep -m1 -E 'VHDL: ' "$WORK/broken_ref.log")"
fi
[ $fail -eq 0 ] && echo "spec_loop: all runs as expected"
exit $fail
