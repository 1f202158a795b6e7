#!/bin/sh
# Simulates one kernel with memory dependences through an LSQ (tests/circuits/lsq), from
# its handshake.func (KERNEL.mlir) and its hw.mlir (KERNEL_hw.mlir), with `hsgen simulate`
# in GHDL (VHDL) and Icarus (Verilog): KERNEL.sim gives the arguments ("args: ...") and
# the lines the run must print (the arrays after the run, as the C program computes
# them). Both simulators must finish and count the same cycles.
# A "c: KERNEL.c" line also runs the C program through `--c` (GHDL): "C program: equal",
# in as many cycles as the run with KERNEL.sim's arguments (the same inputs: the same
# circuit and testbench must count the same).
# Usage: simulate_lsq_kernel.sh HSGEN DIR KERNEL WORKDIR (absolute paths)
set -u
HSGEN=$1 DIR=$2 K=$3 WORK=$4
SIM=$DIR/$K.sim
rm -rf "$WORK" && mkdir -p "$WORK" || exit 1
args=$(sed -n 's/^args: //p' "$SIM")
csrc=$(sed -n 's/^c: //p' "$SIM")
cd "$DIR" || exit 1 # --mem files are named relative to the kernel
fail=0
for ir in "$K.mlir" "${K}_hw.mlir"; do
    for sim in ghdl icarus; do
        out=$WORK/$ir.$sim.out
        # shellcheck disable=SC2086
        "$HSGEN" --local simulate "$ir" $args --sim $sim --dir "$WORK/$ir.$sim" >"$out" 2>&1
        rc=$?
        cat "$out"
        [ $rc -eq 0 ] || { echo "FAIL: $ir $sim: exit status $rc"; fail=1; }
        # each expected NAME[0..N] line: the memory's first words (an hw.mlir's memory
        # is as large as its address width allows: more words, zero past the array)
        python3 - "$SIM" "$out" <<'PY' || { echo "FAIL: $ir $sim"; fail=1; }
import re, sys
got = {}
for line in open(sys.argv[2]):
    m = re.match(r"(\w+)\[0\.\.\d+\] = (.*)", line.strip())
    if m:
        got[m.group(1)] = [v.strip() for v in m.group(2).split(",")]
bad = 0
for line in open(sys.argv[1]):
    m = re.match(r"(\w+)\[0\.\.\d+\] = (.*)", line.strip())
    if m:
        want = [v.strip() for v in m.group(2).split(",")]
        if got.get(m.group(1), [])[:len(want)] != want:
            print("expected %s = %s, got %s" % (m.group(1), want, got.get(m.group(1))))
            bad = 1
sys.exit(bad)
PY
    done
    c1=$(sed -n 's/^cycles: \([0-9]*\).*/\1/p' "$WORK/$ir.ghdl.out")
    c2=$(sed -n 's/^cycles: \([0-9]*\).*/\1/p' "$WORK/$ir.icarus.out")
    [ -n "$c1" ] && [ "$c1" = "$c2" ] || { echo "FAIL: $ir: cycles differ: ghdl $c1, icarus $c2"; fail=1; }
done
if [ -n "$csrc" ]; then
    "$HSGEN" --local simulate "$K.mlir" --c "$csrc" --sim ghdl --dir "$WORK/c" >"$WORK/c.out" 2>&1
    rc=$?
    cat "$WORK/c.out"
    [ $rc -eq 0 ] && grep -qx "C program: equal" "$WORK/c.out" || { echo "FAIL: --c $csrc"; fail=1; }
    cc=$(sed -n 's/^cycles: \([0-9]*\).*/\1/p' "$WORK/c.out")
    cm=$(sed -n 's/^cycles: \([0-9]*\).*/\1/p' "$WORK/$K.mlir.ghdl.out")
    [ -n "$cc" ] && [ "$cc" = "$cm" ] || { echo "FAIL: --c counts $cc cycles, --mem $cm"; fail=1; }
    echo "cycles: --c $cc, --mem $cm"
fi
exit $fail
