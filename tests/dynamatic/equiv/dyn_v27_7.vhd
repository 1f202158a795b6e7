-- dyn_v27_7 : lazy_fork({'size': 3, 'bitwidth': 0, 'extra_signals': {'spec': 1}})


library ieee;
use ieee.std_logic_1164.all;

-- Entity of and_n
entity dyn_v27_7_inner_inner_and_n is
  port (
    -- inputs
    ins : in std_logic_vector(3 - 1 downto 0);
    -- outputs
    outs : out std_logic
  );
end entity;

-- Architecture of and_n
architecture arch of dyn_v27_7_inner_inner_and_n is
  signal all_ones : std_logic_vector(3 - 1 downto 0) := (others => '1');
begin
  outs <= '1' when ins = all_ones else '0';
end architecture;

library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;


-- Entity of lazy_fork_dataless
entity dyn_v27_7_inner_inner is
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
architecture arch of dyn_v27_7_inner_inner is
  signal allnReady : std_logic;
begin
  readyAnd : entity work.dyn_v27_7_inner_inner_and_n
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

library ieee;
use ieee.std_logic_1164.all;
use work.types.all;

-- Entity of lazy_fork
entity dyn_v27_7_inner is
  port (
    clk, rst : in std_logic;
    -- input channel
    ins       : in  std_logic_vector(1 - 1 downto 0);
    ins_valid : in  std_logic;
    ins_ready : out std_logic;
    -- output channels
    outs       : out data_array (3 - 1 downto 0)(1 - 1 downto 0);
    outs_valid : out std_logic_vector(3 - 1 downto 0);
    outs_ready : in  std_logic_vector(3 - 1 downto 0)
  );
end entity;

-- Architecture of lazy_fork
architecture arch of dyn_v27_7_inner is
begin
  control : entity work.dyn_v27_7_inner_inner
    port map(
      clk        => clk,
      rst        => rst,
      ins_valid  => ins_valid,
      ins_ready  => ins_ready,
      outs_valid => outs_valid,
      outs_ready => outs_ready
    );
  process (ins)
  begin
    for i in 0 to 3 - 1 loop
      outs(i) <= ins;
    end loop;
  end process;
end architecture;

library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;
use work.types.all;

-- Entity of signal manager
entity dyn_v27_7 is
  port(
    clk : in std_logic;
    rst : in std_logic;
    ins_valid : in std_logic;
    ins_ready : out std_logic;
    ins_spec : in std_logic_vector(1 - 1 downto 0);
    outs_valid : out std_logic_vector(3 - 1 downto 0);
    outs_ready : in std_logic_vector(3 - 1 downto 0);
    outs_0_spec : out std_logic_vector(1 - 1 downto 0);
    outs_1_spec : out std_logic_vector(1 - 1 downto 0);
    outs_2_spec : out std_logic_vector(1 - 1 downto 0)
  );
end entity;

-- Architecture of signal manager (concat)
architecture arch of dyn_v27_7 is
  signal ins_concat : std_logic_vector(0 downto 0);
  signal ins_concat_valid : std_logic;
  signal ins_concat_ready : std_logic;
  signal outs_concat : data_array(2 downto 0)(0 downto 0);
  signal outs_concat_valid : std_logic_vector(2 downto 0);
  signal outs_concat_ready : std_logic_vector(2 downto 0);
begin
  -- Concate/slice data and extra signals
  ins_concat(0 downto 0) <= ins_spec;
  ins_concat_valid <= ins_valid;
  ins_ready <= ins_concat_ready;
  outs_0_spec <= outs_concat(0)(0 downto 0);
  outs_1_spec <= outs_concat(1)(0 downto 0);
  outs_2_spec <= outs_concat(2)(0 downto 0);
  outs_valid <= outs_concat_valid;
  outs_concat_ready <= outs_ready;

  inner : entity work.dyn_v27_7_inner(arch)
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

