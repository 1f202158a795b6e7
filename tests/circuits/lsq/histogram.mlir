// histogram (histogram.c): hist[x[i]] += w[i] for i in [0, n), as Dynamatic's export
// writes it: x and w read through memory controllers, hist read and written through
// an LSQ (one group per iteration: the load, then the store). Consecutive iterations
// hit the same bin (x = 0 1 4 4 1 0 ...): each load must see the store before it.
// One ONE_SLOT_BREAK_DV buffer on each back edge; the reader adds forks and sinks.
handshake.func @histogram(%x: memref<16xi32>, %w: memref<16xi32>, %hist: memref<8xi32>, %n: !handshake.channel<i32>, %x_start: !handshake.control<>, %w_start: !handshake.control<>, %hist_start: !handshake.control<>, %start: !handshake.control<>) -> (!handshake.control<>, !handshake.control<>, !handshake.control<>, !handshake.control<>) attributes {argNames = ["x", "w", "hist", "n", "x_start", "w_start", "hist_start", "start"], resNames = ["x_end", "w_end", "hist_end", "end"]} {
  %xData, %xEnd = mem_controller[%x : memref<16xi32>] %x_start (%xAddr) %exit {connectedBlocks = [1 : i32], handshake.name = "mem_controller0"} : (!handshake.channel<i4>) -> !handshake.channel<i32>
  %wData, %wEnd = mem_controller[%w : memref<16xi32>] %w_start (%wAddr) %exit {connectedBlocks = [1 : i32], handshake.name = "mem_controller1"} : (!handshake.channel<i4>) -> !handshake.channel<i32>
  %h:2 = lsq[%hist : memref<8xi32>] (%hist_start, %body, %hLdAddr, %hStAddr, %hStData, %exit) {groupSizes = [2 : i32], handshake.name = "lsq0"} : (!handshake.control<>, !handshake.control<>, !handshake.channel<i3>, !handshake.channel<i3>, !handshake.channel<i32>, !handshake.control<>) -> (!handshake.channel<i32>, !handshake.control<>)
  %zero = constant %start {value = 0 : i32, handshake.bb = 0 : ui32, handshake.name = "constant0"} : <>, <i32>
  %ctrl, %idx = control_merge [%start, %backCtrl] {handshake.bb = 1 : ui32, handshake.name = "control_merge0"} : [<>, <>] to <>, <i1>
  %i = mux %idx [%zero, %backI] {handshake.bb = 1 : ui32, handshake.name = "mux0"} : <i1>, [<i32>, <i32>] to <i32>
  %bound = mux %idx [%n, %backN] {handshake.bb = 1 : ui32, handshake.name = "mux1"} : <i1>, [<i32>, <i32>] to <i32>
  %cond = cmpi slt, %i, %bound {handshake.bb = 1 : ui32, handshake.name = "cmpi0"} : <i32>
  %tI, %fI = cond_br %cond, %i {handshake.bb = 1 : ui32, handshake.name = "cond_br0"} : <i1>, <i32>
  %tN, %fN = cond_br %cond, %bound {handshake.bb = 1 : ui32, handshake.name = "cond_br1"} : <i1>, <i32>
  %body, %exit = cond_br %cond, %ctrl {handshake.bb = 1 : ui32, handshake.name = "cond_br2"} : <i1>, <>
  %tI_i1 = trunci %tI {handshake.bb = 2 : ui32, handshake.name = "trunci0"} : <i32> to <i4>
  %xAddr, %xi = load[%tI_i1] %xData {handshake.bb = 2 : ui32, handshake.name = "load0"} : <i4>, <i32>, <i4>, <i32>
  %tI_i2 = trunci %tI {handshake.bb = 2 : ui32, handshake.name = "trunci1"} : <i32> to <i4>
  %wAddr, %wi = load[%tI_i2] %wData {handshake.bb = 2 : ui32, handshake.name = "load1"} : <i4>, <i32>, <i4>, <i32>
  %xi_i3 = trunci %xi {handshake.bb = 2 : ui32, handshake.name = "trunci2"} : <i32> to <i3>
  %hLdAddr, %old = load[%xi_i3] %h#0 {handshake.bb = 2 : ui32, handshake.deps = #handshake<deps[["store0", 1, true]]>, handshake.name = "load2"} : <i3>, <i32>, <i3>, <i32>
  %new = addi %old, %wi {handshake.bb = 2 : ui32, handshake.name = "addi0"} : <i32>
  %xi_i4 = trunci %xi {handshake.bb = 2 : ui32, handshake.name = "trunci3"} : <i32> to <i3>
  %hStAddr, %hStData = store[%xi_i4] %new {handshake.bb = 2 : ui32, handshake.deps = #handshake<deps[["load2", 1, true], ["store0", 1, true]]>, handshake.name = "store0"} : <i3>, <i32>, <i3>, <i32>
  %src = source {handshake.bb = 2 : ui32, handshake.name = "source0"} : <>
  %one = constant %src {value = 1 : i32, handshake.bb = 2 : ui32, handshake.name = "constant1"} : <>, <i32>
  %nextI = addi %tI, %one {handshake.bb = 2 : ui32, handshake.name = "addi1"} : <i32>
  %backI = buffer %nextI, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer0"} : <i32>
  %backN = buffer %tN, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer1"} : <i32>
  %backCtrl = buffer %body, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buffer2"} : <>
  end %xEnd, %wEnd, %h#1, %exit : <>, <>, <>, <>
}
