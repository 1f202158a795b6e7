/* Binary integer arithmetic (addi ... minui): lhs and rhs joined into one token,
 * combinational (latency 0) or followed by a `latency`-stage valid/ready pipeline
 * that carries each token's downstream extra signals with its data. */
#include <string.h>

#include "gen_channel.h"

HS_GENERATOR(hs_build_arith);

typedef enum { A_OP, A_MAX, A_MIN } arith_kind;

typedef struct {
    const char *name;
    arith_kind kind;
    hw_op op;    /* A_OP */
    hw_cmp pred; /* A_MAX/A_MIN: lhs wins when lhs PRED rhs */
} arith_def;

static const arith_def defs[] = {
    {"addi", A_OP, HW_OP_ADD, 0},    {"subi", A_OP, HW_OP_SUB, 0},
    {"muli", A_OP, HW_OP_MUL, 0},    {"andi", A_OP, HW_OP_AND, 0},
    {"ori", A_OP, HW_OP_OR, 0},      {"xori", A_OP, HW_OP_XOR, 0},
    {"shli", A_OP, HW_OP_SHL, 0},    {"shrsi", A_OP, HW_OP_SHRS, 0},
    {"shrui", A_OP, HW_OP_SHRU, 0},  {"maxsi", A_MAX, 0, HW_CMP_SGT},
    {"maxui", A_MAX, 0, HW_CMP_UGT}, {"minsi", A_MIN, 0, HW_CMP_SLT},
    {"minui", A_MIN, 0, HW_CMP_ULT},
};

/* The operation of a unit name ("handshake.addi" or "addi"). */
static const arith_def *find_def(const char *unit)
{
    const char *bare = strncmp(unit, "handshake.", 10) == 0 ? unit + 10 : unit;
    for (size_t i = 0; i < sizeof(defs) / sizeof(defs[0]); i++)
        if (strcmp(defs[i].name, bare) == 0)
            return &defs[i];
    return NULL;
}

/* result = lhs OP rhs; max/min pick lhs when lhs PRED rhs, else rhs. */
static void compute(hw_module *m, const arith_def *def, hw_ref dst, hw_ref a, hw_ref b)
{
    if (def->kind == A_OP) {
        hw_ref args[2] = {a, b};
        hw_assign_op(m, dst, def->op, 2, args);
        return;
    }
    hw_ref args[3] = {hw_e_cmp(m, def->pred, a, b), a, b};
    hw_assign_op(m, dst, HW_OP_MUX2, 3, args);
}

/* Join, compute, then (latency > 0) the valid/ready pipeline. */
int hs_build_arith(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    const arith_def *def = find_def(u->info->name);
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    if (!def)
        return hs_gen_fail(&g, HS_E_UNSUPPORTED, "not an arithmetic unit");
    const hs_chan *in[2] = {hs_gen_chan(&g, "lhs", 0), hs_gen_chan(&g, "rhs", 0)};
    const hs_chan *out = hs_gen_chan(&g, "result", 0);
    int64_t latency = hs_gen_param(&g, "latency");
    hs_chan tok = latency > 0 ? hs_chan_wires(&g, out->type, "tok") : *out;
    hs_join_token(&g, 2, in, &tok);
    compute(g.m, def, tok.data, in[0]->data, in[1]->data);
    if (latency > 0)
        hs_chan_pipe(&g, (uint32_t)latency, &tok, out);
    hs_extras_up(&g, 2, in, 1, &out);
    return hs_gen_end(&g);
}
