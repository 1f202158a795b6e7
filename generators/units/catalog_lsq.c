/* Catalog family: the load-store queue (handshake.lsq), with the parameters of
 * Dynamatic's LSQ configuration JSON and the ports of Dynamatic's LSQ wrapper. Every
 * port is on the memory side: none carries extra signals (load and store units strip
 * them). The clause below checks that the configuration is consistent, naming the
 * parameter at fault. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "catalog_families.h"
#include "catalog_rows.h"
#include "hs_lsq.h"

/* The generators of this family's rows (generators/ops/op_*.c). */
HS_GENERATOR(hs_build_lsq);

/* The rule clause: a consistent configuration and no extra signals. */
static int check_lsq(const hs_unit *u, const hs_config *cfg, hs_diag *d)
{
    (void)cfg;
    hs_lsq_cfg c;
    int rc = hs_lsq_config(u, &c, d);
    if (rc)
        return rc;
    if (u->e.n_extra == 0)
        return 0;
    char x[64];
    hs_extra_print(&u->e.extra[0], x, sizeof(x));
    hs_fail(d, HS_E_RULE,
            "%s: extra signal '%s' cannot ride the memory side: no port of the load-store "
            "queue carries extra signals (the load and store units strip them)",
            u->info->name, x);
    hs_diag_where(d, "extra_signals", NULL, "memory_side");
    return HS_E_RULE;
}

/* Port table indexes: the master set (memory buses), the slave set (channels to a
 * mem_controller) and memStart/ctrlEnd/memEnd, which only the master wrapper has. */
enum { P_MASTER_FIRST = 0, P_MASTER_LAST = 5, P_SLAVE_FIRST = 6, P_SLAVE_LAST = 9, P_RUN = 15 };

static bool lsq_present(const hs_unit *u, int p)
{
    bool master = hs_unit_param(u, "master") != 0;
    if (p >= P_MASTER_FIRST && p <= P_MASTER_LAST)
        return master;
    if (p >= P_SLAVE_FIRST && p <= P_SLAVE_LAST)
        return !master;
    if (p >= P_RUN)
        return master;
    return true;
}

#define B(n, def, doc)                                                                             \
    {                                                                                              \
        n, HS_P_BOOL, false, def, 0, 1, NULL, doc                                                  \
    }
#define LISTS(n, req, hi, doc)                                                                     \
    {                                                                                              \
        n, HS_P_LISTS, req, 0, 0, hi, NULL, doc                                                    \
    }
#define RAWP(n, dir, wparam) PORT(n, dir, false, HS_SHAPE_RAW, HS_W_PARAM, wparam, 0, HS_X_NONE)
#define RAW1(n, dir) PORT(n, dir, false, HS_SHAPE_RAW, HS_W_FIXED, NULL, 1, HS_X_NONE)
#define MCH(n, dir, wparam) CH(n, dir, wparam, HS_X_NONE)
#define MARR(n, dir, wparam, sizep)                                                                \
    {                                                                                              \
        n, dir, true, HS_SHAPE_CHANNEL, HS_W_PARAM, wparam, 0, HS_X_NONE, NULL, 0, sizep, 0, NULL  \
    }
#define CARR(n, dir, sizep)                                                                        \
    {                                                                                              \
        n, dir, true, HS_SHAPE_CONTROL, HS_W_NONE, NULL, 0, HS_X_NONE, NULL, 0, sizep, 0, NULL     \
    }

const hs_unit_info hs_catalog_lsq[] = {
    {.name = "handshake.lsq",
     .registered = true,
     .config_key = "numLoads",
     .build = hs_build_lsq,
     .summary = "load-store queue: loads and stores allocated per group (ctrl[g]) in program "
                "order; every load sees the last earlier store to its address; memory sees the "
                "stores in program order",
     .rule_id = "lsq_config",
     .rule_text = "numLoads/numStores: one count per group (numBBs), each at most the queue "
                  "depth; ldOrder/ldPortIdx/stPortIdx: one list per group, as long as its "
                  "loads or stores, ports below numLoadPorts/numStorePorts; no extra signals",
     .n_params = 28,
     .params = {{"name", HS_P_NAME, false, 0, 0, 0, NULL, "entity name (Dynamatic's `name`)"},
                P_WIDTH("dataWidth", 1, "data width"),
                P_WIDTH("addrWidth", 1, "address width"),
                P_INT("indexWidth", false, 0, 0, 32,
                      "id width of Dynamatic's memory interface (not used here)"),
                P_INT("fifoDepth_L", true, 16, 1, HS_LSQ_MAX_DEPTH, "load queue entries"),
                P_INT("fifoDepth_S", true, 16, 1, HS_LSQ_MAX_DEPTH, "store queue entries"),
                P_INT("numLoadPorts", true, 0, 0, HS_LSQ_MAX_PORTS, "load ports"),
                P_INT("numStorePorts", true, 0, 0, HS_LSQ_MAX_PORTS, "store ports"),
                P_INT("numBBs", true, 1, 1, HS_LSQ_MAX_GROUPS, "groups (ctrl channels)"),
                P_INT("numLdChannels", false, 1, 1, 1, "load channels to memory (1)"),
                P_INT("numStChannels", false, 1, 1, 1, "store channels to memory (1)"),
                B("master", 1, "true: talks to a block RAM; false: behind a mem_controller"),
                B("stResp", 0, "store responses (not supported: false)"),
                B("groupMulti", 0, "several groups allocated in one cycle"),
                B("bypassEn", 1, "store-to-load forwarding"),
                {"numLoads", HS_P_LIST, true, 0, 0, HS_LSQ_MAX_DEPTH, NULL, "loads per group"},
                {"numStores", HS_P_LIST, true, 0, 0, HS_LSQ_MAX_DEPTH, NULL, "stores per group"},
                LISTS("ldOrder", false, HS_LSQ_MAX_DEPTH,
                      "per group, per load: the group's stores before it"),
                LISTS("ldPortIdx", false, HS_LSQ_MAX_PORTS, "per group, per load: its port"),
                LISTS("stPortIdx", false, HS_LSQ_MAX_PORTS, "per group, per store: its port"),
                B("pipe0En", 0, "Dynamatic's pipeline register 0 (accepted, see docs)"),
                B("pipe1En", 0, "Dynamatic's pipeline register 1 (accepted, see docs)"),
                B("pipeCompEn", 0, "Dynamatic's comparison pipeline register (accepted)"),
                B("headLagEn", 0, "Dynamatic's lagging load-queue head (accepted)"),
                LISTS("loadOffsets", false, HS_LSQ_MAX_DEPTH, "older spelling of ldOrder"),
                LISTS("loadPorts", false, HS_LSQ_MAX_PORTS, "older spelling of ldPortIdx"),
                LISTS("storeOffsets", false, HS_LSQ_MAX_DEPTH, "older spelling (not needed)"),
                LISTS("storePorts", false, HS_LSQ_MAX_PORTS, "older spelling of stPortIdx")},
     .n_ports = 18,
     .ports = {RAWP("storeData", HS_OUT, "dataWidth"), RAWP("storeAddr", HS_OUT, "addrWidth"),
               RAW1("storeEn", HS_OUT), RAWP("loadData", HS_IN, "dataWidth"),
               RAWP("loadAddr", HS_OUT, "addrWidth"), RAW1("loadEn", HS_OUT),
               MEM_CH("stDataToMC", "dataWidth", HS_MEM_ST_DATA),
               MEM_CH("stAddrToMC", "addrWidth", HS_MEM_ST_ADDR),
               MCH("ldDataFromMC", HS_IN, "dataWidth"),
               MEM_CH("ldAddrToMC", "addrWidth", HS_MEM_LD_ADDR), CARR("ctrl", HS_IN, "numBBs"),
               MARR("ldAddr", HS_IN, "addrWidth", "numLoadPorts"),
               MARR("ldData", HS_OUT, "dataWidth", "numLoadPorts"),
               MARR("stAddr", HS_IN, "addrWidth", "numStorePorts"),
               MARR("stData", HS_IN, "dataWidth", "numStorePorts"),
               CTRL("memStart", HS_IN, HS_X_NONE), CTRL("ctrlEnd", HS_IN, HS_X_NONE),
               CTRL("memEnd", HS_OUT, HS_X_NONE)},
     .check = check_lsq,
     .port_present = lsq_present,
     .flat_ports = hs_lsq_unit_ports},
    {.name = NULL},
};
