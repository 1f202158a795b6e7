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
    bool places; /* record where functions, ops, types and values are written (editors) */
} hs_mlir_options;

/* Where something is written, for editors (hs_mlir_options.places). */
typedef enum {
    HS_MLIR_PLACE_FUNC = 0, /* a function's @name; elem: 1 a definition to read, 0 not (an
                               extern, a declaration without a body) */
    HS_MLIR_PLACE_OP,       /* an op's mnemonic; unit: its netlist unit (-1: none) */
    HS_MLIR_PLACE_TYPE,     /* one type of an op's type list; elem: its index in the list */
    HS_MLIR_PLACE_DEF,      /* a value's definition (argument or result): its endpoint */
    HS_MLIR_PLACE_USE       /* a value's use (an operand): the endpoint it feeds */
} hs_mlir_place_kind;

typedef struct {
    unsigned char kind;         /* hs_mlir_place_kind */
    size_t offset;              /* byte offset of its first byte ('%', '@', the type...) */
    int len;                    /* its bytes */
    int op;                     /* ordinal of the op in the file; -1 for functions and args */
    int unit;                   /* the netlist unit, -1 for a circuit port or none */
    int elem;                   /* DEF/USE: array element (-1: plain port); TYPE: index */
    char port[HS_NET_NAME_MAX]; /* DEF/USE: the port (circuit port name when unit < 0) */
    char name[HS_NET_NAME_MAX]; /* FUNC/DEF/USE: the name ("%x#1" as "x#1") */
} hs_mlir_place;

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
    int n_places, cap_places;
    hs_mlir_place *places;             /* with hs_mlir_options.places: in the order recorded */
    char default_top[HS_NET_NAME_MAX]; /* no --top, several modules: the one none instantiates */
    char *hier_text; /* the file, kept when the top instantiates hw.modules: generation makes
                        each module an entity of its own (hs_mlir_generate) */
    size_t hier_len;
    char hier_top[HS_NET_NAME_MAX];
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
/* For editors: the op mnemonics the reader accepts whose unit exists, comma
 * separated, and the catalog unit of a mnemonic (NULL when unknown). */
void hs_mlir_ops(char *buf, size_t cap);
const char *hs_mlir_op_unit(const char *mnemonic);
/* Whether a file name says MLIR (".mlir"). */
bool hs_mlir_is_path(const char *path);

#endif
