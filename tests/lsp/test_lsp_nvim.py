"""The language server in a real editor: Neovim, headless, with the project's Lua
configuration (editors/nvim/init.lua), opens a Handshake file with a type error; the
diagnostic's range, message, rule and related port are checked, the buffer is edited
to fix it and the diagnostics clear, a hover on the op lists its ports, and the VHDL
of Show VHDL (the op, and the whole function) analyses in GHDL."""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import HSGEN, SOURCE_DIR  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


@unittest.skipUnless(shutil.which("nvim"), "neovim is not installed (scripts/setup.sh)")
class Neovim(unittest.TestCase):
    def test_edit_hover_show(self):
        tmp = tempfile.mkdtemp(prefix="hsgen-nvim-")
        try:
            src = os.path.join(tmp, "type_error.mlir")
            shutil.copy(os.path.join(HERE, "type_error.mlir"), src)
            report = os.path.join(tmp, "report.json")
            env = dict(os.environ, HSGEN=os.path.abspath(HSGEN), HSGEN_E2E_REPORT=report,
                       XDG_CONFIG_HOME=tmp, XDG_DATA_HOME=tmp, XDG_STATE_HOME=tmp,
                       XDG_CACHE_HOME=tmp)
            p = subprocess.run(
                ["nvim", "--headless", "-u", os.path.join(SOURCE_DIR, "editors", "nvim", "init.lua"),
                 "-c", "luafile " + os.path.join(HERE, "nvim_e2e.lua"), src],
                env=env, cwd=tmp, capture_output=True, timeout=240)
            self.assertTrue(os.path.exists(report), "no report; nvim said: %r %r" %
                            (p.stdout[-2000:], p.stderr[-2000:]))
            with open(report) as f:
                r = json.load(f)
            self.assertIsNone(r.get("error"), r)
            self.assertEqual(p.returncode, 0)
            self.assertEqual(r["filetype"], "mlir")

            # the diagnostic: exactly on %a of the addi, the rule, %b related
            with open(src) as f:
                lines = f.read().split("\n")
            a = lines[4].index("%a")
            b = lines[4].index("%b")
            self.assertEqual(len(r["initial"]), 1, r["initial"])
            d = r["initial"][0]
            self.assertEqual((d["lnum"], d["col"], d["end_lnum"], d["end_col"]), (4, a, 4, a + 2))
            self.assertEqual(d["code"], "same_type")
            self.assertIn("port lhs carries extra signal 'spec: i1'", d["message"])
            self.assertIn("lhs, rhs and result all have the same type", d["message"])
            self.assertEqual(len(d["related"]), 1)
            self.assertEqual(d["related"][0]["range"]["start"], {"line": 4, "character": b})
            self.assertEqual(r["after_fix"], [])

            # hover: the unit and its ports with their types
            h = r["hover"]
            self.assertIn("**add0**: `handshake.addi`", h)
            for port in ("lhs", "rhs"):
                self.assertIn("| %s | in | `!handshake.channel<i32>` | none |" % port, h)
            self.assertIn("| result | out | `!handshake.channel<i32>` | none |", h)

            # Show VHDL: the op's entity and the whole function analyse in GHDL
            self.assertEqual(r["vhdl_op"]["language"], "vhdl")
            self.assertIn("entity", r["vhdl_op"]["text"])
            self.assertIn("entity bad is", r["vhdl_function"]["text"])
            if shutil.which("ghdl"):
                for which in ("vhdl_op", "vhdl_function"):
                    work = os.path.join(tmp, which)
                    os.mkdir(work)
                    path = os.path.join(work, "shown.vhd")
                    with open(path, "w") as f:
                        f.write(r[which]["text"])
                    g = subprocess.run(["ghdl", "-a", "--std=08", "--workdir=" + work, path],
                                       capture_output=True, text=True, cwd=work)
                    self.assertEqual(g.returncode, 0, which + ": " + g.stderr)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    unittest.main()
