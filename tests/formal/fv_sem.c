/* The token semantics of the catalog's units as the formal harness checks them
 * (fv_sem.h). Data expressions are Verilog over the recorded inputs r_<port>; the
 * harness assigns them to a wire of the output's width (so extui zero-extends,
 * extsi sign-extends through $signed, trunci truncates). */
#include <string.h>

#include "fv_sem.h"

#define ARITH(u, op)                                                                               \
    {                                                                                              \
        .unit = u, .kind = FV_K_JOIN, .data = "*=" op, .extras = true                              \
    }
#define SAME(u, d)                                                                                 \
    {                                                                                              \
        .unit = u, .kind = FV_K_JOIN, .data = d, .extras = true                                    \
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
    {.unit = "select",
     .kind = FV_K_JOIN,
     .data = "*=r_condition[0] ? r_trueValue : r_falseValue",
     .extras = true,
     .alt = "r_condition[0] trueValue falseValue"},
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
    /* upstream signals are sliced or concatenated, not passed by name */
    {.unit = "compose", .kind = FV_K_JOIN, .no_up = true},
    {.unit = "decompose", .kind = FV_K_JOIN, .no_up = true},
    /* the address goes out unchanged; the answer leaves with the address's signals */
    {.unit = "load",
     .kind = FV_K_JOIN,
     .pick = "addrIn",
     .joined = "addrIn",
     .data = "addrOut=r_addrIn",
     .extras = true,
     .feed = "dataFromMem<addrOut",
     .cap_extra = 4},
    /* address and data are two independent paths: the address path is tracked */
    {.unit = "store",
     .kind = FV_K_JOIN,
     .pick = "addrIn",
     .joined = "addrIn",
     .outs = "addrOut",
     .data = "addrOut=r_addrIn",
     .extras = true},
    {.unit = "cond_br",
     .kind = FV_K_ROUTE,
     .data = "*=r_data",
     .extras = true,
     .sel = "r_condition[0]"},
    /* cond_br(condition: spec_tag_data, data): signals merged in that order */
    {.unit = "speculating_branch",
     .kind = FV_K_ROUTE,
     .pick = "data",
     .joined = "spec_tag_data data",
     .data = "*=r_data",
     .extras = true,
     .sel = "r_spec_tag_data_spec"},
    /* the parts arrive on raw ports with ctrl (from an unbundle): held with it; in the
     * wires form valid and ready are raw too and hold the protocol themselves */
    {.unit = "bundle",
     .kind = FV_K_NONE,
     .hold = "ctrl: data spec tag credit flag",
     .raw_chan = "valid ready: data spec tag credit flag",
     .no_up = true},
    /* its upstream signals come from raw ports (the round trip is simulated) */
    {.unit = "unbundle", .kind = FV_K_NONE, .no_up = true},
    {.unit = "merge", .kind = FV_K_MERGE, .extras = true, .cap_extra = 1},
    {.unit = "control_merge", .kind = FV_K_MERGE, .extras = true, .cap_extra = 1},
    {.unit = "mux", .kind = FV_K_MUX, .extras = true, .cap_extra = 1},
    /* control units (docs/memory-and-control.md) */
    /* gate: ins joined with every ctrl[i], the token leaving with ins's data */
    SAME("gate", "*=r_ins"),
    SAME("blocker", "*=r_ins_0"),
    SAME("top_join", NULL),
    SAME("ndwire", "*=r_ins"),
    /* one initial token, then a TEHB */
    {.unit = "init",
     .kind = FV_K_JOIN,
     .data = "*=r_ins",
     .extras = true,
     .cap_extra = 1,
     .initial = 1},
    /* correct only where the consumer never stalls: that is its contract */
    {.unit = "ready_remover",
     .kind = FV_K_JOIN,
     .data = "*=r_ins",
     .extras = true,
     .contract = "outs_ready"},
    {.unit = "rigidifier",
     .kind = FV_K_JOIN,
     .data = "*=r_ins",
     .extras = true,
     .contract = "outs_ready"},
    /* two wires whose sides move together (the contract); no signal merging */
    {.unit = "valid_merger",
     .kind = FV_K_JOIN,
     .data = "lhs_outs=r_lhs_ins;rhs_outs=r_rhs_ins",
     .contract = "rhs_ins_valid == lhs_ins_valid && rhs_outs_ready == lhs_outs_ready",
     .no_up = true},
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
    /* speculation (docs/speculation.md): non_spec forwards each token with spec = 0 */
    {.unit = "non_spec",
     .kind = FV_K_JOIN,
     .data = "*=r_dataIn",
     .extras = true,
     .sigs = "spec=1'b0"},
    /* a non-spec token passes alone; a spec one is joined with a ctrl token, 0 passes
     * it, 1 discards it; ctrl is taken exactly with spec tokens; outs has no spec */
    {.unit = "spec_commit",
     .kind = FV_K_JOIN,
     .pick = "ins",
     .joined = "ins",
     .data = "*=r_ins",
     .extras = true,
     .kill = "ins_spec && ctrl[0]",
     .law = "(ctrl_valid && ctrl_ready) == (ins_valid && ins_ready && ins_spec)"},
    /* speculation v2: a passer joins data and ctrl and discards the pair when ctrl is 0;
     * the resolver's data is its state (checked by tests/sim and dynamatic.equiv_spec_v2);
     * the repeating init generates tokens by their data (no row: persistence only) */
    {.unit = "passer",
     .kind = FV_K_JOIN,
     .pick = "data",
     .joined = "data ctrl",
     .data = "*=r_data",
     .extras = true,
     .kill = "!ctrl[0]"},
    SAME("spec_v2_resolver", NULL),
    /* its commands come from a speculator (fv_harness.c, print_speculator) */
    {.unit = "spec_save_commit", .kind = FV_K_NONE, .env = FV_ENV_SPECULATOR},
    /* every decision leaves through a lazy fork and a pending do_spec gives way to a
     * misprediction's decisions: its outputs are volatile by definition */
    {.unit = "speculator", .kind = FV_K_NONE, .volatile_outs = true},
    /* memEnd is offered once ctrlEnd ("no more requests") has come and the stores the
     * ctrl tokens announced are done: no ctrl token and no store can follow then */
    {.unit = "mem_controller",
     .kind = FV_K_NONE,
     .offered = "memEnd: |ctrl_valid || |stAddr_valid"},
    /* the shared unit is always ready and answers only the operands it was sent */
    {.unit = "sharing_wrapper",
     .kind = FV_K_NONE,
     .feed = "fromSharedUnitOut0<toSharedUnitIn0",
     .always_ready = "toSharedUnitIn"},
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
