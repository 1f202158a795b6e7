handshake.func @f(%m: memref<64xi32>, %s: !handshake.control<>, ...) -> !handshake.control<> {
  %q:2 = lsq[%m : memref<64xi32>] (%s, %l, %sa, %sd) {groupSizes = [2 : i32]} : (!handshake.control<>, !handshake.channel<i32>, !handshake.channel<i32>, !handshake.channel<i32>) -> (!handshake.channel<i32>, !handshake.control<>)
  %c0 = constant %s {handshake.bb = 0 : ui32, value = 0 : i32} : <>, <i32>
  %l, %d = lsq_load[%c0] %q#0 {handshake.bb = 0 : ui32, handshake.mem_interface = #handshake.mem_interface<LSQ: 0>} : <i32>, <i32>
  %sa, %sd = lsq_store[%c0] %d {handshake.bb = 0 : ui32, handshake.deps = #handshake<deps[{dstAccess : "load0", loopDepth : 0, distance : 0, isActive : true}]>} : <i32>, <i32>
  end %q#1 : <>
}
