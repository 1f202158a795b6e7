"""The hsgen client against hostile input, third round: batch manifests nested
deep or expanding through aliases; `simulate` memory files that never end,
planted symlinks in --dir, over-long paths and loose numbers; `dynamatic
--rtl-config` with quotes in paths. Stdlib only; commands run in-process (--local).

Run one class: python3 test_hostile_input.py Manifest."""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HSGEN = os.environ.get("HSGEN", "hsgen")
SANITIZED = os.environ.get("HSGEN_SANITIZED") == "1"


def run(*args, **kw):
    return subprocess.run([HSGEN, "--local"] + list(args), capture_output=True, text=True,
                          timeout=kw.pop("timeout", 60), **kw)


def peak_kib(args):
    """Runs a command; returns (exit status, stderr, its peak RSS in KiB)."""
    with tempfile.TemporaryFile() as err:
        p = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=err)
        _, status, usage = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        return p.returncode, err.read().decode(errors="replace"), usage.ru_maxrss


class Case(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="hsgen-hostile-input-")

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def write(self, name, text):
        path = os.path.join(self.dir, name)
        with open(path, "w") as f:
            f.write(text)
        return path


class Manifest(Case):
    def test_deep_flow_nesting_is_refused_before_libyaml(self):
        """50 KB of '[' (6.7 s in libyaml) is refused at once, naming the place."""
        path = self.write("deep.yaml", "requests:\n  - " + "[" * 50000 + "\n")
        r = run("batch", path, "-o", os.path.join(self.dir, "out"), timeout=5)
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertIn("nested more than 64 deep", r.stderr)
        self.assertIn("line 2 column 69", r.stderr)  # the 65th '[' after "  - "

    def test_alias_expansion_copied_into_every_request(self):
        """Defaults that expand (aliases) to 111,110 values, copied into each of 20
        requests: refused by the expansion budget, peak memory within 32 MB of a
        one-request manifest."""
        if SANITIZED:
            self.skipTest("RSS not comparable under AddressSanitizer")
        lines = ['a0: &a0 ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]']
        for i in range(1, 5):
            lines.append("a%d: &a%d [%s]" % (i, i, ", ".join(["*a%d" % (i - 1)] * 10)))
        bomb = self.write("bomb.yaml", "defaults:\n  params: {bitwidth: 8}\n  junk:\n"
                          + "".join("    " + l + "\n" for l in lines) + "requests:\n"
                          + "".join("  - {unit: br, name: b%d}\n" % i for i in range(20)))
        small = self.write("small.yaml", "requests:\n  - {unit: br, name: b0}\n")
        out = os.path.join(self.dir, "out")
        rc0, _, base = peak_kib([HSGEN, "--local", "batch", small, "-o", out])
        rc, err, peak = peak_kib([HSGEN, "--local", "batch", bomb, "-o", out])
        self.assertEqual(rc, 1, err)
        self.assertIn("expands to more than 200000 values", err)
        self.assertLess(peak - base, 32 * 1024, "peak RSS %d KiB over %d KiB" % (peak, base))


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1] + sys.argv[1:], verbosity=2)
