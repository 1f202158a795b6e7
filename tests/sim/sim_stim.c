/* Stimulus memory and the per-cycle patterns: random offers on inputs, random
 * back-pressure and upstream values on outputs, then a drain phase in which every
 * input offers and every output is ready, so all tokens can leave. */
#include <stdlib.h>
#include <string.h>

#include "sim.h"
#include "sim_stim.h"

/* An empty stimulus: no tokens, no memory feed, no patterns yet. */
void sim_stim_init(sim_stim *s)
{
    memset(s, 0, sizeof *s);
    for (int c = 0; c < SIM_MAX_CHANS; c++)
        s->ch[c].feed = s->ch[c].gate = -1;
}

/* Pattern and upstream-value arrays are sized by the cycle count, which depends on
 * the token counts, so they are allocated after the tokens. */
void sim_stim_alloc_patterns(sim_stim *s, const sim_unit *u, int ncyc)
{
    s->ncyc = ncyc;
    for (int c = 0; c < u->n_chans; c++) {
        const sim_port *p = sim_chan_port(u, c);
        s->ch[c].pat = calloc((size_t)ncyc, 1);
        if (p->out)
            for (int k = 0; k < p->n_sig; k++)
                if (p->sig[k].up)
                    s->ch[c].up[k] = calloc((size_t)ncyc, sizeof(uint64_t));
    }
}

/* Releases what sim_stim_alloc and the token generators allocated. */
void sim_stim_free(sim_stim *s)
{
    for (int c = 0; c < SIM_MAX_CHANS; c++) {
        free(s->ch[c].tok);
        free(s->ch[c].pat);
        free(s->ch[c].after);
        for (int k = 0; k < SIM_MAX_SIGS; k++)
            free(s->ch[c].up[k]);
    }
    memset(s, 0, sizeof *s);
}

/* Releases the model's predicted token lists. */
void sim_expect_free(sim_expect *e)
{
    for (int c = 0; c < SIM_MAX_CHANS; c++)
        free(e->out[c]);
    memset(e, 0, sizeof *e);
}

/* Picks the density of the next stretch of a pattern. Densities change every few
 * cycles, so each channel sees bursts at full rate (back-to-back handshakes), long
 * stalls (outputs held under back-pressure while other inputs arrive) and mixes. */
static unsigned pick_density(sim_rng *r)
{
    static const unsigned d[] = {0, 25, 50, 75, 90, 100};
    return d[sim_rng_below(r, sizeof d / sizeof d[0])];
}

/* The cycle count a case needs: a random phase three times the longest token list,
 * then a drain phase long enough for every token to pass at one per cycle. */
int sim_stim_cycles(const sim_unit *u, const int *n_tok, int extra_latency, int *random_cycles)
{
    int max_in = 0, sum_in = 0;
    for (int c = 0; c < u->n_chans; c++) {
        if (sim_chan_port(u, c)->out)
            continue;
        if (n_tok[c] > max_in)
            max_in = n_tok[c];
        sum_in += n_tok[c];
    }
    if (max_in == 0) /* source: no inputs */
        max_in = sum_in = 40;
    *random_cycles = 3 * max_in;
    return 3 * max_in + sum_in + 40 + extra_latency;
}

/* Upstream signals under policy `equal` must agree across the outputs that carry
 * them: every output drives the first one's values. */
static void equalize_upstream(const sim_unit *u, sim_stim *s)
{
    for (int c = 0; c < u->n_chans; c++) {
        const sim_port *p = sim_chan_port(u, c);
        if (!p->out)
            continue;
        for (int k = 0; k < p->n_sig; k++) {
            if (!p->sig[k].up || p->sig[k].merge != HS_MERGE_EQUAL)
                continue;
            for (int c2 = c + 1; c2 < u->n_chans; c2++) {
                const sim_port *p2 = sim_chan_port(u, c2);
                for (int k2 = 0; p2->out && k2 < p2->n_sig; k2++)
                    if (p2->sig[k2].up && !strcmp(p2->sig[k2].name, p->sig[k].name))
                        memcpy(s->ch[c2].up[k2], s->ch[c].up[k],
                               (size_t)s->ncyc * sizeof(uint64_t));
            }
        }
    }
}

/* Fills offers, readies and upstream values; the random phase covers `random_cycles`. */
void sim_stim_patterns(const sim_unit *u, sim_stim *s, sim_rng *r, int random_cycles)
{
    for (int c = 0; c < u->n_chans; c++) {
        const sim_port *p = sim_chan_port(u, c);
        unsigned dens = 0;
        int stretch = 0;
        for (int t = 0; t < s->ncyc; t++) {
            if (stretch-- == 0) {
                dens = pick_density(r);
                stretch = 4 + (int)sim_rng_below(r, 20);
            }
            s->ch[c].pat[t] = t >= random_cycles ? 1 : (uint8_t)sim_rng_pct(r, dens);
        }
        if (!p->out)
            continue;
        for (int k = 0; k < p->n_sig; k++)
            if (p->sig[k].up)
                for (int t = 0; t < s->ncyc; t++)
                    s->ch[c].up[k][t] = sim_rng_next(r) & sim_mask(p->sig[k].width);
    }
    equalize_upstream(u, s);
}
