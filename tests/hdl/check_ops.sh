#!/bin/sh
# Runs the printer-semantics testbenches that hdl_ops wrote, with one tool:
#   check_ops.sh ghdl|iverilog|verilator OUTDIR
# ghdl and iverilog simulate every tb_* and fail on any FAIL line or missing DONE;
# verilator lints the modules under test with -Wall (any output fails).
set -u
tool=$1
out=$2
log=$out/$tool.log
: >"$log"
rc=0
case $tool in
ghdl)
    work=$out/ghdl-work
    rm -rf "$work" && mkdir -p "$work"
    # shellcheck disable=SC2046
    ghdl -a --std=08 --workdir="$work" "$out/vhdl/types.vhd" \
        $(ls "$out"/vhdl/*.vhd | grep -v '/types.vhd$') >>"$log" 2>&1 || rc=1
    if [ $rc -eq 0 ]; then
        xargs -P 2 -I{} sh -c '
            o=$(cd "$1" && ghdl --elab-run --std=08 --workdir=. tb_{} --assert-level=none 2>&1)
            echo "$o" | grep -q DONE || { echo "== tb_{} did not finish"; echo "$o" | head -20; exit 1; }
            echo "$o" | grep FAIL | head -20
            echo "$o" | grep -q FAIL && exit 1; exit 0' sh "$work" <"$out/tops.txt" >>"$log" 2>&1 || rc=1
    fi
    ;;
iverilog)
    xargs -P 2 -I{} sh -c '
        iverilog -g2005 -o "$1/{}.vvp" "$1/verilog/{}.v" "$1/verilog/tb_{}.v" 2>&1 || exit 1
        o=$(vvp -n "$1/{}.vvp" 2>&1)
        echo "$o" | grep -q DONE || { echo "== tb_{} did not finish"; echo "$o" | head; exit 1; }
        echo "$o" | grep FAIL | head -20
        echo "$o" | grep -q FAIL && exit 1; exit 0' sh "$out" <"$out/tops.txt" >>"$log" 2>&1 || rc=1
    ;;
verilator)
    xargs -P 2 -I{} sh -c \
        'o=$(verilator --lint-only -Wall "$1/verilog/{}.v" 2>&1); [ -z "$o" ] || { echo "== {}"; echo "$o"; exit 1; }' \
        sh "$out" <"$out/tops.txt" >>"$log" 2>&1 || rc=1
    ;;
*)
    echo "unknown tool $tool"; exit 2 ;;
esac
if [ $rc -ne 0 ] || [ -s "$log" ]; then
    head -c 20000 "$log"
    echo "check_ops.sh: $tool failed"
    exit 1
fi
echo "check_ops.sh: $tool clean on $(wc -l <"$out/tops.txt") modules"
