#!/bin/sh
# Proves the jobs fv_gen wrote (OUTDIR/jobs.txt) with Yosys and yosys-smtbmc (z3):
#   run_formal.sh OUTDIR [MARKDOWN]
# Per case and property: the harness is read with the property's define
# (FV_PERSIST, FV_CONSERVE, FV_EXTRAS, FV_LIVE, FV_UP), k-induction runs first (-i -t K),
# then bounded model checking from reset (-t D). Status:
#   proven   induction and BMC pass (depth shown: K)
#   bounded  BMC passes to depth D, induction does not close (or was not tried)
#   FAIL     a counterexample within D steps (trace: OUTDIR/CASE/PROP.vcd)
#   xfail    a counterexample where the unit's definition breaks the property (lazy_fork,
#            speculator)
#   XPASS    no counterexample where one was expected
#   timeout  the solver ran out of FORMAL_TIMEOUT seconds; depth = last step checked
#   ERROR    Yosys could not read the harness
# Writes OUTDIR/results.tsv (case, unit, property, status, depth, seconds) and, with
# MARKDOWN, a table per unit and property; prints a summary per status. Exit 1 on any FAIL,
# XPASS or ERROR. FORMAL_JOBS (2) cases in parallel, FORMAL_TIMEOUT (300) s per solver
# call, FORMAL_RESUME=1 to continue an interrupted run.
set -u

# One property of a case whose model OUTDIR/CASE/PROP.smt2 exists: writes
# OUTDIR/CASE/PROP.res (one TSV line).
prove() {
    out=$1 case=$2 unit=$3 prop=$4 expect=$5 depth=$6 ind=$7 t0=$8
    dir=$out/$case
    k=0
    if [ ! -s "$dir/$prop.smt2" ]; then
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

# One case: a single Yosys run writes the model of every property (each read with
# its define), then each property is proven in turn. The Yosys time is counted in
# the first property's seconds.
prove_case() {
    out=$1 case=$2
    dir=$out/$case
    t0=$(date +%s.%N)
    script=""
    for prop in $(awk -v c="$case" '$1 == c {print $3}' "$out/jobs.txt"); do
        def=FV_$(echo "$prop" | tr a-z A-Z)
        script="$script design -reset; read_verilog -formal -D$def $dir/unit.v $dir/fv_top.sv;
            prep -top fv_top; memory_map; opt -fast; async2sync; dffunmap;
            write_smt2 -wires $dir/$prop.smt2;"
    done
    yosys -q -l "$dir/yosys.log" -p "$script" >/dev/null 2>&1
    awk -v c="$case" '$1 == c' "$out/jobs.txt" | while read -r c unit prop expect depth ind rest; do
        prove "$out" "$c" "$unit" "$prop" "$expect" "$depth" "$ind" "$t0"
        t0=$(date +%s.%N)
    done
}

# Each parallel job re-enters this script: run_formal.sh --case OUTDIR CASE proves the
# properties jobs.txt lists for CASE.
if [ "${1:-}" = --case ]; then
    prove_case "$2" "$3"
    exit 0
fi

# run_formal.sh --summary OUTDIR [MARKDOWN]: the summary and tables of the results
# written so far (an interrupted run), without proving anything.
summary_only=0
if [ "${1:-}" = --summary ]; then
    summary_only=1
    shift
fi
out=$1
md=${2:-}
export FORMAL_TIMEOUT=${FORMAL_TIMEOUT:-300}
[ -s "$out/jobs.txt" ] || { echo "run_formal.sh: no jobs in $out/jobs.txt"; exit 1; }
# FORMAL_RESUME=1: keep the results of an interrupted run, prove only the rest
[ "${FORMAL_RESUME:-0}" = 1 ] || [ $summary_only = 1 ] || rm -f "$out"/*/*.res
self=$(readlink -f "$0")
t0=$(date +%s)
# cases ordered by extra-signal set (spec_tag, up, spec, none, the rest), so that an
# interrupted run has covered every unit with its richest sets first
awk '{print $1}' "$out/jobs.txt" | uniq | awk -v o="$out" '{
        r = $1 ~ /_spec_tag$/ ? 0 : $1 ~ /_up$/ ? 1 : $1 ~ /_spec$/ ? 2 : $1 ~ /_none$/ ? 3 : 4
        print r, NR, o, $1 }' | sort -n -k1,1 -k2,2 | while read -r r n o c; do
        [ "${FORMAL_RESUME:-0}" = 1 ] && [ -n "$(ls "$o/$c"/*.res 2>/dev/null)" ] &&
            [ "$(ls "$o/$c"/*.res | wc -l)" -eq "$(awk -v c="$c" '$1 == c' "$o/jobs.txt" | wc -l)" ] &&
            continue
        echo "$o $c"
    done | if [ $summary_only = 1 ]; then cat >/dev/null; else
        xargs -r -P "${FORMAL_JOBS:-2}" -L 1 sh "$self" --case; fi
t1=$(date +%s)
cat "$out"/*/*.res | sort >"$out/results.tsv"
# MARKDOWN: one row per unit and property over its cases (variants): the statuses
# with their counts, the depths (proven: induction depth k; bounded: BMC depth), and
# the seconds summed over the variants.
if [ -n "$md" ]; then
    {
        echo "| unit | property | status (cases) | depth | seconds |"
        echo "|---|---|---|---|---|"
        awk -F'\t' '{ key = $2 "|" $3; if (!(key in n)) order[++m] = key; n[key]++
            st[key, $4]++; if (!(key SUBSEP $4 in seen)) { seen[key, $4] = 1; sts[key] = sts[key] " " $4 }
            if (!(key in lo) || $5 < lo[key]) lo[key] = $5; if ($5 > hi[key]) hi[key] = $5
            sec[key] += $6 }
            END { for (i = 1; i <= m; i++) { k = order[i]; split(k, a, "|"); out = ""
                ns = split(sts[k], s, " "); for (j = 1; j <= ns; j++)
                    out = out (j > 1 ? ", " : "") s[j] " " st[k, s[j]]
                d = lo[k] == hi[k] ? lo[k] : lo[k] "-" hi[k]
                printf "| %s | %s | %s | %s | %.0f |\n", a[1], a[2], out, d, sec[k] } }' \
            "$out/results.tsv"
    } >"$md"
fi
n=$(wc -l <"$out/results.tsv")
todo=$(($(wc -l <"$out/jobs.txt") - n))
[ $todo -eq 0 ] || echo "run_formal.sh: $todo of $(wc -l <"$out/jobs.txt") proofs not run"
echo "run_formal.sh: $n proofs in $((t1 - t0)) s ($(awk -F'\t' '{print $4}' "$out/results.tsv" |
    sort | uniq -c | awk '{printf "%s%s %s", s, $1, $2; s=", "}'))"
for p in persist conserve extras live up; do
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
