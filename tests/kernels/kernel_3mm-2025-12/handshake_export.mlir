module {
  handshake.func @kernel_3mm(%arg0: memref<100xi32>, %arg1: memref<100xi32>, %arg2: memref<100xi32>, %arg3: memref<100xi32>, %arg4: memref<100xi32>, %arg5: memref<100xi32>, %arg6: memref<100xi32>, %arg7: !handshake.control<>, %arg8: !handshake.control<>, %arg9: !handshake.control<>, %arg10: !handshake.control<>, %arg11: !handshake.control<>, %arg12: !handshake.control<>, %arg13: !handshake.control<>, %arg14: !handshake.control<>, ...) -> (!handshake.control<>, !handshake.control<>, !handshake.control<>, !handshake.control<>, !handshake.control<>, !handshake.control<>, !handshake.control<>, !handshake.control<>) attributes {argNames = ["A", "B", "C", "D", "E", "F", "G", "A_start", "B_start", "C_start", "D_start", "E_start", "F_start", "G_start", "start"], cfg.edges = "[0,1][7,8][14,12,15,cmpi7][2,3][9,7,10,cmpi4][4,2,5,cmpi1][11,12][6,7][13,13,14,cmpi6][1,2][8,8,9,cmpi3][15,11,16,cmpi8][3,3,4,cmpi0][10,6,11,cmpi5][5,1,6,cmpi2][12,13]", resNames = ["A_end", "B_end", "C_end", "D_end", "E_end", "F_end", "G_end", "end"]} {
    %0:6 = fork [6] %arg14 {handshake.bb = 0 : ui32, handshake.bufProps = #handshake<bufProps{"0": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.name = "fork0"} : <>
    %outputs:3, %memEnd = mem_controller[%arg6 : memref<100xi32>] %arg13 (%464, %addressResult_109, %dataResult_110, %546, %addressResult_130, %addressResult_132, %dataResult_133) %665#6 {connectedBlocks = [12 : i32, 13 : i32], handshake.bufProps = #handshake<bufProps{"0": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "3": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "4": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "5": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "6": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "7": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "8": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.name = "mem_controller4"} :    (!handshake.channel<i32>, !handshake.channel<i7>, !handshake.channel<i32>, !handshake.channel<i32>, !handshake.channel<i7>, !handshake.channel<i7>, !handshake.channel<i32>) -> (!handshake.control<>, !handshake.channel<i32>, !handshake.control<>)
    %outputs_0:4, %memEnd_1 = mem_controller[%arg5 : memref<100xi32>] %arg12 (%227, %addressResult_59, %dataResult_60, %291, %addressResult_72, %addressResult_74, %dataResult_75, %addressResult_128) %665#5 {connectedBlocks = [7 : i32, 8 : i32, 13 : i32], handshake.bufProps = #handshake<bufProps{"0": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "3": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "4": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "5": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "6": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "7": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "8": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "9": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.name = "mem_controller5"} :    (!handshake.channel<i32>, !handshake.channel<i7>, !handshake.channel<i32>, !handshake.channel<i32>, !handshake.channel<i7>, !handshake.channel<i7>, !handshake.channel<i32>, !handshake.channel<i7>) -> (!handshake.control<>, !handshake.channel<i32>, !handshake.control<>, !handshake.channel<i32>)
    %outputs_2:4, %memEnd_3 = mem_controller[%arg4 : memref<100xi32>] %arg11 (%27, %addressResult, %dataResult, %90, %addressResult_22, %addressResult_24, %dataResult_25, %addressResult_126) %665#4 {connectedBlocks = [2 : i32, 3 : i32, 13 : i32], handshake.bufProps = #handshake<bufProps{"0": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "3": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "4": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "5": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "6": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "7": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "8": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "9": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.name = "mem_controller6"} :    (!handshake.channel<i32>, !handshake.channel<i7>, !handshake.channel<i32>, !handshake.channel<i32>, !handshake.channel<i7>, !handshake.channel<i7>, !handshake.channel<i32>, !handshake.channel<i7>) -> (!handshake.control<>, !handshake.channel<i32>, !handshake.control<>, !handshake.channel<i32>)
    %outputs_4, %memEnd_5 = mem_controller[%arg3 : memref<100xi32>] %arg10 (%addressResult_70) %665#3 {connectedBlocks = [8 : i32], handshake.bufProps = #handshake<bufProps{"0": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.name = "mem_controller7"} :    (!handshake.channel<i7>) -> !handshake.channel<i32>
    %outputs_6, %memEnd_7 = mem_controller[%arg2 : memref<100xi32>] %arg9 (%addressResult_68) %665#2 {connectedBlocks = [8 : i32], handshake.bufProps = #handshake<bufProps{"0": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.name = "mem_controller8"} :    (!handshake.channel<i7>) -> !handshake.channel<i32>
    %outputs_8, %memEnd_9 = mem_controller[%arg1 : memref<100xi32>] %arg8 (%addressResult_20) %665#1 {connectedBlocks = [3 : i32], handshake.bufProps = #handshake<bufProps{"0": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.name = "mem_controller9"} :    (!handshake.channel<i7>) -> !handshake.channel<i32>
    %outputs_10, %memEnd_11 = mem_controller[%arg0 : memref<100xi32>] %arg7 (%addressResult_18) %665#0 {connectedBlocks = [3 : i32], handshake.bufProps = #handshake<bufProps{"0": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00, "2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.name = "mem_controller10"} :    (!handshake.channel<i7>) -> !handshake.channel<i32>
    %1 = constant %0#0 {handshake.bb = 0 : ui32, handshake.name = "constant45", value = false} : <>, <i1>
    %2 = extsi %1 {handshake.bb = 0 : ui32, handshake.name = "extsi53"} : <i1> to <i5>
    %3 = mux %4 [%0#4, %trueResult_45] {ftd.phi, handshake.bb = 1 : ui32, handshake.name = "mux22"} : <i1>, [<>, <>] to <>
    %4 = init %202#3 {ftd.imerge, handshake.bb = 1 : ui32, handshake.name = "init0"} : <i1>
    %5 = mux %index [%2, %trueResult_49] {handshake.bb = 1 : ui32, handshake.name = "mux0"} : <i1>, [<i5>, <i5>] to <i5>
    %result, %index = control_merge [%0#5, %trueResult_51]  {handshake.bb = 1 : ui32, handshake.name = "control_merge0"} : [<>, <>] to <>, <i1>
    %6:2 = fork [2] %result {handshake.bb = 1 : ui32, handshake.name = "fork1"} : <>
    %7 = constant %6#0 {handshake.bb = 1 : ui32, handshake.name = "constant46", value = false} : <>, <i1>
    %8 = extsi %7 {handshake.bb = 1 : ui32, handshake.name = "extsi52"} : <i1> to <i5>
    %9 = buffer %5, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 1 : ui32, handshake.name = "buffer8"} : <i5>
    %10 = buffer %3, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer6"} : <>
    %11 = mux %12 [%10, %trueResult_35] {ftd.phi, handshake.bb = 2 : ui32, handshake.name = "mux27"} : <i1>, [<>, <>] to <>
    %12 = init %13 {ftd.imerge, handshake.bb = 2 : ui32, handshake.name = "init5"} : <i1>
    %13 = buffer %184#4, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer7"} : <i1>
    %14 = mux %24#1 [%8, %trueResult_39] {handshake.bb = 2 : ui32, handshake.name = "mux1"} : <i1>, [<i5>, <i5>] to <i5>
    %15 = buffer %14, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer11"} : <i5>
    %16:2 = fork [2] %15 {handshake.bb = 2 : ui32, handshake.name = "fork2"} : <i5>
    %17 = extsi %16#0 {handshake.bb = 2 : ui32, handshake.name = "extsi54"} : <i5> to <i7>
    %18 = mux %24#0 [%9, %trueResult_41] {handshake.bb = 2 : ui32, handshake.name = "mux2"} : <i1>, [<i5>, <i5>] to <i5>
    %19 = buffer %18, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer12"} : <i5>
    %20 = buffer %19, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer13"} : <i5>
    %21:2 = fork [2] %20 {handshake.bb = 2 : ui32, handshake.name = "fork3"} : <i5>
    %22 = extsi %21#1 {handshake.bb = 2 : ui32, handshake.name = "extsi55"} : <i5> to <i32>
    %23:2 = fork [2] %22 {handshake.bb = 2 : ui32, handshake.name = "fork4"} : <i32>
    %result_12, %index_13 = control_merge [%6#1, %trueResult_43]  {handshake.bb = 2 : ui32, handshake.name = "control_merge1"} : [<>, <>] to <>, <i1>
    %24:2 = fork [2] %index_13 {handshake.bb = 2 : ui32, handshake.name = "fork5"} : <i1>
    %25:3 = fork [3] %result_12 {handshake.bb = 2 : ui32, handshake.name = "fork6"} : <>
    %26 = constant %25#1 {handshake.bb = 2 : ui32, handshake.name = "constant47", value = 1 : i2} : <>, <i2>
    %27 = extsi %26 {handshake.bb = 2 : ui32, handshake.name = "extsi2"} : <i2> to <i32>
    %28 = constant %25#0 {handshake.bb = 2 : ui32, handshake.name = "constant48", value = false} : <>, <i1>
    %29:2 = fork [2] %28 {handshake.bb = 2 : ui32, handshake.name = "fork7"} : <i1>
    %30 = extsi %29#1 {handshake.bb = 2 : ui32, handshake.name = "extsi4"} : <i1> to <i32>
    %31 = source {handshake.bb = 2 : ui32, handshake.name = "source0"} : <>
    %32 = constant %31 {handshake.bb = 2 : ui32, handshake.name = "constant49", value = 1 : i2} : <>, <i2>
    %33 = extsi %32 {handshake.bb = 2 : ui32, handshake.name = "extsi5"} : <i2> to <i32>
    %34 = source {handshake.bb = 2 : ui32, handshake.name = "source1"} : <>
    %35 = constant %34 {handshake.bb = 2 : ui32, handshake.name = "constant50", value = 3 : i3} : <>, <i3>
    %36 = extsi %35 {handshake.bb = 2 : ui32, handshake.name = "extsi6"} : <i3> to <i32>
    %37 = shli %23#0, %33 {handshake.bb = 2 : ui32, handshake.name = "shli0"} : <i32>
    %38 = buffer %37, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer14"} : <i32>
    %39 = trunci %38 {handshake.bb = 2 : ui32, handshake.name = "trunci0"} : <i32> to <i7>
    %40 = shli %23#1, %36 {handshake.bb = 2 : ui32, handshake.name = "shli1"} : <i32>
    %41 = buffer %40, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer15"} : <i32>
    %42 = trunci %41 {handshake.bb = 2 : ui32, handshake.name = "trunci1"} : <i32> to <i7>
    %43 = addi %39, %42 {handshake.bb = 2 : ui32, handshake.name = "addi27"} : <i7>
    %44 = buffer %43, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer16"} : <i7>
    %45 = addi %17, %44 {handshake.bb = 2 : ui32, handshake.name = "addi3"} : <i7>
    %46 = buffer %doneResult, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer0"} : <>
    %47:2 = fork [2] %46 {handshake.bb = 2 : ui32, handshake.name = "fork8"} : <>
    %48 = buffer %45, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 2 : ui32, handshake.name = "buffer17"} : <i7>
    %addressResult, %dataResult, %doneResult = store[%48] %30 %outputs_2#0 {handshake.bb = 2 : ui32, handshake.bufProps = #handshake<bufProps{"2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.deps = #handshake<deps[["load2", 3, false], ["store1", 3, false], ["load6", 1, false]]>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "store0"} : <i7>, <i32>, <>, <i7>, <i32>, <>
    %49 = extsi %29#0 {handshake.bb = 2 : ui32, handshake.name = "extsi51"} : <i1> to <i5>
    %50 = buffer %157, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer65"} : <>
    %trueResult, %falseResult = cond_br %51, %50 {handshake.bb = 3 : ui32, handshake.name = "cond_br116"} : <i1>, <>
    %51 = buffer %166#5, bufferType = FIFO_BREAK_NONE, numSlots = 4 {handshake.bb = 3 : ui32, handshake.name = "buffer18"} : <i1>
    %trueResult_14, %falseResult_15 = cond_br %52, %59#2 {handshake.bb = 3 : ui32, handshake.name = "cond_br117"} : <i1>, <>
    %52 = buffer %166#4, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 3 : ui32, handshake.name = "buffer19"} : <i1>
    sink %falseResult_15 {handshake.name = "sink0"} : <>
    %53 = init %166#3 {ftd.imerge, handshake.bb = 3 : ui32, handshake.name = "init10"} : <i1>
    %54:2 = fork [2] %53 {handshake.bb = 3 : ui32, handshake.name = "fork9"} : <i1>
    %55 = mux %56 [%47#1, %trueResult_14] {ftd.regen, handshake.bb = 3 : ui32, handshake.name = "mux28"} : <i1>, [<>, <>] to <>
    %56 = buffer %54#1, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 3 : ui32, handshake.name = "buffer21"} : <i1>
    %57 = buffer %55, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer20"} : <>
    %58 = buffer %57, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer23"} : <>
    %59:3 = fork [3] %58 {handshake.bb = 3 : ui32, handshake.name = "fork10"} : <>
    %60 = buffer %11, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer9"} : <>
    %61 = buffer %60, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer10"} : <>
    %62 = mux %63 [%61, %trueResult] {ftd.phi, handshake.bb = 3 : ui32, handshake.name = "mux31"} : <i1>, [<>, <>] to <>
    %63 = buffer %54#0, bufferType = FIFO_BREAK_NONE, numSlots = 4 {handshake.bb = 3 : ui32, handshake.name = "buffer22"} : <i1>
    %64 = mux %87#2 [%49, %trueResult_27] {handshake.bb = 3 : ui32, handshake.name = "mux3"} : <i1>, [<i5>, <i5>] to <i5>
    %65 = buffer %64, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer26"} : <i5>
    %66 = buffer %65, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer27"} : <i5>
    %67:3 = fork [3] %66 {handshake.bb = 3 : ui32, handshake.name = "fork11"} : <i5>
    %68 = extsi %69 {handshake.bb = 3 : ui32, handshake.name = "extsi56"} : <i5> to <i7>
    %69 = buffer %67#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer24"} : <i5>
    %70 = extsi %67#1 {handshake.bb = 3 : ui32, handshake.name = "extsi57"} : <i5> to <i6>
    %71 = extsi %67#2 {handshake.bb = 3 : ui32, handshake.name = "extsi58"} : <i5> to <i32>
    %72:2 = fork [2] %71 {handshake.bb = 3 : ui32, handshake.name = "fork12"} : <i32>
    %73 = mux %87#0 [%21#0, %trueResult_29] {handshake.bb = 3 : ui32, handshake.name = "mux4"} : <i1>, [<i5>, <i5>] to <i5>
    %74 = buffer %73, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer28"} : <i5>
    %75 = buffer %74, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer29"} : <i5>
    %76:2 = fork [2] %75 {handshake.bb = 3 : ui32, handshake.name = "fork13"} : <i5>
    %77 = extsi %76#1 {handshake.bb = 3 : ui32, handshake.name = "extsi59"} : <i5> to <i32>
    %78:6 = fork [6] %77 {handshake.bb = 3 : ui32, handshake.name = "fork14"} : <i32>
    %79 = mux %87#1 [%16#1, %trueResult_31] {handshake.bb = 3 : ui32, handshake.name = "mux5"} : <i1>, [<i5>, <i5>] to <i5>
    %80 = buffer %79, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer31"} : <i5>
    %81 = buffer %80, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer34"} : <i5>
    %82:3 = fork [3] %81 {handshake.bb = 3 : ui32, handshake.name = "fork15"} : <i5>
    %83 = extsi %84 {handshake.bb = 3 : ui32, handshake.name = "extsi60"} : <i5> to <i7>
    %84 = buffer %82#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer30"} : <i5>
    %85 = extsi %82#2 {handshake.bb = 3 : ui32, handshake.name = "extsi61"} : <i5> to <i32>
    %86:2 = fork [2] %85 {handshake.bb = 3 : ui32, handshake.name = "fork16"} : <i32>
    %result_16, %index_17 = control_merge [%25#2, %trueResult_33]  {handshake.bb = 3 : ui32, handshake.name = "control_merge2"} : [<>, <>] to <>, <i1>
    %87:3 = fork [3] %index_17 {handshake.bb = 3 : ui32, handshake.name = "fork17"} : <i1>
    %88:2 = fork [2] %result_16 {handshake.bb = 3 : ui32, handshake.name = "fork18"} : <>
    %89 = constant %88#0 {handshake.bb = 3 : ui32, handshake.name = "constant51", value = 1 : i2} : <>, <i2>
    %90 = extsi %89 {handshake.bb = 3 : ui32, handshake.name = "extsi7"} : <i2> to <i32>
    %91 = source {handshake.bb = 3 : ui32, handshake.name = "source2"} : <>
    %92 = constant %91 {handshake.bb = 3 : ui32, handshake.name = "constant52", value = 10 : i5} : <>, <i5>
    %93 = extsi %92 {handshake.bb = 3 : ui32, handshake.name = "extsi62"} : <i5> to <i6>
    %94 = source {handshake.bb = 3 : ui32, handshake.name = "source3"} : <>
    %95 = constant %94 {handshake.bb = 3 : ui32, handshake.name = "constant53", value = 1 : i2} : <>, <i2>
    %96:2 = fork [2] %95 {handshake.bb = 3 : ui32, handshake.name = "fork19"} : <i2>
    %97 = extsi %98 {handshake.bb = 3 : ui32, handshake.name = "extsi63"} : <i2> to <i6>
    %98 = buffer %96#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer32"} : <i2>
    %99 = extsi %100 {handshake.bb = 3 : ui32, handshake.name = "extsi9"} : <i2> to <i32>
    %100 = buffer %96#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer33"} : <i2>
    %101:4 = fork [4] %99 {handshake.bb = 3 : ui32, handshake.name = "fork20"} : <i32>
    %102 = source {handshake.bb = 3 : ui32, handshake.name = "source4"} : <>
    %103 = constant %102 {handshake.bb = 3 : ui32, handshake.name = "constant54", value = 3 : i3} : <>, <i3>
    %104 = extsi %103 {handshake.bb = 3 : ui32, handshake.name = "extsi10"} : <i3> to <i32>
    %105:4 = fork [4] %104 {handshake.bb = 3 : ui32, handshake.name = "fork21"} : <i32>
    %106 = shli %107, %101#0 {handshake.bb = 3 : ui32, handshake.name = "shli2"} : <i32>
    %107 = buffer %78#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer35"} : <i32>
    %108 = buffer %106, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer38"} : <i32>
    %109 = trunci %108 {handshake.bb = 3 : ui32, handshake.name = "trunci2"} : <i32> to <i7>
    %110 = shli %111, %105#0 {handshake.bb = 3 : ui32, handshake.name = "shli3"} : <i32>
    %111 = buffer %78#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer37"} : <i32>
    %112 = buffer %110, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer40"} : <i32>
    %113 = trunci %112 {handshake.bb = 3 : ui32, handshake.name = "trunci3"} : <i32> to <i7>
    %114 = addi %109, %113 {handshake.bb = 3 : ui32, handshake.name = "addi28"} : <i7>
    %115 = buffer %114, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer52"} : <i7>
    %116 = addi %68, %115 {handshake.bb = 3 : ui32, handshake.name = "addi4"} : <i7>
    %addressResult_18, %dataResult_19 = load[%116] %outputs_10 {handshake.bb = 3 : ui32, handshake.bufProps = #handshake<bufProps{"1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "load0"} : <i7>, <i32>, <i7>, <i32>
    %117 = shli %118, %101#1 {handshake.bb = 3 : ui32, handshake.name = "shli4"} : <i32>
    %118 = buffer %72#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer39"} : <i32>
    %119 = buffer %117, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer53"} : <i32>
    %120 = trunci %119 {handshake.bb = 3 : ui32, handshake.name = "trunci4"} : <i32> to <i7>
    %121 = shli %122, %105#1 {handshake.bb = 3 : ui32, handshake.name = "shli5"} : <i32>
    %122 = buffer %72#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer41"} : <i32>
    %123 = buffer %121, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer54"} : <i32>
    %124 = trunci %123 {handshake.bb = 3 : ui32, handshake.name = "trunci5"} : <i32> to <i7>
    %125 = addi %120, %124 {handshake.bb = 3 : ui32, handshake.name = "addi29"} : <i7>
    %126 = buffer %125, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer56"} : <i7>
    %127 = addi %83, %126 {handshake.bb = 3 : ui32, handshake.name = "addi5"} : <i7>
    %addressResult_20, %dataResult_21 = load[%127] %outputs_8 {handshake.bb = 3 : ui32, handshake.bufProps = #handshake<bufProps{"1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "load1"} : <i7>, <i32>, <i7>, <i32>
    %128 = muli %dataResult_19, %dataResult_21 {handshake.bb = 3 : ui32, handshake.name = "muli0"} : <i32>
    %129 = shli %131, %130 {handshake.bb = 3 : ui32, handshake.name = "shli6"} : <i32>
    %130 = buffer %101#2, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 3 : ui32, handshake.name = "buffer42"} : <i32>
    %131 = buffer %78#2, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 3 : ui32, handshake.name = "buffer43"} : <i32>
    %132 = shli %134, %133 {handshake.bb = 3 : ui32, handshake.name = "shli7"} : <i32>
    %133 = buffer %105#2, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 3 : ui32, handshake.name = "buffer44"} : <i32>
    %134 = buffer %78#3, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 3 : ui32, handshake.name = "buffer45"} : <i32>
    %135 = buffer %129, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer57"} : <i32>
    %136 = buffer %132, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer58"} : <i32>
    %137 = addi %135, %136 {handshake.bb = 3 : ui32, handshake.name = "addi30"} : <i32>
    %138 = buffer %137, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer61"} : <i32>
    %139 = addi %140, %138 {handshake.bb = 3 : ui32, handshake.name = "addi6"} : <i32>
    %140 = buffer %86#0, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 3 : ui32, handshake.name = "buffer46"} : <i32>
    %141 = buffer %62, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer25"} : <>
    %142 = gate %139, %59#1, %141 {handshake.bb = 3 : ui32, handshake.name = "gate0"} : <i32>, !handshake.control<>, !handshake.control<> to <i32>
    %143 = trunci %142 {handshake.bb = 3 : ui32, handshake.name = "trunci6"} : <i32> to <i7>
    %addressResult_22, %dataResult_23 = load[%143] %outputs_2#1 {handshake.bb = 3 : ui32, handshake.bufProps = #handshake<bufProps{"1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.deps = #handshake<deps[["store1", 3, false], ["store1", 4, false]]>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "load2"} : <i7>, <i32>, <i7>, <i32>
    %144 = addi %dataResult_23, %128 {handshake.bb = 3 : ui32, handshake.name = "addi0"} : <i32>
    %145 = shli %147, %146 {handshake.bb = 3 : ui32, handshake.name = "shli8"} : <i32>
    %146 = buffer %101#3, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 3 : ui32, handshake.name = "buffer47"} : <i32>
    %147 = buffer %78#4, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 3 : ui32, handshake.name = "buffer48"} : <i32>
    %148 = shli %150, %149 {handshake.bb = 3 : ui32, handshake.name = "shli9"} : <i32>
    %149 = buffer %105#3, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 3 : ui32, handshake.name = "buffer49"} : <i32>
    %150 = buffer %78#5, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 3 : ui32, handshake.name = "buffer50"} : <i32>
    %151 = buffer %145, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer62"} : <i32>
    %152 = buffer %148, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer63"} : <i32>
    %153 = addi %151, %152 {handshake.bb = 3 : ui32, handshake.name = "addi31"} : <i32>
    %154 = buffer %153, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer64"} : <i32>
    %155 = addi %156, %154 {handshake.bb = 3 : ui32, handshake.name = "addi7"} : <i32>
    %156 = buffer %86#1, bufferType = FIFO_BREAK_NONE, numSlots = 4 {handshake.bb = 3 : ui32, handshake.name = "buffer51"} : <i32>
    %157 = buffer %doneResult_26, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer1"} : <>
    %158 = gate %155, %59#0 {handshake.bb = 3 : ui32, handshake.name = "gate1"} : <i32>, !handshake.control<> to <i32>
    %159 = trunci %158 {handshake.bb = 3 : ui32, handshake.name = "trunci7"} : <i32> to <i7>
    %addressResult_24, %dataResult_25, %doneResult_26 = store[%159] %144 %outputs_2#2 {handshake.bb = 3 : ui32, handshake.bufProps = #handshake<bufProps{"2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.deps = #handshake<deps[["load2", 3, false], ["store1", 3, false], ["load6", 1, false]]>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "store1"} : <i7>, <i32>, <>, <i7>, <i32>, <>
    %160 = addi %70, %97 {handshake.bb = 3 : ui32, handshake.name = "addi18"} : <i6>
    %161 = buffer %160, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer67"} : <i6>
    %162:2 = fork [2] %161 {handshake.bb = 3 : ui32, handshake.name = "fork22"} : <i6>
    %163 = trunci %162#0 {handshake.bb = 3 : ui32, handshake.name = "trunci8"} : <i6> to <i5>
    %164 = cmpi ult, %162#1, %93 {handshake.bb = 3 : ui32, handshake.name = "cmpi0"} : <i6>
    %165 = buffer %164, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer68"} : <i1>
    %166:7 = fork [7] %165 {handshake.bb = 3 : ui32, handshake.name = "fork23"} : <i1>
    %trueResult_27, %falseResult_28 = cond_br %166#0, %163 {handshake.bb = 3 : ui32, handshake.name = "cond_br9"} : <i1>, <i5>
    sink %falseResult_28 {handshake.name = "sink1"} : <i5>
    %trueResult_29, %falseResult_30 = cond_br %167, %76#0 {handshake.bb = 3 : ui32, handshake.name = "cond_br10"} : <i1>, <i5>
    %167 = buffer %166#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer55"} : <i1>
    %trueResult_31, %falseResult_32 = cond_br %166#2, %82#1 {handshake.bb = 3 : ui32, handshake.name = "cond_br11"} : <i1>, <i5>
    %168 = buffer %88#1, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer36"} : <>
    %trueResult_33, %falseResult_34 = cond_br %169, %168 {handshake.bb = 3 : ui32, handshake.name = "cond_br12"} : <i1>, <>
    %169 = buffer %166#6, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 3 : ui32, handshake.name = "buffer59"} : <i1>
    %trueResult_35, %falseResult_36 = cond_br %170, %falseResult {handshake.bb = 4 : ui32, handshake.name = "cond_br118"} : <i1>, <>
    %170 = buffer %184#3, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 4 : ui32, handshake.name = "buffer60"} : <i1>
    %trueResult_37, %falseResult_38 = cond_br %184#2, %47#0 {handshake.bb = 4 : ui32, handshake.name = "cond_br119"} : <i1>, <>
    sink %trueResult_37 {handshake.name = "sink2"} : <>
    %171 = extsi %falseResult_32 {handshake.bb = 4 : ui32, handshake.name = "extsi64"} : <i5> to <i6>
    %172 = source {handshake.bb = 4 : ui32, handshake.name = "source5"} : <>
    %173 = constant %172 {handshake.bb = 4 : ui32, handshake.name = "constant55", value = 10 : i5} : <>, <i5>
    %174 = extsi %173 {handshake.bb = 4 : ui32, handshake.name = "extsi65"} : <i5> to <i6>
    %175 = source {handshake.bb = 4 : ui32, handshake.name = "source6"} : <>
    %176 = constant %175 {handshake.bb = 4 : ui32, handshake.name = "constant56", value = 1 : i2} : <>, <i2>
    %177 = extsi %176 {handshake.bb = 4 : ui32, handshake.name = "extsi66"} : <i2> to <i6>
    %178 = addi %171, %177 {handshake.bb = 4 : ui32, handshake.name = "addi19"} : <i6>
    %179 = buffer %178, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 4 : ui32, handshake.name = "buffer69"} : <i6>
    %180:2 = fork [2] %179 {handshake.bb = 4 : ui32, handshake.name = "fork24"} : <i6>
    %181 = trunci %180#0 {handshake.bb = 4 : ui32, handshake.name = "trunci9"} : <i6> to <i5>
    %182 = cmpi ult, %180#1, %174 {handshake.bb = 4 : ui32, handshake.name = "cmpi1"} : <i6>
    %183 = buffer %182, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 4 : ui32, handshake.name = "buffer70"} : <i1>
    %184:6 = fork [6] %183 {handshake.bb = 4 : ui32, handshake.name = "fork25"} : <i1>
    %trueResult_39, %falseResult_40 = cond_br %184#0, %181 {handshake.bb = 4 : ui32, handshake.name = "cond_br13"} : <i1>, <i5>
    sink %falseResult_40 {handshake.name = "sink4"} : <i5>
    %trueResult_41, %falseResult_42 = cond_br %184#1, %falseResult_30 {handshake.bb = 4 : ui32, handshake.name = "cond_br14"} : <i1>, <i5>
    %trueResult_43, %falseResult_44 = cond_br %185, %falseResult_34 {handshake.bb = 4 : ui32, handshake.name = "cond_br15"} : <i1>, <>
    %185 = buffer %184#5, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 4 : ui32, handshake.name = "buffer66"} : <i1>
    %trueResult_45, %falseResult_46 = cond_br %202#2, %falseResult_36 {handshake.bb = 5 : ui32, handshake.name = "cond_br120"} : <i1>, <>
    %trueResult_47, %falseResult_48 = cond_br %202#1, %falseResult_38 {handshake.bb = 5 : ui32, handshake.name = "cond_br121"} : <i1>, <>
    sink %trueResult_47 {handshake.name = "sink5"} : <>
    %186 = buffer %falseResult_42, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 5 : ui32, handshake.name = "buffer71"} : <i5>
    %187 = extsi %186 {handshake.bb = 5 : ui32, handshake.name = "extsi67"} : <i5> to <i6>
    %188:2 = fork [2] %falseResult_44 {handshake.bb = 5 : ui32, handshake.name = "fork26"} : <>
    %189 = constant %188#0 {handshake.bb = 5 : ui32, handshake.name = "constant57", value = false} : <>, <i1>
    %190 = source {handshake.bb = 5 : ui32, handshake.name = "source7"} : <>
    %191 = constant %190 {handshake.bb = 5 : ui32, handshake.name = "constant58", value = 10 : i5} : <>, <i5>
    %192 = extsi %191 {handshake.bb = 5 : ui32, handshake.name = "extsi68"} : <i5> to <i6>
    %193 = source {handshake.bb = 5 : ui32, handshake.name = "source8"} : <>
    %194 = constant %193 {handshake.bb = 5 : ui32, handshake.name = "constant59", value = 1 : i2} : <>, <i2>
    %195 = extsi %194 {handshake.bb = 5 : ui32, handshake.name = "extsi69"} : <i2> to <i6>
    %196 = addi %187, %195 {handshake.bb = 5 : ui32, handshake.name = "addi20"} : <i6>
    %197 = buffer %196, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 5 : ui32, handshake.name = "buffer72"} : <i6>
    %198:2 = fork [2] %197 {handshake.bb = 5 : ui32, handshake.name = "fork27"} : <i6>
    %199 = trunci %198#0 {handshake.bb = 5 : ui32, handshake.name = "trunci10"} : <i6> to <i5>
    %200 = cmpi ult, %198#1, %192 {handshake.bb = 5 : ui32, handshake.name = "cmpi2"} : <i6>
    %201 = buffer %200, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 5 : ui32, handshake.name = "buffer73"} : <i1>
    %202:6 = fork [6] %201 {handshake.bb = 5 : ui32, handshake.name = "fork28"} : <i1>
    %trueResult_49, %falseResult_50 = cond_br %202#0, %199 {handshake.bb = 5 : ui32, handshake.name = "cond_br16"} : <i1>, <i5>
    sink %falseResult_50 {handshake.name = "sink7"} : <i5>
    %trueResult_51, %falseResult_52 = cond_br %202#4, %188#1 {handshake.bb = 5 : ui32, handshake.name = "cond_br17"} : <i1>, <>
    %trueResult_53, %falseResult_54 = cond_br %202#5, %189 {handshake.bb = 5 : ui32, handshake.name = "cond_br18"} : <i1>, <i1>
    sink %trueResult_53 {handshake.name = "sink8"} : <i1>
    %203 = extsi %falseResult_54 {handshake.bb = 5 : ui32, handshake.name = "extsi50"} : <i1> to <i5>
    %204 = mux %205 [%0#3, %trueResult_97] {ftd.phi, handshake.bb = 6 : ui32, handshake.name = "mux35"} : <i1>, [<>, <>] to <>
    %205 = init %400#3 {ftd.imerge, handshake.bb = 6 : ui32, handshake.name = "init14"} : <i1>
    %206 = mux %index_56 [%203, %trueResult_99] {handshake.bb = 6 : ui32, handshake.name = "mux6"} : <i1>, [<i5>, <i5>] to <i5>
    %result_55, %index_56 = control_merge [%falseResult_52, %trueResult_101]  {handshake.bb = 6 : ui32, handshake.name = "control_merge5"} : [<>, <>] to <>, <i1>
    %207:2 = fork [2] %result_55 {handshake.bb = 6 : ui32, handshake.name = "fork29"} : <>
    %208 = constant %207#0 {handshake.bb = 6 : ui32, handshake.name = "constant60", value = false} : <>, <i1>
    %209 = extsi %208 {handshake.bb = 6 : ui32, handshake.name = "extsi49"} : <i1> to <i5>
    %210 = buffer %206, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 6 : ui32, handshake.name = "buffer75"} : <i5>
    %211 = buffer %204, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer74"} : <>
    %212 = mux %213 [%211, %trueResult_87] {ftd.phi, handshake.bb = 7 : ui32, handshake.name = "mux40"} : <i1>, [<>, <>] to <>
    %213 = init %381#4 {ftd.imerge, handshake.bb = 7 : ui32, handshake.name = "init19"} : <i1>
    %214 = mux %224#1 [%209, %trueResult_89] {handshake.bb = 7 : ui32, handshake.name = "mux7"} : <i1>, [<i5>, <i5>] to <i5>
    %215 = buffer %214, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer78"} : <i5>
    %216:2 = fork [2] %215 {handshake.bb = 7 : ui32, handshake.name = "fork30"} : <i5>
    %217 = extsi %216#0 {handshake.bb = 7 : ui32, handshake.name = "extsi70"} : <i5> to <i7>
    %218 = mux %224#0 [%210, %trueResult_91] {handshake.bb = 7 : ui32, handshake.name = "mux8"} : <i1>, [<i5>, <i5>] to <i5>
    %219 = buffer %218, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer79"} : <i5>
    %220 = buffer %219, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer80"} : <i5>
    %221:2 = fork [2] %220 {handshake.bb = 7 : ui32, handshake.name = "fork31"} : <i5>
    %222 = extsi %221#1 {handshake.bb = 7 : ui32, handshake.name = "extsi71"} : <i5> to <i32>
    %223:2 = fork [2] %222 {handshake.bb = 7 : ui32, handshake.name = "fork32"} : <i32>
    %result_57, %index_58 = control_merge [%207#1, %trueResult_93]  {handshake.bb = 7 : ui32, handshake.name = "control_merge6"} : [<>, <>] to <>, <i1>
    %224:2 = fork [2] %index_58 {handshake.bb = 7 : ui32, handshake.name = "fork33"} : <i1>
    %225:3 = fork [3] %result_57 {handshake.bb = 7 : ui32, handshake.name = "fork34"} : <>
    %226 = constant %225#1 {handshake.bb = 7 : ui32, handshake.name = "constant61", value = 1 : i2} : <>, <i2>
    %227 = extsi %226 {handshake.bb = 7 : ui32, handshake.name = "extsi17"} : <i2> to <i32>
    %228 = constant %225#0 {handshake.bb = 7 : ui32, handshake.name = "constant62", value = false} : <>, <i1>
    %229:2 = fork [2] %228 {handshake.bb = 7 : ui32, handshake.name = "fork35"} : <i1>
    %230 = extsi %229#1 {handshake.bb = 7 : ui32, handshake.name = "extsi19"} : <i1> to <i32>
    %231 = source {handshake.bb = 7 : ui32, handshake.name = "source9"} : <>
    %232 = constant %231 {handshake.bb = 7 : ui32, handshake.name = "constant63", value = 1 : i2} : <>, <i2>
    %233 = extsi %232 {handshake.bb = 7 : ui32, handshake.name = "extsi20"} : <i2> to <i32>
    %234 = source {handshake.bb = 7 : ui32, handshake.name = "source10"} : <>
    %235 = constant %234 {handshake.bb = 7 : ui32, handshake.name = "constant64", value = 3 : i3} : <>, <i3>
    %236 = extsi %235 {handshake.bb = 7 : ui32, handshake.name = "extsi21"} : <i3> to <i32>
    %237 = shli %223#0, %233 {handshake.bb = 7 : ui32, handshake.name = "shli10"} : <i32>
    %238 = buffer %237, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer81"} : <i32>
    %239 = trunci %238 {handshake.bb = 7 : ui32, handshake.name = "trunci11"} : <i32> to <i7>
    %240 = shli %223#1, %236 {handshake.bb = 7 : ui32, handshake.name = "shli11"} : <i32>
    %241 = buffer %240, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer82"} : <i32>
    %242 = trunci %241 {handshake.bb = 7 : ui32, handshake.name = "trunci12"} : <i32> to <i7>
    %243 = addi %239, %242 {handshake.bb = 7 : ui32, handshake.name = "addi32"} : <i7>
    %244 = buffer %243, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer83"} : <i7>
    %245 = addi %217, %244 {handshake.bb = 7 : ui32, handshake.name = "addi8"} : <i7>
    %246 = buffer %doneResult_61, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer2"} : <>
    %247:2 = fork [2] %246 {handshake.bb = 7 : ui32, handshake.name = "fork36"} : <>
    %248 = buffer %245, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 7 : ui32, handshake.name = "buffer84"} : <i7>
    %addressResult_59, %dataResult_60, %doneResult_61 = store[%248] %230 %outputs_0#0 {handshake.bb = 7 : ui32, handshake.bufProps = #handshake<bufProps{"2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.deps = #handshake<deps[["load5", 3, false], ["store3", 3, false], ["load7", 1, false]]>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "store2"} : <i7>, <i32>, <>, <i7>, <i32>, <>
    %249 = extsi %229#0 {handshake.bb = 7 : ui32, handshake.name = "extsi48"} : <i1> to <i5>
    %trueResult_62, %falseResult_63 = cond_br %250, %259#2 {handshake.bb = 8 : ui32, handshake.name = "cond_br122"} : <i1>, <>
    %250 = buffer %364#5, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 8 : ui32, handshake.name = "buffer86"} : <i1>
    sink %falseResult_63 {handshake.name = "sink9"} : <>
    %251 = buffer %354, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer126"} : <>
    %trueResult_64, %falseResult_65 = cond_br %252, %251 {handshake.bb = 8 : ui32, handshake.name = "cond_br123"} : <i1>, <>
    %252 = buffer %364#4, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 8 : ui32, handshake.name = "buffer87"} : <i1>
    %253 = init %364#3 {ftd.imerge, handshake.bb = 8 : ui32, handshake.name = "init24"} : <i1>
    %254:2 = fork [2] %253 {handshake.bb = 8 : ui32, handshake.name = "fork37"} : <i1>
    %255 = mux %256 [%247#1, %trueResult_62] {ftd.regen, handshake.bb = 8 : ui32, handshake.name = "mux42"} : <i1>, [<>, <>] to <>
    %256 = buffer %254#1, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 8 : ui32, handshake.name = "buffer89"} : <i1>
    %257 = buffer %255, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer85"} : <>
    %258 = buffer %257, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer88"} : <>
    %259:3 = fork [3] %258 {handshake.bb = 8 : ui32, handshake.name = "fork38"} : <>
    %260 = buffer %212, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer76"} : <>
    %261 = buffer %260, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer77"} : <>
    %262 = mux %263 [%261, %trueResult_64] {ftd.phi, handshake.bb = 8 : ui32, handshake.name = "mux45"} : <i1>, [<>, <>] to <>
    %263 = buffer %254#0, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 8 : ui32, handshake.name = "buffer90"} : <i1>
    %264 = mux %287#2 [%249, %trueResult_77] {handshake.bb = 8 : ui32, handshake.name = "mux9"} : <i1>, [<i5>, <i5>] to <i5>
    %265 = buffer %264, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer92"} : <i5>
    %266 = buffer %265, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer93"} : <i5>
    %267:3 = fork [3] %266 {handshake.bb = 8 : ui32, handshake.name = "fork39"} : <i5>
    %268 = extsi %267#0 {handshake.bb = 8 : ui32, handshake.name = "extsi72"} : <i5> to <i7>
    %269 = extsi %267#1 {handshake.bb = 8 : ui32, handshake.name = "extsi73"} : <i5> to <i6>
    %270 = extsi %267#2 {handshake.bb = 8 : ui32, handshake.name = "extsi74"} : <i5> to <i32>
    %271:2 = fork [2] %270 {handshake.bb = 8 : ui32, handshake.name = "fork40"} : <i32>
    %272 = mux %287#0 [%221#0, %trueResult_79] {handshake.bb = 8 : ui32, handshake.name = "mux10"} : <i1>, [<i5>, <i5>] to <i5>
    %273 = buffer %272, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer94"} : <i5>
    %274 = buffer %273, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer95"} : <i5>
    %275:2 = fork [2] %274 {handshake.bb = 8 : ui32, handshake.name = "fork41"} : <i5>
    %276 = extsi %275#1 {handshake.bb = 8 : ui32, handshake.name = "extsi75"} : <i5> to <i32>
    %277:6 = fork [6] %276 {handshake.bb = 8 : ui32, handshake.name = "fork42"} : <i32>
    %278 = mux %279 [%216#1, %trueResult_81] {handshake.bb = 8 : ui32, handshake.name = "mux11"} : <i1>, [<i5>, <i5>] to <i5>
    %279 = buffer %287#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer97"} : <i1>
    %280 = buffer %278, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer96"} : <i5>
    %281 = buffer %280, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer98"} : <i5>
    %282:3 = fork [3] %281 {handshake.bb = 8 : ui32, handshake.name = "fork43"} : <i5>
    %283 = extsi %282#0 {handshake.bb = 8 : ui32, handshake.name = "extsi76"} : <i5> to <i7>
    %284 = extsi %285 {handshake.bb = 8 : ui32, handshake.name = "extsi77"} : <i5> to <i32>
    %285 = buffer %282#2, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 8 : ui32, handshake.name = "buffer99"} : <i5>
    %286:2 = fork [2] %284 {handshake.bb = 8 : ui32, handshake.name = "fork44"} : <i32>
    %result_66, %index_67 = control_merge [%225#2, %trueResult_83]  {handshake.bb = 8 : ui32, handshake.name = "control_merge7"} : [<>, <>] to <>, <i1>
    %287:3 = fork [3] %index_67 {handshake.bb = 8 : ui32, handshake.name = "fork45"} : <i1>
    %288 = buffer %result_66, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer100"} : <>
    %289:2 = fork [2] %288 {handshake.bb = 8 : ui32, handshake.name = "fork46"} : <>
    %290 = constant %289#0 {handshake.bb = 8 : ui32, handshake.name = "constant65", value = 1 : i2} : <>, <i2>
    %291 = extsi %290 {handshake.bb = 8 : ui32, handshake.name = "extsi22"} : <i2> to <i32>
    %292 = source {handshake.bb = 8 : ui32, handshake.name = "source11"} : <>
    %293 = constant %292 {handshake.bb = 8 : ui32, handshake.name = "constant66", value = 10 : i5} : <>, <i5>
    %294 = extsi %293 {handshake.bb = 8 : ui32, handshake.name = "extsi78"} : <i5> to <i6>
    %295 = source {handshake.bb = 8 : ui32, handshake.name = "source12"} : <>
    %296 = constant %295 {handshake.bb = 8 : ui32, handshake.name = "constant67", value = 1 : i2} : <>, <i2>
    %297:2 = fork [2] %296 {handshake.bb = 8 : ui32, handshake.name = "fork47"} : <i2>
    %298 = extsi %297#0 {handshake.bb = 8 : ui32, handshake.name = "extsi79"} : <i2> to <i6>
    %299 = extsi %297#1 {handshake.bb = 8 : ui32, handshake.name = "extsi24"} : <i2> to <i32>
    %300:4 = fork [4] %299 {handshake.bb = 8 : ui32, handshake.name = "fork48"} : <i32>
    %301 = source {handshake.bb = 8 : ui32, handshake.name = "source13"} : <>
    %302 = constant %301 {handshake.bb = 8 : ui32, handshake.name = "constant68", value = 3 : i3} : <>, <i3>
    %303 = extsi %302 {handshake.bb = 8 : ui32, handshake.name = "extsi25"} : <i3> to <i32>
    %304:4 = fork [4] %303 {handshake.bb = 8 : ui32, handshake.name = "fork49"} : <i32>
    %305 = shli %306, %300#0 {handshake.bb = 8 : ui32, handshake.name = "shli12"} : <i32>
    %306 = buffer %277#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer103"} : <i32>
    %307 = buffer %305, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer101"} : <i32>
    %308 = trunci %307 {handshake.bb = 8 : ui32, handshake.name = "trunci13"} : <i32> to <i7>
    %309 = shli %310, %304#0 {handshake.bb = 8 : ui32, handshake.name = "shli13"} : <i32>
    %310 = buffer %277#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer105"} : <i32>
    %311 = buffer %309, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer102"} : <i32>
    %312 = trunci %311 {handshake.bb = 8 : ui32, handshake.name = "trunci14"} : <i32> to <i7>
    %313 = addi %308, %312 {handshake.bb = 8 : ui32, handshake.name = "addi33"} : <i7>
    %314 = buffer %313, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer104"} : <i7>
    %315 = addi %268, %314 {handshake.bb = 8 : ui32, handshake.name = "addi9"} : <i7>
    %addressResult_68, %dataResult_69 = load[%315] %outputs_6 {handshake.bb = 8 : ui32, handshake.bufProps = #handshake<bufProps{"1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "load3"} : <i7>, <i32>, <i7>, <i32>
    %316 = shli %317, %300#1 {handshake.bb = 8 : ui32, handshake.name = "shli14"} : <i32>
    %317 = buffer %271#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer107"} : <i32>
    %318 = buffer %316, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer106"} : <i32>
    %319 = trunci %318 {handshake.bb = 8 : ui32, handshake.name = "trunci15"} : <i32> to <i7>
    %320 = shli %321, %304#1 {handshake.bb = 8 : ui32, handshake.name = "shli15"} : <i32>
    %321 = buffer %271#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer109"} : <i32>
    %322 = buffer %320, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer108"} : <i32>
    %323 = trunci %322 {handshake.bb = 8 : ui32, handshake.name = "trunci16"} : <i32> to <i7>
    %324 = addi %319, %323 {handshake.bb = 8 : ui32, handshake.name = "addi34"} : <i7>
    %325 = buffer %324, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer114"} : <i7>
    %326 = addi %283, %325 {handshake.bb = 8 : ui32, handshake.name = "addi10"} : <i7>
    %addressResult_70, %dataResult_71 = load[%326] %outputs_4 {handshake.bb = 8 : ui32, handshake.bufProps = #handshake<bufProps{"1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "load4"} : <i7>, <i32>, <i7>, <i32>
    %327 = muli %dataResult_69, %dataResult_71 {handshake.bb = 8 : ui32, handshake.name = "muli1"} : <i32>
    %328 = shli %330, %329 {handshake.bb = 8 : ui32, handshake.name = "shli16"} : <i32>
    %329 = buffer %300#2, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 8 : ui32, handshake.name = "buffer110"} : <i32>
    %330 = buffer %277#2, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 8 : ui32, handshake.name = "buffer111"} : <i32>
    %331 = shli %333, %332 {handshake.bb = 8 : ui32, handshake.name = "shli17"} : <i32>
    %332 = buffer %304#2, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 8 : ui32, handshake.name = "buffer112"} : <i32>
    %333 = buffer %277#3, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 8 : ui32, handshake.name = "buffer113"} : <i32>
    %334 = buffer %328, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer119"} : <i32>
    %335 = buffer %331, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer120"} : <i32>
    %336 = addi %334, %335 {handshake.bb = 8 : ui32, handshake.name = "addi35"} : <i32>
    %337 = buffer %336, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer122"} : <i32>
    %338 = addi %286#0, %337 {handshake.bb = 8 : ui32, handshake.name = "addi11"} : <i32>
    %339 = buffer %262, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer91"} : <>
    %340 = gate %338, %339, %259#1 {handshake.bb = 8 : ui32, handshake.name = "gate2"} : <i32>, !handshake.control<>, !handshake.control<> to <i32>
    %341 = trunci %340 {handshake.bb = 8 : ui32, handshake.name = "trunci17"} : <i32> to <i7>
    %addressResult_72, %dataResult_73 = load[%341] %outputs_0#1 {handshake.bb = 8 : ui32, handshake.bufProps = #handshake<bufProps{"1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.deps = #handshake<deps[["store3", 3, false], ["store3", 4, false]]>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "load5"} : <i7>, <i32>, <i7>, <i32>
    %342 = addi %dataResult_73, %327 {handshake.bb = 8 : ui32, handshake.name = "addi1"} : <i32>
    %343 = shli %345, %344 {handshake.bb = 8 : ui32, handshake.name = "shli18"} : <i32>
    %344 = buffer %300#3, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 8 : ui32, handshake.name = "buffer115"} : <i32>
    %345 = buffer %277#4, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 8 : ui32, handshake.name = "buffer116"} : <i32>
    %346 = shli %348, %347 {handshake.bb = 8 : ui32, handshake.name = "shli19"} : <i32>
    %347 = buffer %304#3, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 8 : ui32, handshake.name = "buffer117"} : <i32>
    %348 = buffer %277#5, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 8 : ui32, handshake.name = "buffer118"} : <i32>
    %349 = buffer %343, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer123"} : <i32>
    %350 = buffer %346, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer124"} : <i32>
    %351 = addi %349, %350 {handshake.bb = 8 : ui32, handshake.name = "addi36"} : <i32>
    %352 = buffer %351, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer125"} : <i32>
    %353 = addi %286#1, %352 {handshake.bb = 8 : ui32, handshake.name = "addi12"} : <i32>
    %354 = buffer %doneResult_76, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer3"} : <>
    %355 = gate %353, %259#0 {handshake.bb = 8 : ui32, handshake.name = "gate3"} : <i32>, !handshake.control<> to <i32>
    %356 = trunci %355 {handshake.bb = 8 : ui32, handshake.name = "trunci18"} : <i32> to <i7>
    %addressResult_74, %dataResult_75, %doneResult_76 = store[%356] %342 %outputs_0#2 {handshake.bb = 8 : ui32, handshake.bufProps = #handshake<bufProps{"2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.deps = #handshake<deps[["load5", 3, false], ["store3", 3, false], ["load7", 1, false]]>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "store3"} : <i7>, <i32>, <>, <i7>, <i32>, <>
    %357 = addi %269, %298 {handshake.bb = 8 : ui32, handshake.name = "addi21"} : <i6>
    %358:2 = fork [2] %357 {handshake.bb = 8 : ui32, handshake.name = "fork50"} : <i6>
    %359 = trunci %358#0 {handshake.bb = 8 : ui32, handshake.name = "trunci19"} : <i6> to <i5>
    %360 = buffer %362, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer131"} : <i6>
    %361 = cmpi ult, %360, %294 {handshake.bb = 8 : ui32, handshake.name = "cmpi3"} : <i6>
    %362 = buffer %358#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer121"} : <i6>
    %363 = buffer %361, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer130"} : <i1>
    %364:7 = fork [7] %363 {handshake.bb = 8 : ui32, handshake.name = "fork51"} : <i1>
    %trueResult_77, %falseResult_78 = cond_br %364#0, %359 {handshake.bb = 8 : ui32, handshake.name = "cond_br19"} : <i1>, <i5>
    sink %falseResult_78 {handshake.name = "sink10"} : <i5>
    %trueResult_79, %falseResult_80 = cond_br %364#1, %275#0 {handshake.bb = 8 : ui32, handshake.name = "cond_br20"} : <i1>, <i5>
    %trueResult_81, %falseResult_82 = cond_br %364#2, %282#1 {handshake.bb = 8 : ui32, handshake.name = "cond_br21"} : <i1>, <i5>
    %trueResult_83, %falseResult_84 = cond_br %365, %289#1 {handshake.bb = 8 : ui32, handshake.name = "cond_br22"} : <i1>, <>
    %365 = buffer %364#6, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 8 : ui32, handshake.name = "buffer127"} : <i1>
    %trueResult_85, %falseResult_86 = cond_br %366, %247#0 {handshake.bb = 9 : ui32, handshake.name = "cond_br124"} : <i1>, <>
    %366 = buffer %381#3, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 9 : ui32, handshake.name = "buffer128"} : <i1>
    sink %trueResult_85 {handshake.name = "sink11"} : <>
    %trueResult_87, %falseResult_88 = cond_br %367, %falseResult_65 {handshake.bb = 9 : ui32, handshake.name = "cond_br125"} : <i1>, <>
    %367 = buffer %381#2, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 9 : ui32, handshake.name = "buffer129"} : <i1>
    %368 = extsi %falseResult_82 {handshake.bb = 9 : ui32, handshake.name = "extsi80"} : <i5> to <i6>
    %369 = source {handshake.bb = 9 : ui32, handshake.name = "source14"} : <>
    %370 = constant %369 {handshake.bb = 9 : ui32, handshake.name = "constant69", value = 10 : i5} : <>, <i5>
    %371 = extsi %370 {handshake.bb = 9 : ui32, handshake.name = "extsi81"} : <i5> to <i6>
    %372 = source {handshake.bb = 9 : ui32, handshake.name = "source15"} : <>
    %373 = constant %372 {handshake.bb = 9 : ui32, handshake.name = "constant70", value = 1 : i2} : <>, <i2>
    %374 = extsi %373 {handshake.bb = 9 : ui32, handshake.name = "extsi82"} : <i2> to <i6>
    %375 = addi %368, %374 {handshake.bb = 9 : ui32, handshake.name = "addi22"} : <i6>
    %376 = buffer %375, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 9 : ui32, handshake.name = "buffer132"} : <i6>
    %377:2 = fork [2] %376 {handshake.bb = 9 : ui32, handshake.name = "fork52"} : <i6>
    %378 = trunci %377#0 {handshake.bb = 9 : ui32, handshake.name = "trunci20"} : <i6> to <i5>
    %379 = cmpi ult, %377#1, %371 {handshake.bb = 9 : ui32, handshake.name = "cmpi4"} : <i6>
    %380 = buffer %379, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 9 : ui32, handshake.name = "buffer133"} : <i1>
    %381:6 = fork [6] %380 {handshake.bb = 9 : ui32, handshake.name = "fork53"} : <i1>
    %trueResult_89, %falseResult_90 = cond_br %381#0, %378 {handshake.bb = 9 : ui32, handshake.name = "cond_br23"} : <i1>, <i5>
    sink %falseResult_90 {handshake.name = "sink13"} : <i5>
    %trueResult_91, %falseResult_92 = cond_br %381#1, %falseResult_80 {handshake.bb = 9 : ui32, handshake.name = "cond_br24"} : <i1>, <i5>
    %trueResult_93, %falseResult_94 = cond_br %382, %falseResult_84 {handshake.bb = 9 : ui32, handshake.name = "cond_br25"} : <i1>, <>
    %382 = buffer %381#5, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 9 : ui32, handshake.name = "buffer134"} : <i1>
    %trueResult_95, %falseResult_96 = cond_br %400#2, %falseResult_86 {handshake.bb = 10 : ui32, handshake.name = "cond_br126"} : <i1>, <>
    sink %trueResult_95 {handshake.name = "sink14"} : <>
    %trueResult_97, %falseResult_98 = cond_br %383, %falseResult_88 {handshake.bb = 10 : ui32, handshake.name = "cond_br127"} : <i1>, <>
    %383 = buffer %400#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 10 : ui32, handshake.name = "buffer136"} : <i1>
    %384 = buffer %falseResult_92, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 10 : ui32, handshake.name = "buffer135"} : <i5>
    %385 = extsi %384 {handshake.bb = 10 : ui32, handshake.name = "extsi83"} : <i5> to <i6>
    %386:2 = fork [2] %falseResult_94 {handshake.bb = 10 : ui32, handshake.name = "fork54"} : <>
    %387 = constant %386#0 {handshake.bb = 10 : ui32, handshake.name = "constant71", value = false} : <>, <i1>
    %388 = source {handshake.bb = 10 : ui32, handshake.name = "source16"} : <>
    %389 = constant %388 {handshake.bb = 10 : ui32, handshake.name = "constant72", value = 10 : i5} : <>, <i5>
    %390 = extsi %389 {handshake.bb = 10 : ui32, handshake.name = "extsi84"} : <i5> to <i6>
    %391 = source {handshake.bb = 10 : ui32, handshake.name = "source17"} : <>
    %392 = constant %391 {handshake.bb = 10 : ui32, handshake.name = "constant73", value = 1 : i2} : <>, <i2>
    %393 = extsi %392 {handshake.bb = 10 : ui32, handshake.name = "extsi85"} : <i2> to <i6>
    %394 = addi %385, %393 {handshake.bb = 10 : ui32, handshake.name = "addi23"} : <i6>
    %395 = buffer %394, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 10 : ui32, handshake.name = "buffer137"} : <i6>
    %396:2 = fork [2] %395 {handshake.bb = 10 : ui32, handshake.name = "fork55"} : <i6>
    %397 = trunci %396#0 {handshake.bb = 10 : ui32, handshake.name = "trunci21"} : <i6> to <i5>
    %398 = cmpi ult, %396#1, %390 {handshake.bb = 10 : ui32, handshake.name = "cmpi5"} : <i6>
    %399 = buffer %398, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 10 : ui32, handshake.name = "buffer138"} : <i1>
    %400:6 = fork [6] %399 {handshake.bb = 10 : ui32, handshake.name = "fork56"} : <i1>
    %trueResult_99, %falseResult_100 = cond_br %400#0, %397 {handshake.bb = 10 : ui32, handshake.name = "cond_br26"} : <i1>, <i5>
    sink %falseResult_100 {handshake.name = "sink16"} : <i5>
    %trueResult_101, %falseResult_102 = cond_br %400#4, %386#1 {handshake.bb = 10 : ui32, handshake.name = "cond_br27"} : <i1>, <>
    %trueResult_103, %falseResult_104 = cond_br %400#5, %387 {handshake.bb = 10 : ui32, handshake.name = "cond_br28"} : <i1>, <i1>
    sink %trueResult_103 {handshake.name = "sink17"} : <i1>
    %401 = extsi %falseResult_104 {handshake.bb = 10 : ui32, handshake.name = "extsi47"} : <i1> to <i5>
    %402 = init %663#6 {ftd.imerge, handshake.bb = 11 : ui32, handshake.name = "init28"} : <i1>
    %403:5 = fork [5] %402 {handshake.bb = 11 : ui32, handshake.name = "fork57"} : <i1>
    %404 = mux %405 [%falseResult_96, %trueResult_159] {ftd.regen, handshake.bb = 11 : ui32, handshake.name = "mux46"} : <i1>, [<>, <>] to <>
    %405 = buffer %403#4, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 11 : ui32, handshake.name = "buffer143"} : <i1>
    %406 = buffer %404, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 11 : ui32, handshake.name = "buffer139"} : <>
    %407 = buffer %406, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 11 : ui32, handshake.name = "buffer140"} : <>
    %408:2 = fork [2] %407 {handshake.bb = 11 : ui32, handshake.name = "fork58"} : <>
    %409 = mux %410 [%falseResult_98, %trueResult_165] {ftd.regen, handshake.bb = 11 : ui32, handshake.name = "mux47"} : <i1>, [<>, <>] to <>
    %410 = buffer %403#3, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 11 : ui32, handshake.name = "buffer144"} : <i1>
    %411 = buffer %409, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 11 : ui32, handshake.name = "buffer141"} : <>
    %412 = buffer %411, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 11 : ui32, handshake.name = "buffer142"} : <>
    %413:2 = fork [2] %412 {handshake.bb = 11 : ui32, handshake.name = "fork59"} : <>
    %414 = buffer %trueResult_163, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 11 : ui32, handshake.name = "buffer245"} : <>
    %415 = mux %416 [%falseResult_46, %414] {ftd.regen, handshake.bb = 11 : ui32, handshake.name = "mux48"} : <i1>, [<>, <>] to <>
    %416 = buffer %403#2, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 11 : ui32, handshake.name = "buffer145"} : <i1>
    %417 = buffer %415, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 11 : ui32, handshake.name = "buffer146"} : <>
    %418:2 = fork [2] %417 {handshake.bb = 11 : ui32, handshake.name = "fork60"} : <>
    %419 = mux %403#1 [%falseResult_48, %trueResult_167] {ftd.regen, handshake.bb = 11 : ui32, handshake.name = "mux49"} : <i1>, [<>, <>] to <>
    %420 = buffer %419, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 11 : ui32, handshake.name = "buffer147"} : <>
    %421 = buffer %420, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 11 : ui32, handshake.name = "buffer148"} : <>
    %422:2 = fork [2] %421 {handshake.bb = 11 : ui32, handshake.name = "fork61"} : <>
    %423 = mux %403#0 [%0#2, %trueResult_161] {ftd.phi, handshake.bb = 11 : ui32, handshake.name = "mux51"} : <i1>, [<>, <>] to <>
    %424 = mux %index_106 [%401, %trueResult_169] {handshake.bb = 11 : ui32, handshake.name = "mux12"} : <i1>, [<i5>, <i5>] to <i5>
    %result_105, %index_106 = control_merge [%falseResult_102, %trueResult_171]  {handshake.bb = 11 : ui32, handshake.name = "control_merge10"} : [<>, <>] to <>, <i1>
    %425:2 = fork [2] %result_105 {handshake.bb = 11 : ui32, handshake.name = "fork62"} : <>
    %426 = constant %425#0 {handshake.bb = 11 : ui32, handshake.name = "constant74", value = false} : <>, <i1>
    %427 = extsi %426 {handshake.bb = 11 : ui32, handshake.name = "extsi46"} : <i1> to <i5>
    %428 = buffer %424, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 11 : ui32, handshake.name = "buffer151"} : <i5>
    %429 = init %646#7 {ftd.imerge, handshake.bb = 12 : ui32, handshake.name = "init35"} : <i1>
    %430:5 = fork [5] %429 {handshake.bb = 12 : ui32, handshake.name = "fork63"} : <i1>
    %431 = mux %430#4 [%408#1, %trueResult_145] {ftd.regen, handshake.bb = 12 : ui32, handshake.name = "mux53"} : <i1>, [<>, <>] to <>
    %432 = buffer %431, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 12 : ui32, handshake.name = "buffer152"} : <>
    %433 = buffer %432, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 12 : ui32, handshake.name = "buffer154"} : <>
    %434:2 = fork [2] %433 {handshake.bb = 12 : ui32, handshake.name = "fork64"} : <>
    %435 = buffer %trueResult_149, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 12 : ui32, handshake.name = "buffer242"} : <>
    %436 = mux %430#3 [%413#1, %435] {ftd.regen, handshake.bb = 12 : ui32, handshake.name = "mux54"} : <i1>, [<>, <>] to <>
    %437 = buffer %436, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 12 : ui32, handshake.name = "buffer155"} : <>
    %438:2 = fork [2] %437 {handshake.bb = 12 : ui32, handshake.name = "fork65"} : <>
    %439 = mux %430#2 [%418#1, %trueResult_151] {ftd.regen, handshake.bb = 12 : ui32, handshake.name = "mux55"} : <i1>, [<>, <>] to <>
    %440 = buffer %439, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 12 : ui32, handshake.name = "buffer156"} : <>
    %441 = buffer %440, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 12 : ui32, handshake.name = "buffer157"} : <>
    %442:2 = fork [2] %441 {handshake.bb = 12 : ui32, handshake.name = "fork66"} : <>
    %443 = mux %430#1 [%422#1, %trueResult_147] {ftd.regen, handshake.bb = 12 : ui32, handshake.name = "mux56"} : <i1>, [<>, <>] to <>
    %444 = buffer %443, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 12 : ui32, handshake.name = "buffer158"} : <>
    %445 = buffer %444, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 12 : ui32, handshake.name = "buffer159"} : <>
    %446:2 = fork [2] %445 {handshake.bb = 12 : ui32, handshake.name = "fork67"} : <>
    %447 = buffer %423, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 12 : ui32, handshake.name = "buffer149"} : <>
    %448 = buffer %447, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 12 : ui32, handshake.name = "buffer150"} : <>
    %449 = mux %450 [%448, %trueResult_143] {ftd.phi, handshake.bb = 12 : ui32, handshake.name = "mux58"} : <i1>, [<>, <>] to <>
    %450 = buffer %430#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 12 : ui32, handshake.name = "buffer153"} : <i1>
    %451 = mux %461#1 [%427, %trueResult_153] {handshake.bb = 12 : ui32, handshake.name = "mux13"} : <i1>, [<i5>, <i5>] to <i5>
    %452 = buffer %451, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 12 : ui32, handshake.name = "buffer161"} : <i5>
    %453:2 = fork [2] %452 {handshake.bb = 12 : ui32, handshake.name = "fork68"} : <i5>
    %454 = extsi %453#0 {handshake.bb = 12 : ui32, handshake.name = "extsi86"} : <i5> to <i7>
    %455 = mux %461#0 [%428, %trueResult_155] {handshake.bb = 12 : ui32, handshake.name = "mux14"} : <i1>, [<i5>, <i5>] to <i5>
    %456 = buffer %455, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 12 : ui32, handshake.name = "buffer162"} : <i5>
    %457 = buffer %456, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 12 : ui32, handshake.name = "buffer163"} : <i5>
    %458:2 = fork [2] %457 {handshake.bb = 12 : ui32, handshake.name = "fork69"} : <i5>
    %459 = extsi %458#1 {handshake.bb = 12 : ui32, handshake.name = "extsi87"} : <i5> to <i32>
    %460:2 = fork [2] %459 {handshake.bb = 12 : ui32, handshake.name = "fork70"} : <i32>
    %result_107, %index_108 = control_merge [%425#1, %trueResult_157]  {handshake.bb = 12 : ui32, handshake.name = "control_merge11"} : [<>, <>] to <>, <i1>
    %461:2 = fork [2] %index_108 {handshake.bb = 12 : ui32, handshake.name = "fork71"} : <i1>
    %462:3 = fork [3] %result_107 {handshake.bb = 12 : ui32, handshake.name = "fork72"} : <>
    %463 = constant %462#1 {handshake.bb = 12 : ui32, handshake.name = "constant75", value = 1 : i2} : <>, <i2>
    %464 = extsi %463 {handshake.bb = 12 : ui32, handshake.name = "extsi32"} : <i2> to <i32>
    %465 = constant %462#0 {handshake.bb = 12 : ui32, handshake.name = "constant76", value = false} : <>, <i1>
    %466:2 = fork [2] %465 {handshake.bb = 12 : ui32, handshake.name = "fork73"} : <i1>
    %467 = extsi %466#1 {handshake.bb = 12 : ui32, handshake.name = "extsi34"} : <i1> to <i32>
    %468 = source {handshake.bb = 12 : ui32, handshake.name = "source18"} : <>
    %469 = constant %468 {handshake.bb = 12 : ui32, handshake.name = "constant77", value = 1 : i2} : <>, <i2>
    %470 = extsi %469 {handshake.bb = 12 : ui32, handshake.name = "extsi35"} : <i2> to <i32>
    %471 = source {handshake.bb = 12 : ui32, handshake.name = "source19"} : <>
    %472 = constant %471 {handshake.bb = 12 : ui32, handshake.name = "constant78", value = 3 : i3} : <>, <i3>
    %473 = extsi %472 {handshake.bb = 12 : ui32, handshake.name = "extsi36"} : <i3> to <i32>
    %474 = shli %460#0, %470 {handshake.bb = 12 : ui32, handshake.name = "shli20"} : <i32>
    %475 = buffer %474, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 12 : ui32, handshake.name = "buffer170"} : <i32>
    %476 = trunci %475 {handshake.bb = 12 : ui32, handshake.name = "trunci22"} : <i32> to <i7>
    %477 = shli %460#1, %473 {handshake.bb = 12 : ui32, handshake.name = "shli21"} : <i32>
    %478 = buffer %477, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 12 : ui32, handshake.name = "buffer177"} : <i32>
    %479 = trunci %478 {handshake.bb = 12 : ui32, handshake.name = "trunci23"} : <i32> to <i7>
    %480 = addi %476, %479 {handshake.bb = 12 : ui32, handshake.name = "addi37"} : <i7>
    %481 = buffer %480, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 12 : ui32, handshake.name = "buffer178"} : <i7>
    %482 = addi %454, %481 {handshake.bb = 12 : ui32, handshake.name = "addi13"} : <i7>
    %483 = buffer %doneResult_111, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 12 : ui32, handshake.name = "buffer4"} : <>
    %484 = buffer %482, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 12 : ui32, handshake.name = "buffer179"} : <i7>
    %addressResult_109, %dataResult_110, %doneResult_111 = store[%484] %467 %outputs#0 {handshake.bb = 12 : ui32, handshake.bufProps = #handshake<bufProps{"2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.deps = #handshake<deps[["load8", 3, false], ["store5", 3, false]]>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "store4"} : <i7>, <i32>, <>, <i7>, <i32>, <>
    %485 = extsi %466#0 {handshake.bb = 12 : ui32, handshake.name = "extsi45"} : <i1> to <i5>
    %486 = buffer %518#1, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer208"} : <>
    %trueResult_112, %falseResult_113 = cond_br %487, %486 {handshake.bb = 13 : ui32, handshake.name = "cond_br128"} : <i1>, <>
    %487 = buffer %625#9, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer164"} : <i1>
    sink %falseResult_113 {handshake.name = "sink18"} : <>
    %trueResult_114, %falseResult_115 = cond_br %488, %499#2 {handshake.bb = 13 : ui32, handshake.name = "cond_br129"} : <i1>, <>
    %488 = buffer %625#8, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 13 : ui32, handshake.name = "buffer165"} : <i1>
    sink %falseResult_115 {handshake.name = "sink19"} : <>
    %trueResult_116, %falseResult_117 = cond_br %489, %504#1 {handshake.bb = 13 : ui32, handshake.name = "cond_br130"} : <i1>, <>
    %489 = buffer %625#7, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer166"} : <i1>
    sink %falseResult_117 {handshake.name = "sink20"} : <>
    %trueResult_118, %falseResult_119 = cond_br %490, %514#1 {handshake.bb = 13 : ui32, handshake.name = "cond_br131"} : <i1>, <>
    %490 = buffer %625#6, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer167"} : <i1>
    sink %falseResult_119 {handshake.name = "sink21"} : <>
    %trueResult_120, %falseResult_121 = cond_br %491, %614 {handshake.bb = 13 : ui32, handshake.name = "cond_br132"} : <i1>, <>
    %491 = buffer %625#5, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 13 : ui32, handshake.name = "buffer168"} : <i1>
    %trueResult_122, %falseResult_123 = cond_br %492, %509#1 {handshake.bb = 13 : ui32, handshake.name = "cond_br133"} : <i1>, <>
    %492 = buffer %625#4, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer169"} : <i1>
    sink %falseResult_123 {handshake.name = "sink22"} : <>
    %493 = init %625#3 {ftd.imerge, handshake.bb = 13 : ui32, handshake.name = "init42"} : <i1>
    %494:6 = fork [6] %493 {handshake.bb = 13 : ui32, handshake.name = "fork74"} : <i1>
    %495 = mux %496 [%483, %trueResult_114] {ftd.regen, handshake.bb = 13 : ui32, handshake.name = "mux60"} : <i1>, [<>, <>] to <>
    %496 = buffer %494#5, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 13 : ui32, handshake.name = "buffer171"} : <i1>
    %497 = buffer %495, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer183"} : <>
    %498 = buffer %497, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer184"} : <>
    %499:3 = fork [3] %498 {handshake.bb = 13 : ui32, handshake.name = "fork75"} : <>
    %500 = buffer %trueResult_116, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer180"} : <>
    %501 = mux %502 [%434#1, %500] {ftd.regen, handshake.bb = 13 : ui32, handshake.name = "mux62"} : <i1>, [<>, <>] to <>
    %502 = buffer %494#4, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer172"} : <i1>
    %503 = buffer %501, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer186"} : <>
    %504:2 = fork [2] %503 {handshake.bb = 13 : ui32, handshake.name = "fork76"} : <>
    %505 = buffer %trueResult_122, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer182"} : <>
    %506 = mux %507 [%438#1, %505] {ftd.regen, handshake.bb = 13 : ui32, handshake.name = "mux63"} : <i1>, [<>, <>] to <>
    %507 = buffer %494#3, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer173"} : <i1>
    %508 = buffer %506, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer188"} : <>
    %509:2 = fork [2] %508 {handshake.bb = 13 : ui32, handshake.name = "fork77"} : <>
    %510 = mux %511 [%442#1, %trueResult_118] {ftd.regen, handshake.bb = 13 : ui32, handshake.name = "mux64"} : <i1>, [<>, <>] to <>
    %511 = buffer %494#2, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer174"} : <i1>
    %512 = buffer %510, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer191"} : <>
    %513 = buffer %512, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer193"} : <>
    %514:2 = fork [2] %513 {handshake.bb = 13 : ui32, handshake.name = "fork78"} : <>
    %515 = mux %516 [%446#1, %trueResult_112] {ftd.regen, handshake.bb = 13 : ui32, handshake.name = "mux65"} : <i1>, [<>, <>] to <>
    %516 = buffer %494#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer175"} : <i1>
    %517 = buffer %515, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer195"} : <>
    %518:2 = fork [2] %517 {handshake.bb = 13 : ui32, handshake.name = "fork79"} : <>
    %519 = buffer %449, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer160"} : <>
    %520 = mux %521 [%519, %trueResult_120] {ftd.phi, handshake.bb = 13 : ui32, handshake.name = "mux66"} : <i1>, [<>, <>] to <>
    %521 = buffer %494#0, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 13 : ui32, handshake.name = "buffer176"} : <i1>
    %522 = mux %542#2 [%485, %trueResult_135] {handshake.bb = 13 : ui32, handshake.name = "mux15"} : <i1>, [<i5>, <i5>] to <i5>
    %523 = buffer %522, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer215"} : <i5>
    %524 = buffer %523, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer216"} : <i5>
    %525:2 = fork [2] %524 {handshake.bb = 13 : ui32, handshake.name = "fork80"} : <i5>
    %526 = extsi %525#0 {handshake.bb = 13 : ui32, handshake.name = "extsi88"} : <i5> to <i6>
    %527 = extsi %525#1 {handshake.bb = 13 : ui32, handshake.name = "extsi89"} : <i5> to <i32>
    %528:3 = fork [3] %527 {handshake.bb = 13 : ui32, handshake.name = "fork81"} : <i32>
    %529 = mux %542#0 [%458#0, %trueResult_137] {handshake.bb = 13 : ui32, handshake.name = "mux16"} : <i1>, [<i5>, <i5>] to <i5>
    %530 = buffer %529, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer218"} : <i5>
    %531 = buffer %530, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer220"} : <i5>
    %532:2 = fork [2] %531 {handshake.bb = 13 : ui32, handshake.name = "fork82"} : <i5>
    %533 = extsi %534 {handshake.bb = 13 : ui32, handshake.name = "extsi90"} : <i5> to <i32>
    %534 = buffer %532#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer181"} : <i5>
    %535:6 = fork [6] %533 {handshake.bb = 13 : ui32, handshake.name = "fork83"} : <i32>
    %536 = mux %542#1 [%453#1, %trueResult_139] {handshake.bb = 13 : ui32, handshake.name = "mux17"} : <i1>, [<i5>, <i5>] to <i5>
    %537 = buffer %536, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer221"} : <i5>
    %538 = buffer %537, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer222"} : <i5>
    %539:2 = fork [2] %538 {handshake.bb = 13 : ui32, handshake.name = "fork84"} : <i5>
    %540 = extsi %539#1 {handshake.bb = 13 : ui32, handshake.name = "extsi91"} : <i5> to <i32>
    %541:3 = fork [3] %540 {handshake.bb = 13 : ui32, handshake.name = "fork85"} : <i32>
    %result_124, %index_125 = control_merge [%462#2, %trueResult_141]  {handshake.bb = 13 : ui32, handshake.name = "control_merge12"} : [<>, <>] to <>, <i1>
    %542:3 = fork [3] %index_125 {handshake.bb = 13 : ui32, handshake.name = "fork86"} : <i1>
    %543 = buffer %result_124, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer224"} : <>
    %544:2 = fork [2] %543 {handshake.bb = 13 : ui32, handshake.name = "fork87"} : <>
    %545 = constant %544#0 {handshake.bb = 13 : ui32, handshake.name = "constant79", value = 1 : i2} : <>, <i2>
    %546 = extsi %545 {handshake.bb = 13 : ui32, handshake.name = "extsi37"} : <i2> to <i32>
    %547 = source {handshake.bb = 13 : ui32, handshake.name = "source20"} : <>
    %548 = constant %547 {handshake.bb = 13 : ui32, handshake.name = "constant80", value = 10 : i5} : <>, <i5>
    %549 = extsi %548 {handshake.bb = 13 : ui32, handshake.name = "extsi92"} : <i5> to <i6>
    %550 = source {handshake.bb = 13 : ui32, handshake.name = "source21"} : <>
    %551 = constant %550 {handshake.bb = 13 : ui32, handshake.name = "constant81", value = 1 : i2} : <>, <i2>
    %552:2 = fork [2] %551 {handshake.bb = 13 : ui32, handshake.name = "fork88"} : <i2>
    %553 = extsi %552#0 {handshake.bb = 13 : ui32, handshake.name = "extsi93"} : <i2> to <i6>
    %554 = extsi %555 {handshake.bb = 13 : ui32, handshake.name = "extsi39"} : <i2> to <i32>
    %555 = buffer %552#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer185"} : <i2>
    %556:4 = fork [4] %554 {handshake.bb = 13 : ui32, handshake.name = "fork89"} : <i32>
    %557 = source {handshake.bb = 13 : ui32, handshake.name = "source22"} : <>
    %558 = constant %557 {handshake.bb = 13 : ui32, handshake.name = "constant82", value = 3 : i3} : <>, <i3>
    %559 = extsi %558 {handshake.bb = 13 : ui32, handshake.name = "extsi40"} : <i3> to <i32>
    %560:4 = fork [4] %559 {handshake.bb = 13 : ui32, handshake.name = "fork90"} : <i32>
    %561 = shli %562, %556#0 {handshake.bb = 13 : ui32, handshake.name = "shli22"} : <i32>
    %562 = buffer %535#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer187"} : <i32>
    %563 = shli %564, %560#0 {handshake.bb = 13 : ui32, handshake.name = "shli23"} : <i32>
    %564 = buffer %535#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer189"} : <i32>
    %565 = buffer %561, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer226"} : <i32>
    %566 = buffer %563, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer227"} : <i32>
    %567 = addi %565, %566 {handshake.bb = 13 : ui32, handshake.name = "addi38"} : <i32>
    %568 = buffer %567, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer228"} : <i32>
    %569 = addi %570, %568 {handshake.bb = 13 : ui32, handshake.name = "addi14"} : <i32>
    %570 = buffer %528#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer190"} : <i32>
    %571 = gate %569, %518#0, %514#0 {handshake.bb = 13 : ui32, handshake.name = "gate4"} : <i32>, !handshake.control<>, !handshake.control<> to <i32>
    %572 = trunci %571 {handshake.bb = 13 : ui32, handshake.name = "trunci24"} : <i32> to <i7>
    %addressResult_126, %dataResult_127 = load[%572] %outputs_2#3 {handshake.bb = 13 : ui32, handshake.bufProps = #handshake<bufProps{"1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "load6"} : <i7>, <i32>, <i7>, <i32>
    %573 = shli %574, %556#1 {handshake.bb = 13 : ui32, handshake.name = "shli24"} : <i32>
    %574 = buffer %528#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer192"} : <i32>
    %575 = shli %576, %560#1 {handshake.bb = 13 : ui32, handshake.name = "shli25"} : <i32>
    %576 = buffer %528#2, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer194"} : <i32>
    %577 = buffer %573, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer229"} : <i32>
    %578 = buffer %575, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer230"} : <i32>
    %579 = addi %577, %578 {handshake.bb = 13 : ui32, handshake.name = "addi39"} : <i32>
    %580 = buffer %579, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer231"} : <i32>
    %581 = addi %541#0, %580 {handshake.bb = 13 : ui32, handshake.name = "addi15"} : <i32>
    %582 = gate %581, %509#0, %504#0 {handshake.bb = 13 : ui32, handshake.name = "gate5"} : <i32>, !handshake.control<>, !handshake.control<> to <i32>
    %583 = trunci %582 {handshake.bb = 13 : ui32, handshake.name = "trunci25"} : <i32> to <i7>
    %addressResult_128, %dataResult_129 = load[%583] %outputs_0#3 {handshake.bb = 13 : ui32, handshake.bufProps = #handshake<bufProps{"1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "load7"} : <i7>, <i32>, <i7>, <i32>
    %584 = muli %dataResult_127, %dataResult_129 {handshake.bb = 13 : ui32, handshake.name = "muli2"} : <i32>
    %585 = shli %587, %586 {handshake.bb = 13 : ui32, handshake.name = "shli26"} : <i32>
    %586 = buffer %556#2, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 13 : ui32, handshake.name = "buffer196"} : <i32>
    %587 = buffer %535#2, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 13 : ui32, handshake.name = "buffer197"} : <i32>
    %588 = shli %590, %589 {handshake.bb = 13 : ui32, handshake.name = "shli27"} : <i32>
    %589 = buffer %560#2, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 13 : ui32, handshake.name = "buffer198"} : <i32>
    %590 = buffer %535#3, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 13 : ui32, handshake.name = "buffer199"} : <i32>
    %591 = buffer %585, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer233"} : <i32>
    %592 = buffer %588, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer234"} : <i32>
    %593 = addi %591, %592 {handshake.bb = 13 : ui32, handshake.name = "addi40"} : <i32>
    %594 = buffer %593, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer235"} : <i32>
    %595 = addi %596, %594 {handshake.bb = 13 : ui32, handshake.name = "addi16"} : <i32>
    %596 = buffer %541#1, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 13 : ui32, handshake.name = "buffer200"} : <i32>
    %597 = buffer %520, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer211"} : <>
    %598 = gate %595, %499#1, %597 {handshake.bb = 13 : ui32, handshake.name = "gate6"} : <i32>, !handshake.control<>, !handshake.control<> to <i32>
    %599 = trunci %598 {handshake.bb = 13 : ui32, handshake.name = "trunci26"} : <i32> to <i7>
    %addressResult_130, %dataResult_131 = load[%599] %outputs#1 {handshake.bb = 13 : ui32, handshake.bufProps = #handshake<bufProps{"1": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.deps = #handshake<deps[["store5", 3, false], ["store5", 4, false]]>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "load8"} : <i7>, <i32>, <i7>, <i32>
    %600 = addi %dataResult_131, %584 {handshake.bb = 13 : ui32, handshake.name = "addi2"} : <i32>
    %601 = shli %603, %602 {handshake.bb = 13 : ui32, handshake.name = "shli28"} : <i32>
    %602 = buffer %556#3, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 13 : ui32, handshake.name = "buffer201"} : <i32>
    %603 = buffer %535#4, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 13 : ui32, handshake.name = "buffer202"} : <i32>
    %604 = shli %606, %605 {handshake.bb = 13 : ui32, handshake.name = "shli29"} : <i32>
    %605 = buffer %560#3, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 13 : ui32, handshake.name = "buffer203"} : <i32>
    %606 = buffer %535#5, bufferType = FIFO_BREAK_NONE, numSlots = 2 {handshake.bb = 13 : ui32, handshake.name = "buffer204"} : <i32>
    %607 = buffer %601, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer236"} : <i32>
    %608 = buffer %604, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer237"} : <i32>
    %609 = addi %607, %608 {handshake.bb = 13 : ui32, handshake.name = "addi41"} : <i32>
    %610 = buffer %609, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer238"} : <i32>
    %611 = addi %612, %610 {handshake.bb = 13 : ui32, handshake.name = "addi17"} : <i32>
    %612 = buffer %541#2, bufferType = FIFO_BREAK_NONE, numSlots = 3 {handshake.bb = 13 : ui32, handshake.name = "buffer205"} : <i32>
    %613 = buffer %doneResult_134, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer239"} : <>
    %614 = buffer %613, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer5"} : <>
    %615 = gate %611, %499#0 {handshake.bb = 13 : ui32, handshake.name = "gate7"} : <i32>, !handshake.control<> to <i32>
    %616 = trunci %615 {handshake.bb = 13 : ui32, handshake.name = "trunci27"} : <i32> to <i7>
    %addressResult_132, %dataResult_133, %doneResult_134 = store[%616] %600 %outputs#2 {handshake.bb = 13 : ui32, handshake.bufProps = #handshake<bufProps{"2": [0,0], [0,0], 0, 0.000000e+00, 0.000000e+00, 0.000000e+00}>, handshake.deps = #handshake<deps[["load8", 3, false], ["store5", 3, false]]>, handshake.mem_interface = #handshake.mem_interface<MC>, handshake.name = "store5"} : <i7>, <i32>, <>, <i7>, <i32>, <>
    %617 = addi %526, %553 {handshake.bb = 13 : ui32, handshake.name = "addi24"} : <i6>
    %618:2 = fork [2] %617 {handshake.bb = 13 : ui32, handshake.name = "fork91"} : <i6>
    %619 = trunci %620 {handshake.bb = 13 : ui32, handshake.name = "trunci28"} : <i6> to <i5>
    %620 = buffer %618#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer206"} : <i6>
    %621 = buffer %623, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer241"} : <i6>
    %622 = cmpi ult, %621, %549 {handshake.bb = 13 : ui32, handshake.name = "cmpi6"} : <i6>
    %623 = buffer %618#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer207"} : <i6>
    %624 = buffer %622, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer240"} : <i1>
    %625:11 = fork [11] %624 {handshake.bb = 13 : ui32, handshake.name = "fork92"} : <i1>
    %trueResult_135, %falseResult_136 = cond_br %625#0, %619 {handshake.bb = 13 : ui32, handshake.name = "cond_br29"} : <i1>, <i5>
    sink %falseResult_136 {handshake.name = "sink23"} : <i5>
    %trueResult_137, %falseResult_138 = cond_br %626, %627 {handshake.bb = 13 : ui32, handshake.name = "cond_br30"} : <i1>, <i5>
    %626 = buffer %625#1, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer209"} : <i1>
    %627 = buffer %532#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer210"} : <i5>
    %trueResult_139, %falseResult_140 = cond_br %625#2, %628 {handshake.bb = 13 : ui32, handshake.name = "cond_br31"} : <i1>, <i5>
    %628 = buffer %539#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer212"} : <i5>
    %trueResult_141, %falseResult_142 = cond_br %629, %544#1 {handshake.bb = 13 : ui32, handshake.name = "cond_br32"} : <i1>, <>
    %629 = buffer %625#10, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 13 : ui32, handshake.name = "buffer213"} : <i1>
    %trueResult_143, %falseResult_144 = cond_br %630, %falseResult_121 {handshake.bb = 14 : ui32, handshake.name = "cond_br134"} : <i1>, <>
    %630 = buffer %646#6, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 14 : ui32, handshake.name = "buffer214"} : <i1>
    %trueResult_145, %falseResult_146 = cond_br %646#5, %434#0 {handshake.bb = 14 : ui32, handshake.name = "cond_br135"} : <i1>, <>
    sink %falseResult_146 {handshake.name = "sink24"} : <>
    %trueResult_147, %falseResult_148 = cond_br %646#4, %446#0 {handshake.bb = 14 : ui32, handshake.name = "cond_br136"} : <i1>, <>
    sink %falseResult_148 {handshake.name = "sink25"} : <>
    %trueResult_149, %falseResult_150 = cond_br %631, %438#0 {handshake.bb = 14 : ui32, handshake.name = "cond_br137"} : <i1>, <>
    %631 = buffer %646#3, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 14 : ui32, handshake.name = "buffer217"} : <i1>
    sink %falseResult_150 {handshake.name = "sink26"} : <>
    %trueResult_151, %falseResult_152 = cond_br %646#2, %442#0 {handshake.bb = 14 : ui32, handshake.name = "cond_br138"} : <i1>, <>
    sink %falseResult_152 {handshake.name = "sink27"} : <>
    %632 = extsi %falseResult_140 {handshake.bb = 14 : ui32, handshake.name = "extsi94"} : <i5> to <i6>
    %633 = source {handshake.bb = 14 : ui32, handshake.name = "source23"} : <>
    %634 = constant %633 {handshake.bb = 14 : ui32, handshake.name = "constant83", value = 10 : i5} : <>, <i5>
    %635 = extsi %634 {handshake.bb = 14 : ui32, handshake.name = "extsi95"} : <i5> to <i6>
    %636 = source {handshake.bb = 14 : ui32, handshake.name = "source24"} : <>
    %637 = constant %636 {handshake.bb = 14 : ui32, handshake.name = "constant84", value = 1 : i2} : <>, <i2>
    %638 = extsi %637 {handshake.bb = 14 : ui32, handshake.name = "extsi96"} : <i2> to <i6>
    %639 = addi %632, %638 {handshake.bb = 14 : ui32, handshake.name = "addi25"} : <i6>
    %640 = buffer %639, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 14 : ui32, handshake.name = "buffer243"} : <i6>
    %641:2 = fork [2] %640 {handshake.bb = 14 : ui32, handshake.name = "fork93"} : <i6>
    %642 = trunci %643 {handshake.bb = 14 : ui32, handshake.name = "trunci29"} : <i6> to <i5>
    %643 = buffer %641#0, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 14 : ui32, handshake.name = "buffer219"} : <i6>
    %644 = cmpi ult, %641#1, %635 {handshake.bb = 14 : ui32, handshake.name = "cmpi7"} : <i6>
    %645 = buffer %644, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 14 : ui32, handshake.name = "buffer244"} : <i1>
    %646:9 = fork [9] %645 {handshake.bb = 14 : ui32, handshake.name = "fork94"} : <i1>
    %trueResult_153, %falseResult_154 = cond_br %646#0, %642 {handshake.bb = 14 : ui32, handshake.name = "cond_br33"} : <i1>, <i5>
    sink %falseResult_154 {handshake.name = "sink29"} : <i5>
    %trueResult_155, %falseResult_156 = cond_br %646#1, %falseResult_138 {handshake.bb = 14 : ui32, handshake.name = "cond_br34"} : <i1>, <i5>
    %trueResult_157, %falseResult_158 = cond_br %647, %falseResult_142 {handshake.bb = 14 : ui32, handshake.name = "cond_br35"} : <i1>, <>
    %647 = buffer %646#8, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 14 : ui32, handshake.name = "buffer223"} : <i1>
    %trueResult_159, %falseResult_160 = cond_br %663#5, %408#0 {handshake.bb = 15 : ui32, handshake.name = "cond_br139"} : <i1>, <>
    sink %falseResult_160 {handshake.name = "sink30"} : <>
    %trueResult_161, %falseResult_162 = cond_br %648, %falseResult_144 {handshake.bb = 15 : ui32, handshake.name = "cond_br140"} : <i1>, <>
    %648 = buffer %663#4, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 15 : ui32, handshake.name = "buffer225"} : <i1>
    sink %falseResult_162 {handshake.name = "sink31"} : <>
    %trueResult_163, %falseResult_164 = cond_br %663#3, %418#0 {handshake.bb = 15 : ui32, handshake.name = "cond_br141"} : <i1>, <>
    sink %falseResult_164 {handshake.name = "sink32"} : <>
    %trueResult_165, %falseResult_166 = cond_br %663#2, %413#0 {handshake.bb = 15 : ui32, handshake.name = "cond_br142"} : <i1>, <>
    sink %falseResult_166 {handshake.name = "sink33"} : <>
    %trueResult_167, %falseResult_168 = cond_br %663#1, %422#0 {handshake.bb = 15 : ui32, handshake.name = "cond_br143"} : <i1>, <>
    sink %falseResult_168 {handshake.name = "sink34"} : <>
    %649 = buffer %falseResult_156, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 15 : ui32, handshake.name = "buffer246"} : <i5>
    %650 = extsi %649 {handshake.bb = 15 : ui32, handshake.name = "extsi97"} : <i5> to <i6>
    %651 = source {handshake.bb = 15 : ui32, handshake.name = "source25"} : <>
    %652 = constant %651 {handshake.bb = 15 : ui32, handshake.name = "constant85", value = 10 : i5} : <>, <i5>
    %653 = extsi %652 {handshake.bb = 15 : ui32, handshake.name = "extsi98"} : <i5> to <i6>
    %654 = source {handshake.bb = 15 : ui32, handshake.name = "source26"} : <>
    %655 = constant %654 {handshake.bb = 15 : ui32, handshake.name = "constant86", value = 1 : i2} : <>, <i2>
    %656 = extsi %655 {handshake.bb = 15 : ui32, handshake.name = "extsi99"} : <i2> to <i6>
    %657 = addi %650, %656 {handshake.bb = 15 : ui32, handshake.name = "addi26"} : <i6>
    %658 = buffer %657, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 15 : ui32, handshake.name = "buffer247"} : <i6>
    %659:2 = fork [2] %658 {handshake.bb = 15 : ui32, handshake.name = "fork95"} : <i6>
    %660 = trunci %659#0 {handshake.bb = 15 : ui32, handshake.name = "trunci30"} : <i6> to <i5>
    %661 = cmpi ult, %659#1, %653 {handshake.bb = 15 : ui32, handshake.name = "cmpi8"} : <i6>
    %662 = buffer %661, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.bb = 15 : ui32, handshake.name = "buffer248"} : <i1>
    %663:8 = fork [8] %662 {handshake.bb = 15 : ui32, handshake.name = "fork96"} : <i1>
    %trueResult_169, %falseResult_170 = cond_br %663#0, %660 {handshake.bb = 15 : ui32, handshake.name = "cond_br36"} : <i1>, <i5>
    sink %falseResult_170 {handshake.name = "sink36"} : <i5>
    %trueResult_171, %falseResult_172 = cond_br %664, %falseResult_158 {handshake.bb = 15 : ui32, handshake.name = "cond_br37"} : <i1>, <>
    %664 = buffer %663#7, bufferType = FIFO_BREAK_NONE, numSlots = 1 {handshake.bb = 15 : ui32, handshake.name = "buffer232"} : <i1>
    %665:7 = fork [7] %falseResult_172 {handshake.bb = 16 : ui32, handshake.name = "fork97"} : <>
    end {handshake.bb = 16 : ui32, handshake.name = "end0"} %memEnd_11, %memEnd_9, %memEnd_7, %memEnd_5, %memEnd_3, %memEnd_1, %memEnd, %0#1 : <>, <>, <>, <>, <>, <>, <>, <>
  }
}

