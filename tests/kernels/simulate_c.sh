#!/bin/sh
# `hsgen simulate` options around real kernels (run in GHDL):
# - --c on collision_donut-2025-09 is equal; the same run with a C program whose kernel
#   returns one more and writes x[5] must report both differences and exit non-zero;
# - --mem with the IR's argument name is taken, an unknown name is refused with the list
#   of memories;
# - --arg gives decimal floats to f32 ports (1.5 + 2.25 = 3.75);
# - a 32-bit address beyond the memory (January 2024's i32 indices: a load of address
#   0xFFFFFFFF from a 4-word memory, addr32.mlir) reads 0 in the VHDL testbench, which
#   must not take it for an integer (out of range) nor wrap it to word 3.
#   simulate_c.sh HSGEN WORKDIR
set -u
hsgen=$1 work=$2 here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work" && cp -r "$here/collision_donut-2025-09" "$work/k" || exit 1
cd "$work" || exit 1
fail=0
f=k/handshake_export.mlir
"$hsgen" --local simulate $f --c k/collision_donut.c >equal.out 2>&1 ||
    { echo "FAIL: the kernel's own C program is not equal"; cat equal.out; fail=1; }
grep -qx 'C program: equal' equal.out || { echo "FAIL: no 'C program: equal'"; fail=1; }
sed 's/^  return (i << 1) & err;/  x[5] = 7;\n  return ((i << 1) \& err) + 1;/' k/collision_donut.c >k/changed.c
grep -q 'x\[5\] = 7' k/changed.c || { echo "FAIL: the C mutation did not apply"; fail=1; }
if "$hsgen" --local simulate $f --c k/changed.c >differs.out 2>&1; then
    echo "FAIL: a C program that differs passed"; fail=1
fi
for line in 'difference: out0: simulation 0, C 1' 'C program: differs'; do
    grep -qxF "$line" differs.out || { echo "FAIL: expected '$line'"; cat differs.out; fail=1; }
done
grep -q '^difference: x\[5\]: simulation [0-9]*, C 7$' differs.out ||
    { echo "FAIL: x[5] not reported"; cat differs.out; fail=1; }
# --mem by the argument's name (x) works; an unknown name is refused
printf '3 4\n' >x.txt
printf '0x10, 0x20\n' >y.txt
"$hsgen" --local simulate $f --mem x=x.txt --mem y=y.txt >mem.out 2>&1 ||
    { echo "FAIL: --mem x=, y="; cat mem.out; fail=1; }
for want in '^x\[0\.\.15\] = 3, 4, 0, ' '^y\[0\.\.15\] = 16, 32, 0, '; do
    grep -q "$want" mem.out || { echo "FAIL: the memories' words after the run"; cat mem.out; fail=1; }
done
if "$hsgen" --local simulate $f --mem z=x.txt >unknown.out 2>&1; then
    echo "FAIL: --mem z= (no such memory) accepted"; fail=1
fi
grep -qF "hsgen: --mem z=x.txt: the design has no memory 'z' (memories: " unknown.out ||
    { echo "FAIL: --mem z= message"; cat unknown.out; fail=1; }
# floats for float ports
"$hsgen" --local simulate "$here/fadd.mlir" --arg a=1.5 --arg b=2.25 >fadd.out 2>&1 ||
    { echo "FAIL: fadd"; cat fadd.out; fail=1; }
grep -qx 'out0 = 3.75' fadd.out || { echo "FAIL: 1.5 + 2.25"; cat fadd.out; fail=1; }
# a 32-bit address with its top bit set
printf '5 6 7 8\n' >a.txt
"$hsgen" --local simulate "$here/addr32.mlir" --sim ghdl --mem a=a.txt >addr32.out 2>&1 ||
    { echo "FAIL: addr32"; cat addr32.out; fail=1; }
grep -qx 'out0 = 0' addr32.out || { echo "FAIL: address 0xFFFFFFFF of 4 words"; cat addr32.out; fail=1; }
[ $fail = 0 ] && echo "ok: --c equal and differs, --mem by name and refused, --arg floats, 32-bit addresses"
exit $fail
