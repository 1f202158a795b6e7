/* The daemon-or-in-process decision and the calls behind every command. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "backend.h"
#include "cli_signals.h"
#include "rpc_client.h"
#include "rpc_codes.h"

/* Decides once per command, so all of a command's calls go to the same side. */
void cli_backend_open(cli_backend *b, cli_globals *g)
{
    char err[4400];
    memset(b, 0, sizeof(*b));
    b->g = g;
    b->fd = -1;
    if (g->local)
        snprintf(b->why, sizeof(b->why), "--local");
    else if (g->cfg_given)
        snprintf(b->why, sizeof(b->why),
                 "--config changes a configuration the daemon would not see");
    else {
        bool named = false;
        err[0] = '\0';
        b->fd = rpc_client_connect_target(g, b->where, sizeof(b->where), err, sizeof(err), &named);
        if (b->fd < 0 && named) {
            /* a daemon the user named and cannot reach is an error before any output:
             * never a silent change to in-process generation under another configuration */
            cli_error("%s", err);
            exit(CLI_UNREACHABLE);
        }
        if (b->fd < 0)
            snprintf(b->why, sizeof(b->why), "%s", err);
    }
    if (!g->verbose)
        return;
    if (b->fd >= 0)
        fprintf(stderr, "hsgen: using the daemon at %s\n", b->where);
    else
        fprintf(stderr, "hsgen: working in-process (%s)\n", b->why);
}

/* Releases the connection and the in-process context. */
void cli_backend_close(cli_backend *b)
{
    if (b->fd >= 0)
        close(b->fd);
    hsgen_context_free(b->lib);
    b->fd = -1;
    b->lib = NULL;
}

/* The in-process side: libhsgen's context on the client's configuration (the
 * embedded default, or --config and --merge). */
int cli_backend_call_local(cli_backend *b, const char *method, json_t *params, json_t **result,
                           json_t **error)
{
    cli_signals_apply(b->g, method, params);
    if (!b->lib) {
        if (cli_config_ensure(b->g) != 0) {
            *result = NULL;
            *error = hsd_rpc_error(HSD_RPC_INTERNAL_ERROR, "configuration unreadable", NULL);
            return HSD_RPC_INTERNAL_ERROR;
        }
        if (!(b->lib = hsgen_context_from_config(&b->g->cfg))) {
            *result = NULL;
            *error = hsd_rpc_error(HSD_RPC_INTERNAL_ERROR, "out of memory", NULL);
            return HSD_RPC_INTERNAL_ERROR;
        }
    }
    return hsgen_context_call_json(b->lib, method, params, result, error);
}

/* Error codes that mean "this daemon cannot do it", not "the request is wrong":
 * a method it does not have, or a message over its size limit (in-process has none). */
static bool daemon_lacks(int code)
{
    return code == HSD_APP_NOT_IMPLEMENTED || code == HSD_RPC_METHOD_NOT_FOUND ||
           code == HSD_APP_MESSAGE_TOO_LARGE;
}

/* The connection broke (daemon stopped or restarted): the rest of the command
 * runs in-process, which answers the same. */
static void drop_connection(cli_backend *b, const char *why)
{
    if (b->g->verbose)
        fprintf(stderr, "hsgen: %s; continuing in-process\n", why);
    close(b->fd);
    b->fd = -1;
    snprintf(b->why, sizeof(b->why), "%s", why);
}

/* An older daemon that does not know a request's `signals` member (it came with
 * --merge or a manifest's block): in-process answers it the same as a newer one. */
bool cli_daemon_lacks_signals(const json_t *e, const json_t *params)
{
    const json_t *data = json_object_get(e, "data");
    const char *msg = json_string_value(json_object_get(e, "message"));
    const char *field = json_string_value(json_object_get(data, "field"));
    return json_integer_value(json_object_get(e, "code")) == HSD_RPC_INVALID_PARAMS &&
           json_object_get(params, "signals") && field && !strcmp(field, "signals") && msg &&
           !strncmp(msg, "unknown member", 14);
}

/* Sends to the daemon; falls back in-process when it does not know the method. */
int cli_backend_call(cli_backend *b, const char *method, json_t *params, json_t **result,
                     json_t **error)
{
    char err[512];
    *result = *error = NULL;
    cli_signals_apply(b->g, method, params);
    if (b->fd < 0)
        return cli_backend_call_local(b, method, params, result, error);
    json_t *resp = rpc_client_call(b->fd, method, params, err, sizeof(err));
    if (!resp) {
        if (!hsd_rpc_has_method(method)) { /* server.*: nobody else can answer */
            *error = hsd_rpc_error(HSD_RPC_INTERNAL_ERROR, err, NULL);
            return HSD_RPC_INTERNAL_ERROR;
        }
        drop_connection(b, err);
        return cli_backend_call_local(b, method, params, result, error);
    }
    json_t *e = json_object_get(resp, "error");
    if (e) {
        int code = (int)json_integer_value(json_object_get(e, "code"));
        if ((daemon_lacks(code) || cli_daemon_lacks_signals(e, params)) &&
            hsd_rpc_has_method(method)) {
            if (b->g->verbose)
                fprintf(stderr,
                        "hsgen: the daemon at %s answered %s with error %d (%s); "
                        "answering in-process\n",
                        b->where, method, code, json_string_value(json_object_get(e, "message")));
            json_decref(resp);
            return cli_backend_call_local(b, method, params, result, error);
        }
        *error = json_incref(e);
        json_decref(resp);
        return code ? code : HSD_RPC_INTERNAL_ERROR;
    }
    *result = json_incref(json_object_get(resp, "result"));
    json_decref(resp);
    if (!*result) {
        *error = hsd_rpc_error(HSD_RPC_INTERNAL_ERROR, "the daemon's answer has no result", NULL);
        return HSD_RPC_INTERNAL_ERROR;
    }
    return 0;
}

/* Commands report errors in the daemon's words, one line. */
int cli_print_rpc_error(const json_t *error)
{
    const json_t *list = json_object_get(json_object_get(error, "data"), "errors");
    const char *msg = json_string_value(json_object_get(error, "message"));
    if (json_array_size(list) > 0) { /* a netlist: every violation on its own line */
        size_t i;
        const json_t *e;
        json_array_foreach(list, i, e)
            cli_error("%s", json_string_value(json_object_get(e, "message")));
        long long total =
            json_integer_value(json_object_get(json_object_get(error, "data"), "count"));
        if (total > (long long)json_array_size(list))
            cli_error("... and %lld more", total - (long long)json_array_size(list));
        return CLI_REJECTED;
    }
    cli_error("%s", msg ? msg : "unknown error");
    return CLI_REJECTED;
}
