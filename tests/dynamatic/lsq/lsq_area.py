#!/usr/bin/env python3
"""Area of hsgen's LSQ against Dynamatic's for the co-simulation's configurations
(configs.py): Yosys synth_ice40 on hsgen's Verilog and on Dynamatic's VHDL (ref/, turned
into Verilog by `ghdl --synth --out=verilog`), SB_LUT4 cells and flip-flops (SB_DFF*).
Prints a Markdown table. Not in `make test` (synthesis of the larger queues takes
minutes): `make lsq-area`. Usage: lsq_area.py HSGEN [NAME...]"""
import json
import lzma
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from configs import CONFIGS  # noqa: E402
import lsq_cosim  # noqa: E402


def synth(verilog, top, work):
    script = os.path.join(work, "s.ys")
    with open(script, "w") as f:
        f.write("read_verilog %s\nsynth_ice40 -top %s\nstat\n" % (verilog, top))
    out = subprocess.run(["yosys", "-q", "-s", script, "-p", "tee -o %s/stat.txt stat" % work],
                         capture_output=True, text=True, cwd=work, timeout=3600)
    text = open(os.path.join(work, "stat.txt")).read() if os.path.exists(
        os.path.join(work, "stat.txt")) else out.stdout + out.stderr
    luts = sum(int(n) for n in re.findall(r"SB_LUT4\s+(\d+)", text)[-1:])
    ffs = sum(int(n) for c, n in re.findall(r"(SB_DFF\w*)\s+(\d+)", text))
    return luts, ffs


def main():
    hsgen = sys.argv[1]
    only = sys.argv[2:]
    print("| configuration | depth | hsgen LUT4 | hsgen FF | Dynamatic LUT4 | Dynamatic FF |"
          " hsgen gen. s |")
    print("|---|---|---|---|---|---|---|")
    for cfg, _, has_ref in CONFIGS:
        if only and cfg["name"] not in only:
            continue
        with tempfile.TemporaryDirectory() as work:
            t0 = time.time()
            files = lsq_cosim.hsgen_files(hsgen, cfg, work, "verilog")
            gen = time.time() - t0
            hs = synth(files[0], cfg["name"], work)
            dyn = ("-", "-")
            ref = lsq_cosim.dyn_files(cfg, work) if has_ref else None
            if ref:
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
            print("| %s | %d | %s | %s | %s | %s | %.2f |" % (
                cfg["name"], cfg["fifoDepth_L"], hs[0], hs[1], dyn[0], dyn[1], gen), flush=True)


if __name__ == "__main__":
    main()
