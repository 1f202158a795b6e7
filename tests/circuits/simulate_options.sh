#!/bin/sh
# `hsgen simulate`'s other choices on one kernel (sum_loop.mlir, negative arguments
# included): --sim verilator prints the results of sum_loop.sim, agrees with the
# interpreter and counts the cycles Icarus counts; --vcd writes a waveform in each
# simulator. Usage: simulate_options.sh HSGEN MLIR_DIR WORKDIR
set -u
HSGEN=$1 DIR=$2 WORK=$3
rm -rf "$WORK" && mkdir -p "$WORK" || exit 1
args=$(sed -n 's/^args: //p' "$DIR/sum_loop.sim")
fail=0
for sim in verilator icarus ghdl; do
    # shellcheck disable=SC2086
    "$HSGEN" --local simulate "$DIR/sum_loop.mlir" $args --sim $sim --vcd "$WORK/$sim.vcd" \
        --dir "$WORK/$sim" >"$WORK/$sim.out" 2>&1 || { echo "FAIL: $sim: exit status $?"; cat "$WORK/$sim.out"; fail=1; continue; }
    grep -v '^#' "$DIR/sum_loop.sim" | grep -v '^args: ' | while IFS= read -r line; do
        grep -qxF "$line" "$WORK/$sim.out" || { echo "FAIL: $sim: expected '$line'"; exit 1; }
    done || fail=1
    grep -q '^interpreter: agrees' "$WORK/$sim.out" || { echo "FAIL: $sim: interpreter"; fail=1; }
    grep -q '\$var .* clk ' "$WORK/$sim.vcd" 2>/dev/null || { echo "FAIL: $sim: no waveform in $WORK/$sim.vcd"; fail=1; }
done
v=$(sed -n 's/^cycles: \([0-9]*\).*/\1/p' "$WORK/verilator.out")
i=$(sed -n 's/^cycles: \([0-9]*\).*/\1/p' "$WORK/icarus.out")
[ -n "$v" ] && [ "$v" = "$i" ] || { echo "FAIL: cycles: verilator $v, icarus $i"; fail=1; }
[ $fail -eq 0 ] && echo "simulate --sim verilator|icarus|ghdl --vcd: passed ($v cycles)"
exit $fail
