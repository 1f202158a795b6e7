#!/bin/sh
# Self-test of the simulation harness: hand-written units (tests/sim/selftest/) must
# pass, and each injected bug must be caught with the expected finding.
#   selftest.sh HS_SIM WORKDIR
# Each step copies the correct sources, applies one sed mutation to one HDL, runs
# hs_sim --keep-units on that unit, and checks the exit status and the report.
set -u
sim=$1
work=$2
src=$(dirname "$0")/selftest
failed=0

fork_args="--unit handshake.fork --name fork_s3_w8 --param size=3 --param bitwidth=8
  --extra spec:i1 --extra credit:(U)i2 --merge credit=and"
merge_args="--unit handshake.merge --name merge_s3_w8 --param size=3 --param bitwidth=8
  --extra spec:i1"
load_args="--unit handshake.load --name load_a8_d32 --param addr_bitwidth=8
  --param data_bitwidth=32 --extra spec:i1"

# step LABEL ENTITY HDL_FILE SED_EXPR WANT_RC PATTERN ARGS...
#   HDL_FILE is vhd or v (the file the mutation applies to; SED_EXPR may be empty).
step() {
    label=$1 entity=$2 ext=$3 expr=$4 want=$5 pattern=$6
    shift 6
    dir=$work/$label
    rm -rf "$dir" && mkdir -p "$dir/vhdl" "$dir/verilog"
    cp "$src/$entity.vhd" "$dir/vhdl/" && cp "$src/$entity.v" "$dir/verilog/"
    if [ -n "$expr" ]; then
        if [ "$ext" = vhd ]; then f=$dir/vhdl/$entity.vhd; else f=$dir/verilog/$entity.v; fi
        cp "$f" "$f.orig"
        sed -i "$expr" "$f"
        if cmp -s "$f" "$f.orig"; then
            echo "FAIL $label: the mutation did not apply (selftest out of date)"
            failed=1
            return
        fi
    fi
    # shellcheck disable=SC2086
    out=$("$sim" --keep-units --dir "$dir" --seed 1 "$@" 2>&1)
    rc=$?
    if [ "$rc" -ne "$want" ] || ! printf '%s\n' "$out" | grep -q -- "$pattern"; then
        echo "FAIL $label: exit $rc (want $want), report must contain: $pattern"
        printf '%s\n' "$out" | head -20
        failed=1
    else
        echo "ok   $label"
    fi
}

# Correct designs pass (arrays, the memory feed, a free arbitration).
# shellcheck disable=SC2086
step fork_ok fork_s3_w8 v "" 0 "^PASS fork_s3_w8" $fork_args
# shellcheck disable=SC2086
step merge_ok merge_s3_w8 v "" 0 "^PASS merge_s3_w8" $merge_args
# shellcheck disable=SC2086
step load_ok load_a8_d32 v "" 0 "^PASS load_a8_d32" $load_args

# A fork that forgets which outputs already took the token duplicates it.
# shellcheck disable=SC2086
step fork_dup fork_s3_w8 v 's/{3{ins_valid}} & ~sent;/{3{ins_valid}};/' 1 \
    "Verilog: outs\[.\] produced extra tokens" $fork_args
# The same bug only in Verilog makes the two HDLs differ.
# shellcheck disable=SC2086
step fork_hdl_diff fork_s3_w8 v 's/{3{ins_valid}} & ~sent;/{3{ins_valid}};/' 1 \
    "VHDL and Verilog differ at cycle" $fork_args
# Wrong upstream policy (or instead of and).
# shellcheck disable=SC2086
step fork_upstream fork_s3_w8 vhd \
    's/outs_0_credit and outs_1_credit and outs_2_credit/outs_0_credit or outs_1_credit or outs_2_credit/' \
    1 "VHDL: upstream ins_credit at cycle" $fork_args
# A combinational loop hangs the simulator: the run is killed and the case fails
# (HSGEN_SIM_TIMEOUT keeps the wait short here).
HSGEN_SIM_TIMEOUT=5
export HSGEN_SIM_TIMEOUT
# shellcheck disable=SC2086
step fork_hang fork_s3_w8 v 's/wire all_done = &done;/wire all_done = \&done \& ~all_done;/' 1 \
    "vvp killed after 5 s" $fork_args
unset HSGEN_SIM_TIMEOUT
# A unit that does not compile fails alone, with the tool's message.
# shellcheck disable=SC2086
step fork_compile fork_s3_w8 vhd 's/outs_0_credit and outs_1_credit/outs_0_credit or outs_1_credit/' 1 \
    "VHDL does not compile or run" $fork_args
# A downstream signal not forwarded to one copy.
# shellcheck disable=SC2086
step fork_extra fork_s3_w8 vhd 's/outs_1_spec <= ins_spec;/outs_1_spec <= "0";/' 1 \
    "VHDL: outs\[1\] token #" $fork_args
# An input that hands over before every output took the token loses copies.
# shellcheck disable=SC2086
step fork_lost fork_s3_w8 v 's/assign ins_ready = all_done;/assign ins_ready = |done;/' 1 \
    "Verilog: outs\[.\] lost tokens" $fork_args
# A merge that re-arbitrates under back-pressure changes its output (seed 1 shows it).
# shellcheck disable=SC2086
step merge_unstable merge_s3_w8 v 's/sel = locked ? lsel : pri;/sel = pri;/' 1 \
    "Verilog: outs not stable under back-pressure" $merge_args
# A load that gives the data the wrong token's extras.
# shellcheck disable=SC2086
step load_extras load_a8_d32 vhd 's/dataOut_spec <= q(to_integer(rd));/dataOut_spec <= q(to_integer(wr));/' 1 \
    "VHDL: dataOut token #" $load_args
# A load that stops taking addresses stalls: inputs not consumed, outputs lost.
# shellcheck disable=SC2086
step load_stall load_a8_d32 v "s/wire full = cnt == 3'd4/wire full = cnt == 3'd2 || rd == 2'd3/" 1 \
    "Verilog: addrIn consumed" $load_args

# A generated 2-slot bypass FIFO posing as a 1-slot FIFO_BREAK_DV breaks both
# promises of that type: a registered output (latency >= 1) and one slot.
gen=$work/gen_fn2
rm -rf "$gen" "$work/buffer_timing"
"$sim" --dir "$gen" --unit handshake.buffer --name fake_fn2 --param bitwidth=8 \
    --param buffer_type=FIFO_BREAK_NONE --param num_slots=2 >/dev/null 2>&1
mkdir -p "$work/buffer_timing/vhdl" "$work/buffer_timing/verilog"
for ext in vhd v; do
    d=vhdl
    [ $ext = v ] && d=verilog
    if [ -f "$gen/$d/fake_fn2.$ext" ]; then
        sed 's/fake_fn2/fake_dv1/g' "$gen/$d/fake_fn2.$ext" >"$work/buffer_timing/$d/fake_dv1.$ext"
    fi
done
if [ -f "$work/buffer_timing/vhdl/fake_dv1.vhd" ]; then
    out=$("$sim" --keep-units --dir "$work/buffer_timing" --seed 1 --unit handshake.buffer \
        --name fake_dv1 --param bitwidth=8 --param buffer_type=FIFO_BREAK_DV --param num_slots=1 2>&1)
    if printf '%s\n' "$out" | grep -q "the unit promises at least 1" &&
        printf '%s\n' "$out" | grep -q "more than its 1 slot"; then
        echo "ok   buffer_timing"
    else
        echo "FAIL buffer_timing: latency and capacity violations not reported"
        printf '%s\n' "$out" | head -20
        failed=1
    fi
else
    echo "skip buffer_timing: no buffer generator"
fi

if [ $failed -ne 0 ]; then
    echo "selftest.sh: the harness missed an injected bug or failed a correct unit"
    exit 1
fi
echo "selftest.sh: every injected bug caught, every correct unit passed"
