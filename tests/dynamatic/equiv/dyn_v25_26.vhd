-- dyn_v25_26 : buffer({'num_slots': 1, 'dv_latency': 2, 'bitwidth': 0, 'buffer_type': 'COUNTER_BUFFER', 'extra_signals': {}})


library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of counter_buffer_dataless
entity dyn_v25_26 is
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
architecture arch of dyn_v25_26 is
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

