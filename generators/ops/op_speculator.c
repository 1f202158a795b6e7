/* speculator, after Dynamatic's (a brain deciding, lazy forks and decoders
 * communicating), flattened into one module (docs/speculation.md):
 *   predictor   the last token seen on ins (data and extras but spec; 0 after reset);
 *   history     a FIFO of the fifo_depth predictions not yet resolved;
 *   FSM         IDLE (speculate, resolve), KILL (one kill per prediction left, one
 *               resend, drop spec inputs), KILL_ONLY_DATA (speculate again, drop spec
 *               ins until a non-spec one arrives).
 * Each cycle it takes some of five decisions, each sent to its channels through a lazy
 * fork (all of them take it in the same cycle, or none does):
 *   do_spec  trigger, history not full     outs = prediction, spec 1; ctrl_issue DO_SPEC
 *   no_cmp   trigger and ins, no history   outs = ins, spec 0; ctrl_issue and
 *                                          ctrl_history NO_CMP
 *   resolve  ins equals the oldest         ctrl_history RESOLVE; ctrl_commit 0 (pass)
 *            prediction
 *   kill     KILL, a prediction left       ctrl_commit 1 (kill)
 *   resend   KILL, not yet resent          outs = the ins that disagreed, spec 0;
 *                                          ctrl_issue and ctrl_history RESEND
 * The trigger's extra signals other than spec are not used; outs' upstream signals go
 * back to ins and trigger. */
#include "gen_slots.h"
#include "spec/spec_gen.h"

HS_GENERATOR(hs_build_speculator);

enum { ST_IDLE = 0, ST_KILL = 1, ST_KILL_ONLY_DATA = 2 };

/* A decision and the output channels it goes to (a lazy fork). */
typedef struct {
    hw_ref valid;
    int n;
    int ch[3]; /* indices into the outputs: 0 outs, 1 issue, 2 history, 3 commit */
} decision;

/* Lazy fork: the decision's ready is all its channels ready; each channel sees it
 * valid only while the others are ready. Returns the ready; adds the channel valids. */
static hw_ref lazy_fork(hw_module *m, const decision *dc, const hw_ref *ready, hw_ref *vterm)
{
    hw_ref all[3];
    for (int i = 0; i < dc->n; i++)
        all[i] = ready[dc->ch[i]];
    for (int i = 0; i < dc->n; i++) {
        hw_ref t[3];
        int k = 0;
        t[k++] = dc->valid;
        for (int j = 0; j < dc->n; j++)
            if (j != i)
                t[k++] = ready[dc->ch[j]];
        vterm[i] = spec_and(m, (uint32_t)k, t);
    }
    return spec_and(m, (uint32_t)dc->n, all);
}

/* The brain (state, predictor, history, decisions) and the communicator (forks). */
int hs_build_speculator(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    const hs_chan *in = hs_gen_chan(&g, "ins", 0);
    const hs_chan *trig = hs_gen_chan(&g, "trigger", 0);
    const hs_chan *out = hs_gen_chan(&g, "outs", 0);
    const hs_chan *chans[4] = {out, hs_gen_chan(&g, "ctrl_issue", 0),
                               hs_gen_chan(&g, "ctrl_history", 0),
                               hs_gen_chan(&g, "ctrl_commit", 0)};
    uint32_t depth = (uint32_t)hs_gen_param(&g, "fifo_depth");
    uint32_t w = spec_pack_width(in->type);
    hw_ref bus = spec_pack(&g, in);
    hw_ref in_spec = spec_bit(in), trig_spec = spec_bit(trig);

    /* predictor: the last token offered on ins */
    hw_ref pred = hw_r(HW_NO_SIG); /* a control without other signals predicts nothing */
    if (w) {
        pred = hw_r(hw_reg_sig(m, "prediction", w));
        hw_register(m, pred.sig, bus, in->valid, 0);
    }

    /* history of predictions */
    hs_tok hin = hs_tok_wires(&g, w, "hist_in"), hout = hs_tok_wires(&g, w, "hist_out");
    hs_fifo(&g, depth, false, &hin, &hout);
    if (w)
        hw_copy(m, hin.bus, pred);
    hw_ref hv = hout.valid, room = hin.ready;

    hw_sig_id state = hw_reg_sig(m, "state", 2);
    hw_ref idle = spec_eq(m, hw_r(state), ST_IDLE), kill = spec_eq(m, hw_r(state), ST_KILL);
    hw_ref kod = spec_eq(m, hw_r(state), ST_KILL_ONLY_DATA);
    hw_sig_id resend_done = hw_reg_sig(m, "resend_done", 1);
    hw_ref resend_tok = w ? hw_r(hw_reg_sig(m, "resend_token", w)) : hw_r(HW_NO_SIG);

    hw_ref both = hw_e_and2(m, in->valid, hv);
    hw_ref same = w ? hw_e_cmp(m, HW_CMP_EQ, bus, hout.bus) : hw_e_const(m, 1, 1);
    hw_ref match = hw_e_and2(m, both, same);
    hw_ref misspec = hw_r(hw_wire(m, "misspec", 1));
    hw_copy(m, misspec, spec_and(m, 3, (hw_ref[]){idle, both, hw_e_not(m, same)}));
    hw_ref early = spec_and(m, 3, (hw_ref[]){trig->valid, in->valid, hw_e_not(m, hv)});
    hw_ref can_spec = hw_e_and2(m, trig->valid, room);
    hw_ref nonspec_in = hw_e_and2(m, in->valid, hw_e_not(m, in_spec));

    decision ds = {spec_or(m, 2,
                           (hw_ref[]){spec_and(m, 4,
                                               (hw_ref[]){idle, hw_e_not(m, misspec),
                                                          hw_e_not(m, early), can_spec}),
                                      hw_e_and2(m, kod, can_spec)}),
                   2,
                   {0, 1}};
    decision nc = {hw_e_and2(m, idle, early), 3, {0, 1, 2}};
    decision rs = {hw_e_and2(m, idle, match), 2, {2, 3}};
    decision kl = {hw_e_and2(m, kill, hv), 1, {3}};
    decision re = {hw_e_and2(m, kill, hw_e_not(m, hw_r(resend_done))), 3, {0, 1, 2}};
    const decision *all[5] = {&ds, &nc, &rs, &kl, &re};

    hw_ref ready[4], rdy[5];
    for (int c = 0; c < 4; c++)
        ready[c] = chans[c]->ready;
    hw_ref terms[4][5];
    int nt[4] = {0};
    for (int k = 0; k < 5; k++) {
        hw_ref vt[3];
        rdy[k] = lazy_fork(m, all[k], ready, vt);
        for (int i = 0; i < all[k]->n; i++) {
            int c = all[k]->ch[i];
            terms[c][nt[c]++] = vt[i];
        }
    }
    for (int c = 0; c < 4; c++)
        hw_copy(m, chans[c]->valid, spec_or(m, (uint32_t)nt[c], terms[c]));

    /* decoders: what each channel carries for the decision it shows */
    if (w)
        spec_unpack(&g, hw_e_mux2(m, ds.valid, pred, hw_e_mux2(m, re.valid, resend_tok, bus)), out);
    hw_copy(m, spec_bit(out), ds.valid);
    hw_ref code_rs = hw_e_const(m, 2, SPEC_CMD_RESEND), code_nc = hw_e_const(m, 2, SPEC_CMD_NO_CMP);
    hw_copy(m, chans[1]->data,
            hw_e_mux2(m, re.valid, code_rs,
                      hw_e_mux2(m, nc.valid, code_nc, hw_e_const(m, 2, SPEC_CMD_DO_SPEC))));
    hw_ref h_resolve = hw_e_const(m, 2, SPEC_HIST_RESOLVE);
    hw_ref h_rest = hw_e_mux2(m, nc.valid, hw_e_const(m, 2, SPEC_HIST_NO_CMP), h_resolve);
    hw_copy(m, chans[2]->data, hw_e_mux2(m, re.valid, hw_e_const(m, 2, SPEC_HIST_RESEND), h_rest));
    hw_copy(m, chans[3]->data, kl.valid);

    hw_ref ds_go = hw_e_and2(m, ds.valid, rdy[0]), nc_go = hw_e_and2(m, nc.valid, rdy[1]);
    hw_ref rs_go = hw_e_and2(m, rs.valid, rdy[2]);
    /* ins: taken when it disagrees, resolves or goes out unpredicted; killed if spec */
    hw_ref in_idle = spec_or(m, 3, (hw_ref[]){misspec, rs_go, nc_go});
    hw_copy(m, in->ready, hw_e_mux2(m, idle, in_idle, in_spec));
    /* trigger: taken to speculate or go out unpredicted; killed when it is spec. In the
     * cycle a misprediction shows up only a spec trigger is taken (and dropped): a
     * non-spec one waits for the re-speculation, where Dynamatic's speculator drops it
     * too and then waits in KILL for a non-spec trigger that may never come */
    hw_ref mis_trig = hw_r(hw_wire(m, "misspec_trigger", 1));
    hw_copy(m, mis_trig, hw_e_and2(m, misspec, trig_spec));
    hw_ref t_idle = spec_or(m, 3, (hw_ref[]){mis_trig, nc_go, ds_go});
    hw_copy(m, trig->ready, hw_e_mux2(m, idle, t_idle, hw_e_mux2(m, kill, trig_spec, ds_go)));
    hw_copy(m, hin.valid, ds_go);
    hw_copy(m, hout.ready, hw_e_or2(m, rs_go, hw_e_and2(m, kill, rdy[3])));

    if (w)
        hw_register(m, resend_tok.sig, bus, misspec, 0);
    hw_ref rd_keep = hw_e_or2(m, hw_r(resend_done), hw_e_and2(m, kill, rdy[4]));
    hw_ref rd_next = hw_e_mux2(m, misspec, hw_e_const(m, 1, 0), rd_keep);
    hw_register(m, resend_done, rd_next, hw_r(HW_NO_SIG), 0);
    /* FSM: IDLE -> KILL on a misprediction; KILL -> IDLE or KILL_ONLY_DATA once every
     * prediction is killed and a non-spec trigger asks to speculate again; KILL_ONLY_DATA
     * -> IDLE when a non-spec ins shows that every mis-speculated one is gone */
    /* ... and once the resend has gone out (Dynamatic's leaves KILL without it: a
     * non-spec trigger already waiting, e.g. one from outside the region, would leave
     * the disagreeing token unsent, its run cut short) */
    hw_ref resent = hw_r(hw_wire(m, "resent", 1));
    hw_copy(m, resent, hw_e_or2(m, hw_r(resend_done), hw_e_and2(m, re.valid, rdy[4])));
    hw_ref respec =
        spec_and(m, 4, (hw_ref[]){hw_e_not(m, hv), trig->valid, hw_e_not(m, trig_spec), resent});
    /* constants made right to left: the order these calls were once nested in */
    hw_ref k_kill = hw_e_const(m, 2, ST_KILL);
    hw_ref k_kod = hw_e_const(m, 2, ST_KILL_ONLY_DATA);
    hw_ref k_idle = hw_e_const(m, 2, ST_IDLE);
    hw_ref after_kill = hw_e_mux2(m, respec, hw_e_mux2(m, nonspec_in, k_idle, k_kod), k_kill);
    hw_ref k_kod2 = hw_e_const(m, 2, ST_KILL_ONLY_DATA);
    hw_ref after_kod = hw_e_mux2(m, nonspec_in, hw_e_const(m, 2, ST_IDLE), k_kod2);
    hw_ref k_idle2 = hw_e_const(m, 2, ST_IDLE);
    hw_ref after_idle = hw_e_mux2(m, misspec, hw_e_const(m, 2, ST_KILL), k_idle2);
    hw_register(m, state, hw_e_mux2(m, idle, after_idle, hw_e_mux2(m, kill, after_kill, after_kod)),
                hw_r(HW_NO_SIG), ST_IDLE);
    const hs_chan *ins2[2] = {in, trig};
    hs_extras_up(&g, 2, ins2, 1, &out);
    return hs_gen_end(&g);
}
