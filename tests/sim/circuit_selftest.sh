#!/bin/sh
# The circuit mode checks itself: each injected bug, written by hand into generated
# files (hs_sim --circuit --keep-units), must be reported with the words given, and
# an ungated loop region must be reported as stalling (the netlist deadlocks with two
# looping runs in flight; see tests/circuits/CMakeLists.txt).
# Usage: circuit_selftest.sh HS_SIM CIRCUITS_DIR WORKDIR
set -u
SIM=$1 CIRC=$2 WORK=$3
pass=0 fail=0
rm -rf "$WORK" && mkdir -p "$WORK" || exit 1

# expect NAME STATUS WORDS -- hs_sim arguments: the run must exit with STATUS and its
# output must contain WORDS.
expect() {
    name=$1 status=$2 words=$3
    shift 4
    out=$("$SIM" --circuit "$@" 2>&1)
    rc=$?
    if [ "$rc" -eq "$status" ] && printf '%s\n' "$out" | grep -q -- "$words"; then
        echo "ok   $name"
        pass=$((pass + 1))
    else
        echo "FAIL $name: exit $rc (expected $status), looked for: $words"
        printf '%s\n' "$out" | tail -15
        fail=$((fail + 1))
    fi
}

# replace DIR FILE_GLOB SED_EXPR: edits the one file the glob names, which must change.
replace() {
    f=$(ls $1/$2 2>/dev/null | head -1)
    if [ -z "$f" ] || ! grep -q -- "$4" "$f"; then
        echo "FAIL cannot inject into $1/$2 (pattern $4 not found)"
        fail=$((fail + 1))
        return 1
    fi
    sed -i "$3" "$f"
}

# The interpreter against the loop's semantics, independently of any simulator:
# x = a; do x = x + 1 while x < 100 (unsigned, 32 bits); result = x, one done per run.
VALS="0 1 50 98 99 100 101 2147483647 2147483648 4294967294 4294967295"
want=$(for a in $VALS; do
    x=$(( (a + 1) % 4294967296 ))
    [ $x -lt 100 ] && x=100
    printf 'data=0x%x ' $x
done)
got=$("$SIM" --circuit "$CIRC/extra_signal_region.json" --dir "$WORK/interp" --gate start=done:1 \
    --values "a=$(echo $VALS | tr ' ' ,)" --interpret-only | sed -n 's/^result [0-9]*: //p' | tr '\n' ' ')
if [ "$got" = "$want" ]; then
    echo "ok   interpreter: result = the loop's exit value for every boundary case"
    pass=$((pass + 1))
else
    echo "FAIL interpreter: result sequence"
    echo "  want: $want"
    echo "  got:  $got"
    fail=$((fail + 1))
fi

R2="$CIRC/extra_signal_region2.json --around 100 --gate start=done:1"
D=$WORK/region2
expect "region2 as generated" 0 "PASS circuit" -- $R2 --dir "$D"

# The mux's tag policy (first over index, data) swapped in Verilog only.
replace "$D/verilog" "mux_*.v" 's/assign token_x_tag = index_tag;/assign token_x_tag = chosen_x_tag;/' \
    "assign token_x_tag = index_tag;" &&
    expect "mux tag from the data input (Verilog only)" 1 "VHDL and Verilog differ" -- $R2 --dir "$D" --keep-units &&
    expect "mux tag bug: tokens the interpreter does not predict" 1 "Verilog: result token #.*not one the interpreter predicts" \
        -- $R2 --dir "$D" --keep-units

# The loop's increment constant 1 -> 2 in both HDLs: the HDLs agree, the model does not.
D=$WORK/region2_const
expect "region2 again" 0 "PASS circuit" -- $R2 --dir "$D"
f=$(grep -l "value=1$" "$D"/vhdl/constant_*.vhd | head -1)
v=$(basename "${f%.vhd}")
sed -i 's/outs <= x"00000001";/outs <= x"00000002";/' "$f"
sed -i "s/assign outs = 32'h00000001;/assign outs = 32'h00000002;/" "$D/verilog/$v.v"
expect "increment 2 instead of 1 (both HDLs)" 1 "VHDL: result token #.*not one the interpreter predicts" \
    -- $R2 --dir "$D" --keep-units

# speculating_branch: the outputs' tag from data instead of spec_tag_data (both HDLs).
D=$WORK/spec_branch
expect "spec_branch as generated" 0 "PASS circuit" -- "$CIRC/spec_branch.json" --dir "$D"
replace "$D/vhdl" "speculating_branch_*.vhd" 's/token_x_tag <= condition_tag;/token_x_tag <= data_tag;/' \
    "token_x_tag <= condition_tag;" &&
    replace "$D/verilog" "speculating_branch_*.v" 's/assign token_x_tag = condition_tag;/assign token_x_tag = data_tag;/' \
        "assign token_x_tag = condition_tag;" &&
    expect "speculating_branch tag from data (both HDLs)" 1 "VHDL: [tf] token #0 .*not one the interpreter predicts" \
        -- "$CIRC/spec_branch.json" --dir "$D" --keep-units

# A probe is a tap (fork with an always-ready output): the circuit's own ports must
# behave exactly as without it, cycle for cycle, in both HDLs.
D=$WORK/tap
expect "region2 with probes" 0 "PASS circuit" -- $R2 --probe mux.outs --probe cmerge.index --dir "$D.on"
expect "region2 without" 0 "PASS circuit" -- $R2 --dir "$D.off"
for h in vhdl v; do
    plain=$D.off/traces/extra_signal_region2.$h.txt tapped=$D.on/traces/extra_signal_region2.$h.txt
    n=$(head -1 "$plain" | wc -w)
    if cut -d' ' -f1-"$n" "$tapped" | cmp -s - "$plain"; then
        echo "ok   probes leave the circuit's ports unchanged ($h)"
        pass=$((pass + 1))
    else
        echo "FAIL probes change the circuit's ports ($h)"
        fail=$((fail + 1))
    fi
done

# Two runs in flight: the loop's one-slot back edges and a control_merge that prefers
# new starts deadlock; the harness must say the circuit stalled (not pass).
expect "two looping runs in flight stall" 1 "start consumed .* tokens, the interpreter .* (the circuit stalled)" \
    -- "$CIRC/extra_signal_region.json" --around 100 --gate start=done:2 --dir "$WORK/stall"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
