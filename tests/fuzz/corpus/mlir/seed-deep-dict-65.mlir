handshake.func @f(%a: !handshake.channel<i32>) -> (!handshake.channel<i32>) attributes {argNames = ["a"], nest = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = {k = 1}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}} {
  %r = not %a : <i32>
  end %r : <i32>
}
