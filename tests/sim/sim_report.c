/* How reports name channels and show tokens and trace cells. */
#include <stdio.h>

#include "sim_report.h"

/* "lhs", "outs[1]": how a channel is named in reports. */
const char *sim_chan_label(const sim_unit *u, int c, char *buf, size_t cap)
{
    const sim_port *p = sim_chan_port(u, c);
    if (p->array)
        snprintf(buf, cap, "%s[%d]", p->name, u->chan[c].elem);
    else
        snprintf(buf, cap, "%s", p->name);
    return buf;
}

/* "data=0x2a spec=0x1 tag=0x5a": a token as reports show it. */
const char *sim_tok_text(const sim_unit *u, int c, const sim_tok *t, char *buf, size_t cap)
{
    const sim_port *p = sim_chan_port(u, c);
    size_t n = 0;
    buf[0] = 0;
    if (p->width)
        n += (size_t)snprintf(buf + n, cap - n, "data=0x%llx", (unsigned long long)t->data);
    else
        n += (size_t)snprintf(buf + n, cap - n, "(control)");
    for (int k = 0; k < p->n_sig && n < cap; k++)
        if (!p->sig[k].up)
            n += (size_t)snprintf(buf + n, cap - n, " %s=0x%llx", p->sig[k].name,
                                  (unsigned long long)t->x[k]);
    return buf;
}

/* One channel-cycle as text, for the VHDL/Verilog comparison report. */
void sim_obs_text(const sim_unit *u, int c, const sim_obs *o, char *buf, size_t cap)
{
    const sim_port *p = sim_chan_port(u, c);
    size_t n = (size_t)snprintf(buf, cap, "%c%c", o->v, o->r);
    if (p->width)
        n += (size_t)snprintf(buf + n, cap - n, " %s", o->data);
    for (int k = 0; k < p->n_sig && n < cap; k++)
        n += (size_t)snprintf(buf + n, cap - n, " %s=%s", p->sig[k].name, o->x[k]);
}
