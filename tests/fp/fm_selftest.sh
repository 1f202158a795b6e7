#!/bin/sh
# hs_fmvol catches what it must. One Verilator build holds five units with one injected
# bug each, which must fail, and a clean unit, which must pass:
#   stall: divsi's first stage ignores back-pressure (a token lost under a stall)
#   div0:  divsi's x / 0 gives 0 instead of all ones
#   round: truncf's rounding increment forced to 0 (a wrong rounding bit)
#   flush: truncf's subnormal results forced to zero (flush to zero)
#   nan:   maximumf's canonical NaN loses its quiet bit
# usage: fm_selftest.sh HS_FMVOL DPI_LIB WORKDIR
set -u
FMVOL=$1
DPI=$2
W=$3
mkdir -p "$W"
"$FMVOL" --dpi "$DPI" --dir "$W/run" --units divsi,truncf,maximumf --only _32_32_,_64_32_ \
    --latency 2,3 --n 3000 \
    --inject stall@divsi_32_32_l2,div0@divsi_32_32_l3,round@truncf_64_32_l2,flush@truncf_64_32_l3,nan@maximumf_32_32_l2 \
    >"$W/run.out" 2>&1
rc=$?
fail=0
[ "$rc" -eq 1 ] || { echo "hs_fmvol exit $rc (1 expected)"; fail=1; }
for bug in stall:divsi_32_32_l2 div0:divsi_32_32_l3 round:truncf_64_32_l2 flush:truncf_64_32_l3 \
    nan:maximumf_32_32_l2; do
    kind=${bug%%:*}
    unit=fmv_${bug#*:}
    if grep -q "^FMV FAIL $unit:" "$W/run.out"; then
        echo "caught: $kind ($unit): $(grep -m1 "^FMV ERROR $unit:" "$W/run.out")"
    else
        echo "NOT CAUGHT: $kind ($unit)"
        fail=1
    fi
done
if grep -q "^FMV PASS fmv_maximumf_32_32_l3:" "$W/run.out"; then
    echo "clean unit passes: fmv_maximumf_32_32_l3"
else
    echo "the clean unit fmv_maximumf_32_32_l3 did not pass"
    fail=1
fi
[ "$fail" -eq 0 ] || cat "$W/run.out"
exit $fail
