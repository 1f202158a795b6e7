/* The load-store queue in `hsgen simulate`'s token interpreter (sim_interp.c): program
 * order, token by token. Kept apart from the interpreter, which reaches the channel
 * queues through the callbacks of sim_lsq_io. */
#ifndef HSGEN_SIM_LSQ_H
#define HSGEN_SIM_LSQ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hs_netlist.h"

/* The interpreter's queues, by channel index of the netlist. */
typedef struct {
    void *ctx;
    bool (*has)(void *ctx, int chan);
    uint64_t (*pop)(void *ctx, int chan);
    void (*push)(void *ctx, int chan, uint64_t v);
} sim_lsq_io;

typedef struct sim_lsq sim_lsq;

/* The model of unit u (a handshake.lsq): its configuration from the unit's parameters,
 * its channels, and (master) the memory of the ram its storeEn bus drives. NULL with a
 * reason when the unit cannot be modelled. */
sim_lsq *sim_lsq_new(const hs_netlist *nl, int u, char *why, size_t cap);
/* One step: tokens taken, operations done in program order as far as their operands
 * allow. Returns whether anything moved. */
bool sim_lsq_fire(sim_lsq *s, const sim_lsq_io *io);
void sim_lsq_free(sim_lsq *s);

#endif
