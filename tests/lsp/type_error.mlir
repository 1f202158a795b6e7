// addi whose operands differ: %a carries the spec signal, %b does not (the
// language server tests underline %a and relate %b).
module {
  handshake.func @bad(%a: !handshake.channel<i32, [spec: i1]>, %b: !handshake.channel<i32>, %start: !handshake.control<>) -> (!handshake.channel<i32>, !handshake.control<>) attributes {argNames = ["a", "b", "start"], resNames = ["out0", "end"]} {
    %s = addi %a, %b {handshake.name = "add0"} : <i32>
    end %s, %start : <i32>, <>
  }
}
