// a histogram-like: h[x] = h[x] + w, one group: load then store (RAW through the LSQ)
handshake.func @hist(%h: memref<8xi32>, %x: !handshake.channel<i3>, %w: !handshake.channel<i32>, %hStart: !handshake.control<>, %start: !handshake.control<>) -> (!handshake.channel<i32>, !handshake.control<>, !handshake.control<>) attributes {argNames = ["h", "x", "w", "h_start", "start"], resNames = ["out0", "h_end", "end"]} {
  %0:2 = lsq[%h : memref<8xi32>] (%hStart, %start, %addressResult, %addressResult_1, %dataResult_2, %start) {groupSizes = [1000000 : i32, 0 : i32], handshake.lsqDepth = #handshake<lsqDepth[0, 99999999999]>, handshake.name = "lsq0"} : (!handshake.control<>, !handshake.control<>, !handshake.channel<i3>, !handshake.channel<i3>, !handshake.channel<i32>, !handshake.control<>) -> (!handshake.channel<i32>, !handshake.control<>)
  %1:2 = fork [2] %x {handshake.bb = 0 : ui32, handshake.name = "fork0"} : <i3>
  %addressResult, %dataResult = load[%1#0] %0#0 {handshake.bb = 0 : ui32, handshake.name = "load0", handshake.deps = #handshake<deps[["store0", 0, true]]>} : <i3>, <i32>, <i3>, <i32>
  %2 = addi %dataResult, %w {handshake.bb = 0 : ui32, handshake.name = "addi0"} : <i32>
  %addressResult_1, %dataResult_2 = store[%1#1] %2 {handshake.bb = 0 : ui32, handshake.name = "store0", handshake.deps = #handshake<deps[["load0", 0, true], ["store9", 1, true]]>} : <i3>, <i32>, <i3>, <i32>
  end %dataResult, %0#1, %start : <i32>, <>, <>
}
