handshake.func @one(%s: !handshake.control<>) -> !handshake.control<> {
  end %s : <>
}
handshake.func @two(%s: !handshake.control<>) -> !handshake.control<>
