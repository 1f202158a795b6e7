#!/bin/sh
# A circuit that deadlocks by capacity (mlir/nested_fork.mlir: a forked source
# couples two loops) makes `hsgen simulate` exit non-zero with DEADLOCK and the
# stalled channels, in each simulator, and never call the interpreter's answer a
# match; the same kernel with one source per use (nested_source.mlir, checked by
# its own kernel test) computes the sums. Both testbenches stop on the same cycle,
# the first past --max-cycles. Usage: deadlock.sh HSGEN MLIR_DIR WORKDIR
set -u
HSGEN=$1 DIR=$2 WORK=$3
rm -rf "$WORK" && mkdir -p "$WORK" || exit 1
fail=0
for sim in ghdl icarus; do
    "$HSGEN" --local simulate "$DIR/nested_fork.mlir" --arg n=3,5 --arg m=4,7 --sim $sim \
        --max-cycles 2000 --dir "$WORK/$sim" >"$WORK/$sim.out" 2>&1
    rc=$?
    cat "$WORK/$sim.out"
    [ $rc -ne 0 ] || { echo "FAIL: $sim: a deadlocked run exited 0"; fail=1; }
    grep -q '^DEADLOCK: nothing in the circuit moved after cycle [0-9]*; stalled channels' \
        "$WORK/$sim.out" || { echo "FAIL: $sim: no DEADLOCK line"; fail=1; }
    # the fork's output to the outer latch's constant holds its token for good
    grep '^DEADLOCK' "$WORK/$sim.out" | grep -qi 'srcfork_outs_1' ||
        { echo "FAIL: $sim: the fork's held output is not named"; fail=1; }
    grep -q '^interpreter: agrees' "$WORK/$sim.out" && { echo "FAIL: $sim: 'agrees' on a deadlock"; fail=1; }
    grep -q '^interpreter: not compared: the simulation did not finish' "$WORK/$sim.out" ||
        { echo "FAIL: $sim: the skipped comparison is not said"; fail=1; }
done
# both testbenches stop on the same cycle, the first past --max-cycles (the run's own log)
g=$(grep '^TIMEOUT' "$WORK/ghdl/sim.log") i=$(grep '^TIMEOUT' "$WORK/icarus/sim.log")
echo "ghdl: ${g:-no TIMEOUT line}; icarus: ${i:-no TIMEOUT line}"
[ "$g" = "TIMEOUT 2001" ] && [ "$i" = "$g" ] || { echo "FAIL: the simulators do not stop on cycle 2001"; fail=1; }
[ $fail -eq 0 ] && echo "deadlock: named in ghdl and icarus, both stop on cycle 2001, exit status non-zero"
exit $fail
