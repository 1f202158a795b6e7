/* `hsgen batch MANIFEST.yaml -o DIR`: many unit.generate requests from one YAML
 * manifest (docs/batch.md), pipelined to the daemon or run in-process. Every file
 * is written under a temporary name and renamed; a failing request does not stop
 * the others, and every failure is listed at the end (exit 1). */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <xxhash.h>

#include "batch.h"
#include "cli_opts.h"
#include "cli_signals.h"
#include "outfiles.h"
#include "policy_json.h"

/* SIGINT/SIGTERM: the loops stop at the next request boundary. */
static void on_signal(int sig)
{
    (void)sig;
    cli_batch_interrupted = 1;
}

/* Requests the daemon did not answer (or all of them, with no daemon). */
static void run_local(batch *b, cli_backend *be)
{
    for (int i = 0; i < b->m.n && !cli_batch_interrupted; i++) {
        json_t *res = NULL, *err = NULL;
        if (b->answered[i])
            continue;
        if (!b->m.reqs[i].params) {
            cli_batch_fail(b, i, b->m.reqs[i].problem);
            continue;
        }
        cli_backend_call_local(be, "unit.generate", b->m.reqs[i].params, &res, &err);
        cli_batch_finish(b, i, res, err);
        json_decref(res);
        json_decref(err);
    }
}

/* Failures in request order, then one summary line on stdout. */
static int report(batch *b)
{
    for (int i = 0; i < b->m.n; i++)
        if (b->failure[i])
            cli_error("request %d (%s, line %d): %s", i + 1, b->m.reqs[i].label, b->m.reqs[i].line,
                      b->failure[i]);
    printf("batch: %d requests, %d generated, %d failed%s; %d files in %s\n", b->m.n,
           b->done - b->failed, b->failed,
           cli_batch_interrupted ? ", interrupted before the rest" : "", b->files, b->dir);
    if (cli_batch_interrupted)
        return 130;
    return b->failed ? CLI_REJECTED : CLI_OK;
}

/* -o DIR, --jobs N (requests in flight on the daemon connection), --quiet. */
static int parse(int argc, char **argv, const char **path, const char **dir, int *jobs, bool *quiet)
{
    struct option opts[CLI_OPTS_MAX + 1];
    char shorts[3 * CLI_OPTS_MAX + 2];
    cli_getopt_table("batch", opts, shorts); /* the option table's rows (cli_opts.c) */
    int c;
    optind = 0;
    opterr = 0;
    while ((c = getopt_long(argc, argv, shorts, opts, NULL)) != -1) {
        switch (c) {
        case 'o':
            *dir = optarg;
            break;
        case 'j':
            *jobs = atoi(optarg);
            if (*jobs < 1 || *jobs > 4096) {
                cli_error("batch: --jobs takes 1 to 4096, got '%s'", optarg);
                return CLI_USAGE;
            }
            break;
        case 'q':
            *quiet = true;
            break;
        default:
            cli_error("batch: bad option '%s'", argv[optind - 1]);
            return CLI_USAGE;
        }
    }
    if (optind + 1 != argc || !*dir) {
        cli_error("usage: hsgen batch MANIFEST.yaml -o DIR [--jobs N] [--quiet]");
        return CLI_USAGE;
    }
    *path = argv[optind];
    return CLI_OK;
}

/* Entity names of two requests, compared without case: VHDL does not tell them apart. */
static const batch *name_order_batch;
static int name_order(const void *a, const void *b)
{
    const char *x = json_string_value(
        json_object_get(name_order_batch->m.reqs[*(const int *)a].params, "name"));
    const char *y = json_string_value(
        json_object_get(name_order_batch->m.reqs[*(const int *)b].params, "name"));
    int c = strcasecmp(x, y);
    return c ? c : *(const int *)a - *(const int *)b;
}

/* Requests naming entities that differ only in case would clash in one VHDL
 * library (and as files on a case-insensitive file system): an error naming both,
 * before anything is generated or written. Returns the number of clashes. */
static int case_clashes(batch *b)
{
    int *idx = calloc((size_t)b->m.n + 1, sizeof(*idx)), n = 0, clashes = 0;
    if (!idx)
        return 0;
    for (int i = 0; i < b->m.n; i++)
        if (json_is_string(json_object_get(b->m.reqs[i].params, "name")))
            idx[n++] = i;
    name_order_batch = b;
    qsort(idx, (size_t)n, sizeof(*idx), name_order);
    for (int k = 1; k < n; k++) {
        const manifest_req *p = &b->m.reqs[idx[k - 1]], *q = &b->m.reqs[idx[k]];
        const char *x = json_string_value(json_object_get(p->params, "name"));
        const char *y = json_string_value(json_object_get(q->params, "name"));
        if (strcasecmp(x, y) == 0 && strcmp(x, y) != 0) {
            cli_error("requests %d (line %d) and %d (line %d): entity names '%s' and '%s' differ "
                      "only in case (VHDL names are case-insensitive)",
                      idx[k - 1] + 1, p->line, idx[k] + 1, q->line, x, y);
            clashes++;
        }
    }
    free(idx);
    return clashes;
}

/* Loads the manifest, runs it (daemon first, in-process for the rest), reports. */
int cmd_batch(cli_globals *g, int argc, char **argv)
{
    const char *path = NULL;
    int jobs = 64;
    bool quiet = false;
    batch b;
    char err[4400];
    memset(&b, 0, sizeof(b));
    b.g = g;
    int rc = parse(argc, argv, &path, &b.dir, &jobs, &quiet);
    if (rc)
        return rc;
    if (manifest_load(path, &b.m, err, sizeof(err)) != 0) {
        cli_error("%s", err);
        return CLI_REJECTED;
    }
    if (b.m.signals) {
        /* the manifest's own merge policies travel with each request (its
         * `signals`, the daemon's too); a bad block stops the batch before anything */
        hs_policies pol;
        hs_diag d;
        hs_diag_clear(&d);
        if (hs_policies_from_json(b.m.signals, "signals", &pol, &d) != 0) {
            cli_error("%s: %s", path, d.message);
            manifest_free(&b.m);
            return CLI_REJECTED;
        }
    }
    for (int i = 0; i < b.m.n; i++) /* --merge over both */
        cli_signals_apply(g, "unit.generate", b.m.reqs[i].params);
    if (case_clashes(&b)) {
        printf("batch: %d requests, nothing generated (entity names differ only in case)\n", b.m.n);
        manifest_free(&b.m);
        return CLI_REJECTED;
    }
    if (cli_mkdirs(b.dir) != 0) {
        cli_error("cannot create %s: %s", b.dir, strerror(errno));
        manifest_free(&b.m);
        return CLI_REJECTED;
    }
    for (b.table_cap = 64; b.table_cap < (size_t)b.m.n * 4; b.table_cap *= 2)
        ;
    b.table = calloc(b.table_cap, sizeof(*b.table));
    b.failure = calloc((size_t)b.m.n + 1, sizeof(*b.failure));
    b.answered = calloc((size_t)b.m.n + 1, 1);
    if (!b.table || !b.failure || !b.answered) {
        cli_error("out of memory");
        rc = CLI_REJECTED;
    } else {
        struct sigaction sa;
        memset(&sa, 0, sizeof(sa));
        sa.sa_handler = on_signal; /* no SA_RESTART: poll() returns and the loop stops */
        sigaction(SIGINT, &sa, NULL);
        sigaction(SIGTERM, &sa, NULL);
        progress_init(&b.prog, b.m.n, quiet);
        cli_backend be;
        cli_backend_open(&be, g);
        if (cli_backend_remote(&be) && cli_batch_run_pipelined(&b, be.fd, jobs) != 0 &&
            !cli_batch_interrupted && g->verbose)
            fprintf(stderr, "hsgen: the connection to %s broke; the rest runs in-process\n",
                    be.where);
        run_local(&b, &be);
        cli_backend_close(&be);
        progress_end(&b.prog, b.done, b.failed);
        rc = report(&b);
    }
    for (size_t i = 0; b.table && i < b.table_cap; i++)
        free(b.table[i].name);
    for (int i = 0; b.failure && i < b.m.n; i++)
        free(b.failure[i]);
    free(b.table);
    free(b.failure);
    free(b.answered);
    manifest_free(&b.m);
    return rc;
}
