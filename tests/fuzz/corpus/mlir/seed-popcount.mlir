// Bit counting: while x != 0 { count += x & 1; x >>= 1 } (logical shift), with
// the low bit taken through trunci and extui. Values up to 32 bits.
handshake.func @popcount(%x: !handshake.channel<i32>, %start: !handshake.control<>) -> (!handshake.channel<i8>, !handshake.control<>) attributes {argNames = ["x", "start"], resNames = ["count", "end"]} {
  %c0 = constant %start {value = 0 : i8, handshake.name = "zero8"} : <>, <i8>
  %ctrl, %idx = control_merge [%start, %backC] : [<>, <>] to <>, <i1>
  %v = mux %idx [%x, %backV] : <i1>, [<i32>, <i32>] to <i32>
  %n = mux %idx [%c0, %backN] : <i1>, [<i8>, <i8>] to <i8>
  %src = source : <>
  %zero = constant %src {value = 0 : i32} : <>, <i32>
  %nz = cmpi ne, %v, %zero : <i32>
  %vT, %vF = cond_br %nz, %v : <i1>, <i32>
  %nT, %nF = cond_br %nz, %n : <i1>, <i8>
  %cT, %cF = cond_br %nz, %ctrl : <i1>, <>
  %low = trunci %vT : <i32> to <i1>
  %low8 = extui %low : <i1> to <i8>
  %n2 = addi %nT, %low8 : <i8>
  %src1 = source : <>
  %one = constant %src1 {value = 1 : i32} : <>, <i32>
  %v2 = shrui %vT, %one : <i32>
  %backV = buffer %v2, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <i32>
  %backN = buffer %n2, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <i8>
  %backC = buffer %cT, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <>
  end %nF, %cF : <i8>, <>
}
