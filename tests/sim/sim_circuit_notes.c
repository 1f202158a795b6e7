/* Circuit mode: what a trace shows about where output tokens' signals come from.
 * The stimulus gives every non-spec signal a value no other input token has, so an
 * output token's tag names the input token it inherited it from: the note says which
 * input's tag each output carries (the merge policies decide) and how many tokens
 * left after a token that entered later (runs overtaking each other in a loop). */
#include <string.h>

#include "sim_circuit.h"

/* The input token of channel in whose signal ki is v, or -1. */
static int token_with(const sim_circuit *sc, int in, int ki, uint64_t v)
{
    uint64_t m = sim_mask(sim_chan_port(&sc->top, in)->sig[ki].width);
    for (int j = 0; j < sc->st.ch[in].n_tok; j++)
        if (((sc->st.ch[in].tok[j].x[ki] ^ v) & m) == 0)
            return j;
    return -1;
}

/* One note per output signal, e.g. "result.tag: 29 of 29 from start (3 overtook)". */
void sc_provenance(const sim_circuit *sc, const sim_fires *f, sim_buf *r)
{
    const sim_unit *u = &sc->top;
    for (int c = sc->nl.n_inputs; c < u->n_chans; c++) {
        const sim_port *p = sim_chan_port(u, c);
        for (int k = 0; k < p->n_sig; k++) {
            if (p->sig[k].up || !strcmp(p->sig[k].name, "spec") || f[c].n == 0)
                continue;
            sim_buf_printf(r, "    note: %s.%s of %d tokens:", p->name, p->sig[k].name, f[c].n);
            for (int in = 0; in < sc->nl.n_inputs; in++) {
                const sim_port *ip = sim_chan_port(u, in);
                for (int ki = 0; ki < ip->n_sig; ki++) {
                    if (ip->sig[ki].up || strcmp(ip->sig[ki].name, p->sig[k].name))
                        continue;
                    int from = 0, overtook = 0, latest = -1;
                    for (int j = 0; j < f[c].n; j++) {
                        int t = token_with(sc, in, ki, f[c].f[j].tok.x[k]);
                        if (t < 0)
                            continue;
                        from++;
                        overtook += t < latest;
                        latest = t > latest ? t : latest;
                    }
                    sim_buf_printf(r, " %d from %s", from, ip->name);
                    if (from)
                        sim_buf_printf(r, " (%d left after a %s token that entered later)",
                                       overtook, ip->name);
                    sim_buf_printf(r, ";");
                }
            }
            sim_buf_printf(r, "\n");
        }
    }
}
