/* The VHDL and Verilog traces of a case must be identical cycle for cycle. */
#include <string.h>

#include "sim_report.h"
#include "sim_trace.h"

#define MAX_REPORTS 3

/* The two HDLs must behave identically cycle for cycle. */
int sim_check_same(const sim_unit *u, const sim_trace *a, const sim_trace *b, sim_buf *report)
{
    int bad = 0;
    int n = a->ncyc < b->ncyc ? a->ncyc : b->ncyc;
    for (int cy = 0; cy < n; cy++) {
        bool diff = false;
        for (int c = 0; c < u->n_chans && !diff; c++) {
            const sim_obs *x = sim_trace_at(a, cy, c), *y = sim_trace_at(b, cy, c);
            bool same = x->v == y->v && x->r == y->r && !strcmp(x->data, y->data);
            for (int k = 0; k < sim_chan_port(u, c)->n_sig; k++)
                same = same && !strcmp(x->x[k], y->x[k]);
            if (!same) {
                diff = true;
                if (bad < MAX_REPORTS) {
                    char l[48], tx[160], ty[160];
                    sim_obs_text(u, c, x, tx, sizeof tx);
                    sim_obs_text(u, c, y, ty, sizeof ty);
                    sim_buf_printf(report,
                                   "    VHDL and Verilog differ at cycle %d on %s: VHDL "
                                   "[%s], Verilog [%s]\n",
                                   cy, sim_chan_label(u, c, l, sizeof l), tx, ty);
                }
            }
        }
        bad += diff;
    }
    if (a->ncyc != b->ncyc) {
        sim_buf_printf(report, "    VHDL traced %d cycles, Verilog %d\n", a->ncyc, b->ncyc);
        bad++;
    }
    if (bad > MAX_REPORTS)
        sim_buf_printf(report, "    ... %d cycles differ in all\n", bad);
    return bad;
}
