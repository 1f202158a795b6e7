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

    def test_signals_in_other_case_override(self):
        """A request's TAG overrides its defaults' Tag, which overrides the block's tag."""
        path = self.write("sig.yaml", "signals:\n  tag: and\ndefaults:\n  signals: {Tag: first}\n"
                          "requests:\n"
                          "  - {unit: addi, name: a1, params: {bitwidth: 8}, "
                          "extra_signals: ['tag: i4'], signals: {TAG: or}}\n"
                          "  - {unit: addi, name: a2, params: {bitwidth: 8}, "
                          "extra_signals: ['tag: i4']}\n")
        out = os.path.join(self.dir, "out")
        r = run("batch", path, "-o", out)
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(os.path.join(out, "a1.vhd")) as f:
            self.assertIn("<= lhs_tag or rhs_tag;", f.read())
        with open(os.path.join(out, "a2.vhd")) as f:
            self.assertIn("result_tag <= lhs_tag;", f.read())


NOT_MLIR = ("handshake.func @g(%a: !handshake.channel<i8>) -> (!handshake.channel<i8>) {\n"
            "  %r = not %a : <i8>\n  end %r : <i8>\n}\n")


class Simulate(Case):
    """simulate's memory files, work folder and numbers."""

    def design(self):
        return self.write("g.mlir", NOT_MLIR)

    def test_memory_file_that_never_ends(self):
        """--mem mem=/dev/zero was read until an end that never comes."""
        for dev in ("/dev/zero", "/dev/urandom"):
            r = run("simulate", self.design(), "--arg", "a=1", "--mem", "mem=" + dev, timeout=10)
            self.assertEqual(r.returncode, 1, r.stderr)
            self.assertIn("is not a regular file", r.stderr)
        fifo = os.path.join(self.dir, "fifo")
        os.mkfifo(fifo)  # no writer: opening must not wait either
        r = run("simulate", self.design(), "--arg", "a=1", "--mem", "mem=" + fifo, timeout=10)
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertIn("is not a regular file", r.stderr)

    def test_memory_file_size_checked_first(self):
        big = os.path.join(self.dir, "big.txt")
        with open(big, "wb") as f:
            f.truncate((16 << 20) + 1)  # sparse: the size is refused before a byte is read
        r = run("simulate", self.design(), "--arg", "a=1", "--mem", "mem=" + big, timeout=10)
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertIn("16777217 bytes, more than 16777216", r.stderr)
        long_word = self.write("long.txt", "1 2 " + "9" * 100 + "\n")
        r = run("simulate", self.design(), "--arg", "a=1", "--mem", "mem=" + long_word)
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertIn("is not an integer (100 characters)", r.stderr)

    def test_numbers_are_parsed_whole(self):
        for bad in ("10abc", "1e3", "0x10", "+5", "-1", "", " 7", "7 ", "100000001",
                    "99999999999999999999999"):
            r = run("simulate", self.design(), "--max-cycles", bad)
            self.assertEqual(r.returncode, 2, (bad, r.stderr))
            self.assertIn("--max-cycles takes a whole number from 1 to 100000000", r.stderr)
        for bad in ("1x", "0x", "0x123456789", "-3", "4294967296"):
            r = run("simulate", self.design(), "--stall", bad)
            self.assertEqual(r.returncode, 2, (bad, r.stderr))
            self.assertIn("--stall takes a seed", r.stderr)

    def no_simulator(self):
        """An environment without simulators: the files are written, then the run fails."""
        return dict(os.environ, PATH="/nonexistent")

    def test_dir_with_planted_links(self):
        victim = self.write("victim.txt", "precious\n")
        d = os.path.join(self.dir, "work")
        os.mkdir(d)
        for name in ("tb.vhd", "g.vhd", "sim.log", "work-obj08.cf"):
            os.symlink(victim, os.path.join(d, name))
        r = run("simulate", self.design(), "--arg", "a=1", "--dir", d, env=self.no_simulator())
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertIn("exists and is not empty; give --force", r.stderr)
        self.assertTrue(os.path.islink(os.path.join(d, "tb.vhd")))
        r = run("simulate", self.design(), "--arg", "a=1", "--dir", d, "--force",
                env=self.no_simulator())
        self.assertIn("simulator failed", r.stderr)  # got as far as running it
        with open(victim) as f:
            self.assertEqual(f.read(), "precious\n")
        for name in ("tb.vhd", "g.vhd", "sim.log"):
            self.assertFalse(os.path.islink(os.path.join(d, name)), name)
        with open(os.path.join(d, "tb.vhd")) as f:
            self.assertIn("entity hsgen_tb", f.read())
        self.assertFalse(os.path.islink(os.path.join(d, "work-obj08.cf")))

    def test_empty_or_new_dir_is_used(self):
        d = os.path.join(self.dir, "empty")
        os.mkdir(d)
        r = run("simulate", self.design(), "--arg", "a=1", "--dir", d, env=self.no_simulator())
        self.assertIn("simulator failed", r.stderr)
        self.assertTrue(os.path.isfile(os.path.join(d, "tb.vhd")))
        new = os.path.join(self.dir, "new")
        r = run("simulate", self.design(), "--arg", "a=1", "--dir", new, env=self.no_simulator())
        self.assertIn("simulator failed", r.stderr)
        self.assertTrue(os.path.isfile(os.path.join(new, "tb.vhd")))
        afile = self.write("afile", "x")
        r = run("simulate", self.design(), "--arg", "a=1", "--dir", afile)
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertIn("exists and is not a folder", r.stderr)

    def test_dir_over_path_max_creates_nothing(self):
        """A --dir longer than PATH_MAX was truncated, and the truncated folder created."""
        deep = self.dir
        while len(deep) < 3880:
            deep = os.path.join(deep, "d" * 200)
        os.makedirs(deep)
        target = os.path.join(deep, "z" * 250)
        self.assertGreater(len(target), 4096)
        r = run("simulate", self.design(), "--arg", "a=1", "--dir", target,
                env=self.no_simulator())
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertIn("leaves no room for the file names", r.stderr)
        self.assertEqual(os.listdir(deep), [])


class RtlConfig(Case):
    """dynamatic --rtl-config: every path one shell word ('\\'' for a quote), the
    binary always by its absolute path."""

    def test_quotes_in_binary_and_socket_paths(self):
        import json
        import shlex
        where = os.path.join(self.dir, "it's here")
        os.mkdir(where)
        exe = os.path.join(where, "hsgen")
        shutil.copy(HSGEN, exe)  # a copy: /proc/self/exe names it, quote and all
        sock = os.path.join(self.dir, "a'b $(touch pwned).sock")
        r = subprocess.run([exe, "--socket", sock, "dynamatic", "--rtl-config", "vhdl"],
                           capture_output=True, text=True, timeout=60,
                           env=dict(os.environ, PATH="/nonexistent"))
        self.assertEqual(r.returncode, 0, r.stderr)
        gens = [e["generator"] for e in json.loads(r.stdout)
                if " dynamatic -n " in e.get("generator", "")]
        self.assertTrue(gens)
        for g in gens:
            words = shlex.split(g)
            self.assertEqual(words[:4], [exe, "--socket", sock, "dynamatic"], g)
        # a real shell runs the binary the command names, with the socket path intact
        head = gens[0].split(" dynamatic ")[0]
        out = subprocess.run(["sh", "-c", head + " --version"], capture_output=True, text=True,
                             timeout=30, cwd=self.dir)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertIn("hsgen", out.stdout)
        self.assertFalse(os.path.exists(os.path.join(self.dir, "pwned")))

    def test_connect_is_quoted(self):
        import json
        import shlex
        r = subprocess.run([HSGEN, "--connect", "tcp:127.0.0.1:1'", "dynamatic", "--rtl-config",
                            "verilog"], capture_output=True, text=True, timeout=60)
        self.assertEqual(r.returncode, 0, r.stderr)
        g = next(e["generator"] for e in json.loads(r.stdout)
                 if " dynamatic -n " in e.get("generator", ""))
        self.assertEqual(shlex.split(g)[:3], [os.path.realpath(HSGEN), "--connect",
                                              "tcp:127.0.0.1:1'"])


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1] + sys.argv[1:], verbosity=2)
