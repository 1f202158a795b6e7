-- dyn_v68_3 : lazy_fork({'size': 3, 'bitwidth': 0})


library ieee;
use ieee.std_logic_1164.all;

-- Entity of and_n
entity dyn_v68_3_and_n is
  port (
    -- inputs
    ins : in std_logic_vector(3 - 1 downto 0);
    -- outputs
    outs : out std_logic
  );
end entity;

-- Architecture of and_n
architecture arch of dyn_v68_3_and_n is
  signal all_ones : std_logic_vector(3 - 1 downto 0) := (others => '1');
begin
  outs <= '1' when ins = all_ones else '0';
end architecture;

library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;


-- Entity of lazy_fork_dataless
entity dyn_v68_3 is
  port (
    clk, rst : in std_logic;
    -- input channel
    ins_valid : in  std_logic;
    ins_ready : out std_logic;
    -- output channels
    outs_valid : out std_logic_vector(3 - 1 downto 0);
    outs_ready : in  std_logic_vector(3 - 1 downto 0)
  );
end entity;

-- Architecture of lazy_fork_dataless
architecture arch of dyn_v68_3 is
  signal allnReady : std_logic;
begin
  readyAnd : entity work.dyn_v68_3_and_n
    port map(
      outs_ready,
      allnReady
      );
      
  valids : process (ins_valid, outs_ready)
    variable tmp_ready : std_logic_vector(3 - 1 downto 0);
  begin
    for i in tmp_ready'range loop
      tmp_ready(i) := '1';
      for j in outs_ready'range loop
        if i /= j then
          tmp_ready(i) := (tmp_ready(i) and outs_ready(j));
        end if;
      end loop;
    end loop;
    for i in outs_valid'range loop
      outs_valid(i) <= ins_valid and tmp_ready(i);
    end loop;
  end process;
  ins_ready <= allnReady;
end architecture;

