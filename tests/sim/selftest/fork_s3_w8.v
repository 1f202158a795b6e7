// Hand-written reference unit for the hs_sim self-test (tests/sim/selftest.sh): a
// correct design the harness must pass, and which the script mutates to check that
// the harness catches the injected bug. Not generated, not a product file.
module fork_s3_w8(input clk, input rst,
  input [7:0] ins, input ins_valid, output ins_ready, output [1:0] ins_credit, input [0:0] ins_spec,
  output [23:0] outs, output [2:0] outs_valid, input [2:0] outs_ready,
  input [1:0] outs_0_credit, input [1:0] outs_1_credit, input [1:0] outs_2_credit,
  output [0:0] outs_0_spec, output [0:0] outs_1_spec, output [0:0] outs_2_spec);
  reg [2:0] sent;
  wire [2:0] done = sent | outs_ready;
  wire all_done = &done;
  assign outs = {ins, ins, ins};
  assign outs_valid = {3{ins_valid}} & ~sent;
  assign ins_ready = all_done;
  assign outs_0_spec = ins_spec; assign outs_1_spec = ins_spec; assign outs_2_spec = ins_spec;
  assign ins_credit = outs_0_credit & outs_1_credit & outs_2_credit;
  always @(posedge clk)
    if (rst) sent <= 3'b000;
    else if (ins_valid && all_done) sent <= 3'b000;
    else sent <= sent | ({3{ins_valid}} & outs_ready);
endmodule
