/* add_signal, drop_signal and promote_signal: one signal added,
 * dropped or promoted to data per unit; every other extra signal is forwarded by
 * the shared machinery. */
#include <string.h>

#include "gen_channel.h"

HS_GENERATOR(hs_build_add_signal);
HS_GENERATOR(hs_build_drop_signal);
HS_GENERATOR(hs_build_promote_signal);

/* add_signal: ins and value are joined into one token; the new signal's value is
 * value's data. The value channel is presented to the shared extras machinery as a
 * channel that carries the new signal, so nothing here wires extras by hand. */
static int build_add(hs_gen *g)
{
    const hs_unit *u = g->u;
    hs_chan *in = hs_gen_chan(g, "ins", 0), *val = hs_gen_chan(g, "value", 0);
    hs_chan *out = hs_gen_chan(g, "outs", 0);
    hs_type carrier;
    hs_type_control(&carrier);
    carrier.n_extra = 1;
    carrier.extra[0] = u->signal;
    hs_chan as_signal = {.type = &carrier,
                         .has_hs = true,
                         .valid = val->valid,
                         .ready = val->ready,
                         .n_extra = 1,
                         .extra = &val->data};
    const hs_chan *ins[2] = {in, val};
    hw_copy(g->m, out->valid, hs_join(g, 2, ins, out->ready));
    if (out->has_data)
        hw_copy(g->m, out->data, in->data);
    const hs_chan *srcs[2] = {in, &as_signal};
    hs_extras_down(g, out, 2, srcs);
    const hs_chan *outs[1] = {out};
    hs_extras_up(g, 1, ins, 1, outs);
    return 0;
}

/* drop_signal: one token in, one out; the dropped signal simply has no destination
 * (an upstream one gets the configured sink value, like any input no output feeds). */
static int build_drop(hs_gen *g)
{
    hs_chan *in = hs_gen_chan(g, "ins", 0), *out = hs_gen_chan(g, "outs", 0);
    hw_copy(g->m, out->valid, in->valid);
    hw_copy(g->m, in->ready, out->ready);
    if (out->has_data)
        hw_copy(g->m, out->data, in->data);
    hs_extras_forward(g, in, out);
    return 0;
}

/* promote_signal: the signal's value becomes the data; the old data is discarded. */
static int build_promote(hs_gen *g)
{
    const hs_unit *u = g->u;
    hs_chan *in = hs_gen_chan(g, "ins", 0), *out = hs_gen_chan(g, "outs", 0);
    int k = hs_chan_extra_index(in, u->signal.name);
    if (k < 0)
        return hs_gen_fail(g, HS_E_INTERNAL, "promote_signal: ins lacks '%s'", u->signal.name);
    hw_copy(g->m, out->valid, in->valid);
    hw_copy(g->m, in->ready, out->ready);
    hw_copy(g->m, out->data, in->extra[k]);
    hs_extras_forward(g, in, out);
    return 0;
}

/* The three rows' generators: one frame around each body. */
static int build_with(hw_design *des, const hs_unit *u, hs_diag *d, int (*body)(hs_gen *g))
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    body(&g);
    return hs_gen_end(&g);
}

/* add_signal's row's generator. */
int hs_build_add_signal(hw_design *des, const hs_unit *u, hs_diag *d)
{
    return build_with(des, u, d, build_add);
}

/* drop_signal's row's generator. */
int hs_build_drop_signal(hw_design *des, const hs_unit *u, hs_diag *d)
{
    return build_with(des, u, d, build_drop);
}

/* promote_signal's row's generator. */
int hs_build_promote_signal(hw_design *des, const hs_unit *u, hs_diag *d)
{
    return build_with(des, u, d, build_promote);
}
