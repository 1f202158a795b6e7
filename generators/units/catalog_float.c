/* Catalog family: IEEE-754 floating-point units. One row per unit; see catalog_rows.h for the
 * shorthands. */
#include "catalog_families.h"
#include "catalog_rows.h"

const hs_unit_info hs_catalog_float[] = {
    {.name = NULL},
};
