/* `hsgen rpc METHOD ['JSON-PARAMS']`: any JSON-RPC method against the daemon; the
 * result is printed as JSON, an error as its one-line message (exit 1). */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "rpc_client.h"

int cmd_rpc(cli_globals *g, int argc, char **argv)
{
    if (argc < 2 || argc > 3) {
        cli_error("usage: hsgen rpc METHOD ['JSON-PARAMS']");
        return CLI_USAGE;
    }
    json_t *params = NULL;
    if (argc == 3) {
        json_error_t je;
        params = json_loads(argv[2], JSON_REJECT_DUPLICATES, &je);
        if (!params) {
            cli_error("params are not JSON: %s at column %d", je.text, je.column);
            return CLI_USAGE;
        }
    }
    char path[4096], err[512];
    if (rpc_client_socket_path(g, path, sizeof(path)) != 0) {
        cli_error("no daemon socket: give --socket PATH");
        json_decref(params);
        return CLI_REJECTED;
    }
    int fd = rpc_client_connect(path);
    if (fd < 0) {
        cli_error("cannot reach hsgend at %s: %s (start it with 'make run')", path,
                  strerror(errno));
        json_decref(params);
        return CLI_REJECTED;
    }
    if (g->verbose)
        fprintf(stderr, "hsgen: using the daemon at %s\n", path);
    json_t *resp = rpc_client_call(fd, argv[1], params, err, sizeof(err));
    close(fd);
    json_decref(params);
    if (!resp) {
        cli_error("%s", err);
        return CLI_REJECTED;
    }
    int rc = CLI_OK;
    json_t *error = json_object_get(resp, "error");
    if (error) {
        cli_error("%s", json_string_value(json_object_get(error, "message")));
        rc = CLI_REJECTED;
    } else {
        json_dumpf(json_object_get(resp, "result"), stdout, JSON_INDENT(2));
        putchar('\n');
    }
    json_decref(resp);
    return rc;
}
