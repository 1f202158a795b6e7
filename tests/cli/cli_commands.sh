#!/bin/sh
# Exercises hsgen's commands in-process (--local: a daemon someone runs on the
# default socket, with its own configuration, must not change the results): type,
# verify, units, describe, circuit, and the exit statuses
# (0 ok, 1 rejected, 2 usage). test_modes.py compares both modes.
HSGEN_BIN=$1
hsgen_local() { "$HSGEN_BIN" --local "$@"; }
HSGEN=hsgen_local
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
pass=0
fail=0

check() { # description, condition already evaluated in $?
    if [ "$1" -eq 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $2"; fi
}

run() { # run CMD...: stdout to $T/out, stderr to $T/err, status in $rc
    "$@" >"$T/out" 2>"$T/err"
    rc=$?
}

# The issue's example: one line naming rhs, the missing signal and the rule; exit 1.
run "$HSGEN" verify handshake.addi --port 'lhs=!handshake.channel<i32, [spec: i1]>' \
    --port 'rhs=!handshake.channel<i32>' --port 'result=!handshake.channel<i32, [spec: i1]>'
[ "$rc" -eq 1 ]; check $? "verify rejected request exits 1 (got $rc)"
[ "$(wc -l <"$T/err")" -eq 1 ]; check $? "verify error is one line: $(cat "$T/err")"
grep -q "port rhs" "$T/err" && grep -q "'spec: i1'" "$T/err" && grep -q "rule same_type" "$T/err"
check $? "verify error names rhs, spec: i1 and the rule: $(cat "$T/err")"
[ ! -s "$T/out" ]; check $? "nothing on stdout for a rejected request"

run "$HSGEN" verify handshake.addi --port 'lhs=!handshake.channel<i32, [spec: i1]>' \
    --port 'rhs=!handshake.channel<i32, [spec: i1]>' --port 'result=!handshake.channel<i32, [spec: i1]>'
[ "$rc" -eq 0 ]; check $? "verify accepted request exits 0 (got $rc: $(cat "$T/err"))"
grep -q "^ok: handshake.addi verifies (signature [0-9a-f]\{32\})" "$T/out"; check $? "verify ok line"
grep -q "in   rhs : !handshake.channel<i32, \[spec: i1\]>" "$T/out"; check $? "verify lists ports"

# Parameters form with a merge policy given on the command line.
run "$HSGEN" verify addi -p bitwidth=8 --extra 'color: i8'
[ "$rc" -eq 1 ] && grep -q "signals.color.merge" "$T/err"; check $? "missing policy names the key"
run "$HSGEN" --merge color=first verify addi -p bitwidth=8 --extra 'color: i8'
[ "$rc" -eq 0 ]; check $? "--merge color=first makes it verify (got $rc: $(cat "$T/err"))"
run "$HSGEN" verify addi -p bitwidth=8 --extra 'tag: i8'
[ "$rc" -eq 0 ]; check $? "tag has Dynamatic's policy from the default profile (got $rc: $(cat "$T/err"))"
# Dynamatic's IR with tag and spec, no signals block and no flag: the profile's policies
# (tag equal: the output takes the first input's tag), in a circuit and from MLIR.
cat >"$T/tagged.mlir" <<'MLIR'
handshake.func @tagged(%a: !handshake.channel<i32, [spec: i1, tag: i8]>, %b: !handshake.channel<i32, [spec: i1, tag: i8]>) -> (!handshake.channel<i32, [spec: i1, tag: i8]>) attributes {argNames = ["a", "b"], resNames = ["out0"]} {
  %s = addi %a, %b {handshake.bb = 0 : ui32} : <i32, [spec: i1, tag: i8]>
  end %s : <i32, [spec: i1, tag: i8]>
}
MLIR
run "$HSGEN" circuit "$T/tagged.mlir" --hdl verilog -o "$T/tagged" --quiet
[ "$rc" -eq 0 ] && grep -q "lhs_tag" "$T"/tagged/addi_*.v && grep -q "lhs_spec | rhs_spec" "$T"/tagged/addi_*.v
check $? "MLIR with tag and spec generates without flags (got $rc: $(cat "$T/err"))"
run "$HSGEN" --merge tag=sometimes verify addi -p bitwidth=8
[ "$rc" -eq 2 ]; check $? "bad --merge policy is a usage error (got $rc)"

# Mux examples: simple selector, and selector carrying the data's signals.
run "$HSGEN" verify mux --port 'index=channel<i1>' --port 'ins[0]=channel<i32, [spec: i1]>' \
    --port 'ins[1]=channel<i32, [spec: i1]>' --port 'outs=channel<i32, [spec: i1]>'
[ "$rc" -eq 0 ]; check $? "mux with a simple selector verifies"
run "$HSGEN" verify mux --port 'index=channel<i1, [spec: i1]>' --port 'ins[0]=channel<i32, [spec: i1]>' \
    --port 'ins[1]=channel<i32, [spec: i1]>' --port 'outs=channel<i32, [spec: i1]>'
[ "$rc" -eq 0 ]; check $? "mux with a spec-carrying selector verifies"

# verify lists each port's type in canonical form (arrays with their size).
run "$HSGEN" verify fork -p size=2 -p bitwidth=0
[ "$rc" -eq 0 ] && grep -qx "  out  outs\[2\] : !handshake.control" "$T/out" && grep -qx "  in   ins : !handshake.control" "$T/out"
check $? "verify prints canonical control types: $(cat "$T/out")"
run "$HSGEN" verify buffer -p bitwidth=8 --extra 'credit: (U) i2' --extra 'spec: i1'
[ "$rc" -eq 0 ] && grep -qx "  out  outs : !handshake.channel<i8, \[credit: (U) i2, spec: i1\]>" "$T/out"
check $? "verify prints upstream signals with (U): $(cat "$T/out")"

# type: canonical text, or a positioned error.
run "$HSGEN" type 'channel<i32, [tag: i8, spec: i1]>'
[ "$rc" -eq 0 ] && [ "$(cat "$T/out")" = '!handshake.channel<i32, [spec: i1, tag: i8]>' ]
check $? "type prints the canonical form: $(cat "$T/out")"
run "$HSGEN" type 'channel<i32, [spec i1]>'
[ "$rc" -eq 1 ] && grep -q "expected ':' after extra signal name 'spec' at column 20" "$T/err"
check $? "type error has its column: $(cat "$T/err")"

# units and describe.
run "$HSGEN" units
n_units=$(wc -l <"$T/out")
[ "$rc" -eq 0 ] && [ "$n_units" -ge 41 ]; check $? "units lists the catalog units (41 or more)"
run "$HSGEN" units --json
[ "$rc" -eq 0 ] && python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert len(d)==int(sys.argv[2]) and all("unit" in u and "summary" in u for u in d)' "$T/out" "$n_units"
check $? "units --json is a JSON list of as many units"
run "$HSGEN" verify negf --port 'ins=!handshake.channel<f32>' --port 'outs=!handshake.channel<f32>'
[ "$rc" -eq 0 ] && grep -q "ins : !handshake.channel<f32>" "$T/out"
check $? "verify prints float port types as f32, not i32"
run "$HSGEN" describe handshake.mux
[ "$rc" -eq 0 ] && grep -q "index_bitwidth" "$T/out" && grep -q "out  outs" "$T/out" && grep -q "rule merge_with_index" "$T/out"
check $? "describe shows parameters, ports and the rule"
run "$HSGEN" describe handshake.nothing
[ "$rc" -eq 1 ] && grep -q "unknown unit 'handshake.nothing'" "$T/err"; check $? "describe unknown unit"

# Usage errors exit 2.
run "$HSGEN" frobnicate; [ "$rc" -eq 2 ]; check $? "unknown command exits 2"
run "$HSGEN" verify; [ "$rc" -eq 2 ]; check $? "verify without unit exits 2"
run "$HSGEN" verify addi --bogus; [ "$rc" -eq 2 ]; check $? "unknown option exits 2"
run "$HSGEN" verify addi --port nonsense; [ "$rc" -eq 2 ]; check $? "--port without = exits 2"
run "$HSGEN" type; [ "$rc" -eq 2 ]; check $? "type without argument exits 2"
run "$HSGEN"; [ "$rc" -eq 2 ]; check $? "no command exits 2"
run "$HSGEN" --config /nonexistent/hsgend.yaml units; [ "$rc" -eq 2 ]; check $? "missing config exits 2"

# circuit: every violation listed, one per line, exit 1; a good circuit writes files + manifest.
cat >"$T/bad.json" <<'JSON'
{"name": "bad", "inputs": [{"name": "a", "type": "channel<i8, [spec: i1]>"}, {"name": "b", "type": "channel<i8>"},
 {"name": "c", "type": "channel<i8, [spec: i1]>"}, {"name": "d", "type": "channel<i16>"}],
 "outputs": [{"name": "o1", "type": "channel<i8, [spec: i1]>"}, {"name": "o2", "type": "channel<i8>"}],
 "units": [{"name": "add0", "unit": "handshake.addi"}, {"name": "sub0", "unit": "handshake.subi"}],
 "channels": [{"from": "a", "to": "add0.lhs", "type": "channel<i8, [spec: i1]>"},
  {"from": "b", "to": "add0.rhs", "type": "channel<i8>"},
  {"from": "add0.result", "to": "o1", "type": "channel<i8, [spec: i1]>"},
  {"from": "c", "to": "sub0.lhs", "type": "channel<i8, [spec: i1]>"},
  {"from": "d", "to": "sub0.rhs", "type": "channel<i16>"},
  {"from": "sub0.result", "to": "o2", "type": "channel<i8>"}]}
JSON
run "$HSGEN" circuit "$T/bad.json" -o "$T/bad"
[ "$rc" -eq 1 ] && [ "$(wc -l <"$T/err")" -eq 2 ] && grep -q "unit add0" "$T/err" && grep -q "unit sub0" "$T/err"
check $? "circuit reports both rule violations: $(cat "$T/err")"
[ ! -e "$T/bad" ]; check $? "a rejected circuit writes nothing"
run "$HSGEN" circuit "$T/bad.json"; [ "$rc" -eq 2 ]; check $? "circuit without -o exits 2"
SRC=$(dirname "$0")/../..
run "$HSGEN" circuit "$SRC/tests/circuits/extra_signal_region.json" --hdl verilog -o "$T/region"
[ "$rc" -eq 0 ] && [ -f "$T/region/extra_signal_region.v" ] && python3 -c '
import json, os, sys
m = json.load(open(sys.argv[1] + "/manifest.json"))
assert m["circuit"] == "extra_signal_region" and m["hdl"] == "verilog"
files = [f["file"] for f in m["files"]]
assert files[-1] == "extra_signal_region.v"
assert all(os.path.exists(sys.argv[1] + "/" + f) for f in files)
sigs = [f["signature"] for f in m["files"] if f["signature"]]
assert len(sigs) == len(set(sigs)) == len(files) - 1   # each distinct unit once
' "$T/region"; check $? "circuit writes every file and a manifest of distinct units"
run "$HSGEN" spec-tags "$SRC/tests/circuits/untagged/spec_tag_loop.json"
[ "$rc" -eq 0 ] && python3 -c '
import json, sys
n = json.load(open(sys.argv[1]))
tagged = {c["to"] for c in n["channels"] if "spec: i1" in c["type"]}
assert "addi0.lhs" in tagged and "commit0.ins" in tagged and "store0.dataIn" not in tagged
assert any(u["unit"] == "handshake.add_signal" for u in n["units"])
' "$T/out"; check $? "spec-tags prints the updated netlist"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
