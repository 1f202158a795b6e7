"""Writes the seeds of the language server's fuzz target (tests/fuzz/corpus/lsp/seed-*):
sessions of an editor (open, incremental edits, hover, completion, definitions,
symbols, code lenses, Show VHDL/Verilog, cancel, shutdown, exit) on the MLIR test
circuits, in the target's framed mode (byte 0 odd: bodies separated by 0x1E) and, for
a few, as the raw byte stream with headers, cut into reads of various sizes."""
import hashlib
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
MLIR = os.path.join(ROOT, "tests", "circuits", "mlir")


def session(uri, text, k):
    lines = text.split("\n")
    n = len(lines)
    msgs = [{"jsonrpc": "2.0", "id": 1, "method": "initialize",
             "params": {"capabilities": {"general": {"positionEncodings":
                                                     ["utf-8"] if k % 2 else ["utf-16"]}}}},
            {"jsonrpc": "2.0", "method": "initialized", "params": {}},
            {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
                "uri": uri, "languageId": "mlir", "version": 1, "text": text}}}]
    i = 2
    for line in range(0, n, 3):
        i += 1
        col = len(lines[line]) // 2
        pos = {"line": line, "character": col}
        method = ["textDocument/hover", "textDocument/completion",
                  "textDocument/definition"][line % 3]
        msgs.append({"jsonrpc": "2.0", "id": i, "method": method,
                     "params": {"textDocument": {"uri": uri}, "position": pos}})
    msgs += [
        {"jsonrpc": "2.0", "id": 90, "method": "textDocument/documentSymbol",
         "params": {"textDocument": {"uri": uri}}},
        {"jsonrpc": "2.0", "id": 91, "method": "textDocument/codeLens",
         "params": {"textDocument": {"uri": uri}}},
        {"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": 2},
            "contentChanges": [{"range": {"start": {"line": n // 2, "character": 4},
                                          "end": {"line": n // 2, "character": 9}},
                                "text": "%zz = "}]}},
        {"jsonrpc": "2.0", "id": 92, "method": "textDocument/hover",
         "params": {"textDocument": {"uri": uri}, "position": {"line": n // 2, "character": 6}}},
        {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 92}},
        {"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": 3}, "contentChanges": [{"text": text}]}},
        {"jsonrpc": "2.0", "id": 93, "method": "workspace/executeCommand",
         "params": {"command": "hsgen.showVerilog" if k % 2 else "hsgen.showVhdl",
                    "arguments": [uri]}},
        {"jsonrpc": "2.0", "method": "textDocument/didClose",
         "params": {"textDocument": {"uri": uri}}},
        {"jsonrpc": "2.0", "id": 94, "method": "shutdown"},
        {"jsonrpc": "2.0", "method": "exit"}]
    return msgs


def framed(msgs, chunk=0):
    return bytes([1 | (chunk << 1)]) + b"\x1e".join(json.dumps(m).encode() for m in msgs)


def raw(msgs, chunk):
    out = b""
    for m in msgs:
        body = json.dumps(m).encode()
        out += b"Content-Length: %d\r\n\r\n" % len(body) + body
    return bytes([chunk << 1]) + out


def seeds():
    out = []
    names = sorted(f for f in os.listdir(MLIR) if f.endswith(".mlir"))
    for k, name in enumerate(names):
        with open(os.path.join(MLIR, name)) as f:
            text = f.read()
        msgs = session("file:///%s" % name, text, k)
        out.append(framed(msgs, k % 3))
        if k < 4:
            out.append(raw(msgs, [1, 7, 33, 0][k]))
    with open(os.path.join(HERE, "..", "lsp", "type_error.mlir")) as f:
        out.append(framed(session("file:///type_error.mlir", f.read(), 0)))
    # malformed: not JSON, not an object, wrong types, before initialize, bad ranges
    out.append(framed([{"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover"}]))
    out.append(b"\x01{\"id\": 1,\x1e[1,2]\x1e42\x1e{\"method\": 7, \"id\": {}}")
    out.append(b"\x00Content-Length: 99999999\r\n\r\n")
    out.append(b"\x00Content-Type: x\r\n\r\n{}")
    out.append(framed([{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}},
                       {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
                           "textDocument": {"uri": "u", "text": "x" * 5000}}},
                       {"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                           "textDocument": {"uri": "u"}, "contentChanges": [
                               {"range": {"start": {"line": 9, "character": 2},
                                          "end": {"line": 0, "character": 0}}, "text": "y"}]}},
                       {"jsonrpc": "2.0", "id": 2, "method": "workspace/executeCommand",
                        "params": {"command": "hsgen.showVhdl", "arguments": ["u", 3]}},
                       {"jsonrpc": "2.0", "method": "exit"}]))
    return out


d = os.path.join(HERE, "corpus", "lsp")
os.makedirs(d, exist_ok=True)
for old in os.listdir(d):
    if old.startswith("seed-"):
        os.remove(os.path.join(d, old))
for i, data in enumerate(seeds()):
    with open(os.path.join(d, "seed-%03d-%s" % (i, hashlib.sha1(data).hexdigest()[:8])), "wb") as f:
        f.write(data)
