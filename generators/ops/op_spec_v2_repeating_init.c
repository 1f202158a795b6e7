/* spec_v2_repeating_init: Dynamatic's repeating init of speculation v2. After reset it
 * offers init_token on outs without taking ins; once a token leaves outs it offers
 * init_token again when that token was 0, else it forwards ins (combinationally: outs
 * valid = ins valid, ins ready = outs ready). So with init_token 1 each run of
 * forwarded 1s ending in a 0 is preceded by one generated 1. The generated token's
 * downstream extra signals take their configured source values (else zero); upstream
 * ones pass from outs to ins. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_spec_v2_repeating_init);

/* outs shows `gen` while emitting, else ins's part. */
static void pick(hs_gen *g, hw_ref emit, hw_ref gen, hw_ref in, hw_ref out)
{
    hw_ref a[3] = {emit, gen, in};
    hw_assign_op(g->m, out, HW_OP_MUX2, 3, a);
}

/* The emit_init register (1 after reset, loaded with !outs at every outs transfer) and
 * outs chosen between the generated token and ins. */
int hs_build_spec_v2_repeating_init(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    const hs_chan *in = hs_gen_chan(&g, "ins", 0), *out = hs_gen_chan(&g, "outs", 0);
    hw_sig_id emit = hw_reg_sig(m, "emit_init", 1);
    hw_ref e = hw_r(emit);
    hw_copy(m, in->ready, hw_e_and2(m, hw_e_not(m, e), out->ready));
    hw_copy(m, out->valid, hw_e_or2(m, e, in->valid));
    hw_ref again = hw_e_not(m, out->data);
    hw_ref moved = hw_e_and2(m, out->valid, out->ready);
    hw_register(m, emit, again, moved, 1);
    pick(&g, e, hw_e_const(m, 1, hs_gen_param(&g, "init_token")), in->data, out->data);
    for (unsigned k = 0; k < in->n_extra; k++) {
        const hs_extra *x = &in->type->extra[k];
        if (x->up)
            continue;
        const hs_signal_cfg *sc = u->cfg ? hs_config_signal(u->cfg, x->name) : NULL;
        pick(&g, e, hw_e_const(m, x->width, sc && sc->has_source ? (int64_t)sc->source : 0),
             in->extra[k], out->extra[k]);
    }
    hs_extras_up(&g, 1, &in, 1, &out);
    return hs_gen_end(&g);
}
