#!/usr/bin/env python3
"""An MLIR file read by hsgen (`hsgen circuit FILE.mlir --netlist`) against the JSON
netlist it was written after: the same units by name, kind and parameters, forks
and sinks aside (the reader materializes its own), and the same connections once
every fork is seen through (each producer port reaches the same consumer ports).
Usage: mlir_equiv.py HSGEN FILE.mlir NETLIST.json"""
import json
import subprocess
import sys

hsgen, mlir, ref = sys.argv[1:4]
a = json.loads(subprocess.run([hsgen, "--local", "circuit", mlir, "--netlist"], check=True,
                              capture_output=True, text=True).stdout)
b = json.load(open(ref))


def summary(n):
    kinds = {u["name"]: u["unit"] for u in n["units"]}
    units = sorted((u["name"], u["unit"], json.dumps(u.get("params", {}), sort_keys=True))
                   for u in n["units"] if u["unit"] not in ("handshake.fork", "handshake.sink"))
    out = {}
    for c in n["channels"]:
        out.setdefault(c["from"].split("[")[0] if c["from"].split(".")[0] in kinds and
                       kinds[c["from"].split(".")[0]] == "handshake.fork" else c["from"], []).append(c["to"])

    def reach(ep):  # consumers of ep, through forks; sinks as "sink"
        unit = ep.split(".")[0]
        if kinds.get(unit) == "handshake.fork":
            return sorted(sum((reach(t) for t in out.get(unit + ".outs", [])), []))
        if kinds.get(unit) == "handshake.sink":
            return ["sink"]
        return [ep]
    edges = set()
    for c in n["channels"]:
        src = c["from"].split(".")[0]
        if kinds.get(src) == "handshake.fork":
            continue
        edges.add((c["from"], tuple(reach(c["to"])), c["type"]))
    return units, edges


ua, ea = summary(a)
ub, eb = summary(b)
ok = True
if ua != ub:
    ok = False
    print("units differ:\n  mlir only: %s\n  json only: %s" % (sorted(set(ua) - set(ub)), sorted(set(ub) - set(ua))))
norm = lambda es: {(f, tuple(sorted(t)), ty) for f, t, ty in es}
if norm(ea) != norm(eb):
    ok = False
    print("connections differ:\n  mlir only: %s\n  json only: %s" % (sorted(norm(ea) - norm(eb)), sorted(norm(eb) - norm(ea))))
print("equivalent: %d units, %d connections" % (len(ua), len(ea)) if ok else "NOT equivalent")
sys.exit(0 if ok else 1)
