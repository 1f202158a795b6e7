"""The hsgen client against hostile files (issues 16 and 18): planted temporary
files, YAML alias bombs, duplicate keys, names differing only in case, number
syntax. Stdlib only; every command runs in-process (--local)."""
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import unittest

HSGEN = os.environ.get("HSGEN", "hsgen")


def run(*args, **kw):
    return subprocess.run([HSGEN, "--local"] + list(args), capture_output=True, text=True,
                          timeout=kw.pop("timeout", 60), **kw)


class HostileClient(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="hsgen-hostile-")

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def write(self, name, text):
        path = os.path.join(self.dir, name)
        with open(path, "w") as f:
            f.write(text)
        return path

    def test_planted_temporary_symlink_is_not_followed(self):
        """18.4: a symlink at the guessable temporary name never leads a write elsewhere."""
        victim = self.write("victim.txt", "precious\n")
        out = os.path.join(self.dir, "pwn.vhd")
        script = ('for i in 1 2 3 4 5; do ln -s "$1" "$2/.pwn.vhd.tmp-$$-$i"; done; '
                  'exec "$3" --local generate br -p bitwidth=8 -o "$4"')
        r = subprocess.run(["sh", "-c", script, "sh", victim, self.dir, HSGEN, out],
                           capture_output=True, text=True, timeout=60)
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(victim) as f:
            self.assertEqual(f.read(), "precious\n")
        with open(out) as f:
            self.assertIn("entity", f.read())
        self.assertFalse(os.path.islink(out))

    def test_manifest_alias_bomb_is_refused(self):
        """18.12: six levels of aliases (450 bytes) end in an error, not gigabytes."""
        lines = ['a0: &a0 ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]']
        for i in range(1, 7):
            lines.append("a%d: &a%d [%s]" % (i, i, ", ".join(["*a%d" % (i - 1)] * 10)))
        text = ("defaults:\n  params: {bitwidth: 8}\n  extra_signals: []\n"
                "requests:\n  - unit: br\n    junk:\n"
                + "".join("      " + l + "\n" for l in lines))
        path = self.write("bomb.yaml", text)

        def limit():
            resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
        r = subprocess.run([HSGEN, "--local", "batch", path, "-o", os.path.join(self.dir, "out")],
                           capture_output=True, text=True, timeout=60, preexec_fn=limit)
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertIn("expands to more than", r.stderr)

    def test_manifest_duplicate_keys(self):
        """16.2: a duplicate key, at any depth, is an error naming it."""
        for text, key in (("requests:\n  - unit: br\n    unit: fork\n", "unit"),
                          ("requests:\n  - unit: br\n    params: {bitwidth: 8, bitwidth: 9}\n",
                           "bitwidth"),
                          ("requests: []\nrequests:\n  - unit: br\n", "requests")):
            path = self.write("dup.yaml", text)
            r = run("batch", path, "-o", os.path.join(self.dir, "out"))
            self.assertEqual(r.returncode, 1, (text, r.stderr))
            self.assertIn("duplicate key '%s'" % key, r.stderr)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]] + sys.argv[1:], verbosity=2)
