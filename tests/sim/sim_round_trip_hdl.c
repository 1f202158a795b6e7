/* The test-only wrapper of a round trip (sim_round_trip.c), printed in VHDL and
 * Verilog: the channel ports of the first unit's `ins` and the second unit's `outs`,
 * one signal per link, and each unit either instantiated (generated) or, as a
 * reference half, written here as plain assignments from the spec's definition of
 * bundle/unbundle (each part is the channel signal of the same name). */
#include <stdio.h>

#include "sim_round_trip.h"

/* Calls f for every wrapper port of channel p: name, whether the wrapper drives it,
 * its width and whether it is a single bit (valid, ready). */
typedef void (*port_fn)(sim_buf *b, const char *name, bool out, unsigned w, bool bit);

/* The wrapper's ports of one channel, in the testbench's naming (tb_names.c). */
static void each_port(sim_buf *b, const sim_port *p, port_fn f)
{
    char nm[HS_NAME_MAX + 16];
    if (p->width)
        f(b, p->name, p->out, p->width, false);
    snprintf(nm, sizeof nm, "%s_valid", p->name);
    f(b, nm, p->out, 1, true);
    snprintf(nm, sizeof nm, "%s_ready", p->name);
    f(b, nm, !p->out, 1, true);
    for (int k = 0; k < p->n_sig; k++) {
        snprintf(nm, sizeof nm, "%s_%s", p->name, p->sig[k].name);
        f(b, nm, p->sig[k].up ? !p->out : p->out, p->sig[k].width, false);
    }
}

/* VHDL port declaration (entity header) of one wrapper port. */
static void vhdl_decl(sim_buf *b, const char *name, bool out, unsigned w, bool bit)
{
    if (bit)
        sim_buf_printf(b, ";\n    %s : %s std_logic", name, out ? "out" : "in");
    else
        sim_buf_printf(b, ";\n    %s : %s std_logic_vector(%u downto 0)", name, out ? "out" : "in",
                       w - 1);
}

/* Verilog port declaration of one wrapper port. */
static void verilog_decl(sim_buf *b, const char *name, bool out, unsigned w, bool bit)
{
    if (bit)
        sim_buf_printf(b, ",\n  %s wire %s", out ? "output" : "input ", name);
    else
        sim_buf_printf(b, ",\n  %s wire [%u:0] %s", out ? "output" : "input ", w - 1, name);
}

/* Port-map association of a wrapper port to the same-named port of an instance. */
static void vhdl_assoc(sim_buf *b, const char *name, bool out, unsigned w, bool bit)
{
    (void)out, (void)w, (void)bit;
    sim_buf_printf(b, ",\n      %s => %s", name, name);
}

/* The same in Verilog (named port connection). */
static void verilog_assoc(sim_buf *b, const char *name, bool out, unsigned w, bool bit)
{
    (void)out, (void)w, (void)bit;
    sim_buf_printf(b, ",\n    .%s(%s)", name, name);
}

/* Whether unit u (0 first, 1 second) of round trip c is a reference half. */
static bool is_ref(const sim_case *c, int u)
{
    return c->round_trip == (u ? SIM_RT_REF_SECOND : SIM_RT_REF_FIRST);
}

/* What unit u is called in the wrapper's header comment. */
static const char *unit_label(const sim_case *c, int u, char *buf, size_t cap)
{
    snprintf(buf, cap, "%s%s", is_ref(c, u) ? "a reference " : "",
             is_ref(c, u) ? c->inner[u].unit + 10 : c->inner[u].name);
    return buf;
}

/* A reference half: every part is the channel signal it stands for, assigned in the
 * direction it flows (first unit: from channel ins to the parts; second: from the
 * parts to channel outs; upstream ones the other way). fmt: "%s <= %s;" / assign. */
static void print_ref(sim_buf *b, const sim_case *c, int u, const rt_link *l, int nl,
                      const char *fmt)
{
    char ch[HS_NAME_MAX + 48], part[HS_NAME_MAX + 24];
    for (int k = 0; k < nl; k++) {
        snprintf(ch, sizeof ch, "%s%s", c->su.port[u].name, l[k].sfx);
        snprintf(part, sizeof part, "l_%s", l[k].a);
        bool to_part = u == 0 ? l[k].down : !l[k].down;
        sim_buf_printf(b, fmt, to_part ? part : ch, to_part ? ch : part);
    }
}

/* The VHDL wrapper: entity with the channel ports, link signals, two units. */
void sim_rt_print_vhdl(sim_buf *b, const sim_case *c, const rt_link *l, int nl)
{
    const sim_unit *su = &c->su;
    char n0[96], n1[96];
    sim_buf_printf(b,
                   "-- Round trip %s -> %s (test code printed by hs_sim, not a unit).\n"
                   "library ieee;\nuse ieee.std_logic_1164.all;\n\nentity %s is\n  port (\n"
                   "    clk : in std_logic;\n    rst : in std_logic",
                   unit_label(c, 0, n0, sizeof n0), unit_label(c, 1, n1, sizeof n1), c->hc.name);
    for (int i = 0; i < su->n_ports; i++)
        each_port(b, &su->port[i], vhdl_decl);
    sim_buf_printf(b, "\n  );\nend entity;\n\narchitecture test of %s is\n", c->hc.name);
    for (int k = 0; k < nl; k++) {
        if (l[k].bit)
            sim_buf_printf(b, "  signal l_%s : std_logic;\n", l[k].a);
        else
            sim_buf_printf(b, "  signal l_%s : std_logic_vector(%u downto 0);\n", l[k].a,
                           l[k].width - 1);
    }
    sim_buf_printf(b, "begin\n");
    for (int u = 0; u < 2; u++) {
        if (is_ref(c, u)) {
            print_ref(b, c, u, l, nl, "  %s <= %s;\n");
            continue;
        }
        sim_buf_printf(b, "  u%d : entity work.%s port map (\n      clk => clk,\n      rst => rst",
                       u, c->inner[u].name);
        each_port(b, &su->port[u], vhdl_assoc);
        for (int k = 0; k < nl; k++)
            sim_buf_printf(b, ",\n      %s => l_%s", u ? l[k].b : l[k].a, l[k].a);
        sim_buf_printf(b, ");\n");
    }
    sim_buf_printf(b, "end architecture;\n");
}

/* The Verilog wrapper, the same structure. */
void sim_rt_print_verilog(sim_buf *b, const sim_case *c, const rt_link *l, int nl)
{
    const sim_unit *su = &c->su;
    char n0[96], n1[96];
    sim_buf_printf(b,
                   "// Round trip %s -> %s (test code printed by hs_sim, not a unit).\n"
                   "module %s (\n  input  wire clk,\n  input  wire rst",
                   unit_label(c, 0, n0, sizeof n0), unit_label(c, 1, n1, sizeof n1), c->hc.name);
    for (int i = 0; i < su->n_ports; i++)
        each_port(b, &su->port[i], verilog_decl);
    sim_buf_printf(b, "\n);\n");
    for (int k = 0; k < nl; k++) {
        if (l[k].bit)
            sim_buf_printf(b, "  wire l_%s;\n", l[k].a);
        else
            sim_buf_printf(b, "  wire [%u:0] l_%s;\n", l[k].width - 1, l[k].a);
    }
    for (int u = 0; u < 2; u++) {
        if (is_ref(c, u)) {
            print_ref(b, c, u, l, nl, "  assign %s = %s;\n");
            continue;
        }
        sim_buf_printf(b, "  %s u%d (\n    .clk(clk),\n    .rst(rst)", c->inner[u].name, u);
        each_port(b, &su->port[u], verilog_assoc);
        for (int k = 0; k < nl; k++)
            sim_buf_printf(b, ",\n    .%s(l_%s)", u ? l[k].b : l[k].a, l[k].a);
        sim_buf_printf(b, ");\n");
    }
    sim_buf_printf(b, "endmodule\n");
}
