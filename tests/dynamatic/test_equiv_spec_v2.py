"""Speculation v2's units (passer, spec_v2_resolver, spec_v2_repeating_init) behave as
Dynamatic's: hsgen's entity, generated through the drop-in (`hsgen dynamatic -t TYPE`),
and the VHDL Dynamatic's own generators of 2025-07 wrote for the same arguments
(equiv/dyn_sv2_*.vhd, see NOTICE; Dynamatic's current tree no longer has these units,
so they are not in rtl-config-vhdl.json and test_equiv.py's sets) are driven side by
side in GHDL by the same input token streams, each under its own random valid/ready
stalls, exactly as test_equiv.py drives every other unit (its run_case). Every output
channel must carry the same tokens in the same order (the three units are
deterministic). repeating_init with init_token 1 only: with 0 both generate forever
and the counts follow each side's own stalls.

usage: test_equiv_spec_v2.py HSGEN"""
import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import hdl_ports  # noqa: E402
import test_equiv  # noqa: E402

GEN = ("python $DYNAMATIC/experimental/tools/unit-generators/vhdl/vhdl-unit-generator.py "
       "-n $MODULE_NAME -o $OUTPUT_DIR/$MODULE_NAME.vhd -t ")
# module of equiv/, the generator command's tail in Dynamatic's 2025-07
# data/rtl-config-vhdl-beta.json, the export's substitutions
CASES = [("dyn_sv2_passer_32", "passer -p bitwidth=$BITWIDTH", {"BITWIDTH": "32"}),
         ("dyn_sv2_passer_0", "passer -p bitwidth=$BITWIDTH", {"BITWIDTH": "0"}),
         ("dyn_sv2_resolver", "spec_v2_resolver", {}),
         ("dyn_sv2_repeating_init", "spec_v2_repeating_init -p init_token=$INIT_TOKEN",
          {"INIT_TOKEN": "1"})]


def main():
    hsgen = os.path.abspath(sys.argv[1])
    ghdl = shutil.which("ghdl")
    if not ghdl:
        print("ghdl not installed: skipped")
        sys.exit(77)
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for mod, tail, subst in CASES:
            with open(os.path.join(HERE, "equiv", mod + ".vhd")) as f:
                ports = hdl_ports.vhdl_ports(f.read(), mod)
            rec = {"module": mod, "subst": subst,
                   "ports": {n: (d, list(sh)) for n, (d, sh) in ports.items()}}
            why = test_equiv.run_case(hsgen, rec, {"generator": GEN + tail}, tmp, ghdl)
            if why:
                failures += 1
            print("%s %s %s: %s" % ("FAIL" if why else "ok", mod, subst, why or "same tokens"))
    print("speculation v2 equivalence: %d argument sets side by side, %d differ" % (
        len(CASES), failures))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
