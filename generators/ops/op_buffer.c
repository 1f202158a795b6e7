/* buffer: holds tokens between ins and outs, each token keeping its downstream
 * extra signals (packed with its data through the storage); upstream extra signals
 * pass from outs to ins combinationally. The structure follows buffer_type:
 *   ONE_SLOT_BREAK_DV   Dynamatic's OEHB: registered valid and data, ins_ready =
 *                       !outs_valid | outs_ready (a one-stage hs_chan_pipe). 1 slot.
 *   ONE_SLOT_BREAK_R    Dynamatic's TEHB: registered ready; the slot catches the token
 *                       the output refused, else the input passes through. 1 slot.
 *   ONE_SLOT_BREAK_DVR  Dynamatic's DVR: one slot with valid, data and ready all
 *                       registered (ins_ready = !full, outs_valid = full). Capacity 1,
 *                       so at most one token every second cycle: the price of breaking
 *                       all three paths with one slot (a full-rate skid buffer would
 *                       hold two tokens, more than num_slots = 1 promises).
 *   FIFO_BREAK_DV       a FIFO of num_slots in a memory; outs_valid and outs come from
 *                       storage only; ins_ready = !full | outs_ready.
 *   FIFO_BREAK_NONE     the same FIFO with a bypass: when it is empty, a token goes
 *                       straight from ins to a ready outs in the same cycle.
 *   SHIFT_REG_BREAK_DV  num_slots valid/data registers that shift together when the
 *                       last is empty or taken (ins_ready = that enable): every token
 *                       spends num_slots cycles inside at least.
 *   COUNTER_BUFFER      one slot (whatever num_slots says, as Dynamatic's) that shows
 *                       its token dv_latency cycles after taking it (a down-counter)
 *                       and refills as it empties: one token every dv_latency cycles.
 * dv_latency is used only by COUNTER_BUFFER; the other types ignore it. */
#include <string.h>

#include "gen_slots.h"

HS_GENERATOR(hs_build_buffer);

/* Builds the storage that buffer_type names between the unit's two channels. */
int hs_build_buffer(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    const hs_chan *in = hs_gen_chan(&g, "ins", 0);
    const hs_chan *out = hs_gen_chan(&g, "outs", 0);
    const char *type = hs_unit_param_text(u, "buffer_type");
    uint32_t slots = (uint32_t)hs_gen_param(&g, "num_slots");
    if (strcmp(type, "ONE_SLOT_BREAK_DV") == 0) {
        hs_chan_pipe(&g, 1, in, out);
    } else {
        hs_tok ti = hs_tok_from_chan(&g, in, true), to = hs_tok_to_chan(&g, out, true);
        if (strcmp(type, "ONE_SLOT_BREAK_R") == 0)
            hs_slot_break_r(&g, &ti, &to);
        else if (strcmp(type, "ONE_SLOT_BREAK_DVR") == 0)
            hs_slot_break_dvr(&g, &ti, &to);
        else if (strcmp(type, "FIFO_BREAK_DV") == 0)
            hs_fifo(&g, slots, true, &ti, &to);
        else if (strcmp(type, "FIFO_BREAK_NONE") == 0)
            hs_fifo_bypass(&g, slots, &ti, &to);
        else if (strcmp(type, "SHIFT_REG_BREAK_DV") == 0)
            hs_shift_reg(&g, slots, &ti, &to);
        else if (strcmp(type, "COUNTER_BUFFER") == 0)
            hs_counter_slot(&g, (uint32_t)hs_gen_param(&g, "dv_latency"), &ti, &to);
        else
            return hs_gen_fail(&g, HS_E_UNSUPPORTED, "buffer_type %s", type);
    }
    hs_extras_up(&g, 1, &in, 1, &out);
    return hs_gen_end(&g);
}
