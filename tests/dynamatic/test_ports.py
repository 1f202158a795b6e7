"""The Dynamatic drop-in, entry by entry: every generator-backed entry of Dynamatic's
rtl-config-vhdl.json, rtl-config-verilog.json and rtl-config-verilog-beta.json
(copies in this folder), with the argument sets of dyn_config.py substituted as
Dynamatic's export flow does, is run with `hsgen dynamatic` in place of the Python
script. The entity/module must carry the requested name and exactly the ports
that Dynamatic's own generator wrote for the same arguments (reference_ports.json,
made by make_reference.py from Dynamatic's generator; see NOTICE): names,
directions and shapes, order free.

Where Dynamatic's generator itself fails for an argument set (its record has an
`error`), hsgen must still generate, and the file must name the entity.

`handshake.rigidifier` has no generator in Dynamatic's current tree (vhdl-unit-generator.py
answers "Module type rigidifier not found"): it is ready_remover's name before Dynamatic
renamed it (commit 1f648a5f5), and its records come from the last rigidifier.py of
Dynamatic's history (their `generator` says so; make_reference.py --historic). hsgen
generates it as ready_remover (docs/dynamatic.md); the test prints how many records
came from such a generator.

usage: test_ports.py HSGEN [--strict]   (--strict: a unit type hsgen does not
know is a failure too; without it such types are listed and skipped)"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import dyn_config  # noqa: E402
import hdl_ports  # noqa: E402

def deliberate(rec, t, want, got):
    """Why hsgen's ports may differ from this Dynamatic reference on purpose, or
    None. Each case is documented in docs/dynamatic.md ("Deliberate differences")."""
    verilog = "verilog" in rec["config"]
    x = rec["subst"].get("EXTRA_SIGNALS", "'{}'")
    if verilog and x != "'{}'":
        extra = set(got) - set(want)
        if extra and all(n.endswith("_spec") for n in extra) and \
                {n: got[n] for n in got if n not in extra} == want:
            return "Dynamatic's Verilog generator drops the extra signals"
    if verilog and t == "control_merge" and \
            {n for n in got if not n.endswith("_spec")} == set(want):
        return "Dynamatic's Verilog control_merge swaps the data and index widths"
    missing = set(want) - set(got)
    if missing and not set(got) - set(want) and \
            all(want[n][1][-1] == 0 for n in missing) and \
            all(want[n] == got[n] for n in got):
        return "Dynamatic declares null-range data ports (0 - 1 downto 0) on a control"
    if verilog and t == "join" and set(got) - set(want) == {"clk", "rst"}:
        return "Dynamatic's Verilog join has no clk/rst, which the export connects"
    if t == "sharing_wrapper" and set(got) == set(want):
        differ = {n for n in want if want[n] != got[n]}
        if differ and all(n.lower().startswith("tosharedunitin") and n.lower().endswith("_ready")
                          and want[n][0] == "out" and got[n][0] == "in" for n in differ):
            return "sharing_wrapper's toSharedUnitIn<j>_ready is an input (Dynamatic: an undriven output)"
    if t == "blocker" and rec["subst"].get("BITWIDTH") == "0" and \
            set(want) - set(got) == {"ins", "outs"} and not set(got) - set(want):
        return "a control blocker has no zero-width data ports (Dynamatic: ins/outs of 0 bits)"
    return None


def deliberate_refusal(rec, t, r):
    """Why hsgen may refuse an argument set that Dynamatic's generator fails on too,
    or None: the refusal must be a rejected request (exit 1) naming the parameter."""
    if "error" not in rec or r.returncode != 1:
        return None
    x = rec["subst"]
    if t == "buffer" and x.get("BUFFER_TYPE") == "COUNTER_BUFFER" and \
            "DV_LATENCY" not in x and "dv_latency" in r.stderr:
        return "COUNTER_BUFFER without dv_latency is refused (Dynamatic's generator: KeyError)"
    return None


def known_units(hsgen):
    r = subprocess.run([hsgen, "--local", "units"], capture_output=True, text=True)
    names = set()
    for line in r.stdout.splitlines():
        w = line.split()
        if w:
            names.add(w[0].replace("handshake.", ""))
    return names


def unit_of(entry):
    t = entry["generator"].split(" -t ")[1].split()[0]
    return t


def main():
    hsgen = os.path.abspath(sys.argv[1])
    strict = "--strict" in sys.argv[2:]
    with open(os.path.join(HERE, "reference_ports.json")) as f:
        ref = json.load(f)
    entries = {(c, i): e for c, i, e in dyn_config.load_configs(HERE)}
    known = known_units(hsgen)
    alias = {"noti": "not", "top_join": "join"}
    failures, skipped, ok, no_ref, why = [], {}, 0, 0, {}
    with tempfile.TemporaryDirectory() as tmp:
        for rec in ref["cases"]:
            e = entries[(rec["config"], rec["index"])]
            t = unit_of(e)
            if t not in known and alias.get(t, t) not in known:
                skipped.setdefault(t, 0)
                skipped[t] += 1
                continue
            mod = rec["module"]
            argv = dyn_config.command(e, rec["subst"], [hsgen, "--local", "dynamatic"], tmp, mod)
            r = subprocess.run(argv, capture_output=True, text=True)
            where = "%s[%d] %s set %d %s" % (rec["config"], rec["index"], t, rec["set"],
                                             json.dumps(rec["subst"], sort_keys=True))
            verilog = dyn_config.is_verilog(e)
            path = os.path.join(tmp, mod + (".v" if verilog else ".vhd"))
            refused = deliberate_refusal(rec, t, r)
            if refused:
                why[refused] = why.get(refused, 0) + 1
                continue
            if r.returncode != 0 or not os.path.exists(path):
                failures.append("%s: hsgen failed (%d): %s" % (where, r.returncode,
                                                               r.stderr.strip()))
                continue
            with open(path) as f:
                text = f.read()
            try:
                got = (hdl_ports.verilog_ports(text, mod) if verilog
                       else hdl_ports.vhdl_ports(text, mod))
            except ValueError as ex:
                failures.append("%s: %s" % (where, ex))
                continue
            if "ports" not in rec:
                no_ref += 1
                continue
            want = {n: (d, tuple(sh)) for n, (d, sh) in rec["ports"].items()}
            got = {n: (d, tuple(sh)) for n, (d, sh) in got.items()}
            if got != want and deliberate(rec, t, want, got):
                reason = deliberate(rec, t, want, got)
                why[reason] = why.get(reason, 0) + 1
                continue
            if got != want:
                missing = sorted(set(want) - set(got))
                extra = sorted(set(got) - set(want))
                differ = sorted(n for n in set(want) & set(got) if want[n] != got[n])
                failures.append("%s: missing %s, extra %s, differ %s" % (
                    where, missing, extra,
                    ["%s %s/%s" % (n, want[n], got[n]) for n in differ]))
                continue
            ok += 1
    total = len(ref["cases"])
    historic = sum(1 for rec in ref["cases"] if "generator" in rec)
    if historic:
        print("%d argument sets (rigidifier) compared with a generator of Dynamatic's history, "
              "which its current tree no longer has" % historic)
    print("dynamatic ports: %d of %d argument sets equal Dynamatic's, %d generated where "
          "Dynamatic's own generator fails, %d failures" % (ok, total, no_ref, len(failures)))
    for reason, n in sorted(why.items()):
        print("deliberate difference (%d argument sets): %s" % (n, reason))
    if skipped:
        print("unit types hsgen does not know yet (%d argument sets): %s" % (
            sum(skipped.values()), " ".join(sorted(skipped))))
    for f in failures:
        print("FAIL " + f)
    if failures or (strict and skipped):
        sys.exit(1)


if __name__ == "__main__":
    main()
