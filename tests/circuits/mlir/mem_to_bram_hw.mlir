// Dynamatic's adapter between a memory interface's load/store buses and a two-port
// BRAM, declared as its HandshakeToHW export writes it in a kernel's _wrapper module:
// hw.name "mem_to_bram", DATA_WIDTH and ADDR_WIDTH, and no clk or rst (wires only).
// circuit.hw_ports.mem_to_bram_hw compares hsgen's module with this declaration port for
// port; circuit.compile.mlir.mem_to_bram_hw compiles it in both HDLs.
module {
  hw.module @mem_to_bram_hw(in %loadEn : i1, in %loadAddr : i4, in %storeEn : i1, in %storeAddr : i4, in %storeData : i32, in %din0 : i32, in %din1 : i32, in %clk : i1, in %rst : i1, out ce0 : i1, out we0 : i1, out address0 : i4, out dout0 : i32, out ce1 : i1, out we1 : i1, out address1 : i4, out dout1 : i32, out loadData : i32) {
    %c.ce0, %c.we0, %c.address0, %c.dout0, %c.ce1, %c.we1, %c.address1, %c.dout1, %c.loadData = hw.instance "c" @mem_to_bram_32_4(loadEn: %loadEn: i1, loadAddr: %loadAddr: i4, storeEn: %storeEn: i1, storeAddr: %storeAddr: i4, storeData: %storeData: i32, din0: %din0: i32, din1: %din1: i32) -> (ce0: i1, we0: i1, address0: i4, dout0: i32, ce1: i1, we1: i1, address1: i4, dout1: i32, loadData: i32)
    hw.output %c.ce0, %c.we0, %c.address0, %c.dout0, %c.ce1, %c.we1, %c.address1, %c.dout1, %c.loadData : i1, i1, i4, i32, i1, i1, i4, i32, i32
  }
  hw.module.extern @mem_to_bram_32_4(in %loadEn : i1, in %loadAddr : i4, in %storeEn : i1, in %storeAddr : i4, in %storeData : i32, out ce0 : i1, out we0 : i1, out address0 : i4, out dout0 : i32, out ce1 : i1, out we1 : i1, out address1 : i4, out dout1 : i32, in %din0 : i32, in %din1 : i32, out loadData : i32) attributes {hw.name = "mem_to_bram", hw.parameters = {DATA_WIDTH = 32 : ui32, ADDR_WIDTH = 4 : ui32}}
}
