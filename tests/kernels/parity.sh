#!/bin/sh
# Cycle parity with Dynamatic's own units: a corpus case's IR file simulated by
# `hsgen simulate --c` in GHDL with hsgen's units, then the same design, the same
# testbench and the same C program's inputs with every unit replaced by the entity
# Dynamatic's generators wrote for it (dynamatic_units/CASE/IR.tar.xz, make_dynamatic_units.py;
# units that need Dynamatic's vendor float cores stay hsgen's, listed in kept.txt).
# Both runs must print the same tokens and memories, and hsgen's cycle count must be at
# most Dynamatic's.
#   IR hw: hw.mlir with --top KERNEL; hw_wrapper: hw.mlir's default top (Dynamatic's
#   wrapper with its mem_to_bram); every module named as an extern is Dynamatic's.
#   IR handshake_export: handshake_export.mlir; units.txt names Dynamatic's entity for
#   each instance (the IR's handshake.name), which the top level instantiates instead.
# Prints "parity CASE IR: hsgen N cycles, Dynamatic's units M cycles[; hsgen's: UNITS]".
#   parity.sh [--from DIR] HSGEN WORKDIR CASE[:IR]...   (no IR: every IR the case runs)
# --from DIR: hsgen's GHDL runs are already in DIR/CASE.IR/sim.ghdl (run_kernels.sh's
# folders); they are used instead of running hsgen's design again.
set -u
from=
[ "$1" = --from ] && { from=$2; shift 2; }
hsgen=$1 work=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$work" || exit 1
fail=0
one() { # case ir: one parity run; returns non-zero on a failure
    case=$1 ir=$2
    d=$here/$case arch=$here/dynamatic_units/$case/${ir%_wrapper}.tar.xz
    kernel=$(sed -n 's/^kernel: //p' "$d/case.txt")
    f=$d/${ir%_wrapper}.mlir
    why=$(sed -n "s/^skip-${ir%_wrapper}: //p; s/^status: skip: //p" "$d/case.txt")
    [ -f "$f" ] || why="no ${ir%_wrapper}.mlir"
    [ -f "$arch" ] || why="no units of Dynamatic's (make_dynamatic_units.py)"
    if [ -n "$why" ]; then
        echo "parity $case $ir: skipped: $why"
        return 0
    fi
    top=
    [ "$ir" = hw ] && top="--top $kernel"
    h=$work/$case.$ir.hsgen
    dyn=$work/$case.$ir.units
    rm -rf "$h" "$work/$case.$ir.dynamatic" "$dyn"
    mkdir -p "$dyn" && tar -xJf "$arch" -C "$dyn" || { echo "FAIL: $case $ir: $arch"; return 1; }
    if [ -n "$from" ] && [ -f "$from/$case.$ir/sim.ghdl/sim.log" ]; then
        cp -r "$from/$case.$ir/sim.ghdl" "$h"
    else
        # shellcheck disable=SC2086
        (cd "$d" && "$hsgen" --local simulate "$f" $top --c "$d/$kernel.c" \
            --sim ghdl --max-cycles 2000000 --dir "$h") >"$work/$case.$ir.out" 2>&1 ||
            { echo "FAIL: $case $ir: hsgen's run"; tail -5 "$work/$case.$ir.out"; return 1; }
    fi
    y=$work/$case.$ir.dynamatic
    mkdir -p "$y"
    cp "$h"/*.vhd "$y"/
    topf=$(sed -n 's/.*entity work\.\([A-Za-z0-9_]*\) port map.*/\1/p' "$h/tb.vhd" | head -1).vhd
    if [ "$ir" = handshake_export ]; then
        # each instance of the top level instantiates the entity units.txt names
        sed 's/^\([^ ]*\) \([^ ]*\)$/s|^\\( *\1 : entity work\\.\\)[A-Za-z0-9_]*$|\\1\2|/' \
            "$dyn/units.txt" >"$y/swap.sed"
        sed -i -f "$y/swap.sed" "$y/$topf"
        cp "$dyn"/*.vhd "$y"/
    else
        # a module named as an extern is Dynamatic's entity; one hsgen generated twice
        # (NAME_2...) is instantiated as NAME, Dynamatic's one entity for the extern
        for hf in "$h"/*.vhd; do
            m=$(basename "$hf" .vhd)
            base=$m
            [ -f "$dyn/$m.vhd" ] || base=$(echo "$m" | sed 's/_[0-9][0-9]*$//')
            [ -f "$dyn/$base.vhd" ] || continue
            rm -f "$y/$m.vhd"
            cp "$dyn/$base.vhd" "$y/$base.vhd"
            [ "$base" = "$m" ] || for t in "$y"/*.vhd; do
                sed -i "s/work\\.$m\$/work.$base/; s/work\\.$m\\([^a-zA-Z0-9_]\\)/work.$base\\1/" "$t"
            done
        done
        # entities Dynamatic's units instantiate themselves (its LSQ's core)
        for c in "$dyn"/*_core.vhd; do
            [ -f "$c" ] && cp "$c" "$y"/
        done
    fi
    # units first (Dynamatic's LSQ core before its wrapper), then the top levels
    units=$(cd "$y" && ls ./*.vhd | grep -v -e "^./types.vhd$" -e "^./$topf$" -e "^./tb.vhd$" \
        -e "^./${kernel}.vhd$" | sort -t_ -k1,1 | awk '/_core.vhd$/ {print; next} {rest = rest " " $0} END {print rest}')
    inner=
    [ "$topf" != "$kernel.vhd" ] && [ -f "$y/$kernel.vhd" ] && inner="$kernel.vhd"
    if [ -f "$dyn/elastic_components.vhd" ]; then
        # January 2024's units (make_legacy_units.py): files of many entities that use
        # each other, so GHDL finds the order itself
        (cd "$y" && ghdl -i --std=08 ./*.vhd && ghdl -m --std=08 -frelaxed hsgen_tb &&
            ghdl -r --std=08 hsgen_tb) >"$y/sim.log" 2>&1
    else
        # shellcheck disable=SC2086
        (cd "$y" && ghdl -a --std=08 types.vhd $units $inner "$topf" tb.vhd &&
            ghdl -e --std=08 hsgen_tb && ghdl -r --std=08 hsgen_tb) >"$y/sim.log" 2>&1
    fi ||
        { echo "FAIL: $case $ir: the run with Dynamatic's units"; grep -v metavalue "$y/sim.log" | tail -5; return 1; }
    ch=$(sed -n 's/^CYCLES //p' "$h/sim.log") cy=$(sed -n 's/^CYCLES //p' "$y/sim.log")
    grep -E '^(TOKEN|MEM|MISMATCH)' "$h/sim.log" >"$work/$case.$ir.hsgen.tokens"
    grep -E '^(TOKEN|MEM|MISMATCH)' "$y/sim.log" >"$work/$case.$ir.dynamatic.tokens"
    # the units that stayed hsgen's: OPERATION, or OPERATION (no generator)
    kept=$(awk '{op = $2; sub(/^handshake\./, "", op); if ($3 == "no") op = op " (no generator)"; print op}' \
        "$dyn/kept.txt" 2>/dev/null | sort -u | awk '{printf "%s%s", sep, $0; sep = ", "}')
    rc=0
    if [ -z "$ch" ] || [ -z "$cy" ]; then
        echo "FAIL: $case $ir: a run did not finish (hsgen '$ch', Dynamatic's units '$cy')"
        rc=1
    elif [ ! -s "$work/$case.$ir.hsgen.tokens" ]; then
        echo "FAIL: $case $ir: hsgen's run printed no results"
        rc=1
    elif ! cmp -s "$work/$case.$ir.hsgen.tokens" "$work/$case.$ir.dynamatic.tokens"; then
        echo "FAIL: $case $ir: the two runs' results differ"
        diff "$work/$case.$ir.hsgen.tokens" "$work/$case.$ir.dynamatic.tokens" | head -5
        rc=1
    elif [ "$ch" -gt "$cy" ]; then
        echo "FAIL: $case $ir: hsgen $ch cycles, Dynamatic's units $cy"
        rc=1
    fi
    echo "parity $case $ir: hsgen $ch cycles, Dynamatic's units $cy cycles${kept:+; hsgen's: $kept}"
    return $rc
}
for arg in "$@"; do
    case=${arg%%:*} irs=${arg#*:}
    [ "$irs" = "$arg" ] && irs="handshake_export hw hw_wrapper"
    for ir in $irs; do
        [ -f "$here/$case/${ir%_wrapper}.mlir" ] || continue
        one "$case" "$ir" || fail=1
    done
done
exit $fail
