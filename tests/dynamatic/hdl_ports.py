"""Reads the port list of a VHDL entity or a Verilog module from its text, so two
generators' outputs can be compared port for port (names, directions, shapes;
order free). Only the declaration forms that Dynamatic's and hsgen's generators
write are understood; anything else raises ValueError naming the line."""
import re


def _eval(expr, params):
    """A width expression: integers, + - * / ( ) and parameter names."""
    e = expr
    for k in sorted(params, key=len, reverse=True):
        e = re.sub(r"\b%s\b" % re.escape(k), "(%s)" % params[k], e)
    if not re.fullmatch(r"[0-9+\-*/() \t$clog2]*", e):
        raise ValueError("cannot evaluate width expression %r" % expr)
    e = e.replace("/", "//")
    return int(eval(e, {"__builtins__": {}}, {}))  # noqa: S307 - digits and operators only


def _strip_vhdl_comments(text):
    return re.sub(r"--[^\n]*", "", text)


def vhdl_ports(text, entity):
    """{name: (dir, shape)} of `entity`; shape is ("logic",), ("vec", W) or
    ("array", N, W)."""
    t = _strip_vhdl_comments(text)
    m = re.search(r"\bentity\s+%s\s+is(.*?)\bend\b" % re.escape(entity), t, re.S | re.I)
    if not m:
        raise ValueError("no entity %s" % entity)
    body = m.group(1)
    generics = {}
    g = re.search(r"\bgeneric\s*\((.*?)\)\s*;", body, re.S | re.I)
    if g:
        for decl in g.group(1).split(";"):
            gm = re.match(r"\s*(\w+)\s*:\s*\w+\s*:=\s*(\d+)", decl)
            if gm:
                generics[gm.group(1)] = gm.group(2)
    p = re.search(r"\bport\s*\((.*)\)\s*;", body, re.S | re.I)
    if not p:
        return {}
    ports = {}
    for decl in p.group(1).split(";"):
        decl = decl.strip()
        if not decl:
            continue
        dm = re.match(r"([\w\s,]+):\s*(in|out|inout)\s+(.+)$", decl, re.S | re.I)
        if not dm:
            raise ValueError("cannot read port declaration %r" % decl)
        names = [n.strip() for n in dm.group(1).split(",")]
        typ = re.sub(r"\s+", " ", dm.group(3).strip().lower())
        if typ == "std_logic":
            shape = ("logic",)
        else:
            vm = re.fullmatch(r"std_logic_vector\s*\((.+) downto (.+)\)", typ)
            am = re.fullmatch(r"data_array\s*\((.+?) downto (.+?)\)\s*\((.+) downto (.+)\)", typ)
            if vm:
                shape = ("vec", _eval(vm.group(1), generics) - _eval(vm.group(2), generics) + 1)
            elif am:
                shape = ("array", _eval(am.group(1), generics) - _eval(am.group(2), generics) + 1,
                         _eval(am.group(3), generics) - _eval(am.group(4), generics) + 1)
            else:
                raise ValueError("unknown port type %r" % typ)
        for n in names:
            ports[n.lower()] = (dm.group(2).lower(), shape)
    return ports


def verilog_ports(text, module):
    """{name: (dir, ("vec", W))} of `module` (ANSI header); a scalar is width 1."""
    t = re.sub(r"//[^\n]*", "", text)
    t = re.sub(r"/\*.*?\*/", "", t, flags=re.S)
    m = re.search(r"\bmodule\s+%s\b\s*(#\s*\((.*?)\)\s*)?\((.*?)\)\s*;" % re.escape(module), t,
                  re.S)
    if not m:
        raise ValueError("no module %s" % module)
    params = {}
    if m.group(2):
        for pm in re.finditer(r"parameter\s+(?:integer\s+)?(\w+)\s*=\s*(\d+)", m.group(2)):
            params[pm.group(1)] = pm.group(2)
    ports = {}
    cur_dir, cur_w = None, 1
    for decl in m.group(3).split(","):
        decl = " ".join(decl.split())
        if not decl:
            continue
        dm = re.match(r"(input|output|inout)?\s*(?:wire|reg|logic)?\s*(?:signed\s*)?"
                      r"(\[([^\]:]+):([^\]]+)\])?\s*(\w+)(?:\s*=\s*[\w']+)?$", decl)
        if not dm:
            raise ValueError("cannot read port declaration %r" % decl)
        if dm.group(1):
            cur_dir = dm.group(1)
            cur_w = 1
            if dm.group(2):
                cur_w = _eval(dm.group(3), params) - _eval(dm.group(4), params) + 1
        ports[dm.group(5)] = (cur_dir, ("vec", cur_w))
    return ports


def normalise_vhdl(ports):
    """hsgen and Dynamatic agree on std_logic for valid/ready; compared as given."""
    return ports
