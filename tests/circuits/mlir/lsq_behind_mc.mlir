// An LSQ behind a memory controller (lsq [MC]): the store and the second load go through
// the LSQ, which forwards them to the controller (ldAddrToMC, stAddrToMC, stDataToMC), and
// takes its load data back (ldDataFromMC); the first load goes to the controller directly.
handshake.func @f(%m: memref<8xi32>, %a: !handshake.channel<i3>, %b: !handshake.channel<i3>, %v: !handshake.channel<i32>, %mStart: !handshake.control<>, %start: !handshake.control<>) -> (!handshake.channel<i32>, !handshake.channel<i32>, !handshake.control<>, !handshake.control<>) attributes {argNames = ["m", "a", "b", "v", "m_start", "start"], resNames = ["x", "y", "m_end", "end"]} {
  %c1 = constant %start {value = 1 : i32, handshake.bb = 0 : ui32, handshake.name = "c1"} : <>, <i32>
  %outputs:2, %memEnd = mem_controller[%m : memref<8xi32>] %mStart (%c1, %ldA, %lsq#1, %lsq#2, %lsq#3) %start {connectedBlocks = [0 : i32], handshake.name = "mem_controller0"} : (!handshake.channel<i32>, !handshake.channel<i3>, !handshake.channel<i3>, !handshake.channel<i3>, !handshake.channel<i32>) -> (!handshake.channel<i32>, !handshake.channel<i32>)
  %lsq:4 = lsq[MC] (%start, %stA, %stD, %ldB, %outputs#1) {groupSizes = [2 : i32], handshake.name = "lsq0"} : (!handshake.control<>, !handshake.channel<i3>, !handshake.channel<i32>, !handshake.channel<i3>, !handshake.channel<i32>) -> (!handshake.channel<i32>, !handshake.channel<i3>, !handshake.channel<i3>, !handshake.channel<i32>)
  %ldA, %x = load[%a] %outputs#0 {handshake.bb = 0 : ui32, handshake.name = "load0"} : <i3>, <i32>, <i3>, <i32>
  %stA, %stD = store[%b] %v {handshake.bb = 0 : ui32, handshake.name = "store0"} : <i3>, <i32>, <i3>, <i32>
  %ldB, %y = load[%b] %lsq#0 {handshake.bb = 0 : ui32, handshake.name = "load1"} : <i3>, <i32>, <i3>, <i32>
  end %x, %y, %memEnd, %start : <i32>, <i32>, <>, <>
}
