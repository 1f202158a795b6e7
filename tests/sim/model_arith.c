/* Reference models of the joined arithmetic units (addi .. minui, cmpi), the
 * conversions (extsi, extui, trunci) and noti. Pipelining (latency > 0) does not
 * change the token-level behaviour, so one model serves both. */
#include <stdio.h>
#include <string.h>

#include "model.h"

/* Sign-extends the w-bit value v to 64 bits. */
static int64_t sext(uint64_t v, unsigned w)
{
    if (w >= 64)
        return (int64_t)v;
    uint64_t sign = (uint64_t)1 << (w - 1);
    return (int64_t)((v ^ sign) - sign);
}

/* The result of one binary operation on w-bit operands. Shifts by rhs >= w give 0
 * (shrsi: the sign fill), as the catalog documents. */
static uint64_t arith(const char *op, uint64_t a, uint64_t b, unsigned w)
{
    uint64_t m = sim_mask(w);
    int64_t sa = sext(a, w), sb = sext(b, w);
    if (!strcmp(op, "addi"))
        return (a + b) & m;
    if (!strcmp(op, "subi"))
        return (a - b) & m;
    if (!strcmp(op, "muli"))
        return (a * b) & m;
    if (!strcmp(op, "andi"))
        return a & b;
    if (!strcmp(op, "ori"))
        return a | b;
    if (!strcmp(op, "xori"))
        return a ^ b;
    if (!strcmp(op, "shli"))
        return b >= w ? 0 : (a << b) & m;
    if (!strcmp(op, "shrui"))
        return b >= w ? 0 : a >> b;
    if (!strcmp(op, "shrsi"))
        return (uint64_t)(b >= w ? (sa < 0 ? -1 : 0) : sa >> b) & m;
    if (!strcmp(op, "maxsi"))
        return sa > sb ? a : b;
    if (!strcmp(op, "maxui"))
        return a > b ? a : b;
    if (!strcmp(op, "minsi"))
        return sa < sb ? a : b;
    if (!strcmp(op, "minui"))
        return a < b ? a : b;
    return 0;
}

/* cmpi's ten predicates on w-bit operands. */
static uint64_t compare(const char *p, uint64_t a, uint64_t b, unsigned w)
{
    int64_t sa = sext(a, w), sb = sext(b, w);
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
    if (!strcmp(p, "uge"))
        return a >= b;
    return 0;
}

/* Shift amounts are mostly in range (uniform ones would nearly always be >= w),
 * with some at and past the width; comparisons get equal operands often. */
static void stim_binary(const sim_unit *u, sim_stim *s, sim_rng *r, int ntok)
{
    sim_stim_default(u, s, r, ntok);
    int l = sim_chan_of(u, "lhs", -1), rr = sim_chan_of(u, "rhs", -1);
    unsigned w = sim_chan_port(u, rr)->width;
    bool shift = !strncmp(u->unit, "sh", 2);
    for (int i = 0; i < ntok; i++) {
        sim_tok *t = &s->ch[rr].tok[i];
        if (shift) {
            unsigned pct = (unsigned)sim_rng_below(r, 100);
            if (pct < 75)
                t->data = sim_rng_below(r, w);
            else if (pct < 90)
                t->data = (w + sim_rng_below(r, 3)) & sim_mask(w);
        } else if (sim_rng_pct(r, 25)) {
            t->data = s->ch[l].tok[i].data;
        }
    }
}

/* lhs OP rhs for each token pair, extras by the merge policy over (lhs, rhs). */
static int predict_binary(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                          char *why, size_t cap)
{
    (void)f;
    int l = sim_chan_of(u, "lhs", -1), rr = sim_chan_of(u, "rhs", -1);
    int o = sim_chan_of(u, "result", -1);
    unsigned w = sim_chan_port(u, l)->width;
    bool cmp = !strcmp(u->unit, "cmpi");
    const char *pred = sim_param_text(u, "predicate");
    int n = s->ch[l].n_tok < s->ch[rr].n_tok ? s->ch[l].n_tok : s->ch[rr].n_tok;
    for (int i = 0; i < n; i++) {
        const sim_tok *a = &s->ch[l].tok[i], *b = &s->ch[rr].tok[i];
        sim_tok t = {0};
        t.data = cmp ? compare(pred, a->data, b->data, w) : arith(u->unit, a->data, b->data, w);
        int ins[2] = {l, rr};
        const sim_tok *toks[2] = {a, b};
        if (sim_join_extras(u, o, ins, toks, 2, &t, why, cap))
            return -1;
        sim_expect_push(e, o, &t);
    }
    e->consumed[l] = e->consumed[rr] = n;
    return 0;
}

/* One input, one output: extsi, extui, trunci, noti; extras pass through. */
static int predict_unary(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                         char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    int i = sim_chan_of(u, "ins", -1), o = sim_chan_of(u, "outs", -1);
    unsigned wi = sim_chan_port(u, i)->width, wo = sim_chan_port(u, o)->width;
    for (int k = 0; k < s->ch[i].n_tok; k++) {
        const sim_tok *a = &s->ch[i].tok[k];
        sim_tok t = {0};
        if (!strcmp(u->unit, "extsi"))
            t.data = (uint64_t)sext(a->data, wi) & sim_mask(wo);
        else if (!strcmp(u->unit, "noti"))
            t.data = ~a->data & sim_mask(wo);
        else /* extui, trunci */
            t.data = a->data & sim_mask(wo);
        sim_copy_extras(u, i, a, o, &t);
        sim_expect_push(e, o, &t);
    }
    e->consumed[i] = s->ch[i].n_tok;
    return 0;
}

const sim_model sim_models_arith[] = {{"addi", stim_binary, predict_binary, 0, NULL},
                                      {"subi", stim_binary, predict_binary, 0, NULL},
                                      {"muli", stim_binary, predict_binary, 0, NULL},
                                      {"andi", stim_binary, predict_binary, 0, NULL},
                                      {"ori", stim_binary, predict_binary, 0, NULL},
                                      {"xori", stim_binary, predict_binary, 0, NULL},
                                      {"shli", stim_binary, predict_binary, 0, NULL},
                                      {"shrsi", stim_binary, predict_binary, 0, NULL},
                                      {"shrui", stim_binary, predict_binary, 0, NULL},
                                      {"maxsi", stim_binary, predict_binary, 0, NULL},
                                      {"maxui", stim_binary, predict_binary, 0, NULL},
                                      {"minsi", stim_binary, predict_binary, 0, NULL},
                                      {"minui", stim_binary, predict_binary, 0, NULL},
                                      {"cmpi", stim_binary, predict_binary, 0, NULL},
                                      {"extsi", NULL, predict_unary, 0, NULL},
                                      {"extui", NULL, predict_unary, 0, NULL},
                                      {"trunci", NULL, predict_unary, 0, NULL},
                                      {"noti", NULL, predict_unary, 0, NULL},
                                      {NULL, NULL, NULL, 0, NULL}};
