#!/bin/sh
# The floating-point proof catches what it must: in one Verilator model, mulf f32 at
# latency 2 as generated must pass and each injected copy must fail:
#   round: the rounding increment forced to 0 (a wrong rounding bit)
#   flush: subnormal results forced to zero (flush to zero)
#   stall: stage 0 ignores back-pressure (a token lost under a stall)
# usage: fp_selftest.sh HS_FPVOL DPI_LIB WORKDIR
set -u
FPVOL=$1
DPI=$2
W=$3
mkdir -p "$W"
"$FPVOL" --dpi "$DPI" --dir "$W/run" --units mulf --widths 32 --latency 2 --n 3000 \
    --inject none,round,flush,stall >"$W/out" 2>&1
rc=$?
fail=0
if [ "$rc" -ne 1 ]; then
    echo "hs_fpvol exit $rc, expected 1 (some units fail):"; cat "$W/out"; exit 1
fi
if grep -q "^FPV PASS fpv_mulf_f32_l2:" "$W/out"; then
    echo "clean: mulf f32 latency 2 passes"
else
    echo "NOT PASSING: the clean unit"; fail=1
fi
for kind in round flush stall; do
    if grep -q "^FPV FAIL fpv_mulf_f32_l2_$kind:" "$W/out"; then
        echo "caught: $kind: $(grep -m1 "^FPV ERROR fpv_mulf_f32_l2_$kind" "$W/out")"
    else
        echo "NOT CAUGHT: $kind"; fail=1
    fi
done
[ "$fail" -eq 0 ] || cat "$W/out"
exit $fail
