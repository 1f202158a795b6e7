/* The token semantics of the catalog's units as the formal harness checks them
 * (fv_sem.h). Data expressions are Verilog over the recorded inputs r_<port>; the
 * harness assigns them to a wire of the output's width (so extui zero-extends,
 * extsi sign-extends through $signed, trunci truncates). */
#include <string.h>

#include "fv_sem.h"

#define ARITH(u, op)                                                                               \
    {                                                                                              \
        u, FV_K_JOIN, NULL, NULL, NULL, "*=" op, true, NULL, NULL, 0, 0, NULL, NULL, NULL          \
    }
#define SAME(u, data)                                                                              \
    {                                                                                              \
        u, FV_K_JOIN, NULL, NULL, NULL, data, true, NULL, NULL, 0, 0, NULL, NULL, NULL             \
    }

static const fv_sem rows[] = {
    ARITH("addi", "r_lhs + r_rhs"),
    ARITH("subi", "r_lhs - r_rhs"),
    ARITH("muli", "r_lhs * r_rhs"),
    ARITH("andi", "r_lhs & r_rhs"),
    ARITH("ori", "r_lhs | r_rhs"),
    ARITH("xori", "r_lhs ^ r_rhs"),
    ARITH("shli", "r_lhs << r_rhs"),
    ARITH("shrui", "r_lhs >> r_rhs"),
    SAME("shrsi", NULL),
    ARITH("maxsi", "($signed(r_lhs) > $signed(r_rhs)) ? r_lhs : r_rhs"),
    ARITH("maxui", "(r_lhs > r_rhs) ? r_lhs : r_rhs"),
    ARITH("minsi", "($signed(r_lhs) < $signed(r_rhs)) ? r_lhs : r_rhs"),
    ARITH("minui", "(r_lhs < r_rhs) ? r_lhs : r_rhs"),
    SAME("cmpi", NULL),
    SAME("extsi", "*=$signed(r_ins)"),
    SAME("extui", "*=r_ins"),
    SAME("trunci", "*=r_ins"),
    SAME("noti", "*=~r_ins"),
    /* the discarded value's signals are dropped */
    {"select", FV_K_JOIN, NULL, NULL, NULL, "*=r_condition[0] ? r_trueValue : r_falseValue", true,
     NULL, NULL, 0, 0, NULL, "r_condition[0] trueValue falseValue", NULL},
    SAME("constant", NULL),
    SAME("sink", NULL),
    SAME("buffer", "*=r_ins"),
    SAME("fork", "*=r_ins"),
    SAME("lazy_fork", "*=r_ins"),
    SAME("join", NULL),
    SAME("br", "*=r_ins"),
    SAME("add_signal", "outs=r_ins"),
    SAME("drop_signal", "*=r_ins"),
    SAME("promote_signal", NULL),
    {"compose", FV_K_JOIN, NULL, NULL, NULL, NULL, false, NULL, NULL, 0, 0, NULL, NULL, NULL},
    {"decompose", FV_K_JOIN, NULL, NULL, NULL, NULL, false, NULL, NULL, 0, 0, NULL, NULL, NULL},
    /* the address goes out unchanged; the answer leaves with the address's signals */
    {"load", FV_K_JOIN, "addrIn", "addrIn", NULL, "addrOut=r_addrIn", true, NULL,
     "dataFromMem<addrOut", 4, 0, NULL, NULL, NULL},
    /* address and data are two independent paths: the address path is tracked */
    {"store", FV_K_JOIN, "addrIn", "addrIn", "addrOut", "addrOut=r_addrIn", true, NULL, NULL, 0, 0,
     NULL, NULL, NULL},
    {"cond_br", FV_K_ROUTE, NULL, NULL, NULL, "*=r_data", true, "r_condition[0]", NULL, 0, 0, NULL,
     NULL, NULL},
    /* cond_br(condition: spec_tag_data, data): signals merged in that order */
    {"speculating_branch", FV_K_ROUTE, "data", "spec_tag_data data", NULL, "*=r_data", true,
     "r_spec_tag_data_spec", NULL, 0, 0, NULL, NULL, NULL},
    /* the parts arrive on raw ports with ctrl (from an unbundle): held with it */
    {"bundle", FV_K_NONE, NULL, NULL, NULL, NULL, false, NULL, NULL, 0, 0, NULL, NULL,
     "ctrl: data spec tag credit flag"},
    {"merge", FV_K_MERGE, NULL, NULL, NULL, NULL, true, NULL, NULL, 1, 0, NULL, NULL, NULL},
    {"control_merge", FV_K_MERGE, NULL, NULL, NULL, NULL, true, NULL, NULL, 1, 0, NULL, NULL, NULL},
    {"mux", FV_K_MUX, NULL, NULL, NULL, NULL, true, NULL, NULL, 1, 0, NULL, NULL, NULL},
    /* control units (docs/memory-and-control.md) */
    SAME("blocker", "*=r_ins_0"),
    SAME("top_join", NULL),
    SAME("ndwire", "*=r_ins"),
    /* one initial token, then a TEHB */
    {"init", FV_K_JOIN, NULL, NULL, NULL, "*=r_ins", true, NULL, NULL, 1, 1, NULL, NULL, NULL},
    /* correct only where the consumer never stalls: that is its contract */
    {"ready_remover", FV_K_JOIN, NULL, NULL, NULL, "*=r_ins", true, NULL, NULL, 0, 0, "outs_ready",
     NULL, NULL},
    {"rigidifier", FV_K_JOIN, NULL, NULL, NULL, "*=r_ins", true, NULL, NULL, 0, 0, "outs_ready",
     NULL, NULL},
    /* two wires whose sides move together (the contract); no signal merging */
    {"valid_merger", FV_K_JOIN, NULL, NULL, NULL, "lhs_outs=r_lhs_ins;rhs_outs=r_rhs_ins", false,
     NULL, NULL, 0, 0, "rhs_ins_valid == lhs_ins_valid && rhs_outs_ready == lhs_outs_ready", NULL,
     NULL},
    /* floating point, conversions, division: joined inputs, pipelined (data: tests/sim) */
    SAME("absf", NULL),
    SAME("negf", NULL),
    SAME("extf", NULL),
    SAME("truncf", NULL),
    SAME("sitofp", NULL),
    SAME("uitofp", NULL),
    SAME("fptosi", NULL),
    SAME("fptoui", NULL),
    SAME("cmpf", NULL),
    SAME("maximumf", NULL),
    SAME("minimumf", NULL),
    SAME("addf", NULL),
    SAME("subf", NULL),
    SAME("mulf", NULL),
    SAME("divf", NULL),
    SAME("absi", NULL),
    SAME("divsi", NULL),
    SAME("divui", NULL),
    SAME("remsi", NULL),
    SAME("remui", NULL),
    {.unit = NULL},
};

/* Looked up by bare name; the table is small. */
const fv_sem *fv_sem_find(const char *unit)
{
    for (const fv_sem *r = rows; r->unit; r++)
        if (!strcmp(r->unit, unit))
            return r;
    return NULL;
}
