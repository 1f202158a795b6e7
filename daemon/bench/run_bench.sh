#!/bin/sh
# make bench-rpc: hsgend over its Unix socket, 32 pipelining connections.
#   baseline: type.parse "i1" (framing + dispatch only)
#   cached:   one unit.generate (names vary, so every answer substitutes the name)
#   cold:     unit.generate with cache.max_bytes 0, cycling through 512 distinct units
#             (bitwidth 1..64 x latency 0..7), so every request is generated
# Each mode runs on a fresh daemon; peak RSS is the daemon's VmHWM after the run.
# Ratios are against the baseline measured in the same run: of the requests per second
# (wall clock), and of the daemon's CPU time per request (user + system from
# /proc/PID/stat: on a loaded machine the wall clock measures the other processes too).
# Environment: BENCH_N (default 1000000), BENCH_COLD_N (default BENCH_N),
# BENCH_CONNECTIONS (32), BENCH_DEPTH (2: each connection pipelines two requests; deeper
# queues only add waiting time to every latency, by Little's law).
set -eu
BUILD=${1:-build}
N=${BENCH_N:-1000000}
NCOLD=${BENCH_COLD_N:-$N}
C=${BENCH_CONNECTIONS:-32}
D=${BENCH_DEPTH:-2}
HSGEND=$BUILD/daemon/hsgend
BENCH=$BUILD/daemon/bench_rpc
dir=$(mktemp -d /tmp/hsgen-bench-XXXXXX)
pid=""
trap 'if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; fi; rm -rf "$dir"' EXIT

# run MODE N CACHE_BYTES: prints the bench line with the daemon's peak RSS added.
run() {
    printf 'log: { level: warn }\ncache: { max_bytes: %s }\nlimits: { max_connections: 4096 }\n' "$3" \
        > "$dir/cfg.yaml"
    rm -f "$dir/s.sock"
    "$HSGEND" --config "$dir/cfg.yaml" --listen "unix:$dir/s.sock" 2>"$dir/log" &
    pid=$!
    i=0
    while [ ! -S "$dir/s.sock" ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i + 1)); done
    cpu0=$(awk '{print $14 + $15}' "/proc/$pid/stat")
    # a failed run stops its daemon here: this function runs in a command substitution, where
    # the EXIT trap of the script does not reach, and a daemon left running would hold the
    # substitution's pipe open for ever
    if ! out=$("$BENCH" "$dir/s.sock" "$2" "$C" "$D" "$1"); then
        kill -TERM "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
        echo "bench_rpc failed in mode $1; the daemon's log:" >&2
        cat "$dir/log" >&2
        exit 1
    fi
    hwm=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status")
    # the daemon's CPU time (user + system) over the run, per request
    cpu_us=$(awk -v c0="$cpu0" -v n="$2" -v hz="$(getconf CLK_TCK)" \
        '{printf "%.2f", ($14 + $15 - c0) * 1e6 / hz / n}' "/proc/$pid/stat")
    kill -TERM "$pid"
    wait "$pid" || { echo "hsgend did not exit cleanly:"; cat "$dir/log"; exit 1; }
    pid=""
    echo "${out%\}},\"peak_rss_kib\":$hwm,\"daemon_cpu_us\":$cpu_us}"
}

field() { # field JSON NAME
    echo "$1" | sed -n "s/.*\"$2\":\([0-9.]*\).*/\1/p"
}

report() { # report NAME LINE BASE
    awk -v name="$1" -v rps="$(field "$2" req_per_s)" -v p50="$(field "$2" p50_us)" \
        -v p99="$(field "$2" p99_us)" -v rss="$(field "$2" peak_rss_kib)" \
        -v n="$(field "$2" requests)" -v cpu="$(field "$2" daemon_cpu_us)" \
        -v bcpu="$(field "$3" daemon_cpu_us)" \
        -v brps="$(field "$3" req_per_s)" -v bp50="$(field "$3" p50_us)" \
        -v bp99="$(field "$3" p99_us)" 'BEGIN {
        printf "%-9s %9d req %10.0f req/s  p50 %6d us  p99 %6d us  peak RSS %7.1f MiB" \
               "   x%.2f req/s  x%.2f p50  x%.2f p99 vs baseline\n",
               name, n, rps, p50, p99, rss / 1024, rps / brps, (p50 ? p50 : 1) / (bp50 ? bp50 : 1),
               (p99 ? p99 : 1) / (bp99 ? bp99 : 1)
        printf "%-9s daemon CPU %7.2f us per request: x%.2f the baseline'"'"'s rate per CPU second\n",
               name, cpu, (cpu ? bcpu / cpu : 0) }'
}

echo "bench-rpc: $C connections x $D requests in flight, Unix socket, $(nproc) CPUs"
# progress as each mode starts: a mode of a million requests runs for tens of seconds
echo "bench-rpc: 1/3 baseline ($N requests)..."
base=$(run baseline "$N" 268435456)
echo "bench-rpc: 2/3 cached ($N requests)..."
cached=$(run cached "$N" 268435456)
echo "bench-rpc: 3/3 cold ($NCOLD requests)..."
cold=$(run cold "$NCOLD" 0)
echo "$base"
echo "$cached"
echo "$cold"
report baseline "$base" "$base"
report cached "$cached" "$base"
report cold "$cold" "$base"
