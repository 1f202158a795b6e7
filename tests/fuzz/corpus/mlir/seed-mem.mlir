handshake.func @mem(%m: memref<64xi32>, %a: !handshake.channel<i32>, %d: !handshake.channel<i32>, %s: !handshake.control<>) -> !handshake.control<> {
  %addr, %data = load [%a] %d {handshake.name = "load0"} : <i32>, <i32>, <i32>, <i32>
  %ld, %done = mem_controller [%m : memref<64xi32>] %s (%addr) %s {connectedBlocks = [0 : i32]} : (!handshake.channel<i32>) -> !handshake.channel<i32>
  end %done : <>
}
