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

# step LABEL CASE FILE SED_EXPR WANT_RC PATTERN
#   CASE: the matrix case the round trip starts at; FILE: vhdl/X.vhd or verilog/X.v.
step() {
    label=$1 case=$2 file=$3 expr=$4 want=$5 pattern=$6
    dir=$work/$label
    "$sim" --case "rt_$case" --dir "$dir" --seed 1 >"$dir.gen.log" 2>&1
    f=$dir/$file
    if [ -n "$expr" ]; then
        cp "$f" "$f.orig" 2>/dev/null && sed -i "$expr" "$f"
        if ! [ -f "$f.orig" ] || cmp -s "$f" "$f.orig"; then
            echo "FAIL $label: the mutation did not apply to $file (selftest out of date)"
            failed=1
            return
        fi
    fi
    out=$("$sim" --keep-units --case "rt_$case" --dir "$dir" --seed 1 2>&1)
    rc=$?
    if [ "$rc" -ne "$want" ] || ! printf '%s\n' "$out" | grep -q -- "$pattern"; then
        echo "FAIL $label: exit $rc (want $want), report must contain: $pattern"
        printf '%s\n' "$out" | head -20
        failed=1
    else
        echo "ok   $label"
    fi
}

# Correct pairs pass, with an upstream signal and with two downstream signals.
step unbundle_ok unbundle_w8_up "" "" 0 "^PASS rt_unbundle_w8_up"
step compose_ok compose_signals_w8_spec_tag "" "" 0 "^PASS rt_compose_signals_w8_spec_tag"
# unbundle does not pass the upstream part back to the channel.
step unbundle_up unbundle_w8_up vhdl/unbundle_w8_up.vhd 's/ins_credit <= credit;/ins_credit <= "00";/' \
    1 "VHDL: upstream ins_credit at cycle"
# bundle corrupts a downstream part.
step bundle_down unbundle_w8_spec_tag verilog/bundle_w8_spec_tag.v \
    's/assign outs_tag = tag;/assign outs_tag = ~tag;/' 1 "Verilog: outs token #"
# unbundle offers a token that is not there: tokens appear from nowhere.
step unbundle_valid unbundle_ctrl_none verilog/unbundle_ctrl_none.v \
    "s/assign ctrl_valid = ins_valid;/assign ctrl_valid = 1'b1;/" 1 "Verilog: outs produced extra tokens"
# decompose reads its composed signal with another layout than compose wrote.
step decompose_signals compose_signals_w8_spec_tag vhdl/decompose_signals_w8_spec_tag.vhd \
    's/outs_spec(0) <= ins_extra0(0);/outs_spec(0) <= ins_extra0(1);/' 1 "VHDL: outs token #"
step decompose_data compose_data_w32_spec_tag vhdl/decompose_data_w32_spec_tag.vhd \
    's/outs_tag <= ins(40 downto 33);/outs_tag <= ins(39 downto 32);/' 1 "VHDL: outs token #"

if [ $failed -ne 0 ]; then
    echo "round_trip_selftest.sh: a round trip missed an injected bug or failed a correct pair"
    exit 1
fi
echo "round_trip_selftest.sh: every injected bug caught, every correct pair passed"
