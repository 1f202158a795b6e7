-- dyn_v75_0 : ii_monitor({'loop_depth': 1, 'loop_max_depth': 1, 'init_selects': [0], 'sel_bitwidths': [1], 'sel_extra_signals': [{}]})


library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

-- II monitor: simulation-only component that reports the initiation of every
-- iteration of a loop as it happens, by observing the select channels of the
-- loop's header muxes.
--
-- All ports are inputs so that the monitor passively reads existing signals
-- without driving any of them, avoiding multiple-driver conflicts with the
-- actual circuit.
--
-- Each header mux carries a value from one iteration of the loop to the
-- next, and its select is consumed the very cycle the mux fires: together
-- with the initial value from outside the loop on an activation's first
-- iteration, and with the value the previous iteration fed back on every
-- later one. Every mux consumes the same select-token sequence (the header
-- merge's index, forked), so the k-th fire of every channel belongs to
-- iteration k: an iteration has been taken in once the *slowest* channel has
-- consumed it, i.e. whenever the smallest of the per-channel fire counts
-- advances.
-- 
-- At each such completion the monitor prints one line: the fixed
-- "II_INSTRUMENT: " prefix (what a reader locates the reports by) followed
-- by a JSON object,
--
--   II_INSTRUMENT: {"loop": "<path>", "depth": <d>, "max_depth": <m>,
--                   "iter": <i>, "interval": <n>}
--
-- where "iter" is the iteration's index within its activation and
-- "interval" the cycles since the previous iteration was taken in (null on
-- the run's very first line). The aggregation policy (means, average, etc.)
-- remains open to the consumer.
entity dyn_v75_0 is
  port (
    clk            : in std_logic;
    rst            : in std_logic;
    sel0       : in std_logic_vector(1 - 1 downto 0);
    sel0_valid : in std_logic;
    sel0_ready : in std_logic
  );
end entity;

architecture arch of dyn_v75_0 is
  type int_array is array (natural range <>) of integer;

  -- Per channel: whether it fires this cycle, and whether the value it
  -- consumes marks an activation's first iteration.
  signal sel_fire : std_logic_vector(0 to 1 - 1);
  signal sel_init : std_logic_vector(0 to 1 - 1);
begin
  sel_fire(0) <= sel0_valid and sel0_ready;
  sel_init(0) <= '1' when unsigned(sel0) = 0 else '0';

  process (clk)
    variable cycle                 : integer := 0;
    -- Tokens each select channel has consumed so far.
    variable sel_fire_count        : int_array(0 to 1 - 1) := (others => 0);
    -- Iterations taken in so far (the smallest of the fire counts), the
    -- cycle the latest one was taken in at, and its index within its
    -- activation.
    variable joined_iterations     : integer := 0;
    variable last_join_cycle       : integer := 0;
    variable iter_index            : integer := 0;
    -- Scratch, per cycle: the fire counts' new minimum.
    variable new_joined_iterations : integer;
    variable is_first_iteration    : boolean;

    -- Renders the interval since the previous iteration was taken in, which
    -- does not exist for the run's first.
    function interval_image(cycle, last_join_cycle : integer; first : boolean)
        return string is
    begin
      if first then
        return "null";
      end if;
      return integer'image(cycle - last_join_cycle);
    end function;
  begin
    if rising_edge(clk) then
      if rst = '1' then
        cycle             := 0;
        sel_fire_count    := (others => 0);
        joined_iterations := 0;
        last_join_cycle   := 0;
        iter_index        := 0;
      else
        cycle := cycle + 1;

        for idx in sel_fire_count'range loop
          if sel_fire(idx) = '1' then
            sel_fire_count(idx) := sel_fire_count(idx) + 1;
          end if;
        end loop;

        -- An iteration is taken in once every channel has consumed it. The
        -- minimum advances by at most one per cycle (each channel fires at
        -- most once), so this reports each iteration exactly once.
        new_joined_iterations := sel_fire_count(0);
        for idx in sel_fire_count'range loop
          if sel_fire_count(idx) < new_joined_iterations then
            new_joined_iterations := sel_fire_count(idx);
          end if;
        end loop;

        if new_joined_iterations > joined_iterations then
          -- A channel whose fire just completed the iteration carries its
          -- select value this very cycle: whether it is an activation's
          -- first.
          is_first_iteration := false;
          for idx in sel_fire'range loop
            if sel_fire(idx) = '1' and
               sel_fire_count(idx) = new_joined_iterations then
              is_first_iteration := sel_init(idx) = '1';
            end if;
          end loop;
          if is_first_iteration then
            iter_index := 0;
          else
            iter_index := iter_index + 1;
          end if;

          report "II_INSTRUMENT: {""loop"": """ & dyn_v75_0'path_name &
                 """, ""depth"": 1" &
                 ", ""max_depth"": 1" &
                 ", ""iter"": " & integer'image(iter_index) &
                 ", ""interval"": " &
                 interval_image(cycle, last_join_cycle,
                                joined_iterations = 0) & "}"
                 severity note;

          last_join_cycle   := cycle;
          joined_iterations := new_joined_iterations;
        end if;
      end if;
    end if;
  end process;
end architecture;

