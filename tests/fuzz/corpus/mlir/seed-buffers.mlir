handshake.func @b(%a: !handshake.channel<i32>) -> !handshake.channel<i32> {
  %0 = buffer %a, bufferType = FIFO_BREAK_DV, numSlots = 4, dvLatency = 1 : <i32>
  %1 = tehb [2] %0 : <i32>
  %2 = buffer [3] fifo %1 : <i32>
  %3 = buffer %2 {hw.parameters = {NUM_SLOTS = 1 : ui32, TIMING = #handshake<timing {R: 1}>}} : <i32>
  end %3 : <i32>
}
