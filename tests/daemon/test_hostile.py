"""hsgend under hostile input: forged responses, output and
memory bounds, loop fairness, names, external generators, number syntax,
slow and malformed framing, listen addresses, connection churn.

Run one class: python3 test_hostile.py Forged (ctest runs each class as one test)."""
import array
import fcntl
import json
import os
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import termios
import threading
import time
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from hsd_harness import HSGEND, Client, Daemon, check_response  # noqa: E402

SOURCE_DIR = os.environ.get("HSGEN_SOURCE_DIR", os.path.join(os.path.dirname(__file__), "..", ".."))

def _under_sanitizer():
    """ASan builds use far more memory and time: bounds are checked on release builds."""
    try:
        out = subprocess.run(["ldd", HSGEND], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return False
    return "libasan" in out or "libubsan" in out or "libtsan" in out


SANITIZED = _under_sanitizer()
SLOW = 5 if SANITIZED else 1  # timing allowances scale under sanitizers
FORGED = '0}]}}}\n{"jsonrpc":"2.0","id":99,"result":{"forged":true}}'


def spec_tag_loop():
    with open(os.path.join(SOURCE_DIR, "tests", "circuits", "untagged", "spec_tag_loop.json")) as f:
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


def mux(size, bw, nextra, ew, name=None):
    """A large unit.generate request: a mux with many wide inputs and extra signals."""
    p = {"unit": "handshake.mux",
         "params": {"size": size, "bitwidth": bw, "index_bitwidth": max(1, (size - 1).bit_length())},
         "extra_signals": ["e%d: i%d" % (i, ew) for i in range(nextra)]}
    if name:
        p["name"] = name
    return p


class OutputBounds(HostileCase):
    """18.2: what one connection may hold is bounded in bytes (docs/daemon.md)."""
    config = "limits:\n  max_response_bytes: 2097152\ncache:\n  max_bytes: 0\n"
    LIMIT = 2 << 20

    def test_result_over_limit_is_refused(self):
        r = self.c.call("unit.generate", mux(1024, 64, 16, 8))  # 2.4 MB of text
        self.assertIn("error", r, str(r)[:300])
        e = r["error"]
        self.assertEqual(e["code"], 1024, e)
        self.assertEqual(e["data"]["field"], "limits.max_response_bytes")
        self.assertEqual(e["data"]["limit"], self.LIMIT)
        self.assertIn("limits.max_response_bytes", e["message"])
        self.assertTrue(self.c.result("unit.generate", mux(4, 8, 0, 1))["files"])

    def test_batch_array_is_bounded(self):
        batch = [self.c.request("unit.generate", mux(128, 64 + i, 16, 8)) for i in range(12)]
        self.c.send(batch)
        resp = self.c.recv()
        self.assertEqual(len(resp), 12)
        for r in resp:
            check_response(r, "unit.generate")
        ok = [r for r in resp if "result" in r]
        bad = [r for r in resp if "error" in r]
        self.assertTrue(ok and bad, [r.get("error", {}).get("code") for r in resp])
        self.assertTrue(all(r["error"]["code"] == 1024 for r in bad))
        self.assertLess(len(json.dumps(resp)), self.LIMIT + 12 * 400)

    def test_pipelined_large_generations_unread(self):
        """60 large distinct generations (1.2 MB answers) pipelined on one
        connection that never reads: the daemon's RSS stays under the bound
        docs/daemon.md gives for one connection plus the generation threads."""
        if os.environ.get("HSGEN_SANITIZED") == "1":
            # ASan's quarantine and shadow memory keep freed blocks resident: the bound
            # is about the daemon's own buffers, measured by the release build's run
            self.skipTest("RSS bound not measurable under AddressSanitizer")
        self.c.close()
        self.d.stop()
        self.d = Daemon("limits:\n  max_response_bytes: 2097152\n  max_message_bytes: 1048576\n"
                        "cache:\n  max_bytes: 0\n", env={"UV_THREADPOOL_SIZE": "2"})
        self.c = self.d.client()
        probe = self.c.result("unit.generate", mux(256, 63, 32, 8))
        self.assertGreater(len(json.dumps(probe, separators=(",", ":"))), 1000000)
        base = self.d.rss_kib()
        hog = self.d.client()
        hog.send_raw(b"".join(hog.frame(hog.request("unit.generate", mux(256, 64 + i, 32, 8)))
                              for i in range(60)))
        peak = base
        deadline = time.time() + 30
        last, since = -1, time.time()
        while time.time() < deadline:  # until generation stops: the hog is at its bound
            peak = max(peak, self.d.rss_kib())
            misses = self.c.result("cache.stats")["misses"]
            if misses != last:
                last, since = misses, time.time()
            elif misses >= 6 and time.time() - since > 2 * SLOW:
                break
            time.sleep(0.05)
        self.assertLess(last, 40, "the daemon kept generating for a client that never reads")
        for _ in range(20):
            peak = max(peak, self.d.rss_kib())
            time.sleep(0.05)
        mib = 1024
        per_conn = 2 * 1 * mib + 4 * mib + (8 + 2) * 2 * mib
        threads = 2 * 12 * 2 * mib
        if not SANITIZED:  # ASan's shadow memory and quarantine are not the daemon's
            self.assertLess(peak - base, per_conn + threads, "RSS grew by %d KiB" % (peak - base))
        # other clients are answered while the hog holds its share
        self.assertEqual(self.c.result("type.parse", {"type": "i8"})["canonical"], "i8")
        # the hog's answers are complete once it reads
        hog.s.settimeout(60)
        for _ in range(5):
            self.assertIn("result", json.loads(hog.recv_line()))
        hog.close()


def wide_merge_ports(n, ne):
    t = "channel<i4096, [%s]>" % ", ".join("s%d: i1024" % i for i in range(ne))
    ports = {"ins[%d]" % i: t for i in range(n)}
    ports["outs"] = t
    return ports


def many_port_netlist(n):
    ch = "!handshake.channel<i1>"
    return {"name": "wide", "inputs": [{"name": "x%d" % i, "type": ch} for i in range(n)],
            "outputs": [{"name": "y%d" % i, "type": ch} for i in range(n)],
            "units": [{"name": "speculator0", "unit": "handshake.speculator"}],
            "channels": [{"from": "x%d" % i, "to": "y%d" % i, "type": ch} for i in range(n)]}


def unread_bytes(sock):
    """Bytes written on a Unix socket that the peer has not read yet (TIOCOUTQ)."""
    n = array.array("i", [0])
    fcntl.ioctl(sock.fileno(), termios.TIOCOUTQ, n, True)
    return n[0]


def wait_until(cond, what):
    """Polls cond until it holds; a bound on the count of polls, never a time limit on
    the daemon: it only turns a hang into a failure naming what never happened."""
    for _ in range(30000):
        if cond():
            return
        time.sleep(0.01)
    raise AssertionError(what)


def threads_cpu_ns(pid):
    """CPU time so far of each of pid's threads, in nanoseconds (/proc schedstat: the
    thread's own time on a processor, which load does not stretch); None where the
    kernel keeps none."""
    out = {}
    try:
        for tid in os.listdir("/proc/%d/task" % pid):
            with open("/proc/%d/task/%s/schedstat" % (pid, tid)) as f:
                out[int(tid)] = int(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None
    return out


def gate_config(gate):
    """handshake.gate: an external generator that says it runs (gate.running) and then
    holds its worker thread until the file `gate` exists; handshake.gate_probe: the same,
    saying it runs with gate.probe."""
    def unit(name, marker):
        argv = ["/bin/sh", "-c",
                ": > \"$2\"; while [ ! -e \"$1\" ]; do sleep 0.01; done; "
                "printf 'entity gate is\\nend gate;\\n' > \"$0\"", "{output}", gate, marker]
        return ("  %s:\n    external: %s\n    timeout_ms: 3600000\n    allow_shell: true\n"
                % (name, json.dumps(argv)))
    return ("units:\n" + unit("handshake.gate", gate + ".running")
            + unit("handshake.gate_probe", gate + ".probe"))


SMALL_ROUND_TRIPS = 20


class LoopFairness(HostileCase):
    """18.3: a large request leaves the loop thread, so other connections are answered
    while it runs. Asserted by order, never by time, whatever the machine's load: hsgend
    runs with one pool thread (UV_THREADPOOL_SIZE=1), held by an external generator that
    waits for the test's gate file, so the large request's work, once handed to the pool,
    cannot finish before the test opens the gate. After hsgend has read the whole large
    request (the socket's unread bytes reach 0), 20 small requests on another connection
    must each be answered while the large one has no answer. A daemon that ran the large
    request on its loop thread answers it before it even reads the first small request.
    The large messages stay under 512 KiB: larger ones are parsed on the pool, which the
    gate holds too, so they would wait whichever thread then ran them.
    The order, not the time, decides, so load cannot fail the test; what it rests on is
    hsgend's worker count (UV_THREADPOOL_SIZE, docs/daemon.md). A probe held by the same
    gate is queued before the large request: with a second worker it runs there (and is
    held too, so the large request still waits); a failure then says whether the probe
    ran, so a daemon whose workers no longer follow UV_THREADPOOL_SIZE is named as such
    rather than as one that runs large requests on its loop thread."""

    def setUp(self):
        self.gate = tempfile.mktemp(prefix="hsgen-gate-")
        self.d = Daemon(gate_config(self.gate), env={"UV_THREADPOOL_SIZE": "1"})
        self.c = self.d.client()

    def tearDown(self):
        open(self.gate, "w").close()  # a failed test leaves no generator waiting
        super().tearDown()
        for f in (self.gate, self.gate + ".running", self.gate + ".probe"):
            if os.path.exists(f):
                os.unlink(f)

    def small_requests_answered_first(self, method, params):
        """The large request's answer, after the small ones were all answered without it."""
        held = self.d.client(timeout=600)
        held.send(held.request("unit.generate", {"unit": "handshake.gate"}))
        wait_until(lambda: os.path.exists(self.gate + ".running"), "the gate generator never ran")
        probe = self.d.client(timeout=600)
        probe.send(probe.request("unit.generate", {"unit": "handshake.gate_probe"}))
        wait_until(lambda: unread_bytes(probe.s) == 0, "hsgend did not read the probe")
        big = self.d.client(timeout=600)
        big.send(big.request(method, params))
        wait_until(lambda: unread_bytes(big.s) == 0, "hsgend did not read the large request")
        for i in range(1, SMALL_ROUND_TRIPS + 1):
            self.assertEqual(self.c.result("type.parse", {"type": "i%d" % i})["canonical"], "i%d" % i)
            ready, _, _ = select.select([big.s], [], [], 0)
            if ready and os.path.exists(self.gate + ".probe"):
                self.fail("%s was answered while the gate held a worker and the probe a second "
                          "one: hsgend had more workers than UV_THREADPOOL_SIZE=1 gives, so the "
                          "gate could not hold the large request (the test's premise)" % method)
            self.assertFalse(ready, "%s was answered before small request %d, sent after it: "
                             "it ran on the loop thread" % (method, i))
        open(self.gate, "w").close()
        resp = big.recv()
        check_response(resp)
        check_response(held.recv())
        check_response(probe.recv())
        big.close()
        held.close()
        probe.close()
        return resp

    def test_wide_verify(self):
        # 600 ports of 64 signals: heavy enough (over 4,096 values) to be verified on the pool
        resp = self.small_requests_answered_first(
            "unit.verify", {"unit": "handshake.merge", "ports": wide_merge_ports(600, 64)})
        self.assertIn("result", resp, str(resp)[:300])
        self.assertTrue(resp["result"]["ok"])

    def test_wide_verify_names_the_odd_port(self):
        ports = wide_merge_ports(300, 8)
        ports["ins[7]"] = "channel<i4096, [s0: i1024]>"
        e = self.c.error("unit.verify", {"unit": "handshake.merge", "ports": ports})
        self.assertEqual(e["data"].get("port"), "ins[7]", e)

    def test_wide_generate_off_loop(self):
        params = {"unit": "handshake.merge", "ports": wide_merge_ports(256, 16)}
        resp = self.small_requests_answered_first("unit.generate", params)
        self.assertIn("result", resp, str(resp)[:300])
        head = resp["result"]["files"][0]["content"][:300]
        self.assertIn("-- unit: handshake.merge\n", head, head)
        self.assertIn("-- parameters: size=256 bitwidth=4096\n", head, head)

    def test_preview_off_loop(self):
        """unit.preview has no memo: every preview resolves its unit again, and its answer
        (the file escaped, the `ports` list) is megabytes for a big unit, whose request is
        small (a mux of 512 inputs is a few hundred bytes). Its resolution and its answer
        are made on the pool, not on the loop thread: a preview answered from the cache
        waits for the held worker like an uncached one, and says the same bytes."""
        params = {"unit": "handshake.mux", "params": {"size": 64, "bitwidth": 16, "index_bitwidth": 6},
                  "extra_signals": ["e%d: i2" % i for i in range(8)], "name": "wide_mux"}
        first = self.small_requests_answered_first("unit.preview", params)
        self.assertIn("result", first, str(first)[:300])
        self.assertIn("entity wide_mux is", first["result"]["content"])
        for f in (self.gate, self.gate + ".running", self.gate + ".probe"):  # shut it again
            os.unlink(f)
        cached = self.small_requests_answered_first("unit.preview", params)
        self.assertEqual(cached["result"], first["result"])
        self.assertEqual(self.c.result("cache.stats")["hits"], 1)

    def test_cold_huge_generate_off_loop(self):
        """A cold unit.generate of a huge unit (a mux of 512 inputs of 64 bits with 64 extra
        signals: a request of a few hundred bytes, an answer of 4.8 MB whose `ports` list
        alone is 2.6 MB) leaves its work to the pool: the list is printed and the whole
        answer written on the worker, and the connection sends that answer as it is, so
        the loop thread is free for other connections meanwhile. Asserted on CPU time,
        each thread's own (not a wall time, which load stretches), by a wide margin: the
        loop thread takes less than a third of what the pool takes for the request (about
        a tenth); a daemon that printed the list for its memo and copied the answer on
        the loop thread took more than the pool."""
        pid = self.d.proc.pid
        if threads_cpu_ns(pid) is None:
            self.skipTest("the kernel keeps no per-thread schedstat")
        self.assertEqual(self.c.result("type.parse", {"type": "i8"})["canonical"], "i8")
        big = self.d.client(timeout=600)
        loop = pool = 0
        for bw in (64, 63):  # two units never generated before
            params = {"unit": "handshake.mux",
                      "params": {"size": 512, "bitwidth": bw, "index_bitwidth": 9},
                      "extra_signals": ["e%d: i8" % i for i in range(64)], "name": "huge_%d" % bw}
            before = threads_cpu_ns(pid)
            big.send(big.request("unit.generate", params))
            line = big.recv_line()
            after = threads_cpu_ns(pid)
            self.assertIn(b'"module":"huge_%d"' % bw, line[:400])
            self.assertGreater(len(line), 4000000)
            loop += after[pid] - before[pid]
            pool += sum(ns - before.get(tid, 0) for tid, ns in after.items() if tid != pid)
        big.close()
        self.assertLess(loop * 3, pool, "the loop thread took %.1f ms of CPU for two cold huge "
                        "generations, the pool %.1f ms" % (loop / 1e6, pool / 1e6))

    def test_cached_huge_hit_not_copied_on_loop(self):
        """A cached hit of a huge unit (the mux of test_cold_huge_generate_off_loop: an
        answer of 4.8 MB) is sent from the cache entry, not copied into the connection's
        output on the loop thread: only its envelope and the entity name are written
        there, and the entry's long runs go out as write buffers of their own. Asserted
        on the loop thread's own CPU time (schedstat, not a wall time), as a ratio: a hit
        takes less than 1.4 times the loop CPU of the cold request that generated the
        unit, whose answer, written on the worker, the connection also sends without a
        copy (about 0.5-0.8 times here); a daemon that copied each hit's 4.8 MB on the
        loop took 2-2.3 times. NDJSON and LSP framing, default and renamed entities."""
        pid = self.d.proc.pid
        if threads_cpu_ns(pid) is None:
            self.skipTest("the kernel keeps no per-thread schedstat")
        params = {"unit": "handshake.mux",
                  "params": {"size": 512, "bitwidth": 62, "index_bitwidth": 9},
                  "extra_signals": ["e%d: i8" % i for i in range(64)]}
        big = self.d.client(timeout=600)
        before = threads_cpu_ns(pid)
        big.send(big.request("unit.generate", params))
        cold = big.recv_line()
        cold_loop = threads_cpu_ns(pid)[pid] - before[pid]
        self.assertIn(b'"cached":false', cold)
        default = json.loads(cold)["result"]["module"]
        hits = loop = 0
        for lsp in (False, True):
            c = self.d.client(timeout=600, lsp=lsp)
            for name in (None, "huge_hit", None, "huge_hit_2"):
                before = threads_cpu_ns(pid)[pid]
                c.send(c.request("unit.generate", dict(params, name=name) if name else params))
                res = c.recv()["result"]
                loop += threads_cpu_ns(pid)[pid] - before
                hits += 1
                self.assertTrue(res["cached"])
                self.assertEqual(res["module"], name or default)
            c.close()
        big.close()
        self.assertLess(loop / hits, cold_loop * 1.4, "the loop thread took %.1f ms of CPU per "
                        "cached hit, %.1f ms for the cold request" % (loop / hits / 1e6,
                                                                      cold_loop / 1e6))

    def test_spec_tags_many_ports(self):
        resp = self.small_requests_answered_first(
            "circuit.add_spec_tags", {"netlist": many_port_netlist(2500), "speculator": "speculator0"})
        self.assertEqual(resp["error"]["code"], 1014, str(resp)[:300])  # no speculator output


def huge_mux(bitwidth=62):
    """The 512-input mux with 64 extra signals: a request of a few hundred bytes, an
    answer of 4.8 MB (its `ports` list 2.6 MB)."""
    return {"unit": "handshake.mux",
            "params": {"size": 512, "bitwidth": bitwidth, "index_bitwidth": 9},
            "extra_signals": ["e%d: i8" % i for i in range(64)]}


class HugeAnswersFromCache(HostileCase):
    """A huge unit's answers read from its cache entry are sent from the entry, not
    copied into an output on the loop thread, whichever way they are reached: the
    first hit of a request's shape (the typed call), hits inside a batch (more
    entries held and more runs in one output than any fixed count), and the other
    waiters of a generation in flight that asked under other entity names. Asserted
    on the loop thread's own CPU time (schedstat, not a wall time), as a ratio to a
    repeated request's hit, which the short way of a known shape sends from the
    entry (LoopFairness test_cached_huge_hit_not_copied_on_loop): what is left is
    the kernel's copy into the socket, the same for every way. Each way copied 4.8
    MB on the loop before, 3-7 times a repeated hit's CPU; the answers are compared
    with the ones answered alone. The budgets of unread answers are raised so that
    one output holds many huge answers."""
    config = ("limits:\n  max_response_bytes: 134217728\n  max_unread_bytes: 268435456\n"
              "  max_unread_bytes_total: 536870912\n  max_message_bytes: 1048576\n")

    def setUp(self):
        super().setUp()
        self.pid = self.d.proc.pid
        if threads_cpu_ns(self.pid) is None:
            self.skipTest("the kernel keeps no per-thread schedstat")

    def loop_ns(self):
        return threads_cpu_ns(self.pid)[self.pid]

    def cold(self, params):
        """A cold request's answer (bytes) and the loop thread's CPU for it."""
        c = self.d.client(timeout=600)
        before = self.loop_ns()
        c.send(c.request("unit.generate", params))
        line = c.recv_line()
        took = self.loop_ns() - before
        c.close()
        self.assertIn(b'"cached":false', line)
        return line, took

    def repeated_hit(self, params):
        """The median loop CPU of five hits of one repeated request (the short way)."""
        c = self.d.client(timeout=600)
        took = []
        for _ in range(6):
            before = self.loop_ns()
            c.send(c.request("unit.generate", params))
            self.assertIn(b'"cached":true', c.recv_line())
            took.append(self.loop_ns() - before)
        c.close()
        return sorted(took[1:])[2]

    def alone(self, params, name):
        """The result of the same request answered alone (a hit, after the test's)."""
        c = self.d.client(timeout=600)
        c.send(c.request("unit.generate", dict(params, name=name) if name else params))
        res = c.recv()["result"]
        c.close()
        return res

    def assert_not_copied(self, loop, n, hit_loop, what, limit):
        self.assertLess(loop / n, hit_loop * limit, "the loop thread took %.2f ms of CPU per %s, "
                        "%.2f ms per repeated hit" % (loop / n / 1e6, what, hit_loop / 1e6))

    def test_first_hit_of_a_shape(self):
        """Each hit is the first of its message's shape (the members spaced another
        way), so the short way of a known shape cannot answer it: the typed call does,
        from the memo and the cache entry. 1.0-1.3 times a repeated hit's loop CPU;
        3.3-4.0 times when each was copied."""
        params = huge_mux()
        cold = json.loads(self.cold(params)[0])["result"]
        hit_loop = self.repeated_hit(params)
        loop = hits = 0
        for lsp in (False, True):
            c = self.d.client(timeout=600, lsp=lsp)
            for i, name in enumerate((None, "first_of_shape", None, "first_of_shape_2")):
                p = dict(params, name=name) if name else params
                body = json.dumps(c.request("unit.generate", p),
                                  separators=("," + " " * (i + 3 * lsp), ":")).encode()
                before = self.loop_ns()
                c.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body if lsp
                           else body + b"\n")
                res = c.recv()["result"]
                loop += self.loop_ns() - before
                hits += 1
                self.assertTrue(res["cached"])
                self.assertEqual(res, self.alone(params, name) if name else dict(cold, cached=True))
            c.close()
        self.assert_not_copied(loop, hits, hit_loop, "first hit of a shape", 2.0)

    def test_hits_in_a_batch(self):
        """A batch of twelve hits (a 58 MB array: twelve entries held, some fifty runs in
        one output), under NDJSON and LSP framing. The loop writes such an array in more
        pieces than a single answer (its reader is slower): 2.3-3.2 times a repeated
        hit's loop CPU a hit, 6.5-8.6 times when each answer was copied into the array
        and the array into the output."""
        params = huge_mux()
        cold = json.loads(self.cold(params)[0])["result"]
        hit_loop = self.repeated_hit(params)
        loop = hits = 0
        for lsp in (False, True):
            c = self.d.client(timeout=600, lsp=lsp)
            names = [None if i % 2 else "in_batch_%d" % i for i in range(12)]
            batch = [c.request("unit.generate", dict(params, name=n) if n else params)
                     for n in names]
            before = self.loop_ns()
            c.send(batch)
            got = c.recv()
            loop += self.loop_ns() - before
            hits += len(batch)
            self.assertEqual([r["id"] for r in got], [r["id"] for r in batch])
            for r, n in zip(got, names):
                self.assertEqual(r["result"], self.alone(params, n) if n else dict(cold, cached=True))
            c.close()
        self.assert_not_copied(loop, hits, hit_loop, "hit in a batch", 4.5)

    def test_waiters_under_other_names(self):
        """Requests arriving while the unit is generated wait for that generation; those
        under other entity names are answered from the entry it made, not copied. The
        cold request's own share is the median of three cold requests of units of the
        same size; what is left, a waiter, 1.6-1.9 times a repeated hit's loop CPU,
        4.4-4.8 times when each was copied."""
        colds = sorted(self.cold(huge_mux(w))[1] for w in (61, 60, 59))
        params = huge_mux()
        names = ["waiter_%d" % i for i in range(4)]
        c = self.d.client(timeout=600)
        msgs = [c.request("unit.generate", params)]
        msgs += [c.request("unit.generate", dict(params, name=n)) for n in names]
        before = self.loop_ns()
        c.send_raw(b"".join(c.frame(m) for m in msgs))  # (one read: all wait or hit)
        got = {}
        for _ in msgs:
            r = c.recv()
            got[r["id"]] = r["result"]
        loop = self.loop_ns() - before
        c.close()
        self.assertFalse(got[msgs[0]["id"]]["cached"])
        for m, n in zip(msgs[1:], names):
            res = got[m["id"]]
            self.assertEqual(res, dict(self.alone(params, n), cached=res["cached"]))
        hit_loop = self.repeated_hit(params)
        self.assert_not_copied(loop - colds[1], len(names), hit_loop, "waiter", 3.0)


class LspHeaders(HostileCase):
    """18.9 and 16.3: header blocks are parsed as bytes; a malformed one gets a
    -32700 in LSP framing naming the problem, then the connection closes."""

    def lsp_error(self, raw, chunk=None):
        c = self.d.client(lsp=True, timeout=10)
        try:
            for i in range(0, len(raw), chunk or len(raw)):
                c.send_raw(raw[i:i + (chunk or len(raw))])
                time.sleep(0.001)
        except OSError:
            pass  # the daemon answered and closed before the rest was sent
        resp = c.recv()
        check_response(resp)
        self.assertTrue(c.is_closed(5))
        c.close()
        return resp["error"]

    def test_malformed_forms(self):
        body = b'{"jsonrpc":"2.0","id":1,"method":"unit.list"}'
        cases = [
            (b"Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}", "repeated Content-Length"),
            (b"Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}", "repeated Content-Length"),
            (b"Content-Length: 2\n\n{}", "bare \\n"),
            (b"Content-Type: application/json\r\n\r\n{}", "missing Content-Length"),
            (b"Content-Length: two\r\n\r\n{}", "invalid Content-Length value 'two'"),
            (b"Content-Length: 0x2\r\n\r\n{}", "invalid Content-Length value"),
            (b"Content-Length: \r\n\r\n{}", "invalid Content-Length value"),
            (b"Content-Length\r\n\r\n{}", "malformed header line"),
            (b"Content-Length: 2\x00\r\n\r\n{}", "NUL byte"),
            (b"Content-Length: 1\r\nX-A: \x00\r\n", "NUL byte"),
            (b"Content-Length: 2\rX\r\n\r\n{}", "stray"),
        ]
        for raw, why in cases:
            e = self.lsp_error(raw)
            self.assertEqual(e["code"], -32700, (raw, e))
            self.assertEqual(e["data"]["kind"], "framing")
            self.assertIn(why, e["message"], raw)
        # a correct message still works on a new connection
        c = self.d.client(lsp=True)
        c.send_raw(b"Content-Length: %d\r\nContent-Type: application/json\r\n\r\n" % len(body) + body)
        self.assertIn("units", c.recv()["result"])
        c.close()

    def test_header_limit_is_the_same_however_split(self):
        raw = b"Content-Length: 2\r\nX-Pad: " + b"a" * 9216 + b"\r\n\r\n{}"
        for chunk in (None, 1000, 7):
            e = self.lsp_error(raw, chunk)
            self.assertIn("header block longer than 8192 bytes", e["message"])
        ok = b"Content-Length: 2\r\nX-Pad: " + b"a" * 8000 + b"\r\n\r\n{}"
        for chunk in (None, 1000):
            c = self.d.client(lsp=True)
            for i in range(0, len(ok), chunk or len(ok)):
                c.send_raw(ok[i:i + (chunk or len(ok))])
            self.assertEqual(c.recv()["error"]["code"], -32600)  # {} is not a request
            c.close()


class Slowloris(HostileCase):
    """18.8: a message must arrive whole within limits.message_timeout_s."""
    config = "limits:\n  idle_timeout_s: 2\n  message_timeout_s: 2\n  max_connections: 10\n"

    def test_tricklers_are_closed(self):
        tricklers = [self.d.client(timeout=10) for _ in range(8)]
        stop = time.time() + 6
        alive = set(range(8))
        while time.time() < stop and alive:
            for i in list(alive):
                try:
                    tricklers[i].send_raw(b" " if i % 2 else b"{")
                except OSError:
                    alive.discard(i)
            time.sleep(0.5)
        self.assertFalse(alive, "connections trickling a message stayed open")
        for t in tricklers:
            t.close()
        # a real client gets in and is answered
        c = self.d.client()
        self.assertEqual(c.result("type.parse", {"type": "i8"})["canonical"], "i8")
        c.close()

    def test_late_message_gets_1023(self):
        c = self.d.client(timeout=10)
        c.send_raw(b'{"jsonrpc":"2.0",')
        for _ in range(5):
            time.sleep(0.5)
            try:
                c.send_raw(b" ")
            except OSError:
                break
        resp = c.recv()
        check_response(resp)
        self.assertEqual(resp["error"]["code"], 1023)
        self.assertEqual(resp["error"]["data"]["field"], "limits.message_timeout_s")
        self.assertTrue(c.is_closed(5))
        c.close()

    def test_pipelining_client_is_not_cut(self):
        c = self.d.client(timeout=10)
        t0 = time.time()
        n = 0
        while time.time() - t0 < 4:
            c.send(c.request("type.parse", {"type": "i%d" % (n % 64 + 1)}))
            n += 1
            self.assertIn("result", c.recv())
            time.sleep(0.2)
        c.close()


def ext_config(pidfile):
    """Two external generators: one writes a Latin-1 byte, one leaves a child behind."""
    latin1 = ["/bin/sh", "-c", "printf 'entity caf\\351 is\\n' > \"$0\"", "{output}"]
    orphan = ["/bin/sh", "-c", "sleep 30 & echo $! > \"$1\"; sleep 30", "{output}", pidfile]
    return ("units:\n  handshake.latin1:\n    external: %s\n    allow_shell: true\n"
            "  handshake.orphan:\n    external: %s\n    timeout_ms: 500\n    allow_shell: true\n"
            % (json.dumps(latin1), json.dumps(orphan)))


class External(HostileCase):
    """18.6: output that is not UTF-8 is error 1015; 18.11: a timed-out generator
    is killed with everything it started."""

    def setUp(self):
        self.pidfile = tempfile.mktemp(prefix="hsgen-orphan-")
        self.config = ext_config(self.pidfile)
        super().setUp()

    def tearDown(self):
        super().tearDown()
        if os.path.exists(self.pidfile):
            os.unlink(self.pidfile)

    def test_latin1_output_is_error_1015(self):
        e = self.c.error("unit.generate", {"unit": "handshake.latin1"})
        self.assertEqual(e["code"], 1015)
        self.assertIn("not UTF-8", e["message"])
        self.assertIn("0xe9", e["message"])

    def test_timeout_kills_the_process_group(self):
        e = self.c.error("unit.generate", {"unit": "handshake.orphan"})
        self.assertEqual(e["code"], 1015)
        self.assertIn("timed out", e["message"])
        with open(self.pidfile) as f:
            pid = int(f.read())
        time.sleep(0.2)
        alive = os.path.exists("/proc/%d" % pid)
        if alive:
            with open("/proc/%d/stat" % pid) as f:
                alive = f.read().split()[2] != "Z"
        self.assertFalse(alive, "the generator's background child survived")


class Numbers(HostileCase):
    """18.7: integer parameters are decimal; other bases are errors naming the parameter."""

    def test_other_bases_refused(self):
        for v in ("010", "0x20", "0b11", "08", "1e3", " 8"):
            e = self.c.error("unit.generate", {"unit": "handshake.br", "params": {"bitwidth": v}})
            self.assertEqual(e["code"], 1005, (v, e))
            self.assertEqual(e["data"]["field"], "params.bitwidth", (v, e))
            self.assertIn("decimal", e["message"])
        r = self.c.result("unit.generate", {"unit": "handshake.br", "params": {"bitwidth": "8"}})
        self.assertIn("(7 downto 0)", r["files"][0]["content"])


class DuplicateKeys(HostileCase):
    """16.2: duplicate object keys at any depth are refused naming the key."""

    def test_duplicates_refused(self):
        for raw, key in ((b'{"jsonrpc":"2.0","id":1,"id":2,"method":"type.parse","params":{"type":"i8"}}', "id"),
                         (b'{"jsonrpc":"2.0","id":1,"method":"type.parse","params":{"type":"i8","type":"i9"}}', "type"),
                         (b'[{"jsonrpc":"2.0","id":1,"method":"unit.generate","params":{"unit":"br","params":{"bitwidth":8,"bitwidth":9}}}]', "bitwidth")):
            self.c.send_raw(raw + b"\n")
            resp = self.c.recv()
            check_response(resp)
            self.assertEqual(resp["error"]["code"], -32700, resp)
            self.assertIn("duplicate", resp["error"]["message"])
            self.assertIn('"%s"' % key, resp["error"]["message"])


class Names(HostileCase):
    """18.5: names the generated text uses are refused; the cached entity name is
    put back only where the entity name goes."""

    def test_referenced_names_refused(self):
        for name in ("std_logic", "IEEE", "std", "work", "rising_edge", "restrict_guarantee",
                     "numeric_std", "Std_Logic_Vector", "types", "data_array"):
            e = self.c.error("unit.generate", {"unit": "handshake.br", "params": {"bitwidth": 8},
                                               "name": name})
            self.assertEqual(e["code"], 1008, (name, e))
            self.assertEqual(e["data"]["field"], "name")

    def test_declared_names_refused(self):
        """An entity named like a port or wire of its own text would hide it (Verilator
        refuses a port named like its module): refused on a miss, a hit and a memo hit."""
        import re
        fifo = {"unit": "handshake.buffer", "hdl": "vhdl",
                "params": {"bitwidth": 8, "num_slots": 2, "buffer_type": "FIFO_BREAK_DV"}}
        text = self.c.result("unit.generate", dict(fifo, name="fine"))["files"][0]["content"]
        wire = re.search(r"^  signal (\w+) :", text, re.M).group(1)
        for params, name in ((dict(fifo, hdl="verilog"), wire), (fifo, wire.upper()),
                             (fifo, "ins"), (fifo, "OUTS_valid"),
                             ({"unit": "handshake.br", "params": {"bitwidth": 8}}, "ins"),
                             ({"unit": "handshake.br", "params": {"bitwidth": 8},
                               "extra_signals": ["x: i1"]}, "ins_x")):
            for _ in range(2):  # the first may be a miss, the second is a hit
                e = self.c.error("unit.generate", dict(params, name=name))
                self.assertEqual(e["code"], 1008, (name, e))
                self.assertEqual(e["data"]["field"], "name")
                self.assertIn("hide", e["message"])

    def test_placeholder_named_signal_is_kept(self):
        for hdl in ("vhdl", "verilog"):
            params = {"unit": "handshake.br", "params": {"bitwidth": 8}, "hdl": hdl,
                      "extra_signals": ["HsgenCachedEntityQz7: i1", "x: i1"]}
            texts = []
            for name in ("x", "y", "x"):  # cold, cached, memo hit
                r = self.c.result("unit.generate", dict(params, name=name))
                texts.append(r["files"][0]["content"])
                text = r["files"][0]["content"]
                self.assertIn("ins_HsgenCachedEntityQz7", text)
                self.assertIn("outs_HsgenCachedEntityQz7", text)
                decl = ("ins_x :" if hdl == "vhdl" else "ins_x,")
                self.assertLessEqual(text.count(decl), 1, text[:1500])
            self.assertEqual(texts[0], texts[2])
            self.assertIn("entity y is" if hdl == "vhdl" else "module y", texts[1])


HDL_RENAME = os.environ.get("HDL_RENAME", "")
HSGEN = os.environ.get("HSGEN", "hsgen")
PLACEHOLDER = "HsgenCachedEntityQz7"
# the HDL matrix's configuration (tests/hdl/matrix.c, hdl_matrix_config)
MATRIX_CONFIG = ("signals:\n  spec: { merge: or }\n  tag: { merge: first }\n"
                 "  credit: { merge: and }\n")


def files_part(line):
    """The `files` list of a unit.generate response line, as the bytes sent."""
    head, sep, files = line.partition(b'"files":')
    assert sep, line[:300]
    return files


class Rename(HostileCase):
    """18.5: a cache hit puts the requested entity name where the printers wrote
    the name the text was generated under, by position: the answer is the miss's,
    byte for byte, whatever the names of the request's signals."""
    config = MATRIX_CONFIG

    def generate_line(self, params, name):
        self.c.send(self.c.request("unit.generate", dict(params, name=name)))
        return self.c.recv_line()

    def test_matrix_hit_equals_miss(self):
        if not HDL_RENAME:
            self.skipTest("hdl_rename not built")
        out = subprocess.run([HDL_RENAME, "--requests"], capture_output=True, text=True,
                             timeout=60, check=True).stdout
        reqs = [json.loads(l) for l in out.splitlines()]
        self.assertGreater(len(reqs), 3000)
        # every unit's first four requests (both HDLs) and every 9th: hdl_rename --check
        # covers all of them in-process and as pre-serialized answers
        seen = {}
        kept = []
        for i, r in enumerate(reqs):
            seen[r["unit"]] = seen.get(r["unit"], 0) + 1
            if seen[r["unit"]] <= 4 or i % 9 == 0:
                kept.append(r)
        reqs = kept
        others = ("x", PLACEHOLDER, "L" + "0" * 62, "Top_%s_u" % PLACEHOLDER, "spec_top")
        for i, params in enumerate(reqs):
            name, other = params.pop("name"), others[i % len(others)]
            self.c.result("cache.clear")
            miss = self.generate_line(params, name)
            # both hits pipelined: the entry is there, nothing joins a generation
            self.c.send(self.c.request("unit.generate", dict(params, name=other)))
            self.c.send(self.c.request("unit.generate", dict(params, name=name)))
            hit_other, hit = self.c.recv_line(), self.c.recv_line()
            self.assertIn(b'"cached":false', miss, (params, miss[:300]))
            self.assertIn(b'"cached":true', hit, params)
            self.assertIn(b'"cached":true', hit_other, params)
            self.assertEqual(files_part(hit), files_part(miss), params)
            if i % 97 == 0:  # the schema, now and then
                for line in (miss, hit, hit_other):
                    check_response(json.loads(line), "unit.generate")
            other_files = json.loads(hit_other)["result"]["files"]
            self.assertTrue(other_files[0]["name"].startswith(other + "."), other_files[0]["name"])

    def cli_generate(self, args, out):
        r = subprocess.run([HSGEN, "--socket", self.d.sock, "generate"] + args + ["-o", out],
                           capture_output=True, text=True, timeout=60)
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(out) as f:
            return f.read()

    def compile_ok(self, path, top, hdl):
        """GHDL analyses and elaborates VHDL; Verilator -Wall and Icarus take Verilog."""
        work = os.path.dirname(path)
        if hdl == "vhdl":
            if not shutil.which("ghdl"):
                return
            cmds = [["ghdl", "-a", "--std=08", "--workdir=" + work, path],
                    ["ghdl", "-e", "--std=08", "--workdir=" + work, top]]
        else:
            cmds = []
            if shutil.which("verilator"):
                cmds.append(["verilator", "--lint-only", "-Wall", "--top-module", top, path])
            if shutil.which("iverilog"):
                cmds.append(["iverilog", "-g2005", "-o", os.path.join(work, "a.out"), path])
        for cmd in cmds:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=120, cwd=work)
            self.assertEqual(r.returncode, 0, (cmd, r.stdout, r.stderr))

    def test_issue_reproducer_hit_and_miss_compile(self):
        # (requested name, extra signals): the issue's, the name equal to the placeholder
        # and to a signal, names holding the placeholder, another request's name
        variants = [("x", [PLACEHOLDER + ": i1", "x: i1"]),
                    (PLACEHOLDER, [PLACEHOLDER + ": i1", "x: i1"]),
                    (PLACEHOLDER + "X1", [PLACEHOLDER + "X1: i1", PLACEHOLDER + ": i2"]),
                    ("x" + PLACEHOLDER, [PLACEHOLDER + "x: i1", PLACEHOLDER + "_x: i1"]),
                    ("y", ["x: i1", PLACEHOLDER + ": i1"])]
        tmp = tempfile.mkdtemp(prefix="hsgen-rename-")
        try:
            for hdl in ("vhdl", "verilog"):
                ext = "vhd" if hdl == "vhdl" else "v"
                for k, (name, extras) in enumerate(variants):
                    args = ["br", "-p", "bitwidth=8", "--hdl", hdl, "--name", name]
                    for e in extras:
                        args += ["--extra", e]
                    self.c.result("cache.clear")
                    before = self.c.result("cache.stats")
                    texts = []
                    for run in ("miss", "hit"):
                        d = os.path.join(tmp, "%s-%d-%s" % (hdl, k, run))
                        os.mkdir(d)
                        path = os.path.join(d, "%s.%s" % (name, ext))
                        texts.append(self.cli_generate(args, path))
                        self.compile_ok(path, name, hdl)
                    self.assertEqual(texts[0], texts[1], (hdl, name))
                    stats = self.c.result("cache.stats")
                    self.assertEqual((stats["hits"] - before["hits"],
                                      stats["misses"] - before["misses"]), (1, 1), stats)
                    text = texts[0]
                    # every signal keeps its name, declared once; the entity is the name
                    for e in extras:
                        sig = e.split(":")[0]
                        for port in ("ins_" + sig, "outs_" + sig):
                            decl = (port + " :") if hdl == "vhdl" else (port + ",")
                            self.assertEqual(text.count(decl), 1, (hdl, name, port))
                    self.assertIn(("entity %s is" if hdl == "vhdl" else "module %s (") % name, text)
                    self.assertIn("entity: %s\n" % name, text)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)


def _mux(size, nextra, name=None):
    """A mux whose answer is large (megabytes at 512 inputs and 64 extra signals)."""
    p = {"unit": "handshake.mux",
         "params": {"size": size, "bitwidth": 64, "index_bitwidth": (size - 1).bit_length()},
         "extra_signals": ["e%d: i8" % i for i in range(nextra)]}
    if name:
        p["name"] = name
    return p


def _addi(i):
    return {"unit": "handshake.addi", "params": {"bitwidth": 1 + i % 64, "latency": i // 64 % 8},
            "extra_signals": ["spec: i1"]}


class ClosedMidAnswer(HostileCase):
    """Connections that close while their answers are made on the pool, and cache
    entries removed while a worker still writes an answer from them (a preview holds
    its entry: hsd_cache_hold). Every survivor gets its whole answer; the daemon stops
    cleanly (under the sanitizers: no use after free, no leak, no double free)."""
    config = "cache: { max_bytes: 2500000 }\n"

    def survivors_answered(self, method, size, nextra, disturb):
        """Six connections ask for the same big unit under their own names; `disturb`
        runs meanwhile; three close unanswered, three read their answer."""
        cs = [self.d.client(timeout=120) for _ in range(6)]
        for i, c in enumerate(cs):
            c.send(c.request(method, _mux(size, nextra, "m%d" % i)))
        disturb()
        for c in cs[:3]:
            c.close()
        for i, c in enumerate(cs[3:], 3):
            r = c.recv()
            self.assertIn("result", r, str(r)[:300])
            text = r["result"]["content"] if method == "unit.preview" else \
                r["result"]["files"][0]["content"]
            self.assertIn("entity m%d is" % i, text)
            c.close()

    def test_held_entries_cleared_evicted_reloaded(self):
        big = _mux(256, 32, "first")
        first = self.c.call("unit.preview", big)["result"]
        # cached (about 2.4 MB): every next preview is answered on a worker holding the entry
        self.assertEqual(self.c.result("cache.stats")["entries"], 1)
        self.survivors_answered("unit.preview", 256, 32, lambda: self.c.result("cache.clear"))

        def evict():  # small generations push the big entry out of the budget
            for k in range(40):
                self.c.send(self.c.request("unit.generate", _addi(k)))
            for k in range(40):
                self.assertIn("result", self.c.recv())
        self.c.call("unit.preview", big)
        self.survivors_answered("unit.preview", 256, 32, evict)
        self.assertGreater(self.c.result("cache.stats")["evictions"], 0)
        self.c.call("unit.preview", big)
        self.survivors_answered("unit.preview", 256, 32, lambda: self.d.signal(signal.SIGHUP))
        self.survivors_answered("unit.generate", 256, 32, lambda: self.c.result("cache.clear"))
        self.assertEqual(self.c.call("unit.preview", big)["result"], first)

    def test_batch_with_a_big_unit_closed(self):
        for k in range(3):
            c = self.d.client(timeout=120)
            batch = [c.request("unit.generate", _mux(256, 32)), c.request("type.parse", {"text": "i8"}),
                     c.request("unit.preview", _mux(128, 16)), c.request("unit.generate", _addi(k))]
            c.send_raw(json.dumps(batch).encode() + b"\n")
            time.sleep(0.02 * k)
            c.close()
        self.assertEqual(self.c.result("type.parse", {"type": "i8"})["canonical"], "i8")

    def test_sigterm_while_the_pool_runs(self):
        """SIGTERM with generations on the pool and a big preview in flight: the
        connections still open get their answers, then the daemon exits 0."""
        cs = []
        for k in range(8):
            c = self.d.client(timeout=120)
            for j in range(4):
                c.send(c.request("unit.generate", _mux(8 + k * 4 + j, 4) if j % 2 else _addi(k * 4 + j)))
            cs.append(c)
        self.c.send(self.c.request("unit.preview", _mux(256, 32)))
        time.sleep(0.1)
        self.d.signal(signal.SIGTERM)
        for c in cs:
            for _ in range(4):
                self.assertIn("result", c.recv())
            c.close()
        self.assertIn("result", self.c.recv())


class ListenArgs(unittest.TestCase):
    """18.10: --listen is checked like the configuration's listen list; 16.1: the backlog."""

    def run_hsgend(self, *args):
        return subprocess.run([HSGEND] + list(args), capture_output=True, text=True, timeout=20)

    def test_bad_ports_refused(self):
        for spec in ("tcp:127.0.0.1:99999", "tcp:127.0.0.1:65536", "tcp:127.0.0.1:0x50",
                     "tcp:127.0.0.1:", "tcp:127.0.0.1:-1", "unix:", "udp:1.2.3.4:5"):
            r = self.run_hsgend("--listen", spec)
            self.assertEqual(r.returncode, 2, (spec, r.stderr))
            self.assertIn("--listen", r.stderr)
            if spec.startswith("tcp"):
                self.assertIn(spec, r.stderr)

    def test_backlog_is_system_max_or_configured(self):
        with open("/proc/sys/net/core/somaxconn") as f:
            somax = int(f.read())
        d = Daemon("")
        try:
            self.assertIn("(backlog %d)" % somax, d.log())
        finally:
            d.stop()
            shutil.rmtree(d.dir, ignore_errors=True)
        d = Daemon("limits:\n  listen_backlog: 7\n")
        try:
            self.assertIn("(backlog 7)", d.log())
        finally:
            d.stop()
            shutil.rmtree(d.dir, ignore_errors=True)
        bad = subprocess.run([HSGEND, "--config", "/dev/stdin", "--check-config"],
                             input="limits:\n  listen_backlog: 70000\n", capture_output=True,
                             text=True, timeout=20)
        self.assertEqual(bad.returncode, 1)
        self.assertIn("limits.listen_backlog", bad.stdout + bad.stderr)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]] + sys.argv[1:], verbosity=2)
