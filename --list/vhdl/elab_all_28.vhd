library ieee;
use ieee.std_logic_1164.all;
use work.types.all;

entity elab_all_28 is
end entity;

architecture arch of elab_all_28 is
begin
  u1792 : entity work.remui_w8_up port map (clk => '0', rst => '0', lhs => (others => '0'), lhs_credit => open, lhs_valid => '0', lhs_ready => open, rhs => (others => '0'), rhs_credit => open, rhs_valid => '0', rhs_ready => open, result => open, result_credit => (others => '0'), result_valid => open, result_ready => '0');
  u1793 : entity work.remui_w32_up port map (clk => '0', rst => '0', lhs => (others => '0'), lhs_credit => open, lhs_valid => '0', lhs_ready => open, rhs => (others => '0'), rhs_credit => open, rhs_valid => '0', rhs_ready => open, result => open, result_credit => (others => '0'), result_valid => open, result_ready => '0');
  u1794 : entity work.absi_l1_w1_none port map (clk => '0', rst => '0', ins => (others => '0'), ins_valid => '0', ins_ready => open, outs => open, outs_valid => open, outs_ready => '0');
  u1795 : entity work.absi_l1_w8_none port map (clk => '0', rst => '0', ins => (others => '0'), ins_valid => '0', ins_ready => open, outs => open, outs_valid => open, outs_ready => '0');
  u1796 : entity work.absi_l1_w32_none port map (clk => '0', rst => '0', ins => (others => '0'), ins_valid => '0', ins_ready => open, outs => open, outs_valid => open, outs_ready => '0');
  u1797 : entity work.absi_l1_w1_spec port map (clk => '0', rst => '0', ins => (others => '0'), ins_spec => (others => '0'), ins_valid => '0', ins_ready => open, outs => open, outs_spec => open, outs_valid => open, outs_ready => '0');
  u1798 : entity work.absi_l1_w8_spec port map (clk => '0', rst => '0', ins => (others => '0'), ins_spec => (others => '0'), ins_valid => '0', ins_ready => open, outs => open, outs_spec => open, outs_valid => open, outs_ready => '0');
  u1799 : entity work.absi_l1_w32_spec port map (clk => '0', rst => '0', ins => (others => '0'), ins_spec => (others => '0'), ins_valid => '0', ins_ready => open, outs => open, outs_spec => open, outs_valid => open, outs_ready => '0');
  u1800 : entity work.absi_l1_w1_spec_tag port map (clk => '0', rst => '0', ins => (others => '0'), ins_spec => (others => '0'), ins_tag => (others => '0'), ins_valid => '0', ins_ready => open, outs => open, outs_spec => open, outs_tag => open, outs_valid => open, outs_ready => '0');
  u1801 : entity work.absi_l1_w8_spec_tag port map (clk => '0', rst => '0', ins => (others => '0'), ins_spec => (others => '0'), ins_tag => (others => '0'), ins_valid => '0', ins_ready => open, outs => open, outs_spec => open, outs_tag => open, outs_valid => open, outs_ready => '0');
  u1802 : entity work.absi_l1_w32_spec_tag port map (clk => '0', rst => '0', ins => (others => '0'), ins_spec => (others => '0'), ins_tag => (others => '0'), ins_valid => '0', ins_ready => open, outs => open, outs_spec => open, outs_tag => open, outs_valid => open, outs_ready => '0');
  u1803 : entity work.absi_l1_w1_up port map (clk => '0', rst => '0', ins => (others => '0'), ins_credit => open, ins_valid => '0', ins_ready => open, outs => open, outs_credit => (others => '0'), outs_valid => open, outs_ready => '0');
  u1804 : entity work.absi_l1_w8_up port map (clk => '0', rst => '0', ins => (others => '0'), ins_credit => open, ins_valid => '0', ins_ready => open, outs => open, outs_credit => (others => '0'), outs_valid => open, outs_ready => '0');
  u1805 : entity work.absi_l1_w32_up port map (clk => '0', rst => '0', ins => (others => '0'), ins_credit => open, ins_valid => '0', ins_ready => open, outs => open, outs_credit => (others => '0'), outs_valid => open, outs_ready => '0');
end architecture;
