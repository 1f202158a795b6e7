// prefix_sum (prefix_sum.c): a read-modify-write loop, a[i] = a[i] + a[i - 1] for i in
// [1, n), in place, as Dynamatic's export writes it: a read and written through an LSQ,
// one group per iteration (load a[i - 1], load a[i], store a[i]). Each iteration's
// first load reads what the previous iteration stored (a read after write at distance
// one). One ONE_SLOT_BREAK_DV buffer on each back edge; the reader adds forks and sinks.
handshake.func @prefix_sum(%a: memref<16xi32>, %n: !handshake.channel<i32>, %a_start: !handshake.control<>, %start: !handshake.control<>) -> (!handshake.control<>, !handshake.control<>) attributes {argNames = ["a", "n", "a_start", "start"], resNames = ["a_end", "end"]} {
  %q:3 = lsq[%a : memref<16xi32>] (%a_start, %body, %prevAddr, %curAddr, %stAddr, %stData, %exit) {groupSizes = [3 : i32], handshake.name = "lsq0"} : (!handshake.control<>, !handshake.control<>, !handshake.channel<i4>, !handshake.channel<i4>, !handshake.channel<i4>, !handshake.channel<i32>, !handshake.control<>) -> (!handshake.channel<i32>, !handshake.channel<i32>, !handshake.control<>)
  %first = constant %start {value = 1 : i32, handshake.bb = 0 : ui32, handshake.name = "constant0"} : <>, <i32>
  %ctrl, %idx = control_merge [%start, %backCtrl] {handshake.bb = 1 : ui32, handshake.name = "control_merge0"} : [<>, <>] to <>, <i1>
  %i = mux %idx [%first, %backI] {handshake.bb = 1 : ui32, handshake.name = "mux0"} : <i1>, [<i32>, <i32>] to <i32>
  %bound = mux %idx [%n, %backN] {handshake.bb = 1 : ui32, handshake.name = "mux1"} : <i1>, [<i32>, <i32>] to <i32>
  %cond = cmpi slt, %i, %bound {handshake.bb = 1 : ui32, handshake.name = "cmpi0"} : <i32>
  %tI, %fI = cond_br %cond, %i {handshake.bb = 1 : ui32, handshake.name = "cond_br0"} : <i1>, <i32>
  %tN, %fN = cond_br %cond, %bound {handshake.bb = 1 : ui32, handshake.name = "cond_br1"} : <i1>, <i32>
  %body, %exit = cond_br %cond, %ctrl {handshake.bb = 1 : ui32, handshake.name = "cond_br2"} : <i1>, <>
  %src0 = source {handshake.bb = 2 : ui32, handshake.name = "source0"} : <>
  %one = constant %src0 {value = 1 : i32, handshake.bb = 2 : ui32, handshake.name = "constant1"} : <>, <i32>
  %im1 = subi %tI, %one {handshake.bb = 2 : ui32, handshake.name = "subi0"} : <i32>
  %im1_i1 = trunci %im1 {handshake.bb = 2 : ui32, handshake.name = "trunci0"} : <i32> to <i4>
  %prevAddr, %prev = load[%im1_i1] %q#0 {handshake.bb = 2 : ui32, handshake.deps = #handshake<deps[["store0", 1, true]]>, handshake.name = "load0"} : <i4>, <i32>, <i4>, <i32>
  %tI_i2 = trunci %tI {handshake.bb = 2 : ui32, handshake.name = "trunci1"} : <i32> to <i4>
  %curAddr, %cur = load[%tI_i2] %q#1 {handshake.bb = 2 : ui32, handshake.deps = #handshake<deps[["store0", 1, true]]>, handshake.name = "load1"} : <i4>, <i32>, <i4>, <i32>
  %sum = addi %cur, %prev {handshake.bb = 2 : ui32, handshake.name = "addi0"} : <i32>
  %tI_i3 = trunci %tI {handshake.bb = 2 : ui32, handshake.name = "trunci2"} : <i32> to <i4>
  %stAddr, %stData = store[%tI_i3] %sum {handshake.bb = 2 : ui32, handshake.deps = #handshake<deps[["load0", 1, true], ["load1", 1, true]]>, handshake.name = "store0"} : <i4>, <i32>, <i4>, <i32>
  %src1 = source {handshake.bb = 2 : ui32, handshake.name = "source1"} : <>
  %one1 = constant %src1 {value = 1 : i32, handshake.bb = 2 : ui32, handshake.name = "constant2"} : <>, <i32>
  %nextI = addi %tI, %one1 {handshake.bb = 2 : ui32, handshake.name = "addi1"} : <i32>
  %backI = buffer %nextI, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer0"} : <i32>
  %backN = buffer %tN, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer1"} : <i32>
  %backCtrl = buffer %body, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer2"} : <>
  end %q#2, %exit : <>, <>
}
