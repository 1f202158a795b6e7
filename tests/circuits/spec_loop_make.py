"""Writes spec_loop.json (usage: spec_loop_make.py [OUT]): the speculative loop netlist."""
import sys
import json
S='[spec: i1]'
def ch(w): return f"!handshake.channel<i{w}, {S}>" if w else f"!handshake.control<{S}>"
def plain(w): return f"!handshake.channel<i{w}>" if w else "!handshake.control"
units=[]; chans=[]
def U(name, unit, **params):
    d={"name":name,"unit":"handshake."+unit}
    if params: d["params"]=params
    units.append(d)
def C(a,b,t): chans.append({"from":a,"to":b,"type":t})
N=100
# entry: x and start gain spec = 0
U("nsx","non_spec"); U("nss","non_spec")
C("x","nsx.dataIn",plain(32)); C("start","nss.dataIn",plain(0))
C("nsx.dataOut","mx.ins[0]",ch(32)); C("nss.dataOut","cm.ins[0]",ch(0))
U("cm","control_merge"); U("mx","mux")
C("cm.index","mx.index",ch(1))
U("fc","fork")  # control of the iteration: trigger, control loop, constants
C("cm.outs","fc.ins",ch(0))
C("fc.outs[0]","spec.trigger",ch(0))
C("fc.outs[2]","one.ctrl",ch(0))
C("fc.outs[3]","bound.ctrl",ch(0))
U("one","constant",value=1); U("bound","constant",value=N)
U("add","addi",latency=2)
C("mx.outs","add.lhs",ch(32)); C("one.outs","add.rhs",ch(32))
U("fw","fork")
C("add.result","fw.ins",ch(32))
U("cmp","cmpi",predicate="ult")
C("fw.outs[0]","cmp.lhs",ch(32)); C("bound.outs","cmp.rhs",ch(32))
C("cmp.result","spec.ins",ch(1))
U("spec","speculator",fifo_depth=4)
# volatile outputs: a transparent buffer right after outs and ctrl_issue; ready-breaking slots on
# ctrl_history and ctrl_commit (the lazy forks inside tie their readies to the other outputs')
U("b_out","buffer",num_slots=1,buffer_type="ONE_SLOT_BREAK_R")
U("b_iss","buffer",num_slots=1,buffer_type="ONE_SLOT_BREAK_R")
U("b_his","buffer",num_slots=1,buffer_type="ONE_SLOT_BREAK_R")
U("b_com","buffer",num_slots=1,buffer_type="ONE_SLOT_BREAK_R")
C("spec.outs","b_out.ins",ch(1)); C("spec.ctrl_issue","b_iss.ins",plain(2)); C("spec.ctrl_history","b_his.ins",plain(2))
U("sc","spec_save_commit",fifo_depth=4)
# the snapshot: every input of the branches but the predicted condition is saved
U("sc_c","spec_save_commit",fifo_depth=4)
U("f_iss","fork"); U("f_his","fork")
C("b_iss.outs","f_iss.ins",plain(2)); C("b_his.outs","f_his.ins",plain(2))
C("fw.outs[1]","sc.ins",ch(32)); C("f_iss.outs[0]","sc.ctrl_issue",plain(2)); C("f_his.outs[0]","sc.ctrl_history",plain(2))
C("fc.outs[1]","sc_c.ins",ch(0)); C("f_iss.outs[1]","sc_c.ctrl_issue",plain(2)); C("f_his.outs[1]","sc_c.ctrl_history",plain(2))
C("sc_c.outs","cbr_c.data",ch(0))
U("fcond","fork")
C("b_out.outs","fcond.ins",ch(1))
C("fcond.outs[0]","cbr_d.condition",ch(1)); C("fcond.outs[1]","cbr_c.condition",ch(1))
C("fcond.outs[2]","sb.data",ch(1)); C("fcond.outs[3]","sb.spec_tag_data",ch(1))
U("cbr_d","cond_br"); U("cbr_c","cond_br")
C("sc.outs","cbr_d.data",ch(32))
U("back_d","buffer",num_slots=1,buffer_type="ONE_SLOT_BREAK_DV")
U("back_c","buffer",num_slots=1,buffer_type="ONE_SLOT_BREAK_DV")
C("cbr_d.trueOut","back_d.ins",ch(32)); C("back_d.outs","mx.ins[1]",ch(32))
C("cbr_c.trueOut","back_c.ins",ch(0)); C("back_c.outs","cm.ins[1]",ch(0))
# commit control: predictions only (speculating_branch on the spec bit), routed by the predicted value
U("sb","speculating_branch"); U("sink_ns","sink")
C("sb.falseOut","sink_ns.ins",plain(1))
U("route","cond_br"); U("sink_rt","sink"); U("fcc","fork")
C("sb.trueOut","route.condition",plain(1)); C("spec.ctrl_commit","b_com.ins",plain(1)); C("b_com.outs","route.data",plain(1))
C("route.trueOut","sink_rt.ins",plain(1)); C("route.falseOut","fcc.ins",plain(1))
U("cm_d","spec_commit"); U("cm_c","spec_commit")
C("cbr_d.falseOut","cm_d.ins",ch(32)); C("fcc.outs[0]","cm_d.ctrl",plain(1))
C("cbr_c.falseOut","cm_c.ins",ch(0)); C("fcc.outs[1]","cm_c.ctrl",plain(1))
C("cm_d.outs","result",plain(32)); C("cm_c.outs","done",plain(0))
net={"name":"spec_loop","comment":"A do-while loop (w = v + 1 while w < 100, a speculative region as Dynamatic builds it) whose condition is predicted by a speculator: non_spec at the entries, save-commits on the loop value and the loop control (the snapshot), commits on the exits, the commit control routed to the exit path by the predicted value (speculating_branch keeps predictions only). Generated with speculation units from hsgen; docs/speculation.md.",
 "inputs":[{"name":"x","type":plain(32)},{"name":"start","type":plain(0)}],
 "outputs":[{"name":"result","type":plain(32)},{"name":"done","type":plain(0)}],
 "units":units,"channels":chans}
json.dump(net, open(sys.argv[1] if len(sys.argv) > 1 else "spec_loop.json", "w"), indent=1)
