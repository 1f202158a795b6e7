-- dyn_v67_1 : sharing_wrapper({'bitwidth': 32, 'num_shared_operands': 2, 'latency': 4, 'credits': '1 2 3'})


library ieee;
use ieee.std_logic_1164.all;

-- Entity of or_n
entity dyn_v67_1_or is
  port (
    -- inputs
    ins : in std_logic_vector(3 - 1 downto 0);
    -- outputs
    outs : out std_logic
  );
end entity;

-- Architecture of or_n
architecture arch of dyn_v67_1_or is
  signal all_zeros : std_logic_vector(3 - 1 downto 0) := (others => '0');
begin
  outs <= '0' when ins = all_zeros else '1';
end architecture;

library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of fifo_break_dv
entity dyn_v67_1_fifo_break_dv is
  port (
    clk : in std_logic;
    rst : in std_logic;
    -- input channel
    ins       : in  std_logic_vector(3 - 1 downto 0);
    ins_valid : in  std_logic;
    ins_ready : out std_logic;
    -- output channel
    outs       : out std_logic_vector(3 - 1 downto 0);
    outs_valid : out std_logic;
    outs_ready : in  std_logic
  );
end entity;

-- Architecture of fifo_break_dv
architecture arch of dyn_v67_1_fifo_break_dv is

  signal ReadEn     : std_logic := '0';
  signal WriteEn    : std_logic := '0';
  signal Tail       : natural range 0 to 4 - 1;
  signal Head       : natural range 0 to 4 - 1;
  signal Empty      : std_logic;
  signal Full       : std_logic;
  signal Bypass     : std_logic;
  signal fifo_valid : std_logic;
  type FIFO_Memory is array (0 to 4 - 1) of std_logic_vector (3 - 1 downto 0);
  signal Memory : FIFO_Memory;

begin

  -- ready if there is space in the fifo
  ins_ready <= not Full or outs_ready;
  -- read if next can accept and there is sth in fifo to read
  ReadEn <= (outs_ready and not Empty);
  outs_valid <= not Empty;
  outs <= Memory(Head);
  WriteEn <= ins_valid and (not Full or outs_ready);

  -- valid
  process (clk)
  begin
    if (rising_edge(clk)) then
      if (rst = '1') then
        fifo_valid <= '0';
      else
        if (ReadEn = '1') then
          fifo_valid <= '1';
        elsif (outs_ready = '1') then
          fifo_valid <= '0';
        end if;
      end if;
    end if;
  end process;

  fifo_proc : process (clk)
  begin
    if rising_edge(clk) then
      if (rst = '1') then
        for i in Memory'range loop
          Memory(i) <= (others => '0');
        end loop;
      else
        if (WriteEn = '1') then
          -- Write Data to Memory
          Memory(Tail) <= ins;
        end if;
      end if;
    end if;
  end process;

  -------------------------------------------
  -- process for updating tail
  TailUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if (rst = '1') then
        Tail <= 0;
      else
        if (WriteEn = '1') then
          Tail <= (Tail + 1) mod 4;
        end if;
      end if;
    end if;
  end process;

  -------------------------------------------
  -- process for updating head
  HeadUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if (rst = '1') then
        Head <= 0;
      else
        if (ReadEn = '1') then
          Head <= (Head + 1) mod 4;
        end if;
      end if;
    end if;
  end process;

  -------------------------------------------
  -- process for updating full
  FullUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if (rst = '1') then
        Full <= '0';
      else
        -- if only filling but not emptying
        if (WriteEn = '1') and (ReadEn = '0') then
          -- if new tail index will reach head index
          if ((Tail + 1) mod 4 = Head) then
            Full <= '1';
          end if;
          -- if only emptying but not filling
        elsif (WriteEn = '0') and (ReadEn = '1') then
          Full <= '0';
          -- otherwise, nothing is happening or simultaneous read and write
        end if;
      end if;
    end if;
  end process;

  -------------------------------------------
  -- process for updating full
  EmptyUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if rst = '1' then
        Empty <= '1';
      else
        -- if only emptying but not filling
        if (WriteEn = '0') and (ReadEn = '1') then
          -- if new head index will reach tail index
          if ((Head + 1) mod 4 = Tail) then
            Empty <= '1';
          end if;
          -- if only filling but not emptying
        elsif (WriteEn = '1') and (ReadEn = '0') then
          Empty <= '0';
          -- otherwise, nothing is happening or simultaneous read and write
        end if;
      end if;
    end if;
  end process;
end architecture;

library ieee;
use ieee.std_logic_1164.all;

-- Entity of and_n
entity dyn_v67_1_lazy_fork_inner_and_n is
  port (
    -- inputs
    ins : in std_logic_vector(2 - 1 downto 0);
    -- outputs
    outs : out std_logic
  );
end entity;

-- Architecture of and_n
architecture arch of dyn_v67_1_lazy_fork_inner_and_n is
  signal all_ones : std_logic_vector(2 - 1 downto 0) := (others => '1');
begin
  outs <= '1' when ins = all_ones else '0';
end architecture;

library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;


-- Entity of lazy_fork_dataless
entity dyn_v67_1_lazy_fork_inner is
  port (
    clk, rst : in std_logic;
    -- input channel
    ins_valid : in  std_logic;
    ins_ready : out std_logic;
    -- output channels
    outs_valid : out std_logic_vector(2 - 1 downto 0);
    outs_ready : in  std_logic_vector(2 - 1 downto 0)
  );
end entity;

-- Architecture of lazy_fork_dataless
architecture arch of dyn_v67_1_lazy_fork_inner is
  signal allnReady : std_logic;
begin
  readyAnd : entity work.dyn_v67_1_lazy_fork_inner_and_n
    port map(
      outs_ready,
      allnReady
      );
      
  valids : process (ins_valid, outs_ready)
    variable tmp_ready : std_logic_vector(2 - 1 downto 0);
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
entity dyn_v67_1_lazy_fork is
  port (
    clk, rst : in std_logic;
    -- input channel
    ins       : in  std_logic_vector(32 - 1 downto 0);
    ins_valid : in  std_logic;
    ins_ready : out std_logic;
    -- output channels
    outs       : out data_array (2 - 1 downto 0)(32 - 1 downto 0);
    outs_valid : out std_logic_vector(2 - 1 downto 0);
    outs_ready : in  std_logic_vector(2 - 1 downto 0)
  );
end entity;

-- Architecture of lazy_fork
architecture arch of dyn_v67_1_lazy_fork is
begin
  control : entity work.dyn_v67_1_lazy_fork_inner
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
    for i in 0 to 2 - 1 loop
      outs(i) <= ins;
    end loop;
  end process;
end architecture;

library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of fifo_break_dv
entity dyn_v67_1_fifo_break_none_0_fifo is
  port (
    clk : in std_logic;
    rst : in std_logic;
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

-- Architecture of fifo_break_dv
architecture arch of dyn_v67_1_fifo_break_none_0_fifo is

  signal ReadEn     : std_logic := '0';
  signal WriteEn    : std_logic := '0';
  signal Tail       : natural range 0 to 1 - 1;
  signal Head       : natural range 0 to 1 - 1;
  signal Empty      : std_logic;
  signal Full       : std_logic;
  signal Bypass     : std_logic;
  signal fifo_valid : std_logic;
  type FIFO_Memory is array (0 to 1 - 1) of std_logic_vector (32 - 1 downto 0);
  signal Memory : FIFO_Memory;

begin

  -- ready if there is space in the fifo
  ins_ready <= not Full or outs_ready;
  -- read if next can accept and there is sth in fifo to read
  ReadEn <= (outs_ready and not Empty);
  outs_valid <= not Empty;
  outs <= Memory(Head);
  WriteEn <= ins_valid and (not Full or outs_ready);

  -- valid
  process (clk)
  begin
    if (rising_edge(clk)) then
      if (rst = '1') then
        fifo_valid <= '0';
      else
        if (ReadEn = '1') then
          fifo_valid <= '1';
        elsif (outs_ready = '1') then
          fifo_valid <= '0';
        end if;
      end if;
    end if;
  end process;

  fifo_proc : process (clk)
  begin
    if rising_edge(clk) then
      if (rst = '1') then
        for i in Memory'range loop
          Memory(i) <= (others => '0');
        end loop;
      else
        if (WriteEn = '1') then
          -- Write Data to Memory
          Memory(Tail) <= ins;
        end if;
      end if;
    end if;
  end process;

  -------------------------------------------
  -- process for updating tail
  TailUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if (rst = '1') then
        Tail <= 0;
      else
        if (WriteEn = '1') then
          Tail <= (Tail + 1) mod 1;
        end if;
      end if;
    end if;
  end process;

  -------------------------------------------
  -- process for updating head
  HeadUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if (rst = '1') then
        Head <= 0;
      else
        if (ReadEn = '1') then
          Head <= (Head + 1) mod 1;
        end if;
      end if;
    end if;
  end process;

  -------------------------------------------
  -- process for updating full
  FullUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if (rst = '1') then
        Full <= '0';
      else
        -- if only filling but not emptying
        if (WriteEn = '1') and (ReadEn = '0') then
          -- if new tail index will reach head index
          if ((Tail + 1) mod 1 = Head) then
            Full <= '1';
          end if;
          -- if only emptying but not filling
        elsif (WriteEn = '0') and (ReadEn = '1') then
          Full <= '0';
          -- otherwise, nothing is happening or simultaneous read and write
        end if;
      end if;
    end if;
  end process;

  -------------------------------------------
  -- process for updating full
  EmptyUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if rst = '1' then
        Empty <= '1';
      else
        -- if only emptying but not filling
        if (WriteEn = '0') and (ReadEn = '1') then
          -- if new head index will reach tail index
          if ((Head + 1) mod 1 = Tail) then
            Empty <= '1';
          end if;
          -- if only filling but not emptying
        elsif (WriteEn = '1') and (ReadEn = '0') then
          Empty <= '0';
          -- otherwise, nothing is happening or simultaneous read and write
        end if;
      end if;
    end if;
  end process;
end architecture;

library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of fifo_break_none
entity dyn_v67_1_fifo_break_none_0 is
  port (
    clk : in std_logic;
    rst : in std_logic;
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

-- Architecture of fifo_break_none
architecture arch of dyn_v67_1_fifo_break_none_0 is
  signal mux_sel                  : std_logic;
  signal fifo_valid, fifo_ready   : std_logic;
  signal fifo_pvalid, fifo_nready : std_logic;
  signal fifo_in, fifo_out        : std_logic_vector(32 - 1 downto 0);
begin

  process (mux_sel, fifo_out, ins) is
  begin
    if (mux_sel = '1') then
      outs <= fifo_out;
    else
      outs <= ins;
    end if;
  end process;

  outs_valid  <= ins_valid or fifo_valid;
  ins_ready   <= fifo_ready or outs_ready;
  fifo_pvalid <= ins_valid and (not outs_ready or fifo_valid);
  mux_sel     <= fifo_valid;

  fifo_nready <= outs_ready;
  fifo_in     <= ins;

  fifo : entity work.dyn_v67_1_fifo_break_none_0_fifo(arch)
    port map(
      -- inputs
      clk        => clk,
      rst        => rst,
      ins        => fifo_in,
      ins_valid  => fifo_pvalid,
      outs_ready => fifo_nready,
      -- outputs
      outs       => fifo_out,
      outs_valid => fifo_valid,
      ins_ready  => fifo_ready
    );
end architecture;

library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of fifo_break_dv
entity dyn_v67_1_fifo_break_none_1_fifo is
  port (
    clk : in std_logic;
    rst : in std_logic;
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

-- Architecture of fifo_break_dv
architecture arch of dyn_v67_1_fifo_break_none_1_fifo is

  signal ReadEn     : std_logic := '0';
  signal WriteEn    : std_logic := '0';
  signal Tail       : natural range 0 to 2 - 1;
  signal Head       : natural range 0 to 2 - 1;
  signal Empty      : std_logic;
  signal Full       : std_logic;
  signal Bypass     : std_logic;
  signal fifo_valid : std_logic;
  type FIFO_Memory is array (0 to 2 - 1) of std_logic_vector (32 - 1 downto 0);
  signal Memory : FIFO_Memory;

begin

  -- ready if there is space in the fifo
  ins_ready <= not Full or outs_ready;
  -- read if next can accept and there is sth in fifo to read
  ReadEn <= (outs_ready and not Empty);
  outs_valid <= not Empty;
  outs <= Memory(Head);
  WriteEn <= ins_valid and (not Full or outs_ready);

  -- valid
  process (clk)
  begin
    if (rising_edge(clk)) then
      if (rst = '1') then
        fifo_valid <= '0';
      else
        if (ReadEn = '1') then
          fifo_valid <= '1';
        elsif (outs_ready = '1') then
          fifo_valid <= '0';
        end if;
      end if;
    end if;
  end process;

  fifo_proc : process (clk)
  begin
    if rising_edge(clk) then
      if (rst = '1') then
        for i in Memory'range loop
          Memory(i) <= (others => '0');
        end loop;
      else
        if (WriteEn = '1') then
          -- Write Data to Memory
          Memory(Tail) <= ins;
        end if;
      end if;
    end if;
  end process;

  -------------------------------------------
  -- process for updating tail
  TailUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if (rst = '1') then
        Tail <= 0;
      else
        if (WriteEn = '1') then
          Tail <= (Tail + 1) mod 2;
        end if;
      end if;
    end if;
  end process;

  -------------------------------------------
  -- process for updating head
  HeadUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if (rst = '1') then
        Head <= 0;
      else
        if (ReadEn = '1') then
          Head <= (Head + 1) mod 2;
        end if;
      end if;
    end if;
  end process;

  -------------------------------------------
  -- process for updating full
  FullUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if (rst = '1') then
        Full <= '0';
      else
        -- if only filling but not emptying
        if (WriteEn = '1') and (ReadEn = '0') then
          -- if new tail index will reach head index
          if ((Tail + 1) mod 2 = Head) then
            Full <= '1';
          end if;
          -- if only emptying but not filling
        elsif (WriteEn = '0') and (ReadEn = '1') then
          Full <= '0';
          -- otherwise, nothing is happening or simultaneous read and write
        end if;
      end if;
    end if;
  end process;

  -------------------------------------------
  -- process for updating full
  EmptyUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if rst = '1' then
        Empty <= '1';
      else
        -- if only emptying but not filling
        if (WriteEn = '0') and (ReadEn = '1') then
          -- if new head index will reach tail index
          if ((Head + 1) mod 2 = Tail) then
            Empty <= '1';
          end if;
          -- if only filling but not emptying
        elsif (WriteEn = '1') and (ReadEn = '0') then
          Empty <= '0';
          -- otherwise, nothing is happening or simultaneous read and write
        end if;
      end if;
    end if;
  end process;
end architecture;

library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of fifo_break_none
entity dyn_v67_1_fifo_break_none_1 is
  port (
    clk : in std_logic;
    rst : in std_logic;
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

-- Architecture of fifo_break_none
architecture arch of dyn_v67_1_fifo_break_none_1 is
  signal mux_sel                  : std_logic;
  signal fifo_valid, fifo_ready   : std_logic;
  signal fifo_pvalid, fifo_nready : std_logic;
  signal fifo_in, fifo_out        : std_logic_vector(32 - 1 downto 0);
begin

  process (mux_sel, fifo_out, ins) is
  begin
    if (mux_sel = '1') then
      outs <= fifo_out;
    else
      outs <= ins;
    end if;
  end process;

  outs_valid  <= ins_valid or fifo_valid;
  ins_ready   <= fifo_ready or outs_ready;
  fifo_pvalid <= ins_valid and (not outs_ready or fifo_valid);
  mux_sel     <= fifo_valid;

  fifo_nready <= outs_ready;
  fifo_in     <= ins;

  fifo : entity work.dyn_v67_1_fifo_break_none_1_fifo(arch)
    port map(
      -- inputs
      clk        => clk,
      rst        => rst,
      ins        => fifo_in,
      ins_valid  => fifo_pvalid,
      outs_ready => fifo_nready,
      -- outputs
      outs       => fifo_out,
      outs_valid => fifo_valid,
      ins_ready  => fifo_ready
    );
end architecture;

library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of fifo_break_dv
entity dyn_v67_1_fifo_break_none_2_fifo is
  port (
    clk : in std_logic;
    rst : in std_logic;
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

-- Architecture of fifo_break_dv
architecture arch of dyn_v67_1_fifo_break_none_2_fifo is

  signal ReadEn     : std_logic := '0';
  signal WriteEn    : std_logic := '0';
  signal Tail       : natural range 0 to 3 - 1;
  signal Head       : natural range 0 to 3 - 1;
  signal Empty      : std_logic;
  signal Full       : std_logic;
  signal Bypass     : std_logic;
  signal fifo_valid : std_logic;
  type FIFO_Memory is array (0 to 3 - 1) of std_logic_vector (32 - 1 downto 0);
  signal Memory : FIFO_Memory;

begin

  -- ready if there is space in the fifo
  ins_ready <= not Full or outs_ready;
  -- read if next can accept and there is sth in fifo to read
  ReadEn <= (outs_ready and not Empty);
  outs_valid <= not Empty;
  outs <= Memory(Head);
  WriteEn <= ins_valid and (not Full or outs_ready);

  -- valid
  process (clk)
  begin
    if (rising_edge(clk)) then
      if (rst = '1') then
        fifo_valid <= '0';
      else
        if (ReadEn = '1') then
          fifo_valid <= '1';
        elsif (outs_ready = '1') then
          fifo_valid <= '0';
        end if;
      end if;
    end if;
  end process;

  fifo_proc : process (clk)
  begin
    if rising_edge(clk) then
      if (rst = '1') then
        for i in Memory'range loop
          Memory(i) <= (others => '0');
        end loop;
      else
        if (WriteEn = '1') then
          -- Write Data to Memory
          Memory(Tail) <= ins;
        end if;
      end if;
    end if;
  end process;

  -------------------------------------------
  -- process for updating tail
  TailUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if (rst = '1') then
        Tail <= 0;
      else
        if (WriteEn = '1') then
          Tail <= (Tail + 1) mod 3;
        end if;
      end if;
    end if;
  end process;

  -------------------------------------------
  -- process for updating head
  HeadUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if (rst = '1') then
        Head <= 0;
      else
        if (ReadEn = '1') then
          Head <= (Head + 1) mod 3;
        end if;
      end if;
    end if;
  end process;

  -------------------------------------------
  -- process for updating full
  FullUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if (rst = '1') then
        Full <= '0';
      else
        -- if only filling but not emptying
        if (WriteEn = '1') and (ReadEn = '0') then
          -- if new tail index will reach head index
          if ((Tail + 1) mod 3 = Head) then
            Full <= '1';
          end if;
          -- if only emptying but not filling
        elsif (WriteEn = '0') and (ReadEn = '1') then
          Full <= '0';
          -- otherwise, nothing is happening or simultaneous read and write
        end if;
      end if;
    end if;
  end process;

  -------------------------------------------
  -- process for updating full
  EmptyUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if rst = '1' then
        Empty <= '1';
      else
        -- if only emptying but not filling
        if (WriteEn = '0') and (ReadEn = '1') then
          -- if new head index will reach tail index
          if ((Head + 1) mod 3 = Tail) then
            Empty <= '1';
          end if;
          -- if only filling but not emptying
        elsif (WriteEn = '1') and (ReadEn = '0') then
          Empty <= '0';
          -- otherwise, nothing is happening or simultaneous read and write
        end if;
      end if;
    end if;
  end process;
end architecture;

library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of fifo_break_none
entity dyn_v67_1_fifo_break_none_2 is
  port (
    clk : in std_logic;
    rst : in std_logic;
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

-- Architecture of fifo_break_none
architecture arch of dyn_v67_1_fifo_break_none_2 is
  signal mux_sel                  : std_logic;
  signal fifo_valid, fifo_ready   : std_logic;
  signal fifo_pvalid, fifo_nready : std_logic;
  signal fifo_in, fifo_out        : std_logic_vector(32 - 1 downto 0);
begin

  process (mux_sel, fifo_out, ins) is
  begin
    if (mux_sel = '1') then
      outs <= fifo_out;
    else
      outs <= ins;
    end if;
  end process;

  outs_valid  <= ins_valid or fifo_valid;
  ins_ready   <= fifo_ready or outs_ready;
  fifo_pvalid <= ins_valid and (not outs_ready or fifo_valid);
  mux_sel     <= fifo_valid;

  fifo_nready <= outs_ready;
  fifo_in     <= ins;

  fifo : entity work.dyn_v67_1_fifo_break_none_2_fifo(arch)
    port map(
      -- inputs
      clk        => clk,
      rst        => rst,
      ins        => fifo_in,
      ins_valid  => fifo_pvalid,
      outs_ready => fifo_nready,
      -- outputs
      outs       => fifo_out,
      outs_valid => fifo_valid,
      ins_ready  => fifo_ready
    );
end architecture;

    library ieee;
    use ieee.std_logic_1164.all;
    use ieee.numeric_std.all;
    use work.types.all;

    -- entity of sharing wrapper
    entity dyn_v67_1 is
      port(
        clk        : in std_logic;
        rst        : in std_logic;

        op0in0       : in std_logic_vector(32 - 1 downto 0);
        op0in0_valid : in std_logic;
        op0in0_ready : out std_logic;
        op0in1       : in std_logic_vector(32 - 1 downto 0);
        op0in1_valid : in std_logic;
        op0in1_ready : out std_logic;
        op1in0       : in std_logic_vector(32 - 1 downto 0);
        op1in0_valid : in std_logic;
        op1in0_ready : out std_logic;
        op1in1       : in std_logic_vector(32 - 1 downto 0);
        op1in1_valid : in std_logic;
        op1in1_ready : out std_logic;
        op2in0       : in std_logic_vector(32 - 1 downto 0);
        op2in0_valid : in std_logic;
        op2in0_ready : out std_logic;
        op2in1       : in std_logic_vector(32 - 1 downto 0);
        op2in1_valid : in std_logic;
        op2in1_ready : out std_logic;

        op0out0 : out std_logic_vector(32 - 1 downto 0);
        op0out0_valid : out std_logic;
        op0out0_ready : in std_logic;
        op1out0 : out std_logic_vector(32 - 1 downto 0);
        op1out0_valid : out std_logic;
        op1out0_ready : in std_logic;
        op2out0 : out std_logic_vector(32 - 1 downto 0);
        op2out0_valid : out std_logic;
        op2out0_ready : in std_logic;

        toSharedUnitIn0 : out std_logic_vector(32 - 1 downto 0);
        toSharedUnitIn0_valid : out std_logic;
        toSharedUnitIn0_ready : out std_logic;
        toSharedUnitIn1 : out std_logic_vector(32 - 1 downto 0);
        toSharedUnitIn1_valid : out std_logic;
        toSharedUnitIn1_ready : out std_logic;

        fromSharedUnitOut0 : in std_logic_vector(32 - 1 downto 0);
        fromSharedUnitOut0_valid : in std_logic;
        fromSharedUnitOut0_ready : out std_logic
        );
    end entity;
    
    architecture arch of dyn_v67_1 is
      signal sync0_out0_data : std_logic_vector(32 - 1 downto 0);
      signal sync0_out1_data : std_logic_vector(32 - 1 downto 0);
      signal sync0_out2_data : std_logic_vector(32 - 1 downto 0);
      signal sync0_out0_valid : std_logic;
      signal sync1_out0_data : std_logic_vector(32 - 1 downto 0);
      signal sync1_out1_data : std_logic_vector(32 - 1 downto 0);
      signal sync1_out2_data : std_logic_vector(32 - 1 downto 0);
      signal sync1_out0_valid : std_logic;
      signal sync2_out0_data : std_logic_vector(32 - 1 downto 0);
      signal sync2_out1_data : std_logic_vector(32 - 1 downto 0);
      signal sync2_out2_data : std_logic_vector(32 - 1 downto 0);
      signal sync2_out0_valid : std_logic;

      signal mux0_out0_data : std_logic_vector(32 - 1 downto 0);
      signal mux1_out0_data : std_logic_vector(32 - 1 downto 0);

      signal branch0_out0_data : std_logic_vector(32 - 1 downto 0);
      signal branch0_out0_valid : std_logic;
      signal branch0_out0_ready : std_logic;
      signal branch0_out1_data : std_logic_vector(32 - 1 downto 0);
      signal branch0_out1_valid : std_logic;
      signal branch0_out1_ready : std_logic;
      signal branch0_out2_data : std_logic_vector(32 - 1 downto 0);
      signal branch0_out2_valid : std_logic;
      signal branch0_out2_ready : std_logic;

      signal arbiter_out : std_logic_vector(3 - 1 downto 0);
      signal arbiter_out_valid : std_logic;

      signal cond_buffer_out0_data : std_logic_vector(3 - 1 downto 0);
      signal cond_buffer_out0_valid : std_logic;
      signal cond_buffer_out0_ready : std_logic;

      signal out_buffer0_out0_data : std_logic_vector(32 - 1 downto 0);
      signal out_buffer0_out0_valid : std_logic;
      signal out_buffer0_out0_ready : std_logic;
      signal out_buffer1_out0_data : std_logic_vector(32 - 1 downto 0);
      signal out_buffer1_out0_valid : std_logic;
      signal out_buffer1_out0_ready : std_logic;
      signal out_buffer2_out0_data : std_logic_vector(32 - 1 downto 0);
      signal out_buffer2_out0_valid : std_logic;
      signal out_buffer2_out0_ready : std_logic;


      signal out_fork0_out0_data : std_logic_vector(32 - 1 downto 0);
      signal out_fork0_out0_valid : std_logic;
      signal out_fork0_out0_ready : std_logic;
      signal out_fork0_out1_data : std_logic_vector(32 - 1 downto 0);
      signal out_fork0_out1_valid : std_logic;
      signal out_fork0_out1_ready : std_logic;
      signal out_fork1_out0_data : std_logic_vector(32 - 1 downto 0);
      signal out_fork1_out0_valid : std_logic;
      signal out_fork1_out0_ready : std_logic;
      signal out_fork1_out1_data : std_logic_vector(32 - 1 downto 0);
      signal out_fork1_out1_valid : std_logic;
      signal out_fork1_out1_ready : std_logic;
      signal out_fork2_out0_data : std_logic_vector(32 - 1 downto 0);
      signal out_fork2_out0_valid : std_logic;
      signal out_fork2_out0_ready : std_logic;
      signal out_fork2_out1_data : std_logic_vector(32 - 1 downto 0);
      signal out_fork2_out1_valid : std_logic;
      signal out_fork2_out1_ready : std_logic;

      signal credit0_out0_valid : std_logic;
      signal credit0_out0_ready : std_logic;
      signal credit1_out0_valid : std_logic;
      signal credit1_out0_ready : std_logic;
      signal credit2_out0_valid : std_logic;
      signal credit2_out0_ready : std_logic;


    begin
      sync0 : entity work.crush_sync(arch)
        generic map(
          NUM_OPERANDS => 3,
          DATA_WIDTH   => 32
        )
        port map(
          ins(0) => op0in0,
          ins(1) => op0in1,
          ins(2) => (others => '0'),
          ins_valid(0) => op0in0_valid,
          ins_valid(1) => op0in1_valid,
          ins_valid(2) => credit0_out0_valid,
          ins_ready(0) => op0in0_ready,
          ins_ready(1) => op0in1_ready,
          ins_ready(2) => credit0_out0_ready,
          outs(0) => sync0_out0_data,
          outs(1) => sync0_out1_data,
          outs(2) => sync0_out2_data,
          outs_valid => sync0_out0_valid,
          outs_ready => arbiter_out(0)
        );

      sync1 : entity work.crush_sync(arch)
        generic map(
          NUM_OPERANDS => 3,
          DATA_WIDTH   => 32
        )
        port map(
          ins(0) => op1in0,
          ins(1) => op1in1,
          ins(2) => (others => '0'),
          ins_valid(0) => op1in0_valid,
          ins_valid(1) => op1in1_valid,
          ins_valid(2) => credit1_out0_valid,
          ins_ready(0) => op1in0_ready,
          ins_ready(1) => op1in1_ready,
          ins_ready(2) => credit1_out0_ready,
          outs(0) => sync1_out0_data,
          outs(1) => sync1_out1_data,
          outs(2) => sync1_out2_data,
          outs_valid => sync1_out0_valid,
          outs_ready => arbiter_out(1)
        );

      sync2 : entity work.crush_sync(arch)
        generic map(
          NUM_OPERANDS => 3,
          DATA_WIDTH   => 32
        )
        port map(
          ins(0) => op2in0,
          ins(1) => op2in1,
          ins(2) => (others => '0'),
          ins_valid(0) => op2in0_valid,
          ins_valid(1) => op2in1_valid,
          ins_valid(2) => credit2_out0_valid,
          ins_ready(0) => op2in0_ready,
          ins_ready(1) => op2in1_ready,
          ins_ready(2) => credit2_out0_ready,
          outs(0) => sync2_out0_data,
          outs(1) => sync2_out1_data,
          outs(2) => sync2_out2_data,
          outs_valid => sync2_out0_valid,
          outs_ready => arbiter_out(2)
        );


      mux0 : entity work.crush_oh_mux(arch)
        generic map(
          MUX_WIDTH  => 3,
          DATA_WIDTH => 32
        )
        port map(
          ins(0) => sync0_out0_data,
          ins(1) => sync1_out0_data,
          ins(2) => sync2_out0_data,
          sel => arbiter_out,
          outs => mux0_out0_data
        );

      mux1 : entity work.crush_oh_mux(arch)
        generic map(
          MUX_WIDTH  => 3,
          DATA_WIDTH => 32
        )
        port map(
          ins(0) => sync0_out1_data,
          ins(1) => sync1_out1_data,
          ins(2) => sync2_out1_data,
          sel => arbiter_out,
          outs => mux1_out0_data
        );


      arbiter : entity work.bitscan(arch)
        generic map(
            SIZE => 3
          )
        port map(
          request(0) => sync0_out0_valid,
          request(1) => sync1_out0_valid,
          request(2) => sync2_out0_valid,
          grant => arbiter_out
        );

      or_n : entity work.dyn_v67_1_or(arch)
        port map(
          ins(0) => sync0_out0_valid,
          ins(1) => sync1_out0_valid,
          ins(2) => sync2_out0_valid,
          outs => arbiter_out_valid
        );

      toSharedUnitIn0 <= mux0_out0_data;
      toSharedUnitIn0_valid <= arbiter_out_valid;

      toSharedUnitIn1 <= mux1_out0_data;
      toSharedUnitIn1_valid <= arbiter_out_valid;

      cond_buffer : entity work.dyn_v67_1_fifo_break_dv(arch)
        port map(
          clk => clk,
          rst => rst,
          ins => arbiter_out,
          ins_valid => arbiter_out_valid,
          outs => cond_buffer_out0_data,
          outs_valid => cond_buffer_out0_valid,
          outs_ready => cond_buffer_out0_ready
      );

      branch : entity work.crush_oh_branch(arch)
        generic map(
          BRANCH_WIDTH => 3,
          DATA_WIDTH => 32
        )
        port map(
          ins => fromSharedUnitOut0,
          ins_valid => fromSharedUnitOut0_valid,
          ins_ready => fromSharedUnitOut0_ready,
          outs(0) => branch0_out0_data,
          outs(1) => branch0_out1_data,
          outs(2) => branch0_out2_data,
          outs_valid(0) => branch0_out0_valid,
          outs_valid(1) => branch0_out1_valid,
          outs_valid(2) => branch0_out2_valid,
          outs_ready(0) => branch0_out0_ready,
          outs_ready(1) => branch0_out1_ready,
          outs_ready(2) => branch0_out2_ready,
          sel => cond_buffer_out0_data,
          sel_valid => cond_buffer_out0_valid,
          sel_ready => cond_buffer_out0_ready
        );

      out_buffer0 : entity work.dyn_v67_1_fifo_break_none_0(arch)
        port map(
          clk => clk,
          rst => rst,
          ins => branch0_out0_data,
          ins_valid => branch0_out0_valid,
          ins_ready => branch0_out0_ready,
          outs => out_buffer0_out0_data,
          outs_valid => out_buffer0_out0_valid,
          outs_ready => out_buffer0_out0_ready
        );

      out_buffer1 : entity work.dyn_v67_1_fifo_break_none_1(arch)
        port map(
          clk => clk,
          rst => rst,
          ins => branch0_out1_data,
          ins_valid => branch0_out1_valid,
          ins_ready => branch0_out1_ready,
          outs => out_buffer1_out0_data,
          outs_valid => out_buffer1_out0_valid,
          outs_ready => out_buffer1_out0_ready
        );

      out_buffer2 : entity work.dyn_v67_1_fifo_break_none_2(arch)
        port map(
          clk => clk,
          rst => rst,
          ins => branch0_out2_data,
          ins_valid => branch0_out2_valid,
          ins_ready => branch0_out2_ready,
          outs => out_buffer2_out0_data,
          outs_valid => out_buffer2_out0_valid,
          outs_ready => out_buffer2_out0_ready
        );

      out_fork0 : entity work.dyn_v67_1_lazy_fork(arch)
        port map(
          clk => clk,
          rst => rst,
          ins => out_buffer0_out0_data,
          ins_valid => out_buffer0_out0_valid,
          ins_ready => out_buffer0_out0_ready,
          outs(0) => out_fork0_out0_data,
          outs(1) => out_fork0_out1_data,
          outs_valid(0) => out_fork0_out0_valid,
          outs_valid(1) => out_fork0_out1_valid,
          outs_ready(0) => op0out0_ready,
          outs_ready(1) => out_fork0_out1_ready
        );

      out_fork1 : entity work.dyn_v67_1_lazy_fork(arch)
        port map(
          clk => clk,
          rst => rst,
          ins => out_buffer1_out0_data,
          ins_valid => out_buffer1_out0_valid,
          ins_ready => out_buffer1_out0_ready,
          outs(0) => out_fork1_out0_data,
          outs(1) => out_fork1_out1_data,
          outs_valid(0) => out_fork1_out0_valid,
          outs_valid(1) => out_fork1_out1_valid,
          outs_ready(0) => op1out0_ready,
          outs_ready(1) => out_fork1_out1_ready
        );

      out_fork2 : entity work.dyn_v67_1_lazy_fork(arch)
        port map(
          clk => clk,
          rst => rst,
          ins => out_buffer2_out0_data,
          ins_valid => out_buffer2_out0_valid,
          ins_ready => out_buffer2_out0_ready,
          outs(0) => out_fork2_out0_data,
          outs(1) => out_fork2_out1_data,
          outs_valid(0) => out_fork2_out0_valid,
          outs_valid(1) => out_fork2_out1_valid,
          outs_ready(0) => op2out0_ready,
          outs_ready(1) => out_fork2_out1_ready
        );

      credit0 : entity work.crush_credit_dataless(arch)
        generic map(
          NUM_CREDITS => 1
        )
        port map(
          clk => clk,
          rst => rst,
          ins_valid => out_fork0_out1_valid,
          ins_ready => out_fork0_out1_ready,
          outs_valid => credit0_out0_valid,
          outs_ready => credit0_out0_ready
        );

      credit1 : entity work.crush_credit_dataless(arch)
        generic map(
          NUM_CREDITS => 2
        )
        port map(
          clk => clk,
          rst => rst,
          ins_valid => out_fork1_out1_valid,
          ins_ready => out_fork1_out1_ready,
          outs_valid => credit1_out0_valid,
          outs_ready => credit1_out0_ready
        );

      credit2 : entity work.crush_credit_dataless(arch)
        generic map(
          NUM_CREDITS => 3
        )
        port map(
          clk => clk,
          rst => rst,
          ins_valid => out_fork2_out1_valid,
          ins_ready => out_fork2_out1_ready,
          outs_valid => credit2_out0_valid,
          outs_ready => credit2_out0_ready
        );

      op0out0 <= out_fork0_out0_data;
      op0out0_valid <= out_fork0_out0_valid;

      op1out0 <= out_fork1_out0_data;
      op1out0_valid <= out_fork1_out0_valid;

      op2out0 <= out_fork2_out0_data;
      op2out0_valid <= out_fork2_out0_valid;

    end architecture;
    
