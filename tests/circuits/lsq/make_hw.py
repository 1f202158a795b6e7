#!/usr/bin/env python3
"""Writes NAME_hw.mlir beside each kernel NAME.mlir of this folder: the kernel as
Dynamatic's export writes it at the hw level (its hw.mlir), from the netlist hsgen reads
out of the handshake.func (`hsgen circuit NAME.mlir --netlist`).

The form is the one of Dynamatic's hw.mlir (tests/kernels, e.g. its histogram): one
hw.module named as the function, every memory a group of block-RAM ports (in
NAME_loadData; out NAME_loadEn, NAME_loadAddr, NAME_storeEn, NAME_storeAddr,
NAME_storeData) in place of the RAM, every unit an hw.instance of an hw.module.extern
with hw.name and hw.parameters (upper-case keys, the LSQ's camelCase configuration with
lists of i32 and its name), array ports flattened to P_N, clk and rst last.

Run once after changing a kernel; the files are committed.
usage: make_hw.py HSGEN"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KERNELS = ["histogram", "prefix_sum", "triangular", "kernel_2mm"]
RAM_PORTS = ["loadEn", "loadAddr", "storeEn", "storeAddr", "storeData"]


def port_name(name):
    """The IR's name of a circuit port: the netlist renames `end` (a reserved word) end_r."""
    return "end" if name == "end_r" else name


def mlir_type(t):
    if t in ("!handshake.control", "control"):
        return "!handshake.control<>"
    return t


def flat(ep):
    """"u.p[3]" -> ("u", "p_3")."""
    unit, _, port = ep.partition(".")
    if "[" in port:
        base, idx = port[:-1].split("[")
        port = "%s_%s" % (base, idx)
    return unit, port


def mlir_list(v):
    if isinstance(v, list):
        return "[" + ", ".join(mlir_list(x) for x in v) + "]"
    return "%d : i32" % v


def param_text(unit, key, value, ext, width):
    if unit == "handshake.lsq":
        if key == "master":
            return "master = %s" % ("true" if int(value) else "false")
        if isinstance(value, str) and value.startswith("["):
            return "%s = %s" % (key, mlir_list(json.loads(value)))
        if key in ("numLoads", "numStores"):
            vals = [int(x) for x in str(value).split()]
            return "%s = %s" % (key, mlir_list(vals))
        return "%s = %s : ui32" % (key, value)
    key_up = key.upper()
    if key == "value":  # Dynamatic writes a constant's bits, most significant first
        bits = int(value) & ((1 << width) - 1)
        return '%s = "%s"' % (key_up, format(bits, "0%db" % width))
    if isinstance(value, int) or str(value).lstrip("-").isdigit():
        return "%s = %s : ui32" % (key_up, value)
    return '%s = "%s"' % (key_up, value)


def convert(nl):
    units = {u["name"]: u for u in nl["units"]}
    rams = [u["name"] for u in nl["units"] if u["unit"] == "handshake.ram"]
    # what drives each (unit, port) and what each output is driven by
    value_of = {}   # source endpoint -> SSA value text
    for inp in nl["inputs"]:
        value_of[inp["name"]] = "%" + inp["name"]
    ins, outs = {}, {}  # unit -> [(port, value, type)], unit -> [(port, type)]
    ram_width = {}
    for c in nl["channels"]:
        t = mlir_type(c["type"])
        fu, fp = flat(c["from"]) if "." in c["from"] else (None, c["from"])
        tu, tp = flat(c["to"]) if "." in c["to"] else (None, c["to"])
        if fu in rams:
            src = "%%%s_loadData" % fu
            ram_width[fu] = t
        elif fu is None:
            src = "%" + fp
        else:
            src = "%%%s.%s" % (fu, fp)
            outs.setdefault(fu, [])
            if (fp, t) not in outs[fu]:
                outs[fu].append((fp, t))
        c["_src"], c["_t"] = src, t
        if tu in rams:
            ram_width.setdefault(tu + "." + tp, t)
            continue
        if tu is not None:
            ins.setdefault(tu, []).append((tp, src, t))
    top_in = ["in %%%s_loadData : %s" % (r, ram_width[r]) for r in rams]
    top_in += ["in %%%s : %s" % (p["name"], mlir_type(p["type"])) for p in nl["inputs"]]
    top_in += ["in %clk : i1", "in %rst : i1"]
    top_out = ["out %s : %s" % (port_name(p["name"]), mlir_type(p["type"])) for p in nl["outputs"]]
    out_vals, out_types = [], []
    for p in nl["outputs"]:
        c = next(c for c in nl["channels"] if c["to"] == p["name"])
        out_vals.append(c["_src"])
        out_types.append(c["_t"])
    for r in rams:
        for rp in RAM_PORTS:
            c = next(c for c in nl["channels"] if c["to"] == "%s.%s" % (r, rp))
            top_out.append("out %s_%s : %s" % (r, rp, c["_t"]))
            out_vals.append(c["_src"])
            out_types.append(c["_t"])
    body, externs = [], []
    kinds = {}
    for u in nl["units"]:
        if u["name"] in rams:
            continue
        kind = u["unit"].split(".", 1)[1]
        k = kinds.get(kind, 0)
        kinds[kind] = k + 1
        ext = "handshake_%s_%d" % (kind, k)
        if u["unit"] == "handshake.lsq":
            ext = "handshake_lsq_%s" % u["name"]
        uin = ins.get(u["name"], [])
        uout = outs.get(u["name"], [])
        width = 0
        for p, t in uout:
            if t.startswith("!handshake.channel<i"):
                width = int(t[len("!handshake.channel<i"):-1])
        params = [param_text(u["unit"], k2, v, ext, width)
                  for k2, v in (u.get("params") or {}).items()]
        if u["unit"] == "handshake.lsq":
            params.append('name = "%s"' % ext)
        res = ", ".join("%%%s.%s" % (u["name"], p) for p, _ in uout)
        args = ", ".join("%s: %s: %s" % (p, v, t) for p, v, t in uin)
        args = (args + ", " if args else "") + "clk: %clk: i1, rst: %rst: i1"
        rets = ", ".join("%s: %s" % (p, t) for p, t in uout)
        body.append("    %shw.instance \"%s\" @%s(%s) -> (%s)" % (
            res + " = " if res else "", u["name"], ext, args, rets))
        decl = ["in %%%s : %s" % (p, t) for p, _, t in uin] + ["in %clk : i1", "in %rst : i1"]
        decl += ["out %s : %s" % (p, t) for p, t in uout]
        externs.append("  hw.module.extern @%s(%s) attributes {hw.name = \"%s\", hw.parameters = {%s}}" % (
            ext, ", ".join(decl), u["unit"], ", ".join(sorted(params))))
    text = ["module {",
            "  hw.module @%s(%s) {" % (nl["name"], ", ".join(top_in + top_out))]
    text += body
    text.append("    hw.output %s : %s" % (", ".join(out_vals), ", ".join(out_types)))
    text.append("  }")
    text += externs
    text.append("}")
    return "\n".join(text) + "\n"


def main():
    hsgen = sys.argv[1]
    for k in KERNELS:
        src = os.path.join(HERE, k + ".mlir")
        r = subprocess.run([hsgen, "--local", "circuit", src, "--netlist"], capture_output=True,
                           text=True, check=True)
        nl = json.loads(r.stdout)
        head = "// %s at the hw level, as Dynamatic's export writes it: made from %s.mlir by\n" \
               "// make_hw.py (hsgen's netlist of it, one extern per unit).\n" % (k, k)
        with open(os.path.join(HERE, k + "_hw.mlir"), "w") as f:
            f.write(head + convert(nl))


if __name__ == "__main__":
    main()
