#!/bin/sh
# Proves the jobs fv_gen wrote (OUTDIR/jobs.txt) with Yosys and yosys-smtbmc (z3):
#   run_formal.sh OUTDIR [MARKDOWN]
# Per job (case, property): the harness is read with the property's define
# (FV_PERSIST, FV_CONSERVE, FV_EXTRAS, FV_LIVE), k-induction runs first (-i -t K),
# then bounded model checking from reset (-t D). Status:
#   proven   induction and BMC pass (depth shown: K)
#   bounded  BMC passes to depth D, induction does not close (or was not tried)
#   FAIL     a counterexample within D steps (trace: OUTDIR/CASE/PROP.vcd)
#   xfail    a counterexample where the unit's definition breaks the property (lazy_fork)
#   XPASS    no counterexample where one was expected
#   timeout  the solver ran out of FORMAL_TIMEOUT seconds; depth = last step checked
#   ERROR    Yosys could not read the harness
# Writes OUTDIR/results.tsv (case, unit, property, status, depth, seconds) and, with
# MARKDOWN, the same as a table; prints a summary per status. Exit 1 on any FAIL,
# XPASS or ERROR. FORMAL_JOBS (2) jobs in parallel, FORMAL_TIMEOUT (300) s per call.
set -u

# One job: writes OUTDIR/CASE/PROP.res (one TSV line).
prove() {
    out=$1 case=$2 unit=$3 prop=$4 expect=$5 depth=$6 ind=$7
    dir=$out/$case
    def=FV_$(echo "$prop" | tr a-z A-Z)
    t0=$(date +%s.%N)
    k=0
    if ! yosys -q -l "$dir/$prop.yosys.log" -p "read_verilog -formal -D$def $dir/unit.v \
        $dir/fv_top.sv; prep -top fv_top; memory_map; opt -fast; async2sync; dffunmap; write_smt2 -wires \
        $dir/$prop.smt2" >/dev/null 2>&1; then
        status=ERROR
    else
        inductive=no
        if [ "$ind" -gt 0 ] && timeout "$FORMAL_TIMEOUT" yosys-smtbmc -s z3 --unroll -i -t "$ind" \
            "$dir/$prop.smt2" >"$dir/$prop.ind.log" 2>&1; then
            inductive=yes
        fi
        timeout "$FORMAL_TIMEOUT" yosys-smtbmc -s z3 --unroll -t "$depth" --dump-vcd "$dir/$prop.vcd" \
            "$dir/$prop.smt2" >"$dir/$prop.bmc.log" 2>&1
        rc=$?
        last=$(grep -o 'Checking assertions in step [0-9]*' "$dir/$prop.bmc.log" | tail -1 |
            grep -o '[0-9]*$')
        k=$depth
        if [ $rc -eq 124 ]; then
            status=timeout k=$((${last:-1} - 1))
        elif [ $rc -ne 0 ]; then
            k=${last:-0}
            if [ "$expect" = fail ]; then status=xfail; else status=FAIL; fi
        elif [ "$expect" = fail ]; then
            status=XPASS
        elif [ $inductive = yes ]; then
            status=proven k=$ind
        else
            status=bounded
        fi
        [ "$status" = FAIL ] || [ "$status" = xfail ] || rm -f "$dir/$prop.vcd"
        rm -f "$dir/$prop.smt2"
    fi
    t1=$(date +%s.%N)
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$case" "$unit" "$prop" "$status" "$k" \
        "$(echo "$t1 $t0" | awk '{printf "%.1f", $1 - $2}')" >"$dir/$prop.res"
}

# Each parallel job re-enters this script: run_formal.sh --one OUTDIR CASE UNIT PROP ...
if [ "${1:-}" = --one ]; then
    shift
    prove "$@"
    exit 0
fi

out=$1
md=${2:-}
export FORMAL_TIMEOUT=${FORMAL_TIMEOUT:-300}
[ -s "$out/jobs.txt" ] || { echo "run_formal.sh: no jobs in $out/jobs.txt"; exit 1; }
rm -f "$out"/*/*.res
self=$(readlink -f "$0")
t0=$(date +%s)
# the longest jobs (most channels, largest depth) first would balance better; the
# list is in matrix order so each unit's properties run together
awk -v o="$out" '{print o, $1, $2, $3, $4, $5, $6}' "$out/jobs.txt" |
    xargs -P "${FORMAL_JOBS:-2}" -L 1 sh "$self" --one
t1=$(date +%s)
cat "$out"/*/*.res | sort >"$out/results.tsv"
if [ -n "$md" ]; then
    {
        echo "| case | property | status | depth | seconds |"
        echo "|---|---|---|---|---|"
        awk -F'\t' '{printf "| %s | %s | %s | %s | %s |\n", $1, $3, $4, $5, $6}' "$out/results.tsv"
    } >"$md"
fi
n=$(wc -l <"$out/results.tsv")
echo "run_formal.sh: $n proofs in $((t1 - t0)) s ($(awk -F'\t' '{print $4}' "$out/results.tsv" |
    sort | uniq -c | awk '{printf "%s%s %s", s, $1, $2; s=", "}'))"
for p in persist conserve extras live; do
    awk -F'\t' -v p=$p '$3 == p {c[$4]++; if ($4 == "proven" || $4 == "bounded") d[$4] = d[$4] " " $5}
        END {printf "  %-8s", p; for (s in c) printf " %s %d", s, c[s]; printf "\n"}' "$out/results.tsv"
done
bad=$(awk -F'\t' '$4 == "FAIL" || $4 == "XPASS" || $4 == "ERROR"' "$out/results.tsv")
if [ -n "$bad" ]; then
    echo "run_formal.sh: failures (logs and traces under $out/CASE/):"
    echo "$bad"
    exit 1
fi
exit 0
