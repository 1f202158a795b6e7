// Hand-written reference unit for the hs_sim self-test (tests/sim/selftest.sh): a
// correct design the harness must pass, and which the script mutates to check that
// the harness catches the injected bug. Not generated, not a product file.
module load_a8_d32(input clk, input rst,
  input [7:0] addrIn, input addrIn_valid, output addrIn_ready, input [0:0] addrIn_spec,
  input [31:0] dataFromMem, input dataFromMem_valid, output dataFromMem_ready,
  output [7:0] addrOut, output addrOut_valid, input addrOut_ready,
  output [31:0] dataOut, output dataOut_valid, input dataOut_ready, output [0:0] dataOut_spec);
  reg [0:0] q [0:3];
  reg [1:0] rd, wr;
  reg [2:0] cnt;
  wire full = cnt == 3'd4, empty = cnt == 3'd0;
  wire push = addrIn_valid & addrOut_ready & ~full;
  wire pop = dataFromMem_valid & dataOut_ready & ~empty;
  assign addrOut = addrIn;
  assign addrOut_valid = addrIn_valid & ~full;
  assign addrIn_ready = addrOut_ready & ~full;
  assign dataOut = dataFromMem;
  assign dataOut_valid = dataFromMem_valid & ~empty;
  assign dataFromMem_ready = dataOut_ready & ~empty;
  assign dataOut_spec = q[rd];
  always @(posedge clk)
    if (rst) begin rd <= 0; wr <= 0; cnt <= 0; end
    else begin
      if (push) begin q[wr] <= addrIn_spec; wr <= wr + 1'b1; end
      if (pop) rd <= rd + 1'b1;
      if (push & ~pop) cnt <= cnt + 1'b1;
      else if (~push & pop) cnt <= cnt - 1'b1;
    end
endmodule
