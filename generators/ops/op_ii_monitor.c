/* ii_monitor: Dynamatic's simulation-only monitor of a loop's initiation interval.
 * It taps the select channels sel0 .. sel<size-1> of the loop's header muxes (every
 * port an input: it drives nothing). Each select token is consumed the cycle its mux
 * fires, and every mux consumes the same sequence of select tokens, so iteration k
 * has been taken in once the slowest channel has fired k times. Whenever the smallest
 * fire count grows, the monitor prints
 *   II_INSTRUMENT: {"loop": "<instance path>", "depth": D, "max_depth": M,
 *                   "iter": I, "interval": N}
 * where I counts iterations within the activation (0 when a channel that completed the
 * iteration this cycle carries one of init_selects, the values of an activation's
 * first iteration) and N the cycles since the previous iteration was taken in (null on
 * the first line after reset). Counters are 31 bits (a VHDL integer). */
#include "gen_channel.h"

HS_GENERATOR(hs_build_ii_monitor);

#define IIM_W 31

/* A 31-bit counter register and its next value (q + inc, inc one bit). */
static hw_ref counter(hs_gen *g, const char *name, hw_ref inc, hw_ref en, hw_ref *q_out)
{
    hw_module *m = g->m;
    hw_sig_id q = hw_reg_sig(m, name, IIM_W);
    hw_ref wide = hw_e_op_reduced(m, HW_HINT("inc"), HW_OP_ZEXT, IIM_W, 1, &inc);
    hw_ref args[2] = {hw_r(q), wide};
    hw_ref next = hw_e_op(m, hw_strcat(g->des, name, "_next", ""), HW_OP_ADD, IIM_W, 2, args);
    hw_register(m, q, next, en, 0);
    if (q_out)
        *q_out = hw_r(q);
    return next;
}

/* Whether a channel's select value is one of init_selects (a control: value 0). */
static hw_ref is_init(hs_gen *g, const hs_chan *c)
{
    int n;
    const int64_t *vals = hs_unit_list(g->u, &n);
    uint32_t w = c->has_data ? hw_ref_width(g->m, c->data) : 0;
    hw_ref acc = hw_e_const(g->m, 1, 0);
    for (int k = 0; k < n; k++) {
        if (w == 0) {
            if (vals[k] == 0)
                acc = hw_e_const(g->m, 1, 1);
            continue;
        }
        if (w < 63 && vals[k] >= ((int64_t)1 << w))
            continue; /* a value the channel cannot carry never matches */
        hw_ref eq = hw_e_cmp(g->m, HW_CMP_EQ, c->data, hw_e_const(g->m, w, vals[k]));
        acc = hw_e_or2(g->m, acc, eq);
    }
    return acc;
}

/* The report line's parts: fixed text around the path, the iteration index and the
 * interval (or null). */
static void report(hs_gen *g, hw_ref en, hw_ref iter, const hw_ref *interval)
{
    const char *head = hw_strfmt(g->des, "\", \"depth\": %lld, \"max_depth\": %lld, \"iter\": ",
                                 (long long)hs_gen_param(g, "loop_depth"),
                                 (long long)hs_gen_param(g, "loop_max_depth"));
    hw_disp_part p[7] = {{.kind = HW_DISP_TEXT, .text = "II_INSTRUMENT: {\"loop\": \""},
                         {.kind = HW_DISP_PATH},
                         {.kind = HW_DISP_TEXT, .text = head},
                         {.kind = HW_DISP_UDEC, .ref = iter},
                         {.kind = HW_DISP_TEXT, .text = ", \"interval\": "}};
    uint32_t n = 5;
    if (interval) {
        p[n++] = (hw_disp_part){.kind = HW_DISP_UDEC, .ref = *interval};
        p[n++] = (hw_disp_part){.kind = HW_DISP_TEXT, .text = "}"};
    } else {
        p[n++] = (hw_disp_part){.kind = HW_DISP_TEXT, .text = "null}"};
    }
    hw_display_stmt(g->m, en, n, p);
}

/* Fire counters per channel, their minimum, the activation-start flag of the channel
 * that completed the iteration, and the two report statements. */
int hs_build_ii_monitor(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    uint32_t size = (uint32_t)hs_gen_param(&g, "size");
    int64_t bw = hs_gen_param(&g, "bitwidth");
    hs_type t;
    if (bw == 0)
        hs_type_control(&t);
    else
        hs_type_channel(&t, (unsigned)bw);
    hs_type_copy_extras(&t, &u->e);
    hw_ref none = hw_r(HW_NO_SIG);
    hw_ref *next = hw_alloc(des, size * sizeof(hw_ref)),
           *fire = hw_alloc(des, size * sizeof(hw_ref));
    hw_ref *init = hw_alloc(des, size * sizeof(hw_ref));
    for (uint32_t i = 0; i < size; i++) {
        hs_chan c = hs_gen_tap_port(&g, hw_strfmt(des, "sel%u", i), &t);
        fire[i] = hw_e_and2(m, c.valid, c.ready);
        next[i] = counter(&g, hw_strfmt(des, "fires%u", i), fire[i], none, NULL);
        init[i] = is_init(&g, &c);
    }
    /* iterations taken in: the smallest fire count */
    hw_ref min = next[0];
    for (uint32_t i = 1; i < size; i++) {
        hw_ref lt = hw_e_cmp(m, HW_CMP_ULT, next[i], min);
        min = hw_e_mux2(m, lt, next[i], min);
    }
    hw_sig_id joined = hw_reg_sig(m, "joined", IIM_W);
    hw_ref adv = hw_e_cmp(m, HW_CMP_UGT, min, hw_r(joined));
    hw_register(m, joined, min, adv, 0);
    /* the last channel (in index order) whose fire completed the iteration says
     * whether it starts an activation */
    hw_ref first = hw_e_const(m, 1, 0);
    for (uint32_t i = 0; i < size; i++) {
        hw_ref done = hw_e_and2(m, fire[i], hw_e_cmp(m, HW_CMP_EQ, next[i], min));
        first = hw_e_mux2(m, done, init[i], first);
    }
    hw_sig_id iter = hw_reg_sig(m, "iter", IIM_W);
    hw_ref one = hw_e_const(m, 1, 1), iargs[2] = {hw_r(iter), hw_e_const(m, IIM_W, 1)};
    hw_ref iter_inc = hw_e_op_reduced(m, HW_HINT("iter_inc"), HW_OP_ADD, IIM_W, 2, iargs);
    hw_ref iter_next = hw_e_mux2(m, first, hw_e_const(m, IIM_W, 0), iter_inc);
    hw_register(m, iter, iter_next, adv, 0);
    hw_ref cycle = counter(&g, "cycle", one, none, NULL);
    hw_sig_id last = hw_reg_sig(m, "last_join", IIM_W);
    hw_register(m, last, cycle, adv, 0);
    hw_ref dargs[2] = {cycle, hw_r(last)};
    hw_ref interval = hw_e_op_reduced(m, HW_HINT("interval"), HW_OP_SUB, IIM_W, 2, dargs);
    hw_ref run_first = hw_e_cmp(m, HW_CMP_EQ, hw_r(joined), hw_e_const(m, IIM_W, 0));
    report(&g, hw_e_and2(m, adv, run_first), iter_next, NULL);
    report(&g, hw_e_and2(m, adv, hw_e_not(m, run_first)), iter_next, &interval);
    return hs_gen_end(&g);
}
