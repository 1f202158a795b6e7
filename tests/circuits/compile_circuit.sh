#!/bin/sh
# Generates one circuit netlist in VHDL and Verilog and proves both compile cleanly:
# GHDL analysis and elaboration (VHDL-2008), Verilator lint with -Wall and zero
# warnings, and Icarus Verilog. Usage: compile_circuit.sh HSGEN NETLIST OUTDIR
set -u
HSGEN=$1 NETLIST=$2 OUT=$3
rm -rf "$OUT" && mkdir -p "$OUT" || exit 1
case "$NETLIST" in
*.mlir) top=$("$HSGEN" --local circuit "$NETLIST" --netlist | python3 -c 'import json,sys; print(json.load(sys.stdin)["name"])') ;;
*) top=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["name"])' "$NETLIST") ;;
esac
[ -n "$top" ] || exit 1
# A netlist's merge policies travel in its own "signals" block; an MLIR file
# (NAME.mlir) is read by the same command.
"$HSGEN" --local circuit "$NETLIST" --hdl vhdl -o "$OUT/vhdl" || exit 1
"$HSGEN" --local circuit "$NETLIST" --hdl verilog -o "$OUT/verilog" || exit 1
fail=0
(
    cd "$OUT/vhdl" || exit 1
    # the manifest lists files in dependency order: support package, units, top level
    files=$(python3 -c 'import json; m=json.load(open("manifest.json")); fs=[f["file"] for f in m["files"]]; print(" ".join(sorted(fs, key=lambda f: (f != "types.vhd", fs.index(f)))))')
    ghdl -a --std=08 $files && ghdl -e --std=08 "$top"
) || { echo "FAIL: GHDL on $top"; fail=1; }
(
    cd "$OUT/verilog" || exit 1
    out=$(verilator --lint-only -Wall --top-module "$top" *.v 2>&1)
    if [ -n "$out" ]; then echo "$out"; exit 1; fi
    iverilog -g2005 -s "$top" -o "$OUT/iv.out" *.v
) || { echo "FAIL: Verilator/Icarus on $top"; fail=1; }
n=$(ls "$OUT/vhdl" | wc -l)
if [ "$fail" -eq 0 ]; then echo "1 passed, 0 failed ($top: $n files)"; else echo "0 passed, 1 failed"; fi
exit $fail
