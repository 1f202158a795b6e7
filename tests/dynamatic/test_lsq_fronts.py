"""The load-store queue's ways in: `hsgen dynamatic-lsq -o DIR -c CONFIG.json` (the
drop-in for Dynamatic's lsq-generator.py: the same JSON, the same file names, VHDL or
Verilog), and a bad LSQ configuration refused with an error naming the parameter at
fault in every front: JSON-RPC (unit.generate), the CLI (hsgen generate -p), an
hw.mlir extern (hw.parameters), a handshake.func lsq op and the drop-in's JSON.

The configuration below is the one Dynamatic's export writes for a one-group LSQ with
a load then a store (a histogram's h[x] += w; keys as LSQGenerationInfo names them,
the older spellings and fifoDepth/bufferDepth included).

usage: test_lsq_fronts.py HSGEN"""
import copy
import json
import os
import subprocess
import sys
import tempfile

HSGEN = os.path.abspath(sys.argv[1])

CONFIG = {
    "name": "handshake_lsq_lsq0", "master": True, "fifoDepth": 16, "fifoDepth_L": 16,
    "fifoDepth_S": 16, "bufferDepth": 0, "dataWidth": 32, "addrWidth": 3, "numBBs": 1,
    "numLoadPorts": 1, "numStorePorts": 1, "numLoads": [1], "numStores": [1],
    "loadOffsets": [[0] + [0] * 15], "storeOffsets": [[1] + [0] * 15],
    "loadPorts": [[0] + [0] * 15], "storePorts": [[0] + [0] * 15],
    "ldOrder": [[0]], "ldPortIdx": [[0]], "stPortIdx": [[0]], "indexWidth": 4,
    "numLdChannels": 1, "numStChannels": 1, "stResp": 0, "groupMulti": 0, "pipe0En": 0,
    "pipe1En": 0, "pipeCompEn": 0, "headLagEn": 0, "bypassEn": 1,
}

# Each hostile change, the parameter the error must name.
HOSTILE = [
    ("inconsistent group counts", {"numBBs": 2}, "numBBs"),
    ("a load port out of range", {"ldPortIdx": [[5]]}, "ldPortIdx"),
    ("depth 0", {"fifoDepth_L": 0}, "fifoDepth_L"),
    ("10^6 entries", {"fifoDepth_S": 1000000}, "fifoDepth_S"),
    ("mismatched list lengths", {"ldOrder": [[0, 0]]}, "ldOrder"),
]

failures = []


def run(args, **kw):
    return subprocess.run([HSGEN, "--local"] + args, capture_output=True, text=True, **kw)


def expect_error(front, what, r, param):
    """The run failed with a message naming param."""
    if r.returncode == 0:
        failures.append("%s, %s: accepted" % (front, what))
    elif param not in r.stderr + r.stdout:
        failures.append("%s, %s: the error does not name %s: %s" % (front, what, param,
                                                                      (r.stderr + r.stdout)[:300]))


def circuit(tmp, text, name):
    """hsgen circuit on MLIR text (written to tmp/name.mlir)."""
    path = "%s/%s.mlir" % (tmp, name)
    with open(path, "w") as f:
        f.write(text)
    return run(["circuit", path, "-o", "%s/%s_out" % (tmp, name)])


def catalog_params(cfg):
    """The catalog's request params: the configuration without name and the two keys
    Dynamatic's generator ignores."""
    return {k: v for k, v in cfg.items() if k not in ("name", "fifoDepth", "bufferDepth")}


def cli_value(v):
    if isinstance(v, bool):
        return "1" if v else "0"
    if isinstance(v, list) and v and isinstance(v[0], list):
        return json.dumps(v, separators=(",", ":"))
    if isinstance(v, list):
        return " ".join(str(x) for x in v)
    return str(v)


def mlir_value(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, list):
        return "[" + ", ".join(mlir_value(x) for x in v) + "]"
    if isinstance(v, int):
        return "%d : ui32" % v
    return '"%s"' % v


def hw_mlir(cfg):
    """An hw.module instantiating the LSQ extern with cfg as its hw.parameters (ports
    as Dynamatic's export declares them)."""
    params = ", ".join("%s = %s" % (k, mlir_value(v)) for k, v in cfg.items())
    ch = lambda w: "!handshake.channel<i%d>" % w  # noqa: E731
    c = "!handshake.control<>"
    return (
        "module {\n"
        "  hw.module @top(in %%ms : %s, in %%ctrl : %s, in %%la : %s, in %%sa : %s, in %%sd : %s,"
        " in %%ce : %s, in %%loadData : i32, in %%clk : i1, in %%rst : i1, out ld : %s,"
        " out memEnd : %s, out loadEn : i1, out loadAddr : i3, out storeEn : i1,"
        " out storeAddr : i3, out storeData : i32) {\n"
        "    %%0:7 = hw.instance \"lsq0\" @handshake_lsq_lsq0(memStart: %%ms: %s, ctrl_0: %%ctrl:"
        " %s, ldAddr_0: %%la: %s, stAddr_0: %%sa: %s, stData_0: %%sd: %s, ctrlEnd: %%ce: %s,"
        " loadData: %%loadData: i32, clk: %%clk: i1, rst: %%rst: i1) -> (ldData_0: %s,"
        " memEnd: %s, loadEn: i1, loadAddr: i3, storeEn: i1, storeAddr: i3, storeData: i32)\n"
        "    hw.output %%0#0, %%0#1, %%0#2, %%0#3, %%0#4, %%0#5, %%0#6 : %s, %s, i1, i3, i1, i3,"
        " i32\n  }\n"
        "  hw.module.extern @handshake_lsq_lsq0(in %%memStart : %s, in %%ctrl_0 : %s,"
        " in %%ldAddr_0 : %s, in %%stAddr_0 : %s, in %%stData_0 : %s, in %%ctrlEnd : %s,"
        " in %%loadData : i32, in %%clk : i1, in %%rst : i1, out ldData_0 : %s, out memEnd : %s,"
        " out loadEn : i1, out loadAddr : i3, out storeEn : i1, out storeAddr : i3,"
        " out storeData : i32) attributes {hw.name = \"handshake.lsq\", hw.parameters = {%s}}\n"
        "}\n" % (c, c, ch(3), ch(3), ch(32), c, ch(32), c,
                 c, c, ch(3), ch(3), ch(32), c, ch(32), c,
                 ch(32), c,
                 c, c, ch(3), ch(3), ch(32), c, ch(32), c, params))


FUNC = """handshake.func @hist(%h: memref<8xi32>, %x: !handshake.channel<i3>, %w: !handshake.channel<i32>, %hStart: !handshake.control<>, %start: !handshake.control<>) -> (!handshake.control<>, !handshake.control<>) attributes {argNames = ["h", "x", "w", "h_start", "start"], resNames = ["h_end", "end"]} {
  %0:2 = lsq[%h : memref<8xi32>] (%hStart, %start, %la, %sa, %sd, %start) {GROUPS, handshake.name = "lsq0"} : (!handshake.control<>, !handshake.control<>, !handshake.channel<i3>, !handshake.channel<i3>, !handshake.channel<i32>, !handshake.control<>) -> (!handshake.channel<i32>, !handshake.control<>)
  %1:2 = fork [2] %x {handshake.name = "fork0"} : <i3>
  %la, %d = load[%1#0] %0#0 {handshake.name = "load0"} : <i3>, <i32>, <i3>, <i32>
  %2 = addi %d, %w {handshake.name = "addi0"} : <i32>
  %sa, %sd = store[%1#1] %2 {handshake.name = "store0"} : <i3>, <i32>, <i3>, <i32>
  end %0#1, %start : <>, <>
}
"""

# handshake.func: the configuration is derived, so what can be hostile is the IR.
FUNC_HOSTILE = [
    ("inconsistent group counts", "groupSizes = [1 : i32, 1 : i32]", "groupSizes"),
    ("10^6 entries", "groupSizes = [1000000 : i32]", "groupSizes[0] = 1000000"),
    ("depth 0", "groupSizes = [2 : i32], handshake.lsqDepth = #handshake<lsqDepth[0, 4]>",
     "handshake.lsqDepth"),
    ("10^6 queue entries",
     "groupSizes = [2 : i32], handshake.lsqDepth = #handshake<lsqDepth[1000000, 4]>",
     "fifoDepth_L"),
]


def main():
    have = run(["describe", "handshake.lsq"]).returncode == 0
    with tempfile.TemporaryDirectory() as tmp:
        # the drop-in: arguments and files refused by name, before any generation
        r = run(["dynamatic-lsq", "-o", tmp])
        if r.returncode != 2 or "usage: hsgen dynamatic-lsq" not in r.stderr:
            failures.append("dynamatic-lsq without -c: %d %s" % (r.returncode, r.stderr))
        r = run(["dynamatic-lsq", "-o", tmp, "-c", tmp + "/none.json"])
        if r.returncode == 0 or "none.json" not in r.stderr:
            failures.append("dynamatic-lsq, a missing file: %s" % r.stderr)
        for what, text, want in [("not an object", "[1]", "expected a JSON object"),
                                 ("a path as name", '{"name": "../x"}', "parameter name"),
                                 ("no name", '{"numBBs": 1}', "parameter name"),
                                 ("broken JSON", '{"name": ', "bad.json:1:")]:
            with open(tmp + "/bad.json", "w") as f:
                f.write(text)
            r = run(["dynamatic-lsq", "-o", tmp + "/out", "-c", tmp + "/bad.json"])
            if r.returncode == 0 or want not in r.stderr:
                failures.append("dynamatic-lsq, %s: %s" % (what, r.stderr))
        if os.path.exists(tmp + "/out/x.vhd") or os.path.exists(tmp + "/x.vhd"):
            failures.append("dynamatic-lsq wrote a file for a refused name")
        if have:
            fronts(tmp)
    n_checks = "with" if have else "without (the catalog has no handshake.lsq)"
    print("LSQ fronts checked %s generation" % n_checks)
    for f in failures:
        print("FAIL " + f)
    sys.exit(1 if failures else 0)


def fronts(tmp):
    # the drop-in writes Dynamatic's file names, in both HDLs, and they analyse
    cfg_path = tmp + "/handshake_lsq_lsq0.json"
    with open(cfg_path, "w") as f:
        json.dump(CONFIG, f)
    for hdl, ext in (("vhdl", "vhd"), ("verilog", "v")):
        out = "%s/%s" % (tmp, hdl)
        r = run(["dynamatic-lsq", "-o", out, "-c", cfg_path, "--hdl", hdl])
        if r.returncode != 0:
            failures.append("dynamatic-lsq --hdl %s: %s" % (hdl, r.stderr))
            continue
        for name in ("handshake_lsq_lsq0", "handshake_lsq_lsq0_core"):
            if not os.path.exists("%s/%s.%s" % (out, name, ext)):
                failures.append("dynamatic-lsq --hdl %s wrote no %s.%s" % (hdl, name, ext))
        with open("%s/handshake_lsq_lsq0.%s" % (out, ext)) as f:
            text = f.read()
        for port in ("io_ldAddr_0_bits", "io_ctrl_0_valid", "io_storeEn", "io_memEnd_valid"):
            if port not in text:
                failures.append("dynamatic-lsq --hdl %s: no port %s" % (hdl, port))
    # the same request through JSON-RPC and the CLI is accepted
    params = catalog_params(CONFIG)
    req = {"unit": "handshake.lsq", "params": params}
    r = run(["rpc", "unit.generate", json.dumps(req)])
    if r.returncode != 0:
        failures.append("rpc unit.generate of Dynamatic's configuration: %s" % r.stderr)
    r = run(["generate", "handshake.lsq"] + sum(
        (["-p", "%s=%s" % (k, cli_value(v))] for k, v in params.items()), []))
    if r.returncode != 0:
        failures.append("generate -p of Dynamatic's configuration: %s" % r.stderr)
    r = circuit(tmp, hw_mlir(CONFIG), "hw_ok")
    if r.returncode != 0:
        failures.append("hw.mlir with the LSQ extern: %s" % r.stderr)
    func = FUNC.replace("GROUPS", "groupSizes = [2 : i32]")
    r = circuit(tmp, func, "func_ok")
    if r.returncode != 0:
        failures.append("handshake.func with an lsq: %s" % r.stderr)
    # every hostile configuration, in every front
    for what, change, param in HOSTILE:
        cfg = copy.deepcopy(CONFIG)
        cfg.update(change)
        params = catalog_params(cfg)
        expect_error("JSON-RPC", what, run(["rpc", "unit.generate", json.dumps(
            {"unit": "handshake.lsq", "params": params})]), param)
        expect_error("CLI", what, run(["generate", "handshake.lsq"] + sum(
            (["-p", "%s=%s" % (k, cli_value(v))] for k, v in params.items()), [])), param)
        expect_error("hw.mlir", what, circuit(tmp, hw_mlir(cfg), "hw"), param)
        with open(tmp + "/hostile.json", "w") as f:
            json.dump(cfg, f)
        expect_error("dynamatic-lsq", what, run(["dynamatic-lsq", "-o", tmp + "/h", "-c",
                                                 tmp + "/hostile.json"]), param)
    for what, groups, want in FUNC_HOSTILE:
        expect_error("handshake.func", what, circuit(tmp, FUNC.replace("GROUPS", groups), "f"),
                     want)


if __name__ == "__main__":
    main()
