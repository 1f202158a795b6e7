/* Circuit mode: probes of internal channels. The generator exposes nothing new, and
 * GHDL 2.0 cannot elaborate VHDL-2008 external names, so an internal channel is
 * observed by a tap in the netlist itself: the channel UNIT.PORT becomes
 * UNIT.PORT -> fork -> (its consumer, a new circuit output probe_UNIT_PORT). The
 * testbench keeps every probe ready, so the fork passes tokens exactly when the
 * consumer takes them (an eager fork with one output always ready is a wire for the
 * other); the interpreter follows the tapped netlist too, so the probe's tokens,
 * data and extra signals as the merge policies make them, are checked like any
 * output's, in both HDLs, cycle for cycle. */
#include <stdio.h>
#include <string.h>

#include "sim_circuit.h"

/* Inserts the tap of the channel whose `from` is `endpoint`; 0 or -1. */
static int tap(json_t *nl, const char *endpoint, int n)
{
    json_t *chans = json_object_get(nl, "channels"), *ch;
    size_t i;
    json_array_foreach(chans, i, ch)
    {
        const char *from = json_string_value(json_object_get(ch, "from"));
        if (!from || strcmp(from, endpoint))
            continue;
        char fork[64], out[96], port[96];
        snprintf(fork, sizeof fork, "probe_fork%d", n);
        snprintf(out, sizeof out, "probe_%s", endpoint);
        for (char *p = out; *p; p++)
            if (*p == '.' || *p == '[' || *p == ']')
                *p = '_';
        size_t len = strlen(out);
        while (len && out[len - 1] == '_')
            out[--len] = 0;
        json_t *type = json_object_get(ch, "type");
        const char *to = json_string_value(json_object_get(ch, "to"));
        json_array_append_new(json_object_get(nl, "units"),
                              json_pack("{s:s,s:s}", "name", fork, "unit", "handshake.fork"));
        json_array_append_new(json_object_get(nl, "outputs"),
                              json_pack("{s:s,s:O}", "name", out, "type", type));
        snprintf(port, sizeof port, "%s.outs[0]", fork);
        json_array_append_new(chans,
                              json_pack("{s:s,s:s,s:O}", "from", port, "to", to, "type", type));
        snprintf(port, sizeof port, "%s.outs[1]", fork);
        json_array_append_new(chans,
                              json_pack("{s:s,s:s,s:O}", "from", port, "to", out, "type", type));
        snprintf(port, sizeof port, "%s.ins", fork);
        json_object_set_new(ch, "to", json_string(port));
        return 0;
    }
    return -1;
}

/* The netlist with every --probe tapped (a new reference), or NULL with a message. */
json_t *sc_tapped_netlist(const sc_options *o)
{
    json_error_t je;
    json_t *nl = json_load_file(o->netlist, JSON_REJECT_DUPLICATES, &je);
    if (!nl) {
        fprintf(stderr, "hs_sim: %s:%d: %s\n", o->netlist, je.line, je.text);
        return NULL;
    }
    for (int i = 0; i < o->n_probes; i++)
        if (tap(nl, o->probes[i], i)) {
            fprintf(stderr, "hs_sim: --probe %s: no channel leaves that port\n", o->probes[i]);
            json_decref(nl);
            return NULL;
        }
    return nl;
}

/* Probes never push back: their ready is 1 in every cycle. */
void sc_probes_ready(sim_circuit *sc)
{
    for (int c = 0; c < sc->top.n_chans; c++) {
        const sim_port *p = sim_chan_port(&sc->top, c);
        if (p->out && !strncmp(p->name, "probe_", 6))
            memset(sc->st.ch[c].pat, 1, (size_t)sc->st.ncyc);
    }
}
