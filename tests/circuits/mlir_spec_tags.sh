#!/bin/sh
# Spec-tag insertion on MLIR taken before Dynamatic tags its speculative region
# (spec_tag_loop_untagged.mlir: a predicted loop, non_spec before the speculator):
# unread without insertion (the save-commit's rule wants spec), `hsgen spec-tags` tags
# it; every channel the MLIR design shares with the JSON netlist
# of the same loop (untagged/spec_tag_loop.json) gets spec exactly when the JSON path gives it
# spec; the tagged design generates and compiles in both HDLs, and
# `circuit FILE.mlir --spec-tags` writes the same files as the tagged netlist.
# Usage: mlir_spec_tags.sh HSGEN CIRCUITS_DIR UNTAGGED_NETLIST WORKDIR
set -u
HSGEN=$1 CIRC=$2 SEED=$3 WORK=$4
F=$CIRC/spec_tag_loop_untagged.mlir
rm -rf "$WORK" && mkdir -p "$WORK" || exit 1
fail=0
if "$HSGEN" --local circuit "$F" --netlist >/dev/null 2>"$WORK/untagged.err"; then
    echo "FAIL: the untagged design was accepted without insertion"; fail=1
else
    grep -q "save_commit0.*must carry the extra signal 'spec: i1'" "$WORK/untagged.err" ||
        { echo "FAIL: unexpected refusal: $(cat "$WORK/untagged.err")"; fail=1; }
fi
"$HSGEN" --local spec-tags "$F" >"$WORK/tagged.json" || { echo "FAIL: spec-tags on MLIR"; exit 1; }
"$HSGEN" --local spec-tags "$SEED" >"$WORK/seed.json" || { echo "FAIL: spec-tags on the JSON netlist"; exit 1; }
python3 - "$WORK/tagged.json" "$WORK/seed.json" <<'PY' || fail=1
import json, sys
def tags(path):
    n = json.load(open(path))
    return {(c["from"], c["to"]): "spec:" in c["type"] for c in n["channels"]}
m, j = tags(sys.argv[1]), tags(sys.argv[2])
common = sorted(set(m) & set(j))
bad = [k for k in common if m[k] != j[k]]
# by hand from the loop: the loop region is tagged, the commit's output and
# the speculator's command channels are not
want = {("cmerge0.outs", "addi0.lhs"): True, ("addi0.result", "save_commit0.ins"): True,
        ("save_commit0.outs", "cond_br0.data"): True, ("cond_br0.falseOut", "commit0.ins"): True,
        ("b_out.outs", "cond_br0.condition"): True, ("commit0.outs", "store0.dataIn"): False,
        ("b_com.outs", "commit0.ctrl"): False, ("addr", "store0.addrIn"): False}
bad += [k for k, v in want.items() if m.get(k) != v]
if len(common) < 12 or bad:
    sys.exit("FAIL: tags differ from the JSON path or the expected tags on %s (%d channels in common)"
             % (bad, len(common)))
print("spec tags: %d channels in common with the JSON netlist, tagged alike" % len(common))
PY
sh "$CIRC/compile_circuit.sh" "$HSGEN" "$WORK/tagged.json" "$WORK/compile" >"$WORK/compile.log" 2>&1 ||
    { echo "FAIL: the tagged design does not compile"; tail -5 "$WORK/compile.log"; fail=1; }
for hdl in vhdl verilog; do
    "$HSGEN" --local circuit "$F" --spec-tags --hdl $hdl -o "$WORK/mlir.$hdl" >/dev/null &&
        "$HSGEN" --local circuit "$WORK/tagged.json" --hdl $hdl -o "$WORK/json.$hdl" >/dev/null &&
        diff -r -x manifest.json "$WORK/mlir.$hdl" "$WORK/json.$hdl" >/dev/null ||
        { echo "FAIL: circuit --spec-tags on MLIR ($hdl) differs from the tagged netlist"; fail=1; }
done
[ $fail -eq 0 ] && echo "mlir_spec_tags: as expected"
exit $fail
