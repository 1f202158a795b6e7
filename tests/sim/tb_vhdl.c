/* The VHDL-2008 testbench printer (the timing and trace format are in tb.h). */
#include <stdio.h>

#include "tb.h"

/* A std_logic_vector literal of width w: hex when w is a multiple of 4, else binary. */
static void lit(sim_buf *b, uint64_t v, unsigned w)
{
    if (w % 4 == 0) {
        sim_buf_printf(b, "x\"%0*llx\"", (int)(w / 4), (unsigned long long)v);
        return;
    }
    sim_buf_printf(b, "\"");
    for (int i = (int)w - 1; i >= 0; i--)
        sim_buf_printf(b, "%c", (v >> i) & 1 ? '1' : '0');
    sim_buf_printf(b, "\"");
}

/* The reference to channel ch's data / valid / ready: `lhs`, `ins(2)`, `ins_valid(2)`. */
static void ref(sim_buf *b, const sim_unit *u, int ch, const char *suffix)
{
    const sim_port *p = sim_chan_port(u, ch);
    if (p->array)
        sim_buf_printf(b, "%s%s(%d)", p->name, suffix, u->chan[ch].elem);
    else
        sim_buf_printf(b, "%s%s", p->name, suffix);
}

/* Declares the signals of one port; those the testbench drives start at 0, those the
 * unit drives stay uninitialised so a missing driver shows as U. */
static void declare_port(sim_buf *b, const sim_unit *u, int pi)
{
    const sim_port *p = &u->port[pi];
    bool tb_data = !p->out;
    if (p->width) {
        if (p->array)
            sim_buf_printf(b, "  signal %s : data_array(%u downto 0)(%u downto 0)%s;\n", p->name,
                           p->count - 1, p->width - 1,
                           tb_data ? " := (others => (others => '0'))" : "");
        else
            sim_buf_printf(b, "  signal %s : std_logic_vector(%u downto 0)%s;\n", p->name,
                           p->width - 1, tb_data ? " := (others => '0')" : "");
    }
    const char *hs[2] = {"valid", "ready"};
    for (int i = 0; i < 2; i++) {
        bool tb = (i == 0) == tb_data;
        if (p->array)
            sim_buf_printf(b, "  signal %s_%s : std_logic_vector(%u downto 0)%s;\n", p->name, hs[i],
                           p->count - 1, tb ? " := (others => '0')" : "");
        else
            sim_buf_printf(b, "  signal %s_%s : std_logic%s;\n", p->name, hs[i],
                           tb ? " := '0'" : "");
    }
    for (int c = p->first_chan; c < p->first_chan + (int)(p->array ? p->count : 1); c++)
        for (int k = 0; k < p->n_sig; k++) {
            char nm[96];
            bool tb = p->sig[k].up ? p->out : !p->out;
            sim_buf_printf(b, "  signal %s : std_logic_vector(%u downto 0)%s;\n",
                           sim_tb_sig_name(u, c, k, nm, sizeof nm), p->sig[k].width - 1,
                           tb ? " := (others => '0')" : "");
        }
}

/* A constant array of values of width w, indexed 0..n-1 (at least one element). */
static void const_array(sim_buf *b, const char *name, unsigned w, int n, const uint64_t *vals,
                        size_t stride)
{
    int m = n > 0 ? n : 1;
    sim_buf_printf(b, "  type %s_t is array (0 to %d) of std_logic_vector(%u downto 0);\n", name,
                   m - 1, w - 1);
    sim_buf_printf(b, "  constant %s : %s_t := (", name, name);
    for (int i = 0; i < m; i++) {
        sim_buf_printf(b, "%s%d => ", i ? ", " : "", i);
        lit(b, n > 0 ? *(const uint64_t *)((const char *)vals + (size_t)i * stride) : 0, w);
        if (i % 8 == 7)
            sim_buf_printf(b, "\n    ");
    }
    sim_buf_printf(b, ");\n");
}

/* The stimulus as constants: tokens and extras of inputs, patterns, upstream values. */
static void declare_stimulus(sim_buf *b, const sim_unit *u, const sim_stim *s)
{
    for (int c = 0; c < u->n_chans; c++) {
        const sim_port *p = sim_chan_port(u, c);
        const sim_chan_stim *cs = &s->ch[c];
        char nm[64];
        static const sim_tok none;
        const sim_tok *tok = cs->tok ? cs->tok : &none;
        int n_tok = cs->tok ? cs->n_tok : 0;
        if (!p->out) {
            if (p->width) {
                snprintf(nm, sizeof nm, "tb_tok_%d", c);
                const_array(b, nm, p->width, n_tok, &tok->data, sizeof(sim_tok));
            }
            for (int k = 0; k < p->n_sig; k++)
                if (!p->sig[k].up) {
                    snprintf(nm, sizeof nm, "tb_x_%d_%d", c, k);
                    const_array(b, nm, p->sig[k].width, n_tok, &tok->x[k], sizeof(sim_tok));
                }
            if (cs->gate >= 0) { /* thresholds of a closed-loop input (sim.h) */
                sim_buf_printf(b,
                               "  type tb_after_%d_t is array (0 to %d) of integer;\n"
                               "  constant tb_after_%d : tb_after_%d_t := (",
                               c, n_tok > 0 ? n_tok - 1 : 0, c, c);
                for (int j = 0; j < (n_tok > 0 ? n_tok : 1); j++)
                    sim_buf_printf(b, "%s%d => %d", j ? ", " : "", j, n_tok > 0 ? cs->after[j] : 0);
                sim_buf_printf(b, ");\n");
            }
        } else {
            for (int k = 0; k < p->n_sig; k++)
                if (p->sig[k].up) {
                    snprintf(nm, sizeof nm, "tb_up_%d_%d", c, k);
                    const_array(b, nm, p->sig[k].width, s->ncyc, cs->up[k], sizeof(uint64_t));
                }
        }
        sim_buf_printf(b, "  constant tb_pat_%d : std_logic_vector(0 to %d) :=\n    \"", c,
                       s->ncyc - 1);
        for (int t = 0; t < s->ncyc; t++)
            sim_buf_printf(b, "%c", cs->pat[t] ? '1' : '0');
        sim_buf_printf(b, "\";\n");
    }
}

/* Rising edge, input channel: next token, offer, hold, or idle with inverted data. */
static void apply_input(sim_buf *b, const sim_unit *u, const sim_stim *s, int c)
{
    const sim_port *p = sim_chan_port(u, c);
    const char *src = s->ch[c].feed >= 0 ? "tb_mem" : "tb_tok";
    char nm[96];
    sim_buf_printf(b, "          if tb_fire_%d then tb_idx_%d := tb_idx_%d + 1; end if;\n", c, c,
                   c);
    sim_buf_printf(b, "          if ");
    ref(b, u, c, "_valid");
    sim_buf_printf(b, " /= '1' or tb_fire_%d then\n", c);
    if (s->ch[c].feed >= 0)
        sim_buf_printf(b, "            if tb_pat_%d(tb_cyc) = '1' and tb_idx_%d < tb_wr_%d then\n",
                       c, c, c);
    else if (s->ch[c].gate >= 0)
        sim_buf_printf(b,
                       "            if tb_pat_%d(tb_cyc) = '1' and tb_idx_%d < %d and "
                       "tb_seen_%d >= tb_after_%d(tb_idx_%d) then\n",
                       c, c, s->ch[c].n_tok, c, c, c);
    else
        sim_buf_printf(b, "            if tb_pat_%d(tb_cyc) = '1' and tb_idx_%d < %d then\n", c, c,
                       s->ch[c].n_tok);
    sim_buf_printf(b, "              ");
    ref(b, u, c, "_valid");
    sim_buf_printf(b, " <= '1';\n");
    if (p->width) {
        sim_buf_printf(b, "              ");
        ref(b, u, c, "");
        sim_buf_printf(b, " <= %s_%d(tb_idx_%d);\n", src, c, c);
    }
    for (int k = 0; k < p->n_sig; k++)
        if (!p->sig[k].up)
            sim_buf_printf(b, "              %s <= tb_x_%d_%d(tb_idx_%d);\n",
                           sim_tb_sig_name(u, c, k, nm, sizeof nm), c, k, c);
    sim_buf_printf(b, "            else\n              ");
    ref(b, u, c, "_valid");
    sim_buf_printf(b, " <= '0';\n");
    if (p->width) {
        sim_buf_printf(b, "              ");
        ref(b, u, c, "");
        sim_buf_printf(b, " <= not ");
        ref(b, u, c, "");
        sim_buf_printf(b, ";\n");
    }
    for (int k = 0; k < p->n_sig; k++)
        if (!p->sig[k].up) {
            sim_tb_sig_name(u, c, k, nm, sizeof nm);
            sim_buf_printf(b, "              %s <= not %s;\n", nm, nm);
        }
    sim_buf_printf(b, "            end if;\n          end if;\n");
}

/* Rising edge, output channel: the cycle's ready and upstream values. */
static void apply_output(sim_buf *b, const sim_unit *u, int c)
{
    const sim_port *p = sim_chan_port(u, c);
    char nm[96];
    sim_buf_printf(b, "          ");
    ref(b, u, c, "_ready");
    sim_buf_printf(b, " <= tb_pat_%d(tb_cyc);\n", c);
    for (int k = 0; k < p->n_sig; k++)
        if (p->sig[k].up)
            sim_buf_printf(b, "          %s <= tb_up_%d_%d(tb_cyc);\n",
                           sim_tb_sig_name(u, c, k, nm, sizeof nm), c, k);
}

/* Falling edge: one channel's part of the trace line. */
static void trace_chan(sim_buf *b, const sim_unit *u, int c)
{
    const sim_port *p = sim_chan_port(u, c);
    char nm[96];
    sim_buf_printf(b, "        write(tb_l, string'(\" \")); write(tb_l, tb_c(");
    ref(b, u, c, "_valid");
    sim_buf_printf(b, ")); write(tb_l, tb_c(");
    ref(b, u, c, "_ready");
    sim_buf_printf(b, "));\n");
    if (p->width) {
        sim_buf_printf(b, "        if ");
        ref(b, u, c, "_valid");
        sim_buf_printf(b, " = '1' then write(tb_l, string'(\" \")); write(tb_l, to_hstring(");
        ref(b, u, c, "");
        sim_buf_printf(b, ")); else write(tb_l, string'(\" -\")); end if;\n");
    }
    for (int k = 0; k < p->n_sig; k++) {
        sim_tb_sig_name(u, c, k, nm, sizeof nm);
        if (p->sig[k].up) {
            sim_buf_printf(b, "        write(tb_l, string'(\" \")); write(tb_l, to_hstring(%s));\n",
                           nm);
        } else {
            sim_buf_printf(b, "        if ");
            ref(b, u, c, "_valid");
            sim_buf_printf(b,
                           " = '1' then write(tb_l, string'(\" \")); write(tb_l, to_hstring(%s)); "
                           "else write(tb_l, string'(\" -\")); end if;\n",
                           nm);
        }
    }
}

/* Prints the whole testbench entity `tb_name`, writing its trace to `trace_file`. */
void sim_tb_vhdl(sim_buf *b, const sim_unit *u, const sim_stim *s, const char *tb_name,
                 const char *trace_file)
{
    bool arrays = false;
    for (int i = 0; i < u->n_ports; i++)
        if (u->port[i].array && u->port[i].width)
            arrays = true;
    sim_buf_printf(b, "-- Testbench of %s (generated by hs_sim; test code, not a unit).\n",
                   u->entity);
    sim_buf_printf(b,
                   "library ieee;\nuse ieee.std_logic_1164.all;\nuse ieee.numeric_std.all;\n"
                   "use std.textio.all;\n%s\n",
                   arrays ? "use work.types.all;\n" : "");
    sim_buf_printf(b, "entity %s is\nend entity;\n\narchitecture sim of %s is\n", tb_name, tb_name);
    sim_buf_printf(b, "  constant RST_EDGES : integer := %d;\n  constant NCYC : integer := %d;\n",
                   SIM_RESET_CYCLES, s->ncyc);
    sim_buf_printf(b, "  signal tb_clk : std_logic := '0';\n  signal tb_rst : std_logic := '1';\n");
    for (int i = 0; i < u->n_ports; i++)
        declare_port(b, u, i);
    declare_stimulus(b, u, s);
    sim_buf_printf(b, "  function tb_c(v : std_logic) return character is\n  begin\n"
                      "    if v = '1' then return '1'; elsif v = '0' then return '0'; "
                      "else return 'x'; end if;\n  end function;\nbegin\n");

    /* The unit. */
    sim_buf_printf(b, "  dut : entity work.%s port map (\n    clk => tb_clk,\n    rst => tb_rst",
                   u->entity);
    for (int i = 0; i < u->n_ports; i++) {
        const sim_port *p = &u->port[i];
        if (p->width)
            sim_buf_printf(b, ",\n    %s => %s", p->name, p->name);
        sim_buf_printf(b, ",\n    %s_valid => %s_valid,\n    %s_ready => %s_ready", p->name,
                       p->name, p->name, p->name);
        for (int c = p->first_chan; c < p->first_chan + (int)(p->array ? p->count : 1); c++)
            for (int k = 0; k < p->n_sig; k++) {
                char nm[96];
                sim_tb_sig_name(u, c, k, nm, sizeof nm);
                sim_buf_printf(b, ",\n    %s => %s", nm, nm);
            }
    }
    sim_buf_printf(b, ");\n\n");

    /* Clock: stops after the last cycle, so the simulation ends by itself. */
    sim_buf_printf(b, "  tb_clock : process\n  begin\n"
                      "    for i in 1 to 2 * (RST_EDGES + NCYC + 2) loop\n"
                      "      wait for 5 ns;\n      tb_clk <= not tb_clk;\n    end loop;\n"
                      "    wait;\n  end process;\n\n");

    sim_buf_printf(b, "  tb_main : process (tb_clk)\n");
    sim_buf_printf(b, "    file tb_f : text open write_mode is \"%s\";\n", trace_file);
    sim_buf_printf(b, "    variable tb_l : line;\n    variable tb_p : integer := 0;\n"
                      "    variable tb_cyc : integer := -1;\n");
    for (int c = 0; c < u->n_chans; c++) {
        sim_buf_printf(b, "    variable tb_fire_%d : boolean := false;\n", c);
        if (!sim_chan_port(u, c)->out)
            sim_buf_printf(b, "    variable tb_idx_%d : integer := 0;\n", c);
        if (s->ch[c].gate >= 0)
            sim_buf_printf(b, "    variable tb_seen_%d : integer := 0;\n", c);
        if (s->ch[c].feed >= 0)
            sim_buf_printf(b,
                           "    variable tb_mem_%d : tb_tok_%d_t := tb_tok_%d;\n"
                           "    variable tb_wr_%d : integer := 0;\n",
                           c, c, c, c);
    }
    sim_buf_printf(b, "  begin\n    if rising_edge(tb_clk) then\n      if tb_p >= RST_EDGES then\n"
                      "        tb_rst <= '0';\n        tb_cyc := tb_p - RST_EDGES;\n"
                      "        if tb_cyc < NCYC then\n");
    for (int c = 0; c < u->n_chans; c++) {
        if (sim_chan_port(u, c)->out)
            apply_output(b, u, c);
        else
            apply_input(b, u, s, c);
    }
    sim_buf_printf(b, "        end if;\n      end if;\n      tb_p := tb_p + 1;\n"
                      "    elsif falling_edge(tb_clk) then\n"
                      "      if tb_cyc >= 0 and tb_cyc < NCYC then\n"
                      "        write(tb_l, tb_cyc);\n");
    for (int c = 0; c < u->n_chans; c++)
        trace_chan(b, u, c);
    sim_buf_printf(b, "        writeline(tb_f, tb_l);\n");
    for (int c = 0; c < u->n_chans; c++) {
        sim_buf_printf(b, "        tb_fire_%d := ", c);
        ref(b, u, c, "_valid");
        sim_buf_printf(b, " = '1' and ");
        ref(b, u, c, "_ready");
        sim_buf_printf(b, " = '1';\n");
    }
    for (int c = 0; c < u->n_chans; c++)
        if (s->ch[c].gate >= 0)
            sim_buf_printf(b, "        if tb_fire_%d then tb_seen_%d := tb_seen_%d + 1; end if;\n",
                           s->ch[c].gate, c, c);
    for (int c = 0; c < u->n_chans; c++) {
        int f = s->ch[c].feed;
        if (f < 0)
            continue;
        sim_buf_printf(b, "        if tb_fire_%d and tb_wr_%d < %d then\n", f, c,
                       s->ch[c].n_tok > 0 ? s->ch[c].n_tok : 1);
        sim_buf_printf(b,
                       "          tb_mem_%d(tb_wr_%d) := std_logic_vector(resize("
                       "resize(unsigned(",
                       c, c);
        ref(b, u, f, "");
        sim_buf_printf(b,
                       "), 64) * 3 + 1, %u));\n          tb_wr_%d := tb_wr_%d + 1;\n"
                       "        end if;\n",
                       sim_chan_port(u, c)->width, c, c);
    }
    sim_buf_printf(b, "      end if;\n    end if;\n  end process;\nend architecture;\n");
}
