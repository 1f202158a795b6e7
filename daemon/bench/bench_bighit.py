"""Cached hits of a huge unit (handshake.mux, 512 inputs of 64 bits, 64 extra
signals: an answer of 4.8 MB): the daemon's CPU time (all its threads, from
/proc/PID/stat) for the generation, the first hit, each next hit and a batch of 40
hits nobody reads (39 of them refused with error 1025), and how long another
connection's type.parse waits while one connection pipelines hits. Wall times
include this Python client reading megabytes; the CPU times are the daemon's own.
A measurement for people (times move with the machine's load), never a test.
With `preview`, the daemon's CPU time for unit.preview of the same unit instead
(the first, uncached, then each of HITS repeats, and the share of its loop thread), a hash of the answers
(compare two daemons' answers with HSGEND=path/to/hsgend), and how long another
connection's type.parse waits while one connection pipelines HITS previews.

Usage: python3 daemon/bench/bench_bighit.py BUILD_DIR [HITS] [preview]  (make bench-bighit)"""
import hashlib
import json
import os
import shutil
import socket
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "tests", "daemon"))
os.environ.setdefault("HSGEND", os.path.join(sys.argv[1], "daemon", "hsgend"))
import hsd_harness  # noqa: E402

hsd_harness.HSGEND = os.environ["HSGEND"]


def mux(size, nextra):
    return {"unit": "handshake.mux",
            "params": {"size": size, "bitwidth": 64, "index_bitwidth": (size - 1).bit_length()},
            "extra_signals": ["e%d: i8" % i for i in range(nextra)]}


def cpu_s(pid):
    """The process's user + system CPU time so far, in seconds."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def loop_cpu_s(pid):
    """The CPU time so far of the daemon's loop thread (its main thread), in seconds:
    while it works, other connections wait."""
    with open("/proc/%d/task/%d/stat" % (pid, pid)) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def timed(c, method, params):
    t = time.perf_counter()
    c.send(c.request(method, params))
    line = c.recv_line()
    return time.perf_counter() - t, line


def type_parse_waits(d, method, p, n):
    """How long another connection's type.parse waits (each, in seconds) while one
    connection pipelines n requests `method` of p, then 20 times on an idle daemon."""
    other = d.client(timeout=600)
    big = d.client(timeout=600)
    waits, stop = [], [False]

    def reader():
        """Reads and drops the answers (no buffering: the GIL stays free)."""
        lines = 0
        while lines < n:
            chunk = big.s.recv(1 << 20)
            if not chunk:
                break
            lines += chunk.count(b"\n")
        stop[0] = True

    big.send_raw(b"".join(big.frame(big.request(method, p)) for _ in range(n)))
    t = threading.Thread(target=reader)
    t.start()
    while not stop[0]:
        w, _ = timed(other, "type.parse", {"type": "i8"})
        waits.append(w)
    t.join()
    idle = [timed(other, "type.parse", {"type": "i8"})[0] for _ in range(20)]
    other.close()
    big.close()
    return waits, idle


def wait_figures(waits, idle, what):
    """The figures of type_parse_waits."""
    return {"during_%s_max" % what: round(max(waits), 4),
            "during_%s_median" % what: round(sorted(waits)[len(waits) // 2], 5),
            "during_%s_p99" % what: round(sorted(waits)[len(waits) * 99 // 100], 5),
            "during_%s_n" % what: len(waits),
            "idle_median": round(sorted(idle)[len(idle) // 2], 5)}


def previews(hits):
    """The daemon's CPU time for unit.preview of the huge unit: the first (nothing
    cached), then each next one; the answers' hash (ids aside) for comparisons."""
    d = hsd_harness.Daemon("")
    try:
        c = d.client(timeout=600)
        pid = d.proc.pid
        p = mux(512, 64)
        digest = hashlib.sha256()
        t0 = cpu_s(pid)
        _, first = timed(c, "unit.preview", p)
        t1 = cpu_s(pid)
        times = []
        l1 = loop_cpu_s(pid)
        for _ in range(hits):
            w, line = timed(c, "unit.preview", p)
            times.append(w)
            digest.update(line.split(b',"result":', 1)[1])
        t2 = cpu_s(pid)
        l2 = loop_cpu_s(pid)
        waits, idle = type_parse_waits(d, "unit.preview", p, hits)
        print(json.dumps({
            "answer_bytes": len(first),
            "answers_sha256": digest.hexdigest(),
            "daemon_cpu_s": {"first_preview": round(t1 - t0, 3),
                             "preview": round((t2 - t1) / hits, 4),
                             "preview_loop_thread": round((l2 - l1) / hits, 4)},
            "wall_s": {"preview_median": round(sorted(times)[len(times) // 2], 4)},
            "type_parse_wait_s": wait_figures(waits, idle, "previews"),
        }, indent=1))
        c.close()
    finally:
        d.stop()
        shutil.rmtree(d.dir, ignore_errors=True)


def main():
    hits = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    if len(sys.argv) > 3 and sys.argv[3] == "preview":
        return previews(hits)
    d = hsd_harness.Daemon("")
    try:
        c = d.client(timeout=600)
        pid = d.proc.pid
        p = mux(512, 64)
        t0 = cpu_s(pid)
        gen, first = timed(c, "unit.generate", p)
        t1 = cpu_s(pid)
        hit1, _ = timed(c, "unit.generate", p)
        t2 = cpu_s(pid)
        times = [timed(c, "unit.generate", p)[0] for _ in range(hits)]
        t3 = cpu_s(pid)
        # a batch of 40 hits on a connection that reads nothing until all are answered
        hog = d.client(timeout=600)
        hog.send_raw(json.dumps([hog.request("unit.generate", p) for _ in range(40)]).encode()
                     + b"\n")
        answers = json.loads(hog.recv_line())
        t4 = cpu_s(pid)
        refused = sum(1 for a in answers if a.get("error", {}).get("code") == 1025)
        hog.close()
        # another connection's type.parse while one connection pipelines hits
        waits, idle = type_parse_waits(d, "unit.generate", p, hits)
        print(json.dumps({
            "answer_bytes": len(first),
            "daemon_cpu_s": {"generation": round(t1 - t0, 3), "first_hit": round(t2 - t1, 3),
                             "hit": round((t3 - t2) / hits, 4),
                             "batch_of_40_unread": round(t4 - t3, 3),
                             "batch_refused_1025": refused},
            "wall_s": {"generation": round(gen, 4), "first_hit": round(hit1, 4),
                       "hit_median": round(sorted(times)[len(times) // 2], 4),
                       "hit_max": round(max(times), 4)},
            "type_parse_wait_s": wait_figures(waits, idle, "hits"),
        }, indent=1))
        c.close()
    finally:
        d.stop()
        shutil.rmtree(d.dir, ignore_errors=True)


if __name__ == "__main__":
    main()
