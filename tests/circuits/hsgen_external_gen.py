#!/usr/bin/env python3
"""An external generator that makes a real unit: it asks hsgen itself (in process,
its default configuration, where the unit is its own) for unit.generate of the
request it is given, and writes that text to OUTPUT after a first line naming this
script, so a test can tell its text from hsgen's own generation and from a stub.
The request ({"unit", "ports": {P: {direction, type}}, "params"}) becomes
unit.generate's params (ports by type text) with the entity NAME and the HDL.
Usage: hsgen_external_gen.py HSGEN NAME HDL OUTPUT PARAMS_JSON"""
import json
import subprocess
import sys

hsgen, name, hdl, out, req = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], json.loads(sys.argv[5])
params = {"unit": req["unit"], "name": name, "hdl": hdl,
          "ports": {p: d["type"] for p, d in req["ports"].items()}}
if req.get("params"):
    params["params"] = req["params"]
answer = subprocess.run([hsgen, "--local", "rpc", "unit.generate", json.dumps(params)],
                        check=True, capture_output=True, text=True).stdout
files = json.loads(answer)["files"]
if len(files) != 1:
    sys.exit("hsgen_external_gen.py: %s: %d files, expected one" % (req["unit"], len(files)))
with open(out, "w") as f:
    f.write(("-- " if hdl == "vhdl" else "// ") + "made by hsgen_external_gen.py for %s\n" % req["unit"])
    f.write(files[0]["content"])
