"""Dynamatic's buffers by their older names, cycle by cycle: what `hsgen dynamatic -t NAME`
writes for oehb, tehb, ofifo and tfifo (and `-t buffer` for FIFO_BREAK_DV and
FIFO_BREAK_NONE, and for `transparent=True|False`, the older generator's form) beside Dynamatic's own RTL of that name (buffers/, see its NOTICE:
ofifo is a tehb in front of elastic_fifo_inner, tfifo elastic_fifo_inner with a bypass),
in GHDL (VHDL) and Icarus (Verilog), for several widths and slot counts, dataless, and
with a `spec` signal (which Dynamatic's generator packed above the data, as here).

One testbench per HDL holds every case. Each case's source offers random tokens and
holds one until Dynamatic's entity takes it; outs_ready is random, in phases of 64
cycles from 1/4 to always ready, so the buffers fill and drain. At every falling clock
edge after reset the testbench compares ins_ready and outs_valid, and outs (data and
spec) while outs_valid is high, and reports every difference as an error. It also
tracks how many tokens Dynamatic's entity holds: each case must move tokens, stall its
source, and reach the capacity of Dynamatic's RTL (ofifo: num_slots + 1), so a unit
that holds fewer or more tokens cannot pass.

Control cases (CONTROLS) show the comparison failing: hsgen's plain FIFO_BREAK_DV, which
`-t ofifo` once produced, against Dynamatic's ofifo must differ.

usage: test_buffers.py HSGEN"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
RTL = os.path.join(HERE, "buffers")
CYCLES = 3000

# (Dynamatic's entity, capacity(num_slots), whether it has NUM_SLOTS)
REFS = {"oehb": (lambda n: 1, False), "tehb": (lambda n: 1, False),
        "ofifo": (lambda n: n + 1, True), "tfifo": (lambda n: n, True),
        "elastic_fifo_inner": (lambda n: n, True)}


def case(ref, args, width, slots, spec=False, control=False):
    """One comparison: hsgen's `dynamatic` with args (-t and buffer_type) against
    Dynamatic's entity ref, for data width `width`, `slots` slots, with or without spec."""
    form = args[1] if len(args) > 1 else ""  # buffer_type='X' -> _x, transparent=T -> _transparent_t
    form = form.replace("buffer_type=", "").replace("=", "_").strip("'\"").lower()
    name = "%s_w%d_n%d%s%s" % (ref if not control else "ctl_" + ref, width, slots,
                               "_spec" if spec else "", "_" + form if form else "")
    return {"name": name, "ref": ref, "args": args, "w": width, "n": slots, "spec": spec,
            "control": control}


def cases():
    out = []
    for w in (0, 1, 8, 32):
        out.append(case("oehb", ["oehb"], w, 1))
        out.append(case("tehb", ["tehb"], w, 1))
    out += [case("oehb", ["oehb"], 8, 1, True), case("tehb", ["tehb"], 0, 1, True)]
    for w, n in ((0, 1), (0, 2), (0, 4), (1, 3), (8, 1), (8, 2), (8, 3), (16, 5), (32, 4)):
        out.append(case("ofifo", ["ofifo"], w, n))
    out += [case("ofifo", ["ofifo"], 8, 2, True), case("ofifo", ["ofifo"], 0, 3, True)]
    for w, n in ((0, 1), (0, 2), (0, 3), (1, 2), (8, 1), (8, 2), (8, 4), (32, 3)):
        out.append(case("tfifo", ["tfifo"], w, n))
    out += [case("tfifo", ["tfifo"], 8, 2, True), case("tfifo", ["tfifo"], 0, 2, True)]
    # the current configurations' buffer types (data/rtl-config-verilog.json's entities)
    for w, n in ((0, 2), (8, 1), (8, 3), (32, 4)):
        out.append(case("elastic_fifo_inner", ["buffer", "buffer_type='FIFO_BREAK_DV'"], w, n))
    for w, n in ((0, 2), (8, 3)):
        out.append(case("tfifo", ["buffer", "buffer_type='FIFO_BREAK_NONE'"], w, n))
    # Dynamatic's buffer generator of spring 2025: transparent=True|False and num_slots
    # chose among the older names (its timing argument unread)
    dv, r = "timing='#handshake<timing {D: 1, V: 1, R: 0}>'", "timing='#handshake<timing {R: 1}>'"
    out += [case("oehb", ["buffer", "transparent=False", dv], 8, 1),
            case("tehb", ["buffer", "transparent=True", r], 0, 1),
            case("ofifo", ["buffer", "transparent=False", dv], 8, 3),
            case("ofifo", ["buffer", "transparent=False", dv], 0, 2, True),
            case("tfifo", ["buffer", "transparent=True", r], 16, 2)]
    out += CONTROLS
    return out


# hsgen's FIFO_BREAK_DV alone (what `-t ofifo` meant before) is not Dynamatic's ofifo
CONTROLS = [case("ofifo", ["buffer", "buffer_type='FIFO_BREAK_DV'"], 8, 3, control=True),
            case("ofifo", ["buffer", "buffer_type='FIFO_BREAK_DV'"], 0, 2, control=True)]


def generate(hsgen, c, hdl, out):
    """hsgen's unit for case c, written by `hsgen dynamatic` into out/."""
    ext = "vhd" if hdl == "vhdl" else "v"
    path = os.path.join(out, "hs_%s.%s" % (c["name"], ext))
    params = ["bitwidth=%d" % c["w"], "num_slots=%d" % c["n"]] + c["args"][1:]
    if c["spec"]:
        params.append('extra_signals={"spec": 1}')
    cmd = [hsgen, "--local", "dynamatic", "-n", "hs_" + c["name"], "-o", path,
           "-t", c["args"][0], "-p"] + params
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError("%s: %s" % (" ".join(cmd), r.stderr.strip()))
    return path


def ref_entity(c):
    """Dynamatic's entity and its generics for case c (dataless without data or spec)."""
    dw = c["w"] + (1 if c["spec"] else 0)
    has_slots = REFS[c["ref"]][1]
    gen = []
    if has_slots:
        gen.append(("NUM_SLOTS", c["n"]))
    if dw:
        gen.append(("DATA_TYPE", dw))
    return (c["ref"] if dw else c["ref"] + "_dataless"), gen, dw


def vhdl_tb(cs):
    L = ["library ieee;", "use ieee.std_logic_1164.all;", "use ieee.numeric_std.all;",
         "use std.textio.all;",
         "entity tb is end entity;", "architecture sim of tb is",
         "  signal clk : std_logic := '0';", "  signal rst : std_logic := '1';",
         "  signal cycle : integer := 0;"]
    for k, c in enumerate(cs):
        _, _, dw = ref_entity(c)
        L.append("  signal c%d_iv, c%d_or, c%d_r_ir, c%d_h_ir, c%d_r_ov, c%d_h_ov : std_logic;"
                 % ((k,) * 6))
        if dw:
            L.append("  signal c%d_id, c%d_r_od, c%d_h_od : std_logic_vector(%d downto 0);"
                     % (k, k, k, dw - 1))
    L += ["begin", "  clk <= not clk after 5 ns;", "  rst <= '1', '0' after 42 ns;",
          "  count: process(clk) begin if rising_edge(clk) and rst = '0' then "
          "cycle <= cycle + 1; end if; end process;",
          "  stop: process begin wait for %d ns; std.env.finish; end process;"
          % (CYCLES * 10 + 100)]
    for k, c in enumerate(cs):
        ent, gen, dw = ref_entity(c)
        w = c["w"]
        p = "c%d_" % k
        rmap = ["clk => clk", "rst => rst", "ins_valid => %siv" % p, "ins_ready => %sr_ir" % p,
                "outs_valid => %sr_ov" % p, "outs_ready => %sor" % p]
        hmap = ["clk => clk", "rst => rst", "ins_valid => %siv" % p, "ins_ready => %sh_ir" % p,
                "outs_valid => %sh_ov" % p, "outs_ready => %sor" % p]
        if dw:
            rmap += ["ins => %sid" % p, "outs => %sr_od" % p]
        if w:
            hmap += ["ins => %sid(%d downto 0)" % (p, w - 1),
                     "outs => %sh_od(%d downto 0)" % (p, w - 1)]
        if c["spec"]:
            hmap += ["ins_spec => %sid(%d downto %d)" % (p, w, w),
                     "outs_spec => %sh_od(%d downto %d)" % (p, w, w)]
        gmap = (" generic map (%s)" % ", ".join("%s => %d" % g for g in gen)) if gen else ""
        L.append("  %sref: entity work.%s%s port map (%s);" % (p, ent, gmap, ", ".join(rmap)))
        L.append("  %shsg: entity work.hs_%s port map (%s);" % (p, c["name"], ", ".join(hmap)))
        seed = (k * 104729 + 7919) % (1 << 31) | 1
        data = ""
        if dw:
            bits = " & ".join("s(%d)" % ((5 + 3 * i) % 32) for i in range(dw))
            data = ("        %sid <= %s;" % (p, "(0 => %s)" % bits if dw == 1 else
                                             "std_logic_vector'(%s)" % bits))
        L += ["  %ssrc: process(clk)" % p,
              "    variable s : std_logic_vector(31 downto 0) := x\"%08x\";" % seed,
              "    variable t : std_logic_vector(31 downto 0) := x\"%08x\";" % (seed * 3 | 1),
              "    variable phase : integer;",
              "  begin", "    if rising_edge(clk) then",
              "      s := s(30 downto 0) & (s(31) xor s(21) xor s(1) xor s(0));",
              "      t := t(30 downto 0) & (t(31) xor t(21) xor t(1) xor t(0));",
              "      phase := (cycle / 64) mod 4;",
              # outs_ready: 2, 4, 6 or 8 eighths of the cycles by phase
              "      if to_integer(unsigned(t(2 downto 0))) < 2 * (phase + 1) then "
              "%sor <= '1'; else %sor <= '0'; end if;" % (p, p),
              "      if rst = '1' then %siv <= '0';" % p,
              "      elsif %siv = '1' and %sr_ir = '0' then null;" % (p, p),
              "      elsif s(3 downto 2) /= \"00\" then", "        %siv <= '1';" % p]
        if data:
            L.append(data)
        L += ["      else %siv <= '0';" % p, "      end if;", "    end if;", "  end process;"]
        exp_cap = REFS[c["ref"]][0](c["n"])
        checks = ["%sr_ir /= %sh_ir" % (p, p), "%sr_ov /= %sh_ov" % (p, p)]
        if dw:
            checks.append("(%sr_ov = '1' and %sr_od /= %sh_od)" % (p, p, p))
        L += ["  %schk: process(clk)" % p, "    variable l : line;",
              "    variable moved_in, moved_out, stalls, held, maxheld, diffs, first : "
              "integer := 0;",
              "  begin", "    if falling_edge(clk) and rst = '0' then",
              "      if %s then" % " or ".join(checks),
              "        diffs := diffs + 1;",
              "        if diffs = 1 then first := cycle; end if;"]
        if not c["control"]:
            L += ["        if diffs <= 3 then",
                  "          report \"DIFF %s cycle \" & integer'image(cycle) & \" ins_ready \""
                  " & std_logic'image(%sr_ir) & \"/\" & std_logic'image(%sh_ir) & "
                  "\" outs_valid \" & std_logic'image(%sr_ov) & \"/\" & "
                  "std_logic'image(%sh_ov)%s severity error;" % (
                      c["name"], p, p, p, p,
                      (" & \" outs \" & to_hstring(%sr_od) & \"/\" & to_hstring(%sh_od)"
                       % (p, p)) if dw else ""),
                  "        end if;"]
        L += ["      end if;",
              "      if %siv = '1' and %sr_ir = '1' then moved_in := moved_in + 1; held := "
              "held + 1; end if;" % (p, p),
              "      if %siv = '1' and %sr_ir = '0' then stalls := stalls + 1; end if;"
              % (p, p),
              "      if %sr_ov = '1' and %sor = '1' then moved_out := moved_out + 1; held := "
              "held - 1; end if;" % (p, p),
              # held counts after this cycle's transfers: a token in and out in one
              # cycle (a bypass) is never held
              "      if held > maxheld then maxheld := held; end if;",
              "      if cycle = %d then" % (CYCLES - 1),
              "        write(l, string'(\"CASE %s in=\" & integer'image(moved_in) & "
              "\" out=\" & integer'image(moved_out) & \" stalls=\" & integer'image(stalls) & "
              "\" maxheld=\" & integer'image(maxheld) & \" capacity=%d diffs=\" & "
              "integer'image(diffs) & \" first=\" & integer'image(first)));"
              % (c["name"], exp_cap),
              "        writeline(output, l);", "      end if;", "    end if;", "  end process;"]
    L.append("end architecture;")
    return "\n".join(L) + "\n"


def verilog_tb(cs):
    L = ["`timescale 1ns/1ps", "module tb;", "  reg clk = 0, rst = 1;",
         "  integer cycle = 0;", "  always #5 clk = ~clk;", "  initial #42 rst = 0;",
         "  always @(posedge clk) if (!rst) cycle <= cycle + 1;",
         "  initial begin #%d; $finish; end" % (CYCLES * 10 + 100)]
    for k, c in enumerate(cs):
        ent, gen, dw = ref_entity(c)
        w = c["w"]
        p = "c%d_" % k
        L += ["  reg %siv = 0, %sor = 0;" % (p, p),
              "  wire %sr_ir, %sh_ir, %sr_ov, %sh_ov;" % (p, p, p, p)]
        if dw:
            L += ["  reg [%d:0] %sid = 0;" % (dw - 1, p),
                  "  wire [%d:0] %sr_od, %sh_od;" % (dw - 1, p, p)]
        rmap = [".clk(clk)", ".rst(rst)", ".ins_valid(%siv)" % p, ".ins_ready(%sr_ir)" % p,
                ".outs_valid(%sr_ov)" % p, ".outs_ready(%sor)" % p]
        hmap = [".clk(clk)", ".rst(rst)", ".ins_valid(%siv)" % p, ".ins_ready(%sh_ir)" % p,
                ".outs_valid(%sh_ov)" % p, ".outs_ready(%sor)" % p]
        if dw:
            rmap += [".ins(%sid)" % p, ".outs(%sr_od)" % p]
        if w:
            hmap += [".ins(%sid[%d:0])" % (p, w - 1), ".outs(%sh_od[%d:0])" % (p, w - 1)]
        if c["spec"]:
            hmap += [".ins_spec(%sid[%d])" % (p, w), ".outs_spec(%sh_od[%d])" % (p, w)]
        gmap = (" #(%s)" % ", ".join(".%s(%d)" % g for g in gen)) if gen else ""
        L.append("  %s%s %sref (%s);" % (ent, gmap, p, ", ".join(rmap)))
        L.append("  hs_%s %shsg (%s);" % (c["name"], p, ", ".join(hmap)))
        seed = (k * 104729 + 7919) % (1 << 31) | 1
        L += ["  reg [31:0] %ss = 32'h%08x, %st = 32'h%08x;" % (p, seed, p, seed * 3 | 1),
              "  always @(posedge clk) begin",
              "    %ss = {%ss[30:0], %ss[31] ^ %ss[21] ^ %ss[1] ^ %ss[0]};" % ((p,) * 6),
              "    %st = {%st[30:0], %st[31] ^ %st[21] ^ %st[1] ^ %st[0]};" % ((p,) * 6),
              "    %sor <= %st[2:0] < 2 * (((cycle / 64) %% 4) + 1);" % (p, p),
              "    if (rst) %siv <= 0;" % p,
              "    else if (%siv && !%sr_ir) ;" % (p, p),
              "    else if (%ss[3:2] != 2'b00) begin" % p, "      %siv <= 1;" % p]
        if dw:
            L.append("      %sid <= {%s};" % (p, ", ".join("%ss[%d]" % (p, (5 + 3 * i) % 32)
                                                          for i in range(dw))))
        L += ["    end else %siv <= 0;" % p, "  end"]
        exp_cap = REFS[c["ref"]][0](c["n"])
        checks = ["%sr_ir !== %sh_ir" % (p, p), "%sr_ov !== %sh_ov" % (p, p)]
        if dw:
            checks.append("(%sr_ov && %sr_od !== %sh_od)" % (p, p, p))
        L += ["  integer %sin = 0, %sout = 0, %sstalls = 0, %sheld = 0, %smaxheld = 0, "
              "%sdiffs = 0, %sfirst = 0;" % ((p,) * 7),
              "  always @(negedge clk) if (!rst) begin",
              "    if (%s) begin" % " || ".join(checks),
              "      %sdiffs = %sdiffs + 1;" % (p, p),
              "      if (%sdiffs == 1) %sfirst = cycle;" % (p, p)]
        if not c["control"]:
            L.append("      if (%sdiffs <= 3) $display(\"ERROR: DIFF %s cycle %%0d ins_ready "
                     "%%b/%%b outs_valid %%b/%%b%s\", cycle, %sr_ir, %sh_ir, %sr_ov, %sh_ov%s);"
                     % (p, c["name"], " outs %h/%h" if dw else "", p, p, p, p,
                        (", %sr_od, %sh_od" % (p, p)) if dw else ""))
        L += ["    end",
              "    if (%siv && %sr_ir) begin %sin = %sin + 1; %sheld = %sheld + 1; end"
              % ((p,) * 6),
              "    if (%siv && !%sr_ir) %sstalls = %sstalls + 1;" % ((p,) * 4),
              "    if (%sr_ov && %sor) begin %sout = %sout + 1; %sheld = %sheld - 1; end"
              % ((p,) * 6),
              "    if (%sheld > %smaxheld) %smaxheld = %sheld;" % ((p,) * 4),
              "    if (cycle == %d) $display(\"CASE %s in=%%0d out=%%0d stalls=%%0d "
              "maxheld=%%0d capacity=%d diffs=%%0d first=%%0d\", %sin, %sout, %sstalls, "
              "%smaxheld, %sdiffs, %sfirst);" % (CYCLES - 1, c["name"], exp_cap,
                                                 p, p, p, p, p, p),
              "  end"]
    L.append("endmodule")
    return "\n".join(L) + "\n"


def ref_files(hdl):
    """Dynamatic's files, dependencies first."""
    ext = "vhd" if hdl == "vhdl" else "v"
    order = ["support/dataless/elastic_fifo_inner", "support/elastic_fifo_inner",
             "handshake/dataless/oehb", "handshake/oehb", "handshake/dataless/tehb",
             "handshake/tehb", "handshake/dataless/ofifo", "handshake/ofifo",
             "handshake/dataless/tfifo", "handshake/tfifo"]
    return [os.path.join(RTL, hdl, "%s.%s" % (f, ext)) for f in order]


def simulate(hdl, files, tb, work):
    tbf = os.path.join(work, "tb.vhd" if hdl == "vhdl" else "tb.v")
    with open(tbf, "w") as f:
        f.write(tb)
    if hdl == "vhdl":
        cmds = [["ghdl", "-a", "--std=08", "--workdir=" + work] + files + [tbf],
                ["ghdl", "--elab-run", "--std=08", "--workdir=" + work, "tb"]]
    else:
        out = os.path.join(work, "tb.vvp")
        cmds = [["iverilog", "-g2012", "-o", out, "-s", "tb"] + files + [tbf], ["vvp", "-n", out]]
    text = ""
    for cmd in cmds:
        r = subprocess.run(cmd, capture_output=True, text=True, cwd=work)
        text += r.stdout + r.stderr
        if r.returncode != 0:
            return None, "%s failed (%d):\n%s" % (cmd[0], r.returncode, text[-3000:])
    return text, None


def judge(hdl, cs, text):
    """Failures read from the testbench's output: its errors and each case's summary."""
    fails = ["%s: %s" % (hdl, l.strip()) for l in text.splitlines()
             if "DIFF" in l and ("error" in l.lower())]
    seen = {}
    for m in re.finditer(r"CASE (\S+) in=(\d+) out=(\d+) stalls=(\d+) maxheld=(-?\d+) "
                         r"capacity=(\d+) diffs=(\d+) first=(\d+)", text):
        seen[m.group(1)] = [int(x) for x in m.groups()[1:]]
    for c in cs:
        v = seen.get(c["name"])
        if v is None:
            fails.append("%s %s: no summary (the simulation ended early)" % (hdl, c["name"]))
            continue
        moved_in, moved_out, stalls, maxheld, cap, diffs, first = v
        if c["control"]:
            if diffs == 0:
                fails.append("%s %s: the control case did not differ: the comparison "
                             "cannot tell hsgen's FIFO_BREAK_DV from Dynamatic's ofifo"
                             % (hdl, c["name"]))
            else:
                print("%s %s: differs as it must (first at cycle %d, %d cycles)" % (
                    hdl, c["name"], first, diffs))
            continue
        why = []
        if diffs:
            why.append("%d cycles differ, first %d" % (diffs, first))
        if moved_out < CYCLES // 10:
            why.append("only %d tokens out" % moved_out)
        if stalls == 0:
            why.append("the source never stalled")
        if maxheld != cap:
            why.append("Dynamatic's entity held at most %d tokens, its capacity is %d"
                       % (maxheld, cap))
        if why:
            fails.append("%s %s: %s" % (hdl, c["name"], "; ".join(why)))
        else:
            print("%s %s: %d cycles equal, %d tokens, %d stall cycles, full at %d" % (
                hdl, c["name"], CYCLES, moved_out, stalls, maxheld))
    return fails


def main():
    hsgen = os.path.abspath(sys.argv[1])
    tools = {"vhdl": ["ghdl"], "verilog": ["iverilog", "vvp"]}
    cs = cases()
    fails, ran = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for hdl, need in tools.items():
            if not all(shutil.which(t) for t in need):
                print("%s not installed: %s skipped" % ("/".join(need), hdl))
                continue
            work = os.path.join(tmp, hdl)
            gen = os.path.join(work, "hsgen")
            os.makedirs(gen)
            try:
                mine = [generate(hsgen, c, hdl, gen) for c in cs]
            except RuntimeError as e:
                fails.append("%s: %s" % (hdl, e))
                continue
            # hsgen's support files (a types package) first, then Dynamatic's, then hsgen's
            support = sorted(os.path.join(gen, f) for f in os.listdir(gen)
                             if os.path.join(gen, f) not in mine)
            tb = vhdl_tb(cs) if hdl == "vhdl" else verilog_tb(cs)
            text, err = simulate(hdl, support + ref_files(hdl) + mine, tb, work)
            if err:
                fails.append("%s: %s" % (hdl, err))
                continue
            ran.append(hdl)
            fails += judge(hdl, cs, text)
    for f in fails:
        print("FAIL " + f)
    if not ran and not fails:
        sys.exit(77)
    print("dynamatic buffers: %d cases x %s, %d cycles each, %d failures" % (
        len(cs), "+".join(ran) or "no simulator", CYCLES, len(fails)))
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
