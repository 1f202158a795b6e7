"""hsgend under hostile input, third round: text nested tens of thousands deep,
`signals` names differing in case, answers a client never reads.

Run one class: python3 test_hostile_input.py DeepNesting (ctest runs each class as one test)."""
import json
import os
import shutil
import sys
import threading
import time
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from hsd_harness import Daemon, check_response  # noqa: E402

SANITIZED = os.environ.get("HSGEN_SANITIZED") == "1"


def deep_mlir(depth):
    """A handshake.func whose one op carries {k = {k = ... 1 ...}} `depth` deep on line 2."""
    return ("handshake.func @f(%a: !handshake.channel<i32>) -> (!handshake.channel<i32>) {\n"
            "  %r = not %a " + "{k = " * depth + "1" + "}" * depth + " : <i32>\n"
            "  end %r : <i32>\n}\n")


SMALL_MLIR = ("handshake.func @g(%a: !handshake.channel<i8>) -> (!handshake.channel<i8>) {\n"
              "  %r = not %a : <i8>\n  end %r : <i8>\n}\n")


class HostileCase(unittest.TestCase):
    config = ""

    def setUp(self):
        self.d = Daemon(self.config)
        self.c = self.d.client(timeout=120)

    def tearDown(self):
        self.c.close()
        self.d.stop()
        shutil.rmtree(self.d.dir, ignore_errors=True)


class DeepNesting(HostileCase):
    """Attribute dictionaries 40,000 deep (a 240 KB request) are refused with an
    error naming the nesting and its line:column; the daemon lives on."""

    def test_both_methods_refuse_and_name_the_place(self):
        text = deep_mlir(40000)
        self.assertGreater(len(text), 200000)
        for method in ("circuit.generate", "circuit.add_spec_tags"):
            e = self.c.error(method, {"mlir": text})
            blob = json.dumps(e)
            self.assertIn("nested more than 64 deep", blob, blob[:500])
            self.assertIn("input:2:335:", blob, blob[:500])  # the 65th '{'
        # still serving
        r = self.c.result("circuit.generate", {"mlir": SMALL_MLIR})
        self.assertTrue(r["files"], r)

    def test_100_reproducers_alongside_normal_traffic(self):
        """100 copies of the reproducer on 10 connections while 3 others send
        normal requests: every normal request is answered, and answered right."""
        text = deep_mlir(40000)
        hostile_errors, normal_ok, failures = [], [], []

        def hostile(k):
            c = self.d.client(timeout=300)
            try:
                reqs = [c.request("circuit.generate" if i % 2 else "circuit.add_spec_tags",
                                  {"mlir": text}) for i in range(10)]
                c.send_raw(b"".join(c.frame(r) for r in reqs))
                for _ in reqs:
                    resp = c.recv()
                    check_response(resp)
                    hostile_errors.append(resp["error"]["code"])
            except Exception as e:  # noqa: BLE001 (reported by the main thread)
                failures.append("hostile %d: %r" % (k, e))
            finally:
                c.close()

        stop = threading.Event()

        def normal(k):
            c = self.d.client(timeout=120)
            try:
                n = 0
                while not stop.is_set() or n < 5:
                    if k == 0:
                        r = c.result("type.parse", {"type": "i%d" % (n % 64 + 1)})
                        assert r["canonical"] == "i%d" % (n % 64 + 1), r
                    elif k == 1:
                        r = c.result("circuit.generate", {"mlir": SMALL_MLIR})
                        assert r["files"], r
                    else:
                        r = c.result("unit.generate", {"unit": "handshake.addi",
                                                       "params": {"bitwidth": n % 16 + 1}})
                        assert r["files"], r
                    normal_ok.append(k)
                    n += 1
            except Exception as e:  # noqa: BLE001
                failures.append("normal %d: %r" % (k, e))
            finally:
                c.close()

        threads = [threading.Thread(target=hostile, args=(k,)) for k in range(10)]
        normals = [threading.Thread(target=normal, args=(k,)) for k in range(3)]
        for t in normals + threads:
            t.start()
        for t in threads:
            t.join(600)
        stop.set()
        for t in normals:
            t.join(120)
        self.assertEqual(failures, [])
        self.assertEqual(len(hostile_errors), 100)
        self.assertTrue(all(code == hostile_errors[0] for code in hostile_errors), hostile_errors)
        for k in range(3):
            self.assertGreaterEqual(normal_ok.count(k), 5)
        self.assertIsNone(self.d.proc.poll())


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1] + sys.argv[1:], verbosity=2)
