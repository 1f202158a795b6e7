/* Timing properties beyond token order, for the units whose parameters promise them:
 *   - latency: pipelined arithmetic (latency L > 0) and the buffers that register
 *     their output (ONE_SLOT_BREAK_DV, ONE_SLOT_BREAK_DVR, FIFO_BREAK_DV: 1 cycle;
 *     SHIFT_REG_BREAK_DV: num_slots; COUNTER_BUFFER: dv_latency) cannot hand a token
 *     out earlier than L cycles after taking it in;
 *   - capacity: a buffer never holds more than num_slots tokens. */
#include <string.h>

#include "sim_timing.h"

/* The minimum cycles from input to output handshake the parameters promise. */
static int min_latency(const sim_unit *u)
{
    if (!strcmp(u->unit, "buffer")) {
        const char *t = sim_param_text(u, "buffer_type");
        if (!strcmp(t, "SHIFT_REG_BREAK_DV"))
            return (int)sim_param_get(u, "num_slots", 1);
        if (!strcmp(t, "COUNTER_BUFFER"))
            return (int)sim_param_get(u, "dv_latency", 1);
        return !strcmp(t, "ONE_SLOT_BREAK_R") || !strcmp(t, "FIFO_BREAK_NONE") ? 0 : 1;
    }
    return (int)sim_param_get(u, "latency", 0);
}

/* The single output channel of a one-output unit, or -1. */
static int only_output(const sim_unit *u)
{
    int o = -1;
    for (int c = 0; c < u->n_chans; c++)
        if (sim_chan_port(u, c)->out) {
            if (o >= 0)
                return -1;
            o = c;
        }
    return o;
}

/* Output token k comes from input token k on every input (one-output units that
 * join or pass one token per input token: arithmetic and buffers). */
int sim_check_timing(const sim_unit *u, const sim_fires *f, const char *hdl, sim_buf *r)
{
    int o = only_output(u), lat = min_latency(u), bad = 0;
    bool buffer = !strcmp(u->unit, "buffer");
    if (o < 0 || (lat == 0 && !buffer))
        return 0;
    for (int k = 0; k < f[o].n && lat > 0; k++) {
        int in_cycle = -1;
        for (int c = 0; c < u->n_chans; c++)
            if (c != o && k < f[c].n && f[c].f[k].cycle > in_cycle)
                in_cycle = f[c].f[k].cycle;
        if (in_cycle < 0 || f[o].f[k].cycle >= in_cycle + lat)
            continue;
        sim_buf_printf(r,
                       "    %s: token #%d left at cycle %d, %d cycle(s) after it was taken "
                       "(cycle %d); the unit promises at least %d\n",
                       hdl, k, f[o].f[k].cycle, f[o].f[k].cycle - in_cycle, in_cycle, lat);
        bad++;
        break;
    }
    if (buffer) {
        int slots = (int)sim_param_get(u, "num_slots", 1), i = -1;
        for (int c = 0; c < u->n_chans; c++)
            if (c != o)
                i = c;
        /* after cycle cy: taken = fires of ins up to cy, given = fires of outs up to cy */
        int taken = 0, given = 0;
        for (int cy = 0, a = 0, b = 0; i >= 0; cy++) {
            if (a >= f[i].n && b >= f[o].n)
                break;
            while (a < f[i].n && f[i].f[a].cycle == cy)
                a++, taken++;
            while (b < f[o].n && f[o].f[b].cycle == cy)
                b++, given++;
            if (taken - given > slots) {
                sim_buf_printf(r,
                               "    %s: holds %d tokens after cycle %d, more than its %d "
                               "slot(s)\n",
                               hdl, taken - given, cy, slots);
                bad++;
                break;
            }
        }
    }
    return bad;
}
