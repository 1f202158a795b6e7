"""Writes spec_tag_loop.json (usage: spec_tag_loop_make.py TAGGED.json [OUT]) from the
loop of untagged/spec_tag_loop.json after `hsgen spec-tags`: the
speculation units get the catalog's types (two-bit issue and history commands; the
speculator's real input and trigger enter the region through non_spec, as in
Dynamatic, so they carry spec), and buffers follow the speculator's volatile outputs
(docs/speculation.md), and the commit control is routed to the exit by the predicted
value (a speculating_branch and a replica of the loop's cond_br, as Dynamatic's
speculation pass routes it; the untagged loop has it straight). hsgen circuit then generates
it with hsgen's own speculator, save-commit and commit."""
import json
import sys

net = json.load(open(sys.argv[1]))
net["comment"] = ("The predicted loop of untagged/spec_tag_loop.json after spec-tag insertion, with the "
                  "speculation units typed as hsgen's catalog and Dynamatic's generators have them: "
                  "written by spec_tag_loop_make.py")
chans = net["channels"]
units = net["units"]


def chan(frm):
    return next(c for c in chans if c["from"] == frm)


for c in chans:
    if c["from"] in ("speculator0.ctrl_issue", "speculator0.ctrl_history"):
        c["type"] = "!handshake.channel<i2>"
# the real condition and the trigger enter the region with spec = 0
for inp, port, t in (("spec_in", "ins", "!handshake.channel<i1, [spec: i1]>"),
                     ("trigger", "trigger", "!handshake.control<[spec: i1]>")):
    c = chan(inp)
    name = f"nonspec_{port}"
    units.append({"name": name, "unit": "handshake.non_spec"})
    c["to"] = f"{name}.dataIn"
    chans.append({"from": f"{name}.dataOut", "to": f"speculator0.{port}", "type": t})
# buffers after the speculator's outputs: transparent on outs and ctrl_issue, ready-breaking
# on ctrl_history and ctrl_commit
for port, btype in (("outs", "ONE_SLOT_BREAK_R"), ("ctrl_issue", "ONE_SLOT_BREAK_R"),
                    ("ctrl_history", "ONE_SLOT_BREAK_R"), ("ctrl_commit", "ONE_SLOT_BREAK_R")):
    c = chan(f"speculator0.{port}")
    name = f"buf_{port}"
    units.append({"name": name, "unit": "handshake.buffer",
                  "params": {"num_slots": 1, "buffer_type": btype}})
    chans.append({"from": f"{name}.outs", "to": c["to"], "type": c["type"]})
    c["to"] = f"{name}.ins"
# the commit control routed by the predicted value, as Dynamatic's routeCommitControl
# builds it: a speculating_branch keeps the predictions (spec 1) of the condition and drops
# resends and unpredicted conditions (spec 0); a replica of cond_br0 steered by them sends
# each prediction's commit or kill to the exit's commit (falseOut) or drops it (trueOut:
# that token went around the loop, where the save-commit resolves or drops it). Wired
# straight to the commit, a pass for a prediction that looped waits
# for a token that never reaches the commit, and the next kill stalls behind it.
c = chan("buf_outs.outs")
cond_t = c["type"]
units.append({"name": "fork_cond", "unit": "handshake.fork"})
chans.append({"from": "fork_cond.outs[0]", "to": c["to"], "type": cond_t})
c["to"] = "fork_cond.ins"
chans.append({"from": "fork_cond.outs[1]", "to": "spec_branch.data", "type": cond_t})
chans.append({"from": "fork_cond.outs[2]", "to": "spec_branch.spec_tag_data", "type": cond_t})
units.append({"name": "spec_branch", "unit": "handshake.speculating_branch"})
units.append({"name": "sink_nonspec", "unit": "handshake.sink"})
units.append({"name": "commit_route", "unit": "handshake.cond_br"})
units.append({"name": "sink_looped", "unit": "handshake.sink"})
chans.append({"from": "spec_branch.falseOut", "to": "sink_nonspec.ins",
              "type": "!handshake.channel<i1>"})
chans.append({"from": "spec_branch.trueOut", "to": "commit_route.condition",
              "type": "!handshake.channel<i1>"})
c = chan("buf_ctrl_commit.outs")
c["to"] = "commit_route.data"
chans.append({"from": "commit_route.trueOut", "to": "sink_looped.ins", "type": c["type"]})
chans.append({"from": "commit_route.falseOut", "to": "commit0.ctrl", "type": c["type"]})
# the loop's back edge holds a token
c = chan("cond_br0.trueOut")
units.append({"name": "buf_back", "unit": "handshake.buffer",
              "params": {"num_slots": 1, "buffer_type": "ONE_SLOT_BREAK_DV"}})
chans.append({"from": "buf_back.outs", "to": c["to"], "type": c["type"]})
c["to"] = "buf_back.ins"
json.dump(net, open(sys.argv[2] if len(sys.argv) > 2 else "spec_tag_loop.json", "w"), indent=1)
