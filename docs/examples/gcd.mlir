// Loop with a branch inside: Euclid's gcd by subtraction (a, b > 0). Both
// differences are computed each trip and select keeps the right ones.
// Back edges use the old buffer syntax (oehb [N] and buffer [N] seq).
module {
  handshake.func @gcd(%a: !handshake.channel<i32>, %b: !handshake.channel<i32>, %start: !handshake.control<>) -> (!handshake.channel<i32>, !handshake.control<>) attributes {argNames = ["a", "b", "start"], resNames = ["out0", "end"]} {
    %ctrl, %idx = control_merge [%start, %backC] {handshake.bb = 1 : ui32, handshake.name = "control_merge0"} : [<>, <>] to <>, <i1>
    %x = mux %idx [%a, %backA] {handshake.bb = 1 : ui32, handshake.name = "mux0"} : <i1>, [<i32>, <i32>] to <i32>
    %y = mux %idx [%b, %backB] {handshake.bb = 1 : ui32, handshake.name = "mux1"} : <i1>, [<i32>, <i32>] to <i32>
    %ne = cmpi ne, %x, %y {handshake.bb = 1 : ui32, handshake.name = "cmpi0"} : <i32>
    %xT, %xF = cond_br %ne, %x {handshake.bb = 1 : ui32} : <i1>, <i32>
    %yT, %yF = cond_br %ne, %y {handshake.bb = 1 : ui32} : <i1>, <i32>
    %cT, %cF = cond_br %ne, %ctrl {handshake.bb = 1 : ui32} : <i1>, <>
    %gt = cmpi ugt, %xT, %yT {handshake.bb = 2 : ui32, handshake.name = "cmpi1"} : <i32>
    %dxy = subi %xT, %yT {handshake.bb = 2 : ui32} : <i32>
    %dyx = subi %yT, %xT {handshake.bb = 2 : ui32} : <i32>
    %nx = select %gt [%dxy, %xT] {handshake.bb = 2 : ui32} : <i1>, <i32>
    %ny = select %gt [%yT, %dyx] {handshake.bb = 2 : ui32} : <i1>, <i32>
    %backA = oehb [1] %nx {handshake.bb = 2 : ui32} : <i32>
    %backB = buffer [1] seq %ny {handshake.bb = 2 : ui32} : <i32>
    %backC = oehb [1] %cT {handshake.bb = 2 : ui32} : <>
    sink %yF : <i32>
    end %xF, %cF : <i32>, <>
  }
}
