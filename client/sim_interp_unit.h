/* The interpreter's own view of a netlist (sim_interp.c) shared with its per-unit
 * models (sim_interp_models.c): channel queues and the units wired to them. */
#ifndef HSGEN_SIM_INTERP_UNIT_H
#define HSGEN_SIM_INTERP_UNIT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_netlist.h"
#include "sim_lsq.h"

#define SIM_MAX_ELEMS 64 /* port elements of one unit the interpreter follows */

/* One channel: an unbounded queue of tokens. */
typedef struct {
    uint64_t *v;
    int head, n, cap;
    bool endless; /* from a source: always holds `value` */
    uint64_t value;
    unsigned width;
    bool fl; /* f32 or f64 data */
} sim_queue;

struct sim_imodel;

/* One unit of the netlist, its channels in port order and its model's state. */
typedef struct {
    const hs_net_unit *nu;
    const struct sim_imodel *model; /* from the unit's catalog row (sim_imodel_find) */
    int in[SIM_MAX_ELEMS], n_in;    /* channels per input element, in port order */
    int out[SIM_MAX_ELEMS], n_out;  /* likewise for outputs */
    bool lazy;
    int data_in, data_out; /* bundle/unbundle: the element of port data, -1 when none */
    /* mem_controller: ports per kind, the memory (from its ram) and the run's state */
    int nc, nl, ns, nd; /* nd: stDone outputs (0, or one per store port) */
    uint64_t *mem;
    long words, expect, done;
    bool running, nomore;
    sim_lsq *lsq;    /* a load-store queue's model (sim_lsq.c) */
    uint64_t state;  /* a unit's own state bit: init and repeating init (a token to generate
                      * before taking ins), the resolver (idle) */
    int groups, ops; /* sharing_wrapper: operation groups and operands of each */
    sim_queue order; /* sharing_wrapper: the groups of the operations issued, oldest first */
} sim_iunit;

/* A unit's token behaviour: one entry per catalog unit the interpreter models,
 * keyed by the row's name. */
typedef struct sim_imodel {
    const char *unit; /* bare catalog name */
    /* Fires the unit once if its inputs allow; returns whether it fired. */
    bool (*fire)(sim_iunit *x, sim_queue *q);
    /* Joined units (fire = sim_fire_join and its kin): the result of one firing from
     * the input tokens a[] (input width wi, output width wo). */
    uint64_t (*compute)(const sim_iunit *x, const uint64_t *a, unsigned wi, unsigned wo);
    /* What the unit needs besides its channels (a memory, a queue's model); NULL: nothing. */
    int (*setup)(const hs_netlist *nl, int u, sim_iunit *x, char *why, size_t cap);
    /* It chooses among inputs or outputs (merge, mux, cond_br) or only consumes (sink):
     * never one token computed once from endless inputs. */
    bool never_endless;
} sim_imodel;

/* The model of a catalog row, or NULL when the interpreter does not model it. */
const sim_imodel *sim_imodel_find(const hs_unit_info *row);

static inline uint64_t sim_mask(uint64_t v, unsigned w)
{
    return w >= 64 ? v : v & ((1ULL << w) - 1);
}

static inline int64_t sim_sext(uint64_t v, unsigned w)
{
    if (w == 0 || w >= 64)
        return (int64_t)v;
    uint64_t m = 1ULL << (w - 1);
    return (int64_t)((sim_mask(v, w) ^ m) - m);
}

/* A parameter of the netlist unit as written, or dflt. */
static inline const char *sim_param(const hs_net_unit *u, const char *key, const char *dflt)
{
    for (int i = 0; i < u->n_params; i++)
        if (strcmp(u->params[i].key, key) == 0)
            return u->params[i].value;
    return dflt;
}

static inline void sim_push(sim_queue *q, uint64_t v)
{
    if (q->n == q->cap) {
        q->cap = q->cap ? 2 * q->cap : 16;
        uint64_t *nv = realloc(q->v, sizeof(uint64_t) * (size_t)q->cap);
        if (!nv) {
            fprintf(stderr, "hsgen: out of memory\n");
            exit(1);
        }
        q->v = nv;
    }
    q->v[q->n++] = sim_mask(v, q->width);
}

static inline bool sim_has(const sim_queue *q)
{
    return q->endless || q->head < q->n;
}

static inline uint64_t sim_pop(sim_queue *q)
{
    return q->endless ? q->value : q->v[q->head++];
}

static inline uint64_t sim_peek(const sim_queue *q)
{
    return q->endless ? q->value : q->v[q->head];
}

#endif
