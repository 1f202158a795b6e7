#!/usr/bin/env python3
"""Counts what the speculation units of a simulated circuit did, from a VCD of its
testbench run (GHDL --vcd): handshakes sampled at each rising clock edge, per
instance of the top level (dut).

    spec_counts.py VCD SPECULATOR COMMIT [COMMIT...] [--expect-kills | --expect-no-kills]

Prints, for the speculator: predictions issued (outs handshakes with spec 1),
predictions issued while its real input was not yet offered (ins_valid 0: the
condition was not known), resolutions, kills, resends; for each commit: spec tokens
passed and discarded. Fails unless predictions were issued before their condition
was known, and, with --expect-kills, unless some predictions were killed and some
spec tokens discarded by a commit (with --expect-no-kills: none)."""
import sys


def read_vcd(path, scopes):
    """Values of the signals of the given dut instances at each falling clock edge
    (when the testbench samples handshakes), keyed "instance.signal"."""
    ids, clk, stack, vals, trace = {}, None, [], {}, []
    header, clk_val = True, None
    with open(path) as f:
        for line in f:
            t = line.split()
            if not t:
                continue
            if header:
                if t[0] == "$scope":
                    stack.append(t[2])
                elif t[0] == "$upscope":
                    stack.pop()
                elif t[0] == "$var":
                    if len(stack) == 1 and t[4] in ("clk", "tb_clk"):
                        clk = t[3]
                    elif len(stack) >= 3 and stack[-2] == "dut" and stack[-1] in scopes:
                        ids.setdefault(t[3], []).append(f"{stack[-1]}.{t[4].split('[')[0]}")
                elif t[0] == "$enddefinitions":
                    header = False
                continue
            c = t[0]
            if c[0] == "b" and len(t) == 2:
                v, i = c[1:], t[1]
            elif c[0] in "01xzuUXZ-" and len(t) == 1:
                v, i = c[0], c[1:]
            else:
                continue
            if i == clk:
                if v == "0" and clk_val == "1":
                    trace.append(dict(vals))
                clk_val = v
            for k in ids.get(i, []):
                vals[k] = v
    return trace


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    flags = [a for a in sys.argv[1:] if a.startswith("--")]
    vcd, spec, commits = args[0], args[1], args[2:]
    trace = read_vcd(vcd, set([spec] + commits))

    def g(s, k, n):
        return s.get(f"{k}.{n}", "0")

    def fire(s, k, p):
        return g(s, k, p + "_valid") == "1" and g(s, k, p + "_ready") == "1"

    n = dict(predict=0, early=0, resolve=0, kill=0, resend=0)
    for s in trace:
        if fire(s, spec, "outs") and g(s, spec, "outs_spec") == "1":
            n["predict"] += 1
            n["early"] += g(s, spec, "ins_valid") != "1"
        if fire(s, spec, "ctrl_commit"):
            n["resolve" if g(s, spec, "ctrl_commit") == "0" else "kill"] += 1
        if fire(s, spec, "ctrl_issue") and g(s, spec, "ctrl_issue").lstrip("0") == "1":
            n["resend"] += 1
    print(f"{spec}: {n['predict']} predictions ({n['early']} issued before the real input was "
          f"offered), {n['resolve']} resolved right, {n['kill']} killed, {n['resend']} resends")
    discarded = 0
    for c in commits:
        p = d = 0
        for s in trace:
            if fire(s, c, "ins") and g(s, c, "ins_spec") == "1":
                if g(s, c, "ctrl") == "1":
                    d += 1
                else:
                    p += 1
        discarded += d
        print(f"{c}: {p} spec tokens committed, {d} discarded")
    bad = []
    if n["early"] == 0:
        bad.append("no prediction was issued before its condition was known")
    if "--expect-kills" in flags and (n["kill"] == 0 or discarded == 0 or n["resend"] == 0):
        bad.append("no misprediction was killed, resent and discarded by a commit")
    if "--expect-no-kills" in flags and (n["kill"] or discarded or n["resend"]):
        bad.append("a prediction was killed although the predictor is always right")
    for b in bad:
        print("FAIL:", b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
