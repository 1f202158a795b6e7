-- dyn_v64_3 : ready_remover({'bitwidth': 0, 'extra_signals': {'spec': 1}})


library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of ready remover
entity dyn_v64_3_inner is
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

-- Architecture of ready remover
architecture arch of dyn_v64_3_inner is
begin
  
  outs_valid <= ins_valid;
  ins_ready <= '1';
end architecture;

library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;
use work.types.all;

-- Entity of signal manager
entity dyn_v64_3 is
  port(
    clk : in std_logic;
    rst : in std_logic;
    ins_valid : in std_logic;
    ins_ready : out std_logic;
    ins_spec : in std_logic_vector(1 - 1 downto 0);
    outs_valid : out std_logic;
    outs_ready : in std_logic;
    outs_spec : out std_logic_vector(1 - 1 downto 0)
  );
end entity;

-- Architecture of signal manager (default)
architecture arch of dyn_v64_3 is
begin
  -- Forward extra signals to output channels
  outs_spec <= ins_spec;

  inner : entity work.dyn_v64_3_inner(arch)
    port map(
      clk => clk,
      rst => rst,
      ins_valid => ins_valid,
      ins_ready => ins_ready,
      outs_valid => outs_valid,
      outs_ready => outs_ready
    );
end architecture;

