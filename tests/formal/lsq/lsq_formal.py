#!/usr/bin/env python3
"""Bounded proofs of hsgen's load-store queue (make formal, ctest formal.lsq): for two
small configurations, from reset and for every input sequence up to a depth (free valid,
data and ready, held while a token stalls; a block RAM with free initial words), a
monitor that rebuilds program order from the handshakes asserts that

- no stale load: every value leaving ldData[p] is the data of the last store before that
  load in program order to its address (or the initial word when there is none), and that
  store's address and data had arrived;
- no lost or reordered store: the n-th write memory sees is the n-th store in program
  order, with its address and data.

Yosys writes the model, yosys-smtbmc (z3) runs BMC. --selftest: the proof must fail on
hsgen's LSQ with its forwarding match ignored (a load overtaking a store).
Usage: lsq_formal.py HSGEN [--depth N] [--selftest]"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

MAXOPS = 6

CONFIGS = [
    # read-modify-write: each group loads an address and stores to one; bypass on
    {"name": "fv_lsq_rmw", "groups": [[("l", 0), ("s", 0)]], "bypass": 1},
    # a store then a load in one group, a lone load in another; bypass off
    {"name": "fv_lsq_st_ld", "groups": [[("s", 0), ("l", 0)], [("l", 1)]], "bypass": 0},
]
AW, DW, DEPTH_Q = 1, 2, 2


def config_json(c):
    ldo, ldi, sti, nl, ns = [], [], [], [], []
    for g in c["groups"]:
        st = 0
        lo, li, si = [], [], []
        for kind, p in g:
            if kind == "l":
                lo.append(st)
                li.append(p)
            else:
                si.append(p)
                st += 1
        ldo.append(lo), ldi.append(li), sti.append(si), nl.append(len(li)), ns.append(len(si))
    return {"name": c["name"], "dataWidth": DW, "addrWidth": AW, "fifoDepth_L": DEPTH_Q,
            "fifoDepth_S": DEPTH_Q, "numLoadPorts": 1 + max([p for g in ldi for p in g]),
            "numStorePorts": 1 + max([p for g in sti for p in g]), "numBBs": len(nl),
            "numLoads": nl, "numStores": ns, "ldOrder": ldo, "ldPortIdx": ldi,
            "stPortIdx": sti, "bypassEn": c["bypass"], "master": True}


def harness(c, j):
    """The monitor and environment, in the SystemVerilog Yosys reads with -formal."""
    nlp, nsp, G = j["numLoadPorts"], j["numStorePorts"], j["numBBs"]
    L = []
    w = L.append
    ins = []  # free inputs of the harness
    for g in range(G):
        ins.append(("io_ctrl_%d_valid" % g, 1))
    for p in range(nlp):
        ins += [("io_ldAddr_%d_valid" % p, 1), ("io_ldAddr_%d_bits" % p, AW),
                ("io_ldData_%d_ready" % p, 1)]
    for p in range(nsp):
        ins += [("io_stAddr_%d_valid" % p, 1), ("io_stAddr_%d_bits" % p, AW),
                ("io_stData_%d_valid" % p, 1), ("io_stData_%d_bits" % p, DW)]
    ins += [("io_memStart_valid", 1), ("io_ctrlEnd_valid", 1), ("io_memEnd_ready", 1)]
    outs = [("io_storeData", DW), ("io_storeAddr", AW), ("io_storeEn", 1), ("io_loadAddr", AW),
            ("io_loadEn", 1), ("io_memStart_ready", 1), ("io_ctrlEnd_ready", 1),
            ("io_memEnd_valid", 1)]
    outs += [("io_ctrl_%d_ready" % g, 1) for g in range(G)]
    for p in range(nlp):
        outs += [("io_ldAddr_%d_ready" % p, 1), ("io_ldData_%d_valid" % p, 1),
                 ("io_ldData_%d_bits" % p, DW)]
    for p in range(nsp):
        outs += [("io_stAddr_%d_ready" % p, 1), ("io_stData_%d_ready" % p, 1)]
    w("module fv_top (input wire clk%s);" % "".join(
        ", input wire [%d:0] %s" % (n - 1, s) for s, n in ins))
    w("  reg fv_init = 1'b1;\n  wire reset = fv_init;\n  always @(posedge clk) fv_init <= 1'b0;")
    for s, n in outs:
        w("  wire [%d:0] %s;" % (n - 1, s))
    w("  reg [%d:0] rdata;" % (DW - 1))
    w("  %s dut (.clock(clk), .reset(reset), .io_loadData(rdata)%s);" % (
        c["name"], "".join(", .%s(%s)" % (s, s) for s, _ in ins + outs)))
    # environment: every input channel holds valid and data while it stalls
    chans = [("io_ctrl_%d" % g, None) for g in range(G)]
    chans += [("io_ldAddr_%d" % p, "bits") for p in range(nlp)]
    chans += [("io_stAddr_%d" % p, "bits") for p in range(nsp)]
    chans += [("io_stData_%d" % p, "bits") for p in range(nsp)]
    chans += [("io_memStart", None), ("io_ctrlEnd", None)]
    for ch, bits in chans:
        w("  reg %s_pv = 0, %s_pr = 0;" % (ch, ch))
        hold = "%s_valid" % ch
        if bits:
            wd = AW if "Addr" in ch else DW
            w("  reg [%d:0] %s_pd = 0;" % (wd - 1, ch))
            w("  always @(posedge clk) %s_pd <= %s_bits;" % (ch, ch))
            hold += " && %s_bits == %s_pd" % (ch, ch)
        w("  always @(posedge clk) begin %s_pv <= %s_valid && !reset; %s_pr <= %s_ready; end" % (ch, ch, ch, ch))
        w("  always @* if (!reset && %s_pv && !%s_pr) assume(%s);" % (ch, ch, hold))
    # the block RAM: free initial words, registered read (old word on a same-cycle write)
    for a in range(2 ** AW):
        w("  (* anyconst *) reg [%d:0] init_mem_%d;" % (DW - 1, a))
    w("  function [%d:0] init_at(input [%d:0] a);" % (DW - 1, AW - 1))
    w("    begin init_at = init_mem_0;%s end" % "".join(
        " if (a == %d) init_at = init_mem_%d;" % (a, a) for a in range(1, 2 ** AW)))
    w("  endfunction")
    w("  reg [%d:0] mem [0:%d];" % (DW - 1, 2 ** AW - 1))
    w("  integer i, k, n;")
    # the monitor's program order
    w("  reg [3:0] n_ops = 0, n_written = 0;")
    w("  reg op_load [0:%d];" % (MAXOPS - 1))
    w("  reg [3:0] op_port [0:%d];" % (MAXOPS - 1))
    w("  reg op_ha [0:%d], op_hd [0:%d], op_done [0:%d];" % ((MAXOPS - 1,) * 3))
    w("  reg [%d:0] op_addr [0:%d];\n  reg [%d:0] op_data [0:%d];" % (AW - 1, MAXOPS - 1, DW - 1, MAXOPS - 1))
    for g, ops in enumerate(c["groups"]):
        w("  always @* if (n_ops + %d > %d) assume(!io_ctrl_%d_valid);" % (len(ops), MAXOPS, g))
    w("  reg found, known, ok_order;\n  reg [%d:0] expect;" % (DW - 1))
    w("  always @(posedge clk) begin")
    w("    if (reset) begin")
    w("      n_ops <= 0; n_written <= 0; rdata <= 0;")
    for a in range(2 ** AW):
        w("      mem[%d] <= init_mem_%d;" % (a, a))
    w("      for (i = 0; i < %d; i = i + 1) begin op_ha[i] <= 0; op_hd[i] <= 0; op_done[i] <= 0; "
      "op_load[i] <= 0; op_port[i] <= 0; op_addr[i] <= 0; op_data[i] <= 0; end" % MAXOPS)
    w("    end else begin")
    # memory
    w("      if (io_loadEn) rdata <= mem[io_loadAddr];")
    w("      if (io_storeEn) begin")
    w("        mem[io_storeAddr] <= io_storeData;")
    w("        n = 0; found = 0;")
    w("        for (i = 0; i < %d; i = i + 1)" % MAXOPS)
    w("          if (i < n_ops && !op_load[i] && !found) begin")
    w("            if (n == n_written) begin found = 1; k = i; end")
    w("            n = n + 1;")
    w("          end")
    w("        assert(found && op_ha[k] && op_hd[k] && op_addr[k] == io_storeAddr && op_data[k] == io_storeData);")
    w("        n_written <= n_written + 1;")
    w("      end")
    # results: the oldest undelivered load of the port
    for p in range(nlp):
        w("      if (io_ldData_%d_valid && io_ldData_%d_ready) begin" % (p, p))
        w("        found = 0; k = 0;")
        w("        for (i = 0; i < %d; i = i + 1)" % MAXOPS)
        w("          if (i < n_ops && op_load[i] && op_port[i] == %d && !op_done[i] && !found) begin found = 1; k = i; end" % p)
        w("        assert(found && op_ha[k]);")
        w("        expect = init_at(op_addr[k]); known = 1; ok_order = 1;")
        w("        for (i = 0; i < %d; i = i + 1)" % MAXOPS)
        w("          if (i < k && !op_load[i]) begin")
        w("            if (!op_ha[i]) ok_order = 0;")
        w("            else if (op_addr[i] == op_addr[k]) begin expect = op_data[i]; known = op_hd[i]; end")
        w("          end")
        w("        assert(ok_order && known && io_ldData_%d_bits == expect);" % p)
        w("        op_done[k] <= 1;")
        w("      end")
    # operands to the oldest operation of their port lacking them
    for kind, pref, flag, bits in [("1", "io_ldAddr", "op_ha", "addr")] + [("0", "io_stAddr", "op_ha", "addr"), ("0", "io_stData", "op_hd", "data")]:
        n_ports = nlp if pref == "io_ldAddr" else nsp
        for p in range(n_ports):
            w("      if (%s_%d_valid && %s_%d_ready) begin" % (pref, p, pref, p))
            w("        found = 0;")
            w("        for (i = 0; i < %d; i = i + 1)" % MAXOPS)
            w("          if (i < n_ops && op_load[i] == %s && op_port[i] == %d && !%s[i] && !found) begin" % (kind, p, flag))
            w("            found = 1; %s[i] <= 1; op_%s[i] <= %s_%d_bits;" % (flag, bits, pref, p))
            w("          end")
            w("        assert(found);")
            w("      end")
    # allocation: the group's operations appended in program order
    for g, ops in enumerate(c["groups"]):
        w("      if (io_ctrl_%d_valid && io_ctrl_%d_ready) begin" % (g, g))
        for x, (kind, p) in enumerate(ops):
            w("        op_load[n_ops + %d] <= %d; op_port[n_ops + %d] <= %d;" % (x, kind == "l", x, p))
        w("        n_ops <= n_ops + %d;" % len(ops))
        w("      end")
    w("    end")
    w("  end")
    # one group a cycle
    if G > 1:
        w("  always @* if (!reset) assert(%s <= 1);" % " + ".join(
            "(io_ctrl_%d_valid && io_ctrl_%d_ready)" % (g, g) for g in range(G)))
    w("endmodule")
    return "\n".join(L) + "\n"


def prove(hsgen, c, depth, work, mutant=False):
    j = config_json(c)
    d = os.path.join(work, c["name"])
    os.makedirs(d, exist_ok=True)
    args = [hsgen, "--local", "generate", "handshake.lsq", "--hdl", "verilog", "-o", d]
    for k, v in j.items():
        args += ["-p", "%s=%s" % (k, json.dumps(v) if isinstance(v, list) else
                                  (str(v).lower() if isinstance(v, bool) else v))]
    subprocess.run(args, check=True, capture_output=True)
    unit = os.path.join(d, c["name"] + ".v")
    if mutant:  # a load that overtakes an earlier store to its address
        text = open(unit).read()
        new = re.sub(r"assign ld_older_store_match = \w+;", "assign ld_older_store_match = 1'b0;", text)
        if new == text:
            raise RuntimeError("selftest: nothing to edit")
        open(unit, "w").write(new)
    with open(os.path.join(d, "fv_top.sv"), "w") as f:
        f.write(harness(c, j))
    smt = os.path.join(d, "model.smt2")
    r = subprocess.run(["yosys", "-q", "-p", "read_verilog -formal %s %s/fv_top.sv; prep -top fv_top; "
                        "memory_map; opt -fast; async2sync; dffunmap; write_smt2 -wires %s"
                        % (unit, d, smt)], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError("yosys: " + (r.stdout + r.stderr)[-800:])
    r = subprocess.run(["yosys-smtbmc", "-s", "z3", "--unroll", "-t", str(depth), "--dump-vcd",
                        os.path.join(d, "cex.vcd"), smt], capture_output=True, text=True)
    return r.returncode == 0, (r.stdout.strip().splitlines() or ["?"])[-1]


def main():
    hsgen = sys.argv[1]
    args = sys.argv[2:]
    depth = int(args[args.index("--depth") + 1]) if "--depth" in args else 16
    for tool in ("yosys", "yosys-smtbmc", "z3"):
        if not shutil.which(tool):
            print("skipped: %s not installed" % tool)
            return 77
    failed = 0
    with tempfile.TemporaryDirectory() as work:
        if "--selftest" in args:
            ok, last = prove(hsgen, CONFIGS[0], depth, work, mutant=True)
            print("%s selftest: a load overtaking a store %s (%s)" % (
                "ok  " if not ok else "FAIL", "is caught" if not ok else "is NOT caught", last))
            return 0 if not ok else 1
        for c in CONFIGS:
            ok, last = prove(hsgen, c, depth, work)
            print("%s %s: bounded to depth %d: no stale load, no lost or reordered store (%s)"
                  % ("ok  " if ok else "FAIL", c["name"], depth, last))
            failed += not ok
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
