/* The catalog's rules: for every unit, requests that pass and, for each clause of
 * its rule, a request that breaks it, with the error kind and the port it names.
 * The configuration is the embedded default (spec: or) plus tag: first; the
 * signal `nopol` deliberately has no merge policy. */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "check_main.h"
#include "hs_gen.h"
#include "catalog_families.h"
#include "hs_unit.h"
#include "rule_req.h"

#define C32 "channel<i32>"
#define S32 "channel<i32, [spec: i1]>"
#define S1 "channel<i1, [spec: i1]>"
#define ST32 "channel<i32, [spec: i1, tag: i8]>"
#define U32 "channel<i32, [up: (U) i2]>"

typedef struct {
    const char *unit;
    const char *req;
    int code;         /* 0: accepted */
    const char *port; /* port named by the error, or NULL */
    const char *text; /* substring the message must contain, or NULL */
} rule_case;

static const rule_case cases[] = {
    /* ---- arithmetic: all three ports the same type ---- */
    {"handshake.addi", "P:lhs=" S32 "|P:rhs=" S32 "|P:result=" S32, 0, NULL, NULL},
    {"handshake.addi", "p:bitwidth=32|x:spec: i1", 0, NULL, NULL},
    {"addi", "P:lhs=" C32 "|P:rhs=" C32 "|P:result=" C32, 0, NULL, NULL},
    /* rhs lacks the spec that lhs carries */
    {"handshake.addi", "P:lhs=" S32 "|P:rhs=" C32 "|P:result=" S32, HS_E_RULE, "rhs",
     "port rhs lacks extra signal 'spec: i1' that lhs carries"},
    {"handshake.addi", "P:lhs=" S32 "|P:rhs=" S32 "|P:result=" C32, HS_E_RULE, "result", "spec"},
    {"handshake.addi", "P:lhs=" C32 "|P:rhs=channel<i16>|P:result=" C32, HS_E_RULE, "rhs",
     "has data i16, expected i32"},
    {"handshake.addi", "P:lhs=" C32 "|P:rhs=" C32 "|P:result=control", HS_E_RULE, "result",
     "must be a channel"},
    {"handshake.addi", "P:lhs=channel<i0>|P:rhs=channel<i0>|P:result=channel<i0>", HS_E_RULE, "lhs",
     "i0 is rejected"},
    {"handshake.addi", "P:lhs=" C32 "|P:rhs=" C32, HS_E_PORT, "result", "missing port result"},
    {"handshake.addi", "P:lhs=" C32 "|P:rhs=" C32 "|P:result=" C32 "|P:carry=" C32, HS_E_PORT,
     "carry", "has no port"},
    {"handshake.addi", "P:lhs=" C32 "|P:rhs=" C32 "|P:result=" C32 "|p:bitwidth=16", HS_E_PARAM,
     "lhs", "contradicts port lhs"},
    {"handshake.addi", "p:bitwidth=32|p:latency=65", HS_E_LIMIT, NULL, "latency"},
    {"handshake.addi", "p:bitwidth=32|p:width=3", HS_E_PARAM, NULL, "no parameter 'width'"},
    {"handshake.addi", "x:spec: i1", HS_E_PARAM, NULL, "missing parameter bitwidth"},
    {"handshake.addi", "p:bitwidth=4097", HS_E_LIMIT, NULL, "out of range"},
    {"handshake.addi", "p:bitwidth=9223372036854775807", HS_E_LIMIT, NULL, "out of range"},
    {"handshake.addi", "p:bitwidth=9223372036854775808", HS_E_PARAM, NULL, "must be an integer"},
    {"handshake.addi", "p:bitwidth=-9223372036854775808", HS_E_PARAM, NULL, "out of range"},
    {"handshake.addi", "p:bitwidth=-9223372036854775809", HS_E_PARAM, NULL, "must be an integer"},
    {"handshake.addi", "p:bitwidth=99999999999999999999", HS_E_PARAM, NULL, "must be an integer"},
    {"handshake.addi", "p:bitwidth=+32", 0, NULL, NULL},
    {"handshake.addi", "p:bitwidth=32x", HS_E_PARAM, NULL, "must be an integer"},
    {"handshake.constant", "p:bitwidth=64|p:value=-9223372036854775808", 0, NULL, NULL},
    {"handshake.constant", "p:bitwidth=64|p:value=9223372036854775807", 0, NULL, NULL},
    {"handshake.addi", "p:bitwidth=abc", HS_E_PARAM, NULL, "must be an integer"},
    {"handshake.addi", "p:bitwidth=8|x:nopol: i2", HS_E_POLICY, NULL, "signals.nopol.merge"},
    {"handshake.addi", "p:bitwidth=8|x:tag: i8|x:spec: i1", 0, NULL, NULL},
    {"handshake.addi", "P:lhs=" S32 "|P:rhs=" S32 "|P:result=" S32 "|x:spec: i1", HS_E_PARAM, NULL,
     "either ports or extra_signals"},
    {"handshake.addi", "P:lhs=" S32 "|P:rhs=channel<i32, [spec i1]>|P:result=" S32, HS_E_PARSE,
     "rhs", "column 20"},
    {"handshake.subi", "p:bitwidth=8|p:latency=3|x:spec: i1", 0, NULL, NULL},
    {"handshake.muli", "P:lhs=" U32 "|P:rhs=" U32 "|P:result=" U32, 0, NULL, NULL},
    {"handshake.andi", "p:bitwidth=1", 0, NULL, NULL},
    {"handshake.ori", "p:bitwidth=1", 0, NULL, NULL},
    {"handshake.xori", "p:bitwidth=1", 0, NULL, NULL},
    {"handshake.shli", "p:bitwidth=8", 0, NULL, NULL},
    {"handshake.shrsi", "p:bitwidth=8", 0, NULL, NULL},
    {"handshake.shrui", "p:bitwidth=8", 0, NULL, NULL},
    {"handshake.maxsi", "p:bitwidth=8", 0, NULL, NULL},
    {"handshake.maxui", "p:bitwidth=8", 0, NULL, NULL},
    {"handshake.minsi", "p:bitwidth=8", 0, NULL, NULL},
    {"handshake.minui", "p:bitwidth=8", 0, NULL, NULL},
    {"handshake.minui", "P:lhs=" U32 "|P:rhs=" C32 "|P:result=" U32, HS_E_RULE, "rhs",
     "lacks extra signal 'up: (U) i2'"},

    /* ---- cmpi: lhs/rhs same type, result i1, same extras on all ---- */
    {"handshake.cmpi", "P:lhs=" S32 "|P:rhs=" S32 "|P:result=" S1 "|p:predicate=slt", 0, NULL,
     NULL},
    {"handshake.cmpi", "p:bitwidth=32|p:predicate=uge|x:spec: i1", 0, NULL, NULL},
    {"handshake.cmpi", "P:lhs=" S32 "|P:rhs=" S32 "|P:result=" S32 "|p:predicate=eq", HS_E_RULE,
     "result", "has data i32, expected i1"},
    {"handshake.cmpi", "P:lhs=" S32 "|P:rhs=channel<i8, [spec: i1]>|P:result=" S1 "|p:predicate=eq",
     HS_E_RULE, "rhs", "has data i8"},
    {"handshake.cmpi", "P:lhs=" S32 "|P:rhs=" S32 "|P:result=channel<i1>|p:predicate=eq", HS_E_RULE,
     "result", "lacks extra signal 'spec: i1'"},
    {"handshake.cmpi", "p:bitwidth=32|p:predicate=lt", HS_E_PARAM, NULL, "must be one of"},
    {"handshake.cmpi", "p:bitwidth=32", HS_E_PARAM, NULL, "missing parameter predicate"},

    /* ---- extsi / extui / trunci ---- */
    {"handshake.extsi", "P:ins=channel<i8, [spec: i1]>|P:outs=" S32, 0, NULL, NULL},
    {"handshake.extui", "p:input_bitwidth=1|p:output_bitwidth=8", 0, NULL, NULL},
    {"handshake.extsi", "P:ins=" S32 "|P:outs=channel<i8, [spec: i1]>", HS_E_RULE, NULL,
     "must be wider"},
    {"handshake.extui", "P:ins=channel<i8>|P:outs=" S32, HS_E_RULE, "outs",
     "carries extra signal 'spec: i1' that it must not"},
    {"handshake.trunci", "P:ins=" S32 "|P:outs=channel<i8, [spec: i1]>", 0, NULL, NULL},
    {"handshake.trunci", "p:input_bitwidth=8|p:output_bitwidth=8", HS_E_RULE, NULL,
     "must be narrower"},
    {"handshake.trunci", "P:ins=" S32 "|P:outs=channel<i8>", HS_E_RULE, "outs", "lacks"},

    /* ---- noti ---- */
    {"handshake.noti", "P:ins=" ST32 "|P:outs=" ST32, 0, NULL, NULL},
    {"handshake.noti", "P:ins=" ST32 "|P:outs=" S32, HS_E_RULE, "outs", "tag: i8"},

    /* ---- select ---- */
    {"handshake.select",
     "P:condition=" S1 "|P:trueValue=" S32 "|P:falseValue=" S32 "|P:result=" S32, 0, NULL, NULL},
    {"handshake.select",
     "P:condition=channel<i2, [spec: i1]>|P:trueValue=" S32 "|P:falseValue=" S32 "|P:result=" S32,
     HS_E_RULE, "condition", "has data i2, expected i1"},
    {"handshake.select",
     "P:condition=channel<i1>|P:trueValue=" S32 "|P:falseValue=" S32 "|P:result=" S32, HS_E_RULE,
     "condition", "lacks extra signal 'spec: i1'"},
    {"handshake.select",
     "P:condition=" S1 "|P:trueValue=" S32 "|P:falseValue=channel<i16, [spec: i1]>|P:result=" S32,
     HS_E_RULE, "falseValue", "has data i16"},

    /* ---- constant: extras forwarded from ctrl ---- */
    {"handshake.constant", "P:ctrl=control<[spec: i1]>|P:outs=" S32 "|p:value=7", 0, NULL, NULL},
    {"handshake.constant", "p:bitwidth=8|p:value=-128|x:spec: i1", 0, NULL, NULL},
    {"handshake.constant", "P:ctrl=control<[spec: i1]>|P:outs=" C32 "|p:value=7", HS_E_RULE, "outs",
     "lacks extra signal 'spec: i1' that ctrl carries"},
    {"handshake.constant", "P:ctrl=control|P:outs=" S32 "|p:value=7", HS_E_RULE, "outs",
     "carries extra signal 'spec: i1' that it must not"},
    {"handshake.constant", "p:bitwidth=8|p:value=256", HS_E_PARAM, NULL, "does not fit"},
    {"handshake.constant", "P:ctrl=" C32 "|P:outs=" C32 "|p:value=1", HS_E_RULE, "ctrl",
     "must be a control"},

    /* ---- source / sink ---- */
    {"handshake.source", "P:outs=control<[spec: i1]>", 0, NULL, NULL},
    {"handshake.source", "x:spec: i1", 0, NULL, NULL},
    {"handshake.source", "P:outs=" C32, HS_E_RULE, "outs", "must be a control"},
    {"handshake.sink", "P:ins=" ST32, 0, NULL, NULL},
    {"handshake.sink", "P:ins=control<[spec: i1]>", 0, NULL, NULL},
    {"handshake.sink", "P:ins=i32", HS_E_RULE, "ins", "must be a channel or a control"},

    /* ---- fork / lazy_fork ---- */
    {"handshake.fork", "P:ins=" S32 "|P:outs[0]=" S32 "|P:outs[1]=" S32 "|P:outs[2]=" S32, 0, NULL,
     NULL},
    {"handshake.fork", "p:size=3|p:bitwidth=0|x:spec: i1", 0, NULL, NULL},
    {"handshake.fork", "P:ins=" S32 "|P:outs[0]=" S32 "|P:outs[1]=" C32, HS_E_RULE, "outs[1]",
     "lacks extra signal 'spec: i1' that ins carries"},
    {"handshake.fork", "P:ins=" S32 "|P:outs[0]=" S32 "|P:outs[2]=" S32, HS_E_PORT, "outs[1]",
     "missing port outs[1]"},
    {"handshake.fork", "P:ins=" S32 "|P:outs=" S32, HS_E_PORT, "outs", "needs an index"},
    {"handshake.fork", "p:size=2|p:bitwidth=8|x:nopol: (U) i2", HS_E_POLICY, NULL,
     "has 2 outputs carrying it"},
    {"handshake.fork", "p:size=1|p:bitwidth=8|x:nopol: (U) i2", 0, NULL, NULL},
    {"handshake.fork", "p:size=1025|p:bitwidth=8", HS_E_LIMIT, NULL, "size"},
    {"handshake.lazy_fork", "P:ins=control|P:outs[0]=control|P:outs[1]=control", 0, NULL, NULL},
    {"handshake.lazy_fork", "P:ins=control|P:outs[0]=control|P:outs[1]=" C32, HS_E_RULE, "outs[1]",
     "is a channel, expected a control"},

    /* ---- join ---- */
    {"handshake.join",
     "P:ins[0]=control<[spec: i1]>|P:ins[1]=control<[spec: i1]>|P:outs="
     "control<[spec: i1]>",
     0, NULL, NULL},
    {"handshake.join", "P:ins[0]=" C32 "|P:ins[1]=control|P:outs=control", HS_E_RULE, "ins[0]",
     "must be a control"},
    {"handshake.join",
     "P:ins[0]=control<[spec: i1]>|P:ins[1]=control<[spec: i1]>|P:outs="
     "control",
     HS_E_RULE, "outs", "carries"},
    {"handshake.join", "p:size=2|x:nopol: i1", HS_E_POLICY, NULL, "joins 2 inputs"},

    /* ---- merge ---- */
    {"handshake.merge", "P:ins[0]=" S32 "|P:ins[1]=" S32 "|P:outs=" S32, 0, NULL, NULL},
    {"handshake.merge", "p:size=3|p:bitwidth=8|x:nopol: i1", 0, NULL, NULL},
    {"handshake.merge", "P:ins[0]=" S32 "|P:ins[1]=channel<i8, [spec: i1]>|P:outs=" S32, HS_E_RULE,
     "ins[1]", "has data i8"},

    /* ---- control_merge: selector note ---- */
    {"handshake.control_merge",
     "P:ins[0]=control|P:ins[1]=control|P:outs=control|P:index="
     "channel<i1>",
     0, NULL, NULL},
    {"handshake.control_merge", "P:ins[0]=" S32 "|P:ins[1]=" S32 "|P:outs=" S32 "|P:index=" S1, 0,
     NULL, NULL},
    {"handshake.control_merge",
     "P:ins[0]=" S32 "|P:ins[1]=" S32 "|P:outs=" S32 "|P:index=channel<i1, [tag: i8]>", HS_E_RULE,
     "index", NULL},
    {"handshake.control_merge",
     "P:ins[0]=" C32 "|P:ins[1]=" C32 "|P:ins[2]=" C32 "|P:outs=" C32 "|P:index=channel<i1>",
     HS_E_RULE, NULL, "must be wide enough"},
    {"handshake.control_merge",
     "P:ins[0]=" C32 "|P:ins[1]=" S32 "|P:outs=" C32 "|P:index=channel<i1>", HS_E_RULE, "ins[1]",
     "carries"},

    /* ---- mux: simple selector and selector carrying the data's signals ---- */
    {"handshake.mux", "P:index=channel<i1>|P:ins[0]=" S32 "|P:ins[1]=" S32 "|P:outs=" S32, 0, NULL,
     NULL},
    {"handshake.mux", "P:index=" S1 "|P:ins[0]=" S32 "|P:ins[1]=" S32 "|P:outs=" S32, 0, NULL,
     NULL},
    {"handshake.mux", "p:size=5|p:bitwidth=8|p:index_bitwidth=3|x:spec: i1", 0, NULL, NULL},
    {"handshake.mux", "p:size=5|p:bitwidth=8|p:index_bitwidth=2", HS_E_RULE, NULL, "at least i3"},
    {"handshake.mux", "P:index=channel<i1>|P:ins[0]=" S32 "|P:ins[1]=" C32 "|P:outs=" S32,
     HS_E_RULE, "ins[1]", "lacks extra signal 'spec: i1' that ins[0] carries"},
    {"handshake.mux",
     "P:index=channel<i1, [tag: i8]>|P:ins[0]=" S32 "|P:ins[1]=" S32 "|P:outs=" S32, HS_E_RULE,
     "index", NULL},
    /* a selector that carries a signal without policy makes the mux merge it */
    {"handshake.mux",
     "P:index=channel<i1, [nopol: i1]>|P:ins[0]=channel<i8, [nopol: i1]>|P:ins[1]"
     "=channel<i8, [nopol: i1]>|P:outs=channel<i8, [nopol: i1]>",
     HS_E_POLICY, NULL, "signals.nopol.merge"},
    {"handshake.mux",
     "P:index=channel<i1>|P:ins[0]=channel<i8, [nopol: i1]>|P:ins[1]"
     "=channel<i8, [nopol: i1]>|P:outs=channel<i8, [nopol: i1]>",
     0, NULL, NULL},

    /* ---- br / cond_br ---- */
    {"handshake.br", "P:ins=" ST32 "|P:outs=" ST32, 0, NULL, NULL},
    {"handshake.br", "P:ins=" ST32 "|P:outs=" S32, HS_E_RULE, "outs", NULL},
    {"handshake.cond_br", "P:condition=" S1 "|P:data=" S32 "|P:trueOut=" S32 "|P:falseOut=" S32, 0,
     NULL, NULL},
    {"handshake.cond_br", "p:bitwidth=0|x:spec: i1", 0, NULL, NULL},
    {"handshake.cond_br",
     "P:condition=channel<i8, [spec: i1]>|P:data=" S32 "|P:trueOut=" S32 "|P:falseOut=" S32,
     HS_E_RULE, "condition", "has data i8, expected i1"},
    {"handshake.cond_br", "P:condition=" S1 "|P:data=" S32 "|P:trueOut=" S32 "|P:falseOut=" C32,
     HS_E_RULE, "falseOut", "lacks"},
    {"handshake.cond_br", "p:bitwidth=8|x:nopol: (U) i1", HS_E_POLICY, NULL, "2 outputs"},

    /* ---- buffer ---- */
    {"handshake.buffer", "P:ins=" S32 "|P:outs=" S32 "|p:num_slots=4|p:buffer_type=FIFO_BREAK_DV",
     0, NULL, NULL},
    {"handshake.buffer", "p:bitwidth=0|p:buffer_type=ONE_SLOT_BREAK_R", 0, NULL, NULL},
    {"handshake.buffer", "p:bitwidth=8|p:num_slots=2|p:buffer_type=ONE_SLOT_BREAK_DV", HS_E_PARAM,
     NULL, "holds exactly one slot"},
    {"handshake.buffer", "p:bitwidth=8|p:buffer_type=TWO_SLOT", HS_E_PARAM, NULL, "must be one of"},
    {"handshake.buffer", "P:ins=" S32 "|P:outs=" C32, HS_E_RULE, "outs", NULL},
    /* Dynamatic passes dv_latency for every buffer; only COUNTER_BUFFER uses it */
    {"handshake.buffer", "p:bitwidth=8|p:buffer_type=ONE_SLOT_BREAK_DV|p:dv_latency=1", 0, NULL,
     NULL},
    {"handshake.buffer", "p:bitwidth=8|p:buffer_type=FIFO_BREAK_NONE|p:num_slots=2|p:dv_latency=1",
     0, NULL, NULL},
    {"handshake.buffer",
     "p:bitwidth=8|p:buffer_type=SHIFT_REG_BREAK_DV|p:num_slots=4|p:dv_latency=4|x:spec: i1", 0,
     NULL, NULL},
    {"handshake.buffer", "p:bitwidth=0|p:buffer_type=COUNTER_BUFFER|p:dv_latency=7", 0, NULL, NULL},
    {"handshake.buffer", "p:bitwidth=8|p:buffer_type=COUNTER_BUFFER", HS_E_PARAM, NULL,
     "needs dv_latency >= 1"},
    {"handshake.buffer", "p:bitwidth=8|p:buffer_type=ONE_SLOT_BREAK_R|p:num_slots=2|p:dv_latency=0",
     HS_E_PARAM, NULL, "holds exactly one slot"},
    {"handshake.buffer", "p:bitwidth=8|p:buffer_type=COUNTER_BUFFER|p:dv_latency=1025", HS_E_LIMIT,
     NULL, "dv_latency"},

    /* ---- load / store (the memory side carries nothing) ---- */
    {"handshake.load",
     "P:addrIn=channel<i10, [spec: i1]>|P:dataFromMem=" C32
     "|P:addrOut=channel<i10>|P:dataOut=" S32,
     0, NULL, NULL},
    {"handshake.load", "p:addr_bitwidth=10|p:data_bitwidth=32|x:spec: i1", 0, NULL, NULL},
    {"handshake.load",
     "P:addrIn=channel<i10, [spec: i1]>|P:dataFromMem=" S32
     "|P:addrOut=channel<i10>|P:dataOut=" S32,
     HS_E_RULE, "dataFromMem", "memory-side"},
    {"handshake.load",
     "P:addrIn=channel<i10, [spec: i1]>|P:dataFromMem=" C32
     "|P:addrOut=channel<i10, [spec: i1]>|P:dataOut=" S32,
     HS_E_RULE, "addrOut", "memory-side"},
    {"handshake.load",
     "P:addrIn=channel<i10, [spec: i1]>|P:dataFromMem=" C32
     "|P:addrOut=channel<i10>|P:dataOut=" C32,
     HS_E_RULE, "dataOut", "lacks extra signal 'spec: i1' that addrIn carries"},
    {"handshake.store",
     "P:addrIn=channel<i10, [spec: i1]>|P:dataIn=" S32 "|P:addrOut=channel<i10>|P:dataToMem=" C32,
     0, NULL, NULL},
    {"handshake.store",
     "P:addrIn=channel<i10, [spec: i1]>|P:dataIn=" S32 "|P:addrOut=channel<i10>|P:dataToMem=" S32,
     HS_E_RULE, "dataToMem", "memory-side"},
    {"handshake.store",
     "P:addrIn=channel<i10, [spec: i1]>|P:dataIn=" C32 "|P:addrOut=channel<i10>|P:dataToMem=" C32,
     HS_E_RULE, "dataIn", "lacks"},
    {"handshake.store",
     "P:addrIn=channel<i10, [spec: i1]>|P:dataIn=" S32
     "|P:addrOut=channel<i10, [spec: i1]>|P:dataToMem=" C32,
     HS_E_RULE, "addrOut", "memory-side"},

    /* the done controls (done = 1, said by the ports given) */
    {"handshake.store",
     "P:addrIn=channel<i10>|P:dataIn=" C32 "|P:doneFromMem=control|P:addrOut=channel<i10>|"
     "P:dataToMem=" C32 "|P:doneOut=control",
     0, NULL, NULL},
    {"handshake.store",
     "P:addrIn=channel<i10>|P:dataIn=" C32 "|P:doneFromMem=control|P:addrOut=channel<i10>|"
     "P:dataToMem=" C32,
     HS_E_PORT, NULL, "missing port doneOut"},
    {"handshake.store", "p:addr_bitwidth=4|p:data_bitwidth=8|p:done=2", HS_E_PARAM, NULL, "done"},

    /* ---- add_signal / drop_signal / promote_signal ---- */
    {"handshake.add_signal", "P:ins=" C32 "|P:value=channel<i1>|P:outs=" S32, 0, NULL, NULL},
    {"handshake.add_signal", "p:bitwidth=32|p:signal=spec: i1|x:tag: i8", 0, NULL, NULL},
    {"handshake.add_signal", "P:ins=" C32 "|P:value=channel<i1>|P:outs=" ST32, HS_E_RULE, "outs",
     "exactly one extra signal more than ins, not 2"},
    {"handshake.add_signal", "P:ins=" S32 "|P:value=channel<i1>|P:outs=" S32, HS_E_RULE, "ins",
     "not 0"},
    {"handshake.add_signal", "P:ins=" C32 "|P:value=channel<i2>|P:outs=" S32, HS_E_RULE, "value",
     "has data i2, expected i1"},
    {"handshake.add_signal", "P:ins=" C32 "|P:value=" S1 "|P:outs=" S32, HS_E_RULE, "value",
     "carries"},
    {"handshake.add_signal", "p:bitwidth=32|p:signal=spec: i1|x:spec: i1", HS_E_RULE, "ins",
     "already carries"},
    {"handshake.add_signal", "P:ins=" C32 "|P:value=channel<i1>|P:outs=" S32 "|p:signal=tag: i1",
     HS_E_PARAM, NULL, "contradicts"},
    {"handshake.drop_signal", "P:ins=" ST32 "|P:outs=channel<i32, [tag: i8]>", 0, NULL, NULL},
    {"handshake.drop_signal", "p:bitwidth=0|p:signal=spec: i1", 0, NULL, NULL},
    {"handshake.drop_signal", "P:ins=" S32 "|P:outs=" S32, HS_E_RULE, "outs", "not 0"},
    {"handshake.drop_signal", "P:ins=" S32 "|P:outs=channel<i32, [tag: i8]>", HS_E_RULE, "ins",
     "lacks extra signal 'tag: i8' that outs carries"},
    {"handshake.promote_signal", "P:ins=" ST32 "|P:outs=channel<i8, [spec: i1]>", 0, NULL, NULL},
    {"handshake.promote_signal", "P:ins=" ST32 "|P:outs=channel<i32, [spec: i1]>", HS_E_RULE,
     "outs", "has data i32, expected i8"},
    {"handshake.promote_signal", "P:ins=channel<i32, [up: (U) i2]>|P:outs=channel<i2>", HS_E_RULE,
     "ins", "must be downstream"},

    /* ---- compose / decompose ---- */
    {"handshake.compose", "P:ins=channel<i32, [i2, i4]>|P:outs=channel<i38>|p:mode=data", 0, NULL,
     NULL},
    {"handshake.compose",
     "P:ins=channel<i32, [i2, i4, (U) i4, (U) i8]>|P:outs=channel<i32, "
     "[i6, (U) i12]>|p:mode=signals",
     0, NULL, NULL},
    {"handshake.compose", "P:ins=channel<i32, [i2, i4]>|P:outs=channel<i36>|p:mode=data", HS_E_RULE,
     "outs", "has data i36, expected i38"},
    {"handshake.compose", "P:ins=channel<i32, [i2, i4]>|P:outs=channel<i38>", HS_E_PARAM, NULL,
     "missing parameter mode"},
    {"handshake.decompose", "P:ins=channel<i38>|P:outs=channel<i32, [i2, i4]>|p:mode=data", 0, NULL,
     NULL},
    {"handshake.decompose",
     "P:ins=channel<i32, [i6, (U) i12]>|P:outs=channel<i32, [i2, i4, (U) "
     "i4, (U) i8]>|p:mode=signals",
     0, NULL, NULL},
    {"handshake.decompose", "P:ins=channel<i32, [i6]>|P:outs=channel<i32, [i2, i4]>|p:mode=data",
     HS_E_RULE, "ins", NULL},

    /* ---- unbundle / bundle ---- */
    {"handshake.unbundle",
     "P:ins=channel<i32, [tag1: i2, tag2: i4]>|P:ctrl=control|P:data=i32|"
     "P:tag1=i2|P:tag2=i4",
     0, NULL, NULL},
    {"handshake.unbundle",
     "P:ins=channel<i32, [otherReady: (U) i1]>|P:ctrl=control|P:data=i32|"
     "P:otherReady=i1",
     0, NULL, NULL},
    {"handshake.unbundle", "P:ins=control|P:ctrl=control", 0, NULL, NULL},
    {"handshake.unbundle",
     "P:ins=channel<i32, [tag1: i2, tag2: i4]>|P:ctrl=control|P:data=i32|"
     "P:tag1=i2",
     HS_E_PORT, "tag2", "missing raw part port tag2"},
    {"handshake.unbundle", "P:ins=channel<i32, [tag1: i2]>|P:ctrl=control|P:data=i16|P:tag1=i2",
     HS_E_RULE, "data", "has data i16"},
    {"handshake.unbundle", "P:ins=channel<i32, [tag1: i2]>|P:ctrl=control|P:data=i32|P:tag1=i4",
     HS_E_RULE, "tag1", "raw type i2"},
    {"handshake.unbundle", "P:ins=channel<i32>|P:ctrl=control|P:data=i32|P:tag9=i4", HS_E_PORT,
     "tag9", "no such extra signal"},
    {"handshake.bundle",
     "P:ctrl=control|P:data=i32|P:tag1=i2|P:tag2=i4|P:outs=channel<i32, "
     "[tag1: i2, tag2: i4]>",
     0, NULL, NULL},
    {"handshake.bundle", "P:ctrl=control<[spec: i1]>|P:data=i32|P:outs=" C32, HS_E_RULE, "ctrl",
     "carries"},

    /* ---- speculating_branch ---- */
    {"handshake.speculating_branch",
     "P:data=" S32 "|P:spec_tag_data=" S1 "|P:trueOut=" C32 "|P:falseOut=" C32, 0, NULL, NULL},
    {"handshake.speculating_branch", "p:bitwidth=32|p:spec_tag_bitwidth=1", 0, NULL, NULL},
    {"handshake.speculating_branch",
     "P:data=" C32 "|P:spec_tag_data=channel<i1>|P:trueOut=" C32 "|P:falseOut=" C32, HS_E_RULE,
     "data", "must carry the extra signal 'spec: i1'"},
    {"handshake.speculating_branch",
     "P:data=" S32 "|P:spec_tag_data=" S1 "|P:trueOut=" S32 "|P:falseOut=" C32, HS_E_RULE,
     "trueOut", "carries"},
    {"handshake.speculating_branch",
     "P:data=" S32 "|P:spec_tag_data=channel<i1>|P:trueOut=" C32 "|P:falseOut=" C32, HS_E_RULE,
     "spec_tag_data", "lacks"},

    /* ---- floating point: compare, sign, conversions (f16/f32/f64 only) ---- */
    {"handshake.negf", "p:bitwidth=16|x:spec: i1", 0, NULL, NULL},
    {"handshake.negf", "P:ins=channel<f64>|P:outs=channel<f64>", 0, NULL, NULL},
    {"handshake.negf", "p:bitwidth=24", HS_E_PARAM, "ins", "accepted: 16 for f16, 32 for f32"},
    {"handshake.negf", "P:ins=" C32 "|P:outs=" C32, HS_E_RULE, "ins",
     "takes floating-point data (f16, f32 or f64)"},
    {"handshake.negf", "P:ins=channel<f32>|P:outs=channel<f16>", HS_E_RULE, "outs", "f16"},
    {"handshake.absf", "p:bitwidth=64|p:latency=2", 0, NULL, NULL},
    {"handshake.absf", "p:bitwidth=32|p:latency=65", HS_E_LIMIT, NULL, "latency"},
    {"handshake.cmpf", "p:predicate=uno|p:is_double=1|p:fpu_impl=vivado|p:latency=1", 0, NULL,
     NULL},
    {"handshake.cmpf",
     "P:lhs=channel<f16, [spec: i1]>|P:rhs=channel<f16, [spec: i1]>|P:result=" S1
     "|p:predicate=true",
     0, NULL, NULL},
    {"handshake.cmpf", "p:predicate=lt", HS_E_PARAM, NULL,
     "false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true"},
    {"handshake.cmpf", "p:predicate=oeq|p:is_double=1|p:bitwidth=32", HS_E_PARAM, NULL,
     "is_double = 1 contradicts bitwidth = 32"},
    {"handshake.cmpf", "p:predicate=oeq|p:fpu_impl=x", HS_E_PARAM, NULL, "flopoco, vivado"},
    {"handshake.maximumf", "p:bitwidth=32|x:spec: i1", 0, NULL, NULL},
    {"handshake.maximumf", "P:lhs=channel<f32>|P:rhs=channel<f64>|P:result=channel<f32>", HS_E_RULE,
     "rhs", "f64"},
    {"handshake.minimumf", "p:is_double=1", 0, NULL, NULL},
    {"handshake.minimumf", "p:bitwidth=80", HS_E_PARAM, NULL, "not a floating-point format"},
    {"handshake.extf", "", 0, NULL, NULL},
    {"handshake.extf", "p:input_bitwidth=16|p:output_bitwidth=32", 0, NULL, NULL},
    {"handshake.extf", "p:input_bitwidth=64|p:output_bitwidth=32", HS_E_RULE, NULL,
     "must be wider"},
    {"handshake.truncf", "P:ins=channel<f64>|P:outs=channel<f16>", 0, NULL, NULL},
    {"handshake.truncf", "p:input_bitwidth=16|p:output_bitwidth=32", HS_E_RULE, NULL,
     "must be narrower"},
    {"handshake.sitofp", "p:input_bitwidth=64|p:bitwidth=16", 0, NULL, NULL},
    {"handshake.sitofp", "P:ins=channel<f32>|P:outs=channel<f32>", HS_E_RULE, "ins",
     "integer data (iN)"},
    {"handshake.uitofp", "P:ins=channel<i8>|P:outs=channel<f64>", 0, NULL, NULL},
    {"handshake.uitofp", "p:input_bitwidth=65", HS_E_LIMIT, NULL, "out of range [1, 64]"},
    {"handshake.fptosi", "p:bitwidth=64|p:output_bitwidth=16", 0, NULL, NULL},
    {"handshake.fptosi", "P:ins=channel<f32>|P:outs=channel<f32>", HS_E_RULE, "outs",
     "integer data (iN)"},
    {"handshake.fptoui", "P:ins=channel<f16>|P:outs=channel<i1>", 0, NULL, NULL},
    {"handshake.fptoui", "p:bitwidth=8", HS_E_PARAM, NULL, "not a floating-point format"},

    /* ---- integer division and absi (1 to 64 bits) ---- */
    {"handshake.divsi", "p:bitwidth=32|p:latency=8|x:spec: i1", 0, NULL, NULL},
    {"handshake.divsi", "p:bitwidth=65", HS_E_LIMIT, NULL, "out of range [1, 64]"},
    {"handshake.divsi", "P:lhs=channel<f32>|P:rhs=channel<f32>|P:result=channel<f32>", HS_E_RULE,
     "lhs", "integer data (iN)"},
    {"handshake.divui", "P:lhs=" S32 "|P:rhs=" S32 "|P:result=" S32, 0, NULL, NULL},
    {"handshake.divui", "P:lhs=" S32 "|P:rhs=" C32 "|P:result=" S32, HS_E_RULE, "rhs", "lacks"},
    {"handshake.remsi", "p:bitwidth=1", 0, NULL, NULL},
    {"handshake.remsi", "p:bitwidth=8|p:latency=65", HS_E_LIMIT, NULL, "latency"},
    {"handshake.remui", "p:bitwidth=64|p:latency=64", 0, NULL, NULL},
    {"handshake.remui", "x:spec: i1", HS_E_PARAM, NULL, "missing parameter bitwidth"},
    {"handshake.absi", "p:bitwidth=8|p:latency=1", 0, NULL, NULL},
    {"handshake.absi", "p:bitwidth=0", HS_E_RULE, NULL, "i0 is rejected"},

    /* ---- speculation units ---- */
    {"handshake.speculator",
     "P:ins=" S32 "|P:trigger=control<[spec: i1]>|P:outs=" S32 "|P:ctrl_issue=channel<i2>|"
     "P:ctrl_history=channel<i2>|P:ctrl_commit=channel<i1>|p:fifo_depth=4",
     0, NULL, NULL},
    {"handshake.speculator", "p:bitwidth=32|p:fifo_depth=4|x:tag: i8", 0, NULL, NULL},
    {"handshake.speculator", "p:bitwidth=32|p:fifo_depth=0", HS_E_PARAM, NULL,
     "fifo_depth = 0 is out of range [1, 1024]"},
    {"handshake.speculator", "p:bitwidth=32|p:fifo_depth=1025", HS_E_LIMIT, NULL,
     "fifo_depth = 1025 is out of range [1, 1024]"},
    {"handshake.speculator", "p:bitwidth=0|p:fifo_depth=2", 0, NULL, NULL},
    {"handshake.speculator", "p:bitwidth=8|p:fifo_depth=2|x:spec: i2", HS_E_RULE, "ins",
     "must carry the extra signal 'spec: i1'"},
    {"handshake.speculator",
     "P:ins=" S32 "|P:trigger=control|P:outs=" S32 "|P:ctrl_issue=channel<i2>|"
     "P:ctrl_history=channel<i2>|P:ctrl_commit=channel<i1>|p:fifo_depth=4",
     HS_E_RULE, "trigger", "lacks"},
    {"handshake.speculator",
     "P:ins=" S32 "|P:trigger=control<[spec: i1]>|P:outs=" S32 "|P:ctrl_issue=channel<i2, "
     "[spec: i1]>|P:ctrl_history=channel<i2>|P:ctrl_commit=channel<i1>|p:fifo_depth=4",
     HS_E_RULE, "ctrl_issue", "carry none"},
    {"handshake.speculator",
     "P:ins=" S32 "|P:trigger=control<[spec: i1]>|P:outs=" S32 "|P:ctrl_issue=channel<i2>|"
     "P:ctrl_history=channel<i2>|P:ctrl_commit=channel<i1>",
     0, NULL, NULL}, /* fifo_depth: default 16 */
    {"handshake.spec_save_commit",
     "P:ins=" ST32 "|P:ctrl_issue=channel<i2>|P:ctrl_history=channel<i2>|P:outs=" ST32
     "|p:fifo_depth=8",
     0, NULL, NULL},
    {"handshake.spec_save_commit", "p:bitwidth=0|p:fifo_depth=3", 0, NULL, NULL},
    {"handshake.spec_save_commit",
     "P:ins=" C32 "|P:ctrl_issue=channel<i2>|P:ctrl_history=channel<i2>|P:outs=" C32
     "|p:fifo_depth=8",
     HS_E_RULE, "ins", "must carry the extra signal 'spec: i1'"},
    {"handshake.spec_save_commit",
     "P:ins=" S32 "|P:ctrl_issue=channel<i1>|P:ctrl_history=channel<i2>|P:outs=" S32
     "|p:fifo_depth=8",
     HS_E_RULE, "ctrl_issue", "i1"},
    {"handshake.spec_commit", "P:ins=" S32 "|P:ctrl=channel<i1>|P:outs=" C32, 0, NULL, NULL},
    {"handshake.spec_commit", "P:ins=" ST32 "|P:ctrl=channel<i1>|P:outs=channel<i32, [tag: i8]>", 0,
     NULL, NULL},
    {"handshake.spec_commit", "P:ins=" S32 "|P:ctrl=channel<i1>|P:outs=" S32, HS_E_RULE, "outs",
     "spec"},
    {"handshake.spec_commit", "P:ins=" C32 "|P:ctrl=channel<i1>|P:outs=" C32, HS_E_RULE, "ins",
     "must carry the extra signal 'spec: i1'"},
    {"handshake.non_spec", "P:dataIn=" C32 "|P:dataOut=" S32, 0, NULL, NULL},
    {"handshake.non_spec", "p:bitwidth=0|x:tag: i8", 0, NULL, NULL},
    {"handshake.non_spec", "p:bitwidth=8|x:spec: i1|x:tag: i8", 0, NULL, NULL},
    {"handshake.non_spec", "p:bitwidth=8|x:spec: i2", HS_E_RULE, "dataIn", "must not carry spec"},
    {"handshake.non_spec", "P:dataIn=" S32 "|P:dataOut=" S32, HS_E_RULE, "dataIn",
     "must not carry spec"},
    {"handshake.non_spec", "P:dataIn=" C32 "|P:dataOut=" C32, HS_E_RULE, "dataOut", "spec"},

    /* ---- names and unknown units ---- */
    {"handshake.frobnicate", "p:bitwidth=8", HS_E_UNKNOWN_UNIT, NULL, "unknown unit"},
    {"handshake.addi", "p:bitwidth=8|n:select", HS_E_NAME, NULL, "reserved word"},
    {"handshake.addi", "p:bitwidth=8|n:Signal", HS_E_NAME, NULL, "reserved word"},
    {"handshake.addi", "p:bitwidth=8|n:my__adder", HS_E_NAME, NULL, "double underscore"},
    {"handshake.addi", "p:bitwidth=8|n:9adder", HS_E_NAME, NULL, "start with a letter"},
    {"handshake.addi", "p:bitwidth=8|n:my_adder", 0, NULL, NULL},
    {"handshake.addi", "p:bitwidth=8|n:Reinterpret_Cast", HS_E_NAME, NULL, "reserved word"},
    {"handshake.addi", "p:bitwidth=8|n:ENDINTERFACE", HS_E_NAME, NULL, "reserved word"},
    {"handshake.addi", "p:bitwidth=8|n:Std_Logic_Vector", HS_E_NAME, NULL, "library, package"},
    {"handshake.addi", "p:bitwidth=8|n:my_adder_", HS_E_NAME, NULL, "end with an underscore"},
    {"handshake.addi", "p:bitwidth=8|n:my-adder", HS_E_NAME, NULL, "letters, digits"},
    {"handshake.addi", "p:bitwidth=8|n:an_adder_whose_name_is_longer_than_any_word", 0, NULL, NULL},
    /* floating point (catalog_float.c): f16/f32/f64 data only, latency up to a maximum per
     * format */
    {"handshake.addf", "p:bitwidth=32", 0, NULL, NULL},
    {"handshake.subf", "p:bitwidth=16|p:latency=12|x:spec: i1", 0, NULL, NULL},
    {"handshake.mulf", "P:lhs=channel<f64>|P:rhs=channel<f64>|P:result=channel<f64>", 0, NULL,
     NULL},
    {"handshake.divf", "p:bitwidth=64|p:latency=59", 0, NULL, NULL},
    {"handshake.addf", "P:lhs=channel<i32>|P:rhs=channel<i32>|P:result=channel<i32>", HS_E_RULE,
     "lhs", "floating-point data (f16, f32 or f64)"},
    {"handshake.addf", "p:bitwidth=24", HS_E_PARAM, NULL, "accepted: 16 for f16, 32 for f32"},
    {"handshake.mulf", "p:bitwidth=32|p:latency=9", HS_E_LIMIT, NULL, "accepted: 0 to 8"},
    {"handshake.divf", "p:bitwidth=64|p:latency=60", HS_E_LIMIT, NULL, "latency = 60"},
    {"handshake.divf", "P:lhs=channel<f80>|P:rhs=channel<f32>|P:result=channel<f32>", HS_E_PARSE,
     "lhs", "f16, f32 or f64"},
    {"handshake.subf", "P:lhs=channel<f32>|P:rhs=channel<f64>|P:result=channel<f32>", HS_E_RULE,
     "rhs", "f64"},
    /* integer units take integer data only, as Dynamatic's IntChannelType operands do */
    {"handshake.addi", "P:lhs=channel<f32>|P:rhs=channel<f32>|P:result=channel<f32>", HS_E_RULE,
     "lhs", "takes integer data (iN)"},
    {"handshake.muli", "P:lhs=" C32 "|P:rhs=" C32 "|P:result=channel<f32>", HS_E_RULE, "result",
     "integer data"},
    {"handshake.cmpi", "P:lhs=channel<f16>|P:rhs=channel<f16>|P:result=channel<i1>|p:predicate=eq",
     HS_E_RULE, "lhs", "integer data"},
    {"handshake.extsi", "P:ins=channel<f16>|P:outs=channel<f32>", HS_E_RULE, "ins", "integer data"},
    {"handshake.noti", "P:ins=channel<f64>|P:outs=channel<f64>", HS_E_RULE, "ins", "integer data"},

    /* ---- memory units (catalog_mem.c): memory side, no extra signals ---- */
    {"handshake.mem_controller",
     "p:num_controls=1|p:num_loads=2|p:num_stores=1|p:addr_bitwidth=10|p:data_bitwidth=32", 0, NULL,
     NULL},
    {"handshake.mem_controller",
     "p:num_controls=0|p:num_loads=1|p:num_stores=0|p:addr_bitwidth=4|p:data_bitwidth=8", 0, NULL,
     NULL},
    /* ports form: the absent store arrays make num_stores = num_controls = 0 */
    {"handshake.mem_controller",
     "P:memStart=control|P:memEnd=control|P:ctrlEnd=control|P:ldAddr[0]=channel<i4>|"
     "P:ldData[0]=channel<i8>|P:loadData=i8|P:loadEn=i1|P:loadAddr=i4|P:storeEn=i1|"
     "P:storeAddr=i4|P:storeData=i8",
     0, NULL, NULL},
    {"handshake.mem_controller",
     "p:num_controls=0|p:num_loads=0|p:num_stores=0|p:addr_bitwidth=4|p:data_bitwidth=8",
     HS_E_PARAM, NULL, "num_loads = num_stores = 0"},
    {"handshake.mem_controller",
     "p:num_controls=0|p:num_loads=1|p:num_stores=1|p:addr_bitwidth=4|p:data_bitwidth=8",
     HS_E_PARAM, NULL, "needs num_controls >= 1"},
    {"handshake.mem_controller",
     "p:num_controls=1|p:num_loads=1|p:num_stores=1|p:addr_bitwidth=4|p:data_bitwidth=8|x:spec: "
     "i1",
     HS_E_RULE, "ldAddr", "cannot ride the memory side"},
    {"handshake.mem_controller",
     "P:memStart=control|P:memEnd=control|P:ctrlEnd=control|P:ldAddr[0]=" S32 "|P:ldData[0]=" C32
     "|P:loadData=i32|P:loadEn=i1|P:loadAddr=i32|P:storeEn=i1|"
     "P:storeAddr=i32|P:storeData=i32",
     HS_E_RULE, "ldAddr[0]", "memory-side"},
    {"handshake.mem_controller",
     "p:num_controls=1|p:num_loads=1025|p:num_stores=1|p:addr_bitwidth=4|p:data_bitwidth=8",
     HS_E_LIMIT, NULL, "num_loads"},
    /* store_done: one stDone control per store port */
    {"handshake.mem_controller",
     "p:num_controls=1|p:num_loads=1|p:num_stores=2|p:addr_bitwidth=4|p:data_bitwidth=8|"
     "p:store_done=1",
     0, NULL, NULL},
    {"handshake.mem_controller",
     "P:memStart=control|P:memEnd=control|P:ctrlEnd=control|P:ctrl[0]=channel<i32>|"
     "P:stAddr[0]=channel<i4>|P:stData[0]=channel<i8>|P:stDone[0]=channel<i8>|P:loadData=i8|"
     "P:loadEn=i1|P:loadAddr=i4|P:storeEn=i1|P:storeAddr=i4|P:storeData=i8",
     HS_E_RULE, "stDone[0]", "must be a control"},
    {"handshake.mem_to_bram", "p:addr_bitwidth=10|p:data_bitwidth=32", 0, NULL, NULL},
    {"handshake.mem_to_bram", "p:addr_bitwidth=10|p:data_bitwidth=32|x:spec: i1", HS_E_RULE,
     "loadAddr", "cannot ride the memory side"},
    {"handshake.ram", "p:data_width=8|p:addr_width=4|p:size=16|p:values=(1, -128, 255)", 0, NULL,
     NULL},
    {"handshake.ram", "p:data_width=8|p:addr_width=4|p:size=3", 0, NULL, NULL},
    {"handshake.ram", "p:data_width=8|p:addr_width=4|p:size=16|p:values=1 2 256", HS_E_PARAM, NULL,
     "values[2] = 256 does not fit in data_width = 8 bits"},
    {"handshake.ram", "p:data_width=8|p:addr_width=4|p:size=16|p:values=1 -129", HS_E_PARAM, NULL,
     "values[1] = -129"},
    {"handshake.ram", "p:data_width=8|p:addr_width=4|p:size=2|p:values=1 2 3", HS_E_PARAM, NULL,
     "values has 3 entries, more than size = 2"},
    {"handshake.ram", "p:data_width=8|p:addr_width=3|p:size=9", HS_E_PARAM, NULL,
     "cannot all be addressed with addr_width = 3"},
    {"handshake.ram", "p:data_width=8|p:addr_width=4|p:size=4|p:values=1 x", HS_E_PARAM, NULL,
     "must be a list of integers"},

    /* ---- control units (catalog_ctrl.c) ---- */
    {"handshake.blocker", "p:size=3|p:bitwidth=8|x:spec: i1", 0, NULL, NULL},
    {"handshake.blocker", "P:ins[0]=" S32 "|P:ins[1]=" S32 "|P:outs=" S32, 0, NULL, NULL},
    {"handshake.blocker", "P:ins[0]=" S32 "|P:ins[1]=" C32 "|P:outs=" S32, HS_E_RULE, "ins[1]",
     "lacks extra signal 'spec: i1'"},
    {"handshake.blocker", "p:size=2|p:bitwidth=8|x:nopol: i2", HS_E_POLICY, NULL,
     "signals.nopol.merge"},
    /* ---- speculation v2 ---- */
    {"handshake.passer", "P:data=" S32 "|P:ctrl=" S1 "|P:result=" S32, 0, NULL, NULL},
    {"handshake.passer", "p:bitwidth=0|x:tag: i8", 0, NULL, NULL},
    {"handshake.passer", "P:data=" S32 "|P:ctrl=channel<i2, [spec: i1]>|P:result=" S32, HS_E_RULE,
     "ctrl", "has data i2, expected i1"},
    {"handshake.passer", "P:data=" S32 "|P:ctrl=" S1 "|P:result=" C32, HS_E_RULE, "result",
     "lacks"},
    {"handshake.passer", "p:bitwidth=8|x:nopol: i2", HS_E_POLICY, NULL, "signals.nopol.merge"},
    {"handshake.spec_v2_resolver",
     "P:actualCondition=channel<i1>|P:generatedCondition=channel<i1>|P:confirmSpec=channel<i1>", 0,
     NULL, NULL},
    {"handshake.spec_v2_resolver",
     "P:actualCondition=channel<i1>|P:generatedCondition=channel<i8>|P:confirmSpec=channel<i1>",
     HS_E_RULE, "generatedCondition", "has data i8, expected i1"},
    {"handshake.spec_v2_repeating_init", "p:init_token=0|x:spec: i1", 0, NULL, NULL},
    {"handshake.spec_v2_repeating_init", "P:ins=channel<i1>|P:outs=channel<i1>", 0, NULL, NULL},
    {"handshake.spec_v2_repeating_init", "p:init_token=2", HS_E_LIMIT, NULL,
     "init_token = 2 is out of range"},
    {"handshake.spec_v2_repeating_init", "P:ins=" C32 "|P:outs=" C32, HS_E_RULE, "ins",
     "has data i32, expected i1"},
    {"handshake.init", "p:bitwidth=8|p:initial_value=255|x:spec: i1", 0, NULL, NULL},
    {"handshake.init", "p:bitwidth=0", 0, NULL, NULL},
    {"handshake.init", "p:bitwidth=8|p:initial_value=256", HS_E_PARAM, NULL,
     "initial_value 256 does not fit in bitwidth 8"},
    {"handshake.init", "p:bitwidth=0|p:initial_value=1", HS_E_PARAM, NULL, "needs data"},
    {"handshake.init", "p:bitwidth=8|p:initial_value=-1", HS_E_PARAM, NULL, "out of range"},
    {"handshake.ndwire", "p:bitwidth=8|p:stall_seed=3|x:up: (U) i2", 0, NULL, NULL},
    {"handshake.ndwire", "p:bitwidth=8|p:stall_percent=100", HS_E_LIMIT, NULL, "stall_percent"},
    {"handshake.ready_remover", "P:ins=" S32 "|P:outs=" S32, 0, NULL, NULL},
    {"handshake.ready_remover", "P:ins=" S32 "|P:outs=" C32, HS_E_RULE, "outs", NULL},
    {"handshake.rigidifier", "p:bitwidth=32", 0, NULL, NULL},
    {"handshake.ii_monitor",
     "p:loop_depth=1|p:loop_max_depth=2|p:init_selects=0 2|p:size=3|p:bitwidth=2|x:spec: i1", 0,
     NULL, NULL},
    {"handshake.ii_monitor",
     "p:loop_depth=2|p:loop_max_depth=1|p:init_selects=0|p:size=1|p:bitwidth=1", HS_E_PARAM, NULL,
     "loop_max_depth 1 is below loop_depth 2"},
    {"handshake.ii_monitor",
     "p:loop_depth=1|p:loop_max_depth=1|p:init_selects=[]|p:size=1|p:bitwidth=1", HS_E_PARAM, NULL,
     "init_selects lists no value"},
    {"handshake.ii_monitor",
     "p:loop_depth=1|p:loop_max_depth=1|p:init_selects=0|p:size=0|p:bitwidth=1", HS_E_PARAM, NULL,
     "size"},
    {"handshake.rigidifier", "P:ins=" S32 "|P:outs=" C32, HS_E_RULE, "outs", NULL},
    /* each side's upstream signal pairs with its own output: no merge, no policy needed */
    {"handshake.valid_merger", "p:left_bitwidth=8|p:right_bitwidth=0|x:nopol: (U) i2", 0, NULL,
     NULL},
    {"handshake.valid_merger",
     "P:lhs_ins=" C32 "|P:rhs_ins=channel<i4>|P:lhs_outs=" C32 "|P:rhs_outs=channel<i5>", HS_E_RULE,
     "rhs_outs", "has data i5, expected i4"},
    {"handshake.sharing_wrapper", "p:bitwidth=32|p:num_shared_operands=2|p:latency=3|p:credits=2 2",
     0, NULL, NULL},
    {"handshake.sharing_wrapper",
     "P:op0in0=" C32 "|P:op1in0=" C32 "|P:op2in0=" C32 "|P:op0out0=" C32 "|P:op1out0=" C32
     "|P:op2out0=" C32 "|P:toSharedUnitIn0=" C32 "|P:fromSharedUnitOut0=" C32
     "|p:num_shared_operands=1|p:latency=2|p:credits=1 2 3",
     0, NULL, NULL},
    /* credits and num_shared_operands must match the ports */
    {"handshake.sharing_wrapper",
     "P:op0in0=" C32 "|P:op0in1=" C32 "|P:op1in0=" C32 "|P:op0out0=" C32 "|P:op1out0=" C32
     "|P:op2out0=" C32 "|P:toSharedUnitIn0=" C32 "|P:fromSharedUnitOut0=" C32
     "|p:num_shared_operands=1|p:latency=2|p:credits=1 2",
     HS_E_PORT, "op0in1", "port op0in1 is given, but the parameters leave it out"},
    {"handshake.sharing_wrapper",
     "P:op0in0=" C32 "|P:op0out0=" C32 "|P:toSharedUnitIn0=" C32 "|P:fromSharedUnitOut0=" C32
     "|p:num_shared_operands=1|p:latency=2|p:credits=1 2",
     HS_E_PORT, "op1in0", "missing port op1in0"},
    {"handshake.sharing_wrapper",
     "p:bitwidth=32|p:num_shared_operands=2|p:latency=3|p:credits=1 1 1 1 1", HS_E_PARAM, NULL,
     "credits lists 5 groups"},
    {"handshake.sharing_wrapper", "p:bitwidth=32|p:num_shared_operands=2|p:latency=3|p:credits=2 0",
     HS_E_PARAM, NULL, "value #1 (0) is out of range [1, 1024]"},
    {"handshake.sharing_wrapper", "p:bitwidth=32|p:num_shared_operands=3|p:latency=3|p:credits=2",
     HS_E_LIMIT, NULL, "num_shared_operands"},
    {"handshake.sharing_wrapper",
     "p:bitwidth=32|p:num_shared_operands=2|p:latency=3|p:credits=2|x:spec: i1", HS_E_RULE,
     "op0in0", "cannot cross the shared unit"},
    {"handshake.top_join", "p:size=2|x:spec: i1", 0, NULL, NULL},
    /* gate: the data of ins once every ctrl[i] has a token too */
    {"handshake.gate", "p:size=3|p:bitwidth=8|x:spec: i1", 0, NULL, NULL},
    {"handshake.gate", "P:ins=" S32 "|P:ctrl[0]=control<[spec: i1]>|P:outs=" S32, 0, NULL, NULL},
    {"handshake.gate", "P:ins=" C32 "|P:ctrl[0]=" C32 "|P:outs=" C32, HS_E_RULE, "ctrl[0]",
     "must be a control"},
    {"handshake.gate", "P:ins=" C32 "|P:ctrl[0]=control|P:outs=channel<i8>", HS_E_RULE, "outs",
     NULL},
    {"handshake.top_join", "P:ins[0]=control|P:ins[1]=" C32 "|P:outs=control", HS_E_RULE, "ins[1]",
     "must be a control"},
/* the load-store queue: Dynamatic's configuration keys; inconsistent ones named */
#define LSQ2                                                                                       \
    "p:dataWidth=32|p:addrWidth=8|p:fifoDepth_L=4|p:fifoDepth_S=4|p:numLoadPorts=2|p:"             \
    "numStorePorts=1|p:numBBs=2|"
    {"handshake.lsq",
     LSQ2 "p:numLoads=[1,1]|p:numStores=[1,0]|p:ldOrder=[[0],[0]]|"
          "p:ldPortIdx=[[0],[1]]|p:stPortIdx=[[0],[]]|p:name=lsq_a|p:master=false",
     0, NULL, NULL},
    {"handshake.lsq",
     LSQ2 "p:numLoads=[1,1]|p:numStores=[1,0]|p:loadOffsets=[[0,0,0],[0,0,0]]|"
          "p:loadPorts=[[0,0,0],[1,0,0]]|p:storePorts=[[0,0,0],[0,0,0]]",
     0, NULL, NULL},
    {"handshake.lsq",
     LSQ2 "p:numLoads=[1,1,1]|p:numStores=[1,0]|p:ldOrder=[[0],[0]]|"
          "p:ldPortIdx=[[0],[1]]|p:stPortIdx=[[0],[]]",
     HS_E_PARAM, NULL, "numLoads has 3 values but numBBs = 2"},
    {"handshake.lsq",
     LSQ2 "p:numLoads=[1,1]|p:numStores=[1,0]|p:ldOrder=[[0],[0]]|"
          "p:ldPortIdx=[[0],[2]]|p:stPortIdx=[[0],[]]",
     HS_E_PARAM, NULL, "ldPortIdx[1][0] = 2 is out of range"},
    {"handshake.lsq",
     LSQ2 "p:numLoads=[1,1]|p:numStores=[1,0]|p:ldOrder=[[0],[0,0]]|"
          "p:ldPortIdx=[[0],[1]]|p:stPortIdx=[[0],[]]",
     HS_E_PARAM, NULL, "ldOrder[1] has 2 values but group 1 has 1 loads"},
    {"handshake.lsq",
     LSQ2 "p:numLoads=[1,1]|p:numStores=[1,0]|p:ldOrder=[[2],[0]]|"
          "p:ldPortIdx=[[0],[1]]|p:stPortIdx=[[0],[]]",
     HS_E_PARAM, NULL, "ldOrder[0][0] = 2 is out of range"},
    {"handshake.lsq",
     LSQ2 "p:numLoads=[1,1]|p:numStores=[1,0]|p:ldPortIdx=[[0],[1]]|"
          "p:stPortIdx=[[0],[]]",
     HS_E_PARAM, NULL, "parameter ldOrder is required"},
    {"handshake.lsq",
     LSQ2 "p:numLoads=[5,1]|p:numStores=[1,0]|p:ldOrder=[[0,0,0,0,0],[0]]|"
          "p:ldPortIdx=[[0,0,0,0,0],[1]]|p:stPortIdx=[[0],[]]",
     HS_E_PARAM, NULL, "numLoads[0] = 5: a group cannot hold more entries"},
    {"handshake.lsq",
     "p:dataWidth=32|p:addrWidth=8|p:fifoDepth_L=4|p:fifoDepth_S=0|p:numLoadPorts=2|"
     "p:numStorePorts=1|p:numBBs=2|p:numLoads=[1,1]|p:numStores=[1,0]|p:ldOrder=[[0],[0]]|"
     "p:ldPortIdx=[[0],[1]]|p:stPortIdx=[[0],[]]",
     HS_E_PARAM, NULL, "fifoDepth_S = 0 is out of range"},
    {"handshake.lsq",
     "p:dataWidth=32|p:addrWidth=8|p:fifoDepth_L=1000000|p:fifoDepth_S=4|p:numLoadPorts=2|"
     "p:numStorePorts=1|p:numBBs=2|p:numLoads=[1,1]|p:numStores=[1,0]|p:ldOrder=[[0],[0]]|"
     "p:ldPortIdx=[[0],[1]]|p:stPortIdx=[[0],[]]",
     HS_E_LIMIT, NULL, "fifoDepth_L = 1000000 is out of range"},
    {"handshake.lsq",
     LSQ2 "p:numLoads=[1,1]|p:numStores=[1,0]|p:ldOrder=[[0],[0]]|"
          "p:ldPortIdx=[[0],[1]]|p:stPortIdx=[[0],[]]|p:stResp=true",
     HS_E_PARAM, NULL, "stResp = true"},
    {"handshake.lsq",
     LSQ2 "p:numLoads=[1,1]|p:numStores=[1,0]|p:ldOrder=[[0],[0]]|"
          "p:ldPortIdx=[[0],[1]]|p:stPortIdx=[[0],[]]|p:master=maybe",
     HS_E_PARAM, NULL, "master must be true, false, 1 or 0"},
    {"handshake.lsq",
     LSQ2 "p:numLoads=[1,1]|p:numStores=[1,0]|p:ldOrder=[[0],[0]|"
          "p:ldPortIdx=[[0],[1]]|p:stPortIdx=[[0],[]]",
     HS_E_PARAM, NULL, "ldOrder must be a list of lists"},
    {"handshake.lsq",
     LSQ2 "p:numLoads=[1,1]|p:numStores=[1,0]|p:ldOrder=[[0],[0]]|"
          "p:ldPortIdx=[[0],[1]]|p:stPortIdx=[[0],[]]|x:spec: i1",
     HS_E_RULE, NULL, "cannot ride the memory side"},
#undef LSQ2

};

static hs_config cfg;

static void setup(void)
{
    hs_diag d;
    ck_assert_msg(hs_config_default(&cfg, &d) == 0, "default config: %s", d.message);
    ck_assert_int_eq(hs_config_set_merge(&cfg, "tag", HS_MERGE_FIRST, &d), 0);
}

static void teardown(void)
{
    hs_config_free(&cfg);
}

START_TEST(rule_table)
{
    const rule_case *c = &cases[_i];
    hs_request r;
    hs_diag d;
    hs_diag_clear(&d);
    hs_unit *u = hs_unit_new();
    int rc = rule_req_build(&r, c->unit, c->req, &d);
    if (rc == 0)
        rc = hs_unit_resolve(&r, HS_HDL_VHDL, &cfg, u, &d);
    ck_assert_msg(rc == c->code, "case %d (%s | %s): got %d (%s), want %d", _i, c->unit, c->req, rc,
                  d.message, c->code);
    if (c->code != 0) {
        ck_assert_msg(strchr(d.message, '\n') == NULL, "message spans lines: %s", d.message);
        if (c->port)
            ck_assert_msg(strcmp(d.port, c->port) == 0, "case %d: port '%s', want '%s' (%s)", _i,
                          d.port, c->port, d.message);
        if (c->text)
            ck_assert_msg(strstr(d.message, c->text), "case %d: message '%s' lacks '%s'", _i,
                          d.message, c->text);
        if (c->code == HS_E_RULE)
            ck_assert_msg(d.rule[0] != '\0', "case %d: rule not named (%s)", _i, d.message);
    } else {
        ck_assert_int_eq((int)strlen(u->signature), HS_SIG_HEX);
        ck_assert(u->name[0] != '\0');
        /* a request that verifies also generates, in both HDLs (generation starts from
         * the same resolution, so a rejected one never reaches a generator) */
        for (int h = 0; h < HS_HDL_COUNT; h++) {
            hs_gen_result res;
            hs_unit_resolve(&r, (hs_hdl)h, &cfg, u, &d);
            int g = hs_generate(u, (hs_hdl)h, &res, &d);
            ck_assert_msg(g == 0, "case %d (%s) verifies but does not generate in %s: %s", _i,
                          c->unit, hs_hdl_name((hs_hdl)h), d.message);
            ck_assert(res.n_files >= 1 && res.files[0].len > 0);
            hs_gen_result_free(&res);
        }
    }
    hs_request_free(&r);
    hs_unit_free(u);
}
END_TEST

/* Every catalog unit appears in the table with an accepted and a rejected request. */
START_TEST(every_unit_covered)
{
    for (int i = 0; i < hs_catalog_count(); i++) {
        const char *name = hs_catalog_at(i)->name;
        bool ok = false, bad = false;
        for (size_t k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
            const hs_unit_info *info = hs_catalog_find(cases[k].unit);
            if (!info || strcmp(info->name, name) != 0)
                continue;
            if (cases[k].code == 0)
                ok = true;
            else
                bad = true;
        }
        bool arith_family = strstr("addi subi muli andi ori xori shli shrsi shrui maxsi maxui "
                                   "minsi minui",
                                   name + 10) != NULL;
        ck_assert_msg(ok, "%s has no accepted request", name);
        ck_assert_msg(bad || arith_family, "%s has no rejected request", name);
    }
}
END_TEST

/* The look-up finds every row by its full and by its bare name, and the first row of a
 * name as a walk over the families would: its index is built once and has a fixed room,
 * so a catalog that outgrew it would lose rows here. */
START_TEST(every_row_found_by_name)
{
    for (int i = 0; i < hs_catalog_count(); i++) {
        const hs_unit_info *row = hs_catalog_at(i);
        const hs_unit_info *first = row;
        for (int j = 0; j < i; j++)
            if (strcmp(hs_catalog_at(j)->name, row->name) == 0) {
                first = hs_catalog_at(j);
                break;
            }
        ck_assert_msg(hs_catalog_find(row->name) == first, "%s not found", row->name);
        ck_assert_msg(hs_catalog_find(row->name + 10) == first, "%s not found bare",
                      row->name + 10);
    }
    ck_assert_ptr_null(hs_catalog_find("handshake.no_such_unit"));
    ck_assert_ptr_null(hs_catalog_find(""));
    ck_assert_ptr_null(hs_catalog_find(NULL));
}
END_TEST

/* The example, word for word the line the client prints. */
START_TEST(seed_addi_message)
{
    hs_request r;
    hs_diag d;
    hs_unit *u = hs_unit_new();
    rule_req_build(&r, "handshake.addi",
                   "P:lhs=!handshake.channel<i32, [spec: i1]>|P:rhs=!handshake.channel<i32>|"
                   "P:result=!handshake.channel<i32, [spec: i1]>",
                   &d);
    ck_assert_int_eq(hs_unit_resolve(&r, HS_HDL_VHDL, &cfg, u, &d), HS_E_RULE);
    ck_assert_str_eq(d.message, "handshake.addi: port rhs lacks extra signal 'spec: i1' that lhs "
                                "carries; rule same_type: lhs, rhs and result all have the same "
                                "type");
    ck_assert_str_eq(d.port, "rhs");
    ck_assert_str_eq(d.rule, "same_type");
    hs_request_free(&r);
    hs_unit_free(u);
}
END_TEST

/* A composite's part request: the row given, the signal as a parsed extra signal, the
 * width as a number. It resolves to the unit the text form gives (same signature), a
 * typed signal on another kind of parameter is refused, and so is an unnamed one. */
START_TEST(typed_part_request)
{
    hs_diag d;
    const hs_unit_info *row = hs_catalog_find("drop_signal");
    ck_assert_ptr_nonnull(row);
    const hs_extra spec = {.name = "spec", .width = 1, .up = 0, .named = 1};
    hs_unit *typed = hs_unit_new(), *text = hs_unit_new();
    hs_request r;
    hs_request_init(&r, NULL);
    ck_assert_int_eq(hs_request_add_param_int(&r, "bitwidth", 8, &d), 0);
    ck_assert_int_eq(hs_request_add_param_signal(&r, "signal", &spec, &d), 0);
    ck_assert_int_eq(hs_request_add_extra_text(&r, "tag: i8", &d), 0);
    ck_assert_msg(hs_unit_resolve_row(row, &r, HS_HDL_VHDL, &cfg, typed, &d) == 0, "%s", d.message);
    hs_request_free(&r);
    hs_request_init(&r, "handshake.drop_signal");
    ck_assert_int_eq(hs_request_add_param(&r, "bitwidth", "8", &d), 0);
    ck_assert_int_eq(hs_request_add_param(&r, "signal", "spec: i1", &d), 0);
    ck_assert_int_eq(hs_request_add_extra_text(&r, "tag: i8", &d), 0);
    ck_assert_msg(hs_unit_resolve(&r, HS_HDL_VHDL, &cfg, text, &d) == 0, "%s", d.message);
    hs_request_free(&r);
    ck_assert_str_eq(typed->signature, text->signature);
    ck_assert_str_eq(typed->signal.name, "spec");
    /* a signal given to a parameter that is none */
    hs_request_init(&r, NULL);
    ck_assert_int_eq(hs_request_add_param_signal(&r, "bitwidth", &spec, &d), 0);
    ck_assert_int_eq(hs_unit_resolve_row(row, &r, HS_HDL_VHDL, &cfg, typed, &d), HS_E_PARAM);
    ck_assert_ptr_nonnull(strstr(d.message, "parameter bitwidth is not a signal"));
    hs_request_free(&r);
    /* an unnamed signal */
    const hs_extra unnamed = {.name = "extra0", .width = 1, .up = 0, .named = 0};
    hs_request_init(&r, NULL);
    ck_assert_int_eq(hs_request_add_param_signal(&r, "signal", &unnamed, &d), HS_E_PARAM);
    hs_request_free(&r);
    /* the part's row is found in its family, not in another one */
    ck_assert_ptr_eq(hs_catalog_family_find(hs_catalog_core, "cond_br"),
                     hs_catalog_find("handshake.cond_br"));
    ck_assert_ptr_null(hs_catalog_family_find(hs_catalog_core, "speculating_branch"));
    hs_unit_free(typed);
    hs_unit_free(text);
}
END_TEST

Suite *hs_test_suite(void)
{
    Suite *s = suite_create("rules");
    TCase *tc = tcase_create("rules");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_loop_test(tc, rule_table, 0, (int)(sizeof(cases) / sizeof(cases[0])));
    tcase_add_test(tc, every_unit_covered);
    tcase_add_test(tc, every_row_found_by_name);
    tcase_add_test(tc, seed_addi_message);
    tcase_add_test(tc, typed_part_request);
    suite_add_tcase(s, tc);
    return s;
}
