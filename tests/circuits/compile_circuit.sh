#!/bin/sh
# Generates one circuit netlist in VHDL and Verilog and proves both compile cleanly in
# the order the output folder gives (manifest.json, compile_order.txt, files.f agree):
# GHDL analysis in that order and elaboration (VHDL-2008), Verilator lint with -Wall
# and zero warnings (-F files.f), and Icarus Verilog (-c files.f). Usage: compile_circuit.sh HSGEN NETLIST OUTDIR
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
"$HSGEN" --local circuit "$NETLIST" --hdl vhdl -o "$OUT/vhdl" --quiet || exit 1
"$HSGEN" --local circuit "$NETLIST" --hdl verilog -o "$OUT/verilog" --quiet || exit 1
fail=0
# The compile order: manifest.json, compile_order.txt and files.f list the same files,
# each once, every HDL file of the folder, the top level last.
for hdl in vhdl verilog; do
    python3 - "$OUT/$hdl" "$top" <<'PY' || { echo "FAIL: compile order of $top ($hdl)"; fail=1; }
import json, os, sys
d, top = sys.argv[1], sys.argv[2]
m = [f["file"] for f in json.load(open(os.path.join(d, "manifest.json")))["files"]]
order = open(os.path.join(d, "compile_order.txt")).read().split("\n")[:-1]
ff = open(os.path.join(d, "files.f")).read().split("\n")[:-1]
hdl = sorted(f for f in os.listdir(d) if f.endswith((".vhd", ".v")))
assert m == order == ff, (m, order, ff)
assert len(set(m)) == len(m), "a file listed twice: %s" % m
assert sorted(m) == hdl, "listed %s, folder %s" % (m, hdl)
assert m[-1].rsplit(".", 1)[0] == top, "the top level is not last: %s" % m
PY
done
(
    cd "$OUT/vhdl" || exit 1
    # analysed in the manifest's order as written, each file once: packages first
    ghdl -a --std=08 $(cat compile_order.txt) && ghdl -e --std=08 "$top"
) || { echo "FAIL: GHDL on $top in manifest order"; fail=1; }
(
    cd "$OUT/verilog" || exit 1
    out=$(verilator --lint-only -Wall --top-module "$top" -F files.f 2>&1)
    if [ -n "$out" ]; then echo "$out"; exit 1; fi
    iverilog -g2005 -s "$top" -o "$OUT/iv.out" -c files.f
) || { echo "FAIL: Verilator/Icarus on $top (files.f)"; fail=1; }
n=$(ls "$OUT/vhdl" | wc -l)
if [ "$fail" -eq 0 ]; then echo "1 passed, 0 failed ($top: $n files)"; else echo "0 passed, 1 failed"; fi
exit $fail
