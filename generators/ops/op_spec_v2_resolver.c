/* spec_v2_resolver: Dynamatic's resolver of speculation v2. actualCondition and
 * generatedCondition are joined into one token whose data is the resolver's state bit
 * `idle` before the transfer (1 after reset). A transfer with idle = 1, actual = 0 and
 * generated = 1 clears it (a misspeculation begins: the generated conditions that follow
 * are to be squashed); a transfer with idle = 0 and generated = 0 sets it again (the
 * speculated run ended). Downstream extra signals are merged by policy over the two
 * inputs; upstream ones go from confirmSpec back to both. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_spec_v2_resolver);

/* The join, and the state register loaded at each transfer with
 * idle' = !generated | (idle & actual). */
int hs_build_spec_v2_resolver(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    const hs_chan *in[2] = {hs_gen_chan(&g, "actualCondition", 0),
                            hs_gen_chan(&g, "generatedCondition", 0)};
    const hs_chan *out = hs_gen_chan(&g, "confirmSpec", 0);
    hw_module *m = g.m;
    hs_join_token(&g, 2, in, out);
    hw_sig_id idle = hw_reg_sig(m, "idle", 1);
    hw_ref transfer = hw_e_and2(m, out->valid, out->ready);
    hw_ref fresh = hw_e_not(m, in[1]->data);
    hw_ref stay = hw_e_and2(m, hw_r(idle), in[0]->data);
    hw_ref next = hw_e_or2(m, fresh, stay);
    hw_register(m, idle, next, transfer, 1);
    hw_copy(m, out->data, hw_r(idle));
    hs_extras_up(&g, 2, in, 1, &out);
    return hs_gen_end(&g);
}
