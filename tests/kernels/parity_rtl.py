"""Cycle parity against the RTL Dynamatic's own export wrote for a corpus kernel: the
case's hw.mlir simulated by `hsgen simulate --c` in GHDL with hsgen's units and top,
then the same testbench (the same C program's inputs) around Dynamatic's top and units
as its export wrote them for that hw.mlir (dynamatic_rtl/CASE.tar.xz, see NOTICE), for
Dynamatic versions whose units are the generic VHDL files of its data/vhdl (late 2025)
rather than generator output (parity.sh's way). Both runs must print the same tokens
and memories, and hsgen's cycle count must be at most Dynamatic's.

The testbench is hsgen's with two renamings of the port map's formals only: a port
named `end` (a VHDL word hsgen renames `end_r`) is Dynamatic's `end`, and a one-bit
raw port hsgen declares std_logic_vector(0 downto 0) is Dynamatic's std_logic (the
actual becomes SIGNAL(0)).

Prints "parity-rtl CASE: hsgen N cycles, Dynamatic's RTL M cycles".
    python3 parity_rtl.py HSGEN WORKDIR CASE...
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


def main():
    hsgen, work, cases = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), sys.argv[3:]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    fail = 0
    for case in cases:
        d, kernel = os.path.join(HERE, case), field(case, "kernel")
        rtl = os.path.join(HERE, "dynamatic_rtl", case + ".tar.xz")
        why = field(case, "skip-hw") or (field(case, "status")[6:]
                                        if field(case, "status").startswith("skip") else "")
        if not why and not os.path.exists(rtl):
            why = "no RTL of Dynamatic's (dynamatic_rtl/%s.tar.xz)" % case
        if why:
            print("parity-rtl %s: skipped: %s" % (case, why))
            continue
        h = os.path.join(work, case + ".hsgen")
        if run([hsgen, "--local", "simulate", os.path.join(d, "hw.mlir"), "--top", kernel, "--c",
                os.path.join(d, kernel + ".c"), "--sim", "ghdl", "--max-cycles", "2000000",
                "--dir", h], d, os.path.join(work, case + ".out")):
            print("FAIL: %s: hsgen's run (%s)" % (case, os.path.join(work, case + ".out")))
            fail = 1
            continue
        y = os.path.join(work, case + ".dynamatic")
        os.makedirs(y)
        with tarfile.open(rtl) as t:
            t.extractall(y, filter="data")
        for f in os.listdir(y):
            if f.endswith("_wrapper.vhd"):
                os.remove(os.path.join(y, f))
        shutil.copy(os.path.join(h, "tb.vhd"), y)
        adapt_tb(os.path.join(y, "tb.vhd"), bit_ports(os.path.join(y, kernel + ".vhd")))
        files = sorted(f for f in os.listdir(y) if f.endswith(".vhd"))
        log = os.path.join(y, "sim.log")
        if (run(["ghdl", "-i", "--std=08"] + files, y, log) or
                run(["ghdl", "-m", "--std=08", "-frelaxed", "hsgen_tb"], y, log) or
                run(["ghdl", "-r", "--std=08", "hsgen_tb"], y, log)):
            print("FAIL: %s: the run of Dynamatic's RTL (%s)" % (case, log))
            fail = 1
            continue
        hl = os.path.join(h, "sim.log")
        ch, cy = cycles(hl), cycles(log)
        if ch is None or cy is None:
            print("FAIL: %s: a run did not finish (hsgen %s, Dynamatic's RTL %s)" % (case, ch, cy))
            fail = 1
        elif tokens(hl) != tokens(log):
            print("FAIL: %s: the two runs' results differ" % case)
            fail = 1
        elif ch > cy:
            print("FAIL: parity-rtl %s: hsgen %d cycles, Dynamatic's RTL %d cycles" % (case, ch, cy))
            fail = 1
        else:
            print("parity-rtl %s: hsgen %d cycles, Dynamatic's RTL %d cycles" % (case, ch, cy))
    return fail


if __name__ == "__main__":
    sys.exit(main())
