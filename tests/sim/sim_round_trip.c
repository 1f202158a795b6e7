/* Round trips: unbundle followed by bundle, compose followed by decompose, of the
 * same channel type, each pair wrapped in a test-only entity (printed here in both
 * HDLs, not a generated unit) whose ports are unbundle's / compose's `ins` and
 * bundle's / decompose's `outs`. bundle and unbundle have raw part ports a channel
 * testbench cannot drive; wrapped this way they are a channel-in, channel-out unit
 * whose model is the identity (model "round_trip"): every token leaves with its data
 * and downstream signals unchanged, every upstream signal comes back unchanged in the
 * same cycle (the generic rule matches upstream signals by name). Seed 004:
 * decompose(compose(t)) = t, and bundle undoes unbundle.
 *
 * The wrapper knows the inner units' ports from the types alone (section 2 of the
 * spec: channel X is X, X_valid, X_ready, X_<signal>; unbundle/bundle parts are
 * ctrl_valid, ctrl_ready, data and one raw port per extra signal, named by the
 * signal), so a generator that names or types a port differently fails to compile. */
#include <stdio.h>
#include <string.h>

#include "sim_adapt.h"
#include "sim_case.h"

static const char *const hdl_dir[HS_HDL_COUNT] = {"vhdl", "verilog"};

/* A round trip starts at unbundle or compose; the matrix lists the inverse of each
 * case with the same parameters and extras, so the pair is the same channel type. */
const char *sim_round_trip_partner(const char *unit)
{
    if (!strcmp(unit, "handshake.unbundle"))
        return "handshake.bundle";
    if (!strcmp(unit, "handshake.compose"))
        return "handshake.decompose";
    return NULL;
}

/* The case: a's unit, then its inverse named like a's matrix sibling
 * (compose_data_w8_spec -> decompose_data_w8_spec); the wrapper is rt_<a's name>. */
void sim_round_trip_case(const hdl_case *a, sim_case *c)
{
    const char *inv = sim_round_trip_partner(a->unit);
    size_t skip = strlen(a->unit) - strlen("handshake.");
    c->round_trip = true;
    c->inner[0] = *a;
    c->inner[1] = *a;
    c->inner[1].unit = inv;
    snprintf(c->inner[1].name, sizeof c->inner[1].name, "%s%s", inv + strlen("handshake."),
             a->name + skip);
    c->hc = *a;
    snprintf(c->hc.name, sizeof c->hc.name, "rt_%s", a->name);
}

/* One connection between the two units: port a of the first, port b of the second,
 * through the wrapper's signal l_<a>; bit: std_logic (valid, ready), else a vector. */
typedef struct {
    char a[HS_NAME_MAX + 16], b[HS_NAME_MAX + 16];
    unsigned width;
    bool bit;
} rt_link;

#define RT_MAX_LINKS (HS_MAX_EXTRAS + 3)

/* Appends a link. */
static void link_add(rt_link *l, int *n, const char *a, const char *b, unsigned w, bool bit)
{
    snprintf(l[*n].a, sizeof l[*n].a, "%s", a);
    snprintf(l[*n].b, sizeof l[*n].b, "%s", b);
    l[*n].width = w;
    l[*n].bit = bit;
    (*n)++;
}

/* What flows between the units: unbundle's parts into bundle's (same names), or
 * compose's `outs` channel into decompose's `ins` (the composed type). */
static int links(const hs_unit *ua, rt_link *l)
{
    int n = 0;
    char a[HS_NAME_MAX + 16], b[HS_NAME_MAX + 16];
    if (ua->info->part_ports) {
        const hs_unit_port *data = hs_unit_find_port(ua, "data");
        const hs_type *t = &hs_unit_find_port(ua, "ins")->type;
        link_add(l, &n, "ctrl_valid", "ctrl_valid", 1, true);
        link_add(l, &n, "ctrl_ready", "ctrl_ready", 1, true);
        if (data && data->present)
            link_add(l, &n, "data", "data", data->type.width, false);
        for (unsigned k = 0; k < t->n_extra; k++)
            link_add(l, &n, t->extra[k].name, t->extra[k].name, t->extra[k].width, false);
        return n;
    }
    const hs_type *t = &hs_unit_find_port(ua, "outs")->type;
    if (t->kind != HS_T_CONTROL)
        link_add(l, &n, "outs", "ins", t->width, false);
    link_add(l, &n, "outs_valid", "ins_valid", 1, true);
    link_add(l, &n, "outs_ready", "ins_ready", 1, true);
    for (unsigned k = 0; k < t->n_extra; k++) {
        snprintf(a, sizeof a, "outs_%s", t->extra[k].name);
        snprintf(b, sizeof b, "ins_%s", t->extra[k].name);
        link_add(l, &n, a, b, t->extra[k].width, false);
    }
    return n;
}

/* Calls f for every wrapper port of channel p: name, whether the wrapper drives it,
 * its width and whether it is a single bit (valid, ready). */
typedef void (*port_fn)(sim_buf *b, const char *name, bool out, unsigned w, bool bit);

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

static void verilog_assoc(sim_buf *b, const char *name, bool out, unsigned w, bool bit)
{
    (void)out, (void)w, (void)bit;
    sim_buf_printf(b, ",\n    .%s(%s)", name, name);
}

/* The VHDL wrapper: entity with the channel ports, two instances, link signals. */
static void print_vhdl(sim_buf *b, const sim_case *c, const rt_link *l, int nl)
{
    const sim_unit *su = &c->su;
    sim_buf_printf(b,
                   "-- Round trip %s -> %s (test code printed by hs_sim, not a unit).\n"
                   "library ieee;\nuse ieee.std_logic_1164.all;\n\nentity %s is\n  port (\n"
                   "    clk : in std_logic;\n    rst : in std_logic",
                   c->inner[0].name, c->inner[1].name, c->hc.name);
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
static void print_verilog(sim_buf *b, const sim_case *c, const rt_link *l, int nl)
{
    const sim_unit *su = &c->su;
    sim_buf_printf(b,
                   "// Round trip %s -> %s (test code printed by hs_sim, not a unit).\n"
                   "module %s (\n  input  wire clk,\n  input  wire rst",
                   c->inner[0].name, c->inner[1].name, c->hc.name);
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
        sim_buf_printf(b, "  %s u%d (\n    .clk(clk),\n    .rst(rst)", c->inner[u].name, u);
        each_port(b, &su->port[u], verilog_assoc);
        for (int k = 0; k < nl; k++)
            sim_buf_printf(b, ",\n    .%s(l_%s)", u ? l[k].b : l[k].a, l[k].a);
        sim_buf_printf(b, ");\n");
    }
    sim_buf_printf(b, "endmodule\n");
}

/* su: the first unit's `ins` and the second's `outs`, which must have the same type
 * (the inverse restores the type, not only the values). */
static int adapt(sim_case *c, const hs_config *cfg, const hs_unit *ua, const hs_unit *ub)
{
    char why[256], ta[HS_TYPE_TEXT_CAP], tb[HS_TYPE_TEXT_CAP];
    const hs_unit_port *in = hs_unit_find_port(ua, "ins"), *out = hs_unit_find_port(ub, "outs");
    if (!hs_type_equal(&in->type, &out->type)) {
        hs_type_print(&in->type, ta, sizeof ta);
        hs_type_print(&out->type, tb, sizeof tb);
        sim_buf_printf(&c->report, "    %s's outs is %s, not %s's ins type %s\n", c->inner[1].name,
                       tb, c->inner[0].name, ta);
        return -1;
    }
    sim_unit *su = &c->su;
    memset(su, 0, sizeof *su);
    snprintf(su->unit, sizeof su->unit, "round_trip");
    snprintf(su->entity, sizeof su->entity, "%s", c->hc.name);
    sim_port p[2];
    if (sim_adapt_port(ua, (int)(in - ua->port), cfg, &p[0], why, sizeof why) ||
        sim_adapt_port(ub, (int)(out - ub->port), cfg, &p[1], why, sizeof why)) {
        sim_buf_printf(&c->report, "    %s\n", why);
        return -1;
    }
    sim_unit_add_port(su, &p[0]);
    sim_unit_add_port(su, &p[1]);
    return 0;
}

/* Both HDLs: both units generated, then the wrapper printed after them (GHDL
 * analyses the files in order). */
static int generate_all(sim_case *c, const hs_config *cfg, const char *dir, bool keep, hs_unit *ua,
                        hs_unit *ub)
{
    for (int h = 0; h < HS_HDL_COUNT; h++) {
        if (sim_case_generate(c, &c->inner[0], cfg, (hs_hdl)h, dir, ua, keep) ||
            sim_case_generate(c, &c->inner[1], cfg, (hs_hdl)h, dir, ub, keep))
            return -1;
        if (h == 0 && adapt(c, cfg, ua, ub))
            return -1;
        rt_link l[RT_MAX_LINKS];
        int nl = links(ua, l);
        sim_buf b = {0};
        char rel[256];
        if (h == HS_HDL_VHDL)
            print_vhdl(&b, c, l, nl);
        else
            print_verilog(&b, c, l, nl);
        snprintf(rel, sizeof rel, "%s/%s.%s", hdl_dir[h], c->hc.name,
                 h == HS_HDL_VHDL ? "vhd" : "v");
        int rc = sim_case_write(dir, rel, b.s, b.len);
        sim_buf_free(&b);
        if (rc || c->n_files[h] >= SIM_CASE_FILES) {
            sim_buf_printf(&c->report, "    cannot write %s/%s\n", dir, rel);
            return -1;
        }
        c->files[h][c->n_files[h]++] = strdup(rel);
    }
    return 0;
}

int sim_round_trip_prepare(sim_case *c, const hs_config *cfg, const char *dir, bool keep)
{
    hs_unit *ua = hs_unit_new(), *ub = hs_unit_new();
    int rc = ua && ub ? generate_all(c, cfg, dir, keep, ua, ub) : -1;
    if (!ua || !ub)
        sim_buf_printf(&c->report, "    out of memory\n");
    if (rc && c->state == CASE_READY)
        c->state = CASE_FAIL;
    hs_unit_free(ua);
    hs_unit_free(ub);
    return rc;
}
