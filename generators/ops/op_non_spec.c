/* non_spec: dataIn -> dataOut unchanged, with spec = 0 added (a token entering a
 * speculative region is not speculative). Every other extra signal passes with the
 * token; dataOut's upstream signals go back to dataIn. Combinational. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_non_spec);

/* A wire with one signal more: spec, which no input carries, is driven 0. */
int hs_build_non_spec(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    const hs_chan *in = hs_gen_chan(&g, "dataIn", 0);
    const hs_chan *out = hs_gen_chan(&g, "dataOut", 0);
    hw_copy(g.m, out->valid, in->valid);
    hw_copy(g.m, in->ready, out->ready);
    if (in->has_data)
        hw_copy(g.m, out->data, in->data);
    hs_extras_forward(&g, in, out); /* spec: carried by no input, so 0 */
    return hs_gen_end(&g);
}
