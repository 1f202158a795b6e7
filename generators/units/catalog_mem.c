/* Catalog family: memory units (memory controller, BRAM adapter, RAM). One row per unit; see
 * catalog_rows.h for the shorthands. */
#include "catalog_families.h"
#include "catalog_rows.h"

const hs_unit_info hs_catalog_mem[] = {
    {.name = NULL},
};
