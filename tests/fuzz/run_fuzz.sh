#!/bin/sh
# `make fuzz`: builds the libFuzzer targets with clang under ASan+UBSan in
# build-fuzz/ and runs each for FUZZ_SECONDS (default 600), FUZZ_JOBS at a time
# (default: the number of cores). Each target starts from its seeds in
# tests/fuzz/corpus/<target>/ and grows a working corpus in
# build-fuzz/corpus/<target>/ (not committed). An input that crashes, leaks,
# hangs (FUZZ_TIMEOUT s) or trips a sanitizer is copied into
# tests/fuzz/corpus/<target>/ so `make test` replays it from then on; the
# script then exits non-zero. Usage: run_fuzz.sh [target...] (default: all).
set -eu

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${FUZZ_BUILD:-$ROOT/build-fuzz}
SECONDS_EACH=${FUZZ_SECONDS:-600}
JOBS=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 2)}
TIMEOUT=${FUZZ_TIMEOUT:-25}
TARGETS=${*:-type rpc config netlist api mlir simopts lsp}

command -v clang >/dev/null || { echo "fuzz: clang is needed (apt install clang libclang-rt-14-dev)"; exit 2; }

if [ ! -f "$BUILD/CMakeCache.txt" ]; then
    CC=clang cmake -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHSGEN_SANITIZE=ON \
        -DHSGEN_FUZZ=ON -DHSGEN_HDL_TESTS=OFF \
        -DCMAKE_C_FLAGS="-fsanitize=fuzzer-no-link -Wno-unknown-warning-option" >/dev/null
fi
for t in $TARGETS; do
    cmake --build "$BUILD" -j "$JOBS" --target "fuzz_$t"
done

# Runs one target; its summary line goes to $BUILD/fuzz-<t>.summary.
run_one() {
    t=$1
    seeds=$ROOT/tests/fuzz/corpus/$t
    work=$BUILD/corpus/$t
    art=$BUILD/artifacts/$t/
    log=$BUILD/fuzz-$t.log
    rm -rf "$art" # earlier findings are in tests/fuzz/corpus already
    mkdir -p "$work" "$art"
    rc=0
    ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        "$BUILD/tests/fuzz/fuzz_$t" -max_total_time="$SECONDS_EACH" -timeout="$TIMEOUT" \
        -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 -artifact_prefix="$art" \
        "$work" "$seeds" >"$log" 2>&1 || rc=$?
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
    found=0
    for f in "$art"crash-* "$art"leak-* "$art"timeout-* "$art"oom-* "$art"slow-unit-*; do
        [ -f "$f" ] || continue
        case $(basename "$f") in slow-unit-*) continue ;; esac
        cp "$f" "$seeds/" && found=$((found + 1))
    done
    echo "fuzz_$t: ${SECONDS_EACH}s, ${execs:-?} executions, ${cov:-cov: ?}, exit $rc, findings $found (log $log)" \
        >"$BUILD/fuzz-$t.summary"
    cat "$BUILD/fuzz-$t.summary"
}

pids=""
running=0
for t in $TARGETS; do
    run_one "$t" &
    pids="$pids $!"
    running=$((running + 1))
    if [ "$running" -ge "$JOBS" ]; then
        wait
        running=0
    fi
done
wait

status=0
echo "== fuzz summary"
for t in $TARGETS; do
    cat "$BUILD/fuzz-$t.summary"
    grep -q ', exit 0, findings 0 ' "$BUILD/fuzz-$t.summary" || status=1
done
exit $status
