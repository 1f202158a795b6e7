#!/bin/sh
# Simulation cases the shared matrix (tests/hdl/matrix.c) cannot express, because
# they need the ports form or a configuration of their own (supplement.yaml):
#   - mux / control_merge selectors that carry the data's extra signals
#     (section 3: mux merges over the chosen data and index, index first in port order);
#   - every merge policy on downstream (or, and, first) and upstream (and, or) signals;
#   - configured source values (source) and sink values (sink, and store, whose
#     inputs' upstream signals reach no output);
#   - signal units with configured values and policies, two upstream signals.
#   supplement.sh HS_SIM WORKDIR
set -u
sim=$1
work=$2
cfg=$(dirname "$0")/supplement.yaml
failed=0
rm -rf "$work" && mkdir -p "$work"

# sim NAME ARGS...: one ad-hoc case in its own directory; 0 (pass) and 77 (no
# generator) are fine, anything else fails the test.
sim() {
    name=$1
    shift
    "$sim" --config "$cfg" --name "$name" --dir "$work/$name" "$@"
    rc=$?
    if [ "$rc" -ne 0 ] && [ "$rc" -ne 77 ]; then
        failed=1
    fi
}

D='!handshake.channel<i8, [spec: i1, tag: i8, credit: (U) i2]>'
I='!handshake.channel<i2, [spec: i1, tag: i8, credit: (U) i2]>'
C='!handshake.control<[spec: i1, tag: i8, credit: (U) i2]>'
sim mux_sel_extras --unit handshake.mux --port "index=$I" \
    --port "ins[0]=$D" --port "ins[1]=$D" --port "ins[2]=$D" --port "outs=$D"
sim mux_ctrl_sel_extras --unit handshake.mux --port "index=!handshake.channel<i3, [spec: i1]>" \
    --port "ins[0]=!handshake.control<[spec: i1]>" --port "ins[1]=!handshake.control<[spec: i1]>" \
    --port "outs=!handshake.control<[spec: i1]>"
sim cmerge_sel_extras --unit handshake.control_merge --port "index=$I" \
    --port "ins[0]=$D" --port "ins[1]=$D" --port "ins[2]=$D" --port "outs=$D"
sim cmerge_ctrl_sel_extras --unit handshake.control_merge \
    --port "index=!handshake.channel<i3, [spec: i1, tag: i8, credit: (U) i2]>" \
    --port "ins[0]=$C" --port "ins[1]=$C" --port "ins[2]=$C" --port "ins[3]=$C" \
    --port "ins[4]=$C" --port "outs=$C"

for u in addi select cond_br; do
    sim "${u}_and_or" --unit "handshake.$u" --param bitwidth=8 --extra "ok: i4" --extra "bp: (U) i3"
done
sim join_and_or --unit handshake.join --param size=3 --extra "ok: i4" --extra "bp: (U) i3"
sim fork_and_or --unit handshake.fork --param size=5 --param bitwidth=8 --extra "ok: i4" \
    --extra "bp: (U) i3"
sim lazy_fork_and_or --unit handshake.lazy_fork --param size=3 --param bitwidth=0 \
    --extra "ok: i4" --extra "bp: (U) i3"

# Policy equal: the testbench makes joined tokens (and several outputs' upstream
# values) agree; the unit must forward the common value.
E="--extra eq:i2 --extra equp:(U)i2"
# shellcheck disable=SC2086
sim addi_equal --unit handshake.addi --param bitwidth=8 $E
# shellcheck disable=SC2086
sim join_equal --unit handshake.join --param size=5 $E
# shellcheck disable=SC2086
sim fork_equal --unit handshake.fork --param size=3 --param bitwidth=0 $E
# shellcheck disable=SC2086
sim cond_br_equal --unit handshake.cond_br --param bitwidth=8 $E
Q='!handshake.channel<i8, [eq: i2, equp: (U) i2]>'
sim mux_equal --unit handshake.mux --port "index=!handshake.channel<i1, [eq: i2, equp: (U) i2]>" \
    --port "ins[0]=$Q" --port "ins[1]=$Q" --port "outs=$Q"

sim source_values --unit handshake.source --extra "spec: i1" --extra "tag: i8" --extra "bp: (U) i3"
sim sink_value --unit handshake.sink --param bitwidth=8 --extra "credit: (U) i2" --extra "tag: i8"
sim store_sink_value --unit handshake.store --param addr_bitwidth=8 --param data_bitwidth=32 \
    --extra "credit: (U) i2" --extra "spec: i1"
sim load_values --unit handshake.load --param addr_bitwidth=5 --param data_bitwidth=32 \
    --extra "bp: (U) i3" --extra "tag: i8"

# The signal units beyond the matrix (which lists them, tests/hdl/matrix.c): a
# dropped upstream signal gets its configured sink value (credit: 2), speculating_branch
# merges under the policies and/or, and compose/decompose pack two upstream signals
# and renumber unnamed ones.
X="--extra spec:i1 --extra tag:i8 --extra credit:(U)i2"
# shellcheck disable=SC2086
sim drop_signal_up --unit handshake.drop_signal --param bitwidth=32 \
    --param "signal=credit: (U) i2" $X
sim spec_branch_data_tag --unit handshake.speculating_branch --param bitwidth=32 \
    --param spec_tag_bitwidth=4 --extra "spec: i1" --extra "ok: i4" --extra "bp: (U) i3"
# Unnamed signals are renumbered on the composed side: an upstream one passes by
# position in data mode (ins [i2, (U) i3] -> outs [(U) i3]: extra1 -> extra0).
U="--extra i2 --extra (U)i3 --extra tag:i8 --extra bp:(U)i1"
for mode in data signals; do
    for u in compose decompose; do
        # shellcheck disable=SC2086
        sim "${u}_$mode" --unit "handshake.$u" --param bitwidth=8 --param "mode=$mode" $X \
            --extra "bp: (U) i3"
        # shellcheck disable=SC2086
        sim "${u}_${mode}_unnamed" --unit "handshake.$u" --param bitwidth=8 --param "mode=$mode" $U
    done
done

# Edges: 64-bit data and signals, wide and odd sizes, deep pipelines, odd FIFO depths.
X4="--extra spec:i1 --extra tag:i8 --extra ok:i4 --extra credit:(U)i2"
# shellcheck disable=SC2086
sim edge_muli64_l5 --unit handshake.muli --param bitwidth=64 --param latency=5 $X4
sim edge_shli13_tag64 --unit handshake.shli --param bitwidth=13 --param latency=1 \
    --extra "tag: i64"
# shellcheck disable=SC2086
sim edge_cmpi64 --unit handshake.cmpi --param bitwidth=64 --param predicate=sge $X4
# shellcheck disable=SC2086
sim edge_extsi1_64 --unit handshake.extsi --param input_bitwidth=1 --param output_bitwidth=64 $X4
# shellcheck disable=SC2086
sim edge_const64 --unit handshake.constant --param bitwidth=64 --param value=-1 $X4
# shellcheck disable=SC2086
sim edge_mux5_w64 --unit handshake.mux --param size=5 --param bitwidth=64 \
    --param index_bitwidth=4 $X4
# shellcheck disable=SC2086
sim edge_merge8 --unit handshake.merge --param size=8 --param bitwidth=16 $X4
# shellcheck disable=SC2086
sim edge_cmerge7_ctrl --unit handshake.control_merge --param size=7 --param bitwidth=0 \
    --param index_bitwidth=5 $X4
# shellcheck disable=SC2086
sim edge_fork8_w64 --unit handshake.fork --param size=8 --param bitwidth=64 $X4
for t in FIFO_BREAK_DV FIFO_BREAK_NONE; do
    # shellcheck disable=SC2086
    sim "edge_${t}_7" --unit handshake.buffer --param bitwidth=5 --param buffer_type=$t \
        --param num_slots=7 $X4
done
# shellcheck disable=SC2086
sim edge_load64 --unit handshake.load --param addr_bitwidth=64 --param data_bitwidth=64 $X4

if [ $failed -ne 0 ]; then
    echo "supplement.sh: a supplementary case failed"
    exit 1
fi
echo "supplement.sh: all supplementary cases passed or were skipped"
