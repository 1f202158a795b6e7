/* ndwire: Dynamatic's non-deterministic wire. With stall_seed = 0 (the default, what
 * synthesis gets) it is a plain wire. With stall_seed > 0 it is a wire that sleeps at
 * random, for simulation: a 16-bit LFSR (x^16 + x^14 + x^13 + x^11 + 1) seeded with
 * stall_seed steps every cycle; a state bit `run` (0 after reset) is drawn again from it
 * whenever Dynamatic's state machine may choose (asleep, or a token just passed):
 * asleep with stall_percent % chance. Asleep, valid and ready are both held low;
 * awake, the wire passes them. A token that is offered while awake is never
 * withdrawn: the state only changes when the token moves. Extras pass both ways. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_ndwire);

/* The LFSR's next value and the register holding it; returns its low byte. */
static hw_ref lfsr_byte(hs_gen *g, int64_t seed)
{
    hw_module *m = g->m;
    hw_sig_id l = hw_reg_sig(m, "nd_lfsr", 16);
    hw_ref taps[4] = {hw_bit(hw_r(l), 15), hw_bit(hw_r(l), 13), hw_bit(hw_r(l), 12),
                      hw_bit(hw_r(l), 10)};
    hw_ref fb = hw_e_op_reduced(m, HW_HINT("nd_fb"), HW_OP_XOR, 1, 4, taps);
    hw_ref cat[2] = {hw_bits(hw_r(l), 14, 0), fb};
    hw_ref next = hw_e_op_reduced(m, HW_HINT("nd_next"), HW_OP_CONCAT, 16, 2, cat);
    hw_register(m, l, next, hw_r(HW_NO_SIG), seed);
    return hw_bits(hw_r(l), 7, 0);
}

/* Wires, gated by the run state when a stall pattern is asked for. */
int hs_build_ndwire(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    const hs_chan *in = hs_gen_chan(&g, "ins", 0), *out = hs_gen_chan(&g, "outs", 0);
    int64_t seed = hs_gen_param(&g, "stall_seed"), pct = hs_gen_param(&g, "stall_percent");
    if (in->has_data)
        hw_copy(m, out->data, in->data);
    if (seed == 0) {
        hw_copy(m, out->valid, in->valid);
        hw_copy(m, in->ready, out->ready);
    } else {
        hw_sig_id run = hw_reg_sig(m, "nd_run", 1);
        hw_ref threshold = hw_e_const(m, 8, pct * 256 / 100);
        hw_ref wake = hw_e_cmp(m, HW_CMP_UGE, lfsr_byte(&g, seed), threshold);
        hw_ref moved = hw_e_and2(m, in->valid, out->ready);
        hw_ref may = hw_e_or2(m, hw_e_not(m, hw_r(run)), moved);
        hw_register(m, run, hw_e_mux2(m, may, wake, hw_r(run)), hw_r(HW_NO_SIG), 0);
        hw_copy(m, out->valid, hw_e_and2(m, in->valid, hw_r(run)));
        hw_copy(m, in->ready, hw_e_and2(m, out->ready, hw_r(run)));
    }
    hs_extras_forward(&g, in, out);
    return hs_gen_end(&g);
}
