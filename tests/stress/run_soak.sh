#!/bin/sh
# `make soak`: hsgend under a bounded cache (cache.max_bytes SOAK_CACHE_BYTES,
# default 1 MiB) on a temporary Unix socket, then soak_load with
# SOAK_CONNECTIONS (1000) connections and SOAK_REQUESTS (1,000,000) mixed
# requests, random disconnects and slow readers, at most SOAK_SECONDS (900).
# Fails when a request went unanswered, descriptors leaked, the daemon died or
# did not stop cleanly on SIGTERM. Usage: run_soak.sh BUILD_DIR
set -eu
BUILD=${1:-build}
HSGEND=$BUILD/daemon/hsgend
LOAD=$BUILD/tests/stress/soak_load
CONNS=${SOAK_CONNECTIONS:-1000}
REQS=${SOAK_REQUESTS:-1000000}
SECS=${SOAK_SECONDS:-900}
CACHE=${SOAK_CACHE_BYTES:-1048576}

# 1,000 client descriptors and as many in the daemon (both inherit this limit).
need=$((CONNS * 2 + 256))
if [ "$(ulimit -n)" != unlimited ] && [ "$(ulimit -n)" -lt "$need" ]; then
    ulimit -n "$need" 2>/dev/null || ulimit -n "$(ulimit -Hn)"
fi

dir=$(mktemp -d /tmp/hsgen-soak-XXXXXX)
pid=""
trap 'if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; fi; rm -rf "$dir"' EXIT
cat >"$dir/hsgend.yaml" <<YAML
limits: { max_connections: $((CONNS + 512)), idle_timeout_s: 120 }
cache: { max_bytes: $CACHE }
log: { level: warn }
YAML
"$HSGEND" --config "$dir/hsgend.yaml" --listen "unix:$dir/hsgend.sock" 2>"$dir/hsgend.log" &
pid=$!
i=0
while [ ! -S "$dir/hsgend.sock" ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i + 1)); done
echo "soak: hsgend pid $pid, cache.max_bytes $CACHE, ulimit -n $(ulimit -n), $(nproc) CPUs"
rc=0
"$LOAD" "$dir/hsgend.sock" "$pid" "$CONNS" "$REQS" "$SECS" || rc=$?
echo "soak: cache after the run: $(printf '{"jsonrpc":"2.0","id":1,"method":"cache.stats"}\n' |
    timeout 5 python3 -c 'import socket,sys
s=socket.socket(socket.AF_UNIX); s.connect(sys.argv[1]); s.sendall(sys.stdin.buffer.read())
print(s.makefile().readline().strip())' "$dir/hsgend.sock" 2>/dev/null || echo '?')"
if ! kill -TERM "$pid" 2>/dev/null; then
    echo "soak: FAIL: hsgend is gone"; cat "$dir/hsgend.log"; exit 1
fi
if ! wait "$pid"; then
    echo "soak: FAIL: hsgend did not exit cleanly"; tail -20 "$dir/hsgend.log"; exit 1
fi
pid=""
if grep -q "Sanitizer\|runtime error" "$dir/hsgend.log"; then
    echo "soak: FAIL: sanitizer report"; cat "$dir/hsgend.log"; exit 1
fi
exit $rc
