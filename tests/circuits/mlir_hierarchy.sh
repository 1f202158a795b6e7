#!/bin/sh
# hw.mlir hierarchies (mlir/gcd_hier.mlir: @gcd_wrapper instantiating @gcd, its buffers
# written as TIMING only): without --top the wrapper is read and -v says so; it generates
# as two entities, gcd_wrapper instantiating gcd; --top still picks the kernel; both simulate in Icarus to the gcds in as many cycles as the same file
# with explicit BUFFER_TYPEs (timing/gcd_hier_explicit.mlir); a module instantiating
# itself, and an instance of a port its module lacks, are refused by name.
# Usage: mlir_hierarchy.sh HSGEN CIRCUITS_DIR WORKDIR
set -u
HSGEN=$1 DIR=$2 WORK=$3
rm -rf "$WORK" && mkdir -p "$WORK" || exit 1
fail=0
args='--arg a=12,7,35,1 --arg b=18,7,14,9'

# sim FILE NAME [--top T]: the gcds and the cycle count
sim() {
    f=$1 n=$2
    shift 2
    # shellcheck disable=SC2086
    "$HSGEN" --local -v simulate "$f" $args --sim icarus --dir "$WORK/$n" "$@" >"$WORK/$n.out" 2>&1 ||
        { echo "FAIL: $n: exit status $?"; cat "$WORK/$n.out"; return 1; }
    grep -qxF 'out0 = 6, 7, 7, 1' "$WORK/$n.out" || { echo "FAIL: $n: gcds"; cat "$WORK/$n.out"; return 1; }
    sed -n 's/^cycles: \([0-9]*\).*/\1/p' "$WORK/$n.out"
}
w=$(sim "$DIR/mlir/gcd_hier.mlir" wrapper) || fail=1
grep -qF 'top @gcd_wrapper, the only module no other instantiates' "$WORK/wrapper.out" ||
    { echo "FAIL: -v does not name the default top"; fail=1; }
k=$(sim "$DIR/mlir/gcd_hier.mlir" kernel --top gcd) || fail=1
grep -q 'top @' "$WORK/kernel.out" && { echo "FAIL: --top gcd reported as a default"; fail=1; }
e=$(sim "$DIR/timing/gcd_hier_explicit.mlir" explicit) || fail=1
[ -n "$w" ] && [ "$w" = "$k" ] && [ "$w" = "$e" ] ||
    { echo "FAIL: cycles: wrapper $w, kernel $k, explicit kinds $e"; fail=1; }
"$HSGEN" --local circuit "$DIR/mlir/gcd_hier.mlir" --netlist | grep -q '"name": "gcd_wrapper"' ||
    { echo "FAIL: the netlist is not the wrapper's"; fail=1; }

# generated as two entities: gcd_wrapper instantiating gcd, in both HDLs (both analyse in
# GHDL and lint in Verilator: circuit.compile.mlir.gcd_hier)
for hdl in vhdl verilog; do
    "$HSGEN" --local circuit "$DIR/mlir/gcd_hier.mlir" --hdl $hdl -o "$WORK/$hdl" ||
        { echo "FAIL: generation in $hdl"; fail=1; }
done
grep -q '^entity gcd is' "$WORK/vhdl/gcd.vhd" && grep -q '^entity gcd_wrapper is' "$WORK/vhdl/gcd_wrapper.vhd" &&
    grep -q 'gcd_wrapped : entity work.gcd' "$WORK/vhdl/gcd_wrapper.vhd" &&
    grep -q '^module gcd (' "$WORK/verilog/gcd.v" && grep -q '^  gcd gcd_wrapped (' "$WORK/verilog/gcd_wrapper.v" ||
    { echo "FAIL: not two entities, gcd_wrapper instantiating gcd"; fail=1; }
python3 -c 'import json,sys; m=[f["module"] for f in json.load(open(sys.argv[1]))["files"]]; sys.exit(m[-2:] != ["gcd", "gcd_wrapper"])' \
    "$WORK/vhdl/manifest.json" || { echo "FAIL: manifest order (gcd, then gcd_wrapper, last)"; fail=1; }

# refused by name
sed 's/@gcd(a: %a/@gcd_wrapper(a: %a/' "$DIR/mlir/gcd_hier.mlir" >"$WORK/self.mlir"
"$HSGEN" --local circuit "$WORK/self.mlir" --top gcd_wrapper --netlist >"$WORK/self.out" 2>&1 &&
    { echo "FAIL: a module instantiating itself accepted"; fail=1; }
grep -q 'modules nested more than 32 deep (does @gcd_wrapper instantiate itself?)' "$WORK/self.out" ||
    { echo "FAIL: self-instantiation message"; cat "$WORK/self.out"; fail=1; }
sed 's/-> (out0: !handshake.channel<i32>, end: !handshake.control<>)$/-> (out1: !handshake.channel<i32>, end: !handshake.control<>)/' \
    "$DIR/mlir/gcd_hier.mlir" >"$WORK/port.mlir"
"$HSGEN" --local circuit "$WORK/port.mlir" --netlist >"$WORK/port.out" 2>&1 &&
    { echo "FAIL: an instance of a missing out port accepted"; fail=1; }
grep -q 'hw.instance gcd_wrapped: @gcd has no out port out1' "$WORK/port.out" ||
    { echo "FAIL: missing port message"; cat "$WORK/port.out"; fail=1; }
[ $fail -eq 0 ] && echo "hw.module hierarchy: wrapper read by default, $w cycles as --top gcd and with explicit kinds"
exit $fail
