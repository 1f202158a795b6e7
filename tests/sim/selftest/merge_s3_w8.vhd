-- Hand-written reference unit for the hs_sim self-test (tests/sim/selftest.sh): a
-- correct design the harness must pass, and which the script mutates to check that
-- the harness catches the injected bug. Not generated, not a product file.
library ieee; use ieee.std_logic_1164.all; use ieee.numeric_std.all; use work.types.all;
entity merge_s3_w8 is port (
  clk, rst : in std_logic;
  ins : in data_array(2 downto 0)(7 downto 0); ins_valid : in std_logic_vector(2 downto 0);
  ins_ready : out std_logic_vector(2 downto 0);
  ins_0_spec, ins_1_spec, ins_2_spec : in std_logic_vector(0 downto 0);
  outs : out std_logic_vector(7 downto 0); outs_valid : out std_logic; outs_ready : in std_logic;
  outs_spec : out std_logic_vector(0 downto 0));
end entity;
architecture rtl of merge_s3_w8 is
  signal locked : std_logic; signal lsel, pri, sel : integer range 0 to 2; signal v : std_logic;
begin
  pri <= 0 when ins_valid(0) = '1' else 1 when ins_valid(1) = '1' else 2;
  sel <= lsel when locked = '1' else pri;
  v <= ins_valid(0) or ins_valid(1) or ins_valid(2);
  outs_valid <= v;
  outs <= ins(sel);
  outs_spec <= ins_0_spec when sel = 0 else ins_1_spec when sel = 1 else ins_2_spec;
  g : for i in 0 to 2 generate
    ins_ready(i) <= outs_ready when sel = i else '0';
  end generate;
  process (clk) begin
    if rising_edge(clk) then
      if rst = '1' then locked <= '0'; lsel <= 0;
      else locked <= v and not outs_ready; lsel <= sel; end if;
    end if;
  end process;
end architecture;
