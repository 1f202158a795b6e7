-- dyn_v24_0 : truncf({'extra_signals': {}})


library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;
use ieee.float_pkg.all;

-- Entity of truncf
entity dyn_v24_0 is
  port(
    clk: in std_logic;
    rst: in std_logic;
    -- input channel
    ins: in std_logic_vector(64 - 1 downto 0);
    ins_valid: in std_logic;
    ins_ready: out std_logic;
    -- output channel
    outs: out std_logic_vector(32 - 1 downto 0);
    outs_valid: out std_logic;
    outs_ready: in std_logic
  );
end entity;

-- Architecture of truncf
architecture arch of dyn_v24_0 is
  signal masked_ins : std_logic_vector(64 - 1 downto 0);
  signal float_value : float64;
  signal float_truncated : float32;
    
begin

  masked_ins <= ins when ins_valid = '1' else (others => '0');
  float_value <= to_float(masked_ins, 11, 52);
  float_truncated <= to_float32(float_value);
  outs <= to_std_logic_vector(float_truncated);
    

  -- combinatorial unit forwards handshaking
  outs_valid <= ins_valid;
  ins_ready <= outs_ready;

end architecture;

