handshake.func @loop(%n: !handshake.channel<i32>, %start: !handshake.control<>) -> !handshake.channel<i32> {
  %c, %i = control_merge [%start, %back] : [<>, <>] to <>, <i1>
  %x = mux %i [%n, %dec] : <i1>, [<i32>, <i32>] to <i32>
  %src = source : <>
  %one = constant %src {value = 1 : i32} : <>, <i32>
  %z = cmpi ne, %x, %one : <i32>
  %t, %f = cond_br %z, %x : <i1>, <i32>
  %ct, %cf = cond_br %z, %c : <i1>, <>
  %back = br %ct : <>
  %dec = subi %t, %one : <i32>
  sink %cf : <>
  end %f : <i32>
}
