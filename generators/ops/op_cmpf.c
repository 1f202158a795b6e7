/* cmpf: every predicate of MLIR's arith.cmpf. Ordered predicates are false and
 * unordered ones true when an operand is NaN; -0 equals +0. Two steps: classify
 * the operands and map them to integer keys whose unsigned order is the float
 * order (sign set: all bits inverted; else the sign bit set), then compare. */
#include <string.h>

#include "float/fm.h"
#include "gen_channel.h"
#include "gen_stages.h"

HS_GENERATOR(hs_build_cmpf);

/* The predicate from unordered, equal, less and greater (each 1 bit). */
static hw_ref predicate(hw_module *m, const char *p, hw_ref uno, hw_ref eq, hw_ref lt, hw_ref gt)
{
    hw_ref ord = hs_fm_not(m, uno);
    bool unordered_true = p[0] == 'u'; /* ueq ugt uge ult ule une (uno: above) */
    hw_ref r;
    const char *rel = p + 1;
    if (!strcmp(p, "false"))
        return hs_fm_k(m, 1, 0);
    if (!strcmp(p, "true"))
        return hs_fm_k(m, 1, 1);
    if (!strcmp(p, "ord"))
        return ord;
    if (!strcmp(p, "uno"))
        return uno;
    if (!strcmp(rel, "eq"))
        r = eq;
    else if (!strcmp(rel, "gt"))
        r = gt;
    else if (!strcmp(rel, "ge"))
        r = hs_fm_or(m, gt, eq);
    else if (!strcmp(rel, "lt"))
        r = lt;
    else if (!strcmp(rel, "le"))
        r = hs_fm_or(m, lt, eq);
    else /* ne */
        r = hs_fm_not(m, eq);
    return unordered_true ? hs_fm_or(m, uno, r) : hs_fm_and(m, ord, r);
}

int hs_build_cmpf(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    const hs_chan *in[2] = {hs_gen_chan(&g, "lhs", 0), hs_gen_chan(&g, "rhs", 0)};
    const hs_chan *out = hs_gen_chan(&g, "result", 0);
    uint32_t w = in[0]->type->width;
    hs_fm_fmt f = hs_fm_format(w);
    hs_chan tok = hs_chan_wires(&g, out->type, "tok");
    hs_join_token(&g, 2, in, &tok);
    hs_stages st;
    hs_stages_begin(&st, &g, &tok, (uint32_t)hs_gen_param(&g, "latency"), 2);
    hs_fm_parts a, b;
    hs_fm_unpack(m, &f, in[0]->data, &a);
    hs_fm_unpack(m, &f, in[1]->data, &b);
    hw_ref mag = hs_fm_op(m, HW_OP_OR, w - 1, hw_bits(in[0]->data, (int32_t)w - 2, 0),
                          hw_bits(in[1]->data, (int32_t)w - 2, 0));
    hw_ref live[5] = {hs_fm_order_key(m, in[0]->data, w), hs_fm_order_key(m, in[1]->data, w),
                      hs_fm_or(m, a.is_nan, b.is_nan), hs_fm_is_zero(m, mag),
                      hw_e_cmp(m, HW_CMP_EQ, in[0]->data, in[1]->data)};
    hs_stages_step(&st, 5, live);
    hw_ref nz = hs_fm_not(m, live[3]);
    hw_ref eq = hs_fm_or(m, live[4], live[3]);
    hw_ref lt = hs_fm_and(m, hw_e_cmp(m, HW_CMP_ULT, live[0], live[1]), nz);
    hw_ref gt = hs_fm_and(m, hw_e_cmp(m, HW_CMP_UGT, live[0], live[1]), nz);
    hw_ref res = predicate(m, hs_unit_param_text(u, "predicate"), live[2], eq, lt, gt);
    hs_stages_end(&st, res, out);
    hs_extras_up(&g, 2, in, 1, &out);
    return hs_gen_end(&g);
}
