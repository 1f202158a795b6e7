/* Circuit mode: what a trace shows about where output tokens' signals come from.
 * The stimulus gives every non-spec signal a value no other input token has, so an
 * output token's tag names the input token it inherited it from: the note says which
 * input's tag each output carries (the merge policies decide) and how many tokens
 * left after a token that entered later (runs overtaking each other in a loop). */
#include <stdio.h>
#include <string.h>

#include "sim_report.h"

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

/* The interpreter alone: what it predicts for the stimulus, one token a line
 * ("result 0: data=0x64"), so its semantics can be tested without simulators. */
int sc_print_prediction(sim_circuit *sc)
{
    sim_expect e;
    memset(&e, 0, sizeof e);
    ci_stats st;
    char why[512] = "", l[48], t[160];
    if (ci_run(&sc->ci, &sc->st, 0, &e, &st, why, sizeof why)) {
        printf("hs_sim: the interpreter cannot run the stimulus: %s\n", why);
        sim_expect_free(&e);
        return 1;
    }
    for (int c = sc->nl.n_inputs; c < sc->top.n_chans; c++)
        for (int j = 0; j < e.n_out[c]; j++)
            printf("%s %d: %s\n", sim_chan_label(&sc->top, c, l, sizeof l), j,
                   sim_tok_text(&sc->top, c, &e.out[c][j], t, sizeof t));
    for (int c = 0; c < sc->nl.n_inputs; c++)
        printf("%s consumed %d of %d\n", sim_chan_label(&sc->top, c, l, sizeof l), e.consumed[c],
               sc->st.ch[c].n_tok);
    sim_expect_free(&e);
    return 0;
}
