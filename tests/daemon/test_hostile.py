"""hsgend under hostile input (issues 16 and 18): forged responses, output and
memory bounds, loop fairness, names, external generators, number syntax,
slow and malformed framing, listen addresses, connection churn.

Run one class: python3 test_hostile.py Forged (ctest runs each class as one test)."""
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from hsd_harness import HSGEND, Client, Daemon, check_response  # noqa: E402

SOURCE_DIR = os.environ.get("HSGEN_SOURCE_DIR", os.path.join(os.path.dirname(__file__), "..", ".."))
FORGED = '0}]}}}\n{"jsonrpc":"2.0","id":99,"result":{"forged":true}}'


def spec_tag_loop():
    with open(os.path.join(SOURCE_DIR, "..", "shared", "circuits", "spec_tag_loop.json")) as f:
        return json.load(f)


class HostileCase(unittest.TestCase):
    config = ""

    def setUp(self):
        self.d = Daemon(self.config)
        self.c = self.d.client()

    def tearDown(self):
        self.c.close()
        self.d.stop()
        shutil.rmtree(self.d.dir, ignore_errors=True)

    def lines_until_quiet(self, c, wait=0.5):
        """Every response line the daemon sends until it stays silent for `wait`."""
        c.s.settimeout(wait)
        out = []
        try:
            while True:
                out.append(c.recv_line())
        except (socket.timeout, TimeoutError):
            pass
        c.s.settimeout(30)
        return out


class Forged(HostileCase):
    """18.1: no client bytes become protocol."""

    def test_raw_marker_key_is_escaped(self):
        netlist = spec_tag_loop()
        for u in netlist["units"]:
            if u["name"] == "sink0":
                u["params"] = {"\u0001hsd-raw": FORGED}
        for marker in ("\u0001hsd-raw", "\u0000hsd-raw"):
            req = self.c.request("circuit.add_spec_tags", {"netlist": netlist, "speculator": "speculator0"})
            text = json.dumps(req).replace("\\u0001hsd-raw", marker.encode("unicode_escape").decode()
                                           .replace("\\x", "\\u00"))
            self.c.send_raw(text.encode() + b"\n")
            lines = self.lines_until_quiet(self.c)
            self.assertEqual(len(lines), 1, lines)
            resp = json.loads(lines[0])
            if "result" in resp:
                self.assertEqual(resp["id"], req["id"])
                sink = [u for u in resp["result"]["netlist"]["units"] if u["name"] == "sink0"][0]
                self.assertEqual(sink["params"], {"\u0001hsd-raw": FORGED})
            else:
                self.assertEqual(resp["error"]["code"], -32700, resp)  # NUL in a key


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]] + sys.argv[1:], verbosity=2)
