/* Round trips: unbundle followed by bundle, compose followed by decompose, of the
 * same channel type, each pair wrapped in a test-only entity (printed in both HDLs
 * by sim_round_trip_hdl.c, not a generated unit) whose ports are unbundle's / compose's `ins` and
 * bundle's / decompose's `outs`. bundle and unbundle have raw part ports a channel
 * testbench cannot drive; wrapped this way they are a channel-in, channel-out unit
 * whose model is the identity (model "round_trip"): every token leaves with its data
 * and downstream signals unchanged, every upstream signal comes back unchanged in the
 * same cycle (the generic rule matches upstream signals by name). As composition defines it:
 * decompose(compose(t)) = t, and bundle undoes unbundle. unbundle and bundle are
 * also each paired with a reference half the wrapper writes from the spec.
 *
 * The wrapper knows the inner units' ports from the types alone (section 2 of the
 * spec: channel X is X, X_valid, X_ready, X_<signal>; unbundle/bundle parts are
 * ctrl_valid, ctrl_ready, data and one raw port per extra signal, named by the
 * signal), so a generator that names or types a port differently fails to compile. */
#include <stdio.h>
#include <string.h>

#include "sim_adapt.h"
#include "sim_round_trip.h"

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

/* Case c of kind k starting at a: a's unit, then its inverse named like a's matrix
 * sibling (compose_data_w8_spec -> decompose_data_w8_spec). The wrapper is rt_<a>,
 * or rt_<a>_ref<unit> when that unit is the reference half. */
static void make_case(const hdl_case *a, int k, sim_case *c)
{
    const char *inv = sim_round_trip_partner(a->unit);
    size_t skip = strlen(a->unit) - strlen("handshake.");
    c->round_trip = k;
    c->inner[0] = *a;
    c->inner[1] = *a;
    c->inner[1].unit = inv;
    snprintf(c->inner[1].name, sizeof c->inner[1].name, "%s%s", inv + strlen("handshake."),
             a->name + skip);
    c->hc = *a;
    const char *ref = k == SIM_RT_REF_FIRST ? a->unit : k == SIM_RT_REF_SECOND ? inv : NULL;
    snprintf(c->hc.name, sizeof c->hc.name, "rt_%s%s%s", a->name, ref ? "_ref" : "",
             ref ? ref + strlen("handshake.") : "");
}

/* The pair, and for unbundle also each unit against a reference half (a bug that
 * unbundle and bundle share, e.g. two same-width parts swapped in both, cancels in
 * the pair). compose/decompose alone are simulated against their models. */
int sim_round_trip_cases(const hdl_case *a, const char *only, sim_case *out)
{
    if (!sim_round_trip_partner(a->unit))
        return 0;
    int kinds = strcmp(a->unit, "handshake.unbundle") ? 1 : 3, n = 0;
    for (int k = SIM_RT_PAIR; k < SIM_RT_PAIR + kinds; k++) {
        sim_case c;
        memset(&c, 0, sizeof c);
        make_case(a, k, &c);
        if (only && strcmp(only, c.hc.name))
            continue;
        if (out)
            out[n] = c;
        n++;
    }
    return n;
}

/* Appends a link (sfx and down: the channel signal the link stands for). */
static void link_add(rt_link *l, int *n, const char *a, const char *b, const char *sfx, unsigned w,
                     bool bit, bool down)
{
    snprintf(l[*n].a, sizeof l[*n].a, "%s", a);
    snprintf(l[*n].b, sizeof l[*n].b, "%s", b);
    snprintf(l[*n].sfx, sizeof l[*n].sfx, "%s", sfx);
    l[*n].width = w;
    l[*n].bit = bit;
    l[*n].down = down;
    (*n)++;
}

/* What flows between the units: unbundle's parts into bundle's (same names), or
 * compose's `outs` channel into decompose's `ins` (the composed type). */
static int links(const hs_unit *ua, rt_link *l)
{
    int n = 0;
    char a[HS_NAME_MAX + 16], b[HS_NAME_MAX + 16];
    bool parts = ua->info->part_ports;
    const hs_type *t = &hs_unit_find_port(ua, parts ? "ins" : "outs")->type;
    const char *pa = parts ? "" : "outs_", *pb = parts ? "" : "ins_";
    if (t->kind != HS_T_CONTROL)
        link_add(l, &n, parts ? "data" : "outs", parts ? "data" : "ins", "", t->width, false, true);
    /* the control part: ctrl_valid/ctrl_ready, or the raw wires valid/ready */
    const char *cp = parts && hs_unit_param(ua, "handshake") != 1 ? "ctrl_" : "";
    snprintf(a, sizeof a, "%svalid", parts ? cp : pa);
    snprintf(b, sizeof b, "%svalid", parts ? cp : pb);
    link_add(l, &n, a, b, "_valid", 1, true, true);
    snprintf(a, sizeof a, "%sready", parts ? cp : pa);
    snprintf(b, sizeof b, "%sready", parts ? cp : pb);
    link_add(l, &n, a, b, "_ready", 1, true, false);
    for (unsigned k = 0; k < t->n_extra; k++) {
        char sfx[HS_NAME_MAX + 8];
        snprintf(a, sizeof a, "%s%s", pa, t->extra[k].name);
        snprintf(b, sizeof b, "%s%s", pb, t->extra[k].name);
        snprintf(sfx, sizeof sfx, "_%s", t->extra[k].name);
        link_add(l, &n, a, b, sfx, t->extra[k].width, false, !t->extra[k].up);
    }
    return n;
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

/* Unit u of round trip c in one HDL: generated into dir, or, as the reference half
 * (nothing to write), only resolved for its port types. */
static int unit_files(sim_case *c, int u, const hs_config *cfg, hs_hdl h, const char *dir,
                      bool keep, hs_unit *unit)
{
    bool ref = c->round_trip == (u ? SIM_RT_REF_SECOND : SIM_RT_REF_FIRST);
    if (!ref)
        return sim_case_generate(c, &c->inner[u], cfg, h, dir, unit, keep);
    hs_diag d;
    hs_diag_clear(&d);
    if (hdl_matrix_resolve(&c->inner[u], h, cfg, unit, &d)) {
        sim_buf_printf(&c->report, "    %s does not resolve: %s\n", c->inner[u].name, d.message);
        return -1;
    }
    return 0;
}

/* Both HDLs: the units, then the wrapper printed after them (GHDL analyses the
 * files in order). */
static int generate_all(sim_case *c, const hs_config *cfg, const char *dir, bool keep, hs_unit *ua,
                        hs_unit *ub)
{
    for (int h = 0; h < HS_HDL_COUNT; h++) {
        if (unit_files(c, 0, cfg, (hs_hdl)h, dir, keep, ua) ||
            unit_files(c, 1, cfg, (hs_hdl)h, dir, keep, ub))
            return -1;
        if (h == 0 && adapt(c, cfg, ua, ub))
            return -1;
        rt_link l[RT_MAX_LINKS];
        int nl = links(ua, l);
        sim_buf b = {0};
        char rel[256];
        if (h == HS_HDL_VHDL)
            sim_rt_print_vhdl(&b, c, l, nl);
        else
            sim_rt_print_verilog(&b, c, l, nl);
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
