#!/usr/bin/env python3
"""lint.sequenced: generated text does not depend on the compiler.

  check_sequenced.py GENERATORS_DIR

A generator builds hardware by calls that each add a numbered temporary or a
declaration to the module (hw_tmp, hw_wire, ... and every function that calls one).
C leaves the order in which a call's arguments are evaluated to the compiler, so two
such calls as arguments of one call are made in one order by GCC and in another by
clang: the same hardware with other wire names. This fails naming each call with two
or more arguments that make temporaries; hoist all but one of them into variables, in
the order the text should have them.

The functions that make temporaries are found from the sources (a function whose body
calls one makes them too). Brace initializer lists are not checked: GCC and clang both
evaluate them in order (the HDL matrix digest, checked with both, holds them to it)."""
import glob
import os
import re
import sys

# what adds to a module: temporaries, named signals, ports, memories, modules
BASE = {"hw_tmp", "hw_wire", "hw_reg_sig", "hw_port", "hw_mem", "hw_mem_init", "hw_module_new"}
KEYWORDS = {"if", "while", "for", "switch", "return", "sizeof"}


def blank(s):
    """Comments, strings and characters blanked, positions kept."""
    s = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), s, flags=re.S)
    s = re.sub(r"//[^\n]*", lambda m: " " * len(m.group(0)), s)
    s = re.sub(r'"(\\.|[^"\\\n])*"', lambda m: '"' + " " * (len(m.group(0)) - 2) + '"', s)
    return re.sub(r"'(\\.|[^'\\\n])'", lambda m: " " * len(m.group(0)), s)


def bodies(src):
    """name -> list of (file, start, end) of each function definition's body."""
    out = {}
    for f, s in src.items():
        for m in re.finditer(r"^[A-Za-z_][\w \*]*?\b(\w+)\(([^;{]*?)\)\s*\n\{", s, re.M):
            depth, i = 0, m.end() - 1
            for i in range(m.end() - 1, len(s)):
                depth += {"{": 1, "}": -1}.get(s[i], 0)
                if depth == 0:
                    break
            out.setdefault(m.group(1), []).append((f, m.end() - 1, i))
    return out


def makers(src):
    defs = bodies(src)
    calls = {n: set().union(*(set(re.findall(r"\b(\w+)\s*\(", src[f][a:b])) for f, a, b in lst))
             for n, lst in defs.items()}
    found, changed = set(BASE), True
    while changed:
        changed = False
        for n, c in calls.items():
            if n not in found and c & found:
                found.add(n)
                changed = True
    return found


def arguments(s, at):
    """The top-level arguments of the call whose list starts at `at`."""
    args, depth, start = [], 0, at
    for i in range(at, len(s)):
        c = s[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                args.append(s[start:i])
                return args
            depth -= 1
        elif c == "," and depth == 0:
            args.append(s[start:i])
            start = i + 1
    return args


def main():
    root = sys.argv[1]
    files = sorted(glob.glob(os.path.join(root, "**", "*.c"), recursive=True))
    src = {f: blank(open(f, encoding="utf-8").read()) for f in files}
    mk = makers(src)
    bad = []
    for f, s in src.items():
        for m in re.finditer(r"\b(\w+)\s*\(", s):
            if m.group(1) in KEYWORDS:
                continue
            args = arguments(s, m.end())
            hits = [a for a in args if any(n in mk for n in re.findall(r"\b(\w+)\s*\(", a))]
            if len(hits) >= 2:
                line = s.count("\n", 0, m.start()) + 1
                bad.append("%s:%d: %s(...) makes temporaries in %d of its arguments, in an order "
                           "the compiler chooses" % (os.path.relpath(f, root), line, m.group(1),
                                                     len(hits)))
    for b in bad:
        print("lint.sequenced: " + b)
    if not bad:
        print("sequenced: %d files, %d functions that make temporaries, none called twice in "
              "one argument list" % (len(files), len(mk)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
