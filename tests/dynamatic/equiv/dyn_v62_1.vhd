-- dyn_v62_1 : rigidifier({'bitwidth': 0})


library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of rigidifier
entity dyn_v62_1 is
  port (
    -- inputs
    clk          : in std_logic;
    rst          : in std_logic;
    ins_valid    : in std_logic;
    outs_ready : in std_logic;
    -- outputs
    outs_valid : out std_logic;
    ins_ready    : out std_logic
  );
end entity;

-- Architecture of rigidifier
architecture arch of dyn_v62_1 is
begin
  outs_valid <= ins_valid;
  ins_ready <= '1';
end architecture;

