#!/bin/sh
# The floating-point proof catches what it must: each injected bug makes hs_fpvol fail.
#   round: the rounding increment forced to 0 (a wrong rounding bit)
#   flush: subnormal results forced to zero (flush to zero)
#   stall: stage 0 ignores back-pressure (a token lost under a stall)
# usage: fp_selftest.sh HS_FPVOL DPI_LIB WORKDIR
set -u
FPVOL=$1
DPI=$2
W=$3
mkdir -p "$W"
fail=0
for bug in round:mulf:2 flush:mulf:2 stall:addf:3; do
    kind=${bug%%:*}
    rest=${bug#*:}
    unit=${rest%%:*}
    lat=${rest#*:}
    "$FPVOL" --dpi "$DPI" --dir "$W/$kind" --units "$unit" --widths 32 --latency "$lat" \
        --n 3000 --inject "$kind" >"$W/$kind.out" 2>&1
    rc=$?
    if [ "$rc" -eq 1 ] && grep -q "^FPV FAIL" "$W/$kind.out"; then
        echo "caught: $kind ($unit f32, latency $lat): $(grep -m1 '^FPV ERROR' "$W/$kind.out")"
    else
        echo "NOT CAUGHT: $kind ($unit f32, latency $lat), hs_fpvol exit $rc:"
        cat "$W/$kind.out"
        fail=1
    fi
done
exit $fail
