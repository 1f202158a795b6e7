"""Runs Dynamatic's own unit generators on every generator-backed entry of its three
RTL configurations, with the argument sets of dyn_config.py, and writes the port
list of each generated entity/module to reference_ports.json (committed test
data, see NOTICE). Not run by make test: it needs a checkout of
EPFL-LAP/dynamatic and Python 3.12.

    PYENV_VERSION=3.12.1 python3 make_reference.py DYNAMATIC_CHECKOUT COMMIT
"""
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
               "ready_remover", "spec_save_commit", "speculator"}
EQUIV_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "equiv")


def main():
    root = os.path.abspath(sys.argv[1])
    data = os.path.join(root, "data")
    out = []
    os.makedirs(EQUIV_DIR, exist_ok=True)
    shutil.copy(os.path.join(root, "data", "vhdl", "support", "types.vhd"), EQUIV_DIR)
    rev = sys.argv[2] if len(sys.argv) > 2 else "unknown"
    with tempfile.TemporaryDirectory() as tmp:
        for cfg, i, e, k, s in dyn_config.cases(data):
            mod = dyn_config.module_name(cfg, i, k)
            script = e["generator"].split()[1].replace("$DYNAMATIC", root)
            argv = dyn_config.command(e, s, [sys.executable, script], tmp, mod)
            r = subprocess.run(argv, capture_output=True, text=True, timeout=120)
            rec = {"config": cfg, "index": i, "name": e["name"], "set": k, "subst": s,
                   "module": mod}
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
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "reference_ports.json"),
              "w") as f:
        json.dump({"dynamatic_commit": rev, "cases": out}, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
