/* The load-store queue's store side (lsq_gen.h): the address and data dispatchers
 * (stAddr[p], stData[p] to the oldest entry of port p still without one) and the
 * commit of the head store to memory, once it has both and every earlier load has
 * been sent or answered (so no earlier load can read the new value). */
#include "lsq_gen.h"

/* stAddr[p] or stData[p] (`what`) to the oldest entry of port p lacking it. */
static void dispatch(lsq_gen *g, const char *what, const hw_ref *have, uint32_t w, hw_ref *wr,
                     hw_ref *val)
{
    lsq_queue *q = &g->sq;
    hw_ref *pred = hw_alloc(g->des, q->n * sizeof(hw_ref));
    hw_ref *oh = hw_alloc(g->des, q->n * sizeof(hw_ref));
    for (uint32_t i = 0; i < q->n; i++)
        wr[i] = lsq_k(g, 1, 0), val[i] = lsq_k(g, w, 0);
    for (uint32_t p = 0; p < g->c->n_stp; p++) {
        for (uint32_t i = 0; i < q->n; i++) {
            hw_ref mine = lsq_eq(g, q->port[i], lsq_k(g, g->spw, p));
            pred[i] = lsq_and(g, lsq_and(g, q->alloc[i], lsq_not(g, have[i])), mine);
        }
        hw_ref found;
        lsq_oldest_oh(g, q, pred, oh, &found);
        hw_copy(g->m, lsq_port(g, what, (int)p, HS_LSQ_READY), found);
        hw_ref v = lsq_port(g, what, (int)p, HS_LSQ_VALID);
        for (uint32_t i = 0; i < q->n; i++) {
            hw_ref hit = lsq_and(g, v, oh[i]);
            wr[i] = lsq_or(g, wr[i], hit);
            val[i] = lsq_mux(g, hit, lsq_port(g, what, (int)p, HS_LSQ_DATA), val[i]);
        }
    }
}

/* Whether a load earlier than the head store is still neither sent nor answered. A
 * load's mark is the store-queue position of the first store after it; while a load is
 * pending no later store can leave, so its mark is at or after the store head, and it
 * is earlier than the head store exactly when its mark is the head (wrap bit included:
 * a mark a whole queue ahead means after every queued store). */
static hw_ref earlier_loads_pending(lsq_gen *g)
{
    const lsq_queue *lq = &g->lq;
    lsq_ptr h = g->sq.head;
    hw_ref *p = hw_alloc(g->des, lq->n * sizeof(hw_ref));
    for (uint32_t i = 0; i < lq->n; i++) {
        hw_ref same_wrap = lsq_eq(g, lq->mark[i].w, h.w);
        hw_ref at = lsq_and(g, lsq_eq(g, lq->mark[i].i, h.i), same_wrap);
        hw_ref idle = lsq_not(g, lsq_or(g, lq->issued[i], lq->datav[i]));
        p[i] = lsq_and(g, lsq_and(g, lq->alloc[i], at), idle);
    }
    return lsq_orn(g, lq->n, p);
}

void lsq_build_stores(lsq_gen *g)
{
    lsq_queue *q = &g->sq;
    uint32_t n = q->n;
    const hs_lsq_cfg *c = g->c;
    hw_ref h = q->head.i;
    hw_ref data_v = lsq_pick(g, h, n, q->datav, 1);
    hw_ref both_v = lsq_and(g, lsq_pick(g, h, n, q->addrv, 1), data_v);
    hw_ref ready = lsq_and(g, lsq_pick(g, h, n, q->alloc, 1), both_v);
    hw_ref req = lsq_and(g, ready, lsq_not(g, earlier_loads_pending(g)));
    hw_ref addr = lsq_pick(g, h, n, q->addr, c->addr_w),
           data = lsq_pick(g, h, n, q->data, c->data_w);
    hw_ref accept;
    if (c->master) {
        hw_copy(g->m, lsq_port(g, "storeEn", -1, HS_LSQ_DATA), req);
        hw_copy(g->m, lsq_port(g, "storeAddr", -1, HS_LSQ_DATA), addr);
        hw_copy(g->m, lsq_port(g, "storeData", -1, HS_LSQ_DATA), data);
        accept = req;
    } else {
        hw_copy(g->m, lsq_port(g, "stAddrToMC", -1, HS_LSQ_VALID), req);
        hw_copy(g->m, lsq_port(g, "stDataToMC", -1, HS_LSQ_VALID), req);
        hw_copy(g->m, lsq_port(g, "stAddrToMC", -1, HS_LSQ_DATA), addr);
        hw_copy(g->m, lsq_port(g, "stDataToMC", -1, HS_LSQ_DATA), data);
        accept = lsq_and(g, req,
                         lsq_and(g, lsq_port(g, "stAddrToMC", -1, HS_LSQ_READY),
                                 lsq_port(g, "stDataToMC", -1, HS_LSQ_READY)));
    }
    q->freed = accept;
    hw_ref *awr = hw_alloc(g->des, n * sizeof(hw_ref)),
           *aval = hw_alloc(g->des, n * sizeof(hw_ref));
    hw_ref *dwr = hw_alloc(g->des, n * sizeof(hw_ref)),
           *dval = hw_alloc(g->des, n * sizeof(hw_ref));
    dispatch(g, "stAddr", q->addrv, c->addr_w, awr, aval);
    dispatch(g, "stData", q->datav, c->data_w, dwr, dval);
    hw_ref zero = lsq_k(g, 1, 0);
    for (uint32_t i = 0; i < n; i++) {
        hw_ref me = lsq_k(g, q->iw, i), nw = q->is_new[i];
        hw_ref gone = lsq_and(g, accept, lsq_eq(g, h, me));
        lsq_set(g, q->alloc[i], lsq_or(g, nw, lsq_and(g, q->alloc[i], lsq_not(g, gone))));
        lsq_set(g, q->addrv[i], lsq_mux(g, nw, zero, lsq_or(g, q->addrv[i], awr[i])));
        lsq_set(g, q->datav[i], lsq_mux(g, nw, zero, lsq_or(g, q->datav[i], dwr[i])));
        hw_register(g->m, q->addr[i].sig, aval[i], awr[i], 0);
        hw_register(g->m, q->data[i].sig, dval[i], dwr[i], 0);
        hw_register(g->m, q->port[i].sig, q->new_port[i], nw, 0);
    }
}

void lsq_no_stores(lsq_gen *g)
{
    if (g->c->master) {
        hw_const(g->m, lsq_port(g, "storeEn", -1, HS_LSQ_DATA), 0, false);
        hw_const(g->m, lsq_port(g, "storeAddr", -1, HS_LSQ_DATA), 0, false);
        hw_const(g->m, lsq_port(g, "storeData", -1, HS_LSQ_DATA), 0, false);
    } else {
        const char *ch[] = {"stAddrToMC", "stDataToMC"};
        for (int k = 0; k < 2; k++) {
            hw_const(g->m, lsq_port(g, ch[k], -1, HS_LSQ_VALID), 0, false);
            hw_const(g->m, lsq_port(g, ch[k], -1, HS_LSQ_DATA), 0, false);
        }
    }
}
