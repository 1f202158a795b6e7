"""The netlist format is the JSON Schema `$defs/netlist` of
schema/circuit.generate.params.json. Every netlist the tests and docs use is valid
under it: the JSON netlists of tests/ (the fuzz corpus aside, it holds broken ones
on purpose), the ```json netlists of README.md and docs/, and the netlist
`hsgen circuit FILE.mlir --netlist` prints for every MLIR kernel of
tests/circuits. Netlists the reader refuses for their shape are refused by the
schema too, so it is not vacuous.
usage: test_netlist_schema.py HSGEN SOURCE_DIR (a python3 with jsonschema)"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import jsonschema

HSGEN, SRC = sys.argv[1], sys.argv[2]
params = json.load(open(os.path.join(SRC, "schema", "circuit.generate.params.json")))
jsonschema.Draft202012Validator.check_schema(params)
NETLIST = {"$defs": params["$defs"], "$ref": "#/$defs/netlist"}
validator = jsonschema.Draft202012Validator(NETLIST)
failures = []


def check(what, netlist):
    errs = sorted(validator.iter_errors(netlist), key=lambda e: list(e.path))
    for e in errs[:3]:
        failures.append("%s: %s at %s" % (what, e.message[:200], "/".join(map(str, e.path))))
    return not errs


counts = {"files": 0, "docs": 0, "mlir": 0}
for path in sorted(glob.glob(os.path.join(SRC, "tests", "**", "*.json"), recursive=True)):
    if "/fuzz/" in path:
        continue
    try:
        j = json.load(open(path))
    except ValueError:
        continue
    if isinstance(j, dict) and "units" in j and "channels" in j:
        check(os.path.relpath(path, SRC), j)
        counts["files"] += 1

docs = [os.path.join(SRC, "README.md")] + sorted(glob.glob(os.path.join(SRC, "docs", "*.md")))
for path in docs:
    text = open(path).read()
    for m in re.finditer(r"^```json\n(.*?)^```", text, re.S | re.M):
        try:
            j = json.loads(m.group(1))
        except ValueError:
            continue
        if isinstance(j, dict) and "units" in j and "channels" in j:
            line = text[:m.start()].count("\n") + 1
            check("%s:%d" % (os.path.relpath(path, SRC), line), j)
            counts["docs"] += 1

mlirs = sorted(glob.glob(os.path.join(SRC, "tests", "circuits", "mlir", "*.mlir")))
mlirs.append(os.path.join(SRC, "tests", "circuits", "spec_tag_loop_untagged.mlir"))
for path in mlirs:
    args = [HSGEN, "--local", "circuit", path, "--netlist"]
    if path.endswith("_untagged.mlir"):
        args.append("--spec-tags")
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode != 0:  # a design the checks refuse has no netlist to validate
        print("%s: not validated, hsgen circuit refuses it: %s" % (path, r.stderr.strip()))
        continue
    check(os.path.relpath(path, SRC) + " --netlist", json.loads(r.stdout))
    counts["mlir"] += 1

# Shapes the reader refuses are refused by the schema too.
good = {"name": "t", "inputs": [{"name": "a", "type": "channel<i8>"}],
        "outputs": [{"name": "o", "type": "channel<i8>"}],
        "units": [{"name": "b0", "unit": "handshake.buffer"}],
        "channels": [{"from": "a", "to": "b0.ins", "type": "channel<i8>"},
                     {"from": "b0.outs", "to": "o", "type": "channel<i8>"}]}
bad = {
    "no channels": {k: v for k, v in good.items() if k != "channels"},
    "a unit without its kind": dict(good, units=[{"name": "b0"}]),
    "a name with a double underscore": dict(good, name="t__x"),
    "a malformed endpoint": dict(good, channels=[dict(good["channels"][0], to="b0..ins")] + good["channels"][1:]),
    "an unknown unit member": dict(good, units=[{"name": "b0", "unit": "handshake.buffer", "prams": {}}]),
    "a parameter that is a list": dict(good, units=[{"name": "b0", "unit": "handshake.buffer", "params": {"num_slots": [2]}}]),
    "an unknown merge policy": dict(good, signals={"tag": "xor"}),
    "a negative basic block": dict(good, units=[{"name": "b0", "unit": "handshake.buffer", "bb": -1}]),
}
if not check("the good example", good):
    failures.append("the schema refuses a valid netlist")
# a directory of its own (mkdtemp), not a name made from the process id: test
# processes in other PID namespaces (containers sharing TMPDIR) may have the same id
tmp = tempfile.mkdtemp(prefix="hsgen-schema-")
for what, n in bad.items():
    if validator.is_valid(n):
        failures.append("the schema accepts %s" % what)
    f = os.path.join(tmp, "netlist.json")
    with open(f, "w") as out:
        json.dump(n, out)
    r = subprocess.run([HSGEN, "--local", "circuit", f, "-o", f + ".d", "--quiet"],
                       capture_output=True, text=True)
    os.remove(f)
    shutil.rmtree(f + ".d", ignore_errors=True)
    # the reader ignores members it does not know; the schema names them (typos)
    if r.returncode == 0 and what != "an unknown unit member":
        failures.append("hsgen accepts %s" % what)

shutil.rmtree(tmp, ignore_errors=True)
for f in failures:
    print("FAIL:", f)
print("valid under the schema: %d netlist files, %d doc examples, %d MLIR kernels; %d bad shapes refused"
      % (counts["files"], counts["docs"], counts["mlir"], len(bad)))
sys.exit(1 if failures or counts["files"] < 10 or counts["mlir"] < 10 else 0)
