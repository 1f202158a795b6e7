/* JSON-RPC error codes: the standard ones and hsgen's application codes.
 *
 * Application codes are 1000 + |hs_err| for library errors, so a client can
 * map them back to hs_err_name(); 1020.. are the daemon's own. schema/errors.md
 * documents every one. */
#ifndef HSD_RPC_CODES_H
#define HSD_RPC_CODES_H

#define HSD_RPC_PARSE_ERROR (-32700)
#define HSD_RPC_INVALID_REQUEST (-32600)
#define HSD_RPC_METHOD_NOT_FOUND (-32601)
#define HSD_RPC_INVALID_PARAMS (-32602)
#define HSD_RPC_INTERNAL_ERROR (-32603)
#define HSD_RPC_REQUEST_CANCELLED (-32800) /* LSP: $/cancelRequest */

#define HSD_APP_BASE 1000               /* + |hs_err|: 1001 parse ... 1016 */
#define HSD_APP_NOT_IMPLEMENTED 1020    /* known method, not in this version */
#define HSD_APP_FORBIDDEN 1021          /* administrative method on a TCP listener */
#define HSD_APP_MESSAGE_TOO_LARGE 1022  /* message over limits.max_message_bytes */
#define HSD_APP_MESSAGE_TIMEOUT 1023    /* message incomplete after limits.message_timeout_s */
#define HSD_APP_RESPONSE_TOO_LARGE 1024 /* result over limits.max_response_bytes */
#define HSD_APP_UNREAD_BUDGET 1025      /* answers not read yet over limits.max_unread_bytes* */

/* Daemon-internal error returns (libuv style: negative). */
#define HSD_E_NOMEM (-1)
#define HSD_E_TOO_LARGE (-2)
#define HSD_E_FRAMING (-3)
#define HSD_E_BAD_MARKS (-4) /* offsets a printer cannot have made (json_dump.h) */

#endif
