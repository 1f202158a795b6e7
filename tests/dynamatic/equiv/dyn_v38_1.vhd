-- dyn_v38_1 : store({'addr_bitwidth': 10, 'data_bitwidth': 32, 'extra_signals': {'spec': 1}})


library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of store
entity dyn_v38_1_inner is
  port (
    clk : in std_logic;
    rst : in std_logic;
    -- data from circuit channel
    dataIn       : in  std_logic_vector(32 - 1 downto 0);
    dataIn_valid : in  std_logic;
    dataIn_ready : out std_logic;
    -- address from circuit channel
    addrIn       : in  std_logic_vector(10 - 1 downto 0);
    addrIn_valid : in  std_logic;
    addrIn_ready : out std_logic;
    -- data to interface channel
    dataToMem       : out std_logic_vector(32 - 1 downto 0);
    dataToMem_valid : out std_logic;
    dataToMem_ready : in  std_logic;
    -- address to interface channel
    addrOut       : out std_logic_vector(10 - 1 downto 0);
    addrOut_valid : out std_logic;
    addrOut_ready : in  std_logic
  );
end entity;

-- Architecture of store
architecture arch of dyn_v38_1_inner is
begin
  -- data
  dataToMem       <= dataIn;
  dataToMem_valid <= dataIn_valid;
  dataIn_ready    <= dataToMem_ready;
  -- addr
  addrOut         <= addrIn;
  addrOut_valid   <= addrIn_valid;
  addrIn_ready    <= addrOut_ready;
end architecture;

library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;
use work.types.all;

-- Entity of signal manager
entity dyn_v38_1 is
  port(
    clk : in std_logic;
    rst : in std_logic;
    dataIn : in std_logic_vector(32 - 1 downto 0);
    dataIn_valid : in std_logic;
    dataIn_ready : out std_logic;
    dataIn_spec : in std_logic_vector(1 - 1 downto 0);
    addrIn : in std_logic_vector(10 - 1 downto 0);
    addrIn_valid : in std_logic;
    addrIn_ready : out std_logic;
    addrIn_spec : in std_logic_vector(1 - 1 downto 0);
    dataToMem : out std_logic_vector(32 - 1 downto 0);
    dataToMem_valid : out std_logic;
    dataToMem_ready : in std_logic;
    addrOut : out std_logic_vector(10 - 1 downto 0);
    addrOut_valid : out std_logic;
    addrOut_ready : in std_logic
  );
end entity;

-- Architecture of store signal manager
architecture arch of dyn_v38_1 is
begin
  inner : entity work.dyn_v38_1_inner(arch)
    port map(
      clk => clk,
      rst => rst,
      dataIn => dataIn,
      dataIn_valid => dataIn_valid,
      dataIn_ready => dataIn_ready,
      addrIn => addrIn,
      addrIn_valid => addrIn_valid,
      addrIn_ready => addrIn_ready,
      dataToMem => dataToMem,
      dataToMem_valid => dataToMem_valid,
      dataToMem_ready => dataToMem_ready,
      addrOut => addrOut,
      addrOut_valid => addrOut_valid,
      addrOut_ready => addrOut_ready
    );
end architecture;

