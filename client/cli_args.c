/* Turns the unit options shared by `generate` and `verify` into an hs_request. */
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cli_opts.h"

/* Every error line of the client starts with "hsgen: " (scripts grep for it). */
void cli_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("hsgen: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

/* A library diagnostic as an error line, in its own words. */
void cli_diag(const hs_diag *d)
{
    cli_error("%s", d->message);
}

/* Splits KEY=VALUE at the first '='; returns false when there is none. */
static bool split_kv(char *arg, char **key, char **value)
{
    char *eq = strchr(arg, '=');
    if (!eq || eq == arg)
        return false;
    *eq = '\0';
    *key = arg;
    *value = eq + 1;
    return true;
}

/* argv[0] is the subcommand; argv[1] the unit. Errors print and return CLI_USAGE or
 * CLI_REJECTED (a bad type or signal is a rejected request, not a usage error). */
int cli_parse_unit_args(int argc, char **argv, cli_unit_args *a, bool allow_gen_opts)
{
    struct option opts[CLI_OPTS_MAX + 1];
    char shorts[3 * CLI_OPTS_MAX + 2];
    cli_getopt_table("generate", opts, shorts); /* verify refuses --hdl and -o below */
    memset(a, 0, sizeof(*a));
    if (argc < 2 || argv[1][0] == '-') {
        cli_error("%s: missing unit name (see 'hsgen units')", argv[0]);
        return CLI_USAGE;
    }
    hs_request_init(&a->req, argv[1]);
    optind = 2;
    opterr = 0;
    int c;
    hs_diag d;
    hs_diag_clear(&d);
    while ((c = getopt_long(argc, argv, shorts, opts, NULL)) != -1) {
        char *k, *v;
        int rc = 0;
        switch (c) {
        case 'P':
            if (!split_kv(optarg, &k, &v)) {
                cli_error("--port expects NAME=TYPE, got '%s'", optarg);
                return CLI_USAGE;
            }
            rc = hs_request_add_port(&a->req, k, v, &d);
            break;
        case 'p':
            if (!split_kv(optarg, &k, &v)) {
                cli_error("-p expects KEY=VALUE, got '%s'", optarg);
                return CLI_USAGE;
            }
            rc = hs_request_add_param(&a->req, k, v, &d);
            break;
        case 'x':
            rc = hs_request_add_extra_text(&a->req, optarg, &d);
            break;
        case 'n':
            /* empty (as the daemon and the library refuse "name": "") or too long to
             * hold: the library's name check words the refusal, as the daemon's does */
            if (!optarg[0] || strlen(optarg) >= sizeof(a->req.name))
                rc = hs_check_entity_name(optarg, &d);
            else
                snprintf(a->req.name, sizeof(a->req.name), "%s", optarg);
            break;
        case 'H':
        case 'o':
            if (!allow_gen_opts) {
                cli_error("%s: option --%s is not accepted here", argv[0],
                          c == 'H' ? "hdl" : "output");
                return CLI_USAGE;
            }
            if (c == 'H')
                a->hdl = optarg;
            else
                a->output = optarg;
            break;
        case ':':
            cli_error("%s: option %s needs a value", argv[0], argv[optind - 1]);
            return CLI_USAGE;
        default:
            cli_error("%s: unknown option '%s'", argv[0], argv[optind - 1]);
            return CLI_USAGE;
        }
        if (rc) {
            cli_diag(&d);
            return CLI_REJECTED;
        }
    }
    if (optind < argc) {
        cli_error("%s: unexpected argument '%s'", argv[0], argv[optind]);
        return CLI_USAGE;
    }
    return CLI_OK;
}
