#!/bin/sh
# Interchange: for every MLIR file, `hsgen circuit FILE.mlir --netlist` prints a
# netlist that generates exactly the files the MLIR generates (manifest aside,
# which lists the renamed names), circuit.generate answers params.mlir like the
# command, and `--netlist --spec-tags` runs spec-tag insertion on MLIR input.
# Usage: mlir_interchange.sh HSGEN MLIR_DIR WORKDIR
set -u
HSGEN=$1 DIR=$2 WORK=$3
rm -rf "$WORK" && mkdir -p "$WORK" || exit 1
fail=0 n=0
for f in "$DIR"/*.mlir; do
    name=$(basename "$f" .mlir)
    n=$((n + 1))
    "$HSGEN" --local circuit "$f" --netlist >"$WORK/$name.json" || { echo "FAIL: $name: --netlist"; fail=1; continue; }
    # a hierarchy of hw.modules generates each module as an entity, its flat netlist one
    # top level: the units' files are the same; the modules' top levels, and the file lists
    # naming them, are not compared
    skip=$(sed -n 's/^ *hw\.module @\([A-Za-z0-9_]*\)(.*/-x \1.vhd -x \1.v/p' "$f" | tr '\n' ' ')
    [ "$(echo "$skip" | wc -w)" -gt 4 ] && skip="$skip -x compile_order.txt -x files.f" || skip=
    for hdl in vhdl verilog; do
        # shellcheck disable=SC2086
        "$HSGEN" --local circuit "$f" --hdl $hdl -o "$WORK/$name.mlir.$hdl" &&
            "$HSGEN" --local circuit "$WORK/$name.json" --hdl $hdl -o "$WORK/$name.json.$hdl" &&
            diff -r -x manifest.json $skip "$WORK/$name.mlir.$hdl" "$WORK/$name.json.$hdl" >/dev/null ||
            { echo "FAIL: $name ($hdl): the netlist does not generate the same files"; fail=1; }
    done
    # the method with params.mlir, as a daemon would be asked
    python3 -c 'import json,sys; print(json.dumps({"mlir": open(sys.argv[1]).read(), "file": sys.argv[1], "hdl": "verilog"}))' "$f" >"$WORK/$name.params"
    "$HSGEN" --local rpc circuit.generate "$(cat "$WORK/$name.params")" >"$WORK/$name.rpc" &&
        python3 - "$WORK/$name.rpc" "$WORK/$name.mlir.verilog" <<'PY' || { echo "FAIL: $name: circuit.generate with params.mlir"; fail=1; }
import json, os, sys
res = json.load(open(sys.argv[1]))
res = res.get("result", res)
for f in res["files"]:
    if open(os.path.join(sys.argv[2], f["name"])).read() != f["content"]:
        sys.exit("differs: " + f["name"])
PY
done
# spec-tag insertion reads MLIR too (a circuit without a speculator is refused alike)
"$HSGEN" --local spec-tags "$DIR/sum_loop.mlir" >/dev/null 2>"$WORK/st.err"
grep -q "speculator" "$WORK/st.err" || { echo "FAIL: spec-tags on MLIR: $(cat "$WORK/st.err")"; fail=1; }
# and succeeds on a speculative design whose region is tagged already (insertion then
# changes nothing): the same netlist with and without --spec-tags, and from spec-tags
"$HSGEN" --local circuit "$DIR/spec_loop.mlir" --netlist >"$WORK/sl.json" &&
    "$HSGEN" --local circuit "$DIR/spec_loop.mlir" --netlist --spec-tags >"$WORK/sl.tags.json" &&
    "$HSGEN" --local spec-tags "$DIR/spec_loop.mlir" >"$WORK/sl.st.json" &&
    cmp -s "$WORK/sl.json" "$WORK/sl.tags.json" &&
    python3 -c 'import json,sys; a,b=(json.load(open(f)) for f in sys.argv[1:]); sys.exit(a["channels"]!=b["channels"] or a["units"]!=b["units"])' "$WORK/sl.json" "$WORK/sl.st.json" ||
    { echo "FAIL: spec-tags on spec_loop.mlir"; fail=1; }
echo "$n files"
exit $fail
