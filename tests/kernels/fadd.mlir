// Two f32 inputs added: --arg takes decimal floats for float ports (hsgen's own test IR).
handshake.func @fadd(%a: !handshake.channel<f32>, %b: !handshake.channel<f32>, %start: !handshake.control<>) -> (!handshake.channel<f32>, !handshake.control<>) attributes {argNames = ["a", "b", "start"], resNames = ["out0", "end"]} {
  %s = addf %a, %b {handshake.name = "addf0"} : <f32>
  end {handshake.name = "end0"} %s, %start : <f32>, <>
}
