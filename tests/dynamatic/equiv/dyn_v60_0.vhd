-- dyn_v60_0 : uitofp({'latency': 5, 'bitwidth': 32, 'extra_signals': {}})


library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of shift_reg_break_dv_dataless
entity dyn_v60_0_valid_buffer is
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
    architecture arch of dyn_v60_0_valid_buffer is

    signal regEn      : std_logic;
    type REG_VALID is array (0 to 5 - 1) of std_logic;
    signal valid_reg  : REG_VALID;

    begin
    -- See 'docs/Specs/Buffering/Buffering.md'
    -- All the slots share a single handshake control and thus 
    -- accept or stall inputs together.
    process(clk) is
    begin
        if (rising_edge(clk)) then
        if (rst = '1') then
            for i in 0 to 5 - 1 loop
            valid_reg(i) <= '0';
            end loop;
        else
            if (regEn) then
            for i in 1 to 5 - 1 loop
                valid_reg(i) <= valid_reg(i - 1);
            end loop;
            valid_reg(0) <= ins_valid;
            end if;               
        end if;
        end if;
    end process; 

    outs_valid <= valid_reg(5 - 1);
    regEn <= not outs_valid or outs_ready;
    ins_ready <= regEn;

    end architecture;
    
library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;
use ieee.float_pkg.all;

-- Entity of uitofp
entity dyn_v60_0 is
  port(
    clk: in std_logic;
    rst: in std_logic;
    -- input channel
    ins: in std_logic_vector(32 - 1 downto 0);
    ins_valid: in std_logic;
    ins_ready: out std_logic;
    -- output channel
    outs: out std_logic_vector(32 - 1 downto 0);
    outs_valid: out std_logic;
    outs_ready: in std_logic
  );
end entity;

-- Architecture of uitofp
architecture arch of dyn_v60_0 is
  signal converted : std_logic_vector(32 - 1 downto 0);
  signal q0 : std_logic_vector(32 - 1 downto 0);
  signal q1 : std_logic_vector(32 - 1 downto 0);
  signal q2 : std_logic_vector(32 - 1 downto 0);
  signal q3 : std_logic_vector(32 - 1 downto 0);
  signal q4 : std_logic_vector(32 - 1 downto 0);
  signal float_value : float32;
    
  signal valid_buffer_ready : std_logic;
begin
  valid_buffer : entity work.dyn_v60_0_valid_buffer(arch)
    port map(
      clk        => clk,
      rst        => rst,
      -- input channel from "ins"
      ins_valid  => ins_valid,
      ins_ready  => valid_buffer_ready,
      -- output channel to "outs"
      outs_valid => outs_valid,
      outs_ready => outs_ready
  );

  -- expose to allow use as a clock enable signal
  ins_ready <= valid_buffer_ready;

  float_value <= to_float(unsigned(ins));
  converted <= to_std_logic_vector(float_value);
  outs <= q4;

  process (clk)
  begin
    if (clk'event and clk = '1') then
      if (rst) then
        q0 <= (others => '0');
        q1 <= (others => '0');
        q2 <= (others => '0');
        q3 <= (others => '0');
        q4 <= (others => '0');
      elsif (valid_buffer_ready) then
        q0 <= converted;
        q1 <= q0;
        q2 <= q1;
        q3 <= q2;
        q4 <= q3;
      end if;
    end if;
  end process;
    

end architecture;

