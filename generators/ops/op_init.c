/* init: Dynamatic's init, a one-slot TEHB (ONE_SLOT_BREAK_R) whose slot is full after
 * reset, holding the initial token: data initial_value, downstream extra signals their
 * configured source values (else zero). The initial token leaves first; afterwards ins
 * passes through, and a token outs refuses waits in the slot (ins_ready = slot empty).
 * Upstream extra signals pass from outs to ins combinationally. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_init);

/* A slot register for one part of the token: follows `d` while the slot is empty and
 * resets to the initial token's part; the output shows it while the slot is full. */
static void slot_part(hs_gen *g, hw_ref full, hw_ref d, hw_ref q_out, uint32_t w, int64_t reset,
                      const char *name)
{
    hw_module *m = g->m;
    hw_sig_id q = hw_reg_sig(m, name, w);
    hw_register(m, q, d, hw_e_not(m, full), reset);
    hw_ref a[3] = {full, hw_r(q), d};
    hw_assign_op(m, q_out, HW_OP_MUX2, 3, a);
}

/* The TEHB with its reset state full, part by part (data, then each downstream extra). */
int hs_build_init(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    const hs_chan *in = hs_gen_chan(&g, "ins", 0), *out = hs_gen_chan(&g, "outs", 0);
    hw_sig_id full = hw_reg_sig(m, "init_full", 1);
    hw_copy(m, in->ready, hw_e_not(m, hw_r(full)));
    hw_ref v[2] = {in->valid, hw_r(full)};
    hw_assign_op(m, out->valid, HW_OP_OR, 2, v);
    hw_register(m, full, hw_e_and2(m, out->valid, hw_e_not(m, out->ready)), hw_r(HW_NO_SIG), 1);
    if (in->has_data)
        slot_part(&g, hw_r(full), in->data, out->data, in->type->width,
                  hs_gen_param(&g, "initial_value"), "init_data");
    for (unsigned k = 0; k < in->n_extra; k++) {
        const hs_extra *e = &in->type->extra[k];
        if (e->up)
            continue;
        const hs_signal_cfg *sc = u->cfg ? hs_config_signal(u->cfg, e->name) : NULL;
        slot_part(&g, hw_r(full), in->extra[k], out->extra[k], e->width,
                  sc && sc->has_source ? (int64_t)sc->source : 0,
                  hw_strfmt(des, "init_x_%s", e->name));
    }
    hs_extras_up(&g, 1, &in, 1, &out);
    return hs_gen_end(&g);
}
