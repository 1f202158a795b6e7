/* The load-store queue's configuration, read from a verified handshake.lsq unit: the
 * parameters of Dynamatic's LSQ configuration JSON, with the older spelling
 * (loadOffsets, loadPorts, storePorts, padded per group) folded into the newer one.
 * Its generator (op_lsq*.c), its simulation model and its rule clause read it here. */
#ifndef HS_LSQ_H
#define HS_LSQ_H

#include <stdbool.h>
#include <stdint.h>

#include "hs_unit.h"

#define HS_LSQ_MAX_GROUPS 64
#define HS_LSQ_MAX_DEPTH 1024
#define HS_LSQ_MAX_PORTS 64

typedef struct {
    uint32_t data_w, addr_w;
    uint32_t depth_l, depth_s; /* fifoDepth_L, fifoDepth_S: queue entries */
    uint32_t n_ldp, n_stp;     /* numLoadPorts, numStorePorts */
    uint32_t n_groups;         /* numBBs */
    bool master, bypass;       /* master: talks to memory; bypassEn: store-to-load forwarding */
    bool group_multi;          /* groupMulti: several groups allocated in one cycle */
    bool pipe0, pipe1, pipe_comp, head_lag; /* Dynamatic's pipeline options (accepted) */
    uint32_t n_loads[HS_LSQ_MAX_GROUPS], n_stores[HS_LSQ_MAX_GROUPS];
    /* per group: ld_order[g][k] = stores of group g before its load k (program order);
     * ld_port[g][k], st_port[g][j]: the access port of load k and of store j */
    const int64_t *ld_order[HS_LSQ_MAX_GROUPS];
    const int64_t *ld_port[HS_LSQ_MAX_GROUPS];
    const int64_t *st_port[HS_LSQ_MAX_GROUPS];
} hs_lsq_cfg;

/* One port of the LSQ's entity, as Dynamatic's LSQ wrapper declares it and its top level
 * instantiates it: a flat port (hs_unit.h), the row's flat_ports. */
typedef hs_flat_port hs_lsq_port;
enum {
    HS_LSQ_CLOCK = HS_FLAT_CLOCK,
    HS_LSQ_RESET = HS_FLAT_RESET,
    HS_LSQ_DATA = HS_FLAT_DATA,
    HS_LSQ_VALID = HS_FLAT_VALID,
    HS_LSQ_READY = HS_FLAT_READY
};

/* The entity's ports in Dynamatic's declaration order (master or slave wrapper). Writes at
 * most cap of them to out and returns how many there are. */
int hs_lsq_entity_ports(const hs_lsq_cfg *c, hs_lsq_port *out, int cap);
/* The same from a verified unit (the row's flat_ports): HS_E_INTERNAL when its
 * configuration does not read, which verification rules out. */
int hs_lsq_unit_ports(const hs_unit *u, hs_flat_port *out, int cap);

/* Fills c from a unit whose parameters passed the catalog's ranges. Returns 0, or
 * HS_E_PARAM with d naming the parameter that is inconsistent (the rule clause). */
int hs_lsq_config(const hs_unit *u, hs_lsq_cfg *c, hs_diag *d);

#endif
