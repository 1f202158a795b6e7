"""Dynamatic's units of January 2024 for a corpus case of that version, for the
cycle-parity test (parity.sh): that Dynamatic had no unit generators; its `write-hdl`
ran legacy Dynamatic's dot2vhdl, which instantiated the VHDL components of legacy
Dynamatic (elastic_components.vhd, arithmetic_units.vhd, MemCont.vhd, ...; Dynamatic's
repository took them over unchanged as data/vhdl/ on 2024-02-06, commit cb08596e3).
This script packs those files, unmodified, with one wrapper entity per distinct unit
of the circuit hsgen reads from the case's handshake_export.mlir: the wrapper has the
ports of hsgen's entity for the unit and instantiates the legacy component dot2vhdl
chose for that operation, with the generics dot2vhdl gave it:

- buffer [1] seq: elasticBuffer (a TEHB then an OEHB); [2] seq: elasticBuffer too;
  [N > 2] seq: nontranspFifo(N); [1] fifo: TEHB; [N >= 2] fifo: transpFIFO(N);
  d_return: ret_op (a TEHB);
- fork: fork (eager); merge, mux: merge, mux (each with a TEHB at its output);
  control_merge: cntrlMerge (a TEHB and a fork); cond_br: branch; constant: Const (its
  value as the data input); source, sink: source, sink;
- addi, subi, muli, shli, cmpi PRED, extsi, extui, trunci, select: add_op, sub_op,
  mul_op (4 stages), shl_op, icmp_PRED_op, sext_op, zext_op, trunc_op, select_op;
- load, store: mc_load_op (a TEHB on the address and one on the data), mc_store_op;
- mem_controller: MemCont (its done, io_Empty_Valid, is the controller's memEnd; memStart
  and ctrlEnd, which that version did not have, are always accepted);
- the gate hsgen's reader makes of `end` (the result waits for the controllers' dones):
  end_node.

A control channel (no data) is one bit wide in the legacy components (dot2vhdl's width
for 0), tied to 0. The start node dot2vhdl put at the circuit's start (start_node) is no
unit of hsgen's netlist and stays outside the comparison.
Written as dynamatic_units/CASE/handshake_export.tar.xz with units.txt ("INSTANCE
ENTITY") and an empty kept.txt, as make_dynamatic_units.py writes them. The output is
committed test data (see dynamatic_units/NOTICE); make test does not run this script.

    python3 make_legacy_units.py HSGEN LEGACY_DIR CASE...

LEGACY_DIR holds the legacy VHDL files (Dynamatic's data/vhdl at commit cb08596e3).
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from make_dynamatic_units import pack  # noqa: E402

LEGACY = ["elastic_components.vhd", "arithmetic_units.vhd", "MemCont.vhd", "delay_buffer.vhd",
          "mul_wrapper.vhd", "multipliers.vhd"]
BINARY = {"addi": "add_op", "subi": "sub_op", "muli": "mul_op", "shli": "shl_op",
          "andi": "and_op", "ori": "or_op", "xori": "xor_op", "shrsi": "ashr_op",
          "shrui": "lshr_op", "divsi": "sdiv_op", "divui": "udiv_op"}
UNARY = {"extsi": "sext_op", "extui": "zext_op", "trunci": "trunc_op"}


def entity_ports(path, ent):
    """hsgen's port clause of entity ent: [(name, 'in'|'out', type text)]."""
    text = open(path).read()
    m = re.search(r"entity %s is\s*port \((.*?)\);\s*end entity;" % re.escape(ent), text, re.S)
    if not m:
        sys.exit("%s: no entity %s" % (path, ent))
    ports = []
    for line in m.group(1).strip().splitlines():
        n, rest = [x.strip() for x in line.strip().rstrip(";").split(":", 1)]
        d, t = rest.split(" ", 1)
        ports.append((n, d, t))
    return ports


def dims(t):
    """(count or None, width) of a port type: std_logic -> (None, 0)."""
    m = re.match(r"data_array\((\d+) downto 0\)\((\d+) downto 0\)", t)
    if m:
        return int(m.group(1)) + 1, int(m.group(2)) + 1
    m = re.match(r"std_logic_vector\((\d+) downto 0\)", t)
    if m:
        return None, int(m.group(1)) + 1
    return None, 0


class Wrapper:
    """One wrapper entity: hsgen's ports around one legacy component."""

    def __init__(self, name, ports):
        self.name, self.ports = name, {p[0]: p for p in ports}
        self.order, self.sigs, self.maps = [p[0] for p in ports], [], []

    def width(self, port):
        """Data bits of channel port (1 for a control channel, as dot2vhdl's 0)."""
        p = self.ports.get(port)
        return max(dims(p[2])[1], 1) if p else 1

    def count(self, port):
        return dims(self.ports[port + "_valid"][2])[1]

    def data_in(self, port, i=None):
        """Actual for a data input: the port (element i), or a 0 of the legacy width."""
        if port in self.ports:
            return port if i is None else "%s(%d)" % (port, i)
        return '"0"'

    def data_out(self, port, w, i=None):
        """Actual for a data output: the port, or a signal of its own when hsgen's has none."""
        if port in self.ports:
            return port if i is None else "%s(%d)" % (port, i)
        s = "unused_%s%s" % (port, "" if i is None else "_%d" % i)
        self.sigs.append("  signal %s : std_logic_vector(%d downto 0);" % (s, w - 1))
        return s

    def text(self, comp, generics, assoc):
        # VHDL wants the individual associations of one formal next to each other
        first = {}
        for i, (f, _) in enumerate(assoc):
            first.setdefault(f.split("(")[0], i)
        assoc = sorted(assoc, key=lambda a: first[a[0].split("(")[0]])
        lines = ["library ieee;", "use ieee.std_logic_1164.all;", "use ieee.numeric_std.all;",
                 "use work.types.all;", "",
                 "-- hsgen's ports around legacy Dynamatic's %s (make_legacy_units.py)" % comp,
                 "entity %s is" % self.name, "  port ("]
        lines.append(";\n".join("    %s : %s %s" % self.ports[n] for n in self.order))
        lines += ["  );", "end entity;", "", "architecture arch of %s is" % self.name]
        lines += self.sigs + self.maps
        lines += ["begin",
                  "  u : entity work.%s(arch)" % comp,
                  "    generic map (%s)" % ", ".join(str(g) for g in generics),
                  "    port map (", "      clk => clk,", "      rst => rst,"]
        lines.append(",\n".join("      %s => %s" % a for a in assoc))
        lines += ["    );", "end architecture;", ""]
        return "\n".join(lines)


def ir_buffers(path):
    """handshake.name -> (slots, 'seq'|'fifo') of every buffer of the IR."""
    res = {}
    for line in open(path):
        m = re.search(r"= buffer \[(\d+)\] (seq|fifo) .*name<\"([^\"]+)\">", line)
        if m:
            res[m.group(3)] = (int(m.group(1)), m.group(2))
    return res


def const_bits(value, w):
    return '"%s"' % format(int(value) & ((1 << w) - 1), "0%db" % w)


def simple(w, comp, generics, ins, outs):
    """A component of dataInArray/pValidArray/readyArray and dataOutArray/validArray/
    nReadyArray, inputs and outputs in the given order (ports of hsgen's)."""
    assoc = []
    for i, p in enumerate(ins):
        assoc += [("dataInArray(%d)" % i, w.data_in(p)), ("pValidArray(%d)" % i, p + "_valid"),
                  ("readyArray(%d)" % i, p + "_ready")]
    for i, p in enumerate(outs):
        assoc += [("dataOutArray(%d)" % i, w.data_out(p, generics[3])),
                  ("validArray(%d)" % i, p + "_valid"), ("nReadyArray(%d)" % i, p + "_ready")]
    return w.text(comp, generics, assoc)


def buffer(w, u, bufs):
    n = w.width("ins")
    if u["name"].startswith("d_return"):
        return simple(w, "ret_op", [1, 1, n, n], ["ins"], ["outs"])
    if u["name"] not in bufs:
        sys.exit("%s: no buffer [N] seq|fifo in the IR" % u["name"])
    slots, kind = bufs[u["name"]]
    if kind == "seq":
        if slots <= 2:
            return simple(w, "elasticBuffer", [1, 1, n, n], ["ins"], ["outs"])
        return simple(w, "nontranspFifo", [1, 1, n, n, slots], ["ins"], ["outs"])
    if slots == 1:
        return simple(w, "TEHB", [1, 1, n, n], ["ins"], ["outs"])
    return simple(w, "transpFIFO", [1, 1, n, n, slots], ["ins"], ["outs"])


def fork(w, comp):
    n, k = w.width("ins"), w.count("outs")
    assoc = [("dataInArray(0)", w.data_in("ins")), ("pValidArray(0)", "ins_valid"),
             ("readyArray(0)", "ins_ready")]
    for i in range(k):
        assoc.append(("dataOutArray(%d)" % i, w.data_out("outs", n, i)))
    assoc += [("validArray", "outs_valid"), ("nReadyArray", "outs_ready")]
    return w.text(comp, [1, k, n, n], assoc)


def mux(w):
    n, k, c = w.width("outs"), w.count("ins"), w.width("index")
    assoc = [("condition(0)", "index"), ("pValidArray(0)", "index_valid"),
             ("readyArray(0)", "index_ready")]
    for i in range(k):
        assoc += [("dataInArray(%d)" % i, w.data_in("ins", i)),
                  ("pValidArray(%d)" % (i + 1), "ins_valid(%d)" % i),
                  ("readyArray(%d)" % (i + 1), "ins_ready(%d)" % i)]
    assoc += [("dataOutArray(0)", w.data_out("outs", n)), ("validArray(0)", "outs_valid"),
              ("nReadyArray(0)", "outs_ready")]
    return w.text("mux", [k + 1, 1, n, n, c], assoc)


def merge(w):
    n, k = w.width("outs"), w.count("ins")
    assoc = [("dataInArray(%d)" % i, w.data_in("ins", i)) for i in range(k)]
    assoc += [("pValidArray", "ins_valid"), ("readyArray", "ins_ready"),
              ("dataOutArray(0)", w.data_out("outs", n)), ("validArray(0)", "outs_valid"),
              ("nReadyArray(0)", "outs_ready")]
    return w.text("merge", [k, 1, n, n], assoc)


def control_merge(w):
    n, k, c = w.width("outs"), w.count("ins"), w.width("index")
    assoc = [("dataInArray(%d)" % i, w.data_in("ins", i)) for i in range(k)]
    assoc += [("pValidArray", "ins_valid"), ("readyArray", "ins_ready"),
              ("dataOutArray(0)", w.data_out("outs", n)), ("validArray(0)", "outs_valid"),
              ("nReadyArray(0)", "outs_ready"), ("validArray(1)", "index_valid"),
              ("nReadyArray(1)", "index_ready"), ("condition(0)", "index")]
    return w.text("cntrlMerge", [k, 2, n, n, c], assoc)


def cond_br(w):
    n = w.width("data")
    assoc = [("dataInArray(0)", w.data_in("data")), ("pValidArray(0)", "data_valid"),
             ("readyArray(0)", "data_ready"), ("condition(0)", "condition"),
             ("pValidArray(1)", "condition_valid"), ("readyArray(1)", "condition_ready"),
             ("dataOutArray(0)", w.data_out("trueOut", n)), ("validArray(0)", "trueOut_valid"),
             ("nReadyArray(0)", "trueOut_ready"),
             ("dataOutArray(1)", w.data_out("falseOut", n)), ("validArray(1)", "falseOut_valid"),
             ("nReadyArray(1)", "falseOut_ready")]
    return w.text("branch", [2, 2, n, n], assoc)


def constant(w, u):
    n = w.width("outs")
    assoc = [("dataInArray(0)", const_bits(u["params"]["value"], n)),
             ("pValidArray(0)", "ctrl_valid"), ("readyArray(0)", "ctrl_ready"),
             ("dataOutArray(0)", "outs"), ("validArray(0)", "outs_valid"),
             ("nReadyArray(0)", "outs_ready")]
    return w.text("Const", [1, 1, n, n], assoc)


def source(w):
    n = w.width("outs")
    assoc = [("dataOutArray(0)", w.data_out("outs", n)), ("validArray(0)", "outs_valid"),
             ("nReadyArray(0)", "outs_ready")]
    return w.text("source", [0, 1, 32, n], assoc)


def sink(w):
    n = w.width("ins")
    assoc = [("dataInArray(0)", w.data_in("ins")), ("pValidArray(0)", "ins_valid"),
             ("readyArray(0)", "ins_ready")]
    return w.text("sink", [1, 0, n, 32], assoc)


def select(w):
    n = w.width("result")
    assoc = [("condition(0)", "condition"), ("pValidArray(0)", "condition_valid"),
             ("readyArray(0)", "condition_ready"),
             ("dataInArray(0)", "trueValue"), ("pValidArray(1)", "trueValue_valid"),
             ("readyArray(1)", "trueValue_ready"),
             ("dataInArray(1)", "falseValue"), ("pValidArray(2)", "falseValue_valid"),
             ("readyArray(2)", "falseValue_ready"),
             ("dataOutArray(0)", "result"), ("validArray(0)", "result_valid"),
             ("nReadyArray(0)", "result_ready")]
    return w.text("select_op", [3, 1, n, n], assoc)


def load(w):
    a, d = w.width("addrIn"), w.width("dataOut")
    assoc = [("dataInArray(0)", "dataFromMem"), ("pValidArray(0)", "dataFromMem_valid"),
             ("readyArray(0)", "dataFromMem_ready"),
             ("input_addr", "addrIn"), ("pValidArray(1)", "addrIn_valid"),
             ("readyArray(1)", "addrIn_ready"),
             ("dataOutArray(0)", "dataOut"), ("validArray(0)", "dataOut_valid"),
             ("nReadyArray(0)", "dataOut_ready"),
             ("output_addr", "addrOut"), ("validArray(1)", "addrOut_valid"),
             ("nReadyArray(1)", "addrOut_ready")]
    return w.text("mc_load_op", [2, 2, a, d], assoc)


def store(w):
    a, d = w.width("addrIn"), w.width("dataIn")
    assoc = [("dataInArray(0)", "dataIn"), ("pValidArray(0)", "dataIn_valid"),
             ("readyArray(0)", "dataIn_ready"),
             ("input_addr", "addrIn"), ("pValidArray(1)", "addrIn_valid"),
             ("readyArray(1)", "addrIn_ready"),
             ("dataOutArray(0)", "dataToMem"), ("validArray(0)", "dataToMem_valid"),
             ("nReadyArray(0)", "dataToMem_ready"),
             ("output_addr", "addrOut"), ("validArray(1)", "addrOut_valid"),
             ("nReadyArray(1)", "addrOut_ready")]
    return w.text("mc_store_op", [2, 2, a, d], assoc)


def mem_controller(w, u):
    """MemCont: its 32-bit memory buses resized to hsgen's, the counter's block ports
    from ctrl (one idle block when there is none, as dot2vhdl added one)."""
    hp = u["params"]
    nc, nl, ns = hp["num_controls"], hp["num_loads"], hp["num_stores"]
    d = w.width("loadData")
    a = w.width("loadAddr")
    bb = max(nc, 1)
    w.sigs += ["  signal mc_load_addr, mc_store_addr, mc_store_data : std_logic_vector(31 downto 0);",
               "  signal mc_load_data : std_logic_vector(31 downto 0);"]
    w.maps = []
    body = ["  loadAddr <= std_logic_vector(resize(unsigned(mc_load_addr), %d));" % a,
            "  storeAddr <= std_logic_vector(resize(unsigned(mc_store_addr), %d));" % a,
            "  storeData <= std_logic_vector(resize(unsigned(mc_store_data), %d));" % d,
            "  mc_load_data <= std_logic_vector(resize(unsigned(loadData), 32));",
            "  memStart_ready <= '1';", "  ctrlEnd_ready <= '1';"]
    assoc = [("io_storeDataOut", "mc_store_data"), ("io_storeAddrOut", "mc_store_addr"),
             ("io_storeEnable", "storeEn"), ("io_loadDataIn", "mc_load_data"),
             ("io_loadAddrOut", "mc_load_addr"), ("io_loadEnable", "loadEn")]
    # expressions go through signals: GHDL 3 reads an expression associated with one
    # element of an array port as X
    w.sigs.append("  signal mc_st_count : work.customTypes.data_array(%d downto 0)(31 downto 0);"
                  % (bb - 1))
    assoc.append(("io_bb_stCountArray", "mc_st_count"))
    if nc:
        assoc += [("io_bbpValids", "ctrl_valid"), ("io_bbReadyToPrevs", "ctrl_ready")]
        body += ["  mc_st_count(%d) <= std_logic_vector(resize(unsigned(ctrl(%d)), 32));" % (i, i)
                 for i in range(nc)]
    else:
        w.sigs.append("  signal mc_bb_ready : std_logic_vector(0 downto 0);")
        assoc += [("io_bbpValids", '"0"'), ("io_bbReadyToPrevs", "mc_bb_ready")]
        body.append("  mc_st_count(0) <= (others => '0');")
    assoc += [("io_Empty_Valid", "memEnd_valid"), ("io_Empty_Ready", "memEnd_ready")]
    for side, n, pre in (("rdPortsPrev", nl, "ldAddr"), ("rdPortsNext", nl, "ldData"),
                         ("wrAddrPorts", ns, "stAddr"), ("wrDataPorts", ns, "stData")):
        if n == 0:
            w.sigs.append("  signal mc_%s_ready : std_logic_vector(0 downto 0);" % side)
            if side == "rdPortsNext":
                w.sigs.append("  signal mc_%s_valid : std_logic_vector(0 downto 0);" % side)
                w.sigs.append("  signal mc_%s_bits : work.customTypes.data_array(0 downto 0)(%d downto 0);"
                              % (side, d - 1))
                assoc += [("io_%s_bits" % side, "mc_%s_bits" % side),
                          ("io_%s_valid" % side, "mc_%s_valid" % side),
                          ("io_%s_ready" % side, '"0"')]
            else:
                bits = a if side != "wrDataPorts" else d
                w.sigs.append("  signal mc_%s_bits : work.customTypes.data_array(0 downto 0)"
                              "(%d downto 0);" % (side, bits - 1))
                body.append("  mc_%s_bits(0) <= (others => '0');" % side)
                assoc += [("io_%s_valid" % side, '"0"'),
                          ("io_%s_bits" % side, "mc_%s_bits" % side),
                          ("io_%s_ready" % side, "mc_%s_ready" % side)]
            continue
        assoc += [("io_%s_valid" % side, pre + "_valid")]
        assoc += [("io_%s_bits(%d)" % (side, i), "%s(%d)" % (pre, i)) for i in range(n)]
        assoc += [("io_%s_ready" % side, pre + "_ready")]
    text = w.text("MemCont", [d, a, bb, max(nl, 1), max(ns, 1)], assoc)
    return text.replace("begin\n  u : entity", "begin\n" + "\n".join(body) + "\n  u : entity", 1)


def end_node(w):
    """The gate hsgen's reader puts at `end` (the result waits for the memories' dones):
    legacy end_node, a join of the result with the AND of the dones, which it never
    takes (a done stays offered while no store is pending)."""
    n, k = w.width("ins"), w.count("ctrl")
    w.sigs.append("  signal end_e_ready : std_logic_vector(%d downto 0);" % (k - 1))
    assoc = [("dataInArray(0)", w.data_in("ins")), ("pValidArray(0)", "ins_valid"),
             ("ReadyArray(0)", "ins_ready"), ("dataOutArray(0)", w.data_out("outs", n)),
             ("ValidArray(0)", "outs_valid"), ("nReadyArray(0)", "outs_ready"),
             ("eValidArray", "ctrl_valid"), ("eReadyArray", "end_e_ready")]
    text = w.text("end_node", [1, k, 1, n, n], assoc)
    return text.replace("begin\n  u : entity", "begin\n  ctrl_ready <= (others => '1');\n  u : entity", 1)


def wrapper_text(w, u, bufs):
    short = u["unit"].split(".", 1)[1]
    hp = u.get("params") or {}
    if short == "buffer":
        return buffer(w, u, bufs)
    if short in ("fork", "lazy_fork"):
        return fork(w, "fork" if short == "fork" else "lazyfork")
    if short == "mux":
        return mux(w)
    if short == "merge":
        return merge(w)
    if short == "control_merge":
        return control_merge(w)
    if short == "cond_br":
        return cond_br(w)
    if short == "constant":
        return constant(w, u)
    if short == "source":
        return source(w)
    if short == "sink":
        return sink(w)
    if short == "select":
        return select(w)
    if short == "load":
        return load(w)
    if short == "store":
        return store(w)
    if short == "mem_controller":
        return mem_controller(w, u)
    if short == "gate" and u["name"].startswith("end"):
        return end_node(w)
    if short == "cmpi":
        n = w.width("lhs")
        return simple(w, "icmp_%s_op" % hp["predicate"], [2, 1, n, 1], ["lhs", "rhs"], ["result"])
    if short in BINARY:
        n = w.width("lhs")
        return simple(w, BINARY[short], [2, 1, n, w.width("result")], ["lhs", "rhs"], ["result"])
    if short in UNARY:
        return simple(w, UNARY[short], [1, 1, w.width("ins"), w.width("outs")], ["ins"], ["outs"])
    sys.exit("%s: no legacy component for %s" % (u["name"], u["unit"]))


def make(hsgen, legacy, case):
    ir = os.path.join(HERE, case, "handshake_export.mlir")
    net = json.loads(subprocess.run([hsgen, "--local", "circuit", ir, "--netlist"], check=True,
                                    capture_output=True, text=True).stdout)
    tmp = tempfile.mkdtemp()
    vhd = os.path.join(tmp, "hsgen")
    subprocess.run([hsgen, "--local", "circuit", ir, "--hdl", "vhdl", "-o", vhd], check=True,
                   capture_output=True)
    top = open(os.path.join(vhd, net["name"] + ".vhd")).read()
    ent_of = dict(re.findall(r"^  (\w+) : entity work\.(\w+)$", top, re.M))
    bufs = ir_buffers(ir)
    out = os.path.join(tmp, "out")
    os.makedirs(out)
    for f in LEGACY:
        with open(os.path.join(legacy, f), "rb") as s, open(os.path.join(out, f), "wb") as d:
            d.write(s.read())
    names, mapping, counts = {}, [], {}
    for u in net["units"]:
        if u["unit"] == "handshake.ram":
            continue
        ent = ent_of.get(u["name"])
        if not ent:
            sys.exit("%s: not instantiated in hsgen's top" % u["name"])
        short = u["unit"].split(".", 1)[1]
        if u["name"].startswith("d_return"):
            short = "d_return"
        key = (ent, short)
        if key not in names:
            k = counts.get(short, 0)
            counts[short] = k + 1
            names[key] = "legacy_%s_%d" % (short, k)
            w = Wrapper(names[key], entity_ports(os.path.join(vhd, ent + ".vhd"), ent))
            with open(os.path.join(out, names[key] + ".vhd"), "w") as f:
                f.write(wrapper_text(w, u, bufs))
        mapping.append("%s %s" % (u["name"], names[key]))
    with open(os.path.join(out, "units.txt"), "w") as f:
        f.write("".join(m + "\n" for m in mapping))
    open(os.path.join(out, "kept.txt"), "w").close()
    arch = os.path.join(HERE, "dynamatic_units", case, "handshake_export.tar.xz")
    pack(out, arch)
    subprocess.run(["rm", "-rf", tmp], check=True)
    print("%s handshake_export: %d units, %d wrappers" % (case, len(mapping), len(names)))


def main():
    hsgen, legacy = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    for case in sys.argv[3:]:
        make(hsgen, legacy, case)


if __name__ == "__main__":
    main()
