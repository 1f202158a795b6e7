#!/bin/sh
# Exercises hsgen's in-process commands: type, verify, units, describe, and the
# exit statuses of interfaces.md section 4 (0 ok, 1 rejected, 2 usage).
HSGEN=$1
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
run "$HSGEN" verify addi -p bitwidth=8 --extra 'tag: i8'
[ "$rc" -eq 1 ] && grep -q "signals.tag.merge" "$T/err"; check $? "missing policy names the key"
run "$HSGEN" --merge tag=first verify addi -p bitwidth=8 --extra 'tag: i8'
[ "$rc" -eq 0 ]; check $? "--merge tag=first makes it verify (got $rc: $(cat "$T/err"))"
run "$HSGEN" --merge tag=sometimes verify addi -p bitwidth=8
[ "$rc" -eq 2 ]; check $? "bad --merge policy is a usage error (got $rc)"

# Seed 001's mux examples: simple selector, and selector carrying the data's signals.
run "$HSGEN" verify mux --port 'index=channel<i1>' --port 'ins[0]=channel<i32, [spec: i1]>' \
    --port 'ins[1]=channel<i32, [spec: i1]>' --port 'outs=channel<i32, [spec: i1]>'
[ "$rc" -eq 0 ]; check $? "mux with a simple selector verifies"
run "$HSGEN" verify mux --port 'index=channel<i1, [spec: i1]>' --port 'ins[0]=channel<i32, [spec: i1]>' \
    --port 'ins[1]=channel<i32, [spec: i1]>' --port 'outs=channel<i32, [spec: i1]>'
[ "$rc" -eq 0 ]; check $? "mux with a spec-carrying selector verifies"

# type: canonical text, or a positioned error.
run "$HSGEN" type 'channel<i32, [tag: i8, spec: i1]>'
[ "$rc" -eq 0 ] && [ "$(cat "$T/out")" = '!handshake.channel<i32, [spec: i1, tag: i8]>' ]
check $? "type prints the canonical form: $(cat "$T/out")"
run "$HSGEN" type 'channel<i32, [spec i1]>'
[ "$rc" -eq 1 ] && grep -q "expected ':' after extra signal name 'spec' at column 20" "$T/err"
check $? "type error has its column: $(cat "$T/err")"

# units and describe.
run "$HSGEN" units
[ "$rc" -eq 0 ] && [ "$(wc -l <"$T/out")" -eq 41 ]; check $? "units lists the 41 catalog units"
run "$HSGEN" units --json
[ "$rc" -eq 0 ] && python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert len(d)==41 and all("unit" in u and "summary" in u for u in d)' "$T/out"
check $? "units --json is a JSON list of 41 units"
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

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
