#!/bin/sh
# make area: synthesizes the Verilog of a reference set of units with Yosys
# (synth_ice40) and prints LUT and flip-flop counts per unit, each without and with
# extra signals (the floating-point units, f32 and f64 at two latencies, without). Combinational units must gain no flip-flop from extra signals.
set -u
HSGEN=${1:-build/client/hsgen}
OUT=${2:-build/area}
mkdir -p "$OUT"
echo "unit,extra_signals,luts,ffs" >"$OUT/area.csv"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
printf '%-44s %8s %8s\n' "unit (width 32)" LUTs FFs
# name | hsgen generate arguments (parameters form) [| plain: memory side, no extra signals]
# (the speculation units carry spec in both columns: the parameters form adds it)
cat >"$T/set" <<'SET'
addi|addi -p bitwidth=32
addi latency 2|addi -p bitwidth=32 -p latency=2
muli|muli -p bitwidth=32
cmpi slt|cmpi -p bitwidth=32 -p predicate=slt
select|select -p bitwidth=32
constant|constant -p bitwidth=32 -p value=7
cond_br|cond_br -p bitwidth=32
mux 4|mux -p size=4 -p bitwidth=32 -p index_bitwidth=2
control_merge 2|control_merge -p size=2 -p bitwidth=32 -p index_bitwidth=1
fork 3|fork -p size=3 -p bitwidth=32
buffer ONE_SLOT_BREAK_DV|buffer -p bitwidth=32 -p buffer_type=ONE_SLOT_BREAK_DV
buffer FIFO_BREAK_DV 4|buffer -p bitwidth=32 -p num_slots=4 -p buffer_type=FIFO_BREAK_DV
load|load -p addr_bitwidth=32 -p data_bitwidth=32
buffer SHIFT_REG_BREAK_DV 3|buffer -p bitwidth=32 -p num_slots=3 -p buffer_type=SHIFT_REG_BREAK_DV
buffer COUNTER_BUFFER 4|buffer -p bitwidth=32 -p buffer_type=COUNTER_BUFFER -p dv_latency=4
blocker 3|blocker -p size=3 -p bitwidth=32
init|init -p bitwidth=32 -p initial_value=1
ndwire (synthesis: a wire)|ndwire -p bitwidth=32
ndwire stall_seed 5|ndwire -p bitwidth=32 -p stall_seed=5
ready_remover|ready_remover -p bitwidth=32
valid_merger|valid_merger -p left_bitwidth=32 -p right_bitwidth=32
top_join 3|top_join -p size=3
sharing_wrapper 2 groups x 2 operands|sharing_wrapper -p bitwidth=32 -p num_shared_operands=2 -p latency=3 -p credits=2,2|plain
mem_controller 1 ctrl 2 ld 1 st|mem_controller -p num_controls=1 -p num_loads=2 -p num_stores=1 -p addr_bitwidth=10 -p data_bitwidth=32|plain
mem_to_bram|mem_to_bram -p addr_bitwidth=10 -p data_bitwidth=32|plain
ram 256 words (block RAM)|ram -p data_width=32 -p addr_width=8 -p size=256 -p values=1,2,3|plain
f32 addf latency 0|addf -p bitwidth=32 -p latency=0|plain
f32 addf latency 6|addf -p bitwidth=32 -p latency=6|plain
f64 addf latency 0|addf -p bitwidth=64 -p latency=0|plain
f64 addf latency 6|addf -p bitwidth=64 -p latency=6|plain
f32 mulf latency 0|mulf -p bitwidth=32 -p latency=0|plain
f32 mulf latency 4|mulf -p bitwidth=32 -p latency=4|plain
f64 mulf latency 0|mulf -p bitwidth=64 -p latency=0|plain
f64 mulf latency 4|mulf -p bitwidth=64 -p latency=4|plain
f32 divf latency 0|divf -p bitwidth=32 -p latency=0|plain
f32 divf latency 18|divf -p bitwidth=32 -p latency=18|plain
f64 divf latency 0|divf -p bitwidth=64 -p latency=0|plain
f64 divf latency 29|divf -p bitwidth=64 -p latency=29|plain
speculator depth 4|speculator -p bitwidth=32 -p fifo_depth=4
speculator depth 16|speculator -p bitwidth=32 -p fifo_depth=16
spec_save_commit depth 4|spec_save_commit -p bitwidth=32 -p fifo_depth=4
spec_save_commit depth 16|spec_save_commit -p bitwidth=32 -p fifo_depth=16
spec_commit|spec_commit -p bitwidth=32
non_spec|non_spec -p bitwidth=32
divsi latency 8|divsi -p bitwidth=32 -p latency=8
divsi latency 34 (a stage per step)|divsi -p bitwidth=32 -p latency=34
SET
fail=0
while IFS='|' read -r name args plain; do
    sets='"" "--extra spec:i1 --extra tag:i8"'
    [ "$plain" = plain ] && sets='""'
    eval "set -- $sets"
    for extras in "$@"; do
        label="$name"
        [ -n "$extras" ] && label="$name + spec, tag"
        # shellcheck disable=SC2086
        if ! "$HSGEN" --local --merge tag=first generate $args $extras \
            --hdl verilog --name unit -o "$T/unit.v" 2>"$T/err"; then
            echo "area: cannot generate $label: $(cat "$T/err")"; fail=1; continue
        fi
        yosys -q -p "read_verilog $T/unit.v; synth_ice40 -top unit; tee -o $T/stat.txt stat" >/dev/null 2>&1
        luts=$(awk '/SB_LUT4/ {n += $2} END {print n + 0}' "$T/stat.txt")
        ffs=$(awk '/SB_DFF/ {n += $2} END {print n + 0}' "$T/stat.txt")
        rams=$(awk '/SB_RAM40_4K/ {n += $2} END {print n + 0}' "$T/stat.txt")
        [ "$rams" -gt 0 ] && label="$label ($rams SB_RAM40_4K)"
        printf '%-44s %8s %8s\n' "$label" "$luts" "$ffs"
        printf '"%s","%s",%s,%s\n' "$name" "$extras" "$luts" "$ffs" >>"$OUT/area.csv"
        echo "$name|$extras|$ffs" >>"$T/ff"
    done
done <"$T/set"
# combinational units: no flip-flop with or without extra signals
for u in "addi" "cmpi slt" "select" "constant" "cond_br" "ndwire (synthesis: a wire)" "ready_remover" "valid_merger" \
    "f32 addf latency 0" "f64 addf latency 0" "f32 mulf latency 0" "f64 mulf latency 0" \
    "f32 divf latency 0" "f64 divf latency 0" "spec_commit" "non_spec"; do
    n=$(grep "^$u|" "$T/ff" | awk -F'|' '{s += $3} END {print s + 0}')
    if [ "$n" -ne 0 ]; then echo "area: combinational $u has $n flip-flops"; fail=1; fi
done
[ "$fail" -eq 0 ] && echo "combinational units (addi, cmpi, select, constant, cond_br, ndwire with stall_seed 0, ready_remover, valid_merger; addf, mulf, divf at latency 0; spec_commit, non_spec): 0 flip-flops with and without extra signals"
# beside the table: the CSV and, with gnuplot (Debian's gnuplot-nox), a bar chart
echo "area: $OUT/area.csv"
if command -v gnuplot >/dev/null; then
    # tab-separated, names as they are (spaces, underscores), one bar pair per unit
    awk -F'","|",|,' 'NR > 1 && $2 == "" {sub(/^"/, "", $1); printf "%s\t%s\t%s\n", $1, $3, $4}' \
        "$OUT/area.csv" >"$T/plot.dat"
    gnuplot -e "set terminal png size 1600,800 noenhanced; set output '$OUT/area.png'; \
set datafile separator '\t'; set style data histograms; set style fill solid; \
set logscale y; set yrange [0.8:*]; set ylabel 'count (log)'; set bmargin 14; \
set xtics rotate by -60 font ',8'; set title 'hsgen units: LUTs and flip-flops (Yosys synth_ice40)'; \
plot '$T/plot.dat' using (\$2+0.9):xtic(1) title 'LUTs (+0.9)', '' using (\$3+0.9) title 'flip-flops (+0.9)'" \
        2>"$T/gnuplot.err" &&
        echo "area: $OUT/area.png"
else
    echo "area: no gnuplot (apt-get install gnuplot-nox): no chart"
fi
exit $fail
