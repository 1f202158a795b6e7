#!/bin/sh
# Compiles the files hdl_emit wrote with one HDL tool and fails on any warning or error.
#   check_hdl.sh ghdl|verilator|iverilog OUTDIR
# ghdl: analyse everything in one call, then elaborate the elab_all_* wrappers that
#       instantiate every unit (--std=08).
# verilator: --lint-only -Wall on batches of files (two at a time); any output is a failure.
# iverilog: -g2005 on all files in one call; any output is a failure.
set -u
tool=$1
out=$2
log=$out/$tool.log
: >"$log"
jobs=2
case $tool in
ghdl)
    work=$out/ghdl-work
    rm -rf "$work" && mkdir -p "$work"
    units=$(ls "$out"/vhdl/*.vhd | grep -v -e '/types.vhd$' -e '/elab_all_[0-9]*.vhd$')
    # shellcheck disable=SC2086
    ghdl -a --std=08 --workdir="$work" "$out/vhdl/types.vhd" $units "$out"/vhdl/elab_all_*.vhd \
        >>"$log" 2>&1 || { cat "$log"; exit 1; }
    # elaborate the wrappers (each instantiates up to 64 units), two at a time
    xargs -P $jobs -I{} sh -c \
        'ghdl -e --std=08 --workdir="$1" -o "$1/{}.bin" {} >"$1/{}.log" 2>&1; r=$?
         if [ $r -ne 0 ] || [ -s "$1/{}.log" ]; then cat "$1/{}.log"; exit 1; fi' \
        sh "$work" <"$out/elab.txt" >>"$log" 2>&1
    rc=$?
    ;;
verilator)
    # 40 files per call; -Wno-MULTITOP only because a batch has many top modules
    ls "$out"/verilog/*.v | xargs -n 40 -P $jobs sh -c \
        'o=$(verilator --lint-only -Wall -Wno-MULTITOP "$@" 2>&1); [ -z "$o" ] || { echo "$o"; exit 1; }' \
        sh >>"$log" 2>&1
    rc=$?
    ;;
iverilog)
    # shellcheck disable=SC2046
    iverilog -g2005 -o "$out/iverilog.vvp" $(ls "$out"/verilog/*.v) >>"$log" 2>&1
    rc=$?
    ;;
*)
    echo "unknown tool $tool"; exit 2 ;;
esac
if [ $rc -ne 0 ] || [ -s "$log" ]; then
    head -c 20000 "$log"
    echo "check_hdl.sh: $tool failed"
    exit 1
fi
echo "check_hdl.sh: $tool clean on $(wc -l <"$out/entities.txt") entities"
