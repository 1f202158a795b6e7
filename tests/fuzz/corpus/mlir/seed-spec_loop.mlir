// A speculative loop (the do-while w = v + 1 while w < 100 of a speculative
// region, as tests/circuits/spec_loop.json builds it): non_spec at the entries, a
// speculator predicting the loop condition, save-commits on the loop value and the
// loop control, the commit control routed to the exit by speculating_branch, commits
// on both exits. result = x + 1 when x + 1 >= 100 (unsigned), else 100.
handshake.func @spec_loop(%x: !handshake.channel<i32>, %start: !handshake.control<>) -> (!handshake.channel<i32>, !handshake.control<>) attributes {argNames = ["x", "start"], resNames = ["result", "done"]} {
  %xs = non_spec %x {handshake.bb = 0 : ui32, handshake.name = "nsx"} : <i32> to <i32, [spec: i1]>
  %ss = non_spec %start {handshake.bb = 0 : ui32, handshake.name = "nss"} : <> to <[spec: i1]>
  %ctrl, %idx = control_merge [%ss, %backC] {handshake.bb = 1 : ui32, handshake.name = "cm"} : [<[spec: i1]>, <[spec: i1]>] to <[spec: i1]>, <i1, [spec: i1]>
  %v = mux %idx [%xs, %backD] {handshake.bb = 1 : ui32, handshake.name = "mx"} : <i1, [spec: i1]>, [<i32, [spec: i1]>, <i32, [spec: i1]>] to <i32, [spec: i1]>
  %one = constant %ctrl {value = 1 : i32, handshake.bb = 1 : ui32, handshake.name = "one"} : <[spec: i1]>, <i32, [spec: i1]>
  %bound = constant %ctrl {value = 100 : i32, handshake.bb = 1 : ui32, handshake.name = "bound"} : <[spec: i1]>, <i32, [spec: i1]>
  %w = addi %v, %one {latency = 2 : ui32, handshake.bb = 1 : ui32, handshake.name = "add"} : <i32, [spec: i1]>
  %cond = cmpi ult, %w, %bound {handshake.bb = 1 : ui32, handshake.name = "cmp"} : <i32, [spec: i1]>
  %pred, %issue, %history, %commit = speculator [%ctrl] %cond {fifoDepth = 4 : ui32, handshake.bb = 1 : ui32, handshake.name = "spec"} : <[spec: i1]>, <i1, [spec: i1]>, <i1, [spec: i1]>, <i2>, <i2>, <i1>
  %predB = buffer %pred, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.name = "b_out"} : <i1, [spec: i1]>
  %issueB = buffer %issue, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.name = "b_iss"} : <i2>
  %historyB = buffer %history, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.name = "b_his"} : <i2>
  %commitB = buffer %commit, bufferType = ONE_SLOT_BREAK_R, numSlots = 1 {handshake.name = "b_com"} : <i1>
  %wSaved = spec_save_commit [%issueB, %historyB] %w {fifoDepth = 4 : ui32, handshake.name = "sc"} : <i32, [spec: i1]>, <i2>, <i2>
  %cSaved = spec_save_commit [%issueB, %historyB] %ctrl {fifoDepth = 4 : ui32, handshake.name = "sc_c"} : <[spec: i1]>, <i2>, <i2>
  %dT, %dF = cond_br %predB, %wSaved {handshake.bb = 1 : ui32, handshake.name = "cbr_d"} : <i1, [spec: i1]>, <i32, [spec: i1]>
  %cT, %cF = cond_br %predB, %cSaved {handshake.bb = 1 : ui32, handshake.name = "cbr_c"} : <i1, [spec: i1]>, <[spec: i1]>
  %backD = buffer %dT, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "back_d"} : <i32, [spec: i1]>
  %backC = buffer %cT, bufferType = ONE_SLOT_BREAK_DV, numSlots = 1 {handshake.name = "back_c"} : <[spec: i1]>
  %sbT, %sbF = speculating_branch [%predB] %predB {handshake.name = "sb"} : <i1, [spec: i1]>, <i1, [spec: i1]>, <i1>, <i1>
  %rT, %rF = cond_br %sbT, %commitB {handshake.name = "route"} : <i1>, <i1>
  %res = spec_commit [%rF] %dF {handshake.bb = 2 : ui32, handshake.name = "cm_d"} : <i32, [spec: i1]>, <i32>, <i1>
  %done = spec_commit [%rF] %cF {handshake.bb = 2 : ui32, handshake.name = "cm_c"} : <[spec: i1]>, <>, <i1>
  end %res, %done : <i32>, <>
}
