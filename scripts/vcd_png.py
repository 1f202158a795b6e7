#!/usr/bin/env python3
"""Draws signals of a VCD file (as `hsgen simulate --vcd` writes it) as a waveform
PNG: one row per signal, 1-bit signals as lines, buses as labelled segments, the
clock's rising edges as a grid. Needs matplotlib (Debian: python3-matplotlib).
Made docs/images/gcd_wave.png (docs/pictures.md says how).

usage: vcd_png.py FILE.vcd OUT.png SCOPE SIGNAL...   (e.g. hsgen_tb clk a a_valid)"""
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


SCALAR = {"0": 0, "1": 1, "L": 0, "H": 1, "l": 0, "h": 1, "x": None, "X": None, "z": None,
          "Z": None, "U": None, "u": None, "W": None, "w": None, "-": None}


def read_vcd(path, scope, names):
    """{name: [(time, value)]} of the wanted signals of one scope (values as ints,
    None for x/z), and the last time."""
    ids, changes, stack, t = {}, {}, [], 0
    with open(path) as f:
        tokens = f.read().split()
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok == "$scope":
            stack.append(tokens[i + 2])
            i += 4
        elif tok == "$upscope":
            stack.pop()
            i += 2
        elif tok == "$var":
            code, ref = tokens[i + 3], tokens[i + 4]
            base = ref.split("[")[0]
            if stack == [scope] and base in names:
                ids.setdefault(code, base)
            i = tokens.index("$end", i) + 1
        elif tok.startswith("#") and tok[1:].isdigit():
            t = int(tok[1:])
            i += 1
        elif tok[0] in "bBrR":  # a vector (or real) and its code: always two tokens
            bits = tok[1:].replace("L", "0").replace("H", "1")
            if i + 1 < len(tokens) and tokens[i + 1] in ids:
                v = int(bits, 2) if bits and set(bits) <= set("01") else None
                changes.setdefault(ids[tokens[i + 1]], []).append((t, v))
            i += 2
        elif tok[0] in SCALAR and tok[1:] in ids:  # std_logic: U X Z W - unknown, L H weak
            changes.setdefault(ids[tok[1:]], []).append((t, SCALAR[tok[0]]))
            i += 1
        else:
            i += 1
    return changes, t


def main():
    vcd, out, scope, names = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    changes, end = read_vcd(vcd, scope, set(names))
    missing = [n for n in names if n not in changes]
    if missing:
        sys.exit("vcd_png: no signal %s in scope %s of %s" % (", ".join(missing), scope, vcd))
    clk = changes.get("clk", [])
    edges = [t for t, v in clk if v == 1]
    fig, ax = plt.subplots(figsize=(11, 0.45 * len(names) + 0.8))
    for row, name in enumerate(names):
        y = len(names) - 1 - row
        pts = changes[name] + [(end, changes[name][-1][1])]
        bus = any(v is not None and v > 1 for _, v in pts) or name not in ("clk", "rst") and \
            not name.endswith(("_valid", "_ready")) and name != "clk"
        for (t0, v), (t1, _) in zip(pts, pts[1:]):
            if t1 <= t0:
                continue
            if bus:
                ax.plot([t0, t1], [y + 0.1, y + 0.1], color="tab:blue", lw=1)
                ax.plot([t0, t1], [y + 0.7, y + 0.7], color="tab:blue", lw=1)
                ax.plot([t0, t0], [y + 0.1, y + 0.7], color="tab:blue", lw=1)
                if v is not None and (t1 - t0) > (end / 60):
                    ax.text((t0 + t1) / 2, y + 0.4, str(v), ha="center", va="center", fontsize=7)
            else:
                level = y + (0.7 if v else 0.1) if v is not None else y + 0.4
                ax.plot([t0, t1], [level, level], color="tab:red" if v is None else "tab:green", lw=1.2)
                nxt = [w for s, w in pts if s == t1]
                if nxt and nxt[0] is not None and v is not None and nxt[0] != v:
                    ax.plot([t1, t1], [y + 0.1, y + 0.7], color="tab:green", lw=1.2)
    for t in edges:
        ax.axvline(t, color="0.9", lw=0.6, zorder=0)
    ax.set_yticks([len(names) - 1 - r + 0.4 for r in range(len(names))])
    ax.set_yticklabels(names, fontsize=8)
    ax.set_xlim(0, end)
    ax.set_ylim(-0.2, len(names))
    ax.set_xlabel("time (fs, as the simulator writes it; grid: rising clock edges)", fontsize=8)
    ax.tick_params(axis="x", labelsize=7)
    for side in ("top", "right", "left"):
        ax.spines[side].set_visible(False)
    fig.tight_layout()
    fig.savefig(out, dpi=110)


if __name__ == "__main__":
    main()
