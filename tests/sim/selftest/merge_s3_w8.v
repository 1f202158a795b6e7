// Hand-written reference unit for the hs_sim self-test (tests/sim/selftest.sh): a
// correct design the harness must pass, and which the script mutates to check that
// the harness catches the injected bug. Not generated, not a product file.
module merge_s3_w8(input clk, input rst,
  input [23:0] ins, input [2:0] ins_valid, output [2:0] ins_ready,
  input [0:0] ins_0_spec, input [0:0] ins_1_spec, input [0:0] ins_2_spec,
  output [7:0] outs, output outs_valid, input outs_ready, output [0:0] outs_spec);
  reg locked; reg [1:0] lsel;
  wire [1:0] pri = ins_valid[0] ? 2'd0 : ins_valid[1] ? 2'd1 : 2'd2;
  wire [1:0] sel = locked ? lsel : pri;
  assign outs_valid = |ins_valid;
  assign outs = sel == 0 ? ins[7:0] : sel == 1 ? ins[15:8] : ins[23:16];
  assign outs_spec = sel == 0 ? ins_0_spec : sel == 1 ? ins_1_spec : ins_2_spec;
  assign ins_ready = {sel == 2, sel == 1, sel == 0} & {3{outs_ready}};
  always @(posedge clk)
    if (rst) begin locked <= 0; lsel <= 0; end
    else begin locked <= outs_valid & ~outs_ready; lsel <= sel; end
endmodule
