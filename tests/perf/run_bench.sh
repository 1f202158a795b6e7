#!/bin/sh
# `make bench`: the benchmark suite of docs/performance.md. Usage: run_bench.sh BUILD_DIR
#  1. per unit, in-process cold and cached generation, and the baseline: one
#     `hsgen --local generate` process per unit (perf_units);
#  2. circuits of 100, 1,000 and 10,000 units, against one process per unit instance;
#  3. RPC over the Unix socket: cached unit.generate at 1, 8, 32 and 128
#     connections, one request in flight each (daemon/bench/bench_rpc):
#     throughput and p50/p99 latency, against the same process-per-unit baseline.
# Writes BUILD_DIR/bench/results.json, latency.png and circuit.png (machine-specific:
# not committed; docs/perf/ holds the reference run that docs/performance.md shows,
# refreshed with BENCH_PUBLISH=1). Environment: BENCH_RPC_N (requests per level,
# default 100000), BENCH_LEVELS ("1 8 32 128").
set -eu
BUILD=${1:-build}
OUT=$BUILD/bench
N=${BENCH_RPC_N:-100000}
LEVELS=${BENCH_LEVELS:-1 8 32 128}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$OUT"

if ! command -v gnuplot >/dev/null; then
    echo "bench: installing gnuplot-nox (plots only)"
    SUDO=""
    [ "$(id -u)" = 0 ] || SUDO=sudo
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends gnuplot-nox \
        >/dev/null || { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
        $SUDO apt-get install -y -qq --no-install-recommends gnuplot-nox >/dev/null; }
fi

echo "bench: in-process generation per unit and circuits (baseline: a process per unit)"
"$BUILD/tests/perf/perf_units" "$BUILD/client/hsgen" >"$OUT/units.json"

dir=$(mktemp -d /tmp/hsgen-bench-XXXXXX)
pid=""
trap 'if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; fi; rm -rf "$dir"' EXIT
printf 'log: { level: warn }\nlimits: { max_connections: 4096 }\n' >"$dir/cfg.yaml"
"$BUILD/daemon/hsgend" --config "$dir/cfg.yaml" --listen "unix:$dir/s.sock" 2>"$dir/log" &
pid=$!
i=0
while [ ! -S "$dir/s.sock" ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i + 1)); done
: >"$OUT/rpc.jsonl"
for c in $LEVELS; do
    echo "bench: RPC, cached unit.generate, $c connection(s), $N requests"
    "$BUILD/daemon/bench_rpc" "$dir/s.sock" "$N" "$c" 1 cached >>"$OUT/rpc.jsonl"
done
kill -TERM "$pid"
wait "$pid" || { echo "bench: hsgend did not exit cleanly"; cat "$dir/log"; exit 1; }
pid=""

python3 - "$OUT" "$ROOT" <<'PY'
import json, os, platform, subprocess, sys, time
out, root = sys.argv[1], sys.argv[2]
units = json.load(open(os.path.join(out, "units.json")))
base = units["process_us_mean"]
rpc = [json.loads(l) for l in open(os.path.join(out, "rpc.jsonl")) if l.strip()]
for r in rpc:
    r["speedup_vs_process"] = r["req_per_s"] * base / 1e6
try:
    rev = subprocess.run(["git", "-C", root, "rev-parse", "--short", "HEAD"], capture_output=True,
                         text=True).stdout.strip()
except OSError:
    rev = ""
res = {"machine": {"cpus": os.cpu_count(), "kernel": platform.release(),
                   "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "commit": rev},
       "baseline": {"what": "one `hsgen --local generate` process per unit, mean over the unit set",
                    "process_us": base},
       "units": units["units"], "rpc": rpc, "circuits": units["circuits"]}
json.dump(res, open(os.path.join(out, "results.json"), "w"), indent=1)
with open(os.path.join(out, "latency.dat"), "w") as f:
    f.write("# connections req_per_s p50_us p99_us process_us\n")
    for r in rpc:
        f.write("%d %.0f %d %d %.0f\n" % (r["connections"], r["req_per_s"], r["p50_us"], r["p99_us"], base))
with open(os.path.join(out, "circuit.dat"), "w") as f:
    f.write("# units ms baseline_ms\n")
    for c in units["circuits"]:
        f.write("%d %.3f %.1f\n" % (c["units"], c["ms"], c["baseline_ms"]))
print("bench: baseline, one process per unit: %.0f us" % base)
print("%-14s %10s %10s %10s %9s %9s" % ("unit", "process us", "cold us", "cached us", "cold x", "cached x"))
for u in units["units"]:
    print("%-14s %10.0f %10.1f %10.1f %8.0fx %8.0fx" % (u["name"], u["process_us"], u["cold_us"],
                                                       u["cached_us"], u["cold_speedup"], u["cached_speedup"]))
print("%-12s %10s %8s %8s %12s" % ("connections", "req/s", "p50 us", "p99 us", "x process"))
for r in rpc:
    print("%-12d %10.0f %8d %8d %11.0fx" % (r["connections"], r["req_per_s"], r["p50_us"], r["p99_us"],
                                            r["speedup_vs_process"]))
print("%-8s %9s %8s %12s %12s %10s" % ("units", "distinct", "ms", "us/unit", "baseline ms", "x process"))
for c in units["circuits"]:
    print("%-8d %9d %8.1f %12.1f %12.0f %9.0fx" % (c["units"], c["distinct"], c["ms"], c["us_per_unit"],
                                                  c["baseline_ms"], c["speedup"]))
PY

cd "$OUT"
gnuplot <<'GP'
set terminal pngcairo size 800,500 noenhanced font ",10"
set output "latency.png"
set title "hsgend: cached unit.generate over a Unix socket, one request in flight per connection"
set xlabel "concurrent connections"
set ylabel "latency (us, log scale)"
set logscale xy 2
set logscale y 10
set xtics (1, 8, 32, 128)
set xrange [0.8:160]
set key top left
set grid
plot "latency.dat" using 1:3 with linespoints lw 2 title "p50", \
     "latency.dat" using 1:4 with linespoints lw 2 title "p99", \
     "latency.dat" using 1:5 with lines dt 2 lw 2 title "baseline: one process per unit"
set output "circuit.png"
set title "Whole-circuit generation (read, check, VHDL of every distinct unit and the top level)"
set xlabel "units in the circuit"
set ylabel "time (ms, log scale)"
set logscale xy 10
set xtics (100, 1000, 10000)
set xrange [70:14000]
plot "circuit.dat" using 1:2 with linespoints lw 2 title "hsgen, in-process", \
     "circuit.dat" using 1:3 with linespoints dt 2 lw 2 title "baseline: one process per unit instance"
GP
echo "bench: wrote $OUT/results.json, $OUT/latency.png, $OUT/circuit.png"
if [ "${BENCH_PUBLISH:-0}" = 1 ]; then
    mkdir -p "$ROOT/docs/perf"
    cp results.json latency.png circuit.png "$ROOT/docs/perf/"
    echo "bench: copied to docs/perf/"
fi
