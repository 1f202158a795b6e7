handshake.func @addr32(%arg0: memref<4xi32>, %arg1: none, ...) -> i32 attributes {argNames = ["a", "start"], resNames = ["out0"]} {
  %memOutputs, %done = mem_controller[%arg0 : memref<4xi32>] (%addressResult) {connectedBlocks = [0 : i32], name = #handshake.name<"mem_controller0">} : (i32) -> (i32, none)
  %0 = constant %arg1 {bb = 0 : ui32, name = #handshake.name<"constant0">, value = -1 : i32} : i32
  %addressResult, %dataResult = mc_load[%0] %memOutputs {bb = 0 : ui32, name = #handshake.name<"mc_load0">} : i32, i32
  %1 = d_return {bb = 0 : ui32, name = #handshake.name<"d_return0">} %dataResult : i32
  end {bb = 0 : ui32, name = #handshake.name<"end0">} %1, %done : i32, none
}
