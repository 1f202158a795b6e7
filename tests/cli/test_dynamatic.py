"""hsgen dynamatic, the drop-in for Dynamatic's vhdl-unit-generator.py: for 15
unit types, with and without extra_signals={'spec': 1}, the entity has the
name given by -n and exactly the ports of Dynamatic's entities (docs/dynamatic.md: names,
directions, widths; order free), and the file analyses in GHDL (VHDL-2008).
Like Dynamatic's, a mux or control_merge with extra signals carries them on its
index too (index_spec: an input of mux, an output of control_merge).

The expected port lists are written here by hand from the spec's table."""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cli_harness import run  # noqa: E402

# --- the spec's table (section 2), as port builders -------------------------
# A port is (name, direction, shape): shape "logic", ("vec", W) or ("array", N, W).


def flip(d):
    return "out" if d == "in" else "in"


def chan(x, d, w, spec):
    """Channel X of width W: X, X_valid, X_ready (ready against the flow); extra
    signal s: X_s with X's direction."""
    ports = [(x, d, ("vec", w)), (x + "_valid", d, "logic"), (x + "_ready", flip(d), "logic")]
    return ports + ([(x + "_spec", d, ("vec", 1))] if spec else [])


def ctrl(x, d, spec):
    """Control X: X_valid, X_ready only (plus its extra signals)."""
    ports = [(x + "_valid", d, "logic"), (x + "_ready", flip(d), "logic")]
    return ports + ([(x + "_spec", d, ("vec", 1))] if spec else [])


def arr(x, d, n, w, spec):
    """Array X of N channels: X : data_array(N-1 downto 0)(W-1 downto 0) (none when
    W = 0), X_valid/X_ready vectors of N, extra signal per element X_i_s."""
    ports = [(x + "_valid", d, ("vec", n)), (x + "_ready", flip(d), ("vec", n))]
    if w:
        ports.append((x, d, ("array", n, w)))
    return ports + ([("%s_%d_spec" % (x, i), d, ("vec", 1)) for i in range(n)] if spec else [])


CLOCK = [("clk", "in", "logic"), ("rst", "in", "logic")]

# type, Dynamatic parameters (as its rtl-config writes them), expected ports(spec)
CASES = [
    ("addi", ["bitwidth=32"],
     lambda s: chan("lhs", "in", 32, s) + chan("rhs", "in", 32, s) + chan("result", "out", 32, s)),
    ("cmpi", ["predicate='slt'", "bitwidth=32"],
     lambda s: chan("lhs", "in", 32, s) + chan("rhs", "in", 32, s) + chan("result", "out", 1, s)),
    ("extsi", ["input_bitwidth=8", "output_bitwidth=32"],
     lambda s: chan("ins", "in", 8, s) + chan("outs", "out", 32, s)),
    ("select", ["bitwidth=16"],
     lambda s: chan("condition", "in", 1, s) + chan("trueValue", "in", 16, s)
     + chan("falseValue", "in", 16, s) + chan("result", "out", 16, s)),
    ("constant", ["value='00000101'", "bitwidth=8"],
     lambda s: ctrl("ctrl", "in", s) + chan("outs", "out", 8, s)),
    ("source", [], lambda s: ctrl("outs", "out", s)),
    ("sink", ["bitwidth=32"], lambda s: chan("ins", "in", 32, s)),
    ("fork", ["size=3", "bitwidth=32"],
     lambda s: chan("ins", "in", 32, s) + arr("outs", "out", 3, 32, s)),
    ("fork", ["size=2", "bitwidth=0"],  # a control fork
     lambda s: ctrl("ins", "in", s) + arr("outs", "out", 2, 0, s)),
    ("merge", ["size=2", "bitwidth=32"],
     lambda s: arr("ins", "in", 2, 32, s) + chan("outs", "out", 32, s)),
    ("control_merge", ["size=2", "data_bitwidth=0", "index_bitwidth=1"],
     lambda s: arr("ins", "in", 2, 0, s) + ctrl("outs", "out", s) + chan("index", "out", 1, s)),
    ("control_merge", ["size=3", "data_bitwidth=32", "index_bitwidth=2"],
     lambda s: arr("ins", "in", 3, 32, s) + chan("outs", "out", 32, s) + chan("index", "out", 2, s)),
    ("mux", ["size=2", "data_bitwidth=32", "index_bitwidth=1"],
     lambda s: chan("index", "in", 1, s) + arr("ins", "in", 2, 32, s) + chan("outs", "out", 32, s)),
    ("cond_br", ["bitwidth=32"],
     lambda s: chan("condition", "in", 1, s) + chan("data", "in", 32, s)
     + chan("trueOut", "out", 32, s) + chan("falseOut", "out", 32, s)),
    # the rtl-config's buffer_type='"$BUFFER_TYPE"' reaches argv as buffer_type="FIFO_BREAK_DV"
    ("buffer", ["num_slots=2", "bitwidth=32", "buffer_type=\"FIFO_BREAK_DV\""],
     lambda s: chan("ins", "in", 32, s) + chan("outs", "out", 32, s)),
    ("buffer", ["num_slots=1", "bitwidth=8", "buffer_type='ONE_SLOT_BREAK_R'"],
     lambda s: chan("ins", "in", 8, s) + chan("outs", "out", 8, s)),
    # the older names: the ports of Dynamatic's oehb.vhd, tehb.vhd, ofifo.vhd, tfifo.vhd;
    # ofifo's file also holds its parts (ofifo_N_tehb, ofifo_N_fifo), analysed with it
    ("oehb", ["bitwidth=8"], lambda s: chan("ins", "in", 8, s) + chan("outs", "out", 8, s)),
    ("tehb", ["bitwidth=0", "num_slots=1"], lambda s: ctrl("ins", "in", s) + ctrl("outs", "out", s)),
    ("ofifo", ["num_slots=3", "bitwidth=32"],
     lambda s: chan("ins", "in", 32, s) + chan("outs", "out", 32, s)),
    ("ofifo", ["num_slots=2", "bitwidth=0"], lambda s: ctrl("ins", "in", s) + ctrl("outs", "out", s)),
    ("tfifo", ["num_slots=2", "bitwidth=16"],
     lambda s: chan("ins", "in", 16, s) + chan("outs", "out", 16, s)),
    ("load", ["addr_bitwidth=10", "data_bitwidth=32"],  # memory side carries no extra signals
     lambda s: chan("addrIn", "in", 10, s) + chan("dataFromMem", "in", 32, False)
     + chan("addrOut", "out", 10, False) + chan("dataOut", "out", 32, s)),
    ("store", ["addr_bitwidth=10", "data_bitwidth=32"],
     lambda s: chan("addrIn", "in", 10, s) + chan("dataIn", "in", 32, s)
     + chan("addrOut", "out", 10, False) + chan("dataToMem", "out", 32, False)),
]

# --- reading the entity back ------------------------------------------------
PORT = re.compile(r"^\s*(\w+)\s*:\s*(in|out)\s+(.+?)\s*;?\s*$")


def bound(expr):
    """'31' or '32 - 1' -> 31 (what a range bound may look like)."""
    if not re.fullmatch(r"[\d\s+\-*]+", expr):
        raise ValueError("unexpected bound " + expr)
    return eval(expr)  # digits and + - * only


def shape(text):
    text = text.strip().lower()
    if text == "std_logic":
        return "logic"
    m = re.fullmatch(r"std_logic_vector\s*\((.+?)\s+downto\s+0\)", text)
    if m:
        return ("vec", bound(m.group(1)) + 1)
    m = re.fullmatch(r"data_array\s*\((.+?)\s+downto\s+0\)\s*\((.+?)\s+downto\s+0\)", text)
    if m:
        return ("array", bound(m.group(1)) + 1, bound(m.group(2)) + 1)
    raise ValueError("unexpected port type " + text)


def entity_ports(text, name):
    """The port clause of entity NAME as a sorted list of (name, dir, shape)."""
    m = re.search(r"^entity\s+%s\s+is\s*\n\s*port\s*\((.*?)\n\s*\);\s*\nend" % re.escape(name),
                  text, re.S | re.M | re.I)
    if not m:
        raise AssertionError("no entity %s in the file" % name)
    ports = []
    for line in m.group(1).split("\n"):
        line = line.split("--")[0]
        if not line.strip():
            continue
        pm = PORT.match(line)
        if not pm:
            raise AssertionError("unreadable port line: " + line)
        names, d, t = pm.groups()
        for n in names.split(","):
            ports.append((n.strip(), d, shape(t)))
    return sorted(ports, key=repr)


class Dynamatic(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="hsgen-dyn-")

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def generate(self, typ, params, spec, name):
        """Runs the drop-in as a Dynamatic rtl-config would; returns the file's text."""
        out = os.path.join(self.tmp, "out", name + ".vhd")
        extra = "extra_signals={'spec': 1}" if spec else "extra_signals={}"
        rc, so, se = run(["--local", "dynamatic", "-n", name, "-o", out, "-t", typ, "-p"] + params + [extra])
        self.assertEqual(rc, 0, "%s %s: %s" % (typ, params, se.decode()))
        with open(out) as f:
            return f.read()

    def test_ports_and_ghdl(self):
        if not shutil.which("ghdl"):
            self.skipTest("ghdl not installed")
        files = []
        for k, (typ, params, expect) in enumerate(CASES):
            for spec in (False, True):
                name = "%s_%d%s" % (typ, k, "_spec" if spec else "")
                with self.subTest(name):
                    text = self.generate(typ, params, spec, name)
                    want = sorted(CLOCK + expect(spec), key=repr)
                    self.assertEqual(entity_ports(text, name), want)
                    files.append(os.path.join(self.tmp, "out", name + ".vhd"))
        # one GHDL library for all of them, as Dynamatic compiles a circuit's units
        types = os.path.join(self.tmp, "out", "types.vhd")
        self.assertTrue(os.path.exists(types), "the types package is written beside the unit")
        work = os.path.join(self.tmp, "work")
        os.makedirs(work)
        for f in [types] + files:
            p = subprocess.run(["ghdl", "-a", "--std=08", "--workdir=" + work, f],
                               capture_output=True, text=True)
            self.assertEqual(p.returncode, 0, "%s: %s" % (f, p.stderr))

    def test_port_types_form(self):
        """Newer Dynamatic generators get port_types={...} (array elements as X_N,
        dataless channels as control<>): the same entities as the parameters form."""
        spec = "!handshake.channel<i32, [spec: i1]>"
        ctl = "!handshake.control<[spec: i1]>"
        cases = [
            ("fork", ["size=3", "port_types={'ins': '%s', 'outs_0': '%s', 'outs_1': '%s', 'outs_2': '%s'}"
                      % (spec, spec, spec, spec)],
             chan("ins", "in", 32, True) + arr("outs", "out", 3, 32, True)),
            ("control_merge", ["size=2", "port_types={'ins_0': '%s', 'ins_1': '%s', 'outs': '%s', "
                               "'index': '!handshake.channel<i1>'}" % (ctl, ctl, ctl)],
             arr("ins", "in", 2, 0, True) + ctrl("outs", "out", True) + chan("index", "out", 1, False)),
            ("constant", ["value='00000101'",
                          "port_types={'ctrl': '!handshake.control<>', 'outs': '!handshake.channel<i8>'}"],
             ctrl("ctrl", "in", False) + chan("outs", "out", 8, False)),
        ]
        for typ, params, expect in cases:
            with self.subTest(typ):
                name = typ + "_pt"
                out = os.path.join(self.tmp, name + ".vhd")
                rc, so, se = run(["--local", "dynamatic", "-n", name, "-o", out, "-t", typ, "-p"] + params)
                self.assertEqual(rc, 0, se.decode())
                with open(out) as f:
                    self.assertEqual(entity_ports(f.read(), name), sorted(CLOCK + expect, key=repr))

    def test_argument_forms(self):
        out = os.path.join(self.tmp, "a.vhd")
        # repeated -p, long options, a 64-bit two's-complement constant, Verilog by extension
        rc, so, se = run(["--local", "dynamatic", "--name", "c64", "--output", out, "--type", "constant",
                          "-p", "value='" + "1" * 64 + "'", "-p", "bitwidth=64"])
        self.assertEqual(rc, 0, se.decode())
        rc, so, se = run(["--local", "dynamatic", "-n", "add_v", "-o", os.path.join(self.tmp, "a.v"),
                          "-t", "addi", "-p", "bitwidth=8", "extra_signals={'spec': 1}"])
        self.assertEqual(rc, 0, se.decode())
        with open(os.path.join(self.tmp, "a.v")) as f:
            self.assertIn("module add_v", f.read())
        # errors: unknown type, a bad literal (usage), a rule failure (rejected)
        rc, so, se = run(["--local", "dynamatic", "-n", "x", "-o", out, "-t", "frobnicate"])
        self.assertEqual(rc, 1)
        self.assertIn(b"unknown unit", se)
        rc, so, se = run(["--local", "dynamatic", "-n", "x", "-o", out, "-t", "addi", "-p", "bitwidth=3.5"])
        self.assertEqual(rc, 2)
        self.assertIn(b"bitwidth", se)
        rc, so, se = run(["--local", "dynamatic", "-n", "x", "-o", out, "-t", "addi", "-p", "bitwidth=8",
                          "extra_signals={'color': 8}"])
        self.assertEqual(rc, 1)
        self.assertIn(b"signals.color.merge", se)
        rc, so, se = run(["--local", "dynamatic", "-n", "x", "-t", "addi"])
        self.assertEqual(rc, 2)

    def test_ofifo_long_name(self):
        """ofifo's parts are named NAME_tehb and NAME_fifo; for a name too long for that
        (any name up to 63 characters is accepted) they keep its head and a hash of it."""
        for name in ("b" * 58, "a" * 48 + "_" + "b" * 14):
            with self.subTest(len(name)):
                out = os.path.join(self.tmp, name[:8] + ".vhd")
                rc, so, se = run(["--local", "dynamatic", "-n", name, "-o", out, "-t", "ofifo",
                                  "-p", "bitwidth=8", "num_slots=2"])
                self.assertEqual(rc, 0, se.decode())
                with open(out) as f:
                    text = f.read()
                self.assertEqual(entity_ports(text, name), sorted(
                    CLOCK + chan("ins", "in", 8, False) + chan("outs", "out", 8, False), key=repr))
                parts = re.findall(r"^entity (\w+) is", text, re.M)
                self.assertEqual(len(parts), 3, parts)
                self.assertTrue(all(len(p) <= 63 and "__" not in p for p in parts), parts)
                if shutil.which("ghdl"):
                    p = subprocess.run(["ghdl", "-a", "--std=08", "--workdir=" + self.tmp, out],
                                       capture_output=True, text=True)
                    self.assertEqual(p.returncode, 0, p.stderr)

    def test_one_slot_names_ignore_num_slots(self):
        """Dynamatic's one-slot buffers take no slot count (its oehb.vhd and tehb.vhd have no
        NUM_SLOTS generic, its generators of those names never read num_slots, nor do its
        buffer generator's ONE_SLOT_BREAK_DV, _R and _DVR, which read the bitwidth and the
        extra signals only): with num_slots=3, -t oehb / -t tehb and -t buffer with a
        one-slot buffer_type write byte for byte the file of num_slots=1 (and of no
        num_slots), in both HDLs, with and without extra signals; a num_slots that is no
        count is still an error naming it, and a FIFO still takes its slots."""
        def text(typ, ext, params, rc=0):
            out = os.path.join(self.tmp, "%s_%d.%s" % (typ, len(os.listdir(self.tmp)), ext))
            got, so, se = run(["--local", "dynamatic", "-n", "b1", "-o", out, "-t", typ, "-p"] + params)
            self.assertEqual(got, rc, se.decode())
            if rc:
                return se
            with open(out) as f:
                return f.read()
        kinds = [("oehb", []), ("tehb", [])] + [
            ("buffer", ["buffer_type='%s'" % t])
            for t in ("ONE_SLOT_BREAK_DV", "ONE_SLOT_BREAK_R", "ONE_SLOT_BREAK_DVR")]
        for typ, bt in kinds:
            for ext in ("vhd", "v"):
                for extra in ("extra_signals={}", "extra_signals={'spec': 1}"):
                    with self.subTest(typ=typ, bt=bt, ext=ext, extra=extra):
                        one = text(typ, ext, bt + ["bitwidth=8", "num_slots=1", extra])
                        self.assertIn("b1", one)
                        self.assertEqual(text(typ, ext, bt + ["bitwidth=8", "num_slots=3", extra]), one)
                        self.assertEqual(text(typ, ext, ["bitwidth=8", extra] + bt), one)
            se = text(typ, "vhd", bt + ["bitwidth=8", "num_slots=0"], rc=1)
            self.assertIn(b"num_slots = 0 is out of range", se)
        # the slots of a FIFO still count
        two = text("buffer", "vhd", ["bitwidth=8", "num_slots=2", "buffer_type='FIFO_BREAK_DV'"])
        self.assertNotEqual(text("buffer", "vhd", ["bitwidth=8", "num_slots=3",
                                                  "buffer_type='FIFO_BREAK_DV'"]), two)

    def test_bad_input(self):
        """An unknown type is named before its parameters are read; malformed literals
        and port types are usage errors (2) in one line naming the word; a known unit
        with an impossible parameter gets the rule's message (1)."""
        out = os.path.join(self.tmp, "b.vhd")

        def dyn(typ, *params):
            rc, so, se = run(["--local", "dynamatic", "-n", "x", "-o", out, "-t", typ, "-p"]
                             + list(params))
            self.assertEqual(len(se.decode().strip().splitlines()), 1, se)
            return rc, se.decode()

        rc, se = dyn("rom", "values=(1,2)")
        self.assertEqual(rc, 1)
        self.assertIn("unknown unit type 'rom'", se)
        rc, se = dyn("mux", "size=2", "extra_signals={'spec': 1")
        self.assertEqual(rc, 2)
        self.assertIn("extra_signals", se)
        rc, se = dyn("mux", "size=2", "extra_signals={'spec': 'x'}")
        self.assertEqual(rc, 2)
        self.assertIn("'spec'", se)
        rc, se = dyn("mux", "size=2", "port_types={'ins_0': '!handshake.channel<q32>'}")
        self.assertEqual(rc, 2)
        self.assertIn("port_types: ins_0", se)
        rc, se = dyn("ofifo", "bitwidth=8", "num_slots=0")  # checked as its FIFO
        self.assertEqual(rc, 1)
        self.assertIn("num_slots = 0 is out of range", se)
        self.assertFalse(os.path.exists(out))
        rc, se = dyn("ofifo", "bitwidth=8", "num_slots=2", "frob=3")
        self.assertEqual(rc, 1)
        self.assertIn("'frob' (parameters: bitwidth, num_slots", se)
        rc, se = dyn("buffer", "num_slots=2", "bitwidth=8", "transparent=1")
        self.assertEqual(rc, 2)
        self.assertIn("transparent must be True or False", se)
        rc, se = dyn("buffer", "num_slots=2", "bitwidth=8", "transparent=True",
                     "buffer_type='FIFO_BREAK_DV'")
        self.assertEqual(rc, 1)
        self.assertIn("buffer_type or transparent, not both", se)
        rc, se = dyn("addi", "bitwidth=8", "frob=3")
        self.assertEqual(rc, 1)
        self.assertIn("'frob' (parameters: bitwidth, latency", se)

    def test_existing_types_package_is_kept(self):
        """Dynamatic copies its own types.vhd into the output directory: keep it."""
        d = os.path.join(self.tmp, "o")
        os.makedirs(d)
        with open(os.path.join(d, "types.vhd"), "w") as f:
            f.write("-- the flow's own\n")
        rc, so, se = run(["--local", "dynamatic", "-n", "m", "-o", os.path.join(d, "m.vhd"), "-t", "merge",
                          "-p", "size=2", "bitwidth=8"])
        self.assertEqual(rc, 0, se.decode())
        with open(os.path.join(d, "types.vhd")) as f:
            self.assertEqual(f.read(), "-- the flow's own\n")


if __name__ == "__main__":
    unittest.main()
