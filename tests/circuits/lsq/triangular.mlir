// triangular (triangular.c): forward substitution with a unit lower-triangular L,
// x[i] -= L[i][j] * x[j] for every j < i, row by row, in place (x holds b first), as
// Dynamatic's export writes the flattened loop: L read through a memory controller, x
// read and written through an LSQ, one group per step (load x[j], load x[i], store
// x[i]). A step reads x[i] its predecessor stored, and x[j] a finished row stored.
// The step counter (i, j): j + 1, back to 0 and i + 1 when it reaches i.
handshake.func @triangular(%L: memref<16xi32>, %x: memref<4xi32>, %n: !handshake.channel<i32>, %L_start: !handshake.control<>, %x_start: !handshake.control<>, %start: !handshake.control<>) -> (!handshake.control<>, !handshake.control<>, !handshake.control<>) attributes {argNames = ["L", "x", "n", "L_start", "x_start", "start"], resNames = ["L_end", "x_end", "end"]} {
  %lData, %lEnd = mem_controller[%L : memref<16xi32>] %L_start (%lAddr) %exit {connectedBlocks = [1 : i32], handshake.name = "mem_controller0"} : (!handshake.channel<i4>) -> !handshake.channel<i32>
  %q:3 = lsq[%x : memref<4xi32>] (%x_start, %body, %xjAddr, %xiAddr, %stAddr, %stData, %exit) {groupSizes = [3 : i32], handshake.name = "lsq0"} : (!handshake.control<>, !handshake.control<>, !handshake.channel<i2>, !handshake.channel<i2>, !handshake.channel<i2>, !handshake.channel<i32>, !handshake.control<>) -> (!handshake.channel<i32>, !handshake.channel<i32>, !handshake.control<>)
  %i0 = constant %start {value = 1 : i32, handshake.bb = 0 : ui32, handshake.name = "constant0"} : <>, <i32>
  %j0 = constant %start {value = 0 : i32, handshake.bb = 0 : ui32, handshake.name = "constant1"} : <>, <i32>
  %ctrl, %idx = control_merge [%start, %backCtrl] {handshake.bb = 1 : ui32, handshake.name = "control_merge0"} : [<>, <>] to <>, <i1>
  %i = mux %idx [%i0, %backI] {handshake.bb = 1 : ui32, handshake.name = "mux0"} : <i1>, [<i32>, <i32>] to <i32>
  %j = mux %idx [%j0, %backJ] {handshake.bb = 1 : ui32, handshake.name = "mux1"} : <i1>, [<i32>, <i32>] to <i32>
  %bound = mux %idx [%n, %backN] {handshake.bb = 1 : ui32, handshake.name = "mux2"} : <i1>, [<i32>, <i32>] to <i32>
  %cond = cmpi slt, %i, %bound {handshake.bb = 1 : ui32, handshake.name = "cmpi0"} : <i32>
  %tI, %fI = cond_br %cond, %i {handshake.bb = 1 : ui32, handshake.name = "cond_br0"} : <i1>, <i32>
  %tJ, %fJ = cond_br %cond, %j {handshake.bb = 1 : ui32, handshake.name = "cond_br1"} : <i1>, <i32>
  %tN, %fN = cond_br %cond, %bound {handshake.bb = 1 : ui32, handshake.name = "cond_br2"} : <i1>, <i32>
  %body, %exit = cond_br %cond, %ctrl {handshake.bb = 1 : ui32, handshake.name = "cond_br3"} : <i1>, <>
  %src0 = source {handshake.bb = 2 : ui32, handshake.name = "source0"} : <>
  %two = constant %src0 {value = 2 : i32, handshake.bb = 2 : ui32, handshake.name = "constant2"} : <>, <i32>
  %row = shli %tI, %two {handshake.bb = 2 : ui32, handshake.name = "shli0"} : <i32>
  %lIdx = addi %row, %tJ {handshake.bb = 2 : ui32, handshake.name = "addi0"} : <i32>
  %lIdx_i1 = trunci %lIdx {handshake.bb = 2 : ui32, handshake.name = "trunci0"} : <i32> to <i4>
  %lAddr, %lij = load[%lIdx_i1] %lData {handshake.bb = 2 : ui32, handshake.name = "load0"} : <i4>, <i32>, <i4>, <i32>
  %tJ_i2 = trunci %tJ {handshake.bb = 2 : ui32, handshake.name = "trunci1"} : <i32> to <i2>
  %xjAddr, %xj = load[%tJ_i2] %q#0 {handshake.bb = 2 : ui32, handshake.deps = #handshake<deps[["store0", 1, true]]>, handshake.name = "load1"} : <i2>, <i32>, <i2>, <i32>
  %tI_i3 = trunci %tI {handshake.bb = 2 : ui32, handshake.name = "trunci2"} : <i32> to <i2>
  %xiAddr, %xi = load[%tI_i3] %q#1 {handshake.bb = 2 : ui32, handshake.deps = #handshake<deps[["store0", 1, true]]>, handshake.name = "load2"} : <i2>, <i32>, <i2>, <i32>
  %prod = muli %lij, %xj {handshake.bb = 2 : ui32, handshake.name = "muli0"} : <i32>
  %diff = subi %xi, %prod {handshake.bb = 2 : ui32, handshake.name = "subi0"} : <i32>
  %tI_i4 = trunci %tI {handshake.bb = 2 : ui32, handshake.name = "trunci3"} : <i32> to <i2>
  %stAddr, %stData = store[%tI_i4] %diff {handshake.bb = 2 : ui32, handshake.deps = #handshake<deps[["load1", 1, true], ["load2", 1, true]]>, handshake.name = "store0"} : <i2>, <i32>, <i2>, <i32>
  %src1 = source {handshake.bb = 2 : ui32, handshake.name = "source1"} : <>
  %one = constant %src1 {value = 1 : i32, handshake.bb = 2 : ui32, handshake.name = "constant3"} : <>, <i32>
  %src2 = source {handshake.bb = 2 : ui32, handshake.name = "source2"} : <>
  %one2 = constant %src2 {value = 1 : i32, handshake.bb = 2 : ui32, handshake.name = "constant4"} : <>, <i32>
  %src3 = source {handshake.bb = 2 : ui32, handshake.name = "source3"} : <>
  %zero = constant %src3 {value = 0 : i32, handshake.bb = 2 : ui32, handshake.name = "constant5"} : <>, <i32>
  %j1 = addi %tJ, %one {handshake.bb = 2 : ui32, handshake.name = "addi1"} : <i32>
  %i1 = addi %tI, %one2 {handshake.bb = 2 : ui32, handshake.name = "addi2"} : <i32>
  %wrap = cmpi eq, %j1, %tI {handshake.bb = 2 : ui32, handshake.name = "cmpi1"} : <i32>
  %nextJ = select %wrap [%zero, %j1] {handshake.bb = 2 : ui32, handshake.name = "select0"} : <i1>, <i32>
  %nextI = select %wrap [%i1, %tI] {handshake.bb = 2 : ui32, handshake.name = "select1"} : <i1>, <i32>
  %backI = buffer %nextI, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer0"} : <i32>
  %backJ = buffer %nextJ, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer1"} : <i32>
  %backN = buffer %tN, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer2"} : <i32>
  %backCtrl = buffer %body, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer3"} : <>
  end %lEnd, %q#2, %exit : <>, <>, <>
}
