/* ram: Dynamatic's behavioural dual-port block RAM. size words of data_width bits,
 * words 0.. starting at `values` (the rest at zero); a read port (loadEn, loadAddr ->
 * loadData, registered: the word appears the cycle after loadEn) and a write port
 * (storeEn, storeAddr, storeData, written on the clock edge). A read and a write of the
 * same word in one cycle read the old word. Addresses at or past size read zero and
 * write nothing. The memory is an hw memory with initial contents, which synthesis
 * tools infer as a block RAM with its init values. */
#include "gen_channel.h"

HS_GENERATOR(hs_build_ram);

/* The word index of an address (its low bits) when it lies inside the RAM, else 0, and
 * whether it does. */
static hw_ref word_index(hw_module *m, hw_ref addr, uint32_t aw, uint32_t ab, int64_t size,
                         hw_ref *inside)
{
    hw_ref idx = hw_e_op_reduced(m, HW_HINT("ram_idx"), HW_OP_ZEXT, ab, 1, &addr);
    if (aw < 63 && size == ((int64_t)1 << aw)) {
        *inside = hw_e_const(m, 1, 1);
        return idx;
    }
    *inside = hw_e_cmp(m, HW_CMP_ULT, addr, hw_e_const(m, aw, size));
    return hw_e_mux2(m, *inside, idx, hw_e_const(m, ab, 0));
}

/* The memory, its initial contents, the registered read and the clocked write. */
int hs_build_ram(hw_design *des, const hs_unit *u, hs_diag *d)
{
    hs_gen g;
    if (hs_gen_begin(&g, des, u, d))
        return g.err;
    hw_module *m = g.m;
    uint32_t dw = (uint32_t)hs_gen_param(&g, "data_width"),
             aw = (uint32_t)hs_gen_param(&g, "addr_width");
    int64_t size = hs_gen_param(&g, "size");
    uint32_t ab = 1;
    while (((int64_t)1 << ab) < size)
        ab++;
    hw_sig_id mem = hw_mem(m, "ram_mem", dw, (uint32_t)size);
    int n;
    const int64_t *vals = hs_unit_list(u, &n);
    hw_mem_init(m, mem, (uint32_t)n, vals);
    hw_ref ld_in, st_in;
    hw_ref ld = word_index(m, hs_gen_chan(&g, "loadAddr", 0)->data, aw, ab, size, &ld_in);
    hw_ref st = word_index(m, hs_gen_chan(&g, "storeAddr", 0)->data, aw, ab, size, &st_in);
    hw_ref word = hw_r(hw_tmp_reduced(m, HW_HINT("ram_word"), "", 0, dw));
    hw_memread(m, word, mem, ld);
    hw_sig_id q = hw_reg_sig(m, "ram_q", dw);
    hw_register(m, q, hw_e_mux2(m, ld_in, word, hw_e_const(m, dw, 0)),
                hs_gen_chan(&g, "loadEn", 0)->data, 0);
    hw_copy(m, hs_gen_chan(&g, "loadData", 0)->data, hw_r(q));
    hw_memwrite_stmt(m, mem, hw_e_and2(m, hs_gen_chan(&g, "storeEn", 0)->data, st_in), st,
                     hs_gen_chan(&g, "storeData", 0)->data);
    return hs_gen_end(&g);
}
