/* JSON-RPC error objects {code, message, data} (codes in rpc_codes.h). */
#ifndef HSD_RPC_ERRORS_H
#define HSD_RPC_ERRORS_H

#include <jansson.h>
#include <stdint.h>

#include "hs_diag.h"

/* Builds a JSON-RPC error object {code, message, data}; data may be NULL ({}). */
json_t *hsd_rpc_error(int code, const char *message, json_t *data);
/* Error 1024: a result of `size` bytes would pass limits.max_response_bytes. */
json_t *hsd_rpc_too_large(uint64_t size, uint64_t limit);
/* The error for a library diagnostic (code mapped as schema/errors.md says). */
json_t *hsd_rpc_error_from_diag(const hs_diag *d);

#endif
