// A deadlock by capacity: nested_source.mlir with the shared source forked
// explicitly. The fork holds the outer latch's token until the inner loop ends,
// and the inner loop needs a second token from it first: the hardware stops in
// its first iteration, while a token-level interpreter with unbounded channels
// (an endless source makes an endless fork) computes the sums. `hsgen simulate`
// must say DEADLOCK, name the stalled channels and exit non-zero.
handshake.func @nested_fork(%n: !handshake.channel<i32>, %m: !handshake.channel<i32>, %start: !handshake.control<>) -> (!handshake.channel<i32>, !handshake.control<>) attributes {argNames = ["n", "m", "start"], resNames = ["out0", "end"]} {
  %zero = constant %start {value = 0 : i32, handshake.bb = 0 : ui32} : <>, <i32>
  // outer loop header
  %ctrlO, %idxO = control_merge [%start, %backOC] {handshake.bb = 1 : ui32, handshake.name = "cmergeOuter"} : [<>, <>] to <>, <i1>
  %iO = mux %idxO [%zero, %backOI] {handshake.bb = 1 : ui32} : <i1>, [<i32>, <i32>] to <i32>
  %accO = mux %idxO [%zero, %backOAcc] {handshake.bb = 1 : ui32} : <i1>, [<i32>, <i32>] to <i32>
  %nO = mux %idxO [%n, %backON] {handshake.bb = 1 : ui32} : <i1>, [<i32>, <i32>] to <i32>
  %mO = mux %idxO [%m, %backOM] {handshake.bb = 1 : ui32} : <i1>, [<i32>, <i32>] to <i32>
  %condO = cmpi slt, %iO, %nO {handshake.bb = 1 : ui32, handshake.name = "cmpiOuter"} : <i32>
  %iOT, %iOF = cond_br %condO, %iO {handshake.bb = 1 : ui32} : <i1>, <i32>
  %accOT, %accOF = cond_br %condO, %accO {handshake.bb = 1 : ui32} : <i1>, <i32>
  %nOT, %nOF = cond_br %condO, %nO {handshake.bb = 1 : ui32} : <i1>, <i32>
  %mOT, %mOF = cond_br %condO, %mO {handshake.bb = 1 : ui32} : <i1>, <i32>
  %cOT, %cOF = cond_br %condO, %ctrlO {handshake.bb = 1 : ui32} : <i1>, <>
  // inner loop header
  %zeroJ = constant %cOT {value = 0 : i32, handshake.bb = 2 : ui32} : <>, <i32>
  %ctrlI, %idxI = control_merge [%cOT, %backIC] {handshake.bb = 2 : ui32, handshake.name = "cmergeInner"} : [<>, <>] to <>, <i1>
  %jI = mux %idxI [%zeroJ, %backIJ] {handshake.bb = 2 : ui32} : <i1>, [<i32>, <i32>] to <i32>
  %accI = mux %idxI [%accOT, %backIAcc] {handshake.bb = 2 : ui32} : <i1>, [<i32>, <i32>] to <i32>
  %iI = mux %idxI [%iOT, %backII] {handshake.bb = 2 : ui32} : <i1>, [<i32>, <i32>] to <i32>
  %nI = mux %idxI [%nOT, %backIN] {handshake.bb = 2 : ui32} : <i1>, [<i32>, <i32>] to <i32>
  %mI = mux %idxI [%mOT, %backIM] {handshake.bb = 2 : ui32} : <i1>, [<i32>, <i32>] to <i32>
  %condI = cmpi slt, %jI, %mI {handshake.bb = 2 : ui32, handshake.name = "cmpiInner"} : <i32>
  %jT, %jF = cond_br %condI, %jI {handshake.bb = 2 : ui32} : <i1>, <i32>
  %accT, %accF = cond_br %condI, %accI {handshake.bb = 2 : ui32} : <i1>, <i32>
  %iT, %iF = cond_br %condI, %iI {handshake.bb = 2 : ui32} : <i1>, <i32>
  %nT, %nF = cond_br %condI, %nI {handshake.bb = 2 : ui32} : <i1>, <i32>
  %mT, %mF = cond_br %condI, %mI {handshake.bb = 2 : ui32} : <i1>, <i32>
  %cT, %cF = cond_br %condI, %ctrlI {handshake.bb = 2 : ui32} : <i1>, <>
  // inner body
  %src = source {handshake.bb = 3 : ui32} : <>
  %srcI, %srcO = fork [2] %src {handshake.bb = 3 : ui32, handshake.name = "srcfork"} : <>
  %one = constant %srcI {value = 1 : i32, handshake.bb = 3 : ui32} : <>, <i32>
  %prod = muli %iT, %jT {handshake.bb = 3 : ui32} : <i32>
  %acc2 = addi %accT, %prod {handshake.bb = 3 : ui32} : <i32>
  %j2 = addi %jT, %one {handshake.bb = 3 : ui32} : <i32>
  %backIJ = buffer %j2, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <i32>
  %backIAcc = buffer %acc2, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <i32>
  %backII = buffer %iT, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <i32>
  %backIN = buffer %nT, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <i32>
  %backIM = buffer %mT, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <i32>
  %backIC = buffer %cT, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <>
  // inner exit: the outer latch
  %oneO = constant %srcO {value = 1 : i32, handshake.bb = 4 : ui32} : <>, <i32>
  %i2 = addi %iF, %oneO {handshake.bb = 4 : ui32} : <i32>
  sink %jF : <i32>
  %backOI = buffer %i2, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <i32>
  %backOAcc = buffer %accF, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <i32>
  %backON = buffer %nF, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <i32>
  %backOM = buffer %mF, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <i32>
  %backOC = buffer %cF, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 : <>
  end %accOF, %cOF : <i32>, <>
}
