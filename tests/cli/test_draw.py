"""hsgen draw: every kernel of the tests (tests/circuits/*.json and mlir/*.mlir) drawn
as DOT and read by Graphviz (`dot -Tsvg` must accept it); the DOT checked against the
design's own netlist (`hsgen circuit --netlist` for MLIR): one node per unit and
circuit port, one edge per channel labelled with its type and extra signals, one
cluster per basic block of the MLIR holding exactly the units of that block, buffers
as box3d, channels carrying spec red; PNG and SVG written through dot; errors
(a missing file, an unknown format) exit 1 or 2 with one line.
usage: test_draw.py HSGEN SOURCE_DIR"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HSGEN, SRC = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
if not shutil.which("dot"):
    print("dot (graphviz) is not installed: draw test skipped (scripts/setup.sh installs it)")
    sys.exit(0)
failures, drawn = [], 0
tmp = tempfile.mkdtemp(prefix="hsgen-draw-")


canonical = {}


def label_of(t):
    """The label draw gives a channel type ("!handshake.channel<i32, [spec: i1]>"),
    from its canonical text (hsgen type)."""
    if t not in canonical:
        r = subprocess.run([HSGEN, "--local", "type", t], capture_output=True, text=True)
        canonical[t] = r.stdout.strip() or t
    t = canonical[t].replace("!handshake.", "")
    if t == "control":
        return "control"
    m = re.match(r"^(channel|control)<(.*)>$", t)
    if not m:
        return t + " (raw)"
    inner = m.group(2)
    extras = ""
    if "[" in inner:
        extras = " [" + inner[inner.index("[") + 1:inner.rindex("]")] + "]"
        inner = inner[:inner.index("[")].rstrip(", ")
    return ("control" if m.group(1) == "control" else inner) + extras


designs = sorted(glob.glob(os.path.join(SRC, "tests", "circuits", "*.json")) +
                 glob.glob(os.path.join(SRC, "tests", "circuits", "mlir", "*.mlir")))
for path in designs:
    name = os.path.relpath(path, SRC)
    r = subprocess.run([HSGEN, "--local", "draw", path], capture_output=True, text=True)
    if r.returncode != 0:
        failures.append("%s: draw exit %d: %s" % (name, r.returncode, r.stderr.strip()))
        continue
    dot_text = r.stdout
    v = subprocess.run(["dot", "-Tsvg"], input=dot_text, capture_output=True, text=True)
    if v.returncode != 0 or "<svg" not in v.stdout:
        failures.append("%s: dot -Tsvg refuses the DOT: %s" % (name, v.stderr.strip()[:300]))
        continue
    if path.endswith(".mlir"):
        n = subprocess.run([HSGEN, "--local", "circuit", path, "--netlist"], capture_output=True,
                           text=True)
        if n.returncode != 0:  # drawn (reading only), but not a valid design to compare with
            print("%s: drawn; not compared, hsgen circuit refuses it: %s" % (name, n.stderr.strip()))
            drawn += 1
            continue
        net = json.loads(n.stdout)
    else:
        net = json.load(open(path))
    nodes = set(re.findall(r'^\s*"([^"]+)" \[', dot_text, re.M))
    want = {u["name"] for u in net["units"]} | {p["name"] for p in net.get("inputs", []) + net.get("outputs", [])}
    if nodes != want:
        failures.append("%s: nodes differ from the netlist: extra %s, missing %s" % (
            name, sorted(nodes - want)[:5], sorted(want - nodes)[:5]))
    edges = re.findall(r'^\s*"([^"]+)" -> "([^"]+)" \[label="([^"]*)"(.*)\];$', dot_text, re.M)
    if len(edges) != len(net["channels"]):
        failures.append("%s: %d edges for %d channels" % (name, len(edges), len(net["channels"])))
    got = sorted((a, b, lab) for a, b, lab, _ in edges)
    exp = sorted((c["from"].split(".")[0], c["to"].split(".")[0], label_of(c["type"]))
                 for c in net["channels"])
    if got != exp:
        bad = [e for e in exp if e not in got][:3]
        failures.append("%s: edge labels differ from the channel types, e.g. %s" % (name, bad))
    for a, b, lab, rest in edges:
        if ("spec:" in lab) != ("#cc0000" in rest):
            failures.append("%s: edge %s -> %s (%s) marked %s" % (name, a, b, lab, rest))
            break
    for u in net["units"]:
        line = re.search(r'^\s*"%s" \[(.*)\];$' % re.escape(u["name"]), dot_text, re.M)
        if u["unit"] == "handshake.buffer" and line and "box3d" not in line.group(1):
            failures.append("%s: buffer %s is not drawn as a buffer" % (name, u["name"]))
    # basic blocks: each cluster holds the units of its block (forks/sinks may join)
    if path.endswith(".mlir"):
        text = open(path).read()
        blocks = {}
        for m in re.finditer(r'handshake\.bb = (\d+) : ui32, handshake\.name = "([^"]+)"', text):
            blocks.setdefault(m.group(1), set()).add(m.group(2))
        clusters = {m.group(1): set(re.findall(r'^\s*"([^"]+)" \[', m.group(2), re.M))
                    for m in re.finditer(r"subgraph cluster_bb(\d+) \{(.*?)\n  \}", dot_text, re.S)}
        for bb, units in blocks.items():
            if not units <= clusters.get(bb, set()):
                failures.append("%s: cluster bb %s lacks %s" % (name, bb, sorted(units - clusters.get(bb, set()))[:4]))
    drawn += 1

# pictures through dot, and the errors
gcd = os.path.join(SRC, "tests", "circuits", "mlir", "gcd.mlir")
for fmt in ("png", "svg"):
    out = os.path.join(tmp, "gcd." + fmt)
    r = subprocess.run([HSGEN, "draw", gcd, "-o", out], capture_output=True, text=True)
    head = open(out, "rb").read(8) if os.path.exists(out) else b""
    if r.returncode != 0 or not (head.startswith(b"\x89PNG") if fmt == "png" else b"<" in head):
        failures.append("draw -o gcd.%s: exit %d, file starts %r" % (fmt, r.returncode, head))
r = subprocess.run([HSGEN, "draw", os.path.join(tmp, "none.json")], capture_output=True, text=True)
if r.returncode != 1 or len(r.stderr.strip().splitlines()) != 1:
    failures.append("draw of a missing file: exit %d, %r" % (r.returncode, r.stderr))
r = subprocess.run([HSGEN, "draw", gcd, "--format", "gif", "-o", "x.gif"], capture_output=True, text=True)
if r.returncode != 2 or "--format" not in r.stderr:
    failures.append("draw --format gif: exit %d, %r" % (r.returncode, r.stderr))
shutil.rmtree(tmp, ignore_errors=True)
for f in failures:
    print("FAIL:", f)
print("drew %d designs; dot -Tsvg read each, nodes, edges, labels and blocks match their netlists"
      % drawn)
sys.exit(1 if failures or drawn < 20 else 0)
