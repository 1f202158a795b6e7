// hw-level form with a flattened array input: merge of two channels (ins_0,
// ins_1 regrouped into ins[2]) and an extern hsgen does not generate (an LSQ),
// declared but not instantiated.
hw.module @merge_hw(in %x : !handshake.channel<i8>, in %y : !handshake.channel<i8>, in %clk : i1, in %rst : i1, out out0 : !handshake.channel<i8>) {
  %0 = hw.instance "merge0" @handshake_merge_0(ins_0: %x: !handshake.channel<i8>, ins_1: %y: !handshake.channel<i8>, clk: %clk: i1, rst: %rst: i1) -> (outs: !handshake.channel<i8>)
  %1 = hw.instance "buf" @handshake_buffer_1(ins: %0: !handshake.channel<i8>, clk: %clk: i1, rst: %rst: i1) -> (outs: !handshake.channel<i8>)
  hw.output %1 : !handshake.channel<i8>
}
hw.module.extern @handshake_merge_0(in %ins_0 : !handshake.channel<i8>, in %ins_1 : !handshake.channel<i8>, in %clk : i1, in %rst : i1, out outs : !handshake.channel<i8>) attributes {hw.name = "handshake.merge", hw.parameters = {SIZE = 2 : ui32, DATA_TYPE = !handshake.channel<i8>}}
hw.module.extern @handshake_buffer_1(in %ins : !handshake.channel<i8>, in %clk : i1, in %rst : i1, out outs : !handshake.channel<i8>) attributes {hw.name = "handshake.buffer", hw.parameters = {NUM_SLOTS = 1 : ui32, BUFFER_TYPE = "ONE_SLOT_BREAK_R"}}
hw.module.extern @handshake_lsq_0(in %io_ctrl_0 : !handshake.control<>, in %clk : i1, in %rst : i1) attributes {hw.name = "handshake.lsq", hw.parameters = {}}
