/* Joins and extra-signal semantics shared by every generator (docs/hardware.md):
 * merge policies, upstream distribution, source and sink values. */
#include <string.h>

#include "gen_channel.h"

/* Prefix/suffix ANDs for wide joins: ready_i = out_ready & (v_0..v_{i-1}) & (v_{i+1}..),
 * linear in n where the direct form is quadratic. */
static void join_ready_chain(hs_gen *g, size_t n, const hs_chan *const *ins, hw_ref out_ready)
{
    hw_module *m = g->m;
    hw_ref *pre = hw_alloc(g->des, (n + 1) * sizeof(hw_ref));
    hw_ref *suf = hw_alloc(g->des, (n + 1) * sizeof(hw_ref));
    pre[0] = out_ready; /* pre[i] = out_ready & v_0 & ... & v_{i-1} */
    for (size_t i = 1; i < n; i++)
        pre[i] = hw_e_and2(m, pre[i - 1], ins[i - 1]->valid);
    suf[n - 1] = ins[n - 1]->valid; /* suf[i] = v_i & ... & v_{n-1} */
    for (size_t i = n - 1; i-- > 1;)
        suf[i] = hw_e_and2(m, ins[i]->valid, suf[i + 1]);
    for (size_t i = 0; i < n; i++) {
        if (i + 1 < n) {
            hw_ref args[2] = {pre[i], suf[i + 1]};
            hw_assign_op(m, ins[i]->ready, HW_OP_AND, 2, args);
        } else {
            hw_copy(m, ins[i]->ready, pre[i]);
        }
    }
}

/* AND of all valids, and each ready = out_ready AND the valids of the others
 * (Dynamatic's join: a token leaves an input only when all inputs have one). */
hw_ref hs_join(hs_gen *g, size_t n, const hs_chan *const *ins, hw_ref out_ready)
{
    hw_module *m = g->m;
    if (n == 1) {
        hw_copy(m, ins[0]->ready, out_ready);
        return ins[0]->valid;
    }
    hw_ref *args = hw_alloc(g->des, (n + 1) * sizeof(hw_ref));
    for (size_t i = 0; i < n; i++)
        args[i] = ins[i]->valid;
    hw_ref all = hw_e_op_reduced(m, HW_HINT("join_valid"), HW_OP_AND, 1, (uint32_t)n, args);
    if (n > 8) {
        join_ready_chain(g, n, ins, out_ready);
        return all;
    }
    for (size_t i = 0; i < n; i++) {
        size_t k = 0;
        args[k++] = out_ready;
        for (size_t j = 0; j < n; j++)
            if (j != i)
                args[k++] = ins[j]->valid;
        hw_assign_op(m, ins[i]->ready, HW_OP_AND, (uint32_t)k, args);
    }
    return all;
}

/* The policy of a signal as configured; verification guarantees one exists. */
hw_ref hs_merge_value(hs_gen *g, const char *signal, uint32_t width, size_t n, const hw_ref *vals)
{
    if (n == 1)
        return vals[0];
    hs_merge pol = g->u->cfg ? hs_config_merge(g->u->cfg, signal) : HS_MERGE_UNSET;
    switch (pol) {
    case HS_MERGE_OR:
    case HS_MERGE_AND:
        return hw_e_op(g->m, signal, pol == HS_MERGE_OR ? HW_OP_OR : HW_OP_AND, width, (uint32_t)n,
                       vals);
    case HS_MERGE_FIRST:
    case HS_MERGE_EQUAL: /* the output takes the first; simulation models check agreement */
        return vals[0];
    default:
        hs_gen_fail(g, HS_E_POLICY,
                    "extra signal '%s' has no merge policy (add signals.%s.merge to the "
                    "configuration)",
                    signal, signal);
        return vals[0];
    }
}

/* Collects the same-named signal of every channel that carries it in the given
 * direction; returns how many. */
static size_t collect(size_t n, const hs_chan *const *cs, const char *name, bool up, hw_ref *out)
{
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        int x = hs_chan_extra_index(cs[i], name);
        if (x >= 0 && cs[i]->type->extra[x].up == up && cs[i]->extra[x].sig != HW_NO_SIG)
            out[k++] = cs[i]->extra[x];
    }
    return k;
}

/* Section 3 downstream rule for every extra signal of an output. */
void hs_extras_down(hs_gen *g, const hs_chan *dst, size_t n, const hs_chan *const *srcs)
{
    hw_ref *vals = n ? hw_alloc(g->des, n * sizeof(hw_ref)) : NULL;
    for (unsigned k = 0; k < dst->n_extra; k++) {
        const hs_extra *e = &dst->type->extra[k];
        if (e->up || dst->extra[k].sig == HW_NO_SIG)
            continue;
        size_t c = collect(n, srcs, e->name, false, vals);
        if (c == 0)
            hw_const(g->m, dst->extra[k], 0, false);
        else
            hw_copy(g->m, dst->extra[k], hs_merge_value(g, e->name, e->width, c, vals));
    }
}

/* The value a sink (no output) gives an upstream signal: configuration, else zero. */
static void sink_value(hs_gen *g, hw_ref dst, const char *name)
{
    const hs_signal_cfg *sc = g->u->cfg ? hs_config_signal(g->u->cfg, name) : NULL;
    hw_const(g->m, dst, sc && sc->has_sink ? (int64_t)sc->sink : 0, false);
}

/* Section 3 upstream rule for every input carrying (U) signals. */
void hs_extras_up(hs_gen *g, size_t n_in, const hs_chan *const *ins, size_t n_out,
                  const hs_chan *const *outs)
{
    hw_ref *vals = n_out ? hw_alloc(g->des, n_out * sizeof(hw_ref)) : NULL;
    for (size_t i = 0; i < n_in; i++) {
        const hs_chan *in = ins[i];
        for (unsigned k = 0; k < in->n_extra; k++) {
            const hs_extra *e = &in->type->extra[k];
            if (!e->up || in->extra[k].sig == HW_NO_SIG)
                continue;
            size_t c = collect(n_out, outs, e->name, true, vals);
            if (c == 0)
                sink_value(g, in->extra[k], e->name);
            else
                hw_copy(g->m, in->extra[k], hs_merge_value(g, e->name, e->width, c, vals));
        }
    }
}

/* The one-token-in, one-token-out shape in one call. */
void hs_extras_forward(hs_gen *g, const hs_chan *in, const hs_chan *out)
{
    hs_extras_down(g, out, 1, &in);
    hs_extras_up(g, 1, &in, 1, &out);
}

/* Source units: configured source values, else zero. */
void hs_extras_source(hs_gen *g, const hs_chan *dst)
{
    for (unsigned k = 0; k < dst->n_extra; k++) {
        const hs_extra *e = &dst->type->extra[k];
        if (e->up || dst->extra[k].sig == HW_NO_SIG)
            continue;
        const hs_signal_cfg *sc = g->u->cfg ? hs_config_signal(g->u->cfg, e->name) : NULL;
        hw_const(g->m, dst->extra[k], sc && sc->has_source ? (int64_t)sc->source : 0, false);
    }
}

/* The joined-inputs shape (arith, cmpi, select) in one call. */
void hs_join_token(hs_gen *g, size_t n, const hs_chan *const *ins, const hs_chan *out)
{
    hw_copy(g->m, out->valid, hs_join(g, n, ins, out->ready));
    hs_extras_down(g, out, n, ins);
}
