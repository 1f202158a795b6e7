// bundle and unbundle as Dynamatic's printer writes them (its test
// test/Dialect/Handshake/ops.mlir, @unbundleChannelComplex and @unbundleControl,
// joined into one function; the f16 extra signal there is i16 here, hsgen's extra
// signals being integers): a channel unbundled into a control, its raw data and its
// downstream extra signal, taking its upstream ones as raw wires; the control
// unbundled again into a raw valid wire, taking a raw ready wire; both bundled back.
// Every wire between the units is raw (no handshake). out0 = channel.
handshake.func @bundle_wires(%channel: !handshake.channel<i32, [e1: i1 (U), e2: i16, e3: i32 (U)]>, %start: !handshake.control<>) -> (!handshake.channel<i32, [e1: i1 (U), e2: i16, e3: i32 (U)]>, !handshake.control<>) attributes {argNames = ["channel", "start"], resNames = ["out0", "end"]} {
  %ctrl, %data, %e2 = unbundle %channel [%e1, %e3] {handshake.bb = 0 : ui32, handshake.name = "unbundle0"} : <i32, [e1: i1 (U), e2: i16, e3: i32 (U)]> to _
  %valid = unbundle %ctrl [%ready] {handshake.bb = 0 : ui32, handshake.name = "unbundle1"} : <> to _
  %ctrlAgain, %ready = bundle %valid {handshake.bb = 0 : ui32, handshake.name = "bundle0"} : _ to <>
  %channelAgain, %e1, %e3 = bundle %ctrlAgain, %data, %e2 {handshake.bb = 0 : ui32, handshake.name = "bundle1"} : _ to <i32, [e1: i1 (U), e2: i16, e3: i32 (U)]>
  end %channelAgain, %start : <i32, [e1: i1 (U), e2: i16, e3: i32 (U)]>, <>
}
