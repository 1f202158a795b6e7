"""Runs Dynamatic's own unit generators on every generator-backed entry of its three
RTL configurations, with the argument sets of dyn_config.py, and writes the port
list of each generated entity/module to reference_ports.json (committed test
data, see NOTICE). Not run by make test: it needs a checkout of
EPFL-LAP/dynamatic and Python 3.12.

    PYENV_VERSION=3.12.1 python3 make_reference.py DYNAMATIC_CHECKOUT COMMIT \
        [--only TYPE,TYPE...] [--historic TYPE=FILE ...]

--only regenerates the records of those unit types (-t) and keeps every other record
of the existing reference_ports.json. --historic TYPE=FILE runs generate_TYPE from FILE,
a generator that Dynamatic's history had and its current tree has not: the
configuration's `handshake.rigidifier` entry calls `-t rigidifier`, whose generator
was renamed to ready_remover (Dynamatic commit 1f648a5f5 "Rename rigidifier ->
ready_remover"); its last version is
experimental/tools/unit-generators/vhdl/generators/handshake/rigidifier.py at
7466330aa425cba1fa7f54f58a2e1b2b8a2d34ce. Such records say so in `generator`.
"""
import ast
import importlib.util
import json
import os
import subprocess
import sys
import shutil
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dyn_config  # noqa: E402
import hdl_ports  # noqa: E402


# Types whose Dynamatic VHDL is kept (equiv/) for the behaviour test (test_equiv.py):
# every unit both generate whose Dynamatic implementation analyses on its own (the
# floating-point and division entries need vendor cores).
EQUIV_TYPES = {"addi", "subi", "muli", "andi", "ori", "xori", "shli", "shrsi", "shrui", "maxsi",
               "maxui", "minsi", "minui", "cmpi", "extsi", "extui", "trunci", "noti", "select",
               "constant", "fork", "lazy_fork", "merge", "control_merge", "mux", "br", "cond_br",
               "buffer", "join", "top_join", "speculating_branch", "blocker", "init", "ndwire",
               "non_spec", "spec_commit", "source", "sink", "load", "store", "valid_merger",
               "ready_remover", "spec_save_commit", "speculator", "rigidifier", "absi", "negf",
               "absf", "extf", "truncf", "divsi", "divui", "remsi", "sitofp", "uitofp",
               "fptosi", "ii_monitor", "ram", "mem_to_bram",
               "mem_controller", "sharing_wrapper"}
EQUIV_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "equiv")


def run_historic(path, argv, out):
    """Runs generate_TYPE from a generator file of Dynamatic's history the way
    vhdl-unit-generator.py runs its own: -p values read with ast.literal_eval, the
    same header line. Returns a CompletedProcess-like record."""
    spec = importlib.util.spec_from_file_location("historic", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    name, t = argv[argv.index("-n") + 1], argv[argv.index("-t") + 1]
    params = {}
    for w in argv[argv.index("-p") + 1:]:
        k, v = w.split("=")
        params[k.strip()] = ast.literal_eval(v.strip())
    with open(out, "w") as f:
        print("-- %s : %s(%s)\n\n" % (name, t, params) + getattr(mod, "generate_" + t)(name, params),
              file=f)
    return subprocess.CompletedProcess(argv, 0, "", "")


def main():
    args = sys.argv[1:]
    only, historic = None, {}
    while "--only" in args:
        i = args.index("--only")
        only = set(args[i + 1].split(","))
        del args[i:i + 2]
    while "--historic" in args:
        i = args.index("--historic")
        t, f = args[i + 1].split("=", 1)
        historic[t] = os.path.abspath(f)
        del args[i:i + 2]
    root = os.path.abspath(args[0])
    data = os.path.join(root, "data")
    out = []
    os.makedirs(EQUIV_DIR, exist_ok=True)
    shutil.copy(os.path.join(root, "data", "vhdl", "support", "types.vhd"), EQUIV_DIR)
    rev = args[1] if len(args) > 1 else "unknown"
    here = os.path.dirname(os.path.abspath(__file__))
    old = {}
    if only is not None:
        with open(os.path.join(here, "reference_ports.json")) as f:
            prev = json.load(f)
        rev = prev["dynamatic_commit"]
        old = {(r["config"], r["index"], r["set"]): r for r in prev["cases"]}
    with tempfile.TemporaryDirectory() as tmp:
        for cfg, i, e, k, s in dyn_config.cases(data):
            mod = dyn_config.module_name(cfg, i, k)
            t = e["generator"].split(" -t ")[1].split()[0]
            if only is not None and t not in only:
                out.append(old[(cfg, i, k)])
                continue
            script = e["generator"].split()[1].replace("$DYNAMATIC", root)
            argv = dyn_config.command(e, s, [sys.executable, script], tmp, mod)
            rec = {"config": cfg, "index": i, "name": e["name"], "set": k, "subst": s,
                   "module": mod}
            if t in historic:
                rec["generator"] = "Dynamatic's history: " + os.path.basename(historic[t])
                r = run_historic(historic[t], argv, os.path.join(tmp, mod + ".vhd"))
            else:
                r = subprocess.run(argv, capture_output=True, text=True, timeout=120)
            path = os.path.join(tmp, mod + (".v" if dyn_config.is_verilog(e) else ".vhd"))
            if (r.returncode == 0 and os.path.exists(path) and cfg == "rtl-config-vhdl.json"
                    and e["generator"].split(" -t ")[1].split()[0] in EQUIV_TYPES):
                shutil.copy(path, os.path.join(EQUIV_DIR, mod + ".vhd"))
            if r.returncode != 0 or not os.path.exists(path):
                rec["error"] = (r.stderr.strip().splitlines() or ["exit %d" % r.returncode])[-1]
            else:
                with open(path) as f:
                    text = f.read()
                try:
                    ports = (hdl_ports.verilog_ports(text, mod) if dyn_config.is_verilog(e)
                             else hdl_ports.vhdl_ports(text, mod))
                    rec["ports"] = {n: [d, list(sh)] for n, (d, sh) in sorted(ports.items())}
                except ValueError as ex:
                    rec["error"] = "ports unreadable: %s" % ex
            out.append(rec)
            print("%-30s %-24s %s" % (cfg, mod, rec.get("error", "%d ports" % len(
                rec.get("ports", {})))))
    with open(os.path.join(here, "reference_ports.json"), "w") as f:
        json.dump({"dynamatic_commit": rev, "cases": out}, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
