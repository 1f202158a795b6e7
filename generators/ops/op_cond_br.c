/* cond_br: condition and data joined into one token (extra signals merged by policy
 * over the two), sent to trueOut when the condition is 1, else to falseOut. The
 * token waits only for the output it goes to. Upstream signals at both inputs are
 * the merge policy over the two outputs'. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_cond_br);

/* Join first (the shared token join on an internal channel), then route its valid
 * and take its ready from the chosen output. */
int hs_build_cond_br(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    const hs_chan *in[2] = {hs_gen_chan(&g, "condition", 0), hs_gen_chan(&g, "data", 0)};
    const hs_chan *out[2] = {hs_gen_chan(&g, "trueOut", 0), hs_gen_chan(&g, "falseOut", 0)};
    hw_module *m = g.m;
    hs_chan tok = hs_chan_wires(&g, out[0]->type, "token");
    const hs_chan *tokp = &tok;
    hw_ref cond = in[0]->data;
    hs_join_token(&g, 2, in, &tok);
    hw_copy(m, tok.ready, hw_e_mux2(m, cond, out[0]->ready, out[1]->ready));
    hw_copy(m, out[0]->valid, hw_e_and2(m, tok.valid, cond));
    hw_copy(m, out[1]->valid, hw_e_and2(m, tok.valid, hw_e_not(m, cond)));
    if (tok.has_data)
        hw_copy(m, tok.data, in[1]->data);
    for (int k = 0; k < 2; k++) {
        if (out[k]->has_data)
            hw_copy(m, out[k]->data, tok.data);
        hs_extras_down(&g, out[k], 1, &tokp);
    }
    hs_extras_up(&g, 2, in, 2, out);
    return hs_gen_end(&g);
}
