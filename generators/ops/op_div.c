/* Integer division and remainder (divsi, divui, remsi, remui) and absi.
 *
 * Division is restoring, radix 2: one step per quotient bit, each a compare and a
 * subtract on the partial remainder, with the pipeline registers spread over the
 * steps (gen_stages.h). Signed units divide magnitudes and fix the signs after.
 * RISC-V's conventions (docs/floating-point.md): x / 0 = all ones, x % 0 = x,
 * INT_MIN / -1 = INT_MIN and INT_MIN % -1 = 0; restoring division gives the
 * unsigned ones by itself, and the signed ones follow from the magnitudes except
 * x / 0, which is forced to all ones. */
#include <string.h>

#include "gen_channel.h"
#include "gen_stages.h"

HS_GENERATOR(hs_build_div);
HS_GENERATOR(hs_build_absi);

/* A width-w expression of one operation. */
static hw_ref e2(hw_module *m, hw_op op, uint32_t w, hw_ref a, hw_ref b)
{
    hw_ref args[2] = {a, b};
    return hw_e_op_reduced(m, HW_HINT("d"), op, w, 2, args);
}

/* |x| of a w-bit two's-complement value (INT_MIN stays INT_MIN, i.e. 2^(w-1)
 * read unsigned). */
static hw_ref magnitude(hw_module *m, hw_ref x, uint32_t w)
{
    hw_ref neg = e2(m, HW_OP_SUB, w, hw_e_const(m, w, 0), x);
    return hw_e_mux2(m, hw_bit(x, (int32_t)w - 1), neg, x);
}

/* sel ? -x : x */
static hw_ref negate_if(hw_module *m, hw_ref sel, hw_ref x, uint32_t w)
{
    hw_ref neg = e2(m, HW_OP_SUB, w, hw_e_const(m, w, 0), x);
    return hw_e_mux2(m, sel, neg, x);
}

/* One restoring step: shift the next dividend bit (top of aq) into rem, subtract
 * the divisor when it fits, and shift the quotient bit into aq. */
static void div_step(hw_module *m, uint32_t w, hw_ref *rem, hw_ref *aq, hw_ref b)
{
    hw_ref cat[2] = {*rem, hw_bit(*aq, (int32_t)w - 1)};
    hw_ref t = hw_e_op_reduced(m, HW_HINT("t"), HW_OP_CONCAT, w + 1, 2, cat);
    hw_ref bz = hw_e_op_reduced(m, HW_HINT("bx"), HW_OP_ZEXT, w + 1, 1, &b);
    hw_ref ge = hw_e_cmp(m, HW_CMP_UGE, t, bz);
    hw_ref diff = e2(m, HW_OP_SUB, w + 1, t, bz);
    *rem = hw_e_mux2(m, ge, hw_bits(diff, (int32_t)w - 1, 0), hw_bits(t, (int32_t)w - 1, 0));
    if (w == 1) {
        *aq = ge;
    } else {
        hw_ref q[2] = {hw_bits(*aq, (int32_t)w - 2, 0), ge};
        *aq = hw_e_op_reduced(m, HW_HINT("aq"), HW_OP_CONCAT, w, 2, q);
    }
}

/* divsi/divui/remsi/remui: magnitudes, w restoring steps, signs. */
int hs_build_div(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    const char *op = u->info->name + strlen("handshake.");
    bool is_signed = op[3] == 's', is_rem = op[0] == 'r';
    const hs_chan *in[2] = {hs_gen_chan(&g, "lhs", 0), hs_gen_chan(&g, "rhs", 0)};
    const hs_chan *out = hs_gen_chan(&g, "result", 0);
    hw_module *m = g.m;
    uint32_t w = out->type->width;
    hs_chan tok = hs_chan_wires(&g, out->type, "tok");
    hs_join_token(&g, 2, in, &tok);
    hs_stages st;
    hs_stages_begin(&st, &g, &tok, (uint32_t)hs_gen_param(&g, "latency"), w + 2);
    /* live: rem, aq (dividend, then quotient), divisor, sign of quotient, sign of
     * remainder, divisor is zero */
    hw_ref a = in[0]->data, b = in[1]->data;
    hw_ref live[6];
    live[0] = hw_e_const(m, w, 0);
    live[1] = is_signed ? magnitude(m, a, w) : a;
    live[2] = is_signed ? magnitude(m, b, w) : b;
    if (is_signed) {
        hw_ref sa = hw_bit(a, (int32_t)w - 1), sb = hw_bit(b, (int32_t)w - 1);
        live[3] = e2(m, HW_OP_XOR, 1, sa, sb);
        live[4] = hw_e_op_reduced(m, HW_HINT("sa"), HW_OP_COPY, 1, 1, &sa);
    } else {
        live[3] = live[4] = hw_e_const(m, 1, 0);
    }
    live[5] =
        hw_e_op_reduced(m, HW_HINT("bz"), HW_OP_NOT, 1, 1,
                        (hw_ref[]){hw_e_op_reduced(m, HW_HINT("bnz"), HW_OP_REDOR, 1, 1, &b)});
    hs_stages_step(&st, 6, live);
    for (uint32_t i = 0; i < w; i++) {
        div_step(m, w, &live[0], &live[1], live[2]);
        hs_stages_step(&st, 6, live);
    }
    hw_ref res;
    if (is_rem) {
        res = is_signed ? negate_if(m, live[4], live[0], w) : live[0];
    } else {
        res = is_signed ? negate_if(m, live[3], live[1], w) : live[1];
        if (is_signed) /* x / 0: all ones whatever the signs */
            res = hw_e_mux2(m, live[5], hw_e_const(m, w, -1), res);
    }
    hs_stages_end(&st, res, out);
    hs_extras_up(&g, 2, in, 1, &out);
    return hs_gen_end(&g);
}

/* absi: x < 0 ? -x : x (abs(INT_MIN) = INT_MIN), pipelined like the rest. */
int hs_build_absi(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    const hs_chan *in = hs_gen_chan(&g, "ins", 0);
    const hs_chan *out = hs_gen_chan(&g, "outs", 0);
    hs_stages st;
    hs_stages_begin(&st, &g, in, (uint32_t)hs_gen_param(&g, "latency"), 1);
    hs_stages_end(&st, magnitude(g.m, in->data, out->type->width), out);
    hs_extras_up(&g, 1, &in, 1, &out);
    return hs_gen_end(&g);
}
