// A syntax error (the stray "?") after characters outside ASCII on its line: é takes
// one UTF-16 unit and two bytes, 𝄞 two units and four bytes (the position tests).
module {
  handshake.func @u(%a: !handshake.channel<i32>, %start: !handshake.control<>) -> (!handshake.channel<i32>, !handshake.control<>) attributes {argNames = ["a", "start"], resNames = ["out0", "end"]} {
    %s = addi %a, %a {handshake.name = "é𝄞"} : <i32> ?
    end %s, %start : <i32>, <>
  }
}
