/* IEEE-754 arithmetic units (addf, subf, mulf, divf): lhs and rhs joined into one token,
 * the datapath of generators/ops/float/ cut into `latency` register stages that carry the
 * token's downstream extra signals alongside (docs/floating-point.md). */
#include <string.h>

#include "float/fp.h"
#include "gen_channel.h"

HS_GENERATOR(hs_build_float_arith);

typedef enum { FA_ADD, FA_SUB, FA_MUL, FA_DIV } farith_kind;

/* The operation of a unit name ("handshake.addf" or "addf"); -1 when none. */
static int find_kind(const char *unit)
{
    static const char *const names[] = {"addf", "subf", "mulf", "divf"};
    const char *bare = strncmp(unit, "handshake.", 10) == 0 ? unit + 10 : unit;
    for (int i = 0; i < 4; i++)
        if (strcmp(names[i], bare) == 0)
            return i;
    return -1;
}

/* Join, the staged datapath, and the output channel from the last stage. */
int hs_build_float_arith(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    int kind = find_kind(u->info->name);
    fp_fmt f;
    if (kind < 0 || !fp_fmt_of((uint32_t)hs_gen_param(&g, "bitwidth"), &f))
        return hs_gen_fail(&g, HS_E_UNSUPPORTED, "not a floating-point arithmetic unit");
    const hs_chan *in[2] = {hs_gen_chan(&g, "lhs", 0), hs_gen_chan(&g, "rhs", 0)};
    const hs_chan *out = hs_gen_chan(&g, "result", 0);
    hs_chan tok = hs_chan_wires(&g, out->type, "tok");
    hs_join_token(&g, 2, in, &tok);
    uint32_t cands = kind == FA_MUL   ? fp_mul_cands(&f)
                     : kind == FA_DIV ? fp_div_cands(&f)
                                      : fp_add_cands(&f);
    fp_pipe p;
    fp_pipe_begin(&p, &g, (uint32_t)hs_gen_param(&g, "latency"), cands, tok.valid,
                  hs_pack(&g, &tok, false), out->ready);
    hw_ref a = in[0]->data, b = in[1]->data, res;
    if (kind == FA_MUL)
        res = fp_mul_build(g.m, &f, a, b, &p);
    else if (kind == FA_DIV)
        res = fp_div_build(g.m, &f, a, b, &p);
    else
        res = fp_add_build(g.m, &f, a, b, kind == FA_SUB, &p);
    hw_ref *live[] = {&res};
    if (fp_pipe_end(&p, 1, live, tok.ready))
        return hs_gen_fail(&g, HS_E_INTERNAL, "floating-point datapath cut points miscounted");
    hw_copy(g.m, tok.data, res);
    hw_copy(g.m, out->data, res);
    hw_copy(g.m, out->valid, p.valid);
    if (p.side.sig != HW_NO_SIG)
        hs_unpack(&g, p.side, out, false);
    hs_extras_up(&g, 2, in, 1, &out);
    return hs_gen_end(&g);
}
