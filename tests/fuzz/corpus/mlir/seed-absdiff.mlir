// Branchy kernel: |a - b| through cond_br / subi / merge, and max(a, b) through
// select. The comparison is used six times: the reader adds its fork.
handshake.func @absdiff(%a: !handshake.channel<i32>, %b: !handshake.channel<i32>, %start: !handshake.control<>) -> (!handshake.channel<i32>, !handshake.channel<i32>, !handshake.control<>) attributes {argNames = ["a", "b", "start"], resNames = ["diff", "max", "end"]} {
  %c = cmpi "sgt", %a, %b {handshake.bb = 0 : ui32, handshake.name = "cmpi0"} : <i32>
  %aT, %aF = cond_br %c, %a {handshake.bb = 0 : ui32} : <i1>, <i32>
  %bT, %bF = cond_br %c, %b {handshake.bb = 0 : ui32} : <i1>, <i32>
  %cT, %cF = cond_br %c, %start {handshake.bb = 0 : ui32} : <i1>, <>
  %d1 = subi %aT, %bT {handshake.bb = 1 : ui32, handshake.name = "sub_ab"} : <i32>
  %d2 = subi %bF, %aF {handshake.bb = 2 : ui32, handshake.name = "sub_ba"} : <i32>
  %diff = merge %d1, %d2 {handshake.bb = 3 : ui32} : <i32>
  %done = merge %cT, %cF {handshake.bb = 3 : ui32} : <>
  %m = select %c [%a, %b] {handshake.bb = 0 : ui32} : <i1>, <i32>
  end %diff, %m, %done : <i32>, <i32>, <>
}
