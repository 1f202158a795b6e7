#!/bin/sh
# The speculative loop (spec_loop.json) simulated end to end in both HDLs (hs_sim
# --circuit: both traces cycle-identical, every committed output token equal to the
# interpreter's non-speculative run, in order), once with inputs that make the
# last-value predictor wrong often (loops of a few trips) and once with a predictor
# always right (every run exits at once). A VCD of each VHDL run counts what the
# speculation units did (spec_counts.py): predictions issued before their condition
# was known; in the first run mispredictions killed, resent and discarded by both
# commits, in the second none. Then a broken commit (it lets killed tokens through) must
# be caught. Usage: spec_loop.sh HS_SIM CIRCUITS_DIR WORKDIR
set -u
SIM=$1 CIRC=$2 WORK=$3
NET=$CIRC/spec_loop.json
OPTS="--gate x=result:1 --gate start=done:1"
TB=tb_spec_loop COUNTED="spec cm_d cm_c"
fail=0
rm -rf "$WORK" && mkdir -p "$WORK" || exit 1
. "$CIRC/spec_lib.sh"


# predictor often wrong: start values near the bound, loops of 1 to ~20 trips
run wrong 0 --around 100 && counts wrong --expect-kills
# predictor always right: every run exits after one trip, as predicted (0)
run right 0 --values x=99,100,150,0x7fffffff,200,99,1000,4096,0xfffffffe,123 &&
    counts right --expect-no-kills

# a broken commit: its output valid follows its input, so a killed token gets out
mutate broken_commit spec_commit \
    's/^  outs_valid <= t[0-9]+_and;/  outs_valid <= ins_valid;/' \
    's/^  assign outs_valid = t[0-9]+_and;/  assign outs_valid = ins_valid;/' --around 100
[ $fail -eq 0 ] && echo "spec_loop: all runs as expected"
exit $fail
