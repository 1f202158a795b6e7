"""Same behaviour as Dynamatic: for every unit type both generate, hsgen's entity and
the VHDL Dynamatic's own generator wrote for the same arguments (equiv/, made by
make_reference.py, see NOTICE) are driven side by side in GHDL by the same input
token streams, each under its own random valid/ready stalls, with and without
`spec`. Every output channel must carry the same tokens (data and extra signals)
in the same order; for merge and control_merge, whose arbitration depends on
timing, the same tokens in any order.

Where hsgen deliberately differs (docs/dynamatic.md, "Deliberate differences"),
the stimulus stays inside the agreed behaviour (shift amounts below the width) or
the unit is listed in SKIP with the reason.

usage: test_equiv.py HSGEN [REGEX]   (REGEX: only argument sets whose module or
type matches)"""
import json
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import dyn_config  # noqa: E402
import hdl_ports  # noqa: E402

N_TOK = 24          # tokens per input channel
CYCLES = 1500       # simulated cycles (every stream drains well before)
UNORDERED = {"merge", "control_merge"}
SKIP = {
    "sink": "no output to compare",
    "ready_remover": "ignores its receiver's ready by definition: compared cycle by cycle "
                     "under identical inputs by dynamatic.cycles",
    "ii_monitor": "drives nothing: compared cycle by cycle (its report lines) by "
                  "dynamatic.ii_monitor",
    "rigidifier": "ready_remover's older name: compared cycle by cycle by dynamatic.cycles",
    "valid_merger": "couples its two sides' handshakes by definition: compared cycle by cycle "
                    "by dynamatic.cycles",
    "speculator": "its decisions depend on timing: compared cycle by cycle by "
                  "dynamatic.cycles; its deliberate differences (a non-spec trigger kept, KILL "
                  "left only after the resend) shown by sim.circuit.spec_tag_loop",
    "spec_save_commit": "needs the command streams a speculator issues: compared cycle by "
                        "cycle, driven by Dynamatic's speculator, by dynamatic.cycles",
    "ram": "a raw memory interface, no tokens: compared cycle by cycle by dynamatic.cycles",
    "mem_to_bram": "raw memory interfaces (wires), no tokens: compared cycle by cycle by "
                   "dynamatic.cycles",
    "source": "an endless stream: nothing to drain, compared by the matrix simulation instead",
}

# Entries of rtl-config-vhdl.json without a side-by-side reference (no equiv/ file), and
# why; printed by every run.
NOT_COMPARED = {
    "addf subf mulf divf cmpf maximumf minimumf":
        "Dynamatic's VHDL wraps FloPoCo cores (data/vhdl/support/flopoco_ip_cores.vhd, made "
        "by FloPoCo, absent from the mirrored repository) or Vivado floating-point IP "
        "(vivado_ip_wrappers.vhd needs Xilinx's floating_point library); neither is available "
        "here. hsgen's are proven against SoftFloat by sim.float and the fp volume targets",
}


def channels(ports):
    """Channel groups from a port list: [(base, dir, kind, count, width, extras)]
    where kind is 'scalar' or 'array', extras [(suffix, width)] per element."""
    out = []
    for name, (d, shape) in sorted(ports.items()):
        if not name.endswith("_valid"):
            continue
        base = name[:-6]
        count = shape[1] if shape[0] == "vec" and (base + "_ready") in ports and \
            ports[base + "_ready"][1][0] == "vec" else 1
        data = ports.get(base)
        kind = "array" if count > 1 or (data and data[1][0] == "array") else "scalar"
        if kind == "array" and data:
            count = data[1][1]
        width = 0
        if data:
            width = data[1][-1] if data[1][0] != "logic" else 1
        extras = []
        pre = base + ("_0_" if kind == "array" else "_")
        for n, (dd, sh) in ports.items():
            if n.startswith(pre) and n not in (base + "_valid", base + "_ready") and dd == d:
                suf = n[len(pre):]
                if suf in ("valid", "ready"):
                    continue
                extras.append((suf, sh[-1] if sh[0] != "logic" else 1))
        out.append((base, d, kind, count, width, sorted(extras)))
    return out


def value_limit(t, base, width, params):
    """The values a stimulus may take on this channel (exclusive upper bound)."""
    if t == "mux" and base == "index":
        return int(params.get("SIZE", "2"))
    if t in ("shli", "shrsi", "shrui") and base == "rhs":
        return width  # shifts by at least the width differ on purpose
    return 1 << width


def tb_text(ref, hsg, ports, chans, streams, seed, hports=None, shared_latency=0):
    """A testbench instantiating both entities with their own sources and sinks."""
    L = ["library ieee;", "use ieee.std_logic_1164.all;", "use ieee.numeric_std.all;",
         "use std.textio.all;", "use work.types.all;", "entity tb is end entity;",
         "architecture sim of tb is", "  signal clk : std_logic := '0';",
         "  signal rst : std_logic := '1';"]
    for dut in ("r", "h"):
        for name, (d, shape) in sorted(ports.items()):
            if name in ("clk", "rst"):
                continue
            if shape[0] == "logic":
                typ = "std_logic"
            elif shape[0] == "vec":
                typ = "std_logic_vector(%d downto 0)" % (shape[1] - 1)
            else:
                typ = "data_array(%d downto 0)(%d downto 0)" % (shape[1] - 1, shape[2] - 1)
            L.append("  signal %s_%s : %s;" % (dut, name, typ))
    L += ["begin", "  clk <= not clk after 5 ns;",
          "  rst <= '1', '0' after 42 ns;",
          "  stop: process begin wait for %d ns; std.env.finish; end process;" % (CYCLES * 10)]
    for dut, ent in (("r", ref), ("h", hsg)):
        # hsgen's entity may lack ports Dynamatic declares with a null range
        names = sorted(ports) if dut == "r" or hports is None else \
            sorted(n for n in ports if n in hports)
        maps = ", ".join("%s => %s" % (n, n if n in ("clk", "rst") else "%s_%s" % (dut, n))
                         for n in names)
        L.append("  %s_dut: entity work.%s port map (%s);" % (dut, ent, maps))
    k = 0
    for dut in ("r", "h"):
        for base, d, kind, count, width, extras in chans:
            for e in range(count):
                k += 1
                sel = "(%d)" % e if kind == "array" or count > 1 else ""
                v = "%s_%s_valid%s" % (dut, base, sel)
                rd = "%s_%s_ready%s" % (dut, base, sel)
                data = None
                if width:
                    data = "%s_%s(%d)" % (dut, base, e) if kind == "array" else "%s_%s" % (dut,
                                                                                          base)
                xs = [("%s_%s_%d_%s" % (dut, base, e, s) if kind == "array"
                       else "%s_%s_%s" % (dut, base, s), w) for s, w in extras]
                fields = ([(data, width)] if data else []) + xs
                tag = "%s %s %d" % (dut, base, e)
                if d == "in":
                    toks = streams[(base, e)]
                    L.append("  src%d: process(clk)" % k)
                    L.append("    variable i : integer := 0;")
                    L.append("    variable s : unsigned(31 downto 0) := to_unsigned(%d, 32);" %
                             ((seed * 7919 + k * 104729) % (1 << 31) | 1))
                    L.append("    variable nxt : integer;")
                    L.append("  begin")
                    L.append("    if rising_edge(clk) then")
                    L.append("      s := s(30 downto 0) & (s(31) xor s(21) xor s(1) xor s(0));")
                    L.append("      if rst = '1' then %s <= '0'; i := 0;" % v)
                    L.append("      else")
                    L.append("        nxt := i;")
                    L.append("        if %s = '1' and %s = '1' then nxt := i + 1; end if;" % (v, rd))
                    L.append("        i := nxt;")
                    L.append("        if %s = '1' and %s = '0' then null;" % (v, rd))
                    L.append("        elsif i < %d and s(3 downto 2) /= \"00\" then" % len(toks))
                    L.append("          %s <= '1';" % v)
                    L.append("          case i is")
                    for j, tok in enumerate(toks):
                        assigns = " ".join("%s <= %s;" % (f, literal(ports, f, val, w))
                                           for (f, w), val in zip(fields, tok))
                        L.append("            when %d => %s" % (j, assigns or "null;"))
                    L.append("            when others => null;")
                    L.append("          end case;")
                    L.append("        else %s <= '0';" % v)
                    L.append("        end if;")
                    L.append("      end if;")
                    L.append("    end if;")
                    L.append("  end process;")
                else:
                    L.append("  snk%d: process(clk)" % k)
                    L.append("    variable s : unsigned(31 downto 0) := to_unsigned(%d, 32);" %
                             ((seed * 6131 + k * 15485863) % (1 << 31) | 1))
                    L.append("    variable l : line;")
                    L.append("  begin")
                    L.append("    if rising_edge(clk) then")
                    L.append("      s := s(30 downto 0) & (s(31) xor s(21) xor s(1) xor s(0));")
                    L.append("      if rst = '0' and %s = '1' and %s = '1' then" % (v, rd))
                    L.append("        write(l, string'(\"TOK %s\"));" % tag)
                    for f, w in fields:
                        L.append("        write(l, string'(\" \")); write(l, %s);" %
                                 ("to_string(%s)" if is_logic(ports, f) else "to_hstring(%s)") % f)
                    L.append("        writeline(output, l);")
                    L.append("      end if;")
                    L.append("      if rst = '1' then %s <= '0';" % rd)
                    L.append("      elsif s(4 downto 3) /= \"00\" then %s <= '1';" % rd)
                    L.append("      else %s <= '0'; end if;" % rd)
                    L.append("    end if;")
                    L.append("  end process;")
    if "loaden" in ports:
        L += memory_model(ports)
    if shared_latency:
        L += shared_unit_model(ports, shared_latency, hports)
    L.append("end architecture;")
    return "\n".join(L) + "\n"


MEM_WORDS = 1024


def memory_model(ports):
    """mem_controller's memory side: per entity, a block RAM as Dynamatic's mem_to_bram
    and BRAM give one (a read answers in the next cycle, a write lands at the clock
    edge), each word initialised to a * 40503 + 12345; each write is printed as a token of `mem_store`
    (address, data), so the two entities' writes are compared in order."""
    aw = ports["loadaddr"][1][1]
    dw = ports["loaddata"][1][1]
    L = []
    for dut in ("r", "h"):
        L += ["  mem_%s: process(clk)" % dut,
              "    type mem_t is array (0 to %d) of std_logic_vector(%d downto 0);" % (
                  (1 << aw) - 1, dw - 1),
              "    variable mem : mem_t;", "    variable init : boolean := true;",
              "    variable l : line;", "  begin", "    if rising_edge(clk) then",
              "      if init then",
              "        for a in mem_t'range loop",
              "          mem(a) := std_logic_vector(resize(to_unsigned(a, %d) * "
              "to_unsigned(40503, 16) + to_unsigned(12345, %d), %d));" % (dw, dw + 16, dw),
              "        end loop;", "        init := false;", "      end if;",
              "      if %s_loaden = '1' then" % dut,
              "        %s_loaddata <= mem(to_integer(unsigned(%s_loadaddr)));" % (dut, dut),
              "      end if;",
              "      if rst = '0' and %s_storeen = '1' then" % dut,
              "        mem(to_integer(unsigned(%s_storeaddr))) := %s_storedata;" % (dut, dut),
              "        write(l, string'(\"TOK %s mem_store 0 \") & to_hstring(%s_storeaddr) & "
              "string'(\" \") & to_hstring(%s_storedata));" % (dut, dut, dut),
              "        writeline(output, l);", "      end if;", "    end if;", "  end process;"]
    return L


def shared_unit_model(ports, latency, hports):
    """sharing_wrapper's shared unit, per entity: a pipeline of `latency` stages that
    never stalls (as Dynamatic assumes: its toSharedUnitIn<j>_ready is an undriven
    output; hsgen's is an input, tied to 1 here) and returns toSharedUnitIn0 +
    toSharedUnitIn1 on fromSharedUnitOut0."""
    w = ports["tosharedunitin0"][1][1]
    ops = sorted(n for n in ports if re.match(r"tosharedunitin\d+$", n))
    L = []
    for dut in ("r", "h"):
        if dut == "h":
            L += ["  h_%s_ready <= '1';" % n for n in ops if n + "_ready" in hports]
        total = " + ".join("unsigned(%s_%s)" % (dut, n) for n in ops)
        L += ["  su_%s: process(clk)" % dut,
              "    type pipe_t is array (0 to %d) of std_logic_vector(%d downto 0);" % (
                  latency - 1, w - 1),
              "    variable d : pipe_t;",
              "    variable v : std_logic_vector(0 to %d) := (others => '0');" % (latency - 1),
              "  begin", "    if rising_edge(clk) then",
              "      if rst = '1' then v := (others => '0');", "      else",
              "        for i in %d downto 1 loop d(i) := d(i - 1); v(i) := v(i - 1); end loop;"
              % (latency - 1),
              "        v(0) := %s_tosharedunitin0_valid;" % dut,
              "        d(0) := std_logic_vector(%s);" % total, "      end if;",
              "      %s_fromsharedunitout0 <= d(%d);" % (dut, latency - 1),
              "      %s_fromsharedunitout0_valid <= v(%d);" % (dut, latency - 1),
              "    end if;", "  end process;"]
    return L


def mem_controller_streams(subst, streams, rng):
    """A consistent stimulus for mem_controller: one memStart and one ctrlEnd token; ctrl
    tokens that announce every store (value 2 each, spread over the ctrl ports); loads
    from the lower half of memory and stores to the upper half, so no load depends on
    when a store lands (the controller does not order them: that is an LSQ's job)."""
    aw = int(subst["ADDR_BITWIDTH"])
    half = 1 << (aw - 1)
    n_st = int(subst["NUM_STORES"]) * N_TOK
    n_ctrl = int(subst["NUM_CONTROLS"])
    for (base, e), toks in list(streams.items()):
        if base in ("memstart", "ctrlend"):
            streams[(base, e)] = toks[:1]
        elif base == "ldaddr":
            streams[(base, e)] = [[rng.randrange(half)] + t[1:] for t in toks]
        elif base == "staddr":
            streams[(base, e)] = [[half + rng.randrange(half)] + t[1:] for t in toks]
        elif base == "ctrl":
            per = n_st // 2 // n_ctrl + (1 if e < (n_st // 2) % n_ctrl else 0)
            streams[(base, e)] = [[2] + t[1:] for t in toks[:1]] * per


def _hx(v, w):
    """A value as the testbench prints it (to_hstring: upper-case hex digits)."""
    return format(v, "0%dX" % max(1, (w + 3) // 4))


def model_mux(subst, chans, streams):
    """mux with extra signals: outs carries the k-th index token's choice, and each
    extra signal merged (or) over that index token and the chosen data token, both
    of the same transaction. Dynamatic ORs index_spec as presented now with the
    token its output buffer holds, which belongs to an earlier index token."""
    size = int(subst["SIZE"])
    ch = {b: (w, x) for b, d, k, c, w, x in chans}
    iw, ix = ch["index"]
    if not ix:
        return {}
    nxt = [0] * size
    spec = []
    for tok in streams[("index", 0)]:
        v = tok[0]
        if nxt[v] >= len(streams[("ins", v)]):
            break
        dt = streams[("ins", v)][nxt[v]]
        nxt[v] += 1
        spec.append(_hx(tok[1] | dt[-1], 1))
    field = 1 if ch["outs"][0] else 0
    return {("outs", 0): (field, spec)}


def model_control_merge(subst, chans, streams):
    """control_merge with extra signals: the index token carries the chosen input
    token's signals (the one outs carries); Dynamatic drives index_spec with 0.
    Returns nothing to compare by order (arbitration is timing-dependent): the
    check pairs hsgen's outs and index tokens in run_case instead."""
    return {}


def model_load(subst, chans, streams):
    """load with extra signals: the k-th dataOut token carries the k-th addrIn
    token's signals (its request's). Dynamatic keeps them in a one-slot register
    whose ready is left open, so a second request in flight overwrites the first."""
    ch = {b: (w, x) for b, d, k, c, w, x in chans}
    if not ch.get("addrin", (0, []))[1]:  # port names as read from VHDL: lower case
        return {}
    n = min(len(streams[("addrin", 0)]), len(streams[("datafrommem", 0)]))
    spec = [_hx(tok[-1], 1) for tok in streams[("addrin", 0)][:n]]
    return {("dataout", 0): (1, spec)}


def f64_stimulus(rng):
    """A truncf input: a double, never NaN or infinite; three in four within f32's
    range (2^-149 to 2^128, its subnormals included), the others anywhere, so some
    overflow or underflow."""
    sign, frac = rng.randrange(2), rng.randrange(1 << 52)
    exp = rng.randrange(1023 - 149, 1023 + 128) if rng.randrange(4) else rng.randrange(0x7FF)
    return (sign << 63) | (exp << 52) | frac


def f32_stimulus(rng):
    """An fptosi input: a single whose magnitude is mostly between 2^-2 and 2^33 (so
    most tokens convert to a number with a fraction, some saturate), else any bits."""
    if not rng.randrange(4):
        return rng.randrange(1 << 32)
    return (rng.randrange(2) << 31) | (rng.randrange(125, 161) << 23) | rng.randrange(1 << 23)


def f64_to_f32(bits):
    """IEEE 754 conversion of a double (bits) to single, round to nearest even; an
    overflow gives the signed infinity."""
    d = struct.unpack(">d", bits.to_bytes(8, "big"))[0]
    try:
        return struct.unpack(">I", struct.pack(">f", d))[0]
    except OverflowError:
        return 0xFF800000 if d < 0 else 0x7F800000


def model_truncf(subst, chans, streams):
    """truncf: each token's data is the IEEE 754 single nearest to the double (an
    overflow: infinity, an underflow: zero). Dynamatic's truncf (ieee.float_pkg
    to_float32) asserts on a double outside f32's range and, with the assertion
    disabled, returns a finite value; hsgen gives what IEEE 754 does. Dynamatic must
    agree on every double inside the range (2^-149 to 2^128)."""
    ins = streams[("ins", 0)]
    agree = [1023 - 149 <= (tok[0] >> 52) & 0x7FF < 1023 + 128 for tok in ins]
    return {("outs", 0): (0, [_hx(f64_to_f32(tok[0]), 32) for tok in ins], agree)}


def f32_value(bits):
    return struct.unpack(">f", bits.to_bytes(4, "big"))[0]


def model_fptosi(subst, chans, streams):
    """fptosi: round toward zero (MLIR arith.fptosi, C's conversion), saturating at
    the integer range, NaN 0 (docs/floating-point.md). Dynamatic's (ieee.float_pkg
    to_signed) rounds to nearest: it must agree wherever the two roundings do, inside
    the range."""
    w = int(subst.get("BITWIDTH", "32"))
    lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    out, agree = [], []
    for tok in streams[("ins", 0)]:
        x = f32_value(tok[0])
        if x != x:
            v, ok = 0, False
        elif x == float("inf") or x == float("-inf"):
            v, ok = (hi if x > 0 else lo), False
        else:
            t = int(x)  # toward zero
            v = min(hi, max(lo, t))
            ok = lo <= t <= hi and abs(x - t) < 0.5
        out.append(_hx(v & ((1 << w) - 1), w))
        agree.append(ok)
    return {("outs", 0): (0, out, agree)}


def model_remsi(subst, chans, streams):
    """remsi: the remainder takes the dividend's sign (C's %, MLIR arith.remsi); x % 0
    is x (docs/floating-point.md). Dynamatic's remsi instantiates its Vitis HLS
    *unsigned* remainder core (urem), so it must agree only where both operands are
    non-negative and the divisor is not 0."""
    w = int(subst.get("BITWIDTH", "32"))
    m = (1 << w) - 1

    def sgn(v):
        return v - (1 << w) if v >> (w - 1) else v
    out, agree = [], []
    for a, b in zip(streams[("lhs", 0)], streams[("rhs", 0)]):
        x, y = sgn(a[0]), sgn(b[0])
        r = x if y == 0 else abs(x) % abs(y) * (-1 if x < 0 else 1)
        out.append(_hx(r & m, w))
        agree.append(x >= 0 and y > 0)
    return {("result", 0): (0, out, agree)}


MODELS = {"mux": model_mux, "load": model_load, "truncf": model_truncf,
          "fptosi": model_fptosi, "remsi": model_remsi}
# models that judge the data, with or without extra signals; they also say on which
# tokens Dynamatic must agree with them
ALWAYS_MODELLED = {"truncf", "fptosi", "remsi"}
DELIBERATE_SEEN = {}


def is_logic(ports, field):
    """Whether a testbench signal r_X / h_X (or an element of an array) is std_logic."""
    name = field[2:].split("(")[0]
    return name in ports and ports[name][1][0] == "logic" and "(" not in field


def literal(ports, field, val, width):
    """A VHDL literal of `val` for a signal: '0'/'1' for std_logic, a bit string
    otherwise (VHDL integers stop at 31 bits)."""
    if is_logic(ports, field):
        return "'%d'" % (val & 1)
    return '"%s"' % format(val, "0%db" % width)


def run_case(hsgen, rec, entry, tmp, ghdl):
    t = entry["generator"].split(" -t ")[1].split()[0]
    mod = rec["module"]
    hmod = "h_" + mod
    argv = dyn_config.command(entry, rec["subst"], [hsgen, "--local", "dynamatic"], tmp, hmod)
    r = subprocess.run(argv, capture_output=True, text=True)
    if r.returncode != 0:
        if "unknown unit type" in r.stderr:
            return ("MISSING", t)
        return "hsgen failed: %s" % r.stderr.strip()
    ports = {n: (d, tuple(sh)) for n, (d, sh) in rec["ports"].items()}
    chans = channels(ports)
    rng = random.Random(mod)
    streams = {}
    for base, d, kind, count, width, extras in chans:
        if d != "in":
            continue
        for e in range(count):
            toks = []
            for _ in range(N_TOK):
                tok = []
                if width:
                    if t == "truncf":
                        tok.append(f64_stimulus(rng))
                    elif t == "fptosi":
                        tok.append(f32_stimulus(rng))
                    else:
                        tok.append(rng.randrange(value_limit(t, base, width, rec["subst"])))
                for s, w in extras:
                    tok.append(rng.randrange(1 << w))
                toks.append(tok)
            streams[(base, e)] = toks
    if t == "mem_controller":
        mem_controller_streams(rec["subst"], streams, rng)
    work = os.path.join(tmp, mod)
    os.makedirs(work)
    with open(os.path.join(tmp, hmod + ".vhd")) as f:
        hports = hdl_ports.vhdl_ports(f.read(), hmod)
    if t == "sharing_wrapper":  # the shared unit's channels belong to the model
        chans = [c for c in chans if not c[0].startswith(("tosharedunitin",
                                                           "fromsharedunitout"))]
    tb = tb_text(mod, hmod, ports, chans, streams, sum(map(ord, mod)), hports,
                 int(rec["subst"]["LATENCY"]) if t == "sharing_wrapper" else 0)
    with open(os.path.join(work, "tb.vhd"), "w") as f:
        f.write(tb)
    with open(os.path.join(HERE, "equiv", mod + ".vhd")) as f:
        dyn_text = f.read()
    # the configuration's dependency of the division entries: Dynamatic's copy of the
    # Vitis HLS divider RTL (plain VHDL, data/vhdl/support/vitis_hls_cores.vhd)
    support = [os.path.join(HERE, "equiv", "vitis_hls_cores.vhd")] \
        if "vitis_hls_wrapper" in dyn_text else []
    if "crush_" in dyn_text:  # sharing_wrapper's dependency, sharing_support.vhd
        support.append(os.path.join(HERE, "equiv", "sharing_support.vhd"))
    files = [os.path.join(HERE, "equiv", "types.vhd"), os.path.join(HERE, "equiv", "spec_types.vhd"),
             *support, os.path.join(HERE, "equiv", mod + ".vhd"),
             os.path.join(tmp, hmod + ".vhd"), os.path.join(work, "tb.vhd")]
    c = subprocess.run([ghdl, "-a", "--std=08", "-frelaxed", "--workdir=" + work] +
                       files[:3 + len(support)],
                       cwd=work, capture_output=True, text=True)
    if c.returncode != 0:
        return ("BROKEN", (c.stderr or c.stdout).strip().splitlines()[0])
    for cmd in (["-a", "--std=08", "-frelaxed"] + files, ["-e", "--std=08", "-frelaxed", "tb"]):
        c = subprocess.run([ghdl] + cmd, cwd=work, capture_output=True, text=True)
        if c.returncode != 0:
            return "ghdl %s: %s" % (cmd[0], (c.stderr or c.stdout).strip()[-600:])
    c = subprocess.run([ghdl, "-r", "--std=08", "tb", "--ieee-asserts=disable"], cwd=work,
                       capture_output=True, text=True, timeout=300)
    seqs = {}
    for line in c.stdout.splitlines():
        w = line.split()
        if w and w[0] == "TOK":
            seqs.setdefault((w[1], w[2], w[3]), []).append(tuple(w[4:]))
    problems = []
    model = MODELS.get(t) if any(x for *_, x in chans) or t in ALWAYS_MODELLED else None
    if model:
        # the selector's extra signals: a deliberate difference, judged by the model
        want = model(rec["subst"], chans, streams)
        for (base, e), (field, expect, *agree) in want.items():
            got_h = [tok[field] for tok in seqs.get(("h", base, str(e)), [])]
            got_r = [tok[field] for tok in seqs.get(("r", base, str(e)), [])]
            if got_h != expect[:len(got_h)] or len(got_h) != len(expect):
                problems.append("%s[%d] signal field %d: hsgen %s, model %s" % (
                    base, e, field, got_h[:8], expect[:8]))
            DELIBERATE_SEEN.setdefault(t, [0, 0])
            DELIBERATE_SEEN[t][0] += 1
            DELIBERATE_SEEN[t][1] += int(got_r != expect)
            if agree:
                # where the deliberate difference does not apply, Dynamatic must agree
                bad = [k for k, v in enumerate(got_r)
                       if k < len(expect) and agree[0][k] and v != expect[k]]
                if bad:
                    problems.append("Dynamatic differs from the model where it must agree, "
                                    "tokens %s" % ["%d: %s, not %s" % (k, got_r[k], expect[k])
                                                   for k in bad[:8]])
                DELIBERATE_SEEN[t].append(sum(1 for k, v in enumerate(got_r)
                                              if k < len(expect) and v != expect[k]))
            for who in ("r", "h"):
                seqs[(who, base, str(e))] = [tok[:field] + tok[field + 1:]
                                            for tok in seqs.get((who, base, str(e)), [])]
    if t == "control_merge" and any(x for *_, x in chans):
        # index carries the chosen token's signals: pair hsgen's k-th outs and index
        # tokens; Dynamatic's index_spec (0) is counted, then both index lists compared
        # without it
        o_h, i_h = seqs.get(("h", "outs", "0"), []), seqs.get(("h", "index", "0"), [])
        o_r, i_r = seqs.get(("r", "outs", "0"), []), seqs.get(("r", "index", "0"), [])
        if [o[-1] for o in o_h] != [i[-1] for i in i_h]:
            problems.append("index signals differ from the chosen token's: %s / %s" % (
                [o[-1] for o in o_h][:8], [i[-1] for i in i_h][:8]))
        DELIBERATE_SEEN.setdefault(t, [0, 0])
        DELIBERATE_SEEN[t][0] += 1
        DELIBERATE_SEEN[t][1] += int([o[-1] for o in o_r] != [i[-1] for i in i_r])
        for who in ("r", "h"):
            seqs[(who, "index", "0")] = [i[:-1] for i in seqs.get((who, "index", "0"), [])]
    for base, d, kind, count, width, extras in chans:
        if d != "out":
            continue
        for e in range(count):
            a = seqs.get(("r", base, str(e)), [])
            b = seqs.get(("h", base, str(e)), [])
            same = Counter(a) == Counter(b) if t in UNORDERED else a == b
            if not same:
                k = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
                problems.append("%s[%d]: Dynamatic %d tokens, hsgen %d; first difference at "
                                "token %d: %s / %s" % (base, e, len(a), len(b), k,
                                                       a[k] if k < len(a) else "-",
                                                       b[k] if k < len(b) else "-"))
    if t == "sharing_wrapper":
        # every group's results: the shared unit's sums of its operands, in order
        w = ports["op0out0"][1][1]
        for g in range(len(rec["subst"]["CREDITS"].split())):
            ops = [streams[("op%din%d" % (g, j), 0)] for j in range(
                int(rec["subst"]["NUM_SHARED_OPERANDS"]))]
            want = [(_hx(sum(o[k][0] for o in ops) % (1 << w), w),) for k in range(N_TOK)]
            if seqs.get(("r", "op%dout0" % g, "0"), []) != want:
                problems.append("group %d: Dynamatic's results are not the operands' sums" % g)
    if t == "mem_controller":
        a, b = seqs.get(("r", "mem_store", "0"), []), seqs.get(("h", "mem_store", "0"), [])
        if a != b or len(a) != int(rec["subst"]["NUM_STORES"]) * N_TOK:
            problems.append("memory writes: Dynamatic %d, hsgen %d (%s / %s)" % (
                len(a), len(b), a[:3], b[:3]))
        for e in range(int(rec["subst"]["NUM_LOADS"])):
            if len(seqs.get(("r", "lddata", str(e)), [])) != N_TOK:
                problems.append("Dynamatic's ldData[%d]: %d tokens, not %d" % (
                    e, len(seqs.get(("r", "lddata", str(e)), [])), N_TOK))
        if len(seqs.get(("r", "memend", "0"), [])) != 1:
            problems.append("Dynamatic's memEnd: %d tokens" % len(seqs.get(("r", "memend", "0"),
                                                                            [])))
    if not any(seqs.get(("r", b, "0")) for b, d, *_ in chans if d == "out") and \
            any(d == "out" for _, d, *_ in chans):
        problems.append("no output token at all (stimulus or harness problem)")
    shutil.rmtree(work, ignore_errors=True)
    return "; ".join(problems) if problems else None


def main():
    hsgen = os.path.abspath(sys.argv[1])
    pattern = re.compile(sys.argv[2]) if len(sys.argv) > 2 else None
    ghdl = shutil.which("ghdl")
    if not ghdl:
        print("ghdl not installed: skipped")
        sys.exit(77)
    with open(os.path.join(HERE, "reference_ports.json")) as f:
        ref = json.load(f)
    entries = {(c, i): e for c, i, e in dyn_config.load_configs(HERE)}
    done, failures, skipped, broken, missing = 0, [], Counter(), [], Counter()
    jobs = []
    with tempfile.TemporaryDirectory() as tmp:
        for rec in ref["cases"]:
            if rec["config"] != "rtl-config-vhdl.json" or "ports" not in rec:
                continue
            if not os.path.exists(os.path.join(HERE, "equiv", rec["module"] + ".vhd")):
                continue
            e = entries[(rec["config"], rec["index"])]
            t = e["generator"].split(" -t ")[1].split()[0]
            if pattern and not (pattern.search(rec["module"]) or pattern.search(t)):
                continue
            if t in SKIP:
                skipped[t] += 1
                continue
            jobs.append((rec, e, t))
        workers = int(os.environ.get("HSGEN_TEST_JOBS", "2"))
        with ThreadPoolExecutor(max_workers=workers) as pool:
            results = list(pool.map(lambda j: run_case(hsgen, j[0], j[1], tmp, ghdl), jobs))
        for (rec, e, t), why in zip(jobs, results):
            if isinstance(why, tuple) and why[0] == "MISSING":
                missing[t] += 1
                continue
            if isinstance(why, tuple):
                broken.append((rec["module"], why[1]))
                continue
            done += 1
            label = "%s %s %s" % (rec["module"], t, json.dumps(rec["subst"], sort_keys=True))
            if why:
                failures.append("%s: %s" % (label, why))
                print("FAIL " + failures[-1], flush=True)
    for t, (n, wrong, *toks) in sorted(DELIBERATE_SEEN.items()):
        print("deliberate difference, %s: hsgen's %s follow the token model in %d of %d "
              "argument sets; Dynamatic's differ from it in %d%s" % (
                  t, "data" if t in ALWAYS_MODELLED else "extra signals", n, n, wrong,
                  " (%d tokens, each where the difference applies)" % sum(toks) if toks else ""))
    for mod, why in broken:
        print("Dynamatic's own VHDL does not analyse: %s (%s)" % (mod, why))
    if missing:
        print("unit types hsgen does not generate yet: %s" % ", ".join(
            "%s (%d sets)" % (t, n) for t, n in sorted(missing.items())))
    for types, why in NOT_COMPARED.items():
        print("not compared: %s: %s" % (types, why))
    print("dynamatic equivalence: %d argument sets simulated side by side, %d differ; skipped: %s"
          % (done, len(failures), ", ".join("%s (%s)" % (t, SKIP[t]) for t in sorted(skipped))))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
