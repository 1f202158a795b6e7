#!/usr/bin/env python3
"""A stand-in external generator for circuit tests: writes entity/module NAME in
HDL to OUTPUT with the ports {params} lists ({"unit", "ports": {P: {direction,
type}}, "params"}), as hsgen names them (P, P_valid, P_ready; raw types are the
data only). Each output's data is the first input data of the same width (0 when
none), valid and ready are tied to 1, so a test can tell this text from hsgen's
stub. Usage: fake_external_gen.py NAME HDL OUTPUT PARAMS_JSON"""
import json
import re
import sys

name, hdl, out, params = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
ports = []  # (name, is_input, width)
for p, d in sorted(params["ports"].items()):
    t, is_in = d["type"], d["direction"] == "in"
    m = re.search(r"i(\d+)", t.split("[")[0])
    width = int(m.group(1)) if m else 0
    if t.startswith("!handshake"):
        if width:
            ports.append((p, is_in, width))
        ports.append((p + "_valid", is_in, 1))
        ports.append((p + "_ready", not is_in, 1))
    else:
        ports.append((p, is_in, width))
ins = [p for p in ports if p[1]]


def source(width):
    for p in ins:
        if p[2] == width and not p[0].endswith(("_valid", "_ready")):
            return p[0]
    return None


with open(out, "w") as f:
    f.write("-- made by fake_external_gen.py for %s (%s)\n" % (params["unit"], name) if hdl == "vhdl"
            else "// made by fake_external_gen.py for %s (%s)\n" % (params["unit"], name))
    if hdl == "vhdl":
        decl = ["clk : in std_logic", "rst : in std_logic"] + [
            "%s : %s %s" % (p, "in" if i else "out",
                            "std_logic" if w == 1 and p.endswith(("_valid", "_ready"))
                            else "std_logic_vector(%d downto 0)" % (w - 1))
            for p, i, w in ports]
        f.write("library ieee;\nuse ieee.std_logic_1164.all;\n\nentity %s is\n  port (\n    %s\n  );\nend entity;\n\n" % (name, ";\n    ".join(decl)))
        f.write("architecture fake of %s is\nbegin\n" % name)
        for p, i, w in ports:
            if i:
                continue
            if p.endswith(("_valid", "_ready")):
                f.write("  %s <= '1';\n" % p)
            else:
                s = source(w)
                f.write("  %s <= %s;\n" % (p, s if s else "(others => '0')"))
        f.write("end architecture;\n")
    else:
        decl = ["input wire clk", "input wire rst"] + [
            "%s wire %s%s" % ("input" if i else "output", "" if w == 1 and p.endswith(("_valid", "_ready")) else "[%d:0] " % (w - 1), p)
            for p, i, w in ports]
        f.write("module %s (\n  /* verilator lint_off UNUSEDSIGNAL */\n  %s\n  /* verilator lint_on UNUSEDSIGNAL */\n);\n" % (name, ",\n  ".join(decl)))
        for p, i, w in ports:
            if i:
                continue
            if p.endswith(("_valid", "_ready")):
                f.write("  assign %s = 1'b1;\n" % p)
            else:
                s = source(w)
                f.write("  assign %s = %s;\n" % (p, s if s else "%d'd0" % w))
        f.write("endmodule\n")
