"""A newcomer's first day: help everywhere, "did you mean" for misspelled
units, parameters, commands and configuration keys (CLI and RPC error data),
standard output that analyses on its own, and -o that creates at most one
directory level and says what it wrote."""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cli_harness import run  # noqa: E402

COMMANDS = ["generate", "verify", "units", "describe", "type", "circuit", "spec-tags",
            "simulate", "batch", "dynamatic", "rpc", "help"]


class Newcomer(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="hsgen-new-")

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def test_help_everywhere(self):
        rc, top, se = run(["help"])
        self.assertEqual(rc, 0, se)
        for c in COMMANDS:
            self.assertIn(("  " + c).encode(), top)
            for form in (["help", c], [c, "--help"], [c, "-h"]):
                rc, so, se = run(["--local"] + form)
                self.assertEqual(rc, 0, (form, se))
                self.assertTrue(so.startswith(b"usage: hsgen " + c.encode()), (form, so[:80]))
        # generate --help answers help, not "missing unit name"
        rc, so, se = run(["generate", "--help"])
        self.assertEqual(rc, 0)
        self.assertNotIn(b"missing", se)
        rc, so, se = run(["--version"])
        self.assertEqual(rc, 0, se)
        self.assertTrue(so.startswith(b"hsgen "), so)

    def test_did_you_mean(self):
        cases = [(["genrate", "addi"], b"did you mean 'generate'"),
                 (["help", "simulat"], b"did you mean 'simulate'"),
                 (["--local", "generate", "muxx", "-p", "size=2"], b"did you mean 'mux'"),
                 (["--local", "generate", "mux", "-p", "sise=2"], b"did you mean 'size'")]
        for args, want in cases:
            rc, so, se = run(args)
            self.assertNotEqual(rc, 0, args)
            self.assertIn(want, se, args)
        cfg = os.path.join(self.tmp, "c.yaml")
        for text, want in (("limits:\n  max_mesage_bytes: 10\n", b"'max_message_bytes'"),
                           ("limts: {}\n", b"'limits'"),
                           ("signals:\n  spec:\n    merg: or\n", b"'merge'")):
            with open(cfg, "w") as f:
                f.write(text)
            rc, so, se = run(["--config", cfg, "units"])
            self.assertEqual(rc, 2, text)
            self.assertIn(b"did you mean " + want, se, text)
        # a word far from every unit gets no suggestion
        rc, so, se = run(["--local", "generate", "frobnicator"])
        self.assertNotIn(b"did you mean", se)
        # RPC error data carries it
        rc, so, se = run(["--local", "rpc", "unit.verify", json.dumps(
            {"unit": "adi", "params": {"bitwidth": 8}})])
        self.assertEqual(rc, 1)
        rc, so, se = run(["--local", "rpc", "unit.list"])
        self.assertEqual(rc, 0)

    def test_rpc_error_data_names_the_suggestion(self):
        """The same suggestion reaches a JSON-RPC client as data.did_you_mean."""
        sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                        "daemon"))
        hsgend = os.environ.get("HSGEND")
        if not hsgend:
            self.skipTest("HSGEND not set")
        sock = os.path.join(self.tmp, "d.sock")
        d = subprocess.Popen([hsgend, "--listen", "unix:" + sock], stderr=subprocess.DEVNULL)
        try:
            import socket
            import time
            s = socket.socket(socket.AF_UNIX)
            for _ in range(100):  # until the daemon's socket file appears
                try:
                    s.connect(sock)
                    break
                except (FileNotFoundError, ConnectionRefusedError):
                    time.sleep(0.05)
            s.sendall(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "unit.generate",
                                  "params": {"unit": "cmpii", "params": {"bitwidth": 8}}}
                                 ).encode() + b"\n")
            buf = b""
            while not buf.endswith(b"\n"):
                buf += s.recv(65536)
            err = json.loads(buf)["error"]
            self.assertEqual(err["data"].get("did_you_mean"), "cmpi", err)
            s.close()
        finally:
            d.terminate()
            d.wait()

    def test_stdout_is_complete(self):
        """generate without -o prints the support files first: the redirected file
        analyses on its own in GHDL (a mux needs the types package) and Icarus."""
        out = os.path.join(self.tmp, "m.vhd")
        rc, so, se = run(["--local", "generate", "mux", "-p", "size=3", "-p", "bitwidth=8",
                          "-p", "index_bitwidth=2", "--extra", "spec: i1"])
        self.assertEqual(rc, 0, se)
        with open(out, "wb") as f:
            f.write(so)
        self.assertIn(b"package types is", so)
        if shutil.which("ghdl"):
            p = subprocess.run(["ghdl", "-a", "--std=08", "m.vhd"], cwd=self.tmp,
                               capture_output=True, text=True)
            self.assertEqual(p.returncode, 0, p.stderr)
        rc, so, se = run(["--local", "generate", "mux", "-p", "size=3", "-p", "bitwidth=8",
                          "-p", "index_bitwidth=2", "--hdl", "verilog"])
        self.assertEqual(rc, 0, se)
        with open(os.path.join(self.tmp, "m.v"), "wb") as f:
            f.write(so)
        if shutil.which("iverilog"):
            p = subprocess.run(["iverilog", "-o", "m.vvp", "m.v"], cwd=self.tmp,
                               capture_output=True, text=True)
            self.assertEqual(p.returncode, 0, p.stderr)

    def test_output_directory(self):
        """-o creates at most the last directory level and lists what it wrote."""
        deep = os.path.join(self.tmp, "no", "such", "x.vhd")
        rc, so, se = run(["--local", "generate", "addi", "-p", "bitwidth=8", "-o", deep])
        self.assertEqual(rc, 1)
        self.assertIn(b"only the last directory level is created", se)
        self.assertFalse(os.path.exists(os.path.join(self.tmp, "no")))
        d = os.path.join(self.tmp, "out") + "/"
        rc, so, se = run(["--local", "generate", "mux", "-p", "size=2", "-p", "bitwidth=8",
                          "-p", "index_bitwidth=1", "-o", d])
        self.assertEqual(rc, 0, se)
        written = sorted(os.listdir(d))
        self.assertEqual(len(written), 2, written)
        for name in written:
            self.assertIn(("hsgen: wrote " + os.path.join(d, name)).encode(),
                          se.replace(b"//", b"/"))


if __name__ == "__main__":
    unittest.main()
