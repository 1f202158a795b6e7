"""Sends every case of bad_inputs.jsonl to a running hsgend (temporary Unix
socket, configuration bad_inputs.yaml), each on its own connection, and checks
the error code it gets (and that the connection is closed when the case says
so). After the whole corpus the daemon must still answer a valid request and
stop cleanly (no sanitizer report). ctest: daemon.BadInputs."""
import json
import os
import shutil
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "daemon"))
from hsd_harness import Daemon, check_response  # noqa: E402


def load_cases():
    with open(os.path.join(HERE, "bad_inputs.jsonl")) as f:
        return [json.loads(line) for line in f if line.strip()]


def payload(case):
    """The bytes to send and whether the answer comes in LSP framing."""
    if "request" in case:
        body = json.dumps(case["request"]).encode()
        if case.get("lsp"):
            return b"Content-Length: %d\r\n\r\n" % len(body) + body, True
        return body + b"\n", False
    data = bytes.fromhex(case["raw_hex"]) if "raw_hex" in case else case["raw"].encode()
    return data, data.lstrip().startswith(b"C")


def codes_of(resp):
    if isinstance(resp, list):
        for r in resp:
            check_response(r)
        return sorted(r["error"]["code"] for r in resp if "error" in r)
    check_response(resp)
    return resp["error"]["code"] if "error" in resp else None


class BadInputs(unittest.TestCase):
    def test_corpus(self):
        cases = load_cases()
        self.assertGreaterEqual(len(cases), 200)
        with open(os.path.join(HERE, "bad_inputs.yaml")) as f:
            d = Daemon(f.read())
        failures = []
        try:
            for case in cases:
                data, lsp = payload(case)
                c = d.client(lsp=lsp, timeout=20)
                try:
                    c.send_raw(data)
                    resp = c.recv()
                    got = codes_of(resp)
                    want = case["code"]
                    if isinstance(want, list):
                        want = sorted(want)
                    if got != want:
                        failures.append("%s: expected %s, got %s" % (case["name"], want,
                                                                     json.dumps(resp)[:300]))
                    elif case.get("closes") and not c.is_closed(5):
                        failures.append("%s: connection left open" % case["name"])
                    elif (not isinstance(resp, list) and "request" in case and got != -32700
                          and isinstance(case["request"], dict)
                          and type(case["request"].get("id")) in (int, str)
                          and resp.get("id") != case["request"]["id"]):
                        failures.append("%s: id %r, expected %r" % (case["name"], resp.get("id"),
                                                                     case["request"]["id"]))
                except Exception as e:  # noqa: BLE001 - report every case, not the first
                    failures.append("%s: %s: %s" % (case["name"], type(e).__name__, e))
                finally:
                    c.close()
            c = d.client()
            r = c.result("unit.generate", {"unit": "handshake.addi", "params": {"bitwidth": 32},
                                           "extra_signals": ["spec: i1"]})
            self.assertIn("entity %s is" % r["module"], r["files"][0]["content"])
            c.close()
        finally:
            d.stop()
            shutil.rmtree(d.dir, ignore_errors=True)
        self.assertEqual(failures, [], "\n" + "\n".join(failures))
        print("bad inputs: %d cases, each answered with its code" % len(cases))


if __name__ == "__main__":
    unittest.main()
