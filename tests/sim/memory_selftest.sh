#!/bin/sh
# Self-test of the memory pair (sim_mem_pair.c, model "mem_pair" in model_memory.c): the
# generated mem_controller with a ram behind it passes, and a lost store is caught,
# whether the RAM drops the write (a later load reads the old word) or the controller
# never issues it (mem_writes misses it and memEnd never comes).
#   memory_selftest.sh HS_SIM WORKDIR
# Each mutation is applied to both HDLs (they must still agree with each other).
set -u
sim=$1
work=$2
case=mem_controller_c1l2s1_w8_none
failed=0

# step LABEL FILE_STEM VHDL_SED VERILOG_SED WANT_RC PATTERN
step() {
    label=$1 stem=$2 vexpr=$3 gexpr=$4 want=$5 pattern=$6
    dir=$work/$label
    rm -rf "$dir"
    "$sim" --case $case --dir "$dir" --seed 1 >/dev/null 2>&1
    if [ -n "$vexpr" ]; then
        for f in "$dir/vhdl/$stem.vhd:$vexpr" "$dir/verilog/$stem.v:$gexpr"; do
            file=${f%%:*} expr=${f#*:}
            cp "$file" "$file.orig" && sed -i "$expr" "$file"
            if cmp -s "$file" "$file.orig"; then
                echo "FAIL $label: the mutation did not apply to $file (selftest out of date)"
                failed=1
                return
            fi
        done
    fi
    out=$("$sim" --keep-units --case $case --dir "$dir" --seed 1 2>&1)
    rc=$?
    if [ "$rc" -ne "$want" ] || ! printf '%s\n' "$out" | grep -q -- "$pattern"; then
        echo "FAIL $label: exit $rc (want $want), report must contain: $pattern"
        printf '%s\n' "$out" | head -20
        failed=1
    else
        echo "ok   $label"
    fi
}

step pass "" "" "" 0 "PASS $case"
# the RAM drops writes to odd addresses: a later load of that word reads the old value
step ram_lost_store mpram_$case \
    's/<= storeEn and \(t[0-9]*_cmp\);/<= storeEn and \1 and not storeAddr(0);/' \
    's/= storeEn & \(t[0-9]*_cmp\);/= storeEn \& \1 \& ~storeAddr[0];/' 1 "ldData\[.\]: .* tokens differ"
# the controller takes a store to an odd address but never writes it
step mc_lost_store $case \
    's/^  storeEn <= \(t[0-9]*_or\);/  storeEn <= \1 and not storeAddr(0);/' \
    's/^  assign storeEn = \(t[0-9]*_or\);/  assign storeEn = \1 \& ~storeAddr[0];/' 1 \
    "mem_writes lost tokens"
exit $failed
