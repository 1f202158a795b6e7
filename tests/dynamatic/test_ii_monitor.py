"""ii_monitor, cycle by cycle: for each ii_monitor argument set of dyn_config.py, one
table of per-cycle inputs (every select channel's valid, ready, value and extra signals,
plus two reset pulses) drives, in separate simulations, hsgen's VHDL entity (GHDL),
hsgen's Verilog module (Icarus; Verilator --lint-only -Wall must accept it) and the VHDL Dynamatic's own generator wrote for the
same arguments (equiv/, see NOTICE). All three must print exactly the II_INSTRUMENT
lines that a model of the monitor written here from Dynamatic's description predicts
(ii_monitor.py's comments and HandshakeToHW.cpp): the same lines, at the same clock
edges in the VHDL runs (GHDL's report time).

usage: test_ii_monitor.py HSGEN"""
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import dyn_config  # noqa: E402

CYCLES = 400
RESETS = {0, 1, 2, 190, 191}  # clock edges with rst = '1'


def stimulus(n, width, n_extra, seed):
    """Per edge k and channel i: (valid, ready, value, extra bits)."""
    rng = random.Random(seed)
    table = []
    for _ in range(CYCLES):
        row = []
        for _ in range(n):
            row.append((int(rng.random() < 0.6), int(rng.random() < 0.7),
                        rng.randrange(1 << width) if width else 0,
                        [rng.randrange(2) for _ in range(n_extra)]))
        table.append(row)
    return table


def model(table, init, depth, max_depth, path):
    """The monitor as Dynamatic describes it: per edge outside reset the cycle count
    grows, each firing channel (valid and ready) counts a token; when the smallest
    count grows an iteration was taken in: its index restarts at 0 when the last
    channel (by index) that completed it carries an init select, else grows; the
    interval is the cycles since the previous one (null first after reset).
    Returns [(edge, line)]."""
    out = []
    cycle = joined = last = it = 0
    cnt = [0] * len(table[0])
    for k, row in enumerate(table):
        if k in RESETS:
            cycle = joined = last = it = 0
            cnt = [0] * len(row)
            continue
        cycle += 1
        for i, (v, r, _, _) in enumerate(row):
            cnt[i] += v & r
        m = min(cnt)
        if m > joined:
            first = False
            for i, (v, r, val, _) in enumerate(row):
                if v & r and cnt[i] == m:
                    first = val in init
            it = 0 if first else it + 1
            interval = "null" if joined == 0 else str(cycle - last)
            out.append((k, 'II_INSTRUMENT: {"loop": "%s", "depth": %d, "max_depth": %d, '
                           '"iter": %d, "interval": %s}' % (path, depth, max_depth, it,
                                                           interval)))
            last, joined = cycle, m
    return out


def ports_of(n, width, extras):
    """(name, width or None for std_logic) of the monitor's inputs, clk/rst aside."""
    ps = []
    for i in range(n):
        if width:
            ps.append(("sel%d" % i, width))
        ps += [("sel%d_valid" % i, None), ("sel%d_ready" % i, None)]
        ps += [("sel%d_%s" % (i, x), 1) for x in extras]
    return ps


def values(row, n, width, extras):
    """The port values of one table row, in ports_of order."""
    vals = []
    for i in range(n):
        v, r, val, xs = row[i]
        if width:
            vals.append(val)
        vals += [v, r] + xs
    return vals


def vhdl_tb(entity, ports, table, n, width, extras):
    L = ["library ieee;", "use ieee.std_logic_1164.all;", "entity tb is end entity;",
         "architecture sim of tb is", "  signal clk : std_logic := '0';",
         "  signal rst : std_logic := '1';"]
    for name, w in ports:
        L.append("  signal %s : %s;" % (name, "std_logic" if w is None else
                                        "std_logic_vector(%d downto 0)" % (w - 1)))
    L += ["begin", "  dut: entity work.%s port map (clk => clk, rst => rst, %s);" % (
        entity, ", ".join("%s => %s" % (p, p) for p, _ in ports)),
        "  clk <= not clk after 5 ns;", "  drive: process", "  begin"]
    for k, row in enumerate(table):
        # values for edge k (at 10k + 5 ns) change at 10k ns
        if k:
            L.append("    wait for 10 ns;")
        L.append("    rst <= '%d';" % (k in RESETS))
        for (name, w), val in zip(ports, values(row, n, width, extras)):
            L.append("    %s <= %s;" % (name, "'%d'" % val if w is None else
                                          '"%s"' % format(val, "0%db" % w)))
    L += ["    wait for 10 ns;", "    std.env.finish;", "  end process;", "end architecture;"]
    return "\n".join(L) + "\n"


def verilog_tb(module, ports, table, n, width, extras):
    L = ["`timescale 1ns/1ps", "module tb;", "  reg clk = 0;", "  reg rst = 1;"]
    for name, w in ports:
        L.append("  reg %s%s;" % ("" if w is None else "[%d:0] " % (w - 1), name))
    L.append("  %s dut (.clk(clk), .rst(rst), %s);" % (
        module, ", ".join(".%s(%s)" % (p, p) for p, _ in ports)))
    L += ["  always #5 clk = ~clk;", "  initial begin"]
    for k, row in enumerate(table):
        if k:
            L.append("    #10;")
        L.append("    rst = %d;" % (k in RESETS))
        for (name, w), val in zip(ports, values(row, n, width, extras)):
            L.append("    %s = %d;" % (name, val))
    L += ["    #10;", "    $finish;", "  end", "endmodule"]
    return "\n".join(L) + "\n"


def run_ghdl(work, files):
    for cmd in (["-a", "--std=08", "-frelaxed"] + files, ["-e", "--std=08", "-frelaxed", "tb"]):
        c = subprocess.run(["ghdl"] + cmd, cwd=work, capture_output=True, text=True)
        if c.returncode:
            raise RuntimeError("ghdl %s: %s" % (cmd[0], (c.stderr or c.stdout)[-800:]))
    c = subprocess.run(["ghdl", "-r", "--std=08", "tb"], cwd=work, capture_output=True,
                       text=True, timeout=300)
    lines = []
    for line in (c.stdout + c.stderr).splitlines():
        m = re.search(r"@(\d+)ns:\(report note\): (II_INSTRUMENT: .*)$", line)
        if m:
            lines.append(((int(m.group(1)) - 5) // 10, m.group(2)))
    return lines


def run_icarus(work, files):
    c = subprocess.run(["iverilog", "-g2005", "-o", "sim"] + files, cwd=work,
                       capture_output=True, text=True)
    if c.returncode:
        raise RuntimeError("iverilog: " + (c.stderr or c.stdout)[-800:])
    c = subprocess.run(["vvp", "-n", "sim"], cwd=work, capture_output=True, text=True,
                       timeout=300)
    return [line.strip() for line in c.stdout.splitlines() if "II_INSTRUMENT: " in line]


def main():
    hsgen = os.path.abspath(sys.argv[1])
    if not shutil.which("ghdl") or not shutil.which("iverilog"):
        print("ghdl or iverilog not installed: skipped")
        sys.exit(77)
    with open(os.path.join(HERE, "reference_ports.json")) as f:
        ref = json.load(f)
    entries = {(c, i): e for c, i, e in dyn_config.load_configs(HERE)}
    failures, done, total_lines = [], 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for rec in ref["cases"]:
            if rec["name"] != "ii_monitor":
                continue
            e = entries[(rec["config"], rec["index"])]
            s = rec["subst"]
            widths = json.loads(s["SEL_BITWIDTHS"].strip("'"))
            extras = list(json.loads(s["SEL_EXTRA_SIGNALS"].strip("'"))[0])
            init = json.loads(s["INIT_SELECTS"])
            depth, max_depth = int(s["LOOP_DEPTH"]), int(s["LOOP_MAX_DEPTH"])
            n, width = len(widths), widths[0]
            mod = rec["module"]
            work = os.path.join(tmp, mod)
            os.makedirs(work)
            table = stimulus(n, width, len(extras), mod)
            ports = ports_of(n, width, extras)
            runs = {}
            for hdl in ("vhdl", "verilog"):
                name = "h_" + mod
                out = os.path.join(work, name + (".vhd" if hdl == "vhdl" else ".v"))
                argv = dyn_config.command(e, s, [hsgen, "--local", "dynamatic"], work, name)
                argv[argv.index("-o") + 1] = out
                r = subprocess.run(argv + ["--hdl", hdl], capture_output=True, text=True)
                if r.returncode:
                    failures.append("%s %s: hsgen failed: %s" % (mod, hdl, r.stderr.strip()))
                    continue
                if hdl == "verilog" and shutil.which("verilator"):
                    c = subprocess.run(["verilator", "--lint-only", "-Wall", out],
                                       capture_output=True, text=True)
                    if c.returncode:
                        failures.append("%s: verilator -Wall: %s" % (mod, c.stderr[-600:]))
                tb = os.path.join(work, "tb_%s.%s" % (hdl, "vhd" if hdl == "vhdl" else "v"))
                with open(tb, "w") as f:
                    f.write((vhdl_tb if hdl == "vhdl" else verilog_tb)(name, ports, table, n,
                                                                        width, extras))
                d = os.path.join(work, hdl)
                os.makedirs(d)
                try:
                    runs["hsgen " + hdl] = (run_ghdl(d, [out, tb]) if hdl == "vhdl"
                                            else run_icarus(d, [out, tb]))
                except RuntimeError as ex:
                    failures.append("%s %s: %s" % (mod, hdl, ex))
            d = os.path.join(work, "dynamatic")
            os.makedirs(d)
            tb = os.path.join(d, "tb.vhd")
            with open(tb, "w") as f:
                f.write(vhdl_tb(mod, ports, table, n, width, extras))
            try:
                runs["Dynamatic vhdl"] = run_ghdl(d, [os.path.join(HERE, "equiv", mod + ".vhd"),
                                                      tb])
            except RuntimeError as ex:
                failures.append("%s Dynamatic: %s" % (mod, ex))
            for who, got in runs.items():
                vhdl = "vhdl" in who
                want = model(table, init, depth, max_depth, ":tb:dut:" if vhdl else "tb.dut")
                if not vhdl:
                    want = [line for _, line in want]
                if got != want:
                    k = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b),
                             min(len(got), len(want)))
                    failures.append("%s %s: %d lines, the model %d; first difference at line %d: "
                                    "%s / %s" % (mod, who, len(got), len(want), k,
                                                 got[k] if k < len(got) else "-",
                                                 want[k] if k < len(want) else "-"))
                total_lines += len(got)
            done += 1
            print("%s: %d channels of i%d%s, init_selects %s: %s" % (
                mod, n, width, " with " + ", ".join(extras) if extras else "", init,
                ", ".join("%s %d lines" % (w, len(g)) for w, g in sorted(runs.items()))))
    for f in failures:
        print("FAIL " + f)
    print("ii_monitor: %d argument sets, %d II_INSTRUMENT lines compared with the model, "
          "%d failures" % (done, total_lines, len(failures)))
    sys.exit(1 if failures or not done else 0)


if __name__ == "__main__":
    main()
