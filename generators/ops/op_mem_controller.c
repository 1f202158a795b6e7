/* mem_controller: Dynamatic's memory controller for one dual-port block RAM (a read port
 * and a write port, read latency one cycle, such as `ram`).
 *
 * Loads: each cycle the lowest-numbered ldAddr[i] that is valid and whose ldData[i] slot
 * is free (empty, or emptied this cycle) is granted: loadEn, loadAddr, ldAddr_ready[i].
 * The word comes back on loadData the next cycle and is offered on ldData[i], held in a
 * register until taken. (Dynamatic grants only while ldData_ready[i] is high; a free
 * slot is enough here, which serves both kinds of load unit.)
 * Stores: the lowest-numbered port with both stAddr[i] and stData[i] valid is written
 * (storeEn, storeAddr, storeData) and both are acknowledged in the same cycle. With
 * store_done = 1 each written store leaves a token on stDone[i] the next cycle, held in a
 * register until taken; a port is served only while that slot is free (empty, or emptied
 * this cycle), so no done token is lost. (Dynamatic's sets its flag on every store and
 * would merge two done tokens into one under back-pressure.)
 * Completion: every ctrl[i] token (always accepted) adds its value, the number of stores
 * a block will issue, to a 32-bit counter; each store subtracts one. memStart starts a
 * run (accepted while idle); ctrlEnd says no more blocks will come; memEnd is offered
 * once the run has started, ctrlEnd has come, the counter is zero and no ctrl token is
 * pending, and the run ends when memEnd is taken. A load-only controller ends as soon as
 * ctrlEnd has come (as Dynamatic's, it does not wait for loads in flight).
 * No port carries extra signals (memory side). */
#include "gen_channel.h"

HS_GENERATOR(hs_build_mem_controller);

/* Fixed-priority grant: sel[i] = req[i] and no lower-numbered request. Returns the OR. */
static hw_ref grant(hw_module *m, uint32_t n, const hw_ref *req, hw_ref *sel)
{
    hw_ref taken = hw_e_const(m, 1, 0);
    for (uint32_t i = 0; i < n; i++) {
        sel[i] = hw_e_and2(m, req[i], hw_e_not(m, taken));
        taken = hw_e_or2(m, taken, req[i]);
    }
    return taken;
}

/* The granted port's bus (zero when none). */
static hw_ref pick(hw_module *m, uint32_t n, const hw_ref *sel, const hw_ref *bus, uint32_t w)
{
    hw_ref v = hw_e_const(m, w, 0);
    for (uint32_t i = n; i-- > 0;)
        v = hw_e_mux2(m, sel[i], bus[i], v);
    return v;
}

/* The read side: grants, the address bus and the per-port data slots. */
static void loads(hs_gen *g, uint32_t n)
{
    hw_module *m = g->m;
    hs_chan *en = hs_gen_chan(g, "loadEn", 0), *addr = hs_gen_chan(g, "loadAddr", 0);
    hs_chan *word = hs_gen_chan(g, "loadData", 0);
    uint32_t aw = addr->type->width, dw = word->type->width;
    hw_ref *req = hw_alloc(g->des, n * sizeof(hw_ref)), *sel = hw_alloc(g->des, n * sizeof(hw_ref));
    hw_ref *bus = hw_alloc(g->des, n * sizeof(hw_ref));
    for (uint32_t i = 0; i < n; i++) {
        hs_chan *a = hs_gen_chan(g, "ldAddr", (int)i), *dd = hs_gen_chan(g, "ldData", (int)i);
        hw_ref free_slot = hw_e_or2(m, hw_e_not(m, dd->valid), dd->ready);
        req[i] = hw_e_and2(m, a->valid, free_slot);
        bus[i] = a->data;
    }
    hw_copy(m, en->data, grant(m, n, req, sel));
    hw_copy(m, addr->data, pick(m, n, sel, bus, aw));
    for (uint32_t i = 0; i < n; i++) {
        hs_chan *a = hs_gen_chan(g, "ldAddr", (int)i), *dd = hs_gen_chan(g, "ldData", (int)i);
        hw_copy(m, a->ready, sel[i]);
        hw_sig_id arrive = hw_reg_sig(m, hw_strfmt(g->des, "ld%u_arrive", i), 1);
        hw_register(m, arrive, sel[i], hw_r(HW_NO_SIG), 0);
        hw_sig_id full = hw_reg_sig(m, hw_strfmt(g->des, "ld%u_full", i), 1);
        hw_ref keep = hw_e_and2(m, dd->valid, hw_e_not(m, dd->ready));
        hw_register(m, full, hw_e_or2(m, sel[i], keep), hw_r(HW_NO_SIG), 0);
        hw_copy(m, dd->valid, hw_r(full));
        hw_sig_id held = hw_reg_sig(m, hw_strfmt(g->des, "ld%u_word", i), dw);
        hw_register(m, held, word->data, hw_r(arrive), 0);
        hw_copy(m, dd->data, hw_e_mux2(m, hw_r(arrive), word->data, hw_r(held)));
    }
}

/* The write side: grants and buses; returns storeEn. */
static hw_ref stores(hs_gen *g, uint32_t n)
{
    hw_module *m = g->m;
    hs_chan *en = hs_gen_chan(g, "storeEn", 0), *addr = hs_gen_chan(g, "storeAddr", 0);
    hs_chan *data = hs_gen_chan(g, "storeData", 0);
    hw_ref *req = hw_alloc(g->des, n * sizeof(hw_ref)), *sel = hw_alloc(g->des, n * sizeof(hw_ref));
    hw_ref *ab = hw_alloc(g->des, n * sizeof(hw_ref)), *db = hw_alloc(g->des, n * sizeof(hw_ref));
    for (uint32_t i = 0; i < n; i++) {
        hs_chan *a = hs_gen_chan(g, "stAddr", (int)i), *dd = hs_gen_chan(g, "stData", (int)i);
        hs_chan *done = hs_gen_chan(g, "stDone", (int)i);
        req[i] = hw_e_and2(m, a->valid, dd->valid);
        if (done) /* the done slot free: empty, or emptied this cycle */
            req[i] = hw_e_and2(m, req[i], hw_e_or2(m, hw_e_not(m, done->valid), done->ready));
        ab[i] = a->data;
        db[i] = dd->data;
    }
    hw_copy(m, en->data, grant(m, n, req, sel));
    hw_copy(m, addr->data, pick(m, n, sel, ab, addr->type->width));
    hw_copy(m, data->data, pick(m, n, sel, db, data->type->width));
    for (uint32_t i = 0; i < n; i++) {
        hw_copy(m, hs_gen_chan(g, "stAddr", (int)i)->ready, sel[i]);
        hw_copy(m, hs_gen_chan(g, "stData", (int)i)->ready, sel[i]);
        hs_chan *done = hs_gen_chan(g, "stDone", (int)i);
        if (!done)
            continue;
        hw_sig_id full = hw_reg_sig(m, hw_strfmt(g->des, "st%u_done", i), 1);
        hw_ref keep = hw_e_and2(m, done->valid, hw_e_not(m, done->ready));
        hw_register(m, full, hw_e_or2(m, sel[i], keep), hw_r(HW_NO_SIG), 0);
        hw_copy(m, done->valid, hw_r(full));
    }
    return en->data;
}

/* The store counter: + every ctrl token's value, - every store. Returns "all done". */
static hw_ref store_count(hs_gen *g, uint32_t nc, hw_ref store_en)
{
    hw_module *m = g->m;
    hw_sig_id cnt = hw_reg_sig(m, "mc_remaining", 32);
    hw_ref next = hw_r(cnt), pending = hw_e_const(m, 1, 0);
    for (uint32_t i = 0; i < nc; i++) {
        hs_chan *c = hs_gen_chan(g, "ctrl", (int)i);
        hw_const(m, c->ready, 1, false);
        hw_ref add[2] = {next, hw_e_mux2(m, c->valid, c->data, hw_e_const(m, 32, 0))};
        next = hw_e_op_reduced(m, HW_HINT("mc_plus"), HW_OP_ADD, 32, 2, add);
        pending = hw_e_or2(m, pending, c->valid);
    }
    hw_ref no_store = hw_e_const(m, 32, 0);
    hw_ref sub[2] = {next, hw_e_mux2(m, store_en, hw_e_const(m, 32, 1), no_store)};
    hw_register(m, cnt, hw_e_op_reduced(m, HW_HINT("mc_minus"), HW_OP_SUB, 32, 2, sub),
                hw_r(HW_NO_SIG), 0);
    hw_ref zero = hw_e_cmp(m, HW_CMP_EQ, hw_r(cnt), hw_e_const(m, 32, 0));
    return hw_e_and2(m, zero, hw_e_not(m, pending));
}

/* Dynamatic's mc_control: idle/running, and whether ctrlEnd has come in this run. */
static void run_control(hs_gen *g, hw_ref all_done)
{
    hw_module *m = g->m;
    hs_chan *start = hs_gen_chan(g, "memStart", 0), *end = hs_gen_chan(g, "memEnd", 0);
    hs_chan *cend = hs_gen_chan(g, "ctrlEnd", 0);
    hw_sig_id run = hw_reg_sig(m, "mc_running", 1), nomore = hw_reg_sig(m, "mc_no_more", 1);
    hw_copy(m, start->ready, hw_e_not(m, hw_r(run)));
    hw_ref v[3] = {hw_r(nomore), all_done, hw_r(run)};
    hw_assign_op(m, end->valid, HW_OP_AND, 3, v);
    hw_copy(m, cend->ready, hw_e_not(m, hw_r(nomore)));
    hw_ref ret = hw_e_and2(m, end->valid, end->ready);
    hw_register(m, run, hw_e_mux2(m, hw_r(run), hw_e_not(m, ret), start->valid), hw_r(HW_NO_SIG),
                0);
    hw_ref stay = hw_e_or2(m, hw_r(nomore), cend->valid);
    hw_register(m, nomore, hw_e_mux2(m, ret, hw_e_const(m, 1, 0), stay), hw_r(HW_NO_SIG), 0);
}

/* Loads, stores, the counter and the run control; the unused side's buses tied to zero. */
int hs_build_mem_controller(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    uint32_t nc = (uint32_t)hs_gen_param(&g, "num_controls");
    uint32_t nl = (uint32_t)hs_gen_param(&g, "num_loads"),
             ns = (uint32_t)hs_gen_param(&g, "num_stores");
    if (nl) {
        loads(&g, nl);
    } else {
        hw_const(m, hs_gen_chan(&g, "loadEn", 0)->data, 0, false);
        hw_const(m, hs_gen_chan(&g, "loadAddr", 0)->data, 0, false);
    }
    hw_ref done = hw_e_const(m, 1, 1);
    if (ns) {
        done = store_count(&g, nc, stores(&g, ns));
    } else {
        hw_const(m, hs_gen_chan(&g, "storeEn", 0)->data, 0, false);
        hw_const(m, hs_gen_chan(&g, "storeAddr", 0)->data, 0, false);
        hw_const(m, hs_gen_chan(&g, "storeData", 0)->data, 0, false);
    }
    run_control(&g, done);
    return hs_gen_end(&g);
}
