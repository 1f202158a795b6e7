"""Same behaviour, cycle by cycle, for the units whose output depends on timing by
definition (ready_remover, rigidifier, valid_merger, speculator, spec_save_commit) and the
raw memory units (ram, mem_to_bram: random enables, addresses and data each cycle), where
comparing token streams under independent stalls (test_equiv.py) says nothing: hsgen's
entity and the VHDL Dynamatic's own generator wrote for the same arguments (equiv/, see
NOTICE) are driven by the *same* input signals in GHDL. One source per input channel
offers random tokens (random data and extra signals, random gaps) and holds each until
Dynamatic's entity takes it; each output's ready is random per cycle, shared by both.
At every falling clock edge after reset every output port of both entities is sampled:
they must be equal in every cycle, with and without `spec`.

rigidifier's reference is the VHDL of the last rigidifier.py in Dynamatic's history
(its current tree has no generator of that name; see NOTICE and docs/dynamatic.md).

Where hsgen deliberately differs, DELIBERATE names the unit and the reason
(docs/dynamatic.md); the test then reports the first differing cycle instead of failing.

usage: test_cycles.py HSGEN [REGEX]"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import dyn_config  # noqa: E402
import hdl_ports  # noqa: E402
from test_equiv import channels  # noqa: E402

TYPES = {"ready_remover", "rigidifier", "valid_merger", "speculator", "spec_save_commit", "ram",
         "mem_to_bram"}
CYCLES = 3000
DELIBERATE = {}


def hsgen_rules(text, mod):
    """Dynamatic's speculator VHDL with hsgen's two deliberate differences applied
    (docs/dynamatic.md): in the cycle a misprediction is detected only a spec trigger is
    taken, and KILL is left on a non-spec trigger only once the resend has gone out
    (resend_done, or the resend going out in that cycle). With them hsgen's speculator
    must equal it in every cycle, so these two are the only differences."""
    outs_ent, gen = mod + "_specGen_specFSMOutputs", mod + "_specGen"
    edits = [
        # the misprediction cycle: a non-spec trigger is kept
        ("          trigger_ready <= '1';\n", "          trigger_ready <= trigger_spec(0);\n"),
        # specFSMOutputs tells whether the resend has gone out
        ("    misspec_detected : in boolean;\n    data_matches_prediction : in boolean\n  );\n"
         "end entity;\n\n-- Architecture of specFSMOutputs\n",
         "    misspec_detected : in boolean;\n    data_matches_prediction : in boolean;\n"
         "    hs_resent : out std_logic\n  );\nend entity;\n\n"
         "-- Architecture of specFSMOutputs\n"),
        ("  resend_done_proc : process (clk)\n",
         "  hs_resent <= '1' when resend_done or resend_ready = '1' else '0';\n"
         "  resend_done_proc : process (clk)\n"),
        # ... and the FSM sees a trigger for leaving KILL only then
        ("      new_pred_valid => trigger_valid,\n", "      new_pred_valid => hs_fsm_trigger,\n"),
        ("      data_matches_prediction => data_matches_prediction\n    );\nend architecture;",
         "      data_matches_prediction => data_matches_prediction,\n"
         "      hs_resent => hs_resent\n    );\n"
         "  hs_fsm_trigger <= trigger_valid and hs_resent;\nend architecture;"),
        ("  signal data_matches_prediction : boolean;\nbegin\n",
         "  signal data_matches_prediction : boolean;\n"
         "  signal hs_resent, hs_fsm_trigger : std_logic;\nbegin\n"),
    ]
    for old, new in edits:
        if text.count(old) != 1:
            raise ValueError("Dynamatic's speculator VHDL changed: %r not found once" % old[:50])
        text = text.replace(old, new)
    return text


def sig_type(shape):
    if shape[0] == "logic":
        return "std_logic"
    if shape[0] == "vec":
        return "std_logic_vector(%d downto 0)" % (shape[1] - 1)
    return "data_array(%d downto 0)(%d downto 0)" % (shape[1] - 1, shape[2] - 1)


def tb_text(ref, hsg, ports, hports, chans, seed, driver=False):
    """Shared inputs (plain names), outputs r_X / h_X; a sampler prints both each cycle."""
    L = ["library ieee;", "use ieee.std_logic_1164.all;", "use ieee.numeric_std.all;",
         "use std.textio.all;", "use work.types.all;", "entity tb is end entity;",
         "architecture sim of tb is", "  signal clk : std_logic := '0';",
         "  signal rst : std_logic := '1';"]
    outs = sorted(n for n, (d, _) in ports.items() if d == "out")
    for name, (d, shape) in sorted(ports.items()):
        if name in ("clk", "rst"):
            continue
        if d == "in":
            L.append("  signal %s : %s;" % (name, sig_type(shape)))
        else:
            L.append("  signal r_%s, h_%s : %s;" % (name, name, sig_type(shape)))
    if driver:
        L += driver_signals(ports)
    L += ["begin", "  clk <= not clk after 5 ns;", "  rst <= '1', '0' after 42 ns;",
          "  stop: process begin wait for %d ns; std.env.finish; end process;" % (CYCLES * 10)]
    for dut, ent, names in (("r", ref, sorted(ports)), ("h", hsg, sorted(hports))):
        maps = ", ".join("%s => %s" % (n, n if n in ("clk", "rst") or ports[n][0] == "in"
                                       else "%s_%s" % (dut, n)) for n in names)
        L.append("  %s_dut: entity work.%s port map (%s);" % (dut, ent, maps))
    if driver:
        L += driver_text(ports)
    k = 0
    for base, d, kind, count, width, extras in chans:
        if driver and d == "in":
            continue  # the driver speculator's
        for e in range(count):
            k += 1
            sel = "(%d)" % e if kind == "array" or count > 1 else ""
            v, rd = "%s_valid%s" % (base, sel), "%s_ready%s" % (base, sel)
            if d == "out":
                L += ["  rdy%d: process(clk)" % k,
                      "    variable s : unsigned(31 downto 0) := to_unsigned(%d, 32);" %
                      ((seed * 6131 + k * 15485863) % (1 << 31) | 1),
                      "  begin", "    if rising_edge(clk) then",
                      "      s := s(30 downto 0) & (s(31) xor s(21) xor s(1) xor s(0));",
                      "      if s(4 downto 3) /= \"00\" then %s <= '1'; else %s <= '0'; end if;"
                      % (rd, rd), "    end if;", "  end process;"]
                continue
            fields = []
            if width:
                fields.append(("%s(%d)" % (base, e) if kind == "array" else base, width))
            for s, w in extras:
                fields.append(("%s_%d_%s" % (base, e, s) if kind == "array" else
                               "%s_%s" % (base, s), w))
            L += ["  src%d: process(clk)" % k,
                  "    variable s : unsigned(31 downto 0) := to_unsigned(%d, 32);" %
                  ((seed * 7919 + k * 104729) % (1 << 31) | 1),
                  "  begin", "    if rising_edge(clk) then",
                  "      s := s(30 downto 0) & (s(31) xor s(21) xor s(1) xor s(0));",
                  "      if rst = '1' then %s <= '0';" % v,
                  "      elsif %s = '1' and r_%s = '0' then null;" % (v, rd),
                  "      elsif s(3 downto 2) /= \"00\" then", "        %s <= '1';" % v]
            off = 5
            for f, w in fields:
                bits = " & ".join("s(%d)" % ((off + i) % 32) for i in range(w))
                off += w
                L.append("        %s <= %s;" % (f, ("(0 => %s)" % bits) if w == 1 and
                                                 not f.endswith(")") and
                                                 ports.get(f, ("", ("vec",)))[1][0] == "vec"
                                                 else ("%s" % bits if w == 1 else
                                                       "std_logic_vector'(%s)" % bits)))
            L += ["      else %s <= '0';" % v, "      end if;", "    end if;", "  end process;"]
    # raw inputs (a memory interface: enables, addresses, data) take random values
    owned = set()
    for base, d, kind, count, width, extras in chans:
        owned |= {base, base + "_valid", base + "_ready"}
        owned |= {"%s_%s" % (base, x) for x, _ in extras}
    raw = sorted(n for n, (d, _) in ports.items() if d == "in" and n not in owned and
                 n not in ("clk", "rst"))
    if raw:
        L += ["  raw: process(clk)",
              "    variable s : unsigned(31 downto 0) := to_unsigned(%d, 32);" % (seed * 31 | 1),
              "  begin", "    if rising_edge(clk) then"]
        for n in raw:
            L.append("      s := s(30 downto 0) & (s(31) xor s(21) xor s(1) xor s(0));")
            shape = ports[n][1]
            if shape[0] == "logic":
                L.append("      %s <= s(0) and s(3);" % n)
            else:
                w = shape[1]
                bits = " & ".join("s(%d)" % ((7 * i) % 32) for i in range(w))
                L.append("      %s <= %s;" % (n, "(0 => %s)" % bits if w == 1 else
                                              "std_logic_vector'(%s)" % bits))
        L += ["    end if;", "  end process;"]
    L += ["  sample: process(clk)", "    variable l : line;", "  begin",
          "    if falling_edge(clk) and rst = '0' then"]
    for who in ("r", "h"):
        L.append("      write(l, string'(\"%s\"));" % who.upper())
        for n in outs:
            if n in hports or who == "r":
                conv = "to_string" if ports[n][1][0] == "logic" else "to_hstring"
                if ports[n][1][0] == "array":
                    L.append("      for i in %s_%s'range loop write(l, string'(\" \") & "
                             "to_hstring(%s_%s(i))); end loop;" % (who, n, who, n))
                else:
                    L.append("      write(l, string'(\" \") & %s(%s_%s));" % (conv, who, n))
        L.append("      writeline(output, l);")
    L.append("      write(l, string'(\"I\"));")
    for n in sorted(n for n, (d, _) in ports.items() if d == "in" and n.endswith("_valid")):
        L.append("      write(l, string'(\" \") & to_string(%s));" % n)
    L.append("      writeline(output, l);")
    L += ["    end if;", "  end process;", "end architecture;"]
    return "\n".join(L) + "\n"


# spec_save_commit obeys a speculator's command streams: its inputs (ins, ctrl_issue,
# ctrl_history) come from Dynamatic's speculator (the 32-bit one of rtl-config-vhdl.json,
# equiv/dyn_v43_0.vhd, fed by random sources), whose outs goes straight to the
# save-commits' ins (an identity computation) and whose readies are Dynamatic's
# save-commit's, so both save-commits see the same legal stimulus.
DRIVER = "dyn_v43_0"
DRIVER_PORTS = {"ins": ("in", ("vec", 32)), "ins_spec": ("in", ("vec", 1)),
                "ins_valid": ("in", ("logic",)), "ins_ready": ("out", ("logic",)),
                "trigger_spec": ("in", ("vec", 1)), "trigger_valid": ("in", ("logic",)),
                "trigger_ready": ("out", ("logic",))}


def oehb(name, width, din, dout):
    """A one-slot register buffer between the driver and the save-commits (as a circuit
    has between a speculator and a save-commit): `din`/`dout` are (data, valid, ready)
    signal names; the data is `width` bits."""
    return ["  %s_reg: process(clk)" % name, "  begin", "    if rising_edge(clk) then",
            "      if rst = '1' then %s_full <= '0';" % name,
            "      elsif %s_full = '0' or %s = '1' then" % (name, dout[2]),
            "        %s_full <= %s; %s_data <= %s;" % (name, din[1], name, din[0]),
            "      end if;", "    end if;", "  end process;",
            "  %s <= (not %s_full) or %s;" % (din[2], name, dout[2]),
            "  %s <= %s_full;" % (dout[1], name), "  %s <= %s_data;" % (dout[0], name)]


def driver_text(ports):
    """The driver speculator's instance, its random sources and the buffers to the
    save-commits, for save_commit's tb."""
    data = "ins" in ports
    L = ["  drv: entity work.%s port map (clk => clk, rst => rst," % DRIVER,
         "    ins => d_ins, ins_spec => d_ins_spec, ins_valid => d_ins_valid, "
         "ins_ready => d_ins_ready,",
         "    trigger_spec => d_trigger_spec, trigger_valid => d_trigger_valid, "
         "trigger_ready => d_trigger_ready,",
         "    outs => d_outs, outs_spec => d_outs_spec, outs_valid => d_outs_valid, "
         "outs_ready => d_outs_ready,",
         "    ctrl_issue => d_issue, ctrl_issue_valid => d_issue_valid, "
         "ctrl_issue_ready => d_issue_ready,",
         "    ctrl_history => d_history, ctrl_history_valid => d_history_valid, "
         "ctrl_history_ready => d_history_ready,",
         "    ctrl_commit => d_commit, ctrl_commit_valid => d_commit_valid, "
         "ctrl_commit_ready => d_commit_ready);"]
    L += oehb("bo", 33, ("d_outs & d_outs_spec", "d_outs_valid", "d_outs_ready"),
              ("bo_out", "ins_valid", "r_ins_ready"))
    L += (["  ins <= bo_out(32 downto 1);"] if data else []) + ["  ins_spec <= bo_out(0 downto 0);"]
    L += oehb("bi", 2, ("d_issue", "d_issue_valid", "d_issue_ready"),
              ("ctrl_issue", "ctrl_issue_valid", "r_ctrl_issue_ready"))
    L += oehb("bh", 2, ("d_history", "d_history_valid", "d_history_ready"),
              ("ctrl_history", "ctrl_history_valid", "r_ctrl_history_ready"))
    k = 100
    for base, fields in (("d_ins", [("d_ins", 32), ("d_ins_spec", 1)]),
                         ("d_trigger", [("d_trigger_spec", 1)])):
        k += 1
        L += ["  src%d: process(clk)" % k,
              "    variable s : unsigned(31 downto 0) := to_unsigned(%d, 32);" % (k * 104729),
              "  begin", "    if rising_edge(clk) then",
              "      s := s(30 downto 0) & (s(31) xor s(21) xor s(1) xor s(0));",
              "      if rst = '1' then %s_valid <= '0';" % base,
              "      elsif %s_valid = '1' and %s_ready = '0' then null;" % (base, base),
              "      elsif s(3 downto 2) /= \"00\" then", "        %s_valid <= '1';" % base]
        for f, w in fields:
            if w == 32:
                # few distinct values, so that predictions (the last value) often hold
                L.append("        %s <= (31 downto 2 => '0') & std_logic_vector(s(6 downto 5));"
                         % f)
            else:  # spec: 1 in one token of eight
                L.append("        %s(0) <= s(9) and s(10) and s(11);" % f)
        L += ["      else %s_valid <= '0';" % base, "      end if;", "    end if;",
              "  end process;"]
    L += ["  d_commit_ready <= '1';"]
    return L


def driver_signals(ports):
    return ["  signal d_ins, d_outs : std_logic_vector(31 downto 0);",
            "  signal d_ins_spec, d_trigger_spec, d_commit, d_outs_spec : "
            "std_logic_vector(0 downto 0);",
            "  signal d_issue, d_history, bi_data, bh_data : std_logic_vector(1 downto 0);",
            "  signal bo_data, bo_out : std_logic_vector(32 downto 0);",
            "  signal d_ins_valid, d_ins_ready, d_trigger_valid, d_trigger_ready, d_commit_valid, "
            "d_commit_ready, d_outs_valid, d_outs_ready, d_issue_valid, d_issue_ready, "
            "d_history_valid, d_history_ready, bo_full, bi_full, bh_full : std_logic;"]


def run_case(hsgen, rec, entry, tmp, rules=False):
    mod = rec["module"]
    hmod = "h_" + mod
    t = entry["generator"].split(" -t ")[1].split()[0]
    argv = dyn_config.command(entry, rec["subst"], [hsgen, "--local", "dynamatic"], tmp, hmod)
    r = subprocess.run(argv, capture_output=True, text=True)
    if r.returncode:
        return None, "hsgen failed: " + r.stderr.strip()
    ports = {n: (d, tuple(sh)) for n, (d, sh) in rec["ports"].items()}
    with open(os.path.join(tmp, hmod + ".vhd")) as f:
        hports = hdl_ports.vhdl_ports(f.read(), hmod)
    chans = channels(ports)
    work = os.path.join(tmp, mod + ("_rules" if rules else ""))
    os.makedirs(work)
    with open(os.path.join(work, "tb.vhd"), "w") as f:
        f.write(tb_text(mod, hmod, ports, hports, chans, sum(map(ord, mod)),
                        driver=t == "spec_save_commit"))
    files = [os.path.join(HERE, "equiv", x) for x in ("types.vhd", "spec_types.vhd",
                                                     mod + ".vhd")]
    if t == "spec_save_commit":
        files.insert(2, os.path.join(HERE, "equiv", DRIVER + ".vhd"))
    if rules:  # Dynamatic's speculator with hsgen's two rules (hsgen_rules)
        with open(files[2]) as f:
            patched = hsgen_rules(f.read(), mod)
        files[2] = os.path.join(work, mod + "_rules.vhd")
        with open(files[2], "w") as f:
            f.write(patched)
    files += [os.path.join(tmp, hmod + ".vhd"), os.path.join(work, "tb.vhd")]
    c = subprocess.run(["ghdl", "-a", "--std=08", "-frelaxed", "--workdir=" + work] + files[:-2],
                       cwd=work, capture_output=True, text=True)
    if c.returncode:
        return None, ("BROKEN", (c.stderr or c.stdout).strip().splitlines()[0])
    for cmd in (["-a", "--std=08", "-frelaxed"] + files, ["-e", "--std=08", "-frelaxed", "tb"]):
        c = subprocess.run(["ghdl"] + cmd, cwd=work, capture_output=True, text=True)
        if c.returncode:
            return None, "ghdl %s: %s" % (cmd[0], (c.stderr or c.stdout)[-700:])
    c = subprocess.run(["ghdl", "-r", "--std=08", "tb", "--ieee-asserts=disable"], cwd=work,
                       capture_output=True, text=True, timeout=600)
    rows = [line for line in c.stdout.splitlines() if line.startswith(("R ", "H ", "I"))]
    outs = sorted(n for n, (d, _) in ports.items() if d == "out" and n in hports)
    allouts = sorted(n for n, (d, _) in ports.items() if d == "out")
    # an output channel's data and extra signals matter only while it is valid
    owner = {}
    for base, d, kind, count, width, extras in chans:
        if d == "out":
            owner[base] = base + "_valid"
            for x, _ in extras:
                owner["%s_%s" % (base, x)] = base + "_valid"
    ins = sorted(n for n, (d, _) in ports.items() if d == "in" and n.endswith("_valid"))
    cycles, first = 0, None
    moved = 0
    trace = []
    for i in range(0, len(rows) - 2, 3):
        rv = dict(zip(allouts, rows[i].split()[1:]))
        hv = dict(zip(outs, rows[i + 1].split()[1:]))
        rv.update(zip(ins, rows[i + 2].split()[1:]))
        trace.append(rv)
        cycles += 1
        moved += sum(1 for n in outs if n.endswith("_valid") and rv.get(n) == "1")
        diff = [n for n in outs if rv.get(n) != hv.get(n) and
                (n not in owner or (rv.get(owner[n]) == "1" and hv.get(owner[n]) == "1"))]
        if diff and first is None:
            first = (cycles, ["%s %s/%s" % (n, rv.get(n), hv.get(n)) for n in diff])
    shutil.rmtree(work, ignore_errors=True)
    if cycles < CYCLES // 2:
        return None, "only %d cycles sampled" % cycles
    if moved == 0 and any(n.endswith("_valid") for n in outs):
        return None, "no output was ever valid (stimulus problem)"
    if t == "speculator":
        moved = "%d valid outputs, %d misprediction cycles with a trigger waiting" % (
            moved, sum(trigger_in_misprediction(trace, c) for c in range(len(trace))))
    return (cycles, moved, first), None


def trigger_in_misprediction(trace, c):
    """Whether cycle c (index into trace, Dynamatic's outputs and the shared inputs) is a
    misprediction cycle with a trigger waiting: Dynamatic takes a real input there and
    kills a prediction (ctrl_commit 1) in one of the next cycles, while trigger_valid
    is 1."""
    if c < 0 or c >= len(trace):
        return False
    now = trace[c]
    if now.get("trigger_valid") != "1" or now.get("ins_valid") != "1" or \
            now.get("ins_ready") != "1":
        return False
    return any(v.get("ctrl_commit_valid") == "1" and v.get("ctrl_commit") == "1"
               for v in trace[c:c + 4])


def main():
    hsgen = os.path.abspath(sys.argv[1])
    pattern = re.compile(sys.argv[2]) if len(sys.argv) > 2 else None
    if not shutil.which("ghdl"):
        print("ghdl not installed: skipped")
        sys.exit(77)
    with open(os.path.join(HERE, "reference_ports.json")) as f:
        ref = json.load(f)
    entries = {(c, i): e for c, i, e in dyn_config.load_configs(HERE)}
    failures, done, total, broken = [], 0, 0, []
    with tempfile.TemporaryDirectory() as tmp:
        for rec in ref["cases"]:
            if rec["config"] != "rtl-config-vhdl.json" or "ports" not in rec:
                continue
            e = entries[(rec["config"], rec["index"])]
            t = e["generator"].split(" -t ")[1].split()[0]
            if t not in TYPES or (pattern and not (pattern.search(t) or
                                                   pattern.search(rec["module"]))):
                continue
            res, err = run_case(hsgen, rec, e, tmp)
            label = "%s %s %s" % (rec["module"], t, json.dumps(rec["subst"], sort_keys=True))
            if t == "speculator" and not err:
                # equal in every cycle to Dynamatic's with hsgen's two rules applied; as
                # Dynamatic generates it, a difference is one of those rules
                res_r, err_r = run_case(hsgen, rec, e, tmp, rules=True)
                if err_r or res_r[2]:
                    failures.append("%s with hsgen's rules applied to Dynamatic's: %s" % (
                        label, err_r or "outputs differ first at cycle %d: %s" % (
                            res_r[2][0], ", ".join(res_r[2][1][:6]))))
                    print("FAIL " + failures[-1], flush=True)
                    continue
                total += res_r[0]
                print("%s: %d cycles equal to Dynamatic's with hsgen's two rules applied "
                      "(hsgen_rules; %s)" % (label, res_r[0], res_r[1]))
                if res[2]:
                    res = (res[0], res[1], res[2] + ("rules",))
            if isinstance(err, tuple):
                broken.append("%s (%s)" % (label, err[1]))
                continue
            if err:
                failures.append("%s: %s" % (label, err))
                print("FAIL " + failures[-1], flush=True)
                continue
            cycles, moved, first = res
            done += 1
            total += cycles
            if first and len(first) > 2:
                print("stated difference, %s: Dynamatic's as generated differs from cycle %d "
                      "(%s) by one of hsgen's two rules (a non-spec trigger kept in a "
                      "misprediction cycle, KILL left only after the resend: "
                      "docs/dynamatic.md); cycles after it are not compared" % (
                          label, first[0], ", ".join(first[1][:4])))
            elif first and t in DELIBERATE:
                print("deliberate difference, %s: first at cycle %d (%s): %s" % (
                    label, first[0], ", ".join(first[1][:4]), DELIBERATE[t]))
            elif first:
                failures.append("%s: outputs differ first at cycle %d: %s" % (
                    label, first[0], ", ".join(first[1][:6])))
                print("FAIL " + failures[-1], flush=True)
            else:
                print("%s: %d cycles equal (%s)" % (label, cycles, moved if isinstance(
                    moved, str) else "%d valid outputs" % moved))
    for b in broken:
        print("Dynamatic's own VHDL does not analyse, no reference: " + b)
    print("dynamatic cycles: %d argument sets of %s, %d cycles compared, %d differ" % (
        done, ", ".join(sorted(TYPES)), total, len(failures)))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
