"""The language server with a scripted client (hsgen lsp on pipes): diagnostics on
the exact operand with the rule and its other port, full and incremental edits,
a burst of edits read once, cancellation, completion, hover, symbols, definitions,
Show VHDL/Verilog, malformed messages, a file too large, shutdown and exit."""
import json
import os
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import SOURCE_DIR, Server, frame  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
BAD_URI = "file:///work/type_error.mlir"
GCD_URI = "file:///work/gcd.mlir"


def read(path):
    with open(path) as f:
        return f.read()


def rng(line, a, b):
    return {"start": {"line": line, "character": a}, "end": {"line": line, "character": b}}


def span(text, line, word, nth=0):
    """The range of the nth occurrence of word on a 0-based line."""
    s = text.split("\n")[line]
    at = -1
    for _ in range(nth + 1):
        at = s.index(word, at + 1)
    return rng(line, at, at + len(word))


class Protocol(unittest.TestCase):
    def setUp(self):
        self.s = Server()
        self.bad = read(os.path.join(HERE, "type_error.mlir"))
        self.gcd = read(os.path.join(SOURCE_DIR, "tests", "circuits", "mlir", "gcd.mlir"))

    def tearDown(self):
        self.s.close()

    def test_session(self):
        s = self.s
        caps = s.initialize()["result"]["capabilities"]
        self.assertEqual(caps["textDocumentSync"]["change"], 2)  # incremental
        self.assertEqual(caps["positionEncoding"], "utf-16")
        self.assertIn("hsgen.showVhdl", caps["executeCommandProvider"]["commands"])

        # the type-rule violation: on %a (line 4), the rule, %b related
        s.open(BAD_URI, self.bad)
        d = s.diagnostics(BAD_URI, 1)["diagnostics"]
        self.assertEqual(len(d), 1, d)
        self.assertEqual(d[0]["range"], span(self.bad, 4, "%a"))
        self.assertEqual(d[0]["code"], "same_type")
        self.assertIn("lhs carries extra signal 'spec: i1'", d[0]["message"])
        self.assertIn("lhs, rhs and result all have the same type", d[0]["message"])
        rel = d[0]["relatedInformation"]
        self.assertEqual([r["location"]["range"] for r in rel], [span(self.bad, 4, "%b")])
        self.assertIn("add0.rhs", rel[0]["message"])

        # incremental: drop ", [spec: i1]" from %a's type -> no diagnostics
        line3 = self.bad.split("\n")[3]
        at = line3.index(", [spec: i1]")
        s.write(s.notification("textDocument/didChange", {
            "textDocument": {"uri": BAD_URI, "version": 2},
            "contentChanges": [{"range": rng(3, at, at + len(", [spec: i1]")), "text": ""}]}))
        self.assertEqual(s.diagnostics(BAD_URI, 2)["diagnostics"], [])

        # a syntax error typed in (the '=' deleted), then a burst of three edits
        # written together: read once, after the last (version 5)
        eq = self.bad.split("\n")[4].index("=")
        s.write(s.notification("textDocument/didChange", {
            "textDocument": {"uri": BAD_URI, "version": 3},
            "contentChanges": [{"range": rng(4, eq, eq + 1), "text": ""}]}))
        d = s.diagnostics(BAD_URI, 3)["diagnostics"]
        self.assertEqual(len(d), 1, d)
        self.assertEqual(d[0]["code"], "syntax")
        self.assertEqual(d[0]["range"]["start"]["line"], 4)
        self.assertIn("expected", d[0]["message"])
        burst = [s.notification("textDocument/didChange", {
            "textDocument": {"uri": BAD_URI, "version": v},
            "contentChanges": [{"range": rng(4, eq, eq), "text": t}]})
            for v, t in ((4, "="), (5, "x"))]
        burst.append(s.notification("textDocument/didChange", {
            "textDocument": {"uri": BAD_URI, "version": 6},
            "contentChanges": [{"range": rng(4, eq, eq + 1), "text": ""}]}))
        s.write(*burst)
        self.assertEqual(s.diagnostics(BAD_URI, 6)["diagnostics"], [])
        stale = [m for m in s.inbox if m.get("method") == "textDocument/publishDiagnostics"
                 and m["params"].get("version") in (4, 5)]
        self.assertEqual(stale, [], "the burst was read once, after its last edit")

        # a full-text change back to the original error
        s.write(s.notification("textDocument/didChange", {
            "textDocument": {"uri": BAD_URI, "version": 7}, "contentChanges": [{"text": self.bad}]}))
        self.assertEqual(len(s.diagnostics(BAD_URI, 7)["diagnostics"]), 1)

        # cancellation: a hover cancelled in the same batch is answered -32800
        h = s.request("textDocument/hover", {"textDocument": {"uri": BAD_URI},
                                             "position": {"line": 4, "character": 10}})
        s.write(h, s.notification("$/cancelRequest", {"id": h["id"]}),
                s.notification("$/cancelRequest", {"id": 9999}))
        a = s.answer(h["id"])
        self.assertEqual(a["error"]["code"], -32800, a)
        # an answered request is unaffected by a late cancel
        h2 = s.call("textDocument/hover", {"textDocument": {"uri": BAD_URI},
                                            "position": {"line": 4, "character": 10}})
        s.write(s.notification("$/cancelRequest", {"id": h2["id"]}))
        self.assertIn("add0", h2["result"]["contents"]["value"])

        self.gcd_requests()
        self.malformed()

        # shutdown, then only exit: a request is refused, exit ends with 0
        self.assertIsNone(s.call("shutdown")["result"])
        a = s.call("textDocument/hover", {"textDocument": {"uri": GCD_URI},
                                           "position": {"line": 0, "character": 0}})
        self.assertEqual(a["error"]["code"], -32600)
        s.write(s.notification("exit"))
        self.assertEqual(s.p.wait(20), 0)

    def gcd_requests(self):
        s, text = self.s, self.gcd
        s.open(GCD_URI, text)
        self.assertEqual(s.diagnostics(GCD_URI, 1)["diagnostics"], [])
        lines = text.split("\n")
        mux = next(i for i, l in enumerate(lines) if "%x = mux" in l)

        # hover on the mux: its ports with their types, latency, policies, area
        h = s.call("textDocument/hover", {"textDocument": {"uri": GCD_URI},
                                           "position": {"line": mux, "character": 10}})
        v = h["result"]["contents"]["value"]
        for want in ("**mux0**", "| index | in | `!handshake.channel<i1>`",
                     "| ins[2] | in | `!handshake.channel<i32>`",
                     "| outs | out | `!handshake.channel<i32>`", "**latency**", "**area**",
                     "merge_with_index"):
            self.assertIn(want, v)
        self.assertEqual(h["result"]["range"], span(text, mux, "mux"))

        # hover on a type: canonical form and bit layout
        t = lines[mux].index("<i32>")
        h = s.call("textDocument/hover", {"textDocument": {"uri": GCD_URI},
                                           "position": {"line": mux, "character": t + 1}})
        v = h["result"]["contents"]["value"]
        self.assertIn("`!handshake.channel<i32>`", v)
        self.assertIn("| data | 32 (`[31:0]`, integer) | down |", v)

        # and on a type of the function's signature (%start's)
        fl = next(i for i, l in enumerate(lines) if "handshake.func" in l)
        t = lines[fl].index("!handshake.control<>")
        h = s.call("textDocument/hover", {"textDocument": {"uri": GCD_URI},
                                           "position": {"line": fl, "character": t + 3}})
        v = h["result"]["contents"]["value"]
        self.assertIn("**type** `!handshake.control`", v)
        self.assertIn("| valid | 1 | down |", v)
        self.assertNotIn("| data |", v)
        self.assertEqual(h["result"]["range"], span(text, fl, "!handshake.control<>"))

        # go to the definition of %backA (used by the mux, defined by the oehb)
        use = lines[mux].index("%backA")
        a = s.call("textDocument/definition", {"textDocument": {"uri": GCD_URI},
                                                "position": {"line": mux, "character": use + 2}})
        d = next(i for i, l in enumerate(lines) if l.strip().startswith("%backA ="))
        self.assertEqual(a["result"]["range"], span(text, d, "%backA"))
        # and of a function argument
        use = lines[mux].index("%a")
        a = s.call("textDocument/definition", {"textDocument": {"uri": GCD_URI},
                                                "position": {"line": mux, "character": use + 1}})
        fl = next(i for i, l in enumerate(lines) if "handshake.func" in l)
        self.assertEqual(a["result"]["range"], span(text, fl, "%a"))

        # symbols: the function, its ops by unit name
        a = s.call("textDocument/documentSymbol", {"textDocument": {"uri": GCD_URI}})
        self.assertEqual(a["result"][0]["name"], "gcd")
        names = [c["name"] for c in a["result"][0]["children"]]
        self.assertIn("mux0", names)
        self.assertIn("cmpi1", names)

        # completion: op names, parameters, buffer kinds, extra-signal names
        def complete(line, char):
            r = s.call("textDocument/completion", {"textDocument": {"uri": GCD_URI},
                                                    "position": {"line": line, "character": char}})
            return [i["label"] for i in r["result"]["items"]]
        ops = complete(mux, lines[mux].index("mux"))
        for want in ("addi", "mux", "cond_br", "oehb", "buffer"):
            self.assertIn(want, ops)
        cmp = next(i for i, l in enumerate(lines) if "%dxy = subi" in l)
        self.assertIn("latency", complete(cmp, lines[cmp].index("{") + 1))
        edit = "    %q = buffer %nx {buffer_type = \"O\", x = <i32, [sp]>} : <i32>"
        s.write(s.notification("textDocument/didChange", {
            "textDocument": {"uri": GCD_URI, "version": 2},
            "contentChanges": [{"range": rng(len(lines) - 1, 0, 0), "text": edit + "\n"}]}))
        last = len(lines) - 1
        kinds = complete(last, edit.index("\"O") + 2)
        self.assertIn("ONE_SLOT_BREAK_DV", kinds)
        self.assertIn("FIFO_BREAK_NONE", kinds)
        self.assertIn("spec", complete(last, edit.index("[sp") + 3))
        # the newer syntax: bufferType = KIND, unquoted
        edit2 = "    %r = buffer %nx, bufferType = ONE, numSlots = 1 : <i32>"
        s.write(s.notification("textDocument/didChange", {
            "textDocument": {"uri": GCD_URI, "version": 2},
            "contentChanges": [{"range": rng(last, 0, 0), "text": edit2 + "\n"}]}))
        self.assertIn("ONE_SLOT_BREAK_R", complete(last, edit2.index("= ONE") + 5))

        # code lenses: Show VHDL / Show Verilog on the function and each op
        s.write(s.notification("textDocument/didChange", {
            "textDocument": {"uri": GCD_URI, "version": 3},
            "contentChanges": [{"text": text}]}))
        lenses = s.call("textDocument/codeLens", {"textDocument": {"uri": GCD_URI}})["result"]
        cmds = {(l["command"]["command"], tuple(l["command"]["arguments"])) for l in lenses}
        self.assertIn(("hsgen.showVhdl", (GCD_URI,)), cmds)
        self.assertIn(("hsgen.showVerilog", (GCD_URI, "mux0")), cmds)

        a = s.call("workspace/executeCommand", {"command": "hsgen.showVerilog",
                                                 "arguments": [GCD_URI, "mux0"]})
        self.assertEqual(a["result"]["language"], "verilog")
        self.assertIn("module mux", a["result"]["text"])
        a = s.call("workspace/executeCommand", {"command": "hsgen.showVhdl",
                                                 "arguments": [GCD_URI]})
        self.assertIn("entity gcd is", a["result"]["text"])
        a = s.call("workspace/executeCommand", {"command": "hsgen.showVhdl",
                                                 "arguments": [GCD_URI, "nosuch"]})
        self.assertEqual(a["error"]["code"], -32602)
        a = s.call("workspace/executeCommand", {"command": "hsgen.showVhdl",
                                                 "arguments": [BAD_URI]})
        self.assertIn("unit add0: handshake.addi: port lhs carries", a["error"]["message"])

    def malformed(self):
        s = self.s
        # a body that is not JSON, one that is not an object, a method of the wrong type,
        # an unknown method, a request on a document not open, a position missing
        s.write(b"Content-Length: 9\r\n\r\n{\"id\": 1,")
        a = s.wait_for(lambda m: m.get("error", {}).get("code") == -32700)
        self.assertIsNone(a["id"])
        s.write(frame(b"[1, 2]"))
        a = s.wait_for(lambda m: m.get("error", {}).get("code") == -32600)
        s.write({"jsonrpc": "2.0", "id": 500, "method": 42})
        self.assertEqual(s.answer(500)["error"]["code"], -32600)
        self.assertEqual(s.call("no/such")["error"]["code"], -32601)
        a = s.call("textDocument/hover", {"textDocument": {"uri": "file:///nope.mlir"},
                                           "position": {"line": 0, "character": 0}})
        self.assertEqual(a["error"]["code"], -32602)
        a = s.call("textDocument/hover", {"textDocument": {"uri": GCD_URI}})
        self.assertEqual(a["error"]["code"], -32602)
        # an edit whose range runs backwards: reported, the server goes on
        s.write(s.notification("textDocument/didChange", {
            "textDocument": {"uri": GCD_URI, "version": 9},
            "contentChanges": [{"range": rng(3, 5, 1), "text": "x"}]}))
        m = s.wait_for(lambda m: m.get("method") == "window/showMessage")
        self.assertIn("could not be applied", m["params"]["message"])
        # positions far outside the text are clamped
        a = s.call("textDocument/hover", {"textDocument": {"uri": GCD_URI},
                                           "position": {"line": 10 ** 9, "character": 10 ** 9}})
        self.assertIn("result", a)


class Dispatch(unittest.TestCase):
    """Each method is handled by its own row, as a request or as a notification: a
    notification's name sent as a request, and a name the server does not know, are
    -32601 naming the method; a request's name sent as a notification is never
    answered and does nothing; every request row answers; every command the
    capabilities name runs."""

    def test_rows(self):
        s = Server()
        try:
            caps = s.initialize()["result"]["capabilities"]
            gcd = read(os.path.join(SOURCE_DIR, "tests", "circuits", "mlir", "gcd.mlir"))
            s.open(GCD_URI, gcd)
            self.assertEqual(s.diagnostics(GCD_URI, 1)["diagnostics"], [])
            for m in ("exit", "initialized", "$/cancelRequest", "textDocument/didOpen",
                      "textDocument/didChange", "textDocument/didClose", "no/such"):
                e = s.call(m, {})["error"]
                self.assertEqual(e["code"], -32601, m)
                self.assertEqual(e["message"], "unknown method '%s'" % m)
            # requests' names as notifications: nothing answered, nothing changed (a
            # shutdown notification does not shut the server down)
            s.write(s.notification("shutdown"), s.notification("initialize", {}),
                    s.notification("textDocument/hover", {"textDocument": {"uri": GCD_URI},
                                                          "position": {"line": 0, "character": 0}}))
            where = {"textDocument": {"uri": GCD_URI}, "position": {"line": 3, "character": 6}}
            for m in ("textDocument/hover", "textDocument/completion", "textDocument/definition",
                      "textDocument/documentSymbol", "textDocument/codeLens"):
                a = s.call(m, where)
                self.assertIn("result", a, m)
            self.assertEqual(s.call("initialize", {})["error"]["code"], -32600)  # once only
            for cmd in caps["executeCommandProvider"]["commands"]:
                a = s.call("workspace/executeCommand", {"command": cmd, "arguments": [GCD_URI]})
                self.assertIn("gcd", a["result"]["text"], cmd)
            a = s.call("workspace/executeCommand", {"command": "hsgen.nope",
                                                     "arguments": [GCD_URI]})
            self.assertEqual(a["error"]["code"], -32602)
            # didClose: the diagnostics cleared, then the document is not open
            s.write(s.notification("textDocument/didClose", {"textDocument": {"uri": GCD_URI}}))
            self.assertEqual(s.diagnostics(GCD_URI)["diagnostics"], [])
            self.assertEqual(s.call("textDocument/codeLens", where)["error"]["code"], -32602)
            self.assertEqual([m for m in s.inbox if "id" in m], [], "nothing else answered")
            self.assertEqual(s.finish(), 0)
        finally:
            s.close()


class Lifecycle(unittest.TestCase):
    def test_before_initialize_and_exit_without_shutdown(self):
        s = Server()
        try:
            a = s.call("textDocument/hover", {"textDocument": {"uri": GCD_URI},
                                               "position": {"line": 0, "character": 0}})
            self.assertEqual(a["error"]["code"], -32002)
            s.initialize()
            s.write(s.notification("exit"))
            self.assertEqual(s.p.wait(20), 1)
        finally:
            s.close()

    def test_file_too_large(self):
        s = Server("--max-file-size", "300")
        try:
            s.initialize()
            text = read(os.path.join(HERE, "type_error.mlir"))
            self.assertGreater(len(text), 300)
            s.open(BAD_URI, text)
            d = s.diagnostics(BAD_URI)["diagnostics"]
            self.assertEqual(len(d), 1)
            self.assertEqual(d[0]["code"], "too_large")
            self.assertIn("file too large: %d bytes" % len(text.encode()), d[0]["message"])
            self.assertIn("at most 300", d[0]["message"])
            self.assertEqual(s.finish(), 0)
        finally:
            s.close()

    def test_framing_errors(self):
        # a message over the framer's limit and a header without Content-Length end the
        # stream with a message to the user, not a crash
        for data in (b"Content-Length: 99999999999\r\n\r\n", b"Content-Type: x\r\n\r\n{}"):
            s = Server("--max-file-size", "100")
            try:
                s.write(data)
                m = s.wait_for(lambda m: m.get("method") == "window/showMessage")
                self.assertIn("cannot be read further", m["params"]["message"])
                self.assertEqual(s.p.wait(20), 1)
            finally:
                s.close()

    def test_cycle(self):
        # gcd's back edges through tehb (which does not register valid and data): each
        # unbuffered cycle is reported with every unit written in it as related
        text = read(os.path.join(SOURCE_DIR, "tests", "circuits", "mlir", "gcd.mlir"))
        text = text.replace("oehb [1]", "tehb [1]").replace("buffer [1] seq", "tehb [1]")
        s = Server()
        try:
            s.initialize()
            s.open(GCD_URI, text)
            d = s.diagnostics(GCD_URI)["diagnostics"]
            self.assertTrue(d)
            lines = text.split("\n")
            for x in d:
                self.assertEqual(x["code"], "unbuffered_cycle", x)
                self.assertIn("unbuffered cycle", x["message"])
                rel = x["relatedInformation"]
                self.assertGreaterEqual(len(rel), 2)
                names = x["message"].split("unbuffered cycle ")[1].split(":")[0].split(" -> ")
                written = [n for n in names[:-1] if not n.startswith(("fork", "sink"))]
                self.assertEqual(len(rel), len(written), (rel, names))
                for r in rel:
                    line = lines[r["location"]["range"]["start"]["line"]]
                    self.assertIn(r["message"].split(":")[0], line + " " + r["message"])
            self.assertEqual(s.finish(), 0)
        finally:
            s.close()


class MoreDiagnostics(unittest.TestCase):
    def test_array_elements_and_continued_messages(self):
        gcd = read(os.path.join(SOURCE_DIR, "tests", "circuits", "mlir", "gcd.mlir"))
        cases = {
            # mux1's ins[0] (%b) gains a tag the other input (%backB) lacks
            "elements": gcd.replace("%b: !handshake.channel<i32>",
                                    "%b: !handshake.channel<i32, [tag: i8]>", 1),
            # an unknown op: the reader's message and its list of ops, one diagnostic
            "unknown": gcd.replace("= subi %xT", "= subx %xT"),
        }
        s = Server()
        try:
            s.initialize()
            for name, text in cases.items():
                uri = "file:///work/%s.mlir" % name
                s.open(uri, text)
                d = s.diagnostics(uri)["diagnostics"]
                self.assertEqual(len(d), 1, d)
                lines = text.split("\n")
                if name == "elements":
                    y = next(i for i, l in enumerate(lines) if "%y = mux" in l)
                    self.assertEqual(d[0]["range"], span(text, y, "%b"))
                    self.assertIn("port ins[0] carries extra signal 'tag: i8'", d[0]["message"])
                    rel = d[0]["relatedInformation"]
                    self.assertEqual([r["location"]["range"] for r in rel],
                                     [span(text, y, "%backB")])
                    self.assertIn("mux1.ins[1]", rel[0]["message"])
                else:
                    y = next(i for i, l in enumerate(lines) if "subx" in l)
                    self.assertEqual(d[0]["range"], span(text, y, "subx"))
                    self.assertIn("unsupported operation 'subx'", d[0]["message"])
                    self.assertIn("\noperations hsgen reads", d[0]["message"])
            self.assertEqual(s.finish(), 0)
        finally:
            s.close()


class SeveralFunctions(unittest.TestCase):
    def test_each_function_read(self):
        # two functions in one module: each is read on its own (the reader reads one),
        # diagnostics come from both, hover and lenses follow the function asked about
        gcd = read(os.path.join(SOURCE_DIR, "tests", "circuits", "mlir", "gcd.mlir"))
        bad = read(os.path.join(HERE, "type_error.mlir"))
        body = lambda t: t[t.index("  handshake.func"):t.rindex("}")]  # noqa: E731
        text = "module {\n" + body(gcd) + body(bad) + "}\n"
        lines = text.split("\n")
        s = Server()
        try:
            s.initialize()
            s.open(GCD_URI, text)
            d = s.diagnostics(GCD_URI)["diagnostics"]
            y = next(i for i, l in enumerate(lines) if "%s = addi %a, %b" in l)
            self.assertEqual([x["range"] for x in d], [span(text, y, "%a")])
            self.assertEqual(d[0]["code"], "same_type")
            mux = next(i for i, l in enumerate(lines) if "%x = mux" in l)
            for line, want in ((mux, "**mux0**"), (y, "**add0**"), (mux, "**mux0**")):
                h = s.call("textDocument/hover", {"textDocument": {"uri": GCD_URI},
                                                   "position": {"line": line, "character": 10}})
                self.assertIn(want, h["result"]["contents"]["value"])
            a = s.call("textDocument/documentSymbol", {"textDocument": {"uri": GCD_URI}})
            self.assertEqual([f["name"] for f in a["result"]], ["gcd", "bad"])
            self.assertEqual(s.finish(), 0)
        finally:
            s.close()


class Positions(unittest.TestCase):
    def test_utf16_and_utf8(self):
        # the client counts UTF-16 code units by default, bytes once it offers utf-8;
        # ranges out and edits in follow the encoding negotiated
        text = read(os.path.join(HERE, "non_ascii.mlir"))
        line = text.split("\n")[4]
        q = line.index("?")
        for caps, enc, col in (({}, "utf-16", len(line[:q].encode("utf-16-le")) // 2),
                               ({"general": {"positionEncodings": ["utf-8"]}}, "utf-8",
                                len(line[:q].encode()))):
            s = Server()
            try:
                self.assertEqual(s.initialize(caps)["result"]["capabilities"]["positionEncoding"],
                                 enc)
                s.open(GCD_URI, text)
                d = s.diagnostics(GCD_URI, 1)["diagnostics"]
                self.assertEqual([x["range"] for x in d], [rng(4, col, col + 1)])
                s.write(s.notification("textDocument/didChange", {
                    "textDocument": {"uri": GCD_URI, "version": 2},
                    "contentChanges": [{"range": rng(4, col - 1, col + 1), "text": ""}]}))
                self.assertEqual(s.diagnostics(GCD_URI, 2)["diagnostics"], [])
                self.assertEqual(s.finish(), 0)
            finally:
                s.close()
        self.assertNotEqual(len(line[:q].encode("utf-16-le")) // 2, len(line[:q].encode()))


@unittest.skipUnless(os.environ.get("HSGEND"), "HSGEND names no daemon binary")
class WithDaemon(unittest.TestCase):
    def test_show_through_the_daemon(self):
        # with a daemon answering, Show VHDL/Verilog go to it (its cache) and give the
        # text the in-process server gives; diagnostics stay in-process
        sys.path.insert(0, os.path.join(SOURCE_DIR, "tests", "cli"))
        from cli_harness import Daemon
        text = read(os.path.join(SOURCE_DIR, "tests", "circuits", "mlir", "gcd.mlir"))
        d = Daemon()
        shown = {}
        try:
            for where, g in (("daemon", ("--socket", d.sock)), ("local", ("--local",))):
                s = Server(globals_=g)
                try:
                    s.initialize()
                    s.open(GCD_URI, text)
                    self.assertEqual(s.diagnostics(GCD_URI)["diagnostics"], [])
                    for cmd, args in (("hsgen.showVhdl", [GCD_URI, "mux0"]),
                                      ("hsgen.showVerilog", [GCD_URI, "cmpi1"]),
                                      ("hsgen.showVhdl", [GCD_URI]),
                                      ("hsgen.showVerilog", [GCD_URI])):
                        a = s.call("workspace/executeCommand", {"command": cmd, "arguments": args})
                        self.assertIn("result", a, a)
                        shown[(where, cmd, tuple(args))] = a["result"]["text"]
                    self.assertEqual(s.finish(), 0)
                finally:
                    s.close()
            stats = json.loads(subprocess.run(
                [os.environ["HSGEN"], "--socket", d.sock, "rpc", "cache.stats"],
                capture_output=True, text=True, check=True).stdout)
        finally:
            d.stop()
        def body(t):  # the header names the version of the program that generated it
            return [l for l in t.split("\n") if "Generated by hsgen" not in l]
        for (where, cmd, args), t in shown.items():
            if where == "daemon":
                self.assertEqual(body(t), body(shown[("local", cmd, args)]), (cmd, args))
        self.assertGreater(stats["entries"], 0, stats)


if __name__ == "__main__":
    unittest.main()
