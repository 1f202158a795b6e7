/* Catalog family: speculation units (speculator, save-commit, commit, non_spec). One row per unit;
 * see catalog_rows.h for the shorthands. */
#include "catalog_families.h"
#include "catalog_rows.h"

const hs_unit_info hs_catalog_spec[] = {
    {.name = NULL},
};
