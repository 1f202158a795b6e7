/* handshake.lsq: hsgen's own load-store queue, with the ports of Dynamatic's LSQ
 * wrapper (hs_lsq_entity_ports) and the parameters of its configuration JSON.
 *
 * Behaviour (docs/memory-and-control.md): a token on ctrl[g] allocates group g's loads
 * and stores at the queues' tails, in program order (ldOrder: the group's stores before
 * each load); addresses and data arrive on the ports in each port's allocation order.
 * A load goes to memory once every earlier store still queued has its address and
 * none matches; with bypassEn it takes the youngest earlier matching store's data as
 * soon as that data is there, without it waits until that store has left for memory.
 * Stores leave in program order, each once every earlier load has been sent or
 * answered. Results leave each ldData port in its allocation order.
 *
 * This file: the wrapper (clock/reset and io_* names), the core's state, the group
 * allocator and the memStart/ctrlEnd/memEnd run control. */
#include <string.h>

#include "lsq_gen.h"

HS_GENERATOR(hs_build_lsq);

static uint32_t clog2(uint32_t n)
{
    uint32_t w = 0;
    while ((1u << w) < n)
        w++;
    return w;
}

static uint32_t width_of(uint32_t n)
{
    uint32_t w = clog2(n);
    return w ? w : 1;
}

/* One queue's registers: per-entry flags and fields, head, tail, count, and the
 * per-entry distance from the head that the oldest-first searches use. */
static void declare_queue(lsq_gen *g, lsq_queue *q, const char *p, uint32_t n, uint32_t pw,
                          uint32_t fw_addr, uint32_t fw_data, uint32_t mark_iw, bool load)
{
    hw_design *des = g->des;
    q->n = n;
    q->iw = width_of(n);
    size_t sz = n * sizeof(hw_ref);
    q->alloc = hw_alloc(des, sz), q->addrv = hw_alloc(des, sz), q->datav = hw_alloc(des, sz);
    q->issued = hw_alloc(des, sz), q->port = hw_alloc(des, sz);
    q->addr = hw_alloc(des, sz), q->data = hw_alloc(des, sz), q->off = hw_alloc(des, sz);
    q->ge_head = hw_alloc(des, sz), q->is_new = hw_alloc(des, sz);
    q->new_port = hw_alloc(des, sz);
    q->mark = hw_alloc(des, n * sizeof(lsq_ptr));
    q->new_mark = hw_alloc(des, n * sizeof(lsq_ptr));
    q->head.i = lsq_reg(g, hw_strcat(des, p, "_head", ""), q->iw);
    q->head.w = lsq_reg(g, hw_strcat(des, p, "_head_wrap", ""), 1);
    q->tail.i = lsq_reg(g, hw_strcat(des, p, "_tail", ""), q->iw);
    q->tail.w = lsq_reg(g, hw_strcat(des, p, "_tail_wrap", ""), 1);
    /* a power-of-two queue's count is the pointers' difference; others keep one */
    if (lsq_pow2(n, q->iw)) {
        hw_ref h = lsq_ptr_cat(g, q->head, q->iw);
        q->count = lsq_sub(g, lsq_ptr_cat(g, q->tail, q->iw), h, q->iw + 1);
    } else {
        q->count = lsq_reg(g, hw_strcat(des, p, "_count", ""), q->iw + 1);
    }
    for (uint32_t i = 0; i < n; i++) {
        q->alloc[i] = lsq_reg(g, hw_strfmt(des, "%s_alloc_%u", p, i), 1);
        q->addrv[i] = lsq_reg(g, hw_strfmt(des, "%s_addr_valid_%u", p, i), 1);
        q->datav[i] = lsq_reg(g, hw_strfmt(des, "%s_data_valid_%u", p, i), 1);
        if (load) {
            q->issued[i] = lsq_reg(g, hw_strfmt(des, "%s_issued_%u", p, i), 1);
            q->mark[i].i = lsq_reg(g, hw_strfmt(des, "%s_mark_%u", p, i), mark_iw);
            q->mark[i].w = lsq_reg(g, hw_strfmt(des, "%s_mark_wrap_%u", p, i), 1);
        }
        q->port[i] = lsq_reg(g, hw_strfmt(des, "%s_port_%u", p, i), pw);
        q->addr[i] = lsq_reg(g, hw_strfmt(des, "%s_addr_%u", p, i), fw_addr);
        q->data[i] = lsq_reg(g, hw_strfmt(des, "%s_data_%u", p, i), fw_data);
        q->ge_head[i] = lsq_cmp(g, HW_CMP_UGE, lsq_k(g, q->iw + 1, i), q->head.i, q->iw + 1);
        q->off[i] = lsq_dist(g, i, q->head.i, n, q->iw);
    }
}

/* A queue no port uses (zero load or zero store ports): one entry that is never
 * allocated, as constants, so the other side's checks against it fold away. */
static void absent_queue(lsq_gen *g, lsq_queue *q, uint32_t pw, uint32_t mark_iw)
{
    hw_design *des = g->des;
    q->absent = true;
    q->n = 1;
    q->iw = 1;
    struct {
        hw_ref **v;
        uint32_t w;
    } one[] = {{&q->alloc, 1},           {&q->addrv, 1}, {&q->datav, 1},
               {&q->issued, 1},          {&q->port, pw}, {&q->addr, g->c->addr_w},
               {&q->data, g->c->data_w}, {&q->off, 2},   {&q->ge_head, 1}};
    for (size_t k = 0; k < sizeof one / sizeof one[0]; k++) {
        *one[k].v = hw_alloc(des, sizeof(hw_ref));
        (*one[k].v)[0] = lsq_k(g, one[k].w, 0);
    }
    q->mark = hw_alloc(des, sizeof(lsq_ptr));
    q->mark[0].i = lsq_k(g, mark_iw ? mark_iw : 1, 0);
    q->mark[0].w = lsq_k(g, 1, 0);
    q->head.i = q->tail.i = lsq_k(g, 1, 0);
    q->head.w = q->tail.w = lsq_k(g, 1, 0);
    q->count = lsq_k(g, 2, 0);
}

/* A constant of group g chosen by the one-hot group selection (0 when none). */
static hw_ref by_group(lsq_gen *g, const hw_ref *sel, uint32_t w, const int64_t *val)
{
    hw_ref v = lsq_k(g, w, 0);
    for (uint32_t k = g->c->n_groups; k-- > 0;)
        v = lsq_mux(g, sel[k], lsq_k(g, w, val[k]), v);
    return v;
}

/* The entries a queue allocates this cycle: entry i is new when its distance from the
 * tail is below the group's count; its port (and, for loads, its mark) come from the
 * k-th table row. */
static void place(lsq_gen *g, lsq_queue *q, uint32_t maxk, const hw_ref *kport,
                  const lsq_ptr *kmark, uint32_t pw, uint32_t mark_iw, hw_ref go)
{
    hw_ref *mi = NULL, *mw = NULL;
    if (kmark) {
        mi = hw_alloc(g->des, maxk * sizeof(hw_ref));
        mw = hw_alloc(g->des, maxk * sizeof(hw_ref));
        for (uint32_t j = 0; j < maxk; j++)
            mi[j] = kmark[j].i, mw[j] = kmark[j].w;
    }
    for (uint32_t i = 0; i < q->n; i++) {
        hw_ref off = lsq_dist(g, i, q->tail.i, q->n, q->iw);
        q->is_new[i] = lsq_and(g, go, lsq_cmp(g, HW_CMP_ULT, off, q->n_new, q->iw + 1));
        q->new_port[i] = lsq_pick(g, off, maxk, kport, pw);
        if (kmark) {
            q->new_mark[i].i = lsq_pick(g, off, maxk, mi, mark_iw);
            q->new_mark[i].w = lsq_pick(g, off, maxk, mw, 1);
        }
    }
}

/* The group allocator: the lowest-numbered ctrl[g] with a token is allocated when both
 * queues have room for its loads and stores (one group a cycle). */
static hw_ref allocate(lsq_gen *g)
{
    const hs_lsq_cfg *c = g->c;
    uint32_t G = c->n_groups, maxl = 1, maxs = 1;
    lsq_queue *lq = &g->lq, *sq = &g->sq;
    for (uint32_t k = 0; k < G; k++) {
        maxl = c->n_loads[k] > maxl ? c->n_loads[k] : maxl;
        maxs = c->n_stores[k] > maxs ? c->n_stores[k] : maxs;
    }
    hw_ref *sel = hw_alloc(g->des, G * sizeof(hw_ref));
    hw_ref taken = lsq_k(g, 1, 0), any = lsq_k(g, 1, 0);
    int64_t *nl = hw_alloc(g->des, G * sizeof(int64_t)),
            *ns = hw_alloc(g->des, G * sizeof(int64_t));
    for (uint32_t k = 0; k < G; k++) {
        hw_ref v = lsq_port(g, "ctrl", (int)k, HS_LSQ_VALID);
        hw_ref first = lsq_and(g, v, lsq_not(g, taken));
        taken = lsq_or(g, taken, v);
        nl[k] = c->n_loads[k];
        ns[k] = c->n_stores[k];
        hw_ref fits_l =
            lsq_cmp(g, HW_CMP_ULE, lq->count, lsq_k(g, lq->iw + 1, lq->n - nl[k]), lq->iw + 1);
        hw_ref fits_s =
            lsq_cmp(g, HW_CMP_ULE, sq->count, lsq_k(g, sq->iw + 1, sq->n - ns[k]), sq->iw + 1);
        sel[k] = lsq_and(g, first, lsq_and(g, fits_l, fits_s));
        hw_copy(g->m, lsq_port(g, "ctrl", (int)k, HS_LSQ_READY), sel[k]);
        any = lsq_or(g, any, sel[k]);
    }
    lq->n_new = by_group(g, sel, lq->iw + 1, nl);
    sq->n_new = by_group(g, sel, sq->iw + 1, ns);
    /* per position k of the group: load port and store mark; store port */
    hw_ref *lport = hw_alloc(g->des, maxl * sizeof(hw_ref));
    lsq_ptr *lmark = hw_alloc(g->des, maxl * sizeof(lsq_ptr));
    int64_t *tmp = hw_alloc(g->des, G * sizeof(int64_t));
    for (uint32_t k = 0; k < maxl; k++) {
        for (uint32_t x = 0; x < G; x++)
            tmp[x] = k < c->n_loads[x] ? c->ld_port[x][k] : 0;
        lport[k] = by_group(g, sel, g->lpw, tmp);
        for (uint32_t x = 0; x < G; x++)
            tmp[x] = k < c->n_loads[x] ? c->ld_order[x][k] : 0;
        lmark[k] = lsq_ptr_add(g, sq->tail, by_group(g, sel, sq->iw + 1, tmp), sq->n, sq->iw);
    }
    hw_ref *sport = hw_alloc(g->des, maxs * sizeof(hw_ref));
    for (uint32_t j = 0; j < maxs; j++) {
        for (uint32_t x = 0; x < G; x++)
            tmp[x] = j < c->n_stores[x] ? c->st_port[x][j] : 0;
        sport[j] = by_group(g, sel, g->spw, tmp);
    }
    if (!lq->absent)
        place(g, lq, maxl, lport, lmark, g->lpw, sq->iw, any);
    if (!sq->absent)
        place(g, sq, maxs, sport, NULL, g->spw, 0, any);
    return any;
}

/* Pointers and counts: tails move by what was allocated, heads by one when the head
 * entry leaves. */
static void pointers(lsq_gen *g, lsq_queue *q, hw_ref go)
{
    if (q->absent)
        return;
    hw_ref amount = lsq_mux(g, go, q->n_new, lsq_k(g, q->iw + 1, 0));
    lsq_ptr t = lsq_ptr_add(g, q->tail, amount, q->n, q->iw);
    lsq_set(g, q->tail.i, t.i);
    lsq_set(g, q->tail.w, t.w);
    lsq_ptr h = lsq_ptr_add(g, q->head, lsq_zx(g, q->freed, q->iw + 1), q->n, q->iw);
    lsq_set(g, q->head.i, h.i);
    lsq_set(g, q->head.w, h.w);
    if (lsq_pow2(q->n, q->iw))
        return;
    hw_ref up = lsq_add(g, q->count, amount, q->iw + 1);
    lsq_set(g, q->count, lsq_sub(g, up, lsq_zx(g, q->freed, q->iw + 1), q->iw + 1));
}

/* The run control, as mem_controller's: memStart starts a run (accepted while idle),
 * ctrlEnd says no group will come any more, and memEnd is offered once both have come,
 * both queues are empty and no group waits; the run ends when memEnd is taken. One
 * memEnd token per run, as Dynamatic's mem_controller gives and as hsgen's circuits and
 * interpreter count it (Dynamatic's LSQ keeps memEnd up for good once it rose: one
 * token too many as soon as a circuit runs twice, and a token count that depends on
 * when the consumer looks). */
static void run_control(lsq_gen *g)
{
    hw_ref cv[HS_LSQ_MAX_GROUPS];
    for (uint32_t k = 0; k < g->c->n_groups; k++)
        cv[k] = lsq_port(g, "ctrl", (int)k, HS_LSQ_VALID);
    hw_ref lq_empty = lsq_eq(g, g->lq.count, lsq_k(g, g->lq.iw + 1, 0));
    hw_ref sq_empty = lsq_eq(g, g->sq.count, lsq_k(g, g->sq.iw + 1, 0));
    hw_ref no_group = lsq_not(g, lsq_orn(g, g->c->n_groups, cv));
    hw_ref idle = lsq_and(g, lsq_and(g, lq_empty, sq_empty), no_group);
    hw_sig_id run = hw_reg_sig(g->m, "run_started", 1);
    hw_sig_id nomore = hw_reg_sig(g->m, "run_no_more_groups", 1);
    hw_ref s_v = lsq_port(g, "memStart", -1, HS_LSQ_VALID);
    hw_ref e_r = lsq_port(g, "memEnd", -1, HS_LSQ_READY);
    hw_ref c_v = lsq_port(g, "ctrlEnd", -1, HS_LSQ_VALID);
    hw_ref end_v = lsq_port(g, "memEnd", -1, HS_LSQ_VALID);
    hw_copy(g->m, lsq_port(g, "memStart", -1, HS_LSQ_READY), lsq_not(g, hw_r(run)));
    hw_copy(g->m, lsq_port(g, "ctrlEnd", -1, HS_LSQ_READY), lsq_not(g, hw_r(nomore)));
    hw_copy(g->m, end_v, lsq_and(g, lsq_and(g, hw_r(run), hw_r(nomore)), idle));
    hw_ref ended = lsq_and(g, end_v, e_r);
    hw_register(g->m, run, lsq_mux(g, hw_r(run), lsq_not(g, ended), s_v), hw_r(HW_NO_SIG), 0);
    hw_ref keep = lsq_or(g, hw_r(nomore), c_v);
    hw_register(g->m, nomore, lsq_mux(g, ended, lsq_k(g, 1, 0), keep), hw_r(HW_NO_SIG), 0);
}

/* Declares the entity's ports (in Dynamatic's order) on a module; clock and reset
 * become clk and rst on the core, which holds the registers. */
static hw_sig_id *declare_ports(lsq_gen *g, hw_module *m, bool core)
{
    hw_sig_id *ids = hw_alloc(g->des, (size_t)g->n_ports * sizeof(hw_sig_id));
    hw_sig_id clk, rst;
    if (core)
        hw_add_clock_reset(m, &clk, &rst);
    for (int i = 0; i < g->n_ports; i++) {
        const hs_lsq_port *p = &g->pl[i];
        if (p->role == HS_LSQ_CLOCK || p->role == HS_LSQ_RESET) {
            ids[i] = core ? (p->role == HS_LSQ_CLOCK ? clk : rst)
                          : hw_port(m, p->name, HW_SIG_IN, HW_PT_BIT, 1, 0);
            continue;
        }
        ids[i] = hw_port(m, p->name, p->out ? HW_SIG_OUT : HW_SIG_IN,
                         p->vec ? HW_PT_VEC : HW_PT_BIT, p->width, 0);
    }
    return ids;
}

/* The wrapper: the entity Dynamatic's top level instantiates, around the core. */
static void wrapper(lsq_gen *g, hw_module *core)
{
    hw_module *top = hw_module_new(g->des, "lsq");
    hw_sig_id *ids = declare_ports(g, top, false);
    hw_inst *in = hw_instance(top, "core", hw_module_name(core));
    for (int i = 0; i < g->n_ports; i++) {
        const hs_lsq_port *p = &g->pl[i];
        const char *cp = p->role == HS_LSQ_CLOCK   ? "clk"
                         : p->role == HS_LSQ_RESET ? "rst"
                                                   : p->name;
        hw_connect(top, in, cp, hw_r(ids[i]));
    }
}

int hs_build_lsq(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_lsq_cfg c;
    int rc = hs_lsq_config(u, &c, d);
    if (rc)
        return rc;
    lsq_gen g = {.des = des, .c = &c};
    g.n_ports = hs_lsq_entity_ports(&c, NULL, 0);
    g.pl = hw_alloc(des, (size_t)g.n_ports * sizeof(hs_lsq_port));
    hs_lsq_entity_ports(&c, g.pl, g.n_ports);
    g.m = hw_module_new(des, "lsq_core");
    hw_module_name_from_entity(g.m, "_core");
    g.ports = declare_ports(&g, g.m, true);
    g.lpw = width_of(c.n_ldp ? c.n_ldp : 1);
    g.spw = width_of(c.n_stp ? c.n_stp : 1);
    uint32_t dl = c.n_ldp ? c.depth_l : 1, ds = c.n_stp ? c.depth_s : 1;
    uint32_t siw = width_of(ds);
    if (c.n_ldp)
        declare_queue(&g, &g.lq, "ldq", dl, g.lpw, c.addr_w, c.data_w, siw, true);
    else
        absent_queue(&g, &g.lq, g.lpw, siw);
    if (c.n_stp)
        declare_queue(&g, &g.sq, "stq", ds, g.spw, c.addr_w, c.data_w, 0, false);
    else
        absent_queue(&g, &g.sq, g.spw, 0);
    hw_ref go = allocate(&g);
    if (c.n_ldp)
        lsq_build_loads(&g);
    else
        lsq_no_loads(&g);
    if (c.n_stp)
        lsq_build_stores(&g);
    else
        lsq_no_stores(&g);
    pointers(&g, &g.lq, go);
    pointers(&g, &g.sq, go);
    if (c.master)
        run_control(&g);
    wrapper(&g, g.m);
    return 0;
}
