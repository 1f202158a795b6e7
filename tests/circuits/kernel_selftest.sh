#!/bin/sh
# Self-test of the memory kernels' simulation: hist_mem simulated by `hsgen simulate`
# passes; then, in copies of the files it wrote, a store to an odd address is lost, and
# the same testbench, rerun in GHDL and Icarus, must report it: lost by the generated
# mem_controller (never issued: memEnd never comes, TIMEOUT), or by the testbench's
# block RAM the ram became (the write dropped: a histogram word read back from memory
# differs, MISMATCH).
#   kernel_selftest.sh HSGEN WORKDIR
set -u
hsgen=$1 work=$2 here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work" || exit 1
args=$(sed -n 's/^args: //p' "$here/hist_mem.sim")
fail=0
for sim in ghdl icarus; do
    dir=$work/$sim
    # shellcheck disable=SC2086
    if ! "$hsgen" --local simulate "$here/hist_mem.json" $args --sim $sim --dir "$dir" \
        >"$work/$sim.pass" 2>&1; then
        echo "FAIL: $sim: the correct kernel does not pass"; cat "$work/$sim.pass"; fail=1
        continue
    fi
    # mutation: the controller never issues the store (memEnd waits for it forever);
    # the RAM drops the write (the word read back is the old one)
    for m in controller ram; do
        rm -rf "$dir.$m" && cp -r "$dir" "$dir.$m"
        if [ $sim = ghdl ]; then
            if [ $m = controller ]; then
                f=$(ls "$dir.$m"/mem_controller_*.vhd)
                sed -i 's/^  storeEn <= \(t[0-9]*_or\);/  storeEn <= \1 and not storeAddr(0);/' "$f"
                mark='and not storeAddr(0)'
            else
                f=$dir.$m/tb.vhd
                sed -i "s/^\( *if ram_storeEn(0) = '1' and\)/\1 ram_storeAddr(0) = '0' and/" "$f"
                mark="ram_storeAddr(0) = '0'"
            fi
            grep -qF "$mark" "$f" || { echo "FAIL: $m mutation did not apply"; fail=1; continue; }
            (cd "$dir.$m" && ghdl -a --std=08 "$(basename "$f")" hist_mem.vhd tb.vhd &&
                ghdl -e --std=08 hsgen_tb && ghdl -r --std=08 hsgen_tb) >"$work/$sim.$m.out" 2>&1
        else
            if [ $m = controller ]; then
                f=$(ls "$dir.$m"/mem_controller_*.v)
                sed -i 's/^  assign storeEn = \(t[0-9]*_or\);/  assign storeEn = \1 \& ~storeAddr[0];/' "$f"
                mark='~storeAddr[0]'
            else
                f=$dir.$m/tb.v
                sed -i 's/^\( *if (ram_storeEn\) &&/\1 \&\& !ram_storeAddr[0] \&\&/' "$f"
                mark='!ram_storeAddr[0]'
            fi
            grep -qF "$mark" "$f" || { echo "FAIL: $m mutation did not apply"; fail=1; continue; }
            (cd "$dir.$m" && rm -f ./*.vvp && iverilog -g2005 -o mutated.vvp ./*.v &&
                vvp -n mutated.vvp) >"$work/$sim.$m.out" 2>&1
        fi
        want=TIMEOUT
        [ $m = ram ] && want=MISMATCH
        if grep -q "$want" "$work/$sim.$m.out"; then
            echo "ok   $sim: lost store in the $m caught: $(grep -m1 "$want" "$work/$sim.$m.out")"
        else
            echo "FAIL: $sim: a lost store in the $m went unnoticed (want $want)"
            tail -5 "$work/$sim.$m.out"
            fail=1
        fi
    done
done
exit $fail
