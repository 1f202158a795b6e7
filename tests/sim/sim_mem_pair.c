/* Memory pairs: a mem_controller case of the matrix is simulated with a ram behind it,
 * in a test-only wrapper `mp_<case>` (printed here in both HDLs, not a generated unit)
 * whose ports are the controller's channel ports plus `mem_writes`, an observation
 * channel that shows every write on the block-RAM side (data = storeAddr & storeData,
 * valid = storeEn; its ready is ignored, the testbench keeps it high). The controller's
 * raw block-RAM buses go to a generated `ram` (`mpram_<case>`, at most 64 words, the
 * first 8 starting at known values). Model "mem_pair" (model_memory.c). The wrapper connects the
 * units by port names derived from the types alone (spec section 2). */
#include <stdio.h>
#include <string.h>

#include "sim_adapt.h"
#include "sim_case.h"

static const char *const hdl_dir[HS_HDL_COUNT] = {"vhdl", "verilog"};
static const char *const raw_ports[] = {"loadData", "loadEn",    "loadAddr",
                                        "storeEn",  "storeAddr", "storeData"};
#define N_RAW 6

/* The RAM's words and its initial contents (model_memory.c reads the same). */
unsigned sim_mem_pair_words(unsigned aw)
{
    return aw >= 6 ? 64 : 1u << aw;
}
/* Word i < 8 of the RAM starts at this value, the others at 0 (model_memory.c). */
unsigned sim_mem_pair_init(unsigned i)
{
    static const unsigned v[8] = {3, 1, 4, 1, 5, 9, 2, 6};
    return i < 8 ? v[i] : 0;
}

/* Width of raw port k (1 for the enables). */
static unsigned raw_width(int k, unsigned aw, unsigned dw)
{
    return k == 1 || k == 3 ? 1 : (k == 2 || k == 4) ? aw : dw;
}

/* The VHDL wrapper: the controller's channel ports, mem_writes, two instances. */
static void print_vhdl(sim_buf *b, const sim_case *c, const char *mc, const char *ram, unsigned aw,
                       unsigned dw)
{
    const sim_unit *u = &c->su;
    sim_buf_printf(b,
                   "library ieee;\nuse ieee.std_logic_1164.all;\nuse work.types.all;\n\n"
                   "entity %s is\n  port (\n    clk : in std_logic;\n    rst : in std_logic",
                   u->entity);
    for (int p = 0; p < u->n_ports; p++) {
        const sim_port *sp = &u->port[p];
        const char *d = sp->out ? "out" : "in", *r = sp->out ? "in" : "out";
        if (sp->width && sp->array)
            sim_buf_printf(b, ";\n    %s : %s data_array(%u downto 0)(%u downto 0)", sp->name, d,
                           sp->count - 1, sp->width - 1);
        else if (sp->width)
            sim_buf_printf(b, ";\n    %s : %s std_logic_vector(%u downto 0)", sp->name, d,
                           sp->width - 1);
        if (sp->array)
            sim_buf_printf(b,
                           ";\n    %s_valid : %s std_logic_vector(%u downto 0);\n    %s_ready : "
                           "%s std_logic_vector(%u downto 0)",
                           sp->name, d, sp->count - 1, sp->name, r, sp->count - 1);
        else
            sim_buf_printf(b, ";\n    %s_valid : %s std_logic;\n    %s_ready : %s std_logic",
                           sp->name, d, sp->name, r);
    }
    sim_buf_printf(b, "\n  );\nend entity;\n\narchitecture arch of %s is\n", u->entity);
    for (int k = 0; k < N_RAW; k++) {
        unsigned w = raw_width(k, aw, dw);
        if (k == 1 || k == 3)
            sim_buf_printf(b, "  signal %s : std_logic;\n", raw_ports[k]);
        else
            sim_buf_printf(b, "  signal %s : std_logic_vector(%u downto 0);\n", raw_ports[k],
                           w - 1);
    }
    sim_buf_printf(b, "begin\n  mc : entity work.%s\n    port map (clk => clk, rst => rst", mc);
    for (int p = 0; p < u->n_ports; p++) {
        const sim_port *sp = &u->port[p];
        if (!strcmp(sp->name, "mem_writes"))
            continue;
        if (sp->width)
            sim_buf_printf(b, ",\n      %s => %s", sp->name, sp->name);
        sim_buf_printf(b, ",\n      %s_valid => %s_valid, %s_ready => %s_ready", sp->name, sp->name,
                       sp->name, sp->name);
    }
    for (int k = 0; k < N_RAW; k++)
        sim_buf_printf(b, ",\n      %s => %s", raw_ports[k], raw_ports[k]);
    sim_buf_printf(b, ");\n  ram : entity work.%s\n    port map (clk => clk, rst => rst", ram);
    for (int k = 0; k < N_RAW; k++)
        sim_buf_printf(b, ",\n      %s => %s", raw_ports[k], raw_ports[k]);
    sim_buf_printf(b, ");\n  mem_writes <= storeAddr & storeData;\n"
                      "  mem_writes_valid <= storeEn;\nend architecture;\n");
}

/* The Verilog wrapper, the same structure. */
static void print_verilog(sim_buf *b, const sim_case *c, const char *mc, const char *ram,
                          unsigned aw, unsigned dw)
{
    const sim_unit *u = &c->su;
    sim_buf_printf(b, "module %s (\n  input wire clk,\n  input wire rst", u->entity);
    for (int p = 0; p < u->n_ports; p++) {
        const sim_port *sp = &u->port[p];
        const char *d = sp->out ? "output" : "input", *r = sp->out ? "input" : "output";
        if (sp->width)
            sim_buf_printf(b, ",\n  %s wire [%u:0] %s", d, sp->width * sp->count - 1, sp->name);
        sim_buf_printf(b, ",\n  %s wire [%u:0] %s_valid,\n  %s wire [%u:0] %s_ready", d,
                       sp->count - 1, sp->name, r, sp->count - 1, sp->name);
    }
    sim_buf_printf(b, "\n);\n");
    for (int k = 0; k < N_RAW; k++)
        sim_buf_printf(b, "  wire [%u:0] %s;\n", raw_width(k, aw, dw) - 1, raw_ports[k]);
    sim_buf_printf(b, "  %s mc (.clk(clk), .rst(rst)", mc);
    for (int p = 0; p < u->n_ports; p++) {
        const sim_port *sp = &u->port[p];
        if (!strcmp(sp->name, "mem_writes"))
            continue;
        if (sp->width)
            sim_buf_printf(b, ",\n    .%s(%s)", sp->name, sp->name);
        sim_buf_printf(b, ",\n    .%s_valid(%s_valid), .%s_ready(%s_ready)", sp->name, sp->name,
                       sp->name, sp->name);
    }
    for (int k = 0; k < N_RAW; k++)
        sim_buf_printf(b, ",\n    .%s(%s)", raw_ports[k], raw_ports[k]);
    sim_buf_printf(b, ");\n  %s ram (.clk(clk), .rst(rst)", ram);
    for (int k = 0; k < N_RAW; k++)
        sim_buf_printf(b, ",\n    .%s(%s)", raw_ports[k], raw_ports[k]);
    sim_buf_printf(b, ");\n  assign mem_writes = {storeAddr, storeData};\n"
                      "  assign mem_writes_valid = storeEn;\nendmodule\n");
}

/* The ram case behind controller case hc: words of the data width, the first 8 (at
 * most) starting at sim_mem_pair_init. */
static void ram_case(const hdl_case *hc, unsigned aw, unsigned dw, hdl_case *r)
{
    memset(r, 0, sizeof *r);
    r->unit = "handshake.ram";
    r->extras_id = "none";
    static const char *const none[] = {NULL};
    r->extras = none;
    snprintf(r->name, sizeof r->name, "mpram_%s", hc->name);
    const char *keys[4] = {"data_width", "addr_width", "size", "values"};
    unsigned vals[3] = {dw, aw, sim_mem_pair_words(aw)};
    for (int k = 0; k < 4; k++) {
        r->param_key[k] = keys[k];
        if (k < 3)
            snprintf(r->param_val[k], sizeof r->param_val[k], "%u", vals[k]);
    }
    /* as many initial words as the low half holds */
    char *o = r->param_val[3];
    for (unsigned n = 0; n < sim_mem_pair_words(aw) && n < 8; n++)
        o += sprintf(o, "%s%u", n ? " " : "", sim_mem_pair_init(n));
    r->n_params = 4;
}

int sim_mem_pair_prepare(sim_case *c, const hs_config *cfg, const char *dir, bool keep,
                         const hs_unit *mc)
{
    unsigned aw = (unsigned)hs_unit_param(mc, "addr_bitwidth");
    unsigned dw = (unsigned)hs_unit_param(mc, "data_bitwidth");
    if (aw + dw > 64) {
        sim_buf_printf(&c->report, "    skipped: mem_writes would be %u bits (limit 64)\n",
                       aw + dw);
        c->state = CASE_SKIP;
        return -1;
    }
    sim_unit *su = &c->su;
    memset(su, 0, sizeof *su);
    snprintf(su->unit, sizeof su->unit, "mem_pair");
    snprintf(su->entity, sizeof su->entity, "mp_%s", c->hc.name);
    for (int i = 0; i < mc->info->n_params; i++)
        sim_unit_add_param(su, mc->info->params[i].name, mc->param[i], NULL);
    char why[256];
    for (int i = 0; i < mc->info->n_ports; i++) {
        if (!mc->port[i].present || mc->port[i].type.kind == HS_T_RAW)
            continue;
        sim_port p;
        if (sim_adapt_port(mc, i, cfg, &p, why, sizeof why) || sim_unit_add_port(su, &p) < 0) {
            sim_buf_printf(&c->report, "    %s\n", why);
            c->state = CASE_FAIL;
            return -1;
        }
    }
    sim_port w = {.out = true, .count = 1, .width = aw + dw};
    snprintf(w.name, sizeof w.name, "mem_writes");
    if (sim_unit_add_port(su, &w) < 0) {
        sim_buf_printf(&c->report, "    too many ports for the harness\n");
        c->state = CASE_FAIL;
        return -1;
    }
    hdl_case r;
    ram_case(&c->hc, aw, dw, &r);
    hs_unit *ru = hs_unit_new();
    int rc = ru ? 0 : -1;
    for (int h = 0; h < HS_HDL_COUNT && !rc; h++)
        rc = sim_case_generate(c, &r, cfg, (hs_hdl)h, dir, ru, keep);
    hs_unit_free(ru);
    for (int h = 0; h < HS_HDL_COUNT && !rc; h++) {
        sim_buf b = {0};
        char rel[256];
        if (h == HS_HDL_VHDL)
            print_vhdl(&b, c, c->hc.name, r.name, aw, dw);
        else
            print_verilog(&b, c, c->hc.name, r.name, aw, dw);
        snprintf(rel, sizeof rel, "%s/%s.%s", hdl_dir[h], su->entity,
                 h == HS_HDL_VHDL ? "vhd" : "v");
        rc = sim_case_write(dir, rel, b.s, b.len);
        sim_buf_free(&b);
        if (rc || c->n_files[h] >= SIM_CASE_FILES) {
            sim_buf_printf(&c->report, "    cannot write %s/%s\n", dir, rel);
            rc = -1;
            break;
        }
        c->files[h][c->n_files[h]++] = strdup(rel);
    }
    if (rc && c->state == CASE_READY)
        c->state = CASE_FAIL;
    return rc;
}
