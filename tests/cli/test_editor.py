"""An editor integration's exchange with hsgend: LSP-style Content-Length framing,
unit.preview answered in one round trip with ports, a summary and the text, and
a positioned error (column) while a type is still being typed. docs/editor.md
shows the same exchange."""
import json
import os
import socket
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cli_harness import Daemon, run  # noqa: E402


class LspClient:
    """A minimal editor-side client: one connection, Content-Length frames."""

    def __init__(self, path):
        self.s = socket.socket(socket.AF_UNIX)
        self.s.settimeout(20)
        self.s.connect(path)
        self.buf = b""
        self.next_id = 0

    def send(self, method, params):
        self.next_id += 1
        msg = {"jsonrpc": "2.0", "id": self.next_id, "method": method}
        if params is not None:
            msg["params"] = params
        self.s.sendall(self.frame(msg))
        return self.next_id

    def frame(self, msg):
        """One message as vscode-jsonrpc writes it: Content-Length and Content-Type headers."""
        body = json.dumps(msg).encode()
        return (b"Content-Length: %d\r\nContent-Type: application/vscode-jsonrpc; "
                b"charset=utf-8\r\n\r\n" % len(body)) + body

    def notify(self, method, params=None):
        msg = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            msg["params"] = params
        self.s.sendall(self.frame(msg))

    def receive(self):
        """One framed message: its headers must carry Content-Length."""
        while b"\r\n\r\n" not in self.buf:
            self.fill()
        head, self.buf = self.buf.split(b"\r\n\r\n", 1)
        headers = dict(h.split(b":", 1) for h in head.split(b"\r\n"))
        n = int(headers[b"Content-Length"])
        while len(self.buf) < n:
            self.fill()
        body, self.buf = self.buf[:n], self.buf[n:]
        return json.loads(body)

    def fill(self):
        chunk = self.s.recv(65536)
        if not chunk:
            raise EOFError("the daemon closed the connection")
        self.buf += chunk

    def call(self, method, params):
        """One round trip: the answer to this request, and nothing else pending."""
        i = self.send(method, params)
        resp = self.receive()
        assert resp["id"] == i, resp
        assert self.buf == b"", "more than one message for one request"
        return resp

    def close(self):
        self.s.close()


ADDI = {"unit": "handshake.addi",
        "ports": {"lhs": "channel<i32, [spec: i1]>", "rhs": "channel<i32, [spec: i1]>",
                  "result": "channel<i32, [spec: i1]>"}}


class Editor(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.d = Daemon()

    @classmethod
    def tearDownClass(cls):
        cls.d.stop()

    def setUp(self):
        self.c = LspClient(self.d.sock)

    def tearDown(self):
        self.c.close()

    def test_preview(self):
        resp = self.c.call("unit.preview", ADDI)
        r = resp["result"]
        names = {p["name"]: p for p in r["ports"]}
        self.assertEqual(names["lhs_spec"]["direction"], "in")
        self.assertEqual(names["result_spec"]["direction"], "out")
        self.assertEqual(names["lhs"]["width"], 32)
        self.assertIn("handshake.addi", r["summary"])
        self.assertIn("lhs in !handshake.channel<i32, [spec: i1]>", r["summary"])
        self.assertIn("entity %s is" % r["module"], r["text"])
        self.assertIn("lhs_spec", r["text"])
        # the client's in-process method layer gives the same answer (no daemon needed)
        rc, so, se = run(["--local", "rpc", "unit.preview", json.dumps(ADDI)])
        self.assertEqual(rc, 0, se.decode())
        self.assertEqual(json.loads(so), r)

    def test_type_being_typed(self):
        """Every prefix of a type as the user types it: a preview or a positioned error."""
        final = "channel<i32, [spec: i1]>"
        positioned = 0
        for n in range(1, len(final) + 1):
            params = json.loads(json.dumps(ADDI))
            params["ports"]["lhs"] = final[:n]
            resp = self.c.call("unit.preview", params)
            if "result" in resp:
                continue
            err = resp["error"]
            if err["data"].get("kind") == "parse":
                positioned += 1
                self.assertEqual(err["data"]["field"], "ports.lhs")
                self.assertEqual(err["data"]["port"], "lhs")
                col = err["data"]["column"]
                self.assertTrue(1 <= col <= n + 1, (final[:n], col))
                self.assertIn("at column %d" % col, err["message"])
        self.assertGreater(positioned, 10)
        self.assertIn("result", resp)  # the complete type previews

    def test_lsp_lifecycle(self):
        """initialize / initialized / shutdown / exit as a generic LSP client runs them."""
        r = self.c.call("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
        r = r["result"]
        self.assertEqual(r["serverInfo"]["name"], "hsgend")
        self.assertRegex(r["serverInfo"]["version"], r"^\d+\.\d+")
        self.assertIn("unit.preview", r["capabilities"]["experimental"]["methods"])
        self.c.notify("initialized", {})  # a notification: no answer
        self.assertIn("result", self.c.call("unit.preview", ADDI))
        self.assertIsNone(self.c.call("shutdown", None)["result"])
        err = self.c.call("unit.list", {})["error"]
        self.assertEqual(err["code"], -32600)
        self.assertIn("after shutdown", err["message"])
        self.c.notify("exit")
        with self.assertRaises(EOFError):
            self.c.receive()
        # only that connection ended: the daemon still answers another one
        other = LspClient(self.d.sock)
        self.assertIn("result", other.call("unit.list", {}))
        other.close()

    def test_lsp_lifecycle_newline_framing(self):
        s = socket.socket(socket.AF_UNIX)
        s.settimeout(20)
        s.connect(self.d.sock)
        f = s.makefile("rwb")
        for msg in ({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}},
                    {"jsonrpc": "2.0", "method": "initialized", "params": {}},
                    {"jsonrpc": "2.0", "id": 2, "method": "shutdown"},
                    {"jsonrpc": "2.0", "id": 3, "method": "unit.list", "params": {}},
                    {"jsonrpc": "2.0", "method": "exit"}):
            f.write(json.dumps(msg).encode() + b"\n")
        f.flush()
        answers = [json.loads(line) for line in f]  # until the daemon closes
        s.close()
        self.assertEqual([a["id"] for a in answers], [1, 2, 3])
        self.assertEqual(answers[0]["result"]["serverInfo"]["name"], "hsgend")
        self.assertIsNone(answers[1]["result"])
        self.assertEqual(answers[2]["error"]["code"], -32600)

    def test_cancel_preview(self):
        """$/cancelRequest right behind a preview: -32800, and its result never comes."""
        params = json.loads(json.dumps(ADDI))
        for p in params["ports"]:
            params["ports"][p] = "channel<i37, [spec: i1]>"  # not cached yet
        self.c.next_id += 1
        i = self.c.next_id
        self.c.s.sendall(self.c.frame({"jsonrpc": "2.0", "id": i, "method": "unit.preview",
                                       "params": params}) +
                         self.c.frame({"jsonrpc": "2.0", "method": "$/cancelRequest",
                                       "params": {"id": i}}))
        resp = self.c.receive()
        self.assertEqual(resp["id"], i)
        self.assertEqual(resp["error"]["code"], -32800)
        self.assertEqual(resp["error"]["message"], "request cancelled")
        # the generation ends meanwhile; the next answer is the next request's, alone
        self.c.notify("$/cancelRequest", {"id": 999})  # unknown: ignored
        resp = self.c.call("unit.preview", params)
        self.assertIn("result", resp)
        # a request already answered is unaffected by a late cancel
        self.c.notify("$/cancelRequest", {"id": resp["id"]})
        self.assertIn("result", self.c.call("unit.list", {}))

    def test_positioned_error_example(self):
        params = json.loads(json.dumps(ADDI))
        params["ports"]["lhs"] = "channel<i32, [spec i1"
        err = self.c.call("unit.preview", params)["error"]
        self.assertEqual(err["data"]["column"], 20)
        self.assertEqual(err["data"]["expected"], "':'")
        self.assertIn("expected ':' after extra signal name 'spec' at column 20", err["message"])
        # inside a word: the end of the longest valid prefix, and what completes it
        params["ports"]["lhs"] = "chan"
        err = self.c.call("unit.preview", params)["error"]
        self.assertEqual((err["data"]["column"], err["data"]["expected"]),
                         (5, "'channel' or 'control'"))
        params["ports"]["lhs"] = "channel<i"
        err = self.c.call("unit.preview", params)["error"]
        self.assertEqual((err["data"]["column"], err["data"]["expected"]), (10, "a width"))
        self.assertIn("expected a width after 'i' at column 10", err["message"])
        # a rule failure names the port and the rule instead
        params["ports"]["lhs"] = "channel<i32>"
        err = self.c.call("unit.preview", params)["error"]
        self.assertEqual(err["data"]["port"], "lhs")
        self.assertIn("rule", err["data"])


if __name__ == "__main__":
    unittest.main()
