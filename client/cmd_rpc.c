/* `hsgen rpc METHOD ['JSON-PARAMS']`: any JSON-RPC method, against the daemon
 * when one is reachable; the library's methods also work in-process. The result
 * is printed as JSON, an error as its one-line message (exit 1). */
#include <stdio.h>
#include <string.h>

#include "backend.h"

/* Any method by name, for scripts and for trying the daemon by hand. */
int cmd_rpc(cli_globals *g, int argc, char **argv)
{
    if (argc < 2 || argc > 3) {
        cli_error("usage: hsgen rpc METHOD ['JSON-PARAMS']");
        return CLI_USAGE;
    }
    json_t *params = NULL, *res = NULL, *err = NULL;
    if (argc == 3) {
        json_error_t je;
        params = json_loads(argv[2], JSON_REJECT_DUPLICATES | JSON_DECODE_ANY, &je);
        if (!params) {
            cli_error("params are not JSON: %s at column %d", je.text, je.column);
            return CLI_USAGE;
        }
    }
    cli_backend b;
    int rc = CLI_OK;
    cli_backend_open(&b, g);
    if (!cli_backend_remote(&b) && !hsd_rpc_has_method(argv[1])) {
        cli_error("%s needs a running hsgend (%s)", argv[1], b.why);
        rc = CLI_REJECTED;
    } else if (cli_backend_call(&b, argv[1], params, &res, &err) != 0) {
        rc = cli_print_rpc_error(err);
    } else {
        json_dumpf(res, stdout, JSON_INDENT(2) | JSON_ENCODE_ANY);
        putchar('\n');
    }
    json_decref(res);
    json_decref(err);
    json_decref(params);
    cli_backend_close(&b);
    return rc;
}
