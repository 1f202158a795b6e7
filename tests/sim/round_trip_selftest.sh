#!/bin/sh
# Self-test of the round trips (sim_round_trip.c): a correct pair passes, and a bug
# injected into one generated unit of a pair (the wrapper is printed again each run)
# must be caught with the expected finding.
#   round_trip_selftest.sh HS_SIM WORKDIR
# Each step generates the round trip, applies one sed mutation to one unit file and
# simulates it again with --keep-units.
set -u
sim=$1
work=$2
failed=0
rm -rf "$work" && mkdir -p "$work"

# step LABEL CASE WANT_RC PATTERN [FILE SED_EXPR]...
#   CASE: a round trip (hs_sim --case); FILE: vhdl/X.vhd or verilog/X.v of one of
#   its units, mutated by SED_EXPR.
step() {
    label=$1 case=$2 want=$3 pattern=$4
    shift 4
    dir=$work/$label
    "$sim" --case "$case" --dir "$dir" --seed 1 >"$dir.gen.log" 2>&1
    while [ $# -ge 2 ]; do
        f=$dir/$1
        cp "$f" "$f.orig" 2>/dev/null && sed -i "$2" "$f"
        if ! [ -f "$f.orig" ] || cmp -s "$f" "$f.orig"; then
            echo "FAIL $label: the mutation did not apply to $1 (selftest out of date)"
            failed=1
            return
        fi
        shift 2
    done
    out=$("$sim" --keep-units --case "$case" --dir "$dir" --seed 1 2>&1)
    rc=$?
    if [ "$rc" -ne "$want" ] || ! printf '%s\n' "$out" | grep -q -- "$pattern"; then
        echo "FAIL $label: exit $rc (want $want), report must contain: $pattern"
        printf '%s\n' "$out" | head -20
        failed=1
    else
        echo "ok   $label"
    fi
}

# Correct round trips pass, with an upstream signal and with two downstream signals.
step unbundle_ok rt_unbundle_w8_up 0 "^PASS rt_unbundle_w8_up"
step compose_ok rt_compose_signals_w8_spec_tag 0 "^PASS rt_compose_signals_w8_spec_tag"
step refbundle_ok rt_unbundle_w8_up_refbundle 0 "^PASS rt_unbundle_w8_up_refbundle"
step refunbundle_ok rt_unbundle_w8_up_refunbundle 0 "^PASS rt_unbundle_w8_up_refunbundle"
# unbundle does not pass the upstream part back to the channel.
step unbundle_up rt_unbundle_w8_up 1 "VHDL: upstream ins_credit at cycle" \
    vhdl/unbundle_w8_up.vhd 's/ins_credit <= credit;/ins_credit <= "00";/'
# bundle corrupts a downstream part.
step bundle_down rt_unbundle_w8_spec_tag 1 "Verilog: outs token #" \
    verilog/bundle_w8_spec_tag.v 's/assign outs_tag = tag;/assign outs_tag = ~tag;/'
# unbundle offers a token that is not there: tokens appear from nowhere.
step unbundle_valid rt_unbundle_ctrl_none 1 "Verilog: outs produced extra tokens" \
    verilog/unbundle_ctrl_none.v "s/assign ctrl_valid = ins_valid;/assign ctrl_valid = 1'b1;/"
# A bug unbundle and bundle share (the tag part inverted by both) cancels in the
# pair; each unit against the reference half catches its part of it.
ub='s/tag <= ins_tag;/tag <= not ins_tag;/'
b='s/outs_tag <= tag;/outs_tag <= not tag;/'
step shared_pair rt_unbundle_w8_spec_tag 0 "^PASS rt_unbundle_w8_spec_tag" \
    vhdl/unbundle_w8_spec_tag.vhd "$ub" vhdl/bundle_w8_spec_tag.vhd "$b"
step shared_refbundle rt_unbundle_w8_spec_tag_refbundle 1 "VHDL: outs token #" \
    vhdl/unbundle_w8_spec_tag.vhd "$ub"
step shared_refunbundle rt_unbundle_w8_spec_tag_refunbundle 1 "VHDL: outs token #" \
    vhdl/bundle_w8_spec_tag.vhd "$b"
# decompose reads its composed signal with another layout than compose wrote.
step decompose_signals rt_compose_signals_w8_spec_tag 1 "VHDL: outs token #" \
    vhdl/decompose_signals_w8_spec_tag.vhd 's/outs_spec(0) <= ins_extra0(0);/outs_spec(0) <= ins_extra0(1);/'
step decompose_data rt_compose_data_w32_spec_tag 1 "VHDL: outs token #" \
    vhdl/decompose_data_w32_spec_tag.vhd 's/outs_tag <= ins(40 downto 33);/outs_tag <= ins(39 downto 32);/'

if [ $failed -ne 0 ]; then
    echo "round_trip_selftest.sh: a round trip missed an injected bug or failed a correct pair"
    exit 1
fi
echo "round_trip_selftest.sh: every injected bug caught, every correct pair passed"
