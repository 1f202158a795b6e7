"""The hsgen client against hostile files: planted temporary
files, YAML alias bombs, duplicate keys, names differing only in case, number
syntax. Stdlib only; every command runs in-process (--local)."""
import os
import resource
import shutil
import stat
import subprocess
import sys
import tempfile
import threading
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

    def test_output_to_a_fifo_writes_into_it(self):
        """-o naming an existing FIFO (or a device such as /dev/null) writes into it: the
        node stays what it was. Renaming a temporary over it would replace the node, which
        as root turns /dev/null into an ordinary file for the whole machine."""
        fifo = os.path.join(self.dir, "pipe.vhd")
        os.mkfifo(fifo)
        got = []

        def drain():
            with open(fifo) as f:
                got.append(f.read())

        reader = threading.Thread(target=drain, daemon=True)
        reader.start()
        r = run("generate", "br", "-p", "bitwidth=8", "-o", fifo)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertTrue(stat.S_ISFIFO(os.lstat(fifo).st_mode), "the FIFO was replaced")
        reader.join(timeout=60)
        self.assertIn("entity", got[0] if got else "")
        self.assertEqual([n for n in os.listdir(self.dir) if ".tmp-" in n], [])

    def test_manifest_alias_bomb_is_refused(self):
        """18.12: six levels of aliases (450 bytes) end in an error, not gigabytes."""
        lines = ['a0: &a0 ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]']
        for i in range(1, 7):
            lines.append("a%d: &a%d [%s]" % (i, i, ", ".join(["*a%d" % (i - 1)] * 10)))
        text = ("defaults:\n  params: {bitwidth: 8}\n  extra_signals: []\n"
                "requests:\n  - unit: br\n    junk:\n"
                + "".join("      " + l + "\n" for l in lines))
        path = self.write("bomb.yaml", text)

        asan = "libasan" in subprocess.run(["ldd", HSGEN], capture_output=True, text=True).stdout

        def limit():  # not under ASan, whose shadow memory needs terabytes of address space
            if not asan:
                resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
        r = subprocess.run([HSGEN, "--local", "batch", path, "-o", os.path.join(self.dir, "out")],
                           capture_output=True, text=True, timeout=60,
                           # ASan reserves terabytes of address space up front
                           preexec_fn=None if os.environ.get("HSGEN_SANITIZED") == "1" else limit)
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

    def test_batch_case_clash(self):
        """16.4: names that differ only in case: an error naming both, nothing written."""
        path = self.write("m.yaml", "defaults:\n  params: {bitwidth: 8}\nrequests:\n"
                          "  - {unit: br, name: ok1}\n  - {unit: fork, name: other}\n"
                          "  - {unit: br, name: OK1}\n")
        out = os.path.join(self.dir, "out")
        r = run("batch", path, "-o", out)
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertIn("'ok1' and 'OK1' differ only in case", r.stderr)
        self.assertIn("requests 1 (line 4) and 3 (line 6)", r.stderr)
        self.assertFalse(os.path.exists(out) and os.listdir(out))

    def test_circuit_case_clash(self):
        """16.4: units (and circuit ports) whose names differ only in case."""
        import json
        ch = "!handshake.channel<i8>"
        nl = {"name": "cc", "inputs": [{"name": "a", "type": ch}, {"name": "A", "type": ch}],
              "outputs": [{"name": "o", "type": ch}],
              "units": [{"name": "add0", "unit": "handshake.addi"},
                        {"name": "ADD0", "unit": "handshake.sink"}],
              "channels": [{"from": "a", "to": "add0.lhs", "type": ch},
                           {"from": "A", "to": "add0.rhs", "type": ch},
                           {"from": "add0.result", "to": "o", "type": ch}]}
        path = self.write("cc.json", json.dumps(nl))
        out = os.path.join(self.dir, "cc")
        r = run("circuit", path, "-o", out)
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertIn("units 'add0' and 'ADD0' differ only in case", r.stderr)
        self.assertIn("circuit ports 'a' and 'A' differ only in case", r.stderr)
        self.assertFalse(os.path.exists(out) and os.listdir(out))

    def test_netlist_file_duplicate_key(self):
        """16.2: a netlist file with a duplicate key is refused naming it."""
        path = self.write("dup.json", '{"name": "d", "name": "e", "inputs": [], "outputs": [],'
                          ' "units": [], "channels": []}')
        r = run("circuit", path, "-o", os.path.join(self.dir, "d"))
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertIn("duplicate", r.stderr)
        self.assertIn("name", r.stderr)

    def test_decimal_parameters(self):
        """18.7: -p bitwidth=010 and 0x20 are errors naming the parameter."""
        for v in ("010", "0x20"):
            r = run("generate", "br", "-p", "bitwidth=" + v)
            self.assertEqual(r.returncode, 1, r.stderr)
            self.assertIn("parameter bitwidth", r.stderr)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]] + sys.argv[1:], verbosity=2)
