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

#endif
