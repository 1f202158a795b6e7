-- Hand-written reference unit for the hs_sim self-test (tests/sim/selftest.sh): a
-- correct design the harness must pass, and which the script mutates to check that
-- the harness catches the injected bug. Not generated, not a product file.
library ieee; use ieee.std_logic_1164.all; use ieee.numeric_std.all;
entity load_a8_d32 is port (
  clk, rst : in std_logic;
  addrIn : in std_logic_vector(7 downto 0); addrIn_valid : in std_logic; addrIn_ready : out std_logic;
  addrIn_spec : in std_logic_vector(0 downto 0);
  dataFromMem : in std_logic_vector(31 downto 0); dataFromMem_valid : in std_logic; dataFromMem_ready : out std_logic;
  addrOut : out std_logic_vector(7 downto 0); addrOut_valid : out std_logic; addrOut_ready : in std_logic;
  dataOut : out std_logic_vector(31 downto 0); dataOut_valid : out std_logic; dataOut_ready : in std_logic;
  dataOut_spec : out std_logic_vector(0 downto 0));
end entity;
architecture rtl of load_a8_d32 is
  type mem_t is array (0 to 3) of std_logic_vector(0 downto 0);
  signal q : mem_t;
  signal rd, wr : unsigned(1 downto 0);
  signal cnt : unsigned(2 downto 0);
  signal full, empty, push, pop : std_logic;
begin
  full <= '1' when cnt = 4 else '0';
  empty <= '1' when cnt = 0 else '0';
  addrOut <= addrIn;
  addrOut_valid <= addrIn_valid and not full;
  addrIn_ready <= addrOut_ready and not full;
  push <= addrIn_valid and addrOut_ready and not full;
  dataOut <= dataFromMem;
  dataOut_valid <= dataFromMem_valid and not empty;
  dataFromMem_ready <= dataOut_ready and not empty;
  dataOut_spec <= q(to_integer(rd));
  pop <= dataFromMem_valid and dataOut_ready and not empty;
  process (clk) begin
    if rising_edge(clk) then
      if rst = '1' then rd <= "00"; wr <= "00"; cnt <= "000";
      else
        if push = '1' then q(to_integer(wr)) <= addrIn_spec; wr <= wr + 1; end if;
        if pop = '1' then rd <= rd + 1; end if;
        if push = '1' and pop = '0' then cnt <= cnt + 1;
        elsif push = '0' and pop = '1' then cnt <= cnt - 1; end if;
      end if;
    end if;
  end process;
end architecture;
