"""Every example in README.md and docs/*.md that is a command or a file is run, so a
documented example can never rot:

- command lines: every line of a code block (fenced, or indented in README.md) that
  starts with `hsgen ` or `./build/client/hsgen ` and has no placeholder (an upper-case
  word such as UNIT or FILE, `[`, `|`, `...`). It runs in a scratch directory with
  `--local` (no daemon is needed) unless it names the daemon itself. When the block's
  next line starts with `hsgen:`, that line is the documented error: the command must
  exit 1 and print it; otherwise it must exit 0.
- YAML manifests (a ```yaml block with `requests:`) run through `hsgen batch`.
- JSON netlists (a ```json block with "units" and "channels") run through
  `hsgen circuit`.
- A command that names a case of tests/kernels/ (`collision_donut-2025-09/...`) runs
  with a copy of that case beside it; `hsgen simulate --c` on such a case runs too.
- shell scripts (a ```sh block) run whole with `sh -e`, in a scratch directory that
  holds the files of docs/examples/ (the kernel gcd.mlir...), with `hsgen` on PATH
  running in-process; a block that needs a program this machine lacks (ghdl,
  verilator, dot...) or a running daemon is skipped with the reason.

It prints the list of blocks it ran. usage: test_docs_examples.py HSGEN SOURCE_DIR"""
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

PLACEHOLDER = re.compile(r"\b[A-Z][A-Z_]{2,}\b")      # UNIT, FILE, KEY=VALUE
SYNTAX = re.compile(r"\[|\||\.\.\.")                  # usage syntax outside quotes
# Examples that need something a test machine does not have, with the reason.
SKIP = {
    "rpc server.": "server.* methods need a running daemon",
    "--socket ": "names a daemon socket",
    "--connect ": "names a daemon address",
    "simulate ": "runs a simulator on a circuit of its own section, compared by its ctest",
}
# A command naming a case of the kernel corpus (tests/kernels/CASE/...) runs with a copy
# of that case in its scratch directory; `simulate --c` on it runs too (GHDL, seconds).
CORPUS_CASE = re.compile(r"\b([a-z0-9_]+-20[0-9]{2}-[0-9]{2}[a-z0-9-]*)/")


def blocks(path):
    """(line number, kind, lines) of every code block: fenced (kind = info string)
    and indented by four spaces."""
    out = []
    lines = open(path).read().split("\n")
    i = 0
    while i < len(lines):
        m = re.match(r"^```(\w*)", lines[i])
        if m:
            start, kind, body = i + 1, m.group(1), []
            i += 1
            while i < len(lines) and not lines[i].startswith("```"):
                body.append(lines[i])
                i += 1
            out.append((start + 1, kind, body))
        elif lines[i].startswith("    ") and \
                (i == 0 or not lines[i - 1].strip()):
            start, body = i, []
            while i < len(lines) and (lines[i].startswith("    ") or not lines[i].strip()):
                body.append(lines[i][4:])
                i += 1
            out.append((start + 1, "indented", body))
            continue
        i += 1
    return out


def commands(body):
    """Runnable command lines with their documented error line, if any (backslash
    continuations joined)."""
    joined, cur = [], ""
    for ln in body:
        if cur:
            cur += " " + ln.strip()
        else:
            cur = ln.strip()
        if cur.endswith("\\"):
            cur = cur[:-1]
            continue
        joined.append(cur)
        cur = ""
    out = []
    for k, ln in enumerate(joined):
        for prefix in ("./build/client/hsgen ", "hsgen "):
            if ln.startswith(prefix):
                rest = ln[len(prefix):]
                if PLACEHOLDER.search(rest) or \
                        SYNTAX.search(re.sub(r"'[^']*'|\"[^\"]*\"", "", rest)):
                    break
                err = joined[k + 1] if k + 1 < len(joined) and joined[k + 1].startswith(
                    "hsgen:") else None
                out.append((rest, err))
                break
    return out


SHELL_WORDS = {"cd", "export", "set", "echo", "test", "[", "for", "do", "done", "if", "then",
               "fi", "cat", "ls", "mkdir", "cp", "rm", "grep", "sh", "printf"}


def run_script(text, tmp, bindir, src):
    """Runs a ```sh block whole; (ran, failure or skip reason)."""
    if "hsgend.sock" in text or "--socket" in text or "--connect" in text:
        return False, "needs a running daemon"
    lines = [ln.strip() for ln in text.split("\n") if ln.strip() and not ln.strip().startswith("#")]
    for ln in lines:
        word = ln.split()[0]
        if word not in SHELL_WORDS and word != "hsgen" and not shutil.which(word):
            return False, "needs %s" % word
    ex = os.path.join(src, "docs", "examples")
    for f in os.listdir(ex):
        shutil.copy(os.path.join(ex, f), tmp)
    env = dict(os.environ, PATH=bindir + os.pathsep + os.environ.get("PATH", ""))
    r = subprocess.run(["sh", "-e", "-c", text], cwd=tmp, capture_output=True, text=True,
                       timeout=300, env=env)
    if r.returncode != 0:
        return True, "exit %d: %s" % (r.returncode, (r.stderr.strip() or r.stdout.strip())[-400:])
    return True, None


def main():
    hsgen, src = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    # `hsgen` for the shell blocks: the build's, in-process
    bindir = tempfile.mkdtemp(prefix="hsgen-docs-bin-")
    with open(os.path.join(bindir, "hsgen"), "w") as f:
        f.write("#!/bin/sh\nexec %s --local \"$@\"\n" % shlex.quote(hsgen))
    os.chmod(os.path.join(bindir, "hsgen"), 0o755)
    docs = [os.path.join(src, "README.md")] + sorted(
        os.path.join(src, "docs", f) for f in os.listdir(os.path.join(src, "docs"))
        if f.endswith(".md"))
    ran, failures, skipped = [], [], []
    for path in docs:
        rel = os.path.relpath(path, src)
        for line, kind, body in blocks(path):
            text = "\n".join(body)
            where = "%s:%d" % (rel, line)
            with tempfile.TemporaryDirectory() as tmp:
                if kind == "yaml" and re.search(r"^requests:", text, re.M):
                    with open(os.path.join(tmp, "m.yaml"), "w") as f:
                        f.write(text)
                    r = subprocess.run([hsgen, "--local", "batch", "m.yaml", "-o", "out"],
                                       cwd=tmp, capture_output=True, text=True)
                    ran.append(where + " (manifest)")
                    if r.returncode != 0:
                        failures.append("%s: batch exit %d: %s" % (where, r.returncode,
                                                                    r.stderr.strip()))
                    continue
                if kind == "json" and '"units"' in text and '"channels"' in text:
                    try:
                        json.loads(text)
                    except ValueError:
                        continue  # a fragment, not a whole netlist
                    with open(os.path.join(tmp, "n.json"), "w") as f:
                        f.write(text)
                    r = subprocess.run([hsgen, "--local", "circuit", "n.json", "-o", "out"],
                                       cwd=tmp, capture_output=True, text=True)
                    ran.append(where + " (netlist)")
                    if r.returncode != 0:
                        failures.append("%s: circuit exit %d: %s" % (where, r.returncode,
                                                                      r.stderr.strip()))
                    continue
                if kind == "sh":
                    ran_it, why = run_script(text, tmp, bindir, src)
                    if not ran_it:
                        skipped.append("%s (script): %s" % (where, why))
                    else:
                        ran.append(where + " (script)")
                        if why:
                            failures.append("%s: script %s" % (where, why))
                    continue
                for cmd, err in commands(body):
                    case = CORPUS_CASE.search(cmd)
                    if case and os.path.isdir(os.path.join(src, "tests", "kernels",
                                                           case.group(1))):
                        dst = os.path.join(tmp, case.group(1))
                        if not os.path.isdir(dst):
                            shutil.copytree(os.path.join(src, "tests", "kernels",
                                                         case.group(1)), dst)
                    reason = next((why for key, why in SKIP.items() if key in cmd), None)
                    if reason and case and " --c " in cmd:
                        reason = None
                    if reason:
                        skipped.append("%s: hsgen %s (%s)" % (where, cmd, reason))
                        continue
                    # through a shell, as a reader would type it (redirections work)
                    line = "%s --local %s" % (shlex.quote(hsgen), cmd)
                    r = subprocess.run(["sh", "-c", line], cwd=tmp, capture_output=True,
                                       text=True, timeout=120)
                    ran.append("%s: hsgen %s" % (where, cmd))
                    if err:
                        if r.returncode != 1 or r.stderr.strip() != err.strip():
                            failures.append("%s: hsgen %s: expected exit 1 and %r, got %d %r" % (
                                where, cmd, err, r.returncode, r.stderr.strip()))
                    elif r.returncode != 0:
                        failures.append("%s: hsgen %s: exit %d: %s" % (
                            where, cmd, r.returncode, r.stderr.strip()[:300]))
    print("docs examples: ran %d examples:" % len(ran))
    for r in ran:
        print("  " + r)
    for s in skipped:
        print("  skipped " + s)
    for f in failures:
        print("FAIL " + f)
    shutil.rmtree(bindir, ignore_errors=True)
    sys.exit(1 if failures or not ran else 0)


if __name__ == "__main__":
    if not shutil.which(sys.argv[1]) and not os.path.exists(sys.argv[1]):
        sys.exit("no hsgen at %s" % sys.argv[1])
    main()
