// Loads and stores through a memory controller: y[i + 8] = a * x[i] is stored,
// then, once the controller reports memEnd, read back through a second load.
// The memref becomes a ram of 16 words (initial words: --mem mem=...).
handshake.func @vscale(%mem: memref<16xi8>, %i: !handshake.channel<i4>, %a: !handshake.channel<i8>, %start: !handshake.control<>) -> (!handshake.channel<i8>, !handshake.control<>) attributes {argNames = ["mem", "i", "a", "start"], resNames = ["y", "done"]} {
  %one = constant %start {value = 1 : i32, handshake.bb = 0 : ui32} : <>, <i32>
  %src = source {handshake.bb = 0 : ui32} : <>
  %c8 = constant %src {value = 8 : i4, handshake.bb = 0 : ui32} : <>, <i4>
  %yAddr = addi %i, %c8 {handshake.bb = 0 : ui32} : <i4>
  %ldAddr0, %x = load [%i] %ldData#0 {handshake.bb = 0 : ui32, handshake.name = "load0"} : <i4>, <i8>, <i4>, <i8>
  %prod = muli %x, %a {handshake.bb = 0 : ui32} : <i8>
  %stAddr, %stData = store [%yAddr] %prod {handshake.bb = 0 : ui32, handshake.name = "store0"} : <i4>, <i8>, <i4>, <i8>
  %ldData:2, %done = mem_controller [%mem : memref<16xi8>] %start (%one, %ldAddr0, %stAddr, %stData, %ldAddr1) %start {connectedBlocks = [0 : i32, 1 : i32], handshake.name = "mem_controller0"} : (!handshake.channel<i32>, !handshake.channel<i4>, !handshake.channel<i4>, !handshake.channel<i8>, !handshake.channel<i4>) -> (!handshake.channel<i8>, !handshake.channel<i8>)
  %t = constant %done {value = true, handshake.bb = 1 : ui32} : <>, <i1>
  %readAddr = select %t [%yAddr, %yAddr] {handshake.bb = 1 : ui32} : <i1>, <i4>
  %ldAddr1, %y = load [%readAddr] %ldData#1 {handshake.bb = 1 : ui32, handshake.name = "load1"} : <i4>, <i8>, <i4>, <i8>
  end %y, %done : <i8>, <>
}
