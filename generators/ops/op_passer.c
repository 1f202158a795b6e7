/* passer: Dynamatic's one-sided conditional branch of speculation v2. data and ctrl are
 * joined into one token (downstream extra signals merged by policy over the two); a ctrl
 * of 1 sends the token to result, a ctrl of 0 consumes it with nothing sent. The token
 * waits for result only when it goes there. Upstream signals at both inputs are
 * result's. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_passer);

/* The shared token join on an internal channel, then its valid gated by ctrl and its
 * ready taken from result only when ctrl is 1. */
int hs_build_passer(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    const hs_chan *in[2] = {hs_gen_chan(&g, "data", 0), hs_gen_chan(&g, "ctrl", 0)};
    const hs_chan *out = hs_gen_chan(&g, "result", 0);
    hw_module *m = g.m;
    hs_chan tok = hs_chan_wires(&g, out->type, "token");
    const hs_chan *tokp = &tok;
    hw_ref ctrl = in[1]->data;
    hs_join_token(&g, 2, in, &tok);
    hw_copy(m, tok.ready, hw_e_or2(m, hw_e_not(m, ctrl), out->ready));
    hw_copy(m, out->valid, hw_e_and2(m, tok.valid, ctrl));
    if (out->has_data)
        hw_copy(m, out->data, in[0]->data);
    hs_extras_down(&g, out, 1, &tokp);
    hs_extras_up(&g, 2, in, 1, &out);
    return hs_gen_end(&g);
}
