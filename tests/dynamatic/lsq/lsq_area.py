#!/usr/bin/env python3
"""Area of hsgen's LSQ against Dynamatic's for the co-simulation's configurations
(configs.py): Yosys synth_ice40 on hsgen's Verilog and on Dynamatic's VHDL (ref/, turned
into Verilog by `ghdl --synth --out=verilog`), SB_LUT4 cells and flip-flops (SB_DFF*),
and with --fmax an Fmax estimate: nextpnr-ice40 places and routes the same netlist on an
HX8K (ct256 package, seed 1, pins placed by the tool) and reports the clock's maximum
frequency over register-to-register paths (a design larger than the HX8K's 7,680
LUTs is reported as not fitting). Prints a Markdown table. Not in `make test`
(synthesis and routing of the larger queues take minutes): `make lsq-area`.
Dynamatic's figures depend only on its committed VHDL: with --cache FILE they are kept
in FILE (a JSON object keyed by the configuration and the VHDL's SHA-256) and reused.
Usage: lsq_area.py HSGEN [--fmax] [--cache FILE] [NAME...]; LSQ_AREA_TIMEOUT (seconds,
default 3600) bounds each synthesis."""
import hashlib
import json
import lzma
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from configs import CONFIGS  # noqa: E402
import lsq_cosim  # noqa: E402


HX8K_LUTS = 7680
# Yosys on Dynamatic's 64-entry LSQ takes about an hour on a loaded 2-core machine
SYNTH_TIMEOUT = int(os.environ.get("LSQ_AREA_TIMEOUT", "3600"))


def synth(verilog, top, work):
    script = os.path.join(work, "s.ys")
    with open(script, "w") as f:
        f.write("read_verilog %s\nsynth_ice40 -top %s -json %s/net.json\nstat\n" % (
            verilog, top, work))
    out = subprocess.run(["yosys", "-q", "-s", script, "-p", "tee -o %s/stat.txt stat" % work],
                         capture_output=True, text=True, cwd=work, timeout=SYNTH_TIMEOUT)
    text = open(os.path.join(work, "stat.txt")).read() if os.path.exists(
        os.path.join(work, "stat.txt")) else out.stdout + out.stderr
    luts = sum(int(n) for n in re.findall(r"SB_LUT4\s+(\d+)", text)[-1:])
    ffs = sum(int(n) for c, n in re.findall(r"(SB_DFF\w*)\s+(\d+)", text))
    return luts, ffs


def fmax(work, luts):
    """nextpnr-ice40's Fmax (MHz) of the netlist synth() left in work, as text."""
    if luts > HX8K_LUTS:
        return "no fit"
    log = os.path.join(work, "pnr.log")
    subprocess.run(["nextpnr-ice40", "--hx8k", "--package", "ct256", "--json",
                    os.path.join(work, "net.json"), "--seed", "1", "--timing-allow-fail",
                    "-q", "--log", log], capture_output=True, text=True, cwd=work,
                   timeout=7200)
    text = open(log).read() if os.path.exists(log) else ""
    if "Max frequency for clock" not in text:
        err = re.findall(r"ERROR: (.*)", text)
        if err and re.search(r"utili[sz]ation|exceed|too many|Unable to place|failed to place",
                             err[0], re.I):
            return "no fit"
        return "failed: " + err[0][:60] if err else "no clock path"
    return re.findall(r"Max frequency for clock[^:]*: ([\d.]+) MHz", text)[-1]


def main():
    hsgen = sys.argv[1]
    args = sys.argv[2:]
    with_fmax = "--fmax" in args
    cache_path = args[args.index("--cache") + 1] if "--cache" in args else None
    if cache_path:
        del args[args.index("--cache"):args.index("--cache") + 2]
    only = [a for a in args if a != "--fmax"]
    cache = {}
    if cache_path and os.path.exists(cache_path):
        with open(cache_path) as f:
            cache = json.load(f)
    if with_fmax and not shutil.which("nextpnr-ice40"):
        print("nextpnr-ice40 is not installed (scripts/setup.sh installs it)")
        return 2
    extra = " hsgen Fmax MHz | Dynamatic Fmax MHz |" if with_fmax else ""
    print("| configuration | depth | hsgen LUT4 | hsgen FF | Dynamatic LUT4 | Dynamatic FF |"
          "%s hsgen gen. s |" % extra)
    print("|---|---|---|---|---|---|---|" + ("---|---|" if with_fmax else ""))
    for cfg, _, has_ref in CONFIGS:
        if only and cfg["name"] not in only:
            continue
        with tempfile.TemporaryDirectory() as work:
            t0 = time.time()
            files = lsq_cosim.hsgen_files(hsgen, cfg, work, "verilog")
            gen = time.time() - t0
            hs = synth(files[0], cfg["name"], work)
            fm = [fmax(work, hs[0]) if with_fmax else "", "-"]
            dyn = ("-", "-")
            ref = lsq_cosim.dyn_files(cfg, work) if has_ref else None
            key = None
            if ref:
                h = hashlib.sha256()
                for r in ref:
                    with open(r, "rb") as f:
                        h.update(f.read())
                key = "%s %s %s" % (cfg["name"], h.hexdigest(), "fmax" if with_fmax else "area")
            if key in cache:
                dyn, fm[1] = tuple(cache[key][:2]), cache[key][2]
            elif ref:
                v = os.path.join(work, "dyn.v")
                with open(v, "w") as f:
                    subprocess.run(["ghdl", "--synth", "--std=08", "--out=verilog"] + ref +
                                   ["-e", cfg["name"]], stdout=f, stderr=subprocess.DEVNULL,
                                   cwd=work, check=True)
                # ghdl writes VHDL assertions as $fatal blocks, which Yosys 0.23 cannot
                # read; they are no hardware
                with open(v) as f:
                    text = f.read()
                text = re.sub(r"always @\*\s*if \([^;]*?\)\s*\$fatal\([^;]*\);", "", text)
                with open(v, "w") as f:
                    f.write(text)
                os.remove(os.path.join(work, "stat.txt"))
                dyn = synth(v, cfg["name"], work)
                if with_fmax:
                    fm[1] = fmax(work, dyn[0])
                if cache_path:
                    cache[key] = [dyn[0], dyn[1], fm[1]]
                    with open(cache_path, "w") as f:
                        json.dump(cache, f, indent=1)
            else:
                dyn = ("refused", "refused")
                fm[1] = "refused"
            cols = " %s | %s |" % tuple(fm) if with_fmax else ""
            print("| %s | %d | %s | %s | %s | %s |%s %.2f |" % (
                cfg["name"], cfg["fifoDepth_L"], hs[0], hs[1], dyn[0], dyn[1], cols, gen),
                flush=True)


if __name__ == "__main__":
    sys.exit(main())
