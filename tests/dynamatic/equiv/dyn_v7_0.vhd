-- dyn_v7_0 : ram({'data_width': 32, 'addr_width': 4, 'size': 16, 'values': (1, 2, 3)})


library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

entity dyn_v7_0 is
  port (
    clk       : in std_logic;
    rst       : in std_logic;
    -- from circuit (mem_controller / LSQ)
    loadEn    : in std_logic;
    loadAddr  : in std_logic_vector(4 - 1 downto 0);
    storeEn   : in std_logic;
    storeAddr : in std_logic_vector(4 - 1 downto 0);
    storeData : in std_logic_vector(32 - 1 downto 0);
    -- to circuit (mem_controller / LSQ)
    loadData  : out std_logic_vector(32 - 1 downto 0)
  );
end entity;
    
architecture arch of dyn_v7_0 is
  type ram_type is array (0 to 16 - 1) of std_logic_vector(32 - 1 downto 0);
  signal ram : ram_type := ("00000000000000000000000000000001",
"00000000000000000000000000000010",
"00000000000000000000000000000011",
"00000000000000000000000000000000",
"00000000000000000000000000000000",
"00000000000000000000000000000000",
"00000000000000000000000000000000",
"00000000000000000000000000000000",
"00000000000000000000000000000000",
"00000000000000000000000000000000",
"00000000000000000000000000000000",
"00000000000000000000000000000000",
"00000000000000000000000000000000",
"00000000000000000000000000000000",
"00000000000000000000000000000000",
"00000000000000000000000000000000");
begin
  read_proc : process(clk)
  begin
    if (rising_edge(clk)) then
      if (loadEn = '1') then
        loadData <= ram(to_integer(unsigned(loadAddr)));
      end if;
    end if;
  end process;

  write_proc : process(clk)
  begin
    if (rising_edge(clk)) then
      if (storeEn = '1') then
        ram(to_integer(unsigned(storeAddr))) <= storeData;
      end if;
    end if;
  end process;
end architecture;
    
