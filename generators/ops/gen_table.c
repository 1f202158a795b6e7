/* Which generator builds which unit: one line per unit. Add a line here (and the
 * build function's prototype in gen_ops.h) to make a new generator reachable. */
#include <string.h>

#include "gen_ops.h"

static const hs_generator table[] = {
    {"handshake.addi", hs_build_arith},
    {"handshake.subi", hs_build_arith},
    {"handshake.muli", hs_build_arith},
    {"handshake.andi", hs_build_arith},
    {"handshake.ori", hs_build_arith},
    {"handshake.xori", hs_build_arith},
    {"handshake.shli", hs_build_arith},
    {"handshake.shrsi", hs_build_arith},
    {"handshake.shrui", hs_build_arith},
    {"handshake.maxsi", hs_build_arith},
    {"handshake.maxui", hs_build_arith},
    {"handshake.minsi", hs_build_arith},
    {"handshake.minui", hs_build_arith},
    {"handshake.cmpi", hs_build_cmpi},
    {"handshake.extsi", hs_build_ext},
    {"handshake.extui", hs_build_ext},
    {"handshake.trunci", hs_build_ext},
    {"handshake.noti", hs_build_noti},
    {"handshake.select", hs_build_select},
    {"handshake.constant", hs_build_constant},
    {"handshake.source", hs_build_source},
    {"handshake.sink", hs_build_sink},
    {"handshake.fork", hs_build_fork},
    {"handshake.lazy_fork", hs_build_fork},
    {"handshake.join", hs_build_join},
    {"handshake.merge", hs_build_merge},
    {"handshake.control_merge", hs_build_merge},
    {"handshake.mux", hs_build_mux},
    {"handshake.br", hs_build_br},
    {"handshake.cond_br", hs_build_cond_br},
    {"handshake.buffer", hs_build_buffer},
    {"handshake.load", hs_build_load},
    {"handshake.store", hs_build_store},
    {"handshake.add_signal", hs_build_signal},
    {"handshake.drop_signal", hs_build_signal},
    {"handshake.promote_signal", hs_build_signal},
    {"handshake.compose", hs_build_compose},
    {"handshake.decompose", hs_build_compose},
    {"handshake.bundle", hs_build_bundle},
    {"handshake.unbundle", hs_build_bundle},
    {"handshake.speculating_branch", hs_build_spec_branch},

    /* speculation (catalog_spec.c) */
    {"handshake.speculator", hs_build_speculator},
    {"handshake.spec_save_commit", hs_build_spec_save_commit},
    {"handshake.spec_commit", hs_build_spec_commit},
    {"handshake.non_spec", hs_build_non_spec},

    /* memory (catalog_mem.c) */
    {"handshake.mem_controller", hs_build_mem_controller},
    {"handshake.lsq", hs_build_lsq},
    {"handshake.mem_to_bram", hs_build_mem_to_bram},
    {"handshake.ram", hs_build_ram},

    /* control (catalog_ctrl.c) */
    {"handshake.blocker", hs_build_blocker},
    {"handshake.init", hs_build_init},
    {"handshake.ndwire", hs_build_ndwire},
    {"handshake.ready_remover", hs_build_ready_remover},
    {"handshake.rigidifier", hs_build_ready_remover},
    {"handshake.valid_merger", hs_build_valid_merger},
    {"handshake.top_join", hs_build_join},
    {"handshake.sharing_wrapper", hs_build_sharing_wrapper},
    {"handshake.ii_monitor", hs_build_ii_monitor},

    /* floating point (catalog_float.c) */
    {"handshake.addf", hs_build_float_arith},
    {"handshake.subf", hs_build_float_arith},
    {"handshake.mulf", hs_build_float_arith},
    {"handshake.divf", hs_build_float_arith},

    /* floating point: compare, sign, conversions (catalog_fmisc.c) */
    {"handshake.negf", hs_build_fsign},
    {"handshake.absf", hs_build_fsign},
    {"handshake.cmpf", hs_build_cmpf},
    {"handshake.maximumf", hs_build_fminmax},
    {"handshake.minimumf", hs_build_fminmax},
    {"handshake.extf", hs_build_extf},
    {"handshake.truncf", hs_build_truncf},
    {"handshake.sitofp", hs_build_itofp},
    {"handshake.uitofp", hs_build_itofp},
    {"handshake.fptosi", hs_build_fptoi},
    {"handshake.fptoui", hs_build_fptoi},

    /* integer division (catalog_div.c) */
    {"handshake.divsi", hs_build_div},
    {"handshake.divui", hs_build_div},
    {"handshake.remsi", hs_build_div},
    {"handshake.remui", hs_build_div},
    {"handshake.absi", hs_build_absi},

    {NULL, NULL},
};

/* Accepts "addi" or "handshake.addi", like the catalog. */
const hs_generator *hs_generator_find(const char *unit)
{
    if (!unit)
        return NULL;
    const char *bare = strncmp(unit, "handshake.", 10) == 0 ? unit + 10 : unit;
    for (size_t i = 0; table[i].unit; i++)
        if (strcmp(table[i].unit + 10, bare) == 0)
            return &table[i];
    return NULL;
}
