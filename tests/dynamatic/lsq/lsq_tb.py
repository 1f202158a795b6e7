"""Testbenches of the LSQ co-simulation (lsq_cosim.py), written the same in VHDL and
Verilog from one description so that two HDL versions of one design can be compared
cycle by cycle: every input channel is a producer walking a token list with a delay
before each token, every output channel a consumer whose ready follows a fixed random
pattern, and the memory a one-cycle block RAM (master) or a memory controller's
channels (slave). The testbench prints `L port value` for each load result taken,
`W addr data` for each memory write, `E cycle` for each memEnd token taken (its ready
is always up), and, when asked,
`C cycle outputs...` every cycle."""

PAT = 64  # length of the ready patterns


class Design:
    """What a testbench drives: the LSQ's configuration, its ports and one run's traffic."""

    def __init__(self, cfg, ports, traffic, trace):
        self.c = cfg
        self.ports = ports  # [(name, 'in'|'out', width or None)]
        self.t = traffic
        self.trace = trace
        self.aw = cfg["addrWidth"]
        self.dw = cfg["dataWidth"]


def producers(d):
    """(prefix, valid port, ready port, bits port or None, values, delays)."""
    out = []
    t = d.t
    for p, addrs in enumerate(t["ld_addr"]):
        out.append(("la%d" % p, "io_ldAddr_%d_valid" % p, "io_ldAddr_%d_ready" % p,
                    "io_ldAddr_%d_bits" % p, addrs, t["delays"]["la%d" % p]))
    for p, addrs in enumerate(t["st_addr"]):
        out.append(("sa%d" % p, "io_stAddr_%d_valid" % p, "io_stAddr_%d_ready" % p,
                    "io_stAddr_%d_bits" % p, addrs, t["delays"]["sa%d" % p]))
    for p, data in enumerate(t["st_data"]):
        out.append(("sd%d" % p, "io_stData_%d_valid" % p, "io_stData_%d_ready" % p,
                    "io_stData_%d_bits" % p, data, t["delays"]["sd%d" % p]))
    return out


def make_patterns(cfg, rng, p_ready):
    """Ready patterns: one per ldData port, and the memory side's in slave mode."""
    pats = {}
    for p in range(cfg["numLoadPorts"]):
        pats["lr%d" % p] = [1 if rng.random() < p_ready else 0 for _ in range(PAT)]
    pats["mc"] = [1 if rng.random() < p_ready else 0 for _ in range(PAT)]
    pats["ms"] = [1 if rng.random() < p_ready else 0 for _ in range(PAT)]
    return pats


def patterns(d):
    return d.t["pats"]


def vhdl(d, entity, maxc):
    c, t = d.c, d.t
    prods = producers(d)
    pats = patterns(d)
    master = bool(c["master"])
    nload = sum(len(a) for a in t["ld_addr"])
    nstore = sum(len(a) for a in t["st_addr"])
    L = []
    w = L.append
    w("library ieee;\nuse ieee.std_logic_1164.all;\nuse ieee.numeric_std.all;\n"
      "use std.textio.all;\nentity tb is\nend entity;\narchitecture sim of tb is")
    w("  type int_arr is array (natural range <>) of integer;")
    w("  function b2i(s : std_logic) return integer is begin if s = '1' then return 1; "
      "else return 0; end if; end function;")

    def arr(name, vals):
        vals = list(vals) + [0]
        w("  constant %s : int_arr(0 to %d) := (%s);" % (
            name, len(vals) - 1, ", ".join("%d => %d" % (i, v) for i, v in enumerate(vals))))

    for pre, *_ in prods:
        pass
    for p in d.ports:
        if p[0] in ("clock", "reset"):
            continue
        typ = "std_logic" if p[2] is None else "std_logic_vector(%d downto 0)" % (p[2] - 1)
        w("  signal %s : %s;" % (p[0], typ))
    w("  signal clock : std_logic := '0';\n  signal reset : std_logic := '1';")
    w("  signal cyc : integer := 0;")
    for pre, v, r, b, vals, dl in prods:
        arr(pre.upper() + "_V", vals)
        arr(pre.upper() + "_D", dl)
        w("  signal %s_i : integer := 0;\n  signal %s_w : integer := %d;" % (pre, pre, dl[0] if dl else 0))
    arr("GSEQ", t["groups"])
    arr("G_D", t["delays"]["ctrl"])
    w("  signal g_i : integer := 0;\n  signal g_w : integer := %d;" % t["delays"]["ctrl"][0])
    for k, pat in pats.items():
        arr("P_" + k.upper(), pat)
    w("  signal ms_done, ce_done, end_seen : std_logic := '0';")
    w("  signal rv : std_logic := '0';\n  signal rd : integer := 0;")
    w("  signal loads_seen, writes_seen, tail : integer := 0;")
    w("begin")
    w("  clock <= not clock after 5 ns;")
    w("  dut : entity work.%s port map (%s);" % (entity, ", ".join(
        "%s => %s" % (p[0], p[0]) for p in d.ports)))
    for pre, v, r, b, vals, dl in prods:
        n = len(vals)
        w("  %s <= '1' when %s_i < %d and %s_w = 0 else '0';" % (v, pre, n, pre))
        w("  %s <= std_logic_vector(to_unsigned(%s_V(%s_i), %d));" % (b, pre.upper(), pre, d.aw if pre[1] == "a" else d.dw))
    n = len(t["groups"])
    for g in range(c["numBBs"]):
        w("  io_ctrl_%d_valid <= '1' when g_i < %d and g_w = 0 and GSEQ(g_i) = %d else '0';" % (g, n, g))
    for p in range(c["numLoadPorts"]):
        w("  io_ldData_%d_ready <= '1' when P_LR%d(cyc mod %d) = 1 else '0';" % (p, p, PAT))
    if master:
        w("  io_memStart_valid <= not ms_done;")
        w("  io_ctrlEnd_valid <= '1' when g_i = %d and ce_done = '0' else '0';" % n)
        w("  io_memEnd_ready <= '1';")
        w("  io_loadData <= std_logic_vector(to_unsigned(rd, %d));" % d.dw)
    else:
        w("  io_ldAddrToMC_ready <= '1' when (rv = '0' or io_ldDataFromMC_ready = '1') and "
          "P_MC(cyc mod %d) = 1 else '0';" % PAT)
        w("  io_ldDataFromMC_valid <= rv;")
        w("  io_ldDataFromMC_bits <= std_logic_vector(to_unsigned(rd, %d));" % d.dw)
        w("  io_stAddrToMC_ready <= '1' when P_MS(cyc mod %d) = 1 else '0';" % PAT)
        w("  io_stDataToMC_ready <= '1' when P_MS(cyc mod %d) = 1 else '0';" % PAT)
    w("  process (clock)")
    w("    variable l : line;")
    w("    variable mem : int_arr(0 to %d) := (%s);" % (
        2 ** d.aw - 1, ", ".join("%d => %d" % (a, t["mem"][a]) for a in range(2 ** d.aw))))
    w("    variable a, nl, nw : integer;")
    w("  begin")
    w("    if rising_edge(clock) then")
    w("      cyc <= cyc + 1;")
    w("      if cyc = 3 then reset <= '0'; end if;")
    w("      if reset = '0' then")
    w("        nl := loads_seen; nw := writes_seen;")
    if d.trace:
        outs = [p for p in d.ports if p[1] == "out"]
        w("        write(l, string'(\"C \")); write(l, integer'image(cyc));")
        for p in outs:
            conv = "b2i(%s)" % p[0] if p[2] is None else "to_integer(unsigned(%s))" % p[0]
            w("        write(l, string'(\" \")); write(l, integer'image(%s));" % conv)
        w("        writeline(output, l);")
    for pre, v, r, b, vals, dl in prods:
        w("        if %s = '1' and %s = '1' then %s_i <= %s_i + 1; %s_w <= %s_D(%s_i + 1);"
          % (v, r, pre, pre, pre, pre.upper(), pre))
        w("        elsif %s_w > 0 then %s_w <= %s_w - 1; end if;" % (pre, pre, pre))
    cond = " or ".join("(GSEQ(g_i) = %d and io_ctrl_%d_ready = '1')" % (g, g)
                       for g in range(c["numBBs"]))
    w("        if g_i < %d and g_w = 0 and (%s) then g_i <= g_i + 1; g_w <= G_D(g_i + 1);" % (n, cond))
    w("        elsif g_w > 0 then g_w <= g_w - 1; end if;")
    for p in range(c["numLoadPorts"]):
        w("        if io_ldData_%d_valid = '1' and io_ldData_%d_ready = '1' then" % (p, p))
        w("          write(l, string'(\"L %d \")); write(l, integer'image(to_integer(unsigned("
          "io_ldData_%d_bits)))); writeline(output, l); nl := nl + 1;" % (p, p))
        w("        end if;")
    if master:
        w("        if io_memStart_valid = '1' and io_memStart_ready = '1' then ms_done <= '1'; end if;")
        w("        if io_ctrlEnd_valid = '1' and io_ctrlEnd_ready = '1' then ce_done <= '1'; end if;")
        w("        if io_memEnd_valid = '1' then end_seen <= '1'; write(l, string'(\"E \")); "
          "write(l, integer'image(cyc)); writeline(output, l); end if;")
        w("        if io_loadEn = '1' then rd <= mem(to_integer(unsigned(io_loadAddr))); end if;")
        w("        if io_storeEn = '1' then a := to_integer(unsigned(io_storeAddr)); "
          "mem(a) := to_integer(unsigned(io_storeData));")
        w("          write(l, string'(\"W \")); write(l, integer'image(a)); write(l, string'(\" \"));"
          " write(l, integer'image(mem(a))); writeline(output, l); nw := nw + 1;")
        w("        end if;")
    else:
        w("        if io_ldAddrToMC_valid = '1' and io_ldAddrToMC_ready = '1' then rv <= '1'; "
          "rd <= mem(to_integer(unsigned(io_ldAddrToMC_bits)));")
        w("        elsif io_ldDataFromMC_ready = '1' then rv <= '0'; end if;")
        w("        if io_stAddrToMC_valid = '1' and io_stAddrToMC_ready = '1' then "
          "a := to_integer(unsigned(io_stAddrToMC_bits)); mem(a) := to_integer(unsigned(io_stDataToMC_bits));")
        w("          write(l, string'(\"W \")); write(l, integer'image(a)); write(l, string'(\" \"));"
          " write(l, integer'image(mem(a))); writeline(output, l); nw := nw + 1;")
        w("        end if;")
    endc = "nl = %d and nw = %d%s" % (nload, nstore, " and end_seen = '1'" if master else "")
    w("        loads_seen <= nl; writes_seen <= nw;")
    w("        if %s then tail <= tail + 1; end if;" % endc)
    w("        if tail = 12 then std.env.finish; end if;")
    w("        if cyc = %d then write(l, string'(\"TIMEOUT\")); writeline(output, l); std.env.finish; end if;" % maxc)
    w("      end if;")
    w("    end if;")
    w("  end process;")
    w("end architecture;")
    return "\n".join(L) + "\n"


def verilog(d, entity, maxc):
    c, t = d.c, d.t
    prods = producers(d)
    pats = patterns(d)
    master = bool(c["master"])
    nload = sum(len(a) for a in t["ld_addr"])
    nstore = sum(len(a) for a in t["st_addr"])
    L = []
    w = L.append
    w("`timescale 1ns/1ps\nmodule tb;")

    def arr(name, vals):
        vals = list(vals) + [0]
        w("  integer %s [0:%d];" % (name, len(vals) - 1))
        inits.extend("    %s[%d] = %d;" % (name, i, v) for i, v in enumerate(vals))

    inits = []
    for p in d.ports:
        if p[0] in ("clock", "reset"):
            continue
        rng = "" if p[2] is None else "[%d:0] " % (p[2] - 1)
        w("  %s %s%s;" % ("wire", rng, p[0]))
    w("  reg clock = 0;\n  reg reset = 1;\n  integer cyc = 0;")
    for pre, v, r, b, vals, dl in prods:
        arr(pre.upper() + "_V", vals)
        arr(pre.upper() + "_D", dl)
        w("  integer %s_i = 0;\n  integer %s_w = %d;" % (pre, pre, dl[0] if dl else 0))
    arr("GSEQ", t["groups"])
    arr("G_D", t["delays"]["ctrl"])
    w("  integer g_i = 0;\n  integer g_w = %d;" % t["delays"]["ctrl"][0])
    for k, pat in pats.items():
        arr("P_" + k.upper(), pat)
    w("  integer mem [0:%d];" % (2 ** d.aw - 1))
    inits.extend("    mem[%d] = %d;" % (a, t["mem"][a]) for a in range(2 ** d.aw))
    w("  reg ms_done = 0, ce_done = 0, end_seen = 0, rv = 0;\n  integer rd = 0, a;")
    w("  integer loads_seen = 0, writes_seen = 0, tail = 0;")
    w("  initial begin")
    L.extend(inits)
    w("  end")
    w("  always #5 clock = ~clock;")
    w("  %s dut (%s);" % (entity, ", ".join(".%s(%s)" % (p[0], p[0]) for p in d.ports)))
    for pre, v, r, b, vals, dl in prods:
        n = len(vals)
        w("  assign %s = (%s_i < %d && %s_w == 0) ? 1'b1 : 1'b0;" % (v, pre, n, pre))
        w("  assign %s = %s_V[%s_i];" % (b, pre.upper(), pre))
    n = len(t["groups"])
    for g in range(c["numBBs"]):
        w("  assign io_ctrl_%d_valid = (g_i < %d && g_w == 0 && GSEQ[g_i] == %d) ? 1'b1 : 1'b0;" % (g, n, g))
    for p in range(c["numLoadPorts"]):
        w("  assign io_ldData_%d_ready = (P_LR%d[cyc %% %d] == 1) ? 1'b1 : 1'b0;" % (p, p, PAT))
    if master:
        w("  assign io_memStart_valid = ~ms_done;")
        w("  assign io_ctrlEnd_valid = (g_i == %d && ce_done == 0) ? 1'b1 : 1'b0;" % n)
        w("  assign io_memEnd_ready = 1'b1;")
        w("  assign io_loadData = rd;")
    else:
        w("  assign io_ldAddrToMC_ready = ((rv == 0 || io_ldDataFromMC_ready) && P_MC[cyc %% %d] == 1) ? 1'b1 : 1'b0;" % PAT)
        w("  assign io_ldDataFromMC_valid = rv;")
        w("  assign io_ldDataFromMC_bits = rd;")
        w("  assign io_stAddrToMC_ready = (P_MS[cyc %% %d] == 1) ? 1'b1 : 1'b0;" % PAT)
        w("  assign io_stDataToMC_ready = (P_MS[cyc %% %d] == 1) ? 1'b1 : 1'b0;" % PAT)
    w("  always @(posedge clock) begin")
    w("    cyc <= cyc + 1;")
    w("    if (cyc == 3) reset <= 0;")
    w("    if (!reset) begin")
    if d.trace:
        outs = [p for p in d.ports if p[1] == "out"]
        w('      $display("C %%0d%s", cyc%s);' % (" %0d" * len(outs), "".join(", " + p[0] for p in outs)))
    for pre, v, r, b, vals, dl in prods:
        w("      if (%s && %s) begin %s_i <= %s_i + 1; %s_w <= %s_D[%s_i + 1]; end" % (v, r, pre, pre, pre, pre.upper(), pre))
        w("      else if (%s_w > 0) %s_w <= %s_w - 1;" % (pre, pre, pre))
    cond = " || ".join("(GSEQ[g_i] == %d && io_ctrl_%d_ready)" % (g, g) for g in range(c["numBBs"]))
    w("      if (g_i < %d && g_w == 0 && (%s)) begin g_i <= g_i + 1; g_w <= G_D[g_i + 1]; end" % (n, cond))
    w("      else if (g_w > 0) g_w <= g_w - 1;")
    for p in range(c["numLoadPorts"]):
        w('      if (io_ldData_%d_valid && io_ldData_%d_ready) begin $display("L %d %%0d", io_ldData_%d_bits); '
          "loads_seen = loads_seen + 1; end" % (p, p, p, p))
    if master:
        w("      if (io_memStart_valid && io_memStart_ready) ms_done <= 1;")
        w("      if (io_ctrlEnd_valid && io_ctrlEnd_ready) ce_done <= 1;")
        w('      if (io_memEnd_valid) begin end_seen <= 1; $display("E %0d", cyc); end')
        w("      if (io_loadEn) rd <= mem[io_loadAddr];")
        w('      if (io_storeEn) begin mem[io_storeAddr] = io_storeData; $display("W %0d %0d", io_storeAddr, io_storeData); '
          "writes_seen = writes_seen + 1; end")
    else:
        w("      if (io_ldAddrToMC_valid && io_ldAddrToMC_ready) begin rv <= 1; rd <= mem[io_ldAddrToMC_bits]; end")
        w("      else if (io_ldDataFromMC_ready) rv <= 0;")
        w('      if (io_stAddrToMC_valid && io_stAddrToMC_ready) begin mem[io_stAddrToMC_bits] = io_stDataToMC_bits; '
          '$display("W %0d %0d", io_stAddrToMC_bits, io_stDataToMC_bits); writes_seen = writes_seen + 1; end')
    endc = "loads_seen == %d && writes_seen == %d%s" % (nload, nstore, " && end_seen" if master else "")
    w("      if (%s) tail <= tail + 1;" % endc)
    w("      if (tail == 12) $finish;")
    w('      if (cyc == %d) begin $display("TIMEOUT"); $finish; end' % maxc)
    w("    end")
    w("  end")
    w("endmodule")
    return "\n".join(L) + "\n"
