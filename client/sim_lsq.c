/* The load-store queue's token model (sim_lsq.h): a ctrl[g] token appends group g's
 * loads and stores to one list in program order (ldOrder); address and data tokens
 * fill, port by port, the oldest operation of theirs still lacking one; the list is
 * then executed from its head, in program order, as far as operands are there. A
 * master LSQ holds the memory (the ram on its block-RAM buses); a slave one passes
 * each operation to its mem_controller and waits for it to be taken (a load: for its
 * answer) before the next, so the controller sees them in program order too. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hs_lsq.h"
#include "sim_lsq.h"

typedef struct {
    bool load;
    int port;
    bool has_addr, has_data;
    uint64_t addr, data;
} op;

struct sim_lsq {
    hs_unit *u;
    hs_lsq_cfg c;
    int ctrl[HS_LSQ_MAX_GROUPS];
    int ld_addr[HS_LSQ_MAX_PORTS], ld_data[HS_LSQ_MAX_PORTS];
    int st_addr[HS_LSQ_MAX_PORTS], st_data[HS_LSQ_MAX_PORTS];
    int mem_start, ctrl_end, mem_end;                     /* master */
    int to_ld_addr, from_ld_data, to_st_addr, to_st_data; /* slave */
    uint64_t *mem;
    long words;
    op *ops;
    int n_ops, cap_ops, head;
    bool waiting; /* slave: the head load was sent, its answer not back */
    bool running, nomore;
};

/* The channel on (port, elem) of unit u, into it (in) or out of it; -1 when none. */
static int chan_of(const hs_netlist *nl, int u, const char *port, int elem, bool in)
{
    for (int k = 0; k < nl->n_chans; k++) {
        const hs_endpoint *ep = in ? &nl->chans[k].to : &nl->chans[k].from;
        if (ep->unit == u && strcmp(ep->port, port) == 0 && ep->elem == elem)
            return k;
    }
    return -1;
}

/* The unit's configuration, resolved from its parameters like any request (of the unit's
 * own row: the model table gives this model the LSQ's units). */
static int resolve(sim_lsq *s, const hs_net_unit *nu, char *why, size_t cap)
{
    hs_request r;
    hs_diag d;
    hs_config cfg;
    hs_diag_clear(&d);
    hs_request_init(&r, nu->info ? nu->info->name : nu->unit);
    int rc = hs_config_default(&cfg, &d);
    for (int i = 0; rc == 0 && i < nu->n_params; i++)
        rc = hs_request_add_param(&r, nu->params[i].key, nu->params[i].value, &d);
    if (rc == 0)
        rc = hs_unit_resolve(&r, HS_HDL_VHDL, &cfg, s->u, &d);
    if (rc == 0)
        rc = hs_lsq_config(s->u, &s->c, &d);
    if (rc)
        snprintf(why, cap, "unit %s: %s", nu->name, d.message);
    hs_request_free(&r);
    hs_config_free(&cfg);
    return rc;
}

/* Master: the ram its storeEn bus leads to, with its size and initial words. */
static int memory(sim_lsq *s, const hs_netlist *nl, int u, char *why, size_t cap)
{
    int k = chan_of(nl, u, "storeEn", -1, false);
    if (k < 0)
        k = chan_of(nl, u, "loadEn", -1, false);
    int r = k >= 0 ? nl->chans[k].to.unit : -1;
    if (r < 0 || !nl->units[r].info || !nl->units[r].info->memory) {
        snprintf(why, cap, "unit %s: its block-RAM side does not lead to a ram", nl->units[u].name);
        return -1;
    }
    const hs_net_unit *ru = &nl->units[r];
    const char *size = "0", *values = "";
    for (int i = 0; i < ru->n_params; i++) {
        if (strcmp(ru->params[i].key, "size") == 0)
            size = ru->params[i].value;
        if (strcmp(ru->params[i].key, "values") == 0)
            values = ru->params[i].value;
    }
    s->words = strtol(size, NULL, 10);
    s->mem = calloc((size_t)(s->words > 0 ? s->words : 1), sizeof(uint64_t));
    if (!s->mem)
        return -1;
    for (long i = 0; *values && i < s->words;) {
        char *end;
        long long v = strtoll(values, &end, 0);
        if (end == values) {
            values++;
            continue;
        }
        s->mem[i++] = (uint64_t)v;
        values = end;
    }
    return 0;
}

sim_lsq *sim_lsq_new(const hs_netlist *nl, int u, char *why, size_t cap)
{
    sim_lsq *s = calloc(1, sizeof(*s));
    if (!s || !(s->u = hs_unit_new())) {
        free(s);
        snprintf(why, cap, "out of memory");
        return NULL;
    }
    if (resolve(s, &nl->units[u], why, cap) || (s->c.master && memory(s, nl, u, why, cap))) {
        sim_lsq_free(s);
        return NULL;
    }
    for (uint32_t g = 0; g < s->c.n_groups; g++)
        s->ctrl[g] = chan_of(nl, u, "ctrl", (int)g, true);
    for (uint32_t p = 0; p < s->c.n_ldp; p++) {
        s->ld_addr[p] = chan_of(nl, u, "ldAddr", (int)p, true);
        s->ld_data[p] = chan_of(nl, u, "ldData", (int)p, false);
    }
    for (uint32_t p = 0; p < s->c.n_stp; p++) {
        s->st_addr[p] = chan_of(nl, u, "stAddr", (int)p, true);
        s->st_data[p] = chan_of(nl, u, "stData", (int)p, true);
    }
    s->mem_start = chan_of(nl, u, "memStart", -1, true);
    s->ctrl_end = chan_of(nl, u, "ctrlEnd", -1, true);
    s->mem_end = chan_of(nl, u, "memEnd", -1, false);
    s->to_ld_addr = chan_of(nl, u, "ldAddrToMC", -1, false);
    s->from_ld_data = chan_of(nl, u, "ldDataFromMC", -1, true);
    s->to_st_addr = chan_of(nl, u, "stAddrToMC", -1, false);
    s->to_st_data = chan_of(nl, u, "stDataToMC", -1, false);
    return s;
}

void sim_lsq_free(sim_lsq *s)
{
    if (!s)
        return;
    hs_unit_free(s->u);
    free(s->mem);
    free(s->ops);
    free(s);
}

static bool has(const sim_lsq_io *io, int k)
{
    return k >= 0 && io->has(io->ctx, k);
}

static void push(const sim_lsq_io *io, int k, uint64_t v)
{
    if (k >= 0)
        io->push(io->ctx, k, v);
}

/* Group g's operations appended in program order (a store j comes before a load k
 * when ldOrder[g][k] > j). */
static bool allocate(sim_lsq *s, uint32_t g)
{
    uint32_t nl = s->c.n_loads[g], ns = s->c.n_stores[g];
    if (s->n_ops + (int)(nl + ns) > s->cap_ops) {
        int cap = (s->cap_ops + (int)(nl + ns)) * 2;
        op *n = realloc(s->ops, (size_t)cap * sizeof(op));
        if (!n)
            return false;
        s->ops = n;
        s->cap_ops = cap;
    }
    for (uint32_t k = 0, j = 0; k < nl || j < ns;) {
        op *o = &s->ops[s->n_ops++];
        memset(o, 0, sizeof(*o));
        if (k < nl && s->c.ld_order[g][k] <= (int64_t)j) {
            o->load = true;
            o->port = (int)s->c.ld_port[g][k++];
        } else {
            o->port = (int)s->c.st_port[g][j++];
        }
    }
    return true;
}

/* The oldest operation of a kind and port still lacking an operand, or NULL. */
static op *lacking(sim_lsq *s, bool load, int port, bool data)
{
    for (int i = s->head; i < s->n_ops; i++) {
        op *o = &s->ops[i];
        if (o->load == load && o->port == port && !(data ? o->has_data : o->has_addr))
            return o;
    }
    return NULL;
}

/* Address and data tokens to their operations. */
static bool take_operands(sim_lsq *s, const sim_lsq_io *io)
{
    bool any = false;
    op *o;
    for (uint32_t p = 0; p < s->c.n_ldp; p++)
        while (has(io, s->ld_addr[p]) && (o = lacking(s, true, (int)p, false)))
            o->addr = io->pop(io->ctx, s->ld_addr[p]), o->has_addr = any = true;
    for (uint32_t p = 0; p < s->c.n_stp; p++) {
        while (has(io, s->st_addr[p]) && (o = lacking(s, false, (int)p, false)))
            o->addr = io->pop(io->ctx, s->st_addr[p]), o->has_addr = any = true;
        while (has(io, s->st_data[p]) && (o = lacking(s, false, (int)p, true)))
            o->data = io->pop(io->ctx, s->st_data[p]), o->has_data = any = true;
    }
    return any;
}

/* The head operation, done if it can be: 2 when done, 1 when only a slave load's
 * request moved, 0 when nothing could. */
static int execute(sim_lsq *s, const sim_lsq_io *io)
{
    if (s->head == s->n_ops)
        return 0;
    op *o = &s->ops[s->head];
    if (!o->has_addr || (!o->load && !o->has_data))
        return 0;
    if (s->c.master) {
        if (o->load)
            push(io, s->ld_data[o->port], (long)o->addr < s->words ? s->mem[o->addr] : 0);
        else if ((long)o->addr < s->words)
            s->mem[o->addr] = o->data;
    } else if (o->load) { /* sent once the stores before it are taken; done when answered */
        int moved = 0;
        if (!s->waiting) {
            if (has(io, s->to_st_addr) || has(io, s->to_st_data))
                return 0;
            push(io, s->to_ld_addr, o->addr);
            s->waiting = true;
            moved = 1;
        }
        if (!has(io, s->from_ld_data))
            return moved;
        push(io, s->ld_data[o->port], io->pop(io->ctx, s->from_ld_data));
        s->waiting = false;
    } else {
        if (has(io, s->to_ld_addr))
            return 0;
        push(io, s->to_st_addr, o->addr);
        push(io, s->to_st_data, o->data);
    }
    s->head++;
    return 2;
}

bool sim_lsq_fire(sim_lsq *s, const sim_lsq_io *io)
{
    bool any = false;
    for (uint32_t g = 0; g < s->c.n_groups; g++)
        while (has(io, s->ctrl[g])) {
            io->pop(io->ctx, s->ctrl[g]);
            if (!allocate(s, g))
                return any;
            any = true;
        }
    if (s->c.master && !s->running && has(io, s->mem_start))
        io->pop(io->ctx, s->mem_start), s->running = any = true;
    if (s->c.master && !s->nomore && has(io, s->ctrl_end))
        io->pop(io->ctx, s->ctrl_end), s->nomore = any = true;
    any |= take_operands(s, io);
    int r;
    while ((r = execute(s, io)) > 0) {
        any = true;
        if (r == 1)
            break;
    }
    if (s->head == s->n_ops) { /* everything done: the list starts over */
        s->head = s->n_ops = 0;
        if (s->c.master && s->running && s->nomore) {
            push(io, s->mem_end, 0);
            s->running = s->nomore = false;
            any = true;
        }
    }
    return any;
}
