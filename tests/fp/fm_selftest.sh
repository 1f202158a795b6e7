#!/bin/sh
# hs_fmvol catches what it must: each injected bug makes it fail.
#   stall: divsi's first stage ignores back-pressure (a token lost under a stall)
#   round: truncf's rounding increment forced to 0 (a wrong rounding bit)
#   flush: truncf's subnormal results forced to zero (flush to zero)
#   nan:   maximumf's canonical NaN loses its quiet bit
#   div0:  divsi's x / 0 gives 0 instead of all ones
# usage: fm_selftest.sh HS_FMVOL DPI_LIB WORKDIR
set -u
FMVOL=$1
DPI=$2
W=$3
mkdir -p "$W"
fail=0
for bug in stall:divsi:_32_32_ round:truncf:_64_32_ flush:truncf:_64_32_ nan:maximumf:_32_32_ div0:divsi:_32_32_; do
    kind=${bug%%:*}
    rest=${bug#*:}
    unit=${rest%%:*}
    only=${rest#*:}
    "$FMVOL" --dpi "$DPI" --dir "$W/$kind" --units "$unit" --only "$only" --latency 2 --n 3000 \
        --inject "$kind" >"$W/$kind.out" 2>&1
    rc=$?
    if [ "$rc" -eq 1 ] && grep -q "^FMV FAIL" "$W/$kind.out"; then
        echo "caught: $kind ($unit): $(grep -m1 '^FMV ERROR' "$W/$kind.out")"
    else
        echo "NOT CAUGHT: $kind ($unit), hs_fmvol exit $rc:"
        cat "$W/$kind.out"
        fail=1
    fi
done
exit $fail
