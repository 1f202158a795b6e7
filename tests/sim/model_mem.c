/* Reference models of the memory ports. The testbench plays the memory: it answers
 * each address that leaves on addrOut with data = address * 3 + 1 (mod 2^data width)
 * on dataFromMem, one or more cycles later (sim_mem_answer). */
#include "model.h"

/* The testbench memory's contents, the same function in C, VHDL and Verilog. */
uint64_t sim_mem_answer(uint64_t addr, unsigned data_width)
{
    return (addr * 3 + 1) & sim_mask(data_width);
}

/* load: addrIn tokens, and dataFromMem fed from addrOut by the testbench memory. */
static void stim_load(const sim_unit *u, sim_stim *s, sim_rng *r, int ntok)
{
    int a = sim_chan_of(u, "addrIn", -1), m = sim_chan_of(u, "dataFromMem", -1);
    int ao = sim_chan_of(u, "addrOut", -1);
    unsigned dw = sim_chan_port(u, m)->width;
    sim_stim_set_tokens(s, a, ntok);
    sim_stim_set_tokens(s, m, ntok);
    for (int i = 0; i < ntok; i++) {
        sim_rand_tok(u, a, r, &s->ch[a].tok[i]);
        s->ch[m].tok[i].data = sim_mem_answer(s->ch[a].tok[i].data, dw);
    }
    s->ch[m].feed = ao;
}

/* load: every address goes to memory unchanged and without extras; every answer
 * leaves on dataOut with the extras its address came with. */
static int predict_load(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                        char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    int a = sim_chan_of(u, "addrIn", -1), m = sim_chan_of(u, "dataFromMem", -1);
    int ao = sim_chan_of(u, "addrOut", -1), d = sim_chan_of(u, "dataOut", -1);
    unsigned dw = sim_chan_port(u, d)->width;
    for (int i = 0; i < s->ch[a].n_tok; i++) {
        const sim_tok *at = &s->ch[a].tok[i];
        sim_tok t = {0};
        t.data = at->data;
        sim_expect_push(e, ao, &t);
        t.data = sim_mem_answer(at->data, dw);
        sim_copy_extras(u, a, at, d, &t);
        sim_expect_push(e, d, &t);
    }
    e->consumed[a] = e->consumed[m] = s->ch[a].n_tok;
    return 0;
}

/* store: address and data go to memory unchanged, without extras; with done = 1 every
 * doneFromMem token leaves on doneOut. */
static int predict_store(const sim_unit *u, const sim_stim *s, const sim_fires *f, sim_expect *e,
                         char *why, size_t cap)
{
    (void)f, (void)why, (void)cap;
    int a = sim_chan_of(u, "addrIn", -1), di = sim_chan_of(u, "dataIn", -1);
    int ao = sim_chan_of(u, "addrOut", -1), dm = sim_chan_of(u, "dataToMem", -1);
    for (int i = 0; i < s->ch[a].n_tok; i++) {
        sim_tok t = {0};
        t.data = s->ch[a].tok[i].data;
        sim_expect_push(e, ao, &t);
    }
    for (int i = 0; i < s->ch[di].n_tok; i++) {
        sim_tok t = {0};
        t.data = s->ch[di].tok[i].data;
        sim_expect_push(e, dm, &t);
    }
    e->consumed[a] = s->ch[a].n_tok;
    e->consumed[di] = s->ch[di].n_tok;
    int df = sim_chan_of(u, "doneFromMem", -1), dout = sim_chan_of(u, "doneOut", -1);
    if (df >= 0 && dout >= 0) {
        for (int i = 0; i < s->ch[df].n_tok; i++) {
            sim_tok t = {0};
            sim_expect_push(e, dout, &t);
        }
        e->consumed[df] = s->ch[df].n_tok;
    }
    return 0;
}

const sim_model sim_models_mem[] = {{"load", stim_load, predict_load, 0, NULL},
                                    {"store", NULL, predict_store, 0, NULL},
                                    {NULL, NULL, NULL, 0, NULL}};
