-- handshake_trunci_0 : trunci({'input_bitwidth': 11, 'output_bitwidth': 10, 'extra_signals': {}})


library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;
use ieee.float_pkg.all;

-- Entity of trunci
entity handshake_trunci_0 is
  port(
    clk: in std_logic;
    rst: in std_logic;
    -- input channel
    ins: in std_logic_vector(11 - 1 downto 0);
    ins_valid: in std_logic;
    ins_ready: out std_logic;
    -- output channel
    outs: out std_logic_vector(10 - 1 downto 0);
    outs_valid: out std_logic;
    outs_ready: in std_logic
  );
end entity;

-- Architecture of trunci
architecture arch of handshake_trunci_0 is
  
begin

  outs       <= ins(10 - 1 downto 0);
    

  -- combinatorial unit forwards handshaking
  outs_valid <= ins_valid;
  ins_ready <= outs_ready;

end architecture;

