#!/usr/bin/env python3
"""make bench-compare: the speed figures of an older commit against the current tree.

Builds the commit BEFORE (default 4efcb77, the last commit before the speed work) in its
own folder outside the source tree, builds the current tree in BUILD, then runs the
speed benchmarks ROUNDS times, before and after interleaved (each figure is measured on
both sides back to back, the order alternating from round to round, so both see the same
load). Each side runs its own benchmark programs and scripts: the figures are ratios
against baselines measured in the same run, so only the method layer under them changes.

  bench-rpc   sh daemon/bench/run_bench.sh (baseline type.parse, cached and cold
              unit.generate over the Unix socket; BENCH_N, BENCH_COLD_N requests)
  bench-gen   tests/bench/bench_gen (the HDL matrix in process against a process per unit)
  bench-mlir  tests/bench/bench_mlir (1,000 to 10,000 ops in process against a process
              per unit, and the growth from 1,000 to 10,000 ops)

Prints one table (each figure: before range, after range, target, met when every after
run meets it), the load average at the start and the end, and writes everything, with
each run's raw output, to BUILD/bench-compare.json and BUILD/bench-compare/.

Environment: BEFORE (commit), ROUNDS (3), BENCH_N (200000), BENCH_COLD_N (BENCH_N, as in
`make bench`: a cold run of 50,000 requests lasts a quarter of a second, short enough for
one burst of another tenant's load on a shared machine to decide a round),
JOBS (build jobs, the number of CPUs), BEFORE_CACHE (a folder: keep the BEFORE build there
under its commit id and reuse it; without it the build is made in a temporary folder and
removed afterwards), PERF=1 (also `perf record -g` the daemon under the cold mode and
bench_gen's in-process part on each side, and print the top 15 symbols of each).
"""

import argparse
import json
import os
import platform
import re
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# An hsgen older than this commit writes `-o FILE` by renaming a temporary over FILE:
# the benchmarks' baselines pass -o /dev/null, which as root would replace the machine's
# /dev/null by an ordinary file. Such commits are refused as BEFORE.
DEVNULL_SAFE = "16efbb5"
# What each side needs: the daemon and client always, each benchmark when it has one.
CORE_TARGETS = ["hsgend", "hsgen"]
BENCH_TARGETS = ["bench_rpc", "bench_gen", "bench_mlir"]

# (key, label, direction, target): direction ">=" or "<="; None: reported, no target.
FIGURES = [
    ("rpc_cached_rate", "cached unit.generate / type.parse, req/s", ">=", 0.85),
    ("rpc_cached_cpu", "cached unit.generate / type.parse, per daemon CPU s", ">=", 0.85),
    ("rpc_cold_rate", "cold unit.generate / type.parse, req/s", ">=", 0.5),
    ("rpc_cold_cpu", "cold unit.generate / type.parse, per daemon CPU s", ">=", 0.5),
    ("gen_ratio", "bench-gen: in-process / process per unit", ">=", 250.0),
    ("mlir_ratio", "bench-mlir: 1,000 ops in-process / processes", ">=", 1000.0),
    ("mlir_growth", "bench-mlir: growth 1,000 -> 10,000 ops", "<=", 10.5),
    ("rpc_base_cpu_us", "  type.parse: daemon CPU us per request", None, None),
    ("rpc_cached_cpu_us", "  cached: daemon CPU us per request", None, None),
    ("rpc_cold_cpu_us", "  cold: daemon CPU us per request", None, None),
    ("gen_us_unit", "  bench-gen: us per unit in process", None, None),
    ("gen_proc_us", "  bench-gen: us per process (baseline)", None, None),
    ("mlir_1000_ms", "  bench-mlir: 1,000 ops, ms", None, None),
    ("mlir_10000_ms", "  bench-mlir: 10,000 ops, ms", None, None),
    ("mlir_proc_ms", "  bench-mlir: ms per process (baseline)", None, None),
    ("mlir_read_growth", "  bench-mlir: growth of the reading alone", None, None),
    ("mlir_alt_growth", "  bench-mlir: growth, sizes alternated, best", None, None),
    ("mlir_alt_pair", "  bench-mlir: growth, sizes alternated, median pair", None, None),
]


def log(msg):
    """Progress on stderr, so stdout carries the table alone."""
    print("bench-compare: " + msg, file=sys.stderr, flush=True)


def run(cmd, **kw):
    """A command whose failure ends the comparison with its output."""
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)
    if r.returncode != 0:
        sys.stderr.write(r.stdout[-4000:])
        raise SystemExit("bench-compare: failed (%d): %s" % (r.returncode, " ".join(cmd)))
    return r.stdout


def git(*args):
    return run(["git", "-C", ROOT] + list(args)).strip()


def devnull_ok():
    """True while /dev/null is still the character device 1,3."""
    st = os.stat("/dev/null")
    return stat.S_ISCHR(st.st_mode) and os.major(st.st_rdev) == 1 and os.minor(st.st_rdev) == 3


def check_devnull(after_what):
    if not devnull_ok():
        raise SystemExit(
            "bench-compare: /dev/null is no longer a character device after %s; restore it "
            "(rm -f /dev/null; mknod -m 666 /dev/null c 1 3)" % after_what
        )


def loadavg():
    with open("/proc/loadavg") as f:
        return [float(x) for x in f.read().split()[:3]]


class Side:
    """One tree (source and build folder) and the benchmarks it has."""

    def __init__(self, name, commit, src, build):
        self.name, self.commit, self.src, self.build = name, commit, src, build
        self.missing = {}  # benchmark -> why it cannot run

    def path(self, *p):
        return os.path.join(self.build, *p)


def cmake_build(side, jobs, logf, configure_args):
    """Configures the side's build folder if needed and builds what the benchmarks run."""
    if not os.path.exists(side.path("CMakeCache.txt")):
        log("%s: configuring %s" % (side.name, side.build))
        logf.write(run(["cmake", "-S", side.src, "-B", side.build] + configure_args))
    with open(side.path("CMakeCache.txt")) as f:
        cache = f.read()
    m = re.search(r"^CMAKE_BUILD_TYPE:\w+=(.*)$", cache, re.M)
    btype = m.group(1).strip() if m else ""
    if re.search(r"^HSGEN_SANITIZE:\w+=(ON|1|TRUE|YES)$", cache, re.M | re.I):
        btype += " with sanitizers"
    if btype not in ("RelWithDebInfo", "Release"):
        raise SystemExit(
            "bench-compare: %s is a %s build; compare optimized builds (RelWithDebInfo)"
            % (side.build, btype or "default")
        )
    side.build_type = btype
    for t in CORE_TARGETS + BENCH_TARGETS:
        log("%s: building %s" % (side.name, t))
        r = subprocess.run(
            ["cmake", "--build", side.build, "-j", str(jobs), "--target", t],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        logf.write(r.stdout)
        if r.returncode != 0:
            if t in CORE_TARGETS:
                sys.stderr.write(r.stdout[-4000:])
                raise SystemExit("bench-compare: %s: cannot build %s" % (side.name, t))
            side.missing[t] = "%s does not build at %s" % (t, side.commit[:7])
    script = os.path.join(side.src, "daemon", "bench", "run_bench.sh")
    if "bench_rpc" not in side.missing:
        if not os.path.exists(script):
            side.missing["bench_rpc"] = "no daemon/bench/run_bench.sh at %s" % side.commit[:7]
        elif "BENCH_COLD_N" not in open(script).read():
            side.missing["cold"] = "run_bench.sh at %s has no cold mode" % side.commit[:7]


def prepare_before(commit, jobs, cache, tmp, logf):
    """The BEFORE tree from `git archive` (no worktree of the shared repository), built."""
    base = os.path.join(cache, commit) if cache else os.path.join(tmp, "before")
    src, build = os.path.join(base, "src"), os.path.join(base, "build")
    if not os.path.exists(os.path.join(src, "CMakeLists.txt")):
        log("before: extracting %s into %s" % (commit[:7], src))
        shutil.rmtree(src, ignore_errors=True)
        os.makedirs(src)
        archive = subprocess.Popen(["git", "-C", ROOT, "archive", commit], stdout=subprocess.PIPE)
        subprocess.run(["tar", "-x", "-C", src], stdin=archive.stdout, check=True)
        if archive.wait() != 0:
            raise SystemExit("bench-compare: git archive %s failed" % commit)
    side = Side("before", commit, src, build)
    cmake_build(
        side,
        jobs,
        logf,
        ["-DCMAKE_BUILD_TYPE=RelWithDebInfo", "-DHSGEN_HDL_TESTS=OFF"],
    )
    return side


def num(pattern, text, what):
    m = re.search(pattern, text, re.M)
    if not m:
        raise ValueError("no %s in the output" % what)
    return [float(g) for g in m.groups()]


def parse_rpc(out):
    """Ratios of cached and cold against the same run's type.parse, from the JSON lines."""
    lines = {}
    for line in out.splitlines():
        if line.startswith("{"):
            d = json.loads(line)
            lines[d["mode"]] = d
    for mode, d in lines.items():
        if d.get("errors", 0):
            raise ValueError("%s: %d requests failed" % (mode, d["errors"]))
    base = lines["baseline"]
    fig = {"rpc_base_cpu_us": base["daemon_cpu_us"]}
    for mode in ("cached", "cold"):
        if mode in lines:
            d = lines[mode]
            fig["rpc_%s_rate" % mode] = d["req_per_s"] / base["req_per_s"]
            fig["rpc_%s_cpu" % mode] = base["daemon_cpu_us"] / d["daemon_cpu_us"]
            fig["rpc_%s_cpu_us" % mode] = d["daemon_cpu_us"]
    return fig


def parse_gen(out):
    inproc, us = num(r"in-process cold generation: *(\d+) units/s median \(([\d.]+) us/unit", out,
                     "in-process rate")
    spawn, pus = num(r"one process per unit: *(\d+) units/s \(\d+ processes, ([\d.]+) us each",
                     out, "process rate")
    return {"gen_ratio": inproc / spawn, "gen_us_unit": us, "gen_proc_us": pus}


def parse_mlir(out):
    sizes = {}
    for m in re.finditer(
        r"^ *(\d+) ops, \d+ KiB of text -> (\d+) units \(\d+ distinct\): *([\d.]+) ms "
        r"\(reading *([\d.]+) ms\)",
        out,
        re.M,
    ):
        sizes[int(m.group(1))] = (int(m.group(2)), float(m.group(3)), float(m.group(4)))
    (proc,) = num(r"process per unit, ([\d.]+) ms CPU", out, "process baseline")
    growth, rgrowth = num(r"growth 10,000 / 1,000 ops: ([\d.]+)x, reading alone ([\d.]+)x", out,
                          "growth")
    units, ms, _ = sizes[1000]
    alt = {}
    m = re.search(r"sizes alternated \(10 pairs\): ([\d.]+)x best of each, ([\d.]+)x median", out)
    if m:  # older commits print no such line
        alt = {"mlir_alt_growth": float(m.group(1)), "mlir_alt_pair": float(m.group(2))}
    return {
        **alt,
        "mlir_ratio": units * proc / ms,
        "mlir_growth": growth,
        "mlir_read_growth": rgrowth,
        "mlir_1000_ms": ms,
        "mlir_10000_ms": sizes[10000][1],
        "mlir_proc_ms": proc,
    }


def bench_cmd(side, bench):
    if bench == "rpc":
        return ["sh", os.path.join(side.src, "daemon", "bench", "run_bench.sh"), side.build]
    if bench == "gen":
        return [side.path("tests", "bench", "bench_gen"), side.path("client", "hsgen")]
    return [side.path("tests", "bench", "bench_mlir"), side.path("client", "hsgen")]


PARSERS = {"rpc": parse_rpc, "gen": parse_gen, "mlir": parse_mlir}
NEEDS = {"rpc": "bench_rpc", "gen": "bench_gen", "mlir": "bench_mlir"}


def run_bench(side, bench, env, outdir, rnd):
    """One benchmark run on one side: its figures, its raw output kept in outdir."""
    if NEEDS[bench] in side.missing:
        return None
    t0 = time.time()
    r = subprocess.run(bench_cmd(side, bench), stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True, env=env, cwd=side.src)
    check_devnull("%s's bench-%s" % (side.name, bench))
    name = os.path.join(outdir, "round%d-%s-%s.txt" % (rnd, side.name, bench))
    with open(name, "w") as f:
        f.write(r.stdout)
    if r.returncode != 0:
        raise SystemExit("bench-compare: %s bench-%s failed (%d); its output: %s"
                         % (side.name, bench, r.returncode, name))
    try:
        fig = PARSERS[bench](r.stdout)
    except (ValueError, KeyError) as e:
        raise SystemExit("bench-compare: %s bench-%s: cannot read %s: %s"
                         % (side.name, bench, name, e))
    log("round %d %s bench-%s: %.0f s" % (rnd, side.name, bench, time.time() - t0))
    return fig


def perf_top(data, txt):
    """perf's report of one profile: the call graphs into txt, the top 15 symbols returned."""
    full = subprocess.run(["perf", "report", "-i", data, "--stdio", "--no-children",
                           "--percent-limit", "1"], stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, text=True).stdout
    with open(txt, "w") as f:
        f.write(full)
    flat = subprocess.run(["perf", "report", "-i", data, "--stdio", "--no-children", "-g",
                           "none", "--sort", "dso,symbol"], stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, text=True).stdout
    # without call graphs perf still prints their empty columns ("-") after the symbol
    rows = [re.sub(r"(\s+-)+\s*$", "", line) for line in flat.splitlines()
            if line.strip() and not line.startswith("#")]
    return rows[:15]


def perf_profiles(side, env, outdir):
    """PERF=1: the daemon under the cold mode and bench_gen's in-process part, profiled."""
    tops = {}
    if "bench_rpc" not in side.missing and "cold" not in side.missing:
        tmp = tempfile.mkdtemp(prefix="hsgen-bcmp-perf-")
        daemon = perf = None
        try:
            cfg, sock = os.path.join(tmp, "cfg.yaml"), os.path.join(tmp, "s.sock")
            with open(cfg, "w") as f:
                f.write("log: { level: warn }\ncache: { max_bytes: 0 }\n"
                        "limits: { max_connections: 4096 }\n")
            with open(os.path.join(tmp, "log"), "w") as dlog:
                daemon = subprocess.Popen([side.path("daemon", "hsgend"), "--config", cfg,
                                           "--listen", "unix:" + sock], stderr=dlog)
            for _ in range(200):
                if os.path.exists(sock):
                    break
                time.sleep(0.05)
            data = os.path.join(outdir, "perf-%s-daemon-cold.data" % side.name)
            perf = subprocess.Popen(["perf", "record", "-g", "-p", str(daemon.pid), "-o", data],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(0.5)
            run([side.path("daemon", "bench_rpc"), sock, env["BENCH_COLD_N"],
                 env.get("BENCH_CONNECTIONS", "32"), env.get("BENCH_DEPTH", "2"), "cold"])
            perf.send_signal(signal.SIGINT)
            perf.wait()
            perf = None
            tops["daemon, cold unit.generate"] = perf_top(
                data, os.path.join(outdir, "perf-%s-daemon-cold.txt" % side.name))
        finally:
            if perf:
                perf.kill()
                perf.wait()
            if daemon:
                daemon.terminate()
                daemon.wait()
            shutil.rmtree(tmp, ignore_errors=True)
    if "bench_gen" not in side.missing:
        data = os.path.join(outdir, "perf-%s-bench-gen.data" % side.name)
        # --no-inherit: the in-process generation only, not the baseline's processes
        run(["perf", "record", "-g", "--no-inherit", "-o", data, side.path("tests", "bench",
             "bench_gen"), side.path("client", "hsgen")], cwd=side.src)
        check_devnull("%s's bench_gen under perf" % side.name)
        tops["bench_gen, in-process generation"] = perf_top(
            data, os.path.join(outdir, "perf-%s-bench-gen.txt" % side.name))
    return tops


def fmt(v):
    if v is None:
        return "-"
    return "%.0f" % v if abs(v) >= 100 else "%.2f" % v


def frange(vals):
    if not vals:
        return "n/a"
    lo, hi = min(vals), max(vals)
    return fmt(lo) if fmt(lo) == fmt(hi) else "%s-%s" % (fmt(lo), fmt(hi))


def meets(v, direction, target):
    return v >= target if direction == ">=" else v <= target


def why_missing(side, key):
    for bench, need in (("rpc_", "bench_rpc"), ("gen_", "bench_gen"), ("mlir_", "bench_mlir")):
        if key.startswith(bench) and need in side.missing:
            return side.missing[need]
    if key.startswith("rpc_cold") and "cold" in side.missing:
        return side.missing["cold"]
    return None


def summarize(before, after, runs):
    """One row per figure: ranges over the rounds, the target, met or not."""
    rows = []
    for key, label, direction, target in FIGURES:
        vals = {s: [r[key] for r in runs[s] if r and key in r] for s in ("before", "after")}
        row = {"figure": key, "label": label, "before": vals["before"], "after": vals["after"]}
        if target is not None:
            row["target"] = "%s %s" % (direction, fmt(target))
            row["met"] = bool(vals["after"]) and all(meets(v, direction, target)
                                                     for v in vals["after"])
        for s, side in (("before", before), ("after", after)):
            if not vals[s]:
                row[s + "_missing"] = why_missing(side, key) or "not measured"
        rows.append(row)
    return rows


def print_table(rows, meta):
    print("bench-compare: before %s, after %s%s; %d rounds, interleaved; %s, %d CPUs"
          % (meta["before"]["commit"][:7], meta["after"]["commit"][:7],
             " (+ uncommitted changes)" if meta["after"]["dirty"] else "", meta["rounds"],
             meta["machine"], meta["cpus"]))
    print("bench-rpc: BENCH_N=%s BENCH_COLD_N=%s; load average %s at start, %s at end"
          % (meta["bench_n"], meta["bench_cold_n"], " ".join("%.2f" % x for x in meta["load_start"]),
             " ".join("%.2f" % x for x in meta["load_end"])))
    w = max(len(r["label"]) for r in rows)
    print("%-*s  %-15s  %-15s  %-8s  %s" % (w, "figure", "before", "after", "target", "after met"))
    for r in rows:
        cells = []
        for s in ("before", "after"):
            cells.append(frange(r[s]) if r[s] else "n/a")
        met = "-" if "target" not in r else ("met" if r["met"] else "NOT met")
        print("%-*s  %-15s  %-15s  %-8s  %s" % (w, r["label"], cells[0], cells[1],
                                               r.get("target", ""), met))
    notes = sorted({r[s + "_missing"] for r in rows for s in ("before", "after")
                    if s + "_missing" in r})
    for n in notes:
        print("n/a: " + n)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("build", nargs="?", default="build", help="the current tree's build folder")
    a = ap.parse_args()
    before_ref = os.environ.get("BEFORE") or "4efcb77"
    rounds = int(os.environ.get("ROUNDS") or 3)
    jobs = int(os.environ.get("JOBS") or os.cpu_count() or 2)
    cache = os.environ.get("BEFORE_CACHE") or None
    want_perf = os.environ.get("PERF", "0") not in ("", "0")
    env = dict(os.environ)
    env["BENCH_N"] = env.get("BENCH_N") or "200000"
    env["BENCH_COLD_N"] = env.get("BENCH_COLD_N") or env["BENCH_N"]

    commit = git("rev-parse", "--verify", before_ref + "^{commit}")
    if subprocess.run(["git", "-C", ROOT, "merge-base", "--is-ancestor", DEVNULL_SAFE,
                       commit]).returncode != 0:
        raise SystemExit("bench-compare: %s predates %s: its hsgen replaces an existing -o file "
                         "(the benchmarks' -o /dev/null) by renaming over it; choose a later "
                         "BEFORE" % (before_ref, DEVNULL_SAFE))
    check_devnull("nothing (before starting)")
    build = os.path.abspath(a.build)
    outdir = os.path.join(build, "bench-compare")
    os.makedirs(outdir, exist_ok=True)
    if cache:
        cache = os.path.abspath(cache)
        if cache == ROOT or cache.startswith(ROOT + os.sep):
            raise SystemExit("bench-compare: BEFORE_CACHE must be outside the source tree")
    tmp = tempfile.mkdtemp(prefix="hsgen-bcmp-")
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    try:
        with open(os.path.join(outdir, "build.log"), "w") as logf:
            before = prepare_before(commit, jobs, cache, tmp, logf)
            after = Side("after", git("rev-parse", "HEAD"), ROOT, build)
            cmake_build(after, jobs, logf, ["-DCMAKE_BUILD_TYPE=RelWithDebInfo"])
        dirty = bool(git("status", "--porcelain", "--untracked-files=no"))
        sides = {"before": before, "after": after}
        runs = {"before": [], "after": []}
        load_start = loadavg()
        t0 = time.time()
        for rnd in range(1, rounds + 1):
            order = ("before", "after") if rnd % 2 else ("after", "before")
            figs = {"before": {}, "after": {}}
            for bench in ("rpc", "gen", "mlir"):
                for s in order:
                    fig = run_bench(sides[s], bench, env, outdir, rnd)
                    if fig:
                        figs[s].update(fig)
            for s in ("before", "after"):
                runs[s].append(figs[s])
        load_end = loadavg()
        tops = {}
        if want_perf:
            for s in ("before", "after"):
                log("%s: perf profiles" % s)
                tops[s] = perf_profiles(sides[s], env, outdir)
        meta = {
            "before": {"ref": before_ref, "commit": before.commit, "build": before.build,
                       "build_type": before.build_type, "missing": before.missing},
            "after": {"commit": after.commit, "dirty": dirty, "build": after.build,
                      "build_type": after.build_type, "missing": after.missing},
            "rounds": rounds,
            "bench_n": env["BENCH_N"],
            "bench_cold_n": env["BENCH_COLD_N"],
            "machine": platform.node() + " " + platform.machine(),
            "cpus": os.cpu_count(),
            "load_start": load_start,
            "load_end": load_end,
            "started_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t0)),
            "seconds": round(time.time() - t0, 1),
        }
        rows = summarize(before, after, runs)
        print_table(rows, meta)
        for s in tops:
            for what, top in tops[s].items():
                print("\nperf, %s, %s: top 15 symbols (self), full report in %s" %
                      (s, what, outdir))
                for line in top:
                    print("  " + line)
        result = dict(meta, figures=rows, runs=runs, perf_top=tops, raw_outputs=outdir)
        with open(os.path.join(build, "bench-compare.json"), "w") as f:
            json.dump(result, f, indent=1)
        print("written: %s" % os.path.join(build, "bench-compare.json"))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
