#!/bin/sh
# Simulates a kernel of Dynamatic's own output with `hsgen simulate --c` in GHDL and
# Icarus: each must end with "C program: equal" (every array and the result as the C
# program computes them), and both must count the same cycles.
# Usage: simulate_c_kernel.sh HSGEN IR.mlir KERNEL.c WORKDIR (absolute paths)
set -u
HSGEN=$1 IR=$2 CSRC=$3 WORK=$4
rm -rf "$WORK" && mkdir -p "$WORK" || exit 1
fail=0
for sim in ghdl icarus; do
    "$HSGEN" --local simulate "$IR" --c "$CSRC" --sim $sim --dir "$WORK/$sim" >"$WORK/$sim.out" 2>&1
    rc=$?
    cat "$WORK/$sim.out"
    [ $rc -eq 0 ] && grep -qx "C program: equal" "$WORK/$sim.out" || { echo "FAIL: $sim"; fail=1; }
done
c1=$(sed -n 's/^cycles: \([0-9]*\).*/\1/p' "$WORK/ghdl.out")
c2=$(sed -n 's/^cycles: \([0-9]*\).*/\1/p' "$WORK/icarus.out")
[ -n "$c1" ] && [ "$c1" = "$c2" ] || { echo "FAIL: cycles differ: ghdl $c1, icarus $c2"; fail=1; }
exit $fail
