/* JSON-RPC error objects: every method's and every door's errors take this one
 * shape ({code, message, data}, rpc_codes.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "request_json.h"
#include "rpc_codes.h"
#include "rpc_errors.h"

/* The one shape of every error a method answers, so clients read code, message and
 * data the same way whatever failed. */
json_t *hsd_rpc_error(int code, const char *message, json_t *data)
{
    json_t *e;
    char *safe;
    if (!data)
        data = json_object();
    e = json_pack("{s:i, s:s, s:O}", "code", code, "message", message, "data", data);
    if (!e && (safe = strdup(message))) { /* a message quoting text cut mid-character */
        hs_utf8_repair(safe);
        e = json_pack("{s:i, s:s, s:O}", "code", code, "message", safe, "data", data);
        free(safe);
    }
    json_decref(data);
    return e;
}

/* Error 1024, answered instead of building a result past the limit. */
json_t *hsd_rpc_too_large(uint64_t size, uint64_t limit)
{
    char msg[160];
    snprintf(msg, sizeof(msg),
             "result of %llu bytes exceeds %llu bytes (limits.max_response_bytes)",
             (unsigned long long)size, (unsigned long long)limit);
    return hsd_rpc_error(HSD_APP_RESPONSE_TOO_LARGE, msg,
                         json_pack("{s:s, s:s, s:I}", "kind", "limit", "field",
                                   "limits.max_response_bytes", "limit", (json_int_t)limit));
}

/* Library codes become 1000 + |code|; shape errors are invalid params. */
json_t *hsd_rpc_error_from_diag(const hs_diag *d)
{
    int code;
    if (d->code == HS_JSON_E_INVALID_PARAMS)
        code = HSD_RPC_INVALID_PARAMS;
    else if (d->code == HS_E_NOMEM || d->code == HS_E_INTERNAL || d->code == HS_E_IO ||
             d->code >= 0)
        code = HSD_RPC_INTERNAL_ERROR;
    else
        code = HSD_APP_BASE - d->code;
    return hsd_rpc_error(code, d->message[0] ? d->message : hs_err_name(d->code),
                         hs_diag_to_json(d));
}
