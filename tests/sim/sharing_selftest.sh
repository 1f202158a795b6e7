#!/bin/sh
# Self-test of the sharing_wrapper proof: the generated wrapper passes; with the group
# numbers swapped on their way into its in-order FIFO (each result sent to the other
# group), the same case must fail. The mutation is applied to both HDLs.
#   sharing_selftest.sh HS_SIM WORKDIR
set -u
sim=$1 dir=$2 case=sharing_wrapper_g2_w8_none
rm -rf "$dir"
if ! "$sim" --case $case --dir "$dir" --seed 1 >"$dir.pass" 2>&1; then
    echo "FAIL: the generated wrapper does not pass"; cat "$dir.pass"; exit 1
fi
v=$dir/vhdl/$case.vhd g=$dir/verilog/$case.v
sed -i 's/order_in_bus <= \(t[0-9]*_and\) & \(t[0-9]*_and\);/order_in_bus <= \2 \& \1;/' "$v"
sed -i 's/assign order_in_bus = {\(t[0-9]*_and\), \(t[0-9]*_and\)};/assign order_in_bus = {\2, \1};/' "$g"
if cmp -s "$dir/vhdl/$case.vhd" /dev/null || ! grep -q 'order_in_bus <= t[0-9]*_and & t' "$v"; then
    echo "FAIL: mutation did not apply (selftest out of date)"; exit 1
fi
out=$("$sim" --keep-units --case $case --dir "$dir" --seed 1 2>&1)
if [ $? -ne 0 ] && printf '%s\n' "$out" | grep -q "^FAIL $case"; then
    echo "ok   results sent to the wrong group are caught: $(printf '%s\n' "$out" | sed -n 2p)"
    exit 0
fi
echo "FAIL: a wrapper that misroutes results passed"; printf '%s\n' "$out" | head; exit 1
