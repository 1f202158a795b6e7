"""The Emacs configuration (editors/emacs/hsgen-eglot.el) against hsgen lsp: Emacs in
batch mode opens a Handshake file in hsgen-mlir-mode, eglot connects, a hover on the
addi names the unit and its ports, and hsgen-show-vhdl (the op found from the code
lenses) shows VHDL that GHDL analyses. Skipped where Emacs or eglot is not installed
(Emacs 29 has eglot; on 28, Debian's elpa-eglot)."""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import HSGEN, SOURCE_DIR  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def has_eglot():
    if not shutil.which("emacs"):
        return False
    p = subprocess.run(["emacs", "--batch", "--eval",
                        "(progn (package-initialize) (require 'eglot))"], capture_output=True)
    return p.returncode == 0


@unittest.skipUnless(has_eglot(), "emacs with eglot is not installed")
class Emacs(unittest.TestCase):
    def test_hover_and_show(self):
        tmp = tempfile.mkdtemp(prefix="hsgen-emacs-")
        try:
            src = os.path.join(tmp, "fixed.mlir")
            with open(os.path.join(HERE, "type_error.mlir")) as f:
                text = f.read().replace(", [spec: i1]>, %b", ">, %b")
            with open(src, "w") as f:
                f.write(text)
            subprocess.run(["git", "init", "-q", tmp], check=True)  # eglot wants a project
            report = os.path.join(tmp, "report.txt")
            env = dict(os.environ, HOME=tmp, HSGEN=os.path.abspath(HSGEN), HSGEN_FILE=src,
                       HSGEN_E2E_REPORT=report, HSGEN_SOURCE_DIR=SOURCE_DIR)
            p = subprocess.run(["emacs", "--batch", "-l", os.path.join(HERE, "emacs_smoke.el")],
                               env=env, cwd=tmp, capture_output=True, timeout=120)
            self.assertTrue(os.path.exists(report), p.stderr.decode(errors="replace")[-3000:])
            with open(report) as f:
                head, vhdl = f.read().split("\nvhdl\n", 1)
            lines = dict(l.split(" ", 1) for l in head.split("\n"))
            self.assertEqual(lines["mode"], "hsgen-mlir-mode")
            self.assertIn("**add0**: `handshake.addi`", lines["hover"])
            self.assertIn("| lhs | in | `!handshake.channel<i32>` | none |", lines["hover"])
            self.assertEqual(lines["vhdl-mode"], "vhdl-mode")
            self.assertIn("entity", vhdl)
            if shutil.which("ghdl"):
                path = os.path.join(tmp, "shown.vhd")
                with open(path, "w") as f:
                    f.write(vhdl)
                g = subprocess.run(["ghdl", "-a", "--std=08", "--workdir=" + tmp, path],
                                   capture_output=True, text=True, cwd=tmp)
                self.assertEqual(g.returncode, 0, g.stderr)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    unittest.main()
