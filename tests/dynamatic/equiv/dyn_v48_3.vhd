-- dyn_v48_3 : ndwire({'bitwidth': 0, 'extra_signals': {'spec': 1}})


library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of ndwire
entity dyn_v48_3_inner is
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


-- Architecture of ndwire
architecture arch of dyn_v48_3_inner is
  type nd_state_t is (SLEEPING, RUNNING);
  signal state, next_state : nd_state_t;

  -- This is the source of non-determism.
  -- It needs to be set to a primary input in a formal tool
  -- If the formal tools does not implicitly treat undriven signals
  -- like primary inputs this needs to be done explicitly.
  signal nd_next_state : nd_state_t;

begin
  process (clk, rst)
  begin
    -- The initialization of the state is non-deterministic
    if rst = '1' then
      state <= nd_next_state;
    elsif rising_edge(clk) then
      state <= next_state;
    end if;
  end process;

  process (state, ins_valid, outs_ready)
  begin
    -- If the wire is sleeping it can always switch to the running state.
    -- If (ins_valid and outs_ready) we either have a transaction
    -- and can freely choose the state again.
    if (state = SLEEPING) then
      next_state <= nd_next_state;
    elsif (ins_valid and outs_ready) then
      next_state <= nd_next_state;
    else
      next_state <= state;
    end if;
  end process;

  ins_ready <= outs_ready and (state = RUNNING);
  outs_valid <= ins_valid and (state = RUNNING);
  

end architecture;

library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;
use work.types.all;

-- Entity of signal manager
entity dyn_v48_3 is
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
architecture arch of dyn_v48_3 is
begin
  -- Forward extra signals to output channels
  outs_spec <= ins_spec;

  inner : entity work.dyn_v48_3_inner(arch)
    port map(
      clk => clk,
      rst => rst,
      ins_valid => ins_valid,
      ins_ready => ins_ready,
      outs_valid => outs_valid,
      outs_ready => outs_ready
    );
end architecture;

