#!/usr/bin/env python3
"""hdl.valid_rules: each catalog row's valid_rule agrees with its generated hardware.

  check_valid_rules.py HDL_VALID_RULES OUTDIR

The circuits' cycle check (generators/circuits/mlir_cycles.c) follows a path from a
unit's input data to its output valids only through a unit whose row has the default
rule (HS_VALID_FROM_DATA: a mux, a conditional branch, a select); every other rule says
the output valids follow the input valids alone. A row that keeps the default for a
unit whose valids never look at data makes the check report cycles that the hardware
does not have; a row that says otherwise for a unit whose valids do look at data hides
real ones. hdl_valid_rules writes the Verilog of each unit in every configuration of
the HDL matrix (latency at its smallest) and its row's rule; one Yosys run finds, for
each design, the input ports in the combinational fan-in of every output *_valid
(stopping at flip-flops and latches). A data port is an input that is not clk, rst, a
*_valid or a *_ready (bundle's raw valid and ready are handshake wires too): the data and
its extra signals. A unit with a rule may have no
design where data reaches a valid; a unit without one must have one. A design without
an output valid (sink, mem_to_bram's raw wires) has nothing to check. Fails naming
each unit whose row disagrees, with the design that shows it."""
import os
import shutil
import subprocess
import sys

# Sequential cells a combinational path does not cross (after proc, memory).
FLOPS = ",".join("$" + c for c in (
    "dff", "adff", "sdff", "dffe", "adffe", "sdffe", "sdffce", "aldff", "aldffe", "dffsr",
    "dffsre", "dlatch", "adlatch", "dlatchsr", "ff"))


def ports(listing):
    with open(listing) as f:
        return {line.strip().split("/", 1)[1] for line in f if "/" in line}


def fan_ins(out, tops):
    """For each design: its output valids, and the input ports in their fan-in."""
    script = os.path.join(out, "cones.ys")
    with open(script, "w") as f:
        for top in tops:
            base = os.path.join(out, top)
            f.write("design -reset\nread_verilog -sv %s.v\nhierarchy -top %s\nproc\nflatten\n"
                    "memory\nopt_clean\ntee -q -o %s.valids select -list o:*_valid\n"
                    "tee -q -o %s.cone select -list o:*_valid %%ci*:-%s i:* %%i\n"
                    % (base, top, base, base, FLOPS))
    r = subprocess.run(["yosys", "-q", "-s", script], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError("yosys failed: %s" % (r.stderr or r.stdout)[-2000:])
    return {t: (ports(os.path.join(out, t + ".valids")), ports(os.path.join(out, t + ".cone")))
            for t in tops}


def is_data(port):
    """Not a clock, a reset or a handshake wire (bundle's raw `valid` and `ready` in its
    wires form are its channel's)."""
    return (port not in ("clk", "rst", "valid", "ready")
            and not port.endswith(("_valid", "_ready")))


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
    with open(os.path.join(out, "units.txt")) as f:
        rows = [line.split() for line in f if line.strip()]
    cones = fan_ins(out, [top for _, top, _, _ in rows if top != "-"])
    units, skipped = {}, []
    for unit, top, rule, why in rows:
        if top == "-":
            skipped.append("%s (%s)" % (unit, why))
            continue
        valids, cone = cones[top]
        if valids:
            u = units.setdefault(unit, {"rule": rule, "designs": 0, "data": []})
            u["designs"] += 1
            data = sorted(p for p in cone if is_data(p))
            if data:
                u["data"].append("%s: %s" % (top, ", ".join(data)))
    skipped += ["%s (no output valid)" % unit for unit, _, _, _ in rows
                if unit not in units and not any(unit + " " in s for s in skipped)]
    bad = []
    for unit, u in units.items():
        if u["data"] and u["rule"] != "from_data":
            bad.append("%s: its valids follow data (%s), but its row says valid_rule %s: a "
                       "cycle through it would be missed" % (unit, u["data"][0], u["rule"]))
        elif not u["data"] and u["rule"] == "from_data":
            bad.append("%s: its valids follow its input valids alone in all %d designs, but "
                       "its row keeps the default valid_rule (from data): the cycle check "
                       "reports cycles through it that the hardware does not have"
                       % (unit, u["designs"]))
    for b in bad:
        print("check_valid_rules: " + b)
    print("check_valid_rules: %d units checked in %d designs, %d not (%s)%s"
          % (len(units), sum(u["designs"] for u in units.values()), len(skipped),
             ", ".join(sorted(set(skipped))), "" if bad else "; all agree"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
