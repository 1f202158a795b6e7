/* compose and decompose. Layout, bit by bit:
 *   mode data:    outs data = ins data at bits W-1..0, then each downstream extra
 *                 signal in canonical order above it (the first one lowest); upstream
 *                 signals keep their names and pass unchanged.
 *   mode signals: outs data = ins data; all downstream signals concatenated into one
 *                 unnamed signal (first canonical signal lowest), all upstream ones
 *                 into one unnamed (U) signal the same way.
 * decompose is the exact inverse, so decompose(compose(t)) = t. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_compose);
HS_GENERATOR(hs_build_decompose);

/* Concatenation of c's extras of one direction, first canonical signal lowest. */
static hw_ref pack_dir(hs_gen *g, const hs_chan *c, bool up)
{
    hw_ref parts[HS_MAX_EXTRAS];
    uint32_t n = 0, w = 0;
    for (unsigned k = c->n_extra; k-- > 0;)
        if (!!c->type->extra[k].up == up) {
            parts[n++] = c->extra[k];
            w += c->type->extra[k].width;
        }
    if (n == 0)
        return hw_r(HW_NO_SIG);
    return n == 1 ? parts[0]
                  : hw_e_op(g->m, up ? "pack_up" : "pack_down", HW_OP_CONCAT, w, n, parts);
}

/* Drives c's extras of one direction from slices of bus, first signal lowest. */
static void unpack_dir(hs_gen *g, hw_ref bus, const hs_chan *c, bool up)
{
    int32_t lo = 0;
    for (unsigned k = 0; k < c->n_extra; k++) {
        const hs_extra *e = &c->type->extra[k];
        if (!!e->up != up)
            continue;
        hw_copy(g->m, c->extra[k], hw_bits(bus, lo + e->width - 1, lo));
        lo += e->width;
    }
}

/* The single signal of one direction on a signals-mode composed channel. */
static hw_ref composed_signal(const hs_chan *c, bool up)
{
    for (unsigned k = 0; k < c->n_extra; k++)
        if (!!c->type->extra[k].up == up)
            return c->extra[k];
    return hw_r(HW_NO_SIG);
}

/* plain = the channel with individual signals, comp = the composed one. */
static void compose_data(hs_gen *g, hs_chan *plain, hs_chan *comp, bool composing)
{
    if (composing) {
        if (comp->has_data)
            hw_copy(g->m, comp->data, hs_pack(g, plain, true));
    } else if (comp->has_data) {
        hs_unpack(g, comp->data, plain, true);
    }
    /* upstream signals pass unchanged, matched by position (unnamed ones are
     * renumbered on the composed side) */
    const hs_chan *from = composing ? comp : plain, *to = composing ? plain : comp;
    unsigned j = 0;
    for (unsigned k = 0; k < to->n_extra; k++) {
        if (!to->type->extra[k].up)
            continue;
        while (j < from->n_extra && !from->type->extra[j].up)
            j++;
        hw_copy(g->m, to->extra[k], from->extra[j++]);
    }
}

static void compose_signals(hs_gen *g, hs_chan *plain, hs_chan *comp, bool composing)
{
    hw_module *m = g->m;
    if (plain->has_data)
        hw_copy(m, composing ? comp->data : plain->data, composing ? plain->data : comp->data);
    hw_ref cdown = composed_signal(comp, false), cup = composed_signal(comp, true);
    if (composing) {
        if (cdown.sig != HW_NO_SIG)
            hw_copy(m, cdown, pack_dir(g, plain, false));
        if (cup.sig != HW_NO_SIG)
            unpack_dir(g, cup, plain, true);
    } else {
        if (cdown.sig != HW_NO_SIG)
            unpack_dir(g, cdown, plain, false);
        if (cup.sig != HW_NO_SIG)
            hw_copy(m, cup, pack_dir(g, plain, true));
    }
}

/* compose and decompose: the same wiring, one way or the other. */
static int build(hw_design *des, const hs_unit *u, hs_diag *d, bool composing)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hs_chan *in = hs_gen_chan(&g, "ins", 0), *out = hs_gen_chan(&g, "outs", 0);
    hw_copy(g.m, out->valid, in->valid);
    hw_copy(g.m, in->ready, out->ready);
    hs_chan *plain = composing ? in : out, *comp = composing ? out : in;
    if (hs_gen_param(&g, "mode") == 0)
        compose_data(&g, plain, comp, composing);
    else
        compose_signals(&g, plain, comp, composing);
    return hs_gen_end(&g);
}

/* compose's row's generator. */
int hs_build_compose(hw_design *des, const hs_unit *u, hs_diag *d)
{
    return build(des, u, d, true);
}

/* decompose's row's generator. */
int hs_build_decompose(hw_design *des, const hs_unit *u, hs_diag *d)
{
    return build(des, u, d, false);
}
