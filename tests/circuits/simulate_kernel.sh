#!/bin/sh
# Simulates one MLIR (or JSON netlist) kernel end to end through `hsgen simulate` in GHDL (VHDL) and
# Icarus (Verilog): KERNEL.sim beside it gives the arguments ("args: ...") and the
# expected output lines, computed outside hsgen (its first line says how). Each
# simulator must print every expected line, finish (no TIMEOUT), agree with the
# interpreter, and both must count the same cycles.
# Usage: simulate_kernel.sh HSGEN KERNEL.mlir WORKDIR (absolute paths)
set -u
HSGEN=$1 KERNEL=$2 WORK=$3
case "$KERNEL" in
*.json) SIM=${KERNEL%.json}.sim ;;
*) SIM=${KERNEL%.mlir}.sim ;;
esac
rm -rf "$WORK" && mkdir -p "$WORK" || exit 1
args=$(sed -n 's/^args: //p' "$SIM")
cd "$(dirname "$KERNEL")" || exit 1 # --mem files are named relative to the kernel
fail=0
for sim in ghdl icarus; do
    # shellcheck disable=SC2086
    "$HSGEN" --local simulate "$KERNEL" $args --sim $sim --dir "$WORK/$sim" >"$WORK/$sim.out" 2>&1
    rc=$?
    cat "$WORK/$sim.out"
    [ $rc -eq 0 ] || { echo "FAIL: $sim: exit status $rc"; fail=1; }
    grep -v '^#' "$SIM" | grep -v '^args: ' | while IFS= read -r line; do
        grep -qxF "$line" "$WORK/$sim.out" || { echo "FAIL: $sim: expected '$line'"; exit 1; }
    done || fail=1
    # the interpreter must agree, unless KERNEL.sim says why it does not run
    grep -q '^interpreter: ' "$SIM" || grep -q '^interpreter: agrees' "$WORK/$sim.out" ||
        { echo "FAIL: $sim: interpreter"; fail=1; }
done
c1=$(sed -n 's/^cycles: \([0-9]*\).*/\1/p' "$WORK/ghdl.out")
c2=$(sed -n 's/^cycles: \([0-9]*\).*/\1/p' "$WORK/icarus.out")
[ -n "$c1" ] && [ "$c1" = "$c2" ] || { echo "FAIL: cycle counts differ: ghdl $c1, icarus $c2"; fail=1; }
exit $fail
