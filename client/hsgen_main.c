/* hsgen: the command-line client. Global options come before the command. */
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cli_opts.h"
#include "cli_signals.h"
#include "hsgen/hsgen.h"

/* The summary of every command and the global options, for --help and usage errors
 * (help.c). */
static void usage(FILE *f)
{
    cli_usage(f);
}

typedef int (*cmd_fn)(cli_globals *, int, char **);
static const struct {
    const char *name;
    cmd_fn fn;
} commands[] = {{"generate", cmd_generate},
                {"verify", cmd_verify},
                {"units", cmd_units},
                {"describe", cmd_describe},
                {"type", cmd_type},
                {"rpc", cmd_rpc},
                {"circuit", cmd_circuit},
                {"spec-tags", cmd_spec_tags},
                {"simulate", cmd_simulate},
                {"batch", cmd_batch},
                {"dynamatic", cmd_dynamatic},
                {"lsp", cmd_lsp},
                {"dynamatic-lsq", cmd_dynamatic_lsq},
                {"draw", cmd_draw}};

/* Global options come before the command; the configuration is loaded here. */
static int parse_globals(cli_globals *g, int argc, char **argv)
{
    struct option opts[CLI_OPTS_MAX + 1];
    char shorts[3 * CLI_OPTS_MAX + 3] = "+";
    cli_getopt_table("", opts, shorts + 1); /* the global rows of the option table */
    const char *config = NULL;
    const char *merges[64];
    int n_merges = 0;
    int c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, shorts, opts, NULL)) != -1) {
        switch (c) {
        case 's':
            g->socket_path = optarg;
            break;
        case 'c':
            g->connect = optarg;
            break;
        case 'l':
            g->local = true;
            break;
        case 'C':
            config = optarg;
            break;
        case 'm':
            if (n_merges == 64) {
                cli_error("too many --merge options");
                return CLI_USAGE;
            }
            merges[n_merges++] = optarg;
            break;
        case 'v':
            g->verbose = true;
            break;
        case 'h':
            usage(stdout);
            return -1;
        case 'V': /* the library's version: the one written into generated files */
            printf("hsgen %s\n", hsgen_version());
            return -1;
        default:
            cli_error("unknown global option '%s'", argv[optind - 1]);
            return CLI_USAGE;
        }
    }
    hs_diag d;
    hs_diag_clear(&d);
    int rc;
    /* --merge travels with every request (`signals`): the daemon honours it */
    for (int i = 0; i < n_merges; i++)
        if ((rc = cli_signals_add(g, merges[i])) != 0)
            return rc;
    g->cfg_given = config != NULL;
    if (!g->cfg_given)
        return CLI_OK; /* the default is loaded when needed (cli_config_ensure) */
    if ((rc = hs_config_load_file(&g->cfg, config, &d)) != 0) {
        cli_diag(&d);
        return CLI_USAGE;
    }
    g->cfg_loaded = true;
    return CLI_OK;
}

/* What the globals own, released before exit (the sanitizer build checks leaks). */
static void globals_free(cli_globals *g)
{
    hs_config_free(&g->cfg);
    json_decref(g->signals);
    g->signals = NULL;
}

/* Global options, then the command by name. */
int main(int argc, char **argv)
{
    static cli_globals g;
    signal(SIGPIPE, SIG_IGN); /* a daemon that goes away is an error, not a death */
    int rc = parse_globals(&g, argc, argv);
    if (rc != CLI_OK) {
        globals_free(&g);
        return rc < 0 ? CLI_OK : rc;
    }
    if (optind >= argc) {
        usage(stderr);
        globals_free(&g);
        return CLI_USAGE;
    }
    const char *cmd = argv[optind];
    if (!strcmp(cmd, "help")) {
        /* hsgen help [COMMAND] */
        globals_free(&g);
        if (optind + 1 >= argc) {
            usage(stdout);
            return CLI_OK;
        }
        const char *topic = argv[optind + 1];
        if (!strcmp(topic, "--options")) /* the option table, for completions and tests */
            return cli_help_options(optind + 2 < argc ? argv[optind + 2] : NULL);
        if (!strcmp(topic, "-h") || !strcmp(topic, "--help"))
            topic = "help";
        if (cli_command_help(topic, stdout) == 0)
            return CLI_OK;
        const char *s = cli_suggest_command(argv[optind + 1]);
        cli_error("help: unknown command '%s'%s%s%s", argv[optind + 1], s ? " (did you mean '" : "",
                  s ? s : "", s ? "'?)" : "");
        return CLI_USAGE;
    }
    for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++) {
        if (strcmp(commands[i].name, cmd) == 0) {
            if (cli_wants_help(argc - optind, argv + optind)) {
                cli_command_help(cmd, stdout);
                globals_free(&g);
                return CLI_OK;
            }
            /* every command but the Dynamatic drop-ins reads the configuration anyway */
            if (strncmp(cmd, "dynamatic", 9) != 0 && (rc = cli_config_ensure(&g)) != 0)
                return rc;
            rc = commands[i].fn(&g, argc - optind, argv + optind);
            globals_free(&g);
            return rc;
        }
    }
    const char *s = cli_suggest_command(cmd);
    cli_error("unknown command '%s'%s%s%s (hsgen help lists them)", cmd,
              s ? " (did you mean '" : "", s ? s : "", s ? "'?)" : "");
    globals_free(&g);
    return CLI_USAGE;
}
