/* mem_to_bram: Dynamatic's adapter from a memory controller's load/store buses to a
 * two-port BRAM: port 0 writes (ce0 = we0 = storeEn, address0, dout0 = storeData), port
 * 1 reads (ce1 = loadEn, we1 = 0, address1, dout1 = 0) and loadData = din1. Wires only,
 * declared without clk and rst (the catalog's no_clock), as Dynamatic's generator and
 * the mem_to_bram extern its export writes are, so it drops into Dynamatic's top. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_mem_to_bram);

/* The data bus of raw port `name`. */
static hw_ref raw(hs_gen *g, const char *name)
{
    return hs_gen_chan(g, name, 0)->data;
}

/* Each BRAM pin from its controller bus. */
int hs_build_mem_to_bram(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    hw_copy(m, raw(&g, "ce0"), raw(&g, "storeEn"));
    hw_copy(m, raw(&g, "we0"), raw(&g, "storeEn"));
    hw_copy(m, raw(&g, "address0"), raw(&g, "storeAddr"));
    hw_copy(m, raw(&g, "dout0"), raw(&g, "storeData"));
    hw_copy(m, raw(&g, "ce1"), raw(&g, "loadEn"));
    hw_const(m, raw(&g, "we1"), 0, false);
    hw_copy(m, raw(&g, "address1"), raw(&g, "loadAddr"));
    hw_const(m, raw(&g, "dout1"), 0, false);
    hw_copy(m, raw(&g, "loadData"), raw(&g, "din1"));
    return hs_gen_end(&g);
}
