/* Where a command's JSON-RPC calls go: a running hsgend when one is reachable,
 * otherwise the daemon's own method layer in this process, through the context
 * of libhsgen (api/), the one a C or C++ program linking the library uses.
 *
 * Both answer with the same JSON, and every command formats its output from
 * that JSON, so the output is byte-identical whichever side answered. */
#ifndef HS_CLI_BACKEND_H
#define HS_CLI_BACKEND_H

#include <jansson.h>
#include <stdbool.h>

#include "cli.h"
#include "hsgen_internal.h"
#include "rpc_methods.h"

typedef struct {
    cli_globals *g;
    int fd;             /* connection to the daemon, -1 when in-process */
    char where[4200];   /* "unix:PATH" or "tcp:HOST:PORT" of the daemon */
    char why[4400];     /* why in-process, for -v */
    hsgen_context *lib; /* in-process: libhsgen's context, set up on first use */
} cli_backend;

/* Picks the daemon or in-process (--local and --config force in-process);
 * -v reports the choice on stderr. Never fails: in-process is always there. */
void cli_backend_open(cli_backend *b, cli_globals *g);
void cli_backend_close(cli_backend *b);

/* Whether calls go to a daemon. */
static inline bool cli_backend_remote(const cli_backend *b)
{
    return b->fd >= 0;
}

/* One call. Returns 0 with *result (new reference), or the JSON-RPC error code with
 * *error ({code, message, data}, new reference). A daemon that does not implement
 * the method is asked nothing more: the call is answered in-process (-v says so). */
int cli_backend_call(cli_backend *b, const char *method, json_t *params, json_t **result,
                     json_t **error);

/* The same call, in-process only (used when the daemon lacks a method). */
int cli_backend_call_local(cli_backend *b, const char *method, json_t *params, json_t **result,
                           json_t **error);

/* Whether an error is an older daemon refusing the `signals` member params carry
 * (--merge, a manifest's block): such a request is answered in-process. */
bool cli_daemon_lacks_signals(const json_t *error, const json_t *params);

/* Prints an error object as the one-line message on stderr; returns CLI_REJECTED. */
int cli_print_rpc_error(const json_t *error);

#endif
