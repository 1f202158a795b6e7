#!/bin/sh
# Runs corpus cases of real Dynamatic compiler output (tests/kernels/CASE/, see README.md):
# for every case whose case.txt says "status: run", each IR file it holds
# (handshake_export.mlir; hw.mlir twice: its kernel module with --top KERNEL, and its
# default top, Dynamatic's KERNEL_wrapper whose arrays are block-RAM ports) is generated
# in VHDL and Verilog (`hsgen circuit`),
# the VHDL analysed by GHDL, the Verilog linted by Verilator, and the kernel simulated
# by `hsgen simulate --c KERNEL.c` in GHDL and in Verilator: both must end equal to
# the C program (return value and every array) and count the same cycles. A case
# whose status is "skip: REASON" is listed with its reason, and so is one IR file of a
# case when case.txt has "skip-IR: REASON" (skip-hw: ..., skip-handshake_export: ...).
# A case.txt line "dynamatic-out0: VALUE (...)" is the return value Dynamatic's own C and
# RTL simulations printed for the case: the simulation's out0 must be that value too.
# With --parity, each IR file that ran is also simulated with Dynamatic's own units
# (parity.sh, reusing the GHDL run): the same results, hsgen's cycles at most Dynamatic's.
# A case that has the RTL Dynamatic's export wrote (dynamatic_rtl/CASE.tar.xz: the 2025-12
# version, whose units are generic VHDL, not generator output) is compared with that RTL
# instead, each IR file (parity_rtl.py; its cell reads "N / M (its RTL)").
# Prints one table row per case and IR:
#   "| case | flow | ir | equal | cycles hsgen / Dynamatic's units | units kept hsgen's |".
#   run_kernels.sh [--parity] HSGEN WORKDIR [CASE[:IR[,IR]]...]   (no CASE: every case;
#   IR: handshake_export, hw, hw_wrapper; none: each the case holds)
set -u
parity=no
[ "$1" = --parity ] && { parity=yes; shift; }
hsgen=$1 work=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
if [ $# -eq 0 ]; then # every case folder
    for c in "$here"/*/case.txt; do set -- "$@" "$(basename "$(dirname "$c")")"; done
fi
rm -rf "$work" && mkdir -p "$work" || exit 1
fail=0 rows=""
row() { rows="$rows| $1 | $2 | $3 | $4 | $5 | ${6:-} |
"; }
for arg in "$@"; do
    case=${arg%%:*} irs="handshake_export hw hw_wrapper"
    [ "$case" = "$arg" ] || irs=$(echo "${arg#*:}" | tr , ' ')
    d=$here/$case
    [ -f "$d/case.txt" ] || { echo "FAIL: $case: no case.txt"; fail=1; continue; }
    kernel=$(sed -n 's/^kernel: //p' "$d/case.txt")
    flow=$(sed -n 's/^flow: //p' "$d/case.txt")
    status=$(sed -n 's/^status: //p' "$d/case.txt")
    # the return value Dynamatic's own C and RTL simulations printed, when case.txt has it
    dyn_out0=$(sed -n 's/^dynamatic-out0: \([^ ]*\).*/\1/p' "$d/case.txt")
    # ... and its bits as the signed integer hw.mlir's i32 out0 prints ("(0xBITS" after it)
    dyn_bits=$(sed -n 's/^dynamatic-out0: [^ ]* (\(0x[0-9a-fA-F]*\).*/\1/p' "$d/case.txt")
    dyn_int=
    [ -n "$dyn_bits" ] && dyn_int=$((dyn_bits >= 2147483648 ? dyn_bits - 4294967296 : dyn_bits))
    if [ "$status" != run ]; then
        echo "skip $case: ${status#skip: }"
        row "$case" "$flow" - "${status}" -
        continue
    fi
    for ir in $irs; do
        f=$d/${ir%_wrapper}.mlir
        [ -f "$f" ] || continue
        why=$(sed -n "s/^skip-${ir%_wrapper}: //p" "$d/case.txt")
        if [ -n "$why" ]; then # this IR file needs what hsgen lacks (case.txt says what)
            echo "skip $case $ir: $why"
            row "$case" "$flow" "$ir" "skip: $why" -
            continue
        fi
        w=$work/$case.$ir
        mkdir -p "$w"
        top= # hw: the kernel's module; hw_wrapper: the default top, Dynamatic's wrapper
        [ $ir = hw ] && top="--top $kernel"
        ok=yes
        # shellcheck disable=SC2086
        for hdl in vhdl verilog; do
            "$hsgen" --local circuit "$f" $top --hdl $hdl -o "$w/$hdl" >"$w/gen.$hdl.log" 2>&1 ||
                { echo "FAIL: $case $ir: generating $hdl"; cat "$w/gen.$hdl.log"; ok=no; }
        done
        if [ $ok = yes ]; then
            # the files in the manifest's order (units first, the top last), the support
            # package before them
            vfiles=$(grep -o '"file": *"[^"]*"' "$w/vhdl/manifest.json" | sed 's/.*"\([^"]*\)"$/\1/' |
                grep -v '^types.vhd$')
            [ -f "$w/vhdl/types.vhd" ] && vfiles="types.vhd $vfiles"
            # shellcheck disable=SC2086
            (cd "$w/vhdl" && ghdl -a --std=08 $vfiles) >"$w/ghdl.log" 2>&1 ||
                { echo "FAIL: $case $ir: GHDL analysis"; tail -5 "$w/ghdl.log"; ok=no; }
            top_v=$(grep -o '"file": *"[^"]*"' "$w/verilog/manifest.json" | tail -1 |
                sed 's/.*"\([^"]*\)\.v"$/\1/')
            (cd "$w/verilog" && verilator --lint-only -Wno-fatal -Wno-lint -Wno-style \
                ${top_v:+--top-module "$top_v"} ./*.v) >"$w/lint.log" 2>&1 ||
                { echo "FAIL: $case $ir: Verilator lint"; tail -5 "$w/lint.log"; ok=no; }
        fi
        cycles=
        for sim in ghdl verilator; do
            [ $ok = yes ] || break
            # shellcheck disable=SC2086
            (cd "$d" && "$hsgen" --local simulate "$f" $top --c "$d/$kernel.c" --sim $sim \
                --max-cycles 2000000 --dir "$w/sim.$sim") >"$w/$sim.out" 2>&1
            rc=$?
            c=$(sed -n 's/^cycles: \([0-9]*\).*/\1/p' "$w/$sim.out")
            if [ $rc -ne 0 ] || ! grep -q '^C program: equal' "$w/$sim.out"; then
                echo "FAIL: $case $ir: $sim: not equal to the C program (exit $rc)"
                grep -E '^(difference|TIMEOUT|hsgen|C program)' "$w/$sim.out" | head -8
                ok=no
            elif [ -n "$dyn_out0" ] && ! grep -qxF -e "out0 = $dyn_out0" -e "out0 = ${dyn_int:-?}" \
                "$w/$sim.out"; then
                # the C program is the one the IR was compiled from (Dynamatic's own
                # simulation printed this result)
                echo "FAIL: $case $ir: $sim: out0 is not Dynamatic's $dyn_out0"
                grep '^out0' "$w/$sim.out"
                ok=no
            elif [ -n "$cycles" ] && [ "$cycles" != "$c" ]; then
                echo "FAIL: $case $ir: cycles differ: ghdl $cycles, $sim $c"
                ok=no
            fi
            cycles=$c
        done
        dyn=- kept= src="Dynamatic's units"
        if [ $ok = yes ] && [ $parity = yes ] && [ -f "$here/dynamatic_rtl/$case.tar.xz" ]; then
            # a version whose units are generic VHDL files, not generator output: parity
            # against the RTL Dynamatic's export wrote (parity_rtl.py; handshake_export
            # against the RTL of the hw.mlir Dynamatic lowered it to)
            ${PYTHON:-python3} "$here/parity_rtl.py" --from "$work" "$hsgen" "$work/parity_rtl" \
                "$case:$ir" >"$w/parity.out" 2>&1 ||
                { echo "FAIL: $case $ir: cycle parity with Dynamatic's RTL"; cat "$w/parity.out"; ok=no; }
            line=$(grep "^parity-rtl $case $ir: " "$w/parity.out")
            case $line in
            *"Dynamatic's RTL "*) dyn=$(echo "$line" | sed -n "s/.*Dynamatic's RTL \([0-9]*\) cycles.*/\1/p")
                src="Dynamatic's RTL"
                kept=$(echo "$line" | sed -n "s/.*; hsgen's: //p") ;;
            esac
        elif [ $ok = yes ] && [ $parity = yes ]; then # the same design with Dynamatic's units
            sh "$here/parity.sh" --from "$work" "$hsgen" "$work/parity" "$case:$ir" >"$w/parity.out" 2>&1 ||
                { echo "FAIL: $case $ir: cycle parity"; cat "$w/parity.out"; ok=no; }
            line=$(grep "^parity $case $ir: " "$w/parity.out")
            case $line in
            *skipped:*) dyn="skip: ${line#*skipped: }" ;;
            *"Dynamatic's units "*) dyn=$(echo "$line" | sed -n "s/.*Dynamatic's units \([0-9]*\) cycles.*/\1/p")
                kept=$(echo "$line" | sed -n "s/.*; hsgen's: //p") ;;
            esac
        fi
        [ $ok = yes ] || fail=1
        echo "$([ $ok = yes ] && echo ok || echo FAIL)   $case $ir: ${cycles:-?} cycles${dyn:+ ($src: $dyn)}"
        cyc=${cycles:--}
        [ $parity = yes ] && cyc="$cyc / $dyn"
        [ "$src" = "Dynamatic's RTL" ] && cyc="$cyc (its RTL)"
        row "$case" "$flow" "$ir" "$([ $ok = yes ] && echo equal || echo FAIL)" "$cyc" "$kept"
    done
done
if [ $parity = yes ]; then
    printf '\n| case | flow | IR | GHDL + Verilator vs C | cycles: hsgen / Dynamatic'"'"'s units (or its RTL) | units kept hsgen'"'"'s (Dynamatic'"'"'s need vendor float cores) |\n|---|---|---|---|---|---|\n%s' "$rows"
else
    printf '\n| case | flow | IR | GHDL + Verilator vs C | cycles (hsgen) | |\n|---|---|---|---|---|---|\n%s' "$rows"
fi
exit $fail
