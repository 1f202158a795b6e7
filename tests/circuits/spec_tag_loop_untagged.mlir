// The predicted loop of untagged/spec_tag_loop.json as Dynamatic's IR holds it
// before its speculative region is tagged: the speculator, save-commit and commit are
// placed, `spec` is only on the speculator's own side (non_spec on its condition and
// trigger), the loop's channels carry none yet. The command channels are i2 as the
// speculator's rule asks (i1 in a plain drawing); buffers on the back edge and after
// the speculator, as Dynamatic places them before export. Not in mlir/: it is read
// only through spec-tag insertion (mlir_spec_tags.sh).
handshake.func @spec_tag_loop(%x: !handshake.channel<i32>, %spec_in: !handshake.channel<i1>, %trigger: !handshake.control<>, %addr: !handshake.channel<i10>) -> (!handshake.channel<i10>, !handshake.channel<i32>) attributes {argNames = ["x", "spec_in", "trigger", "addr"], resNames = ["mem_addr", "mem_data"]} {
  %v, %idx = control_merge [%x, %backB] {handshake.bb = 1 : ui32, handshake.name = "cmerge0"} : [<i32>, <i32>] to <i32>, <i1>
  sink %idx {handshake.name = "sink0"} : <i1>
  %src = source {handshake.name = "source0"} : <>
  %one = constant %src {value = 1 : i32, handshake.bb = 1 : ui32, handshake.name = "constant0"} : <>, <i32>
  %sum = addi %v, %one {handshake.bb = 1 : ui32, handshake.name = "addi0"} : <i32>
  %specInN = non_spec %spec_in {handshake.bb = 1 : ui32, handshake.name = "ns_cond"} : <i1> to <i1, [spec: i1]>
  %triggerN = non_spec %trigger {handshake.bb = 1 : ui32, handshake.name = "ns_trigger"} : <> to <[spec: i1]>
  %predS, %issueS, %historyS, %commitS = speculator [%triggerN] %specInN {fifoDepth = 4 : ui32, handshake.bb = 1 : ui32, handshake.name = "speculator0"} : <[spec: i1]>, <i1, [spec: i1]>, <i1, [spec: i1]>, <i2>, <i2>, <i1>
  %pred = buffer %predS, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.name = "b_out"} : <i1, [spec: i1]>
  %issue = buffer %issueS, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.name = "b_iss"} : <i2>
  %history = buffer %historyS, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.name = "b_his"} : <i2>
  %commit = buffer %commitS, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.name = "b_com"} : <i1>
  %saved = spec_save_commit [%issue, %history] %sum {fifoDepth = 4 : ui32, handshake.name = "save_commit0"} : <i32>, <i2>, <i2>
  %back, %exit = cond_br %pred, %saved {handshake.bb = 1 : ui32, handshake.name = "cond_br0"} : <i1, [spec: i1]>, <i32>
  %backB = buffer %back, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "buf0"} : <i32>
  %res = spec_commit [%commit] %exit {handshake.bb = 2 : ui32, handshake.name = "commit0"} : <i32>, <i32>, <i1>
  %stAddr, %stData = store [%addr] %res {handshake.bb = 2 : ui32, handshake.name = "store0"} : <i10>, <i32>, <i10>, <i32>
  end %stAddr, %stData : <i10>, <i32>
}
