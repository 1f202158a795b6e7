/* Port names shared by the VHDL and Verilog testbench printers. */
#include <stdio.h>

#include "tb.h"

/* Extra signals of array elements carry the element index: `ins_1_spec` (section 2). */
const char *sim_tb_sig_name(const sim_unit *u, int ch, int k, char *buf, size_t cap)
{
    const sim_port *p = sim_chan_port(u, ch);
    if (p->array)
        snprintf(buf, cap, "%s_%d_%s", p->name, u->chan[ch].elem, p->sig[k].name);
    else
        snprintf(buf, cap, "%s_%s", p->name, p->sig[k].name);
    return buf;
}
