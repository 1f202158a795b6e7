"""`hsgen dynamatic --rtl-config vhdl|verilog`: the printed configuration is valid JSON,
every generator-backed entry calls hsgen (speculation v2's three, which Dynamatic's
current configurations lack, are added after Dynamatic's entries) (the LSQ's too: none is left on Dynamatic's
LSQ generators, whose Python one writes VHDL only),
keeps every entry of Dynamatic's configuration with all its fields (only the
generator command and the vendor dependencies of the entries hsgen generates
change), and every generator command that calls hsgen is run once, exactly as
Dynamatic's export would run it (its $PARAMETERS substituted with the first
argument set of dyn_config.py, through a POSIX shell), and writes its module.

usage: test_rtl_config.py HSGEN"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import dyn_config  # noqa: E402

BASE = {"vhdl": "rtl-config-vhdl.json", "verilog": "rtl-config-verilog-beta.json"}
# What Dynamatic's export writes for an LSQ entry's use-json-config: a one-group LSQ,
# a load then a store (its name is the module's).
LSQ_CONFIG = {"master": True, "fifoDepth_L": 16, "fifoDepth_S": 16, "dataWidth": 32,
              "addrWidth": 8, "numBBs": 1, "numLoadPorts": 1, "numStorePorts": 1,
              "numLoads": [1], "numStores": [1], "ldOrder": [[0]], "ldPortIdx": [[0]],
              "stPortIdx": [[0]], "indexWidth": 4, "numLdChannels": 1, "numStChannels": 1,
              "stResp": 0, "groupMulti": 0, "pipe0En": 0, "pipe1En": 0, "pipeCompEn": 0,
              "headLagEn": 0, "bypassEn": 1}
VENDOR = {"flopoco_ip_cores", "vivado_ip_wrappers"}
# The speculation v2 entries hsgen adds after Dynamatic's (its configuration of 2025-07,
# rtl-config-vhdl-beta.json, had them; its current ones do not): name, the parameter
# the entry declares, the export's substitutions the command is run with.
SPEC_V2 = [("handshake.passer", None, {"BITWIDTH": "32"}),
           ("handshake.spec_v2_resolver", None, {}),
           ("handshake.spec_v2_repeating_init", "INIT_TOKEN", {"INIT_TOKEN": "1"})]


def spec_v2_expected(which):
    """The added entries as they must read (their generator: checked by running it)."""
    out = []
    for name, param, _ in SPEC_V2:
        e = {"name": name}
        if param:
            e["parameters"] = [{"name": param, "type": "unsigned"}]
        e["generator"] = "(added: runs hsgen)"
        if which == "verilog":
            e["hdl"] = "verilog"
        out.append(e)
    return out


def main():
    hsgen = os.path.abspath(sys.argv[1])
    failures = []
    for which, base in BASE.items():
        r = subprocess.run([hsgen, "dynamatic", "--rtl-config", which], capture_output=True,
                           text=True)
        if r.returncode != 0:
            failures.append("%s: exit %d: %s" % (which, r.returncode, r.stderr))
            continue
        printed = json.loads(r.stdout)
        # every generator-backed entry (the LSQ's included) calls hsgen, and none is left
        # on Dynamatic's LSQ generators (the Python one writes VHDL only)
        counts = re.search(r"(\d+) of the (\d+) generator-backed entries", r.stderr)
        if not counts or counts.group(1) != counts.group(2):
            failures.append("%s: %s" % (which, r.stderr.strip()))
        for e in printed:
            if "lsq-generator" in e.get("generator", ""):
                failures.append("%s: %s still runs %s" % (which, e["name"], e["generator"]))
        print("%s: %s" % (which, r.stderr.strip()))
        with open(os.path.join(HERE, base)) as f:
            original = json.load(f)
        n_dyn = len(original)
        original += spec_v2_expected(which)
        if len(printed) != len(original):
            failures.append("%s: %d entries, Dynamatic's has %d and %d are added" % (
                which, len(printed), n_dyn, len(original) - n_dyn))
            continue
        ran, serialized, no_hdl = 0, {}, 0
        with tempfile.TemporaryDirectory() as tmp:
            for k, (p, o) in enumerate(zip(printed, original)):
                for key in set(p) | set(o):
                    if key in ("generator", "dependencies"):
                        continue
                    if p.get(key) != o.get(key):
                        failures.append("%s[%d] %s: field %s changed" % (which, k, o.get("name"),
                                                                         key))
                if p.get("dependencies", []) != [d for d in o.get("dependencies", [])
                                                 if p.get("generator") == o.get("generator")
                                                 or d not in VENDOR]:
                    failures.append("%s[%d]: dependencies %s" % (which, k, p.get("dependencies")))
                gen = p.get("generator", "")
                if gen == o.get("generator", ""):
                    continue
                if (" dynamatic " not in gen and " dynamatic-lsq " not in gen) or hsgen not in gen:
                    failures.append("%s[%d]: generator %s" % (which, k, gen))
                    continue
                # the LSQ's HDL is the entry's, VHDL when it has none (Dynamatic's default)
                m = re.search(r" --hdl (\w+)", gen)
                if " dynamatic-lsq " in gen and (not m or m.group(1) != o.get("hdl", "vhdl")):
                    failures.append("%s[%d]: %s for an entry with hdl %s" % (
                        which, k, gen, o.get("hdl", "(none)")))
                # the LSQ's entry has no parameters: its configuration is the JSON below
                subst = ({} if "use-json-config" in o
                         else {n: sub for n, _, sub in SPEC_V2}[o["name"]] if k >= n_dyn
                         else dyn_config.argsets(o)[0])
                mod = "rc_%s_%d" % (which, k)
                cmd = gen
                allp = dict(subst, OUTPUT_DIR=tmp, MODULE_NAME=mod, DYNAMATIC="/nonexistent")
                for name in sorted(allp, key=len, reverse=True):
                    cmd = cmd.replace("$" + name, allp[name])
                if "use-json-config" in o:  # the LSQ: Dynamatic's export writes its JSON
                    path = o["use-json-config"]
                    for name in sorted(allp, key=len, reverse=True):
                        path = path.replace("$" + name, allp[name])
                    with open(path, "w") as f:
                        json.dump(dict(LSQ_CONFIG, name=mod), f)
                run = subprocess.run(["sh", "-c", cmd], capture_output=True, text=True)
                ext = ".v" if which == "verilog" else ".vhd"
                path = os.path.join(tmp, mod + ext)
                if run.returncode != 0 or not os.path.exists(path):
                    failures.append("%s[%d] %s: %s -> exit %d %s" % (
                        which, k, o.get("name"), cmd, run.returncode, run.stderr.strip()))
                    continue
                with open(path) as f:
                    text = f.read()
                if mod not in text:
                    failures.append("%s[%d]: %s does not name %s" % (which, k, path, mod))
                # written in the language its output names, as Dynamatic's own generator
                # writes it; an entry without `hdl` (Dynamatic reads it as a VHDL
                # component) is not made VHDL by that: its command writes a .v file
                lang = (re.search(r"\bmodule\s+%s\b" % mod, text) if ext == ".v"
                        else re.search(r"\bentity\s+%s\s+is\b" % mod, text, re.I))
                if not lang:
                    failures.append("%s[%d] %s: %s is not %s" % (
                        which, k, o.get("name"), path, "Verilog" if ext == ".v" else "VHDL"))
                elif "hdl" not in o:
                    no_hdl += 1
                ran += 1
                # Dynamatic's export serializes a dataflow $DATA_TYPE as the width and one
                # -NAME-WIDTH-D|U per extra signal, and $EXTRA_SIGNALS as a single-quoted
                # dict: both reach hsgen through the shell as Dynamatic runs them.
                for name, value, want in (("DATA_TYPE", "32-spec-1-D", "spec"),
                                          ("DATA_TYPE", "64", None),
                                          ("EXTRA_SIGNALS", "'{\"spec\": 1, \"tag\": 8}'", "tag")):
                    if "$" + name not in gen:
                        continue
                    cmd2 = gen
                    for key in sorted(dict(allp, **{name: value}), key=len, reverse=True):
                        cmd2 = cmd2.replace("$" + key, dict(allp, **{name: value})[key])
                    os.remove(path)
                    run = subprocess.run(["sh", "-c", cmd2], capture_output=True, text=True)
                    text = open(path).read() if os.path.exists(path) else ""
                    if run.returncode != 0 or (want and "_" + want not in text):
                        failures.append("%s[%d] %s=%s: %s -> exit %d %s" % (
                            which, k, name, value, cmd2, run.returncode, run.stderr.strip()))
                    else:
                        serialized[name] = serialized.get(name, 0) + 1
        print("%s: %d entries, %d generator commands call hsgen, each run once (%d of them "
              "for entries without hdl); with Dynamatic's serializations: %s"
              % (which, len(printed), ran, no_hdl, serialized))
        if which == "verilog" and no_hdl != sum(1 for e in original if "hdl" not in e):
            failures.append("verilog: %d entries without hdl ran, Dynamatic's has %d" % (
                no_hdl, sum(1 for e in original if "hdl" not in e)))
    for f in failures:
        print("FAIL " + f)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
