#!/usr/bin/env python3
"""hdl.valid_rules: each catalog row's valid_rule agrees with its generated hardware.

  check_valid_rules.py HDL_VALID_RULES OUTDIR

The circuits' cycle check (generators/circuits/mlir_cycles.c) follows a path from a
unit's input data to its output valids only through a unit whose row has the default
rule (HS_VALID_FROM_DATA: a mux, a branch, a select); every other rule says the output
valids follow the input valids alone. A row that keeps the default for a unit whose
valids never look at data makes the check report cycles that the hardware does not
have; a row that says otherwise for a unit whose valids do look at data hides real
ones. hdl_valid_rules writes each unit's Verilog (latency 0) and its row's rule; Yosys
finds the input ports in the combinational fan-in of every output *_valid (stopping
at flip-flops and latches): the rule is from_data exactly when a data port (an input
that is not clk, rst, a *_valid or a *_ready: the data and its extra signals) is
among them. A unit without an output valid (sink, mem_to_bram's raw wires) has nothing
to check. Fails naming each unit whose row disagrees."""
import os
import shutil
import subprocess
import sys
import tempfile

# Sequential cells a combinational path does not cross (after proc, memory).
FLOPS = ",".join("$" + c for c in (
    "dff", "adff", "sdff", "dffe", "adffe", "sdffe", "sdffce", "aldff", "aldffe", "dffsr",
    "dffsre", "dlatch", "adlatch", "dlatchsr", "ff"))


def ports(listing):
    with open(listing) as f:
        return {line.strip().split("/", 1)[1] for line in f if "/" in line}


def fan_in(path, top, out):
    """The output valids of `top`, and the input ports in their combinational fan-in."""
    script = os.path.join(out, top + ".ys")
    valids, cone = os.path.join(out, top + ".valids"), os.path.join(out, top + ".cone")
    with open(script, "w") as f:
        f.write("read_verilog -sv %s\nhierarchy -top %s\nproc\nflatten\nmemory\nopt_clean\n"
                "tee -q -o %s select -list o:*_valid\n"
                "tee -q -o %s select -list o:*_valid %%ci*:-%s i:* %%i\n"
                % (path, top, valids, cone, FLOPS))
    r = subprocess.run(["yosys", "-q", "-s", script], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError("yosys failed on %s: %s" % (path, (r.stderr or r.stdout)[-2000:]))
    return ports(valids), ports(cone)


def is_data(port):
    return port not in ("clk", "rst") and not port.endswith(("_valid", "_ready"))


def main():
    if len(sys.argv) != 3:
        sys.stderr.write("usage: check_valid_rules.py HDL_VALID_RULES OUTDIR\n")
        return 2
    if not shutil.which("yosys"):
        print("check_valid_rules: yosys not found: skipped")
        return 77
    out = sys.argv[2]
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    subprocess.run([sys.argv[1], out], check=True)
    bad, checked, skipped = [], 0, []
    with open(os.path.join(out, "units.txt")) as f:
        rows = [line.split() for line in f if line.strip()]
    for unit, top, rule, why in rows:
        if top == "-":
            skipped.append("%s (%s)" % (unit, why))
            continue
        valids, cone = fan_in(os.path.join(out, top + ".v"), top, out)
        if not valids:
            skipped.append("%s (no output valid)" % unit)
            continue
        data = sorted(p for p in cone if is_data(p))
        checked += 1
        if data and rule != "from_data":
            bad.append("%s: its valids follow data (%s), but its row says valid_rule %s: a "
                       "cycle through it would be missed" % (unit, ", ".join(data), rule))
        elif not data and rule == "from_data":
            bad.append("%s: its valids follow its input valids alone, but its row keeps the "
                       "default valid_rule (from data): the cycle check reports cycles "
                       "through it that the hardware does not have" % unit)
    for b in bad:
        print("check_valid_rules: " + b)
    print("check_valid_rules: %d units checked, %d not (%s)%s"
          % (checked, len(skipped), ", ".join(skipped), "" if bad else "; all agree"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
