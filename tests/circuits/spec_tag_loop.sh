#!/bin/sh
# The predicted loop (spec_tag_loop.json) simulated end to end in both HDLs (hs_sim
# --circuit: both traces cycle-identical, every committed token on mem_data and
# mem_addr equal to the interpreter's non-speculative run, in order). The loop adds 1
# to x once per condition token on spec_in until one is 0; the speculator predicts the
# condition from the last one (0 after reset). Its trigger is a circuit input offered
# at once (--eager) and the condition comes slowly (--slow: every 5th cycle), so
# predictions go out before their condition. Runs:
#   wrong   random conditions, seed 4: the predictor is often wrong (kills, resends,
#           discards), and a misprediction shows up while a non-spec trigger waits and
#           the resend is held back by a full buffer;
#   right   every condition 0 (each x exits at once, as predicted): nothing killed;
#   dyn_trigger / dyn_resend   wrong with the speculator changed back to Dynamatic's
#           behaviour (that trigger taken and dropped in the misprediction's cycle:
#           a stall; KILL left on it before the resend went out: a run committed one
#           trip short): must fail;
#   broken_commit   wrong with a commit whose output valid follows its input: must fail.
# A VCD of the first two counts what the speculation units did (spec_counts.py).
# Usage: spec_tag_loop.sh HS_SIM CIRCUITS_DIR WORKDIR
set -u
SIM=$1 CIRC=$2 WORK=$3
NET=$CIRC/spec_tag_loop.json
OPTS="--gate x=mem_data:1 --eager trigger --slow spec_in=5"
TB=tb_spec_tag_loop COUNTED="speculator0 commit0"
fail=0
rm -rf "$WORK" && mkdir -p "$WORK" || exit 1
. "$CIRC/spec_lib.sh"


# random conditions: the last-value predictor is often wrong
run wrong 0 --seed 4 && counts wrong --expect-kills
# every x exits at once, as the predictor (0 after reset) says
zeros=0
for i in $(seq 2 24); do zeros="$zeros,0"; done
run right 0 --values spec_in=$zeros && counts right --expect-no-kills

mutate dyn_trigger speculator \
    's/^  misspec_trigger <= t[0-9]+_and;/  misspec_trigger <= misspec;/' \
    's/^  assign misspec_trigger = t[0-9]+_and;/  assign misspec_trigger = misspec;/' --seed 4
mutate dyn_resend speculator \
    "s/^  resent <= t[0-9]+_or;/  resent <= '1';/" \
    "s/^  assign resent = t[0-9]+_or;/  assign resent = 1'b1;/" --seed 4
mutate broken_commit spec_commit \
    's/^  outs_valid <= t[0-9]+_and;/  outs_valid <= ins_valid;/' \
    's/^  assign outs_valid = t[0-9]+_and;/  assign outs_valid = ins_valid;/' --seed 4
[ $fail -eq 0 ] && echo "spec_tag_loop: all runs as expected"
exit $fail
