"""Dynamatic's RTL configurations as the export flow uses them: which entries are
backed by its Python unit generators, and the argument sets its export flow
substitutes for their $PARAMETERS (lib/Support/RTL/RTL.cpp and
lib/Conversion/HandshakeToHW/HandshakeToHW.cpp in EPFL-LAP/dynamatic decide the
values; the sets below pick representative ones, several per unit type).

Shared by make_reference.py (run once against Dynamatic's generator) and
test_ports.py (run by make test against hsgen)."""
import itertools
import json
import os
import re
import shlex

HERE = os.path.dirname(os.path.abspath(__file__))
CONFIGS = ["rtl-config-vhdl.json", "rtl-config-verilog.json", "rtl-config-verilog-beta.json"]
GEN_RE = re.compile(r"^python \$DYNAMATIC/(?:experimental/)?tools/unit-generators/(vhdl|verilog)/"
                    r"(?:vhdl|verilog)-unit-generator\.py ")

# serializeExtraSignals() writes the dict in single quotes, for the shell
NO_X = "'{}'"
SPEC = "'{\"spec\": 1}'"

BUFFERS = [("ONE_SLOT_BREAK_DV", 1), ("ONE_SLOT_BREAK_R", 1), ("ONE_SLOT_BREAK_DVR", 1),
           ("FIFO_BREAK_DV", 4), ("FIFO_BREAK_NONE", 3), ("SHIFT_REG_BREAK_DV", 3),
           ("COUNTER_BUFFER", 1)]


def load_configs(folder):
    """Every generator-backed entry of the three configurations, in file order:
    (config file, index, entry)."""
    out = []
    for cfg in CONFIGS:
        with open(os.path.join(folder, cfg)) as f:
            for i, e in enumerate(json.load(f)):
                if GEN_RE.match(e.get("generator", "")):
                    out.append((cfg, i, e))
    return out


def constraint(entry, name, key):
    for p in entry.get("parameters", []):
        if p.get("name") == name and key in p:
            return p[key]
    return None


def argsets(entry):
    """The substitutions for one entry: a list of {PARAM: text} dicts."""
    cmd = entry["generator"]
    t = re.search(r"-t (\S+)", cmd).group(1)
    used = set(re.findall(r"\$([A-Z_]+)", cmd)) - {"DYNAMATIC", "OUTPUT_DIR", "MODULE_NAME"}
    xs = [NO_X, SPEC] if "EXTRA_SIGNALS" in used else [None]
    sets = []

    def add(**kw):
        for x in xs:
            d = dict(kw)
            if x is not None:
                d["EXTRA_SIGNALS"] = x
            sets.append(d)

    fp = {"IS_DOUBLE": "False", "FPU_IMPL": "flopoco", "INTERNAL_DELAY": "0.0"}
    if t in ("addf", "subf", "mulf", "divf"):
        if "DATA_TYPE" in used:  # verilog-beta
            for ft in ("f32", "f64"):
                sets.append({"DATA_TYPE": "'!handshake.channel<%s>'" % ft})
        else:
            lat = {"addf": 9, "subf": 9, "mulf": 4, "divf": 29}[t]
            add(IS_DOUBLE="False", FPU_IMPL="flopoco", INTERNAL_DELAY="0.0", LATENCY=str(lat))
            add(IS_DOUBLE="True", FPU_IMPL="flopoco", INTERNAL_DELAY="0.0", LATENCY=str(lat + 3))
    elif t == "cmpf":
        for pred in ("oeq", "ult"):
            add(PREDICATE=pred, LATENCY="0", **fp)
        add(PREDICATE="une", LATENCY="0", **dict(fp, IS_DOUBLE="True"))
    elif t == "cmpi":
        for pred in ("slt", "eq"):
            add(PREDICATE=pred, BITWIDTH="32")
    elif t in ("extsi", "extui"):
        add(INPUT_BITWIDTH="8", OUTPUT_BITWIDTH="32")
    elif t == "trunci":
        add(INPUT_BITWIDTH="32", OUTPUT_BITWIDTH="8")
    elif t in ("extf", "truncf"):
        add()
    elif t in ("maximumf", "minimumf"):
        add(LATENCY="0")
    elif t in ("divsi", "divui", "remsi", "muli"):
        add(BITWIDTH="32", LATENCY={"muli": "4"}.get(t, "35"))
    elif t in ("sitofp", "uitofp", "fptosi"):
        add(BITWIDTH="32", LATENCY="5")
    elif t == "buffer":
        for bt, slots in BUFFERS:
            eq = constraint(entry, "BUFFER_TYPE", "eq")
            if eq and bt != eq:
                continue
            # an entry without $DV_LATENCY cannot express a counter buffer (the
            # verilog-beta configuration routes those to its COUNTER_BUFFER entry)
            if bt == "COUNTER_BUFFER" and "DV_LATENCY" not in used:
                continue
            widths = ["32", "0"]
            if constraint(entry, "DATA_TYPE", "data-eq") == 0:
                widths = ["0"]
            elif constraint(entry, "DATA_TYPE", "data-lb") == 1:
                widths = ["32"]
            for w in widths:
                d = {"BUFFER_TYPE": bt, "NUM_SLOTS": str(slots), "BITWIDTH": w}
                if "DV_LATENCY" in used:
                    # BufferOp's builder (HandshakeOps.td) resolves dvLatency per type
                    d["DV_LATENCY"] = {"ONE_SLOT_BREAK_R": "0", "FIFO_BREAK_NONE": "0",
                                       "SHIFT_REG_BREAK_DV": str(slots),
                                       "COUNTER_BUFFER": "2"}.get(bt, "1")
                if constraint(entry, "DATA_TYPE", "extra-eq") == 0:
                    sets.append(dict(d, EXTRA_SIGNALS=NO_X) if "EXTRA_SIGNALS" in used else d)
                else:
                    add(**d)
    elif t in ("fork", "lazy_fork", "merge"):
        for size in ("2", "3"):
            for w in ("32", "0"):
                add(SIZE=size, BITWIDTH=w)
    elif t in ("mux", "control_merge"):
        for size, iw in (("2", "1"), ("3", "2")):
            for w in ("32", "0"):
                add(SIZE=size, DATA_BITWIDTH=w, INDEX_BITWIDTH=iw)
    elif t in ("join", "top_join"):
        for size in ("2", "3"):
            add(SIZE=size)
    elif t in ("sink", "br", "cond_br", "ndwire", "ready_remover", "non_spec", "spec_commit",
               "init"):
        for w in ("32", "0"):
            d = {"BITWIDTH": w}
            if t == "init":
                d["INITIAL_VALUE"] = "0"
            add(**d)
    elif t == "source":
        add()
    elif t == "constant":
        add(VALUE="00000101", BITWIDTH="8")
        add(VALUE="1", BITWIDTH="1")
    elif t in ("load", "store"):
        add(ADDR_BITWIDTH="10", DATA_BITWIDTH="32")
    elif t == "mem_controller":
        for c, ld, st in (("1", "1", "1"), ("2", "2", "1"), ("0", "1", "0")):
            add(NUM_CONTROLS=c, NUM_LOADS=ld, NUM_STORES=st, ADDR_BITWIDTH="10",
                DATA_BITWIDTH="32")
    elif t == "mem_to_bram":
        if "DATA_WIDTH" in used:
            add(DATA_WIDTH="32", ADDR_WIDTH="10")
        else:
            add(DATA_BITWIDTH="32", ADDR_BITWIDTH="10")
    elif t == "ram":
        add(DATA_WIDTH="32", ADDR_WIDTH="4", SIZE="16", INITIAL_VALUES="1,2,3")
    elif t in ("speculator", "spec_save_commit"):
        for w in ("32", "0"):
            add(FIFO_DEPTH="16", BITWIDTH=w)
    elif t == "speculating_branch":
        add(SPEC_TAG_BITWIDTH="1", DATA_BITWIDTH="32")
        add(SPEC_TAG_BITWIDTH="0", DATA_BITWIDTH="0")
    elif t == "valid_merger":
        add(LEFT_BITWIDTH="32", RIGHT_BITWIDTH="0")
        add(LEFT_BITWIDTH="0", RIGHT_BITWIDTH="8")
    elif t == "blocker":
        for w in ("32", "0"):
            add(SIZE="2", BITWIDTH=w)
    elif t == "sharing_wrapper":
        add(BITWIDTH="32", NUM_SHARED_OPERANDS="2", LATENCY="3", CREDITS="2 2")
        add(BITWIDTH="32", NUM_SHARED_OPERANDS="2", LATENCY="4", CREDITS="1 2 3")
    elif t == "rigidifier":
        for w in ("32", "0"):
            add(BITWIDTH=w)
    elif t == "ii_monitor":
        # RTL.cpp serializes one list entry per observed select channel
        add(LOOP_DEPTH="1", LOOP_MAX_DEPTH="1", INIT_SELECTS="[0]", SEL_BITWIDTHS="'[1]'",
            SEL_EXTRA_SIGNALS="'[{}]'")
        add(LOOP_DEPTH="1", LOOP_MAX_DEPTH="2", INIT_SELECTS="[1]", SEL_BITWIDTHS="'[1, 1]'",
            SEL_EXTRA_SIGNALS="'[{}, {}]'")
        add(LOOP_DEPTH="2", LOOP_MAX_DEPTH="3", INIT_SELECTS="[0, 2]",
            SEL_BITWIDTHS="'[2, 2, 2]'",
            SEL_EXTRA_SIGNALS="'[{\"spec\": 1}, {\"spec\": 1}, {\"spec\": 1}]'")
    else:
        # the remaining types take a data width only (arithmetic, logic, shifts, absf...)
        add(BITWIDTH="32")
    return sets or [{}]


def command(entry, subst, generator, outdir, module):
    """The entry's generator command with $PARAMETERS substituted as the export
    flow does (plain text replacement, longest names first), its interpreter and
    script replaced by `generator` (a list of words), split as a shell would."""
    cmd = entry["generator"]
    allp = dict(subst, OUTPUT_DIR=outdir, MODULE_NAME=module)
    for k in sorted(allp, key=len, reverse=True):
        cmd = cmd.replace("$" + k, allp[k])
    words = shlex.split(cmd)
    # words[0] = python, words[1] = the script: replace both
    return list(generator) + words[2:]


def cases(folder):
    """Every (config, index, entry, argset number, substitution)."""
    for cfg, i, e in load_configs(folder):
        for k, s in enumerate(argsets(e)):
            yield cfg, i, e, k, s


def module_name(cfg, i, k):
    tag = {"rtl-config-vhdl.json": "v", "rtl-config-verilog.json": "g",
           "rtl-config-verilog-beta.json": "b"}[cfg]
    return "dyn_%s%d_%d" % (tag, i, k)


def is_verilog(entry):
    return "verilog-unit-generator" in entry["generator"]


__all__ = ["load_configs", "argsets", "command", "cases", "module_name", "is_verilog",
           "itertools"]
