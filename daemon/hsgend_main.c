/* hsgend: command line, configuration, then the server loop. */
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <malloc.h>
#include <stdlib.h>
#include <string.h>

#include "hs_version.h"
#include "log.h"
#include "server.h"

#define MAX_CLI_LISTEN 16

typedef struct {
    const char *config;
    const char *listen[MAX_CLI_LISTEN];
    int n_listen;
    bool check, print;
} main_opts;

/* Printed for --help and, on stderr, for a usage error. */
static void usage(FILE *f)
{
    fprintf(f, "usage: hsgend [--config FILE] [--listen unix:PATH | tcp:HOST:PORT]...\n"
               "              [--check-config] [--print-config] [--version] [--help]\n");
}

/* Returns 0 to go on, 1 for --help, 2 on a usage error. */
static int parse_args(int argc, char **argv, main_opts *o)
{
    static const struct option longs[] = {{"config", required_argument, NULL, 'c'},
                                          {"listen", required_argument, NULL, 'l'},
                                          {"check-config", no_argument, NULL, 'k'},
                                          {"print-config", no_argument, NULL, 'p'},
                                          {"help", no_argument, NULL, 'h'},
                                          {"version", no_argument, NULL, 'V'},
                                          {NULL, 0, NULL, 0}};
    hs_diag d;
    int ch;
    memset(o, 0, sizeof(*o));
    while ((ch = getopt_long(argc, argv, "c:l:h", longs, NULL)) != -1) {
        switch (ch) {
        case 'c':
            o->config = optarg;
            break;
        case 'l':
            if (o->n_listen == MAX_CLI_LISTEN)
                return fprintf(stderr, "hsgend: too many --listen\n"), 2;
            hs_diag_clear(&d);
            if (hs_config_check_listen(optarg, &d) != 0) /* the configuration's own check */
                return fprintf(stderr, "hsgend: --listen: %s\n", d.message), 2;
            o->listen[o->n_listen++] = optarg;
            break;
        case 'k':
            o->check = true;
            break;
        case 'p':
            o->print = true;
            break;
        case 'h':
            usage(stdout);
            return 1;
        case 'V':
            printf("hsgend %s\n", hs_version());
            return 1;
        default:
            usage(stderr);
            return 2;
        }
    }
    if (optind < argc) {
        usage(stderr);
        return 2;
    }
    return 0;
}

/* --config FILE or the embedded default; prints the error naming key and line. */
static int load_config(const main_opts *o, hs_config *cfg)
{
    hs_diag d;
    int rc = o->config ? hs_config_load_file(cfg, o->config, &d) : hs_config_default(cfg, &d);
    if (rc != 0)
        fprintf(stderr, "hsgend: %s%s%s\n", o->config ? o->config : "", o->config ? ": " : "",
                d.message);
    return rc;
}

/* hsgend: options, configuration, then the server until it stops. */
int main(int argc, char **argv)
{
    main_opts o;
    hs_config *cfg = calloc(1, sizeof(*cfg));
    hsd_server *srv = calloc(1, sizeof(*srv));
    int rc = parse_args(argc, argv, &o);
    if (rc || !cfg || !srv || load_config(&o, cfg) != 0) {
        rc = rc == 1 ? 0 : rc ? rc : 1;
        goto out;
    }
    if (o.print)
        hsd_config_print(stdout, cfg);
    if (o.check)
        fprintf(stdout, "configuration OK: %s\n", cfg->source);
    if (o.print || o.check)
        goto out;
    signal(SIGPIPE, SIG_IGN);
    /* External generators block a pool thread while their program runs: a few
     * more threads than libuv's 4 keep built-in generations flowing meanwhile. */
    setenv("UV_THREADPOOL_SIZE", "8", 0);
    /* Answers of megabytes are built, sent and freed: a fixed mmap threshold
     * gives each such block back to the system when freed, instead of glibc
     * raising the threshold and keeping the freed megabytes resident. */
    mallopt(M_MMAP_THRESHOLD, 256 << 10);
    rc = hsd_server_init(srv, uv_default_loop(), cfg, o.config, o.listen, o.n_listen) ? 1 : 0;
    if (rc == 0) {
        rc = hsd_server_run(srv);
        hsd_server_free(srv);
    }
    uv_loop_close(uv_default_loop());
out:
    hs_config_free(cfg);
    free(cfg);
    free(srv);
    return rc;
}
