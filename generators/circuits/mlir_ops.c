/* The one table from Dynamatic's op mnemonics (and hw.name values) to catalog
 * units. A row says which unit an op is, how its result types follow from the
 * written type list, and, only where the written operand order differs from the
 * catalog's port order, the order of its ports. An op becomes readable as soon
 * as its unit is in the catalog: rows of units still to come are listed already. */
#include <stdio.h>
#include <string.h>

#include "mlir_impl.h"

#define ROW(op, rule)                                                                              \
    {                                                                                              \
        op, "handshake." op, rule, NULL, NULL, NULL                                                \
    }
#define ARITH(op) ROW(op, MR_LAST)

static const mlir_op_row rows[] = {
    /* integer arithmetic */
    ARITH("addi"),
    ARITH("subi"),
    ARITH("muli"),
    ARITH("andi"),
    ARITH("ori"),
    ARITH("xori"),
    ARITH("shli"),
    ARITH("shrsi"),
    ARITH("shrui"),
    ARITH("maxsi"),
    ARITH("maxui"),
    ARITH("minsi"),
    ARITH("minui"),
    ARITH("divsi"),
    ARITH("divui"),
    ARITH("remsi"),
    ARITH("remui"),
    ROW("cmpi", MR_BIT),
    ROW("extsi", MR_LAST),
    ROW("extui", MR_LAST),
    ROW("trunci", MR_LAST),
    ROW("absi", MR_LAST),
    ROW("noti", MR_LAST),
    {"not", "handshake.noti", MR_LAST, NULL, NULL, NULL},
    {"select", "handshake.select", MR_LAST, NULL, NULL, NULL},
    /* floating point */
    ARITH("addf"),
    ARITH("subf"),
    ARITH("mulf"),
    ARITH("divf"),
    ARITH("maximumf"),
    ARITH("minimumf"),
    ROW("negf", MR_LAST),
    ROW("absf", MR_LAST),
    ROW("cmpf", MR_BIT),
    ROW("extf", MR_LAST),
    ROW("truncf", MR_LAST),
    ROW("sitofp", MR_LAST),
    ROW("uitofp", MR_LAST),
    ROW("fptosi", MR_LAST),
    ROW("fptoui", MR_LAST),
    /* dataflow */
    ROW("constant", MR_LAST),
    ROW("source", MR_LAST),
    ROW("sink", MR_LAST),
    /* before mid-2024 the function's return: Dynamatic built it as a TEHB */
    {"d_return", "handshake.buffer", MR_LAST, NULL, NULL, "buffer_type=ONE_SLOT_BREAK_R"},
    ROW("fork", MR_FIRST),
    ROW("lazy_fork", MR_FIRST),
    ROW("join", MR_LAST),
    ROW("gate", MR_LAST),
    ROW("merge", MR_LAST),
    ROW("control_merge", MR_LAST),
    ROW("mux", MR_LAST),
    ROW("br", MR_LAST),
    ROW("cond_br", MR_ALL_LAST),
    ROW("buffer", MR_LAST),
    {"oehb", "handshake.buffer", MR_LAST, NULL, NULL, "buffer_type=ONE_SLOT_BREAK_DV"},
    {"tehb", "handshake.buffer", MR_LAST, NULL, NULL, "buffer_type=ONE_SLOT_BREAK_R"},
    ROW("init", MR_LAST),
    ROW("blocker", MR_LAST),
    ROW("ndwire", MR_LAST),
    ROW("ready_remover", MR_LAST),
    ROW("valid_merger", MR_LAST),
    /* memory */
    ROW("load", MR_LAST),
    ROW("store", MR_LAST),
    /* the earlier spellings of the ports, by the interface they went to */
    {"lsq_load", "handshake.load", MR_LAST, NULL, NULL, NULL},
    {"lsq_store", "handshake.store", MR_LAST, NULL, NULL, NULL},
    {"mc_load", "handshake.load", MR_LAST, NULL, NULL, NULL},
    {"mc_store", "handshake.store", MR_LAST, NULL, NULL, NULL},
    ROW("lsq", MR_LAST), /* operands and results by their drivers: mlir_lsq.c */
    {"mem_controller", "handshake.mem_controller", MR_MEMORY, NULL, "ldData,memEnd", NULL},
    ROW("ram", MR_LAST),
    ROW("mem_to_bram", MR_LAST), /* hw.mlir: the wrapper's adapter to its BRAMs */
    /* extra signals and speculation */
    ROW("add_signal", MR_LAST),
    ROW("drop_signal", MR_LAST),
    ROW("promote_signal", MR_LAST),
    ROW("compose", MR_LAST),
    /* operands and results depend on the type: mlir_bundle.c */
    ROW("unbundle", MR_LAST),
    ROW("bundle", MR_LAST),
    ROW("decompose", MR_LAST),
    {"speculating_branch", "handshake.speculating_branch", MR_LAST, "spec_tag_data,data", NULL,
     NULL},
    {"speculator", "handshake.speculator", MR_LAST, "trigger,ins", NULL, NULL},
    {"spec_commit", "handshake.spec_commit", MR_SECOND, "ctrl,ins", NULL, NULL},
    {"spec_save", "handshake.spec_save", MR_SECOND, "ctrl,ins", NULL, NULL},
    {"spec_save_commit", "handshake.spec_save_commit", MR_FIRST, "ctrl_issue,ctrl_history,ins",
     NULL, NULL},
    ROW("non_spec", MR_LAST),
    /* speculation v2: `passer %data[%ctrl] : <T>, <i1>` has data's type */
    ROW("passer", MR_FIRST),
    ROW("spec_v2_resolver", MR_LAST),
    ROW("spec_v2_repeating_init", MR_LAST),
};

/* Dynamatic's mnemonic (or "handshake.NAME", the generic and hw spelling, or
 * "arith.NAME", how Dynamatic before mid-2024 wrote its arithmetic) to its row. */
const mlir_op_row *mlir_op_find(ms op)
{
    if (op.n > 10 && memcmp(op.s, "handshake.", 10) == 0) {
        op.s += 10;
        op.n -= 10;
    } else if (op.n > 6 && memcmp(op.s, "arith.", 6) == 0) {
        op.s += 6;
        op.n -= 6;
    }
    if (op.n <= 0)
        return NULL;
    for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) /* inline: every op looks */
        if (rows[i].op[0] == op.s[0] && strncmp(rows[i].op, op.s, (size_t)op.n) == 0 &&
            rows[i].op[op.n] == '\0')
            return &rows[i];
    return NULL;
}

const mlir_op_row *mlir_op_find_hw(ms hw_name)
{
    return mlir_op_find(hw_name);
}

int mlir_op_index(const mlir_op_row *row)
{
    return (int)(row - rows);
}

int mlir_op_count(void)
{
    return (int)(sizeof(rows) / sizeof(rows[0]));
}

void mlir_op_supported(char *buf, size_t cap)
{
    size_t n = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]) && n + 1 < cap; i++)
        if (hs_catalog_find(rows[i].unit))
            n += (size_t)snprintf(buf + n, cap - n, "%s%s", n ? ", " : "", rows[i].op);
}
