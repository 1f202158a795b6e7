/* Catalog family: integer division and absolute value. One row per unit; see catalog_rows.h for the
 * shorthands. */
#include "catalog_families.h"
#include "catalog_rows.h"

const hs_unit_info hs_catalog_div[] = {
    {.name = NULL},
};
