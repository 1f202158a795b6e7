"""Cycle parity against the RTL Dynamatic's own export wrote for a corpus kernel: the
case's hw.mlir simulated by `hsgen simulate --c` in GHDL with hsgen's units and top,
then the same testbench (the same C program's inputs) around Dynamatic's top and units
as its export wrote them for that hw.mlir (dynamatic_rtl/CASE.tar.xz, see NOTICE), for
Dynamatic versions whose units are the generic VHDL files of its data/vhdl (late 2025)
rather than generator output (parity.sh's way). Both runs must print the same tokens
and memories, and hsgen's cycle count must be at most Dynamatic's.

IR `hw` is hw.mlir's kernel module (`--top KERNEL`) against Dynamatic's KERNEL.vhd;
`hw_wrapper` is hw.mlir's default top, Dynamatic's KERNEL_wrapper with its mem_to_bram
converters, against Dynamatic's KERNEL_wrapper.vhd (the testbench holds the block RAMs);
`handshake_export` is hsgen's circuit from handshake_export.mlir (its own run equal to
the C program) against Dynamatic's KERNEL.vhd, which its export wrote from the hw.mlir it
lowered that IR to, in the testbench of hsgen's `hw` run, whose results it must equal.

The testbench is hsgen's with two renamings of the port map's formals only: a port
named `end` (a VHDL word hsgen renames `end_r`) is Dynamatic's `end`, and a one-bit
raw port hsgen declares std_logic_vector(0 downto 0) is Dynamatic's std_logic (the
actual becomes SIGNAL(0)).

Float units. Dynamatic's addf, mulf, cmpf... wrap FloPoCo cores (flopoco_ip_cores.vhd,
which FloPoCo writes and the mirrored repository lacks) or Vivado IP, neither available
here. Every entity Dynamatic's top instantiates whose file needs an entity no file
defines is replaced by hsgen's unit (`hsgen dynamatic`) under Dynamatic's own entity
name, generics and ports, one architecture per one the top names (arch_32_2_922000...),
each at the latency of Dynamatic's wrapper for that architecture: its delay_buffer's
stages plus its output register (oehb), 0 for a wrapper with neither (f32 cmpf). hsgen's
run must have chosen the same latency for that instance (its unit's header says), so
the two circuits differ in everything but these units. The output names them. Such a
design is then run a second time with Dynamatic's float wrappers themselves (their join,
delay_buffer and oehb) around stand-ins for the FloPoCo cores that compute with
ieee.float_pkg (model_cores): the same results, and hsgen's cycles at most that run's too.

Prints "parity-rtl CASE IR: hsgen N cycles, Dynamatic's RTL M cycles[; hsgen's: UNITS;
Dynamatic's float wrappers around float_pkg cores: K cycles]".
    python3 parity_rtl.py HSGEN WORKDIR [--from DIR] CASE[:IR[,IR]]...
IR: handshake_export, hw, hw_wrapper; none: all three. --from DIR: hsgen's GHDL runs are already in
DIR/CASE.IR/sim.ghdl (run_kernels.sh's folders) and are used instead of a new run.
"""
import os
import re
import shutil
import subprocess
import sys
import tarfile

HERE = os.path.dirname(os.path.abspath(__file__))


def field(case, key):
    for line in open(os.path.join(HERE, case, "case.txt")):
        if line.startswith(key + ": "):
            return line[len(key) + 2:].strip()
    return ""


def bit_ports(top_vhd):
    """Ports of Dynamatic's top entity declared std_logic (one bit)."""
    text = open(top_vhd).read()
    ent = text[text.index("entity "):text.index("end entity")]
    return set(re.findall(r"^\s*(\w+)\s*:\s*(?:in|out)\s+std_logic\s*[;)]?\s*$", ent, re.M))


def adapt_tb(tb, bits):
    """hsgen's testbench around Dynamatic's top (see the module's comment)."""
    out = []
    vec1 = set(re.findall(r"signal (\w+) : std_logic_vector\(0 downto 0\)", open(tb).read()))
    in_map = False
    for line in open(tb):
        if re.match(r"\s*dut : entity work\.", line):
            in_map = True
        elif in_map:
            m = re.match(r"(\s*)(\w+) => (\w+)(,?)\s*$", line)
            if m:
                ind, formal, actual, comma = m.groups()
                formal = re.sub(r"^end_r_(valid|ready)$", r"end_\1", formal)
                if formal in bits and actual in vec1:
                    actual += "(0)"
                line = "%s%s => %s%s\n" % (ind, formal, actual, comma)
            if line.strip().startswith(");"):
                in_map = False
        out.append(line)
    open(tb, "w").write("".join(out))


def vhdl_texts(y):
    return {f: re.sub(r"--[^\n]*", "", open(os.path.join(y, f)).read())
            for f in os.listdir(y) if f.endswith(".vhd")}


def vendor_files(texts):
    """The files that need, directly or through another file, an entity no file defines:
    {file: the missing entities}."""
    defined = {}
    for f, t in texts.items():
        for e in re.findall(r"^\s*entity\s+(\w+)\s+is", t, re.M | re.I):
            defined.setdefault(e.lower(), f)
    missing = {}
    for f, t in texts.items():
        refs = {r.lower() for r in re.findall(r"entity\s+work\.(\w+)", t, re.I)}
        gone = sorted(r for r in refs if r not in defined)
        if gone:
            missing[f] = gone
    changed = True
    while changed:
        changed = False
        for f, t in texts.items():
            if f in missing:
                continue
            refs = {r.lower() for r in re.findall(r"entity\s+work\.(\w+)", t, re.I)}
            via = sorted(r for r in refs if defined.get(r) in missing)
            if via:
                missing[f] = sorted({m for r in via for m in missing[defined[r]]})
                changed = True
    return missing, defined


def arch_block(text, entity, arch):
    m = re.search(r"architecture\s+%s\s+of\s+%s\s+is(.*?)end\s+architecture" % (arch, entity),
                  text, re.S | re.I)
    return m.group(1) if m else None


def wrapper_latency(texts, defined, entity, arch, width):
    """Cycles from a token's entry into Dynamatic's float wrapper to its result: the
    delay_buffer's stages plus one per output register (oehb_dataless); a wrapper that
    only selects a core wrapper by format (cmpf: cmpf_single_precision, ..._double_...)
    takes that one's."""
    block = arch_block(texts[defined[entity]], entity, arch)
    if block is None:
        return None
    lat = sum(int(n) for n in
              re.findall(r"delay_buffer\(arch\)\s*generic map\((\d+)\)", block, re.I))
    lat += len(re.findall(r"entity\s+work\.oehb_dataless\b", block, re.I))
    inner = [e for e in re.findall(r"entity\s+work\.(\w+)", block, re.I)
             if e.lower() in defined and e.lower() not in ("join", "oehb_dataless",
                                                            "delay_buffer")]
    fmt = "single" if width == 32 else "double"
    inner = [e for e in inner if fmt in e.lower()] if len(inner) > 1 else inner
    if len(inner) == 1:
        sub = wrapper_latency(texts, defined, inner[0].lower(), "arch", width)
        if sub is None:
            return None
        lat += sub
    return lat


def hsgen_latency(hdir, label):
    """The latency hsgen's run gave instance LABEL (the IR's name for the operation,
    which is also its label in Dynamatic's top): its unit's header,
    '-- parameters: ... latency=N'."""
    unit = None
    for f in sorted(os.listdir(hdir)):
        if f.endswith(".vhd"):
            m = re.search(r"^\s*%s : entity work\.(\w+)" % re.escape(label),
                          open(os.path.join(hdir, f)).read(), re.M)
            if m:
                unit = m.group(1)
                break
    if not unit or not os.path.exists(os.path.join(hdir, unit + ".vhd")):
        return None
    for line in open(os.path.join(hdir, unit + ".vhd")):
        p = re.match(r"-- parameters:.*\blatency=(\d+)", line)
        if p:
            return int(p.group(1))
        if not line.startswith("--"):
            break
    return 0


def substitute_floats(hsgen, y, kernel, hdir):
    """Replaces Dynamatic's float unit entities (module comment). Returns (kept units as
    'addf (10 stages)' words, None) or (None, why not)."""
    texts = vhdl_texts(y)
    missing, defined = vendor_files(texts)
    tops = [f for f in texts if f in (kernel + ".vhd", kernel + "_wrapper.vhd")]
    for f in tops:
        missing.pop(f, None)
    if not missing:
        return [], None
    uses = {}  # (entity, arch) -> [width, labels]
    for t in (texts[f] for f in tops):
        for label, ent, arch, gen in re.findall(
                r"^\s*(\w+)\s*:\s*entity\s+work\.(\w+)\((\w+)\)\s*(?:generic map\s*\(([^)]*)\))?",
                t, re.M | re.I):
            if defined.get(ent.lower()) in missing:
                width = int(gen.split(",")[0]) if gen.strip() else 32
                uses.setdefault((ent.lower(), arch), [width, []])[1].append(label)
    kept = []
    wrappers = {}  # entity -> text of the replacement file
    for (ent, arch), (width, labels) in sorted(uses.items()):
        op = re.sub(r"^handshake_", "", re.sub(r"_\d+$", "", ent))
        if op not in ("addf", "subf", "mulf", "divf", "cmpf", "maximumf", "minimumf"):
            return None, "%s needs %s, which is no float unit hsgen replaces" % (
                ent, ", ".join(missing[defined[ent]]))
        lat = wrapper_latency(texts, defined, ent, arch, width)
        if lat is None:
            return None, "no architecture %s of %s" % (arch, ent)
        for label in labels:
            hl = hsgen_latency(hdir, label)
            if hl != lat:
                return None, ("%s: hsgen's run took latency %s, Dynamatic's %s(%s) has %d"
                              % (label, hl, ent, arch, lat))
        name = "hsgen_%s_%s" % (ent, arch)
        params = ["is_double=%s" % (width == 64), "latency=%d" % lat]
        if op == "cmpf":
            pred = re.search(r'cmp_predicate\s*:\s*string\s*:=\s*"(\w+)"',
                             texts[defined[ent]], re.I)
            if not pred:
                return None, "%s names no predicate" % ent
            params.append("predicate='%s'" % pred.group(1).lower())
        out = os.path.join(y, name + ".vhd")
        r = subprocess.run([hsgen, "--local", "dynamatic", "-n", name, "-o", out, "-t", op,
                            "-p"] + params, capture_output=True, text=True)
        if r.returncode:
            return None, "hsgen dynamatic -t %s %s: %s" % (op, " ".join(params), r.stderr.strip())
        ports = re.findall(r"^\s*(\w+)\s*:\s*(?:in|out)\b", open(out).read(), re.M)
        decl = re.search(r"entity\s+%s\s+is.*?end\s+(?:entity|%s)\s*;" % (ent, ent),
                         texts[defined[ent]], re.S | re.I).group(0)
        body = ",\n".join("      %s => %s" % (p, p) for p in ports)
        w = wrappers.setdefault(ent, "library ieee;\nuse ieee.std_logic_1164.all;\n"
                                "use ieee.numeric_std.all;\n\n%s\n" % decl)
        wrappers[ent] = w + ("\n-- hsgen's %s, %d stages as Dynamatic's %s\n"
                             "architecture %s of %s is\nbegin\n  unit : entity work.%s port map (\n"
                             "%s);\nend architecture;\n" % (op, lat, arch, arch, ent, name, body))
        kept.append("%s (%d stages)" % (op, lat))
    for f in {defined[ent] for ent, _ in uses}:
        os.remove(os.path.join(y, f))
    for ent, text in wrappers.items():
        open(os.path.join(y, "hsgen_float_%s.vhd" % ent), "w").write(text)
    return sorted(set(kept)), None


def model_cores(y):
    """Stand-ins for the FloPoCo entities Dynamatic's float wrappers instantiate, so that
    its wrappers themselves (join, delay_buffer, oehb) run: InputIEEE_W / OutputIEEE_W
    pass the IEEE word through (two format bits above it), FloatingPointAdder_W_... and
    FloatingPointMultiplier_W_... compute with VHDL-2008's ieee.float_pkg (IEEE binary32 /
    binary64, round to nearest even) into as many registers as the wrapper gives clock
    enables (ce_1..ce_N), and FPComparator_W compares with float_pkg, combinationally for
    f32 as Dynamatic's f32 cmpf wrapper takes it (no register on its valid), one register
    on ce for f64 (its wrapper's oehb). Writes flopoco_models.vhd; returns the entities
    modelled, or None when one is of a kind not modelled here."""
    texts = vhdl_texts(y)
    missing, _ = vendor_files(texts)
    need = {}
    for f in missing:
        for m in re.finditer(r"entity\s+work\.(\w+)\(arch\)\s*port map\s*\((.*?)\);",
                             texts[f], re.S | re.I):
            if m.group(1).lower() in {e for g in missing.values() for e in g}:
                need.setdefault(m.group(1), len(set(re.findall(r"\bce_(\d+)", m.group(2)))))
    out = ["library ieee;\nuse ieee.std_logic_1164.all;\nuse ieee.float_pkg.all;\n"]
    for ent, stages in sorted(need.items()):
        m = re.match(r"(InputIEEE|OutputIEEE|FloatingPointAdder|FloatingPointMultiplier|"
                     r"FPComparator)_(32|64)", ent, re.I)
        if not m:
            return None
        kind, w = m.group(1), int(m.group(2))
        e, f = (8, 23) if w == 32 else (11, 52)
        head = "\nlibrary ieee;\nuse ieee.std_logic_1164.all;\nuse ieee.float_pkg.all;\n"
        if kind == "InputIEEE":
            out.append("%sentity %s is port (X : in std_logic_vector(%d downto 0); "
                       "R : out std_logic_vector(%d downto 0)); end entity;\n"
                       "architecture arch of %s is begin R <= \"01\" & X; end architecture;\n"
                       % (head, ent, w - 1, w + 1, ent))
        elif kind == "OutputIEEE":
            out.append("%sentity %s is port (X : in std_logic_vector(%d downto 0); "
                       "R : out std_logic_vector(%d downto 0)); end entity;\n"
                       "architecture arch of %s is begin R <= X(%d downto 0); end architecture;\n"
                       % (head, ent, w + 1, w - 1, ent, w - 1))
        elif kind == "FPComparator":
            reg = w == 64
            out.append(
                "%sentity %s is port (clk, ce : in std_logic; X, Y : in std_logic_vector(%d downto 0);"
                " unordered, XltY, XeqY, XgtY, XleY, XgeY : out std_logic); end entity;\n"
                "architecture arch of %s is\n  signal c : std_logic_vector(5 downto 0);\n"
                "  signal q : std_logic_vector(5 downto 0);\nbegin\n"
                "  process (X, Y)\n    variable a, b : float(%d downto -%d);\n"
                "    function b2l(v : boolean) return std_logic is begin\n"
                "      if v then return '1'; else return '0'; end if; end function;\n  begin\n"
                "    a := to_float(X(%d downto 0), %d, %d); b := to_float(Y(%d downto 0), %d, %d);\n"
                "    if Is_X(X) or Is_X(Y) then c <= (others => '0');\n"
                "    elsif Isnan(a) or Isnan(b) then c <= \"100000\";\n"
                "    else c <= '0' & b2l(a < b) & b2l(a = b) & b2l(a > b) & b2l(a <= b) & b2l(a >= b);\n"
                "    end if;\n  end process;\n%s"
                "  unordered <= q(5); XltY <= q(4); XeqY <= q(3); XgtY <= q(2); XleY <= q(1);"
                " XgeY <= q(0);\nend architecture;\n"
                % (head, ent, w + 1, ent, e, f, w - 1, e, f, w - 1, e, f,
                   "  process (clk) begin if rising_edge(clk) and ce = '1' then q <= c; end if;"
                   " end process;\n" if reg else "  q <= c;\n"))
        else:
            if stages < 1:
                return None
            op = "+" if kind == "FloatingPointAdder" else "*"
            ces = ", ".join("ce_%d" % i for i in range(1, stages + 1))
            regs = "".join("      if ce_%d = '1' then s(%d) <= %s; end if;\n"
                           % (i, i, "comb" if i == 1 else "s(%d)" % (i - 1))
                           for i in range(1, stages + 1))
            out.append(
                "%sentity %s is port (clk, %s : in std_logic; X, Y : in std_logic_vector(%d downto 0);"
                " R : out std_logic_vector(%d downto 0)); end entity;\n"
                "architecture arch of %s is\n"
                "  type stages_t is array (1 to %d) of std_logic_vector(%d downto 0);\n"
                "  signal s : stages_t;\n  signal comb : std_logic_vector(%d downto 0);\nbegin\n"
                "  process (X, Y)\n    variable a, b : float(%d downto -%d);\n  begin\n"
                "    if Is_X(X) or Is_X(Y) then comb <= (others => '0');\n    else\n"
                "      a := to_float(X(%d downto 0), %d, %d); b := to_float(Y(%d downto 0), %d, %d);\n"
                "      comb <= \"01\" & to_slv(a %s b);\n    end if;\n  end process;\n"
                "  process (clk) begin\n    if rising_edge(clk) then\n%s    end if;\n"
                "  end process;\n  R <= s(%d);\nend architecture;\n"
                % (head, ent, ces, w + 1, w + 1, ent, stages, w + 1, w + 1, e, f,
                   w - 1, e, f, w - 1, e, f, op, regs, stages))
    open(os.path.join(y, "flopoco_models.vhd"), "w").write("".join(out))
    return sorted(need)


def run(cmd, cwd, log):
    with open(log, "w") as f:
        return subprocess.run(cmd, cwd=cwd, stdout=f, stderr=subprocess.STDOUT).returncode


def tokens(log):
    return [l for l in open(log) if re.match(r"(TOKEN|MEM|MISMATCH)", l)]


def cycles(log):
    for l in open(log):
        if l.startswith("CYCLES "):
            return int(l.split()[1])
    return None


RUNS = {}  # (case, ir) -> the folder of hsgen's run made by this process


def hsgen_run(hsgen, work, frm, case, ir):
    """hsgen's GHDL run of one IR file of the case (run_kernels.sh's under --from, or a new
    one): its folder, or None after printing why it failed."""
    d, kernel = os.path.join(HERE, case), field(case, "kernel")
    h = os.path.join(frm or "", "%s.%s" % (case, ir), "sim.ghdl")
    if frm and os.path.exists(os.path.join(h, "sim.log")):
        return h
    if (case, ir) in RUNS:
        return RUNS[case, ir]
    h = os.path.join(work, "%s.%s.hsgen" % (case, ir))
    shutil.rmtree(h, ignore_errors=True)
    top = ["--top", kernel] if ir == "hw" else []
    src = "handshake_export.mlir" if ir == "handshake_export" else "hw.mlir"
    out = os.path.join(work, "%s.%s.out" % (case, ir))
    if run([hsgen, "--local", "simulate", os.path.join(d, src)] + top +
           ["--c", os.path.join(d, kernel + ".c"), "--sim", "ghdl", "--max-cycles", "2000000",
            "--dir", h], d, out):
        print("FAIL: %s %s: hsgen's run (%s)" % (case, ir, out))
        return None
    RUNS[case, ir] = h
    return h


def dyn_run(y, rtl, ir, kernel, tbrun, prepare):
    """Dynamatic's RTL in folder Y: the top for IR, PREPARE(Y) for its float units (a
    message when it cannot), hsgen's testbench from TBRUN, GHDL. Returns (sim.log, None)
    or (None, why not)."""
    shutil.rmtree(y, ignore_errors=True)
    os.makedirs(y)
    with tarfile.open(rtl) as t:
        t.extractall(y, filter="data")
    top = kernel + ("_wrapper" if ir == "hw_wrapper" else "")
    if ir != "hw_wrapper":
        for f in os.listdir(y):
            if f.endswith("_wrapper.vhd"):
                os.remove(os.path.join(y, f))
    bad = prepare(y)
    if bad:
        return None, "Dynamatic's float units: " + bad
    shutil.copy(os.path.join(tbrun, "tb.vhd"), y)
    adapt_tb(os.path.join(y, "tb.vhd"), bit_ports(os.path.join(y, top + ".vhd")))
    files = sorted(f for f in os.listdir(y) if f.endswith(".vhd"))
    log = os.path.join(y, "sim.log")
    if (run(["ghdl", "-i", "--std=08"] + files, y, log) or
            run(["ghdl", "-m", "--std=08", "-frelaxed", "hsgen_tb"], y, log) or
            run(["ghdl", "-r", "--std=08", "hsgen_tb"], y, log)):
        return None, "the run of Dynamatic's RTL (%s)" % log
    return log, None


def one(hsgen, work, frm, case, ir):
    """One parity run; prints its line and returns 1 on a failure. IR handshake_export:
    hsgen's circuit from handshake_export.mlir (checked equal to the C program by its own
    run) against Dynamatic's RTL, which its export wrote from the hw.mlir it lowered that
    IR to, in the testbench of hsgen's hw run (whose results Dynamatic's must equal)."""
    kernel = field(case, "kernel")
    rtl = os.path.join(HERE, "dynamatic_rtl", case + ".tar.xz")
    why = (field(case, "skip-hw") or field(case, "skip-" + ir) or
           (field(case, "status")[6:] if field(case, "status").startswith("skip") else ""))
    if not why and not os.path.exists(rtl):
        why = "no RTL of Dynamatic's (dynamatic_rtl/%s.tar.xz)" % case
    if why:
        print("parity-rtl %s %s: skipped: %s" % (case, ir, why))
        return 0
    h = hsgen_run(hsgen, work, frm, case, ir)
    tbrun = h if ir != "handshake_export" else hsgen_run(hsgen, work, frm, case, "hw")
    if not h or not tbrun:
        return 1
    y = os.path.join(work, "%s.%s.dynamatic" % (case, ir))
    res = {}

    def floats(y):
        res["kept"], why = substitute_floats(hsgen, y, kernel, h)
        return why

    log, bad = dyn_run(y, rtl, ir, kernel, tbrun, floats)
    if bad:
        print("FAIL: %s %s: %s" % (case, ir, bad))
        return 1
    kept = res["kept"]
    model = None
    if kept:  # again with Dynamatic's own float wrappers around float_pkg cores
        def models(y):
            return None if model_cores(y) else "a FloPoCo core of a kind not modelled here"

        model, bad = dyn_run(y + "_models", rtl, ir, kernel, tbrun, models)
        if bad:
            print("FAIL: %s %s: %s" % (case, ir, bad))
            return 1
    hl, tl = os.path.join(h, "sim.log"), os.path.join(tbrun, "sim.log")
    ch, cy = cycles(hl), cycles(log)
    cm = cycles(model) if model else 0
    note = "; hsgen's: " + ", ".join(kept) if kept else ""
    if model:
        note += "; Dynamatic's float wrappers around float_pkg cores: %s cycles" % cm
    if ch is None or cy is None or cm is None:
        print("FAIL: %s %s: a run did not finish (hsgen %s, Dynamatic's RTL %s%s)"
              % (case, ir, ch, cy, ", with float_pkg cores %s" % cm if model else ""))
        return 1
    if not tokens(hl) or not tokens(tl):
        print("FAIL: %s %s: hsgen's run printed no results" % (case, ir))
        return 1
    if tokens(tl) != tokens(log) or (model and tokens(tl) != tokens(model)):
        print("FAIL: %s %s: the runs' results differ (%s)" % (case, ir, model or log))
        return 1
    line = "parity-rtl %s %s: hsgen %d cycles, Dynamatic's RTL %d cycles%s" % (case, ir, ch, cy, note)
    if ch > cy or (model and ch > cm):
        print("FAIL: " + line)
        return 1
    print(line)
    return 0


def main():
    args = sys.argv[1:]
    frm = None
    if "--from" in args:
        i = args.index("--from")
        frm = os.path.abspath(args[i + 1])
        del args[i:i + 2]
    hsgen, work, cases = os.path.abspath(args[0]), os.path.abspath(args[1]), args[2:]
    os.makedirs(work, exist_ok=True)
    fail = 0
    for arg in cases:
        case, _, irs = arg.partition(":")
        for ir in (irs.split(",") if irs else ["handshake_export", "hw", "hw_wrapper"]):
            if ir not in ("handshake_export", "hw", "hw_wrapper"):
                print("FAIL: %s: IR %s: parity_rtl.py takes handshake_export, hw or hw_wrapper"
                      % (case, ir))
                fail = 1
                continue
            fail |= one(hsgen, work, frm, case, ir)
    return fail


if __name__ == "__main__":
    sys.exit(main())
