/* spec_commit (Dynamatic's commit unit): a token with spec = 0 passes to outs at once
 * and takes no ctrl token; a token with spec = 1 waits for one ctrl token and is joined
 * with it: ctrl 0 (pass) sends it to outs, ctrl 1 (kill) consumes it with no output.
 * outs drops spec; every other extra signal passes with the token, and outs' upstream
 * signals go back to ins. Combinational, as Dynamatic's cond_br + cond_br + merge. */
#include "hs_gen.h"
#include "spec/spec_gen.h"

HS_GENERATOR(hs_build_spec_commit);

/* The conditional join: only spec tokens meet ctrl, and a killed one needs no ready. */
int hs_build_spec_commit(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    const hs_chan *in = hs_gen_chan(&g, "ins", 0);
    const hs_chan *ctrl = hs_gen_chan(&g, "ctrl", 0);
    const hs_chan *out = hs_gen_chan(&g, "outs", 0);
    hw_ref spec = spec_bit(in), kill = ctrl->data;
    hw_ref nspec = hw_e_not(m, spec);
    /* a spec token moves when ctrl is there and either kills it or outs takes it */
    hw_ref spec_moves = hw_e_and2(m, ctrl->valid, hw_e_or2(m, kill, out->ready));
    hw_copy(
        m, out->valid,
        hw_e_and2(m, in->valid, hw_e_or2(m, nspec, hw_e_and2(m, ctrl->valid, hw_e_not(m, kill)))));
    hw_copy(m, in->ready, hw_e_mux2(m, spec, spec_moves, out->ready));
    hw_ref passes = hw_e_or2(m, kill, out->ready);
    hw_copy(m, ctrl->ready, hw_e_and2(m, hw_e_and2(m, in->valid, spec), passes));
    if (in->has_data)
        hw_copy(m, out->data, in->data);
    hs_extras_forward(&g, in, out); /* outs has no spec, so spec goes nowhere */
    return hs_gen_end(&g);
}
