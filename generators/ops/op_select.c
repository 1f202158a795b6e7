/* select: result = condition ? trueValue : falseValue, one token of each input
 * per result; the result leaves as soon as the condition and the chosen value are
 * there (antitokens discard the other value's token when it comes). The result's downstream extra
 * signals are merged over the condition and the CHOSEN value only: the discarded
 * value's token is consumed, but its signals (its speculation, say) never reach the
 * result, as in Dynamatic's select. Upstream signals go back to all three inputs. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_select);

/* Fires on the condition and the chosen value alone, as Dynamatic's select does:
 * it does not wait for the other value (often the slower path of a branch). The
 * other value's token, when it has not arrived, is owed an antitoken that
 * discards it on arrival; no result leaves while one is owed, so tokens stay in
 * order. Each input still gives up exactly one token per result. */
int hs_build_select(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    const hs_chan *in[3] = {hs_gen_chan(&g, "condition", 0), hs_gen_chan(&g, "trueValue", 0),
                            hs_gen_chan(&g, "falseValue", 0)};
    const hs_chan *out = hs_gen_chan(&g, "result", 0);
    const hs_chan *cond = in[0], *tv = in[1], *fv = in[2];
    hw_ref chosen_valid = hw_e_mux2(m, cond->data, tv->valid, fv->valid);
    hw_ref ee = hw_e_and2(m, cond->valid, chosen_valid);
    hw_sig_id at_t = hw_reg_sig(m, "select_at_true", 1);
    hw_sig_id at_f = hw_reg_sig(m, "select_at_false", 1);
    hw_ref owed = hw_e_or2(m, hw_r(at_t), hw_r(at_f));
    hw_copy(m, out->valid, hw_e_and2(m, ee, hw_e_not(m, owed)));
    hw_ref fire = hw_e_and2(m, out->valid, out->ready);
    hw_ref gen_t = hw_e_and2(m, hw_e_not(m, tv->valid), fire);
    hw_ref gen_f = hw_e_and2(m, hw_e_not(m, fv->valid), fire);
    /* an antitoken is owed while the value's token has not come; on arrival it is
     * taken (kill) and thrown away */
    hw_ref kill_t = hw_e_or2(m, gen_t, hw_r(at_t));
    hw_register(m, at_t, hw_e_and2(m, hw_e_not(m, tv->valid), kill_t), hw_r(HW_NO_SIG), 0);
    hw_ref kill_f = hw_e_or2(m, gen_f, hw_r(at_f));
    hw_register(m, at_f, hw_e_and2(m, hw_e_not(m, fv->valid), kill_f), hw_r(HW_NO_SIG), 0);
    hw_ref taken = hw_e_or2(m, fire, hw_e_not(m, cond->valid));
    hw_copy(m, cond->ready, taken);
    hw_copy(m, tv->ready, hw_e_or2(m, hw_e_or2(m, hw_e_not(m, tv->valid), fire), kill_t));
    hw_copy(m, fv->ready, hw_e_or2(m, hw_e_or2(m, hw_e_not(m, fv->valid), fire), kill_f));
    hw_ref args[3] = {cond->data, tv->data, fv->data};
    hw_assign_op(m, out->data, HW_OP_MUX2, 3, args);
    /* the chosen value's extras: trueValue and falseValue carry the same list */
    hs_chan chosen = *tv;
    chosen.extra = hw_alloc(des, (tv->n_extra + 1u) * sizeof(hw_ref));
    for (unsigned k = 0; k < tv->n_extra; k++)
        chosen.extra[k] = tv->type->extra[k].up
                              ? tv->extra[k]
                              : hw_e_mux2(m, cond->data, tv->extra[k], fv->extra[k]);
    const hs_chan *joined[2] = {cond, &chosen};
    hs_extras_down(&g, out, 2, joined);
    hs_extras_up(&g, 3, in, 1, &out);
    return hs_gen_end(&g);
}
