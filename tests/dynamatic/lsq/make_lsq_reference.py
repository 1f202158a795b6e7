#!/usr/bin/env python3
"""Runs Dynamatic's LSQ generator (tools/backend/lsq-generator-python/lsq-generator.py)
for every configuration of configs.py that it takes and stores its VHDL, xz-compressed,
as test data here (see ../NOTICE). Usage:
  PYENV_VERSION=3.12.1 make_lsq_reference.py DYNAMATIC_GENERATOR_DIR
where the directory holds lsq-generator.py (a checkout of Dynamatic)."""
import json
import lzma
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from configs import CONFIGS  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    gen = os.path.join(sys.argv[1], "lsq-generator.py")
    failed = []
    for c, _, has_ref in CONFIGS:
        if not has_ref:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, c["name"] + ".json")
            with open(path, "w") as f:
                json.dump(c, f)
            r = subprocess.run([sys.executable, gen, "-o", tmp, "-c", path],
                               capture_output=True, text=True)
            if r.returncode != 0:  # recorded: the test says Dynamatic has no reference
                last = (r.stderr.strip().splitlines() or ["?"])[-1]
                failed.append("%s: %s" % (c["name"], last))
                continue
            for suffix in ("", "_core"):
                src = os.path.join(tmp, c["name"] + suffix + ".vhd")
                with open(src, "rb") as f, lzma.open(
                        os.path.join(HERE, "ref", c["name"] + suffix + ".vhd.xz"), "wb",
                        preset=9) as out:
                    out.write(f.read())
        print("wrote", c["name"])
    with open(os.path.join(HERE, "ref", "refused.txt"), "w") as f:
        f.write("".join(line + "\n" for line in failed))


if __name__ == "__main__":
    main()
