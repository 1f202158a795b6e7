"""One source for the client's options: the option table every parser reads
(client/cli_opts.c), printed by `hsgen help --options`. Against it:

- the command list of `hsgen help` holds exactly the table's commands;
- `hsgen help COMMAND` names every option of the command (one of its spellings),
  and every --option it names is in the table;
- each command's section (.SS) of the man page hsgen(1) names every spelling of
  each of its options, and the page's SYNOPSIS names every command;
- the bash, zsh and fish completions (scripts/completion/), run as a shell runs
  them, offer every command and every long option of each command, and the values
  of an option with a fixed set (--hdl: vhdl verilog);
- every option the table lists is accepted by its command's parser (no "unknown
  option" for it).

A command or option added to the parsers without the table, the help, the man page
or a completion fails here. usage: test_cli_consistency.py HSGEN SOURCE_DIR"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

HSGEN, SRC = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
failures = []


def run(args, **kw):
    return subprocess.run([HSGEN] + args, capture_output=True, text=True, **kw)


# The table: {command: [(spellings, value)]}; "" holds the global options.
table, order = {}, []
for line in run(["help", "--options"]).stdout.splitlines():
    f = line.split("\t")
    cmd = f[0]
    if cmd not in table:
        table[cmd] = []
        if cmd:
            order.append(cmd)
    if len(f) >= 2:
        table[cmd].append((f[1].split(), f[2] if len(f) > 2 else ""))
if len(order) < 12 or not table.get(""):
    sys.exit("FAIL: hsgen help --options printed %d commands" % len(order))

# hsgen help: its command list is the table's.
usage = run(["help"]).stdout
listed = [ln.split()[0] for ln in usage.splitlines()
          if ln.startswith("  ") and ln.split() and re.match(r"^[a-z-]+$", ln.split()[0])]
if sorted(set(listed)) != sorted(order):
    failures.append("hsgen help lists %s, the table %s" % (sorted(set(listed)), sorted(order)))

# hsgen help COMMAND against the table, both ways.
for cmd in order:
    text = run(["help", cmd]).stdout
    if not text:
        failures.append("hsgen help %s prints nothing" % cmd)
        continue
    known = {s for c in (cmd, "") for spellings, _ in table[c] for s in spellings}
    for spellings, _ in table[cmd]:
        if not any(re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(s), text) for s in spellings):
            failures.append("hsgen help %s does not name %s" % (cmd, " or ".join(spellings)))
    for word in set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", text)):
        if word not in known:
            failures.append("hsgen help %s names %s, which the table does not have" % (cmd, word))

# The man page: a section per command naming every spelling; the synopsis every command.
page = open(os.path.join(SRC, "docs", "man", "man1", "hsgen.1")).read().replace("\\-", "-")
sections = {}
for m in re.finditer(r'^\.SS "?([^"\n]+)"?\n(.*?)(?=^\.S[SH] |\Z)', page, re.S | re.M):
    sections[m.group(1).strip()] = m.group(2)
synopsis = page[page.index(".SH SYNOPSIS"):page.index(".SH DESCRIPTION")]
for cmd in order:
    if not re.search(r"^\.B hsgen %s\b" % re.escape(cmd), synopsis, re.M):
        failures.append("hsgen(1): the synopsis lacks %s" % cmd)
    body = sections.get(cmd)
    if body is None:
        failures.append("hsgen(1): no section .SS %s" % cmd)
        continue
    for spellings, _ in table[cmd]:
        for s in spellings:
            if not re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(s), body):
                failures.append("hsgen(1): section %s does not name %s" % (cmd, s))
glob_body = sections.get("global options", "")
for spellings, _ in table[""]:
    for s in spellings:
        if not re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(s), glob_body):
            failures.append("hsgen(1): the global options do not name %s" % s)

# The completions, run by their shells with this hsgen first on PATH.
bindir = tempfile.mkdtemp(prefix="hsgen-cli-consistency-")
os.symlink(HSGEN, os.path.join(bindir, "hsgen"))
env = dict(os.environ, PATH=bindir + os.pathsep + os.environ.get("PATH", ""))
comp = os.path.join(SRC, "scripts", "completion")


def expected(words):
    """What completing after `hsgen WORDS...` must offer (a set)."""
    if not words:
        return set(order)
    if words == ["-"]:
        return {s for sp, _ in table[""] for s in sp if s.startswith("--")}
    cmd = words[0]
    if words[-1] == "--":
        return {s for sp, _ in table[cmd] for s in sp if s.startswith("--")}
    return set()


cases = [[]] + [["-"]] + [[c, "--"] for c in order if table[c]]
value_case = (["generate", "addi", "--hdl", ""], {"vhdl", "verilog"})

BASH = """
. "$1"
shift
COMP_WORDS=(hsgen "$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=()
_hsgen
printf '%s\\n' "${COMPREPLY[@]}"
"""
ZSH = """
compadd() { while [[ $1 != -- ]]; do shift; done; shift; print -rl -- "$@"; }
_files() { :; }
f=$1; shift
words=(hsgen "$@"); CURRENT=${#words}; PREFIX=$words[CURRENT]
source $f >/dev/null
_hsgen
"""
shells = [("bash", ["bash", "-c", BASH, "bash", os.path.join(comp, "hsgen.bash")])]
if shutil.which("zsh"):
    shells.append(("zsh", ["zsh", "-f", "-c", ZSH, "zsh", os.path.join(comp, "_hsgen")]))
else:
    print("zsh is not installed: its completion not run (scripts/setup.sh installs it)")
have_fish = shutil.which("fish") is not None
if not have_fish:
    print("fish is not installed: its completion not run (scripts/setup.sh installs it)")


def offered(shell, argv, words):
    if shell == "fish":
        line = " ".join(["hsgen"] + words) if words else "hsgen "
        if words and words[-1] == "":
            line = " ".join(["hsgen"] + words[:-1]) + " "
        r = subprocess.run(["fish", "-c", "source %s; complete -C %s" % (
            os.path.join(comp, "hsgen.fish"), shlex_quote(line))], capture_output=True, text=True,
            env=env)
        return {ln.split("\t")[0] for ln in r.stdout.splitlines()}
    r = subprocess.run(argv + (words if words else [""]), capture_output=True, text=True, env=env)
    return set(r.stdout.split())


def shlex_quote(s):
    return "'" + s.replace("'", "'\\''") + "'"


names = [n for n, _ in shells] + (["fish"] if have_fish else [])
argvs = dict(shells)
counts = {}
for shell in names:
    n = 0
    for words in cases:
        want = expected(words)
        got = offered(shell, argvs.get(shell), words if words else [])
        missing = want - got
        if missing:
            failures.append("%s completion after 'hsgen %s' lacks %s" % (
                shell, " ".join(words), " ".join(sorted(missing))))
        n += len(want)
    words, want = value_case
    got = offered(shell, argvs.get(shell), words)
    if not want <= got:
        failures.append("%s completion of --hdl offers %s" % (shell, sorted(got)))
    counts[shell] = n
shutil.rmtree(bindir, ignore_errors=True)

# Every option of the table is accepted by its parser.
UNKNOWN = re.compile(r"unknown option|bad option|unexpected argument '-|unrecognized", re.I)
for cmd in order:
    for spellings, value in table[cmd]:
        for s in spellings:
            args = [cmd, s] + (["1"] if value else [])
            r = run(args, timeout=30, stdin=subprocess.DEVNULL)
            if UNKNOWN.search(r.stderr):
                failures.append("hsgen %s refuses its own option %s: %s" % (
                    cmd, s, r.stderr.strip()[:200]))

for f in failures:
    print("FAIL:", f)
n_opts = sum(len(v) for v in table.values())
print("%d commands, %d options (%d global): help, hsgen(1), completions (%s) agree with the table"
      % (len(order), n_opts, len(table[""]),
         ", ".join("%s %d" % (k, v) for k, v in counts.items())))
sys.exit(1 if failures else 0)
