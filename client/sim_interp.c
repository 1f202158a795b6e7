/* The token-level netlist interpreter of `hsgen simulate`: an independent
 * reading of what a circuit computes, to hold the simulated HDL against. Each
 * channel is an unbounded queue; a unit fires when its inputs allow (all of
 * them for a join-like unit, any one for a merge, the index and the chosen
 * input for a mux). Sources, and units fed only by sources (constants), are
 * endless: their channels always hold the same token. Extra signals are not
 * modelled: the interpreter follows data (integers, f32 and f64). A memory controller and the ram
 * on its raw block-RAM buses are one memory: each load reads it as the stores taken so far left it,
 * each store writes it, and memEnd comes once memStart and ctrlEnd came and the stores the ctrl
 * tokens announced are done; load and store units pass their address and data on independently; raw
 * buses carry no tokens. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim_interp.h"
#include "sim_lsq.h"

#define MAX_FIRINGS 20000000L
#define MAX_ELEMS 64 /* port elements of one unit the interpreter follows */

typedef struct {
    uint64_t *v;
    int head, n, cap;
    bool endless; /* from a source: always holds `value` */
    uint64_t value;
    unsigned width;
    bool fl; /* f32 or f64 data */
} queue;

typedef struct {
    const hs_net_unit *nu;
    const char *kind;          /* catalog name without "handshake." */
    int in[MAX_ELEMS], n_in;   /* channels per input element, in port order */
    int out[MAX_ELEMS], n_out; /* likewise for outputs */
    bool lazy;
    int data_in, data_out; /* bundle/unbundle: the element of port data, -1 when none */
    /* mem_controller: ports per kind, the memory (from its ram) and the run's state */
    int nc, nl, ns;
    uint64_t *mem;
    long words, expect, done;
    bool running, nomore;
    sim_lsq *lsq; /* a load-store queue's model (sim_lsq.c) */
} unit;

static uint64_t mask(uint64_t v, unsigned w)
{
    return w >= 64 ? v : v & ((1ULL << w) - 1);
}

static int64_t sext(uint64_t v, unsigned w)
{
    if (w == 0 || w >= 64)
        return (int64_t)v;
    uint64_t m = 1ULL << (w - 1);
    return (int64_t)((mask(v, w) ^ m) - m);
}

static const char *param(const hs_net_unit *u, const char *key, const char *dflt)
{
    for (int i = 0; i < u->n_params; i++)
        if (strcmp(u->params[i].key, key) == 0)
            return u->params[i].value;
    return dflt;
}

static void push(queue *q, uint64_t v)
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
    q->v[q->n++] = mask(v, q->width);
}

static bool has(const queue *q)
{
    return q->endless || q->head < q->n;
}

static uint64_t pop(queue *q)
{
    return q->endless ? q->value : q->v[q->head++];
}

static uint64_t peekq(const queue *q)
{
    return q->endless ? q->value : q->v[q->head];
}

/* The ports of each unit in port order (catalog order, elements ascending). */
/* bundle/unbundle: the raw part ports (one per extra signal, outside the port
 * table), after the table's ports. */
static int wire_parts(const hs_netlist *nl, int u, unit *x, char *why, size_t cap)
{
    const hs_unit_info *info = x->nu->info;
    for (int k = 0; k < nl->n_chans; k++)
        for (int side = 0; side < 2; side++) {
            const hs_endpoint *ep = side ? &nl->chans[k].from : &nl->chans[k].to;
            bool table = false;
            for (int p = 0; p < info->n_ports && !table; p++)
                table = strcmp(info->ports[p].name, ep->port) == 0;
            if (ep->unit != u || table)
                continue;
            if (x->n_in == MAX_ELEMS || x->n_out == MAX_ELEMS) {
                snprintf(why, cap, "unit %s: more than %d port elements are not modelled",
                         x->nu->name, MAX_ELEMS);
                return -1;
            }
            if (side)
                x->out[x->n_out++] = k;
            else
                x->in[x->n_in++] = k;
        }
    return 0;
}

static int wire_units(const hs_netlist *nl, unit *us, char *why, size_t cap)
{
    for (int u = 0; u < nl->n_units; u++) {
        unit *x = &us[u];
        x->nu = &nl->units[u];
        x->kind = strncmp(x->nu->unit, "handshake.", 10) == 0 ? x->nu->unit + 10 : x->nu->unit;
        const hs_unit_info *info = x->nu->info;
        x->data_in = x->data_out = -1;
        if (!info) {
            snprintf(why, cap, "unit %s (%s) is not modelled", x->nu->name, x->nu->unit);
            return -1;
        }
        for (int p = 0; p < info->n_ports; p++) {
            const hs_port_info *pi = &info->ports[p];
            for (int e = 0;; e++) {
                int found = -1;
                for (int k = 0; k < nl->n_chans && found < 0; k++) {
                    const hs_endpoint *ep =
                        pi->dir == HS_IN ? &nl->chans[k].to : &nl->chans[k].from;
                    if (ep->unit == u && strcmp(ep->port, pi->name) == 0 &&
                        ep->elem == (pi->array ? e : -1))
                        found = k;
                }
                if (found < 0)
                    break;
                if (x->n_in == MAX_ELEMS || x->n_out == MAX_ELEMS) {
                    snprintf(why, cap, "unit %s: more than %d port elements are not modelled",
                             x->nu->name, MAX_ELEMS);
                    return -1;
                }
                if (strcmp(pi->name, "data") == 0)
                    *(pi->dir == HS_IN ? &x->data_in : &x->data_out) =
                        pi->dir == HS_IN ? x->n_in : x->n_out;
                if (pi->dir == HS_IN)
                    x->in[x->n_in++] = found;
                else
                    x->out[x->n_out++] = found;
                if (!pi->array)
                    break;
            }
        }
        if (info->part_ports && wire_parts(nl, u, x, why, cap))
            return -1;
    }
    return 0;
}

static bool is(const unit *x, const char *k)
{
    return strcmp(x->kind, k) == 0;
}

/* Channels into (or out of) port `port` of unit u. */
static int count_port(const hs_netlist *nl, int u, const char *port, bool out)
{
    int n = 0;
    for (int k = 0; k < nl->n_chans; k++) {
        const hs_endpoint *ep = out ? &nl->chans[k].from : &nl->chans[k].to;
        n += ep->unit == u && strcmp(ep->port, port) == 0;
    }
    return n;
}

/* A memory controller's memory: the ram its storeEn bus drives, with its size and
 * initial values; 0, or -1 with a reason. */
static int wire_memory(const hs_netlist *nl, int u, unit *x, char *why, size_t cap)
{
    x->nc = count_port(nl, u, "ctrl", false);
    x->nl = count_port(nl, u, "ldAddr", false);
    x->ns = count_port(nl, u, "stAddr", false);
    int r = -1;
    for (int k = 0; k < nl->n_chans && r < 0; k++)
        if (nl->chans[k].from.unit == u && strcmp(nl->chans[k].from.port, "storeEn") == 0)
            r = nl->chans[k].to.unit;
    if (r < 0 || !nl->units[r].info || strcmp(nl->units[r].info->name, "handshake.ram") != 0) {
        snprintf(why, cap, "unit %s: its block-RAM side does not lead to a ram", x->nu->name);
        return -1;
    }
    x->words = strtol(param(&nl->units[r], "size", "0"), NULL, 10);
    x->mem = calloc((size_t)(x->words > 0 ? x->words : 1), sizeof(uint64_t));
    if (!x->mem)
        return -1;
    const char *s = param(&nl->units[r], "values", "");
    for (long i = 0; *s && i < x->words;) {
        char *end;
        long long v = strtoll(s, &end, 0);
        if (end == s) {
            s++;
            continue;
        }
        x->mem[i++] = (uint64_t)v;
        s = end;
    }
    return 0;
}

/* One step of a memory controller: ctrl tokens counted, memStart and ctrlEnd taken,
 * one load per port answered, one store per port written, memEnd when the run is
 * complete. Input elements: memStart, ctrlEnd, ctrl[], ldAddr[], stAddr[], stData[],
 * loadData; outputs: memEnd, ldData[], then the raw buses. */
static bool fire_memory(unit *x, queue *q)
{
    bool any = false;
    int ctrl = 2, ld = ctrl + x->nc, st = ld + x->nl, sd = st + x->ns;
    for (int c = 0; c < x->nc; c++)
        while (has(&q[x->in[ctrl + c]]))
            x->expect += (long)pop(&q[x->in[ctrl + c]]), any = true;
    if (!x->running && has(&q[x->in[0]]))
        pop(&q[x->in[0]]), x->running = any = true;
    if (!x->nomore && has(&q[x->in[1]]))
        pop(&q[x->in[1]]), x->nomore = any = true;
    for (int i = 0; i < x->nl; i++)
        if (has(&q[x->in[ld + i]])) {
            uint64_t a = pop(&q[x->in[ld + i]]);
            push(&q[x->out[1 + i]], (long)a < x->words ? x->mem[a] : 0);
            any = true;
        }
    for (int j = 0; j < x->ns; j++)
        if (has(&q[x->in[st + j]]) && has(&q[x->in[sd + j]])) {
            uint64_t a = pop(&q[x->in[st + j]]), v = pop(&q[x->in[sd + j]]);
            if ((long)a < x->words)
                x->mem[a] = v;
            x->done++;
            any = true;
        }
    if (x->running && x->nomore && (x->ns == 0 || x->expect == x->done)) {
        push(&q[x->out[0]], 0);
        x->running = x->nomore = false;
        x->expect = x->done = 0;
        any = true;
    }
    return any;
}

/* The arithmetic of one two-operand unit. */
static bool binop(const char *k, uint64_t a, uint64_t b, unsigned w, uint64_t *r)
{
    int64_t sa = sext(a, w), sb = sext(b, w);
    if (!strcmp(k, "addi"))
        *r = a + b;
    else if (!strcmp(k, "subi"))
        *r = a - b;
    else if (!strcmp(k, "muli"))
        *r = a * b;
    else if (!strcmp(k, "andi"))
        *r = a & b;
    else if (!strcmp(k, "ori"))
        *r = a | b;
    else if (!strcmp(k, "xori"))
        *r = a ^ b;
    else if (!strcmp(k, "shli"))
        *r = b >= w ? 0 : a << b;
    else if (!strcmp(k, "shrui"))
        *r = b >= w ? 0 : mask(a, w) >> b;
    else if (!strcmp(k, "shrsi"))
        *r = (uint64_t)(sa >> (b >= w ? w - 1 : b));
    else if (!strcmp(k, "maxsi"))
        *r = sa > sb ? a : b;
    else if (!strcmp(k, "minsi"))
        *r = sa < sb ? a : b;
    else if (!strcmp(k, "maxui"))
        *r = mask(a, w) > mask(b, w) ? a : b;
    else if (!strcmp(k, "minui"))
        *r = mask(a, w) < mask(b, w) ? a : b;
    else
        return false;
    return true;
}

static bool compare(const char *p, uint64_t a, uint64_t b, unsigned w)
{
    int64_t sa = sext(a, w), sb = sext(b, w);
    a = mask(a, w);
    b = mask(b, w);
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
    return a >= b; /* uge */
}

/* Floats: the IEEE-754 bit pattern of a channel's data (f32 or f64) and back;
 * C's float arithmetic rounds to nearest even, as the units do. */
static double to_d(uint64_t v, unsigned w)
{
    if (w == 64) {
        double d;
        memcpy(&d, &v, sizeof(d));
        return d;
    }
    uint32_t b = (uint32_t)v;
    float f;
    memcpy(&f, &b, sizeof(f));
    return f;
}

static uint64_t from_d(double d, unsigned w)
{
    if (w == 64) {
        uint64_t v;
        memcpy(&v, &d, sizeof(v));
        return v;
    }
    float f = (float)d;
    uint32_t b;
    memcpy(&b, &f, sizeof(b));
    return b;
}

/* One float unit; false when k is not one. */
static bool float_op(const unit *x, const char *k, const uint64_t *a, unsigned wi, unsigned wo,
                     uint64_t *r)
{
    if (!strcmp(k, "sitofp") || !strcmp(k, "uitofp")) {
        double d = !strcmp(k, "sitofp") ? (double)sext(a[0], wi) : (double)mask(a[0], wi);
        *r = from_d(wo == 32 ? (double)(float)d : d, wo);
        return true;
    }
    double p = to_d(a[0], wi), q = x->n_in > 1 ? to_d(a[1], wi) : 0;
    if (wi == 32) { /* f32 arithmetic in float, as the hardware */
        float fp = (float)p, fq = (float)q;
        if (!strcmp(k, "addf"))
            *r = from_d(fp + fq, 32);
        else if (!strcmp(k, "subf"))
            *r = from_d(fp - fq, 32);
        else if (!strcmp(k, "mulf"))
            *r = from_d(fp * fq, 32);
        else if (!strcmp(k, "divf"))
            *r = from_d(fp / fq, 32);
        else
            goto common;
        return true;
    }
    if (!strcmp(k, "addf"))
        *r = from_d(p + q, wo);
    else if (!strcmp(k, "subf"))
        *r = from_d(p - q, wo);
    else if (!strcmp(k, "mulf"))
        *r = from_d(p * q, wo);
    else if (!strcmp(k, "divf"))
        *r = from_d(p / q, wo);
    else
        goto common;
    return true;
common:
    if (!strcmp(k, "negf"))
        *r = from_d(-p, wo);
    else if (!strcmp(k, "absf"))
        *r = from_d(fabs(p), wo);
    else if (!strcmp(k, "fptosi"))
        *r = isnan(p) ? 0 : (uint64_t)(int64_t)p;
    else
        return false;
    return true;
}

/* Whether the unit is modelled at all. */
static bool modelled(const unit *x)
{
    static const char *const kinds[] = {"addi",     "subi",           "muli",          "andi",
                                        "ori",      "xori",           "shli",          "shrui",
                                        "shrsi",    "maxsi",          "minsi",         "maxui",
                                        "minui",    "cmpi",           "extsi",         "extui",
                                        "trunci",   "noti",           "select",        "constant",
                                        "source",   "sink",           "fork",          "lazy_fork",
                                        "join",     "merge",          "control_merge", "mux",
                                        "br",       "cond_br",        "buffer",        "load",
                                        "store",    "mem_controller", "ram",           "addf",
                                        "subf",     "mulf",           "divf",          "negf",
                                        "absf",     "sitofp",         "uitofp",        "fptosi",
                                        "unbundle", "bundle",         "lsq",           NULL};
    for (int i = 0; kinds[i]; i++)
        if (is(x, kinds[i]))
            return true;
    return false;
}

/* The queues as the LSQ's model reaches them (sim_lsq_io), by channel index. */
static bool lsq_has(void *ctx, int k)
{
    return has(&((queue *)ctx)[k]);
}

static uint64_t lsq_pop(void *ctx, int k)
{
    return pop(&((queue *)ctx)[k]);
}

static void lsq_push(void *ctx, int k, uint64_t v)
{
    push(&((queue *)ctx)[k], v);
}

/* Fires unit x once if its inputs allow; returns whether it fired. */
static bool fire(unit *x, queue *q)
{
    const char *k = x->kind;
    unsigned w_out = x->n_out ? q[x->out[0]].width : 0;
    if (is(x, "sink"))
        return has(&q[x->in[0]]) && !q[x->in[0]].endless ? (pop(&q[x->in[0]]), true) : false;
    if (is(x, "ram"))
        return false; /* its contents live in the controller that drives it */
    if (is(x, "mem_controller"))
        return fire_memory(x, q);
    if (is(x, "lsq")) {
        sim_lsq_io io = {q, lsq_has, lsq_pop, lsq_push};
        return sim_lsq_fire(x->lsq, &io);
    }
    if (is(x, "load") || is(x, "store")) { /* address and data pass on independently */
        bool any = false;
        for (int i = 0; i < 2 && i < x->n_in; i++)
            if (has(&q[x->in[i]]))
                push(&q[x->out[i]], pop(&q[x->in[i]])), any = true;
        return any;
    }
    if (is(x, "merge") || is(x, "control_merge")) {
        for (int i = 0; i < x->n_in; i++)
            if (has(&q[x->in[i]]) && !(q[x->in[i]].endless && x->lazy)) {
                uint64_t v = pop(&q[x->in[i]]);
                push(&q[x->out[0]], v);
                if (x->n_out > 1)
                    push(&q[x->out[1]], (uint64_t)i);
                return true;
            }
        return false;
    }
    if (is(x, "unbundle")) {
        /* a token of ins leaves as one on each downstream part (the data on data);
         * upstream wires (ready, upstream signals) are not tokens: dropped */
        if (!has(&q[x->in[0]]))
            return false;
        uint64_t v = pop(&q[x->in[0]]);
        for (int i = 1; i < x->n_in; i++)
            while (has(&q[x->in[i]]))
                pop(&q[x->in[i]]);
        for (int o = 0; o < x->n_out; o++)
            push(&q[x->out[o]], o == x->data_out ? v : 0);
        return true;
    }
    if (is(x, "bundle")) { /* every downstream part joined into one token of outs */
        for (int i = 0; i < x->n_in; i++)
            if (!has(&q[x->in[i]]))
                return false;
        uint64_t v = 0;
        for (int i = 0; i < x->n_in; i++) {
            uint64_t p = pop(&q[x->in[i]]);
            if (i == x->data_in)
                v = p;
        }
        push(&q[x->out[0]], v); /* outs: the first output in table order */
        return true;
    }
    if (is(x, "mux")) {
        if (!has(&q[x->in[0]]))
            return false;
        uint64_t idx = peekq(&q[x->in[0]]);
        if (idx + 1 >= (uint64_t)x->n_in || !has(&q[x->in[1 + idx]]))
            return false;
        pop(&q[x->in[0]]);
        push(&q[x->out[0]], pop(&q[x->in[1 + idx]]));
        return true;
    }
    for (int i = 0; i < x->n_in; i++) /* every other unit joins all its inputs */
        if (!has(&q[x->in[i]]))
            return false;
    uint64_t a[MAX_ELEMS] = {0};
    for (int i = 0; i < x->n_in; i++)
        a[i] = pop(&q[x->in[i]]);
    uint64_t r = 0;
    unsigned w_in = x->n_in ? q[x->in[0]].width : 0;
    if (float_op(x, k, a, w_in, w_out, &r))
        push(&q[x->out[0]], r);
    else if (binop(k, a[0], x->n_in > 1 ? a[1] : 0, w_out, &r))
        push(&q[x->out[0]], r);
    else if (is(x, "cmpi"))
        push(&q[x->out[0]], compare(param(x->nu, "predicate", "eq"), a[0], a[1], w_in));
    else if (is(x, "extsi"))
        push(&q[x->out[0]], (uint64_t)sext(a[0], w_in));
    else if (is(x, "extui") || is(x, "trunci") || is(x, "br") || is(x, "buffer"))
        push(&q[x->out[0]], a[0]);
    else if (is(x, "noti"))
        push(&q[x->out[0]], ~a[0]);
    else if (is(x, "select"))
        push(&q[x->out[0]], a[0] & 1 ? a[1] : a[2]);
    else if (is(x, "constant"))
        push(&q[x->out[0]], (uint64_t)strtoll(param(x->nu, "value", "0"), NULL, 10));
    else if (is(x, "fork") || is(x, "lazy_fork"))
        for (int o = 0; o < x->n_out; o++)
            push(&q[x->out[o]], a[0]);
    else if (is(x, "join") || is(x, "source"))
        push(&q[x->out[0]], 0);
    else if (is(x, "cond_br"))
        push(&q[x->out[a[0] & 1 ? 0 : 1]], a[1]);
    return true;
}

/* Units fed by endless channels only become endless themselves (a constant
 * after a source): their one token is computed once. */
static void mark_endless(unit *us, int n, queue *q)
{
    bool changed = true;
    while (changed) {
        changed = false;
        for (int u = 0; u < n; u++) {
            unit *x = &us[u];
            if (x->lazy || is(x, "sink") || is(x, "merge") || is(x, "control_merge") ||
                is(x, "mux") || is(x, "cond_br") || x->n_out == 0)
                continue;
            bool all = true;
            for (int i = 0; i < x->n_in && all; i++)
                all = q[x->in[i]].endless;
            if (!all)
                continue;
            fire(x, q);
            for (int o = 0; o < x->n_out; o++) {
                queue *oq = &q[x->out[o]];
                oq->endless = true;
                oq->value = oq->n ? oq->v[oq->n - 1] : 0;
                oq->n = oq->head = 0;
            }
            x->lazy = true;
            changed = true;
        }
    }
}

int sim_interpret(const hs_netlist *nl, const sim_tokens *in, int runs, sim_tokens *out,
                  long *firings, char *why, size_t cap)
{
    unit *us = calloc((size_t)nl->n_units + 1, sizeof(unit));
    queue *q = calloc((size_t)nl->n_chans + 1, sizeof(queue));
    int rc = us && q ? wire_units(nl, us, why, cap) : -1;
    for (int u = 0; rc == 0 && u < nl->n_units; u++)
        if (!modelled(&us[u])) {
            snprintf(why, cap, "unit %s (%s) is not modelled", us[u].nu->name, us[u].nu->unit);
            rc = -1;
        } else if (is(&us[u], "mem_controller")) {
            rc = wire_memory(nl, u, &us[u], why, cap);
        } else if (is(&us[u], "lsq")) {
            rc = (us[u].lsq = sim_lsq_new(nl, u, why, cap)) ? 0 : -1;
        }
    for (int k = 0; rc == 0 && k < nl->n_chans; k++) {
        const hs_type *t = nl->chans[k].type;
        if (t->width > 64 || (t->dtype == 'f' && t->width != 32 && t->width != 64)) {
            snprintf(why, cap,
                     "channel of %s: only integers up to 64 bits, f32 and f64 are "
                     "modelled",
                     nl->chans[k].to.port);
            rc = -1;
        }
        q[k].fl = t->dtype == 'f';
        q[k].width = t->kind == HS_T_CONTROL ? 0 : t->width;
    }
    long fired = 0;
    if (rc == 0)
        mark_endless(us, nl->n_units, q);
    for (int r = 0; rc == 0 && r < runs && fired < MAX_FIRINGS; r++) {
        for (int k = 0; k < nl->n_chans; k++) /* run r's tokens, once run r - 1 is done */
            if (nl->chans[k].from.unit < 0 && r < in[nl->chans[k].from.cport].n)
                push(&q[k], in[nl->chans[k].from.cport].v[r]);
        bool any = true;
        while (any && fired < MAX_FIRINGS) {
            any = false;
            for (int u = 0; u < nl->n_units; u++)
                if (!us[u].lazy && fire(&us[u], q)) {
                    any = true;
                    fired++;
                }
        }
    }
    if (rc == 0) {
        if (fired >= MAX_FIRINGS) {
            snprintf(why, cap, "no end after %ld firings", fired);
            rc = -1;
        }
    }
    for (int i = 0; i < nl->n_outputs; i++)
        out[i].n = 0;
    for (int k = 0; rc == 0 && k < nl->n_chans; k++) {
        if (nl->chans[k].to.unit >= 0)
            continue;
        sim_tokens *o = &out[nl->chans[k].to.cport];
        if (nl->chans[k].from.unit < 0) { /* a pass-through */
            for (int j = 0; j < in[nl->chans[k].from.cport].n && o->n < SIM_MAX_TOKENS; j++)
                o->v[o->n++] = in[nl->chans[k].from.cport].v[j];
            continue;
        }
        for (int j = q[k].head; j < q[k].n && o->n < SIM_MAX_TOKENS; j++)
            o->v[o->n++] = q[k].v[j];
    }
    for (int k = 0; q && k < nl->n_chans; k++)
        free(q[k].v);
    for (int u = 0; us && u < nl->n_units; u++) {
        free(us[u].mem);
        sim_lsq_free(us[u].lsq);
    }
    free(q);
    free(us);
    if (firings)
        *firings = fired;
    return rc;
}
