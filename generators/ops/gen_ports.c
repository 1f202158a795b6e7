/* Entity ports of a unit in the Dynamatic convention, and the generation context
 * (gen_channel.h). This is the one place that names a handshake port. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "gen_channel.h"

/* Direction of a port part: data and downstream extras follow the channel,
 * valid too; ready and upstream extras go the other way. */
static hw_sig_kind dir_of(bool out, bool against)
{
    return (out != against) ? HW_SIG_OUT : HW_SIG_IN;
}

/* Extra-signal ports of one channel (element): X_<sig> or X_<i>_<sig>. */
static void add_extras(hs_gen *g, hs_chan *c, const char *base, bool out)
{
    c->n_extra = c->type->n_extra;
    c->extra = c->n_extra ? hw_alloc(g->des, c->n_extra * sizeof(hw_ref)) : NULL;
    size_t nb = strlen(base);
    for (unsigned k = 0; k < c->n_extra; k++) {
        const hs_extra *e = &c->type->extra[k];
        c->extra[k] = hw_r(hw_port_join(g->m, base, nb, "_", 1, e->name, strlen(e->name),
                                        dir_of(out, e->up), HW_PT_VEC, e->width, 0));
    }
}

/* A part a channel does not have (data of a control, valid of a raw bus). */
static hw_ref none_ref(void)
{
    return hw_r(HW_NO_SIG);
}

/* Declares every part of one catalog port, in the documented order. */
static void add_port(hs_gen *g, hs_chan_port *p, const hs_unit_port *up)
{
    const char *name = p->info->name;
    const hs_type *t = &up->type;
    bool data = t->kind != HS_T_CONTROL, hs = t->kind != HS_T_RAW;
    p->el = hw_alloc(g->des, p->count * sizeof(hs_chan));
    for (unsigned i = 0; i < p->count; i++) {
        p->el[i] = (hs_chan){.type = t, .has_data = data, .has_hs = hs};
        p->el[i].data = p->el[i].valid = p->el[i].ready = none_ref();
    }
    /* a one-bit raw bus of fixed width is an enable: std_logic, as Dynamatic's loadEn */
    bool bit = !hs && p->info->width_src == HS_W_FIXED && t->width == 1;
    size_t nl = strlen(name);
    if (data) {
        hw_sig_id s = p->array ? hw_port_join(g->m, name, nl, "", 0, "", 0, dir_of(p->out, false),
                                              HW_PT_ARRAY, t->width, p->count)
                               : hw_port_join(g->m, name, nl, "", 0, "", 0, dir_of(p->out, false),
                                              bit ? HW_PT_BIT : HW_PT_VEC, t->width, 0);
        for (unsigned i = 0; i < p->count; i++)
            p->el[i].data = p->array ? hw_elem(s, (int32_t)i) : hw_r(s);
    }
    for (unsigned i = 0; i < p->count; i++) {
        const char *base = name;
        if (p->array) { /* "<name>_<i>" */
            char num[12], *e = num + sizeof(num), *d = e;
            unsigned v = i;
            do
                *--d = (char)('0' + v % 10);
            while ((v /= 10) != 0);
            base = hw_strcat_n(g->des, name, nl, "_", 1, d, (size_t)(e - d));
        }
        add_extras(g, &p->el[i], base, p->out);
    }
    if (!hs)
        return;
    if (p->array) {
        hw_sig_id v = hw_port_join(g->m, name, nl, "_valid", 6, "", 0, dir_of(p->out, false),
                                   HW_PT_VEC, p->count, 0);
        hw_sig_id r = hw_port_join(g->m, name, nl, "_ready", 6, "", 0, dir_of(p->out, true),
                                   HW_PT_VEC, p->count, 0);
        for (unsigned i = 0; i < p->count; i++) {
            p->el[i].valid = hw_bit(hw_r(v), (int32_t)i);
            p->el[i].ready = hw_bit(hw_r(r), (int32_t)i);
        }
    } else {
        p->el[0].valid = hw_r(hw_port_join(g->m, name, nl, "_valid", 6, "", 0,
                                           dir_of(p->out, false), HW_PT_BIT, 1, 0));
        p->el[0].ready = hw_r(hw_port_join(g->m, name, nl, "_ready", 6, "", 0, dir_of(p->out, true),
                                           HW_PT_BIT, 1, 0));
    }
}

/* Circuit tops declare their ports through the same code as units. */
hs_chan hs_chan_port_decl(hw_design *des, hw_module *m, const char *name, const hs_type *t,
                          bool out)
{
    hs_gen g;
    memset(&g, 0, sizeof(g));
    g.des = des;
    g.m = m;
    hs_port_info info = {.name = name, .dir = out ? HS_OUT : HS_IN};
    hs_unit_port up = {.type = *t, .count = 1, .present = true};
    hs_chan_port p = {.info = &info, .present = true, .out = out, .count = 1};
    hs_type *kept = hw_alloc(des, sizeof(hs_type));
    *kept = *t;
    up.type = *kept;
    add_port(&g, &p, &up);
    p.el[0].type = kept;
    return p.el[0];
}

/* Observed channels have the same names as channels but drive nothing. */
hs_chan hs_gen_tap_port(hs_gen *g, const char *name, const hs_type *t)
{
    hs_type *kept = hw_alloc(g->des, sizeof(hs_type));
    *kept = *t;
    hs_chan c = {.type = kept, .has_data = t->kind != HS_T_CONTROL, .has_hs = true};
    c.data = none_ref();
    if (c.has_data)
        c.data = hw_r(hw_port(g->m, name, HW_SIG_IN, HW_PT_VEC, t->width, 0));
    c.n_extra = t->n_extra;
    c.extra = c.n_extra ? hw_alloc(g->des, c.n_extra * sizeof(hw_ref)) : NULL;
    for (unsigned k = 0; k < c.n_extra; k++)
        c.extra[k] = hw_r(hw_port(g->m, hw_strcat(g->des, name, "_", t->extra[k].name), HW_SIG_IN,
                                  HW_PT_VEC, t->extra[k].width, 0));
    c.valid =
        hw_r(hw_port(g->m, hw_strcat(g->des, name, "_valid", ""), HW_SIG_IN, HW_PT_BIT, 1, 0));
    c.ready =
        hw_r(hw_port(g->m, hw_strcat(g->des, name, "_ready", ""), HW_SIG_IN, HW_PT_BIT, 1, 0));
    return c;
}

/* The unit's module with clk, rst (unless the unit is wires only, no_clock) and all
 * its present ports. */
int hs_gen_begin(hs_gen *g, hw_design *des, const hs_unit *u, hs_diag *d)
{
    memset(g, 0, sizeof(*g));
    g->des = des;
    g->u = u;
    g->d = d;
    g->m = hw_module_new(des, u->name);
    if (!u->info->no_clock)
        hw_add_clock_reset(g->m, &g->clk, &g->rst);
    for (int i = 0; i < u->info->n_ports && i < HS_MAX_PORTS; i++) {
        hs_chan_port *p = &g->port[i];
        const hs_unit_port *up = &u->port[i];
        p->info = &u->info->ports[i];
        p->present = up->present;
        p->out = p->info->dir == HS_OUT;
        p->array = p->info->array;
        p->count = up->count ? up->count : 1;
        if (!p->present)
            continue;
        if (!p->array && p->count != 1)
            return hs_gen_fail(g, HS_E_INTERNAL, "port %s: %u elements on a plain port",
                               p->info->name, p->count);
        add_port(g, p, up);
    }
    return g->err;
}

/* Build functions end with this so the first recorded error is returned. */
int hs_gen_end(hs_gen *g)
{
    return g->err;
}

/* Records the first error with the unit's name in the message. */
int hs_gen_fail(hs_gen *g, int code, const char *fmt, ...)
{
    if (g->err)
        return g->err;
    g->err = code;
    if (g->d) {
        char msg[sizeof(g->d->message)];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg, sizeof(msg), fmt, ap);
        va_end(ap);
        hs_fail(g->d, code, "%s: %s", g->u->info->name, msg);
    }
    return code;
}

/* A port by catalog name, for units that walk array elements. */
hs_chan_port *hs_gen_port(hs_gen *g, const char *port)
{
    for (int i = 0; i < g->u->info->n_ports && i < HS_MAX_PORTS; i++)
        if (g->u->info->ports[i].name[0] == port[0] && strcmp(g->u->info->ports[i].name, port) == 0)
            return &g->port[i];
    return NULL;
}

/* One channel (element) by catalog port name. */
hs_chan *hs_gen_chan(hs_gen *g, const char *port, int elem)
{
    hs_chan_port *p = hs_gen_port(g, port);
    if (!p || !p->present || elem < 0 || elem >= p->count)
        return NULL;
    return &p->el[elem];
}

/* Extras are matched by name across channels with different sets. */
int hs_chan_extra_index(const hs_chan *c, const char *name)
{
    for (unsigned k = 0; k < c->n_extra; k++)
        if (c->type->extra[k].name[0] == name[0] && strcmp(c->type->extra[k].name, name) == 0)
            return (int)k;
    return -1;
}

/* Internal token on wires: what a unit computes before storing or routing it.
 * Extras are named <hint>_x_<sig> so that a signal called `data` cannot clash. */
hs_chan hs_chan_wires(hs_gen *g, const hs_type *t, const char *hint)
{
    hs_chan c = {.type = t, .has_data = t->kind != HS_T_CONTROL, .has_hs = true};
    c.data = hw_r(HW_NO_SIG);
    if (c.has_data)
        c.data = hw_r(hw_wire(g->m, hw_strcat(g->des, hint, "_data", ""), t->width));
    c.valid = hw_r(hw_wire(g->m, hw_strcat(g->des, hint, "_valid", ""), 1));
    c.ready = hw_r(hw_wire(g->m, hw_strcat(g->des, hint, "_ready", ""), 1));
    c.n_extra = t->n_extra;
    c.extra = c.n_extra ? hw_alloc(g->des, c.n_extra * sizeof(hw_ref)) : NULL;
    for (unsigned k = 0; k < c.n_extra; k++) {
        const hs_extra *e = &t->extra[k];
        c.extra[k] = e->up ? hw_r(HW_NO_SIG)
                           : hw_r(hw_wire(g->m, hw_strcat(g->des, hint, "_x_", e->name), e->width));
    }
    return c;
}

/* Generators read parameters through the context they already hold. */
int64_t hs_gen_param(const hs_gen *g, const char *name)
{
    return hs_unit_param(g->u, name);
}
