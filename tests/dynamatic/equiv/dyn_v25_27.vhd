-- dyn_v25_27 : buffer({'num_slots': 1, 'dv_latency': 2, 'bitwidth': 0, 'buffer_type': 'COUNTER_BUFFER', 'extra_signals': {'spec': 1}})


library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of counter_buffer_dataless
entity dyn_v25_27_inner_inner is
  port(
    clk : in std_logic;
    rst : in std_logic;
    -- input channel
    ins_valid : in std_logic;
    ins_ready : out std_logic;
    -- output channel
    outs_valid : out std_logic;
    outs_ready : in std_logic
  );
end entity;

-- Architecture of counter_buffer_dataless
architecture arch of dyn_v25_27_inner_inner is
  signal occupied : std_logic;
  signal delayCnt : unsigned(1 - 1 downto 0);
  signal done     : std_logic;
begin
  done <= '1' when (occupied = '1' and delayCnt = to_unsigned(0, 1)) else '0';

  outs_valid <= done;
  ins_ready  <= (not occupied) or (done and outs_ready);

  process (clk) is
  begin
    if rising_edge(clk) then
      if rst = '1' then
        occupied <= '0';
        delayCnt <= (others => '0');
      elsif occupied = '0' then
        if ins_valid = '1' then
          occupied <= '1';
          delayCnt <= to_unsigned(1, 1);
        end if;
      elsif delayCnt > to_unsigned(0, 1) then
        delayCnt <= delayCnt - 1;
      elsif outs_ready = '1' then
        if ins_valid = '1' then
          delayCnt <= to_unsigned(1, 1);
        else
          occupied <= '0';
        end if;
      end if;
    end if;
  end process;
end architecture;

library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of counter_buffer
entity dyn_v25_27_inner is
  port (
    clk : in std_logic;
    rst : in std_logic;
    -- input channel
    ins       : in  std_logic_vector(1 - 1 downto 0);
    ins_valid : in  std_logic;
    ins_ready : out std_logic;
    -- output channel
    outs       : out std_logic_vector(1 - 1 downto 0);
    outs_valid : out std_logic;
    outs_ready : in  std_logic
  );
end entity;

-- Architecture of counter_buffer
architecture arch of dyn_v25_27_inner is
  signal inputReady : std_logic;
  signal loadData   : std_logic;
begin

  control : entity work.dyn_v25_27_inner_inner
    port map(
      clk        => clk,
      rst        => rst,
      ins_valid  => ins_valid,
      ins_ready  => inputReady,
      outs_valid => outs_valid,
      outs_ready => outs_ready
    );

  loadData <= ins_valid and inputReady;
  ins_ready <= inputReady;

  process (clk) is
  begin
    if rising_edge(clk) then
      if rst = '1' then
        outs <= (others => '0');
      elsif loadData = '1' then
        outs <= ins;
      end if;
    end if;
  end process;
end architecture;

library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;
use work.types.all;

-- Entity of signal manager
entity dyn_v25_27 is
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

-- Architecture of signal manager (concat)
architecture arch of dyn_v25_27 is
  signal ins_concat : std_logic_vector(0 downto 0);
  signal ins_concat_valid : std_logic;
  signal ins_concat_ready : std_logic;
  signal outs_concat : std_logic_vector(0 downto 0);
  signal outs_concat_valid : std_logic;
  signal outs_concat_ready : std_logic;
begin
  -- Concate/slice data and extra signals
  ins_concat(0 downto 0) <= ins_spec;
  ins_concat_valid <= ins_valid;
  ins_ready <= ins_concat_ready;
  outs_spec <= outs_concat(0 downto 0);
  outs_valid <= outs_concat_valid;
  outs_concat_ready <= outs_ready;

  inner : entity work.dyn_v25_27_inner(arch)
    port map(
      clk => clk,
      rst => rst,
      ins => ins_concat,
      ins_valid => ins_concat_valid,
      ins_ready => ins_concat_ready,
      outs => outs_concat,
      outs_valid => outs_concat_valid,
      outs_ready => outs_concat_ready
    );
end architecture;

