#!/usr/bin/env python3
"""hsgen's load with extra signals (spec, tag) behind hsgen's mem_controller and ram
(load_mem.json, generated whole by `hsgen circuit`), simulated in GHDL and Icarus with
the same stimulus: addresses offered in most cycles, the output ready in half of them,
so the controller takes a new address while earlier words are still on their way and
several loads are in flight. Every output token must be the RAM word at its address
with the spec and tag of that address (Dynamatic's load keeps them in a one-slot
register that a second request overwrites), the two traces must be equal cycle for
cycle, and at least two loads must have been in flight at once (addresses taken minus
words delivered). Then the load is changed to read its side FIFO's newest entry (a
one-slot register, as Dynamatic's) and the check must fail.

usage: load_mem.py HSGEN NETLIST WORKDIR"""
import json
import os
import random
import re
import shutil
import subprocess
import sys

N_TOK = 120      # address tokens
N_CYC = 1500     # cycles at most (the run ends when every word is out)


def stimulus(seed=11):
    """Addresses, spec bits, tags, and the per-cycle offer and ready patterns."""
    r = random.Random(seed)
    toks = [(r.randrange(16), r.randrange(2), k & 0xFF) for k in range(N_TOK)]
    offer = "".join("1" if r.random() < 0.85 else "0" for _ in range(N_CYC))
    ready = "".join("1" if r.random() < 0.5 else "0" for _ in range(N_CYC))
    return toks, offer, ready


def bits(v, w):
    return format(v, "0%db" % w)


def tb_vhdl(toks, offer, ready):
    a = ", ".join('%d => "%s"' % (k, bits(t[0], 4)) for k, t in enumerate(toks))
    s = ", ".join('%d => "%s"' % (k, bits(t[1], 1)) for k, t in enumerate(toks))
    g = ", ".join('%d => "%s"' % (k, bits(t[2], 8)) for k, t in enumerate(toks))
    return f"""library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;
use std.textio.all;
use std.env.all;
entity tb is end entity;
architecture sim of tb is
  constant NT : integer := {N_TOK};
  constant NC : integer := {N_CYC};
  type a_t is array (0 to NT - 1) of std_logic_vector(3 downto 0);
  type s_t is array (0 to NT - 1) of std_logic_vector(0 downto 0);
  type g_t is array (0 to NT - 1) of std_logic_vector(7 downto 0);
  constant A : a_t := ({a});
  constant S : s_t := ({s});
  constant G : g_t := ({g});
  constant OFFER : std_logic_vector(0 to NC - 1) := "{offer}";
  constant RDY : std_logic_vector(0 to NC - 1) := "{ready}";
  signal clk : std_logic := '0';
  signal rst : std_logic := '1';
  signal addr : std_logic_vector(3 downto 0) := (others => '0');
  signal addr_spec : std_logic_vector(0 downto 0) := "0";
  signal addr_tag : std_logic_vector(7 downto 0) := (others => '0');
  signal addr_valid, data_ready : std_logic := '0';
  signal addr_ready, data_valid : std_logic;
  signal data : std_logic_vector(7 downto 0);
  signal data_spec : std_logic_vector(0 downto 0);
  signal data_tag : std_logic_vector(7 downto 0);
begin
  clk <= not clk after 5 ns;
  rst <= '1', '0' after 42 ns;
  dut : entity work.load_mem port map (clk => clk, rst => rst, addr => addr,
    addr_spec => addr_spec, addr_tag => addr_tag, addr_valid => addr_valid,
    addr_ready => addr_ready, data => data, data_spec => data_spec, data_tag => data_tag,
    data_valid => data_valid, data_ready => data_ready);
  process (clk)
    variable l : line;
    variable c, ki, ko, mx : integer := 0;
    variable v, r : std_logic := '0';
  begin
    if rising_edge(clk) and rst = '0' then
      if v = '1' and addr_ready = '1' then
        ki := ki + 1;
        v := '0';
      end if;
      if r = '1' and data_valid = '1' then
        write(l, "TOK " & integer'image(ko) & " " & integer'image(c) & " " &
              to_hstring(data) & " " & to_hstring(data_spec) & " " & to_hstring(data_tag));
        writeline(output, l);
        ko := ko + 1;
      end if;
      if ki - ko > mx then
        mx := ki - ko;
      end if;
      if ko = NT or c = NC - 1 then
        write(l, "END " & integer'image(c) & " MAXFLIGHT " & integer'image(mx));
        writeline(output, l);
        finish;
      end if;
      if v = '0' and ki < NT and OFFER(c) = '1' then
        v := '1';
      end if;
      r := RDY(c);
      addr_valid <= v;
      if ki < NT then
        addr <= A(ki);
        addr_spec <= S(ki);
        addr_tag <= G(ki);
      end if;
      data_ready <= r;
      c := c + 1;
    end if;
  end process;
end architecture;
"""


def tb_verilog(toks, offer, ready):
    init = "\n".join("    A[%d] = 4'h%x; S[%d] = 1'b%d; G[%d] = 8'h%02x;" % (
        k, t[0], k, t[1], k, t[2]) for k, t in enumerate(toks))
    return f"""`timescale 1ns/1ps
module tb;
  localparam NT = {N_TOK}, NC = {N_CYC};
  reg [3:0] A [0:NT-1];
  reg S [0:NT-1];
  reg [7:0] G [0:NT-1];
  reg [0:NC-1] OFFER = {N_CYC}'b{offer};
  reg [0:NC-1] RDY = {N_CYC}'b{ready};
  reg clk = 1'b0, rst = 1'b1;
  reg [3:0] addr = 4'd0;
  reg addr_spec = 1'b0;
  reg [7:0] addr_tag = 8'd0;
  reg addr_valid = 1'b0, data_ready = 1'b0;
  wire addr_ready, data_valid, data_spec;
  wire [7:0] data, data_tag;
  integer c = 0, ki = 0, ko = 0, mx = 0;
  reg v = 1'b0, r = 1'b0;
  initial begin
{init}
  end
  always #5 clk = ~clk;
  initial #42 rst = 1'b0;
  load_mem dut (.clk(clk), .rst(rst), .addr(addr), .addr_spec(addr_spec),
    .addr_tag(addr_tag), .addr_valid(addr_valid), .addr_ready(addr_ready), .data(data),
    .data_spec(data_spec), .data_tag(data_tag), .data_valid(data_valid),
    .data_ready(data_ready));
  always @(posedge clk) if (!rst) begin
    if (v && addr_ready) begin
      ki = ki + 1;
      v = 1'b0;
    end
    if (r && data_valid) begin
      $display("TOK %0d %0d %h %h %h", ko, c, data, data_spec, data_tag);
      ko = ko + 1;
    end
    if (ki - ko > mx) mx = ki - ko;
    if (ko == NT || c == NC - 1) begin
      $display("END %0d MAXFLIGHT %0d", c, mx);
      $finish;
    end
    if (!v && ki < NT && OFFER[c]) v = 1'b1;
    r = RDY[c];
    addr_valid <= v;
    if (ki < NT) begin
      addr <= A[ki];
      addr_spec <= S[ki];
      addr_tag <= G[ki];
    end
    data_ready <= r;
    c = c + 1;
  end
endmodule
"""


def run(cmd, cwd):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=300)
    if p.returncode:
        raise RuntimeError("%s: %s" % (" ".join(cmd[:2]), (p.stderr or p.stdout)[-800:]))
    return p.stdout


def simulate(work, hdl):
    """Runs the testbench on the generated files in work/hdl; returns the TOK/END lines."""
    d = os.path.join(work, hdl)
    with open(os.path.join(d, "manifest.json")) as f:
        files = [x["file"] for x in json.load(f)["files"]]
    files = sorted(files, key=lambda x, fs=list(files): (x != "types.vhd", fs.index(x)))
    if hdl == "vhdl":
        run(["ghdl", "-a", "--std=08"] + files + ["tb.vhd"], d)
        out = run(["ghdl", "-r", "--std=08", "tb", "--ieee-asserts=disable"], d)
    else:
        run(["iverilog", "-g2012", "-o", "tb.vvp"] + files + ["tb.v"], d)
        out = run(["vvp", "-n", "tb.vvp"], d)
    return [line.strip() for line in out.splitlines() if line.startswith(("TOK", "END"))]


def value(text):
    """A printed hex value; -1 for an unknown one (X, U)."""
    try:
        return int(text, 16)
    except ValueError:
        return -1


def tokens(lines):
    """(k, cycle, (data, spec, tag)) per output token, whichever HDL printed it."""
    return [(int(f[1]), int(f[2]), tuple(value(x) for x in f[3:6]))
            for f in (line.split() for line in lines if line.startswith("TOK"))]


def check(lines, toks, words, label):
    """Findings: tokens not as expected, too few, no two loads in flight."""
    bad = []
    got = tokens(lines)
    for k, (_, cyc, have) in enumerate(got):
        a, sp, tg = toks[k]
        want = (words[a], sp, tg)
        if have != want:
            bad.append("%s: token %d (cycle %d): data %d spec %d tag %d, expected %d %d %d "
                       "(address %d)" % ((label, k, cyc) + have + want + (a,)))
    if len(got) != len(toks):
        bad.append("%s: %d tokens out of %d" % (label, len(got), len(toks)))
    end = [line for line in lines if line.startswith("END")]
    flight = int(end[0].split()[3]) if end else 0
    if flight < 2:
        bad.append("%s: at most %d load(s) in flight: the case is not exercised" % (label, flight))
    return bad, flight, end[0].split()[1] if end else "?"


def main():
    hsgen, netlist = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    work = os.path.abspath(sys.argv[3])
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    net = json.load(open(netlist))
    ram = next(u for u in net["units"] if u["unit"] == "handshake.ram")
    words = [int(x) for x in ram["params"]["values"].split()]
    words += [0] * (16 - len(words))
    toks, offer, ready = stimulus()
    for hdl in ("vhdl", "verilog"):
        run([hsgen, "--local", "circuit", netlist, "--hdl", hdl, "-o", hdl], work)
    with open(os.path.join(work, "vhdl", "tb.vhd"), "w") as f:
        f.write(tb_vhdl(toks, offer, ready))
    with open(os.path.join(work, "verilog", "tb.v"), "w") as f:
        f.write(tb_verilog(toks, offer, ready))
    fail = False
    traces = {}
    for hdl in ("vhdl", "verilog"):
        traces[hdl] = simulate(work, hdl)
        bad, flight, cyc = check(traces[hdl], toks, words, hdl)
        for b in bad:
            print("FAIL " + b)
        fail = fail or bool(bad)
        print("%s: %d tokens, each its address's word, spec and tag; up to %d loads in "
              "flight; %s cycles" % (hdl, len(toks), flight, cyc))
    if tokens(traces["vhdl"]) != tokens(traces["verilog"]) or \
            traces["vhdl"][-1:] != traces["verilog"][-1:]:
        print("FAIL the VHDL and Verilog traces differ")
        fail = True
    # the side FIFO read at its newest entry: a one-slot register, as Dynamatic's
    mut = {"vhdl": (r"^  (t\d+_tok) <= fifo_mem\(to_integer\(unsigned\(fifo_head\)\)\);$",
                    r"  \1 <= fifo_mem(to_integer(unsigned(fifo_tail) - 1));"),
           "verilog": (r"^  assign (t\d+_tok) = fifo_mem\[fifo_head\];$",
                       r"  assign \1 = fifo_mem[fifo_tail - 2'd1];")}
    for hdl in ("vhdl", "verilog"):
        d = os.path.join(work, hdl)
        # the load unit's file (load_<signature>), not the top level load_mem
        f = next(os.path.join(d, x) for x in sorted(os.listdir(d))
                 if re.match(r"load_[0-9a-f]+\.(vhd|v)$", x))
        text = open(f).read()
        new, n = re.subn(mut[hdl][0], mut[hdl][1], text, flags=re.M)
        if n != 1:
            print("FAIL %s: the load's side FIFO read was not found to change" % hdl)
            fail = True
            continue
        open(f, "w").write(new)
        bad, _, _ = check(simulate(work, hdl), toks, words, hdl + " one-slot")
        if not bad:
            print("FAIL %s: a load whose extras come from a one-slot register passed" % hdl)
            fail = True
        else:
            print("%s: a one-slot side register is caught: %s" % (hdl, bad[0]))
    print("load_mem: %s" % ("FAIL" if fail else "all as expected"))
    sys.exit(1 if fail else 0)


if __name__ == "__main__":
    main()
