#!/bin/sh
# Self-test of the speculation units' simulation proof: each unit as generated passes,
# and a bug injected into both HDLs of the generated file is caught by its model.
#   spec_selftest.sh HS_SIM WORKDIR
set -u
sim=$1
work=$2
failed=0
rm -rf "$work" && mkdir -p "$work"

# inject CASE LABEL VHDL_SED VERILOG_SED PATTERN: generate CASE, check it passes, apply
# the two mutations, and require a failure whose report contains PATTERN under seed 1
# or, if that stimulus happens to miss the bug, seed 2.
inject() {
    case=$1 label=$2 vexpr=$3 vlexpr=$4 pattern=$5
    dir=$work/$label
    if ! "$sim" --case "$case" --dir "$dir" --seed 1 >"$dir.log" 2>&1; then
        echo "FAIL $label: $case as generated does not pass"; cat "$dir.log"; failed=1; return
    fi
    fv=$(ls "$dir"/vhdl/"$case".vhd) fl=$(ls "$dir"/verilog/"$case".v)
    cp "$fv" "$fv.orig" && cp "$fl" "$fl.orig"
    sed -i -E "$vexpr" "$fv" && sed -i -E "$vlexpr" "$fl"
    if cmp -s "$fv" "$fv.orig" || cmp -s "$fl" "$fl.orig"; then
        echo "FAIL $label: the mutation did not apply (self-test out of date)"; failed=1; return
    fi
    rm -f "$fv.orig" "$fl.orig"
    caught=0
    for seed in 1 2; do
        out=$("$sim" --case "$case" --dir "$dir" --seed $seed --keep-units 2>&1)
        if [ $? -ne 0 ] && printf '%s\n' "$out" | grep -q -- "$pattern"; then
            caught=1; break
        fi
    done
    if [ $caught -eq 0 ]; then
        echo "FAIL $label: not caught (report must contain: $pattern)"
        printf '%s\n' "$out" | head -10
        failed=1
    else
        echo "ok   $label"
    fi
}

# save-commit: no recovery after a resend (mis-speculated inputs are kept, not dropped)
inject spec_save_commit_d2_w8_spec_tag save_commit_no_recovery \
    's/^        recovery <= t[0-9]+_mux;/        recovery <= '\''0'\'';/' \
    "s/^    else recovery <= t[0-9]+_mux;/    else recovery <= 1'b0;/" \
    "token #\|consumed"
# save-commit: every issued token marked spec (a resend or NO_CMP would stay killable)
inject spec_save_commit_d2_w8_spec_tag save_commit_always_spec \
    's/^  outs_spec\(0\) <= t[0-9]+_and;/  outs_spec(0) <= '\''1'\'';/' \
    "s/^  assign outs_spec = t[0-9]+_and;/  assign outs_spec = 1'b1;/" \
    "token #"
# speculator: a prediction carries the real input's value, not the predictor's
inject speculator_d3_w8_spec_tag speculator_no_predictor \
    's/<= prediction when (t[0-9]+_any)/<= t0_tok when \1/' \
    's/= (t[0-9]+_any) \? prediction :/= \1 ? t0_tok :/' \
    "token #"
# speculator: a non-spec trigger offered in the cycle a misprediction shows up is taken
# and dropped (as Dynamatic's speculator does), not kept for the re-speculation
inject speculator_d3_w8_spec_tag speculator_drops_trigger \
    's/^  misspec_trigger <= t[0-9]+_and;/  misspec_trigger <= misspec;/' \
    's/^  assign misspec_trigger = t[0-9]+_and;/  assign misspec_trigger = misspec;/' \
    "token #\|consumed"
# speculator: KILL left on a non-spec trigger before the resend went out (as Dynamatic's
# does), so the disagreeing token is never sent
inject speculator_d3_w8_spec_tag speculator_skips_resend \
    's/^  resent <= t[0-9]+_or;/  resent <= '\''1'\'';/' \
    "s/^  assign resent = t[0-9]+_or;/  assign resent = 1'b1;/" \
    "token #\|consumed"
# commit: a discarded token gets out (outs valid follows ins valid)
inject spec_commit_w8_spec_tag commit_lets_killed_out \
    's/^  outs_valid <= t[0-9]+_and;/  outs_valid <= ins_valid;/' \
    's/^  assign outs_valid = t[0-9]+_and;/  assign outs_valid = ins_valid;/' \
    "token #\|more tokens\|not one the model"
exit $failed
