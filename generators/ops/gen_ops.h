/* Build functions of the generators, one per op_*.c file; gen_table.c maps unit
 * names to them. Each builds the unit's hw_design from a verified hs_unit. */
#ifndef GEN_OPS_H
#define GEN_OPS_H

#include "hs_gen.h"

int hs_build_arith(hw_design *des, const hs_unit *u, hs_diag *d);    /* op_arith.c */
int hs_build_cmpi(hw_design *des, const hs_unit *u, hs_diag *d);     /* op_cmpi.c */
int hs_build_ext(hw_design *des, const hs_unit *u, hs_diag *d);      /* op_ext.c */
int hs_build_noti(hw_design *des, const hs_unit *u, hs_diag *d);     /* op_noti.c */
int hs_build_select(hw_design *des, const hs_unit *u, hs_diag *d);   /* op_select.c */
int hs_build_constant(hw_design *des, const hs_unit *u, hs_diag *d); /* op_constant.c */
int hs_build_source(hw_design *des, const hs_unit *u, hs_diag *d);   /* op_source.c */
int hs_build_sink(hw_design *des, const hs_unit *u, hs_diag *d);     /* op_sink.c */
int hs_build_fork(hw_design *des, const hs_unit *u, hs_diag *d); /* op_fork.c: fork, lazy_fork */
int hs_build_join(hw_design *des, const hs_unit *u, hs_diag *d); /* op_join.c */
int hs_build_merge(hw_design *des, const hs_unit *u,
                   hs_diag *d); /* op_merge.c: merge, control_merge */
int hs_build_mux(hw_design *des, const hs_unit *u, hs_diag *d);     /* op_mux.c */
int hs_build_br(hw_design *des, const hs_unit *u, hs_diag *d);      /* op_br.c */
int hs_build_cond_br(hw_design *des, const hs_unit *u, hs_diag *d); /* op_cond_br.c */
int hs_build_buffer(hw_design *des, const hs_unit *u, hs_diag *d);  /* op_buffer.c */
int hs_build_load(hw_design *des, const hs_unit *u, hs_diag *d);    /* op_load.c */
int hs_build_store(hw_design *des, const hs_unit *u, hs_diag *d);   /* op_store.c */

int hs_build_signal(hw_design *des, const hs_unit *u,
                    hs_diag *d); /* op_signal.c: add/drop/promote */
int hs_build_compose(hw_design *des, const hs_unit *u,
                     hs_diag *d); /* op_compose.c: compose, decompose */
int hs_build_bundle(hw_design *des, const hs_unit *u,
                    hs_diag *d); /* op_bundle.c: bundle, unbundle */
int hs_build_spec_branch(hw_design *des, const hs_unit *u, hs_diag *d); /* op_spec_branch.c */

/* floating point */
int hs_build_float_arith(hw_design *des, const hs_unit *u,
                         hs_diag *d); /* op_float.c: addf, subf, mulf, divf */

/* memory (catalog_mem.c) */
int hs_build_mem_controller(hw_design *des, const hs_unit *u, hs_diag *d); /* op_mem_controller.c */
int hs_build_mem_to_bram(hw_design *des, const hs_unit *u, hs_diag *d);    /* op_mem_to_bram.c */
int hs_build_ram(hw_design *des, const hs_unit *u, hs_diag *d);            /* op_ram.c */
int hs_build_lsq(hw_design *des, const hs_unit *u, hs_diag *d); /* op_lsq*.c (catalog_lsq.c) */

/* control (catalog_ctrl.c) */
int hs_build_blocker(hw_design *des, const hs_unit *u, hs_diag *d);       /* op_blocker.c */
int hs_build_init(hw_design *des, const hs_unit *u, hs_diag *d);          /* op_init.c */
int hs_build_ndwire(hw_design *des, const hs_unit *u, hs_diag *d);        /* op_ndwire.c */
int hs_build_ready_remover(hw_design *des, const hs_unit *u, hs_diag *d); /* op_ready_remover.c */
int hs_build_valid_merger(hw_design *des, const hs_unit *u, hs_diag *d);  /* op_valid_merger.c */
int hs_build_ii_monitor(hw_design *des, const hs_unit *u, hs_diag *d);    /* op_ii_monitor.c */
int hs_build_sharing_wrapper(hw_design *des, const hs_unit *u,
                             hs_diag *d); /* op_sharing_wrapper.c */

/* floating point: compare, sign, conversions (catalog_fmisc.c) */
int hs_build_fsign(hw_design *des, const hs_unit *u, hs_diag *d);   /* op_fsign.c: negf, absf */
int hs_build_cmpf(hw_design *des, const hs_unit *u, hs_diag *d);    /* op_cmpf.c */
int hs_build_fminmax(hw_design *des, const hs_unit *u, hs_diag *d); /* op_fminmax.c */
int hs_build_extf(hw_design *des, const hs_unit *u, hs_diag *d);    /* op_fconv.c */
int hs_build_truncf(hw_design *des, const hs_unit *u, hs_diag *d);  /* op_fconv.c */
int hs_build_itofp(hw_design *des, const hs_unit *u, hs_diag *d);   /* op_itofp.c: si/uitofp */
int hs_build_fptoi(hw_design *des, const hs_unit *u, hs_diag *d);   /* op_fptoi.c: fptosi/ui */

/* integer division (catalog_div.c) */
int hs_build_div(hw_design *des, const hs_unit *u, hs_diag *d);  /* op_div.c: div/rem si/ui */
int hs_build_absi(hw_design *des, const hs_unit *u, hs_diag *d); /* op_div.c */

/* speculation (catalog_spec.c) */
int hs_build_speculator(hw_design *des, const hs_unit *u, hs_diag *d); /* op_speculator.c */
int hs_build_spec_save_commit(hw_design *des, const hs_unit *u,
                              hs_diag *d);                              /* op_spec_save_commit.c */
int hs_build_spec_commit(hw_design *des, const hs_unit *u, hs_diag *d); /* op_spec_commit.c */
int hs_build_non_spec(hw_design *des, const hs_unit *u, hs_diag *d);    /* op_non_spec.c */

#endif
