# Shell functions shared by the speculative circuits' end-to-end tests (spec_loop.sh,
# spec_tag_loop.sh), sourced after the caller has set:
#   SIM (hs_sim), NET (the netlist), OPTS (hs_sim options of every run), WORK (a work
#   folder), TB (the VHDL testbench's name), COUNTED (the speculator's and the two
#   commits' instance names, for spec_counts.py) and fail=0.

# run NAME EXPECT(0|1) hs_sim-options...: hs_sim's status must be EXPECT; a passing run
# prints its PASS/FAIL lines, a surprise sets fail=1
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

# counts NAME FLAG: the VHDL run of NAME again with a VCD, and what the speculation
# units did in it (spec_counts.py FLAG: --expect-kills or --expect-no-kills)
counts() {
    (cd "$WORK/$1" && ghdl --elab-run --std=08 --workdir=work_vhdl "$TB" \
        --ieee-asserts=disable --vcd=run.vcd >/dev/null 2>&1) || { echo "FAIL: $1: no VCD"; fail=1; return; }
    python3 "$CIRC/spec_counts.py" "$WORK/$1/run.vcd" $COUNTED "$2" || fail=1
    rm -f "$WORK/$1/run.vcd"
}

# mutate NAME UNIT VHDL_SED VERILOG_SED hs_sim-options...: a copy of the "wrong" run's
# files with every HDL file of UNIT edited; hs_sim on them (--keep-units, with the
# options) must fail; an edit that no longer applies is a failure of the test itself
mutate() {
    name=$1 unit=$2 vexpr=$3 vlexpr=$4
    shift 4
    rm -rf "$WORK/$name" && cp -r "$WORK/wrong" "$WORK/$name"
    for f in "$WORK/$name"/vhdl/${unit}_*.vhd "$WORK/$name"/verilog/${unit}_*.v; do
        expr=$vexpr
        case $f in *.v) expr=$vlexpr ;; esac
        cp "$f" "$f.orig" && sed -i -E "$expr" "$f"
        if cmp -s "$f" "$f.orig"; then
            echo "FAIL: $name: the mutation did not apply to $f (test out of date)"; fail=1; return
        fi
        rm -f "$f.orig"
    done
    run "$name" 1 "$@" --keep-units &&
        echo "$name caught: $(grep -m1 -E 'VHDL: ' "$WORK/$name.log" | sed 's/^ *//')"
}
