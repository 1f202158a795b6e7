/* The load-store queue's load side (lsq_gen.h): the address dispatcher (ldAddr[p] to the
 * oldest entry of port p still without address), the issue of one load a cycle (the
 * oldest load with an address not yet sent), its check against the earlier stores,
 * store-to-load forwarding, the memory request and response, and the result dispatcher
 * (each ldData[p] offers its oldest entry's value once known). */
#include "lsq_gen.h"

/* The memory side of loads: request (valid, address) and response (valid, data), the
 * master's one-cycle block RAM or a mem_controller's channels. */
typedef struct {
    hw_ref req_valid, req_ready, req_addr, resp_valid, resp_data;
} ld_mem;

static ld_mem memory(lsq_gen *g, hw_ref *out_v)
{
    ld_mem mm;
    *out_v = lsq_reg(g, "ldq_wait", 1);
    if (g->c->master) {
        mm.req_valid = lsq_port(g, "loadEn", -1, HS_LSQ_DATA);
        mm.req_ready = lsq_k(g, 1, 1);
        mm.req_addr = lsq_port(g, "loadAddr", -1, HS_LSQ_DATA);
        mm.resp_valid = *out_v; /* the word comes back the next cycle */
        mm.resp_data = lsq_port(g, "loadData", -1, HS_LSQ_DATA);
    } else {
        mm.req_valid = lsq_port(g, "ldAddrToMC", -1, HS_LSQ_VALID);
        mm.req_ready = lsq_port(g, "ldAddrToMC", -1, HS_LSQ_READY);
        mm.req_addr = lsq_port(g, "ldAddrToMC", -1, HS_LSQ_DATA);
        mm.resp_valid = lsq_and(g, lsq_port(g, "ldDataFromMC", -1, HS_LSQ_VALID), *out_v);
        mm.resp_data = lsq_port(g, "ldDataFromMC", -1, HS_LSQ_DATA);
        hw_const(g->m, lsq_port(g, "ldDataFromMC", -1, HS_LSQ_READY), 1, false);
    }
    return mm;
}

/* The check of the chosen load against the store queue: whether an earlier store is
 * still without address (*unknown), whether one matches (*match), and the data of the
 * youngest matching one (*fdata, present: *fvalid). */
static void against_stores(lsq_gen *g, lsq_ptr mark, hw_ref addr, hw_ref *unknown, hw_ref *match,
                           hw_ref *fdata, hw_ref *fvalid)
{
    const lsq_queue *sq = &g->sq;
    uint32_t n = sq->n, w = sq->iw + 2;
    hw_ref span = lsq_span(g, sq, mark);
    hw_ref *unk = hw_alloc(g->des, n * sizeof(hw_ref)), *hit = hw_alloc(g->des, n * sizeof(hw_ref));
    hw_ref *lo = hw_alloc(g->des, n * sizeof(hw_ref)), *idx = hw_alloc(g->des, n * sizeof(hw_ref));
    for (uint32_t j = 0; j < n; j++) {
        hw_ref in = lsq_and(g, sq->alloc[j], lsq_cmp(g, HW_CMP_ULT, sq->off[j], span, w));
        unk[j] = lsq_and(g, in, lsq_not(g, sq->addrv[j]));
        hw_ref same = lsq_eq(g, sq->addr[j], addr);
        hit[j] = lsq_and(g, lsq_and(g, in, sq->addrv[j]), same);
        /* below the mark's index: the younger side when the span wraps */
        /* (the last index is below none: no comparison a linter would call constant) */
        lo[j] =
            (uint64_t)j + 1 >= (1ull << sq->iw)
                ? lsq_k(g, 1, 0)
                : lsq_and(g, hit[j], lsq_cmp(g, HW_CMP_ULT, lsq_k(g, sq->iw, j), mark.i, sq->iw));
    }
    /* youngest = the first match going back from the mark: below its index from the
     * highest down, then the rest from the highest down (prefix ORs, no chain of
     * comparators) */
    hw_ref any_lo = lsq_orn(g, n, lo);
    hw_ref seen_lo = lsq_k(g, 1, 0), seen = lsq_k(g, 1, 0), zero = lsq_k(g, sq->iw, 0);
    for (uint32_t j = n; j-- > 0;) {
        /* named: a younger match than j exists */
        hw_ref later = hw_r(hw_wire(g->m, hw_strfmt(g->des, "ld_fwd_later_%u", j), 1));
        hw_copy(g->m, later, lsq_mux(g, any_lo, seen_lo, seen));
        hw_ref mine = lsq_mux(g, any_lo, lo[j], hit[j]);
        hw_ref take = lsq_and(g, mine, lsq_not(g, later));
        hw_ref k = lsq_k(g, sq->iw, j);
        idx[j] = lsq_mux(g, take, k, zero);
        seen_lo = lsq_or(g, seen_lo, lo[j]);
        seen = lsq_or(g, seen, hit[j]);
    }
    hw_ref best =
        n == 1 ? idx[0] : hw_e_op_reduced(g->m, HW_HINT("youngest"), HW_OP_OR, sq->iw, n, idx);
    hw_ref any = lsq_orn(g, n, hit);
    /* named: what the load waits for, readable in the HDL */
    *unknown = hw_r(hw_wire(g->m, "ld_older_store_unknown", 1));
    hw_copy(g->m, *unknown, lsq_orn(g, n, unk));
    *match = hw_r(hw_wire(g->m, "ld_older_store_match", 1));
    hw_copy(g->m, *match, any);
    *fdata = lsq_pick(g, best, n, sq->data, g->c->data_w);
    *fvalid = lsq_pick(g, best, n, sq->datav, 1);
}

/* ldAddr[p]: the oldest entry of port p without an address takes it. Returns, per entry,
 * whether an address arrives and which. */
static void addresses(lsq_gen *g, hw_ref *wr, hw_ref *val)
{
    lsq_queue *q = &g->lq;
    hw_ref *pred = hw_alloc(g->des, q->n * sizeof(hw_ref));
    hw_ref *oh = hw_alloc(g->des, q->n * sizeof(hw_ref));
    for (uint32_t i = 0; i < q->n; i++)
        wr[i] = lsq_k(g, 1, 0), val[i] = lsq_k(g, g->c->addr_w, 0);
    for (uint32_t p = 0; p < g->c->n_ldp; p++) {
        for (uint32_t i = 0; i < q->n; i++) {
            hw_ref mine = lsq_eq(g, q->port[i], lsq_k(g, g->lpw, p));
            pred[i] = lsq_and(g, lsq_and(g, q->alloc[i], lsq_not(g, q->addrv[i])), mine);
        }
        hw_ref found;
        lsq_oldest_oh(g, q, pred, oh, &found);
        hw_copy(g->m, lsq_port(g, "ldAddr", (int)p, HS_LSQ_READY), found);
        hw_ref v = lsq_port(g, "ldAddr", (int)p, HS_LSQ_VALID);
        for (uint32_t i = 0; i < q->n; i++) {
            hw_ref hit = lsq_and(g, v, oh[i]);
            wr[i] = lsq_or(g, wr[i], hit);
            val[i] = lsq_mux(g, hit, lsq_port(g, "ldAddr", (int)p, HS_LSQ_DATA), val[i]);
        }
    }
}

/* ldData[p]: the oldest entry of port p (a delivered entry is no longer allocated),
 * offered once its value is known. Returns per entry whether it is taken this cycle. */
static void results(lsq_gen *g, hw_ref *taken)
{
    lsq_queue *q = &g->lq;
    hw_ref *pred = hw_alloc(g->des, q->n * sizeof(hw_ref));
    for (uint32_t i = 0; i < q->n; i++)
        taken[i] = lsq_k(g, 1, 0);
    for (uint32_t p = 0; p < g->c->n_ldp; p++) {
        for (uint32_t i = 0; i < q->n; i++)
            pred[i] = lsq_and(g, q->alloc[i], lsq_eq(g, q->port[i], lsq_k(g, g->lpw, p)));
        hw_ref found, e = lsq_oldest(g, q, pred, &found);
        hw_ref valid = lsq_and(g, found, lsq_pick(g, e, q->n, q->datav, 1));
        hw_copy(g->m, lsq_port(g, "ldData", (int)p, HS_LSQ_VALID), valid);
        hw_copy(g->m, lsq_port(g, "ldData", (int)p, HS_LSQ_DATA),
                lsq_pick(g, e, q->n, q->data, g->c->data_w));
        hw_ref fire = lsq_and(g, valid, lsq_port(g, "ldData", (int)p, HS_LSQ_READY));
        for (uint32_t i = 0; i < q->n; i++)
            taken[i] = lsq_or(g, taken[i], lsq_and(g, fire, lsq_eq(g, e, lsq_k(g, q->iw, i))));
    }
}

/* pipe0En: the load to check is chosen a cycle ahead and held in registers (its entry,
 * address and mark), so choosing it (the oldest-entry search over the load queue) and
 * checking it against the store queue are two cycles' paths. The entry being checked
 * is left out of the next choice, so a load that issues is not chosen twice and a
 * blocked load takes turns with the next one; the check uses the store queue as it is
 * now and acts only if the entry is still waiting. */
static void chosen(lsq_gen *g, const hw_ref *pred, const hw_ref *mi, const hw_ref *mw,
                   hw_ref *found, hw_ref *cand, hw_ref *caddr, lsq_ptr *cmark)
{
    lsq_queue *q = &g->lq;
    uint32_t n = q->n;
    hw_ref v = lsq_reg(g, "ldq_chosen_valid", 1), idx = lsq_reg(g, "ldq_chosen", q->iw);
    hw_ref a = lsq_reg(g, "ldq_chosen_addr", g->c->addr_w);
    lsq_ptr m = {lsq_reg(g, "ldq_chosen_mark", g->sq.iw), lsq_reg(g, "ldq_chosen_mark_wrap", 1)};
    hw_ref *p1 = hw_alloc(g->des, n * sizeof(hw_ref));
    for (uint32_t i = 0; i < n; i++) {
        hw_ref here = lsq_and(g, v, lsq_eq(g, idx, lsq_k(g, q->iw, i)));
        p1[i] = lsq_and(g, pred[i], lsq_not(g, here));
    }
    hw_ref f1, c1 = lsq_oldest(g, q, p1, &f1);
    lsq_set(g, v, f1);
    lsq_set(g, idx, c1);
    lsq_set(g, a, lsq_pick(g, c1, n, q->addr, g->c->addr_w));
    lsq_set(g, m.i, lsq_pick(g, c1, n, mi, g->sq.iw));
    lsq_set(g, m.w, lsq_pick(g, c1, n, mw, 1));
    *found = lsq_and(g, v, lsq_pick(g, idx, n, pred, 1));
    *cand = idx;
    *caddr = a;
    *cmark = m;
}

void lsq_build_loads(lsq_gen *g)
{
    lsq_queue *q = &g->lq;
    uint32_t n = q->n, dw = g->c->data_w;
    hw_ref out_v;
    ld_mem mm = memory(g, &out_v);
    hw_ref out_id = lsq_reg(g, "ldq_wait_id", q->iw);
    /* the load to issue: oldest with an address, neither sent nor answered */
    hw_ref *pred = hw_alloc(g->des, n * sizeof(hw_ref));
    lsq_ptr *marks = q->mark;
    hw_ref *mi = hw_alloc(g->des, n * sizeof(hw_ref)), *mw = hw_alloc(g->des, n * sizeof(hw_ref));
    for (uint32_t i = 0; i < n; i++) {
        hw_ref idle = lsq_not(g, lsq_or(g, q->issued[i], q->datav[i]));
        pred[i] = lsq_and(g, lsq_and(g, q->alloc[i], q->addrv[i]), idle);
        mi[i] = marks[i].i, mw[i] = marks[i].w;
    }
    hw_ref found, cand, caddr;
    lsq_ptr cmark;
    if (g->c->pipe0) {
        chosen(g, pred, mi, mw, &found, &cand, &caddr, &cmark);
    } else {
        cand = lsq_oldest(g, q, pred, &found);
        caddr = lsq_pick(g, cand, n, q->addr, g->c->addr_w);
        hw_ref cw = lsq_pick(g, cand, n, mw, 1);
        cmark = (lsq_ptr){lsq_pick(g, cand, n, mi, g->sq.iw), cw};
    }
    hw_ref unknown, match, fdata, fvalid;
    against_stores(g, cmark, caddr, &unknown, &match, &fdata, &fvalid);
    hw_ref clear = lsq_and(g, found, lsq_not(g, unknown));
    /* master: a request a cycle, answered the next; slave: one outstanding request */
    hw_ref mem_free = g->c->master ? lsq_k(g, 1, 1) : lsq_or(g, lsq_not(g, out_v), mm.resp_valid);
    hw_ref want = lsq_and(g, lsq_and(g, clear, lsq_not(g, match)), mem_free);
    hw_copy(g->m, mm.req_valid, want);
    hw_copy(g->m, mm.req_addr, caddr);
    hw_ref sent = lsq_and(g, want, mm.req_ready);
    hw_ref fwd = lsq_and(g, lsq_and(g, clear, match), fvalid);
    if (!g->c->bypass)
        fwd = lsq_k(g, 1, 0);
    lsq_set(g, out_v, lsq_or(g, sent, lsq_and(g, out_v, lsq_not(g, mm.resp_valid))));
    hw_register(g->m, out_id.sig, cand, sent, 0);
    hw_ref *awr = hw_alloc(g->des, n * sizeof(hw_ref)),
           *aval = hw_alloc(g->des, n * sizeof(hw_ref));
    hw_ref *taken = hw_alloc(g->des, n * sizeof(hw_ref));
    addresses(g, awr, aval);
    results(g, taken);
    /* a delivered load leaves its entry at once; the head moves past it later */
    hw_ref head_free = lsq_not(g, lsq_pick(g, q->head.i, n, q->alloc, 1));
    hw_ref head_done =
        lsq_and(g, lsq_not(g, lsq_eq(g, q->count, lsq_k(g, q->iw + 1, 0))), head_free);
    q->freed = head_done;
    hw_ref zero = lsq_k(g, 1, 0);
    for (uint32_t i = 0; i < n; i++) {
        hw_ref me = lsq_k(g, q->iw, i);
        hw_ref is_c = lsq_eq(g, cand, me);
        hw_ref answer = lsq_and(g, mm.resp_valid, lsq_eq(g, out_id, me));
        hw_ref fwd_i = lsq_and(g, fwd, is_c);
        hw_ref nw = q->is_new[i];
        lsq_set(g, q->alloc[i], lsq_or(g, nw, lsq_and(g, q->alloc[i], lsq_not(g, taken[i]))));
        lsq_set(g, q->addrv[i], lsq_mux(g, nw, zero, lsq_or(g, q->addrv[i], awr[i])));
        hw_ref iss = lsq_or(g, q->issued[i], lsq_or(g, lsq_and(g, sent, is_c), fwd_i));
        lsq_set(g, q->issued[i], lsq_mux(g, nw, zero, iss));
        hw_ref got = lsq_or(g, answer, fwd_i);
        lsq_set(g, q->datav[i], lsq_mux(g, nw, zero, lsq_or(g, q->datav[i], got)));
        hw_register(g->m, q->addr[i].sig, aval[i], awr[i], 0);
        hw_register(g->m, q->data[i].sig, lsq_mux(g, answer, mm.resp_data, fdata), got, 0);
        hw_register(g->m, q->port[i].sig, q->new_port[i], nw, 0);
        hw_register(g->m, q->mark[i].i.sig, q->new_mark[i].i, nw, 0);
        hw_register(g->m, q->mark[i].w.sig, q->new_mark[i].w, nw, 0);
    }
    (void)dw;
}

void lsq_no_loads(lsq_gen *g)
{
    if (g->c->master) {
        hw_const(g->m, lsq_port(g, "loadEn", -1, HS_LSQ_DATA), 0, false);
        hw_const(g->m, lsq_port(g, "loadAddr", -1, HS_LSQ_DATA), 0, false);
    } else {
        hw_const(g->m, lsq_port(g, "ldAddrToMC", -1, HS_LSQ_VALID), 0, false);
        hw_const(g->m, lsq_port(g, "ldAddrToMC", -1, HS_LSQ_DATA), 0, false);
        hw_const(g->m, lsq_port(g, "ldDataFromMC", -1, HS_LSQ_READY), 1, false);
    }
}
