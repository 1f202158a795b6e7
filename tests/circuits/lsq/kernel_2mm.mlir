// kernel_2mm (kernel_2mm.c): two matrix products one after the other, tmp += A B, then
// D += tmp C (3 x 3, alpha = beta = 1), each a flattened (i, j, k) loop, as Dynamatic's export
// writes them: A, B and C read through memory controllers; tmp through an LSQ with
// two groups (the first loop's load and store, then the second loop's load: it must
// see every sum the first loop stored); D through an LSQ of its own. Each step reads
// the sum its predecessor stored (k and k + 1 share tmp[i][j] and D[i][j]).
handshake.func @kernel_2mm(%A: memref<9xi32>, %B: memref<9xi32>, %C: memref<9xi32>, %tmp: memref<9xi32>, %D: memref<9xi32>, %n: !handshake.channel<i32>, %A_start: !handshake.control<>, %B_start: !handshake.control<>, %C_start: !handshake.control<>, %tmp_start: !handshake.control<>, %D_start: !handshake.control<>, %start: !handshake.control<>) -> (!handshake.control<>, !handshake.control<>, !handshake.control<>, !handshake.control<>, !handshake.control<>, !handshake.control<>) attributes {argNames = ["A", "B", "C", "tmp", "D", "n", "A_start", "B_start", "C_start", "tmp_start", "D_start", "start"], resNames = ["A_end", "B_end", "C_end", "tmp_end", "D_end", "end"]} {
  %aData, %aEnd = mem_controller[%A : memref<9xi32>] %A_start (%aAddr1) %exit1 {connectedBlocks = [2 : i32], handshake.name = "mem_controller0"} : (!handshake.channel<i4>) -> !handshake.channel<i32>
  %bData, %bEnd = mem_controller[%B : memref<9xi32>] %B_start (%bAddr1) %exit1 {connectedBlocks = [2 : i32], handshake.name = "mem_controller1"} : (!handshake.channel<i4>) -> !handshake.channel<i32>
  %cData, %cEnd = mem_controller[%C : memref<9xi32>] %C_start (%cAddr2) %exit2 {connectedBlocks = [4 : i32], handshake.name = "mem_controller2"} : (!handshake.channel<i4>) -> !handshake.channel<i32>
  %t:3 = lsq[%tmp : memref<9xi32>] (%tmp_start, %body1, %accAddr1, %stAddr1, %stData1, %body2, %tAddr2, %exit2) {groupSizes = [2 : i32, 1 : i32], handshake.name = "lsq0"} : (!handshake.control<>, !handshake.control<>, !handshake.channel<i4>, !handshake.channel<i4>, !handshake.channel<i32>, !handshake.control<>, !handshake.channel<i4>, !handshake.control<>) -> (!handshake.channel<i32>, !handshake.channel<i32>, !handshake.control<>)
  %d:2 = lsq[%D : memref<9xi32>] (%D_start, %body2, %accAddr2, %stAddr2, %stData2, %exit2) {groupSizes = [2 : i32], handshake.name = "lsq1"} : (!handshake.control<>, !handshake.control<>, !handshake.channel<i4>, !handshake.channel<i4>, !handshake.channel<i32>, !handshake.control<>) -> (!handshake.channel<i32>, !handshake.control<>)
  %zero1 = constant %start {value = 0 : i32, handshake.bb = 0 : ui32, handshake.name = "constant_z1"} : <>, <i32>
  %ctrl1, %idx1 = control_merge [%start, %backCtrl1] {handshake.bb = 1 : ui32, handshake.name = "control_merge1"} : [<>, <>] to <>, <i1>
  %i1 = mux %idx1 [%zero1, %backI1] {handshake.bb = 1 : ui32, handshake.name = "mux_i1"} : <i1>, [<i32>, <i32>] to <i32>
  %j1 = mux %idx1 [%zero1, %backJ1] {handshake.bb = 1 : ui32, handshake.name = "mux_j1"} : <i1>, [<i32>, <i32>] to <i32>
  %k1 = mux %idx1 [%zero1, %backK1] {handshake.bb = 1 : ui32, handshake.name = "mux_k1"} : <i1>, [<i32>, <i32>] to <i32>
  %n1 = mux %idx1 [%n, %backN1] {handshake.bb = 1 : ui32, handshake.name = "mux_n1"} : <i1>, [<i32>, <i32>] to <i32>
  %cond1 = cmpi slt, %i1, %n1 {handshake.bb = 1 : ui32, handshake.name = "cmpi_loop1"} : <i32>
  %tI1, %fI1 = cond_br %cond1, %i1 {handshake.bb = 1 : ui32, handshake.name = "cond_br_i1"} : <i1>, <i32>
  %tJ1, %fJ1 = cond_br %cond1, %j1 {handshake.bb = 1 : ui32, handshake.name = "cond_br_j1"} : <i1>, <i32>
  %tK1, %fK1 = cond_br %cond1, %k1 {handshake.bb = 1 : ui32, handshake.name = "cond_br_k1"} : <i1>, <i32>
  %tN1, %fN1 = cond_br %cond1, %n1 {handshake.bb = 1 : ui32, handshake.name = "cond_br_n1"} : <i1>, <i32>
  %body1, %exit1 = cond_br %cond1, %ctrl1 {handshake.bb = 1 : ui32, handshake.name = "cond_br_c1"} : <i1>, <>
  %src_three1 = source {handshake.bb = 2 : ui32, handshake.name = "source_three1"} : <>
  %three1 = constant %src_three1 {value = 3 : i32, handshake.bb = 2 : ui32, handshake.name = "constant_three1"} : <>, <i32>
  %src_c1a1 = source {handshake.bb = 2 : ui32, handshake.name = "source_c1a1"} : <>
  %c1a1 = constant %src_c1a1 {value = 1 : i32, handshake.bb = 2 : ui32, handshake.name = "constant_c1a1"} : <>, <i32>
  %src_c1b1 = source {handshake.bb = 2 : ui32, handshake.name = "source_c1b1"} : <>
  %c1b1 = constant %src_c1b1 {value = 1 : i32, handshake.bb = 2 : ui32, handshake.name = "constant_c1b1"} : <>, <i32>
  %src_c1c1 = source {handshake.bb = 2 : ui32, handshake.name = "source_c1c1"} : <>
  %c1c1 = constant %src_c1c1 {value = 1 : i32, handshake.bb = 2 : ui32, handshake.name = "constant_c1c1"} : <>, <i32>
  %src_c0a1 = source {handshake.bb = 2 : ui32, handshake.name = "source_c0a1"} : <>
  %c0a1 = constant %src_c0a1 {value = 0 : i32, handshake.bb = 2 : ui32, handshake.name = "constant_c0a1"} : <>, <i32>
  %src_c0b1 = source {handshake.bb = 2 : ui32, handshake.name = "source_c0b1"} : <>
  %c0b1 = constant %src_c0b1 {value = 0 : i32, handshake.bb = 2 : ui32, handshake.name = "constant_c0b1"} : <>, <i32>
  %ri1 = muli %tI1, %three1 {handshake.bb = 2 : ui32, handshake.name = "muli_ri1"} : <i32>
  %rk1 = muli %tK1, %three1 {handshake.bb = 2 : ui32, handshake.name = "muli_rk1"} : <i32>
  %aIdx1 = addi %ri1, %tK1 {handshake.bb = 2 : ui32, handshake.name = "addi_a1"} : <i32>
  %bIdx1 = addi %rk1, %tJ1 {handshake.bb = 2 : ui32, handshake.name = "addi_b1"} : <i32>
  %cIdx1 = addi %ri1, %tJ1 {handshake.bb = 2 : ui32, handshake.name = "addi_c1"} : <i32>
  %aIdx1_i1 = trunci %aIdx1 {handshake.bb = 2 : ui32, handshake.name = "trunci0"} : <i32> to <i4>
  %aAddr1, %lv1 = load[%aIdx1_i1] %aData {handshake.bb = 2 : ui32, handshake.name = "load_a1"} : <i4>, <i32>, <i4>, <i32>
  %bIdx1_i2 = trunci %bIdx1 {handshake.bb = 2 : ui32, handshake.name = "trunci1"} : <i32> to <i4>
  %bAddr1, %rv1 = load[%bIdx1_i2] %bData {handshake.bb = 2 : ui32, handshake.name = "load_b1"} : <i4>, <i32>, <i4>, <i32>
  %cIdx1_i3 = trunci %cIdx1 {handshake.bb = 2 : ui32, handshake.name = "trunci2"} : <i32> to <i4>
  %accAddr1, %accOld1 = load[%cIdx1_i3] %t#0 {handshake.bb = 2 : ui32, handshake.deps = #handshake<deps[["store1", 1, true]]>, handshake.name = "load_acc1"} : <i4>, <i32>, <i4>, <i32>
  %prod1 = muli %lv1, %rv1 {handshake.bb = 2 : ui32, handshake.name = "muli_p1"} : <i32>
  %accNew1 = addi %accOld1, %prod1 {handshake.bb = 2 : ui32, handshake.name = "addi_acc1"} : <i32>
  %cIdx1_i4 = trunci %cIdx1 {handshake.bb = 2 : ui32, handshake.name = "trunci3"} : <i32> to <i4>
  %stAddr1, %stData1 = store[%cIdx1_i4] %accNew1 {handshake.bb = 2 : ui32, handshake.deps = #handshake<deps[["load_acc1", 1, true], ["store1", 1, true]]>, handshake.name = "store1"} : <i4>, <i32>, <i4>, <i32>
  %k11 = addi %tK1, %c1a1 {handshake.bb = 2 : ui32, handshake.name = "addi_k11"} : <i32>
  %j11 = addi %tJ1, %c1b1 {handshake.bb = 2 : ui32, handshake.name = "addi_j11"} : <i32>
  %i11 = addi %tI1, %c1c1 {handshake.bb = 2 : ui32, handshake.name = "addi_i11"} : <i32>
  %wk1 = cmpi eq, %k11, %tN1 {handshake.bb = 2 : ui32, handshake.name = "cmpi_k1"} : <i32>
  %nextK1 = select %wk1 [%c0a1, %k11] {handshake.bb = 2 : ui32, handshake.name = "select_k1"} : <i1>, <i32>
  %jj1 = select %wk1 [%j11, %tJ1] {handshake.bb = 2 : ui32, handshake.name = "select_jj1"} : <i1>, <i32>
  %wj1 = cmpi eq, %jj1, %tN1 {handshake.bb = 2 : ui32, handshake.name = "cmpi_j1"} : <i32>
  %nextJ1 = select %wj1 [%c0b1, %jj1] {handshake.bb = 2 : ui32, handshake.name = "select_j1"} : <i1>, <i32>
  %nextI1 = select %wj1 [%i11, %tI1] {handshake.bb = 2 : ui32, handshake.name = "select_i1"} : <i1>, <i32>
  %backI1 = buffer %nextI1, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer_i1"} : <i32>
  %backJ1 = buffer %nextJ1, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer_j1"} : <i32>
  %backK1 = buffer %nextK1, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer_k1"} : <i32>
  %backN1 = buffer %tN1, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer_n1"} : <i32>
  %backCtrl1 = buffer %body1, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer_c1"} : <>
  %zero2 = constant %exit1 {value = 0 : i32, handshake.bb = 2 : ui32, handshake.name = "constant_z2"} : <>, <i32>
  %ctrl2, %idx2 = control_merge [%exit1, %backCtrl2] {handshake.bb = 3 : ui32, handshake.name = "control_merge2"} : [<>, <>] to <>, <i1>
  %i2 = mux %idx2 [%zero2, %backI2] {handshake.bb = 3 : ui32, handshake.name = "mux_i2"} : <i1>, [<i32>, <i32>] to <i32>
  %j2 = mux %idx2 [%zero2, %backJ2] {handshake.bb = 3 : ui32, handshake.name = "mux_j2"} : <i1>, [<i32>, <i32>] to <i32>
  %k2 = mux %idx2 [%zero2, %backK2] {handshake.bb = 3 : ui32, handshake.name = "mux_k2"} : <i1>, [<i32>, <i32>] to <i32>
  %n2 = mux %idx2 [%fN1, %backN2] {handshake.bb = 3 : ui32, handshake.name = "mux_n2"} : <i1>, [<i32>, <i32>] to <i32>
  %cond2 = cmpi slt, %i2, %n2 {handshake.bb = 3 : ui32, handshake.name = "cmpi_loop2"} : <i32>
  %tI2, %fI2 = cond_br %cond2, %i2 {handshake.bb = 3 : ui32, handshake.name = "cond_br_i2"} : <i1>, <i32>
  %tJ2, %fJ2 = cond_br %cond2, %j2 {handshake.bb = 3 : ui32, handshake.name = "cond_br_j2"} : <i1>, <i32>
  %tK2, %fK2 = cond_br %cond2, %k2 {handshake.bb = 3 : ui32, handshake.name = "cond_br_k2"} : <i1>, <i32>
  %tN2, %fN2 = cond_br %cond2, %n2 {handshake.bb = 3 : ui32, handshake.name = "cond_br_n2"} : <i1>, <i32>
  %body2, %exit2 = cond_br %cond2, %ctrl2 {handshake.bb = 3 : ui32, handshake.name = "cond_br_c2"} : <i1>, <>
  %src_three2 = source {handshake.bb = 4 : ui32, handshake.name = "source_three2"} : <>
  %three2 = constant %src_three2 {value = 3 : i32, handshake.bb = 4 : ui32, handshake.name = "constant_three2"} : <>, <i32>
  %src_c1a2 = source {handshake.bb = 4 : ui32, handshake.name = "source_c1a2"} : <>
  %c1a2 = constant %src_c1a2 {value = 1 : i32, handshake.bb = 4 : ui32, handshake.name = "constant_c1a2"} : <>, <i32>
  %src_c1b2 = source {handshake.bb = 4 : ui32, handshake.name = "source_c1b2"} : <>
  %c1b2 = constant %src_c1b2 {value = 1 : i32, handshake.bb = 4 : ui32, handshake.name = "constant_c1b2"} : <>, <i32>
  %src_c1c2 = source {handshake.bb = 4 : ui32, handshake.name = "source_c1c2"} : <>
  %c1c2 = constant %src_c1c2 {value = 1 : i32, handshake.bb = 4 : ui32, handshake.name = "constant_c1c2"} : <>, <i32>
  %src_c0a2 = source {handshake.bb = 4 : ui32, handshake.name = "source_c0a2"} : <>
  %c0a2 = constant %src_c0a2 {value = 0 : i32, handshake.bb = 4 : ui32, handshake.name = "constant_c0a2"} : <>, <i32>
  %src_c0b2 = source {handshake.bb = 4 : ui32, handshake.name = "source_c0b2"} : <>
  %c0b2 = constant %src_c0b2 {value = 0 : i32, handshake.bb = 4 : ui32, handshake.name = "constant_c0b2"} : <>, <i32>
  %ri2 = muli %tI2, %three2 {handshake.bb = 4 : ui32, handshake.name = "muli_ri2"} : <i32>
  %rk2 = muli %tK2, %three2 {handshake.bb = 4 : ui32, handshake.name = "muli_rk2"} : <i32>
  %aIdx2 = addi %ri2, %tK2 {handshake.bb = 4 : ui32, handshake.name = "addi_a2"} : <i32>
  %bIdx2 = addi %rk2, %tJ2 {handshake.bb = 4 : ui32, handshake.name = "addi_b2"} : <i32>
  %cIdx2 = addi %ri2, %tJ2 {handshake.bb = 4 : ui32, handshake.name = "addi_c2"} : <i32>
  %aIdx2_i5 = trunci %aIdx2 {handshake.bb = 4 : ui32, handshake.name = "trunci4"} : <i32> to <i4>
  %tAddr2, %lv2 = load[%aIdx2_i5] %t#1 {handshake.bb = 4 : ui32, handshake.deps = #handshake<deps[["store1", 1, true]]>, handshake.name = "load_t2"} : <i4>, <i32>, <i4>, <i32>
  %bIdx2_i6 = trunci %bIdx2 {handshake.bb = 4 : ui32, handshake.name = "trunci5"} : <i32> to <i4>
  %cAddr2, %rv2 = load[%bIdx2_i6] %cData {handshake.bb = 4 : ui32, handshake.name = "load_c2"} : <i4>, <i32>, <i4>, <i32>
  %cIdx2_i7 = trunci %cIdx2 {handshake.bb = 4 : ui32, handshake.name = "trunci6"} : <i32> to <i4>
  %accAddr2, %accOld2 = load[%cIdx2_i7] %d#0 {handshake.bb = 4 : ui32, handshake.deps = #handshake<deps[["store2", 1, true]]>, handshake.name = "load_acc2"} : <i4>, <i32>, <i4>, <i32>
  %prod2 = muli %lv2, %rv2 {handshake.bb = 4 : ui32, handshake.name = "muli_p2"} : <i32>
  %accNew2 = addi %accOld2, %prod2 {handshake.bb = 4 : ui32, handshake.name = "addi_acc2"} : <i32>
  %cIdx2_i8 = trunci %cIdx2 {handshake.bb = 4 : ui32, handshake.name = "trunci7"} : <i32> to <i4>
  %stAddr2, %stData2 = store[%cIdx2_i8] %accNew2 {handshake.bb = 4 : ui32, handshake.deps = #handshake<deps[["load_acc2", 1, true], ["store2", 1, true]]>, handshake.name = "store2"} : <i4>, <i32>, <i4>, <i32>
  %k12 = addi %tK2, %c1a2 {handshake.bb = 4 : ui32, handshake.name = "addi_k12"} : <i32>
  %j12 = addi %tJ2, %c1b2 {handshake.bb = 4 : ui32, handshake.name = "addi_j12"} : <i32>
  %i12 = addi %tI2, %c1c2 {handshake.bb = 4 : ui32, handshake.name = "addi_i12"} : <i32>
  %wk2 = cmpi eq, %k12, %tN2 {handshake.bb = 4 : ui32, handshake.name = "cmpi_k2"} : <i32>
  %nextK2 = select %wk2 [%c0a2, %k12] {handshake.bb = 4 : ui32, handshake.name = "select_k2"} : <i1>, <i32>
  %jj2 = select %wk2 [%j12, %tJ2] {handshake.bb = 4 : ui32, handshake.name = "select_jj2"} : <i1>, <i32>
  %wj2 = cmpi eq, %jj2, %tN2 {handshake.bb = 4 : ui32, handshake.name = "cmpi_j2"} : <i32>
  %nextJ2 = select %wj2 [%c0b2, %jj2] {handshake.bb = 4 : ui32, handshake.name = "select_j2"} : <i1>, <i32>
  %nextI2 = select %wj2 [%i12, %tI2] {handshake.bb = 4 : ui32, handshake.name = "select_i2"} : <i1>, <i32>
  %backI2 = buffer %nextI2, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer_i2"} : <i32>
  %backJ2 = buffer %nextJ2, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer_j2"} : <i32>
  %backK2 = buffer %nextK2, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer_k2"} : <i32>
  %backN2 = buffer %tN2, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer_n2"} : <i32>
  %backCtrl2 = buffer %body2, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer_c2"} : <>
  end %aEnd, %bEnd, %cEnd, %t#2, %d#1, %exit2 : <>, <>, <>, <>, <>, <>
}
