#!/usr/bin/env python3
"""Writes docs/units.md, the reference of every unit of the catalog, from the catalog
itself: `hsgen --local rpc unit.list` and `unit.describe` of each unit (parameters
with ranges and defaults, ports, the rule), and Dynamatic's RTL configuration built
into hsgen (data/dynamatic/rtl-config-vhdl.json: which units Dynamatic has, and the
parameters its export passes). `make units-doc` runs it; test lint.units_doc fails
when the checked-in file differs from what this prints.

usage: units_doc.py HSGEN SOURCE_DIR [OUT]   (OUT absent: standard output)"""
import json
import re
import subprocess
import sys


def rpc(hsgen, method, params=None):
    args = [hsgen, "--local", "rpc", method] + ([json.dumps(params)] if params else [])
    return json.loads(subprocess.run(args, check=True, capture_output=True, text=True).stdout)


def dynamatic_entries(src):
    """{unit: [the parameter names its generator commands pass]} of Dynamatic's
    VHDL configuration."""
    with open(src + "/data/dynamatic/rtl-config-vhdl.json") as f:
        entries = json.load(f)
    out = {}
    for e in entries:
        name = e.get("name")
        if not name:
            continue
        gen = e.get("generator", "")
        words = re.findall(r"(?:^|\s)([a-z_]+)=", gen.split(" -p ", 1)[1]) if " -p " in gen else []
        t = re.search(r" -t (\S+)", gen)
        prog = re.search(r"(\S+\.py)\b", gen)
        how = "`-t %s`" % t.group(1) if t else "its own generator `%s`" % (
            prog.group(1).rsplit("/", 1)[-1] if prog else gen.split()[0])
        seen = out.setdefault(name, {"type": how, "params": []})
        for w in words:
            if w not in seen["params"]:
                seen["params"].append(w)
    return out


def param_text(p):
    if p["kind"] == "int":
        rng = "%d to %d" % (p["min"], p["max"])
    elif p["kind"] == "enum":
        rng = ", ".join("`%s`" % v for v in p["values"])
    else:
        rng = p["kind"]
    default = "required" if p.get("required") else "default `%s`" % p.get("default")
    return "| `%s` | %s | %s | %s |" % (p["name"], rng, default, p.get("doc", "").replace("|", "\\|"))


def port_text(p):
    name = p["name"] + ("[N]" if p.get("array") else "")
    width = p.get("width", "")
    width = width.replace("param:", "") if isinstance(width, str) else str(width)
    return "| `%s` | %s | %s | %s | %s |" % (name, p["direction"], p.get("shape", ""), width or "—",
                                             p.get("extras", "").replace("_", " "))


def latency_text(d):
    lat = [p for p in d["params"] if p["name"] == "latency"]
    if lat:
        p = lat[0]
        return "set by `latency`: %d to %d cycles, default %s" % (p["min"], p["max"],
                                                                    p.get("default", "required"))
    if d["unit"] == "handshake.buffer":
        return "by `buffer_type` and `num_slots` (docs/memory-and-control.md)"
    return "fixed by the unit (no `latency` parameter)"


def main():
    hsgen, src = sys.argv[1], sys.argv[2]
    units = rpc(hsgen, "unit.list")["units"]
    dyn = dynamatic_entries(src)
    lines = ["# Units", "",
             "Every unit of hsgen's catalog: its parameters (range, default), ports, type rule,",
             "latency and the name Dynamatic gives it. Written by `make units-doc`",
             "(`scripts/units_doc.py`, from `hsgen rpc unit.describe`); test `lint.units_doc`",
             "fails when this file and the catalog differ. `hsgen describe UNIT` prints the same",
             "for one unit:", "",
             "    hsgen describe handshake.mux", "",
             "Ports: `shape` is `channel` (data, valid, ready), `control` (valid and ready),",
             "`channel_or_control` (control when the width is 0) or `raw` (a bus without",
             "handshake); the width names the parameter it follows; extras says which extra",
             "signals the port carries (`unit`: the unit's, read from its first input).",
             "Dynamatic: the operation's name in Dynamatic's IR and its RTL configuration, with",
             "the parameters Dynamatic's export passes (`hsgen dynamatic` takes them, docs/dynamatic.md);",
             "— for a unit Dynamatic does not have.", "",
             "| unit | summary | Dynamatic |", "|---|---|---|"]
    described = []
    for u in units:
        d = rpc(hsgen, "unit.describe", {"unit": u["name"]})
        described.append(d)
        e = dyn.get(u["name"])
        anchor = u["name"].replace(".", "")
        lines.append("| [`%s`](#%s) | %s | %s |" % (u["name"], anchor, u["summary"].replace("|", "\\|"),
                                                  "yes" if e else "—"))
    for d in described:
        e = dyn.get(d["unit"])
        lines += ["", "## %s" % d["unit"], "", d["summary"], ""]
        if d["params"]:
            lines += ["| parameter | range | default | meaning |", "|---|---|---|---|"]
            lines += [param_text(p) for p in d["params"]]
            lines.append("")
        lines += ["| port | direction | shape | width | extra signals |", "|---|---|---|---|---|"]
        lines += [port_text(p) for p in d["ports"]]
        lines += ["", "Rule `%s`: %s." % (d["rule"]["id"], d["rule"]["text"].rstrip(".")), "",
                  "Latency: %s." % latency_text(d), ""]
        if e:
            passed = ", ".join("`%s`" % p for p in e["params"]) or "none"
            lines.append("Dynamatic: `%s` (%s), parameters passed: %s." % (d["unit"], e["type"], passed))
        else:
            lines.append("Dynamatic: —.")
    text = "\n".join(lines) + "\n"
    if len(sys.argv) > 3:
        with open(sys.argv[3], "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
