/* Reference models: memory controller, BRAM adapter and RAM. mem_controller is
 * simulated with a ram behind it (sim_mem_pair.c, unit "mem_pair"): loads and stores
 * go anywhere in the RAM (64 words at most, so they meet often), and the model replays
 * the RAM: a load granted in cycle c (its ldAddr handshake) reads the word as the
 * stores granted before cycle c left it (a store and a load in the same cycle: the old
 * word), else the initial word. Every write reaching the RAM is also observed on
 * mem_writes. mem_to_bram (wires) and ram alone have raw ports only and no channel to
 * drive: ram is proven inside the pair. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "sim_case.h"

/* memStart and ctrlEnd once; ctrl[0] announces num_stores stores per token (ntok
 * tokens, one per store on every store port), the other ctrl ports zeros; addresses
 * anywhere in the RAM. */
static void stim_mem_pair(const sim_unit *u, sim_stim *s, sim_rng *r, int ntok)
{
    unsigned ns = (unsigned)sim_param_get(u, "num_stores", 0);
    unsigned dw = (unsigned)sim_param_get(u, "data_bitwidth", 8);
    unsigned words = sim_mem_pair_words((unsigned)sim_param_get(u, "addr_bitwidth", 1));
    for (int ch = 0; ch < u->n_chans; ch++) {
        const sim_port *p = sim_chan_port(u, ch);
        if (p->out)
            continue;
        bool first_ctrl = !strcmp(p->name, "ctrl") && ch == p->first_chan;
        int n = !strcmp(p->name, "memStart") || !strcmp(p->name, "ctrlEnd") ? 1
                : !strcmp(p->name, "ctrl") && !first_ctrl                   ? 3
                                                                            : ntok;
        sim_stim_set_tokens(s, ch, n);
        for (int k = 0; k < n; k++) {
            sim_tok *t = &s->ch[ch].tok[k];
            memset(t, 0, sizeof *t);
            if (!strcmp(p->name, "ctrl"))
                t->data = first_ctrl ? ns : 0;
            else if (!strcmp(p->name, "ldAddr") || !strcmp(p->name, "stAddr"))
                t->data = sim_rng_below(r, words);
            else if (!strcmp(p->name, "stData"))
                t->data = sim_rand_value(r, dw);
        }
    }
}

typedef struct {
    int cycle, ch, k;
} store_fire;

/* qsort order of writes: by cycle (one store a cycle; a tie shows both, in port order). */
static int by_cycle(const void *a, const void *b)
{
    const store_fire *x = a, *y = b;
    return x->cycle != y->cycle ? x->cycle - y->cycle : x->ch - y->ch;
}

/* The word at addr as the stores before cycle c left it (sf sorted by cycle). */
static uint64_t word_at(const sim_unit *u, const sim_stim *s, const store_fire *sf, int n_st,
                        uint64_t addr, int c, unsigned dw)
{
    uint64_t v = sim_mem_pair_init((unsigned)addr) & sim_mask(dw);
    for (int i = 0; i < n_st && sf[i].cycle < c; i++) {
        const sim_port *p = sim_chan_port(u, sf[i].ch);
        int d = sim_chan_of(u, "stData", sf[i].ch - p->first_chan);
        if (s->ch[sf[i].ch].tok[sf[i].k].data == addr)
            v = s->ch[d].tok[sf[i].k].data;
    }
    return v;
}

/* The writes are the stores in the order the controller took them (their stAddr
 * handshakes), address above data; each load answers with the word as those writes
 * left it when it was granted; a stDone token per store written (store_done = 1); one
 * memEnd, after the last store. */
static int predict_mem_pair(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                            char *why, size_t cap)
{
    unsigned dw = (unsigned)sim_param_get(u, "data_bitwidth", 8);
    int wr = sim_chan_of(u, "mem_writes", -1), end = sim_chan_of(u, "memEnd", -1);
    int n_st = 0, last = -1;
    store_fire *sf = calloc(1, sizeof *sf);
    for (int ch = 0; ch < u->n_chans && sf; ch++) {
        const sim_port *p = sim_chan_port(u, ch);
        if (!p->out)
            e->consumed[ch] = s->ch[ch].n_tok;
        if (strcmp(p->name, "stAddr"))
            continue;
        store_fire *more = realloc(sf, sizeof *sf * (size_t)(n_st + f[ch].n + 1));
        if (!more)
            break;
        sf = more;
        for (int k = 0; k < f[ch].n && k < s->ch[ch].n_tok; k++) {
            sf[n_st++] = (store_fire){f[ch].f[k].cycle, ch, k};
            if (f[ch].f[k].cycle > last)
                last = f[ch].f[k].cycle;
        }
    }
    if (!sf) {
        snprintf(why, cap, "out of memory");
        return -1;
    }
    for (int ch = 0; ch < u->n_chans; ch++) { /* store_done: a token per store written */
        const sim_port *p = sim_chan_port(u, ch);
        int o = strcmp(p->name, "stAddr") ? -1 : sim_chan_of(u, "stDone", ch - p->first_chan);
        for (int k = 0; o >= 0 && k < f[ch].n && k < s->ch[ch].n_tok; k++) {
            sim_tok t = {0};
            sim_expect_push(e, o, &t);
        }
    }
    qsort(sf, (size_t)n_st, sizeof *sf, by_cycle);
    for (int i = 0; i < n_st; i++) {
        const sim_port *p = sim_chan_port(u, sf[i].ch);
        int d = sim_chan_of(u, "stData", sf[i].ch - p->first_chan);
        sim_tok t = {0};
        t.data = (s->ch[sf[i].ch].tok[sf[i].k].data << dw) | s->ch[d].tok[sf[i].k].data;
        sim_expect_push(e, wr, &t);
    }
    for (int ch = 0; ch < u->n_chans; ch++) {
        const sim_port *p = sim_chan_port(u, ch);
        if (strcmp(p->name, "ldAddr"))
            continue;
        int o = sim_chan_of(u, "ldData", ch - p->first_chan);
        for (int k = 0; k < s->ch[ch].n_tok; k++) {
            int c = k < f[ch].n ? f[ch].f[k].cycle : 1 << 30;
            sim_tok t = {0};
            t.data = word_at(u, s, sf, n_st, s->ch[ch].tok[k].data, c, dw);
            sim_expect_push(e, o, &t);
        }
    }
    free(sf);
    sim_tok done = {0};
    sim_expect_push(e, end, &done);
    if (f[end].n > 0 && f[end].f[0].cycle <= last) {
        snprintf(why, cap,
                 "memEnd was taken at cycle %d, before the last store was written (cycle %d)",
                 f[end].f[0].cycle, last);
        return -1;
    }
    return 0;
}

const sim_model sim_models_memory[] = {
    {"mem_pair", stim_mem_pair, predict_mem_pair, SIM_MODEL_MEM_PAIR, NULL},
    {NULL, NULL, NULL, 0, NULL}};
