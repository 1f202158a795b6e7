#!/usr/bin/env python3
"""Writes the hand-made seed corpora of tests/fuzz/corpus/<target>/ (seed-*).

Run once after changing the lists below; the files are committed. Inputs that
crashed a target are added next to them as crash-<sha1> by run_fuzz.sh and are
never rewritten here."""
import hashlib
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")

TYPES = [
    "i1", "i32", "f32", "f16", "f64", "control", "!handshake.control",
    "control<[spec: i1]>", "channel<i32>", "!handshake.channel<i32, [spec: i1]>",
    "channel<i32, [spec: i1, tag: (U) i8]>", "channel<i32, [i1, i2]>",
    "channel < i8 , [ b : i1 , a : (U) i3 ] >", "channel<i4096>", "channel<i4097>",
    "channel<i0>", "channel<i32, [spec i1]>", "channel<i32", "channel<>", "chan<i8>",
    "channel<i32, [spec: i1, spec: i1]>", "channel<i8, [x: i1025]>", "control<[]>",
    "channel<i8, []>", "i99999999999999999999", "channel<i8, [" + ", ".join(
        "s%d: i1" % k for k in range(65)) + "]>", "channel<i8, [aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa: i1]>",
    "channel<i8, [signal: i1]>", "channel<i8, [(U) i1]>", "spec: i1", "tag: (U) i8", "",
    " ", "!handshake.", "channel<f32, [é: i1]>", "channel<i8,\x00[x: i1]>", "<<<<>>>>",
    "channel<channel<i8>>",
]

REQS = [
    {"method": "type.parse", "params": {"type": "channel<i32, [spec: i1]>"}},
    {"method": "type.parse", "params": {"type": "channel<i32, [spec i1]>"}},
    {"method": "unit.list"},
    {"method": "unit.describe", "params": {"unit": "handshake.mux"}},
    {"method": "unit.describe", "params": {"unit": "frob"}},
    {"method": "unit.generate", "params": {"unit": "handshake.addi", "params": {"bitwidth": 32},
                                           "extra_signals": ["spec: i1"]}},
    {"method": "unit.generate", "params": {"unit": "addi", "hdl": "verilog", "name": "add_a",
                                           "ports": {"lhs": "channel<i8>", "rhs": "channel<i8>",
                                                     "result": "channel<i8>"}}},
    {"method": "unit.generate", "params": {"unit": "mux", "params": {"size": 3, "bitwidth": 8,
                                                                     "index_bitwidth": 2},
                                           "extra_signals": ["spec: i1"]}},
    {"method": "unit.preview", "params": {"unit": "fork", "params": {"size": 2, "bitwidth": 4}}},
    {"method": "unit.verify", "params": {"unit": "addi", "ports": {
        "lhs": "channel<i32>", "rhs": "channel<i32, [spec: i1]>", "result": "channel<i32>"}}},
    {"method": "unit.generate", "params": {"unit": "addi", "params": {"bitwidth": 8},
                                           "extra_signals": ["tag: i4"]}},
    {"method": "unit.generate", "params": {"unit": "addi", "params": {"bitwidth": 99999}}},
    {"method": "unit.generate", "params": {"unit": "buffer", "params": {"bitwidth": 8},
                                           "extra_signals": [{"name": "spec", "width": 1,
                                                              "direction": "down"}]}},
    {"method": "cache.stats"}, {"method": "cache.clear"},
    {"method": "circuit.generate", "params": {"netlist": {}}},
    {"method": "circuit.generate", "params": {"hdl": "verilog", "netlist": {
        "name": "t", "inputs": [{"name": "a", "type": "channel<i8>"}, {"name": "b", "type": "channel<i8>"}],
        "outputs": [{"name": "o", "type": "channel<i8>"}],
        "units": [{"name": "add0", "unit": "handshake.addi"}],
        "channels": [{"from": "a", "to": "add0.lhs", "type": "channel<i8>"},
                     {"from": "b", "to": "add0.rhs", "type": "channel<i8>"},
                     {"from": "add0.result", "to": "o", "type": "channel<i8>"}]}}},
    {"method": "circuit.add_spec_tags", "params": {"speculator": "", "netlist": {
        "name": "t", "inputs": [{"name": "a", "type": "channel<i8>"}], "outputs": [{"name": "o", "type": "channel<i8>"}],
        "units": [{"name": "b0", "unit": "handshake.buffer"}],
        "channels": [{"from": "a", "to": "b0.ins", "type": "channel<i8>"}, {"from": "b0.outs", "to": "o", "type": "channel<i8>"}]}}},
    {"method": "unit.generate", "params": [1, 2]},
]


# A request's own merge policies (`signals`), good and bad.
TAG8 = {"unit": "addi", "params": {"bitwidth": 8}, "extra_signals": ["tag: i4"]}
SIGNAL_REQS = [
    {"method": "unit.generate", "params": dict(TAG8, signals={"tag": "and"})},
    {"method": "unit.generate", "params": dict(TAG8, signals={"tag": {"merge": "first"}})},
    {"method": "unit.preview", "params": dict(TAG8, signals={"tag": "or", "spec": "equal"})},
    {"method": "unit.verify", "params": dict(TAG8, signals={"tag": "xor"})},
    {"method": "unit.verify", "params": dict(TAG8, signals={"ta__g": "or", "TAG": "or", "tag": "and"})},
    {"method": "unit.generate", "params": dict(TAG8, signals={"s%d" % k: "or" for k in range(65)})},
    {"method": "unit.generate", "params": dict(TAG8, signals=[["tag", "or"]])},
    {"method": "unit.describe", "params": {"unit": "addi", "signals": {"tag": {"merge": 1}}}},
    {"method": "unit.list", "params": {"signals": {}}},
    {"method": "circuit.generate", "params": {"signals": {"tag": "or"}, "netlist": {}}},
]


# The load-store queue: Dynamatic's configuration of a one-group LSQ (a load, then a
# store), the older spellings, and hostile ones (inconsistent group counts, ports out of
# range, depth 0, 10^6 entries, mismatched list lengths, a path as name).
LSQ = {"dataWidth": 32, "addrWidth": 4, "fifoDepth_L": 16, "fifoDepth_S": 16, "numBBs": 1,
       "numLoadPorts": 1, "numStorePorts": 1, "numLoads": [1], "numStores": [1],
       "ldOrder": [[0]], "ldPortIdx": [[0]], "stPortIdx": [[0]], "master": True, "bypassEn": True}
LSQ_OLD = {k: v for k, v in LSQ.items() if k not in ("ldOrder", "ldPortIdx", "stPortIdx")}
LSQ_OLD.update(loadOffsets=[[0] * 16], loadPorts=[[0] * 16], storeOffsets=[[1] + [0] * 15],
               storePorts=[[0] * 16])
LSQ_REQS = [{"method": "unit.generate", "params": {"unit": "handshake.lsq", "params": p}}
            for p in (LSQ, LSQ_OLD, dict(LSQ, master=False), dict(LSQ, numBBs=3),
                      dict(LSQ, ldPortIdx=[[5]]), dict(LSQ, fifoDepth_L=0),
                      dict(LSQ, fifoDepth_S=1000000), dict(LSQ, ldOrder=[[0, 0]]),
                      dict(LSQ, numLoads=[1] * 5000), dict(LSQ, ldOrder=[[[0]]]),
                      dict(LSQ, numLoadPorts=0), dict(LSQ, name="../x"))]
LSQ_REQS += [{"method": "unit.generate", "params": {"unit": "handshake.lsq", "params": LSQ,
                                                    "extra_signals": ["spec: i1"]}},
             {"method": "unit.verify", "params": {"unit": "handshake.lsq", "params": LSQ}},
             {"method": "unit.describe", "params": {"unit": "handshake.lsq"}}]


def envelope(i, r):
    e = {"jsonrpc": "2.0", "id": i, "method": r["method"]}
    if "params" in r:
        e["params"] = r["params"]
    return e


def rpc_seeds():
    seeds = []
    for i, r in enumerate(REQS):
        body = json.dumps(envelope(i, r)).encode()
        seeds.append(b"\x00" + body + b"\n")                       # NDJSON, one read
        seeds.append(b"\x07" + b"Content-Length: %d\r\n\r\n" % len(body) + body)  # LSP, 7-byte reads
    batch = json.dumps([envelope(i, r) for i, r in enumerate(REQS[:6])]).encode()
    seeds.append(b"\x00" + batch + b"\n")
    seeds.append(b"\x01" + b"\n".join(json.dumps(envelope(i, r)).encode() for i, r in enumerate(REQS)) + b"\n")
    seeds += [b"\x00[]\n", b"\x00{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \n",
              b"\x00Content-Length: x\r\n\r\n{}", b"\x00hello\n", b"\x00Content-Length: 99999999\r\n\r\n{",
              b"\x00C\r\n\r\n", b"\x00" + b"[" * 3000 + b"]" * 3000 + b"\n",
              b"\x00{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"type.parse\", \"params\": {\"type\": \"\xff\xfe\"}}\n",
              b"\x03{\"jsonrpc\":\"2.0\",\"method\":\"unit.list\"}\n{\"jsonrpc\":\"2.0\",\"id\":1e400,\"method\":\"x\"}\n"]
    return seeds + hostile_rpc_seeds()


def hostile_rpc_seeds():
    """Hostile input: forged raw markers, duplicate keys, malformed LSP
    headers, other number bases, names the generated text uses, the cache
    placeholder as a signal name."""
    forged = '0}]}}}\n{"jsonrpc":"2.0","id":99,"result":{"forged":true}}'
    tags = {"speculator": "", "netlist": {
        "name": "t", "inputs": [{"name": "a", "type": "channel<i8>"}], "outputs": [{"name": "o", "type": "channel<i8>"}],
        "units": [{"name": "b0", "unit": "handshake.buffer", "params": {"\u0001hsd-raw": forged}}],
        "channels": [{"from": "a", "to": "b0.ins", "type": "channel<i8>"}, {"from": "b0.outs", "to": "o", "type": "channel<i8>"}]}}
    reqs = [{"method": "circuit.add_spec_tags", "params": tags},
            {"method": "unit.generate", "params": {"unit": "br", "params": {"bitwidth": "010"}}},
            {"method": "unit.generate", "params": {"unit": "br", "params": {"bitwidth": "0x20"}}},
            {"method": "unit.generate", "params": {"unit": "br", "params": {"bitwidth": 8}, "name": "std_logic"}},
            {"method": "unit.generate", "params": {"unit": "br", "params": {"bitwidth": 8}, "name": "x",
                                                   "extra_signals": ["HsgenCachedEntityQz7: i1", "x: i1"]}},
            {"method": "unit.verify", "params": {"unit": "merge", "ports": {
                "ins[%d]" % i: "channel<i8, [a: i1, b: i2]>" for i in range(64)} | {"outs": "channel<i8, [a: i1, b: i2]>"}}}]
    seeds = [b"\x00" + json.dumps(envelope(i, r)).encode() + b"\n" for i, r in enumerate(reqs)]
    seeds.append(b"\x00" + json.dumps(envelope(0, reqs[0])).replace("\\u0001hsd-raw", "\\u0000hsd-raw").encode() + b"\n")
    seeds += [b"\x00{\"jsonrpc\":\"2.0\",\"id\":1,\"id\":2,\"method\":\"type.parse\",\"params\":{\"type\":\"i8\"}}\n",
              b"\x00[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"type.parse\",\"params\":{\"type\":\"i8\",\"type\":\"i9\"}}]\n",
              b"\x00Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
              b"\x00Content-Length: 2\n\n{}",
              b"\x05Content-Length: 2\x00\r\n\r\n{}",
              b"\x00Content-Length: 2\rX\r\n\r\n{}",
              b"\x00Content-Type: a\r\n\r\n{}",
              b"\x00Content-Length: \r\n\r\n{}",
              b"\x3fContent-Length: 2\r\nX-Pad: " + b"a" * 9216 + b"\r\n\r\n{}",
              b"\x00" + b" " * 100 + b"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.list\"}\n"]
    seeds += [b"\x00" + json.dumps(envelope(i, r)).encode() + b"\n" for i, r in enumerate(SIGNAL_REQS)]
    seeds += [b"\x00" + json.dumps(envelope(i, r)).encode() + b"\n" for i, r in enumerate(LSQ_REQS)]
    return seeds


def api_seeds():
    """Byte 0 picks the function (fuzz_api.c): 0 generate, 1 verify, 2 preview,
    3 describe, 4 list, 5 circuit, 6 hsgen_call (METHOD\\nPARAMS), 7 context from
    YAML; +8 out NULL, +16 params NULL, +32 ctx NULL."""
    by_method = {"unit.generate": 0, "unit.verify": 1, "unit.preview": 2, "unit.describe": 3,
                 "unit.list": 4, "circuit.generate": 5}
    seeds = []
    for r in REQS:
        params = json.dumps(r["params"]).encode() if "params" in r else b""
        if r["method"] in by_method:
            seeds.append(bytes([by_method[r["method"]]]) + params)
        seeds.append(b"\x06" + r["method"].encode() + b"\n" + params)
    seeds += [b"\x00", b"\x00{", b"\x00[1, 2]", b"\x00null", b"\x00\"addi\"", b"\x01{\"unit\": }",
              b"\x10", b"\x08{\"unit\": \"addi\"}", b"\x20{\"unit\": \"addi\"}",
              b"\x06server.info\n{}", b"\x06\n{}", b"\x06unit.generate", b"\x16unit.list",
              b"\x00{\"unit\": \"addi\", \"params\": {\"bitwidth\": 8}, \"extra_signals\": [\"spec: i1\"]}\x00tail",
              b"\x00" + b"[" * 3000 + b"]" * 3000, b"\x00{\"unit\": \"\xff\xfe\"}",
              b"\x07", b"\x07backends:\n  default: verilog\n", b"\x07limits:\n  max_mesage_bytes: 12\n",
              b"\x0fkey: [unclosed\n", b"\x07\t\x00\xff"]
    for r in SIGNAL_REQS:
        if r["method"] in by_method:
            seeds.append(bytes([by_method[r["method"]]]) + json.dumps(r["params"]).encode())
    # deep nesting: MLIR attribute dictionaries past the reader's 64 levels, YAML
    # flow collections past the guard's 64 (both once overflowed the stack or ran
    # quadratic), and each just within its bound
    for depth in (10000, 65, 64):
        mlir = ("handshake.func @f(%a: !handshake.channel<i32>) -> (!handshake.channel<i32>) {\n"
                "  %r = not %a " + "{k = " * depth + "1" + "}" * depth + " : <i32>\n"
                "  end %r : <i32>\n}\n")
        seeds.append(b"\x05" + json.dumps({"mlir": mlir}).encode())
        seeds.append(b"\x07" + b"[" * depth + b"]" * depth)
    seeds.append(b"\x07cache: " + b"{a: " * 5000 + b"1" + b"}" * 5000 + b"\n")
    for r in LSQ_REQS:
        seeds.append(bytes([by_method[r["method"]]]) + json.dumps(r["params"]).encode())
    return seeds


CONFIGS = [
    "", "{}", "listen: [ \"unix:/tmp/x.sock\", \"tcp:127.0.0.1:7420\" ]\n",
    "limits: { max_message_bytes: 1024, max_connections: 10, idle_timeout_s: 1 }\n",
    "cache: { max_bytes: 65536 }\n", "cache: { max_bytes: -1 }\n", "cache: { max_bytes: 1e99 }\n",
    "backends:\n  default: verilog\n  vhdl: { enabled: false }\n",
    "backends:\n  default: chisel\n",
    "signals:\n  spec: { merge: or }\n  tag: { merge: first, source: 3, sink: 1 }\n",
    "signals:\n  spec: { merge: xor }\n", "signals:\n  signal: { merge: or }\n",
    "units:\n  handshake.addf: { external: [\"/bin/true\", \"{name}\", \"{output}\"], timeout_ms: 5 }\n",
    "units:\n  handshake.addf: { external: [] }\n", "admin: { allow_tcp: true }\nlog: { level: debug }\n",
    "log: { level: loud }\n", "limits:\n  max_mesage_bytes: 12\n", "listen: [ \"unix:${NO_SUCH_VAR}/x\" ]\n",
    "listen: [ \"unix:${XDG_RUNTIME_DIR\" ]\n", "a: &x [*x]\n", "- 1\n- 2\n", "key: [unclosed\n",
    "%YAML 1.1\n---\ncache: { max_bytes: 1 }\n...\n---\nlog: {}\n", "\t\x00\xff", "? [a, b]\n: c\n",
    "limits: { message_timeout_s: 2, max_response_bytes: 4096, listen_backlog: 0 }\n",
    "limits: { max_response_bytes: 100, listen_backlog: 70000, message_timeout_s: -1 }\n",
    "listen: [ \"tcp:127.0.0.1:99999\", \"tcp:127.0.0.1:0x50\" ]\n",
    "limits: { max_connections: 1, max_connections: 2 }\n",
]


def simopts_seeds():
    """Byte 0 even: a memory file's text; odd: simulate's arguments, one per line
    (fuzz_simopts.c)."""
    mem = [b"1 2 3\n", b"0x10, -5,\t7\n", b"", b"1e3", b"9" * 70, b"-", b"0x", b"12abc 4",
           b"99999999999999999999", b"-9223372036854775808", b"1,,,,2\r\n3", b"\xff\x00 1"]
    args = [b"d.mlir\n--arg\na=1,2,3", b"d.mlir\n--max-cycles\n10abc", b"d.mlir\n--max-cycles\n1e3",
            b"d.mlir\n--max-cycles\n100000000", b"d.mlir\n--max-cycles\n100000001",
            b"d.mlir\n--stall\n0xffffffff\n--sim\nicarus", b"d.mlir\n--stall\n-1",
            b"--mem\nmem=/dev/zero\nd.mlir", b"--mem\n=x\nd.mlir", b"--dir\n/tmp/x\n--force\nd.mlir",
            b"--sim\nmodelsim\nd.mlir", b"--max-cycles", b"", b"a\nb", b"--bogus\nd.mlir",
            b"--vcd\nw.vcd\n--top\nf\n--buffer-cycles\nd.json"]
    return [b"\x00" + m for m in mem] + [b"\x01" + a for a in args]


def netlists():
    out = []
    for name in sorted(os.listdir(os.path.join(ROOT, "tests", "circuits"))):
        if name.endswith(".json"):
            with open(os.path.join(ROOT, "tests", "circuits", name), "rb") as f:
                out.append(f.read())
    c8 = "channel<i8>"
    head = {"name": "t", "inputs": [{"name": "a", "type": c8}, {"name": "b", "type": c8}],
            "outputs": [{"name": "o", "type": c8}]}
    add = [{"name": "add0", "unit": "handshake.addi"}]
    ok = [{"from": "a", "to": "add0.lhs", "type": c8}, {"from": "b", "to": "add0.rhs", "type": c8},
          {"from": "add0.result", "to": "o", "type": c8}]
    cases = [
        dict(head, units=add, channels=ok),
        dict(head, units=add, channels=ok[:2]),
        dict(head, units=add, channels=[ok[0], dict(ok[1], to="add0.lhs"), ok[2]]),
        dict(head, units=[{"name": "f0", "unit": "handshake.frob"}, {"name": "g0", "unit": "handshake.frob"}],
             channels=[{"from": "a", "to": "f0.x", "type": c8}, {"from": "f0.y", "to": "g0.x", "type": c8},
                       {"from": "g0.y", "to": "f0.z", "type": c8}, {"from": "g0.w", "to": "o", "type": c8}]),
        dict(head, units=[{"name": "f", "unit": "handshake.fork", "params": {"size": 2}}, add[0]],
             channels=[{"from": "a", "to": "f.ins", "type": c8}, {"from": "f.outs[0]", "to": "add0.lhs", "type": c8},
                       {"from": "f.outs[1]", "to": "add0.rhs", "type": c8}, ok[2],
                       {"from": "b", "to": "o", "type": c8}]),
        dict(head, units=add, channels=[dict(c, type="channel<i8, [spec: i1]>") for c in ok]),
        dict(head, units=add + [{"name": "spec0", "unit": "handshake.speculator"}], channels=ok),
        dict(head, units=add, channels=[dict(ok[0], to="add0.lhs[99999999999]")] + ok[1:]),
        {"name": 5, "units": {}, "channels": None},
        dict(head, units=add * 2, channels=ok),
        dict(head, units=[{"name": "", "unit": ""}], channels=[{"from": ".", "to": "..x[", "type": "i8"}]),
        dict(head, units=add + [{"name": "ADD0", "unit": "handshake.sink"}], channels=ok),
        dict(head, inputs=head["inputs"] + [{"name": "A", "type": c8}], units=add, channels=ok),
        dict(head, outputs=[{"name": "a", "type": c8}], units=add, channels=ok),
        dict(head, units=[dict(add[0], params={"\u0001hsd-raw": "0}]"})], channels=ok),
    ]
    out += [json.dumps(c).encode() for c in cases]
    out += [b"{}", b"[]", b"null", b"{\"name\": \"x\"", b"{\"name\": \"\xff\"}",
            b"{\"name\": \"x\", \"name\": \"y\", \"inputs\": [], \"outputs\": [], \"units\": [], \"channels\": []}"]
    tag8 = "channel<i8, [tag: i4]>"  # a netlist's own signals block, good and bad
    out += [json.dumps(c).encode() for c in (
        dict(head, signals={"tag": "or"}, units=add, channels=[dict(c, type=tag8) for c in ok]),
        dict(head, signals={"tag": "xor", "bad__name": "or"}, units=add, channels=ok),
        dict(head, signals={"s%d" % k: "and" for k in range(40)}, units=add, channels=ok))]
    return out


def write(target, items):
    d = os.path.join(HERE, "corpus", target)
    os.makedirs(d, exist_ok=True)
    for old in os.listdir(d):
        if old.startswith("seed-"):
            os.remove(os.path.join(d, old))
    for i, data in enumerate(items):
        if isinstance(data, str):
            data = data.encode("utf-8", "surrogateescape")
        with open(os.path.join(d, "seed-%03d-%s" % (i, hashlib.sha1(data).hexdigest()[:8])), "wb") as f:
            f.write(data)


write("type", TYPES)
write("rpc", rpc_seeds())
write("config", [open(os.path.join(ROOT, "config", "hsgend.yaml"), "rb").read()] + CONFIGS)
write("netlist", netlists())
write("api", api_seeds())
write("simopts", simopts_seeds())
