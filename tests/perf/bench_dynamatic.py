"""`make bench-dynamatic`: a 200-unit Dynamatic export, one generator process per
unit as Dynamatic's backend runs them (std::system per entry), three ways:

  dynamatic  Dynamatic's own vhdl-unit-generator.py (only when DYNAMATIC names a
             checkout of EPFL-LAP/dynamatic and DYNAMATIC_PYTHON a Python >= 3.12;
             it is the baseline when present)
  local      `hsgen --local dynamatic ...`: in-process generation in each process
  daemon     `hsgen --socket S dynamatic ...` against a running hsgend (repeated
             units are cache hits, as in a real export)

The units are the generator-backed entries of Dynamatic's rtl-config-vhdl.json with
the export's argument sets (tests/dynamatic/dyn_config.py), cycled to 200 commands
with distinct module names. Modes run interleaved, ROUNDS times (default 5); the
median total per mode is reported with ratios against the baseline measured in the
same run (dynamatic when present, else local).

usage: bench_dynamatic.py BUILD_DIR"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "dynamatic"))
import dyn_config  # noqa: E402

N_UNITS = 200


def known_types(hsgen):
    r = subprocess.run([hsgen, "--local", "units"], capture_output=True, text=True)
    return {line.split()[0].replace("handshake.", "") for line in r.stdout.splitlines() if line}


def unit_list(hsgen):
    """The argument sets of rtl-config-vhdl.json that both generators accept (those
    whose Dynamatic reference exists), cycled to N_UNITS."""
    known = known_types(hsgen) | {"top_join", "not"}
    folder = os.path.join(ROOT, "tests", "dynamatic")
    with open(os.path.join(folder, "reference_ports.json")) as f:
        ok = {(c["index"], c["set"]) for c in json.load(f)["cases"]
              if c["config"] == "rtl-config-vhdl.json" and "ports" in c}
    pool = []
    for c, i, e in dyn_config.load_configs(folder):
        t = e["generator"].split(" -t ")[1].split()[0]
        if c != "rtl-config-vhdl.json" or t not in known:
            continue
        for k, s in enumerate(dyn_config.argsets(e)):
            if (i, k) in ok:
                pool.append((e, s))
    return [pool[k % len(pool)] for k in range(N_UNITS)]


def run_mode(cmds):
    t0 = time.perf_counter()
    for argv in cmds:
        r = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if r.returncode != 0:
            raise SystemExit("bench: %s failed: %s" % (" ".join(argv), r.stderr.decode()))
    return time.perf_counter() - t0


def main():
    build = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "build")
    hsgen = os.path.join(build, "client", "hsgen")
    hsgend = os.path.join(build, "daemon", "hsgend")
    rounds = int(os.environ.get("ROUNDS", "5"))
    units = unit_list(hsgen)
    tmp = tempfile.mkdtemp(prefix="hsgen-bench-dyn-")
    sock = os.path.join(tmp, "s.sock")
    cfg = os.path.join(tmp, "cfg.yaml")
    with open(cfg, "w") as f:
        f.write("log: { level: warn }\n")
    daemon = subprocess.Popen([hsgend, "--config", cfg, "--listen", "unix:" + sock],
                              stderr=subprocess.DEVNULL)
    try:
        for _ in range(200):
            if os.path.exists(sock):
                break
            time.sleep(0.05)
        modes = {}
        dyn = os.environ.get("DYNAMATIC")
        py = os.environ.get("DYNAMATIC_PYTHON", "python3")
        if dyn and os.path.isdir(dyn):
            script = os.path.join(dyn, "tools/unit-generators/vhdl/vhdl-unit-generator.py")
            modes["dynamatic"] = [dyn_config.command(e, s, [py, script], tmp, "u%d" % k)
                                  for k, (e, s) in enumerate(units)]
        modes["local"] = [dyn_config.command(e, s, [hsgen, "--local", "dynamatic"], tmp,
                                             "u%d" % k) for k, (e, s) in enumerate(units)]
        modes["daemon"] = [dyn_config.command(e, s, [hsgen, "--socket", sock, "dynamatic"], tmp,
                                              "u%d" % k) for k, (e, s) in enumerate(units)]
        times = {m: [] for m in modes}
        for r in range(rounds):
            for m, cmds in modes.items():
                times[m].append(run_mode(cmds))
            print("bench-dynamatic: round %d of %d: %s" % (
                r + 1, rounds, ", ".join("%s %.0f ms" % (m, 1000 * times[m][-1]) for m in times)),
                flush=True)
        base = "dynamatic" if "dynamatic" in times else "local"
        med = {m: statistics.median(v) for m, v in times.items()}
        print("\n%d-unit export, one process per unit, median of %d rounds:" % (N_UNITS, rounds))
        print("%-10s %10s %12s %14s" % ("mode", "total ms", "ms per unit", "vs " + base))
        for m in times:
            print("%-10s %10.1f %12.2f %13.2fx" % (m, 1000 * med[m], 1000 * med[m] / N_UNITS,
                                                  med[base] / med[m]))
        # instructions of one process per mode (callgrind counts them exactly, whatever
        # else the machine is doing): the same unit, the daemon's cache warm
        if shutil.which("valgrind"):
            print("\ninstructions of one generator process (valgrind --tool=callgrind):")
            for m in ("local", "daemon"):
                out = os.path.join(tmp, "cg.out")
                r = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out]
                                   + modes[m][0], capture_output=True, text=True)
                ir = [ln for ln in r.stderr.splitlines() if "Collected" in ln]
                print("%-10s %s" % (m, ir[0].split(":")[-1].strip() if ir else "?"))
        if "dynamatic" not in times:
            print("(Dynamatic's generator not measured: set DYNAMATIC=checkout and "
                  "DYNAMATIC_PYTHON=python3.12)")
    finally:
        daemon.terminate()
        daemon.wait()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
