/* The library context behind include/hsgen/hsgen.h, for callers inside hsgen
 * that already hold a configuration and JSON values (the client's in-process
 * calls): the same context, lock and method layer the public functions use,
 * without the text round trip. Not exported from libhsgen.so. */
#ifndef HSGEN_INTERNAL_H
#define HSGEN_INTERNAL_H

#include <jansson.h>

#include "hs_config.h"
#include "hsgen/hsgen.h"

/* A context on a copy of cfg (with a cache of cfg->cache_max_bytes); NULL on OOM. */
hsgen_context *hsgen_context_from_config(const hs_config *cfg);

/* hsd_rpc_call under the context's lock: 0 with *result, or the JSON-RPC error
 * code with *error (new references). params may be NULL. */
int hsgen_context_call_json(hsgen_context *ctx, const char *method, json_t *params, json_t **result,
                            json_t **error);

#endif
