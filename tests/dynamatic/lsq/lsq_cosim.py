#!/usr/bin/env python3
"""Co-simulation of hsgen's load-store queue against Dynamatic's (its Python generator's
VHDL, in ref/, see ../NOTICE) for the configurations of configs.py.

Each configuration runs random programs: a sequence of groups (ctrl tokens in program
order), each load's and store's address from a small range (so RAW, WAR and WAW hazards
go through the same addresses), store data at random, random delays before every token
and random ready patterns on every output. A reference model of program order,
independent of both generators, says what every load must return (the last earlier
store to its address, else the initial memory) and which writes memory must see, in
order. Judged by it: Dynamatic's VHDL in GHDL, hsgen's VHDL in GHDL and hsgen's Verilog
in Icarus; hsgen's two HDLs must also agree on every output at every cycle. The timing
of the two LSQs differs (hsgen's is its own design), so only values and the order of
writes are compared between them, which is what a program can observe.

--selftest: the check must fail on three broken LSQs, made by editing hsgen's VHDL: one
that forwards from the oldest matching store instead of the youngest, one that loses
the first store, one whose loads never wait for earlier stores.
--skip NAME leaves a configuration out, --only NAME runs one (ctest runs the 64-entry
one, half of the CPU time, as a test of its own; `make lsq-cosim` runs every
configuration, three runs each).
Usage: lsq_cosim.py HSGEN [--selftest] [--only NAME] [--skip NAME] [--runs N]"""
import json
import lzma
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from configs import CONFIGS  # noqa: E402
import lsq_tb  # noqa: E402

MAXC = 20000


def program_order(cfg, g):
    """Group g's operations in program order: ('l', k) and ('s', j)."""
    order = cfg["ldOrder"][g]
    ops, k, j = [], 0, 0
    while k < len(order) or j < cfg["numStores"][g]:
        if k < len(order) and order[k] <= j:
            ops.append(("l", k))
            k += 1
        else:
            ops.append(("s", j))
            j += 1
    return ops


def traffic(cfg, naddr, rng, n_groups, slow=()):
    """A random program and its stimulus, with what program order says it must do."""
    groups = [rng.randrange(cfg["numBBs"]) for _ in range(n_groups)]
    t = {"groups": groups, "ld_addr": [[] for _ in range(cfg["numLoadPorts"])],
         "st_addr": [[] for _ in range(cfg["numStorePorts"])],
         "st_data": [[] for _ in range(cfg["numStorePorts"])]}
    mem = [1000 + 7 * a for a in range(2 ** cfg["addrWidth"])]
    t["mem"] = list(mem)
    want_loads = [[] for _ in range(cfg["numLoadPorts"])]
    want_writes = []
    for g in groups:
        for kind, i in program_order(cfg, g):
            a = rng.randrange(naddr)
            if kind == "l":
                p = cfg["ldPortIdx"][g][i]
                t["ld_addr"][p].append(a)
                want_loads[p].append(mem[a])
            else:
                p = cfg["stPortIdx"][g][i]
                v = rng.randrange(1, 60000)
                t["st_addr"][p].append(a)
                t["st_data"][p].append(v)
                mem[a] = v
                want_writes.append((a, v))

    def delays(n):
        return [rng.choice([0, 0, 0, 1, 2, 5]) for _ in range(n + 1)]

    t["delays"] = {"ctrl": delays(len(groups))}
    for p in range(cfg["numLoadPorts"]):
        t["delays"]["la%d" % p] = delays(len(t["ld_addr"][p]))
    for p in range(cfg["numStorePorts"]):
        t["delays"]["sa%d" % p] = delays(len(t["st_addr"][p]))
        t["delays"]["sd%d" % p] = delays(len(t["st_data"][p]))
    for k in slow:  # a slow producer keeps stores queued, so later ones pile up behind
        t["delays"][k] = [x * 4 + 6 for x in t["delays"][k]]
    t["pats"] = lsq_tb.make_patterns(cfg, rng, rng.choice([0.5, 0.8, 1.0]))
    return t, want_loads, want_writes


def entity_ports(text, entity):
    """(name, 'in'|'out', width or None) of an entity, from its VHDL."""
    m = re.search(r"entity\s+%s\s+is\s+port\s*\((.*?)\)\s*;\s*end" % re.escape(entity), text,
                  re.S | re.I)
    ports = []
    for decl in m.group(1).split(";"):
        d = re.match(r"\s*(\w+)\s*:\s*(in|out)\s+(.*)", decl.strip(), re.S)
        if not d:
            continue
        w = re.search(r"\((\d+)\s+downto\s+0\)", d.group(3))
        ports.append((d.group(1), d.group(2), int(w.group(1)) + 1 if w else None))
    return ports


# memEnd tokens a master run gives (its ready is always up in the testbench). hsgen's:
# one per run, as a mem_controller's. Dynamatic's LSQ keeps memEnd up once it has risen,
# and the testbench counts 12 cycles once it has seen every load, every write and
# memEnd (a cycle after memEnd rose) and then stops: the cycle memEnd rises and the 13
# after it, 14 tokens. A deliberate difference; the model judges both by these counts.
END_TOKENS = {"hsgen": 1, "dynamatic": 14}


def judge(log, cfg, want_loads, want_writes, who="hsgen"):
    """What is wrong with a run's events, by the reference model ([] when nothing)."""
    got_loads = [[] for _ in range(cfg["numLoadPorts"])]
    got_writes = []
    errs = []
    ends = []
    for line in log.splitlines():
        f = line.split()
        if not f:
            continue
        if f[0] == "E":
            ends.append(int(f[1]))
        elif f[0] == "W" and ends:
            errs.append("memory write after memEnd rose")
        if f[0] == "L":
            got_loads[int(f[1])].append(int(f[2]))
        elif f[0] == "W":
            got_writes.append((int(f[1]), int(f[2])))
        elif f[0] == "TIMEOUT":
            errs.append("no end after %d cycles" % MAXC)
    for p in range(cfg["numLoadPorts"]):
        if got_loads[p] != want_loads[p]:
            i = next((i for i, (a, b) in enumerate(zip(got_loads[p], want_loads[p])) if a != b),
                     min(len(got_loads[p]), len(want_loads[p])))
            errs.append("ldData[%d]: result #%d is %s, program order says %s (%d of %d taken)" % (
                p, i, got_loads[p][i] if i < len(got_loads[p]) else "missing",
                want_loads[p][i] if i < len(want_loads[p]) else "none",
                len(got_loads[p]), len(want_loads[p])))
    if got_writes != want_writes:
        i = next((i for i, (a, b) in enumerate(zip(got_writes, want_writes)) if a != b),
                 min(len(got_writes), len(want_writes)))
        errs.append("write #%d is %s, program order says %s (%d of %d writes)" % (
            i, got_writes[i] if i < len(got_writes) else "missing",
            want_writes[i] if i < len(want_writes) else "none", len(got_writes), len(want_writes)))
    if cfg["master"] and not any(e.startswith("no end") for e in errs):
        n = END_TOKENS[who]
        if len(ends) != n or ends != list(range(ends[0], ends[0] + n)):
            errs.append("memEnd tokens: %d in cycles %s, want %d (in consecutive cycles)" % (
                len(ends), ends[:3], n))
    return errs


def run(cmd, cwd):
    r = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=600)
    if r.returncode != 0:
        raise RuntimeError("%s: %s" % (" ".join(cmd), (r.stderr + r.stdout)[-1500:]))
    return r.stdout


def ghdl(work, files, tb_text):
    """Runs a testbench in GHDL; the design's files are analysed once per library."""
    lib = os.path.join(work, "lib_" + os.path.basename(os.path.dirname(files[0])))
    opts = ["--std=08", "-frelaxed", "--workdir=" + lib]
    if not os.path.isdir(lib):
        os.makedirs(lib)
        run(["ghdl", "-a"] + opts + files, work)
    with open(os.path.join(work, "tb.vhd"), "w") as f:
        f.write(tb_text)
    run(["ghdl", "-a"] + opts + ["tb.vhd"], work)
    run(["ghdl", "-e"] + opts + ["tb"], work)
    return run(["ghdl", "-r"] + opts + ["tb", "--ieee-asserts=disable"], work)


def icarus(work, files, tb_text):
    with open(os.path.join(work, "tb.v"), "w") as f:
        f.write(tb_text)
    run(["iverilog", "-g2012", "-o", "sim"] + files + ["tb.v"], work)
    return run(["vvp", "-n", "sim"], work)


def hsgen_files(hsgen, cfg, work, hdl):
    cpath = os.path.join(work, "cfg.json")
    with open(cpath, "w") as f:
        json.dump(cfg, f)
    out = os.path.join(work, "hs_" + hdl)
    os.makedirs(out, exist_ok=True)
    args = [hsgen, "--local", "generate", "handshake.lsq", "--hdl", hdl, "-o", out]
    for k, v in cfg.items():
        args += ["-p", "%s=%s" % (k, json.dumps(v) if isinstance(v, list) else
                                  (str(v).lower() if isinstance(v, bool) else v))]
    run(args, work)
    return [os.path.join(out, f) for f in sorted(os.listdir(out))]


def dyn_files(cfg, work):
    files = []
    for suffix in ("_core", ""):
        src = os.path.join(HERE, "ref", cfg["name"] + suffix + ".vhd.xz")
        if not os.path.exists(src):
            return None
        dst = os.path.join(work, "dyn", cfg["name"] + suffix + ".vhd")
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        with lzma.open(src, "rb") as f, open(dst, "wb") as o:
            o.write(f.read())
        files.append(dst)
    return files


MUTANTS = {
    # forwards from the wrong store: every entry believes a younger match exists, so
    # the search settles on entry 0 whichever store is the youngest match
    "wrong_store": (r"(\n  ld_fwd_later_\d+ <= )\w+;", r"\1'1';"),
    # loses stores: memory is written only once the store queue's head has wrapped
    "lost_store": (r"(\n  io_storeEn <= )(\w+);", r"\1\2 and stq_head_wrap;"),
    # a load overtakes an earlier store to the same address: the match is ignored
    "overtake": (r"(\n  ld_older_store_match <= )\w+;", r"\1'0';"),
}


def mutate(files, kind):
    """A broken LSQ, by editing hsgen's VHDL (the selftest's mutants). Returns whether
    the edit applied."""
    path = files[0]
    with open(path) as f:
        text = f.read()
    pat, rep = MUTANTS[kind]
    new = re.sub(pat, rep, text)
    with open(path, "w") as f:
        f.write(new)
    return new != text


def one_config(hsgen, cfg, naddr, has_ref, runs, seed, mutant=None, slow=()):
    errors = []
    with tempfile.TemporaryDirectory() as work:
        hv = hsgen_files(hsgen, cfg, work, "vhdl")
        if mutant and not mutate(hv, mutant):
            return ["mutant %s: nothing to edit" % mutant]
        hver = hsgen_files(hsgen, cfg, work, "verilog") if not mutant else None
        dyn = dyn_files(cfg, work) if has_ref and not mutant else None
        ports = entity_ports(open(hv[0]).read(), cfg["name"])
        if dyn:
            dports = entity_ports(open(dyn[1]).read(), cfg["name"])
            if dports != ports:
                errors.append("ports differ from Dynamatic's wrapper: %s vs %s" % (ports, dports))
        for r in range(runs):
            rng = random.Random(seed * 1000 + r)
            t, wl, ww = traffic(cfg, naddr, rng, rng.choice([6, 20, 40]), slow)
            d = lsq_tb.Design(cfg, ports, t, trace=True)
            tbv = lsq_tb.vhdl(d, cfg["name"], MAXC)
            logs = {}
            logs["hsgen-vhdl"] = ghdl(work, hv, tbv)
            if hver:
                logs["hsgen-verilog"] = icarus(work, hver, lsq_tb.verilog(d, cfg["name"], MAXC))
            if dyn:
                d2 = lsq_tb.Design(cfg, ports, t, trace=False)
                logs["dynamatic-vhdl"] = ghdl(work, dyn, lsq_tb.vhdl(d2, cfg["name"], MAXC))
            for who, log in logs.items():
                for e in judge(log, cfg, wl, ww, who.split("-")[0]):
                    errors.append("run %d, %s: %s" % (r, who, e))
            if "hsgen-verilog" in logs:
                cv = [x for x in logs["hsgen-vhdl"].splitlines() if x.startswith("C ")]
                cg = [x for x in logs["hsgen-verilog"].splitlines() if x.startswith("C ")]
                if cv != cg:
                    i = next((i for i, (a, b) in enumerate(zip(cv, cg)) if a != b), min(len(cv), len(cg)))
                    errors.append("run %d: hsgen VHDL and Verilog differ at trace line %d: %s | %s" % (
                        r, i, cv[i] if i < len(cv) else "-", cg[i] if i < len(cg) else "-"))
            if errors:
                break
    return errors


def selftest(hsgen):
    """Each mutant must be caught by the reference model on a configuration whose
    traffic has the hazard (several stores to one address before a load)."""
    failed = 0
    for name in ("lsq_one_addr_bypass", "lsq_g2"):  # unbroken, the same traffic passes
        cfg, naddr, _ = next(x for x in CONFIGS if x[0]["name"] == name)
        errs = one_config(hsgen, cfg, naddr, False, 3, seed=99, slow=["sd0"])
        print("%s   selftest traffic on %s, unbroken LSQ%s" % (
            "FAIL" if errs else "ok", name, ": " + errs[0] if errs else ""))
        failed += bool(errs)
    for kind in MUTANTS:
        caught = []
        for name in ("lsq_one_addr_bypass", "lsq_g2"):
            cfg, naddr, _ = next(x for x in CONFIGS if x[0]["name"] == name)
            errs = one_config(hsgen, cfg, naddr, False, 3, seed=99, mutant=kind, slow=["sd0"])
            caught.append(bool(errs))
            if errs and errs[0].startswith("mutant"):
                print("FAIL selftest %s: %s" % (kind, errs[0]))
                failed += 1
                break
            print("     mutant %s on %s: %s" % (kind, name, errs[0] if errs else "NOT caught"))
        if not any(caught):
            print("FAIL selftest: the reference model does not catch %s" % kind)
            failed += 1
        else:
            print("ok   selftest: %s caught" % kind)
    return 1 if failed else 0


def main():
    hsgen = sys.argv[1]
    args = sys.argv[2:]
    if "--selftest" in args:
        return selftest(hsgen)
    only = args[args.index("--only") + 1] if "--only" in args else None
    skip = args[args.index("--skip") + 1] if "--skip" in args else None
    runs = int(args[args.index("--runs") + 1]) if "--runs" in args else 3
    for tool in ("ghdl", "iverilog", "vvp"):
        if not shutil.which(tool):
            print("skipped: %s not installed" % tool)
            return 77
    failed = 0
    for i, (cfg, naddr, has_ref) in enumerate(CONFIGS):
        if cfg["name"] == skip:
            print("skip %s: left out (--skip; make lsq-cosim runs it)" % cfg["name"])
            continue
        if only and cfg["name"] != only:
            continue
        has_ref = has_ref and os.path.exists(os.path.join(HERE, "ref", cfg["name"] + ".vhd.xz"))
        errs = one_config(hsgen, cfg, naddr, has_ref, runs, seed=i + 1)
        who = "Dynamatic, hsgen VHDL, hsgen Verilog" if has_ref else \
            "hsgen VHDL, hsgen Verilog (Dynamatic's generator refuses this configuration)"
        if errs:
            failed += 1
            print("FAIL %s: %s" % (cfg["name"], "; ".join(errs[:3])))
        else:
            print("ok   %s: %d runs, %s equal to program order; hsgen's HDLs cycle-identical"
                  % (cfg["name"], runs, who))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
