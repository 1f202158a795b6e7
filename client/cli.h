/* Shared state of the hsgen command-line client. */
#ifndef HS_CLI_H
#define HS_CLI_H

#include <jansson.h>
#include <stdbool.h>
#include <stdio.h>

#include "hs_config.h"
#include "hs_unit.h"

/* Exit statuses: 0 success, 1 a rejected request, 2 a usage error, 3 a daemon named by
 * an option or variable unreachable (130: an interrupted batch). */
enum { CLI_OK = 0, CLI_REJECTED = 1, CLI_USAGE = 2, CLI_UNREACHABLE = 3 };

typedef struct {
    hs_config cfg; /* embedded default, --config, then --merge */
    bool verbose;
    bool local;
    bool cfg_given;  /* --config: only in-process honours it */
    json_t *signals; /* --merge SIGNAL=POLICY: every request's `signals` (cli_signals.h) */
    bool cfg_loaded; /* cfg holds a configuration (cli_config_ensure) */
    const char *socket_path;
    const char *connect;
} cli_globals;

/* Loads the embedded default configuration into g->cfg unless one is loaded: the
 * dynamatic command defers it, since a request the daemon answers never needs it
 * (one process per unit is Dynamatic's pattern, and parsing YAML is most of it).
 * Returns 0, or CLI_USAGE after printing the error. */
int cli_config_ensure(cli_globals *g);

/* Prints "hsgen: <message>" on stderr; the same words as the RPC error. */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void cli_diag(const hs_diag *d);

/* Collects --port/-p/--extra/--name/--hdl/-o into a request; returns CLI_* on error. */
typedef struct {
    hs_request req;
    const char *hdl;
    const char *output;
} cli_unit_args;

int cli_parse_unit_args(int argc, char **argv, cli_unit_args *a, bool allow_gen_opts);

/* The parsed request as unit.generate / unit.verify params (hdl NULL: none). */
json_t *cli_unit_request_json(const cli_unit_args *a, const char *hdl);
/* unit.generate on the daemon or in-process; -o writes files, else stdout. */
int cli_generate_and_write(cli_globals *g, json_t *params, const char *output,
                           bool keep_existing_support);

/* help.c: the global usage, one command's help (-1 when unknown), the known command
 * closest to a misspelled one, and whether argv asks for help. */
void cli_usage(FILE *f);
int cli_command_help(const char *cmd, FILE *f);
const char *cli_suggest_command(const char *word);
bool cli_wants_help(int argc, char **argv);
/* `hsgen help --options [COMMAND]`: prints the option table; a CLI_* status. */
int cli_help_options(const char *only);

int cmd_type(cli_globals *g, int argc, char **argv);
int cmd_verify(cli_globals *g, int argc, char **argv);
int cmd_generate(cli_globals *g, int argc, char **argv);
int cmd_units(cli_globals *g, int argc, char **argv);
int cmd_describe(cli_globals *g, int argc, char **argv);
int cmd_rpc(cli_globals *g, int argc, char **argv);
int cmd_circuit(cli_globals *g, int argc, char **argv);
int cmd_spec_tags(cli_globals *g, int argc, char **argv);
int cmd_simulate(cli_globals *g, int argc, char **argv);
int cmd_batch(cli_globals *g, int argc, char **argv);
int cmd_dynamatic(cli_globals *g, int argc, char **argv);
int cmd_lsp(cli_globals *g, int argc, char **argv);
int cmd_dynamatic_lsq(cli_globals *g, int argc, char **argv);
int cmd_draw(cli_globals *g, int argc, char **argv);

#endif
