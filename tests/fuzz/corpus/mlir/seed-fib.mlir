// Fibonacci by a loop: (a, b) <- (b, a + b), n times; returns a. The counter
// counts down (a loop-carried value compared with a constant from a source).
handshake.func @fib(%n: !handshake.channel<i32>, %start: !handshake.control<>) -> (!handshake.channel<i32>, !handshake.control<>) attributes {argNames = ["n", "start"], resNames = ["out0", "end"]} {
  %c0 = constant %start {value = 0 : i32} : <>, <i32>
  %c1 = constant %start {value = 1 : i32} : <>, <i32>
  %ctrl, %idx = control_merge [%start, %backC] : [<>, <>] to <>, <i1>
  %k = mux %idx [%n, %backK] : <i1>, [<i32>, <i32>] to <i32>
  %a = mux %idx [%c0, %backA] : <i1>, [<i32>, <i32>] to <i32>
  %b = mux %idx [%c1, %backB] : <i1>, [<i32>, <i32>] to <i32>
  %src = source : <>
  %zero = constant %src {value = 0x0 : i32} : <>, <i32>
  %more = cmpi sgt, %k, %zero : <i32>
  %kT, %kF = cond_br %more, %k : <i1>, <i32>
  %aT, %aF = cond_br %more, %a : <i1>, <i32>
  %bT, %bF = cond_br %more, %b : <i1>, <i32>
  %cT, %cF = cond_br %more, %ctrl : <i1>, <>
  %src2 = source : <>
  %minus1 = constant %src2 {value = -1 : i32} : <>, <i32>
  %k2 = addi %kT, %minus1 : <i32>
  %ab = addi %aT, %bT : <i32>
  %backK = buffer %k2, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1, dvLatency = 1 : <i32>
  %backA = buffer %bT, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <i32>
  %backB = buffer %ab, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <i32>
  %backC = buffer %cT, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <>
  end %aF, %cF : <i32>, <>
}
