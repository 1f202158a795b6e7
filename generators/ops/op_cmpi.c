/* cmpi: lhs and rhs joined into one i1 token, result = lhs PREDICATE rhs. */
#include <string.h>

#include "gen_channel.h"

HS_GENERATOR(hs_build_cmpi);

/* Predicate names in hw_cmp order. */
static const char *const preds[] = {"eq",  "ne",  "slt", "sle", "sgt",
                                    "sge", "ult", "ule", "ugt", "uge"};

/* Join, then the predicate chosen by the `predicate` parameter. */
int hs_build_cmpi(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    const char *p = hs_unit_param_text(u, "predicate");
    int pred = -1;
    for (int i = 0; p && i < (int)(sizeof(preds) / sizeof(preds[0])); i++)
        if (strcmp(preds[i], p) == 0)
            pred = i;
    if (pred < 0)
        return hs_gen_fail(&g, HS_E_PARAM, "unknown predicate '%s'", p ? p : "");
    const hs_chan *in[2] = {hs_gen_chan(&g, "lhs", 0), hs_gen_chan(&g, "rhs", 0)};
    const hs_chan *out = hs_gen_chan(&g, "result", 0);
    hs_join_token(&g, 2, in, out);
    hw_cmp_op(g.m, out->data, (hw_cmp)pred, in[0]->data, in[1]->data);
    hs_extras_up(&g, 2, in, 1, &out);
    return hs_gen_end(&g);
}
