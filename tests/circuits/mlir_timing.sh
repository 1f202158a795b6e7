#!/bin/sh
# Buffers written with Dynamatic's TIMING and no buffer kind (its output from August
# 2024 to April 2025) behave as the kinds Dynamatic built for that timing: for each
# timing and slot count, timing/sum_timing.mlir.in with the buffer under test written
# (a) as TIMING only and (b) as the explicit kinds simulates in Icarus to the same sums
# and the same cycle count, and the netlist read from (a) holds the kinds of (b).
# Also: an explicit BUFFER_TYPE wins over a TIMING that says otherwise.
# Usage: mlir_timing.sh HSGEN TIMING_DIR WORKDIR
set -u
HSGEN=$1 DIR=$2 WORK=$3
rm -rf "$WORK" && mkdir -p "$WORK" || exit 1
fail=0
attrs='handshake.bb = 2 : ui32, handshake.name = "buffer1"'

# write NAME LINE...: the kernel with the buffer lines in place of @BUFFER@
write() {
    w=$1
    shift
    printf '%s\n' "$@" >"$WORK/$w.buf"
    awk -v f="$WORK/$w.buf" '/^@BUFFER@$/ { while ((getline l < f) > 0) print l; next } { print }' \
        "$DIR/sum_timing.mlir.in" >"$WORK/$w.mlir"
}

# kinds FILE: "unit=buffer_type/num_slots" of every buffer1* unit of the netlist read
kinds() {
    "$HSGEN" --local circuit "$1" --netlist 2>&1 | python3 -c '
import json, sys
nl = json.load(sys.stdin)
for u in nl["units"]:
    if u["name"].startswith("buffer1"):
        p = u.get("params", {})
        print("%s=%s/%s" % (u["name"], p.get("buffer_type"), p.get("num_slots", 1)))
' | sort | tr '\n' ' '
}

# simulate NAME: the sums and cycle count in Icarus
simulate() {
    "$HSGEN" --local simulate "$WORK/$1.mlir" --arg n=0,1,5,20 --sim icarus \
        --dir "$WORK/$1.d" >"$WORK/$1.out" 2>&1 || { echo "FAIL: $1: exit status $?"; cat "$WORK/$1.out"; return 1; }
    grep -qxF 'sum = 0, 0, 10, 190' "$WORK/$1.out" || { echo "FAIL: $1: sums"; cat "$WORK/$1.out"; return 1; }
    sed -n 's/^cycles: \([0-9]*\).*/\1/p' "$WORK/$1.out"
}

# case NAME TIMING SLOTS EXPECTED_KINDS EXPLICIT_LINE...
case_() {
    name=$1 timing=$2 slots=$3 want=$4
    shift 4
    write "$name.timing" "  %backS = buffer %held {$attrs, hw.parameters = {NUM_SLOTS = $slots : ui32, TIMING = #handshake<timing {$timing}>}} : <i32>"
    write "$name.explicit" "$@"
    got=$(kinds "$WORK/$name.timing.mlir")
    [ "$got" = "$want" ] || { echo "FAIL: $name: {$timing} x $slots read as '$got', expected '$want'"; fail=1; return; }
    a=$(simulate "$name.timing") || { fail=1; return; }
    b=$(simulate "$name.explicit") || { fail=1; return; }
    [ -n "$a" ] && [ "$a" = "$b" ] || { echo "FAIL: $name: $a cycles with TIMING only, $b with the kinds"; fail=1; return; }
    echo "$name: {$timing} NUM_SLOTS = $slots -> $want: $a cycles, as written explicitly"
}

one() { echo "  %backS = buffer %held, bufferType = $1, numSlots = $2 {$attrs} : <i32>"; }
case_ dv 'D: 1, V: 1, R: 0' 1 'buffer1=ONE_SLOT_BREAK_DV/1 ' "$(one ONE_SLOT_BREAK_DV 1)"
case_ r 'R: 1' 1 'buffer1=ONE_SLOT_BREAK_R/1 ' "$(one ONE_SLOT_BREAK_R 1)"
case_ dvr 'D: 1, V: 1, R: 1' 1 'buffer1=ONE_SLOT_BREAK_DVR/1 ' "$(one ONE_SLOT_BREAK_DVR 1)"
case_ none 'D: 0, V: 0, R: 0' 1 'buffer1=FIFO_BREAK_NONE/1 ' "$(one FIFO_BREAK_NONE 1)"
case_ r5 'R: 1' 5 'buffer1=FIFO_BREAK_NONE/5 ' "$(one FIFO_BREAK_NONE 5)"
case_ dv5 'D: 1, V: 1, R: 0' 5 'buffer1=FIFO_BREAK_DV/5 buffer1_tehb=ONE_SLOT_BREAK_R/1 ' \
    '  %r = buffer %held, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.name = "buffer1_tehb"} : <i32>' \
    '  %backS = buffer %r, bufferType = FIFO_BREAK_DV, numSlots = 5 {handshake.name = "buffer1"} : <i32>'

# an explicit BUFFER_TYPE wins over the timing
write typed "  %backS = buffer %held {$attrs, hw.parameters = {BUFFER_TYPE = \"ONE_SLOT_BREAK_R\", NUM_SLOTS = 1 : ui32, TIMING = #handshake<timing {D: 1, V: 1, R: 0}>}} : <i32>"
got=$(kinds "$WORK/typed.mlir")
[ "$got" = 'buffer1=ONE_SLOT_BREAK_R/1 ' ] || { echo "FAIL: BUFFER_TYPE with TIMING read as '$got'"; fail=1; }

# a malformed timing is refused by name
write bad "  %backS = buffer %held {$attrs, hw.parameters = {NUM_SLOTS = 1 : ui32, TIMING = #handshake<timing {D: 1, Q: 1}>}} : <i32>"
"$HSGEN" --local circuit "$WORK/bad.mlir" --netlist >"$WORK/bad.out" 2>&1 && { echo "FAIL: a timing with Q accepted"; fail=1; }
grep -q "'Q' is not a timing latency" "$WORK/bad.out" || { echo "FAIL: the bad timing's message"; cat "$WORK/bad.out"; fail=1; }
[ $fail -eq 0 ] && echo "TIMING-only buffers: passed"
exit $fail
