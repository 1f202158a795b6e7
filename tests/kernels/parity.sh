#!/bin/sh
# Cycle parity with Dynamatic's own units: a corpus case's hw.mlir simulated by
# `hsgen simulate --c` in GHDL with hsgen's units, then the same design, the same
# testbench and the same C program's inputs with every unit replaced by the entity
# Dynamatic's generators wrote for it (dynamatic_units/CASE/, make_dynamatic_units.py;
# units that need Dynamatic's vendor float cores stay hsgen's). Both runs must print
# the same tokens and memories, and hsgen's cycle count must be at most Dynamatic's.
# Prints "parity CASE: hsgen N cycles, Dynamatic's units M cycles".
#   parity.sh HSGEN WORKDIR CASE...
set -u
hsgen=$1 work=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work" || exit 1
fail=0
for case in "$@"; do
    d=$here/$case dyn=$here/dynamatic_units/$case
    kernel=$(sed -n 's/^kernel: //p' "$d/case.txt")
    why=$(sed -n 's/^skip-hw: //p; s/^status: skip: //p' "$d/case.txt")
    [ -f "$d/hw.mlir" ] || why="no hw.mlir"
    [ -d "$dyn" ] || why="no units of Dynamatic's (make_dynamatic_units.py)"
    if [ -n "$why" ]; then
        echo "parity $case: skipped: $why"
        continue
    fi
    h=$work/$case.hsgen
    (cd "$d" && "$hsgen" --local simulate "$d/hw.mlir" --top "$kernel" --c "$d/$kernel.c" \
        --sim ghdl --max-cycles 2000000 --dir "$h") >"$work/$case.out" 2>&1 ||
        { echo "FAIL: $case: hsgen's run"; tail -5 "$work/$case.out"; fail=1; continue; }
    # the same folder with Dynamatic's entities: a module hsgen generated twice
    # (NAME_2...) is instantiated as NAME, Dynamatic's one entity for the extern
    y=$work/$case.dynamatic
    mkdir -p "$y"
    cp "$h"/*.vhd "$y"/ && rm -f "$y"/work-obj08.cf
    top=$y/$kernel.vhd
    for f in "$h"/*.vhd; do
        m=$(basename "$f" .vhd)
        base=$m
        [ -f "$dyn/$m.vhd" ] || base=$(echo "$m" | sed 's/_[0-9][0-9]*$//')
        [ -f "$dyn/$base.vhd" ] || continue
        rm -f "$y/$m.vhd"
        cp "$dyn/$base.vhd" "$y/$base.vhd"
        [ "$base" = "$m" ] || sed -i "s/work\\.$m\$/work.$base/; s/work\\.$m\\([^a-zA-Z0-9_]\\)/work.$base\\1/" "$top"
    done
    units=$(cd "$y" && ls ./*.vhd | grep -v -e "^./types.vhd$" -e "^./$kernel.vhd$" -e "^./tb.vhd$")
    # shellcheck disable=SC2086
    (cd "$y" && ghdl -a --std=08 types.vhd $units "$kernel.vhd" tb.vhd &&
        ghdl -e --std=08 hsgen_tb && ghdl -r --std=08 hsgen_tb) >"$y/sim.log" 2>&1 ||
        { echo "FAIL: $case: the run with Dynamatic's units"; grep -v metavalue "$y/sim.log" | tail -5; fail=1; continue; }
    ch=$(sed -n 's/^CYCLES //p' "$h/sim.log") cy=$(sed -n 's/^CYCLES //p' "$y/sim.log")
    grep -E '^(TOKEN|MEM|MISMATCH)' "$h/sim.log" >"$work/$case.hsgen.tokens"
    grep -E '^(TOKEN|MEM|MISMATCH)' "$y/sim.log" >"$work/$case.dynamatic.tokens"
    if [ -z "$ch" ] || [ -z "$cy" ]; then
        echo "FAIL: $case: a run did not finish (hsgen '$ch', Dynamatic's units '$cy')"
        fail=1
    elif ! cmp -s "$work/$case.hsgen.tokens" "$work/$case.dynamatic.tokens"; then
        echo "FAIL: $case: the two runs' results differ"
        diff "$work/$case.hsgen.tokens" "$work/$case.dynamatic.tokens" | head -5
        fail=1
    elif [ "$ch" -gt "$cy" ]; then
        echo "FAIL: $case: hsgen $ch cycles, Dynamatic's units $cy"
        fail=1
    fi
    echo "parity $case: hsgen $ch cycles, Dynamatic's units $cy cycles"
done
exit $fail
