-- dyn_v63_0 : valid_merger({'left_bitwidth': 32, 'right_bitwidth': 0})


library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of valid_merger
entity dyn_v63_0 is
  port (
    -- inputs
    clk              : in std_logic;
    rst              : in std_logic;
    lhs_ins          : in std_logic_vector(32 - 1 downto 0);
    lhs_ins_valid    : in std_logic;
    lhs_outs_ready   : in std_logic;
    
    rhs_ins_valid    : in std_logic;
    rhs_outs_ready   : in std_logic;
    -- outputs
    lhs_outs         : out std_logic_vector(32 - 1 downto 0);
    lhs_outs_valid   : out std_logic;
    lhs_ins_ready    : out std_logic;
    
    rhs_outs_valid   : out std_logic;
    rhs_ins_ready    : out std_logic
  );
end entity;

-- Architecture of valid_merger
architecture arch of dyn_v63_0 is
begin
  lhs_outs <= lhs_ins;
  lhs_outs_valid <= lhs_ins_valid;
  lhs_ins_ready <= lhs_outs_ready;

  
  rhs_outs_valid <= lhs_ins_valid; -- merge happens here
  rhs_ins_ready <= rhs_outs_ready;
end architecture;

