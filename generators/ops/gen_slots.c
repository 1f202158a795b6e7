/* Token storage shared by the units that hold tokens (gen_slots.h): the one-slot
 * structures (TEHB, DVR) and the FIFO, with or without bypass. Dynamatic's OEHB is
 * hs_chan_pipe with one stage (gen_pack.c). */
#include <string.h>

#include "gen_slots.h"

/* A name not yet used in the module: `base`, else base_2, base_3... so that a unit may
 * hold several storage structures (sharing_wrapper's FIFOs) without clashes. */
static const char *uniq(hs_gen *g, const char *base)
{
    const char *name = base;
    for (int k = 2;; k++) {
        bool taken = false;
        size_t n = strlen(name), ns = hw_module_n_signals(g->m);
        /* the signals walked by pointer, their lengths compared first (the names of a
         * unit's temporaries are read only when the lengths agree) */
        const hw_signal *s = NULL, *end = NULL;
        if (ns) {
            s = hw_module_signal(g->m, 0);
            end = s + ns;
        }
        for (; s != end; s++)
            if (hw_signal_name_len(s) == n && memcmp(s->name, name, n) == 0) {
                taken = true;
                break;
            }
        if (!taken)
            return name;
        char num[16]; /* "_<k>" */
        hs_line l;
        hs_line_init(&l, num, sizeof(num));
        hs_line_puts(&l, "_");
        hs_line_put_d(&l, k);
        name = hw_strcat_n(g->des, base, strlen(base), num, l.len, "", 0);
    }
}

/* Storage reads its input through this: the channel's handshake and packed token. */
hs_tok hs_tok_from_chan(hs_gen *g, const hs_chan *c, bool with_data)
{
    hs_tok t = {c->valid, c->ready, hs_pack(g, c, with_data), hs_pack_width(c->type, with_data)};
    return t;
}

/* Storage writes its output through this: a bus that hs_unpack spreads over the channel. */
hs_tok hs_tok_to_chan(hs_gen *g, const hs_chan *c, bool with_data)
{
    uint32_t w = hs_pack_width(c->type, with_data);
    hs_tok t = {c->valid, c->ready, hw_r(HW_NO_SIG), w};
    if (w) {
        t.bus = hw_r(hw_tmp_reduced(g->m, HW_HINT("tok"), "", 0, w));
        hs_unpack(g, t.bus, c, with_data);
    }
    return t;
}

/* Chaining two storage structures needs an end that is neither a port nor a channel. */
hs_tok hs_tok_wires(hs_gen *g, uint32_t w, const char *hint)
{
    hs_tok t = {hw_r(hw_wire(g->m, uniq(g, hw_strcat(g->des, hint, "_valid", "")), 1)),
                hw_r(hw_wire(g->m, uniq(g, hw_strcat(g->des, hint, "_ready", "")), 1)),
                hw_r(HW_NO_SIG), w};
    if (w)
        t.bus = hw_r(hw_wire(g->m, uniq(g, hw_strcat(g->des, hint, "_bus", "")), w));
    return t;
}

/* The slot register of the one-slot structures: it follows the input while the slot
 * is empty (in->ready), so it holds the last token offered when the slot fills.
 * Returns the register (HW_NO_SIG ref when the token is empty). */
static hw_ref slot_reg(hs_gen *g, const hs_tok *in)
{
    if (!in->w)
        return hw_r(HW_NO_SIG);
    hw_sig_id q = hw_reg_sig(g->m, uniq(g, "slot_data"), in->w);
    hw_register(g->m, q, in->bus, in->ready, 0);
    return hw_r(q);
}

/* full <= out valid and not out ready: the slot keeps the token the output refused. */
void hs_slot_break_r(hs_gen *g, const hs_tok *in, const hs_tok *out)
{
    hw_module *m = g->m;
    hw_sig_id full = hw_reg_sig(m, uniq(g, "slot_full"), 1);
    hw_copy(m, in->ready, hw_e_not(m, hw_r(full)));
    hw_ref v[2] = {in->valid, hw_r(full)};
    hw_assign_op(m, out->valid, HW_OP_OR, 2, v);
    hw_register(m, full, hw_e_and2(m, out->valid, hw_e_not(m, out->ready)), hw_r(HW_NO_SIG), 0);
    hw_ref slot = slot_reg(g, in);
    if (out->w) {
        hw_ref a[3] = {hw_r(full), slot, in->bus};
        hw_assign_op(m, out->bus, HW_OP_MUX2, 3, a);
    }
}

/* A full slot empties when the output takes it; an empty one fills with a valid input. */
void hs_slot_break_dvr(hs_gen *g, const hs_tok *in, const hs_tok *out)
{
    hw_module *m = g->m;
    hw_sig_id full = hw_reg_sig(m, uniq(g, "slot_full"), 1);
    hw_copy(m, in->ready, hw_e_not(m, hw_r(full)));
    hw_copy(m, out->valid, hw_r(full));
    hw_register(m, full, hw_e_mux2(m, hw_r(full), hw_e_not(m, out->ready), in->valid),
                hw_r(HW_NO_SIG), 0);
    hw_ref slot = slot_reg(g, in);
    if (out->w)
        hw_copy(m, out->bus, slot);
}

/* Bits of an index into `n` slots (0 when n == 1: the index is always 0). */
static uint32_t index_bits(uint32_t n)
{
    uint32_t b = 0;
    while (((uint64_t)1 << b) < n)
        b++;
    return b;
}

/* A FIFO pointer: the register that counts tokens through one end modulo `slots`,
 * and its successor. With one slot there is none (refs to HW_NO_SIG): the index is 0. */
typedef struct {
    hw_ref cur, next;
} fifo_ptr;

/* Why a helper: head and tail are the same circuit, stepped by reads or by writes. */
static fifo_ptr fifo_pointer(hs_gen *g, const char *name, uint32_t slots, hw_ref step)
{
    hw_module *m = g->m;
    uint32_t b = index_bits(slots);
    fifo_ptr p;
    if (b == 0) {
        p.cur = p.next = hw_r(HW_NO_SIG);
        return p;
    }
    hw_sig_id q = hw_reg_sig(m, uniq(g, name), b);
    p.cur = hw_r(q);
    hw_ref a[2] = {p.cur, hw_e_const(m, b, 1)};
    hw_ref inc = hw_e_op(m, name, HW_OP_ADD, b, 2, a);
    if (slots == (uint32_t)1 << b) {
        p.next = inc; /* wraps by itself */
    } else {
        hw_ref last = hw_e_cmp(m, HW_CMP_EQ, p.cur, hw_e_const(m, b, (int64_t)slots - 1));
        p.next = hw_e_mux2(m, last, hw_e_const(m, b, 0), inc);
    }
    hw_register(m, q, p.next, step, 0);
    return p;
}

/* Circular buffer: head (read) and tail (write) pointers, `empty` and `full` flags
 * that change only when exactly one of read and write happens, storage in a memory
 * written at the tail and read (asynchronously) at the head. */
void hs_fifo(hs_gen *g, uint32_t slots, bool ready_through, const hs_tok *in, const hs_tok *out)
{
    hw_module *m = g->m;
    if (slots < 1 || slots > HS_MAX_SLOTS) {
        hs_gen_fail(g, HS_E_LIMIT, "FIFO of %u slots (1..%d)", slots, HS_MAX_SLOTS);
        return;
    }
    /* With one slot, empty is !full: one flag register, as in an OEHB. */
    hw_sig_id full = hw_reg_sig(m, uniq(g, "fifo_full"), 1);
    hw_sig_id empty = slots > 1 ? hw_reg_sig(m, uniq(g, "fifo_empty"), 1) : HW_NO_SIG;
    hw_copy(m, out->valid, slots > 1 ? hw_e_not(m, hw_r(empty)) : hw_r(full));
    hw_ref nfull = hw_e_not(m, hw_r(full));
    hw_copy(m, in->ready, ready_through ? hw_e_or2(m, nfull, out->ready) : nfull);
    hw_ref rd = hw_e_and2(m, out->valid, out->ready);
    hw_ref wr = hw_e_and2(m, in->valid, in->ready);
    fifo_ptr head = fifo_pointer(g, "fifo_head", slots, rd);
    fifo_ptr tail = fifo_pointer(g, "fifo_tail", slots, wr);
    hw_ref rw[2] = {rd, wr};
    hw_ref change = hw_e_op_reduced(m, HW_HINT("fifo_change"), HW_OP_XOR, 1, 2, rw);
    /* Read alone: empty when the head catches the tail. Write alone: full when the tail
     * catches the head. With one slot, every read empties and every write fills. */
    hw_ref to_full = wr;
    if (slots > 1) {
        to_full = hw_e_and2(m, wr, hw_e_cmp(m, HW_CMP_EQ, tail.next, head.cur));
        hw_register(m, empty, hw_e_and2(m, rd, hw_e_cmp(m, HW_CMP_EQ, head.next, tail.cur)), change,
                    1);
    }
    hw_register(m, full, to_full, change, 0);
    if (!in->w)
        return;
    if (slots == 1)
        head.cur = tail.cur = hw_e_const(m, 1, 0);
    hw_sig_id mem = hw_mem(m, uniq(g, "fifo_mem"), in->w, slots);
    hw_memwrite_stmt(m, mem, wr, tail.cur, in->bus);
    hw_memread(m, out->bus, mem, head.cur);
}

/* The input goes to the output directly when the FIFO is empty and the output is
 * ready; otherwise into the FIFO, whose head the output shows while it has one. */
void hs_fifo_bypass(hs_gen *g, uint32_t slots, const hs_tok *in, const hs_tok *out)
{
    hw_module *m = g->m;
    hs_tok fi = hs_tok_wires(g, in->w, "fifo_in"), fo = hs_tok_wires(g, in->w, "fifo_out");
    hs_fifo(g, slots, true, &fi, &fo);
    hw_copy(m, fo.ready, out->ready);
    hw_copy(m, fi.valid, hw_e_and2(m, in->valid, hw_e_or2(m, fo.valid, hw_e_not(m, out->ready))));
    if (in->w)
        hw_copy(m, fi.bus, in->bus);
    hw_ref v[2] = {in->valid, fo.valid};
    hw_assign_op(m, out->valid, HW_OP_OR, 2, v);
    hw_ref r[2] = {fi.ready, out->ready};
    hw_assign_op(m, in->ready, HW_OP_OR, 2, r);
    if (out->w) {
        hw_ref a[3] = {fo.valid, fo.bus, in->bus};
        hw_assign_op(m, out->bus, HW_OP_MUX2, 3, a);
    }
}

/* Dynamatic's SHIFT_REG_BREAK_DV: `stages` valid/token registers that all shift together
 * whenever the last one is empty or the output takes it (in->ready = that enable, so a
 * bubble enters when the input has nothing). Every token spends exactly `stages` cycles
 * inside at least; capacity `stages`. */
void hs_shift_reg(hs_gen *g, uint32_t stages, const hs_tok *in, const hs_tok *out)
{
    hw_module *m = g->m;
    if (stages < 1 || stages > HS_MAX_SLOTS) {
        hs_gen_fail(g, HS_E_LIMIT, "shift register of %u stages (1..%d)", stages, HS_MAX_SLOTS);
        return;
    }
    hw_ref en = hw_r(hw_tmp_reduced(m, HW_HINT("shift_en"), "", 0, 1));
    hw_ref prev_v = in->valid, prev_d = in->bus;
    for (uint32_t i = 0; i < stages; i++) {
        hw_sig_id v = hw_reg_sig(m, uniq(g, hw_strfmt(g->des, "shift_valid%u", i)), 1);
        hw_register(m, v, prev_v, en, 0);
        prev_v = hw_r(v);
        if (in->w) {
            hw_sig_id q = hw_reg_sig(m, uniq(g, hw_strfmt(g->des, "shift_data%u", i)), in->w);
            hw_register(m, q, prev_d, en, 0);
            prev_d = hw_r(q);
        }
    }
    hw_copy(m, out->valid, prev_v);
    hw_copy(m, en, hw_e_or2(m, hw_e_not(m, prev_v), out->ready));
    hw_copy(m, in->ready, en);
    if (out->w)
        hw_copy(m, out->bus, prev_d);
}

/* Dynamatic's COUNTER_BUFFER: one slot that shows its token `latency` cycles after
 * taking it (a down-counter loaded with latency - 1), and takes the next token in the
 * cycle the output takes the current one. */
void hs_counter_slot(hs_gen *g, uint32_t latency, const hs_tok *in, const hs_tok *out)
{
    hw_module *m = g->m;
    if (latency < 1 || latency > HS_MAX_SLOTS) {
        hs_gen_fail(g, HS_E_LIMIT, "counter buffer latency %u (1..%d)", latency, HS_MAX_SLOTS);
        return;
    }
    uint32_t cw = latency <= 1 ? 1 : index_bits(latency);
    hw_sig_id occ = hw_reg_sig(m, uniq(g, "cnt_occupied"), 1),
              cnt = hw_reg_sig(m, uniq(g, "cnt_delay"), cw);
    hw_ref zero = hw_e_cmp(m, HW_CMP_EQ, hw_r(cnt), hw_e_const(m, cw, 0));
    hw_ref done = hw_e_and2(m, hw_r(occ), zero);
    hw_ref leave = hw_e_and2(m, done, out->ready);
    hw_copy(m, out->valid, done);
    hw_copy(m, in->ready, hw_e_or2(m, hw_e_not(m, hw_r(occ)), leave));
    hw_ref load = hw_e_and2(m, in->valid, in->ready);
    hw_register(m, occ, hw_e_or2(m, load, hw_e_and2(m, hw_r(occ), hw_e_not(m, leave))),
                hw_r(HW_NO_SIG), 0);
    hw_ref dec_args[2] = {hw_r(cnt), hw_e_const(m, cw, 1)};
    hw_ref dec = hw_e_op_reduced(m, HW_HINT("cnt_dec"), HW_OP_SUB, cw, 2, dec_args);
    hw_ref counting = hw_e_and2(m, hw_r(occ), hw_e_not(m, zero));
    hw_ref kept = hw_e_mux2(m, counting, dec, hw_r(cnt));
    hw_register(m, cnt, hw_e_mux2(m, load, hw_e_const(m, cw, (int64_t)latency - 1), kept),
                hw_r(HW_NO_SIG), 0);
    if (!in->w)
        return;
    hw_sig_id q = hw_reg_sig(m, uniq(g, "cnt_data"), in->w);
    hw_register(m, q, in->bus, load, 0);
    hw_copy(m, out->bus, hw_r(q));
}
