/* What the MLIR reader records beside the netlist (hs_mlir_info): freeing it and
 * its JSON forms. Apart from the reader so a hierarchy generated module by module
 * (mlir_hier.c) and the reader do not depend on each other. */
#include <stdlib.h>
#include <string.h>

#include "mlir_impl.h"

/* Whether a design path names an MLIR file (by its extension). */
bool hs_mlir_is_path(const char *path)
{
    size_t n = path ? strlen(path) : 0;
    return n > 5 && strcmp(path + n - 5, ".mlir") == 0;
}

/* Releases what the reader recorded beside the netlist. */
void hs_mlir_info_free(hs_mlir_info *info)
{
    free(info->renames);
    free(info->unit_line);
    free(info->unit_col);
    free(info->hier_text);
    free(info->places);
    memset(info, 0, sizeof(*info));
}

/* The names the reader changed to legal HDL names, for an answer's `renames`. */
json_t *hs_mlir_renames_json(const hs_mlir_info *info)
{
    json_t *arr = json_array();
    for (int i = 0; i < info->n_renames; i++)
        json_array_append_new(arr, json_pack("{s:s,s:s,s:s}", "kind", info->renames[i].what, "from",
                                             info->renames[i].from, "to", info->renames[i].to));
    return arr;
}

/* What the reader left to the user, for an answer's `warnings`. */
json_t *hs_mlir_warnings_json(const hs_mlir_info *info)
{
    json_t *arr = json_array();
    for (int i = 0; i < info->n_warnings; i++)
        json_array_append_new(arr, json_string(info->warnings[i]));
    return arr;
}
