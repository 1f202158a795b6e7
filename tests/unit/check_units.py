#!/usr/bin/env python3
"""lint.units: every catalog unit has the pieces docs/adding-a-unit.md lists.

  check_units.py HSGEN PROJECT_ROOT

For each unit of `hsgen --local units --json`:
  - a generator: its row (generators/units/catalog_*.c) sets `.build`, directly or
    through the row macro it is written with, and that function is defined in
    generators/ops/;
  - a reference model: an entry {"<unit>", ...} in a tests/sim/model_*.c table;
  - simulation cases: a line of the HDL matrix (tests/hdl/matrix.c);
  - formal semantics: a row of tests/formal/fv_sem.c;
  - an interpreter model: a line of client/sim_interp_models.c (what `hsgen simulate`
    does with its tokens);
  - a hand-written page of docs/ that names it (docs/units.md is generated).
A unit checked another way, or that cannot have a piece, is listed below with the
test that checks it or the reason; those lists may only shrink (an entry whose unit
gained the piece fails until removed). The tables may name only catalog units.
Fails naming each unit and what it lacks."""
import glob
import json
import os
import re
import subprocess
import sys

# unit -> where its token behaviour is checked instead of a tests/sim reference model
MODEL_ELSEWHERE = {
    "bundle": "round trips with unbundle (the round_trip model, tests/sim/sim_round_trip.c)",
    "unbundle": "round trips with bundle (the round_trip model, tests/sim/sim_round_trip.c)",
    "mem_controller": "a memory pair with a ram behind it (the mem_pair model, tests/sim/sim_mem_pair.c)",
    "ram": "a memory pair behind a mem_controller (the mem_pair model)",
    "mem_to_bram": "raw wires, no tokens: compared with Dynamatic's cycle by cycle "
                   "(tests/dynamatic/test_equiv.py)",
    "ii_monitor": "drives nothing: its report lines compared with Dynamatic's "
                  "(tests/dynamatic/test_ii_monitor.py)",
    "lsq": "co-simulated with Dynamatic's LSQ (tests/dynamatic/lsq) and proven (tests/formal/lsq)",
}
# unit -> why it has no row of the formal semantics (tests/formal/fv_sem.c): proven
# another way, or with nothing for a token model to follow. Without a row a unit of
# the HDL matrix is still proven for persistence (fv_gen lists it in skipped.txt).
FORMAL_ELSEWHERE = {
    "lsq": "proven by its own harness (tests/formal/lsq, formal.lsq)",
    "ram": "raw block-RAM buses, no channel tokens: checked as a memory pair behind a "
           "mem_controller (the mem_pair model)",
    "mem_to_bram": "raw wires, no tokens: compared with Dynamatic's cycle by cycle "
                   "(tests/dynamatic/test_equiv.py)",
    "ii_monitor": "not in the HDL matrix, drives no token: its report lines compared with "
                  "Dynamatic's (tests/dynamatic/test_ii_monitor.py)",
    "source": "no input: the harness's token model counts tokens that enter, and a source's "
              "never do (persistence proven; its tokens checked by tests/sim)",
    "spec_v2_repeating_init": "makes tokens by their data, which no input token carries "
                              "(persistence proven; tests/sim and dynamatic.equiv_spec_v2)",
}
# unit -> why `hsgen simulate`'s interpreter (client/sim_interp_models.c) has no model
# of it; for a circuit holding one the interpreter does not run ("interpreter: not run:
# unit ... is not modelled") and the simulated outputs go unchecked.
INTERP_ELSEWHERE = dict(
    # the interpreter follows data only (client/sim_interp.c): it would check a unit
    # whose work is on extra signals without the unit's meaning, so it stays out
    [(u, "its work is on extra signals, which the interpreter does not carry")
     for u in ("add_signal", "drop_signal", "promote_signal", "compose", "decompose",
               "speculating_branch", "speculator", "spec_save_commit", "spec_commit",
               "non_spec")] +
    [("mem_to_bram", "raw wires between a memory interface and a block RAM: no tokens"),
     ("ii_monitor", "drives no token: it reports initiation intervals")])
# model-table entries that are no unit: models of several units together
MODEL_GROUPS = {"mem_pair", "round_trip"}
# unit -> where it is simulated instead of the HDL matrix
MATRIX_ELSEWHERE = {
    "ii_monitor": "tests/dynamatic/test_ii_monitor.py",
    "lsq": "tests/dynamatic/lsq (co-simulation) and tests/kernels (LSQ kernels)",
}


def read(root, pattern):
    return {f: open(f, encoding="utf-8").read() for f in sorted(glob.glob(os.path.join(root, pattern)))}


def call_args(text, at):
    """The arguments of a macro call whose text starts at `at` (after its parenthesis),
    split at top-level commas; strings and nested parentheses kept whole."""
    args, cur, depth, i = [], "", 0, at
    while i < len(text):
        c = text[i]
        if c == '"':
            j = i + 1
            while text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            cur += text[i:j + 1]
            i = j + 1
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            if depth == 0:
                break
            depth -= 1
        if c == "," and depth == 0:
            args.append(cur.strip())
            cur = ""
        else:
            cur += c
        i += 1
    args.append(cur.strip())
    return args


def generator_of(bare, catalog):
    """The build function a unit's row names, or None."""
    for text in catalog.values():
        m = re.search(r'\{\s*\.name\s*=\s*"handshake\.%s",(.*?)\n\s*\{?\.name\s*=|'
                      r'\{\s*\.name\s*=\s*"handshake\.%s",(.*?)$' % (bare, bare), text, re.S)
        if m:
            body = m.group(1) or m.group(2) or ""
            b = re.search(r"\.build\s*=\s*(\w+)", body)
            return b.group(1) if b else None
        m = re.search(r'^\s*([A-Z_]+)\((?="%s")' % bare, text, re.M)
        if m:
            macro, vals = m.group(1), call_args(text, m.end())
            d = re.search(r"^#define %s\(([^)]*)\)" % macro, text, re.M)
            if not d:
                return None
            body = []  # the macro's lines, while they end with a backslash
            for line in text[d.end():].split("\n"):
                body.append(line)
                if not line.rstrip().endswith("\\"):
                    break
            b = re.search(r"\.build\s*=\s*(\w+)", "\n".join(body))
            if not b:
                return None
            params = [p.strip() for p in d.group(1).split(",")]
            if b.group(1) in params:  # the function is an argument of the call
                i = params.index(b.group(1))
                return vals[i] if i < len(vals) else None
            return b.group(1)
    return None


def interp_units(root):
    """The units of the interpreter's model table (client/sim_interp_models.c)."""
    text = open(os.path.join(root, "client/sim_interp_models.c"), encoding="utf-8").read()
    m = re.search(r"sim_imodel models\[\] = \{(.*?)\n\};", text, re.S)
    return set(re.findall(r'(?:JOIN\(|\{)"(\w+)"', m.group(1))) if m else set()


def main():
    hsgen, root = sys.argv[1], sys.argv[2]
    units = [u["unit"] for u in json.loads(
        subprocess.run([hsgen, "--local", "units", "--json"], capture_output=True, text=True,
                       check=True).stdout)]
    bare = [u[len("handshake."):] for u in units]
    catalog = read(root, "generators/units/catalog_*.c")
    ops = "".join(read(root, "generators/ops/**/*.c").values()) + \
        "".join(read(root, "generators/ops/*.c").values())
    models = "".join(t for f, t in read(root, "tests/sim/model_*.c").items())
    matrix = open(os.path.join(root, "tests/hdl/matrix.c"), encoding="utf-8").read()
    docs = "".join(t for f, t in read(root, "docs/*.md").items()
                   if os.path.basename(f) != "units.md")
    bad = []
    for b in bare:
        gen = generator_of(b, catalog)
        if not gen:
            bad.append("%s: its catalog row names no generator (.build)" % b)
        elif not re.search(r"^int %s\(" % gen, ops, re.M):
            bad.append("%s: its generator %s is not defined in generators/ops/" % (b, gen))
        has_model = re.search(r'\{\s*"%s",' % b, models) is not None
        if not has_model and b not in MODEL_ELSEWHERE:
            bad.append("%s: no reference model in tests/sim/model_*.c" % b)
        if has_model and b in MODEL_ELSEWHERE:
            bad.append("%s has a reference model now: take it off MODEL_ELSEWHERE" % b)
        in_matrix = '"handshake.%s"' % b in matrix
        if not in_matrix and b not in MATRIX_ELSEWHERE:
            bad.append("%s: no line in the HDL matrix (tests/hdl/matrix.c)" % b)
        if in_matrix and b in MATRIX_ELSEWHERE:
            bad.append("%s is in the HDL matrix now: take it off MATRIX_ELSEWHERE" % b)
        if not re.search(r"\b%s\b" % re.escape(b), docs):
            bad.append("%s: no hand-written page of docs/ names it" % b)
    formal = set(re.findall(r'^\s*(?:[A-Z_]+\(|\{\s*\.unit\s*=\s*)"(\w+)"',
                            open(os.path.join(root, "tests/formal/fv_sem.c"), encoding="utf-8").read(),
                            re.M))
    interp = interp_units(root)
    for b in bare:
        if b not in formal and b not in FORMAL_ELSEWHERE:
            bad.append("%s: no formal semantics (a row of tests/formal/fv_sem.c)" % b)
        if b in formal and b in FORMAL_ELSEWHERE:
            bad.append("%s has formal semantics now: take it off FORMAL_ELSEWHERE" % b)
        if b not in interp and b not in INTERP_ELSEWHERE:
            bad.append("%s: no interpreter model (a line of client/sim_interp_models.c)" % b)
        if b in interp and b in INTERP_ELSEWHERE:
            bad.append("%s has an interpreter model now: take it off INTERP_ELSEWHERE" % b)
    for k in set(MODEL_ELSEWHERE) | set(MATRIX_ELSEWHERE) | set(FORMAL_ELSEWHERE) | \
            set(INTERP_ELSEWHERE):
        if k not in bare:
            bad.append("%s is listed here but is no catalog unit" % k)
    # the optional tables name catalog units only
    for path, pat in (("tests/formal/fv_sem.c", r'^\s*(?:[A-Z_]+\(|\{\s*\.unit\s*=\s*|\{)"(\w+)"'),
                      ("tests/sim/model_*.c", r'^\s*(?:const sim_model \w+\[\] = )?\{\{?"(\w+)",'),
                      ("client/sim_interp_models.c", None)):
        for f, text in read(root, path).items():
            if pat is None:  # the interpreter: the units of its model table
                m = re.search(r"sim_imodel models\[\] = \{(.*?)\n\};", text, re.S)
                names = re.findall(r'(?:JOIN\(|\{)"(\w+)"', m.group(1)) if m else []
                if not names:
                    bad.append("%s: no model table found" % os.path.relpath(f, root))
            else:
                names = re.findall(pat, text, re.M)
            for n in names:
                if n not in bare and n not in MODEL_GROUPS:
                    bad.append("%s names %s, which is no catalog unit"
                               % (os.path.relpath(f, root), n))
    for line in bad:
        print("lint.units: " + line)
    if not bad:
        print("units: %d catalog units, each with generator, reference model, simulation cases, "
              "formal semantics, interpreter model and docs (or a listed exemption)" % len(units))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
