module {
  handshake.func @kernel_2mm(%arg0: !handshake.channel<i32>, %arg1: !handshake.channel<i32>, %arg2: memref<100xi32>, %arg3: memref<100xi32>, %arg4: memref<100xi32>, %arg5: memref<100xi32>, %arg6: memref<100xi32>, %arg7: !handshake.control<>, %arg8: !handshake.control<>, %arg9: !handshake.control<>, %arg10: !handshake.control<>, %arg11: !handshake.control<>, %arg12: !handshake.control<>, ...) -> (!handshake.control<>, !handshake.control<>, !handshake.control<>, !handshake.control<>, !handshake.control<>, !handshake.control<>) attributes {argNames = ["alpha", "beta", "tmp", "A", "B", "C", "D", "tmp_start", "A_start", "B_start", "C_start", "D_start", "start"], cfg.edges = "[0,1][7,8][2,3][9,7,10,cmpi4][4,2,5,cmpi1][6,7][1,2][8,8,9,cmpi3][3,3,4,cmpi0][10,6,11,cmpi5][5,1,6,cmpi2]", resNames = ["tmp_end", "A_end", "B_end", "C_end", "D_end", "end"]} {
    %0:5 = fork [5] %arg12 {handshake.bb = 0 : ui32, handshake.bufProps = #handshake<bufProps{"0": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.name = "fork0"} : <>
    %outputs:4, %memEnd = mem_controller[%arg6 : memref<100xi32>] %arg11 (%301, %addressResult_67, %addressResult_69, %dataResult_70, %397, %addressResult_88, %addressResult_90, %dataResult_91) %519#4 {connectedBlocks = [7 : i32, 8 : i32], handshake.bufProps = #handshake<bufProps{"0": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "3": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "4": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "5": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "6": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "7": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "8": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "9": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.name = "mem_controller3"} :    (!handshake.channel<i32>, !handshake.channel<i7>, !handshake.channel<i7>, !handshake.channel<i32>, !handshake.channel<i32>, !handshake.channel<i7>, !handshake.channel<i7>, !handshake.channel<i32>) -> (!handshake.channel<i32>, !handshake.control<>, !handshake.channel<i32>, !handshake.control<>)
    %outputs_0, %memEnd_1 = mem_controller[%arg5 : memref<100xi32>] %arg10 (%addressResult_86) %519#3 {connectedBlocks = [8 : i32], handshake.bufProps = #handshake<bufProps{"0": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.name = "mem_controller4"} :    (!handshake.channel<i7>) -> !handshake.channel<i32>
    %outputs_2, %memEnd_3 = mem_controller[%arg4 : memref<100xi32>] %arg9 (%addressResult_16) %519#2 {connectedBlocks = [3 : i32], handshake.bufProps = #handshake<bufProps{"0": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.name = "mem_controller5"} :    (!handshake.channel<i7>) -> !handshake.channel<i32>
    %outputs_4, %memEnd_5 = mem_controller[%arg3 : memref<100xi32>] %arg8 (%addressResult_14) %519#1 {connectedBlocks = [3 : i32], handshake.bufProps = #handshake<bufProps{"0": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.name = "mem_controller6"} :    (!handshake.channel<i7>) -> !handshake.channel<i32>
    %outputs_6:4, %memEnd_7 = mem_controller[%arg2 : memref<100xi32>] %arg7 (%40, %addressResult, %dataResult, %112, %addressResult_18, %addressResult_20, %dataResult_21, %addressResult_84) %519#0 {connectedBlocks = [2 : i32, 3 : i32, 8 : i32], handshake.bufProps = #handshake<bufProps{"0": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "3": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "4": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "5": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "6": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "7": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "8": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "9": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.name = "mem_controller7"} :    (!handshake.channel<i32>, !handshake.channel<i7>, !handshake.channel<i32>, !handshake.channel<i32>, !handshake.channel<i7>, !handshake.channel<i7>, !handshake.channel<i32>, !handshake.channel<i7>) -> (!handshake.control<>, !handshake.channel<i32>, !handshake.control<>, !handshake.channel<i32>)
    %1 = constant %0#0 {handshake.bb = 0 : ui32, handshake.name = "constant29", value = false} : <>, <i1>
    %2 = extsi %1 {handshake.bb = 0 : ui32, handshake.name = "extsi34"} : <i1> to <i5>
    %3 = mux %4 [%0#3, %trueResult_51] {ftd.phi, handshake.bb = 1 : ui32, handshake.name = "mux25"} : <i1>, [<>, <>] to <>
    %4 = init %241#3 {ftd.imerge, handshake.bb = 1 : ui32, handshake.name = "init0"} : <i1>
    %5 = mux %10#0 [%2, %trueResult_53] {handshake.bb = 1 : ui32, handshake.name = "mux0"} : <i1>, [<i5>, <i5>] to <i5>
    %6 = mux %7 [%arg0, %trueResult_55] {handshake.bb = 1 : ui32, handshake.name = "mux1"} : <i1>, [<i32>, <i32>] to <i32>
    %7 = buffer %10#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 1 : ui32, handshake.name = "buffer7"} : <i1>
    %8 = mux %9 [%arg1, %trueResult_57] {handshake.bb = 1 : ui32, handshake.name = "mux2"} : <i1>, [<i32>, <i32>] to <i32>
    %9 = buffer %10#2, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 1 : ui32, handshake.name = "buffer8"} : <i1>
    %result, %index = control_merge [%0#4, %trueResult_59]  {handshake.bb = 1 : ui32, handshake.name = "control_merge0"} : [<>, <>] to <>, <i1>
    %10:3 = fork [3] %index {handshake.bb = 1 : ui32, handshake.name = "fork1"} : <i1>
    %11:2 = fork [2] %result {handshake.bb = 1 : ui32, handshake.name = "fork2"} : <>
    %12 = constant %11#0 {handshake.bb = 1 : ui32, handshake.name = "constant30", value = false} : <>, <i1>
    %13 = extsi %12 {handshake.bb = 1 : ui32, handshake.name = "extsi33"} : <i1> to <i5>
    %14 = buffer %6, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 1 : ui32, handshake.name = "buffer10"} : <i32>
    %15 = buffer %8, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 1 : ui32, handshake.name = "buffer11"} : <i32>
    %16 = buffer %15, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 1 : ui32, handshake.name = "buffer14"} : <i32>
    %17 = buffer %5, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 1 : ui32, handshake.name = "buffer6"} : <i5>
    %18 = buffer %3, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer5"} : <>
    %19 = mux %20 [%18, %trueResult_35] {ftd.phi, handshake.bb = 2 : ui32, handshake.name = "mux30"} : <i1>, [<>, <>] to <>
    %20 = init %21 {ftd.imerge, handshake.bb = 2 : ui32, handshake.name = "init5"} : <i1>
    %21 = buffer %218#4, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer9"} : <i1>
    %22 = mux %37#1 [%13, %trueResult_39] {handshake.bb = 2 : ui32, handshake.name = "mux3"} : <i1>, [<i5>, <i5>] to <i5>
    %23 = buffer %22, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer18"} : <i5>
    %24:2 = fork [2] %23 {handshake.bb = 2 : ui32, handshake.name = "fork3"} : <i5>
    %25 = extsi %24#0 {handshake.bb = 2 : ui32, handshake.name = "extsi35"} : <i5> to <i7>
    %26 = buffer %14, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer15"} : <i32>
    %27 = mux %28 [%26, %trueResult_41] {handshake.bb = 2 : ui32, handshake.name = "mux4"} : <i1>, [<i32>, <i32>] to <i32>
    %28 = buffer %37#2, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer12"} : <i1>
    %29 = mux %30 [%16, %trueResult_43] {handshake.bb = 2 : ui32, handshake.name = "mux5"} : <i1>, [<i32>, <i32>] to <i32>
    %30 = buffer %37#3, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer13"} : <i1>
    %31 = mux %37#0 [%17, %trueResult_45] {handshake.bb = 2 : ui32, handshake.name = "mux6"} : <i1>, [<i5>, <i5>] to <i5>
    %32 = buffer %31, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer21"} : <i5>
    %33 = buffer %32, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer24"} : <i5>
    %34:2 = fork [2] %33 {handshake.bb = 2 : ui32, handshake.name = "fork4"} : <i5>
    %35 = extsi %34#1 {handshake.bb = 2 : ui32, handshake.name = "extsi36"} : <i5> to <i32>
    %36:2 = fork [2] %35 {handshake.bb = 2 : ui32, handshake.name = "fork5"} : <i32>
    %result_8, %index_9 = control_merge [%11#1, %trueResult_47]  {handshake.bb = 2 : ui32, handshake.name = "control_merge1"} : [<>, <>] to <>, <i1>
    %37:4 = fork [4] %index_9 {handshake.bb = 2 : ui32, handshake.name = "fork6"} : <i1>
    %38:3 = fork [3] %result_8 {handshake.bb = 2 : ui32, handshake.name = "fork7"} : <>
    %39 = constant %38#1 {handshake.bb = 2 : ui32, handshake.name = "constant31", value = 1 : i2} : <>, <i2>
    %40 = extsi %39 {handshake.bb = 2 : ui32, handshake.name = "extsi2"} : <i2> to <i32>
    %41 = constant %38#0 {handshake.bb = 2 : ui32, handshake.name = "constant32", value = false} : <>, <i1>
    %42:2 = fork [2] %41 {handshake.bb = 2 : ui32, handshake.name = "fork8"} : <i1>
    %43 = extsi %42#1 {handshake.bb = 2 : ui32, handshake.name = "extsi4"} : <i1> to <i32>
    %44 = source {handshake.bb = 2 : ui32, handshake.name = "source0"} : <>
    %45 = constant %44 {handshake.bb = 2 : ui32, handshake.name = "constant33", value = 1 : i2} : <>, <i2>
    %46 = extsi %45 {handshake.bb = 2 : ui32, handshake.name = "extsi5"} : <i2> to <i32>
    %47 = source {handshake.bb = 2 : ui32, handshake.name = "source1"} : <>
    %48 = constant %47 {handshake.bb = 2 : ui32, handshake.name = "constant34", value = 3 : i3} : <>, <i3>
    %49 = extsi %48 {handshake.bb = 2 : ui32, handshake.name = "extsi6"} : <i3> to <i32>
    %50 = shli %36#0, %46 {handshake.bb = 2 : ui32, handshake.name = "shli0"} : <i32>
    %51 = buffer %50, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer27"} : <i32>
    %52 = trunci %51 {handshake.bb = 2 : ui32, handshake.name = "trunci0"} : <i32> to <i7>
    %53 = shli %36#1, %49 {handshake.bb = 2 : ui32, handshake.name = "shli1"} : <i32>
    %54 = buffer %53, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer29"} : <i32>
    %55 = trunci %54 {handshake.bb = 2 : ui32, handshake.name = "trunci1"} : <i32> to <i7>
    %56 = addi %52, %55 {handshake.bb = 2 : ui32, handshake.name = "addi19"} : <i7>
    %57 = buffer %56, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer30"} : <i7>
    %58 = addi %25, %57 {handshake.bb = 2 : ui32, handshake.name = "addi2"} : <i7>
    %59 = buffer %doneResult, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer0"} : <>
    %60:2 = fork [2] %59 {handshake.bb = 2 : ui32, handshake.name = "fork9"} : <>
    %61 = buffer %58, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer31"} : <i7>
    %addressResult, %dataResult, %doneResult = store[%61] %43 %outputs_6#0 {handshake.bb = 2 : ui32, handshake.bufProps = #handshake<bufProps{"2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.deps = #handshake<deps[["load2", 3, false], ["store1", 3, false], ["load4", 1, false]]>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "store0"} : <i7>, <i32>, <>, <i7>, <i32>, <>
    %62 = extsi %42#0 {handshake.bb = 2 : ui32, handshake.name = "extsi32"} : <i1> to <i5>
    %63 = buffer %27, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer19"} : <i32>
    %64 = buffer %29, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer20"} : <i32>
    %trueResult, %falseResult = cond_br %65, %74#2 {handshake.bb = 3 : ui32, handshake.name = "cond_br83"} : <i1>, <>
    %65 = buffer %192#5, bufferType = FIFO_BREAK_NONE, numSlots = 5 {handshake.bb = 3 : ui32, handshake.name = "buffer22"} : <i1>
    sink %falseResult {handshake.name = "sink0"} : <>
    %66 = buffer %181, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer100"} : <>
    %trueResult_10, %falseResult_11 = cond_br %67, %66 {handshake.bb = 3 : ui32, handshake.name = "cond_br84"} : <i1>, <>
    %67 = buffer %192#4, bufferType = FIFO_BREAK_NONE, numSlots = 5 {handshake.bb = 3 : ui32, handshake.name = "buffer23"} : <i1>
    %68 = init %192#3 {ftd.imerge, handshake.bb = 3 : ui32, handshake.name = "init10"} : <i1>
    %69:2 = fork [2] %68 {handshake.bb = 3 : ui32, handshake.name = "fork10"} : <i1>
    %70 = mux %71 [%60#1, %trueResult] {ftd.regen, handshake.bb = 3 : ui32, handshake.name = "mux31"} : <i1>, [<>, <>] to <>
    %71 = buffer %69#1, bufferType = FIFO_BREAK_NONE, numSlots = 5 {handshake.bb = 3 : ui32, handshake.name = "buffer25"} : <i1>
    %72 = buffer %70, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer32"} : <>
    %73 = buffer %72, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer33"} : <>
    %74:3 = fork [3] %73 {handshake.bb = 3 : ui32, handshake.name = "fork11"} : <>
    %75 = buffer %19, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer16"} : <>
    %76 = buffer %75, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer17"} : <>
    %77 = mux %78 [%76, %trueResult_10] {ftd.phi, handshake.bb = 3 : ui32, handshake.name = "mux34"} : <i1>, [<>, <>] to <>
    %78 = buffer %69#0, bufferType = FIFO_BREAK_NONE, numSlots = 5 {handshake.bb = 3 : ui32, handshake.name = "buffer26"} : <i1>
    %79 = mux %109#2 [%62, %trueResult_23] {handshake.bb = 3 : ui32, handshake.name = "mux7"} : <i1>, [<i5>, <i5>] to <i5>
    %80 = buffer %79, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer40"} : <i5>
    %81 = buffer %80, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer42"} : <i5>
    %82:3 = fork [3] %81 {handshake.bb = 3 : ui32, handshake.name = "fork12"} : <i5>
    %83 = extsi %84 {handshake.bb = 3 : ui32, handshake.name = "extsi37"} : <i5> to <i7>
    %84 = buffer %82#0, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 3 : ui32, handshake.name = "buffer28"} : <i5>
    %85 = extsi %82#1 {handshake.bb = 3 : ui32, handshake.name = "extsi38"} : <i5> to <i6>
    %86 = extsi %82#2 {handshake.bb = 3 : ui32, handshake.name = "extsi39"} : <i5> to <i32>
    %87:2 = fork [2] %86 {handshake.bb = 3 : ui32, handshake.name = "fork13"} : <i32>
    %88 = mux %109#3 [%63, %trueResult_25] {handshake.bb = 3 : ui32, handshake.name = "mux8"} : <i1>, [<i32>, <i32>] to <i32>
    %89 = buffer %88, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer45"} : <i32>
    %90 = buffer %89, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer47"} : <i32>
    %91:2 = fork [2] %90 {handshake.bb = 3 : ui32, handshake.name = "fork14"} : <i32>
    %92 = mux %109#4 [%64, %trueResult_27] {handshake.bb = 3 : ui32, handshake.name = "mux9"} : <i1>, [<i32>, <i32>] to <i32>
    %93 = mux %109#0 [%34#0, %trueResult_29] {handshake.bb = 3 : ui32, handshake.name = "mux10"} : <i1>, [<i5>, <i5>] to <i5>
    %94 = buffer %93, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer72"} : <i5>
    %95 = buffer %94, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer73"} : <i5>
    %96:2 = fork [2] %95 {handshake.bb = 3 : ui32, handshake.name = "fork15"} : <i5>
    %97 = extsi %98 {handshake.bb = 3 : ui32, handshake.name = "extsi40"} : <i5> to <i32>
    %98 = buffer %96#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer34"} : <i5>
    %99:6 = fork [6] %97 {handshake.bb = 3 : ui32, handshake.name = "fork16"} : <i32>
    %100 = mux %101 [%24#1, %trueResult_31] {handshake.bb = 3 : ui32, handshake.name = "mux11"} : <i1>, [<i5>, <i5>] to <i5>
    %101 = buffer %109#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer35"} : <i1>
    %102 = buffer %100, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer74"} : <i5>
    %103 = buffer %102, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer77"} : <i5>
    %104:3 = fork [3] %103 {handshake.bb = 3 : ui32, handshake.name = "fork17"} : <i5>
    %105 = extsi %106 {handshake.bb = 3 : ui32, handshake.name = "extsi41"} : <i5> to <i7>
    %106 = buffer %104#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer36"} : <i5>
    %107 = extsi %104#2 {handshake.bb = 3 : ui32, handshake.name = "extsi42"} : <i5> to <i32>
    %108:2 = fork [2] %107 {handshake.bb = 3 : ui32, handshake.name = "fork18"} : <i32>
    %result_12, %index_13 = control_merge [%38#2, %trueResult_33]  {handshake.bb = 3 : ui32, handshake.name = "control_merge2"} : [<>, <>] to <>, <i1>
    %109:5 = fork [5] %index_13 {handshake.bb = 3 : ui32, handshake.name = "fork19"} : <i1>
    %110:2 = fork [2] %result_12 {handshake.bb = 3 : ui32, handshake.name = "fork20"} : <>
    %111 = constant %110#0 {handshake.bb = 3 : ui32, handshake.name = "constant35", value = 1 : i2} : <>, <i2>
    %112 = extsi %111 {handshake.bb = 3 : ui32, handshake.name = "extsi7"} : <i2> to <i32>
    %113 = source {handshake.bb = 3 : ui32, handshake.name = "source2"} : <>
    %114 = constant %113 {handshake.bb = 3 : ui32, handshake.name = "constant36", value = 10 : i5} : <>, <i5>
    %115 = extsi %114 {handshake.bb = 3 : ui32, handshake.name = "extsi43"} : <i5> to <i6>
    %116 = source {handshake.bb = 3 : ui32, handshake.name = "source3"} : <>
    %117 = constant %116 {handshake.bb = 3 : ui32, handshake.name = "constant37", value = 1 : i2} : <>, <i2>
    %118:2 = fork [2] %117 {handshake.bb = 3 : ui32, handshake.name = "fork21"} : <i2>
    %119 = extsi %120 {handshake.bb = 3 : ui32, handshake.name = "extsi44"} : <i2> to <i6>
    %120 = buffer %118#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer38"} : <i2>
    %121 = extsi %122 {handshake.bb = 3 : ui32, handshake.name = "extsi9"} : <i2> to <i32>
    %122 = buffer %118#1, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 3 : ui32, handshake.name = "buffer39"} : <i2>
    %123:4 = fork [4] %121 {handshake.bb = 3 : ui32, handshake.name = "fork22"} : <i32>
    %124 = source {handshake.bb = 3 : ui32, handshake.name = "source4"} : <>
    %125 = constant %124 {handshake.bb = 3 : ui32, handshake.name = "constant38", value = 3 : i3} : <>, <i3>
    %126 = extsi %125 {handshake.bb = 3 : ui32, handshake.name = "extsi10"} : <i3> to <i32>
    %127:4 = fork [4] %126 {handshake.bb = 3 : ui32, handshake.name = "fork23"} : <i32>
    %128 = shli %129, %123#0 {handshake.bb = 3 : ui32, handshake.name = "shli2"} : <i32>
    %129 = buffer %99#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer41"} : <i32>
    %130 = buffer %128, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer81"} : <i32>
    %131 = trunci %130 {handshake.bb = 3 : ui32, handshake.name = "trunci2"} : <i32> to <i7>
    %132 = shli %133, %127#0 {handshake.bb = 3 : ui32, handshake.name = "shli3"} : <i32>
    %133 = buffer %99#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer43"} : <i32>
    %134 = buffer %132, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer82"} : <i32>
    %135 = trunci %134 {handshake.bb = 3 : ui32, handshake.name = "trunci3"} : <i32> to <i7>
    %136 = addi %131, %135 {handshake.bb = 3 : ui32, handshake.name = "addi20"} : <i7>
    %137 = buffer %136, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer83"} : <i7>
    %138 = addi %83, %137 {handshake.bb = 3 : ui32, handshake.name = "addi3"} : <i7>
    %addressResult_14, %dataResult_15 = load[%138] %outputs_4 {handshake.bb = 3 : ui32, handshake.bufProps = #handshake<bufProps{"1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "load0"} : <i7>, <i32>, <i7>, <i32>
    %139 = muli %140, %dataResult_15 {handshake.bb = 3 : ui32, handshake.name = "muli0"} : <i32>
    %140 = buffer %91#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer44"} : <i32>
    %141 = shli %142, %123#1 {handshake.bb = 3 : ui32, handshake.name = "shli4"} : <i32>
    %142 = buffer %87#0, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 3 : ui32, handshake.name = "buffer46"} : <i32>
    %143 = buffer %141, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer84"} : <i32>
    %144 = trunci %143 {handshake.bb = 3 : ui32, handshake.name = "trunci4"} : <i32> to <i7>
    %145 = shli %146, %127#1 {handshake.bb = 3 : ui32, handshake.name = "shli5"} : <i32>
    %146 = buffer %87#1, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 3 : ui32, handshake.name = "buffer48"} : <i32>
    %147 = buffer %145, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer85"} : <i32>
    %148 = trunci %147 {handshake.bb = 3 : ui32, handshake.name = "trunci5"} : <i32> to <i7>
    %149 = addi %144, %148 {handshake.bb = 3 : ui32, handshake.name = "addi21"} : <i7>
    %150 = buffer %149, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer86"} : <i7>
    %151 = addi %105, %150 {handshake.bb = 3 : ui32, handshake.name = "addi4"} : <i7>
    %addressResult_16, %dataResult_17 = load[%151] %outputs_2 {handshake.bb = 3 : ui32, handshake.bufProps = #handshake<bufProps{"1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "load1"} : <i7>, <i32>, <i7>, <i32>
    %152 = muli %139, %dataResult_17 {handshake.bb = 3 : ui32, handshake.name = "muli1"} : <i32>
    %153 = shli %155, %154 {handshake.bb = 3 : ui32, handshake.name = "shli6"} : <i32>
    %154 = buffer %123#2, bufferType = FIFO_BREAK_NONE, numSlots = 5 {handshake.bb = 3 : ui32, handshake.name = "buffer49"} : <i32>
    %155 = buffer %99#2, bufferType = FIFO_BREAK_NONE, numSlots = 5 {handshake.bb = 3 : ui32, handshake.name = "buffer50"} : <i32>
    %156 = shli %158, %157 {handshake.bb = 3 : ui32, handshake.name = "shli7"} : <i32>
    %157 = buffer %127#2, bufferType = FIFO_BREAK_NONE, numSlots = 5 {handshake.bb = 3 : ui32, handshake.name = "buffer51"} : <i32>
    %158 = buffer %99#3, bufferType = FIFO_BREAK_NONE, numSlots = 5 {handshake.bb = 3 : ui32, handshake.name = "buffer52"} : <i32>
    %159 = buffer %153, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer87"} : <i32>
    %160 = buffer %156, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer88"} : <i32>
    %161 = addi %159, %160 {handshake.bb = 3 : ui32, handshake.name = "addi22"} : <i32>
    %162 = buffer %161, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer92"} : <i32>
    %163 = addi %164, %162 {handshake.bb = 3 : ui32, handshake.name = "addi5"} : <i32>
    %164 = buffer %108#0, bufferType = FIFO_BREAK_NONE, numSlots = 4 {handshake.bb = 3 : ui32, handshake.name = "buffer53"} : <i32>
    %165 = buffer %77, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer37"} : <>
    %166 = gate %163, %74#1, %165 {handshake.bb = 3 : ui32, handshake.name = "gate0"} : <i32>, !handshake.control<>, !handshake.control<> to <i32>
    %167 = trunci %166 {handshake.bb = 3 : ui32, handshake.name = "trunci6"} : <i32> to <i7>
    %addressResult_18, %dataResult_19 = load[%167] %outputs_6#1 {handshake.bb = 3 : ui32, handshake.bufProps = #handshake<bufProps{"1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.deps = #handshake<deps[["store1", 3, false], ["store1", 4, false]]>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "load2"} : <i7>, <i32>, <i7>, <i32>
    %168 = addi %dataResult_19, %152 {handshake.bb = 3 : ui32, handshake.name = "addi0"} : <i32>
    %169 = shli %171, %170 {handshake.bb = 3 : ui32, handshake.name = "shli8"} : <i32>
    %170 = buffer %123#3, bufferType = FIFO_BREAK_NONE, numSlots = 4 {handshake.bb = 3 : ui32, handshake.name = "buffer54"} : <i32>
    %171 = buffer %99#4, bufferType = FIFO_BREAK_NONE, numSlots = 4 {handshake.bb = 3 : ui32, handshake.name = "buffer55"} : <i32>
    %172 = shli %174, %173 {handshake.bb = 3 : ui32, handshake.name = "shli9"} : <i32>
    %173 = buffer %127#3, bufferType = FIFO_BREAK_NONE, numSlots = 4 {handshake.bb = 3 : ui32, handshake.name = "buffer56"} : <i32>
    %174 = buffer %99#5, bufferType = FIFO_BREAK_NONE, numSlots = 4 {handshake.bb = 3 : ui32, handshake.name = "buffer57"} : <i32>
    %175 = buffer %169, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer93"} : <i32>
    %176 = buffer %172, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer94"} : <i32>
    %177 = addi %175, %176 {handshake.bb = 3 : ui32, handshake.name = "addi23"} : <i32>
    %178 = buffer %177, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer99"} : <i32>
    %179 = addi %180, %178 {handshake.bb = 3 : ui32, handshake.name = "addi6"} : <i32>
    %180 = buffer %108#1, bufferType = FIFO_BREAK_NONE, numSlots = 5 {handshake.bb = 3 : ui32, handshake.name = "buffer58"} : <i32>
    %181 = buffer %doneResult_22, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer1"} : <>
    %182 = gate %179, %74#0 {handshake.bb = 3 : ui32, handshake.name = "gate1"} : <i32>, !handshake.control<> to <i32>
    %183 = trunci %182 {handshake.bb = 3 : ui32, handshake.name = "trunci7"} : <i32> to <i7>
    %addressResult_20, %dataResult_21, %doneResult_22 = store[%183] %168 %outputs_6#2 {handshake.bb = 3 : ui32, handshake.bufProps = #handshake<bufProps{"2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.deps = #handshake<deps[["load2", 3, false], ["store1", 3, false], ["load4", 1, false]]>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "store1"} : <i7>, <i32>, <>, <i7>, <i32>, <>
    %184 = addi %85, %119 {handshake.bb = 3 : ui32, handshake.name = "addi13"} : <i6>
    %185:2 = fork [2] %184 {handshake.bb = 3 : ui32, handshake.name = "fork24"} : <i6>
    %186 = trunci %187 {handshake.bb = 3 : ui32, handshake.name = "trunci8"} : <i6> to <i5>
    %187 = buffer %185#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer59"} : <i6>
    %188 = buffer %190, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer103"} : <i6>
    %189 = cmpi ult, %188, %115 {handshake.bb = 3 : ui32, handshake.name = "cmpi0"} : <i6>
    %190 = buffer %185#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer60"} : <i6>
    %191 = buffer %189, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer102"} : <i1>
    %192:9 = fork [9] %191 {handshake.bb = 3 : ui32, handshake.name = "fork25"} : <i1>
    %trueResult_23, %falseResult_24 = cond_br %192#0, %186 {handshake.bb = 3 : ui32, handshake.name = "cond_br6"} : <i1>, <i5>
    sink %falseResult_24 {handshake.name = "sink1"} : <i5>
    %trueResult_25, %falseResult_26 = cond_br %193, %194 {handshake.bb = 3 : ui32, handshake.name = "cond_br7"} : <i1>, <i32>
    %193 = buffer %192#6, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer62"} : <i1>
    %194 = buffer %91#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer63"} : <i32>
    %195 = buffer %92, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer61"} : <i32>
    %196 = buffer %195, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer67"} : <i32>
    %trueResult_27, %falseResult_28 = cond_br %197, %196 {handshake.bb = 3 : ui32, handshake.name = "cond_br8"} : <i1>, <i32>
    %197 = buffer %192#7, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer64"} : <i1>
    %trueResult_29, %falseResult_30 = cond_br %198, %199 {handshake.bb = 3 : ui32, handshake.name = "cond_br9"} : <i1>, <i5>
    %198 = buffer %192#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer65"} : <i1>
    %199 = buffer %96#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer66"} : <i5>
    %trueResult_31, %falseResult_32 = cond_br %192#2, %200 {handshake.bb = 3 : ui32, handshake.name = "cond_br10"} : <i1>, <i5>
    %200 = buffer %104#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer68"} : <i5>
    %201 = buffer %110#1, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer79"} : <>
    %trueResult_33, %falseResult_34 = cond_br %202, %201 {handshake.bb = 3 : ui32, handshake.name = "cond_br11"} : <i1>, <>
    %202 = buffer %192#8, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer69"} : <i1>
    %trueResult_35, %falseResult_36 = cond_br %203, %falseResult_11 {handshake.bb = 4 : ui32, handshake.name = "cond_br85"} : <i1>, <>
    %203 = buffer %218#3, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 4 : ui32, handshake.name = "buffer70"} : <i1>
    %trueResult_37, %falseResult_38 = cond_br %204, %60#0 {handshake.bb = 4 : ui32, handshake.name = "cond_br86"} : <i1>, <>
    %204 = buffer %218#2, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 4 : ui32, handshake.name = "buffer71"} : <i1>
    sink %trueResult_37 {handshake.name = "sink2"} : <>
    %205 = extsi %falseResult_32 {handshake.bb = 4 : ui32, handshake.name = "extsi45"} : <i5> to <i6>
    %206 = source {handshake.bb = 4 : ui32, handshake.name = "source5"} : <>
    %207 = constant %206 {handshake.bb = 4 : ui32, handshake.name = "constant39", value = 10 : i5} : <>, <i5>
    %208 = extsi %207 {handshake.bb = 4 : ui32, handshake.name = "extsi46"} : <i5> to <i6>
    %209 = source {handshake.bb = 4 : ui32, handshake.name = "source6"} : <>
    %210 = constant %209 {handshake.bb = 4 : ui32, handshake.name = "constant40", value = 1 : i2} : <>, <i2>
    %211 = extsi %210 {handshake.bb = 4 : ui32, handshake.name = "extsi47"} : <i2> to <i6>
    %212 = addi %205, %211 {handshake.bb = 4 : ui32, handshake.name = "addi14"} : <i6>
    %213 = buffer %212, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 4 : ui32, handshake.name = "buffer106"} : <i6>
    %214:2 = fork [2] %213 {handshake.bb = 4 : ui32, handshake.name = "fork26"} : <i6>
    %215 = trunci %214#0 {handshake.bb = 4 : ui32, handshake.name = "trunci9"} : <i6> to <i5>
    %216 = cmpi ult, %214#1, %208 {handshake.bb = 4 : ui32, handshake.name = "cmpi1"} : <i6>
    %217 = buffer %216, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 4 : ui32, handshake.name = "buffer107"} : <i1>
    %218:8 = fork [8] %217 {handshake.bb = 4 : ui32, handshake.name = "fork27"} : <i1>
    %trueResult_39, %falseResult_40 = cond_br %218#0, %215 {handshake.bb = 4 : ui32, handshake.name = "cond_br12"} : <i1>, <i5>
    sink %falseResult_40 {handshake.name = "sink4"} : <i5>
    %219 = buffer %falseResult_26, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 4 : ui32, handshake.name = "buffer104"} : <i32>
    %trueResult_41, %falseResult_42 = cond_br %220, %219 {handshake.bb = 4 : ui32, handshake.name = "cond_br13"} : <i1>, <i32>
    %220 = buffer %218#5, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 4 : ui32, handshake.name = "buffer75"} : <i1>
    %221 = buffer %falseResult_28, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 4 : ui32, handshake.name = "buffer105"} : <i32>
    %trueResult_43, %falseResult_44 = cond_br %222, %221 {handshake.bb = 4 : ui32, handshake.name = "cond_br14"} : <i1>, <i32>
    %222 = buffer %218#6, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 4 : ui32, handshake.name = "buffer76"} : <i1>
    %trueResult_45, %falseResult_46 = cond_br %218#1, %falseResult_30 {handshake.bb = 4 : ui32, handshake.name = "cond_br15"} : <i1>, <i5>
    %trueResult_47, %falseResult_48 = cond_br %223, %falseResult_34 {handshake.bb = 4 : ui32, handshake.name = "cond_br16"} : <i1>, <>
    %223 = buffer %218#7, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 4 : ui32, handshake.name = "buffer78"} : <i1>
    %trueResult_49, %falseResult_50 = cond_br %241#2, %falseResult_38 {handshake.bb = 5 : ui32, handshake.name = "cond_br87"} : <i1>, <>
    sink %trueResult_49 {handshake.name = "sink5"} : <>
    %trueResult_51, %falseResult_52 = cond_br %224, %falseResult_36 {handshake.bb = 5 : ui32, handshake.name = "cond_br88"} : <i1>, <>
    %224 = buffer %241#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 5 : ui32, handshake.name = "buffer80"} : <i1>
    %225 = buffer %falseResult_46, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 5 : ui32, handshake.name = "buffer108"} : <i5>
    %226 = extsi %225 {handshake.bb = 5 : ui32, handshake.name = "extsi48"} : <i5> to <i6>
    %227:2 = fork [2] %falseResult_48 {handshake.bb = 5 : ui32, handshake.name = "fork28"} : <>
    %228 = constant %227#0 {handshake.bb = 5 : ui32, handshake.name = "constant41", value = false} : <>, <i1>
    %229 = source {handshake.bb = 5 : ui32, handshake.name = "source7"} : <>
    %230 = constant %229 {handshake.bb = 5 : ui32, handshake.name = "constant42", value = 10 : i5} : <>, <i5>
    %231 = extsi %230 {handshake.bb = 5 : ui32, handshake.name = "extsi49"} : <i5> to <i6>
    %232 = source {handshake.bb = 5 : ui32, handshake.name = "source8"} : <>
    %233 = constant %232 {handshake.bb = 5 : ui32, handshake.name = "constant43", value = 1 : i2} : <>, <i2>
    %234 = extsi %233 {handshake.bb = 5 : ui32, handshake.name = "extsi50"} : <i2> to <i6>
    %235 = addi %226, %234 {handshake.bb = 5 : ui32, handshake.name = "addi15"} : <i6>
    %236 = buffer %235, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 5 : ui32, handshake.name = "buffer109"} : <i6>
    %237:2 = fork [2] %236 {handshake.bb = 5 : ui32, handshake.name = "fork29"} : <i6>
    %238 = trunci %237#0 {handshake.bb = 5 : ui32, handshake.name = "trunci10"} : <i6> to <i5>
    %239 = cmpi ult, %237#1, %231 {handshake.bb = 5 : ui32, handshake.name = "cmpi2"} : <i6>
    %240 = buffer %239, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 5 : ui32, handshake.name = "buffer114"} : <i1>
    %241:8 = fork [8] %240 {handshake.bb = 5 : ui32, handshake.name = "fork30"} : <i1>
    %trueResult_53, %falseResult_54 = cond_br %241#0, %238 {handshake.bb = 5 : ui32, handshake.name = "cond_br17"} : <i1>, <i5>
    sink %falseResult_54 {handshake.name = "sink7"} : <i5>
    %trueResult_55, %falseResult_56 = cond_br %241#4, %falseResult_42 {handshake.bb = 5 : ui32, handshake.name = "cond_br18"} : <i1>, <i32>
    sink %falseResult_56 {handshake.name = "sink8"} : <i32>
    %trueResult_57, %falseResult_58 = cond_br %241#5, %falseResult_44 {handshake.bb = 5 : ui32, handshake.name = "cond_br19"} : <i1>, <i32>
    %trueResult_59, %falseResult_60 = cond_br %241#6, %227#1 {handshake.bb = 5 : ui32, handshake.name = "cond_br20"} : <i1>, <>
    %trueResult_61, %falseResult_62 = cond_br %241#7, %228 {handshake.bb = 5 : ui32, handshake.name = "cond_br21"} : <i1>, <i1>
    sink %trueResult_61 {handshake.name = "sink9"} : <i1>
    %242 = extsi %falseResult_62 {handshake.bb = 5 : ui32, handshake.name = "extsi31"} : <i1> to <i5>
    %243 = init %517#4 {ftd.imerge, handshake.bb = 6 : ui32, handshake.name = "init14"} : <i1>
    %244:3 = fork [3] %243 {handshake.bb = 6 : ui32, handshake.name = "fork31"} : <i1>
    %245 = buffer %trueResult_121, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 6 : ui32, handshake.name = "buffer215"} : <>
    %246 = mux %247 [%falseResult_52, %245] {ftd.regen, handshake.bb = 6 : ui32, handshake.name = "mux35"} : <i1>, [<>, <>] to <>
    %247 = buffer %244#2, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 6 : ui32, handshake.name = "buffer89"} : <i1>
    %248 = buffer %246, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 6 : ui32, handshake.name = "buffer115"} : <>
    %249:2 = fork [2] %248 {handshake.bb = 6 : ui32, handshake.name = "fork32"} : <>
    %250 = mux %251 [%falseResult_50, %trueResult_119] {ftd.regen, handshake.bb = 6 : ui32, handshake.name = "mux36"} : <i1>, [<>, <>] to <>
    %251 = buffer %244#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 6 : ui32, handshake.name = "buffer90"} : <i1>
    %252 = buffer %250, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 6 : ui32, handshake.name = "buffer116"} : <>
    %253 = buffer %252, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 6 : ui32, handshake.name = "buffer117"} : <>
    %254:2 = fork [2] %253 {handshake.bb = 6 : ui32, handshake.name = "fork33"} : <>
    %255 = mux %256 [%0#2, %trueResult_117] {ftd.phi, handshake.bb = 6 : ui32, handshake.name = "mux40"} : <i1>, [<>, <>] to <>
    %256 = buffer %244#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 6 : ui32, handshake.name = "buffer91"} : <i1>
    %257 = mux %259#0 [%242, %trueResult_123] {handshake.bb = 6 : ui32, handshake.name = "mux12"} : <i1>, [<i5>, <i5>] to <i5>
    %258 = mux %259#1 [%falseResult_58, %trueResult_125] {handshake.bb = 6 : ui32, handshake.name = "mux13"} : <i1>, [<i32>, <i32>] to <i32>
    %result_63, %index_64 = control_merge [%falseResult_60, %trueResult_127]  {handshake.bb = 6 : ui32, handshake.name = "control_merge5"} : [<>, <>] to <>, <i1>
    %259:2 = fork [2] %index_64 {handshake.bb = 6 : ui32, handshake.name = "fork34"} : <i1>
    %260:2 = fork [2] %result_63 {handshake.bb = 6 : ui32, handshake.name = "fork35"} : <>
    %261 = constant %260#0 {handshake.bb = 6 : ui32, handshake.name = "constant44", value = false} : <>, <i1>
    %262 = extsi %261 {handshake.bb = 6 : ui32, handshake.name = "extsi30"} : <i1> to <i5>
    %263 = buffer %258, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 6 : ui32, handshake.name = "buffer129"} : <i32>
    %264 = buffer %263, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 6 : ui32, handshake.name = "buffer130"} : <i32>
    %265 = buffer %257, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 6 : ui32, handshake.name = "buffer123"} : <i5>
    %266 = init %498#5 {ftd.imerge, handshake.bb = 7 : ui32, handshake.name = "init20"} : <i1>
    %267:3 = fork [3] %266 {handshake.bb = 7 : ui32, handshake.name = "fork36"} : <i1>
    %268 = mux %269 [%249#1, %trueResult_105] {ftd.regen, handshake.bb = 7 : ui32, handshake.name = "mux41"} : <i1>, [<>, <>] to <>
    %269 = buffer %267#2, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer95"} : <i1>
    %270 = buffer %268, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer131"} : <>
    %271 = buffer %270, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer132"} : <>
    %272:2 = fork [2] %271 {handshake.bb = 7 : ui32, handshake.name = "fork37"} : <>
    %273 = mux %274 [%254#1, %trueResult_103] {ftd.regen, handshake.bb = 7 : ui32, handshake.name = "mux42"} : <i1>, [<>, <>] to <>
    %274 = buffer %267#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer96"} : <i1>
    %275 = buffer %273, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer133"} : <>
    %276 = buffer %275, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer135"} : <>
    %277:2 = fork [2] %276 {handshake.bb = 7 : ui32, handshake.name = "fork38"} : <>
    %278 = buffer %255, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer121"} : <>
    %279 = mux %280 [%278, %trueResult_107] {ftd.phi, handshake.bb = 7 : ui32, handshake.name = "mux46"} : <i1>, [<>, <>] to <>
    %280 = buffer %267#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer97"} : <i1>
    %281:2 = unbundle %282  {handshake.bb = 7 : ui32, handshake.name = "unbundle2"} : <i32> to _ 
    %282 = buffer %321#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer98"} : <i32>
    %283 = mux %298#1 [%262, %trueResult_109] {handshake.bb = 7 : ui32, handshake.name = "mux14"} : <i1>, [<i5>, <i5>] to <i5>
    %284 = buffer %283, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer142"} : <i5>
    %285:3 = fork [3] %284 {handshake.bb = 7 : ui32, handshake.name = "fork39"} : <i5>
    %286 = extsi %285#0 {handshake.bb = 7 : ui32, handshake.name = "extsi51"} : <i5> to <i7>
    %287 = extsi %288 {handshake.bb = 7 : ui32, handshake.name = "extsi52"} : <i5> to <i7>
    %288 = buffer %285#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer101"} : <i5>
    %289 = mux %298#2 [%264, %trueResult_111] {handshake.bb = 7 : ui32, handshake.name = "mux15"} : <i1>, [<i32>, <i32>] to <i32>
    %290 = buffer %289, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer145"} : <i32>
    %291:2 = fork [2] %290 {handshake.bb = 7 : ui32, handshake.name = "fork40"} : <i32>
    %292 = mux %298#0 [%265, %trueResult_113] {handshake.bb = 7 : ui32, handshake.name = "mux16"} : <i1>, [<i5>, <i5>] to <i5>
    %293 = buffer %292, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer147"} : <i5>
    %294 = buffer %293, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer161"} : <i5>
    %295:2 = fork [2] %294 {handshake.bb = 7 : ui32, handshake.name = "fork41"} : <i5>
    %296 = extsi %295#1 {handshake.bb = 7 : ui32, handshake.name = "extsi53"} : <i5> to <i32>
    %297:4 = fork [4] %296 {handshake.bb = 7 : ui32, handshake.name = "fork42"} : <i32>
    %result_65, %index_66 = control_merge [%260#1, %trueResult_115]  {handshake.bb = 7 : ui32, handshake.name = "control_merge6"} : [<>, <>] to <>, <i1>
    %298:3 = fork [3] %index_66 {handshake.bb = 7 : ui32, handshake.name = "fork43"} : <i1>
    %299:3 = fork [3] %result_65 {handshake.bb = 7 : ui32, handshake.name = "fork44"} : <>
    %300 = constant %299#1 {handshake.bb = 7 : ui32, handshake.name = "constant45", value = 1 : i2} : <>, <i2>
    %301 = extsi %300 {handshake.bb = 7 : ui32, handshake.name = "extsi17"} : <i2> to <i32>
    %302 = constant %299#0 {handshake.bb = 7 : ui32, handshake.name = "constant46", value = false} : <>, <i1>
    %303 = source {handshake.bb = 7 : ui32, handshake.name = "source9"} : <>
    %304 = constant %303 {handshake.bb = 7 : ui32, handshake.name = "constant47", value = 1 : i2} : <>, <i2>
    %305 = extsi %304 {handshake.bb = 7 : ui32, handshake.name = "extsi19"} : <i2> to <i32>
    %306:2 = fork [2] %305 {handshake.bb = 7 : ui32, handshake.name = "fork45"} : <i32>
    %307 = source {handshake.bb = 7 : ui32, handshake.name = "source10"} : <>
    %308 = constant %307 {handshake.bb = 7 : ui32, handshake.name = "constant48", value = 3 : i3} : <>, <i3>
    %309 = extsi %308 {handshake.bb = 7 : ui32, handshake.name = "extsi20"} : <i3> to <i32>
    %310:2 = fork [2] %309 {handshake.bb = 7 : ui32, handshake.name = "fork46"} : <i32>
    %311 = shli %297#0, %306#0 {handshake.bb = 7 : ui32, handshake.name = "shli10"} : <i32>
    %312 = buffer %311, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer163"} : <i32>
    %313 = trunci %312 {handshake.bb = 7 : ui32, handshake.name = "trunci11"} : <i32> to <i7>
    %314 = shli %297#1, %310#0 {handshake.bb = 7 : ui32, handshake.name = "shli11"} : <i32>
    %315 = buffer %314, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer165"} : <i32>
    %316 = trunci %315 {handshake.bb = 7 : ui32, handshake.name = "trunci12"} : <i32> to <i7>
    %317 = addi %313, %316 {handshake.bb = 7 : ui32, handshake.name = "addi24"} : <i7>
    %318 = buffer %317, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer168"} : <i7>
    %319 = addi %286, %318 {handshake.bb = 7 : ui32, handshake.name = "addi7"} : <i7>
    %320 = buffer %281#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer2"} : <>
    %addressResult_67, %dataResult_68 = load[%319] %outputs#0 {handshake.bb = 7 : ui32, handshake.bufProps = #handshake<bufProps{"1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.deps = #handshake<deps[["store2", 3, false], ["store3", 3, false]]>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "load3"} : <i7>, <i32>, <i7>, <i32>
    %321:2 = fork [2] %dataResult_68 {handshake.bb = 7 : ui32, handshake.name = "fork47"} : <i32>
    %322 = muli %321#1, %323 {handshake.bb = 7 : ui32, handshake.name = "muli2"} : <i32>
    %323 = buffer %291#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer110"} : <i32>
    %324 = shli %326, %325 {handshake.bb = 7 : ui32, handshake.name = "shli12"} : <i32>
    %325 = buffer %306#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer111"} : <i32>
    %326 = buffer %297#2, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer112"} : <i32>
    %327 = buffer %324, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer171"} : <i32>
    %328 = trunci %327 {handshake.bb = 7 : ui32, handshake.name = "trunci13"} : <i32> to <i7>
    %329 = shli %297#3, %330 {handshake.bb = 7 : ui32, handshake.name = "shli13"} : <i32>
    %330 = buffer %310#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer113"} : <i32>
    %331 = buffer %329, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer172"} : <i32>
    %332 = trunci %331 {handshake.bb = 7 : ui32, handshake.name = "trunci14"} : <i32> to <i7>
    %333 = addi %328, %332 {handshake.bb = 7 : ui32, handshake.name = "addi25"} : <i7>
    %334 = buffer %333, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer173"} : <i7>
    %335 = addi %287, %334 {handshake.bb = 7 : ui32, handshake.name = "addi8"} : <i7>
    %336 = buffer %doneResult_71, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer3"} : <>
    %337 = buffer %335, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer175"} : <i7>
    %addressResult_69, %dataResult_70, %doneResult_71 = store[%337] %322 %outputs#1 {handshake.bb = 7 : ui32, handshake.bufProps = #handshake<bufProps{"2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.deps = #handshake<deps[["load6", 3, false], ["store3", 3, false]]>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "store2"} : <i7>, <i32>, <>, <i7>, <i32>, <>
    %338 = extsi %302 {handshake.bb = 7 : ui32, handshake.name = "extsi29"} : <i1> to <i5>
    %trueResult_72, %falseResult_73 = cond_br %339, %355#1 {handshake.bb = 8 : ui32, handshake.name = "cond_br89"} : <i1>, <>
    %339 = buffer %476#8, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer118"} : <i1>
    sink %falseResult_73 {handshake.name = "sink10"} : <>
    %trueResult_74, %falseResult_75 = cond_br %340, %365#1 {handshake.bb = 8 : ui32, handshake.name = "cond_br90"} : <i1>, <>
    %340 = buffer %476#7, bufferType = FIFO_BREAK_NONE, numSlots = 4 {handshake.bb = 8 : ui32, handshake.name = "buffer119"} : <i1>
    sink %falseResult_75 {handshake.name = "sink11"} : <>
    %trueResult_76, %falseResult_77 = cond_br %341, %350#2 {handshake.bb = 8 : ui32, handshake.name = "cond_br91"} : <i1>, <>
    %341 = buffer %476#6, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 8 : ui32, handshake.name = "buffer120"} : <i1>
    sink %falseResult_77 {handshake.name = "sink12"} : <>
    %trueResult_78, %falseResult_79 = cond_br %476#5, %360#1 {handshake.bb = 8 : ui32, handshake.name = "cond_br92"} : <i1>, <>
    sink %falseResult_79 {handshake.name = "sink13"} : <>
    %342 = buffer %465, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer209"} : <>
    %trueResult_80, %falseResult_81 = cond_br %343, %342 {handshake.bb = 8 : ui32, handshake.name = "cond_br93"} : <i1>, <>
    %343 = buffer %476#4, bufferType = FIFO_BREAK_NONE, numSlots = 4 {handshake.bb = 8 : ui32, handshake.name = "buffer122"} : <i1>
    %344 = init %476#3 {ftd.imerge, handshake.bb = 8 : ui32, handshake.name = "init26"} : <i1>
    %345:5 = fork [5] %344 {handshake.bb = 8 : ui32, handshake.name = "fork48"} : <i1>
    %346 = mux %347 [%336, %trueResult_76] {ftd.regen, handshake.bb = 8 : ui32, handshake.name = "mux47"} : <i1>, [<>, <>] to <>
    %347 = buffer %345#4, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 8 : ui32, handshake.name = "buffer124"} : <i1>
    %348 = buffer %346, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer178"} : <>
    %349 = buffer %348, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer179"} : <>
    %350:3 = fork [3] %349 {handshake.bb = 8 : ui32, handshake.name = "fork49"} : <>
    %351 = mux %352 [%272#1, %trueResult_72] {ftd.regen, handshake.bb = 8 : ui32, handshake.name = "mux48"} : <i1>, [<>, <>] to <>
    %352 = buffer %345#3, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer125"} : <i1>
    %353 = buffer %351, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer180"} : <>
    %354 = buffer %353, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer181"} : <>
    %355:2 = fork [2] %354 {handshake.bb = 8 : ui32, handshake.name = "fork50"} : <>
    %356 = mux %357 [%277#1, %trueResult_78] {ftd.regen, handshake.bb = 8 : ui32, handshake.name = "mux49"} : <i1>, [<>, <>] to <>
    %357 = buffer %345#2, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer126"} : <i1>
    %358 = buffer %356, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer182"} : <>
    %359 = buffer %358, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer183"} : <>
    %360:2 = fork [2] %359 {handshake.bb = 8 : ui32, handshake.name = "fork51"} : <>
    %361 = mux %362 [%320, %trueResult_74] {ftd.regen, handshake.bb = 8 : ui32, handshake.name = "mux51"} : <i1>, [<>, <>] to <>
    %362 = buffer %345#1, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 8 : ui32, handshake.name = "buffer127"} : <i1>
    %363 = buffer %361, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer185"} : <>
    %364 = buffer %363, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer186"} : <>
    %365:2 = fork [2] %364 {handshake.bb = 8 : ui32, handshake.name = "fork52"} : <>
    %366 = buffer %279, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer136"} : <>
    %367 = buffer %366, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer140"} : <>
    %368 = mux %369 [%367, %trueResult_80] {ftd.phi, handshake.bb = 8 : ui32, handshake.name = "mux52"} : <i1>, [<>, <>] to <>
    %369 = buffer %345#0, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 8 : ui32, handshake.name = "buffer128"} : <i1>
    %370 = mux %393#2 [%338, %trueResult_93] {handshake.bb = 8 : ui32, handshake.name = "mux17"} : <i1>, [<i5>, <i5>] to <i5>
    %371 = buffer %370, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer188"} : <i5>
    %372 = buffer %371, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer189"} : <i5>
    %373:2 = fork [2] %372 {handshake.bb = 8 : ui32, handshake.name = "fork53"} : <i5>
    %374 = extsi %373#0 {handshake.bb = 8 : ui32, handshake.name = "extsi54"} : <i5> to <i6>
    %375 = extsi %373#1 {handshake.bb = 8 : ui32, handshake.name = "extsi55"} : <i5> to <i32>
    %376:3 = fork [3] %375 {handshake.bb = 8 : ui32, handshake.name = "fork54"} : <i32>
    %377 = mux %393#3 [%291#0, %trueResult_95] {handshake.bb = 8 : ui32, handshake.name = "mux18"} : <i1>, [<i32>, <i32>] to <i32>
    %378 = mux %393#0 [%295#0, %trueResult_97] {handshake.bb = 8 : ui32, handshake.name = "mux19"} : <i1>, [<i5>, <i5>] to <i5>
    %379 = buffer %378, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer192"} : <i5>
    %380 = buffer %379, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer193"} : <i5>
    %381:2 = fork [2] %380 {handshake.bb = 8 : ui32, handshake.name = "fork55"} : <i5>
    %382 = extsi %383 {handshake.bb = 8 : ui32, handshake.name = "extsi56"} : <i5> to <i32>
    %383 = buffer %381#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer134"} : <i5>
    %384:6 = fork [6] %382 {handshake.bb = 8 : ui32, handshake.name = "fork56"} : <i32>
    %385 = mux %393#1 [%285#2, %trueResult_99] {handshake.bb = 8 : ui32, handshake.name = "mux20"} : <i1>, [<i5>, <i5>] to <i5>
    %386 = buffer %385, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer194"} : <i5>
    %387 = buffer %386, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer195"} : <i5>
    %388:3 = fork [3] %387 {handshake.bb = 8 : ui32, handshake.name = "fork57"} : <i5>
    %389 = extsi %388#0 {handshake.bb = 8 : ui32, handshake.name = "extsi57"} : <i5> to <i7>
    %390 = extsi %391 {handshake.bb = 8 : ui32, handshake.name = "extsi58"} : <i5> to <i32>
    %391 = buffer %388#2, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer137"} : <i5>
    %392:2 = fork [2] %390 {handshake.bb = 8 : ui32, handshake.name = "fork58"} : <i32>
    %result_82, %index_83 = control_merge [%299#2, %trueResult_101]  {handshake.bb = 8 : ui32, handshake.name = "control_merge7"} : [<>, <>] to <>, <i1>
    %393:4 = fork [4] %index_83 {handshake.bb = 8 : ui32, handshake.name = "fork59"} : <i1>
    %394 = buffer %result_82, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer196"} : <>
    %395:2 = fork [2] %394 {handshake.bb = 8 : ui32, handshake.name = "fork60"} : <>
    %396 = constant %395#0 {handshake.bb = 8 : ui32, handshake.name = "constant49", value = 1 : i2} : <>, <i2>
    %397 = extsi %396 {handshake.bb = 8 : ui32, handshake.name = "extsi21"} : <i2> to <i32>
    %398 = source {handshake.bb = 8 : ui32, handshake.name = "source11"} : <>
    %399 = constant %398 {handshake.bb = 8 : ui32, handshake.name = "constant50", value = 10 : i5} : <>, <i5>
    %400 = extsi %399 {handshake.bb = 8 : ui32, handshake.name = "extsi59"} : <i5> to <i6>
    %401 = source {handshake.bb = 8 : ui32, handshake.name = "source12"} : <>
    %402 = constant %401 {handshake.bb = 8 : ui32, handshake.name = "constant51", value = 1 : i2} : <>, <i2>
    %403:2 = fork [2] %402 {handshake.bb = 8 : ui32, handshake.name = "fork61"} : <i2>
    %404 = extsi %405 {handshake.bb = 8 : ui32, handshake.name = "extsi60"} : <i2> to <i6>
    %405 = buffer %403#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer138"} : <i2>
    %406 = extsi %407 {handshake.bb = 8 : ui32, handshake.name = "extsi23"} : <i2> to <i32>
    %407 = buffer %403#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer139"} : <i2>
    %408:4 = fork [4] %406 {handshake.bb = 8 : ui32, handshake.name = "fork62"} : <i32>
    %409 = source {handshake.bb = 8 : ui32, handshake.name = "source13"} : <>
    %410 = constant %409 {handshake.bb = 8 : ui32, handshake.name = "constant52", value = 3 : i3} : <>, <i3>
    %411 = extsi %410 {handshake.bb = 8 : ui32, handshake.name = "extsi24"} : <i3> to <i32>
    %412:4 = fork [4] %411 {handshake.bb = 8 : ui32, handshake.name = "fork63"} : <i32>
    %413 = shli %414, %408#0 {handshake.bb = 8 : ui32, handshake.name = "shli14"} : <i32>
    %414 = buffer %384#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer141"} : <i32>
    %415 = shli %416, %412#0 {handshake.bb = 8 : ui32, handshake.name = "shli15"} : <i32>
    %416 = buffer %384#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer143"} : <i32>
    %417 = buffer %413, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer197"} : <i32>
    %418 = buffer %415, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer198"} : <i32>
    %419 = addi %417, %418 {handshake.bb = 8 : ui32, handshake.name = "addi26"} : <i32>
    %420 = buffer %419, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer199"} : <i32>
    %421 = addi %422, %420 {handshake.bb = 8 : ui32, handshake.name = "addi9"} : <i32>
    %422 = buffer %376#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer144"} : <i32>
    %423 = gate %421, %360#0, %355#0 {handshake.bb = 8 : ui32, handshake.name = "gate2"} : <i32>, !handshake.control<>, !handshake.control<> to <i32>
    %424 = trunci %423 {handshake.bb = 8 : ui32, handshake.name = "trunci15"} : <i32> to <i7>
    %addressResult_84, %dataResult_85 = load[%424] %outputs_6#3 {handshake.bb = 8 : ui32, handshake.bufProps = #handshake<bufProps{"1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "load4"} : <i7>, <i32>, <i7>, <i32>
    %425 = shli %426, %408#1 {handshake.bb = 8 : ui32, handshake.name = "shli16"} : <i32>
    %426 = buffer %376#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer146"} : <i32>
    %427 = buffer %425, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer200"} : <i32>
    %428 = trunci %427 {handshake.bb = 8 : ui32, handshake.name = "trunci16"} : <i32> to <i7>
    %429 = shli %430, %412#1 {handshake.bb = 8 : ui32, handshake.name = "shli17"} : <i32>
    %430 = buffer %376#2, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer148"} : <i32>
    %431 = buffer %429, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer201"} : <i32>
    %432 = trunci %431 {handshake.bb = 8 : ui32, handshake.name = "trunci17"} : <i32> to <i7>
    %433 = addi %428, %432 {handshake.bb = 8 : ui32, handshake.name = "addi27"} : <i7>
    %434 = buffer %433, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer202"} : <i7>
    %435 = addi %389, %434 {handshake.bb = 8 : ui32, handshake.name = "addi10"} : <i7>
    %addressResult_86, %dataResult_87 = load[%435] %outputs_0 {handshake.bb = 8 : ui32, handshake.bufProps = #handshake<bufProps{"1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "load5"} : <i7>, <i32>, <i7>, <i32>
    %436 = muli %dataResult_85, %dataResult_87 {handshake.bb = 8 : ui32, handshake.name = "muli3"} : <i32>
    %437 = shli %439, %438 {handshake.bb = 8 : ui32, handshake.name = "shli18"} : <i32>
    %438 = buffer %408#2, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 8 : ui32, handshake.name = "buffer149"} : <i32>
    %439 = buffer %384#2, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 8 : ui32, handshake.name = "buffer150"} : <i32>
    %440 = shli %442, %441 {handshake.bb = 8 : ui32, handshake.name = "shli19"} : <i32>
    %441 = buffer %412#2, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 8 : ui32, handshake.name = "buffer151"} : <i32>
    %442 = buffer %384#3, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 8 : ui32, handshake.name = "buffer152"} : <i32>
    %443 = buffer %437, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer203"} : <i32>
    %444 = buffer %440, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer204"} : <i32>
    %445 = addi %443, %444 {handshake.bb = 8 : ui32, handshake.name = "addi28"} : <i32>
    %446 = buffer %445, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer205"} : <i32>
    %447 = addi %448, %446 {handshake.bb = 8 : ui32, handshake.name = "addi11"} : <i32>
    %448 = buffer %392#0, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 8 : ui32, handshake.name = "buffer153"} : <i32>
    %449 = buffer %368, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer187"} : <>
    %450 = gate %447, %449, %350#1 {handshake.bb = 8 : ui32, handshake.name = "gate3"} : <i32>, !handshake.control<>, !handshake.control<> to <i32>
    %451 = trunci %450 {handshake.bb = 8 : ui32, handshake.name = "trunci18"} : <i32> to <i7>
    %addressResult_88, %dataResult_89 = load[%451] %outputs#2 {handshake.bb = 8 : ui32, handshake.bufProps = #handshake<bufProps{"1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.deps = #handshake<deps[["store3", 3, false], ["store3", 4, false]]>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "load6"} : <i7>, <i32>, <i7>, <i32>
    %452 = addi %dataResult_89, %436 {handshake.bb = 8 : ui32, handshake.name = "addi1"} : <i32>
    %453 = shli %455, %454 {handshake.bb = 8 : ui32, handshake.name = "shli20"} : <i32>
    %454 = buffer %408#3, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 8 : ui32, handshake.name = "buffer154"} : <i32>
    %455 = buffer %384#4, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 8 : ui32, handshake.name = "buffer155"} : <i32>
    %456 = shli %458, %457 {handshake.bb = 8 : ui32, handshake.name = "shli21"} : <i32>
    %457 = buffer %412#3, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 8 : ui32, handshake.name = "buffer156"} : <i32>
    %458 = buffer %384#5, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 8 : ui32, handshake.name = "buffer157"} : <i32>
    %459 = buffer %453, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer206"} : <i32>
    %460 = buffer %456, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer207"} : <i32>
    %461 = addi %459, %460 {handshake.bb = 8 : ui32, handshake.name = "addi29"} : <i32>
    %462 = buffer %461, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer208"} : <i32>
    %463 = addi %464, %462 {handshake.bb = 8 : ui32, handshake.name = "addi12"} : <i32>
    %464 = buffer %392#1, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 8 : ui32, handshake.name = "buffer158"} : <i32>
    %465 = buffer %doneResult_92, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer4"} : <>
    %466 = gate %463, %365#0, %350#0 {handshake.bb = 8 : ui32, handshake.name = "gate4"} : <i32>, !handshake.control<>, !handshake.control<> to <i32>
    %467 = trunci %466 {handshake.bb = 8 : ui32, handshake.name = "trunci19"} : <i32> to <i7>
    %addressResult_90, %dataResult_91, %doneResult_92 = store[%467] %452 %outputs#3 {handshake.bb = 8 : ui32, handshake.bufProps = #handshake<bufProps{"2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.deps = #handshake<deps[["load6", 3, false], ["store3", 3, false]]>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "store3"} : <i7>, <i32>, <>, <i7>, <i32>, <>
    %468 = addi %374, %404 {handshake.bb = 8 : ui32, handshake.name = "addi16"} : <i6>
    %469:2 = fork [2] %468 {handshake.bb = 8 : ui32, handshake.name = "fork64"} : <i6>
    %470 = trunci %471 {handshake.bb = 8 : ui32, handshake.name = "trunci20"} : <i6> to <i5>
    %471 = buffer %469#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer159"} : <i6>
    %472 = cmpi ult, %474, %400 {handshake.bb = 8 : ui32, handshake.name = "cmpi3"} : <i6>
    %473 = buffer %469#1, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer210"} : <i6>
    %474 = buffer %473, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer160"} : <i6>
    %475 = buffer %472, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer211"} : <i1>
    %476:11 = fork [11] %475 {handshake.bb = 8 : ui32, handshake.name = "fork65"} : <i1>
    %trueResult_93, %falseResult_94 = cond_br %476#0, %470 {handshake.bb = 8 : ui32, handshake.name = "cond_br22"} : <i1>, <i5>
    sink %falseResult_94 {handshake.name = "sink14"} : <i5>
    %477 = buffer %377, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer190"} : <i32>
    %478 = buffer %477, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer191"} : <i32>
    %trueResult_95, %falseResult_96 = cond_br %479, %478 {handshake.bb = 8 : ui32, handshake.name = "cond_br23"} : <i1>, <i32>
    %479 = buffer %476#9, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer162"} : <i1>
    %trueResult_97, %falseResult_98 = cond_br %476#1, %480 {handshake.bb = 8 : ui32, handshake.name = "cond_br24"} : <i1>, <i5>
    %480 = buffer %381#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer164"} : <i5>
    %trueResult_99, %falseResult_100 = cond_br %476#2, %481 {handshake.bb = 8 : ui32, handshake.name = "cond_br25"} : <i1>, <i5>
    %481 = buffer %388#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer166"} : <i5>
    %trueResult_101, %falseResult_102 = cond_br %482, %395#1 {handshake.bb = 8 : ui32, handshake.name = "cond_br26"} : <i1>, <>
    %482 = buffer %476#10, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer167"} : <i1>
    %trueResult_103, %falseResult_104 = cond_br %498#4, %277#0 {handshake.bb = 9 : ui32, handshake.name = "cond_br94"} : <i1>, <>
    sink %falseResult_104 {handshake.name = "sink15"} : <>
    %trueResult_105, %falseResult_106 = cond_br %483, %272#0 {handshake.bb = 9 : ui32, handshake.name = "cond_br95"} : <i1>, <>
    %483 = buffer %498#3, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 9 : ui32, handshake.name = "buffer169"} : <i1>
    sink %falseResult_106 {handshake.name = "sink16"} : <>
    %trueResult_107, %falseResult_108 = cond_br %484, %falseResult_81 {handshake.bb = 9 : ui32, handshake.name = "cond_br96"} : <i1>, <>
    %484 = buffer %498#2, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 9 : ui32, handshake.name = "buffer170"} : <i1>
    %485 = extsi %falseResult_100 {handshake.bb = 9 : ui32, handshake.name = "extsi61"} : <i5> to <i6>
    %486 = source {handshake.bb = 9 : ui32, handshake.name = "source14"} : <>
    %487 = constant %486 {handshake.bb = 9 : ui32, handshake.name = "constant53", value = 10 : i5} : <>, <i5>
    %488 = extsi %487 {handshake.bb = 9 : ui32, handshake.name = "extsi62"} : <i5> to <i6>
    %489 = source {handshake.bb = 9 : ui32, handshake.name = "source15"} : <>
    %490 = constant %489 {handshake.bb = 9 : ui32, handshake.name = "constant54", value = 1 : i2} : <>, <i2>
    %491 = extsi %490 {handshake.bb = 9 : ui32, handshake.name = "extsi63"} : <i2> to <i6>
    %492 = addi %485, %491 {handshake.bb = 9 : ui32, handshake.name = "addi17"} : <i6>
    %493 = buffer %492, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 9 : ui32, handshake.name = "buffer213"} : <i6>
    %494:2 = fork [2] %493 {handshake.bb = 9 : ui32, handshake.name = "fork66"} : <i6>
    %495 = trunci %494#0 {handshake.bb = 9 : ui32, handshake.name = "trunci21"} : <i6> to <i5>
    %496 = cmpi ult, %494#1, %488 {handshake.bb = 9 : ui32, handshake.name = "cmpi4"} : <i6>
    %497 = buffer %496, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 9 : ui32, handshake.name = "buffer214"} : <i1>
    %498:8 = fork [8] %497 {handshake.bb = 9 : ui32, handshake.name = "fork67"} : <i1>
    %trueResult_109, %falseResult_110 = cond_br %498#0, %495 {handshake.bb = 9 : ui32, handshake.name = "cond_br27"} : <i1>, <i5>
    sink %falseResult_110 {handshake.name = "sink18"} : <i5>
    %499 = buffer %falseResult_96, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 9 : ui32, handshake.name = "buffer212"} : <i32>
    %trueResult_111, %falseResult_112 = cond_br %500, %499 {handshake.bb = 9 : ui32, handshake.name = "cond_br28"} : <i1>, <i32>
    %500 = buffer %498#6, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 9 : ui32, handshake.name = "buffer174"} : <i1>
    %trueResult_113, %falseResult_114 = cond_br %498#1, %falseResult_98 {handshake.bb = 9 : ui32, handshake.name = "cond_br29"} : <i1>, <i5>
    %trueResult_115, %falseResult_116 = cond_br %501, %falseResult_102 {handshake.bb = 9 : ui32, handshake.name = "cond_br30"} : <i1>, <>
    %501 = buffer %498#7, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 9 : ui32, handshake.name = "buffer176"} : <i1>
    %trueResult_117, %falseResult_118 = cond_br %502, %falseResult_108 {handshake.bb = 10 : ui32, handshake.name = "cond_br97"} : <i1>, <>
    %502 = buffer %517#3, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 10 : ui32, handshake.name = "buffer177"} : <i1>
    sink %falseResult_118 {handshake.name = "sink19"} : <>
    %trueResult_119, %falseResult_120 = cond_br %517#2, %254#0 {handshake.bb = 10 : ui32, handshake.name = "cond_br98"} : <i1>, <>
    sink %falseResult_120 {handshake.name = "sink20"} : <>
    %trueResult_121, %falseResult_122 = cond_br %517#1, %249#0 {handshake.bb = 10 : ui32, handshake.name = "cond_br99"} : <i1>, <>
    sink %falseResult_122 {handshake.name = "sink21"} : <>
    %503 = extsi %falseResult_114 {handshake.bb = 10 : ui32, handshake.name = "extsi64"} : <i5> to <i6>
    %504 = source {handshake.bb = 10 : ui32, handshake.name = "source16"} : <>
    %505 = constant %504 {handshake.bb = 10 : ui32, handshake.name = "constant55", value = 10 : i5} : <>, <i5>
    %506 = extsi %505 {handshake.bb = 10 : ui32, handshake.name = "extsi65"} : <i5> to <i6>
    %507 = source {handshake.bb = 10 : ui32, handshake.name = "source17"} : <>
    %508 = constant %507 {handshake.bb = 10 : ui32, handshake.name = "constant56", value = 1 : i2} : <>, <i2>
    %509 = extsi %508 {handshake.bb = 10 : ui32, handshake.name = "extsi66"} : <i2> to <i6>
    %510 = buffer %503, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 10 : ui32, handshake.name = "buffer216"} : <i6>
    %511 = addi %510, %509 {handshake.bb = 10 : ui32, handshake.name = "addi18"} : <i6>
    %512 = buffer %511, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 10 : ui32, handshake.name = "buffer217"} : <i6>
    %513:2 = fork [2] %512 {handshake.bb = 10 : ui32, handshake.name = "fork68"} : <i6>
    %514 = trunci %513#0 {handshake.bb = 10 : ui32, handshake.name = "trunci22"} : <i6> to <i5>
    %515 = cmpi ult, %513#1, %506 {handshake.bb = 10 : ui32, handshake.name = "cmpi5"} : <i6>
    %516 = buffer %515, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 10 : ui32, handshake.name = "buffer218"} : <i1>
    %517:7 = fork [7] %516 {handshake.bb = 10 : ui32, handshake.name = "fork69"} : <i1>
    %trueResult_123, %falseResult_124 = cond_br %517#0, %514 {handshake.bb = 10 : ui32, handshake.name = "cond_br31"} : <i1>, <i5>
    sink %falseResult_124 {handshake.name = "sink23"} : <i5>
    %trueResult_125, %falseResult_126 = cond_br %517#5, %falseResult_112 {handshake.bb = 10 : ui32, handshake.name = "cond_br32"} : <i1>, <i32>
    sink %falseResult_126 {handshake.name = "sink24"} : <i32>
    %trueResult_127, %falseResult_128 = cond_br %518, %falseResult_116 {handshake.bb = 10 : ui32, handshake.name = "cond_br33"} : <i1>, <>
    %518 = buffer %517#6, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 10 : ui32, handshake.name = "buffer184"} : <i1>
    %519:5 = fork [5] %falseResult_128 {handshake.bb = 11 : ui32, handshake.name = "fork70"} : <>
    end {handshake.bb = 11 : ui32, handshake.name = "end0"} %memEnd_7, %memEnd_5, %memEnd_3, %memEnd_1, %memEnd, %0#1 : <>, <>, <>, <>, <>, <>
  }
}

