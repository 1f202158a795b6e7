"""Runs Dynamatic's own unit generators on every unit of a corpus case's hw.mlir, the
way Dynamatic's RTL export does (its RTL configuration's generator command, with the
parameters its export derives from the module's port types and hw.parameters), and
writes each entity as dynamatic_units/CASE/MODULE.vhd: the same netlist with
Dynamatic's units instead of hsgen's, for the cycle-parity test (parity.sh). The
output is committed test data (see NOTICE); this script is not run by make test: it
needs a copy of Dynamatic's tools/unit-generators and Python 3.12.

    PYENV_VERSION=3.12.1 python3 make_dynamatic_units.py [--beta BETA_DIR] DYNAMATIC_DIR CASE...

DYNAMATIC_DIR holds tools/unit-generators/vhdl of a Dynamatic checkout. A unit its
configuration has no generator for (speculation v2's passer, spec_v2_resolver and
spec_v2_repeating_init, which Dynamatic had only in its experimental tree, 2025) is
generated from BETA_DIR, a Dynamatic checkout of that time holding
data/rtl-config-vhdl-beta.json and experimental/tools/unit-generators/vhdl. Units that
Dynamatic implements with vendor cores (floating point: FloPoCo or Vivado IP, not
available here) are not generated: the parity test keeps hsgen's for them, and the
script names them; nor is the LSQ (Dynamatic's own LSQ generator, from the configuration its
export writes).
"""
import json
import os
import re
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CONFIG = os.path.join(HERE, "..", "..", "data", "dynamatic", "rtl-config-vhdl.json")
NEEDS_CORES = {"handshake.addf", "handshake.subf", "handshake.mulf", "handshake.divf",
               "handshake.cmpf", "handshake.absf", "handshake.negf", "handshake.sitofp",
               "handshake.fptosi", "handshake.uitofp", "handshake.extf", "handshake.truncf",
               "handshake.maximumf", "handshake.minimumf"}

OWN_GENERATOR = {"handshake.lsq"}


def split_top(text):
    """Splits on commas outside <...>, [...], {...} and quotes."""
    out, depth, cur, quote = [], 0, "", False
    for ch in text:
        if ch == '"':
            quote = not quote
        elif not quote and ch in "<[{(":
            depth += 1
        elif not quote and ch in ">]})":
            depth -= 1
        if ch == "," and depth == 0 and not quote:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def externs(path):
    """hw.module.extern declarations: name -> (hw.name, params, ins, outs)."""
    res = {}
    pat = re.compile(r'hw\.module\.extern @(\S+)\((.*)\) attributes \{hw\.name = "([^"]+)"'
                     r'(?:, hw\.parameters = \{(.*)\})?\}\s*$')
    for line in open(path):
        m = pat.search(line)
        if not m:
            continue
        name, ports, hwname, params = m.group(1), m.group(2), m.group(3), m.group(4) or ""
        ins, outs = [], []
        for p in split_top(ports):
            d, rest = p.split(" ", 1)
            pname, ptype = [x.strip() for x in rest.split(":", 1)]
            if pname.lstrip("%") in ("clk", "rst"):
                continue
            (ins if d == "in" else outs).append((pname.lstrip("%"), ptype))
        kv = {}
        for item in split_top(params):
            if "=" not in item:
                continue
            k, v = [x.strip() for x in item.split("=", 1)]
            v = re.sub(r"\s*:\s*(ui|si|i)\d+$", "", v)
            if v.startswith('"') and v.endswith('"'):
                v = v[1:-1]
            kv[k] = v
        res[name] = (hwname, kv, ins, outs)
    return res


def width(t):
    m = re.search(r"channel<[if](\d+)", t)
    if m:
        return m.group(1)
    if "control<" in t:
        return "0"
    m = re.match(r"[if](\d+)$", t.strip())
    return m.group(1) if m else "0"


def extras(t):
    m = re.search(r"\[(.*)\]", t)
    if not m:
        return "{}"
    d = {}
    for s in split_top(m.group(1)):
        n, w = [x.strip() for x in s.split(":")]
        d[n] = int(w.lstrip("if"))
    return repr(d).replace(" ", "")


def serialize(hwname, kv, ins, outs):
    """The parameters Dynamatic's export substitutes into the generator command."""
    p = dict(kv)
    t0 = ins[0][1] if ins else outs[0][1]
    p["EXTRA_SIGNALS"] = extras(t0)
    if hwname in ("handshake.cond_br", "handshake.select"):
        p["BITWIDTH"] = width(ins[1][1])
    elif hwname == "handshake.constant":
        p["BITWIDTH"] = width(outs[0][1])
    elif hwname == "handshake.control_merge":
        p["DATA_BITWIDTH"], p["INDEX_BITWIDTH"] = width(ins[0][1]), width(outs[1][1])
    elif hwname in ("handshake.extsi", "handshake.extui", "handshake.trunci"):
        p["INPUT_BITWIDTH"], p["OUTPUT_BITWIDTH"] = width(ins[0][1]), width(outs[0][1])
    elif hwname == "handshake.load":
        p["ADDR_BITWIDTH"], p["DATA_BITWIDTH"] = width(ins[0][1]), width(outs[1][1])
    elif hwname == "handshake.store":
        p["ADDR_BITWIDTH"], p["DATA_BITWIDTH"] = width(ins[0][1]), width(ins[1][1])
    elif hwname == "handshake.mux":
        p["INDEX_BITWIDTH"], p["DATA_BITWIDTH"] = width(ins[0][1]), width(ins[1][1])
    elif hwname == "handshake.mem_controller":
        p["DATA_BITWIDTH"], p["ADDR_BITWIDTH"] = width(ins[0][1]), width(outs[-2][1])
    elif hwname == "mem_to_bram":
        p["ADDR_BITWIDTH"], p["DATA_BITWIDTH"] = width(ins[1][1]), width(ins[4][1])
    elif hwname not in ("handshake.source", "handshake.join"):
        p["BITWIDTH"] = width(t0)
    if hwname == "handshake.buffer":
        p.setdefault("DV_LATENCY", "0")
        if "BUFFER_TYPE" not in p:  # the timing syntax of 2024-2025: its kind
            t, n = p.get("TIMING", ""), int(p.get("NUM_SLOTS", "1"))
            r = re.search(r"R:\s*1", t) is not None
            p["BUFFER_TYPE"] = ("FIFO_BREAK_NONE" if r else "FIFO_BREAK_DV") if n > 1 else (
                "ONE_SLOT_BREAK_R" if r else "ONE_SLOT_BREAK_DV")
    if hwname == "handshake.init":
        p.setdefault("INITIAL_VALUE", "0")
    if hwname == "handshake.muli":
        p.setdefault("LATENCY", "4")
    if hwname == "handshake.spec_v2_repeating_init":  # before INIT_TOKEN existed: always 1
        p.setdefault("INIT_TOKEN", "1")
    return p


def entry(config, hwname, params):
    for e in config:
        if e.get("name") != hwname or "generator" not in e:
            continue
        ok = all(str(params.get(c["name"], "")) == str(c["eq"]) for c in e.get("parameters", [])
                 if "eq" in c)
        if ok:
            return e
    return None


def main():
    args = sys.argv[1:]
    beta_config, beta_gen = [], None
    if args[:1] == ["--beta"]:
        beta = args[1]
        beta_config = json.load(open(os.path.join(beta, "data", "rtl-config-vhdl-beta.json")))
        beta_gen = os.path.join(beta, "experimental", "tools", "unit-generators", "vhdl",
                                "vhdl-unit-generator.py")
        args = args[2:]
    dyn, cases = args[0], args[1:]
    config = json.load(open(CONFIG))
    gen = os.path.join(dyn, "tools", "unit-generators", "vhdl", "vhdl-unit-generator.py")
    for case in cases:
        ext = externs(os.path.join(HERE, case, "hw.mlir"))
        kept = sorted({h for h, _, _, _ in ext.values() if h in NEEDS_CORES})
        if kept:
            print("%s: hsgen's %s kept (Dynamatic's need vendor cores)" % (case, ", ".join(kept)))
        if any(h in OWN_GENERATOR for h, _, _, _ in ext.values()):
            print("%s: hsgen's handshake.lsq kept (Dynamatic's comes from its LSQ generator, "
                  "tools/backend, with the configuration its export writes)" % case)
        out = os.path.join(HERE, "dynamatic_units", case)
        os.makedirs(out, exist_ok=True)
        for name, (hwname, kv, ins, outs) in sorted(ext.items()):
            if hwname in NEEDS_CORES or hwname in OWN_GENERATOR:
                continue
            p = serialize(hwname, kv, ins, outs)
            e = entry(config, hwname, p)
            if e is None and beta_gen:
                e = entry(beta_config, hwname, p)
            if e is None:
                sys.exit("%s: %s (%s): no generator entry" % (case, name, hwname))
            cmd = e["generator"]
            for k in sorted(p, key=len, reverse=True):
                cmd = cmd.replace("$" + k, p[k])
            cmd = cmd.replace("$MODULE_NAME", name).replace("$OUTPUT_DIR", out)
            cmd = cmd.replace("$DYNAMATIC/tools/unit-generators/vhdl/vhdl-unit-generator.py",
                              gen)
            if beta_gen:
                cmd = cmd.replace("$DYNAMATIC/experimental/tools/unit-generators/vhdl/"
                                  "vhdl-unit-generator.py", beta_gen)
            argv = shlex.split(cmd)
            argv[0] = sys.executable
            if "$" in cmd:
                sys.exit("%s: %s: unsubstituted parameter in %s" % (case, name, cmd))
            subprocess.run(argv, check=True)
        print("%s: %d units" % (case, len(ext)))


if __name__ == "__main__":
    main()
