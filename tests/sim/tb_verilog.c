/* The Verilog-2005 testbench printer: the same stimulus, timing and trace format as
 * the VHDL one (tb.h), so the two traces can be compared line by line. */
#include <stdio.h>

#include "tb.h"

/* The reference to channel ch's data / valid / ready: `lhs`, `ins[15:8]`, `ins_valid[1]`. */
static void ref(sim_buf *b, const sim_unit *u, int ch, const char *suffix)
{
    const sim_port *p = sim_chan_port(u, ch);
    int e = u->chan[ch].elem;
    if (!p->array)
        sim_buf_printf(b, "%s%s", p->name, suffix);
    else if (suffix[0])
        sim_buf_printf(b, "%s%s[%d]", p->name, suffix, e);
    else
        sim_buf_printf(b, "%s[%u:%u]", p->name, (unsigned)(e + 1) * p->width - 1,
                       (unsigned)e * p->width);
}

/* reg for what the testbench drives (initialised to 0), wire for what the unit drives. */
static void declare(sim_buf *b, bool tb, unsigned width, const char *name, const char *suffix)
{
    if (tb)
        sim_buf_printf(b, "  reg [%u:0] %s%s = 0;\n", width - 1, name, suffix);
    else
        sim_buf_printf(b, "  wire [%u:0] %s%s;\n", width - 1, name, suffix);
}

/* Declares the nets of one port, flattened as section 2 of the spec lays them out. */
static void declare_port(sim_buf *b, const sim_unit *u, int pi)
{
    const sim_port *p = &u->port[pi];
    unsigned n = p->array ? p->count : 1;
    bool tb_data = !p->out;
    if (p->width)
        declare(b, tb_data, n * p->width, p->name, "");
    declare(b, tb_data, n, p->name, "_valid");
    declare(b, !tb_data, n, p->name, "_ready");
    for (int c = p->first_chan; c < p->first_chan + (int)n; c++)
        for (int k = 0; k < p->n_sig; k++) {
            char nm[96];
            bool tb = p->sig[k].up ? p->out : !p->out;
            declare(b, tb, p->sig[k].width, sim_tb_sig_name(u, c, k, nm, sizeof nm), "");
        }
}

/* A memory of n values of width w, filled by an initial block (at least one word). */
static void const_array(sim_buf *b, const char *name, unsigned w, int n, const uint64_t *vals,
                        size_t stride)
{
    int m = n > 0 ? n : 1;
    sim_buf_printf(b, "  reg [%u:0] %s [0:%d];\n  initial begin\n", w - 1, name, m - 1);
    for (int i = 0; i < m; i++) {
        uint64_t v = n > 0 ? *(const uint64_t *)((const char *)vals + (size_t)i * stride) : 0;
        sim_buf_printf(b, "    %s[%d] = %u'h%llx;\n", name, i, w, (unsigned long long)v);
    }
    sim_buf_printf(b, "  end\n");
}

/* The stimulus: tokens and extras of inputs, patterns, upstream values. */
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
                               "  integer tb_seen_%d = 0;\n  integer tb_after_%d [0:%d];\n"
                               "  initial begin\n",
                               c, c, n_tok > 0 ? n_tok - 1 : 0);
                for (int j = 0; j < (n_tok > 0 ? n_tok : 1); j++)
                    sim_buf_printf(b, "    tb_after_%d[%d] = %d;\n", c, j,
                                   n_tok > 0 ? cs->after[j] : 0);
                sim_buf_printf(b, "  end\n");
            }
            if (cs->feed >= 0)
                sim_buf_printf(b, "  reg [%u:0] tb_mem_%d [0:%d];\n  integer tb_wr_%d = 0;\n",
                               p->width - 1, c, n_tok > 0 ? n_tok - 1 : 0, c);
        } else {
            for (int k = 0; k < p->n_sig; k++)
                if (p->sig[k].up) {
                    snprintf(nm, sizeof nm, "tb_up_%d_%d", c, k);
                    const_array(b, nm, p->sig[k].width, s->ncyc, cs->up[k], sizeof(uint64_t));
                }
        }
        sim_buf_printf(b, "  reg [0:%d] tb_pat_%d;\n  initial tb_pat_%d = %d'b", s->ncyc - 1, c, c,
                       s->ncyc);
        for (int t = 0; t < s->ncyc; t++)
            sim_buf_printf(b, "%c", cs->pat[t] ? '1' : '0');
        sim_buf_printf(b, ";\n");
        sim_buf_printf(b, "  reg tb_fire_%d = 0;\n", c);
        if (!p->out)
            sim_buf_printf(b, "  integer tb_idx_%d = 0;\n", c);
    }
}

/* Rising edge, input channel: next token, offer, hold, or idle with inverted data. */
static void apply_input(sim_buf *b, const sim_unit *u, const sim_stim *s, int c)
{
    const sim_port *p = sim_chan_port(u, c);
    const char *src = s->ch[c].feed >= 0 ? "tb_mem" : "tb_tok";
    char nm[96];
    sim_buf_printf(b, "        if (tb_fire_%d) tb_idx_%d = tb_idx_%d + 1;\n", c, c, c);
    sim_buf_printf(b, "        if (");
    ref(b, u, c, "_valid");
    sim_buf_printf(b, " !== 1'b1 || tb_fire_%d) begin\n", c);
    if (s->ch[c].feed >= 0)
        sim_buf_printf(b, "          if (tb_pat_%d[tb_cyc] && tb_idx_%d < tb_wr_%d) begin\n", c, c,
                       c);
    else if (s->ch[c].gate >= 0)
        sim_buf_printf(b,
                       "          if (tb_pat_%d[tb_cyc] && tb_idx_%d < %d && "
                       "tb_seen_%d >= tb_after_%d[tb_idx_%d]) begin\n",
                       c, c, s->ch[c].n_tok, c, c, c);
    else
        sim_buf_printf(b, "          if (tb_pat_%d[tb_cyc] && tb_idx_%d < %d) begin\n", c, c,
                       s->ch[c].n_tok);
    sim_buf_printf(b, "            ");
    ref(b, u, c, "_valid");
    sim_buf_printf(b, " <= 1'b1;\n");
    if (p->width) {
        sim_buf_printf(b, "            ");
        ref(b, u, c, "");
        sim_buf_printf(b, " <= %s_%d[tb_idx_%d];\n", src, c, c);
    }
    for (int k = 0; k < p->n_sig; k++)
        if (!p->sig[k].up)
            sim_buf_printf(b, "            %s <= tb_x_%d_%d[tb_idx_%d];\n",
                           sim_tb_sig_name(u, c, k, nm, sizeof nm), c, k, c);
    sim_buf_printf(b, "          end else begin\n            ");
    ref(b, u, c, "_valid");
    sim_buf_printf(b, " <= 1'b0;\n");
    if (p->width) {
        sim_buf_printf(b, "            ");
        ref(b, u, c, "");
        sim_buf_printf(b, " <= ~");
        ref(b, u, c, "");
        sim_buf_printf(b, ";\n");
    }
    for (int k = 0; k < p->n_sig; k++)
        if (!p->sig[k].up) {
            sim_tb_sig_name(u, c, k, nm, sizeof nm);
            sim_buf_printf(b, "            %s <= ~%s;\n", nm, nm);
        }
    sim_buf_printf(b, "          end\n        end\n");
}

/* Rising edge, output channel: the cycle's ready and upstream values. */
static void apply_output(sim_buf *b, const sim_unit *u, int c)
{
    const sim_port *p = sim_chan_port(u, c);
    char nm[96];
    sim_buf_printf(b, "        ");
    ref(b, u, c, "_ready");
    sim_buf_printf(b, " <= tb_pat_%d[tb_cyc];\n", c);
    for (int k = 0; k < p->n_sig; k++)
        if (p->sig[k].up)
            sim_buf_printf(b, "        %s <= tb_up_%d_%d[tb_cyc];\n",
                           sim_tb_sig_name(u, c, k, nm, sizeof nm), c, k);
}

/* Falling edge: one channel's part of the trace line. */
static void trace_chan(sim_buf *b, const sim_unit *u, int c)
{
    const sim_port *p = sim_chan_port(u, c);
    char nm[96];
    sim_buf_printf(b, "      $fwrite(tb_f, \" %%b%%b\", ");
    ref(b, u, c, "_valid");
    sim_buf_printf(b, ", ");
    ref(b, u, c, "_ready");
    sim_buf_printf(b, ");\n");
    if (p->width) {
        sim_buf_printf(b, "      if (");
        ref(b, u, c, "_valid");
        sim_buf_printf(b, " === 1'b1) $fwrite(tb_f, \" %%h\", ");
        ref(b, u, c, "");
        sim_buf_printf(b, "); else $fwrite(tb_f, \" -\");\n");
    }
    for (int k = 0; k < p->n_sig; k++) {
        sim_tb_sig_name(u, c, k, nm, sizeof nm);
        if (p->sig[k].up) {
            sim_buf_printf(b, "      $fwrite(tb_f, \" %%h\", %s);\n", nm);
        } else {
            sim_buf_printf(b, "      if (");
            ref(b, u, c, "_valid");
            sim_buf_printf(
                b, " === 1'b1) $fwrite(tb_f, \" %%h\", %s); else $fwrite(tb_f, \" -\");\n", nm);
        }
    }
}

/* Prints the whole testbench module `tb_name`, writing its trace to `trace_file`. */
void sim_tb_verilog(sim_buf *b, const sim_unit *u, const sim_stim *s, const char *tb_name,
                    const char *trace_file)
{
    sim_buf_printf(b, "// Testbench of %s (generated by hs_sim; test code, not a unit).\n",
                   u->entity);
    sim_buf_printf(b, "module %s;\n  localparam RST_EDGES = %d;\n  localparam NCYC = %d;\n",
                   tb_name, SIM_RESET_CYCLES, s->ncyc);
    sim_buf_printf(b, "  reg tb_clk = 1'b0;\n  reg tb_rst = 1'b1;\n  integer tb_f;\n"
                      "  integer tb_p = 0;\n  integer tb_cyc = -1;\n  reg [63:0] tb_tmp;\n");
    for (int i = 0; i < u->n_ports; i++)
        declare_port(b, u, i);
    declare_stimulus(b, u, s);

    /* The unit. */
    sim_buf_printf(b, "  %s dut (\n    .clk(tb_clk),\n    .rst(tb_rst)", u->entity);
    for (int i = 0; i < u->n_ports; i++) {
        const sim_port *p = &u->port[i];
        if (p->width)
            sim_buf_printf(b, ",\n    .%s(%s)", p->name, p->name);
        sim_buf_printf(b, ",\n    .%s_valid(%s_valid),\n    .%s_ready(%s_ready)", p->name, p->name,
                       p->name, p->name);
        for (int c = p->first_chan; c < p->first_chan + (int)(p->array ? p->count : 1); c++)
            for (int k = 0; k < p->n_sig; k++) {
                char nm[96];
                sim_tb_sig_name(u, c, k, nm, sizeof nm);
                sim_buf_printf(b, ",\n    .%s(%s)", nm, nm);
            }
    }
    sim_buf_printf(b, ");\n\n");

    /* A waveform when the run asks for one (+vcd=FILE, hs_sim --vcd). */
    sim_buf_printf(b,
                   "  reg [8*4096-1:0] tb_vcd;\n"
                   "  initial if ($value$plusargs(\"vcd=%%s\", tb_vcd)) begin\n"
                   "    $dumpfile(tb_vcd);\n    $dumpvars(0, %s);\n  end\n\n",
                   tb_name);

    /* Clock: stops after the last cycle, so the simulation ends by itself. */
    sim_buf_printf(b,
                   "  initial begin\n    tb_f = $fopen(\"%s\", \"w\");\n"
                   "    repeat (2 * (RST_EDGES + NCYC + 2)) #5 tb_clk = ~tb_clk;\n"
                   "    #1 $fclose(tb_f);\n  end\n\n",
                   trace_file);

    sim_buf_printf(b, "  always @(posedge tb_clk) begin\n    if (tb_p >= RST_EDGES) begin\n"
                      "      tb_rst <= 1'b0;\n      tb_cyc = tb_p - RST_EDGES;\n"
                      "      if (tb_cyc < NCYC) begin\n");
    for (int c = 0; c < u->n_chans; c++) {
        if (sim_chan_port(u, c)->out)
            apply_output(b, u, c);
        else
            apply_input(b, u, s, c);
    }
    sim_buf_printf(b, "      end\n    end\n    tb_p = tb_p + 1;\n  end\n\n");

    sim_buf_printf(b, "  always @(negedge tb_clk) begin\n"
                      "    if (tb_cyc >= 0 && tb_cyc < NCYC) begin\n"
                      "      $fwrite(tb_f, \"%%0d\", tb_cyc);\n");
    for (int c = 0; c < u->n_chans; c++)
        trace_chan(b, u, c);
    sim_buf_printf(b, "      $fwrite(tb_f, \"\\n\");\n");
    for (int c = 0; c < u->n_chans; c++) {
        sim_buf_printf(b, "      tb_fire_%d = (", c);
        ref(b, u, c, "_valid");
        sim_buf_printf(b, " === 1'b1) && (");
        ref(b, u, c, "_ready");
        sim_buf_printf(b, " === 1'b1);\n");
    }
    for (int c = 0; c < u->n_chans; c++)
        if (s->ch[c].gate >= 0)
            sim_buf_printf(b, "      if (tb_fire_%d) tb_seen_%d = tb_seen_%d + 1;\n", s->ch[c].gate,
                           c, c);
    for (int c = 0; c < u->n_chans; c++) {
        int f = s->ch[c].feed;
        if (f < 0)
            continue;
        sim_buf_printf(b, "      if (tb_fire_%d && tb_wr_%d < %d) begin\n        tb_tmp = ", f, c,
                       s->ch[c].n_tok > 0 ? s->ch[c].n_tok : 1);
        ref(b, u, f, "");
        sim_buf_printf(b,
                       ";\n        tb_tmp = tb_tmp * 3 + 1;\n"
                       "        tb_mem_%d[tb_wr_%d] = tb_tmp[%u:0];\n"
                       "        tb_wr_%d = tb_wr_%d + 1;\n      end\n",
                       c, c, sim_chan_port(u, c)->width - 1, c, c);
    }
    sim_buf_printf(b, "    end\n  end\nendmodule\n");
}
