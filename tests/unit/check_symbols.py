#!/usr/bin/env python3
"""lint.symbols and lint.cycles: what the object files of each folder export and use.

  check_symbols.py prefixes BUILD_DIR
      Every symbol a folder's objects export carries one of the folder's prefixes
      (PREFIXES below, stated in each folder's README.md), and no exported symbol
      has the name of a symbol, exported or file-local, of another folder (a client
      function named like a daemon static reads as the same thing and is not).
  check_symbols.py cycles BUILD_DIR
      The files of a folder that use each other's functions form no cycle: a file
      uses another when it calls or reads a symbol defined there (nm). A cycle
      means neither file can be read, tested or replaced without the other.
      KNOWN_CYCLES lists the cycles left to break: a new cycle fails, and so does
      a listed one that is gone, until it is taken off the list (which only ever
      gets shorter). KNOWN_UNPREFIXED likewise lists names not renamed yet.
Both fail naming each offending symbol or cycle."""
import fnmatch
import glob
import os
import subprocess
import sys

# folder -> (object directories under BUILD_DIR, exported-name prefixes)
FOLDERS = {
    "generators": (["generators/CMakeFiles/hsgen_core_obj.dir"],
                   # the library; its sub-libraries keep their own prefixes: floating
                   # point (fp_), speculation (spec_), the LSQ (lsq_), MLIR readers (mlir_)
                   ["hs_", "hw_", "fp_", "spec_", "lsq_", "mlir_"]),
    "service": (["service/CMakeFiles/hsgen_service_obj.dir"], ["hsd_"]),
    "daemon": (["daemon/CMakeFiles/hsgend_core.dir", "daemon/CMakeFiles/hsgend.dir"],
               ["hsd_", "main"]),
    "lsp": (["lsp/CMakeFiles/hsgen_lsp.dir"], ["lsp_", "hs_lsp_"]),
    "api": (["api/CMakeFiles/hsgen_api_obj.dir"], ["hsgen_"]),
    # the tests' HDL matrix (tests/hdl/README.md), linked by the simulation, formal and
    # benchmark programs
    "tests/hdl": (["tests/hdl/CMakeFiles/hsgen_hdl_matrix.dir"], ["hdl_matrix_"]),
    # the simulation harness and its reference models (tests/sim/README.md): sim_ (the
    # harness), sc_ (whole circuits), ci_ (a whole circuit's reference model), fp_/fm_/fmref_
    # (the float references), main
    "tests/sim": (["tests/sim/CMakeFiles/hs_sim.dir"],
                  ["sim_", "sc_", "ci_", "fp_", "fm_", "fmref_", "main"]),
    # the formal proofs' generator (tests/formal/README.md): fv_ (its harness and the
    # token semantics table), main
    "tests/formal": (["tests/formal/CMakeFiles/fv_gen.dir"], ["fv_", "main"]),
    # the float proof (tests/fp/README.md): the testbench programs (main) and the DPI
    # references the Verilator testbenches call by name (fpv_, fmv_)
    "tests/fp": (["tests/fp/CMakeFiles/hs_fpvol.dir", "tests/fp/CMakeFiles/hs_fmvol.dir",
                  "tests/fp/CMakeFiles/hsgen_fpdpi.dir", "tests/fp/CMakeFiles/hsgen_fmdpi.dir"],
                 ["fpv_", "fmv_", "main"]),
    "client": (["client/CMakeFiles/hsgen.dir"],
               ["cli_", "cmd_", "sim_", "lsp_", "draw_", "rpc_client_", "manifest_",
                "progress_", "pylit_", "dyn_", "hs_dyn_rtl_config_", "main"]),
}

# Cycles not broken yet (files of one folder that use each other): a cycle is known
# when its files are exactly those matching one entry's patterns.
KNOWN_CYCLES = []  # none left: any cycle fails
# Exported names without their folder's prefix, not renamed yet.
KNOWN_UNPREFIXED = set()


SOURCE = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def has_source(build, obj):
    """An object left in an incremental build by a source file since moved or deleted
    (build/lsp/CMakeFiles/T.dir/__/daemon/x.c.o once daemon/x.c moved) is not part of
    the program: only objects whose source still exists are checked."""
    rel = os.path.relpath(obj, build).split(os.sep)
    if "CMakeFiles" not in rel:
        return True
    i = rel.index("CMakeFiles")
    parts = rel[:i] + [".." if p == "__" else p for p in rel[i + 2:]]
    src = os.path.join(SOURCE, *parts)
    return os.path.exists(src[:-2] if src.endswith(".o") else src)


def in_folder(build, obj, folder):
    """An object compiled from another folder's source (tests/fp's testbenches build
    tests/sim's float references in) belongs to the folder of its source, where it
    is checked: only the folder's own sources count."""
    rel = os.path.relpath(obj, build).split(os.sep)
    if "CMakeFiles" not in rel:
        return True
    i = rel.index("CMakeFiles")
    parts = rel[:i] + [".." if p == "__" else p for p in rel[i + 2:]]
    src = os.path.normpath(os.path.join(*parts))
    home = folder if folder.startswith("tests/") else folder.split("/")[0]
    return src == home or src.startswith(home + os.sep)


def objects(build, folder):
    out = []
    for d in FOLDERS[folder][0]:
        out += glob.glob(os.path.join(build, d, "**", "*.o"), recursive=True)
    return sorted(o for o in out if has_source(build, o) and in_folder(build, o, folder))


def nm(obj):
    """(defined globals, defined locals, undefined) of one object file."""
    text = subprocess.run(["nm", obj], capture_output=True, text=True, check=True).stdout
    glob_, local, undef = set(), set(), set()
    for line in text.splitlines():
        p = line.split()
        if p and p[-1].startswith(("__odr_asan", "__asan", "__ubsan", "__sancov")):
            continue  # what the sanitizers add to an instrumented object
        if len(p) == 2 and p[0] == "U":
            undef.add(p[1])
        elif len(p) == 3 and p[1] in "TDBRV":
            glob_.add(p[2])
        elif len(p) == 3 and p[1] in "tdbr" and "." not in p[2]:
            local.add(p[2])
    return glob_, local, undef


def stem(obj):
    name = os.path.basename(obj)
    return name[:-4] if name.endswith(".c.o") else name[:-2]


def prefixes(build):
    bad = []
    exported, everything = {}, {}
    for folder in FOLDERS:
        for obj in objects(build, folder):
            g, l, _ = nm(obj)
            for s in g:
                exported.setdefault(s, set()).add((folder, stem(obj)))
                if s not in KNOWN_UNPREFIXED and \
                        not any(s == p or s.startswith(p) for p in FOLDERS[folder][1]):
                    bad.append("%s/%s: exports %s without a prefix of its folder (%s)"
                               % (folder, stem(obj), s, " ".join(FOLDERS[folder][1])))
            for s in g | l:
                everything.setdefault(s, set()).add((folder, stem(obj)))
    for s in sorted(KNOWN_UNPREFIXED - set(exported)):
        bad.append("%s is no longer exported: take it off KNOWN_UNPREFIXED" % s)
    for s, homes in exported.items():
        if s == "main":  # one per program
            continue
        for folder, f in homes:
            others = sorted("%s/%s" % h for h in everything[s] if h[0] != folder)
            if others:
                bad.append("%s/%s: exports %s, also a name in %s" % (folder, f, s, ", ".join(others)))
    return bad


def cycles(build):
    bad, found = [], set()
    for folder in FOLDERS:
        defs, uses = {}, {}
        for obj in objects(build, folder):
            g, _, u = nm(obj)
            for s in g:
                defs[s] = stem(obj)
            uses[stem(obj)] = u
        edges = {f: {defs[s] for s in u if s in defs and defs[s] != f} for f, u in uses.items()}
        for comp in scc(edges):
            found.add((folder, frozenset(comp)))
    seen = set()
    for folder, comp in sorted(found, key=str):
        known = [k for k, (kf, pats) in enumerate(KNOWN_CYCLES) if kf == folder and
                 all(any(fnmatch.fnmatch(f, p) for p in pats) for f in comp) and
                 all(any(fnmatch.fnmatch(f, p) for f in comp) for p in pats)]
        if known:
            seen.update(known)
        else:
            bad.append("%s: files that use each other: %s" % (folder, " ".join(sorted(comp))))
    for k, (folder, pats) in enumerate(KNOWN_CYCLES):
        if k not in seen:
            bad.append("%s: the known cycle %s is gone or changed: take it off KNOWN_CYCLES"
                       % (folder, " ".join(pats)))
    return bad


def scc(edges):
    """Strongly connected components of more than one file (Tarjan, iterative)."""
    index, low, stack, on, out, n = {}, {}, [], set(), [], [0]
    for root in edges:
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = n[0]
        n[0] += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = n[0]
                    n[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges.get(w, ())))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    out.append(comp)
    return out


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("prefixes", "cycles"):
        sys.stderr.write("usage: check_symbols.py prefixes|cycles BUILD_DIR\n")
        return 2
    if not objects(sys.argv[2], "service"):
        sys.stderr.write("check_symbols.py: no object files under %s (build first)\n" % sys.argv[2])
        return 2
    bad = prefixes(sys.argv[2]) if sys.argv[1] == "prefixes" else cycles(sys.argv[2])
    for b in bad:
        print("lint.%s: %s" % ("symbols" if sys.argv[1] == "prefixes" else "cycles", b))
    if not bad:
        print("lint.%s: ok" % ("symbols" if sys.argv[1] == "prefixes" else "cycles"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
