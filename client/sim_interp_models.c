/* The interpreter's models, one entry per catalog unit it follows (sim_imodel,
 * keyed by the row's name): how the unit fires and what a joined unit computes. A
 * unit without an entry is not modelled: for a circuit that holds one the interpreter
 * does not run, and `hsgen simulate` says so, naming the unit, and leaves the outputs
 * unchecked (lint.units lists each such unit with the reason). Adding a unit's model:
 * its compute (or fire) function and one line of the table at the end. */
#include <math.h>

#include "sim_interp_unit.h"

/* ---- Firing disciplines ---- */

/* Every other unit joins all its inputs: one token of each, then compute. */
static bool join_inputs(sim_iunit *x, sim_queue *q, uint64_t *a)
{
    for (int i = 0; i < x->n_in; i++)
        if (!sim_has(&q[x->in[i]]))
            return false;
    for (int i = 0; i < x->n_in; i++)
        a[i] = sim_pop(&q[x->in[i]]);
    return true;
}

static unsigned width_in(const sim_iunit *x, const sim_queue *q)
{
    return x->n_in ? q[x->in[0]].width : 0;
}

static unsigned width_out(const sim_iunit *x, const sim_queue *q)
{
    return x->n_out ? q[x->out[0]].width : 0;
}

/* A joined unit with one result on its first output. */
static bool fire_join(sim_iunit *x, sim_queue *q)
{
    uint64_t a[SIM_MAX_ELEMS] = {0};
    if (!join_inputs(x, q, a))
        return false;
    sim_push(&q[x->out[0]], x->model->compute(x, a, width_in(x, q), width_out(x, q)));
    return true;
}

/* fork, lazy_fork: the joined token on every output. */
static bool fire_fork(sim_iunit *x, sim_queue *q)
{
    uint64_t a[SIM_MAX_ELEMS] = {0};
    if (!join_inputs(x, q, a))
        return false;
    for (int o = 0; o < x->n_out; o++)
        sim_push(&q[x->out[o]], a[0]);
    return true;
}

/* cond_br: (condition, data) joined; data leaves on trueOut or falseOut. */
static bool fire_cond_br(sim_iunit *x, sim_queue *q)
{
    uint64_t a[SIM_MAX_ELEMS] = {0};
    if (!join_inputs(x, q, a))
        return false;
    sim_push(&q[x->out[a[0] & 1 ? 0 : 1]], a[1]);
    return true;
}

static bool fire_sink(sim_iunit *x, sim_queue *q)
{
    return sim_has(&q[x->in[0]]) && !q[x->in[0]].endless ? (sim_pop(&q[x->in[0]]), true) : false;
}

/* ram: its contents live in the controller that drives it. */
static bool fire_never(sim_iunit *x, sim_queue *q)
{
    (void)x;
    (void)q;
    return false;
}

/* load, store: address and data (and a store's done) pass on independently. */
static bool fire_pass(sim_iunit *x, sim_queue *q)
{
    bool any = false;
    for (int i = 0; i < 3 && i < x->n_in && i < x->n_out; i++)
        if (sim_has(&q[x->in[i]]))
            sim_push(&q[x->out[i]], sim_pop(&q[x->in[i]])), any = true;
    return any;
}

/* Units whose state starts at 1 (init: its initial token still to come; the repeating
 * init: its generated token; the resolver: idle). */
static int setup_state1(const hs_netlist *nl, int u, sim_iunit *x, char *why, size_t cap)
{
    (void)nl, (void)u, (void)why, (void)cap;
    x->state = 1;
    return 0;
}

/* init: its initial token (initial_value) first, then ins's tokens. */
static bool fire_init(sim_iunit *x, sim_queue *q)
{
    if (x->state) {
        sim_push(&q[x->out[0]],
                 (uint64_t)strtoll(sim_param(x->nu, "initial_value", "0"), NULL, 10));
        x->state = 0;
        return true;
    }
    if (!sim_has(&q[x->in[0]]))
        return false;
    sim_push(&q[x->out[0]], sim_pop(&q[x->in[0]]));
    return true;
}

/* spec_v2_repeating_init: init_token (default 1) first and after every 0 it passed;
 * otherwise ins's tokens. */
static bool fire_repeating_init(sim_iunit *x, sim_queue *q)
{
    uint64_t v;
    if (x->state)
        v = (uint64_t)strtoll(sim_param(x->nu, "init_token", "1"), NULL, 10) & 1;
    else if (sim_has(&q[x->in[0]]))
        v = sim_pop(&q[x->in[0]]) & 1;
    else
        return false;
    sim_push(&q[x->out[0]], v);
    x->state = !v;
    return true;
}

/* passer: (data, ctrl) joined; data leaves on result when ctrl is 1, else nothing. */
static bool fire_passer(sim_iunit *x, sim_queue *q)
{
    uint64_t a[SIM_MAX_ELEMS] = {0};
    if (!join_inputs(x, q, a))
        return false;
    if (a[1] & 1)
        sim_push(&q[x->out[0]], a[0]);
    return true;
}

/* spec_v2_resolver: (actual, generated) joined; the output is the idle bit before the
 * pair, which a generated 1 meeting an actual 0 clears and a generated 0 sets. */
static bool fire_resolver(sim_iunit *x, sim_queue *q)
{
    uint64_t a[SIM_MAX_ELEMS] = {0};
    if (!join_inputs(x, q, a))
        return false;
    sim_push(&q[x->out[0]], x->state);
    bool actual = a[0] & 1, gen = a[1] & 1;
    x->state = !gen || (x->state && actual);
    return true;
}

/* merge, control_merge: the first input holding a token; control_merge's index too. */
static bool fire_merge(sim_iunit *x, sim_queue *q)
{
    for (int i = 0; i < x->n_in; i++)
        if (sim_has(&q[x->in[i]]) && !(q[x->in[i]].endless && x->lazy)) {
            uint64_t v = sim_pop(&q[x->in[i]]);
            sim_push(&q[x->out[0]], v);
            if (x->n_out > 1)
                sim_push(&q[x->out[1]], (uint64_t)i);
            return true;
        }
    return false;
}

/* unbundle: a token of ins leaves as one on each downstream part (the data on data);
 * upstream wires (ready, upstream signals) are not tokens: dropped. */
static bool fire_unbundle(sim_iunit *x, sim_queue *q)
{
    if (!sim_has(&q[x->in[0]]))
        return false;
    uint64_t v = sim_pop(&q[x->in[0]]);
    for (int i = 1; i < x->n_in; i++)
        while (sim_has(&q[x->in[i]]))
            sim_pop(&q[x->in[i]]);
    for (int o = 0; o < x->n_out; o++)
        sim_push(&q[x->out[o]], o == x->data_out ? v : 0);
    return true;
}

/* bundle: every downstream part joined into one token of outs. */
static bool fire_bundle(sim_iunit *x, sim_queue *q)
{
    for (int i = 0; i < x->n_in; i++)
        if (!sim_has(&q[x->in[i]]))
            return false;
    uint64_t v = 0;
    for (int i = 0; i < x->n_in; i++) {
        uint64_t p = sim_pop(&q[x->in[i]]);
        if (i == x->data_in)
            v = p;
    }
    sim_push(&q[x->out[0]], v); /* outs: the first output in table order */
    return true;
}

/* mux: the index, then the input it names. */
static bool fire_mux(sim_iunit *x, sim_queue *q)
{
    if (!sim_has(&q[x->in[0]]))
        return false;
    uint64_t idx = sim_peek(&q[x->in[0]]);
    if (idx + 1 >= (uint64_t)x->n_in || !sim_has(&q[x->in[1 + idx]]))
        return false;
    sim_pop(&q[x->in[0]]);
    sim_push(&q[x->out[0]], sim_pop(&q[x->in[1 + idx]]));
    return true;
}

/* valid_merger: two wires side by side that move together (lhs_ins's valid drives both
 * outputs, so its contract is a token on each side at once): a token of each input,
 * taken together, each leaving on its own side's output unchanged. */
static bool fire_valid_merger(sim_iunit *x, sim_queue *q)
{
    uint64_t a[SIM_MAX_ELEMS] = {0};
    if (x->n_in != 2 || x->n_out != 2 || !join_inputs(x, q, a))
        return false;
    sim_push(&q[x->out[0]], a[0]);
    sim_push(&q[x->out[1]], a[1]);
    return true;
}

/* sharing_wrapper: its wiring, checked once. Input elements: op<i>in<j> group by
 * group, then fromSharedUnitOut0; outputs: op<i>out0 per group, then toSharedUnitIn<j>.
 * 0, or -1 with a reason. */
static int setup_sharing(const hs_netlist *nl, int u, sim_iunit *x, char *why, size_t cap)
{
    (void)nl, (void)u;
    x->ops = (int)strtol(sim_param(x->nu, "num_shared_operands", "2"), NULL, 10);
    x->groups = x->n_out - x->ops;
    x->order.width = 64;
    if (x->ops < 1 || x->groups < 1 || x->n_in != x->groups * x->ops + 1) {
        snprintf(why, cap,
                 "sharing_wrapper %s: every op<i>in<j>, op<i>out0, toSharedUnitIn<j> and "
                 "fromSharedUnitOut0 must be connected to be modelled",
                 x->nu->name);
        return -1;
    }
    return 0;
}

/* sharing_wrapper: a group whose operands are all there issues them to the shared unit
 * (the lowest-numbered first) and its number joins the order; each result of the shared
 * unit goes to the oldest issuing group's op<i>out0. Credits only bound how many results
 * wait for their consumer, which the unbounded queues never make wait: no token changes. */
static bool fire_sharing(sim_iunit *x, sim_queue *q)
{
    bool any = false;
    sim_queue *from = &q[x->in[x->n_in - 1]];
    while (sim_has(from) && sim_has(&x->order)) {
        uint64_t g = sim_pop(&x->order);
        sim_push(&q[x->out[g]], sim_pop(from));
        any = true;
    }
    for (int g = 0; g < x->groups; g++) {
        bool all = true;
        for (int j = 0; j < x->ops && all; j++)
            all = sim_has(&q[x->in[g * x->ops + j]]);
        if (!all)
            continue;
        for (int j = 0; j < x->ops; j++)
            sim_push(&q[x->out[x->groups + j]], sim_pop(&q[x->in[g * x->ops + j]]));
        sim_push(&x->order, (uint64_t)g);
        return true;
    }
    return any;
}

/* ---- The memory controller and the load-store queue ---- */

/* Channels into (or out of) port `port` of unit u. */
static int count_port(const hs_netlist *nl, int u, const char *port, bool out)
{
    int n = 0;
    for (int k = 0; k < nl->n_chans; k++) {
        const hs_endpoint *ep = out ? &nl->chans[k].from : &nl->chans[k].to;
        n += ep->unit == u && strcmp(ep->port, port) == 0;
    }
    return n;
}

/* A memory controller's memory: the ram its storeEn bus drives, with its size and
 * initial values; 0, or -1 with a reason. */
static int setup_memory(const hs_netlist *nl, int u, sim_iunit *x, char *why, size_t cap)
{
    x->nc = count_port(nl, u, "ctrl", false);
    x->nl = count_port(nl, u, "ldAddr", false);
    x->ns = count_port(nl, u, "stAddr", false);
    x->nd = count_port(nl, u, "stDone", true);
    int r = -1;
    for (int k = 0; k < nl->n_chans && r < 0; k++)
        if (nl->chans[k].from.unit == u && strcmp(nl->chans[k].from.port, "storeEn") == 0)
            r = nl->chans[k].to.unit;
    if (r < 0 || !nl->units[r].info || !nl->units[r].info->memory) {
        snprintf(why, cap, "unit %s: its block-RAM side does not lead to a ram", x->nu->name);
        return -1;
    }
    x->words = strtol(sim_param(&nl->units[r], "size", "0"), NULL, 10);
    x->mem = calloc((size_t)(x->words > 0 ? x->words : 1), sizeof(uint64_t));
    if (!x->mem)
        return -1;
    const char *s = sim_param(&nl->units[r], "values", "");
    for (long i = 0; *s && i < x->words;) {
        char *end;
        long long v = strtoll(s, &end, 0);
        if (end == s) {
            s++;
            continue;
        }
        x->mem[i++] = (uint64_t)v;
        s = end;
    }
    return 0;
}

/* One step of a memory controller: ctrl tokens counted, memStart and ctrlEnd taken,
 * one load per port answered, one store per port written, memEnd when the run is
 * complete. Input elements: memStart, ctrlEnd, ctrl[], ldAddr[], stAddr[], stData[],
 * loadData; outputs: memEnd, ldData[], stDone[] (a token per store written), then the raw
 * buses. */
static bool fire_memory(sim_iunit *x, sim_queue *q)
{
    bool any = false;
    int ctrl = 2, ld = ctrl + x->nc, st = ld + x->nl, sd = st + x->ns;
    for (int c = 0; c < x->nc; c++)
        while (sim_has(&q[x->in[ctrl + c]]))
            x->expect += (long)sim_pop(&q[x->in[ctrl + c]]), any = true;
    if (!x->running && sim_has(&q[x->in[0]]))
        sim_pop(&q[x->in[0]]), x->running = any = true;
    if (!x->nomore && sim_has(&q[x->in[1]]))
        sim_pop(&q[x->in[1]]), x->nomore = any = true;
    for (int i = 0; i < x->nl; i++)
        if (sim_has(&q[x->in[ld + i]])) {
            uint64_t a = sim_pop(&q[x->in[ld + i]]);
            sim_push(&q[x->out[1 + i]], (long)a < x->words ? x->mem[a] : 0);
            any = true;
        }
    for (int j = 0; j < x->ns; j++)
        if (sim_has(&q[x->in[st + j]]) && sim_has(&q[x->in[sd + j]])) {
            uint64_t a = sim_pop(&q[x->in[st + j]]), v = sim_pop(&q[x->in[sd + j]]);
            if ((long)a < x->words)
                x->mem[a] = v;
            if (j < x->nd)
                sim_push(&q[x->out[1 + x->nl + j]], 0);
            x->done++;
            any = true;
        }
    if (x->running && x->nomore && (x->ns == 0 || x->expect == x->done)) {
        sim_push(&q[x->out[0]], 0);
        x->running = x->nomore = false;
        x->expect = x->done = 0;
        any = true;
    }
    return any;
}

/* The queues as the LSQ's model reaches them (sim_lsq_io), by channel index. */
static bool lsq_has(void *ctx, int k)
{
    return sim_has(&((sim_queue *)ctx)[k]);
}

static uint64_t lsq_pop(void *ctx, int k)
{
    return sim_pop(&((sim_queue *)ctx)[k]);
}

static void lsq_push(void *ctx, int k, uint64_t v)
{
    sim_push(&((sim_queue *)ctx)[k], v);
}

static bool fire_lsq(sim_iunit *x, sim_queue *q)
{
    sim_lsq_io io = {q, lsq_has, lsq_pop, lsq_push};
    return sim_lsq_fire(x->lsq, &io);
}

static int setup_lsq(const hs_netlist *nl, int u, sim_iunit *x, char *why, size_t cap)
{
    return (x->lsq = sim_lsq_new(nl, u, why, cap)) ? 0 : -1;
}

/* ---- What joined units compute ---- */

#define COMPUTE(fn, expr)                                                                          \
    static uint64_t fn(const sim_iunit *x, const uint64_t *a, unsigned wi, unsigned w)             \
    {                                                                                              \
        (void)x;                                                                                   \
        (void)a;                                                                                   \
        (void)wi;                                                                                  \
        (void)w;                                                                                   \
        return (expr);                                                                             \
    }
/* two-operand integer units, at the output's width */
#define SA sim_sext(a[0], w)
#define SB sim_sext(a[1], w)
COMPUTE(c_addi, a[0] + a[1])
COMPUTE(c_subi, a[0] - a[1])
COMPUTE(c_muli, a[0] * a[1])
COMPUTE(c_andi, a[0] & a[1])
COMPUTE(c_ori, a[0] | a[1])
COMPUTE(c_xori, a[0] ^ a[1])
COMPUTE(c_shli, a[1] >= w ? 0 : a[0] << a[1])
COMPUTE(c_shrui, a[1] >= w ? 0 : sim_mask(a[0], w) >> a[1])
COMPUTE(c_shrsi, (uint64_t)(SA >> (a[1] >= w ? w - 1 : a[1])))
COMPUTE(c_maxsi, SA > SB ? a[0] : a[1])
COMPUTE(c_minsi, SA < SB ? a[0] : a[1])
COMPUTE(c_maxui, sim_mask(a[0], w) > sim_mask(a[1], w) ? a[0] : a[1])
COMPUTE(c_minui, sim_mask(a[0], w) < sim_mask(a[1], w) ? a[0] : a[1])
/* one-operand units and the ones that only pass or make a token */
COMPUTE(c_extsi, (uint64_t)sim_sext(a[0], wi))
COMPUTE(c_same, a[0])
COMPUTE(c_noti, ~a[0])
COMPUTE(c_select, a[0] & 1 ? a[1] : a[2])
COMPUTE(c_zero, 0)
COMPUTE(c_constant, (uint64_t)strtoll(sim_param(x->nu, "value", "0"), NULL, 10))

/* Integer division as the units divide (RISC-V's rules): x / 0 is all ones, x % 0 is
 * x, and the signed INT_MIN / -1 wraps to INT_MIN with remainder 0. */
static uint64_t divide(bool rem, bool sgn, uint64_t a, uint64_t b, unsigned w)
{
    a = sim_mask(a, w);
    b = sim_mask(b, w);
    if (b == 0)
        return rem ? a : ~(uint64_t)0;
    if (!sgn)
        return rem ? a % b : a / b;
    int64_t sa = sim_sext(a, w), sb = sim_sext(b, w);
    if (sb == -1) /* no quotient overflows but INT_MIN's, whose negation wraps */
        return rem ? 0 : (uint64_t)0 - a;
    return (uint64_t)(rem ? sa % sb : sa / sb);
}

COMPUTE(c_divsi, divide(false, true, a[0], a[1], w))
COMPUTE(c_divui, divide(false, false, a[0], a[1], w))
COMPUTE(c_remsi, divide(true, true, a[0], a[1], w))
COMPUTE(c_remui, divide(true, false, a[0], a[1], w))
COMPUTE(c_absi, SA < 0 ? (uint64_t)0 - a[0] : a[0])

static bool compare(const char *p, uint64_t a, uint64_t b, unsigned w)
{
    int64_t sa = sim_sext(a, w), sb = sim_sext(b, w);
    a = sim_mask(a, w);
    b = sim_mask(b, w);
    if (!strcmp(p, "eq"))
        return a == b;
    if (!strcmp(p, "ne"))
        return a != b;
    if (!strcmp(p, "slt"))
        return sa < sb;
    if (!strcmp(p, "sle"))
        return sa <= sb;
    if (!strcmp(p, "sgt"))
        return sa > sb;
    if (!strcmp(p, "sge"))
        return sa >= sb;
    if (!strcmp(p, "ult"))
        return a < b;
    if (!strcmp(p, "ule"))
        return a <= b;
    if (!strcmp(p, "ugt"))
        return a > b;
    return a >= b; /* uge */
}

static uint64_t c_cmpi(const sim_iunit *x, const uint64_t *a, unsigned wi, unsigned w)
{
    (void)w;
    return compare(sim_param(x->nu, "predicate", "eq"), a[0], a[1], wi);
}

/* Floats: the IEEE-754 bit pattern of a channel's data (f32 or f64) and back;
 * C's float arithmetic rounds to nearest even, as the units do. */
static double to_d(uint64_t v, unsigned w)
{
    if (w == 64) {
        double d;
        memcpy(&d, &v, sizeof(d));
        return d;
    }
    uint32_t b = (uint32_t)v;
    float f;
    memcpy(&f, &b, sizeof(f));
    return f;
}

static uint64_t from_d(double d, unsigned w)
{
    if (w == 64) {
        uint64_t v;
        memcpy(&v, &d, sizeof(v));
        return v;
    }
    float f = (float)d;
    uint32_t b;
    memcpy(&b, &f, sizeof(b));
    return b;
}

/* Float arithmetic: f32 in float, as the hardware, f64 in double; C rounds to
 * nearest even, as the units do. */
static uint64_t farith(char op, const uint64_t *a, unsigned wi, unsigned wo)
{
    double p = to_d(a[0], wi), r = to_d(a[1], wi);
    if (wi == 32) {
        float fp = (float)p, fr = (float)r;
        float v = op == '+' ? fp + fr : op == '-' ? fp - fr : op == '*' ? fp * fr : fp / fr;
        return from_d(v, 32);
    }
    return from_d(op == '+' ? p + r : op == '-' ? p - r : op == '*' ? p * r : p / r, wo);
}

#define FCOMPUTE(fn, expr)                                                                         \
    static uint64_t fn(const sim_iunit *x, const uint64_t *a, unsigned wi, unsigned wo)            \
    {                                                                                              \
        (void)x;                                                                                   \
        (void)wo;                                                                                  \
        return (expr);                                                                             \
    }
FCOMPUTE(c_addf, farith('+', a, wi, wo))
FCOMPUTE(c_subf, farith('-', a, wi, wo))
FCOMPUTE(c_mulf, farith('*', a, wi, wo))
FCOMPUTE(c_divf, farith('/', a, wi, wo))
FCOMPUTE(c_negf, from_d(-to_d(a[0], wi), wo))
FCOMPUTE(c_absf, from_d(fabs(to_d(a[0], wi)), wo))
FCOMPUTE(c_sitofp,
         from_d(wo == 32 ? (double)(float)(double)sim_sext(a[0], wi) : (double)sim_sext(a[0], wi),
                wo))
FCOMPUTE(c_uitofp,
         from_d(wo == 32 ? (double)(float)(double)sim_mask(a[0], wi) : (double)sim_mask(a[0], wi),
                wo))

/* A float result of a conversion: a NaN is the format's quiet NaN, as the units give
 * it; any other value rounded to nearest even. */
static uint64_t from_d_qnan(double d, unsigned w)
{
    if (isnan(d))
        return w == 64 ? 0x7ff8000000000000ull : 0x7fc00000;
    return from_d(d, w);
}

/* fptoui: toward zero, saturating at 0 and at the output's largest value; NaN is 0. */
static uint64_t c_fptoui(const sim_iunit *x, const uint64_t *a, unsigned wi, unsigned wo)
{
    (void)x;
    double v = to_d(a[0], wi);
    if (isnan(v) || v <= 0)
        return 0;
    if (v >= ldexp(1.0, (int)wo))
        return wo >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << wo) - 1;
    return (uint64_t)v;
}

/* fptosi: toward zero, saturating at the output's smallest and largest values
 * (infinities included); NaN is 0. */
static uint64_t c_fptosi(const sim_iunit *x, const uint64_t *a, unsigned wi, unsigned wo)
{
    (void)x;
    double v = to_d(a[0], wi), lim = ldexp(1.0, (int)wo - 1);
    uint64_t min = (uint64_t)1 << (wo - 1);
    if (isnan(v))
        return 0;
    if (v >= lim)
        return min - 1;
    if (v <= -lim)
        return (uint64_t)0 - min; /* masked to the output's width when pushed */
    return (uint64_t)(int64_t)v;
}

/* cmpf: arith.cmpf's predicates; an ordered one ("o...") is false and an unordered one
 * ("u...") true when either operand is NaN. */
static uint64_t c_cmpf(const sim_iunit *x, const uint64_t *a, unsigned wi, unsigned wo)
{
    (void)wo;
    const char *p = sim_param(x->nu, "predicate", "false");
    double l = to_d(a[0], wi), r = to_d(a[1], wi);
    bool nan = isnan(l) || isnan(r), v;
    if (!strcmp(p, "false") || !strcmp(p, "true"))
        return p[0] == 't';
    if (!strcmp(p, "ord") || !strcmp(p, "uno"))
        return nan == (p[0] == 'u');
    const char *rel = p + 1;
    v = !strcmp(rel, "eq")   ? l == r
        : !strcmp(rel, "ne") ? l != r
        : !strcmp(rel, "gt") ? l > r
        : !strcmp(rel, "ge") ? l >= r
        : !strcmp(rel, "lt") ? l < r
                             : l <= r;
    return nan ? p[0] == 'u' : v;
}

/* maximumf, minimumf: a NaN operand gives the quiet NaN; of two zeros the maximum is
 * +0 and the minimum -0; otherwise the operand itself, bit for bit. */
static uint64_t fextreme(bool max, const uint64_t *a, unsigned w)
{
    double l = to_d(a[0], w), r = to_d(a[1], w);
    if (isnan(l) || isnan(r))
        return from_d_qnan(l + r, w);
    if (l == r) /* equal: only the zeros' signs can differ */
        return (signbit(l) != 0) == max ? a[1] : a[0];
    return (l > r) == max ? a[0] : a[1];
}

FCOMPUTE(c_extf, from_d_qnan(to_d(a[0], wi), wo))
FCOMPUTE(c_truncf, from_d_qnan(to_d(a[0], wi), wo))
FCOMPUTE(c_maximumf, fextreme(true, a, wi))
FCOMPUTE(c_minimumf, fextreme(false, a, wi))

/* ---- The table ---- */

#define JOIN(u, fn)                                                                                \
    {                                                                                              \
        u, fire_join, fn, NULL, false                                                              \
    }
static const sim_imodel models[] = {
    JOIN("addi", c_addi),
    JOIN("subi", c_subi),
    JOIN("muli", c_muli),
    JOIN("andi", c_andi),
    JOIN("ori", c_ori),
    JOIN("xori", c_xori),
    JOIN("shli", c_shli),
    JOIN("shrui", c_shrui),
    JOIN("shrsi", c_shrsi),
    JOIN("maxsi", c_maxsi),
    JOIN("minsi", c_minsi),
    JOIN("maxui", c_maxui),
    JOIN("minui", c_minui),
    JOIN("cmpi", c_cmpi),
    JOIN("divsi", c_divsi),
    JOIN("divui", c_divui),
    JOIN("remsi", c_remsi),
    JOIN("remui", c_remui),
    JOIN("absi", c_absi),
    JOIN("extsi", c_extsi),
    JOIN("extui", c_same),
    JOIN("trunci", c_same),
    JOIN("noti", c_noti),
    JOIN("select", c_select),
    JOIN("constant", c_constant),
    JOIN("source", c_zero),
    JOIN("join", c_zero),
    JOIN("gate", c_same),
    JOIN("br", c_same),
    /* the handshake shapers keep the tokens: a wire that may stall (ndwire), a join that
     * keeps ins[0]'s data (blocker), Dynamatic's join (top_join), and the ready removers,
     * whose consumer never stalls (their contract) */
    JOIN("ndwire", c_same),
    JOIN("blocker", c_same),
    JOIN("top_join", c_zero),
    JOIN("ready_remover", c_same),
    JOIN("rigidifier", c_same),
    JOIN("buffer", c_same),
    JOIN("addf", c_addf),
    JOIN("subf", c_subf),
    JOIN("mulf", c_mulf),
    JOIN("divf", c_divf),
    JOIN("negf", c_negf),
    JOIN("absf", c_absf),
    JOIN("sitofp", c_sitofp),
    JOIN("uitofp", c_uitofp),
    JOIN("fptosi", c_fptosi),
    JOIN("fptoui", c_fptoui),
    JOIN("cmpf", c_cmpf),
    JOIN("maximumf", c_maximumf),
    JOIN("minimumf", c_minimumf),
    JOIN("extf", c_extf),
    JOIN("truncf", c_truncf),
    {"sink", fire_sink, NULL, NULL, true},
    {"fork", fire_fork, NULL, NULL, false},
    {"lazy_fork", fire_fork, NULL, NULL, false},
    {"merge", fire_merge, NULL, NULL, true},
    {"control_merge", fire_merge, NULL, NULL, true},
    {"mux", fire_mux, NULL, NULL, true},
    {"cond_br", fire_cond_br, NULL, NULL, true},
    {"load", fire_pass, NULL, NULL, false},
    {"store", fire_pass, NULL, NULL, false},
    {"mem_controller", fire_memory, NULL, setup_memory, false},
    {"ram", fire_never, NULL, NULL, false},
    {"lsq", fire_lsq, NULL, setup_lsq, false},
    {"init", fire_init, NULL, setup_state1, true},
    {"spec_v2_repeating_init", fire_repeating_init, NULL, setup_state1, true},
    {"passer", fire_passer, NULL, NULL, true},
    {"spec_v2_resolver", fire_resolver, NULL, setup_state1, true},
    {"unbundle", fire_unbundle, NULL, NULL, false},
    {"bundle", fire_bundle, NULL, NULL, false},
    {"valid_merger", fire_valid_merger, NULL, NULL, false},
    {"sharing_wrapper", fire_sharing, NULL, setup_sharing, true},
    {NULL, NULL, NULL, NULL, false},
};

/* Looked up once per unit when the interpreter wires a netlist. */
const sim_imodel *sim_imodel_find(const hs_unit_info *row)
{
    if (!row)
        return NULL;
    const char *bare = strncmp(row->name, "handshake.", 10) == 0 ? row->name + 10 : row->name;
    for (const sim_imodel *m = models; m->unit; m++)
        if (strcmp(m->unit, bare) == 0)
            return m;
    return NULL;
}
