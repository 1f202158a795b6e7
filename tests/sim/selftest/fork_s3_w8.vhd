-- Hand-written reference unit for the hs_sim self-test (tests/sim/selftest.sh): a
-- correct design the harness must pass, and which the script mutates to check that
-- the harness catches the injected bug. Not generated, not a product file.
library ieee; use ieee.std_logic_1164.all; use work.types.all;
entity fork_s3_w8 is port (
  clk, rst : in std_logic;
  ins : in std_logic_vector(7 downto 0); ins_valid : in std_logic; ins_ready : out std_logic;
  ins_credit : out std_logic_vector(1 downto 0); ins_spec : in std_logic_vector(0 downto 0);
  outs : out data_array(2 downto 0)(7 downto 0); outs_valid : out std_logic_vector(2 downto 0);
  outs_ready : in std_logic_vector(2 downto 0);
  outs_0_credit, outs_1_credit, outs_2_credit : in std_logic_vector(1 downto 0);
  outs_0_spec, outs_1_spec, outs_2_spec : out std_logic_vector(0 downto 0));
end entity;
architecture rtl of fork_s3_w8 is
  signal sent : std_logic_vector(2 downto 0);
  signal done : std_logic_vector(2 downto 0);
  signal all_done : std_logic;
begin
  g : for i in 0 to 2 generate
    outs(i) <= ins;
    outs_valid(i) <= ins_valid and not sent(i);
    done(i) <= sent(i) or outs_ready(i);
  end generate;
  all_done <= done(0) and done(1) and done(2);
  ins_ready <= all_done;
  outs_0_spec <= ins_spec; outs_1_spec <= ins_spec; outs_2_spec <= ins_spec;
  ins_credit <= outs_0_credit and outs_1_credit and outs_2_credit;
  process (clk) begin
    if rising_edge(clk) then
      if rst = '1' then sent <= (others => '0');
      elsif ins_valid = '1' and all_done = '1' then sent <= (others => '0');
      else
        for i in 0 to 2 loop
          if ins_valid = '1' and outs_ready(i) = '1' then sent(i) <= '1'; end if;
        end loop;
      end if;
    end if;
  end process;
end architecture;
