"""Runs Dynamatic's own unit generators on every unit of a corpus case, the way
Dynamatic's RTL export does (its RTL configuration's generator command, with the
parameters its export derives from the unit's port types and parameters), for both IR
files of the case:

- hw.mlir: one entity per hw.module.extern, named as the extern, written as
  dynamatic_units/CASE/hw (MODULE.vhd);
- handshake_export.mlir (which has no externs to name them): the circuit hsgen reads
  from it (`hsgen circuit FILE --netlist`: each unit's operation and parameters, and its
  ports' types from the channels) gives each unit the parameters Dynamatic's hw lowering
  gives its extern (sizes from the port counts, widths from the port types, a
  constant's VALUE as the bits of the IR's literal, a buffer's kind from its TIMING);
  units with the same generator command share one entity, named as Dynamatic names
  externs (handshake_fork_0, ...), written as dynamatic_units/CASE/handshake_export
  with units.txt: "INSTANCE MODULE" per unit, the netlist's instance names being the
  IR's handshake.name. An LSQ takes Dynamatic's LSQ generator on the configuration
  hsgen derives as Dynamatic's export does.

Each folder is stored as dynamatic_units/CASE/IR.tar.xz. That is the same netlist with
Dynamatic's units instead of hsgen's, for the cycle-parity test (parity.sh). The output is committed test data (see NOTICE); this
script is not run by make test: it needs a copy of Dynamatic's tools/unit-generators
and tools/backend/lsq-generator-python, Python 3.12, and hsgen.

    PYENV_VERSION=3.12.1 python3 make_dynamatic_units.py [--beta BETA_DIR] HSGEN DYNAMATIC_DIR CASE[:IR]...

IR is hw or handshake_export (default: both files the case holds). DYNAMATIC_DIR holds
tools/ of a Dynamatic checkout. Units that Dynamatic implements with vendor cores
(floating point: FloPoCo or Vivado IP, not available here), and units its generators
have no generator for (the gate of the 2025-12 branch, a VHDL template there), are not
generated: the parity test keeps hsgen's for them, and kept.txt names them ("INSTANCE
OPERATION REASON"). A unit the configuration has no generator for (speculation v2's
passer, spec_v2_resolver and spec_v2_repeating_init, which Dynamatic had only in its
experimental tree, 2025) is generated from BETA_DIR when given: a Dynamatic checkout of
that time holding data/rtl-config-vhdl-beta.json and
experimental/tools/unit-generators/vhdl.
"""
import json
import os
import re
import shlex
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CONFIG = os.path.join(HERE, "..", "..", "data", "dynamatic", "rtl-config-vhdl.json")
NEEDS_CORES = {"handshake.addf", "handshake.subf", "handshake.mulf", "handshake.divf",
               "handshake.cmpf", "handshake.absf", "handshake.negf", "handshake.sitofp",
               "handshake.fptosi", "handshake.uitofp", "handshake.extf", "handshake.truncf",
               "handshake.maximumf", "handshake.minimumf"}
# operations Dynamatic renamed since the corpus's versions: the generator's name
RENAMED = {"handshake.not": "handshake.noti"}
# --beta: the experimental tree's configuration and folder, tried before RENAMED
BETA = {"config": [], "dir": None}


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


def serialize(hwname, kv, ins, outs):
    """The parameters Dynamatic's export substitutes into the generator command."""
    p = dict(kv)
    t0 = ins[0][1] if ins else outs[0][1]
    p["EXTRA_SIGNALS"] = ty_extras(t0)
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


def find_entry(config, hwname, p):
    """The configuration entry for the unit: Dynamatic's, the experimental tree's
    (--beta), or Dynamatic's under the operation's later name."""
    return (entry(config, hwname, p) or entry(BETA["config"], hwname, p)
            or entry(config, RENAMED.get(hwname, hwname), p))


def keep_reason(config, hwname, p):
    """Why the parity test keeps hsgen's unit for this one, or None: Dynamatic builds it
    from a vendor float core, or its unit generators have no generator for it (units
    of branches and versions that only had a VHDL template, such as gate)."""
    if hwname in NEEDS_CORES:
        return "vendor core"
    if find_entry(config, hwname, p) is None:
        return "no generator"
    return None


def run_generator(config, dyn, out, name, hwname, p):
    """Dynamatic's generator command for the unit, with the parameters substituted."""
    e = find_entry(config, hwname, p)
    cmd = e["generator"]
    for k in sorted(p, key=len, reverse=True):
        cmd = cmd.replace("$" + k, str(p[k]))
    cmd = cmd.replace("$MODULE_NAME", name).replace("$OUTPUT_DIR", out)
    if BETA["dir"]:
        cmd = cmd.replace("$DYNAMATIC/experimental/", BETA["dir"] + "/experimental/")
    cmd = cmd.replace("$DYNAMATIC/", dyn + "/")
    if "$" in cmd:
        sys.exit("%s: unsubstituted parameter in %s" % (name, cmd))
    argv = shlex.split(cmd)
    if argv[0] == "/usr/bin/env":
        argv = argv[1:]
    argv[0] = sys.executable
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)


def ty_width(t):
    """Bits of a netlist type: !handshake.channel<i32>, !handshake.control, i10, f32."""
    m = re.search(r"[if](\d+)", t.replace("channel<", "<"))
    return 0 if "control" in t or not m else int(m.group(1))


def ty_extras(t):
    m = re.search(r"\[(.*)\]", t)
    if not m:
        return "{}"
    d = {}
    for s in split_top(m.group(1)):
        n, w = [x.strip() for x in s.split(":")]
        d[n] = int(re.sub(r"[^0-9]", "", w))
    return repr(d).replace(" ", "")


def netlist_ports(net):
    """unit name -> {port: type}, and {port: count} for array ports (outs[2])."""
    types, counts = {}, {}
    for c in net["channels"]:
        for end in (c["from"], c["to"]):
            if "." not in end:
                continue
            unit, port = end.split(".", 1)
            m = re.match(r"(\w+)\[(\d+)\]$", port)
            if m:
                port = m.group(1)
                n = counts.setdefault(unit, {})
                n[port] = max(n.get(port, 0), int(m.group(2)) + 1)
            types.setdefault(unit, {})[port] = c["type"]
    return types, counts


def ir_constants(path):
    """handshake.name -> (literal, type) of each constant's value = ... in the IR."""
    res = {}
    for line in open(path):
        n = re.search(r'handshake\.name = "([^"]+)"', line)
        v = re.search(r"\bvalue = (true|false|[-+0-9.e]+(?: : [if]\d+)?|0x[0-9A-Fa-f]+ : f\d+)",
                      line)
        if n and v and re.search(r"=\s*(handshake\.)?constant\b", line):
            res[n.group(1)] = v.group(1)
    return res


def const_bits(lit, bits):
    """Dynamatic's VALUE: the literal's bits, most significant first, bits wide."""
    if lit in ("true", "false"):
        v = 1 if lit == "true" else 0
    else:
        num, _, ty = lit.partition(" : ")
        if ty.startswith("f"):
            v = int(num, 16) if num.startswith("0x") else struct.unpack(
                "<I" if bits == 32 else "<Q", struct.pack("<f" if bits == 32 else "<d",
                                                          float(num)))[0]
        else:
            v = int(num)
    return format(v & ((1 << bits) - 1), "0%db" % bits) if bits else "0"


def handshake_params(u, ports, counts, consts):
    """The generator parameters Dynamatic's export gives the extern of netlist unit u."""
    op, hp = u["unit"], u.get("params", {})
    short = op.split(".", 1)[1]
    t = ports.get(u["name"], {})
    n = counts.get(u["name"], {})

    def w(port):
        if port not in t:
            sys.exit("%s: no port %s in the netlist" % (u["name"], port))
        return str(ty_width(t[port]))

    first = next((t[x] for x in ("lhs", "trueValue", "data", "ins", "operand", "addrIn")
                  if x in t), next(iter(t.values()), ""))
    p = {"EXTRA_SIGNALS": ty_extras(first)}
    if short in ("fork", "lazy_fork"):
        p.update(SIZE=str(n.get("outs", 1)), BITWIDTH=w("ins"))
    elif short == "merge":
        p.update(SIZE=str(n.get("ins", 1)), BITWIDTH=w("outs"))
    elif short in ("mux", "control_merge"):
        p.update(SIZE=str(n.get("ins", 1)), DATA_BITWIDTH=w("outs"), INDEX_BITWIDTH=w("index"))
    elif short == "buffer":
        p.update(NUM_SLOTS=str(hp["num_slots"]), BUFFER_TYPE=hp["buffer_type"], DV_LATENCY="0",
                 BITWIDTH=w("ins"))
    elif short == "constant":
        bits = ty_width(t["outs"])
        if u["name"] not in consts:
            sys.exit("%s: no value in the IR" % u["name"])
        p.update(VALUE=const_bits(consts[u["name"]], bits), BITWIDTH=str(bits))
    elif short in ("extsi", "extui", "trunci"):
        p.update(INPUT_BITWIDTH=w("ins"), OUTPUT_BITWIDTH=w("outs"))
    elif short == "load":
        p.update(ADDR_BITWIDTH=w("addrIn"), DATA_BITWIDTH=w("dataOut"))
    elif short == "store":
        p.update(ADDR_BITWIDTH=w("addrIn"), DATA_BITWIDTH=w("dataIn"))
    elif short == "mem_controller":
        p = {"NUM_CONTROLS": str(hp["num_controls"]), "NUM_LOADS": str(hp["num_loads"]),
             "NUM_STORES": str(hp["num_stores"]), "ADDR_BITWIDTH": w("loadAddr"),
             "DATA_BITWIDTH": w("loadData")}
    elif short == "source":
        pass
    elif short == "join":
        p = {"SIZE": str(n.get("ins", 1))}
    elif short == "init":
        p.update(INITIAL_VALUE=str(hp.get("initial_value", 0)), BITWIDTH=w("ins"))
    elif short == "spec_v2_repeating_init":
        p.update(INIT_TOKEN=str(hp.get("init_token", 1)))
    elif short == "cmpi":
        p.update(PREDICATE=hp["predicate"], BITWIDTH=w("lhs"))
    elif short == "cond_br":
        p.update(BITWIDTH=w("data"))
    elif short == "select":
        p.update(BITWIDTH=w("trueValue"))
    elif short == "sink":
        p.update(BITWIDTH=w("ins"))
    else:  # the binary and unary integer units: their operands' width
        p.update(BITWIDTH=str(ty_width(first)))
        if short in ("muli", "divsi", "divui", "remsi"):
            p["LATENCY"] = str(hp["latency"])
    return p


def lsq_config(name, hp):
    """Dynamatic's LSQ generator configuration from the unit's parameters (hsgen keeps
    them under Dynamatic's JSON keys; one-group lists may come as numbers, the port
    lists as JSON text)."""
    c = {"name": name}
    for k, v in hp.items():
        if isinstance(v, str) and v.startswith("["):
            v = json.loads(v)
        if k in ("numLoads", "numStores") and isinstance(v, int):
            v = [v]
        c[k] = v
    return c


def make_handshake(hsgen, dyn, config, case, out):
    ir = os.path.join(HERE, case, "handshake_export.mlir")
    net = json.loads(subprocess.run([hsgen, "--local", "circuit", ir, "--netlist"],
                                    check=True, capture_output=True, text=True).stdout)
    ports, counts = netlist_ports(net)
    consts = ir_constants(ir)
    modules, mapping, kept = {}, [], []
    for u in net["units"]:
        op = u["unit"]
        if op == "handshake.ram":  # the testbench's memory, not a unit of the kernel
            continue
        short = op.split(".", 1)[1]
        if op == "handshake.lsq":
            k = sum(1 for m in modules.values() if m[0] == op)
            name = "handshake_lsq_%d" % k
            run_lsq(config, dyn, out, name, lsq_config(name, u.get("params", {})))
            modules[("lsq", u["name"])] = (op, name)
            mapping.append("%s %s" % (u["name"], name))
            continue
        p = {} if op in NEEDS_CORES else handshake_params(u, ports, counts, consts)
        why = keep_reason(config, op, p)
        if why:
            kept.append("%s %s %s" % (u["name"], op, why))
            continue
        key = (op, tuple(sorted(p.items())))
        if key not in modules:
            k = sum(1 for m in modules.values() if m[0] == op)
            modules[key] = (op, "handshake_%s_%d" % (short, k))
            run_generator(config, dyn, out, modules[key][1], op, p)
        mapping.append("%s %s" % (u["name"], modules[key][1]))
    with open(os.path.join(out, "units.txt"), "w") as f:
        f.write("".join(m + "\n" for m in mapping))
    with open(os.path.join(out, "kept.txt"), "w") as f:
        f.write("".join(m + "\n" for m in kept))
    return len(modules), kept


def run_lsq(config, dyn, out, name, conf):
    """Dynamatic's LSQ generator on its JSON configuration, as the export runs it (the
    export writes the unit's parameters as MODULE_NAME.json first)."""
    path = os.path.join(out, name + ".json")
    with open(path, "w") as f:
        json.dump(conf, f)
    run_generator(config, dyn, out, name, "handshake.lsq", {})
    os.remove(path)


def hw_lsq_config(hw_text, name):
    """The extern's hw.parameters as the JSON Dynamatic's export writes for its LSQ
    generator (numbers and lists without their MLIR types; bypassEn, which exports
    before 2026 do not write, as the export of the generator's version sets it: 1)."""
    line = next(x for x in open(hw_text) if "hw.module.extern @%s(" % name in x)
    params = line[line.index("hw.parameters = {") + len("hw.parameters = {"):].rstrip()
    params = params[:params.rindex("}}")]
    conf = {}
    for item in split_top(params):
        k, v = [x.strip() for x in item.split("=", 1)]
        v = re.sub(r"\s*:\s*(ui|si|i)\d+", "", v)
        conf[k] = json.loads(v)
    conf.setdefault("bypassEn", 1)
    conf["name"] = name
    return conf


def make_hw(dyn, config, case, out):
    ext = externs(os.path.join(HERE, case, "hw.mlir"))
    kept = []
    for name, (hwname, kv, ins, outs) in sorted(ext.items()):
        p = {} if hwname in NEEDS_CORES or hwname == "handshake.lsq" else serialize(
            hwname, kv, ins, outs)
        why = keep_reason(config, hwname, p) if hwname != "handshake.lsq" else None
        if why:
            kept.append("%s %s %s" % (name, hwname, why))
            continue
        if hwname == "handshake.lsq":
            run_lsq(config, dyn, out, name,
                    hw_lsq_config(os.path.join(HERE, case, "hw.mlir"), name))
            continue
        run_generator(config, dyn, out, name, hwname, p)
    with open(os.path.join(out, "kept.txt"), "w") as f:
        f.write("".join(m + "\n" for m in kept))
    return len(ext), kept


def pack(folder, arch):
    """The folder's files as a reproducible tar.xz (sorted, no dates or owners)."""
    os.makedirs(os.path.dirname(arch), exist_ok=True)
    with tarfile.open(arch, "w:xz", preset=9) as t:
        for name in sorted(os.listdir(folder)):
            info = t.gettarinfo(os.path.join(folder, name), arcname=name)
            info.mtime, info.uid, info.gid, info.uname, info.gname = 0, 0, 0, "", ""
            info.mode = 0o644
            with open(os.path.join(folder, name), "rb") as f:
                t.addfile(info, f)


def main():
    args = sys.argv[1:]
    if args[:1] == ["--beta"]:
        BETA["dir"] = os.path.abspath(args[1])
        BETA["config"] = json.load(open(os.path.join(BETA["dir"], "data",
                                                     "rtl-config-vhdl-beta.json")))
        args = args[2:]
    hsgen, dyn, cases = os.path.abspath(args[0]), os.path.abspath(args[1]), args[2:]
    config = json.load(open(CONFIG))
    for arg in cases:
        case, _, only = arg.partition(":")
        for ir in ("hw", "handshake_export"):
            if only and ir != only or not os.path.exists(os.path.join(HERE, case, ir + ".mlir")):
                continue
            arch = os.path.join(HERE, "dynamatic_units", case, ir + ".tar.xz")
            if os.path.exists(arch):
                os.remove(arch)
            out = tempfile.mkdtemp()
            if ir == "hw":
                n, kept = make_hw(dyn, config, case, out)
            else:
                try:
                    n, kept = make_handshake(hsgen, dyn, config, case, out)
                except subprocess.CalledProcessError as e:
                    if e.cmd[0] != hsgen:
                        raise
                    shutil.rmtree(out)  # its units come once hsgen reads it
                    print("%s %s: not read by hsgen: %s" % (case, ir, e.stderr.strip()))
                    continue
            pack(out, arch)
            shutil.rmtree(out)
            print("%s %s: %d units%s" % (case, ir, n, "; hsgen's kept: " + ", ".join(kept)
                                         if kept else ""))


if __name__ == "__main__":
    main()
