/* External generators: a configured argument vector run without a shell.
 *
 * Runs on a worker thread. Placeholders in arguments: {name} {output} {hdl}
 * {unit} {signature} {params}. The child gets /dev/null as stdin; its stdout
 * and stderr are collected and their tail is quoted when it fails. */
#ifndef HSD_EXTERNAL_H
#define HSD_EXTERNAL_H

#include <stddef.h>

#include "hs_config.h"
#include "hs_diag.h"

typedef struct {
    const char *name, *hdl, *unit, *signature, *params;
} hsd_ext_vars;

#define HSD_EXT_TAIL 1024 /* bytes of the child's output quoted in an error */

/* Runs e with v; on success *out holds the file the generator wrote at {output}
 * (malloc'd, NUL-terminated, at most e->max_output_bytes). Errors are
 * HS_E_EXTERNAL with the exit status / timeout and the output's tail in d. */
int hsd_external_run(const hs_external_cfg *e, const hsd_ext_vars *v, char **out, size_t *len,
                     hs_diag *d);

#endif
