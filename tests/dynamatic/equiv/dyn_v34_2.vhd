-- dyn_v34_2 : br({'bitwidth': 0, 'extra_signals': {}})


library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of br_dataless
entity dyn_v34_2 is
  port (
    clk, rst : in std_logic;
    -- input channel
    ins_valid : in  std_logic;
    ins_ready : out std_logic;
    -- input channel
    outs_valid : out std_logic;
    outs_ready : in  std_logic
  );
end entity;

-- Architecture of br_dataless
architecture arch of dyn_v34_2 is
begin
  outs_valid <= ins_valid;
  ins_ready  <= outs_ready;
end architecture;

