/* Expression helpers of the load-store queue's generator (lsq_gen.h): the circular
 * queue arithmetic (pointers with a wrap bit, distances, oldest-entry search) on top
 * of the hw IR's one-wire-per-operation expressions. */
#include <string.h>

#include "lsq_gen.h"

hw_ref lsq_port(lsq_gen *g, const char *port, int elem, uint8_t role)
{
    for (int i = 0; i < g->n_ports; i++)
        if (strcmp(g->pl[i].port, port) == 0 && g->pl[i].elem == elem && g->pl[i].role == role)
            return hw_r(g->ports[i]);
    return hw_r(HW_NO_SIG);
}

hw_ref lsq_k(lsq_gen *g, uint32_t w, int64_t v)
{
    return hw_e_const(g->m, w, v);
}

hw_ref lsq_and(lsq_gen *g, hw_ref a, hw_ref b)
{
    return hw_e_and2(g->m, a, b);
}

hw_ref lsq_or(lsq_gen *g, hw_ref a, hw_ref b)
{
    return hw_e_or2(g->m, a, b);
}

hw_ref lsq_not(lsq_gen *g, hw_ref a)
{
    return hw_e_not(g->m, a);
}

hw_ref lsq_mux(lsq_gen *g, hw_ref sel, hw_ref a, hw_ref b)
{
    return hw_e_mux2(g->m, sel, a, b);
}

hw_ref lsq_eq(lsq_gen *g, hw_ref a, hw_ref b)
{
    return hw_e_cmp(g->m, HW_CMP_EQ, a, b);
}

hw_ref lsq_zx(lsq_gen *g, hw_ref a, uint32_t w)
{
    if (hw_ref_width(g->m, a) == w)
        return a;
    return hw_e_op_reduced(g->m, HW_HINT("zx"), HW_OP_ZEXT, w, 1, &a);
}

/* Comparisons between values of different widths: both widened to w first. */
hw_ref lsq_cmp(lsq_gen *g, hw_cmp p, hw_ref a, hw_ref b, uint32_t w)
{
    hw_ref wb = lsq_zx(g, b, w); /* b first: the order these were once nested in */
    return hw_e_cmp(g->m, p, lsq_zx(g, a, w), wb);
}

hw_ref lsq_add(lsq_gen *g, hw_ref a, hw_ref b, uint32_t w)
{
    hw_ref v[2] = {lsq_zx(g, a, w), lsq_zx(g, b, w)};
    return hw_e_op_reduced(g->m, HW_HINT("add"), HW_OP_ADD, w, 2, v);
}

hw_ref lsq_sub(lsq_gen *g, hw_ref a, hw_ref b, uint32_t w)
{
    hw_ref v[2] = {lsq_zx(g, a, w), lsq_zx(g, b, w)};
    return hw_e_op_reduced(g->m, HW_HINT("sub"), HW_OP_SUB, w, 2, v);
}

hw_ref lsq_orn(lsq_gen *g, uint32_t n, const hw_ref *v)
{
    if (n == 0)
        return lsq_k(g, 1, 0);
    if (n == 1)
        return v[0];
    return hw_e_op_reduced(g->m, HW_HINT("any"), HW_OP_OR, 1, n, v);
}

hw_ref lsq_pick(lsq_gen *g, hw_ref idx, uint32_t n, const hw_ref *v, uint32_t w)
{
    if (n == 1)
        return v[0];
    hw_ref *a = hw_alloc(g->des, (n + 1) * sizeof(hw_ref));
    a[0] = idx;
    memcpy(a + 1, v, n * sizeof(hw_ref));
    return hw_e_op_reduced(g->m, HW_HINT("pick"), HW_OP_MUXN, w, n + 1, a);
}

/* The first set bit as a one-hot vector (a prefix OR chain). */
static void first_oh(lsq_gen *g, uint32_t n, const hw_ref *pred, hw_ref *oh, hw_ref *any)
{
    hw_ref seen = lsq_k(g, 1, 0);
    for (uint32_t i = 0; i < n; i++) {
        oh[i] = i ? lsq_and(g, pred[i], lsq_not(g, seen)) : pred[i];
        seen = i ? lsq_or(g, seen, pred[i]) : pred[i];
    }
    *any = seen;
}

void lsq_oldest_oh(lsq_gen *g, const lsq_queue *q, const hw_ref *pred, hw_ref *oh, hw_ref *found)
{
    hw_ref *hi = hw_alloc(g->des, q->n * sizeof(hw_ref));
    hw_ref *a = hw_alloc(g->des, q->n * sizeof(hw_ref));
    for (uint32_t i = 0; i < q->n; i++)
        hi[i] = lsq_and(g, pred[i], q->ge_head[i]);
    hw_ref any_hi;
    first_oh(g, q->n, hi, a, &any_hi);
    first_oh(g, q->n, pred, oh, found);
    for (uint32_t i = 0; i < q->n; i++)
        oh[i] = lsq_mux(g, any_hi, a[i], oh[i]);
}

/* Oldest = lowest index at or after the head, else lowest index before it: found as a
 * one-hot vector (prefix ORs), its index an OR of the chosen entry's constant. */
hw_ref lsq_oldest(lsq_gen *g, const lsq_queue *q, const hw_ref *pred, hw_ref *found)
{
    hw_ref *oh = hw_alloc(g->des, q->n * sizeof(hw_ref));
    lsq_oldest_oh(g, q, pred, oh, found);
    if (q->n == 1)
        return lsq_k(g, q->iw, 0);
    hw_ref *v = hw_alloc(g->des, q->n * sizeof(hw_ref));
    hw_ref zero = lsq_k(g, q->iw, 0);
    for (uint32_t i = 0; i < q->n; i++) {
        hw_ref k = lsq_k(g, q->iw, i);
        v[i] = lsq_mux(g, oh[i], k, zero);
    }
    return hw_e_op_reduced(g->m, HW_HINT("oldest"), HW_OP_OR, q->iw, q->n, v);
}

bool lsq_pow2(uint32_t n, uint32_t iw)
{
    return n == (1u << iw);
}

hw_ref lsq_ptr_cat(lsq_gen *g, lsq_ptr p, uint32_t iw)
{
    hw_ref v[2] = {p.w, p.i};
    return hw_e_op_reduced(g->m, HW_HINT("ptr"), HW_OP_CONCAT, iw + 1, 2, v);
}

/* A power-of-two queue wraps by carrying into the wrap bit; others compare with n. */
lsq_ptr lsq_ptr_add(lsq_gen *g, lsq_ptr p, hw_ref amount, uint32_t n, uint32_t iw)
{
    hw_ref sum = lsq_add(g, p.i, amount, iw + 1);
    hw_ref over, idx;
    if (lsq_pow2(n, iw)) {
        over = hw_bits(sum, (int32_t)iw, (int32_t)iw);
        idx = sum;
    } else {
        over = lsq_cmp(g, HW_CMP_UGE, sum, lsq_k(g, iw + 1, n), iw + 1);
        hw_ref wrapped = lsq_sub(g, sum, lsq_k(g, iw + 1, n), iw + 1);
        idx = lsq_mux(g, over, wrapped, sum);
    }
    hw_ref v[2] = {p.w, over};
    lsq_ptr r = {hw_bits(idx, (int32_t)iw - 1, 0),
                 hw_e_op_reduced(g->m, HW_HINT("wrap"), HW_OP_XOR, 1, 2, v)};
    return r;
}

/* Distance from the head to p, counting the wrap bits: in [0, n] unless the head has
 * passed p (then it reads as more than n, and the span is empty). */
hw_ref lsq_span(lsq_gen *g, const lsq_queue *q, lsq_ptr p)
{
    uint32_t w = q->iw + 2;
    if (lsq_pow2(q->n, q->iw)) { /* the pointers with their wrap bits count modulo 2n */
        hw_ref h = lsq_ptr_cat(g, q->head, q->iw);
        hw_ref d = lsq_sub(g, lsq_ptr_cat(g, p, q->iw), h, q->iw + 1);
        hw_ref passed = lsq_cmp(g, HW_CMP_UGT, d, lsq_k(g, q->iw + 1, q->n), q->iw + 1);
        return lsq_zx(g, lsq_mux(g, passed, lsq_k(g, q->iw + 1, 0), d), w);
    }
    hw_ref n = lsq_k(g, w, q->n);
    hw_ref a = lsq_add(g, p.i, lsq_mux(g, p.w, n, lsq_k(g, w, 0)), w);
    hw_ref b = lsq_add(g, q->head.i, lsq_mux(g, q->head.w, n, lsq_k(g, w, 0)), w);
    hw_ref diff = lsq_sub(g, a, b, w);
    hw_ref neg = lsq_cmp(g, HW_CMP_ULT, a, b, w);
    diff = lsq_mux(g, neg, lsq_add(g, diff, lsq_k(g, w, 2 * (int64_t)q->n), w), diff);
    hw_ref passed = lsq_cmp(g, HW_CMP_UGT, diff, n, w);
    return lsq_mux(g, passed, lsq_k(g, w, 0), diff);
}

/* Entry k's distance from pointer p's index, modulo n (iw + 1 bits). */
hw_ref lsq_dist(lsq_gen *g, uint32_t k, hw_ref p, uint32_t n, uint32_t iw)
{
    if (lsq_pow2(n, iw))
        return lsq_zx(g, lsq_sub(g, lsq_k(g, iw, k), p, iw), iw + 1);
    hw_ref kk = lsq_k(g, iw + 1, k);
    hw_ref ge = lsq_cmp(g, HW_CMP_UGE, kk, p, iw + 1);
    hw_ref d = lsq_sub(g, kk, p, iw + 1);
    return lsq_mux(g, ge, d, lsq_add(g, d, lsq_k(g, iw + 1, n), iw + 1));
}

hw_ref lsq_reg(lsq_gen *g, const char *name, uint32_t w)
{
    return hw_r(hw_reg_sig(g->m, name, w));
}

void lsq_set(lsq_gen *g, hw_ref reg, hw_ref d)
{
    hw_register(g->m, reg.sig, d, hw_r(HW_NO_SIG), 0);
}
