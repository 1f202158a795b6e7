handshake.func @f(%a: !handshake.channel<i32>) -> !handshake.channel<i32> {
  %r = addi %a, %a : 
  %q = = addi %a : <i32>
  %w = mux %a [%a : <i32>
  end %r : <i32>
}
