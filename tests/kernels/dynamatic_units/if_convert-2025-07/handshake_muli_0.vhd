-- handshake_muli_0 : muli({'bitwidth': 32, 'latency': 4, 'extra_signals': {}})


library ieee;
use ieee.std_logic_1164.all;

-- Entity of and_n
entity handshake_muli_0_join_and_n is
  port (
    -- inputs
    ins : in std_logic_vector(2 - 1 downto 0);
    -- outputs
    outs : out std_logic
  );
end entity;

-- Architecture of and_n
architecture arch of handshake_muli_0_join_and_n is
  signal all_ones : std_logic_vector(2 - 1 downto 0) := (others => '1');
begin
  outs <= '1' when ins = all_ones else '0';
end architecture;

library ieee;
use ieee.std_logic_1164.all;

-- Entity of join
entity handshake_muli_0_join is
  port (
    -- inputs
    ins_valid  : in std_logic_vector(2 - 1 downto 0);
    outs_ready : in std_logic;
    -- outputs
    outs_valid : out std_logic;
    ins_ready  : out std_logic_vector(2 - 1 downto 0)
  );
end entity;

-- Architecture of join
architecture arch of handshake_muli_0_join is
  signal allValid : std_logic;
begin
  allValidAndGate : entity work.handshake_muli_0_join_and_n port map(ins_valid, allValid);
  outs_valid <= allValid;

  process (ins_valid, outs_ready)
    variable singlePValid : std_logic_vector(2 - 1 downto 0);
  begin
    for i in 0 to 2 - 1 loop
      singlePValid(i) := '1';
      for j in 0 to 2 - 1 loop
        if (i /= j) then
          singlePValid(i) := (singlePValid(i) and ins_valid(j));
        end if;
      end loop;
    end loop;
    for i in 0 to 2 - 1 loop
      ins_ready(i) <= (singlePValid(i) and outs_ready);
    end loop;
  end process;

end architecture;

library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of shift_reg_break_dv_dataless
entity handshake_muli_0_valid_buffer is
  port(
    -- inputs
    clk, rst   : in std_logic;
    ins_valid  : in std_logic;
    outs_ready : in std_logic;
    -- outputs
    outs_valid : out std_logic;
    ins_ready  : out std_logic
  );
end entity;

    -- Architecture of shift_reg_break_dv_dataless
    architecture arch of handshake_muli_0_valid_buffer is

    signal regEn      : std_logic;
    type REG_VALID is array (0 to 4 - 1) of std_logic;
    signal valid_reg  : REG_VALID;

    begin
    -- See 'docs/Specs/Buffering/Buffering.md'
    -- All the slots share a single handshake control and thus 
    -- accept or stall inputs together.
    process(clk) is
    begin
        if (rising_edge(clk)) then
        if (rst = '1') then
            for i in 0 to 4 - 1 loop
            valid_reg(i) <= '0';
            end loop;
        else
            if (regEn) then
            for i in 1 to 4 - 1 loop
                valid_reg(i) <= valid_reg(i - 1);
            end loop;
            valid_reg(0) <= ins_valid;
            end if;               
        end if;
        end if;
    end process; 

    outs_valid <= valid_reg(4 - 1);
    regEn <= not outs_valid or outs_ready;
    ins_ready <= regEn;

    end architecture;
    
library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;
use ieee.float_pkg.all;

-- Entity of muli
entity handshake_muli_0 is
  port(
    clk: in std_logic;
    rst: in std_logic;
    -- input channel lhs
    lhs: in std_logic_vector(32 - 1 downto 0);
    lhs_valid: in std_logic;
    lhs_ready: out std_logic;
    -- input channel rhs
    rhs: in std_logic_vector(32 - 1 downto 0);
    rhs_valid: in std_logic;
    rhs_ready: out std_logic;
    -- output channel result
    result : out std_logic_vector(32 - 1 downto 0);
    result_valid: out std_logic;
    result_ready: in std_logic
  );
end entity;

-- Architecture of muli
architecture arch of handshake_muli_0 is
	signal join_valid, valid_buffer_ready : std_logic;
  signal a_reg : std_logic_vector(32 - 1 downto 0);
  signal b_reg : std_logic_vector(32 - 1 downto 0);
  signal q0    : std_logic_vector(32 - 1 downto 0);
  signal q1    : std_logic_vector(32 - 1 downto 0);
  signal q2    : std_logic_vector(32 - 1 downto 0);
  signal mul   : std_logic_vector(32 - 1 downto 0);
    
begin

  join_inputs : entity work.handshake_muli_0_join(arch)
    port map(
      -- input valids
      ins_valid(0) => lhs_valid,
      ins_valid(1) => rhs_valid,
      -- input readys
      ins_ready(0) => lhs_ready,
      ins_ready(1) => rhs_ready,
      -- output channel to valid_buffer
      outs_valid   => join_valid,
      outs_ready   => valid_buffer_ready
    );

  valid_buffer : entity work.handshake_muli_0_valid_buffer(arch)
    port map(
      clk        => clk,
      rst        => rst,
      -- input channel from join
      ins_valid  => join_valid,
      ins_ready  => valid_buffer_ready,
      -- output channel to "result"
      outs_ready => result_ready,
      outs_valid => result_valid
    );

  mul <= std_logic_vector(resize(unsigned(std_logic_vector(signed(a_reg) * signed(b_reg))), 32));

  process (clk)
  begin
    if (clk'event and clk = '1') then
      if (valid_buffer_ready = '1') then
        a_reg <= lhs;
        b_reg <= rhs;
        q0    <= mul;
        q1    <= q0;
        q2    <= q1;
      end if;
    end if;
  end process;

  result <= q2;
    

end architecture;

