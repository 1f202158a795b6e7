/* JSON <-> library structures for the JSON-RPC methods.
 *
 * Shared by the daemon and the in-process client so both print the same bytes.
 * Everything returned as json_t * is a new reference owned by the caller. */
#ifndef HS_REQUEST_JSON_H
#define HS_REQUEST_JSON_H

#include <jansson.h>

#include "hs_config.h"
#include "hs_diag.h"
#include "hs_unit.h"

/* A params object that does not have the documented shape (wrong JSON type,
 * missing member): JSON-RPC "invalid params", not an application error. */
#define HS_JSON_E_INVALID_PARAMS (-100)

/* Fills r (already hs_request_init'ed by this function) from unit.generate/verify/
 * preview params: unit, name, ports or params + extra_signals. On error r is
 * freed and d names the field. */
int hs_request_from_json(const json_t *params, hs_request *r, hs_diag *d);

/* The `hdl` member, or the configuration's default; a disabled backend is HS_E_BACKEND. */
int hs_hdl_from_json(const json_t *params, const hs_config *cfg, hs_hdl *out, hs_diag *d);

/* Checks that params is an object (or absent) whose members are all in `allowed`
 * (NULL-terminated); unknown members are invalid params naming the member. */
int hs_json_check_members(const json_t *params, const char *const *allowed, hs_diag *d);

/* The JSON-RPC error `data` object: kind, and field, port, rule, column, expected,
 * line when the diagnostic has them. */
json_t *hs_diag_to_json(const hs_diag *d);

/* Ports of a resolved unit, as the entity declares them: list of
 * {name, direction, width, role[, count][, signal]}. */
json_t *hs_unit_ports_json(const hs_unit *u);
/* The same list as compact JSON text, byte for byte what json_dumps(JSON_COMPACT)
 * prints for hs_unit_ports_json (malloc'd, NUL-terminated; *len its length when
 * len is given), or NULL when out of memory. */
char *hs_unit_ports_text(const hs_unit *u, size_t *len);

/* A parsed type as a JSON structure: {kind, data?, width?, extra_signals: [...]}. */
json_t *hs_type_to_json(const hs_type *t);

/* The catalog entry of a unit for unit.describe. */
json_t *hs_unit_info_json(const hs_unit_info *info);

#endif
