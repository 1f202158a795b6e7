// The hw-level form Dynamatic's export step reads: one hw.module wiring
// instances of hw.module.extern declarations, each named by hw.name and
// parameterized by hw.parameters, flattened array ports (outs_0, outs_1)
// regrouped. out0 = sel ? a : a + 5.
module {
  hw.module @select_add(in %a : !handshake.channel<i32>, in %sel : !handshake.channel<i1>, in %start : !handshake.control<>, in %clk : i1, in %rst : i1, out out0 : !handshake.channel<i32>, out end : !handshake.control<>) {
    %0:2 = hw.instance "fork0" @handshake_fork_0(ins: %start: !handshake.control<>, clk: %clk: i1, rst: %rst: i1) -> (outs_0: !handshake.control<>, outs_1: !handshake.control<>)
    %1 = hw.instance "constant0" @handshake_constant_0(ctrl: %0#0: !handshake.control<>, clk: %clk: i1, rst: %rst: i1) -> (outs: !handshake.channel<i32>)
    %2:2 = hw.instance "fork1" @handshake_fork_1(ins: %a: !handshake.channel<i32>, clk: %clk: i1, rst: %rst: i1) -> (outs_0: !handshake.channel<i32>, outs_1: !handshake.channel<i32>)
    %3 = hw.instance "addi0" @handshake_addi_0(lhs: %2#1: !handshake.channel<i32>, rhs: %1: !handshake.channel<i32>, clk: %clk: i1, rst: %rst: i1) -> (result: !handshake.channel<i32>)
    %4 = hw.instance "buffer0" @handshake_buffer_0(ins: %3: !handshake.channel<i32>, clk: %clk: i1, rst: %rst: i1) -> (outs: !handshake.channel<i32>)
    %5 = hw.instance "select0" @handshake_select_0(condition: %sel: !handshake.channel<i1>, trueValue: %2#0: !handshake.channel<i32>, falseValue: %4: !handshake.channel<i32>, clk: %clk: i1, rst: %rst: i1) -> (result: !handshake.channel<i32>)
    hw.output %5, %0#1 : !handshake.channel<i32>, !handshake.control<>
  }
  hw.module.extern @handshake_fork_0(in %ins : !handshake.control<>, in %clk : i1, in %rst : i1, out outs_0 : !handshake.control<>, out outs_1 : !handshake.control<>) attributes {hw.name = "handshake.fork", hw.parameters = {SIZE = 2 : ui32, BITWIDTH = 0 : ui32, EXTRA_SIGNALS = {}}}
  hw.module.extern @handshake_constant_0(in %ctrl : !handshake.control<>, in %clk : i1, in %rst : i1, out outs : !handshake.channel<i32>) attributes {hw.name = "handshake.constant", hw.parameters = {VALUE = "00000000000000000000000000000101", BITWIDTH = 32 : ui32}}
  hw.module.extern @handshake_fork_1(in %ins : !handshake.channel<i32>, in %clk : i1, in %rst : i1, out outs_0 : !handshake.channel<i32>, out outs_1 : !handshake.channel<i32>) attributes {hw.name = "handshake.fork", hw.parameters = {SIZE = 2 : ui32, BITWIDTH = 32 : ui32, EXTRA_SIGNALS = {}}}
  hw.module.extern @handshake_addi_0(in %lhs : !handshake.channel<i32>, in %rhs : !handshake.channel<i32>, in %clk : i1, in %rst : i1, out result : !handshake.channel<i32>) attributes {hw.name = "handshake.addi", hw.parameters = {DATA_TYPE = !handshake.channel<i32>}}
  hw.module.extern @handshake_buffer_0(in %ins : !handshake.channel<i32>, in %clk : i1, in %rst : i1, out outs : !handshake.channel<i32>) attributes {hw.name = "handshake.buffer", hw.parameters = {NUM_SLOTS = 2 : ui32, BITWIDTH = 32 : ui32, BUFFER_TYPE = "FIFO_BREAK_DV", TIMING = #handshake<timing {D: 1, V: 1, R: 0}>}}
  hw.module.extern @handshake_select_0(in %condition : !handshake.channel<i1>, in %trueValue : !handshake.channel<i32>, in %falseValue : !handshake.channel<i32>, in %clk : i1, in %rst : i1, out result : !handshake.channel<i32>) attributes {hw.name = "handshake.select", hw.parameters = {DATA_TYPE = !handshake.channel<i32>}}
}
