/* The staged pipeline of the floating-point datapaths (fp.h): cut points chosen evenly
 * among a datapath's candidates, one valid register per stage, data registers enabled
 * by the stage's ready. */
#include "fp.h"

/* Creates the ready wires of every stage up front: stage k's ready needs stage k+1's. */
void fp_pipe_begin(fp_pipe *p, hs_gen *g, uint32_t latency, uint32_t n_cand, hw_ref in_valid,
                   hw_ref side, hw_ref out_ready)
{
    p->g = g;
    p->latency = latency;
    p->n_cand = n_cand;
    p->cand = 0;
    p->stage = 0;
    p->valid = in_valid;
    p->side = side;
    p->rdy = hw_alloc(g->des, (latency + 1) * sizeof(hw_ref));
    char name[64];
    for (uint32_t k = 0; k < latency; k++) {
        size_t nl = hs_gen_stage_name_n(name, sizeof(name), "stage", k, "_ready", -1);
        p->rdy[k] = hw_r(hw_wire_n(g->m, name, nl, 1));
    }
    p->rdy[latency] = out_ready;
}

/* One register stage over the live values, the valid and the side bus. */
static void stage(fp_pipe *p, size_t n, hw_ref *const *refs)
{
    hw_module *m = p->g->m;
    uint32_t k = p->stage++;
    hw_ref rdy = p->rdy[k];
    char name[64];
    size_t nl = hs_gen_stage_name_n(name, sizeof(name), "stage", k, "_valid", -1);
    hw_sig_id vq = hw_reg_sig_n(m, name, nl, 1);
    hw_ref args[2] = {hw_e_not(m, hw_r(vq)), p->rdy[k + 1]};
    hw_assign_op(m, rdy, HW_OP_OR, 2, args);
    hw_register(m, vq, p->valid, rdy, 0);
    p->valid = hw_r(vq);
    if (p->side.sig != HW_NO_SIG) {
        nl = hs_gen_stage_name_n(name, sizeof(name), "stage", k, "_side", -1);
        hw_sig_id q = hw_reg_sig_n(m, name, nl, hw_ref_width(m, p->side));
        hw_register(m, q, p->side, rdy, 0);
        p->side = hw_r(q);
    }
    for (size_t i = 0; i < n; i++) {
        if (refs[i]->sig == HW_NO_SIG)
            continue;
        nl = hs_gen_stage_name_n(name, sizeof(name), "stage", k, "_r", (long long)i);
        hw_sig_id q = hw_reg_sig_n(m, name, nl, hw_ref_width(m, *refs[i]));
        hw_register(m, q, *refs[i], rdy, 0);
        *refs[i] = hw_r(q);
    }
}

/* Candidate c (1..N) is cut when floor(c(L+1)/(N+1)) steps up: exactly L of N, evenly. */
void fp_pipe_cut(fp_pipe *p, size_t n, hw_ref *const *refs)
{
    uint64_t c = ++p->cand;
    uint64_t L = p->latency < p->n_cand ? p->latency : p->n_cand, N = p->n_cand;
    if (c > N)
        return;
    if (c * (L + 1) / (N + 1) > (c - 1) * (L + 1) / (N + 1))
        stage(p, n, refs);
}

/* Surplus stages past the candidates sit at the output. */
int fp_pipe_end(fp_pipe *p, size_t n, hw_ref *const *refs, hw_ref in_ready)
{
    while (p->stage < p->latency)
        stage(p, n, refs);
    hw_copy(p->g->m, in_ready, p->rdy[0]);
    return p->cand == p->n_cand ? 0 : -1;
}
