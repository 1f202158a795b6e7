/* Shared building blocks of the speculation generators (spec_gen.h). */
#include <string.h>

#include "spec_gen.h"

/* The units set spec themselves, so storage and predictions carry everything else. */
uint32_t spec_pack_width(const hs_type *t)
{
    uint32_t w = t->kind == HS_T_CONTROL ? 0 : t->width;
    for (unsigned k = 0; k < t->n_extra; k++)
        if (!t->extra[k].up && strcmp(t->extra[k].name, "spec") != 0)
            w += t->extra[k].width;
    return w;
}

/* Concatenation MSB first: the last extra on top, data at the bottom. */
hw_ref spec_pack(hs_gen *g, const hs_chan *c)
{
    uint32_t w = spec_pack_width(c->type);
    if (w == 0)
        return hw_r(HW_NO_SIG);
    hw_ref parts[HS_MAX_EXTRAS + 1];
    uint32_t n = 0;
    for (unsigned k = c->n_extra; k-- > 0;)
        if (!c->type->extra[k].up && strcmp(c->type->extra[k].name, "spec") != 0)
            parts[n++] = c->extra[k];
    if (c->has_data)
        parts[n++] = c->data;
    return hw_e_op_reduced(g->m, HW_HINT("tok"), HW_OP_CONCAT, w, n, parts);
}

/* The inverse of spec_pack, driving an output channel (spec left to the caller). */
void spec_unpack(hs_gen *g, hw_ref bus, const hs_chan *c)
{
    int32_t lo = 0;
    if (c->has_data) {
        int32_t w = (int32_t)c->type->width;
        hw_copy(g->m, c->data, hw_bits(bus, lo + w - 1, lo));
        lo += w;
    }
    for (unsigned k = 0; k < c->n_extra; k++) {
        const hs_extra *e = &c->type->extra[k];
        if (e->up || strcmp(e->name, "spec") == 0)
            continue;
        hw_copy(g->m, c->extra[k], hw_bits(bus, lo + e->width - 1, lo));
        lo += e->width;
    }
}

/* Every speculation unit reads or drives the spec bit of its data channels. */
hw_ref spec_bit(const hs_chan *c)
{
    int k = hs_chan_extra_index(c, "spec");
    return k < 0 ? hw_r(HW_NO_SIG) : c->extra[k];
}

/* Counters hold 0..n inclusive (a full history), so one bit more than an index may. */
uint32_t spec_count_bits(uint32_t n)
{
    uint32_t b = 1;
    while (((uint64_t)1 << b) <= n)
        b++;
    return b;
}

/* hw memories are addressed with max(1, clog2(words)) bits. */
uint32_t spec_index_bits(uint32_t n)
{
    uint32_t b = 1;
    while (((uint64_t)1 << b) < n)
        b++;
    return b;
}

/* Decoding command codes and comparing counters with their limits. */
hw_ref spec_eq(hw_module *m, hw_ref r, int64_t value)
{
    return hw_e_cmp(m, HW_CMP_EQ, r, hw_e_const(m, hw_ref_width(m, r), value));
}

/* Conditions of several terms, without a chain of temporaries per term. */
hw_ref spec_and(hw_module *m, uint32_t n, const hw_ref *a)
{
    return n == 1 ? a[0] : hw_e_op_reduced(m, HW_HINT("all"), HW_OP_AND, 1, n, a);
}

/* The valid of a decoder output is the OR of the decisions routed to it. */
hw_ref spec_or(hw_module *m, uint32_t n, const hw_ref *a)
{
    return n == 1 ? a[0] : hw_e_op_reduced(m, HW_HINT("any"), HW_OP_OR, 1, n, a);
}

/* Save-commit pointers wrap at the history depth, which need not be a power of two. */
hw_ref spec_ring_ptr(hs_gen *g, const char *name, uint32_t bits, uint32_t slots, hw_ref step,
                     hw_ref clear)
{
    hw_module *m = g->m;
    hw_sig_id q = hw_reg_sig(m, name, bits);
    hw_ref one[2] = {hw_r(q), hw_e_const(m, bits, 1)};
    hw_ref inc = hw_e_op(m, name, HW_OP_ADD, bits, 2, one);
    hw_ref zero = hw_e_const(m, bits, 0);
    hw_ref next = hw_e_mux2(m, spec_eq(m, hw_r(q), (int64_t)slots - 1), zero, inc);
    hw_ref d = hw_e_mux2(m, clear, zero, hw_e_mux2(m, step, next, hw_r(q)));
    hw_register(m, q, d, hw_r(HW_NO_SIG), 0);
    return hw_r(q);
}

/* Occupancy counters of the save-commit: stored tokens, and those not yet issued. */
hw_ref spec_up_down(hs_gen *g, const char *name, uint32_t bits, hw_ref up, hw_ref down,
                    hw_ref clear)
{
    hw_module *m = g->m;
    hw_sig_id q = hw_reg_sig(m, name, bits);
    hw_ref a[2] = {hw_r(q), hw_e_const(m, bits, 1)};
    hw_ref inc = hw_e_op(m, name, HW_OP_ADD, bits, 2, a);
    hw_ref dec = hw_e_op(m, name, HW_OP_SUB, bits, 2, a);
    hw_ref only_up = hw_e_and2(m, up, hw_e_not(m, down));
    hw_ref only_down = hw_e_and2(m, down, hw_e_not(m, up));
    hw_ref step = hw_e_mux2(m, only_up, inc, hw_e_mux2(m, only_down, dec, hw_r(q)));
    hw_register(m, q, hw_e_mux2(m, clear, hw_e_const(m, bits, 0), step), hw_r(HW_NO_SIG), 0);
    return hw_r(q);
}
