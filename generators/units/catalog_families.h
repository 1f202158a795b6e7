/* The catalog's family tables. Each catalog_<family>.c defines one table of
 * rows ending with a row whose name is NULL; catalog.c searches them in the
 * order of hs_catalog_families. A new family: one table here, one line there. */
#ifndef CATALOG_FAMILIES_H
#define CATALOG_FAMILIES_H

#include "hs_unit.h"

extern const hs_unit_info hs_catalog_core[];  /* catalog_core.c */
extern const hs_unit_info hs_catalog_spec[];  /* catalog_spec.c: speculation */
extern const hs_unit_info hs_catalog_mem[];   /* catalog_mem.c: memory controller, RAM */
extern const hs_unit_info hs_catalog_ctrl[];  /* catalog_ctrl.c: the remaining control units */
extern const hs_unit_info hs_catalog_float[]; /* catalog_float.c: IEEE-754 floating point */
extern const hs_unit_info
    hs_catalog_fmisc[];                     /* catalog_fmisc.c: float compare, sign, conversions */
extern const hs_unit_info hs_catalog_div[]; /* catalog_div.c: integer division, absi */
extern const hs_unit_info hs_catalog_lsq[]; /* catalog_lsq.c: the load-store queue */

#endif
