// An hw-level design with an extern hsgen does not generate: Dynamatic's LSQ
// (hw.name "handshake.lsq", normally made by its Chisel LSQ generator). hsgen
// generates the other externs, declares the LSQ as a black box (a stub with the
// extern's ports, named as declared: ldAddr_0, stAddr_0 ..., outputs tied to 0)
// with a warning, or hands it to the external generator the configuration routes
// handshake.lsq to; the top module wires it either way, its memory side included: raw
// wires (i1, i32: no valid/ready) between the LSQ and the top's ports. out0 = ldData + 1.
module {
  hw.module @lsq_top(in %addr : !handshake.channel<i32>, in %saddr : !handshake.channel<i32>, in %sdata : !handshake.channel<i32>, in %start : !handshake.control<>, in %loadData : i32, in %clk : i1, in %rst : i1, out out0 : !handshake.channel<i32>, out end : !handshake.control<>, out loadEn : i1, out loadAddr : i32) {
    %0:4 = hw.instance "lsq0" @handshake_lsq_lsq0(ctrl_0: %start: !handshake.control<>, ldAddr_0: %addr: !handshake.channel<i32>, stAddr_0: %saddr: !handshake.channel<i32>, stData_0: %sdata: !handshake.channel<i32>, loadData: %loadData: i32, clk: %clk: i1, rst: %rst: i1) -> (ldData_0: !handshake.channel<i32>, memEnd: !handshake.control<>, loadEn: i1, loadAddr: i32)
    %1 = hw.instance "source0" @handshake_source_0(clk: %clk: i1, rst: %rst: i1) -> (outs: !handshake.control<>)
    %2 = hw.instance "constant0" @handshake_constant_0(ctrl: %1: !handshake.control<>, clk: %clk: i1, rst: %rst: i1) -> (outs: !handshake.channel<i32>)
    %3 = hw.instance "addi0" @handshake_addi_0(lhs: %0#0: !handshake.channel<i32>, rhs: %2: !handshake.channel<i32>, clk: %clk: i1, rst: %rst: i1) -> (result: !handshake.channel<i32>)
    hw.output %3, %0#1, %0#2, %0#3 : !handshake.channel<i32>, !handshake.control<>, i1, i32
  }
  hw.module.extern @handshake_lsq_lsq0(in %ctrl_0 : !handshake.control<>, in %ldAddr_0 : !handshake.channel<i32>, in %stAddr_0 : !handshake.channel<i32>, in %stData_0 : !handshake.channel<i32>, in %loadData : i32, in %clk : i1, in %rst : i1, out ldData_0 : !handshake.channel<i32>, out memEnd : !handshake.control<>, out loadEn : i1, out loadAddr : i32) attributes {hw.name = "handshake.lsq", hw.parameters = {fifoDepth = 16 : ui32, numLoadPorts = 1 : ui32, numStorePorts = 1 : ui32}}
  hw.module.extern @handshake_source_0(in %clk : i1, in %rst : i1, out outs : !handshake.control<>) attributes {hw.name = "handshake.source", hw.parameters = {}}
  hw.module.extern @handshake_constant_0(in %ctrl : !handshake.control<>, in %clk : i1, in %rst : i1, out outs : !handshake.channel<i32>) attributes {hw.name = "handshake.constant", hw.parameters = {VALUE = "00000000000000000000000000000001", BITWIDTH = 32 : ui32}}
  hw.module.extern @handshake_addi_0(in %lhs : !handshake.channel<i32>, in %rhs : !handshake.channel<i32>, in %clk : i1, in %rst : i1, out result : !handshake.channel<i32>) attributes {hw.name = "handshake.addi", hw.parameters = {DATA_TYPE = !handshake.channel<i32>}}
}
