handshake.func @iir(%arg0: memref<1000xi32>, %arg1: memref<1000xi32>, %arg2: i32, %arg3: i32, %arg4: none, ...) -> i32 attributes {argNames = ["y", "x", "a", "b", "start"], resNames = ["out0"]} {
  %memOutputs, %done = mem_controller[%arg1 : memref<1000xi32>] (%addressResult_2) {bufProps = #handshake<bufProps{"0": [0,0], [0,0], 0.000000e+00, 0.000000e+00, 0.000000e+00, "1": [0,0], [0,0], 0.000000e+00, 0.000000e+00, 0.000000e+00}>, connectedBlocks = [1 : i32], name = #handshake.name<"mem_controller0">} : (i32) -> (i32, none)
  %memOutputs_0, %done_1 = mem_controller[%arg0 : memref<1000xi32>] (%addressResult, %32, %addressResult_4, %dataResult_5) {bufProps = #handshake<bufProps{"0": [0,0], [0,0], 0.000000e+00, 0.000000e+00, 0.000000e+00, "1": [0,0], [0,0], 0.000000e+00, 0.000000e+00, 0.000000e+00, "2": [0,0], [0,0], 0.000000e+00, 0.000000e+00, 0.000000e+00, "3": [0,0], [0,0], 0.000000e+00, 0.000000e+00, 0.000000e+00, "4": [0,0], [0,0], 0.000000e+00, 0.000000e+00, 0.000000e+00}>, connectedBlocks = [0 : i32, 1 : i32], name = #handshake.name<"mem_controller1">} : (i32, i32, i32, i32) -> (i32, none)
  %0 = buffer [1] seq %arg4 {bb = 0 : ui32, name = #handshake.name<"buffer4">} : none
  %1 = buffer [1] fifo %0 {bb = 0 : ui32, name = #handshake.name<"buffer5">} : none
  %2:3 = fork [3] %1 {bb = 0 : ui32, name = #handshake.name<"fork0">} : none
  %3 = constant %2#2 {bb = 0 : ui32, name = #handshake.name<"constant2">, value = false} : i1
  %4 = arith.extsi %3 {bb = 0 : ui32, name = #handshake.name<"extsi0">} : i1 to i32
  %5 = constant %2#1 {bb = 0 : ui32, name = #handshake.name<"constant5">, value = 1 : i2} : i2
  %addressResult, %dataResult = mc_load[%4] %memOutputs_0 {bb = 0 : ui32, bufProps = #handshake<bufProps{"1": [0,0], [0,0], 0.000000e+00, 0.000000e+00, 0.000000e+00}>, name = #handshake.name<"mc_load0">} : i32, i32
  %6 = arith.extsi %5 {bb = 0 : ui32, name = #handshake.name<"extsi5">} : i2 to i11
  %7 = buffer [1] seq %arg2 {bb = 0 : ui32, name = #handshake.name<"buffer0">} : i32
  %8 = buffer [1] fifo %7 {bb = 0 : ui32, name = #handshake.name<"buffer1">} : i32
  %9 = buffer [1] seq %arg3 {bb = 0 : ui32, name = #handshake.name<"buffer2">} : i32
  %10 = buffer [1] fifo %9 {bb = 0 : ui32, name = #handshake.name<"buffer3">} : i32
  %11 = mux %27#0 [%trueResult, %6] {bb = 1 : ui32, name = #handshake.name<"mux4">} : i1, i11
  %12 = buffer [1] seq %11 {bb = 1 : ui32, name = #handshake.name<"buffer6">} : i11
  %13 = buffer [1] fifo %12 {bb = 1 : ui32, name = #handshake.name<"buffer7">} : i11
  %14:2 = fork [2] %13 {bb = 1 : ui32, name = #handshake.name<"fork1">} : i11
  %15 = arith.extsi %14#0 {bb = 1 : ui32, name = #handshake.name<"extsi6">} : i11 to i12
  %16 = arith.extsi %14#1 {bb = 1 : ui32, name = #handshake.name<"extsi7">} : i11 to i32
  %17:2 = fork [2] %16 {bb = 1 : ui32, name = #handshake.name<"fork2">} : i32
  %18 = mux %27#3 [%trueResult_6, %dataResult] {bb = 1 : ui32, name = #handshake.name<"mux1">} : i1, i32
  %19 = mux %27#2 [%trueResult_8, %8] {bb = 1 : ui32, name = #handshake.name<"mux2">} : i1, i32
  %20 = buffer [1] seq %19 {bb = 1 : ui32, name = #handshake.name<"buffer10">} : i32
  %21 = buffer [1] fifo %20 {bb = 1 : ui32, name = #handshake.name<"buffer11">} : i32
  %22:2 = fork [2] %21 {bb = 1 : ui32, name = #handshake.name<"fork3">} : i32
  %23 = mux %27#1 [%trueResult_10, %10] {bb = 1 : ui32, name = #handshake.name<"mux3">} : i1, i32
  %24 = buffer [1] seq %23 {bb = 1 : ui32, name = #handshake.name<"buffer12">} : i32
  %25 = buffer [1] fifo %24 {bb = 1 : ui32, name = #handshake.name<"buffer13">} : i32
  %26:2 = fork [2] %25 {bb = 1 : ui32, name = #handshake.name<"fork4">} : i32
  %result, %index = control_merge %trueResult_12, %2#0 {bb = 1 : ui32, name = #handshake.name<"control_merge2">} : none, i1
  %27:4 = fork [4] %index {bb = 1 : ui32, name = #handshake.name<"fork5">} : i1
  %28 = buffer [1] seq %result {bb = 1 : ui32, name = #handshake.name<"buffer14">} : none
  %29 = buffer [1] fifo %28 {bb = 1 : ui32, name = #handshake.name<"buffer15">} : none
  %30:2 = fork [2] %29 {bb = 1 : ui32, name = #handshake.name<"fork6">} : none
  %31 = constant %30#0 {bb = 1 : ui32, name = #handshake.name<"constant6">, value = 1 : i2} : i2
  %32 = arith.extsi %31 {bb = 1 : ui32, name = #handshake.name<"extsi2">} : i2 to i32
  %33 = source {bb = 1 : ui32, name = #handshake.name<"source0">}
  %34 = constant %33 {bb = 1 : ui32, name = #handshake.name<"constant7">, value = 1000 : i11} : i11
  %35 = arith.extsi %34 {bb = 1 : ui32, name = #handshake.name<"extsi8">} : i11 to i12
  %36 = source {bb = 1 : ui32, name = #handshake.name<"source1">}
  %37 = constant %36 {bb = 1 : ui32, name = #handshake.name<"constant8">, value = 1 : i2} : i2
  %38 = arith.extsi %37 {bb = 1 : ui32, name = #handshake.name<"extsi9">} : i2 to i12
  %39 = buffer [1] seq %18 {bb = 1 : ui32, name = #handshake.name<"buffer8">} : i32
  %40 = buffer [1] fifo %39 {bb = 1 : ui32, name = #handshake.name<"buffer9">} : i32
  %41 = arith.muli %22#1, %40 {bb = 1 : ui32, name = #handshake.name<"muli0">} : i32
  %addressResult_2, %dataResult_3 = mc_load[%17#0] %memOutputs {bb = 1 : ui32, bufProps = #handshake<bufProps{"1": [0,0], [0,0], 0.000000e+00, 0.000000e+00, 0.000000e+00}>, name = #handshake.name<"mc_load1">} : i32, i32
  %42 = arith.muli %26#1, %dataResult_3 {bb = 1 : ui32, name = #handshake.name<"muli1">} : i32
  %43 = arith.addi %41, %42 {bb = 1 : ui32, name = #handshake.name<"addi0">} : i32
  %44:2 = fork [2] %43 {bb = 1 : ui32, name = #handshake.name<"fork7">} : i32
  %addressResult_4, %dataResult_5 = mc_store[%17#1] %44#1 {bb = 1 : ui32, name = #handshake.name<"mc_store0">} : i32, i32
  %45 = arith.addi %15, %38 {bb = 1 : ui32, name = #handshake.name<"addi2">} : i12
  %46:2 = fork [2] %45 {bb = 1 : ui32, name = #handshake.name<"fork8">} : i12
  %47 = arith.trunci %46#0 {bb = 1 : ui32, name = #handshake.name<"trunci0">} : i12 to i11
  %48 = arith.cmpi ult, %46#1, %35 {bb = 1 : ui32, name = #handshake.name<"cmpi1">} : i12
  %49:5 = fork [5] %48 {bb = 1 : ui32, name = #handshake.name<"fork9">} : i1
  %trueResult, %falseResult = cond_br %49#0, %47 {bb = 1 : ui32, name = #handshake.name<"cond_br0">} : i11
  sink %falseResult {name = #handshake.name<"sink0">} : i11
  %trueResult_6, %falseResult_7 = cond_br %49#1, %44#0 {bb = 1 : ui32, name = #handshake.name<"cond_br2">} : i32
  %trueResult_8, %falseResult_9 = cond_br %49#2, %22#0 {bb = 1 : ui32, name = #handshake.name<"cond_br3">} : i32
  sink %falseResult_9 {name = #handshake.name<"sink1">} : i32
  %trueResult_10, %falseResult_11 = cond_br %49#3, %26#0 {bb = 1 : ui32, name = #handshake.name<"cond_br4">} : i32
  sink %falseResult_11 {name = #handshake.name<"sink2">} : i32
  %trueResult_12, %falseResult_13 = cond_br %49#4, %30#1 {bb = 1 : ui32, name = #handshake.name<"cond_br5">} : none
  sink %falseResult_13 {name = #handshake.name<"sink3">} : none
  %50 = buffer [1] seq %falseResult_7 {bb = 2 : ui32, name = #handshake.name<"buffer16">} : i32
  %51 = buffer [1] fifo %50 {bb = 2 : ui32, name = #handshake.name<"buffer17">} : i32
  %52 = d_return {bb = 2 : ui32, name = #handshake.name<"d_return0">} %51 : i32
  end {bb = 2 : ui32, bufProps = #handshake<bufProps{"1": [0,0], [0,0], 0.000000e+00, 0.000000e+00, 0.000000e+00, "2": [0,0], [0,0], 0.000000e+00, 0.000000e+00, 0.000000e+00}>, name = #handshake.name<"end0">} %52, %done, %done_1 : i32, none, none
}
