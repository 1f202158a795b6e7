-- dyn_v25_8 : buffer({'num_slots': 1, 'dv_latency': 1, 'bitwidth': 32, 'buffer_type': 'ONE_SLOT_BREAK_DVR', 'extra_signals': {}})


library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of one_slot_break_dvr_dataless
entity dyn_v25_8_inner is 
  port (
    clk, rst : in std_logic;
    -- input channel
    ins_valid : in  std_logic;
    ins_ready : out std_logic;
    -- output channel
    outs_valid : out std_logic;
    outs_ready : in  std_logic
  );
end entity;

-- Architecture of one_slot_break_dvr_dataless
architecture arch of dyn_v25_8_inner is

  signal enable, stop : std_logic;
  signal outputValid, inputReady : std_logic;

begin

  p_ready : process(clk) is
  begin
    if (rising_edge(clk)) then
      if (rst = '1') then
        inputReady <= '1';
      else
        inputReady <= (not stop) and (not enable);
      end if;
    end if;
  end process; 

  p_valid : process(clk) is
  begin
    if (rising_edge(clk)) then
      if (rst = '1') then
        outputValid <= '0';
      else
        outputValid <= enable or stop;
      end if;
    end if;
  end process;

  enable <= ins_valid and inputReady;
  stop <= outputValid and not outs_ready;
  ins_ready <= inputReady;
  outs_valid <= outputValid;

end architecture;


    library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of one_slot_break_dvr
entity dyn_v25_8 is
  port (
    clk, rst : in std_logic;
    -- input channel
    ins       : in  std_logic_vector(32 - 1 downto 0);
    ins_valid : in  std_logic;
    ins_ready : out std_logic;
    -- output channel
    outs       : out std_logic_vector(32 - 1 downto 0);
    outs_valid : out std_logic;
    outs_ready : in  std_logic
  );
end entity;

-- Architecture of one_slot_break_dvr
architecture arch of dyn_v25_8 is
  signal enable, inputReady : std_logic;
  signal dataReg: std_logic_vector(32 - 1 downto 0);
begin

  control : entity work.dyn_v25_8_inner
    port map(
      clk        => clk,
      rst        => rst,
      ins_valid  => ins_valid,
      ins_ready  => inputReady,
      outs_valid => outs_valid,
      outs_ready => outs_ready
    );

  p_data : process (clk) is
  begin
    if (rising_edge(clk)) then
      if (rst = '1') then
        dataReg <= (others => '0');
      elsif (enable) then
        dataReg <= ins;
      end if;
    end if;
  end process;

  ins_ready <= inputReady;
  enable <= ins_valid and inputReady;
  outs <= dataReg;

end architecture;

