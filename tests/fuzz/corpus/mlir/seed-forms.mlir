handshake.func @forms(%a: !handshake.channel<i32>, %c: !handshake.channel<i1>, %s: !handshake.control<>) -> (!handshake.channel<i32>, !handshake.control<>) {
  %k = constant %s {value = 0x1F : i32, handshake.name = "k"} : <>, <i32>
  %t, %f = cond_br %c, %a : <i1>, <i32>
  %m = merge %t, %f : <i32>
  %r, %idx = control_merge [%m, %k] : [<i32>, <i32>] to <i32>, <i1>
  %fk:2 = fork [2] %r : <i32>
  %e = extsi %idx : <i1> to <i32>
  %x = addi %fk#0, %fk#1 : <i32>
  sink %e : <i32>
  end %x, %s : <i32>, <>
}
