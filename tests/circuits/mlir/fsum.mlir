// Floating-point kernel: s = sum of float(i) * 0.5 for i in [0, n), with sitofp,
// mulf and addf (f32) in a loop; the float constant is written as MLIR prints it.
handshake.func @fsum(%n: !handshake.channel<i32>, %start: !handshake.control<>) -> (!handshake.channel<f32>, !handshake.control<>) attributes {argNames = ["n", "start"], resNames = ["sum", "end"]} {
  %zero = constant %start {value = 0 : i32} : <>, <i32>
  %fzero = constant %start {value = 0.000000e+00 : f32} : <>, <f32>
  %ctrl, %idx = control_merge [%start, %backC] : [<>, <>] to <>, <i1>
  %i = mux %idx [%zero, %backI] : <i1>, [<i32>, <i32>] to <i32>
  %s = mux %idx [%fzero, %backS] : <i1>, [<f32>, <f32>] to <f32>
  %bound = mux %idx [%n, %backN] : <i1>, [<i32>, <i32>] to <i32>
  %cond = cmpi slt, %i, %bound : <i32>
  %iT, %iF = cond_br %cond, %i : <i1>, <i32>
  %sT, %sF = cond_br %cond, %s : <i1>, <f32>
  %nT, %nF = cond_br %cond, %bound : <i1>, <i32>
  %cT, %cF = cond_br %cond, %ctrl : <i1>, <>
  %fi = sitofp %iT : <i32> to <f32>
  %src = source : <>
  %half = constant %src {value = 5.000000e-01 : f32} : <>, <f32>
  %p = mulf %fi, %half {fastmath = #arith.fastmath<none>, latency = 0 : ui32} : <f32>
  %s2 = addf %sT, %p : <f32>
  %src1 = source : <>
  %one = constant %src1 {value = 1 : i32} : <>, <i32>
  %i2 = addi %iT, %one : <i32>
  %backI = buffer %i2, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <i32>
  %backS = buffer %s2, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <f32>
  %backN = buffer %nT, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <i32>
  %backC = buffer %cT, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <>
  end %sF, %cF : <f32>, <>
}
