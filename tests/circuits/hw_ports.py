#!/usr/bin/env python3
"""Compares, port for port, every hw.module.extern of an hw-level MLIR file with
the Verilog module hsgen generates under the extern's name (for every extern an
hw.instance uses): clk and rst when the extern declares them (mem_to_bram does not), and per
handshake port P of the extern (flattened array ports P_0, P_1 ... regrouped into
P) the data bus P (width times elements), P_valid in P's direction, P_ready in the
other, and one port per extra signal. An extern hsgen does not generate (a black
box: its stub says BLACK BOX) keeps the extern's port names as declared, each
port on its own. Usage: hw_ports.py FILE.mlir GENERATED_DIR"""
import os
import re
import sys

mlir, outdir = sys.argv[1], sys.argv[2]
text = open(mlir).read()
fails = 0
externs = re.findall(r"hw\.module\.extern @(\w+)\((.*?)\) attributes", text)
assert externs, "no hw.module.extern in " + mlir
used = set(re.findall(r"hw\.instance \"\w+\" @(\w+)\(", text))
for name, ports in externs:
    if name not in used:
        print("%s: not instantiated (hsgen generates instantiated externs)" % name)
        continue
    want = {}
    groups = {}
    src = open(os.path.join(outdir, name + ".v")).read()
    black_box = "BLACK BOX " + name in src
    for d, p, t in re.findall(r"(in|out) %?(\w+) : ([^,]+(?:<[^>]*>)?)", ports):
        if p in ("clk", "rst"):
            want[p] = ("input", 1)
            continue
        m = None if black_box else re.fullmatch(r"(\w+?)_(\d+)", p)
        base = m.group(1) if m else p
        width = re.search(r"channel<i(\d+)", t)
        raw = re.fullmatch(r"\s*i(\d+)\s*", t)
        if raw:  # a raw wire (an LSQ's memory side): the data only
            want[p] = ("input" if d == "in" else "output", int(raw.group(1)))
            continue
        g = groups.setdefault(base, {"dir": d, "n": 0, "w": int(width.group(1)) if width else 0, "extras": re.findall(r"(\w+): i(\d+)", t)})
        g["n"] += 1
    for base, g in groups.items():
        di, do = ("input", "output") if g["dir"] == "in" else ("output", "input")
        if g["w"]:
            want[base] = (di, g["w"] * g["n"])
        want[base + "_valid"] = (di, g["n"])
        want[base + "_ready"] = (do, g["n"])
        for e, w in g["extras"]:
            want["%s_%s" % (base, e)] = (di, int(w) * g["n"])
    header = re.search(r"module %s \((.*?)\);" % name, src, re.S)
    got = {}
    for d, rng, p in re.findall(r"(input|output)\s+wire\s+(\[\d+:0\])?\s*(\w+)", header.group(1)):
        got[p] = (d, int(rng[1:].split(":")[0]) + 1 if rng else 1)
    if got != want:
        fails += 1
        print("FAIL: %s: generated %s, extern declares %s" % (name, sorted(got.items()), sorted(want.items())))
    else:
        print("%s: %d ports match" % (name, len(got)))
sys.exit(1 if fails else 0)
