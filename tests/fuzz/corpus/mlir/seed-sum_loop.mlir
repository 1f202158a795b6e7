// Loop with a reduction: sum of i for i in [0, n). The loop's values are carried
// through muxes steered by the control_merge's index; one buffer (new syntax) on
// each back edge. Values used several times get forks from the reader.
handshake.func @sum_loop(%n: !handshake.channel<i32>, %start: !handshake.control<>) -> (!handshake.channel<i32>, !handshake.control<>) attributes {argNames = ["n", "start"], resNames = ["sum", "done"]} {
  %zero = constant %start {value = 0 : i32, handshake.bb = 0 : ui32, handshake.name = "constant0"} : <>, <i32>
  %ctrl, %idx = control_merge [%start, %backCtrl] {handshake.bb = 1 : ui32, handshake.name = "cmerge"} : [<>, <>] to <>, <i1>
  %i = mux %idx [%zero, %backI] {handshake.bb = 1 : ui32} : <i1>, [<i32>, <i32>] to <i32>
  %s = mux %idx [%zero, %backS] {handshake.bb = 1 : ui32} : <i1>, [<i32>, <i32>] to <i32>
  %bound = mux %idx [%n, %backN] {handshake.bb = 1 : ui32} : <i1>, [<i32>, <i32>] to <i32>
  %cond = cmpi slt, %i, %bound {handshake.bb = 1 : ui32, handshake.name = "cmpi0"} : <i32>
  %tI, %fI = cond_br %cond, %i : <i1>, <i32>
  %tS, %fS = cond_br %cond, %s : <i1>, <i32>
  %tN, %fN = cond_br %cond, %bound : <i1>, <i32>
  %tC, %fC = cond_br %cond, %ctrl : <i1>, <>
  %src = source {handshake.bb = 2 : ui32} : <>
  %one = constant %src {value = 1 : i32} : <>, <i32>
  %nextS = addi %tS, %tI {handshake.bb = 2 : ui32, handshake.name = "acc"} : <i32>
  %nextI = addi %tI, %one {handshake.bb = 2 : ui32, handshake.name = "inc"} : <i32>
  %backS = buffer %nextS, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <i32>
  %backI = buffer %nextI, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <i32>
  %backN = buffer %tN, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <i32>
  %backCtrl = buffer %tC, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <>
  end %fS, %fC : <i32>, <>
}
