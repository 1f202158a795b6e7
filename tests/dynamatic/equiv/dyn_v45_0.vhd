-- dyn_v45_0 : spec_save_commit({'fifo_depth': 16, 'bitwidth': 32, 'extra_signals': {}})


library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;
use work.spec_types.all;

entity dyn_v45_0 is
  port (
    clk : in std_logic;
    rst : in std_logic;
    ins : in std_logic_vector(32 - 1 downto 0);
    ins_valid : in std_logic;
    ins_spec : in std_logic_vector(0 downto 0);
    ctrl_issue : in std_logic_vector(1 downto 0);
    ctrl_issue_valid : in std_logic;
    ctrl_issue_ready : out std_logic;
    ctrl_history : in std_logic_vector(1 downto 0);
    ctrl_history_valid : in std_logic;
    ctrl_history_ready : out std_logic;
    outs_ready : in std_logic;
    outs : out std_logic_vector(32 - 1 downto 0);
    outs_valid : out std_logic;
    outs_spec : out std_logic_vector(0 downto 0);
    ins_ready : out std_logic
  );
end entity;

-- Architecture of spec_save_commit
architecture arch of dyn_v45_0 is
  signal HeadEn : std_logic := '0';
  signal TailEn : std_logic := '0';
  signal CurrEn : std_logic := '0';

  signal Tail : natural range 0 to 16 - 1;
  signal Head : natural range 0 to 16 - 1;
  signal Curr : natural range 0 to 16 - 1;

  signal CurrEmpty : std_logic;
  signal Empty     : std_logic;
  signal Full      : std_logic;

  type FIFO_Memory is array (0 to 16 - 1) of STD_LOGIC_VECTOR (32 - 1 downto 0);
  signal Memory : FIFO_Memory;

  signal misspec_recovery_bit : std_logic;
  signal leaving_recovery : std_logic;
  signal no_unkilled_mispreds : std_logic;

  signal issue_decoded   : IssueCtrl_type;
  signal history_decoded : HistoryCtrl_type;

  signal issue_is_do_spec : std_logic;
  signal issue_is_resend : std_logic;
  signal issue_is_no_cmp : std_logic;

  signal resolve_is_resolve : std_logic;
  signal resolve_is_resend : std_logic;
  signal resolve_is_no_cmp : std_logic;

  signal do_spec : std_logic;
  signal do_cmp_correct : std_logic;
  signal do_resend : std_logic;
  signal do_no_cmp : std_logic;

  signal resend_accept : std_logic;
  signal drop_spec_ins : std_logic;

begin

  ------------------------

  issue_decoded   <= slv_to_issue_ctrl(ctrl_issue);
  history_decoded <= slv_to_history_ctrl(ctrl_history);

  issue_is_do_spec <= ctrl_issue_valid when issue_decoded = ISSUE_DO_SPEC else '0';
  issue_is_resend  <= ctrl_issue_valid when issue_decoded = ISSUE_RESEND  else '0';
  issue_is_no_cmp  <= ctrl_issue_valid when issue_decoded = ISSUE_NO_CMP  else '0';

  resolve_is_resolve <= ctrl_history_valid when history_decoded = HISTORY_RESOLVE else '0';
  resolve_is_resend  <= ctrl_history_valid when history_decoded = HISTORY_RESEND  else '0';
  resolve_is_no_cmp  <= ctrl_history_valid when history_decoded = HISTORY_NO_CMP  else '0';

  -----------------------------

  do_spec <= no_unkilled_mispreds and issue_is_do_spec;
  do_cmp_correct <= no_unkilled_mispreds and resolve_is_resolve;
  do_resend <= issue_is_resend and resolve_is_resend;
  do_no_cmp <= no_unkilled_mispreds and issue_is_no_cmp and resolve_is_no_cmp;

  -----------------------------

  -- the arrival of a non-spec value tells us all misspec values are killed
  leaving_recovery <= misspec_recovery_bit and (not ins_spec(0)) and ins_valid;

  -- we can accept save controls when the next cycle is not misspec recovery
  no_unkilled_mispreds <= (not misspec_recovery_bit) or leaving_recovery;

  ----------------------------

  -- we are able to re-issue the oldest token and so
  -- are accepting the resend
  resend_accept <= do_resend and outs_ready;

  -- a spec input arrived but we are in misspec recovery
  -- or about to be,
  -- so we drop it instead of writing it to memory
  drop_spec_ins <= (do_resend or misspec_recovery_bit) and ins_spec(0);

  -- state affects if we drop a misspec input
  -- otherwise we can always write to the internal FIFO
  ins_ready <= drop_spec_ins or not Full;

  -- write every data which passes through the save-commit
  -- to memory
  -- unless it is a mis-spec data which we just drop
  TailEn <= ins_valid and ins_ready and not drop_spec_ins;

  signal_proc : process (all)
  begin
    -- defaults
    HeadEn <= '0';
    CurrEn <= '0';
    outs_valid <= '0';
    outs <= Memory(Head);
    outs_spec <= "0";
    ctrl_issue_ready <= '0';
    ctrl_history_ready <= '0';

    -- if we want to speculate
    if do_spec = '1' then
      -- output is speculative
      outs_spec <= "1";

      -- if we have no unsent data we must
      -- look at input for data
      if CurrEmpty = '1' then
        -- we want to send if we have
        -- valid input data
        -- and space to store the value
        if ins_valid = '1' and Full = '0' then
          -- accept control if consumer is ready
          ctrl_issue_ready <= outs_ready;

          -- we actually record the data as sent
          -- if the consumer is ready
          CurrEn <= outs_ready;

          -- data is valid to issue
          outs_valid <= '1';
          outs <= ins;
        end if;
      else
        -- accept control if consumer is ready
        ctrl_issue_ready <= outs_ready;

        -- we actually record the data as sent
        -- if the consumer is ready
        CurrEn <= outs_ready;

        -- data is valid to issue
        outs_valid <= '1';
        outs <= Memory(Curr);
      end if;
    end if;

    -- if we want to discard the oldest data
    -- in the save commit
    -- since speculation resolved as correct
    if do_cmp_correct = '1' then
        ctrl_history_ready <= '1';

        HeadEn <= '1';
    end if;

    -- if we want to resend the oldest token
    -- to recover from misspeculation
    if do_resend = '1' then
      -- accept control if consumer is ready
      ctrl_issue_ready <= outs_ready;
      ctrl_history_ready <= outs_ready;

      -- data is valid to issue
      outs_valid <= '1';
      outs <= Memory(Head);
    end if;

    -- if we want to use the input data
    -- non-speculatively
    if do_no_cmp = '1' then
      -- if we dont have any data
      if Empty = '1' then
        -- have to look at the input
        -- for valid data
        if ins_valid = '1' then
          -- can accept the control
          -- if the consumer is ready
          ctrl_issue_ready <= outs_ready;
          ctrl_history_ready <= outs_ready;

          -- record the transfer if the consumer is ready
          CurrEn <= outs_ready;
          HeadEn <= outs_ready;

          -- data is valid to issue
          outs_valid <= '1';
          outs <= ins;
        end if;
      -- otherwise we can try issue
      -- the oldest data we have
      else
        -- can accept the control
        -- if the consumer is ready
        ctrl_issue_ready <= outs_ready;
        ctrl_history_ready <= outs_ready;

        -- record the transfer if the consumer is ready
        CurrEn <= outs_ready;
        HeadEn <= outs_ready;

        -- data is valid to issue
        outs_valid <= '1';
        outs <= Memory(Head);
      end if;
    end if;
  end process;

  misspec_recovery_bit_proc : process (clk)
  begin
    if rising_edge(clk) then
      if rst = '1' then
        misspec_recovery_bit <= '0';
      else
        if resend_accept = '1' then
          misspec_recovery_bit <= '1';
        elsif leaving_recovery = '1' then
          misspec_recovery_bit <= '0';
        end if;
      end if;
    end if;
  end process;

  
  fifo_proc : process (clk)
  begin
    if rising_edge(clk) then
      if rst = '1' then
        null;
      else
        if TailEn = '1' then
          Memory(Tail) <= ins;
        end if;
      end if;
    end if;
  end process;
  

  TailUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if rst = '1' or resend_accept = '1' then
        Tail <= 0;
      else
        if (TailEn = '1') then
          Tail <= (Tail + 1) mod 16;
        end if;
      end if;
    end if;
  end process;

  HeadUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if rst = '1' or resend_accept = '1' then
        Head <= 0;
      else
        if (HeadEn = '1') then
          Head  <= (Head + 1) mod 16;
        end if;
      end if;
    end if;
  end process;

  CurrUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if rst = '1' or resend_accept = '1' then
        Curr <= 0;
      else
        if (CurrEn = '1') then
          Curr <= (Curr + 1) mod 16;
        end if;
      end if;
    end if;
  end process;

  FullUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if rst = '1' or resend_accept = '1' then
        Full <= '0';
      else
        if (TailEn = '1') and (HeadEn = '0') then
          if ((Tail + 2) mod 16 = Head) then
            Full  <= '1';
          end if;
        elsif (TailEn = '0') and (HeadEn = '1') then
          Full <= '0';
        end if;
      end if;
    end if;
  end process;

  EmptyUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if rst = '1' or resend_accept = '1' then
        Empty <= '1';
      else
        if (TailEn = '0') and (HeadEn = '1') then
          if ((Head + 1) mod 16 = Tail) then
            Empty  <= '1';
          end if;
        elsif (TailEn = '1') and (HeadEn = '0') then
          Empty <= '0';
        end if;
      end if;
    end if;
  end process;

  CurrEmptyUpdate_proc : process (clk)
  begin
    if rising_edge(clk) then
      if rst = '1' or resend_accept = '1' then
        CurrEmpty <= '1';
      else
        if (TailEn = '0') and (CurrEn = '1') then
          if ((Curr + 1) mod 16 = Tail) then
            CurrEmpty  <= '1';
          end if;
        elsif (TailEn = '1') and (CurrEn = '0') then
          CurrEmpty <= '0';
        end if;
      end if;
    end if;
  end process;
end architecture;

