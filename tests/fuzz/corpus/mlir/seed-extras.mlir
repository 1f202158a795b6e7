handshake.func @x(%a: !handshake.channel<i32, [spec: i1, tag: ui8]>, %u: !handshake.channel<si16, [extra: i1 (U)]>) -> (!handshake.channel<i32, [spec: i1, tag: ui8]>, !handshake.channel<i16, [extra: (U) i1]>) {
  %r = not %a : <i32, [spec: i1, tag: ui8]>
  end %r, %u : <i32, [spec: i1, tag: ui8]>, <i16, [extra: i1 (U)]>
}
