/* Tokens through storage: packing data and downstream extras into one bus, and
 * the valid/ready register pipeline of units with latency (gen_channel.h). */
#include "gen_channel.h"

/* Bits a stored token needs. */
uint32_t hs_pack_width(const hs_type *t, bool with_data)
{
    uint32_t w = with_data && t->kind != HS_T_CONTROL ? t->width : 0;
    return w + hs_type_extra_bits(t, false);
}

/* One bus per token so storage needs one register or memory word. */
hw_ref hs_pack(hs_gen *g, const hs_chan *c, bool with_data)
{
    uint32_t w = hs_pack_width(c->type, with_data);
    if (w == 0)
        return hw_r(HW_NO_SIG);
    hw_ref parts[HS_MAX_EXTRAS + 1];
    uint32_t n = 0;
    for (unsigned k = c->n_extra; k-- > 0;) /* MSB first: last extra on top */
        if (!c->type->extra[k].up)
            parts[n++] = c->extra[k];
    if (with_data && c->has_data)
        parts[n++] = c->data;
    return hw_e_op_reduced(g->m, HW_HINT("pack"), HW_OP_CONCAT, w, n, parts);
}

/* The inverse of hs_pack, driving an output channel. */
void hs_unpack(hs_gen *g, hw_ref bus, const hs_chan *c, bool with_data)
{
    int32_t lo = 0;
    if (with_data && c->has_data) {
        int32_t w = (int32_t)c->type->width;
        hw_copy(g->m, c->data, hw_bits(bus, lo + w - 1, lo));
        lo += w;
    }
    for (unsigned k = 0; k < c->n_extra; k++) {
        const hs_extra *e = &c->type->extra[k];
        if (e->up)
            continue;
        hw_copy(g->m, c->extra[k], hw_bits(bus, lo + e->width - 1, lo));
        lo += e->width;
    }
}

/* Stage k holds (v_k, d_k); it loads when empty or when stage k+1 takes its token:
 * ready_k = !v_k | ready_{k+1}, ready_stages = out ready. */
void hs_chan_pipe(hs_gen *g, uint32_t stages, const hs_chan *in, const hs_chan *out)
{
    hw_module *m = g->m;
    uint32_t w = hs_pack_width(in->type, true);
    hw_ref bus = hs_pack(g, in, true);
    hw_ref valid = in->valid;
    hw_ref *rdy = hw_alloc(g->des, (stages + 1) * sizeof(hw_ref));
    hw_sig_id *vq = hw_alloc(g->des, stages * sizeof(hw_sig_id));
    rdy[stages] = out->ready;
    /* the first pipeline of a unit names its stages stageK_*, later ones pipeN_stageK_* */
    char pre[32], name[64]; /* "stage" or "pipe<N>_stage", then the stage's names */
    hs_line l;
    hs_line_init(&l, pre, sizeof(pre));
    if (g->n_pipes) {
        hs_line_puts(&l, "pipe");
        hs_line_put_d(&l, g->n_pipes);
        hs_line_puts(&l, "_");
    }
    hs_line_puts(&l, "stage");
    g->n_pipes++;
    for (uint32_t k = 0; k < stages; k++) {
        size_t nl = hs_gen_stage_name_n(name, sizeof(name), pre, k, "_valid", -1);
        vq[k] = hw_reg_sig_n(m, name, nl, 1);
        nl = hs_gen_stage_name_n(name, sizeof(name), pre, k, "_ready", -1);
        rdy[k] = hw_r(hw_wire_n(m, name, nl, 1));
    }
    for (uint32_t k = 0; k < stages; k++) {
        hw_ref nv = hw_e_not(m, hw_r(vq[k]));
        hw_ref args[2] = {nv, rdy[k + 1]};
        hw_assign_op(m, rdy[k], HW_OP_OR, 2, args);
        hw_register(m, vq[k], valid, rdy[k], 0);
        if (w) {
            size_t nl = hs_gen_stage_name_n(name, sizeof(name), pre, k, "_data", -1);
            hw_sig_id dq = hw_reg_sig_n(m, name, nl, w);
            hw_register(m, dq, bus, rdy[k], 0);
            bus = hw_r(dq);
        }
        valid = hw_r(vq[k]);
    }
    hw_copy(m, in->ready, rdy[0]);
    hw_copy(m, out->valid, valid);
    if (w)
        hs_unpack(g, bus, out, true);
}
