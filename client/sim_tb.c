/* The self-checking testbenches of `hsgen simulate` (sim_interp.h), one per
 * HDL with the same behaviour: reset for four cycles, then each input offers its
 * tokens in order, each output is always ready (or, with --stall SEED, ready in 3
 * cycles of 4 on average, from a 32-bit LFSR per output stepped at every clock edge
 * after reset, so the simulators stall alike) and prints every token it takes
 * ("TOKEN port k value" in hex), compares it with the expected token when one is
 * known ("MISMATCH port k got want"); token k of an input is offered once every
 * output has k tokens (one run of the function at a time, as a caller would),
 * and the run ends with "CYCLES n" (cycles
 * after reset up to the last output token) once each output has its tokens, or
 * with "TIMEOUT n" on the first cycle past the limit. Both count cycles alike and
 * stop on the same cycle, so the HDLs can be compared. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "sim_files.h"
#include "sim_interp.h"
#include "sim_mem.h"

typedef struct {
    FILE *f;
    const hs_netlist *nl;
    const sim_tokens *in, *expect;
    int want;
    long max_cycles;
    uint32_t stall;       /* 0: outputs always ready */
    const sim_mems *mems; /* the block RAMs the testbench holds (raw port groups) */
} tb;

static bool raw(const hs_net_port *p)
{
    return p->type.kind == HS_T_RAW;
}

/* The LFSR seed of output o under --stall (never 0, which would stay 0). */
static uint32_t stall_seed(const tb *b, int o)
{
    return (b->stall * 2654435761u + (uint32_t)o * 40503u) | 1u;
}

static unsigned width(const hs_type *t)
{
    return t->kind == HS_T_CONTROL ? 0 : t->width;
}

/* ---- Verilog ---- */

/* A value cut to w bits, as a sized Verilog literal must be (Verilator refuses
 * 32'hfffffffffffffffd for -3). */
static unsigned long long v_bits(uint64_t v, unsigned w)
{
    return (unsigned long long)(w >= 64 ? v : v & ((UINT64_C(1) << w) - 1));
}

static void v_port_decls(tb *b, const hs_net_port *p, bool in, const sim_tokens *toks)
{
    FILE *f = b->f;
    const char *n = p->name;
    unsigned w = width(&p->type);
    int k = toks && toks->n ? toks->n : 1;
    if (raw(p)) { /* a memory's bus: the RAM below drives or reads it */
        fprintf(f, "  wire [%u:0] %s;\n", w - 1, n);
        return;
    }
    if (w)
        fprintf(f, "  wire [%u:0] %s;\n", w - 1, n);
    fprintf(f, "  wire %s_valid;\n  wire %s_ready;\n", n, n);
    for (int e = 0; e < p->type.n_extra; e++) {
        const hs_extra *x = &p->type.extra[e];
        bool driven = in ? !x->up : x->up; /* what the testbench drives */
        fprintf(f, "  wire [%u:0] %s_%s%s;\n", x->width - 1u, n, x->name, driven ? " = 0" : "");
    }
    fprintf(f, "  integer %s_k = 0;\n", n);
    if (in) {
        if (w) {
            fprintf(f, "  reg [%u:0] %s_tok [0:%d];\n  initial begin\n", w - 1, n, k - 1);
            for (int j = 0; j < toks->n; j++)
                fprintf(f, "    %s_tok[%d] = %u'h%llx;\n", n, j, w, v_bits(toks->v[j], w));
            fprintf(f, "  end\n  assign %s = %s_k < %d ? %s_tok[%s_k] : 0;\n", n, n, toks->n, n, n);
        }
        fprintf(f, "  assign %s_valid = !rst && %s_k < %d", n, n, toks->n);
        for (int o = 0; o < b->nl->n_outputs; o++) /* one run at a time */
            if (!raw(&b->nl->outputs[o]))
                fprintf(f, " && %s_k >= %s_k", b->nl->outputs[o].name, n);
        fprintf(f, ";\n");
        fprintf(f, "  always @(posedge clk) if (%s_valid && %s_ready) %s_k <= %s_k + 1;\n", n, n, n,
                n);
        return;
    }
    fprintf(f, "  integer %s_last = -1;\n", n);
    if (b->stall) { /* s = s << 1 | (s31 ^ s21 ^ s1 ^ s0); ready unless s[1:0] == 0 */
        fprintf(f,
                "  reg [31:0] %s_s = 32'h%08x;\n  reg %s_rdy = 1'b0;\n  assign %s_ready = %s_rdy;\n"
                "  always @(posedge clk) if (!rst) begin\n"
                "    %s_s = {%s_s[30:0], %s_s[31] ^ %s_s[21] ^ %s_s[1] ^ %s_s[0]};\n"
                "    %s_rdy <= %s_s[1:0] != 2'b00;\n  end\n",
                n, stall_seed(b, (int)(p - b->nl->outputs)), n, n, n, n, n, n, n, n, n, n, n);
    } else {
        fprintf(f, "  assign %s_ready = 1'b1;\n", n);
    }
    const sim_tokens *ex = b->expect ? &b->expect[p - b->nl->outputs] : NULL;
    if (w && ex && ex->n) {
        fprintf(f, "  reg [%u:0] %s_exp [0:%d];\n  initial begin\n", w - 1, n, ex->n - 1);
        for (int j = 0; j < ex->n; j++)
            fprintf(f, "    %s_exp[%d] = %u'h%llx;\n", n, j, w, v_bits(ex->v[j], w));
        fprintf(f, "  end\n");
    }
    fprintf(f, "  always @(posedge clk) if (!rst && %s_valid && %s_ready) begin\n", n, n);
    if (w) {
        fprintf(f, "    $display(\"TOKEN %s %%0d %%h\", %s_k, %s);\n", n, n, n);
        if (ex && ex->n)
            fprintf(f,
                    "    if (%s_k < %d && %s !== %s_exp[%s_k]) $display(\"MISMATCH %s %%0d %%h "
                    "%%h\", %s_k, %s, %s_exp[%s_k]);\n",
                    n, ex->n, n, n, n, n, n, n, n, n);
    } else {
        fprintf(f, "    $display(\"TOKEN %s %%0d\", %s_k);\n", n, n);
    }
    fprintf(f, "    %s_k <= %s_k + 1;\n    %s_last <= cycle;\n  end\n", n, n, n);
}

/* A memory's block RAM: words 0..size-1 from the initial words (the rest zero), a
 * registered read (the word the cycle after loadEn, zero past the end) and a write on
 * the clock edge; a read and a write of one word in a cycle read the old word. */
static void v_memory(tb *b, const sim_mem *m)
{
    FILE *f = b->f;
    const char *n = m->name;
    fprintf(f,
            "  reg [%u:0] %s_mem [0:%ld];\n  reg [%u:0] %s_q = 0, %s_q0 = 0, %s_q1 = 0;\n"
            "  integer %s_i;\n"
            "  initial begin\n    for (%s_i = 0; %s_i < %ld; %s_i = %s_i + 1) %s_mem[%s_i] = 0;\n",
            m->dw - 1, n, m->size - 1, m->dw - 1, n, n, n, n, n, n, m->size, n, n, n, n);
    for (long i = 0; i < m->n_init && i < m->size; i++)
        if (m->init[i])
            fprintf(f, "    %s_mem[%ld] = %u'h%llx;\n", n, i, m->dw, v_bits(m->init[i], m->dw));
    if (m->bram) { /* two ports: each reads (registered) and, with we, writes */
        fprintf(f, "  end\n");
        for (int p = 0; p < 2; p++)
            fprintf(f,
                    "  assign %s_din%d = %s_q%d;\n  always @(posedge clk) if (%s_ce%d) begin\n"
                    "    if (%s_we%d && %s_address%d < %ld) %s_mem[%s_address%d] <= %s_dout%d;\n"
                    "    %s_q%d <= %s_address%d < %ld ? %s_mem[%s_address%d] : 0;\n  end\n",
                    n, p, n, p, n, p, n, p, n, p, m->size, n, n, p, n, p, n, p, n, p, m->size, n, n,
                    p);
        return;
    }
    fprintf(f,
            "  end\n  assign %s_loadData = %s_q;\n  always @(posedge clk) begin\n"
            "    if (%s_loadEn) %s_q <= %s_loadAddr < %ld ? %s_mem[%s_loadAddr] : 0;\n"
            "    if (%s_storeEn && %s_storeAddr < %ld) %s_mem[%s_storeAddr] <= %s_storeData;\n"
            "  end\n",
            n, n, n, n, n, m->size, n, n, n, n, m->size, n, n, n);
}

static int write_verilog(tb *b)
{
    FILE *f = b->f;
    const hs_netlist *nl = b->nl;
    fprintf(f, "// Generated by hsgen simulate. Do not edit.\n`timescale 1ns/1ps\n"
               "module hsgen_tb;\n  reg clk = 1'b0;\n  reg rst = 1'b1;\n  integer cycle = 0;\n"
               "  reg [8*512-1:0] vcd;\n  initial begin\n"
               "    if ($value$plusargs(\"vcd=%%s\", vcd)) begin\n"
               "      $dumpfile(vcd);\n      $dumpvars(0, hsgen_tb);\n    end\n"
               "    repeat (4) @(posedge clk);\n    rst <= 1'b0;\n  end\n"
               "  always #5 clk = ~clk;\n");
    for (int i = 0; i < nl->n_inputs; i++)
        v_port_decls(b, &nl->inputs[i], true, &b->in[i]);
    for (int i = 0; i < nl->n_outputs; i++)
        v_port_decls(b, &nl->outputs[i], false, NULL);
    for (int i = 0; b->mems && i < b->mems->n; i++)
        v_memory(b, &b->mems->m[i]);
    fprintf(f, "  %s dut (\n    .clk(clk),\n    .rst(rst)", nl->name);
    for (int s = 0; s < 2; s++) {
        const hs_net_port *ps = s ? nl->outputs : nl->inputs;
        for (int i = 0; i < (s ? nl->n_outputs : nl->n_inputs); i++) {
            const char *n = ps[i].name;
            if (width(&ps[i].type))
                fprintf(f, ",\n    .%s(%s)", n, n);
            if (raw(&ps[i]))
                continue;
            fprintf(f, ",\n    .%s_valid(%s_valid),\n    .%s_ready(%s_ready)", n, n, n, n);
            for (int e = 0; e < ps[i].type.n_extra; e++)
                fprintf(f, ",\n    .%s_%s(%s_%s)", n, ps[i].type.extra[e].name, n,
                        ps[i].type.extra[e].name);
        }
    }
    fprintf(f, "\n  );\n  integer last;\n  always @(posedge clk) if (!rst) begin\n"
               "    cycle <= cycle + 1;\n    if (1");
    for (int i = 0; i < nl->n_outputs; i++)
        if (!raw(&nl->outputs[i]))
            fprintf(f, " && %s_k >= %d", nl->outputs[i].name, b->want);
    fprintf(f, ") begin\n      last = -1;\n");
    for (int i = 0; i < nl->n_outputs; i++)
        if (!raw(&nl->outputs[i]))
            fprintf(f, "      if (%s_last > last) last = %s_last;\n", nl->outputs[i].name,
                    nl->outputs[i].name);
    fprintf(f, "      $display(\"CYCLES %%0d\", last + 1);\n");
    for (int i = 0; b->mems && i < b->mems->n; i++) { /* every word after the run */
        const sim_mem *m = &b->mems->m[i];
        fprintf(f,
                "      for (%s_i = 0; %s_i < %ld; %s_i = %s_i + 1)\n"
                "        $display(\"MEM %s %%0d %%h\", %s_i, %s_mem[%s_i]);\n",
                m->name, m->name, m->size, m->name, m->name, m->name, m->name, m->name, m->name);
    }
    /* `cycle` still holds the count before this edge (the VHDL's c - 1): ">=" stops on
     * the edge where the VHDL's "c > max" does, so both runs end on the same cycle, and
     * both print that cycle after TIMEOUT */
    fprintf(f,
            "      $finish;\n    end\n"
            "    if (cycle >= %ld) begin\n      $display(\"TIMEOUT %%0d\", cycle + 1);\n"
            "      $finish;\n    end\n"
            "  end\nendmodule\n",
            b->max_cycles);
    return 0;
}

/* ---- VHDL ---- */

static void bits(FILE *f, uint64_t v, unsigned w)
{
    fputc('"', f);
    for (unsigned i = w; i-- > 0;)
        fputc(i < 64 && (v >> i) & 1 ? '1' : '0', f);
    fputc('"', f);
}

static void vhd_decls(tb *b, const hs_net_port *p, bool in, const sim_tokens *toks)
{
    FILE *f = b->f;
    const char *n = p->name;
    unsigned w = width(&p->type);
    if (raw(p)) { /* a memory's bus: the RAM drives or reads it */
        fprintf(f, "  signal %s : std_logic_vector(%u downto 0);\n", n, w - 1);
        return;
    }
    if (w)
        fprintf(f, "  signal %s : std_logic_vector(%u downto 0);\n", n, w - 1);
    fprintf(f,
            "  signal %s_valid : std_logic;\n  signal %s_ready : std_logic := '0';\n"
            "  signal %s_k : integer := 0;\n",
            n, n, n);
    for (int e = 0; e < p->type.n_extra; e++)
        fprintf(f, "  signal %s_%s : std_logic_vector(%u downto 0);\n", n, p->type.extra[e].name,
                p->type.extra[e].width - 1u);
    const sim_tokens *t = in ? toks : b->expect ? &b->expect[p - b->nl->outputs] : NULL;
    if (!in)
        fprintf(f, "  signal %s_last : integer := -1;\n", n);
    if (w && t && t->n) {
        fprintf(f, "  type %s_arr is array (0 to %d) of std_logic_vector(%u downto 0);\n", n,
                t->n - 1, w - 1);
        fprintf(f, "  constant %s_%s : %s_arr := (", n, in ? "tok" : "exp", n);
        for (int j = 0; j < t->n; j++) {
            fprintf(f, "%s%d => ", j ? ", " : "", j);
            bits(f, t->v[j], w);
        }
        fprintf(f, ");\n");
    }
}

static void vhd_body(tb *b, const hs_net_port *p, bool in, const sim_tokens *toks)
{
    FILE *f = b->f;
    const char *n = p->name;
    unsigned w = width(&p->type);
    if (raw(p))
        return;
    for (int e = 0; e < p->type.n_extra; e++)
        if (in ? !p->type.extra[e].up : p->type.extra[e].up)
            fprintf(f, "  %s_%s <= (others => '0');\n", n, p->type.extra[e].name);
    if (in) {
        fprintf(f, "  %s_valid <= '1' when rst = '0' and %s_k < %d", n, n, toks->n);
        for (int o = 0; o < b->nl->n_outputs; o++) /* one run at a time */
            if (!raw(&b->nl->outputs[o]))
                fprintf(f, " and %s_k >= %s_k", b->nl->outputs[o].name, n);
        fprintf(f, " else '0';\n");
        if (w && toks->n)
            fprintf(f, "  %s <= %s_tok(%s_k) when %s_k < %d else (others => '0');\n", n, n, n, n,
                    toks->n);
        else if (w)
            fprintf(f, "  %s <= (others => '0');\n", n);
        fprintf(f,
                "  process (clk) begin\n    if rising_edge(clk) then\n"
                "      if %s_valid = '1' and %s_ready = '1' then\n        %s_k <= %s_k + 1;\n"
                "      end if;\n    end if;\n  end process;\n",
                n, n, n, n);
        return;
    }
    const sim_tokens *ex = b->expect ? &b->expect[p - b->nl->outputs] : NULL;
    if (b->stall) /* the same LFSR as the Verilog testbench's */
        fprintf(f,
                "  process (clk)\n    variable s : unsigned(31 downto 0) := x\"%08x\";\n  begin\n"
                "    if rising_edge(clk) and rst = '0' then\n"
                "      s := s(30 downto 0) & (s(31) xor s(21) xor s(1) xor s(0));\n"
                "      if s(1 downto 0) /= \"00\" then\n        %s_ready <= '1';\n"
                "      else\n        %s_ready <= '0';\n      end if;\n    end if;\n"
                "  end process;\n",
                stall_seed(b, (int)(p - b->nl->outputs)), n, n);
    else
        fprintf(f, "  %s_ready <= '1';\n", n);
    fprintf(f,
            "  process (clk)\n    variable l : line;\n  begin\n"
            "    if rising_edge(clk) then\n"
            "      if rst = '0' and %s_valid = '1' and %s_ready = '1' then\n",
            n, n);
    if (w)
        fprintf(f,
                "        write(l, string'(\"TOKEN %s \") & integer'image(%s_k) & \" \" & "
                "to_hstring(%s));\n        writeline(output, l);\n",
                n, n, n);
    else
        fprintf(f,
                "        write(l, string'(\"TOKEN %s \") & integer'image(%s_k));\n"
                "        writeline(output, l);\n",
                n, n);
    if (w && ex && ex->n)
        fprintf(f,
                "        if %s_k < %d then\n          if %s /= %s_exp(%s_k) then\n"
                "            write(l, string'(\"MISMATCH %s \") & integer'image(%s_k) & \" \" & "
                "to_hstring(%s) & \" \" & to_hstring(%s_exp(%s_k)));\n"
                "            writeline(output, l);\n          end if;\n        end if;\n",
                n, ex->n, n, n, n, n, n, n, n, n);
    fprintf(f,
            "        %s_k <= %s_k + 1;\n        %s_last <= cycle;\n      end if;\n    end if;\n"
            "  end process;\n",
            n, n, n);
}

/* The VHDL form of v_memory: the memory signal with its initial words, the read
 * register. */
static void vhd_memory_decls(tb *b, const sim_mem *m)
{
    FILE *f = b->f;
    const char *n = m->name;
    fprintf(f, "  type %s_mem_t is array (0 to %ld) of std_logic_vector(%u downto 0);\n", n,
            m->size - 1, m->dw - 1);
    fprintf(f, "  signal %s_mem : %s_mem_t := (", n, n);
    for (long i = 0; i < m->n_init && i < m->size; i++)
        if (m->init[i]) {
            fprintf(f, "%ld => ", i);
            bits(f, m->init[i], m->dw);
            fprintf(f, ", ");
        }
    fprintf(f, "others => (others => '0'));\n");
    for (int p = 0; p < 3; p++) /* q: the load port's word; q0, q1: the two BRAM ports' */
        fprintf(f, "  signal %s_q%s : std_logic_vector(%u downto 0) := (others => '0');\n", n,
                p == 0   ? ""
                : p == 1 ? "0"
                         : "1",
                m->dw - 1);
}

/* The VHDL memory process. An address is compared with the size as an unsigned number
 * and only converted to an integer once it is in range: Dynamatic before mid-2024 drove
 * memories with 32-bit addresses, which to_integer cannot hold when the top bit is set
 * (or unknown while the circuit leaves the address unset). */
static void vhd_memory_body(tb *b, const sim_mem *m)
{
    FILE *f = b->f;
    const char *n = m->name;
    if (m->bram) { /* one process for both ports: a second one would drive the array too,
                    * and VHDL resolves two drivers of a written word to X */
        fprintf(f,
                "  %s_din0 <= %s_q0;\n  %s_din1 <= %s_q1;\n  process (clk) begin\n"
                "    if rising_edge(clk) then\n",
                n, n, n, n);
        for (int p = 0; p < 2; p++)
            fprintf(f,
                    "      if %s_ce%d(0) = '1' then\n"
                    "        if unsigned(%s_address%d) < %ld then\n"
                    "          if %s_we%d(0) = '1' then\n"
                    "            %s_mem(to_integer(unsigned(%s_address%d))) <= %s_dout%d;\n"
                    "          end if;\n"
                    "          %s_q%d <= %s_mem(to_integer(unsigned(%s_address%d)));\n"
                    "        else\n          %s_q%d <= (others => '0');\n        end if;\n"
                    "      end if;\n",
                    n, p, n, p, m->size, n, p, n, n, p, n, p, n, p, n, n, p, n, p);
        fprintf(f, "    end if;\n  end process;\n");
        return;
    }
    fprintf(f,
            "  %s_loadData <= %s_q;\n  process (clk) begin\n    if rising_edge(clk) then\n"
            "      if %s_loadEn(0) = '1' then\n"
            "        if unsigned(%s_loadAddr) < %ld then\n"
            "          %s_q <= %s_mem(to_integer(unsigned(%s_loadAddr)));\n"
            "        else\n          %s_q <= (others => '0');\n        end if;\n      end if;\n"
            "      if %s_storeEn(0) = '1' and unsigned(%s_storeAddr) < %ld then\n"
            "        %s_mem(to_integer(unsigned(%s_storeAddr))) <= %s_storeData;\n"
            "      end if;\n    end if;\n  end process;\n",
            n, n, n, n, m->size, n, n, n, n, n, n, m->size, n, n, n);
}

static int write_vhdl(tb *b)
{
    FILE *f = b->f;
    const hs_netlist *nl = b->nl;
    fprintf(f, "-- Generated by hsgen simulate. Do not edit.\nlibrary ieee;\n"
               "use ieee.std_logic_1164.all;\nuse ieee.numeric_std.all;\nuse std.textio.all;\n"
               "use std.env.all;\n\n"
               "entity hsgen_tb is\nend entity;\n\narchitecture sim of hsgen_tb is\n"
               "  signal clk : std_logic := '0';\n  signal rst : std_logic := '1';\n"
               "  signal cycle : integer := 0;\n");
    for (int i = 0; i < nl->n_inputs; i++)
        vhd_decls(b, &nl->inputs[i], true, &b->in[i]);
    for (int i = 0; i < nl->n_outputs; i++)
        vhd_decls(b, &nl->outputs[i], false, NULL);
    for (int i = 0; b->mems && i < b->mems->n; i++)
        vhd_memory_decls(b, &b->mems->m[i]);
    fprintf(f, "begin\n  clk <= not clk after 5 ns;\n");
    for (int i = 0; b->mems && i < b->mems->n; i++)
        vhd_memory_body(b, &b->mems->m[i]);
    fprintf(f, "  dut : entity work.%s port map (\n    clk => clk,\n    rst => rst", nl->name);
    for (int s = 0; s < 2; s++) {
        const hs_net_port *ps = s ? nl->outputs : nl->inputs;
        for (int i = 0; i < (s ? nl->n_outputs : nl->n_inputs); i++) {
            const char *n = ps[i].name;
            if (width(&ps[i].type))
                fprintf(f, ",\n    %s => %s", n, n);
            if (raw(&ps[i]))
                continue;
            fprintf(f, ",\n    %s_valid => %s_valid,\n    %s_ready => %s_ready", n, n, n, n);
            for (int e = 0; e < ps[i].type.n_extra; e++)
                fprintf(f, ",\n    %s_%s => %s_%s", n, ps[i].type.extra[e].name, n,
                        ps[i].type.extra[e].name);
        }
    }
    fprintf(f, "\n  );\n");
    for (int i = 0; i < nl->n_inputs; i++)
        vhd_body(b, &nl->inputs[i], true, &b->in[i]);
    for (int i = 0; i < nl->n_outputs; i++)
        vhd_body(b, &nl->outputs[i], false, NULL);
    fprintf(f, "  process\n    variable l : line;\n    variable c, last : integer := 0;\n"
               "  begin\n    for i in 1 to 4 loop\n      wait until rising_edge(clk);\n"
               "    end loop;\n    rst <= '0';\n    loop\n      wait until rising_edge(clk);\n"
               "      c := c + 1;\n      cycle <= c;\n      if true");
    for (int i = 0; i < nl->n_outputs; i++)
        if (!raw(&nl->outputs[i]))
            fprintf(f, " and %s_k >= %d", nl->outputs[i].name, b->want);
    fprintf(f, " then\n        last := -1;\n");
    for (int i = 0; i < nl->n_outputs; i++)
        if (!raw(&nl->outputs[i]))
            fprintf(f,
                    "        if %s_last > last then\n          last := %s_last;\n        end if;\n",
                    nl->outputs[i].name, nl->outputs[i].name);
    fprintf(f, "        write(l, string'(\"CYCLES \") & integer'image(last + 1));\n"
               "        writeline(output, l);\n");
    for (int i = 0; b->mems && i < b->mems->n; i++) { /* every word after the run */
        const sim_mem *m = &b->mems->m[i];
        fprintf(f,
                "        for i in 0 to %ld loop\n"
                "          write(l, string'(\"MEM %s \") & integer'image(i) & \" \" & "
                "to_hstring(%s_mem(i)));\n          writeline(output, l);\n        end loop;\n",
                m->size - 1, m->name, m->name);
    }
    fprintf(f,
            "        finish;\n      end if;\n"
            "      if c > %ld then\n        write(l, string'(\"TIMEOUT \") & integer'image(c));\n"
            "        writeline(output, l);\n        finish;\n      end if;\n    end loop;\n"
            "  end process;\nend architecture;\n",
            b->max_cycles);
    return 0;
}

int sim_write_tb(const char *dir, bool replace, const hs_netlist *nl, sim_kind kind,
                 const sim_tokens *in, const sim_tokens *expect, int want, long max_cycles,
                 uint32_t stall, const struct sim_mems_s *mems, char *why, size_t cap)
{
    char path[4200];
    snprintf(path, sizeof(path), "%s/%s", dir, kind == SIM_GHDL ? "tb.vhd" : "tb.v");
    FILE *f = sim_create_file(path, replace);
    if (!f) {
        snprintf(why, cap, "cannot write %s: %s", path, strerror(errno));
        return -1;
    }
    tb b = {f, nl, in, expect, want, max_cycles, stall, mems};
    int rc = kind == SIM_GHDL ? write_vhdl(&b) : write_verilog(&b);
    if (fclose(f) != 0 || rc) {
        snprintf(why, cap, "cannot write %s", path);
        return -1;
    }
    return 0;
}
