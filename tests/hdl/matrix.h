/* The HDL test matrix: every configuration of the generated units that the HDL
 * compile tests (tests/hdl) and the simulation tests (tests/sim) exercise.
 *
 * One case = one unit request in the parameters form (unit, parameters, extra
 * signals of the first input) with a unique entity name. The extra-signal sets
 * are: none; spec: i1; spec: i1 + tag: i8 (tag merged with policy `first`); and
 * an upstream signal `credit: (U) i2`. Data widths: 1, 8, 32 (each unit maps the
 * width to its own parameters, e.g. trunci 2w -> w). The signal units derive their
 * extras from the set (matrix.c, case_signal): add_signal adds spec (or flag: i2,
 * or an upstream flag), drop/promote_signal take one signal of the set (flag: i2 is
 * added where the set has none to take), speculating_branch needs spec (added to
 * the upstream set, the set without signals does not apply); extras_id names the
 * resulting set. hdl_matrix_config() gives the configuration the cases resolve
 * against (embedded default + tag: first, credit: and).
 *
 * To add a unit to every HDL test, add a line to the unit table in matrix.c. */
#ifndef HDL_MATRIX_H
#define HDL_MATRIX_H

#include <jansson.h>
#include <stddef.h>

#include "hs_gen.h"

#define HDL_MAX_CASE_PARAMS 6

typedef struct {
    const char *unit;          /* "handshake.addi" */
    unsigned width;            /* the matrix width (1, 8, 32) */
    const char *extras_id;     /* "none", "spec", "spec_tag", "up" */
    const char *const *extras; /* NULL-terminated extra signals, type syntax */
    int n_params;
    const char *param_key[HDL_MAX_CASE_PARAMS];
    char param_val[HDL_MAX_CASE_PARAMS][24];
    char name[HS_IDENT_MAX]; /* entity name, unique in the matrix */
    bool index_extras;       /* mux/control_merge: index carries the extras (ports form) */
} hdl_case;

/* The configuration every case resolves against. Returns 0 or an hs_err. */
int hdl_matrix_config(hs_config *cfg, hs_diag *d);
size_t hdl_matrix_count(void);
/* Fills case i (0 <= i < hdl_matrix_count()). */
void hdl_matrix_case(size_t i, hdl_case *c);
/* Builds the request of a case and resolves it. Returns 0 or an hs_err. */
int hdl_matrix_resolve(const hdl_case *c, hs_hdl hdl, const hs_config *cfg, hs_unit *u, hs_diag *d);
/* The same request as unit.generate params, named c->name (new reference). */
json_t *hdl_matrix_request_json(const hdl_case *c, hs_hdl hdl);

#endif
