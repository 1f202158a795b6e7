"""Every hsgen command run twice, in-process (--local) and through a temporary
hsgend, with byte-for-byte identical status, stdout, stderr and files; plus the
-v reports of which side answered, --connect over TCP, and the fallbacks."""
import json
import os
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cli_harness import SOURCE_DIR, Daemon, run, tree  # noqa: E402

MANIFEST = """\
defaults:
  params: {bitwidth: 16}
requests:
  - {unit: handshake.addi, name: add16, extra_signals: ["spec: i1"]}
  - {unit: mux, params: {size: 3, index_bitwidth: 2}, extra_signals: {spec: 1}}
  - {unit: addi, name: bad, params: {bitwidth: 0}}
  - {unit: fork, name: select, params: {size: 2}}
  - {unit: cond_br, hdl: verilog, extra_signals: ["spec: i1", "tag: i4"]}
"""

# Merge policies that travel with the manifest (and one request's own, which wins).
MANIFEST_SIGNALS = """\
signals:
  tag: {merge: and}
defaults:
  params: {bitwidth: 8}
  extra_signals: ["tag: i4"]
requests:
  - {unit: addi, name: add_and}
  - {unit: addi, name: add_or, signals: {tag: or}}
"""

# (label, arguments); "out" is a path relative to each mode's own directory.
CASES = [
    ("generate to stdout", ["generate", "handshake.addi", "-p", "bitwidth=32", "--extra", "spec: i1"]),
    ("generate verilog to a directory",
     ["generate", "mux", "-p", "size=3", "-p", "bitwidth=8", "-p", "index_bitwidth=2",
      "--extra", "spec: i1", "--hdl", "verilog", "-o", "out/"]),
    ("generate to a file with a name", ["generate", "fork", "-p", "size=2", "-p", "bitwidth=4",
                                        "--name", "fork2", "-o", "out.vhd"]),
    ("generate rejected name", ["generate", "addi", "-p", "bitwidth=8", "--name", "select"]),
    ("generate empty name", ["generate", "addi", "-p", "bitwidth=8", "--name", ""]),
    ("rpc empty name", ["rpc", "unit.generate", '{"unit": "addi", "params": {"bitwidth": 8}, "name": ""}']),
    ("generate ports form", ["generate", "handshake.cmpi", "-p", "predicate=slt",
                             "--port", "lhs=channel<i8, [spec: i1]>", "--port", "rhs=channel<i8, [spec: i1]>",
                             "--port", "result=channel<i1, [spec: i1]>"]),
    ("verify ok", ["verify", "mux", "-p", "size=2", "-p", "bitwidth=8", "-p", "index_bitwidth=1",
                   "--extra", "spec: i1"]),
    ("verify rejected", ["verify", "handshake.addi", "--port", "lhs=!handshake.channel<i32, [spec: i1]>",
                         "--port", "rhs=!handshake.channel<i32>",
                         "--port", "result=!handshake.channel<i32, [spec: i1]>"]),
    ("verify upstream signal", ["verify", "buffer", "-p", "bitwidth=8", "--extra", "credit: (U) i2"]),
    ("units", ["units"]),
    ("units --json", ["units", "--json"]),
    ("describe", ["describe", "handshake.control_merge"]),
    ("describe unknown", ["describe", "handshake.nothing"]),
    ("type", ["type", "channel<i32, [tag: i8, spec: i1]>"]),
    ("type positioned error", ["type", "channel<i32, [spec i1]>"]),
    ("circuit", ["circuit", os.path.join(SOURCE_DIR, "tests/circuits/extra_signal_region.json"),
                 "--hdl", "verilog", "-o", "out"]),
    ("spec-tags", ["spec-tags", os.path.join(SOURCE_DIR, "tests/circuits/untagged/spec_tag_loop.json")]),
    ("spec-tags to a file", ["spec-tags", os.path.join(SOURCE_DIR, "tests/circuits/untagged/spec_tag_loop.json"),
                             "-o", "tagged.json"]),
    ("batch", ["batch", "m.yaml", "-o", "out"]),
    ("dynamatic", ["dynamatic", "-n", "mux_0", "-o", "out/mux_0.vhd", "-t", "mux", "-p", "size=2",
                   "data_bitwidth=32", "index_bitwidth=1", "extra_signals={'spec': 1}"]),
    ("dynamatic unknown type", ["dynamatic", "-n", "x", "-o", "x.vhd", "-t", "frobnicate"]),
    ("rpc", ["rpc", "unit.verify", '{"unit": "join", "params": {"size": 3}}']),
    ("usage error", ["generate", "addi", "--bogus"]),
    ("generate with --merge", ["--merge", "tag=and", "generate", "addi", "-p", "bitwidth=8",
                               "--extra", "tag: i4"]),
    ("verify with --merge", ["--merge", "tag=xor", "verify", "addi", "-p", "bitwidth=8"]),
    ("circuit with --merge over its block", ["--merge", "tag=or", "circuit", os.path.join(
        SOURCE_DIR, "tests/circuits/extra_signal_region2.json"), "-o", "out"]),
    ("batch with signals", ["batch", "s.yaml", "-o", "out"]),
    ("batch with signals and --merge", ["--merge", "tag=first", "batch", "s.yaml", "-o", "out"]),
]


class Modes(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.d = Daemon(tcp=True)

    @classmethod
    def tearDownClass(cls):
        cls.d.stop()

    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="hsgen-modes-")

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def workdir(self, name):
        """A fresh directory holding the batch manifest, used as the command's cwd."""
        self.n = getattr(self, "n", 0) + 1
        w = os.path.join(self.tmp, "%s.%d" % (name, self.n))
        os.makedirs(w)
        with open(os.path.join(w, "m.yaml"), "w") as f:
            f.write(MANIFEST)
        with open(os.path.join(w, "s.yaml"), "w") as f:
            f.write(MANIFEST_SIGNALS)
        return w

    def both(self, args):
        """Runs args in-process, over the Unix socket and over TCP; returns the three
        (status, stdout, stderr, files) results."""
        out = []
        for i, mode in enumerate((["--local"], ["--socket", self.d.sock],
                                  ["--connect", "127.0.0.1:%d" % self.d.port])):
            w = self.workdir("mode")
            rc, so, se = run(mode + args, cwd=w)
            out.append((rc, so, se, tree(w)))
        return out

    def test_every_command_is_byte_identical(self):
        for label, args in CASES:
            with self.subTest(label):
                local, unix, tcp = self.both(args)
                self.assertEqual(local[0], unix[0], label + ": status")
                self.assertEqual(local[1], unix[1], label + ": stdout")
                self.assertEqual(local[2], unix[2], label + ": stderr")
                self.assertEqual(local[3], unix[3], label + ": files")
                self.assertEqual(local, tcp, label + ": over TCP")

    def test_cases_do_what_they_say(self):
        """The compared outputs are the real thing, not two identical failures."""
        expect = {"generate to stdout": 0, "generate verilog to a directory": 0,
                  "generate rejected name": 1, "generate empty name": 1, "rpc empty name": 1,
                  "verify ok": 0, "verify rejected": 1,
                  "type positioned error": 1, "circuit": 0, "batch": 1, "dynamatic": 0, "spec-tags": 0,
                  "dynamatic unknown type": 1, "usage error": 2, "rpc": 0,
                  "generate with --merge": 0, "verify with --merge": 2,
                  "circuit with --merge over its block": 0, "batch with signals": 0,
                  "batch with signals and --merge": 0}
        for label, args in CASES:
            if label in expect:
                w = self.workdir(label.replace(" ", "_"))
                rc, so, se = run(["--socket", self.d.sock] + args, cwd=w)
                self.assertEqual(rc, expect[label], "%s: %s" % (label, se.decode()))
        rc, so, se = run(["--socket", self.d.sock] + CASES[0][1])
        self.assertIn(b"entity addi_", so)
        self.assertIn(b"lhs_spec", so)

    def test_verbose_says_which_side_answered(self):
        rc, so, se = run(["-v", "--socket", self.d.sock, "units"])
        self.assertIn(b"using the daemon at unix:" + self.d.sock.encode(), se)
        rc, so, se = run(["-v", "--connect", "127.0.0.1:%d" % self.d.port, "type", "i8"])
        self.assertIn(b"using the daemon at tcp:127.0.0.1:%d" % self.d.port, se)
        rc, so, se = run(["-v", "--local", "--socket", self.d.sock, "units"])
        self.assertIn(b"working in-process (--local)", se)
        rc, so, se = run(["-v", "--socket", self.d.sock, "--merge", "tag=first", "units"])
        self.assertIn(b"using the daemon at unix:", se)  # --merge travels with the requests
        cfg = os.path.join(self.tmp, "c.yaml")
        with open(cfg, "w") as f:
            f.write("signals:\n  tag: {merge: first}\n")
        rc, so, se = run(["-v", "--socket", self.d.sock, "--config", cfg, "units"])
        self.assertIn(b"working in-process (--config", se)
        # the default socket (the configuration's) may have no daemon: in-process, -v says
        rc, so, se = run(["-v", "type", "i8"], env={"HSGEN_SOCKET": ""})
        self.assertEqual(rc, 0, se)
        self.assertIn(b"working in-process (no hsgend at unix:", se)

    def test_named_daemon_unreachable_is_an_error(self):
        """A daemon the user names (--socket, --connect, HSGEN_SOCKET, HSGEN_CONNECT)
        and that cannot be reached is an error with its own exit status (3), naming
        where it came from, before any output; never a silent in-process answer."""
        none = os.path.join(self.tmp, "none.sock")
        for args, env, via in ((["--socket", none], None, b"--socket"),
                               (["--connect", "127.0.0.1:1"], None, b"tcp:127.0.0.1:1"),
                               ([], {"HSGEN_SOCKET": none}, b"HSGEN_SOCKET"),
                               ([], {"HSGEN_CONNECT": "127.0.0.1:1"}, b"HSGEN_CONNECT")):
            out = os.path.join(self.tmp, "u.vhd")
            rc, so, se = run(args + ["generate", "addi", "-p", "bitwidth=8", "-o", out], env=env)
            self.assertEqual(rc, 3, (args, env, se))
            self.assertIn(b"cannot reach hsgend", se)
            self.assertIn(via, se)
            self.assertEqual(so, b"")
            self.assertFalse(os.path.exists(out))

    def test_environment_names_the_daemon(self):
        """HSGEN_SOCKET and HSGEN_CONNECT point every command at a daemon."""
        rc, so, se = run(["-v", "units"], env={"HSGEN_SOCKET": self.d.sock})
        self.assertEqual(rc, 0, se)
        self.assertIn(b"using the daemon at unix:" + self.d.sock.encode(), se)
        rc, so, se = run(["-v", "type", "i8"], env={"HSGEN_CONNECT": "127.0.0.1:%d" % self.d.port})
        self.assertEqual(rc, 0, se)
        self.assertIn(b"using the daemon at tcp:127.0.0.1:%d" % self.d.port, se)
        # a flag wins over the environment
        rc, so, se = run(["-v", "--socket", self.d.sock, "units"],
                         env={"HSGEN_SOCKET": os.path.join(self.tmp, "none.sock")})
        self.assertEqual(rc, 0, se)

    def test_circuit_falls_back_when_the_daemon_lacks_the_method(self):
        w = self.workdir("c")
        rc, so, se = run(["-v", "--socket", self.d.sock, "circuit",
                          os.path.join(SOURCE_DIR, "tests/circuits/extra_signal_region.json"),
                          "-o", "out"], cwd=w)
        self.assertEqual(rc, 0, se.decode())
        self.assertIn(b"using the daemon", se)
        if b"circuit.generate" in se:  # the daemon does not implement it (yet)
            self.assertIn(b"in-process", se)
        self.assertTrue(os.path.exists(os.path.join(w, "out", "manifest.json")))

    def test_merge_reaches_simulate(self):
        """simulate works in-process on the netlist: --merge is set over its own block
        (checked before any simulator runs: here the missing --arg is the next error)."""
        with open(os.path.join(SOURCE_DIR, "tests/circuits/extra_signal_region2.json")) as f:
            nl = json.load(f)
        del nl["signals"]
        # its tag renamed color, a signal outside Dynamatic's profile: no policy at all
        nl = json.loads(json.dumps(nl).replace("tag: i8", "color: i8"))
        path = os.path.join(self.tmp, "bare.json")
        with open(path, "w") as f:
            json.dump(nl, f)
        rc, so, se = run(["simulate", path, "--sim", "icarus"])
        self.assertEqual(rc, 1)
        self.assertIn(b"'color' has no merge policy", se)
        rc, so, se = run(["--merge", "color=first", "simulate", path, "--sim", "icarus"])
        self.assertNotIn(b"merge policy", se)
        self.assertIn(b"input a needs a value", se)

    def test_simulate_stall_bad_seed(self):
        """--stall takes a seed from 0 to 2^32-1; anything else is refused before
        generation, naming the option and the range."""
        path = os.path.join(SOURCE_DIR, "tests/circuits/hist_mem.json")
        for bad in ("-1", "x", "4294967296", ""):
            rc, so, se = run(["simulate", path, "--stall", bad])
            self.assertEqual(rc, 2, bad)
            self.assertIn(b"--stall takes a seed from 0 (outputs always ready) to 4294967295",
                          se)

    def test_older_daemon_without_signals(self):
        """A daemon from before the `signals` member refuses it as an unknown member:
        those requests (--merge, a manifest's block) are answered in-process instead,
        with the same output, in single calls and in a pipelined batch."""
        import socket
        import threading
        path = os.path.join(self.tmp, "old.sock")
        srv = socket.socket(socket.AF_UNIX)
        srv.bind(path)
        srv.listen(4)

        def answer(line):
            req = json.loads(line)
            err = {"code": -32602, "message": "unknown member 'signals' in params",
                   "data": {"kind": "invalid_params", "field": "signals"}}
            return json.dumps({"jsonrpc": "2.0", "id": req["id"], "error": err}).encode() + b"\n"

        def serve():
            while True:
                try:
                    c, _ = srv.accept()
                except OSError:
                    return
                buf = b""
                while True:
                    chunk = c.recv(65536)
                    if not chunk:
                        break
                    buf += chunk
                    while b"\n" in buf:
                        line, buf = buf.split(b"\n", 1)
                        c.sendall(answer(line))
                c.close()
        threading.Thread(target=serve, daemon=True).start()
        args = ["--merge", "tag=and", "generate", "addi", "-p", "bitwidth=8", "--extra", "tag: i4"]
        rc, so, se = run(["-v", "--socket", path] + args)
        self.assertEqual(rc, 0, se.decode())
        self.assertIn(b"answering in-process", se)
        self.assertEqual(so, run(["--local"] + args)[1])
        w = self.workdir("old")
        rc, so, se = run(["--socket", path, "batch", "s.yaml", "-o", "out"], cwd=w)
        self.assertEqual(rc, 0, se.decode())
        with open(os.path.join(w, "out", "add_or.vhd"), "rb") as f:
            self.assertIn(b"lhs_tag or rhs_tag", f.read())
        srv.close()

    def test_daemon_that_hangs_up(self):
        """A socket that accepts and closes without answering (a daemon going away):
        the command finishes in-process with the same output."""
        import socket
        import threading
        path = os.path.join(self.tmp, "hangup.sock")
        srv = socket.socket(socket.AF_UNIX)
        srv.bind(path)
        srv.listen(4)

        def serve():
            for _ in range(2):
                c, _ = srv.accept()
                c.recv(65536)
                c.close()
        t = threading.Thread(target=serve, daemon=True)
        t.start()
        for args in (["units"], ["generate", "addi", "-p", "bitwidth=8"]):
            rc, so, se = run(["-v", "--socket", path] + args)
            self.assertEqual(rc, 0, se.decode())
            self.assertIn(b"continuing in-process", se)
            self.assertEqual((rc, so), run(["--local"] + args)[:2])
        t.join(5)
        srv.close()

    def cache_stats(self):
        rc, so, se = run(["--socket", self.d.sock, "rpc", "cache.stats"])
        self.assertEqual(rc, 0, se.decode())
        return json.loads(so)

    def test_merge_policy_reaches_the_daemon(self):
        """--merge and a manifest's signals block go to the daemon as the requests'
        `signals`, which its cache keys apart (and answers again from the cache)."""
        args = ["generate", "addi", "-p", "bitwidth=8", "--extra", "color: i8"]
        rc, so, se = run(["--socket", self.d.sock] + args)
        self.assertEqual(rc, 1)
        self.assertIn(b"signals.color.merge", se)
        texts = {}
        for pol, op in (("first", b"result_color <= lhs_color;"), ("or", b"lhs_color or rhs_color"),
                        ("and", b"lhs_color and rhs_color")):
            rc, so, se = run(["-v", "--socket", self.d.sock, "--merge", "color=" + pol] + args)
            self.assertEqual(rc, 0, se.decode())
            self.assertIn(b"by the daemon", se)
            self.assertIn(op, so)
            texts[pol] = so
        self.assertEqual(len(set(texts.values())), 3)
        hits = self.cache_stats()["hits"]
        rc, so, se = run(["--socket", self.d.sock, "--merge", "color=or"] + args)
        self.assertEqual(so, texts["or"])
        self.assertEqual(self.cache_stats()["hits"], hits + 1)
        # a manifest's block: by the daemon, each request under its policies
        w = self.workdir("signals")
        rc, so, se = run(["-v", "--socket", self.d.sock, "batch", "s.yaml", "-o", "out"], cwd=w)
        self.assertEqual(rc, 0, se.decode())
        self.assertNotIn(b"in-process", se)
        with open(os.path.join(w, "out", "add_and.vhd"), "rb") as f:
            self.assertIn(b"lhs_tag and rhs_tag", f.read())
        with open(os.path.join(w, "out", "add_or.vhd"), "rb") as f:
            self.assertIn(b"lhs_tag or rhs_tag", f.read())
        # --merge wins over the manifest's block and a request's own
        rc, so, se = run(["--socket", self.d.sock, "--merge", "tag=first", "batch", "s.yaml",
                          "-o", "first"], cwd=w)
        for n in ("add_and", "add_or"):
            with open(os.path.join(w, "first", n + ".vhd"), "rb") as f:
                self.assertIn(b"result_tag <= lhs_tag;", f.read())

    def test_rpc(self):
        rc, so, se = run(["--socket", self.d.sock, "rpc", "server.info"])
        self.assertEqual(rc, 0, se.decode())
        self.assertIn(b'"version"', so)
        rc, so, se = run(["--local", "rpc", "server.info"])
        self.assertEqual(rc, 1)
        self.assertIn(b"server.info needs a running hsgend", se)
        rc, so, se = run(["--local", "rpc", "type.parse", '{"type": "control<[spec: i1]>"}'])
        self.assertEqual(rc, 0, se.decode())
        self.assertIn(b'"canonical": "!handshake.control<[spec: i1]>"', so)
        rc, so, se = run(["--local", "rpc", "type.parse", "{nope"])
        self.assertEqual(rc, 2)


if __name__ == "__main__":
    unittest.main()
