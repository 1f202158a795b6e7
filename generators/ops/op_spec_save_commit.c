/* spec_save_commit: keeps every token it takes on ins in a history of fifo_depth slots
 * (head: oldest kept, curr: oldest not yet issued, tail: next free) and obeys the
 * speculator's two command channels (docs/speculation.md):
 *   ctrl_issue DO_SPEC   issue the token at curr (or the arriving one) with spec = 1;
 *   ctrl_history RESOLVE discard the token at head (its prediction was right);
 *   NO_CMP on both       issue the token at head (or the arriving one) with spec = 0
 *                        and discard it;
 *   RESEND on both       issue the token at head with spec = 0 and empty the history;
 *                        then every spec token arriving on ins is dropped until one
 *                        with spec = 0 arrives (recovery).
 * NO_CMP and RESEND are taken from both channels in the same cycle, so they never
 * overtake a command of the other channel. While recovering, DO_SPEC, RESOLVE and
 * NO_CMP wait for the first non-spec token. Extra signals other than spec are stored
 * with the data; outs' upstream signals go back to ins. */
#include "hs_gen.h"
#include "spec/spec_gen.h"

HS_GENERATOR(hs_build_spec_save_commit);

/* The command decoding, the history pointers and the output selection. */
int hs_build_spec_save_commit(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    const hs_chan *in = hs_gen_chan(&g, "ins", 0);
    const hs_chan *issue = hs_gen_chan(&g, "ctrl_issue", 0);
    const hs_chan *hist = hs_gen_chan(&g, "ctrl_history", 0);
    const hs_chan *out = hs_gen_chan(&g, "outs", 0);
    uint32_t depth = (uint32_t)hs_gen_param(&g, "fifo_depth");
    uint32_t ib = spec_index_bits(depth), cb = spec_count_bits(depth);
    uint32_t w = spec_pack_width(in->type);

    hw_sig_id recovery = hw_reg_sig(m, "recovery", 1);
    hw_ref rec = hw_r(recovery), in_spec = spec_bit(in);
    hw_ref leaving = spec_and(m, 3, (hw_ref[]){rec, in->valid, hw_e_not(m, in_spec)});
    hw_ref ok = hw_e_or2(m, hw_e_not(m, rec), leaving); /* no mis-speculated token left */

    hw_ref is_ds = hw_e_and2(m, issue->valid, spec_eq(m, issue->data, SPEC_CMD_DO_SPEC));
    hw_ref is_rs = hw_e_and2(m, issue->valid, spec_eq(m, issue->data, SPEC_CMD_RESEND));
    hw_ref is_nc = hw_e_and2(m, issue->valid, spec_eq(m, issue->data, SPEC_CMD_NO_CMP));
    hw_ref h_res = hw_e_and2(m, hist->valid, spec_eq(m, hist->data, SPEC_HIST_RESOLVE));
    hw_ref h_rs = hw_e_and2(m, hist->valid, spec_eq(m, hist->data, SPEC_HIST_RESEND));
    hw_ref h_nc = hw_e_and2(m, hist->valid, spec_eq(m, hist->data, SPEC_HIST_NO_CMP));
    hw_ref do_spec = hw_e_and2(m, ok, is_ds);
    hw_ref do_resolve = hw_e_and2(m, ok, h_res);
    hw_ref do_resend = hw_e_and2(m, is_rs, h_rs);
    hw_ref do_nocmp = spec_and(m, 3, (hw_ref[]){ok, is_nc, h_nc});

    /* occupancy: count = kept tokens, unsent = kept tokens not yet issued */
    hw_sig_id count_q = hw_wire(m, "count", cb), unsent_q = hw_wire(m, "unsent", cb);
    hw_ref full = spec_eq(m, hw_r(count_q), depth), empty = spec_eq(m, hw_r(count_q), 0);
    hw_ref all_sent = spec_eq(m, hw_r(unsent_q), 0);

    hw_ref drop = hw_e_and2(m, in_spec, hw_e_or2(m, rec, do_resend));
    hw_copy(m, in->ready, hw_e_or2(m, drop, hw_e_not(m, full)));
    hw_ref store = spec_and(m, 3, (hw_ref[]){in->valid, in->ready, hw_e_not(m, drop)});

    /* the output: the arriving token when nothing suitable is kept, else curr or head */
    hw_ref spec_from_in = hw_e_and2(m, do_spec, all_sent);
    hw_ref nocmp_from_in = hw_e_and2(m, do_nocmp, empty);
    hw_ref use_in = hw_e_or2(m, spec_from_in, nocmp_from_in);
    hw_ref use_curr = hw_e_and2(m, do_spec, hw_e_not(m, all_sent));
    hw_ref one = hw_e_const(m, 1, 1);
    hw_ref v_spec = hw_e_mux2(m, all_sent, hw_e_and2(m, in->valid, hw_e_not(m, full)), one);
    hw_ref v_nocmp = hw_e_or2(m, in->valid, hw_e_not(m, empty));
    hw_copy(m, out->valid,
            spec_or(m, 3,
                    (hw_ref[]){hw_e_and2(m, do_spec, v_spec), hw_e_and2(m, do_nocmp, v_nocmp),
                               do_resend}));
    hw_copy(m, spec_bit(out), do_spec);
    hw_ref fire = hw_e_and2(m, out->valid, out->ready);
    hw_copy(m, issue->ready, fire);
    hw_copy(m, hist->ready,
            hw_e_or2(m, do_resolve, hw_e_and2(m, fire, hw_e_or2(m, do_resend, do_nocmp))));
    hw_ref resent = hw_e_and2(m, fire, do_resend);
    hw_ref adv_curr = hw_e_and2(m, fire, hw_e_or2(m, do_spec, do_nocmp));
    hw_ref pop = hw_e_or2(m, do_resolve, hw_e_and2(m, fire, do_nocmp));

    hw_ref head = spec_ring_ptr(&g, "head", ib, depth, pop, resent);
    hw_ref curr = spec_ring_ptr(&g, "curr", ib, depth, adv_curr, resent);
    hw_ref tail = spec_ring_ptr(&g, "tail", ib, depth, store, resent);
    hw_copy(m, hw_r(count_q), spec_up_down(&g, "kept", cb, store, pop, resent));
    hw_copy(m, hw_r(unsent_q), spec_up_down(&g, "unissued", cb, store, adv_curr, resent));
    hw_ref recovering = hw_e_and2(m, rec, hw_e_not(m, leaving));
    hw_register(m, recovery, hw_e_mux2(m, resent, hw_e_const(m, 1, 1), recovering), hw_r(HW_NO_SIG),
                0);
    if (w) {
        hw_ref bus = spec_pack(&g, in);
        hw_sig_id mem = hw_mem(m, "history", w, depth);
        hw_memwrite_stmt(m, mem, store, tail, bus);
        hw_ref at_curr = hw_r(hw_tmp_reduced(m, HW_HINT("at_curr"), "", 0, w)),
               at_head = hw_r(hw_tmp_reduced(m, HW_HINT("at_head"), "", 0, w));
        hw_memread(m, at_curr, mem, curr);
        hw_memread(m, at_head, mem, head);
        spec_unpack(&g, hw_e_mux2(m, use_in, bus, hw_e_mux2(m, use_curr, at_curr, at_head)), out);
    } else {
        (void)head, (void)curr, (void)tail, (void)use_curr;
    }
    hs_extras_up(&g, 1, &in, 1, &out);
    return hs_gen_end(&g);
}
