"""hsgend behaviour over its socket: every method, every error code, both framings,
batches, notifications, limits, misbehaving clients, signals, systemd integration.

Run one class: python3 test_daemon.py Methods (ctest runs each class as one test)."""
import errno
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from hsd_harness import Client, Daemon, check_response, validate  # noqa: E402

ADD = {"unit": "handshake.addi", "params": {"bitwidth": 32}, "extra_signals": ["spec: i1"]}
ADD_PORTS = {"unit": "handshake.addi", "ports": {"lhs": "!handshake.channel<i32, [spec: i1]>",
                                                   "rhs": "channel<i32, [spec: i1]>",
                                                   "result": "channel<i32,[spec:i1]>"}}
HSGEN = os.environ.get("HSGEN", "hsgen")
SOURCE_DIR = os.environ.get("HSGEN_SOURCE_DIR", os.path.join(os.path.dirname(__file__), "..", ".."))


def slow_external(seconds, unit="handshake.slowgen"):
    """A configuration routing `unit` to a generator that sleeps, then writes {output}."""
    script = "sleep %s; printf -- '-- external %%s\\n' \"$1\" > \"$2\"" % seconds
    return ("units:\n  %s:\n    external: [\"/bin/sh\", \"-c\", %s, \"sh\", \"{name}\", \"{output}\"]\n"
            "    allow_shell: true\n" % (unit, json.dumps(script)))


class DaemonCase(unittest.TestCase):
    config = ""

    def setUp(self):
        self.d = Daemon(self.config)
        self.c = self.d.client()

    def tearDown(self):
        self.c.close()
        self.d.stop()
        shutil.rmtree(self.d.dir, ignore_errors=True)


class Methods(DaemonCase):
    """Every method answers with a result its schema accepts."""

    def test_generate_vhdl_and_verilog(self):
        validate(ADD, "unit.generate.params")
        r = self.c.result("unit.generate", ADD)
        self.assertEqual(r["hdl"], "vhdl")
        self.assertFalse(r["cached"])
        self.assertIn("entity %s is" % r["module"], r["files"][0]["content"])
        self.assertTrue(r["files"][0]["name"].endswith(".vhd"))
        self.assertIn({"name": "lhs_spec", "direction": "in", "width": 1, "role": "extra",
                       "signal": "spec"}, r["ports"])
        v = self.c.result("unit.generate", dict(ADD, hdl="verilog"))
        self.assertEqual(v["hdl"], "verilog")
        self.assertIn("module %s" % v["module"], v["files"][0]["content"])
        self.assertNotEqual(v["signature"], r["signature"])

    def test_cache_ignores_entity_name(self):
        a = self.c.result("unit.generate", dict(ADD, name="adder_a"))
        b = self.c.result("unit.generate", dict(ADD, name="adder_b"))
        self.assertFalse(a["cached"])
        self.assertTrue(b["cached"])
        self.assertEqual(a["signature"], b["signature"])
        self.assertIn("entity adder_b is", b["files"][0]["content"])
        self.assertNotIn("adder_a", b["files"][0]["content"])
        self.assertNotIn("HsgenCachedEntity", b["files"][0]["content"])
        self.assertEqual(b["files"][0]["name"], "adder_b.vhd")
        self.assertEqual(a["files"][0]["content"].replace("adder_a", "adder_b"), b["files"][0]["content"])

    def test_remembered_hit_is_byte_identical(self):
        """A hit answered from the resolution memo (pre-serialized text) prints the
        same bytes as a hit answered through the ordinary path."""
        self.c.result("unit.generate", dict(ADD, name="first"))
        lines = []
        for _ in range(3):  # ports form: new memo entry (ordinary hit), then memo hits
            req = dict(self.c.request("unit.generate", dict(ADD_PORTS, name="same")), id=7)
            self.c.send(req)
            lines.append(self.c.recv_line())
        self.assertEqual(lines[0], lines[1])
        self.assertEqual(lines[1], lines[2])
        r = json.loads(lines[2])
        check_response(r, "unit.generate")
        self.assertTrue(r["result"]["cached"])
        self.assertIn("entity same is", r["result"]["files"][0]["content"])

    def test_ports_form_equals_params_form(self):
        a = self.c.result("unit.generate", ADD)
        b = self.c.result("unit.generate", ADD_PORTS)
        self.assertEqual(a["signature"], b["signature"])
        self.assertTrue(b["cached"])

    def test_extra_signal_objects(self):
        p = {"unit": "addi", "params": {"bitwidth": 8},
             "extra_signals": [{"name": "spec", "width": 1, "direction": "down"}]}
        validate(p, "unit.generate.params")
        r = self.c.result("unit.generate", p)
        self.assertIn("lhs_spec", [x["name"] for x in r["ports"]])

    def test_preview(self):
        r = self.c.result("unit.preview", ADD)
        self.assertIn("entity", r["content"])
        # `content` as unit.generate names it; the deprecated `text` is the same
        self.assertEqual(r["text"], r["content"])
        self.assertIn("handshake.addi", r["summary"])
        self.c.result("unit.generate", ADD)
        self.c.result("unit.generate", ADD)  # now cached and remembered
        again = self.c.result("unit.preview", ADD)
        self.assertEqual(again, r)

    def test_preview_content_bytes(self):
        """A preview's `content` and `text` (escaped once, straight from the generated
        text, with the requested name at its marks) are the very bytes of the
        `content` unit.generate prints, in both HDLs, first time and cached."""
        def content(line, key):
            # the escaped string value as printed (a JSON string holds no bare quote)
            at = line.index(b'"' + key + b'":"') + len(key) + 4
            i = at
            while line[i:i + 1] != b'"':
                i += 2 if line[i:i + 1] == b"\\" else 1
            return line[at:i]
        for hdl in ("vhdl", "verilog"):
            p = dict(ADD, hdl=hdl, name="prev_" + hdl)
            lines = []
            for method in ("unit.preview", "unit.generate", "unit.preview"):
                self.c.send(self.c.request(method, p))
                lines.append(self.c.recv_line())
            gen = content(lines[1], b"content")
            self.assertIn(b"prev_" + hdl.encode(), gen)
            for line in (lines[0], lines[2]):
                self.assertEqual(content(line, b"content"), gen)
                self.assertEqual(content(line, b"text"), gen)
            self.assertEqual(lines[0].split(b',"result":', 1)[1], lines[2].split(b',"result":', 1)[1])

    def test_verify(self):
        r = self.c.result("unit.verify", ADD_PORTS)
        self.assertTrue(r["ok"])
        self.assertEqual(len(r["signature"]), 32)

    def test_list_and_describe(self):
        units = self.c.result("unit.list")["units"]
        names = [u["name"] for u in units]
        self.assertIn("handshake.addi", names)
        for n in names:
            d = self.c.result("unit.describe", {"unit": n})
            self.assertEqual(d["unit"], n)

    def test_type_parse(self):
        r = self.c.result("type.parse", {"type": "channel<i32, [tag: i8, spec: i1]>"})
        self.assertEqual(r["canonical"], "!handshake.channel<i32, [spec: i1, tag: i8]>")
        self.assertEqual([e["name"] for e in r["type"]["extra_signals"]], ["spec", "tag"])

    def test_cache_stats_and_clear(self):
        self.c.result("unit.generate", ADD)
        self.c.result("unit.generate", ADD)
        s = self.c.result("cache.stats")
        self.assertEqual((s["entries"], s["hits"], s["misses"]), (1, 1, 1))
        self.assertEqual(self.c.result("cache.clear")["removed"], 1)
        self.assertEqual(self.c.result("cache.stats")["entries"], 0)

    def test_server_info_stats(self):
        i = self.c.result("server.info")
        self.assertEqual(i["config"], self.d.config_path)
        self.assertEqual(sorted(i["backends"]), ["verilog", "vhdl"])
        self.c.result("type.parse", {"type": "i8"})
        s = self.c.result("server.stats")
        self.assertGreaterEqual(s["by_method"]["type.parse"]["count"], 1)
        self.assertGreaterEqual(s["connections"]["current"], 1)

    def test_stats_by_method(self):
        """Each request counts under its method's row (the method layer's, server.* or
        the LSP session's, a notification too), whichever path answered it, and the
        rest under (invalid) and (other)."""
        before = self.c.result("server.stats")["by_method"]
        self.c.result("unit.generate", ADD)
        self.c.result("unit.generate", ADD)  # a repeated shape: answered from its text
        self.c.result("server.info")
        self.assertEqual(self.c.error("unit.frobnicate", {})["code"], -32601)
        self.assertEqual(self.c.error("server.nope")["code"], -32601)
        self.c.send({"id": 9, "method": "unit.list"})  # no "jsonrpc": invalid
        self.assertEqual(self.c.recv()["error"]["code"], -32600)
        lsp = self.d.client(lsp=True)
        try:
            for m, p in (("initialize", {"capabilities": {}}), ("$/cancelRequest", {"id": 7}),
                         ("shutdown", None)):
                self.assertIn("result", lsp.call(m, p, check=False), m)
            lsp.send(lsp.request("$/cancelRequest", {"id": 8}, notify=True))  # no answer
            self.assertIn("result", lsp.call("$/cancelRequest", {"id": 9}, check=False))
        finally:
            lsp.close()
        after = self.c.result("server.stats")["by_method"]

        def grew(m):
            a, b = after.get(m, {}), before.get(m, {})
            return (a.get("count", 0) - b.get("count", 0), a.get("errors", 0) - b.get("errors", 0))
        self.assertEqual(grew("unit.generate"), (2, 0))
        self.assertEqual(grew("server.info"), (1, 0))
        self.assertEqual(grew("server.stats"), (1, 0))
        self.assertEqual(grew("initialize"), (1, 0))
        self.assertEqual(grew("shutdown"), (1, 0))
        self.assertEqual(grew("$/cancelRequest"), (3, 0))
        self.assertEqual(grew("(other)"), (2, 2))
        self.assertEqual(grew("(invalid)"), (1, 1))
        self.assertNotIn("server.nope", after)
        self.assertNotIn("unit.list", after)

    def test_lsp_session(self):
        """The LSP session's methods, each answered by its row on this connection only:
        initialize names the server, initialized and shutdown answer null, after
        shutdown every method but exit and $/cancelRequest (hsgen's, server.*, an
        unknown one) is refused -32600, and exit closes this connection alone."""
        other = self.d.client()
        c = self.d.client(lsp=True)

        def result(method, params=None):  # (the session's answers have no schema)
            r = c.call(method, params, check=False)
            self.assertIn("result", r, r)
            return r["result"]
        try:
            self.assertEqual(c.error("lsp/none")["code"], -32601)  # not a session row
            r = result("initialize", {"capabilities": {}})
            self.assertEqual(r["serverInfo"]["name"], "hsgend")
            self.assertIn("unit.generate", r["capabilities"]["experimental"]["methods"])
            c.send(c.request("initialized", {}, notify=True))  # a notification: no answer
            self.assertIsNone(result("initialized"))
            self.assertIsNone(result("$/cancelRequest", {"id": 12345}))  # nothing to cancel
            self.assertEqual(c.result("type.parse", {"type": "i8"})["canonical"], "i8")
            self.assertIsNone(result("shutdown"))
            for m, p in (("type.parse", {"type": "i8"}), ("server.info", None),
                         ("lsp/none", None), ("initialize", {}), ("shutdown", None)):
                e = c.error(m, p)
                self.assertEqual((e["code"], e["data"]["field"]), (-32600, "method"), m)
                self.assertIn("after shutdown", e["message"])
            self.assertIsNone(result("$/cancelRequest", {"id": 1}))
            c.send(c.request("exit", notify=True))
            self.assertTrue(c.is_closed())
            # another connection is not shut down
            self.assertEqual(other.result("type.parse", {"type": "i4"})["canonical"], "i4")
        finally:
            c.close()
            other.close()

    def test_server_reload(self):
        self.d.write_config("limits: { max_message_bytes: 65536 }\n")
        r = self.c.result("server.reload")
        self.assertTrue(r["reloaded"])
        self.assertEqual(self.c.result("server.info")["limits"]["max_message_bytes"], 65536)

    def test_server_shutdown(self):
        self.assertTrue(self.c.result("server.shutdown")["stopping"])
        self.assertEqual(self.d.proc.wait(30), 0)

    def test_circuit_generate(self):
        with open(os.path.join(SOURCE_DIR, "tests/circuits/extra_signal_region.json")) as f:
            netlist = json.load(f)
        params = {"netlist": netlist, "hdl": "verilog"}
        validate(params, "circuit.generate.params")
        r = self.c.result("circuit.generate", params)
        self.assertEqual(r["circuit"], "extra_signal_region")
        self.assertEqual(r["units"], len(netlist["units"]))
        names = [f["name"] for f in r["files"]]
        self.assertEqual(names, [m["file"] for m in r["manifest"]])
        self.assertEqual(names[-1], "extra_signal_region.v")
        self.assertIn("module extra_signal_region", r["files"][-1]["content"])
        sigs = [m["signature"] for m in r["manifest"] if m["signature"]]
        self.assertEqual(len(sigs), len(set(sigs)))  # each distinct unit once
        self.assertEqual(len(sigs), r["distinct"])

    def test_circuit_add_spec_tags(self):
        with open(os.path.join(SOURCE_DIR, "tests", "circuits", "untagged", "spec_tag_loop.json")) as f:
            netlist = json.load(f)
        r = self.c.result("circuit.add_spec_tags", {"netlist": netlist, "speculator": "speculator0"})
        tagged = {c["to"] for c in r["netlist"]["channels"] if "spec: i1" in c["type"]}
        self.assertIn("addi0.lhs", tagged)
        self.assertIn("sink0.ins", tagged)
        self.assertNotIn("store0.dataIn", tagged)

    def test_circuit_errors_all_reported(self):
        ch = "!handshake.channel<i8>"
        netlist = {"name": "bad", "inputs": [{"name": "a", "type": ch}],
                   "outputs": [{"name": "o", "type": ch}],
                   "units": [{"name": "add0", "unit": "handshake.addi"},
                             {"name": "f0", "unit": "handshake.frob"}],
                   "channels": [{"from": "a", "to": "add0.lhs", "type": ch},
                                {"from": "add0.result", "to": "o", "type": ch}]}
        e = self.c.error("circuit.generate", {"netlist": netlist})
        self.assertEqual(e["code"], 1014)
        self.assertEqual(e["data"]["kind"], "netlist")
        msgs = [x["message"] for x in e["data"]["errors"]]
        self.assertTrue(any("add0.rhs is not connected" in m for m in msgs), msgs)
        self.assertTrue(any("unknown unit 'handshake.frob'" in m for m in msgs), msgs)
        self.assertEqual(e["data"]["count"], len(msgs))


class Errors(DaemonCase):
    """Every error code, with data naming field, port or rule."""
    config = ("backends:\n  verilog: { enabled: false }\n"
              "units:\n  handshake.failgen:\n    external: [\"/bin/sh\", \"-c\", "
              "\"echo something broke >&2; exit 3\"]\n    allow_shell: true\n"
              "  handshake.hanggen: { external: [\"/bin/sleep\", \"30\"], timeout_ms: 300 }\n"
              "  handshake.biggen:\n    external: [\"/bin/sh\", \"-c\", \"head -c 5000 /dev/zero > $0\", \"{output}\"]\n"
              "    max_output_bytes: 1000\n    allow_shell: true\n"
              "  handshake.nogen: { external: [\"/nonexistent/gen\"] }\n")

    def code(self, method, params):
        return self.c.error(method, params)

    def test_parse_error(self):
        self.c.send_raw(b'{"jsonrpc": "2.0", "id": 1, "method": \n')
        r = self.c.recv()
        check_response(r)
        self.assertEqual(r["error"]["code"], -32700)
        self.assertIsNone(r["id"])
        self.assertEqual(self.c.result("type.parse", {"type": "i1"})["canonical"], "i1")

    def test_invalid_request(self):
        for bad, field in (({"id": 1, "method": "unit.list"}, "jsonrpc"),
                           ({"jsonrpc": "2.0", "id": 2, "method": 5}, "method"),
                           ({"jsonrpc": "2.0", "id": 3, "method": "unit.list", "params": 1}, "params"),
                           ({"jsonrpc": "2.0", "id": {}, "method": "unit.list"}, "id")):
            self.c.send(bad)
            r = self.c.recv()
            check_response(r)
            self.assertEqual(r["error"]["code"], -32600, r)
            self.assertEqual(r["error"]["data"]["field"], field)
        self.c.send_raw(b"[]\n")
        r = self.c.recv()
        self.assertEqual(r["error"]["code"], -32600)
        self.c.send([self.c.request("cache.stats", notify=True)] * 4097)
        r = self.c.recv()
        self.assertEqual(r["error"]["code"], -32600)
        self.assertIn("4096", r["error"]["message"])

    def test_method_not_found(self):
        e = self.code("unit.frobnicate", {})
        self.assertEqual(e["code"], -32601)
        # a name quoted cut inside a multi-byte character still answers valid JSON
        e = self.code("x" + "\u00e9" * 80, {})
        self.assertEqual(e["code"], -32601)
        # a server.* name the daemon does not have: the method layer's answer
        e = self.code("server.nope", {})
        self.assertEqual((e["code"], e["data"]["field"]), (-32601, "method"))
        self.assertIn("'server.nope' not found", e["message"])
        # the daemon's own methods take no params
        e = self.code("server.info", {"x": 1})
        self.assertEqual(e["code"], -32602)
        self.assertIn("'x'", e["message"])

    def test_invalid_params(self):
        self.assertEqual(self.code("unit.generate", [1, 2])["code"], -32602)
        e = self.code("unit.generate", {"params": {}})
        self.assertEqual((e["code"], e["data"]["field"]), (-32602, "unit"))
        e = self.code("unit.generate", dict(ADD, colour="red"))
        self.assertEqual((e["code"], e["data"]["field"]), (-32602, "colour"))
        e = self.code("unit.generate", {"unit": "addi", "ports": {"lhs": 5}})
        self.assertEqual((e["code"], e["data"]["field"]), (-32602, "ports.lhs"))
        e = self.code("type.parse", {})
        self.assertEqual((e["code"], e["data"]["field"]), (-32602, "type"))
        self.assertEqual(self.code("cache.stats", {"x": 1})["code"], -32602)

    def test_type_parse_error(self):
        e = self.code("type.parse", {"type": "channel<i32, [spec i1]>"})
        self.assertEqual(e["code"], 1001)
        self.assertEqual(e["data"]["column"], 20)
        self.assertIn("expected", e["data"])
        e = self.code("unit.generate", {"unit": "addi", "ports": {"lhs": "channel<i32", "rhs": "channel<i32>",
                                                                  "result": "channel<i32>"}})
        self.assertEqual(e["code"], 1001)
        self.assertEqual(e["data"]["port"], "lhs")

    def test_limit(self):
        e = self.code("type.parse", {"type": "channel<i5000>"})
        self.assertEqual(e["code"], 1002)

    def test_unknown_unit(self):
        e = self.code("unit.generate", {"unit": "handshake.frob", "params": {}})
        self.assertEqual((e["code"], e["data"]["field"]), (1003, "unit"))
        self.assertEqual(self.code("unit.describe", {"unit": "frob"})["code"], 1003)

    def test_port(self):
        e = self.code("unit.generate", {"unit": "addi", "ports": {"lhs": "channel<i8>", "rhs": "channel<i8>"}})
        self.assertEqual(e["code"], 1004)
        self.assertEqual(e["data"]["port"], "result")

    def test_param(self):
        e = self.code("unit.generate", {"unit": "addi", "params": {"bitwidth": 8, "colour": 3}})
        self.assertEqual(e["code"], 1005)
        self.assertIn("colour", e["data"]["field"])

    def test_rule(self):
        e = self.code("unit.verify", {"unit": "addi", "ports": {"lhs": "channel<i32>", "rhs": "channel<i32, [spec: i1]>",
                                                                "result": "channel<i32>"}})
        self.assertEqual(e["code"], 1006)
        self.assertEqual(e["data"]["rule"], "same_type")
        self.assertEqual(e["data"]["port"], "rhs")

    def test_merge_policy(self):
        e = self.code("unit.generate", {"unit": "addi", "params": {"bitwidth": 8}, "extra_signals": ["color: i4"]})
        self.assertEqual(e["code"], 1007)
        self.assertIn("signals.color", e["message"])
        # tag has Dynamatic's policy (equal) from the default profile
        self.c.result("unit.generate", {"unit": "addi", "params": {"bitwidth": 8}, "extra_signals": ["tag: i4"]})

    def test_name(self):
        e = self.code("unit.generate", dict(ADD, name="signal"))
        self.assertEqual((e["code"], e["data"]["field"]), (1008, "name"))

    def test_backend_disabled(self):
        e = self.code("unit.generate", dict(ADD, hdl="verilog"))
        self.assertEqual((e["code"], e["data"]["field"]), (1010, "hdl"))
        e = self.code("unit.generate", dict(ADD, hdl="chisel"))
        self.assertEqual(e["code"], 1010)

    def test_unsupported(self):
        units = [u["name"] for u in self.c.result("unit.list")["units"]
                 if not u["summary"].startswith("external generator")]
        for u in units:
            d = self.c.result("unit.describe", {"unit": u})
            # a required parameter has no default: its least legal value stands in
            params = {p["name"]: p.get("default", max(p["min"], 1)) for p in d["params"]
                      if p["kind"] == "int"}
            r = self.c.call("unit.generate", {"unit": u, "params": params})
            if "error" in r and r["error"]["code"] == 1011:
                self.assertEqual(r["error"]["data"]["kind"], "unsupported")
                return
        self.skipTest("every unit has a generator: code 1011 cannot be provoked")

    def test_external_failure(self):
        e = self.code("unit.generate", {"unit": "handshake.failgen", "params": {"bitwidth": 8}})
        self.assertEqual(e["code"], 1015)
        self.assertIn("something broke", e["message"])
        self.assertIn("exit status 3", e["message"])

    def test_external_timeout_cap_and_missing_program(self):
        e = self.code("unit.generate", {"unit": "handshake.hanggen"})
        self.assertEqual(e["code"], 1015)
        self.assertIn("timed out after 300 ms", e["message"])
        e = self.code("unit.generate", {"unit": "handshake.biggen"})
        self.assertEqual(e["code"], 1015)
        self.assertIn("exceeds 1000 bytes", e["message"])
        e = self.code("unit.generate", {"unit": "handshake.nogen"})
        self.assertEqual(e["code"], 1015)
        self.assertIn("/nonexistent/gen", e["message"])

    def test_reload_failure_is_config_error(self):
        self.d.write_config("limits:\n  max_mesage_bytes: 12\n")
        e = self.code("server.reload", None)
        self.assertEqual(e["code"], 1013)
        self.assertEqual(e["data"]["field"], "limits.max_mesage_bytes")
        self.assertEqual(e["data"]["line"], 2)


class AdminTcp(unittest.TestCase):
    """Administrative methods are refused on TCP unless admin.allow_tcp."""

    def run_case(self, allow):
        d = Daemon("admin: { allow_tcp: %s }\n" % ("true" if allow else "false"),
                   extra_listen=["tcp:127.0.0.1:0"])
        try:
            c = Client(tcp=("127.0.0.1", d.tcp_port()))
            r = c.call("server.reload")
            u = d.client().call("server.reload")
            self.cache_tcp = c.call("cache.clear")
            self.cache_unix = d.client().call("cache.clear")
            c.close()
            return r, u, d
        finally:
            d.stop()

    def test_refused_on_tcp(self):
        r, u, _ = self.run_case(False)
        self.assertEqual(r["error"]["code"], 1021)
        self.assertIn("result", u)
        # cache.clear empties the cache every client shares: administrative too
        self.assertEqual(self.cache_tcp["error"]["code"], 1021)
        self.assertIn("result", self.cache_unix)

    def test_allowed_when_configured(self):
        r, _, _ = self.run_case(True)
        self.assertIn("result", r)


class Framing(DaemonCase):
    def test_content_length(self):
        c = self.d.client(lsp=True)
        r = c.result("unit.generate", ADD)
        self.assertIn("entity", r["files"][0]["content"])
        # two messages in one write, then one split across writes
        c.send_raw(c.frame(c.request("type.parse", {"type": "i8"}, rid=100)) +
                   c.frame(c.request("type.parse", {"type": "i9"}, rid=101)))
        got = {c.recv()["id"], c.recv()["id"]}
        self.assertEqual(got, {100, 101})
        data = c.frame(c.request("type.parse", {"type": "i3"}, rid=102))
        c.send_raw(data[:10])
        time.sleep(0.05)
        c.send_raw(data[10:])
        self.assertEqual(c.recv()["result"]["canonical"], "i3")
        c.close()

    def test_cancel_queued_and_in_batch(self):
        """$/cancelRequest: queued previews and a batch element answered -32800, the
        others answered normally, nothing sent twice (LSP framing)."""
        def preview(width):
            t = "channel<i%d, [spec: i1]>" % width  # widths no other test previews
            return {"unit": "handshake.addi", "ports": {"lhs": t, "rhs": t, "result": t}}
        c = self.d.client(lsp=True)
        reqs = [c.request("unit.preview", preview(200 + i), rid=300 + i) for i in range(6)]
        cancel = [c.request("$/cancelRequest", {"id": i}, notify=True) for i in (305, 303, 777)]
        c.send_raw(b"".join(c.frame(r) for r in reqs + cancel))
        got = {}
        for _ in reqs:
            r = c.recv()
            check_response(r)
            got[r["id"]] = r
        for rid in (303, 305):
            self.assertEqual(got[rid]["error"]["code"], -32800)
            self.assertEqual(got[rid]["error"]["data"]["kind"], "cancelled")
        for rid in (300, 301, 302, 304):
            self.assertIn("content", got[rid]["result"])
        # in a batch the element's answer is -32800 in the batch's array
        batch = [c.request("unit.preview", preview(220), rid=400),
                 c.request("unit.preview", preview(221), rid=401)]
        c.send_raw(c.frame(batch) + c.frame(c.request("$/cancelRequest", {"id": 401},
                                                      notify=True)))
        arr = c.recv()
        self.assertEqual(sorted(r["id"] for r in arr), [400, 401])
        by_id = {r["id"]: r for r in arr}
        self.assertIn("result", by_id[400])
        self.assertEqual(by_id[401]["error"]["code"], -32800)
        self.assertEqual(c.result("type.parse", {"type": "i8"})["canonical"], "i8")
        c.close()

    def test_ndjson_pipelined(self):
        reqs = [self.c.request("type.parse", {"type": "i%d" % (i + 1)}) for i in range(100)]
        self.c.send_raw(b"".join(self.c.frame(r) for r in reqs))
        got = {}
        for _ in reqs:
            r = self.c.recv()
            got[r["id"]] = r["result"]["canonical"]
        self.assertEqual(got, {r["id"]: r["params"]["type"] for r in reqs})

    def test_bad_first_byte(self):
        c = self.d.client()
        c.send_raw(b"GET / HTTP/1.1\r\n\r\n")
        r = c.recv()
        check_response(r)
        self.assertEqual(r["error"]["code"], -32700)
        self.assertTrue(c.is_closed())

    def test_batch(self):
        batch = [self.c.request("type.parse", {"type": "i4"}, rid="a"),
                 self.c.request("type.parse", {"type": "i5"}, notify=True),
                 {"jsonrpc": "2.0", "id": "c", "method": "nope"},
                 self.c.request("unit.generate", ADD, rid="d"),
                 5]
        self.c.send(batch)
        r = self.c.recv()
        self.assertIsInstance(r, list)
        by_id = {x["id"]: x for x in r}
        self.assertEqual(sorted(by_id, key=str), sorted(["a", "c", "d", None], key=str))
        check_response(by_id["a"], "type.parse")
        self.assertEqual(by_id["c"]["error"]["code"], -32601)
        check_response(by_id["d"], "unit.generate")
        self.assertEqual(by_id[None]["error"]["code"], -32600)
        # again: "d" is now a remembered cache hit, answered from pre-serialized text
        self.c.send(batch)
        again = {x["id"]: x for x in self.c.recv()}
        check_response(again["d"], "unit.generate")
        self.assertTrue(again["d"]["result"]["cached"])
        self.assertEqual(again["d"]["result"]["files"], by_id["d"]["result"]["files"])

    def test_batch_of_notifications_answers_nothing(self):
        self.c.send([self.c.request("type.parse", {"type": "i4"}, notify=True),
                     self.c.request("cache.clear", notify=True)])
        self.assertEqual(self.c.call("type.parse", {"type": "i2"})["result"]["canonical"], "i2")

    def test_notification(self):
        self.c.send(self.c.request("unit.generate", ADD, notify=True))
        r = self.c.call("cache.stats")
        self.assertEqual(r["result"]["entries"] + r["result"]["inflight"], 1)

    def test_lsp_in_batches(self):
        c = self.d.client(lsp=True)
        c.send([c.request("type.parse", {"type": "i1"}, rid=1), c.request("unit.list", rid=2)])
        self.assertEqual(len(c.recv()), 2)
        c.close()


class Limits(DaemonCase):
    config = "limits: { max_message_bytes: 4096, max_connections: 8, idle_timeout_s: 1 }\n"

    def test_oversized_message_closes_only_that_connection(self):
        other = self.d.client(lsp=True)
        self.assertIn("result", other.call("type.parse", {"type": "i1"}))
        big = self.c.request("type.parse", {"type": "i1" + " " * 10000})
        self.c.send(big)
        r = self.c.recv()
        check_response(r)
        self.assertEqual(r["error"]["code"], 1022)
        self.assertEqual(r["error"]["data"]["field"], "limits.max_message_bytes")
        self.assertTrue(self.c.is_closed())
        # Content-Length over the limit is refused from the header alone
        lsp = self.d.client(lsp=True)
        lsp.send_raw(b"Content-Length: 100000\r\n\r\n")
        self.assertEqual(lsp.recv()["error"]["code"], 1022)
        self.assertTrue(lsp.is_closed())
        self.assertIn("result", other.call("type.parse", {"type": "i2"}))
        other.close()
        self.c = self.d.client()

    def test_connection_limit(self):
        clients = [self.d.client() for _ in range(7)]
        for c in clients:
            self.assertIn("result", c.call("type.parse", {"type": "i1"}))
        extra = self.d.client()
        self.assertTrue(extra.is_closed())
        self.assertGreaterEqual(self.c.result("server.stats")["connections"]["refused"], 1)
        for c in clients:
            c.close()

    def test_idle_timeout(self):
        idle = self.d.client()
        self.assertTrue(idle.is_closed(timeout=10))

    def test_idle_timeout_counts_from_the_last_request(self):
        # a connection busy for longer than the timeout stays open (each request
        # moves its deadline), then is closed once it has been quiet that long.
        # The daemon's quiet time starts when it reads the last request, which
        # is after the client sent it and, on a loaded machine, can be well
        # before the client has read the answer: the close is timed from the
        # send (less 50 ms for libuv's millisecond clock).
        busy = self.d.client()
        t0 = time.monotonic()
        while True:
            sent = time.monotonic()
            self.assertIn("result", busy.call("type.parse", {"type": "i1"}))
            if time.monotonic() - t0 > 2.5:
                break
            time.sleep(0.3)
        self.assertTrue(busy.is_closed(timeout=10))
        self.assertGreaterEqual(time.monotonic() - sent, 0.95)

    def test_client_that_never_reads_is_closed_when_stuck(self):
        lazy = socket.socket(socket.AF_UNIX)
        lazy.connect(self.d.sock)
        lazy.setblocking(False)
        line = (json.dumps({"jsonrpc": "2.0", "id": 1, "method": "unit.generate", "params": ADD}) + "\n").encode()
        try:
            for _ in range(5000):
                lazy.send(line)
        except BlockingIOError:
            pass
        self.d.wait_log(r"idle for 1s, closing it", timeout=15)
        lazy.close()
        self.assertIn("result", self.d.client().call("type.parse", {"type": "i1"}))


class Robustness(DaemonCase):
    config = slow_external("0.3")

    def test_disconnect_mid_request(self):
        for _ in range(5):
            c = self.d.client()
            c.send(c.request("unit.generate", {"unit": "handshake.slowgen"}))
            c.send(c.request("unit.generate", dict(ADD, params={"bitwidth": 17})))
            c.close()
        time.sleep(0.5)
        self.assertIn("result", self.c.call("unit.generate", ADD))

    def test_idle_daemon_releases_kept_units(self):
        """A daemon keeps resolved units (82 KB each, up to 64), records and output buffers
        for its next requests; idle for 5 s (no request answered, no generation running),
        it frees them, once per idle spell, and makes them again when asked."""
        add = self.c.result("unit.generate", ADD)  # one resolution: its unit is kept
        m = self.d.wait_log(r"idle for 5s: released (\d+) kept units \((\d+) KiB\) "
                            r"and (\d+) output buffers", 60)
        self.assertEqual(int(m.group(1)), 1, m.group(0))  # one request at a time: one unit
        self.assertEqual(int(m.group(2)), 82000 // 1024, m.group(0))
        # the request's generation ran on the pool (its first: not known to be small): the
        # pool's threads free what they keep for their next designs, each its own
        w = self.d.wait_log(r"idle: the (\d+) worker threads released (\d+) KiB", 30)
        self.assertEqual(int(w.group(1)), int(os.environ.get("UV_THREADPOOL_SIZE", "8")))
        self.assertGreaterEqual(int(w.group(2)), 16, w.group(0))  # an arena chunk at least
        # still serving: a hit, and a new resolution on a unit made again
        self.assertEqual(self.c.result("unit.generate", ADD)["files"], add["files"])
        self.assertIn("files", self.c.result("unit.generate", dict(ADD, params={"bitwidth": 9})))
        self.d.wait_log(r"idle for 5s: released 1 kept units", 60, count=2)

    def test_client_that_never_reads(self):
        lazy = socket.socket(socket.AF_UNIX)
        lazy.connect(self.d.sock)
        lazy.setblocking(False)
        line = (json.dumps({"jsonrpc": "2.0", "id": 1, "method": "unit.generate", "params": ADD}) + "\n").encode()
        chunk = line * 200
        sent = 0
        deadline = time.time() + 10
        while time.time() < deadline and sent < 200 * 1024 * 1024:
            try:
                sent += lazy.send(chunk)
            except BlockingIOError:
                time.sleep(0.05)
                try:
                    sent += lazy.send(chunk)
                except BlockingIOError:
                    break
        rss = self.d.rss_kib()
        # the daemon stopped reading it: far less than what it sent is held
        self.assertLess(rss * 1024, 400 * 1024 * 1024)
        self.assertIn("result", self.c.call("unit.generate", ADD))
        self.assertIn("result", self.d.client().call("server.stats"))
        lazy.close()

    def test_identical_inflight_generated_once(self):
        self.c.result("cache.clear")
        reqs = [self.c.request("unit.generate", dict(ADD, name="n%d" % i, params={"bitwidth": 23}))
                for i in range(50)]
        self.c.send_raw(b"".join(self.c.frame(r) for r in reqs))
        names = set()
        for _ in reqs:
            r = self.c.recv()
            check_response(r, "unit.generate")
            names.add(r["result"]["module"])
            self.assertIn("entity %s is" % r["result"]["module"], r["result"]["files"][0]["content"])
        self.assertEqual(len(names), 50)
        s = self.c.result("cache.stats")
        self.assertEqual(s["entries"], 1)
        self.assertLessEqual(s["misses"], 2)

    def test_200_concurrent_clients(self):
        errors = []

        def worker(i):
            try:
                c = self.d.client(lsp=(i % 2 == 1))
                for k in range(5):
                    r = c.call("unit.generate", dict(ADD, params={"bitwidth": 1 + (i + k) % 16},
                                                     name="u%d_%d" % (i, k)))
                    assert "result" in r, r
                    assert "entity u%d_%d is" % (i, k) in r["result"]["files"][0]["content"]
                c.close()
            except Exception as e:  # noqa: BLE001
                errors.append(repr(e))

        threads = [threading.Thread(target=worker, args=(i,)) for i in range(200)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(errors, [])
        s = self.c.result("server.stats")
        self.assertGreaterEqual(s["connections"]["total"], 201)

    def test_garbage_never_hurts_the_daemon(self):
        import random
        rnd = random.Random(1234)
        samples = [b"{" + bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 3000))) + b"\n"
                   for _ in range(20)]
        samples += [b"[" + b"[" * 5000 + b"\n", b"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"unit.generate\",\"params\":"
                    + json.dumps({"unit": "addi", "ports": {"x" * 100: "channel<" * 200}}).encode() + b"}\n",
                    b"Content-Length: 5\r\n\r\n{\"a\":",
                    b"Content-Length: -1\r\n\r\n", b"C" * 10000, b"\x00\x01\x02"]
        for i, data in enumerate(samples):
            c = self.d.client()
            c.send_raw(data)
            if i % 2:
                c.close()
                continue
            c.s.settimeout(2)
            try:
                while c.s.recv(65536):
                    pass
            except (socket.timeout, TimeoutError, ConnectionResetError):
                pass
            c.close()
        for bad in ({"unit": "addi", "ports": {"lhs": "channel<i32, [" + "a: i1, " * 100 + "]>"}},
                    {"unit": "addi", "extra_signals": ["x: i1"] * 2000},
                    {"unit": "mux", "params": {"size": 10 ** 12}},
                    {"unit": "addi", "params": {"bitwidth": -5}},
                    {"unit": "addi", "name": "n" * 500, "params": {"bitwidth": 3}}):
            r = self.c.call("unit.generate", bad)
            self.assertIn("error", r)
        self.assertIn("result", self.c.call("unit.generate", ADD))

    def test_external_generator(self):
        listed = {u["name"]: u["summary"] for u in self.c.result("unit.list")["units"]}
        self.assertIn("external generator", listed["handshake.slowgen"])
        self.assertEqual(self.c.result("unit.describe", {"unit": "slowgen"})["rule"]["id"], "external")
        r = self.c.result("unit.generate", {"unit": "handshake.slowgen", "name": "ext_one",
                                            "params": {"x": 1}})
        self.assertEqual(r["files"][0]["content"], "-- external ext_one\n")
        self.assertEqual(r["module"], "ext_one")

    def test_circuit_external_and_black_box(self):
        """circuit.generate: a unit the configuration routes to a generator gets that
        generator's text under its entity name; a black box without one gets a stub and a
        warning; the top instantiates both (the worker thread runs the generator)."""
        ch = "!handshake.channel<i8>"
        netlist = {"name": "ext_top",
                   "inputs": [{"name": "a", "type": ch}], "outputs": [{"name": "o", "type": ch}],
                   "units": [{"name": "g", "unit": "handshake.slowgen", "entity": "slow_g"},
                             {"name": "bb", "unit": "vendor.ip", "black_box": True}],
                   "channels": [{"from": "a", "to": "g.ins", "type": ch},
                                {"from": "g.outs", "to": "bb.x", "type": ch},
                                {"from": "bb.y", "to": "o", "type": ch}]}
        r = self.c.result("circuit.generate", {"netlist": netlist, "hdl": "vhdl"})
        files = {f["name"]: f["content"] for f in r["files"]}
        self.assertEqual(files["slow_g.vhd"], "-- external slow_g\n")
        self.assertIn("BLACK BOX ip_bb", files["ip_bb.vhd"])
        self.assertIn("entity work.slow_g", files["ext_top.vhd"])
        self.assertIn("entity work.ip_bb", files["ext_top.vhd"])
        self.assertEqual(len(r["warnings"]), 1)
        self.assertIn("unit bb: vendor.ip is not generated by hsgen", r["warnings"][0])


class Cache(DaemonCase):
    config = "cache: { max_bytes: 12000 }\n"

    def test_lru_eviction_within_budget(self):
        for w in range(1, 30):
            self.c.result("unit.generate", dict(ADD, params={"bitwidth": w}))
        s = self.c.result("cache.stats")
        self.assertGreater(s["evictions"], 0)
        self.assertLessEqual(s["bytes"], 12000)
        # the most recent one is still there
        self.assertTrue(self.c.result("unit.generate", dict(ADD, params={"bitwidth": 29}))["cached"])


class Names(DaemonCase):
    """A bad entity name gets the same answer whatever the daemon already knows: sent
    cold (a unit never asked for), then warm (the memo and the cache know the unit
    from a request under a good name, and the message's shape is known, so it takes
    the fast path), again, in a batch and pipelined. The empty name is refused like
    any other invalid name, never read as absent (the default name)."""

    BAD = ["", "1abc", "bad name", "a__b", "a_", "entity", "Module", "std_logic", "n" * 64,
           "n" * 300, "lhs", "LHS", "Result_Valid", "CLK", "\u00e9", 5, True, ["x"], {"a": 1}]

    def params(self, width, name):
        return {"unit": "handshake.addi", "params": {"bitwidth": width}, "name": name}

    def requests(self, width, name, n):
        return [{"jsonrpc": "2.0", "id": i, "method": "unit.generate",
                 "params": self.params(width, name)} for i in range(n)]

    def local_error(self, width, name):
        """What `hsgen --local generate` prints for the same request (no daemon)."""
        r = subprocess.run([HSGEN, "--local", "generate", "handshake.addi", "-p",
                            "bitwidth=%d" % width, "--name", name],
                           capture_output=True, text=True, timeout=60)
        self.assertNotEqual(r.returncode, 0, r.stdout[:300])
        self.assertEqual(r.stdout, "")
        return r.stderr

    def test_same_error_cold_warm_batch_pipelined(self):
        for i, name in enumerate(self.BAD):
            width = 20 + i
            with self.subTest(name=name):
                cold = self.c.error("unit.generate", self.params(width, name))
                self.assertIn(cold["code"], (1008, -32602))
                self.assertEqual(cold["data"]["field"], "name")
                if isinstance(name, str):  # the client refuses it in the same words
                    self.assertEqual(self.local_error(width, name), "hsgen: %s\n" % cold["message"])
                self.assertEqual(self.c.result("unit.generate", self.params(width, "fine"))["module"],
                                 "fine")
                for _ in range(2):  # memo hit, then the known shape's fast path
                    self.assertEqual(self.c.error("unit.generate", self.params(width, name)), cold)
                self.c.send(self.requests(width, name, 2))
                for r in self.c.recv():
                    self.assertEqual(r["error"], cold)
                self.c.send_raw(b"".join(json.dumps(m).encode() + b"\n"
                                         for m in self.requests(width, name, 3)))
                for _ in range(3):
                    self.assertEqual(self.c.recv()["error"], cold)

    def test_long_name_one_message(self):
        """A name longer than 63 characters is refused in the one name check's words
        (its first 40 characters, then "..."), by the daemon and by the client."""
        for name in ("n" * 64, "n" * 300, "a" + "b1_" * 30):
            with self.subTest(name=name):
                want = {"code": 1008,
                        "message": "entity name '%s...' is longer than 63 characters" % name[:40],
                        "data": {"field": "name", "kind": "name", "rule": "entity_name"}}
                self.assertEqual(self.c.error("unit.generate", self.params(9, name)), want)
                self.c.result("unit.generate", self.params(9, "fine"))
                self.assertEqual(self.c.error("unit.generate", self.params(9, name)), want)
                for method in ("unit.verify", "unit.preview"):
                    self.assertEqual(self.c.error(method, self.params(9, name)), want)
                self.assertEqual(self.local_error(9, name), "hsgen: %s\n" % want["message"])

    def test_empty_name_refused_first_and_after(self):
        empty = {"code": 1008, "message": "entity name is empty",
                 "data": {"field": "name", "kind": "name", "rule": "entity_name"}}
        for width in (5, 6):
            self.assertEqual(self.c.error("unit.generate", self.params(width, "")), empty)
            self.c.result("unit.generate", self.params(width, "fine"))
            self.assertEqual(self.c.error("unit.generate", self.params(width, "")), empty)
        # pipelined behind the request that generates the unit (it may still be in flight)
        self.c.send_raw(b"".join(json.dumps(m).encode() + b"\n" for m in
                                 [self.requests(7, "fine", 1)[0]] + self.requests(7, "", 3)[1:]))
        answers = {r["id"]: r for r in (self.c.recv() for _ in range(3))}
        self.assertEqual(answers[0]["result"]["module"], "fine")
        self.assertEqual([answers[i]["error"] for i in (1, 2)], [empty, empty])
        # absent or null: the default name, as before
        a = self.c.result("unit.generate", {"unit": "handshake.addi", "params": {"bitwidth": 7}})
        b = self.c.result("unit.generate", self.params(7, None))
        self.assertEqual(a["module"], b["module"])
        self.assertTrue(a["module"].startswith("addi_"))
        # unit.verify and unit.preview read the name the same way
        for method in ("unit.verify", "unit.preview"):
            self.assertEqual(self.c.error(method, self.params(7, "")), empty)


class NamesNoCache(Names):
    """The same answers with the cache disabled (no entry, no memo hit)."""
    config = "cache: { max_bytes: 0 }\n"


class Shapes(DaemonCase):
    """A repeated unit.generate whose message differs from an earlier one only in
    its id and entity name is answered from its text (no parse, no decode): the
    bytes equal the ordinary path's, and whatever that path refuses or reads
    differently still goes through it."""

    GEN = ('{"jsonrpc":"2.0","id":%s,"method":"unit.generate","params":{"unit":"handshake.addi",'
           '"name":%s,"params":{"bitwidth":32},"extra_signals":["spec: i1"]}}')

    def line(self, text):
        self.c.send_raw(text.encode() + b"\n")
        return self.c.recv_line()

    def ordinary(self, text):
        """The answer of the ordinary path: the same request in a shape never seen
        (white space after the object makes another text, the same JSON)."""
        self.spaces = getattr(self, "spaces", 0) + 1
        return self.line(text + " " * self.spaces)

    def hits(self):
        return self.c.result("cache.stats")["hits"]

    def test_repeated_shape_equals_ordinary_answer(self):
        self.line(self.GEN % (1, '"first"'))  # generated; its shape recorded
        self.line(self.GEN % (2, '"second"'))  # cached: the shape's memo key known
        for rid, name in [(3, '"third"'), ('"text-id"', '"x"'), (-7, '"first"'), (0, '"e"')]:
            before = self.hits()
            fast = self.line(self.GEN % (rid, name))
            self.assertEqual(self.hits(), before + 1)  # one hit, as the ordinary path counts
            self.assertEqual(fast, self.ordinary(self.GEN % (rid, name)))
            r = json.loads(fast)
            check_response(r, "unit.generate")
            self.assertEqual(r["id"], json.loads(str(rid)))
            self.assertTrue(r["result"]["cached"])
            self.assertIn("entity %s is" % json.loads(name), r["result"]["files"][0]["content"])

    def test_refused_names_keep_their_errors(self):
        self.line(self.GEN % (1, '"first"'))
        self.line(self.GEN % (2, '"second"'))
        for name in ['"bad name"', '"lhs"', '"%s"' % ("a" * 70), '""', '"entity"', '"t1_spec"',
                     '"T0_JOIN_VALID"']:
            fast = self.line(self.GEN % (5, name))
            self.assertEqual(fast, self.ordinary(self.GEN % (5, name)), name)
        self.assertIn(b'"error"', self.line(self.GEN % (5, '"bad name"')))
        # a name the cached text declares (a signal of the unit's architecture)
        self.assertIn(b"also the name of a signal", self.line(self.GEN % (6, '"t1_spec"')))

    def test_other_spellings_take_the_ordinary_path(self):
        self.line(self.GEN % (1, '"first"'))
        self.line(self.GEN % (2, '"second"'))
        escaped = self.GEN.replace('"name"', '"n\\u0061me"') % (3, '"viaescape"')
        r = json.loads(self.line(escaped))
        self.assertEqual(r["result"]["module"], "viaescape")
        for text in [self.GEN % (3, "null"), self.GEN % (3, "7"), self.GEN % ("1.5", '"a"'),
                     self.GEN % ("null", '"a"'), self.GEN % ("007", '"a"'),
                     self.GEN % (4, '"a"') + "x", self.GEN.replace('"id":%s,', '"id":%s,"id":9,')
                     % (4, '"a"'),
                     self.GEN.replace('"name":%s,', '"name":%s,"name":"b",') % (4, '"a"')]:
            self.assertEqual(self.line(text), self.ordinary(text), text)

    def test_name_absent_uses_the_default(self):
        text = '{"jsonrpc":"2.0","id":%d,"method":"unit.generate","params":{"unit":"handshake.addi","params":{"bitwidth":8}}}'
        a = json.loads(self.line(text % 1))
        b = self.line(text % 2)
        self.assertEqual(json.loads(b)["result"]["module"], a["result"]["module"])
        self.assertEqual(b, self.ordinary(text % 2))

    def test_after_lsp_shutdown_only_exit(self):
        self.line(self.GEN % (1, '"first"'))
        self.line(self.GEN % (2, '"second"'))
        self.c.call("shutdown", check=False)
        r = json.loads(self.line(self.GEN % (3, '"third"')))
        self.assertEqual(r["error"]["code"], -32600)


class MergeOverride(DaemonCase):
    """A request's own `signals` (merge policies over the configuration's, for that
    request only) on unit.* and circuit.*: the cache key holds the effective policy,
    so different overrides never share an entry and equal ones do. The daemon runs
    with `profile: none`, so the configuration has no policy for tag."""
    config = "profile: none\n"
    TAG = {"unit": "handshake.addi", "params": {"bitwidth": 8}, "extra_signals": ["tag: i4"]}

    def stats(self):
        s = self.c.result("cache.stats")
        return s["entries"], s["hits"], s["misses"]

    def test_different_overrides_different_text_repeats_hit(self):
        with_or = dict(self.TAG, signals={"tag": "or"})
        with_and = dict(self.TAG, signals={"tag": {"merge": "and"}})
        for p in (with_or, with_and):
            validate(p, "unit.generate.params")
        a = self.c.result("unit.generate", with_or)
        b = self.c.result("unit.generate", with_and)
        self.assertFalse(a["cached"])
        self.assertFalse(b["cached"])
        self.assertNotEqual(a["signature"], b["signature"])
        # the text merges the two inputs' tags as each request asked, and says so
        self.assertIn("<= lhs_tag or rhs_tag;", a["files"][0]["content"])
        self.assertIn("<= lhs_tag and rhs_tag;", b["files"][0]["content"])
        self.assertNotIn(" and rhs_tag", a["files"][0]["content"])
        self.assertEqual(self.stats(), (2, 0, 2))
        # repeated (another spelling of the same policy, another name): a hit, same bytes
        again = self.c.result("unit.generate", dict(self.TAG, signals={"tag": {"merge": "or"}}))
        self.assertTrue(again["cached"])
        self.assertEqual(again, dict(a, cached=True))
        self.assertEqual(self.stats(), (2, 1, 2))
        # the ports form of the same unit under the same override: the same entry
        ports = {"unit": "addi", "signals": {"tag": "and"},
                 "ports": {p: "channel<i8, [tag: i4]>" for p in ("lhs", "rhs", "result")}}
        self.assertTrue(self.c.result("unit.generate", ports)["cached"])
        self.assertEqual(self.stats(), (2, 2, 2))
        # Verilog too
        v = self.c.result("unit.generate", dict(with_and, hdl="verilog"))
        self.assertIn("lhs_tag & rhs_tag", v["files"][0]["content"])
        # for that request only: without it the configuration (no policy for tag) stands
        e = self.c.error("unit.generate", self.TAG)
        self.assertEqual(e["code"], 1007)

    def test_override_equal_to_configuration_shares_its_entry(self):
        """The default configuration merges spec with or: an override saying the same
        is the same unit (same signature, a hit); a different one is not."""
        plain = self.c.result("unit.generate", ADD)
        same = self.c.result("unit.generate", dict(ADD, signals={"spec": "or", "unused": "and"}))
        self.assertTrue(same["cached"])
        self.assertEqual(same["signature"], plain["signature"])
        other = self.c.result("unit.generate", dict(ADD, signals={"spec": "and"}))
        self.assertFalse(other["cached"])
        self.assertIn("lhs_spec(0) and rhs_spec(0)", other["files"][0]["content"])
        self.assertNotEqual(other["signature"], plain["signature"])

    def test_preview_and_verify(self):
        p = dict(self.TAG, signals={"tag": "first"})
        r = self.c.result("unit.preview", p)
        self.assertIn("result_tag <= lhs_tag;", r["content"])
        v = self.c.result("unit.verify", p)
        self.assertEqual(v["signature"], r["signature"])
        self.assertEqual(self.c.error("unit.verify", self.TAG)["code"], 1007)
        # describe and list take it (checked) although it changes nothing there
        d = self.c.result("unit.describe", {"unit": "addi", "signals": {"tag": "or"}})
        self.assertEqual(d, self.c.result("unit.describe", {"unit": "addi"}))
        self.assertEqual(self.c.result("unit.list", {"signals": {"tag": "or"}}),
                         self.c.result("unit.list"))

    def test_large_request_resolved_on_a_worker(self):
        """A request large enough to be resolved off the loop carries its policies there."""
        t = "control<[tag:" + " " * 300 + "i4]>"  # long strings weigh the request
        big = {"unit": "join", "ports": {"ins": [t] * 1000, "outs": "control<[tag: i4]>"}}
        outs = {}
        for pol in ("and", "or"):
            r = self.c.result("unit.generate", dict(big, signals={"tag": pol}))
            self.assertFalse(r["cached"])
            outs[pol] = r["files"][0]["content"]
            self.assertIn("ins_998_tag %s ins_999_tag" % pol, outs[pol])
            v = self.c.result("unit.verify", dict(big, signals={"tag": pol}))
            self.assertEqual(v["signature"], r["signature"])
        r = self.c.result("unit.generate", dict(big, signals={"tag": "and"}))
        self.assertTrue(r["cached"])
        self.assertEqual(r["files"][0]["content"], outs["and"])
        self.assertEqual(self.c.error("unit.verify", big)["code"], 1007)

    def test_bad_signals_named(self):
        cases = [
            ([1], -32602, "signals", "must be an object"),
            ({"tag": "xor"}, -32602, "signals.tag", "unknown merge policy 'xor'"),
            ({"tag": "frist"}, -32602, "signals.tag", "did you mean 'first'"),
            ({"tag": {"merge": "or", "source": 1}}, -32602, "signals.tag", "only \"merge\""),
            ({"tag": 3}, -32602, "signals.tag", "must be a merge policy"),
            ({"ta-g": "or"}, 1008, "signals.ta-g", "letters, digits and underscores"),
            ({"valid": "or"}, 1008, "signals.valid", "clash"),
            ({"t" * 200: "or"}, 1002, "signals." + "t" * 40, "longer than 31"),
            ({"tag": "or", "TAG": "and"}, 1008, "signals.", "without case"),
            ({"s%d" % i: "or" for i in range(65)}, 1002, "signals", "at most 64"),
        ]
        for method in ("unit.generate", "unit.verify", "unit.preview", "unit.describe",
                       "circuit.generate"):
            for sig, code, field, words in cases:
                base = ({"netlist": {"name": "x"}} if method.startswith("circuit")
                        else {"unit": "addi"} if method == "unit.describe" else self.TAG)
                e = self.c.error(method, dict(base, signals=sig))
                self.assertEqual(e["code"], code, (method, sig, e))
                self.assertTrue(e["data"]["field"].startswith(field), (method, sig, e))
                self.assertIn(words, e["message"], (method, sig, e))
        # 64 policies are accepted (tag is not among them, so addi still lacks one)
        many = {"s%d" % i: "or" for i in range(64)}
        e = self.c.error("unit.generate", dict(self.TAG, signals=many))
        self.assertEqual(e["code"], 1007)

    def test_circuit_precedence(self):
        """params.signals over the netlist's signals block over the configuration."""
        with open(os.path.join(SOURCE_DIR, "tests/circuits/extra_signal_region2.json")) as f:
            nl = json.load(f)
        self.assertEqual(nl["signals"], {"tag": {"merge": "first"}})
        bare = {k: v for k, v in nl.items() if k != "signals"}

        def files(params):
            validate(params, "circuit.generate.params")
            return self.c.result("circuit.generate", params)["files"]
        own = files({"netlist": nl})
        self.assertEqual(files({"netlist": bare, "signals": {"tag": "first"}}), own)
        self.assertEqual(files({"netlist": nl, "signals": {"tag": "first"}}), own)
        over = files({"netlist": nl, "signals": {"tag": "or"}})
        self.assertNotEqual(over, own)
        self.assertEqual(files({"netlist": bare, "signals": {"tag": "or"}}), over)
        self.assertTrue(any("_tag or " in f["content"] for f in over))
        self.assertFalse(any("_tag or " in f["content"] for f in own))
        e = self.c.error("circuit.generate", {"netlist": bare})
        self.assertEqual(e["code"], 1014)
        self.assertIn("no merge policy", e["message"])
        # add_spec_tags: its netlist keeps its own block as it came
        for n in (nl, bare):
            r = self.c.result("circuit.add_spec_tags",
                              {"netlist": n, "spec_tags": False, "signals": {"tag": "or"}})
            self.assertEqual(r["netlist"].get("signals"), n.get("signals"))


class Signals(unittest.TestCase):
    def test_sighup_broken_config_keeps_old(self):
        d = Daemon("limits: { max_message_bytes: 70000 }\n")
        try:
            c = d.client()
            d.write_config("limits: { max_message_bytes: [ }\n")
            d.signal(signal.SIGHUP)
            d.wait_log("reload failed, keeping the old configuration")
            self.assertEqual(c.result("server.info")["limits"]["max_message_bytes"], 70000)
            d.write_config("limits: { max_message_bytes: 90000 }\n")
            d.signal(signal.SIGHUP)
            d.wait_log("configuration reloaded")
            self.assertEqual(c.result("server.info")["limits"]["max_message_bytes"], 90000)
            c.close()
        finally:
            d.stop()

    def test_sigterm_answers_requests_in_flight(self):
        d = Daemon(slow_external("0.5"))
        clients = [d.client(lsp=(i == 1)) for i in range(3)]
        ids = []
        for i, c in enumerate(clients):
            for k in range(4):
                req = c.request("unit.generate", {"unit": "handshake.slowgen", "name": "e%d_%d" % (i, k)})
                c.send(req)
                ids.append((i, req["id"]))
        deadline = time.time() + 10
        while time.time() < deadline:
            s = d.client().result("server.stats")
            if s["generations_running"] >= 4:
                break
            time.sleep(0.02)
        d.signal(signal.SIGTERM)
        got = []
        for i, c in enumerate(clients):
            for _ in range(4):
                r = c.recv()
                check_response(r, "unit.generate")
                got.append((i, r["id"]))
            self.assertTrue(c.is_closed())
        self.assertEqual(sorted(got), sorted(ids))
        log = d.stop()
        self.assertIn("stopping (SIGTERM)", log)

    def test_sigint_stops(self):
        d = Daemon("")
        d.signal(signal.SIGINT)
        self.assertEqual(d.proc.wait(30), 0)
        d.stop()


class Systemd(unittest.TestCase):
    def test_notify_ready_and_stopping(self):
        tmp = Daemon("", start=False)
        path = os.path.join(tmp.dir, "notify")
        ns = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        ns.bind(path)
        ns.settimeout(10)
        tmp.env["NOTIFY_SOCKET"] = path
        tmp.start()
        self.assertEqual(ns.recv(100), b"READY=1")
        tmp.stop()
        self.assertEqual(ns.recv(100), b"STOPPING=1")
        ns.close()

    def test_socket_activation(self):
        d = Daemon("", start=False, listen=[])
        ls = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        path = os.path.join(d.dir, "activated.sock")
        ls.bind(path)
        ls.listen(16)
        fd = ls.fileno()

        def to_fd3():
            os.dup2(fd, 3)
            os.set_inheritable(3, True)

        d.pass_fds = (fd, 3)
        d.preexec_fn = to_fd3
        d.env["LISTEN_FDS"] = "1"
        d.argv_prefix = ["/bin/sh", "-c", 'export LISTEN_PID=$$; exec "$@"', "sh"]
        d.start()
        ls.close()
        c = Client(path)
        self.assertEqual(c.result("type.parse", {"type": "i7"})["canonical"], "i7")
        self.assertIn("systemd fd 3", d.log())
        c.close()
        d.stop()

    def test_socket_activation_unix_and_tcp(self):
        d = Daemon("", start=False, listen=[])
        us = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        path = os.path.join(d.dir, "act.sock")
        us.bind(path)
        us.listen(16)
        ts = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        ts.bind(("127.0.0.1", 0))
        ts.listen(16)
        port = ts.getsockname()[1]
        ufd, tfd = us.fileno(), ts.fileno()

        def to_fds():
            # move both out of the way first so dup2 cannot clobber one with the other
            a, b = os.dup(ufd), os.dup(tfd)
            os.dup2(a, 3)
            os.dup2(b, 4)

        d.pass_fds = (ufd, tfd, 3, 4)
        d.preexec_fn = to_fds
        d.env["LISTEN_FDS"] = "2"
        d.argv_prefix = ["/bin/sh", "-c", 'export LISTEN_PID=$$; exec "$@"', "sh"]
        d.start()
        us.close()
        ts.close()
        u = Client(path)
        t = Client(tcp=("127.0.0.1", port))
        self.assertEqual(u.result("type.parse", {"type": "i3"})["canonical"], "i3")
        self.assertEqual(t.result("type.parse", {"type": "i4"})["canonical"], "i4")
        self.assertEqual(t.call("server.reload")["error"]["code"], 1021)  # TCP: admin refused
        self.assertIn("result", u.call("server.reload"))
        u.close()
        t.close()
        d.stop()

    def test_unit_files_verify(self):
        tool = shutil.which("systemd-analyze")
        if not tool:
            self.skipTest("systemd-analyze is not installed")
        sysd = os.path.join(SOURCE_DIR, "systemd")
        with_bin = os.path.join(Daemon("", start=False).dir, "units")
        os.makedirs(with_bin)
        for name in ("hsgend.service", "hsgend.socket"):
            with open(os.path.join(sysd, name)) as f:
                text = f.read()
            # point ExecStart at the binary under test so verify can find it
            text = text.replace("/usr/local/bin/hsgend", os.path.abspath(os.environ.get("HSGEND", "hsgend")))
            with open(os.path.join(with_bin, name), "w") as f:
                f.write(text)
        units = [os.path.join(with_bin, n) for n in ("hsgend.socket", "hsgend.service")]
        # Documentation=man:hsgend(8): verify runs man, which finds the source's page
        env = dict(os.environ, MANPATH=os.path.join(SOURCE_DIR, "docs", "man"))
        r = subprocess.run([tool, "verify"] + units, capture_output=True, text=True, env=env)
        problems = [l for l in (r.stdout + r.stderr).splitlines()
                    if "hsgend" in l and "Failed to" not in l]
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        self.assertEqual(problems, [], r.stdout + r.stderr)


class CommandLine(unittest.TestCase):
    def test_check_and_print_config(self):
        d = Daemon("log: { level: debug }\n", start=False)
        from hsd_harness import HSGEND
        r = subprocess.run([HSGEND, "--config", d.config_path, "--check-config"], capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("configuration OK", r.stdout)
        r = subprocess.run([HSGEND, "--print-config"], capture_output=True, text=True)
        self.assertEqual(r.returncode, 0)
        self.assertIn("max_message_bytes: 8388608", r.stdout)
        d.write_config("cache: { max_byte: 3 }\n")
        r = subprocess.run([HSGEND, "--config", d.config_path, "--check-config"], capture_output=True, text=True)
        self.assertEqual(r.returncode, 1)
        self.assertIn("unknown key 'cache.max_byte' at line 1", r.stderr)
        r = subprocess.run([HSGEND, "--bogus"], capture_output=True, text=True)
        self.assertEqual(r.returncode, 2)

    def test_print_config_reads_back(self):
        from hsd_harness import HSGEND
        d = Daemon("signals:\n  spec: { merge: or }\n  tag: { merge: first, source: 2 }\n"
                   "units:\n  handshake.addf: { external: [\"/bin/gen\", \"a \\\"quoted\\\" arg\", \"{name}\"] }\n"
                   "listen: [\"tcp:127.0.0.1:7420\"]\nlog: { level: warn }\n", start=False)
        first = subprocess.run([HSGEND, "--config", d.config_path, "--print-config"],
                               capture_output=True, text=True)
        self.assertEqual(first.returncode, 0, first.stderr)
        self.assertIn('"a \\"quoted\\" arg"', first.stdout)
        d.write_config(first.stdout)
        second = subprocess.run([HSGEND, "--config", d.config_path, "--print-config"],
                                capture_output=True, text=True)
        self.assertEqual(second.returncode, 0, second.stderr)
        self.assertEqual(first.stdout, second.stdout)

    def test_stale_socket_replaced_and_live_one_refused(self):
        d = Daemon("", start=False)
        s = socket.socket(socket.AF_UNIX)
        s.bind(d.sock)
        s.close()  # a socket file nobody listens on
        d.start()
        self.assertEqual(os.stat(d.sock).st_mode & 0o777, 0o660)
        from hsd_harness import HSGEND
        r = subprocess.run([HSGEND, "--listen", "unix:" + d.sock], capture_output=True, text=True, timeout=30)
        self.assertEqual(r.returncode, 1)
        self.assertIn("another server is listening", r.stderr)
        d.stop()
        self.assertFalse(os.path.exists(d.sock))


class SocketReady(unittest.TestCase):
    STARTS = 100

    def test_socket_file_appears_only_once_accepting(self):
        """The socket path exists only once the daemon accepts: a client that connects the
        instant the file appears is never refused (a file born at bind(), before listen(),
        refuses such a client now and then)."""
        from hsd_harness import HSGEND
        refused = []
        for i in range(self.STARTS):
            d = Daemon("", start=False)
            d.logf = open(d.log_path, "wb")
            d.proc = subprocess.Popen([HSGEND, "--config", d.config_path, "--listen", "unix:" + d.sock],
                                      stdout=d.logf, stderr=d.logf)
            # connect(2) until the path exists: ENOENT before the file, then either accepted
            # or refused (ECONNREFUSED: a file nobody listens on yet)
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            deadline = time.time() + 20
            rc = s.connect_ex(d.sock)
            while rc == errno.ENOENT:
                if time.time() > deadline or d.proc.poll() is not None:
                    d.proc.kill()
                    raise AssertionError("no socket file within 20 s:\n" + d.log())
                rc = s.connect_ex(d.sock)
            if rc == errno.ECONNREFUSED:
                refused.append(i)
            else:
                self.assertEqual(rc, 0, os.strerror(rc))
            s.close()
            d.wait_log(r"ready \(configuration", 20)
            d.stop()
            # nothing is left behind: neither the socket nor a temporary name
            self.assertEqual(sorted(os.listdir(d.dir)), ["hsgend.log", "hsgend.yaml"])
            shutil.rmtree(d.dir, ignore_errors=True)
        self.assertEqual(refused, [], "refused on starts %s of %d" % (refused, self.STARTS))

    def test_stale_temporary_names_removed_live_ones_kept(self):
        """A daemon that died between bind() and rename() leaves .hsgend.PID.RANDOM.tmp
        (older daemons: .hsgend.PID.tmp) behind; a starting daemon removes such sockets
        whose process is gone and that nobody uses, and keeps one whose process lives
        (another daemon starting beside it), files that are not sockets, and sockets
        whose process id says nothing: in another PID namespace (a container sharing
        the directory) a live daemon's id may be one that is gone here, so a socket
        that accepts connections, or one changed in the last minute (a daemon between
        its bind and its listen), is kept whatever its id."""
        d = Daemon("", start=False)
        gones = [subprocess.Popen(["true"]) for _ in range(5)]
        for g in gones:
            g.wait()  # pids nobody holds now
        old = time.time() - 600

        def sock_file(name, age=True, listen=False):
            path = os.path.join(d.dir, name)
            s = socket.socket(socket.AF_UNIX)
            s.bind(path)
            if listen:
                s.listen(1)
                keep.append(s)
            else:
                s.close()
            if age:
                os.utime(path, (old, old))
            return path
        keep = []
        stale = sock_file(".hsgend.%d.0123456789abcdef.tmp" % gones[0].pid)
        stale_old_form = sock_file(".hsgend.%d.tmp" % gones[1].pid)
        live = sock_file(".hsgend.%d.fedcba9876543210.tmp" % os.getpid())
        listening = sock_file(".hsgend.%d.00000000000000aa.tmp" % gones[2].pid, listen=True)
        recent = sock_file(".hsgend.%d.00000000000000bb.tmp" % gones[3].pid, age=False)
        not_socket = os.path.join(d.dir, ".hsgend.%d.tmp" % gones[4].pid)
        with open(not_socket, "w") as f:
            f.write("not a socket\n")
        os.utime(not_socket, (old, old))
        for g in gones:
            try:
                os.kill(g.pid, 0)
                self.skipTest("pid %d was reused at once" % g.pid)
            except ProcessLookupError:
                pass
        d.start()
        for path, pid in ((stale, gones[0].pid), (stale_old_form, gones[1].pid)):
            self.assertIn("removed %s, left by process %d, which is gone" % (path, pid), d.log())
            self.assertFalse(os.path.exists(path), d.log())
        kept = [live, listening, recent, not_socket]
        for path in kept:
            self.assertTrue(os.path.exists(path), path)
        d.stop()
        for s in keep:
            s.close()
        self.assertEqual(sorted(os.listdir(d.dir)),
                         sorted(["hsgend.log", "hsgend.yaml"] + [os.path.basename(p) for p in kept]))
        shutil.rmtree(d.dir, ignore_errors=True)

    def test_errors_name_the_path_and_leave_nothing(self):
        from hsd_harness import HSGEND
        d = Daemon("", start=False)
        missing = os.path.join(d.dir, "missing", "s.sock")
        r = subprocess.run([HSGEND, "--config", d.config_path, "--listen", "unix:" + missing],
                           capture_output=True, text=True, timeout=30)
        self.assertEqual(r.returncode, 1)
        self.assertIn("cannot bind " + missing + ": No such file or directory", r.stderr)
        # the path fits a sockaddr_un, the temporary name beside it does not
        deep = os.path.join(d.dir, "d" * (100 - len(d.dir)))
        os.makedirs(deep)
        r = subprocess.run([HSGEND, "--config", d.config_path, "--listen", "unix:" + deep + "/s"],
                           capture_output=True, text=True, timeout=30)
        self.assertEqual(r.returncode, 1)
        self.assertIn("socket path too long: " + deep + "/s (its directory must also fit", r.stderr)
        self.assertEqual(os.listdir(deep), [])
        shutil.rmtree(d.dir, ignore_errors=True)


if __name__ == "__main__":
    unittest.main(verbosity=2)
