/* load: addrIn -> addrOut goes to memory, dataFromMem -> dataOut comes back; the
 * memory side carries no extra signals and answers in order. Each path starts with a
 * one-slot ONE_SLOT_BREAK_R (a TEHB: ready registered, no added latency), as
 * Dynamatic's load: the slot on the data path takes the controller's answer while
 * dataOut is held back, so the controller can serve the next address, and Dynamatic's
 * buffer placement counts on both slots.
 *
 * Each address token's downstream extra signals wait in a side FIFO of
 * LOAD_SIDE_SLOTS entries, pushed when the address leaves for memory and popped when
 * its answer leaves on dataOut, so every dataOut token carries the extras of its own
 * address. The side FIFO bounds the loads in flight: addrIn (and addrOut) stall while
 * it is full, and dataOut waits while it is empty (a memory answering in the cycle of
 * the address is held one cycle). Four entries cover memory round trips of up to
 * four cycles at one load per cycle. Without downstream extras there is no side FIFO
 * and the unit is the two slots only. dataFromMem_ready is high while the data slot is
 * empty, so memory controllers that accept an address only while the load is ready for
 * its data (Dynamatic's: ldAddr_ready needs ldData_ready) never deadlock with it; an
 * answer in the slot waits for dataOut and its side-FIFO entry. Upstream extras at
 * addrIn come from dataOut's, combinationally. */
#include "gen_slots.h"

HS_GENERATOR(hs_build_load);

#define LOAD_SIDE_SLOTS 4

/* Passes the address and the answer through, gated by the side FIFO that carries
 * the extras from addrIn to dataOut when there are any. */
int hs_build_load(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    const hs_chan *in[2] = {hs_gen_chan(&g, "addrIn", 0), hs_gen_chan(&g, "dataFromMem", 0)};
    const hs_chan *out[2] = {hs_gen_chan(&g, "addrOut", 0), hs_gen_chan(&g, "dataOut", 0)};
    /* Dynamatic's one-slot ONE_SLOT_BREAK_R on each path, behind the ports */
    hs_chan a_slot = hs_chan_wires(&g, in[0]->type, "addr_slot");
    hs_chan m_slot = hs_chan_wires(&g, in[1]->type, "data_slot");
    hs_tok t_in = hs_tok_from_chan(&g, in[0], true), t_out = hs_tok_to_chan(&g, &a_slot, true);
    hs_slot_break_r(&g, &t_in, &t_out);
    t_in = hs_tok_from_chan(&g, in[1], true);
    t_out = hs_tok_to_chan(&g, &m_slot, true);
    hs_slot_break_r(&g, &t_in, &t_out);
    const hs_chan *ai = &a_slot, *mi = &m_slot, *ao = out[0], *dout = out[1];
    hw_copy(m, ao->data, ai->data);
    hw_copy(m, dout->data, mi->data);
    if (hs_pack_width(ai->type, false) == 0) {
        hw_copy(m, ao->valid, ai->valid);
        hw_copy(m, ai->ready, ao->ready);
        hw_copy(m, dout->valid, mi->valid);
        hw_copy(m, mi->ready, dout->ready);
    } else {
        hs_tok push = hs_tok_from_chan(&g, ai, false), pop = hs_tok_to_chan(&g, dout, false);
        /* The side FIFO sees its own handshakes: push = address accepted by memory
         * (needs room), pop = answer accepted downstream (needs an entry). */
        push.valid = hw_e_and2(m, ai->valid, ao->ready);
        push.ready = hw_r(hw_tmp_reduced(m, HW_HINT("side_room"), "", 0, 1));
        pop.valid = hw_r(hw_tmp_reduced(m, HW_HINT("side_has"), "", 0, 1));
        pop.ready = hw_e_and2(m, mi->valid, dout->ready);
        hs_fifo(&g, LOAD_SIDE_SLOTS, false, &push, &pop);
        hw_copy(m, ao->valid, hw_e_and2(m, ai->valid, push.ready));
        hw_copy(m, ai->ready, hw_e_and2(m, ao->ready, push.ready));
        hw_copy(m, dout->valid, hw_e_and2(m, mi->valid, pop.valid));
        /* Ready while no answer waits, so a controller that takes an address only while
         * its load is ready for the data (Dynamatic's mem_controller) is never refused. */
        hw_ref taken = hw_e_and2(m, dout->ready, pop.valid);
        hw_copy(m, mi->ready, hw_e_or2(m, hw_e_not(m, mi->valid), taken));
    }
    hs_extras_up(&g, 2, in, 2, out);
    return hs_gen_end(&g);
}
