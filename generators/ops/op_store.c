/* store: addrIn -> addrOut and dataIn -> dataToMem, each passed through on its own
 * (as Dynamatic's store does). The memory side carries no extra signals, so the
 * downstream ones are dropped, and the upstream ones at addrIn and dataIn get the
 * configured sink value (else zero): no output carries them. With done = 1 (the stores
 * of Dynamatic's later versions) the controller's done control doneFromMem passes on to
 * doneOut as wires. No registers. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_store);

/* Wires the two independent channels; hs_extras_up finds no output carrying the
 * inputs' upstream signals and gives them the sink value. */
int hs_build_store(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    const hs_chan *in[2] = {hs_gen_chan(&g, "addrIn", 0), hs_gen_chan(&g, "dataIn", 0)};
    const hs_chan *out[2] = {hs_gen_chan(&g, "addrOut", 0), hs_gen_chan(&g, "dataToMem", 0)};
    for (int k = 0; k < 2; k++) {
        hw_copy(g.m, out[k]->data, in[k]->data);
        hw_copy(g.m, out[k]->valid, in[k]->valid);
        hw_copy(g.m, in[k]->ready, out[k]->ready);
    }
    hs_extras_up(&g, 2, in, 2, out);
    if (hs_gen_param(&g, "done") == 1) {
        const hs_chan *from = hs_gen_chan(&g, "doneFromMem", 0),
                      *to = hs_gen_chan(&g, "doneOut", 0);
        hw_copy(g.m, to->valid, from->valid);
        hw_copy(g.m, from->ready, to->ready);
    }
    return hs_gen_end(&g);
}
