-- dyn_v66_1 : top_join({'size': 3})


library ieee;
use ieee.std_logic_1164.all;

-- Entity of and_n
entity dyn_v66_1_and_n is
  port (
    -- inputs
    ins : in std_logic_vector(3 - 1 downto 0);
    -- outputs
    outs : out std_logic
  );
end entity;

-- Architecture of and_n
architecture arch of dyn_v66_1_and_n is
  signal all_ones : std_logic_vector(3 - 1 downto 0) := (others => '1');
begin
  outs <= '1' when ins = all_ones else '0';
end architecture;

library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- Entity of top_join
entity dyn_v66_1 is
  port (
    -- inputs
    clk          : in std_logic;
    rst          : in std_logic;
    ins_valid    : in std_logic_vector(3 - 1 downto 0);
    outs_ready   : in std_logic;
    -- outputs
    outs_valid   : out std_logic;
    ins_ready    : out std_logic_vector(3 - 1 downto 0)
  );
end entity;


-- Architecture of top_join
architecture arch of dyn_v66_1 is
  signal allValid : std_logic;
begin
  allValidAndGate : entity work.dyn_v66_1_and_n port map(ins_valid, allValid);
  outs_valid <= allValid;

  process (ins_valid, outs_ready)
    variable singlePValid : std_logic_vector(3 - 1 downto 0);
  begin
    for i in 0 to 3 - 1 loop
      singlePValid(i) := '1';
      for j in 0 to 3 - 1 loop
        if (i /= j) then
          singlePValid(i) := (singlePValid(i) and ins_valid(j));
        end if;
      end loop;
    end loop;
    for i in 0 to 3 - 1 loop
      ins_ready(i) <= (singlePValid(i) and outs_ready);
    end loop;
  end process;

end architecture;

