handshake.func @if_loop_1(%arg0: memref<100xi32>, %arg1: i32, %arg2: none, ...) -> i32 attributes {argNames = ["a", "n", "start"], resNames = ["out0"]} {
  %memOutputs, %done = mem_controller[%arg0 : memref<100xi32>] (%addressResult) {connectedBlocks = [2 : i32], name = #handshake.name<"mem_controller0">} : (i32) -> (i32, none)
  %0 = buffer [1] seq %arg2 {bb = 0 : ui32, name = #handshake.name<"buffer2">} : none
  %1 = buffer [1] fifo %0 {bb = 0 : ui32, name = #handshake.name<"buffer3">} : none
  %2:2 = fork [2] %1 {bb = 0 : ui32, name = #handshake.name<"fork0">} : none
  %3 = constant %2#1 {bb = 0 : ui32, name = #handshake.name<"constant0">, value = false} : i1
  %4:2 = fork [2] %3 {bb = 0 : ui32, name = #handshake.name<"fork1">} : i1
  %5 = arith.extsi %4#0 {bb = 0 : ui32, name = #handshake.name<"extsi5">} : i1 to i32
  %6 = arith.extsi %4#1 {bb = 0 : ui32, name = #handshake.name<"extsi6">} : i1 to i32
  %7 = buffer [1] seq %arg1 {bb = 0 : ui32, name = #handshake.name<"buffer0">} : i32
  %8 = buffer [1] fifo %7 {bb = 0 : ui32, name = #handshake.name<"buffer1">} : i32
  %9 = mux %20#2 [%51, %5] {bb = 1 : ui32, name = #handshake.name<"mux0">} : i1, i32
  %10 = buffer [1] seq %9 {bb = 1 : ui32, name = #handshake.name<"buffer4">} : i32
  %11 = buffer [1] fifo %10 {bb = 1 : ui32, name = #handshake.name<"buffer5">} : i32
  %12:2 = fork [2] %11 {bb = 1 : ui32, name = #handshake.name<"fork2">} : i32
  %13 = mux %20#1 [%50, %6] {bb = 1 : ui32, name = #handshake.name<"mux1">} : i1, i32
  %14 = mux %20#0 [%53, %8] {bb = 1 : ui32, name = #handshake.name<"mux2">} : i1, i32
  %15 = buffer [1] seq %14 {bb = 1 : ui32, name = #handshake.name<"buffer8">} : i32
  %16 = buffer [1] fifo %15 {bb = 1 : ui32, name = #handshake.name<"buffer9">} : i32
  %17:2 = fork [2] %16 {bb = 1 : ui32, name = #handshake.name<"fork3">} : i32
  %result, %index = control_merge %55, %2#0 {bb = 1 : ui32, name = #handshake.name<"control_merge3">} : none, i1
  %18 = buffer [1] seq %index {bb = 1 : ui32, name = #handshake.name<"buffer12">} : i1
  %19 = buffer [1] fifo %18 {bb = 1 : ui32, name = #handshake.name<"buffer13">} : i1
  %20:3 = fork [3] %19 {bb = 1 : ui32, name = #handshake.name<"fork4">} : i1
  %21 = arith.cmpi ult, %12#1, %17#1 {bb = 1 : ui32, name = #handshake.name<"cmpi1">} : i32
  %22:4 = fork [4] %21 {bb = 1 : ui32, name = #handshake.name<"fork5">} : i1
  %trueResult, %falseResult = cond_br %22#3, %17#0 {bb = 1 : ui32, name = #handshake.name<"cond_br1">} : i32
  sink %falseResult {name = #handshake.name<"sink0">} : i32
  %trueResult_0, %falseResult_1 = cond_br %22#2, %12#0 {bb = 1 : ui32, name = #handshake.name<"cond_br2">} : i32
  sink %falseResult_1 {name = #handshake.name<"sink1">} : i32
  %23 = buffer [1] seq %13 {bb = 1 : ui32, name = #handshake.name<"buffer6">} : i32
  %24 = buffer [1] fifo %23 {bb = 1 : ui32, name = #handshake.name<"buffer7">} : i32
  %trueResult_2, %falseResult_3 = cond_br %22#1, %24 {bb = 1 : ui32, name = #handshake.name<"cond_br3">} : i32
  %25 = buffer [1] seq %result {bb = 1 : ui32, name = #handshake.name<"buffer10">} : none
  %26 = buffer [1] fifo %25 {bb = 1 : ui32, name = #handshake.name<"buffer11">} : none
  %trueResult_4, %falseResult_5 = cond_br %22#0, %26 {bb = 1 : ui32, name = #handshake.name<"cond_br4">} : none
  sink %falseResult_5 {name = #handshake.name<"sink2">} : none
  %27 = buffer [1] seq %trueResult_0 {bb = 2 : ui32, name = #handshake.name<"buffer16">} : i32
  %28 = buffer [1] fifo %27 {bb = 2 : ui32, name = #handshake.name<"buffer17">} : i32
  %29:2 = fork [2] %28 {bb = 2 : ui32, name = #handshake.name<"fork6">} : i32
  %30 = source {bb = 2 : ui32, name = #handshake.name<"source0">}
  %31 = constant %30 {bb = 2 : ui32, name = #handshake.name<"constant4">, value = 1 : i2} : i2
  %32 = arith.extsi %31 {bb = 2 : ui32, name = #handshake.name<"extsi1">} : i2 to i32
  %33 = source {bb = 2 : ui32, name = #handshake.name<"source1">}
  %34 = constant %33 {bb = 2 : ui32, name = #handshake.name<"constant9">, value = 10 : i5} : i5
  %35 = arith.extsi %34 {bb = 2 : ui32, name = #handshake.name<"extsi2">} : i5 to i32
  %36 = source {bb = 2 : ui32, name = #handshake.name<"source2">}
  %37 = constant %36 {bb = 2 : ui32, name = #handshake.name<"constant10">, value = false} : i1
  %38 = arith.extsi %37 {bb = 2 : ui32, name = #handshake.name<"extsi3">} : i1 to i32
  %39 = source {bb = 2 : ui32, name = #handshake.name<"source3">}
  %40 = constant %39 {bb = 2 : ui32, name = #handshake.name<"constant11">, value = 2 : i3} : i3
  %41 = arith.extsi %40 {bb = 2 : ui32, name = #handshake.name<"extsi4">} : i3 to i32
  %addressResult, %dataResult = mc_load[%29#1] %memOutputs {bb = 2 : ui32, name = #handshake.name<"mc_load0">} : i32, i32
  %42:2 = fork [2] %dataResult {bb = 2 : ui32, name = #handshake.name<"fork7">} : i32
  %43 = arith.shli %42#1, %41 {bb = 2 : ui32, name = #handshake.name<"shli0">} : i32
  %44 = arith.addi %42#0, %43 {bb = 2 : ui32, name = #handshake.name<"addi2">} : i32
  %45:2 = fork [2] %44 {bb = 2 : ui32, name = #handshake.name<"fork8">} : i32
  %46 = arith.cmpi sgt, %45#1, %35 {bb = 2 : ui32, name = #handshake.name<"cmpi0">} : i32
  %47 = arith.select %46, %45#0, %38 {bb = 2 : ui32, name = #handshake.name<"select0">} : i32
  %48 = buffer [1] seq %trueResult_2 {bb = 2 : ui32, name = #handshake.name<"buffer18">} : i32
  %49 = buffer [1] fifo %48 {bb = 2 : ui32, name = #handshake.name<"buffer19">} : i32
  %50 = arith.addi %49, %47 {bb = 2 : ui32, name = #handshake.name<"addi1">} : i32
  %51 = arith.addi %29#0, %32 {bb = 2 : ui32, name = #handshake.name<"addi0">} : i32
  %52 = buffer [1] seq %trueResult {bb = 2 : ui32, name = #handshake.name<"buffer14">} : i32
  %53 = buffer [1] fifo %52 {bb = 2 : ui32, name = #handshake.name<"buffer15">} : i32
  %54 = buffer [1] seq %trueResult_4 {bb = 2 : ui32, name = #handshake.name<"buffer20">} : none
  %55 = buffer [1] fifo %54 {bb = 2 : ui32, name = #handshake.name<"buffer21">} : none
  %56 = buffer [1] seq %falseResult_3 {bb = 3 : ui32, name = #handshake.name<"buffer22">} : i32
  %57 = buffer [1] fifo %56 {bb = 3 : ui32, name = #handshake.name<"buffer23">} : i32
  %58 = d_return {bb = 3 : ui32, name = #handshake.name<"d_return0">} %57 : i32
  end {bb = 3 : ui32, name = #handshake.name<"end0">} %58, %done : i32, none
}
