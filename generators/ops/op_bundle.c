/* bundle and unbundle: a channel and its parts (a plain control, the raw
 * data, one raw port per extra signal named by the signal). Downstream parts flow
 * with the data; upstream parts flow the other way, so an upstream signal is an
 * input of unbundle and an output of bundle. With handshake = wires the control
 * part is itself split into raw 1-bit valid and ready ports, as Dynamatic's
 * unbundle of a control gives them. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_bundle);

int hs_build_bundle(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    bool unbundle = u->info->part_ports == HS_PARTS_SPLIT;
    bool wires = hs_unit_param(u, "handshake") == 1;
    hs_chan *chan = hs_gen_chan(&g, unbundle ? "ins" : "outs", 0);
    hs_chan *data = hs_gen_chan(&g, "data", 0);
    hw_module *m = g.m;
    /* the part ports, after the table's ports, in canonical signal order */
    for (unsigned k = 0; k < chan->n_extra; k++) {
        const hs_extra *e = &chan->type->extra[k];
        bool part_is_input = unbundle ? e->up : !e->up;
        hw_sig_id p =
            hw_port(m, e->name, part_is_input ? HW_SIG_IN : HW_SIG_OUT, HW_PT_VEC, e->width, 0);
        bool to_chan = unbundle ? e->up : !e->up; /* the part drives the channel's signal */
        if (to_chan)
            hw_copy(m, chan->extra[k], hw_r(p));
        else
            hw_copy(m, hw_r(p), chan->extra[k]);
    }
    hw_ref valid, ready; /* the control part: a control port or the raw wires */
    if (wires) {
        valid = hs_gen_chan(&g, "valid", 0)->data;
        ready = hs_gen_chan(&g, "ready", 0)->data;
    } else {
        hs_chan *ctrl = hs_gen_chan(&g, "ctrl", 0);
        valid = ctrl->valid;
        ready = ctrl->ready;
    }
    if (unbundle) {
        hw_copy(m, valid, chan->valid);
        hw_copy(m, chan->ready, ready);
        if (data && chan->has_data)
            hw_copy(m, data->data, chan->data);
    } else {
        hw_copy(m, chan->valid, valid);
        hw_copy(m, ready, chan->ready);
        if (data && chan->has_data)
            hw_copy(m, chan->data, data->data);
    }
    return hs_gen_end(&g);
}
