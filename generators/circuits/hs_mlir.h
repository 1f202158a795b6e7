/* Reading Dynamatic's IR: a `handshake.func` (what its compile step writes) or an
 * `hw.module` with its `hw.module.extern` declarations (what its export step
 * reads) becomes a circuit netlist (hs_netlist.h), so checks, spec-tag insertion
 * and generation are those of netlists.
 *
 * Malformed text is reported as "FILE:LINE:COLUMN: expected ...", every error at
 * once where the reader can resume at the next line. Names that are not legal
 * HDL identifiers (reserved words, dots) are mapped deterministically to legal
 * ones; the mapping is returned for manifest.json. */
#ifndef HS_MLIR_H
#define HS_MLIR_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

#include "hs_netlist.h"

#define HS_MLIR_MAX_WARNINGS 32

typedef struct {
    const char *file;   /* named in messages; NULL: "input" */
    const char *top;    /* the function to read; NULL or "": the only one */
    bool buffer_cycles; /* place a buffer on every unbuffered cycle instead of failing */
    /* initial words of memrefs: "name=1 2 3" entries (the ram the reader adds per memref) */
    int n_mem;
    const char *const *mem;
} hs_mlir_options;

typedef struct {
    char what[16]; /* "unit", "input", "output", "circuit" */
    char from[128];
    char to[HS_NET_NAME_MAX];
} hs_mlir_rename;

typedef struct {
    int n_renames;
    hs_mlir_rename *renames;
    int n_warnings;
    char warnings[HS_MLIR_MAX_WARNINGS][256];
    int forks_added, sinks_added, buffers_added;
    bool hw; /* read from an hw.module */
    int n_lines;
    int *unit_line, *unit_col; /* per netlist unit: where its op is (0: added by the reader) */
} hs_mlir_info;

/* Reads `text` (len bytes) into nl. Returns 0, or HS_E_NETLIST with every error
 * in errs; nl and info must be freed in both cases. */
int hs_mlir_read(const char *text, size_t len, const hs_mlir_options *o, hs_netlist *nl,
                 hs_mlir_info *info, hs_diag_list *errs);
/* hs_netlist_check, with the line and column of each violating unit's op. */
int hs_mlir_check(const hs_netlist *nl, const hs_config *cfg, const hs_mlir_info *info,
                  const char *file, hs_diag_list *errs);
/* hs_circuit_generate, with violations located likewise. */
int hs_mlir_generate(const hs_netlist *nl, const hs_config *cfg, const hs_mlir_info *info,
                     const char *file, hs_hdl hdl, hs_circuit_result *out, hs_diag_list *errs);
void hs_mlir_info_free(hs_mlir_info *info);
/* The name mapping as JSON: [{"kind", "from", "to"}...] (a new reference). */
json_t *hs_mlir_renames_json(const hs_mlir_info *info);
/* The warnings as a JSON list of strings (a new reference). */
json_t *hs_mlir_warnings_json(const hs_mlir_info *info);
/* Whether a file name says MLIR (".mlir"). */
bool hs_mlir_is_path(const char *path);

#endif
